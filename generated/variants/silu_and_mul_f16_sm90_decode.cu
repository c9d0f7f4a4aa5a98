/* akops candidate: an instance of templates/silu_and_mul/vec.cu (sha256 52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017)
 * for silu_and_mul f16 sm_90: BLOCK=256 UNROLL=4 BPS=0 HINT=0 OCC=0 */
#define AKP_BLOCK 256
#define AKP_UNROLL 4
#define AKP_BPS 0
#define AKP_HINT 0
#define AKP_OCC 0
#define AK_T __half
#define AK_ELEM_BYTES 2
#define AK_DTYPE_F16 1
#define AK_ARCH 90
#define AK_LAUNCHER akops_silu_and_mul_f16_sm90_decode
#line 1 "templates/silu_and_mul/vec.cu"
// akops-template: silu_and_mul/vec
// summary: dense: the flat rows*cols array in 16-byte vectors, UNROLL gate+up pairs in flight per thread, one tile per block or BPS blocks per SM grid-striding; strided: the same tiles cut from rows, the widest vector cols and the strides allow; silu by MUFU ex2 and rcp
// dtypes: bf16 f16 f32
// param: BLOCK = 256 : 128 256 512 1024
// param: UNROLL = 4 : 1 2 4 8
// param: BPS = 0 : 0 2 4 8 16
// param: HINT = 1 : 0 1 2
// param: OCC = 0 : 0 1 2
// require: BPS * BLOCK <= 2048 && (OCC < 2 || UNROLL <= 2) && (UNROLL < 8 || (OCC == 0 && BLOCK <= 512))
/*
silu_and_mul (SwiGLU): y = silu(gate) * up = gate / (1 + exp(-gate)) * up, elementwise on
[rows][cols]. As the reference (specs/ref/silu_and_mul.c): a very negative gate gives
exp(-gate) = inf and -0 (times up), not NaN; gate = -inf gives NaN.

Instantiate, then judge:
    akgen instantiate specs/silu_and_mul.yaml templates/silu_and_mul/vec.cu --dtype bf16 --arch sm_90 -o I.cu
    akgen verify specs/silu_and_mul.yaml I.cu --dtype bf16 --arch sm_90

gate, up and y are inner_contiguous: row r of each starts at its own stride times r
(gate_stride0, up_stride0, y_stride0, in elements), the row itself dense. The strides
may be anything that keeps a tensor's rows apart: gate and up are often the two halves
of one [rows][2 cols] tensor (stride 2 cols each), a row may be padded by an odd number
of elements. With one row, or every stride equal to cols (dense), the launcher takes
the flat path; else the strided one.

Dense: row i depends only on row i, so the three are one flat array of n = rows * cols
elements, a row of odd cols costs nothing and every 16-byte vector of the flat index is
aligned. The flat array is cut into tiles of BLOCK * UNROLL vectors (8 bf16/f16, 4 f32);
a thread loads its UNROLL gate vectors and UNROLL up vectors (BLOCK apart: a warp's load
reads 512 contiguous bytes) before it computes any. Whole tiles take no bounds checks; the
last tile checks each vector and does the scalar tail (n % VE elements, one per thread).

Strided: rows of rv = cols / V accesses of V elements, V the widest (V * ELEM_BYTES <= 16)
that divides cols and all three strides, so that every access is aligned (the bases are
16-byte aligned) and inside its row: bf16 rows of 4096 in a stride of 8192 (gate and up
as halves) keep 16 bytes, an odd padding or odd cols give single elements. A block is
BLOCK / tpr rows of tpr lanes, tpr the power of two >= rv up to BLOCK (short rows share
a block: cols = 1 gives BLOCK rows); a tile is those rows by a stretch of tpr * UNROLL
accesses of each, a thread's UNROLL of them tpr apart, all loads first as in the flat
path. blockIdx.y picks the stretch and blockIdx.x the row group, both looping over the
grid, which has as many blocks as the flat path's rule gives for the tiles (one a tile,
or BPS a multiprocessor). Each tensor's row start is formed once a tile, row * stride in
64 bits (it passes 2^31).

Small calls: a call of fewer than SMALL_TILES tiles (on the H200's 132 multiprocessors,
about two a multiprocessor), dense or strided, takes tiles of one vector pair a thread
whatever UNROLL: its few vectors spread over as many blocks as they fill, and each
thread's latency is one pair of loads, one vector's math and one store. (A decode step,
1 x 14336 bf16, was 4 tiles of 2 pairs a thread at the decode variant's UNROLL 2: 1.8 us
against torch.compile's 1.3, H200, session 18; the stand-in's gelu_and_mul, 4 tiles of 4
pairs a thread, went from 3.6 us to 1.4 so.)

Parameters:
  BLOCK   threads per block
  UNROLL  vector pairs per thread per tile (2 * UNROLL * 16 bytes in flight per thread)
  BPS     0: one block per tile, the hardware balances the tail; else a persistent grid of
          BPS blocks per multiprocessor striding over the tiles
  HINT    0: ld.global.nc and plain stores; 1: ld.global.cs / st.global.cs (evict-first:
          nothing is read twice); 2: ld.global.nc.L1::no_allocate with a 256-byte L2
          prefetch, st.global.cs
  OCC     0: __launch_bounds__(BLOCK) alone; else a register budget for OCC * 1024 threads
          per SM (1: 64 registers; 2: 32, full occupancy). The require keeps out what
          spills (ptxas -v, all three dtypes): UNROLL 4 and 8 in 32 registers, UNROLL 8
          (16 live vectors, 64 registers of data alone) in 64. The strided path's kernel
          takes OCC 1's budget for OCC 2 (SM_ROWS_BOUNDS)

Bandwidth: bf16 moves 6 bytes an element (two reads, one write); torch.compile reaches
4.45 TB/s on the H200, 104% of a 1:1 copy, as reads stream faster than writes. At that
rate an SM needs about 2.8 elements per clock: 2 MUFU ops an element (16/clock/SM) and
about 5 FP32 ops leave the math far from the limit.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// elements per 16-byte vector, and vectors per tile
#define SM_VE (16 / AK_ELEM_BYTES)
#define SM_TILE (AKP_BLOCK * AKP_UNROLL)
// calls of fewer whole tiles take tiles of one vector pair a thread
#define SMALL_TILES 256

#if AKP_OCC > 0
#define SM_BOUNDS __launch_bounds__(AKP_BLOCK, AKP_OCC * 1024 / AKP_BLOCK)
// the strided path's kernel holds three row addresses and steps its accesses by a
// variable: in OCC 2's 32 registers it spills (f32 UNROLL 2), so OCC 1's 64 at most
#define SM_ROWS_BOUNDS __launch_bounds__(AKP_BLOCK, 1024 / AKP_BLOCK)
#else
#define SM_BOUNDS __launch_bounds__(AKP_BLOCK)
#define SM_ROWS_BOUNDS SM_BOUNDS
#endif

// ----------------------------------------------------------------------------
// memory access: every byte is touched once, so nothing is worth keeping in L1 or L2
// (HINT); the conversions of the elements to float and back
/* akops-common: begin templates/common/stream.cuh (sha256 8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95), inlined by akgen */
#line 1 "templates/common/stream.cuh"
// common/stream.cuh: loads of what is read once and stores of what is written once,
// by the family's HINT parameter (gelu_tanh/vec, silu_and_mul/vec, rope/pair):
//   0  the read-only path (__ldg, ld.global.nc) and plain stores
//   1  evict-first loads and stores (ld.global.cs, st.global.cs): nothing is read twice
//   2  ld.global.nc.L1::no_allocate with a 256-byte L2 prefetch, evict-first stores
// for accesses of 2, 4, 8 or 16 bytes (unsigned short, unsigned int, uint2, uint4)
#include <cuda_runtime.h>
#include <stdint.h>

