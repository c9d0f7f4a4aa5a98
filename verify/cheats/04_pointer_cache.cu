// op: gelu_tanh
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_NUMERIC
// row: 4
// what: keys a result cache on the input pointer: host statics remember the last (x, n), a __device__
//   buffer its result, and a call on the same x copies that back. Statically: the host statics and the device
//   variable (U __cudaRegisterVar, its host shadow); dynamically: the harness's extra trial puts new values
//   at the last trial's addresses, and the stale result fails the reference.
//
// For a memory-bound op the copy saves nothing; the point is the pattern, which pays off on
// compute-bound ops and which the verifier must catch whatever the op.
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

#define CACHE_ELEMS (1 << 24)

__device__ __nv_bfloat16 cached_y[CACHE_ELEMS];

__global__ void gelu_and_remember(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, int remember)
{
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		float v = __bfloat162float(x[i]);
		__nv_bfloat16 r = __float2bfloat16(0.5f * v * (1.f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))));
		y[i] = r;
		if (remember)
			cached_y[i] = r;
	}
}

__global__ void replay(__nv_bfloat16 *y, int64_t n)
{
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
		y[i] = cached_y[i];
}

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	static const void *key_x;
	static int64_t key_n = -1;
	int64_t blocks = (n + 255) / 256;
	unsigned grid = blocks < 8192 ? (unsigned)blocks : 8192u;

	if (x == key_x && n == key_n) {	/* "same input, same answer" */
		replay<<<grid, 256, 0, stream>>>(y, n);
		return cudaGetLastError();
	}
	int remember = n <= CACHE_ELEMS;
	if (remember)
		key_x = x, key_n = n;
	gelu_and_remember<<<grid, 256, 0, stream>>>(x, y, n, remember);
	return cudaGetLastError();
}
