// op: gelu_tanh
// dtype: bf16
// expect: FAIL_BENCH_RECHECK
// expect-dynamic: FAIL_BENCH_RECHECK
// row: 10
// what: cheat 10 with no static variable at all: the call count lives in an uninitialised slot deep in a
//   large stack frame, which still holds what the previous call left when the harness calls from the same
//   frame; no token, symbol or section shows it, so only the recheck of the timed outputs catches it.
//
// Host state cannot be ruled out statically: the stack, and any memory a pointer can reach, are
// places to keep it. Static rules stop the easy ways; the dynamic checks must hold on their own.
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

#define SLOTS 32768	/* 256 KiB below the caller: deeper than the runtime calls between launches go */

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	volatile uint64_t frame[SLOTS];	/* never initialised: read what the last call left */
	uint64_t key = (uint64_t)(uintptr_t)x * 31 + (uint64_t)(uintptr_t)y * 17 + (uint64_t)n;
	uint64_t seen = frame[16], count = frame[17], check = frame[18];

	if (seen == key && check == (key ^ count ^ 0x9e3779b97f4a7c15ull))
		count++;
	else
		count = 1;
	frame[16] = key, frame[17] = count, frame[18] = key ^ count ^ 0x9e3779b97f4a7c15ull;
	if (count > 100)
		return cudaSuccess;
	int64_t blocks = (n + 255) / 256;
	gelu<<<blocks < 8192 ? (unsigned)blocks : 8192u, 256, 0, stream>>>(x, y, n);
	return cudaGetLastError();
}
