// op: gelu_tanh
// dtype: bf16
// expect: FAIL_NUMERIC
// expect-dynamic: FAIL_NUMERIC
// row: 11
// what: GELU by its second-order Taylor series 0.5x + x^2/sqrt(2 pi): no tanh, and within the bf16
//   tolerance on tiny inputs (|x| < 0.1) where any output looks right; N(0,1) and large values catch it.
#include <cuda_bf16.h>
#include <stdint.h>

__global__ void gelu_taylor(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n)
{
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		float v = __bfloat162float(x[i]);
		y[i] = __float2bfloat16(0.5f * v + 0.3989422804f * v * v);
	}
}

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	int64_t blocks = (n + 255) / 256;
	gelu_taylor<<<blocks < 8192 ? (unsigned)blocks : 8192u, 256, 0, stream>>>(x, y, n);
	return cudaGetLastError();
}
