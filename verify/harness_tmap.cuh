/* harness_tmap.cuh: akops_tensor_map and akops_tensor_map_2d, the service trusted code
 * gives a candidate: a TMA tensor map (the 128-byte descriptor cp.async.bulk.tensor reads)
 * of a tensor of rank 1 to 5, or of a row-major matrix, made by the driver's
 * cuTensorMapEncodeTiled.
 *
 * Why a service: a tensor map comes only from the driver, and a candidate may call no
 * driver function and link no libcuda (verify/rules/banned.txt: a pointer to one is a
 * pointer to all of them). So the programs a candidate runs in make it for the candidate:
 * the harness's runner (harness.cu includes this file) and libakops (akgen emit appends
 * this file to akops_runtime.cu), and bench/compare.py builds it beside a candidate that
 * calls it. A candidate declares either or both of
 *
 *   extern "C" cudaError_t akops_tensor_map(void *map, const void *base, int elem_bytes,
 *       int rank, const uint64_t *dims, const uint64_t *strides_bytes, const uint32_t *box,
 *       int swizzle_bytes);
 *   extern "C" cudaError_t akops_tensor_map_2d(void *map, const void *base, int elem_bytes,
 *       uint64_t rows, uint64_t cols, uint64_t row_stride_bytes, uint32_t box_rows,
 *       uint32_t box_cols, int swizzle_bytes);
 *
 * (verify/rules/undefined.txt admits those two symbols) and passes the map to its kernel
 * by value as a __grid_constant__ parameter. The 2-D one serves the GEMMs' matrices; the
 * rank-N one attention's keys and values ([B, H, S, D] or [B, S, H, D] under any strides,
 * a box of 64 d-elements x 128 keys x 1 head x 1 batch): each dimension has its own bound,
 * so a tile that runs past a head's last key reads zeros, never the next head's keys.
 *
 * What it gives no candidate: a map describes memory the candidate names by its own
 * pointer and sizes, which its kernels can read and write through plain loads anyway;
 * nothing is kept from one call to the next but the driver's function pointer, so no
 * map outlives its call and none can carry an earlier call's data (a candidate that
 * kept a map in a static of its own is judged as every candidate is: inputs change
 * between trials). Every argument is checked here against what TMA takes, so that a
 * bad request is an error value, never a fault in the driver.
 *
 * akops_tensor_map's arguments and the rules it checks (each refusal is
 * cudaErrorInvalidValue, before the driver is asked):
 *   - map non-null and 64-byte aligned, 128 bytes written; base non-null and 16-byte
 *     aligned; elements of 1, 2, 4 or 8 bytes (typed as unsigned integers: TMA copies
 *     bytes);
 *   - rank 1 to 5; dims and box non-null, strides_bytes too unless rank is 1;
 *   - dims[0 .. rank-1], innermost first (dims[0] contiguous), each 1 to 2^32;
 *   - strides_bytes[0 .. rank-2], the byte strides of dims 1 .. rank-1, each nonzero, a
 *     multiple of 16 and below 2^40. In any order: a map may take the tensor's
 *     dimensions in any order, and a stride may be shorter than the dimensions inside it
 *     ([B, S, H, D] keys as (D, S, H, B): S's stride H*D*2 bytes, H's D*2). The driver's
 *     documentation shows strides as a packed recurrence (each the previous times the
 *     next extent, `assert(globalStrides[i] >= globalDim[i])`); that is an example of a
 *     layout, not a rule the driver keeps: on an H100 (driver 580.159) it took that key
 *     map, rows that overlap and a stride of 0, and TMA landed such boxes as the
 *     emulation (tests/gemm_emu/tma.h) lays them out. A stride of 0 is refused here all
 *     the same: a dimension whose elements are all one is no tensor a kernel means. The
 *     stride of a dimension of extent 1 is never used (its one coordinate is 0, any other
 *     is out of bounds): whatever it is, the driver is given the span of the dimension
 *     before it (its extent times its stride, elem_bytes for dims[0]) rounded up to 16
 *     bytes, or 16 where that reaches 2^40 (for a matrix of one row, the stride the 2-D
 *     service gave before it went through this one);
 *   - box[0 .. rank-1], each 1 to 256; box[0] * elem_bytes a multiple of 16 bytes; the
 *     box's bytes (elem_bytes times every box[i]) at most 227 KiB (232448), the most
 *     shared memory a block has on any GPU with TMA (sm_90, sm_100): a box lands whole in
 *     one block's shared memory, and the driver refuses boxes far past it (on the H100, a
 *     box of 256^5 bytes; it took one of 64 KiB; where its own limit lies between them
 *     was not measured). A box may be larger than its dimension (the excess reads zeros);
 *   - swizzle_bytes 0 (none), 32, 64 or 128; when not 0, box[0] * elem_bytes at most it.
 *   What the service chooses: element strides 1 (every element of the box), no
 *   interleave, L2 promotion of 256 bytes, and elements outside the tensor (any
 *   coordinate below 0 or at or past its dimension) read as zeros. These are the rules of
 *   cuTensorMapEncodeTiled's documentation (cuda.h, CUDA 13.0) for what we pass (its
 *   interleaved layouts' and packed types' rules do not arise), with the box's size,
 *   which it does not name but the driver keeps, and the nonzero stride, ours.
 *
 * akops_tensor_map_2d(rows, cols, row_stride_bytes, box_rows, box_cols) is
 * akops_tensor_map of rank 2, dims {cols, rows}, strides {row_stride_bytes}, box
 * {box_cols, box_rows}, with one rule more: row_stride_bytes at least a row's bytes
 * (ignored for one row). Its behaviour is what it was before it went through the rank-N
 * service but for one rule the driver keeps and it did not check: a box of more than
 * 227 KiB (8-byte elements, no swizzle) is refused here, as the driver refuses (some of)
 * them, and none could land in a block's shared memory.
 *
 * Both return cudaSuccess, or cudaErrorInvalidValue for arguments TMA does not take (or a
 * map the driver refused, which these checks are meant to make impossible), or the error
 * of finding the driver's entry point. tests/tmap_test.sh checks every rule. */
