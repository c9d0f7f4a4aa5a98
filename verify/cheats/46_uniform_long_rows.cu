// op: softmax
// dtype: bf16
// expect: FAIL_NUMERIC
// expect-dynamic: FAIL_NUMERIC
// row: 20
// what: writes 1/cols on rows longer than 4096: every element within abs (4e-3 for bf16) of the truth, the norm
//   under its floor (abs * sqrt(n)), the rows summing to 1. The spread check fails it: where the reference
//   varies over a row, the error must stay under half its spread, and a constant is off by all of it.
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

// fmaxf drops a NaN operand, as the reference's "if (x > m) m = x" skips NaN; a
// NaN in the row still reaches every output through exp(NaN - m) in the sum.
__device__ __forceinline__ float warp_max(float v)
{
	for (int off = 16; off > 0; off >>= 1)
		v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
	return v;
}

// The sum (the max) of v over the block, returned to every thread. blockDim.x
// must be a multiple of 32 (whole warps, for the full shuffle mask) and at most
// 1024 (one partial per warp in part[]), and every thread of the block must call it.
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

__device__ __forceinline__ float block_max(float v)
{
	__shared__ float part[32];
	const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
	const int nwarps = blockDim.x / 32;

	v = warp_max(v);
	if (lane == 0)
		part[warp] = v;
	__syncthreads();
	v = warp_max(lane < nwarps ? part[lane] : -INFINITY);
	__syncthreads();
	return v;
}

// ----------------------------------------------------------------------------
// kernels
// (static, as every helper is inline: the launcher is the object's one global
// symbol, so candidates of one op for several archs link into one library)

static __global__ void __launch_bounds__(THREADS_MAX)
softmax_kernel(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y, int64_t y_stride0,
               int64_t rows, int64_t cols)
{
	// row depends on blockIdx only: the loop, and the barriers inside the block
	// reductions, are uniform over the block
	for (int64_t row = blockIdx.x; row < rows; row += gridDim.x) {
		const __nv_bfloat16 *xr = x + row * x_stride0;
		__nv_bfloat16 *yr = y + row * y_stride0;

		// -inf is the identity; an all -inf row keeps m = -inf, and then
		// x - m = -inf - -inf = NaN gives the NaN row PyTorch gives
		// a long row's probabilities are each far under the abs tolerance: any small
		// value passes each element's bound, and 1/cols even sums to 1
		if (cols > 4096) {
			for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
				yr[c] = __float2bfloat16(1.0f / (float)cols);
			continue;
		}
		float m = -INFINITY;
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			m = fmaxf(m, __bfloat162float(xr[c]));
		m = block_max(m);

		// every term is in [0, 1] and the max's is exactly 1, so s >= 1: no
		// overflow, no division by zero
		float s = 0.0f;
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			s += expf(__bfloat162float(xr[c]) - m);
		s = block_sum(s);

		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			yr[c] = __float2bfloat16(expf(__bfloat162float(xr[c]) - m) / s);
	}
}

// ----------------------------------------------------------------------------
// launcher

extern "C" cudaError_t akops_softmax_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0,
                                               __nv_bfloat16 *y, int64_t y_stride0,
                                               int64_t rows, int64_t cols, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (rows < 1 || cols < 1)
		return cudaErrorInvalidValue;
	// the smallest whole-warp power of two that covers the row, up to 1024: a short
	// row does not leave most of a large block idle
	int threads = 32;
	while (threads < cols && threads < THREADS_MAX)
		threads *= 2;
	const unsigned grid = (unsigned)(rows < ROW_BLOCKS_MAX ? rows : ROW_BLOCKS_MAX);
	softmax_kernel<<<grid, threads, 0, stream>>>(x, x_stride0, y, y_stride0, rows, cols);
	return cudaGetLastError();
}
