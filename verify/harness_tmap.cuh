/* harness_tmap.cuh: akops_tensor_map_2d, the one service trusted code gives a candidate:
 * a TMA tensor map (the 128-byte descriptor cp.async.bulk.tensor reads) of a row-major
 * matrix, made by the driver's cuTensorMapEncodeTiled.
 *
 * Why a service: a tensor map comes only from the driver, and a candidate may call no
 * driver function and link no libcuda (verify/rules/banned.txt: a pointer to one is a
 * pointer to all of them). So the programs a candidate runs in make it for the candidate:
 * the harness's runner (harness.cu includes this file) and libakops (akgen emit appends
 * this file to akops_runtime.cu), and bench/compare.py builds it beside a candidate that
 * calls it. A candidate declares
 *
 *   extern "C" cudaError_t akops_tensor_map_2d(void *map, const void *base, int elem_bytes,
 *       uint64_t rows, uint64_t cols, uint64_t row_stride_bytes, uint32_t box_rows,
 *       uint32_t box_cols, int swizzle_bytes);
 *
 * (verify/rules/undefined.txt admits that one symbol) and passes the map to its kernel
 * by value as a __grid_constant__ parameter.
 *
 * What it gives no candidate: a map describes memory the candidate names by its own
 * pointer and sizes, which its kernels can read and write through plain loads anyway;
 * nothing is kept from one call to the next but the driver's function pointer, so no
 * map outlives its call and none can carry an earlier call's data (a candidate that
 * kept a map in a static of its own is judged as every candidate is: inputs change
 * between trials). Every argument is checked here against what TMA takes, so that a
 * bad request is an error value, never a fault in the driver.
 *
 * Arguments: map, 128 bytes 64-byte aligned, written; base, 16-byte aligned; elements
 * of 1, 2, 4 or 8 bytes; rows and cols 1 to 2^32; row_stride_bytes a multiple of 16
 * below 2^40, at least a row's bytes (ignored for one row); the box, rows 1 to 256 and
 * cols 1 to 256 of a multiple of 16 bytes; swizzle 0 (none), 32, 64 or 128 bytes, the
 * box's row no longer than it. Elements outside the matrix read as zeros (the map's
 * out-of-bounds fill); L2 promotion of 256 bytes. Returns cudaSuccess, or
 * cudaErrorInvalidValue for arguments TMA does not take, or the error of finding the
 * driver's entry point. */
#include <cuda.h>
#include <cuda_runtime.h>
#include <stdint.h>

typedef CUresult (*akh_tmap_encode_fn)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *,
				       const cuuint64_t *, const cuuint32_t *, const cuuint32_t *, CUtensorMapInterleave,
				       CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

/* the driver's cuTensorMapEncodeTiled (its CUDA 12.0 form), looked up once a process */
static cudaError_t akh_tmap_encoder(akh_tmap_encode_fn *fn)
{
	static akh_tmap_encode_fn found;
	static cudaError_t status = [] {
		void *p = nullptr;
		cudaDriverEntryPointQueryResult q;
		cudaError_t e = cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &p, 12000, cudaEnableDefault, &q);
		if (e == cudaSuccess && (q != cudaDriverEntryPointSuccess || !p))
			e = cudaErrorNotSupported;
		found = (akh_tmap_encode_fn)p;
		return e;
	}();
	*fn = found;
	return status;
}

extern "C" cudaError_t akops_tensor_map_2d(void *map, const void *base, int elem_bytes, uint64_t rows, uint64_t cols,
					   uint64_t row_stride_bytes, uint32_t box_rows, uint32_t box_cols,
					   int swizzle_bytes)
{
	CUtensorMapDataType type;
	CUtensorMapSwizzle sw;
	akh_tmap_encode_fn encode;

	switch (elem_bytes) {
	case 1: type = CU_TENSOR_MAP_DATA_TYPE_UINT8; break;
	case 2: type = CU_TENSOR_MAP_DATA_TYPE_UINT16; break;
	case 4: type = CU_TENSOR_MAP_DATA_TYPE_UINT32; break;
	case 8: type = CU_TENSOR_MAP_DATA_TYPE_UINT64; break;
	default: return cudaErrorInvalidValue;
	}
	switch (swizzle_bytes) {
	case 0: sw = CU_TENSOR_MAP_SWIZZLE_NONE; break;
	case 32: sw = CU_TENSOR_MAP_SWIZZLE_32B; break;
	case 64: sw = CU_TENSOR_MAP_SWIZZLE_64B; break;
	case 128: sw = CU_TENSOR_MAP_SWIZZLE_128B; break;
	default: return cudaErrorInvalidValue;
	}
	const uint64_t row_bytes = cols * (uint64_t)elem_bytes, box_bytes = (uint64_t)box_cols * (uint64_t)elem_bytes;
	if (!map || (uintptr_t)map % 64 != 0 || !base || (uintptr_t)base % 16 != 0)
		return cudaErrorInvalidValue;
	if (rows < 1 || rows > (1ull << 32) || cols < 1 || cols > (1ull << 32))
		return cudaErrorInvalidValue;
	if (box_rows < 1 || box_rows > 256 || box_cols < 1 || box_cols > 256 || box_bytes % 16 != 0 ||
	    (swizzle_bytes && box_bytes > (uint64_t)swizzle_bytes))
		return cudaErrorInvalidValue;
	/* one row's stride is never used: the smallest TMA takes */
	if (rows == 1)
		row_stride_bytes = (row_bytes + 15) / 16 * 16;
	if (row_stride_bytes % 16 != 0 || row_stride_bytes >= (1ull << 40) || row_stride_bytes < row_bytes)
		return cudaErrorInvalidValue;
	cudaError_t e = akh_tmap_encoder(&encode);
	if (e != cudaSuccess)
		return e;
	const cuuint64_t dim[2] = {cols, rows}, stride[1] = {row_stride_bytes};
	const cuuint32_t box[2] = {box_cols, box_rows}, estride[2] = {1, 1};
	CUresult r = encode((CUtensorMap *)map, type, 2, const_cast<void *>(base), dim, stride, box, estride,
			    CU_TENSOR_MAP_INTERLEAVE_NONE, sw, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
			    CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
	return r == CUDA_SUCCESS ? cudaSuccess : cudaErrorInvalidValue;
}
