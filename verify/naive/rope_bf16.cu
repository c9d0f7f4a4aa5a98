/*
rope, bf16, the naive baseline (untuned; see README.md in this directory):
rotate-half (NeoX) style on x[batch][heads][seq][dim] with full-width tables
cos_tab[seq][dim] and sin_tab[seq][dim]; in each head vector, half = dim/2:
    y[d] = x[d] * cos[s][d] - x[d + half] * sin[s][d]   for d <  half
    y[d] = x[d] * cos[s][d] + x[d - half] * sin[s][d]   for d >= half
The reference is specs/ref/rope.c; the launcher's prototype is derived from
specs/rope.yaml and force-included by the build:

akgen proto --dtype bf16 --arch sm_90 -o rope.h specs/rope.yaml
nvcc -std=c++17 -O2 -arch=sm_90 -c -include rope.h verify/naive/rope_bf16.cu

x and y are inner_contiguous: each head vector (dim elements) is dense, and the
one at [b][h][s] starts at x + b * x_stride0 + h * x_stride1 + s * x_stride2 (in
elements; y likewise with its own strides). The strides may be padded and in any
order (a [batch][seq][heads][dim] buffer seen as [batch][heads][seq][dim]); the
tables are dense.

One thread per output element in a grid-stride loop over the flat index of the
dense [batch][heads][seq][dim] order, which it splits into the position in the
head vector, the sequence position, the head and the batch with 64-bit division;
the arithmetic is in float with one rounding to bf16.
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
rope_kernel(const __nv_bfloat16 *x, int64_t x_stride0, int64_t x_stride1, int64_t x_stride2,
            const __nv_bfloat16 *cos_tab, const __nv_bfloat16 *sin_tab, __nv_bfloat16 *y,
            int64_t y_stride0, int64_t y_stride1, int64_t y_stride2, int64_t n, int64_t heads,
            int64_t seq, int64_t dim)
{
	const int64_t half = dim / 2;
	const int64_t stride = (int64_t)gridDim.x * blockDim.x;

	// n <= 2^55 (the spec's maxima multiplied), so i + stride cannot overflow
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
		const int64_t d = i % dim;		// position in the head vector
		const int64_t v = i / dim;		// the head vector, over [batch][heads][seq]
		const int64_t s = v % seq;		// sequence position
		const int64_t h = v / seq % heads;	// head
		const int64_t b = v / seq / heads;	// batch
		const int64_t t = s * dim + d;		// the tables' element
		// the head vector in x and in y: dense, dim elements from here
		const __nv_bfloat16 *xv = x + b * x_stride0 + h * x_stride1 + s * x_stride2;
		__nv_bfloat16 *yv = y + b * y_stride0 + h * y_stride1 + s * y_stride2;
		const float xi = __bfloat162float(xv[d]);
		const float c = __bfloat162float(cos_tab[t]);
		const float sn = __bfloat162float(sin_tab[t]);
		// the partner lies in the same head vector: xv[0] .. xv[dim - 1]
		float r;
		if (d < half)
			r = xi * c - __bfloat162float(xv[d + half]) * sn;
		else
			r = xi * c + __bfloat162float(xv[d - half]) * sn;
		yv[d] = __float2bfloat16(r);
	}
}

// ----------------------------------------------------------------------------
// launcher

extern "C" cudaError_t akops_rope_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0,
                                            int64_t x_stride1, int64_t x_stride2,
                                            const __nv_bfloat16 *cos_tab,
                                            const __nv_bfloat16 *sin_tab, __nv_bfloat16 *y,
                                            int64_t y_stride0, int64_t y_stride1,
                                            int64_t y_stride2, int64_t batch, int64_t heads,
                                            int64_t seq, int64_t dim, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error; and the
	// spec's constraint dim % 2 == 0: rotate-half needs two equal halves
	if (batch < 1 || heads < 1 || seq < 1 || dim < 2 || dim % 2 != 0)
		return cudaErrorInvalidValue;
	const int64_t n = batch * heads * seq * dim;
	const int64_t blocks = (n + THREADS - 1) / THREADS;
	const unsigned grid = (unsigned)(blocks < BLOCKS_MAX ? blocks : BLOCKS_MAX);
	rope_kernel<<<grid, THREADS, 0, stream>>>(x, x_stride0, x_stride1, x_stride2, cos_tab, sin_tab,
	                                          y, y_stride0, y_stride1, y_stride2, n, heads, seq,
	                                          dim);
	return cudaGetLastError();
}