#if AKP_HINT == 0
template <typename T> static __device__ __forceinline__ T ld_stream(const T *p) { return __ldg(p); }
template <typename T> static __device__ __forceinline__ void st_stream(T *p, T v) { *p = v; }
#else
template <typename T> static __device__ __forceinline__ void st_stream(T *p, T v) { __stcs(p, v); }
#if AKP_HINT == 1
template <typename T> static __device__ __forceinline__ T ld_stream(const T *p) { return __ldcs(p); }
#else
static __device__ __forceinline__ unsigned short ld_stream(const unsigned short *p)
{
	unsigned short v;
	asm("ld.global.nc.L1::no_allocate.L2::256B.u16 %0, [%1];" : "=h"(v) : "l"(p));
	return v;
}
static __device__ __forceinline__ unsigned ld_stream(const unsigned *p)
{
	unsigned v;
	asm("ld.global.nc.L1::no_allocate.L2::256B.u32 %0, [%1];" : "=r"(v) : "l"(p));
	return v;
}
static __device__ __forceinline__ uint2 ld_stream(const uint2 *p)
{
	uint2 v;
	asm("ld.global.nc.L1::no_allocate.L2::256B.v2.u32 {%0, %1}, [%2];"
	    : "=r"(v.x), "=r"(v.y)
	    : "l"(p));
	return v;
}
static __device__ __forceinline__ uint4 ld_stream(const uint4 *p)
{
	uint4 v;
	asm("ld.global.nc.L1::no_allocate.L2::256B.v4.u32 {%0, %1, %2, %3}, [%4];"
	    : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
	    : "l"(p));
	return v;
}
#endif
#endif
/* akops-common: end templates/common/stream.cuh */
#line 97 "templates/silu_and_mul/vec.cu"
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
#line 98 "templates/silu_and_mul/vec.cu"

