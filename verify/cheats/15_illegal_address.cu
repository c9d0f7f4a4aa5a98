// op: gelu_tanh
// dtype: bf16
// expect: CRASH
// expect-dynamic: CRASH
// row: -
// what: a "vectorised large-n path" whose tail store uses a wrong base (the element count added twice,
//   scaled by 4096), far outside any allocation; the small tests pass, n > 2^24 faults (illegal address).
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

__global__ void gelu(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, int64_t tail_base)
{
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		float v = __bfloat162float(x[i]);
		__nv_bfloat16 r = __float2bfloat16(0.5f * v * (1.f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))));
		if (i >= n - 256 && tail_base)
			y[tail_base + i] = r;	/* the bug: should be y[i] */
		else
			y[i] = r;
	}
}

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	int64_t blocks = (n + 255) / 256;
	int64_t tail_base = n > (1 << 24) ? 2 * n * 4096 : 0;
	gelu<<<blocks < 8192 ? (unsigned)blocks : 8192u, 256, 0, stream>>>(x, y, n, tail_base);
	return cudaGetLastError();
}
