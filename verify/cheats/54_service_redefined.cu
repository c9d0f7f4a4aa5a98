// op: rmsnorm
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: BENCHED
// row: 6
// what: defines akops_tensor_map_2d and akops_tensor_map, the services the harness's runner and libakops
//   give candidates (TMA tensor maps of a matrix and of rank 1 to 5), so that its own versions run under the
//   trusted names: here ones that keep every base they are asked for, state across calls a later call
//   could use, beside a correct rmsnorm (the naive one). The static rules admit the names only as undefined
//   symbols (defined.txt allows no T of C linkage: each definition is a finding of its own). Without them the
//   attack has nothing to reach: akgen localises the candidate's symbols but its launcher, so its
//   definitions serve only its own calls (it cannot make a real map without the driver) and the harness's
//   runner keeps its own; the rmsnorm is correct, so BENCHED, as 34 and 37.
#include <cuda_runtime.h>
#include <stdint.h>

static const void *kept[64];
static int n;

extern "C" cudaError_t akops_tensor_map_2d(void *map, const void *base, int elem_bytes, uint64_t rows, uint64_t cols,
					   uint64_t row_stride_bytes, uint32_t box_rows, uint32_t box_cols,
					   int swizzle_bytes)
{
	kept[n++ % 64] = base;
	(void)map, (void)elem_bytes, (void)rows, (void)cols, (void)row_stride_bytes, (void)box_rows, (void)box_cols;
	(void)swizzle_bytes;
	return cudaSuccess;
}

extern "C" cudaError_t akops_tensor_map(void *map, const void *base, int elem_bytes, int rank, const uint64_t *dims,
					const uint64_t *strides_bytes, const uint32_t *box, int swizzle_bytes)
{
	kept[n++ % 64] = base;
	(void)map, (void)elem_bytes, (void)rank, (void)dims, (void)strides_bytes, (void)box, (void)swizzle_bytes;
	return cudaSuccess;
}

#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

// at most this many blocks; each loops over rows r, r + grid, r + 2*grid, ...
#define ROW_BLOCKS_MAX 65535
#define THREADS_MAX 1024

// ----------------------------------------------------------------------------
// reductions

__device__ __forceinline__ float warp_sum(float v)
{
	// butterfly: every lane ends with the sum of all 32
	for (int off = 16; off > 0; off >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, off);
	return v;
}

// The sum of v over the block, returned to every thread. blockDim.x must be a
// multiple of 32 (whole warps, for the full shuffle mask) and at most 1024 (one
// partial per warp in part[]), and every thread of the block must call it.
__device__ __forceinline__ float block_sum(float v)
{
	__shared__ float part[32];
	const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
	const int nwarps = blockDim.x / 32;

	v = warp_sum(v);
	if (lane == 0)
		part[warp] = v;
	__syncthreads();
	// every warp reduces the partials itself, so no broadcast slot is needed
	v = warp_sum(lane < nwarps ? part[lane] : 0.0f);
	// part[] is written again by the next call
	__syncthreads();
	return v;
}

// ----------------------------------------------------------------------------
// kernels
// (static, as every helper is inline: the launcher is the object's one global
// symbol, so candidates of one op for several archs link into one library)

static __global__ void __launch_bounds__(THREADS_MAX)
rmsnorm_kernel(const __nv_bfloat16 *x, int64_t x_stride0, const __nv_bfloat16 *w,
               int64_t w_stride0, __nv_bfloat16 *y, int64_t y_stride0, int64_t rows,
               int64_t cols, float eps)
{
	// row depends on blockIdx only: the loop, and the barriers inside block_sum,
	// are uniform over the block
	for (int64_t row = blockIdx.x; row < rows; row += gridDim.x) {
		const __nv_bfloat16 *xr = x + row * x_stride0;
		__nv_bfloat16 *yr = y + row * y_stride0;

		float ss = 0.0f;
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x) {
			float v = __bfloat162float(xr[c]);
			ss += v * v;
		}
		ss = block_sum(ss);
		// cols <= 262144 is exact in float
		const float inv = 1.0f / sqrtf(ss / (float)cols + eps);

		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			yr[c] = __float2bfloat16(__bfloat162float(xr[c]) * inv * __bfloat162float(w[c * w_stride0]));
	}
}

// ----------------------------------------------------------------------------
// launcher

extern "C" cudaError_t akops_rmsnorm_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0,
                                               const __nv_bfloat16 *w, int64_t w_stride0,
                                               __nv_bfloat16 *y, int64_t y_stride0, int64_t rows,
                                               int64_t cols, float eps, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error;
	// w is dense (stride 1) or broadcast (0: one element in memory), nothing else
	if (rows < 1 || cols < 1 || (w_stride0 != 0 && w_stride0 != 1))
		return cudaErrorInvalidValue;
	// the smallest whole-warp power of two that covers the row, up to 1024: a short
	// row does not leave most of a large block idle
	int threads = 32;
	while (threads < cols && threads < THREADS_MAX)
		threads *= 2;
	const unsigned grid = (unsigned)(rows < ROW_BLOCKS_MAX ? rows : ROW_BLOCKS_MAX);
	rmsnorm_kernel<<<grid, threads, 0, stream>>>(x, x_stride0, w, w_stride0, y, y_stride0, rows, cols,
	                                             eps);
	return cudaGetLastError();
}
