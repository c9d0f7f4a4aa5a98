// op: cross_entropy
// dtype: bf16
// expect: FAIL_NUMERIC
// expect-dynamic: FAIL_NUMERIC
// row: 17
// what: takes the mean loss over the first 4096 rows only. On shapes whose reference samples rows, the mean was
//   checked nowhere; now outputs that are not rows get the full reference on one trial of every shape, which
//   the checker picks.
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

// at most this many blocks; each loops over rows r, r + grid, r + 2*grid, ...
#define ROW_BLOCKS_MAX 65535
#define THREADS_MAX 1024
// the mean kernel's one block
#define MEAN_THREADS 1024

// ----------------------------------------------------------------------------
// reductions

template <typename T>
__device__ __forceinline__ T warp_sum(T v)
{
	// butterfly: every lane ends with the sum of all 32
	for (int off = 16; off > 0; off >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, off);
	return v;
}

// fmaxf drops a NaN operand, as the reference's "if (x > m) m = x" skips NaN; a
// NaN in the row still reaches the loss through exp(NaN - m) in the sum.
__device__ __forceinline__ float warp_max(float v)
{
	for (int off = 16; off > 0; off >>= 1)
		v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
	return v;
}

// The sum (the max) of v over the block, returned to every thread. blockDim.x
// must be a multiple of 32 (whole warps, for the full shuffle mask) and at most
// 1024 (one partial per warp in part[]), and every thread of the block must call it.
template <typename T>
__device__ __forceinline__ T block_sum(T v)
{
	__shared__ T part[32];
	const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
	const int nwarps = blockDim.x / 32;

	v = warp_sum(v);
	if (lane == 0)
		part[warp] = v;
	__syncthreads();
	// every warp reduces the partials itself, so no broadcast slot is needed
	v = warp_sum(lane < nwarps ? part[lane] : (T)0);
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
cross_entropy_loss_kernel(const __nv_bfloat16 *logits, int64_t logits_stride0,
                          const int64_t *target, float *loss, int64_t rows, int64_t vocab,
                          int64_t ignore_index)
{
	// row, and so t, depends on blockIdx only: the loop, the branches on t and
	// the barriers inside the block reductions are uniform over the block
	for (int64_t row = blockIdx.x; row < rows; row += gridDim.x) {
		const __nv_bfloat16 *xr = logits + row * logits_stride0;
		const int64_t t = target[row];

		// ignore_index is tested first: it may lie inside [0, vocab)
		if (t == ignore_index) {
			if (threadIdx.x == 0)
				loss[row] = 0.0f;
			continue;
		}
		if (t < 0 || t >= vocab) {
			if (threadIdx.x == 0)
				loss[row] = NAN;
			continue;
		}

		// -inf is the identity; an all -inf row keeps m = -inf, and then
		// x - m = -inf - -inf = NaN gives the NaN loss PyTorch gives
		float m = -INFINITY;
		for (int64_t v = threadIdx.x; v < vocab; v += blockDim.x)
			m = fmaxf(m, __bfloat162float(xr[v]));
		m = block_max(m);

		// every term is in [0, 1] and the max's is exactly 1, so s >= 1
		float s = 0.0f;
		for (int64_t v = threadIdx.x; v < vocab; v += blockDim.x)
			s += expf(__bfloat162float(xr[v]) - m);
		s = block_sum(s);

		// m - x[t] >= 0 and log(s) >= 0 each round to a value >= 0, so the loss
		// is never negative (a -inf target logit gives +inf, as the reference)
		if (threadIdx.x == 0)
			loss[row] = (m - __bfloat162float(xr[t])) + logf(s);
	}
}

static __global__ void __launch_bounds__(MEAN_THREADS)
cross_entropy_mean_kernel(const int64_t *target, const float *loss, float *mean, int64_t rows,
                          int64_t ignore_index)
{
	// double: the sum of up to 2^20 losses keeps f32's precision, and the count
	// (at most 2^20) is exact
	double total = 0.0, count = 0.0;
	// the first 4096 rows stand for all of them: the mean over a large batch is
	// only ever checked where the whole reference runs
	const int64_t seen = rows < 4096 ? rows : 4096;
	for (int64_t r = threadIdx.x; r < seen; r += blockDim.x) {
		if (target[r] != ignore_index) {
			total += (double)loss[r];
			count += 1.0;
		}
	}
	total = block_sum(total);
	count = block_sum(count);
	// every row ignored: 0/0, NaN as PyTorch's reduction="mean"
	if (threadIdx.x == 0)
		*mean = count > 0.0 ? (float)(total / count) : NAN;
}

// ----------------------------------------------------------------------------
// launcher

extern "C" cudaError_t akops_cross_entropy_bf16_sm90(const __nv_bfloat16 *logits,
                                                     int64_t logits_stride0,
                                                     const int64_t *target, float *loss,
                                                     float *mean, int64_t rows, int64_t vocab,
                                                     int64_t ignore_index, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (rows < 1 || vocab < 1)
		return cudaErrorInvalidValue;
	// the smallest whole-warp power of two that covers the row, up to 1024: a short
	// row does not leave most of a large block idle
	int threads = 32;
	while (threads < vocab && threads < THREADS_MAX)
		threads *= 2;
	const unsigned grid = (unsigned)(rows < ROW_BLOCKS_MAX ? rows : ROW_BLOCKS_MAX);
	cross_entropy_loss_kernel<<<grid, threads, 0, stream>>>(logits, logits_stride0, target, loss,
	                                                        rows, vocab, ignore_index);
	cudaError_t err = cudaGetLastError();
	if (err != cudaSuccess)
		return err;
	cross_entropy_mean_kernel<<<1, MEAN_THREADS, 0, stream>>>(target, loss, mean, rows,
	                                                          ignore_index);
	return cudaGetLastError();
}
