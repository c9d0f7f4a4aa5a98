/* akops candidate: an instance of templates/rope/flat.cu (sha256 a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd)
 * for rope f16 sm_90: BLOCK=128 UNROLL=2 HINT=1 SHFL=0 */
#define AKP_BLOCK 128
#define AKP_UNROLL 2
#define AKP_HINT 1
#define AKP_SHFL 0
#define AK_T __half
#define AK_ELEM_BYTES 2
#define AK_DTYPE_F16 1
#define AK_ARCH 90
#define AK_LAUNCHER akops_rope_f16_sm90
#line 1 "templates/rope/flat.cu"
// akops-template: rope/flat
// summary: x as one flat run of vectors, a thread per output vector: its own x, its partner dim/2 away (a second load, from L1, or a warp shuffle) and its cos/sin vectors, UNROLL vectors in flight; no table reuse in registers; strided x or y: the same run of rows, each placed by its tensor's strides
// dtypes: bf16 f16 f32
// param: BLOCK = 128 : 64 128 256 512
// param: UNROLL = 2 : 1 2 4
// param: HINT = 1 : 0 1 2 3 4
// param: SHFL = 0 : 0 1
/*
rope, rotate-half (NeoX) style on x[batch][heads][seq][dim] with full-width tables
cos_tab[seq][dim] and sin_tab[seq][dim]; h = dim/2:
    y[i]     = x[i] * cos[s][i]         - x[i + h] * sin[s][i]      for i < h
    y[i + h] = x[i + h] * cos[s][i + h] + x[i] * sin[s][i + h]
as the reference (specs/ref/rope.c).

Instantiate, then judge:
    akgen instantiate specs/rope.yaml templates/rope/flat.cu --dtype bf16 --arch sm_90 -o I.cu
    akgen verify specs/rope.yaml I.cu --dtype bf16 --arch sm_90

The other way round from rope/pair: no (batch, head) rows share table registers; x is one
run of n / V vectors of V elements (V the widest access, V * ELEM_BYTES <= 16, that divides
h, so that no vector straddles a half row and every vector is aligned) walked in order,
as an elementwise kernel walks it. Vector g is element e = g V of row g / rv (rv = dim / V
vectors a row) at i = (g mod rv) V, position s = row mod seq. Its thread loads x at e, the
partner at e + h (i < h) or e - h, and cos and sin at s dim + i, and writes y at e alone.
The partner lies in the same row, which the warp reads at the same time (dim = 128 bf16:
16 vectors a row, two rows a warp), so its load is served by L1, or with SHFL by the
partner's own thread through a shuffle: where rv is a power of two no larger than 32, a
row's vectors are consecutive lanes of one warp (tiles start at multiples of the block, a
multiple of 32 vectors) and the partner is lane ^ (rv / 2). The tables (2 MiB at the bench
shapes) are read once a vector from L2, twice x's bytes in L2 reads; x and y cross DRAM
once. A tile is BLOCK * UNROLL vectors, a thread's UNROLL of them BLOCK apart (each warp
load 512 contiguous bytes at V * ELEM_BYTES = 16); every load of a tile is issued before
any of its math. Row and position come from two divisions by rv and seq, by multiply-high
with constants the launcher computes while n / V < 2^32 (the bench shapes), else by 64-bit
division.

Strides: x and y are inner_contiguous, each with its own strides of batch, head and
position (x_stride0..2, y_stride0..2, in elements; dim dense), in any order and padded
at will: x in [B, S, H, D] memory seen as [B, H, S, D] has strides (S H D, D, H D), the
head's smaller than the position's. The launcher first gives each dimension of size 1
its dense stride (never stepped, its stride is free). When both tensors then have the
dense strides, the kernels are those above (STRIDED false: the same instructions). Else
they run with STRIDED: the same vectors in the same order, row by row over (b, hh, s)
rows of dim elements, and locate divides the row once more, its bh = row / seq by heads
(multiply-high again while narrow), to place x's vector at b, hh, s times x's strides
and y's at y's (64-bit offsets); the partner is e + h or e - h in x's row, the tables are
dense [seq][dim] as ever. V then divides h and all six strides, so that every row of
either tensor starts aligned to it (bf16 dim 128 in [B, S, H, D] keeps V = 8; a padding
by an odd number of elements gives V = 1).

Parameters:
  BLOCK   threads per block
  UNROLL  vectors per thread per tile: 4 UNROLL loads in flight (3 UNROLL with SHFL)
  HINT    x and y: 0: ld.global.nc, plain stores; 1: ld.global.nc, st.global.cs (y
          evict-first); 2: x's own vector ld.global.cs (evict-first: read once from DRAM,
          the partner load served by L1 first), st.global.cs. The tables through
          ld.global.nc (cached: reused by every (batch, head)). Under an L2 evict-last
          policy (createpolicy, ld.global.nc.L2::cache_hint), with plain stores: 3: the
          partner load and the tables, x's own vector ld.global.nc (as torch.compile's
          kernel reads them); 4: both of x's loads and the tables
  SHFL    0: the partner by a load; 1: by __shfl_xor where rv is a power of two <= 32 (the
          kernel falls back to the load elsewhere)

Bandwidth, 4x32x4096x128 bf16: x and y 128 MiB each, tables 2 MiB: 270.5 MB at the 4.28
TB/s copy ceiling is 63.2 us; torch.compile's kernel, this shape of kernel, takes 63.7 us.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// the accesses' integer types (bits<B>) and the conversions of the elements to
// float and back: the math is in float with one rounding to the dtype
/* akops-common: begin templates/common/convert.cuh (sha256 083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c), inlined by akgen */
#line 1 "templates/common/convert.cuh"
// common/convert.cuh: the elements of the job's dtype to float and back, the math
// being in float with one rounding to the dtype (gelu_tanh/vec, silu_and_mul/vec,
// rope/flat, rope/pair). Accesses are 2 bytes (one bf16/f16 element) or whole 32-bit
// words (two bf16/f16 elements, the lower address in the low half, or one f32),
// converted by value: taking the address of a register variable to reinterpret it
// can put it in local memory.
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// the integer type of B bytes: one access of V = B / ELEM_BYTES elements
template <int B> struct bits;
template <> struct bits<2> { typedef unsigned short T; };
template <> struct bits<4> { typedef unsigned int T; };
template <> struct bits<8> { typedef uint2 T; };
template <> struct bits<16> { typedef uint4 T; };

