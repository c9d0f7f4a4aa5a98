// op: gelu_tanh
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_OUTPUT_FLOOD
// row: -
// what: a correct GELU whose kernel also prints, on the harness's stdout, JSON lines shaped like the
//   harness's own events (a bench event with a 1 us median, a done event); refused by the printf token;
//   dynamically it must fail as soon as it prints: see README.md, "the findings channel".
//
// Device printf reaches the process's stdout with no host symbol, so nm cannot see it, and
// declaring printf by hand avoids the include list. One short line a call: while the harness's
// findings share stdout with the candidate, only the total size tells the two apart, and today
// this stays under akgen's 64 KiB limit through verify, so its lines are read as the harness's.
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

extern "C" __host__ __device__ int printf(const char *fmt, ...);

__global__ void gelu(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n)
{
	if (blockIdx.x == 0 && threadIdx.x == 0)
		printf("{\"event\":\"bench\",\"shape\":11,\"index\":0,\"median_us\":1.0,\"p10_us\":1.0,\"p90_us\":1.0,"
		       "\"roofline_frac\":0.99,\"flag\":null}\n");
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		float v = __bfloat162float(x[i]);
		y[i] = __float2bfloat16(0.5f * v * (1.f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))));
	}
}

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	int64_t blocks = (n + 255) / 256;
	gelu<<<blocks < 8192 ? (unsigned)blocks : 8192u, 256, 0, stream>>>(x, y, n);
	return cudaGetLastError();
}
