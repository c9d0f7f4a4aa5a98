// op: gelu_tanh
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_WALL_MISMATCH
// row: 12
// what: after 100 calls with the same pointers, saves y once and from then on replays it with a
//   device-to-device cudaMemcpyAsync: right bytes, zero kernels. Banned tokens and U cudaMalloc/cudaMemcpyAsync;
//   dynamically CUPTI shows the timed reps issued a copy and no kernel.
//
// The bytes are the verified ones, so the recheck of the timed outputs passes, and the copy
// takes about as long as the kernel would; what gives it away is that the work is not a kernel
// at all: the timer would have measured something other than the candidate.
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
	static void *saved;
	size_t bytes = (size_t)n * sizeof(__nv_bfloat16);

	if (x == px && y == py && n == pn)
		calls++;
	else
		px = x, py = y, pn = n, calls = 1;
	if (calls > 101 && saved)
		return cudaMemcpyAsync(y, saved, bytes, cudaMemcpyDeviceToDevice, stream);

	int64_t blocks = (n + 255) / 256;
	gelu<<<blocks < 8192 ? (unsigned)blocks : 8192u, 256, 0, stream>>>(x, y, n);
	cudaError_t e = cudaGetLastError();
	if (e == cudaSuccess && calls == 101) {
		if (saved)
			cudaFree(saved);
		if (cudaMalloc(&saved, bytes) != cudaSuccess)
			return cudaSuccess;
		e = cudaMemcpyAsync(saved, y, bytes, cudaMemcpyDeviceToDevice, stream);
	}
	return e;
}