// EPW: elements a 32-bit word; to_f and from_f: one element (AK_T); half_to_f and
// f_to_half: one 16-bit element's bits; lo_f, hi_f: a word's two elements; pack2:
// two floats rounded into a word (one cvt.rn.bf16x2.f32 or .f16x2.f32)
#if defined(AK_DTYPE_BF16)
#define EPW 2
static __device__ __forceinline__ float to_f(__nv_bfloat16 v) { return __bfloat162float(v); }
static __device__ __forceinline__ __nv_bfloat16 from_f(float f) { return __float2bfloat16_rn(f); }
static __device__ __forceinline__ float half_to_f(unsigned short b)
{
	return __uint_as_float((unsigned)b << 16);
}
static __device__ __forceinline__ unsigned short f_to_half(float f)
{
	return __bfloat16_as_ushort(__float2bfloat16_rn(f));
}
// bf16 is the top half of a float
static __device__ __forceinline__ float lo_f(unsigned w) { return __uint_as_float(w << 16); }
static __device__ __forceinline__ float hi_f(unsigned w) { return __uint_as_float(w & 0xffff0000u); }
static __device__ __forceinline__ unsigned pack2(float lo, float hi)
{
	unsigned w;
	asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(w) : "f"(hi), "f"(lo));
	return w;
}
#elif defined(AK_DTYPE_F16)
#define EPW 2
static __device__ __forceinline__ float to_f(__half v) { return __half2float(v); }
static __device__ __forceinline__ __half from_f(float f) { return __float2half_rn(f); }
static __device__ __forceinline__ float half_to_f(unsigned short b)
{
	return __half2float(__ushort_as_half(b));
}
static __device__ __forceinline__ unsigned short f_to_half(float f)
{
	return __half_as_ushort(__float2half_rn(f));
}
static __device__ __forceinline__ float lo_f(unsigned w)
{
	return __half2float(__ushort_as_half((unsigned short)(w & 0xffffu)));
}
static __device__ __forceinline__ float hi_f(unsigned w)
{
	return __half2float(__ushort_as_half((unsigned short)(w >> 16)));
}
static __device__ __forceinline__ unsigned pack2(float lo, float hi)
{
	unsigned w;
	asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(w) : "f"(hi), "f"(lo));
	return w;
}
#elif defined(AK_DTYPE_F32)
#define EPW 1
static __device__ __forceinline__ float to_f(float v) { return v; }
static __device__ __forceinline__ float from_f(float f) { return f; }
#endif

