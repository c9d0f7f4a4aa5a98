/* akops candidate: an instance of templates/gelu_tanh/vec.cu (sha256 001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25)
 * for gelu_tanh f16 sm_80: BLOCK=128 UNROLL=4 BPS=0 HINT=1 TANH=0 OCC=0 */
#define AKP_BLOCK 128
#define AKP_UNROLL 4
#define AKP_BPS 0
#define AKP_HINT 1
#define AKP_TANH 0
#define AKP_OCC 0
#define AK_T __half
#define AK_ELEM_BYTES 2
#define AK_DTYPE_F16 1
#define AK_ARCH 80
#define AK_LAUNCHER akops_gelu_tanh_f16_sm80
#line 1 "templates/gelu_tanh/vec.cu"
// akops-template: gelu_tanh/vec
// summary: 16-byte vectors, UNROLL in flight per thread, one tile per block or BPS blocks per SM grid-striding; y = x / (1 + 2^a) by ex2/rcp, or 0.5x(1 + tanh.approx(u))
// dtypes: bf16 f16 f32
// param: BLOCK = 256 : 128 256 512 1024
// param: UNROLL = 4 : 1 2 4 8
// param: BPS = 0 : 0 2 4 8 16
// param: HINT = 1 : 0 1 2
// param: TANH = 0 : 0 1
// param: OCC = 0 : 0 1 2
// require: (TANH == 0 || ELEM_BYTES < 4) && BPS * BLOCK <= 2048 && (OCC < 2 || UNROLL <= 4)
/*
gelu_tanh: y = 0.5 * x * (1 + tanh(u)), u = sqrt(2/pi) * (x + 0.044715 * x^3), elementwise
on the flat array x[n]. As the reference (specs/ref/gelu_tanh.c): x = -inf gives NaN,
x -> +inf gives x, very negative x gives -0.

Instantiate, then judge:
    akgen instantiate specs/gelu_tanh.yaml templates/gelu_tanh/vec.cu --dtype bf16 --arch sm_90 -o I.cu
    akgen verify specs/gelu_tanh.yaml I.cu --dtype bf16 --arch sm_90

The work is cut into tiles of BLOCK * UNROLL 16-byte vectors (8 bf16/f16, 4 f32). A
thread loads its UNROLL vectors of a tile (BLOCK apart, so each load instruction of a warp
reads 512 contiguous bytes) before it computes any, so that UNROLL * 16 bytes per thread
are in flight; then it stores them. Tiles that lie wholly inside the vectors take no
bounds checks; only the last tile checks each vector and also does the scalar tail
(n % VE < VE elements, one per thread). x and y are 16-byte aligned (the spec's align), so
every vector is aligned.

Small calls: a call of fewer than SMALL_TILES tiles (on the H200's 132 multiprocessors,
about two a multiprocessor) takes tiles of BLOCK vectors, one a thread, whatever
UNROLL: its few vectors spread over as many blocks as they fill, and each thread's
latency is one load, one vector's math and one store (GPT-2's decode row, 3072 bf16,
was 2 tiles of 2 vectors a thread at the sm_90 variant's UNROLL 2: 1.5 us, against
eager's 1.4 and torch.compile's 1.3, H200, session 18).

Parameters:
  BLOCK   threads per block
  UNROLL  16-byte vectors per thread per tile (bytes in flight per thread / 16)
  BPS     0: one block per tile, the hardware balances the tail; else a persistent grid of
          BPS blocks per multiprocessor striding over the tiles
  HINT    0: ld.global.nc and plain stores; 1: ld.global.cs / st.global.cs (evict-first:
          nothing is read twice); 2: ld.global.nc.L1::no_allocate with a 256-byte L2
          prefetch, st.global.cs
  OCC     0: __launch_bounds__(BLOCK) alone (ptxas then sizes UNROLL 4 to 32 registers and
          issues loads 3 and 4 after the first vector's math); else a register budget for
          OCC * 1024 threads per SM (1: 64 registers, all UNROLL loads issued before any
          use; 2: 32, full occupancy; UNROLL 8 spills there, hence the require)
  TANH    0: the exact identity 0.5 (1 + tanh(u)) = 1 / (1 + e^(-2u)), with MUFU ex2 and rcp
          (relative error a few 1e-7: fine for f32's 1e-5); 1: tanh.approx.f32 (one MUFU op,
          relative error about 2^-11 on tanh: bf16 and f16 only, whose tolerances are 3e-2
          and 4e-3 absolute, against at most 0.5|x| 2^-11 < 2e-3 for |x| < 8)

Bandwidth: bf16 moves 4 bytes an element; at the H200's 4.28 TB/s copy ceiling that is
1.07e12 elements/s, about 4 elements per clock per multiprocessor. TANH=0 costs 2 MUFU
ops an element (16/clock/SM: 2x headroom) and about 6 FP32 ops (128/clock/SM); the
accurate tanhf of PyTorch's eager kernel costs about 25, likely what holds it to 84%.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// elements per 16-byte vector, and vectors per tile
#define GT_VE (16 / AK_ELEM_BYTES)
#define GT_TILE (AKP_BLOCK * AKP_UNROLL)
// calls of fewer whole tiles take tiles of one vector a thread
#define SMALL_TILES 256

#if AKP_OCC > 0
#define GT_BOUNDS __launch_bounds__(AKP_BLOCK, AKP_OCC * 1024 / AKP_BLOCK)
#else
#define GT_BOUNDS __launch_bounds__(AKP_BLOCK)
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
#line 78 "templates/gelu_tanh/vec.cu"
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
#line 79 "templates/gelu_tanh/vec.cu"

// ----------------------------------------------------------------------------
// arithmetic, in float with one rounding to the dtype

static __device__ __forceinline__ float gelu(float x)
{
#if AKP_TANH
	// u = k x (1 + 0.044715 x^2); for |x| > 1.8e19 x*x = inf, u = +-inf, tanh = +-1
	const float u = x * fmaf(0.0356774081f, x * x, 0.7978845608f);
	float t;
	asm("tanh.approx.f32 %0, %1;" : "=f"(t) : "f"(u));
	// (0.5x)(1 + t), not 0.5x + 0.5x t: t = -1 then gives -0 for negative x as the
	// reference does, and NaN for x = -inf (-inf * 0)
	return (0.5f * x) * (1.0f + t);
#else
	// 0.5 (1 + tanh(u)) = 1 / (1 + e^(-2u)) = 1 / (1 + 2^a), a = -2 log2(e) u
	//   = x (C1 + C2 x^2), C1 = -2 k log2(e), C2 = 0.044715 C1
	// x -> -inf: 2^a = inf, rcp = 0, y = x * 0 = -0 (NaN at x = -inf); x -> +inf: 2^a = 0,
	// y = x; NaN stays NaN. rcp.approx.ftz gives 0 for 1 + 2^a >= 2^126, where y < 1e-37
	const float a = x * fmaf(-0.102943242f, x * x, -2.30220819f);
	float e, r;
	asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(e) : "f"(a));
	asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(1.0f + e));
	return x * r;
#endif
}

static __device__ __forceinline__ unsigned gelu_word(unsigned w)
{
#if defined(AK_DTYPE_F32)
	return __float_as_uint(gelu(__uint_as_float(w)));
#else
	return pack2(gelu(lo_f(w)), gelu(hi_f(w)));
#endif
}

static __device__ __forceinline__ uint4 gelu_vec(uint4 v)
{
	v.x = gelu_word(v.x);
	v.y = gelu_word(v.y);
	v.z = gelu_word(v.z);
	v.w = gelu_word(v.w);
	return v;
}

// ----------------------------------------------------------------------------
// kernel
// (static, as every helper: the launcher is the object's one global symbol)

// U vectors a thread (UNROLL, or 1 for small calls): tiles of BLOCK * U vectors.
// nvec = n / VE whole vectors; tiles [0, nfull) hold BLOCK * U vectors each; tile nfull, if
// ntiles > nfull, holds the remaining nvec - nfull * BLOCK * U vectors and the scalar tail
template <int U>
static __global__ void GT_BOUNDS
gelu_tanh_kernel(const AK_T *__restrict__ x, AK_T *__restrict__ y, int64_t n, int64_t nvec,
                 int64_t nfull, int64_t ntiles)
{
	const uint4 *xv = reinterpret_cast<const uint4 *>(x);
	uint4 *yv = reinterpret_cast<uint4 *>(y);

	for (int64_t t = blockIdx.x; t < ntiles; t += gridDim.x) {
		const int64_t v0 = t * (AKP_BLOCK * U) + threadIdx.x;
		uint4 v[U];

		if (t < nfull) {
			// all loads first: U independent requests in flight
#pragma unroll
			for (int j = 0; j < U; j++)
				v[j] = ld_stream(xv + v0 + j * AKP_BLOCK);
#pragma unroll
			for (int j = 0; j < U; j++)
				st_stream(yv + v0 + j * AKP_BLOCK, gelu_vec(v[j]));
		} else {
#pragma unroll
			for (int j = 0; j < U; j++)
				if (v0 + j * AKP_BLOCK < nvec)
					v[j] = ld_stream(xv + v0 + j * AKP_BLOCK);
#pragma unroll
			for (int j = 0; j < U; j++)
				if (v0 + j * AKP_BLOCK < nvec)
					st_stream(yv + v0 + j * AKP_BLOCK, gelu_vec(v[j]));
			// fewer than VE <= BLOCK elements past the last whole vector
			const int64_t i = nvec * GT_VE + threadIdx.x;
			if (i < n)
				y[i] = from_f(gelu(to_f(x[i])));
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
#line 172 "templates/gelu_tanh/vec.cu"

// tiles of BLOCK * U vectors: a tile a block, or BPS blocks a multiprocessor (the kernel
// strides over the tiles)
template <int U> static cudaError_t run(const AK_T *x, AK_T *y, int64_t n, int64_t nvec, cudaStream_t stream)
{
	const int64_t nfull = nvec / (AKP_BLOCK * U);
	// one more, partial, tile for leftover vectors or a scalar tail
	const int64_t ntiles = nfull + ((nvec % (AKP_BLOCK * U) != 0 || n % GT_VE != 0) ? 1 : 0);
	unsigned grid;
	cudaError_t err = grid_strided(ntiles, AKP_BPS, &grid);
	if (err != cudaSuccess)
		return err;
	gelu_tanh_kernel<U><<<grid, AKP_BLOCK, 0, stream>>>(x, y, n, nvec, nfull, ntiles);
	return cudaGetLastError();
}

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, AK_T *y, int64_t n, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (n < 1)
		return cudaErrorInvalidValue;
	const int64_t nvec = n / GT_VE;
	if (AKP_UNROLL > 1 && nvec < (int64_t)SMALL_TILES * GT_TILE)
		return run<1>(x, y, n, nvec, stream);
	return run<AKP_UNROLL>(x, y, n, nvec, stream);
}