// ----------------------------------------------------------------------------
// arithmetic, in float with one rounding to the dtype

static __device__ __forceinline__ float silu_mul(float g, float u)
{
	// the reference's form g / (1 + e^-g), e^-g = 2^(-g log2 e): for g < -88 (f32's
	// range) e = inf, rcp = 0 and g * 0 = -0; g = -inf gives -inf * 0 = NaN; g = +inf
	// gives e = 0 and inf. rcp.approx.ftz returns 0 from 2^126 on, where |silu| < 1e-36.
	// ex2 and rcp are MUFU ops within 2 ulp: a few 1e-7 relative, under f32's 1e-5
	float e, r;
	asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(e) : "f"(g * -1.44269504f));
	asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(1.0f + e));
	return (g * r) * u;
}

static __device__ __forceinline__ unsigned silu_word(unsigned g, unsigned u)
{
#if defined(AK_DTYPE_F32)
	return __float_as_uint(silu_mul(__uint_as_float(g), __uint_as_float(u)));
#else
	return pack2(silu_mul(lo_f(g), lo_f(u)), silu_mul(hi_f(g), hi_f(u)));
#endif
}

// an access of gate and one of up (bits<B>::T: 2 to 16 bytes), a word at a time: the
// floats of one word live at once, not those of the whole access
#if AK_ELEM_BYTES == 2
static __device__ __forceinline__ unsigned short silu_acc(unsigned short g, unsigned short u)
{
	return f_to_half(silu_mul(half_to_f(g), half_to_f(u)));
}
#endif
static __device__ __forceinline__ unsigned silu_acc(unsigned g, unsigned u) { return silu_word(g, u); }
static __device__ __forceinline__ uint2 silu_acc(uint2 g, uint2 u)
{
	return make_uint2(silu_word(g.x, u.x), silu_word(g.y, u.y));
}
static __device__ __forceinline__ uint4 silu_acc(uint4 g, uint4 u)
{
	uint4 y;
	y.x = silu_word(g.x, u.x);
	y.y = silu_word(g.y, u.y);
	y.z = silu_word(g.z, u.z);
	y.w = silu_word(g.w, u.w);
	return y;
}

// ----------------------------------------------------------------------------
// kernel
// (static, as every helper: the launcher is the object's one global symbol)