// a word's EPW elements to floats, and EPW floats rounded into a word
static __device__ __forceinline__ void word_to_f(unsigned w, float *f)
{
#if EPW == 2
	f[0] = lo_f(w);
	f[1] = hi_f(w);
#else
	f[0] = __uint_as_float(w);
#endif
}
static __device__ __forceinline__ unsigned f_to_word(const float *f)
{
#if EPW == 2
	return pack2(f[0], f[1]);
#else
	return __float_as_uint(f[0]);
#endif
}

// an access (bits<B>::T) to its B / ELEM_BYTES floats, and floats rounded into one
#if AK_ELEM_BYTES == 2
static __device__ __forceinline__ void unpack(unsigned short b, float *f) { f[0] = half_to_f(b); }
static __device__ __forceinline__ void pack(const float *f, unsigned short &b) { b = f_to_half(f[0]); }
#endif
static __device__ __forceinline__ void unpack(unsigned b, float *f) { word_to_f(b, f); }
static __device__ __forceinline__ void unpack(uint2 b, float *f)
{
	word_to_f(b.x, f);
	word_to_f(b.y, f + EPW);
}
static __device__ __forceinline__ void unpack(uint4 b, float *f)
{
	word_to_f(b.x, f);
	word_to_f(b.y, f + EPW);
	word_to_f(b.z, f + 2 * EPW);
	word_to_f(b.w, f + 3 * EPW);
}
static __device__ __forceinline__ void pack(const float *f, unsigned &b) { b = f_to_word(f); }
static __device__ __forceinline__ void pack(const float *f, uint2 &b)
{
	b.x = f_to_word(f);
	b.y = f_to_word(f + EPW);
}
static __device__ __forceinline__ void pack(const float *f, uint4 &b)
{
	b.x = f_to_word(f);
	b.y = f_to_word(f + EPW);
	b.z = f_to_word(f + 2 * EPW);
	b.w = f_to_word(f + 3 * EPW);
}
/* akops-common: end templates/common/convert.cuh */
#line 75 "templates/rope/flat.cu"

// ----------------------------------------------------------------------------
// memory access

template <typename T> static __device__ __forceinline__ T ld_nc(const T *p) { return __ldg(p); }

// HINT 3 and 4: a load through the read-only path whose lines L2 keeps before others
// (evict-last), under the policy `pol` (createpolicy, once a thread)
static __device__ __forceinline__ uint64_t policy_evict_last()
{
	uint64_t pol;
	asm("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;" : "=l"(pol));
	return pol;
}
#define LD_KEEP "ld.global.nc.L2::cache_hint"
static __device__ __forceinline__ unsigned short ld_keep(const unsigned short *p, uint64_t pol)
{
	unsigned short v;
	asm volatile(LD_KEEP ".u16 %0, [%1], %2;" : "=h"(v) : "l"(p), "l"(pol));
	return v;
}
static __device__ __forceinline__ unsigned ld_keep(const unsigned *p, uint64_t pol)
{
	unsigned v;
	asm volatile(LD_KEEP ".u32 %0, [%1], %2;" : "=r"(v) : "l"(p), "l"(pol));
	return v;
}
static __device__ __forceinline__ uint2 ld_keep(const uint2 *p, uint64_t pol)
{
	uint2 v;
	asm volatile(LD_KEEP ".v2.u32 {%0, %1}, [%2], %3;" : "=r"(v.x), "=r"(v.y) : "l"(p), "l"(pol));
	return v;
}
static __device__ __forceinline__ uint4 ld_keep(const uint4 *p, uint64_t pol)
{
	uint4 v;
	asm volatile(LD_KEEP ".v4.u32 {%0, %1, %2, %3}, [%4], %5;"
		     : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
		     : "l"(p), "l"(pol));
	return v;
}

// x's own vector: read once from DRAM (HINT 2: evict-first)
template <typename T> static __device__ __forceinline__ T ld_own(const T *p, uint64_t pol)
{
#if AKP_HINT == 2
	return __ldcs(p);
#elif AKP_HINT == 4
	return ld_keep(p, pol);
#else
	(void)pol;
	return __ldg(p);
#endif
}
// the partner vector and the tables
template <typename T> static __device__ __forceinline__ T ld_tab(const T *p, uint64_t pol)
{
#if AKP_HINT >= 3
	return ld_keep(p, pol);
#else
	(void)pol;
	return ld_nc(p);
#endif
}
template <typename T> static __device__ __forceinline__ void st_y(T *p, T v)
{
#if AKP_HINT == 0 || AKP_HINT >= 3
	*p = v;
#else
	__stcs(p, v);
#endif
}