#include <cuda.h>
#include <cuda_runtime.h>
#include <stdint.h>

typedef CUresult (*akh_tmap_encode_fn)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *,
				       const cuuint64_t *, const cuuint32_t *, const cuuint32_t *, CUtensorMapInterleave,
				       CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

/* the most bytes a box may have: 227 KiB, a block's shared memory at most on sm_90 and sm_100 */
#define AKH_TMAP_BOX_MAX 232448ull

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

extern "C" cudaError_t akops_tensor_map(void *map, const void *base, int elem_bytes, int rank, const uint64_t *dims,
					const uint64_t *strides_bytes, const uint32_t *box, int swizzle_bytes)
{
	const uint64_t G = 1ull << 32, T = 1ull << 40;
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
	if (!map || (uintptr_t)map % 64 != 0 || !base || (uintptr_t)base % 16 != 0)
		return cudaErrorInvalidValue;
	if (rank < 1 || rank > 5 || !dims || !box || (rank > 1 && !strides_bytes))
		return cudaErrorInvalidValue;
	cuuint64_t dim[5] = {0}, stride[4] = {0};
	cuuint32_t bx[5] = {0}, estride[5] = {0};
	uint64_t box_all = (uint64_t)elem_bytes; /* at most 8 * 256^5 = 2^43 */
	for (int i = 0; i < rank; i++) {
		if (dims[i] < 1 || dims[i] > G || box[i] < 1 || box[i] > 256)
			return cudaErrorInvalidValue;
		dim[i] = dims[i];
		bx[i] = box[i];
		estride[i] = 1;
		box_all *= box[i];
	}
	const uint64_t box_bytes = (uint64_t)box[0] * (uint64_t)elem_bytes;
	if (box_bytes % 16 != 0 || (swizzle_bytes && box_bytes > (uint64_t)swizzle_bytes) || box_all > AKH_TMAP_BOX_MAX)
		return cudaErrorInvalidValue;
	for (int i = 1; i < rank; i++) {
		uint64_t s = strides_bytes[i - 1];
		/* a dimension of one is never stepped along: the span of the one before it,
		 * where that stays below 2^40 (tested before the product is made) */
		if (dims[i] == 1) {
			const uint64_t prev = i == 1 ? (uint64_t)elem_bytes : stride[i - 2];
			s = prev <= (T - 16) / dims[i - 1] ? (dims[i - 1] * prev + 15) / 16 * 16 : 16;
		}
		if (s == 0 || s % 16 != 0 || s >= T)
			return cudaErrorInvalidValue;
		stride[i - 1] = s;
	}
	cudaError_t e = akh_tmap_encoder(&encode);
	if (e != cudaSuccess)
		return e;
	CUresult r = encode((CUtensorMap *)map, type, (cuuint32_t)rank, const_cast<void *>(base), dim, stride, bx, estride,
			    CU_TENSOR_MAP_INTERLEAVE_NONE, sw, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
			    CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
	return r == CUDA_SUCCESS ? cudaSuccess : cudaErrorInvalidValue;
}

extern "C" cudaError_t akops_tensor_map_2d(void *map, const void *base, int elem_bytes, uint64_t rows, uint64_t cols,
					   uint64_t row_stride_bytes, uint32_t box_rows, uint32_t box_cols,
					   int swizzle_bytes)
{
	/* the 2-D map's own rule; an element size or a column count the rank-N service
	 * refuses may make this product meaningless, but the request is refused either way */
	if (rows > 1 && row_stride_bytes < cols * (uint64_t)elem_bytes)
		return cudaErrorInvalidValue;
	const uint64_t dims[2] = {cols, rows}, stride[1] = {row_stride_bytes};
	const uint32_t box[2] = {box_cols, box_rows};
	return akops_tensor_map(map, base, elem_bytes, 2, dims, stride, box, swizzle_bytes);
}
