// op: gelu_tanh
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_BENCH_RECHECK
// row: 10
// what: counts consecutive calls with the same pointers in host statics and, past 100 (far more than any
//   correctness trial makes, fewer than any benchmark), stops launching; the statics are data symbols,
//   and the outputs of the timed runs keep the sentinel, so their hash differs from the verified one.
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
	static const void *px, *py;
	static int64_t pn;
	static long calls;

	if (x == px && y == py && n == pn) {
		if (++calls > 100)
			return cudaSuccess;	/* "we are being timed" */
	} else {
		px = x, py = y, pn = n, calls = 1;
	}
	int64_t blocks = (n + 255) / 256;
	gelu<<<blocks < 8192 ? (unsigned)blocks : 8192u, 256, 0, stream>>>(x, y, n);
	return cudaGetLastError();
}