// a warp shuffle of a whole vector, 32 bits at a time
static __device__ __forceinline__ unsigned short shfl(unsigned short v, int m)
{
	return (unsigned short)__shfl_xor_sync(0xffffffffu, (unsigned)v, m);
}
static __device__ __forceinline__ unsigned shfl(unsigned v, int m) { return __shfl_xor_sync(0xffffffffu, v, m); }
static __device__ __forceinline__ uint2 shfl(uint2 v, int m)
{
	return make_uint2(shfl(v.x, m), shfl(v.y, m));
}
static __device__ __forceinline__ uint4 shfl(uint4 v, int m)
{
	return make_uint4(shfl(v.x, m), shfl(v.y, m), shfl(v.z, m), shfl(v.w, m));
}

// ----------------------------------------------------------------------------
// division by a constant of the launch: q = (umulhi(n, m) + n) >> l for every 32-bit n
// (Granlund and Montgomery: l = ceil(log2 d), m = floor(2^32 (2^l - d) / d) + 1)

struct divc {
	unsigned d, m, l;
};

static divc divc_make(unsigned d)
{
	unsigned l = 0;
	while (l < 32 && (1ull << l) < d)
		l++;
	const unsigned m = (unsigned)((((1ull << l) - d) << 32) / d + 1);
	return divc{d, m, l};
}

static __device__ __forceinline__ unsigned divc_q(unsigned n, divc f)
{
	return (unsigned)(((unsigned long long)__umulhi(n, f.m) + n) >> f.l);
}

// ----------------------------------------------------------------------------
// kernel
// (static, as every helper: the launcher is the object's one global symbol)

// A strided call's layout (STRIDED): each tensor's strides of batch, head and position in
// elements (a dimension of size 1 given its dense stride by the launcher), and heads
// with its divisor
struct rows_at {
	int64_t xb, xh, xs, yb, yh, ys;
	int64_t heads;
	divc fheads;
};

// vector g's element offsets in x (e) and in y (ey), its offset in the tables t, and
// whether it is in the first half of its row (its partner at e + h, else at e - h);
// NARROW: g < 2^32. Dense, e = ey = g V; strided, row (bh, s) = (b heads + hh, s) of
// each tensor is at b, hh and s times its strides
template <int V, bool NARROW, bool STRIDED>
static __device__ __forceinline__ void locate(int64_t g, int rv, int64_t seq, divc frv, divc fseq, const rows_at &ra,
                                              int64_t &e, int64_t &ey, int64_t &t, bool &first)
{
	int64_t s, bh = 0;
	e = g * V;
	if (NARROW) {
		const unsigned gu = (unsigned)g;
		const unsigned r = divc_q(gu, frv);
		g = gu - r * (unsigned)rv;
		s = r - divc_q(r, fseq) * (unsigned)seq;
		if (STRIDED)
			bh = divc_q(r, fseq);
	} else {
		const int64_t row = g / rv;
		g -= row * rv;
		if (STRIDED) {
			bh = row / seq;
			s = row - bh * seq;
		} else {
			s = row % seq;
		}
	}
	// g is now the vector's index within its row
	t = s * rv * V + g * V;
	first = g < rv / 2;
	ey = e;
	if (STRIDED) {
		// NARROW: bh <= g < 2^32, and heads < 2^32 (fheads exact: heads <= n / V)
		int64_t b;
		if (NARROW)
			b = divc_q((unsigned)bh, ra.fheads);
		else
			b = bh / ra.heads;
		const int64_t hh = bh - b * ra.heads;
		e = b * ra.xb + hh * ra.xh + s * ra.xs + g * V;
		ey = b * ra.yb + hh * ra.yh + s * ra.ys + g * V;
	}
}

