// op: softmax
// dtype: bf16
// expect: FAIL_UNWRITTEN
// expect-dynamic: FAIL_UNWRITTEN
// row: 5
// what: ignores the caller's stream and launches on the legacy default stream (<<<g, b>>>: stream 0 is a
//   literal, no token to ban); CUPTI names the kernel's stream, and a caller that waits on its own stream
//   would read y before it is written: the harness rules it unwritten.
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

// ----------------------------------------------------------------------------
// block reductions, as in verify/naive/softmax_bf16.cu

__device__ __forceinline__ float block_max(float v)
{
	__shared__ float part[32];
	for (int o = 16; o > 0; o >>= 1)
		v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
	if (threadIdx.x % 32 == 0)
		part[threadIdx.x / 32] = v;
	__syncthreads();
	v = threadIdx.x % 32 < blockDim.x / 32 ? part[threadIdx.x % 32] : -INFINITY;
	for (int o = 16; o > 0; o >>= 1)
		v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
	__syncthreads();
	return v;
}

__device__ __forceinline__ float block_sum(float v)
{
	__shared__ float part[32];
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, o);
	if (threadIdx.x % 32 == 0)
		part[threadIdx.x / 32] = v;
	__syncthreads();
	v = threadIdx.x % 32 < blockDim.x / 32 ? part[threadIdx.x % 32] : 0.0f;
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, o);
	__syncthreads();
	return v;
}

// the smallest whole-warp power of two covering the row, up to 1024
static unsigned row_threads(int64_t cols)
{
	unsigned t = 32;
	while (t < cols && t < 1024)
		t *= 2;
	return t;
}

__global__ void softmax_rows(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y, int64_t y_stride0,
			     int64_t rows, int64_t cols)
{
	for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
		const __nv_bfloat16 *xr = x + r * x_stride0;
		__nv_bfloat16 *yr = y + r * y_stride0;
		float m = -INFINITY, s = 0.0f;
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			m = fmaxf(m, __bfloat162float(xr[c]));
		m = block_max(m);
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			s += expf(__bfloat162float(xr[c]) - m);
		s = block_sum(s);
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			yr[c] = __float2bfloat16(expf(__bfloat162float(xr[c]) - m) / s);
	}
}

extern "C" cudaError_t akops_softmax_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y,
					       int64_t y_stride0, int64_t rows, int64_t cols, cudaStream_t stream)
{
	(void)stream;
	softmax_rows<<<rows < 65535 ? (unsigned)rows : 65535u, row_threads(cols)>>>(x, x_stride0, y, y_stride0, rows,
										    cols);
	return cudaGetLastError();
}
