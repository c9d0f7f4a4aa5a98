// op: softmax
// dtype: bf16
// expect: FAIL_NUMERIC|FAIL_INVARIANT
// expect-dynamic: FAIL_NUMERIC|FAIL_INVARIANT
// row: 7
// what: "bf16 in, bf16 out, so bf16 math": exponentials and the row sum in __nv_bfloat16, one warp per row;
//   the rounded sum drifts: at 127 x 257 with heavy-tailed values the outputs still pass the reference
//   (error norm under 1e-2) but a row sums to 1.011, past the spec's row_sum tolerance of 1e-2; on
//   32769-wide rows the sum stalls (terms under half an ulp vanish) and the error norm reaches ~0.4.
//   Which shape comes first is the checker's seeded order: on the H200 (2026-12-02) the spread check
//   saw a long row first, off by 3.4 times the reference's spread (FAIL_NUMERIC).
#include <cuda_bf16.h>
#include <stdint.h>

__global__ void softmax_bf16_math(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y, int64_t y_stride0,
				  int64_t rows, int64_t cols)
{
	int64_t r = (int64_t)blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
	int lane = threadIdx.x & 31;
	if (r >= rows)
		return;
	const __nv_bfloat16 *xr = x + r * x_stride0;
	__nv_bfloat16 m = __float2bfloat16(-INFINITY);
	for (int64_t c = lane; c < cols; c += 32)
		m = __hmax(m, xr[c]);
	for (int o = 16; o > 0; o >>= 1)
		m = __hmax(m, __shfl_xor_sync(0xffffffffu, m, o));
	__nv_bfloat16 s = __float2bfloat16(0.f);
	for (int64_t c = lane; c < cols; c += 32)
		s = __hadd(s, hexp(__hsub(xr[c], m)));
	for (int o = 16; o > 0; o >>= 1)
		s = __hadd(s, __shfl_xor_sync(0xffffffffu, s, o));
	for (int64_t c = lane; c < cols; c += 32)
		y[r * y_stride0 + c] = __hdiv(hexp(__hsub(xr[c], m)), s);
}

extern "C" cudaError_t akops_softmax_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y,
					       int64_t y_stride0, int64_t rows, int64_t cols, cudaStream_t stream)
{
	int64_t blocks = (rows + 7) / 8;
	if (blocks > 2147483647)
		return cudaErrorInvalidValue;
	softmax_bf16_math<<<(unsigned)blocks, 256, 0, stream>>>(x, x_stride0, y, y_stride0, rows, cols);
	return cudaGetLastError();
}
