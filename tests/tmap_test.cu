// The TMA tensor-map service (verify/harness_tmap.cuh): every argument TMA does not take
// refused as cudaErrorInvalidValue before the driver is asked; a valid request answered
// by the driver: a map where there is a GPU, an error of its own (not InvalidValue)
// where there is none. Host code only.
#include <stdio.h>
#include <string.h>

#include "harness_tmap.cuh"

static int fails, runs;

static void want(const char *what, cudaError_t got, bool invalid)
{
	runs++;
	if ((got == cudaErrorInvalidValue) != invalid) {
		printf("FAIL %s: %s (%d)\n", what, cudaGetErrorName(got), (int)got);
		fails++;
	}
}

int main()
{
	alignas(64) static unsigned char map[2][128];
	alignas(16) static unsigned char buf[64];
	void *m = map[0];
	// the matrices' memory: the GPU's where there is one (the driver may refuse a map of
	// host memory), else a host buffer, which the checks before the driver's need
	void *dev = nullptr;
	const void *b = cudaMalloc(&dev, 1 << 20) == cudaSuccess ? dev : (const void *)buf;
	cudaGetLastError();
	const uint64_t G = 1ull << 32;

	// valid: a bf16 [1000][4096] matrix in 64 x 64 boxes, the 128-byte swizzle
	cudaError_t ok = akops_tensor_map_2d(m, b, 2, 1000, 4096, 8192, 64, 64, 128);
	want("a valid request", ok, false);
	want("one row (its stride unused)", akops_tensor_map_2d(m, b, 2, 1, 17 * 8, 0, 1, 8, 0), false);
	want("a stride of exactly a row", akops_tensor_map_2d(m, b, 4, 10, 12, 48, 8, 4, 0), false);
	want("the largest box", akops_tensor_map_2d(m, b, 1, 300, 300, 304, 256, 256, 0), false);
	want("2^32 rows", akops_tensor_map_2d(m, b, 1, G, 16, 16, 1, 16, 0), false);

	want("no map", akops_tensor_map_2d(nullptr, b, 2, 1000, 4096, 8192, 64, 64, 128), true);
	want("a map not 64-byte aligned", akops_tensor_map_2d(map[0] + 16, b, 2, 1000, 4096, 8192, 64, 64, 128), true);
	want("no base", akops_tensor_map_2d(m, nullptr, 2, 1000, 4096, 8192, 64, 64, 128), true);
	want("a base not 16-byte aligned", akops_tensor_map_2d(m, buf + 2, 2, 1000, 4096, 8192, 64, 64, 128), true);
	want("3-byte elements", akops_tensor_map_2d(m, b, 3, 1000, 4096, 8192, 64, 64, 128), true);
	want("no rows", akops_tensor_map_2d(m, b, 2, 0, 4096, 8192, 64, 64, 128), true);
	want("no columns", akops_tensor_map_2d(m, b, 2, 1000, 0, 8192, 64, 64, 128), true);
	want("2^32 + 1 rows", akops_tensor_map_2d(m, b, 1, G + 1, 16, 16, 1, 16, 0), true);
	want("2^32 + 1 columns", akops_tensor_map_2d(m, b, 1, 1, G + 1, 0, 1, 16, 0), true);
	want("a stride not a multiple of 16", akops_tensor_map_2d(m, b, 2, 1000, 4096, 8200, 64, 64, 128), true);
	want("a stride shorter than a row", akops_tensor_map_2d(m, b, 2, 1000, 4096, 4096, 64, 64, 128), true);
	want("a stride of 2^40", akops_tensor_map_2d(m, b, 1, 2, 16, 1ull << 40, 1, 16, 0), true);
	want("a box of no rows", akops_tensor_map_2d(m, b, 2, 1000, 4096, 8192, 0, 64, 128), true);
	want("a box of 257 rows", akops_tensor_map_2d(m, b, 2, 1000, 4096, 8192, 257, 64, 0), true);
	want("a box of no columns", akops_tensor_map_2d(m, b, 2, 1000, 4096, 8192, 64, 0, 128), true);
	want("a box of 257 columns", akops_tensor_map_2d(m, b, 1, 1000, 4096, 4096, 64, 257, 0), true);
	want("a box row of 8 bytes", akops_tensor_map_2d(m, b, 2, 1000, 4096, 8192, 64, 4, 0), true);
	want("a swizzle of 16 bytes", akops_tensor_map_2d(m, b, 2, 1000, 4096, 8192, 64, 8, 16), true);
	want("a box row past the swizzle", akops_tensor_map_2d(m, b, 2, 1000, 4096, 8192, 64, 64, 64), true);

	// where the driver refused the valid request: its own answer, for the host buffer and
	// the GPU's memory alike
	akh_tmap_encode_fn encode;
	if (ok != cudaSuccess && akh_tmap_encoder(&encode) == cudaSuccess) {
		const cuuint64_t dim[2] = {4096, 1000}, stride[1] = {8192};
		const cuuint32_t box[2] = {64, 64}, es[2] = {1, 1};
		for (const void *base : {(const void *)buf, (const void *)dev}) {
			if (!base)
				continue;
			CUresult r = encode((CUtensorMap *)m, CU_TENSOR_MAP_DATA_TYPE_UINT16, 2, const_cast<void *>(base), dim,
					    stride, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
					    CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
			printf("the driver's answer to the valid request on %s memory: CUresult %d\n",
			       base == dev ? "the GPU's" : "host", (int)r);
		}
	}
	// a GPU's map: the driver wrote it (not all zeros); without one, why not
	bool gpu = ok == cudaSuccess;
	if (gpu) {
		static const unsigned char zero[128] = {0};
		runs++;
		if (memcmp(map[0], zero, 128) == 0) {
			printf("FAIL the driver's map is all zeros\n");
			fails++;
		}
	}
	printf("%d of %d checks failed (%s)\n", fails, runs,
	       gpu ? "maps made by the driver" : cudaGetErrorName(ok));
	return fails != 0;
}
