/*
gelu_tanh, bf16, the naive baseline (untuned; see README.md in this directory):
    y = 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3))), elementwise
As the reference (specs/ref/gelu_tanh.c) and PyTorch's approximate="tanh":
x = -inf gives -inf * 0 = NaN. The launcher's prototype is derived from
specs/gelu_tanh.yaml and force-included by the build:

akgen proto --dtype bf16 --arch sm_90 -o gelu_tanh.h specs/gelu_tanh.yaml
nvcc -std=c++17 -O2 -arch=sm_90 -c -include gelu_tanh.h verify/naive/gelu_tanh_bf16.cu

One thread per element in a grid-stride loop with 64-bit indices; the arithmetic
is in float (tanhf, not a fast approximation) with one rounding to bf16.
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
gelu_tanh_kernel(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n)
{
	const float k = 0.7978845608028654f;	// sqrt(2/pi)
	const int64_t stride = (int64_t)gridDim.x * blockDim.x;

	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
		const float v = __bfloat162float(x[i]);
		// for |x| large tanhf saturates to +-1 exactly: y = x or -0, never NaN
		// except at x = -inf, as the reference
		const float u = k * (v + 0.044715f * v * v * v);
		y[i] = __float2bfloat16(0.5f * v * (1.0f + tanhf(u)));
	}
}

// ----------------------------------------------------------------------------
// launcher

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y,
                                                 int64_t n, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (n < 1)
		return cudaErrorInvalidValue;
	const int64_t blocks = (n + THREADS - 1) / THREADS;
	const unsigned grid = (unsigned)(blocks < BLOCKS_MAX ? blocks : BLOCKS_MAX);
	gelu_tanh_kernel<<<grid, THREADS, 0, stream>>>(x, y, n);
	return cudaGetLastError();
}
