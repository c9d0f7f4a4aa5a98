// op: gemm
// dtype: bf16
// expect: FAIL_NUMERIC
// expect-dynamic: FAIL_NUMERIC
// row: 7
// what: split-K with a bf16 workspace: k cut into 8 slices, each slice's products summed in f32 and
//   rounded to bf16 (half the bytes a split-K kernel moves), the slices added in f32 and y rounded. The
//   spec asks for products accumulated in f32, rounded once. The error stays near bf16's rounding of y on
//   most outputs; where a sum cancels to near zero it is 2^-9 of the slices' size, which the per-element
//   bound catches: abs + rel |ref|, plus the 2 sqrt(k) 2^-24 sum |x||w| that the spec's accumulate allows
//   for f32's own rounding, 2^7 or more times smaller. Heavy-tailed trials make such outputs common.
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <stdint.h>

#define TILE 32
#define SLICES 8

// one output a thread, a 32 x 32 tile a block; x and w staged through shared memory a
// 32-wide k step at a time
__global__ void gemm_partial_kernel(const __nv_bfloat16 *x, int64_t xs, const __nv_bfloat16 *w, int64_t ws,
				    __nv_bfloat16 *y, int64_t ys, int64_t m, int64_t n, int64_t k)
{
	__shared__ float sx[TILE][TILE + 1], sw[TILE][TILE + 1];
	const int64_t row = (int64_t)blockIdx.y * TILE + threadIdx.y, col = (int64_t)blockIdx.x * TILE + threadIdx.x;
	const int64_t slice = (k + SLICES - 1) / SLICES;
	float total = 0.0f, part = 0.0f;
	int64_t next = slice;
	for (int64_t k0 = 0; k0 < k; k0 += TILE) {
		const int64_t kx = k0 + threadIdx.x, wr = (int64_t)blockIdx.x * TILE + threadIdx.y;
		sx[threadIdx.y][threadIdx.x] = row < m && kx < k ? __bfloat162float(x[row * xs + kx]) : 0.0f;
		sw[threadIdx.y][threadIdx.x] = wr < n && kx < k ? __bfloat162float(w[wr * ws + kx]) : 0.0f;
		__syncthreads();
		for (int j = 0; j < TILE; j++) {
			if (k0 + j == next) {	// a slice ends: its partial goes through the bf16 workspace
				total += __bfloat162float(__float2bfloat16(part));
				part = 0.0f;
				next += slice;
			}
			part += sx[threadIdx.y][j] * sw[threadIdx.x][j];
		}
		__syncthreads();
	}
	total += __bfloat162float(__float2bfloat16(part));
	if (row < m && col < n)
		y[row * ys + col] = __float2bfloat16(total);
}

extern "C" cudaError_t akops_gemm_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, const __nv_bfloat16 *w,
					    int64_t w_stride0, __nv_bfloat16 *y, int64_t y_stride0, int64_t m, int64_t n,
					    int64_t k, cudaStream_t stream)
{
	if (m < 1 || n < 1 || k < 1)
		return cudaErrorInvalidValue;
	if ((m + TILE - 1) / TILE > 65535)
		return cudaErrorInvalidValue;
	dim3 grid((unsigned)((n + TILE - 1) / TILE), (unsigned)((m + TILE - 1) / TILE)), block(TILE, TILE);
	gemm_partial_kernel<<<grid, block, 0, stream>>>(x, x_stride0, w, w_stride0, y, y_stride0, m, n, k);
	return cudaGetLastError();
}