template <int V, bool NARROW, bool STRIDED>
static __global__ void __launch_bounds__(AKP_BLOCK)
rope_flat_kernel(const AK_T *__restrict__ x, const AK_T *__restrict__ cos_tab,
                 const AK_T *__restrict__ sin_tab, AK_T *__restrict__ y, int64_t nv, int64_t seq, int rv,
                 divc frv, divc fseq, bool shuffle, rows_at ra)
{
	typedef typename bits<V * AK_ELEM_BYTES>::T B;
	const int64_t h = (int64_t)rv / 2 * V;
	const int64_t tile = (int64_t)AKP_BLOCK * AKP_UNROLL;
	const int64_t ntiles = (nv + tile - 1) / tile;
#if AKP_HINT >= 3
	const uint64_t pol = policy_evict_last();
#else
	const uint64_t pol = 0;
#endif

	for (int64_t blk = blockIdx.x; blk < ntiles; blk += gridDim.x) {
		const int64_t g0 = blk * tile + threadIdx.x;
		B a[AKP_UNROLL], p[AKP_UNROLL], c[AKP_UNROLL], sn[AKP_UNROLL];
		int64_t e[AKP_UNROLL], ey[AKP_UNROLL];
		bool first[AKP_UNROLL];

		// every load of the tile before any math
#pragma unroll
		for (int u = 0; u < AKP_UNROLL; u++) {
			const int64_t g = g0 + (int64_t)u * AKP_BLOCK;
			int64_t t = 0;
			e[u] = ey[u] = 0;
			first[u] = true;
			if (g < nv) {
				locate<V, NARROW, STRIDED>(g, rv, seq, frv, fseq, ra, e[u], ey[u], t, first[u]);
				a[u] = ld_own(reinterpret_cast<const B *>(x + e[u]), pol);
				if (!(AKP_SHFL && shuffle))
					p[u] = ld_tab(reinterpret_cast<const B *>(x + (first[u] ? e[u] + h : e[u] - h)),
						      pol);
				c[u] = ld_tab(reinterpret_cast<const B *>(cos_tab + t), pol);
				sn[u] = ld_tab(reinterpret_cast<const B *>(sin_tab + t), pol);
			} else {
				// past the end: a value for the shuffle, which every lane joins
				a[u] = B();
			}
		}
#if AKP_SHFL
		if (shuffle) {
#pragma unroll
			for (int u = 0; u < AKP_UNROLL; u++)
				p[u] = shfl(a[u], rv / 2);
		}
#endif
#pragma unroll
		for (int u = 0; u < AKP_UNROLL; u++) {
			if (g0 + (int64_t)u * AKP_BLOCK >= nv)
				continue;
			float fa[V], fp[V], fc[V], fs[V], o[V];
			unpack(a[u], fa);
			unpack(p[u], fp);
			unpack(c[u], fc);
			unpack(sn[u], fs);
			// rotate_half(x) is -x[i + h] in the first half, x[i - h] in the second
			const float sg = first[u] ? -1.0f : 1.0f;
#pragma unroll
			for (int k = 0; k < V; k++)
				o[k] = fa[k] * fc[k] + sg * fp[k] * fs[k];
			B r;
			pack(o, r);
			st_y(reinterpret_cast<B *>(y + ey[u]), r);
		}
	}
}

// ----------------------------------------------------------------------------
// launcher

/* akops-common: begin templates/common/grid.cuh (sha256 004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d), inlined by akgen */
#line 1 "templates/common/grid.cuh"
// common/grid.cuh: host helpers for a launch's grid. Every kernel of the families
// loops over its work (grid-stride), so any grid is correct and these only size it.
#include <cuda_runtime.h>
#include <stdint.h>

// a grid of `blocks` blocks within gridDim.x's limit, 2^31 - 1
static inline unsigned int grid_of(int64_t blocks)
{
	return (unsigned int)(blocks < 0x7fffffff ? blocks : 0x7fffffff);
}

// the smallest power of two >= n (n >= 1)
static inline int pow2_at_least(int64_t n)
{
	int g = 1;
	while (g < n)
		g *= 2;
	return g;
}

// the current device's multiprocessors
static inline cudaError_t sm_count(int *sms)
{
	int dev = 0;
	cudaError_t e = cudaGetDevice(&dev);
	if (e == cudaSuccess)
		e = cudaDeviceGetAttribute(sms, cudaDevAttrMultiProcessorCount, dev);
	return e;
}

// the grid for n blocks' worth of work: n blocks, or with bps > 0 at most bps blocks
// a multiprocessor (a persistent grid striding over the work); within gridDim.x's limit
static inline cudaError_t grid_strided(int64_t n, int bps, unsigned int *grid)
{
	if (bps > 0) {
		int sms = 0;
		cudaError_t e = sm_count(&sms);
		if (e != cudaSuccess)
			return e;
		if (n > (int64_t)sms * bps)
			n = (int64_t)sms * bps;
	}
	*grid = grid_of(n);
	return cudaSuccess;
}
/* akops-common: end templates/common/grid.cuh */
#line 316 "templates/rope/flat.cu"

