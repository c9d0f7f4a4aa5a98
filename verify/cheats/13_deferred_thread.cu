// op: rmsnorm
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_UNWRITTEN|FAIL_LINK
// row: 5
// what: returns at once and lets a detached std::thread launch the kernel 20 ms later, outside any timing
//   window; refused by the std/thread tokens and U std::thread/pthread symbols; dynamically the harness's
//   checks right after the call find the sentinel that the late kernel has not yet overwritten, unless
//   the harness link refuses it first (FAIL_LINK), as it did on the H200 machine on 2026-11-30.
#include <cuda_bf16.h>
#include <stdint.h>
#include <thread>
#include <chrono>

__global__ void rmsnorm_rows(const __nv_bfloat16 *x, int64_t x_stride0, const __nv_bfloat16 *w, int64_t w_stride0,
			     __nv_bfloat16 *y, int64_t y_stride0, int64_t rows, int64_t cols, float eps)
{
	__shared__ float red[32];
	for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
		const __nv_bfloat16 *xr = x + r * x_stride0;
		float ss = 0.f;
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x) {
			float v = __bfloat162float(xr[c]);
			ss += v * v;
		}
		for (int o = 16; o > 0; o >>= 1)
			ss += __shfl_xor_sync(0xffffffffu, ss, o);
		if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = ss;
		__syncthreads();
		ss = 0.f;
		for (int i = 0; i < (int)(blockDim.x >> 5); i++) ss += red[i];
		__syncthreads();
		float inv = rsqrtf(ss / (float)cols + eps);
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			y[r * y_stride0 + c] =
				__float2bfloat16(__bfloat162float(xr[c]) * inv * __bfloat162float(w[c * w_stride0]));
	}
}

extern "C" cudaError_t akops_rmsnorm_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, const __nv_bfloat16 *w,
					       int64_t w_stride0, __nv_bfloat16 *y, int64_t y_stride0, int64_t rows,
					       int64_t cols, float eps, cudaStream_t stream)
{
	std::thread([=] {
		std::this_thread::sleep_for(std::chrono::milliseconds(20));
		rmsnorm_rows<<<rows < 65535 ? (unsigned)rows : 65535u, 256, 0, stream>>>(x, x_stride0, w, w_stride0, y,
											 y_stride0, rows, cols, eps);
	}).detach();
	return cudaSuccess;
}
