// op: gelu_tanh
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_OUTPUT_FLOOD
// row: -
// what: a correct GELU whose kernel also prints, on the harness's stdout, JSON lines shaped like the
//   harness's own (a bench event with a 1 us median); refused by the printf token; dynamically the
//   harness writes its findings to a private copy of stdout and rules any byte on fd 1 a flood.
//
// Device printf reaches the process's stdout with no host symbol, so nm cannot see it, and
// declaring printf by hand avoids the include list. One short line a call: were the findings
// and the candidate's output one stream, only its size would tell them apart, and these lines
// stay under akgen's 64 KiB limit through verify.
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