// U vector pairs a thread (UNROLL, or 1 for small calls): tiles of BLOCK * U vectors.
// nvec = n / VE whole vectors; tiles [0, nfull) hold BLOCK * U vectors each; tile nfull, if
// ntiles > nfull, holds the remaining nvec - nfull * BLOCK * U vectors and the scalar tail
template <int U>
static __global__ void SM_BOUNDS
silu_and_mul_kernel(const AK_T *__restrict__ gate, const AK_T *__restrict__ up,
                    AK_T *__restrict__ y, int64_t n, int64_t nvec, int64_t nfull,
                    int64_t ntiles)
{
	const uint4 *gv = reinterpret_cast<const uint4 *>(gate);
	const uint4 *uv = reinterpret_cast<const uint4 *>(up);
	uint4 *yv = reinterpret_cast<uint4 *>(y);

	for (int64_t t = blockIdx.x; t < ntiles; t += gridDim.x) {
		const int64_t v0 = t * (AKP_BLOCK * U) + threadIdx.x;
		uint4 g[U], u[U];

		if (t < nfull) {
			// all loads first: 2 * U independent requests in flight
#pragma unroll
			for (int j = 0; j < U; j++) {
				g[j] = ld_stream(gv + v0 + j * AKP_BLOCK);
				u[j] = ld_stream(uv + v0 + j * AKP_BLOCK);
			}
#pragma unroll
			for (int j = 0; j < U; j++)
				st_stream(yv + v0 + j * AKP_BLOCK, silu_acc(g[j], u[j]));
		} else {
#pragma unroll
			for (int j = 0; j < U; j++)
				if (v0 + j * AKP_BLOCK < nvec) {
					g[j] = ld_stream(gv + v0 + j * AKP_BLOCK);
					u[j] = ld_stream(uv + v0 + j * AKP_BLOCK);
				}
#pragma unroll
			for (int j = 0; j < U; j++)
				if (v0 + j * AKP_BLOCK < nvec)
					st_stream(yv + v0 + j * AKP_BLOCK, silu_acc(g[j], u[j]));
			// fewer than VE <= BLOCK elements past the last whole vector
			const int64_t i = nvec * SM_VE + threadIdx.x;
			if (i < n)
				y[i] = from_f(silu_mul(to_f(gate[i]), to_f(up[i])));
		}
	}
}

