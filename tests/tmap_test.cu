// The TMA tensor-map service (verify/harness_tmap.cuh), akops_tensor_map of rank 1 to 5
// and akops_tensor_map_2d: every argument TMA does not take refused as
// cudaErrorInvalidValue before the driver is asked; a valid request answered by the
// driver: a map where there is a GPU, an error of its own (not InvalidValue) where there
// is none. The requests are tests/tmap_cases.h's, which the emulated service of
// tests/gemm_emu/tma.h answers too (emu_selftest). Host code only.
#include <stdio.h>
#include <string.h>

#include "harness_tmap.cuh"
#include "tmap_cases.h"

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
	// the tensors' memory: the GPU's where there is one (the driver may refuse a map of
	// host memory), else a host buffer, which the checks before the driver's need
	void *dev = nullptr;
	unsigned char *b = cudaMalloc(&dev, 1 << 20) == cudaSuccess ? (unsigned char *)dev : buf;
	cudaGetLastError();

	for (const tmap2d_case &c : tmap2d_cases)
		want(c.what, tmap2d_case_run(c, map[0], b), c.invalid);
	for (const tmap_case &c : tmap_cases)
		want(c.what, tmap_case_run(c, map[0], b), c.invalid);
	const cudaError_t ok = tmap2d_case_run(tmap2d_cases[0], map[0], b);

	// where the driver refused the valid request: its own answer, for the host buffer and
	// the GPU's memory alike
	akh_tmap_encode_fn encode;
	if (ok != cudaSuccess && akh_tmap_encoder(&encode) == cudaSuccess) {
		const cuuint64_t dim[2] = {4096, 1000}, stride[1] = {8192};
		const cuuint32_t box[2] = {64, 64}, es[2] = {1, 1};
		for (const void *base : {(const void *)buf, (const void *)dev}) {
			if (!base)
				continue;
			CUresult r = encode((CUtensorMap *)map[0], CU_TENSOR_MAP_DATA_TYPE_UINT16, 2, const_cast<void *>(base),
					    dim, stride, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
					    CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
			printf("the driver's answer to the valid request on %s memory: CUresult %d\n",
			       base == dev ? "the GPU's" : "host", (int)r);
		}
	}
	// a GPU's maps: the driver wrote them (not all zeros), and the 2-D service's is the
	// rank-N service's map of rank 2 (one path to the driver); without one, why not
	bool gpu = ok == cudaSuccess;
	if (gpu) {
		static const unsigned char zero[128] = {0};
		const tmap2d_case &c = tmap2d_cases[0];
		const uint64_t dims[2] = {c.cols, c.rows}, stride[1] = {c.stride};
		const uint32_t box[2] = {c.box_cols, c.box_rows};
		runs += 2;
		if (memcmp(map[0], zero, 128) == 0) {
			printf("FAIL the driver's map is all zeros\n");
			fails++;
		}
		if (akops_tensor_map(map[1], b, c.elem, 2, dims, stride, box, c.swizzle) != cudaSuccess ||
		    memcmp(map[0], map[1], 128) != 0) {
			printf("FAIL the 2-D map is not the rank-2 map of the same matrix\n");
			fails++;
		}
	}
	printf("%d of %d checks failed (%s)\n", fails, runs,
	       gpu ? "maps made by the driver" : cudaGetErrorName(ok));
	return fails != 0;
}
