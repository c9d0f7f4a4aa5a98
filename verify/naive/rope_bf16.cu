/*
rope, bf16, the naive baseline (untuned; see README.md in this directory):
rotate-half (NeoX) style on x[batch][heads][seq][dim] with full-width tables
cos_tab[seq][dim] and sin_tab[seq][dim]; h = dim/2:
    y[i] = x[i] * cos[s][i] - x[i + h] * sin[s][i]   for i <  h
    y[i] = x[i] * cos[s][i] + x[i - h] * sin[s][i]   for i >= h
The reference is specs/ref/rope.c; the launcher's prototype is derived from
specs/rope.yaml and force-included by the build:

akgen proto --dtype bf16 --arch sm_90 -o rope.h specs/rope.yaml
nvcc -std=c++17 -O2 -arch=sm_90 -c -include rope.h verify/naive/rope_bf16.cu

One thread per output element in a grid-stride loop over the flat index, which
it splits into the position in the head vector and the sequence position with
64-bit division; the arithmetic is in float with one rounding to bf16.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <stdint.h>

#define THREADS 256
// at most this many blocks: larger tensors are covered by the grid-stride loop
#define BLOCKS_MAX 65536

// ----------------------------------------------------------------------------
// kernels
// (static, as every helper is inline: the launcher is the object's one global
// symbol, so candidates of one op for several archs link into one library)

static __global__ void __launch_bounds__(THREADS)
rope_kernel(const __nv_bfloat16 *x, const __nv_bfloat16 *cos_tab, const __nv_bfloat16 *sin_tab,
            __nv_bfloat16 *y, int64_t n, int64_t seq, int64_t dim)
{
	const int64_t h = dim / 2;
	const int64_t stride = (int64_t)gridDim.x * blockDim.x;

	// n <= 2^55 (the spec's maxima multiplied), so i + stride cannot overflow
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
		const int64_t d = i % dim;		// position in the head vector
		const int64_t s = (i / dim) % seq;	// sequence position
		const int64_t t = s * dim + d;		// the tables' element
		const float xi = __bfloat162float(x[i]);
		const float c = __bfloat162float(cos_tab[t]);
		const float sn = __bfloat162float(sin_tab[t]);
		// the partner lies in the same head vector: i - d .. i - d + dim - 1
		float v;
		if (d < h)
			v = xi * c - __bfloat162float(x[i + h]) * sn;
		else
			v = xi * c + __bfloat162float(x[i - h]) * sn;
		y[i] = __float2bfloat16(v);
	}
}

// ----------------------------------------------------------------------------
// launcher

extern "C" cudaError_t akops_rope_bf16_sm90(const __nv_bfloat16 *x, const __nv_bfloat16 *cos_tab,
                                            const __nv_bfloat16 *sin_tab, __nv_bfloat16 *y,
                                            int64_t batch, int64_t heads, int64_t seq, int64_t dim,
                                            cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error; and the
	// spec's constraint dim % 2 == 0: rotate-half needs two equal halves
	if (batch < 1 || heads < 1 || seq < 1 || dim < 2 || dim % 2 != 0)
		return cudaErrorInvalidValue;
	const int64_t n = batch * heads * seq * dim;
	const int64_t blocks = (n + THREADS - 1) / THREADS;
	const unsigned grid = (unsigned)(blocks < BLOCKS_MAX ? blocks : BLOCKS_MAX);
	rope_kernel<<<grid, THREADS, 0, stream>>>(x, cos_tab, sin_tab, y, n, seq, dim);
	return cudaGetLastError();
}
