/*
silu_and_mul (SwiGLU), bf16, the naive baseline (untuned; see README.md in this
directory):
    y = silu(gate) * up = gate / (1 + exp(-gate)) * up, elementwise on [rows][cols]
As the reference (specs/ref/silu_and_mul.c): a very negative gate gives
exp(-gate) = inf and silu = -0, not NaN; gate = -inf gives NaN, as PyTorch's
x * sigmoid(x). The launcher's prototype is derived from specs/silu_and_mul.yaml
and force-included by the build:

akgen proto --dtype bf16 --arch sm_90 -o silu_and_mul.h specs/silu_and_mul.yaml
nvcc -std=c++17 -O2 -arch=sm_90 -c -include silu_and_mul.h verify/naive/silu_and_mul_bf16.cu

gate, up and y are inner_contiguous: each row is dense, and row r of gate starts
at gate + r * gate_stride0, of up at up + r * up_stride0, of y at y + r * y_stride0
(strides in elements, each tensor its own, padded or not).

One thread per element in a grid-stride loop over the flat index (64-bit), which it
splits into the row and the column with 64-bit division; the arithmetic is in float
with one rounding to bf16.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

#define THREADS 256
// at most this many blocks: larger tensors are covered by the grid-stride loop
#define BLOCKS_MAX 65536

// ----------------------------------------------------------------------------
// kernels
// (static, as every helper is inline: the launcher is the object's one global
// symbol, so candidates of one op for several archs link into one library)

static __global__ void __launch_bounds__(THREADS)
silu_and_mul_kernel(const __nv_bfloat16 *gate, int64_t gate_stride0, const __nv_bfloat16 *up,
                    int64_t up_stride0, __nv_bfloat16 *y, int64_t y_stride0, int64_t n,
                    int64_t cols)
{
	const int64_t stride = (int64_t)gridDim.x * blockDim.x;

	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
		const int64_t r = i / cols, c = i % cols;	// the element's row and column
		const float g = __bfloat162float(gate[r * gate_stride0 + c]);
		// the reference's form, not g * sigmoid(g) rearranged: for g < -88,
		// expf(-g) = inf and g / inf = -0
		const float silu = g / (1.0f + expf(-g));
		y[r * y_stride0 + c] = __float2bfloat16(silu * __bfloat162float(up[r * up_stride0 + c]));
	}
}

// ----------------------------------------------------------------------------
// launcher

extern "C" cudaError_t akops_silu_and_mul_bf16_sm90(const __nv_bfloat16 *gate,
                                                    int64_t gate_stride0,
                                                    const __nv_bfloat16 *up, int64_t up_stride0,
                                                    __nv_bfloat16 *y, int64_t y_stride0,
                                                    int64_t rows, int64_t cols,
                                                    cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (rows < 1 || cols < 1)
		return cudaErrorInvalidValue;
	// the elements are independent: one flat index covers them, and each one's row
	// and column place it in every tensor
	const int64_t n = rows * cols;
	const int64_t blocks = (n + THREADS - 1) / THREADS;
	const unsigned grid = (unsigned)(blocks < BLOCKS_MAX ? blocks : BLOCKS_MAX);
	silu_and_mul_kernel<<<grid, THREADS, 0, stream>>>(gate, gate_stride0, up, up_stride0, y,
	                                                  y_stride0, n, cols);
	return cudaGetLastError();
}
