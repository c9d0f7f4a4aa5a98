/* rmsnorm_bf16_naive.cu: a plain, correct rmsnorm candidate for checking the harness,
 * y = x / sqrt(mean(x^2) + eps) * w in bf16 with f32 arithmetic. One warp per row,
 * grid-stride over rows; rows shorter than a warp get one thread each, so the
 * 2147483647 x 1 shape does not leave 31 lanes of every warp idle. Rows of x and y
 * start at their strides; w is read at w_stride0 (0 when the harness broadcasts it).
 *
 * Built with -DAKH_BREAK=N it becomes a broken candidate that the harness must reject
 * with the verdict named here (tests the harness, not kernels):
 *   1 FAIL_UNWRITTEN         writes only the first half of the rows
 *   2 FAIL_NAN               drops eps: an all-zero row gives 0/0
 *   3 FAIL_NUMERIC           accumulates the sum of squares in bf16
 *   4 FAIL_INPUT_MODIFIED    writes its result over x as well
 *   5 FAIL_NONDETERMINISTIC  scales every other call's output by 1 + 2^-6
 *   6 CRASH                  writes far out of bounds
 *   7 FAIL_WALL_MISMATCH     spends 2 ms on the host in every call (bench)
 *   8 FAIL_BENCH_RECHECK     after 50 calls on the same x, writes only half the rows (bench)
 *   9 REJECT_TOO_FAST        launches from a second host thread: no kernel in its calls (bench)
 *  10 FAIL_INPUT_MODIFIED    writes one element past the end of y (guard bytes)
 * Build: nvcc -std=c++17 -O2 -arch=sm_90 [-DAKH_BREAK=N] -c rmsnorm_bf16_naive.cu */
#include <cuda_bf16.h>
#include <stdint.h>
#if AKH_BREAK == 7
#include <unistd.h>
#endif
#if AKH_BREAK == 9
#include <thread>
#endif

#ifndef AKH_BREAK
#define AKH_BREAK 0
#endif

// ----------------------------------------------------------------------------
// kernels

__global__ void rmsnorm_naive_kernel(const __nv_bfloat16 *x, int64_t xs, const __nv_bfloat16 *w, int64_t ws,
				     __nv_bfloat16 *y, int64_t ys, int64_t rows, int64_t cols, float eps, float scale)
{
	const int lane = threadIdx.x & 31;
	const int64_t warp = ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) >> 5;
	const int64_t nwarps = ((int64_t)gridDim.x * blockDim.x) >> 5;
	for (int64_t r = warp; r < rows; r += nwarps) {
		const __nv_bfloat16 *xr = x + r * xs;
		__nv_bfloat16 *yr = y + r * ys;
#if AKH_BREAK == 3
		__nv_bfloat16 acc = __float2bfloat16(0.0f);
		for (int64_t c = lane; c < cols; c += 32)
			acc = __hadd(acc, __hmul(xr[c], xr[c]));
		float ss = __bfloat162float(acc);
#else
		float ss = 0.0f;
		for (int64_t c = lane; c < cols; c += 32) {
			float v = __bfloat162float(xr[c]);
			ss += v * v;
		}
#endif
		for (int o = 16; o > 0; o >>= 1)
			ss += __shfl_xor_sync(0xffffffffu, ss, o);
		float inv = rsqrtf(ss / (float)cols + eps) * scale;
		for (int64_t c = lane; c < cols; c += 32)
			yr[c] = __float2bfloat16(__bfloat162float(xr[c]) * inv * __bfloat162float(w[c * ws]));
		__syncwarp();
#if AKH_BREAK == 4
		for (int64_t c = lane; c < cols; c += 32)
			((__nv_bfloat16 *)xr)[c] = yr[c];
#endif
	}
}

/* rows shorter than 32: one thread a row */
__global__ void rmsnorm_short_kernel(const __nv_bfloat16 *x, int64_t xs, const __nv_bfloat16 *w, int64_t ws,
				     __nv_bfloat16 *y, int64_t ys, int64_t rows, int64_t cols, float eps, float scale)
{
	for (int64_t r = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += (int64_t)gridDim.x * blockDim.x) {
		const __nv_bfloat16 *xr = x + r * xs;
		__nv_bfloat16 *yr = y + r * ys;
		float ss = 0.0f;
		for (int64_t c = 0; c < cols; c++) {
			float v = __bfloat162float(xr[c]);
			ss += v * v;
		}
		float inv = rsqrtf(ss / (float)cols + eps) * scale;
		for (int64_t c = 0; c < cols; c++)
			yr[c] = __float2bfloat16(__bfloat162float(xr[c]) * inv * __bfloat162float(w[c * ws]));
#if AKH_BREAK == 6
		if (r == rows - 1)
			yr[(int64_t)1 << 40] = y[0];
#endif
#if AKH_BREAK == 10
		if (r == rows - 1)
			yr[cols] = y[0];
#endif
	}
}

// ----------------------------------------------------------------------------
// launcher

static cudaError_t launch(const __nv_bfloat16 *x, int64_t xs, const __nv_bfloat16 *w, int64_t ws, __nv_bfloat16 *y,
			  int64_t ys, int64_t rows, int64_t cols, float eps, float scale, cudaStream_t stream)
{
	const int threads = 256;
	int64_t units = cols < 32 ? rows : rows * 32;	/* threads wanted */
	int64_t blocks = (units + threads - 1) / threads;
	if (blocks > 132 * 64)
		blocks = 132 * 64;
	if (cols < 32)
		rmsnorm_short_kernel<<<(unsigned)blocks, threads, 0, stream>>>(x, xs, w, ws, y, ys, rows, cols, eps, scale);
	else
		rmsnorm_naive_kernel<<<(unsigned)blocks, threads, 0, stream>>>(x, xs, w, ws, y, ys, rows, cols, eps, scale);
	return cudaGetLastError();
}

extern "C" cudaError_t akops_rmsnorm_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, const __nv_bfloat16 *w,
					       int64_t w_stride0, __nv_bfloat16 *y, int64_t y_stride0, int64_t rows,
					       int64_t cols, float eps, cudaStream_t stream)
{
	if (rows < 1 || cols < 1)
		return cudaErrorInvalidValue;
	float scale = 1.0f;
#if AKH_BREAK == 1
	rows = (rows + 1) / 2;
#elif AKH_BREAK == 2
	eps = 0.0f;
#elif AKH_BREAK == 5
	static int calls;
	scale = calls++ % 2 ? 1.015625f : 1.0f;
#elif AKH_BREAK == 7
	usleep(2000);
#elif AKH_BREAK == 8
	/* counts calls per x pointer: verify never reuses one more than twice, the
	 * bench's rotating input sets do */
	static const void *seen[4];
	static int count[4], next;
	int k = 0;
	while (k < 4 && seen[k] != x)
		k++;
	if (k == 4) {
		k = next++ % 4;
		seen[k] = x;
		count[k] = 0;
	}
	if (++count[k] > 50)
		rows = (rows + 1) / 2;
#elif AKH_BREAK == 9
	cudaError_t e = cudaSuccess;
	std::thread t([&] { e = launch(x, x_stride0, w, w_stride0, y, y_stride0, rows, cols, eps, scale, stream); });
	t.join();
	return e;
#endif
	return launch(x, x_stride0, w, w_stride0, y, y_stride0, rows, cols, eps, scale, stream);
}
