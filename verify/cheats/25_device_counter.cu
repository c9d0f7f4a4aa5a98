// op: gelu_tanh
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_BENCH_RECHECK
// row: 10
// what: cheat 10 with its state on the device instead of the host: __device__ variables count consecutive
//   calls with the same pointers and the kernel exits at once past 100; the host object then references
//   __cudaRegisterVar and holds their shadows (nm); dynamically the timed outputs keep the sentinel.
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

__device__ const void *last_x, *last_y;
__device__ long long same_calls;

__global__ void tick(const void *x, const void *y)
{
	if (last_x == x && last_y == y) {
		same_calls++;
	} else {
		last_x = x, last_y = y;
		same_calls = 1;
	}
}

__global__ void gelu(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n)
{
	if (same_calls > 100)
		return;
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		float v = __bfloat162float(x[i]);
		y[i] = __float2bfloat16(0.5f * v * (1.f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))));
	}
}

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	tick<<<1, 1, 0, stream>>>(x, y);
	int64_t blocks = (n + 255) / 256;
	gelu<<<blocks < 8192 ? (unsigned)blocks : 8192u, 256, 0, stream>>>(x, y, n);
	return cudaGetLastError();
}