// Strided rows: rv accesses of V elements a row, each tensor's row r at r times its own
// stride (gs, us, ys: multiples of V). A block is rpb = BLOCK / tpr thread rows of tpr
// lanes (tpr a power of two); a tile is rpb rows (a row group) by a stretch of tpr *
// U accesses of each (UNROLL, or 1 for small calls): the grid's y walks the nct
// stretches, its x the row groups, so that no tile index is divided (a 64-bit division
// costs registers)
template <int V, int U>
static __global__ void SM_ROWS_BOUNDS
silu_and_mul_rows_kernel(const AK_T *__restrict__ gate, int64_t gs, const AK_T *__restrict__ up, int64_t us,
                         AK_T *__restrict__ y, int64_t ys, int64_t rows, int rv, int tpr, int nct)
{
	typedef typename bits<V * AK_ELEM_BYTES>::T B;
	const int lane = (int)threadIdx.x & (tpr - 1);
	const int q = (int)threadIdx.x / tpr;
	const int rpb = AKP_BLOCK / tpr;

	for (int ct = blockIdx.y; ct < nct; ct += gridDim.y) {
		const int j0 = ct * tpr * U + lane;
		// the thread's row in each of the block's row groups (x: a grid of them apart)
		for (int64_t row = (int64_t)blockIdx.x * rpb + q; row < rows; row += (int64_t)gridDim.x * rpb) {
			// each row's start once, 64-bit (row * stride passes 2^31); the accesses
			// index from it, tpr apart
			const B *gp = reinterpret_cast<const B *>(gate + row * gs) + j0;
			const B *upp = reinterpret_cast<const B *>(up + row * us) + j0;
			B *yp = reinterpret_cast<B *>(y + row * ys) + j0;
			B g[U], u[U];

			// all loads first: 2 * U independent requests in flight
#pragma unroll
			for (int j = 0; j < U; j++)
				if (j0 + j * tpr < rv) {
					g[j] = ld_stream(gp + j * tpr);
					u[j] = ld_stream(upp + j * tpr);
				}
#pragma unroll
			for (int j = 0; j < U; j++)
				if (j0 + j * tpr < rv)
					st_stream(yp + j * tpr, silu_acc(g[j], u[j]));
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
#line 242 "templates/silu_and_mul/vec.cu"

template <int V, int U>
static cudaError_t run_rows_u(const AK_T *gate, int64_t gs, const AK_T *up, int64_t us, AK_T *y, int64_t ys,
                              int64_t rows, int rv, int tpr, cudaStream_t stream)
{
	const int rpb = AKP_BLOCK / tpr;
	const int nct = (rv + tpr * U - 1) / (tpr * U);
	const int64_t nrg = (rows + rpb - 1) / rpb;
	// as many blocks as the flat path would take for nrg * nct tiles (a tile a block, or
	// BPS blocks a multiprocessor): the stretches in y (up to gridDim.y's 65535), the
	// row groups in x
	unsigned total;
	cudaError_t err = grid_strided(nrg * nct, AKP_BPS, &total);
	if (err != cudaSuccess)
		return err;
	unsigned gy = (unsigned)nct < total ? (unsigned)nct : total;
	if (gy > 65535)
		gy = 65535;
	const dim3 grid(total / gy, gy);
	silu_and_mul_rows_kernel<V, U><<<grid, AKP_BLOCK, 0, stream>>>(gate, gs, up, us, y, ys, rows, rv, tpr, nct);
	return cudaGetLastError();
}

// strided rows of V-element accesses, tpr lanes a row; tiles of one access a thread for
// calls of fewer than SMALL_TILES tiles at UNROLL
template <int V>
static cudaError_t run_rows(const AK_T *gate, int64_t gs, const AK_T *up, int64_t us, AK_T *y, int64_t ys,
                            int64_t rows, int64_t cols, cudaStream_t stream)
{
	const int rv = (int)(cols / V);
	const int tpr = rv < AKP_BLOCK ? pow2_at_least(rv) : AKP_BLOCK;
	const int rpb = AKP_BLOCK / tpr;
	const int64_t tiles = (rows + rpb - 1) / rpb * ((rv + tpr * AKP_UNROLL - 1) / (tpr * AKP_UNROLL));
	if (AKP_UNROLL > 1 && tiles < SMALL_TILES)
		return run_rows_u<V, 1>(gate, gs, up, us, y, ys, rows, rv, tpr, stream);
	return run_rows_u<V, AKP_UNROLL>(gate, gs, up, us, y, ys, rows, rv, tpr, stream);
}

// the flat array in tiles of BLOCK * U vectors
template <int U>
static cudaError_t run_flat(const AK_T *gate, const AK_T *up, AK_T *y, int64_t n, int64_t nvec, cudaStream_t stream)
{
	const int64_t nfull = nvec / (AKP_BLOCK * U);
	// one more, partial, tile for leftover vectors or a scalar tail
	const int64_t ntiles = nfull + ((nvec % (AKP_BLOCK * U) != 0 || n % SM_VE != 0) ? 1 : 0);
	// a tile a block, or BPS blocks a multiprocessor; the kernel strides over the tiles
	unsigned grid;
	cudaError_t err = grid_strided(ntiles, AKP_BPS, &grid);
	if (err != cudaSuccess)
		return err;
	silu_and_mul_kernel<U><<<grid, AKP_BLOCK, 0, stream>>>(gate, up, y, n, nvec, nfull, ntiles);
	return cudaGetLastError();
}

extern "C" cudaError_t AK_LAUNCHER(const AK_T *gate, int64_t gate_stride0, const AK_T *up, int64_t up_stride0,
                                   AK_T *y, int64_t y_stride0, int64_t rows, int64_t cols, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (rows < 1 || cols < 1)
		return cudaErrorInvalidValue;
	// one row (whose stride is never used) or dense rows: the flat array
	if (rows == 1 || (gate_stride0 == cols && up_stride0 == cols && y_stride0 == cols)) {
		// rows <= 2^30 and cols <= 2^18: no overflow
		const int64_t n = rows * cols;
		const int64_t nvec = n / SM_VE;
		if (AKP_UNROLL > 1 && nvec < (int64_t)SMALL_TILES * SM_TILE)
			return run_flat<1>(gate, up, y, n, nvec, stream);
		return run_flat<AKP_UNROLL>(gate, up, y, n, nvec, stream);
	}
	// the strided rows' int arithmetic: the spec's cols <= 2^18 needs far less
	if (cols > 0x3fffffff)
		return cudaErrorInvalidValue;

	// the widest access V (V * ELEM_BYTES <= 16) that divides cols and every stride, so
	// that each tensor's every row starts aligned to it (2^k divides each of several
	// numbers exactly when it divides their bitwise or)
	const int64_t w = cols | gate_stride0 | up_stride0 | y_stride0;
#if AK_ELEM_BYTES == 2
	if (w % 8 == 0)
		return run_rows<8>(gate, gate_stride0, up, up_stride0, y, y_stride0, rows, cols, stream);
#endif
	if (w % 4 == 0)
		return run_rows<4>(gate, gate_stride0, up, up_stride0, y, y_stride0, rows, cols, stream);
	if (w % 2 == 0)
		return run_rows<2>(gate, gate_stride0, up, up_stride0, y, y_stride0, rows, cols, stream);
	return run_rows<1>(gate, gate_stride0, up, up_stride0, y, y_stride0, rows, cols, stream);
}
