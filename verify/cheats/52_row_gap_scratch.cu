// op: softmax
// dtype: bf16
// expect: FAIL_INPUT_MODIFIED
// expect-dynamic: FAIL_INPUT_MODIFIED
// row: 19
// what: keeps each row's max and sum in the padding after the row in y (between cols and y_stride0, memory the
//   caller's tensor does not cover and no element check reads), and the output right. The verifier's strided
//   copies are guarded whole: every byte between the rows is checked after each call.
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

__device__ __forceinline__ float block_reduce(float v, bool max)
{
	__shared__ float part[32];
	for (int o = 16; o > 0; o >>= 1) {
		float u = __shfl_xor_sync(0xffffffffu, v, o);
		v = max ? fmaxf(v, u) : v + u;
	}
	if (threadIdx.x % 32 == 0)
		part[threadIdx.x / 32] = v;
	__syncthreads();
	v = threadIdx.x % 32 < blockDim.x / 32 ? part[threadIdx.x % 32] : max ? -INFINITY : 0.0f;
	for (int o = 16; o > 0; o >>= 1) {
		float u = __shfl_xor_sync(0xffffffffu, v, o);
		v = max ? fmaxf(v, u) : v + u;
	}
	__syncthreads();
	return v;
}

static __global__ void softmax_pad_scratch(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y,
					   int64_t y_stride0, int64_t rows, int64_t cols)
{
	for (int64_t row = blockIdx.x; row < rows; row += gridDim.x) {
		const __nv_bfloat16 *xr = x + row * x_stride0;
		__nv_bfloat16 *yr = y + row * y_stride0;
		float m = -INFINITY, s = 0.0f;
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			m = fmaxf(m, __bfloat162float(xr[c]));
		m = block_reduce(m, true);
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			s += expf(__bfloat162float(xr[c]) - m);
		s = block_reduce(s, false);
		/* the cheat: the row's statistics parked in the padding past its end, where
		 * there is any (never past the last row, so a dense tensor sees nothing) */
		if (threadIdx.x == 0 && row + 1 < rows && y_stride0 >= cols + 2) {
			yr[cols] = __float2bfloat16(m);
			yr[cols + 1] = __float2bfloat16(s);
		}
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			yr[c] = __float2bfloat16(expf(__bfloat162float(xr[c]) - m) / s);
	}
}

extern "C" cudaError_t akops_softmax_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y,
					       int64_t y_stride0, int64_t rows, int64_t cols, cudaStream_t stream)
{
	if (rows < 1 || cols < 1)
		return cudaErrorInvalidValue;
	int threads = 32;
	while (threads < cols && threads < 1024)
		threads *= 2;
	softmax_pad_scratch<<<(unsigned)(rows < 65535 ? rows : 65535), threads, 0, stream>>>(x, x_stride0, y, y_stride0,
											    rows, cols);
	return cudaGetLastError();
}
