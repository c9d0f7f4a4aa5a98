// op: softmax
// dtype: bf16
// expect: FAIL_NUMERIC
// expect-dynamic: FAIL_NUMERIC
// row: 18
// what: reads x as if it were dense (row r at x + r * cols, x_stride0 ignored) and writes y through its stride:
//   right on every dense call, which is every call a benchmark makes. The verifier calls the odd trials with
//   x's rows padded or permuted, and the rows it reads there are not the caller's.
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

// one block per row, three passes over it, as verify/naive/softmax_bf16.cu
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

static __global__ void softmax_dense_x(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t y_stride0, int64_t rows,
				       int64_t cols)
{
	for (int64_t row = blockIdx.x; row < rows; row += gridDim.x) {
		const __nv_bfloat16 *xr = x + row * cols;	/* the cheat: the dense row, not x_stride0's */
		__nv_bfloat16 *yr = y + row * y_stride0;
		float m = -INFINITY, s = 0.0f;
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			m = fmaxf(m, __bfloat162float(xr[c]));
		m = block_reduce(m, true);
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			s += expf(__bfloat162float(xr[c]) - m);
		s = block_reduce(s, false);
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			yr[c] = __float2bfloat16(expf(__bfloat162float(xr[c]) - m) / s);
	}
}

extern "C" cudaError_t akops_softmax_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y,
					       int64_t y_stride0, int64_t rows, int64_t cols, cudaStream_t stream)
{
	(void)x_stride0;
	if (rows < 1 || cols < 1)
		return cudaErrorInvalidValue;
	int threads = 32;
	while (threads < cols && threads < 1024)
		threads *= 2;
	softmax_dense_x<<<(unsigned)(rows < 65535 ? rows : 65535), threads, 0, stream>>>(x, y, y_stride0, rows, cols);
	return cudaGetLastError();
}
