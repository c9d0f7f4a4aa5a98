// op: gelu_tanh
// dtype: bf16
// expect: FAIL_UNWRITTEN
// expect-dynamic: FAIL_UNWRITTEN
// row: 2
// what: a kernel is compiled (so ptxas reports an entry function) but never launched, and the launcher
//   returns cudaSuccess at once; statically clean; every output element keeps the harness's sentinel.
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

__global__ void gelu(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n)
{
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		float v = __bfloat162float(x[i]);
		y[i] = __float2bfloat16(0.5f * v * (1.f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))));
	}
}

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	(void)x, (void)y, (void)n, (void)stream;
	return cudaSuccess;
}
