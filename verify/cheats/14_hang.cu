// op: softmax
// dtype: bf16
// expect: TIMEOUT
// expect-dynamic: TIMEOUT
// row: -
// what: a "persistent" kernel whose work-stealing loop never terminates when rows > 65536 (the
//   65537 x 8 and 2147483647 x 1 tests); nothing static can tell, the parent's timeout kills the child.
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

__global__ void softmax_persistent(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y, int64_t y_stride0,
				   int64_t rows, int64_t cols)
{
	for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < rows; r += (int64_t)gridDim.x * blockDim.x) {
		const __nv_bfloat16 *xr = x + r * x_stride0;
		float m = -INFINITY, s = 0.f;
		for (int64_t c = 0; c < cols; c++)
			m = fmaxf(m, __bfloat162float(xr[c]));
		for (int64_t c = 0; c < cols; c++)
			s += expf(__bfloat162float(xr[c]) - m);
		for (int64_t c = 0; c < cols; c++)
			y[r * y_stride0 + c] = __float2bfloat16(expf(__bfloat162float(xr[c]) - m) / s);
	}
	/* "wait for stragglers": the bound is wrong for large rows, so this never ends there */
	if (rows > 65536)
		for (;;)
			__nanosleep(1000);
}

extern "C" cudaError_t akops_softmax_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y,
					       int64_t y_stride0, int64_t rows, int64_t cols, cudaStream_t stream)
{
	int64_t blocks = (rows + 127) / 128;
	softmax_persistent<<<blocks < 1024 ? (unsigned)blocks : 1024u, 128, 0, stream>>>(x, x_stride0, y, y_stride0,
											 rows, cols);
	return cudaGetLastError();
}