template <int V, bool STRIDED>
static cudaError_t rope_flat_launch(const AK_T *x, const AK_T *cos_tab, const AK_T *sin_tab, AK_T *y,
                                    int64_t rows, int64_t seq, int dim, const rows_at &ra, cudaStream_t stream)
{
	const int rv = dim / V;
	const int64_t nv = rows * rv;
	const int64_t tile = (int64_t)AKP_BLOCK * AKP_UNROLL;
	const int64_t ntiles = (nv + tile - 1) / tile;
	// a row's vectors within one warp, at lanes that differ in the bit rv / 2
	const bool shuffle = rv <= 32 && (rv & (rv - 1)) == 0;
	const divc frv = divc_make((unsigned)rv);
	const divc fseq = divc_make(seq <= 0xffffffffll ? (unsigned)seq : 1u);

	// gridDim.x's limit; the kernel strides over any tiles beyond it
	const unsigned grid = grid_of(ntiles);
	if (nv <= 0xffffffffll)
		rope_flat_kernel<V, true, STRIDED><<<grid, AKP_BLOCK, 0, stream>>>(
			x, cos_tab, sin_tab, y, nv, seq, rv, frv, fseq, shuffle, ra);
	else
		rope_flat_kernel<V, false, STRIDED><<<grid, AKP_BLOCK, 0, stream>>>(
			x, cos_tab, sin_tab, y, nv, seq, rv, frv, fseq, shuffle, ra);
	return cudaGetLastError();
}

// the widest access V (V * ELEM_BYTES <= 16) that divides w: h, or strided h and every
// stride (2^k divides each of several numbers exactly when it divides their bitwise or)
template <bool STRIDED>
static cudaError_t rope_flat_pick(const AK_T *x, const AK_T *cos_tab, const AK_T *sin_tab, AK_T *y, int64_t rows,
                                  int64_t seq, int dim, int64_t w, const rows_at &ra, cudaStream_t stream)
{
#if AK_ELEM_BYTES == 2
	if (w % 8 == 0)
		return rope_flat_launch<8, STRIDED>(x, cos_tab, sin_tab, y, rows, seq, dim, ra, stream);
#endif
	if (w % 4 == 0)
		return rope_flat_launch<4, STRIDED>(x, cos_tab, sin_tab, y, rows, seq, dim, ra, stream);
	if (w % 2 == 0)
		return rope_flat_launch<2, STRIDED>(x, cos_tab, sin_tab, y, rows, seq, dim, ra, stream);
	return rope_flat_launch<1, STRIDED>(x, cos_tab, sin_tab, y, rows, seq, dim, ra, stream);
}

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, int64_t x_stride0, int64_t x_stride1, int64_t x_stride2,
                                   const AK_T *cos_tab, const AK_T *sin_tab, AK_T *y, int64_t y_stride0,
                                   int64_t y_stride1, int64_t y_stride2, int64_t batch, int64_t heads, int64_t seq,
                                   int64_t dim, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error; the spec's
	// constraint dim % 2 == 0 and its dim <= 512 (the kernel's int arithmetic needs far less)
	if (batch < 1 || heads < 1 || seq < 1 || dim < 2 || dim % 2 != 0 || dim > 65536)
		return cudaErrorInvalidValue;
	const int64_t rows = batch * heads * seq;
	const int h = (int)dim / 2;

	// a dimension of size 1 is never stepped, whatever its stride: take it as dense
	// (a multiple of dim), so that it decides neither the path nor the width
	if (batch == 1)
		x_stride0 = y_stride0 = heads * seq * dim;
	if (heads == 1)
		x_stride1 = y_stride1 = seq * dim;
	if (seq == 1)
		x_stride2 = y_stride2 = dim;
	const rows_at ra = {x_stride0, x_stride1, x_stride2, y_stride0, y_stride1, y_stride2, heads,
			    divc_make(heads <= 0xffffffffll ? (unsigned)heads : 1u)};
	if (x_stride0 == heads * seq * dim && x_stride1 == seq * dim && x_stride2 == dim &&
	    y_stride0 == x_stride0 && y_stride1 == x_stride1 && y_stride2 == x_stride2)
		return rope_flat_pick<false>(x, cos_tab, sin_tab, y, rows, seq, (int)dim, h, ra, stream);
	return rope_flat_pick<true>(x, cos_tab, sin_tab, y, rows, seq, (int)dim,
				    h | x_stride0 | x_stride1 | x_stride2 | y_stride0 | y_stride1 | y_stride2, ra, stream);
}
