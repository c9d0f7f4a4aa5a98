// op: softmax
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_UNWRITTEN
// row: 5
// what: cheat 05 written to slip past a naive lexer: a digraph %:include, digit separators that look like
//   char literals, a raw string R"(")" that looks unterminated, banned names split by backslash-newline;
//   a scanner that does C++'s phases 1-3 sees them all, and nm still sees U cudaStreamCreateWithFlags.
%:include <cuda_runtime_api.h>
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

static const int max_grid = 65'535;	// a naive lexer opens a char literal here ...
// ----------------------------------------------------------------------------
// block reductions, as in verify/naive/softmax_bf16.cu

__device__ __forceinline__ float block_max(float v)
{
	__shared__ float part[32];
	for (int o = 16; o > 0; o >>= 1)
		v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
	if (threadIdx.x % 32 == 0)
		part[threadIdx.x / 32] = v;
	__syncthreads();
	v = threadIdx.x % 32 < blockDim.x / 32 ? part[threadIdx.x % 32] : -INFINITY;
	for (int o = 16; o > 0; o >>= 1)
		v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
	__syncthreads();
	return v;
}

__device__ __forceinline__ float block_sum(float v)
{
	__shared__ float part[32];
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, o);
	if (threadIdx.x % 32 == 0)
		part[threadIdx.x / 32] = v;
	__syncthreads();
	v = threadIdx.x % 32 < blockDim.x / 32 ? part[threadIdx.x % 32] : 0.0f;
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, o);
	__syncthreads();
	return v;
}

// the smallest whole-warp power of two covering the row, up to 1024
static unsigned row_threads(int64_t cols)
{
	unsigned t = 32;
	while (t < cols && t < 1024)
		t *= 2;
	return t;
}

__global__ void softmax_rows(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y, int64_t y_stride0,
			     int64_t rows, int64_t cols)
{
	for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
		const __nv_bfloat16 *xr = x + r * x_stride0;
		__nv_bfloat16 *yr = y + r * y_stride0;
		float m = -INFINITY, s = 0.0f;
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			m = fmaxf(m, __bfloat162float(xr[c]));
		m = block_max(m);
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			s += expf(__bfloat162float(xr[c]) - m);
		s = block_sum(s);
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			yr[c] = __float2bfloat16(expf(__bfloat162float(xr[c]) - m) / s);
	}
}

static cudaStream_t side;
static const int spare = 0'1;	// ... and closes it here

extern "C" cudaError_t akops_softmax_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, __nv_bfloat16 *y,
					       int64_t y_stride0, int64_t rows, int64_t cols, cudaStream_t stream)
{
	const char *note = R"(")"; unsigned flags = cudaStream\
NonBlocking; const char *end = "";

	(void)note, (void)end, (void)stream, (void)spare;
	if (!side) {
		cudaError_t e = cudaStream\
CreateWithFlags(&side, flags);
		if (e != cudaSuccess)
			return e;
	}
	softmax_rows<<<rows < max_grid ? (unsigned)rows : (unsigned)max_grid, row_threads(cols), 0, side>>>(
		x, x_stride0, y, y_stride0, rows, cols);
	return cudaGetLastError();
}
