/* akops candidate: an instance of templates/softmax/resident.cu (sha256 672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f)
 * for softmax f32 sm_100: BLOCK=256 ITEMS=32 REG_THREADS=512 THREADS=256 SMEM_KB=64 CLUSTER=8 UNROLL=4 HINT=3 KEEPEXP=0 */
#define AKP_BLOCK 256
#define AKP_ITEMS 32
#define AKP_REG_THREADS 512
#define AKP_THREADS 256
#define AKP_SMEM_KB 64
#define AKP_CLUSTER 8
#define AKP_UNROLL 4
#define AKP_HINT 3
#define AKP_KEEPEXP 0
#define AK_T float
#define AK_ELEM_BYTES 4
#define AK_DTYPE_F32 1
#define AK_ARCH 100
#define AK_LAUNCHER akops_softmax_f32_sm100
#line 1 "templates/softmax/resident.cu"
// akops-template: softmax/resident
// summary: each row read from HBM once: held in registers (1..32 lanes or a block per row) when short, else bulk-copied into shared memory and split over a thread-block cluster (partials exchanged through distributed shared memory); online max/sum and a second pass past that
// dtypes: bf16 f16 f32
// param: BLOCK = 256 : 128 256 512 1024
// param: ITEMS = 32 : 8 16 32
// param: REG_THREADS = 512 : 128 256 512 1024
// param: THREADS = 512 : 256 512 1024
// param: SMEM_KB = 64 : 0 32 48 64 96 192
// param: CLUSTER = 8 : 1 2 4 8
// param: UNROLL = 4 : 2 4 8
// param: HINT = 1 : 0 1 3
// param: KEEPEXP = 1 : 0 1
// require: ITEMS * ELEM_BYTES % 16 == 0
// require: THREADS * UNROLL <= 4096

/*
softmax over the last dim: y[r][c] = exp(x[r][c] - m) / sum over c of exp(x[r][c] - m),
m the row max (specs/softmax.yaml, specs/ref/softmax.c). As the reference and PyTorch:
a row that is all -inf, or holds +inf or NaN, gives NaN everywhere; -inf entries of other
rows give 0. An instance is this file behind the AKP_* and AK_* definitions of
templates/README.md:

    akgen instantiate specs/softmax.yaml templates/softmax/resident.cu --dtype bf16 --arch sm_90
    akgen verify specs/softmax.yaml INSTANCE.cu --dtype bf16 --arch sm_90

The op moves 2 * rows * cols elements and does ~5 flops each: memory bound. The floor
is one read and one write of every element, which needs the whole row on chip between
its max/sum and its output. Four shape classes, chosen by the launcher from cols:

  warp rows    cols <= 32 * ITEMS: a group of 1..32 lanes per row, BLOCK / group rows
               per block, the row in registers (ITEMS elements a thread), shuffles only
  block rows   cols <= REG_THREADS * ITEMS: a block of 64..REG_THREADS threads per
               row, the row in registers; shuffles, one partial per warp in shared
               memory (16384 bf16 at the defaults: 16384 x 4096 lands here)
  smem rows    rows (peeled rows: their bodies) of up to CLUSTER * SMEM_KB KiB (sm_90 on): bulk
               copies (cp.async.bulk) put the row, or a cluster rank's slice of
               it, in shared memory with no registers tied up while it is in
               flight, in 32 KiB pieces, each completing on its own mbarrier;
               each thread's max (a piece as soon as it has landed), then its
               sum, from shared memory; the block's pair; the ranks' pairs
               exchanged through distributed shared memory; then the output from
               shared memory (4096 x 32768: CL 1; 1024 x 128256: CL 4, bf16 at
               the defaults). One mbarrier for the whole slice, the max pass
               waiting for all of it, was 1.3% slower at bf16 4096 x 32768 on the
               H200 (bench/results/2026-12-01-h200-session6/l2probe4)
  long rows    everything else (cols too long, or past the register classes rows
               of x and y misaligned differently, or below sm_90): a block per row, an online max/sum pass, then an
               output pass that re-reads x (from L2 when the row is still there)

Exponentials: exp(d) = 2^(d * log2 e) with ex2.approx.ftz (rel. error ~2^-22), d = x - m
taken first so that d is exact or rounded once: folding m into an fma (x * log2e -
m * log2e) would round m * log2e, an absolute error of ~1e-3 in the exponent at the
planted |x| = 1e4, beyond f32's 1e-5. Outputs are <= 1 (the bounded invariant): the
max's own term is 2^0 = 1 exactly and is never rescaled, so the sum is >= 1.

Partial (max, sum) pairs, merged in any order (lanes, warps, cluster ranks, a
thread's online steps) with one rule: s is kept relative to the "safe" max, m or 0
when m = -inf, and a side is rescaled by 2^((m_side - M) log2 e) only when m_side < M
(factor 1 when equal, also -inf = -inf or +inf = +inf). So an all -inf slice
contributes exactly 0 to a row with a finite max instead of -inf - -inf = NaN, a NaN
element's NaN survives every merge (NaN * 0 = NaN), and an all -inf row ends with
M = -inf, S = 0: its outputs 2^(-inf) * (1 / 0) = 0 * inf = NaN, as the reference.
fmaxf drops NaN operands as the reference's "x > m" does; +inf gives M = +inf and
inf - inf = NaN in the sum.

Strides: x and y are inner_contiguous, each with its own row stride (x_stride0,
y_stride0, in elements): row r of x starts at x + r * x_stride0, of y at y + r *
y_stride0, the row itself dense. A stride is >= cols when rows > 1 but otherwise
arbitrary; with one row it is never used (the launcher takes it as cols). Every kernel
takes both strides and offsets each tensor's rows by its own: all else (the slices,
the lanes' vectors, the bulk copies' pieces) is inside a row, as with dense rows.

Vector width: x and y are 16-byte aligned (align: 16), and row r starts r * stride *
ELEM_BYTES bytes in: a row's vectors are 16-byte aligned and stay inside it only when
cols and both strides fill whole vectors. The launcher, in order:
  - cols % V == 0, x_stride0 % V == 0 and y_stride0 % V == 0 (V = 16 / ELEM_BYTES):
    16-byte vectors over whole rows, the kernels of dense rows but for a second row
    pointer (a padding of whole vectors keeps it: bf16 4096 in a stride of 4104);
  - else, when (x_stride0 - y_stride0) % V == 0 (row r of x and of y then start the
    same number of elements past a 16-byte boundary: dense x and y of any cols, or
    a shared stride), "peeled" rows (P), every class: each row split where it is
    (peel_of, from x's row address) into a head of fewer than V
    elements up to its first 16-byte boundary, a body of whole aligned vectors
    taken exactly as the aligned kernels take a row (the register lanes' vectors,
    the smem rows' bulk-copied slices, which the body's alignment allows, the long
    rows' steps), and a tail of fewer than V elements. The head and tail, under 2V
    "extras", are single elements spread one a thread (a lane of a group under 2V
    - 2 lanes takes several), loaded with the row's first loads, held in a register
    through the max and sum, and stored with the output (GPT-2's 50257, ViT's 197);
  - else (x and y misaligned differently, rare) single elements (V = 1) for both.
One uniform branch a row; the aligned kernels are the same code as before.

Offsets: row * stride is 64-bit (row_of in common/vec.cuh; 2049 x 1048576 passes
2^31, a padded stride sooner); offsets inside a row are int (cols <= 2^20). Every
kernel loops over its rows (grid-stride), so any grid is correct; the launchers never
exceed 2^31 - 1 blocks.

Parameters:
  BLOCK        threads per block in the warp-rows class (rows per block = BLOCK / group)
  ITEMS        elements a thread holds in registers in the register classes
  REG_THREADS  most threads per row holding it in registers (block-rows bound)
  THREADS      threads per block in the smem-rows and long-rows classes
  SMEM_KB      shared memory per block for a row slice (0: no smem-rows class)
  CLUSTER      most blocks (cluster ranks) one row is split over in smem rows
  UNROLL       16-byte vectors per thread in flight in the long-rows class
  HINT         1: x read once and y loaded/stored evict-first (ld/st .cs); 0: plain;
               3: as 1, but the smem rows' bulk copies put x's lines in L2
               evict-last (y's dirty lines then go first: bf16 4096 x 32768
               130.5 -> 126.4 us on the H200, bench/results/2026-12-01-h200-
               session6/l2probe8)
  KEEPEXP      smem rows: 1: the sum pass writes its exponentials over the slice in
               shared memory (rounded to the element type), and the output pass
               scales them: one MUFU.EX2 an element instead of two; 0: the output
               pass takes its exponentials again. On the H200 (session 5's probe),
               bf16 1024 x 128256 went from 80.9% to 82.6% of the copy ceiling
               (85.0% at THREADS 256); f32 did not change
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>
#include <math.h>

// ----------------------------------------------------------------------------
// elements and vectors

// elements per 16-byte vector
#define VMAX (16 / AK_ELEM_BYTES)
// the spec's longest row; int offsets inside a row stay exact well past it
#define COLS_MAX (1 << 20)
// bulk copies, mbarrier transaction counts and thread-block clusters: sm_90 on;
// below it the smem-rows class is left out and those rows take the long-rows class
#define HAVE_SM90 (AK_ARCH >= 90)
#define USE_SMEM (HAVE_SM90 && AKP_SMEM_KB > 0)

// the vectors and their loads, stores and conversions; the (max, sum) pairs
/* akops-common: begin templates/common/vec.cuh (sha256 e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79), inlined by akgen */
#line 1 "templates/common/vec.cuh"
// common/vec.cuh: one 16-byte vector of V = 16 / ELEM_BYTES elements, or a single
// element (V = 1), as raw words: its load (evict-first or through the read-only
// path) and store (evict-first or plain), its elements widened to float and
// rounded back; a strided tensor's row; a row's aligned body and its peeled head and
// tail. The row families of the online (max, sum)
// pairs use it (softmax/resident, cross_entropy/online); it needs the AK_* definitions.
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// Row r of a tensor whose rows lie `stride` elements apart (r * stride in 64 bits:
// it passes 2^31). Formed through an integer so that the row's start is a value of
// its own: from plain pointer arithmetic the compiler folds r * stride into each
// access's index, t + (r * stride + c), and ptxas then recomputes the 64-bit product
// at every load and store rather than hold it (softmax's register rows at the
// defaults, bf16 V = 1: 1359 instructions against 870). A loop along the row steps
// pointers of its own from here, for the same reason (softmax's long rows).
template <typename T> static __device__ __forceinline__ T *row_of(T *t, int64_t r, int64_t stride)
{
	return reinterpret_cast<T *>(reinterpret_cast<uintptr_t>(t) + (uintptr_t)(r * stride) * sizeof(T));
}

// One vector's raw bits: 16 bytes as four words, or one element. Held as words,
// not as 16-bit elements: ptxas would give every 16-bit element a register.
template <int V> struct Raw {
	unsigned int w[4];
};
template <> struct Raw<1> {
#if AK_ELEM_BYTES == 4
	unsigned int h;
#else
	unsigned short h;
#endif
};

// CS: read once, evict-first (ld.global.cs), so that a stream does not push out
// of L2 what is read again; else the read-only path (__ldg), the default policy
template <int V, bool CS> static __device__ __forceinline__ Raw<V> ld_vec(const AK_T *p)
{
	Raw<V> r;
	if constexpr (V == 1) {
#if AK_ELEM_BYTES == 4
		const unsigned int *q = reinterpret_cast<const unsigned int *>(p);
#else
		const unsigned short *q = reinterpret_cast<const unsigned short *>(p);
#endif
		r.h = CS ? __ldcs(q) : __ldg(q);
	} else {
		const uint4 *q = reinterpret_cast<const uint4 *>(p);
		const uint4 u = CS ? __ldcs(q) : __ldg(q);
		r.w[0] = u.x, r.w[1] = u.y, r.w[2] = u.z, r.w[3] = u.w;
	}
	return r;
}

// CS: not read again, evict-first stores (st.global.cs); else plain ones
template <int V, bool CS> static __device__ __forceinline__ void st_vec(AK_T *p, const Raw<V> &r)
{
	if constexpr (V == 1) {
#if AK_ELEM_BYTES == 4
		unsigned int *q = reinterpret_cast<unsigned int *>(p);
#else
		unsigned short *q = reinterpret_cast<unsigned short *>(p);
#endif
		if (CS)
			__stcs(q, r.h);
		else
			*q = r.h;
	} else {
		uint4 *q = reinterpret_cast<uint4 *>(p);
		const uint4 u = make_uint4(r.w[0], r.w[1], r.w[2], r.w[3]);
		if (CS)
			__stcs(q, u);
		else
			*q = u;
	}
}

// the elements widened to float, exactly (bf16: a shift; f16: cvt)
template <int V> static __device__ __forceinline__ void unpack(const Raw<V> &r, float (&f)[V])
{
	if constexpr (V == 1) {
#if defined(AK_DTYPE_BF16)
		f[0] = __uint_as_float((unsigned int)r.h << 16);
#elif defined(AK_DTYPE_F16)
		f[0] = __half2float(__ushort_as_half(r.h));
#else
		f[0] = __uint_as_float(r.h);
#endif
	} else {
#pragma unroll
		for (int j = 0; j < 4; j++) {
#if defined(AK_DTYPE_BF16)
			// little-endian: the lower-addressed element is the low half
			f[2 * j] = __uint_as_float(r.w[j] << 16);
			f[2 * j + 1] = __uint_as_float(r.w[j] & 0xffff0000u);
#elif defined(AK_DTYPE_F16)
			const float2 t = __half22float2(
				__halves2half2(__ushort_as_half((unsigned short)(r.w[j] & 0xffffu)),
					       __ushort_as_half((unsigned short)(r.w[j] >> 16))));
			f[2 * j] = t.x;
			f[2 * j + 1] = t.y;
#else
			f[j] = __uint_as_float(r.w[j]);
#endif
		}
	}
}

// floats rounded to the element type, nearest even (pairs: one cvt.rn.bf16x2.f32)
template <int V> static __device__ __forceinline__ Raw<V> pack(const float (&f)[V])
{
	Raw<V> r;
	if constexpr (V == 1) {
#if defined(AK_DTYPE_BF16)
		r.h = __bfloat16_as_ushort(__float2bfloat16_rn(f[0]));
#elif defined(AK_DTYPE_F16)
		r.h = __half_as_ushort(__float2half_rn(f[0]));
#else
		r.h = __float_as_uint(f[0]);
#endif
	} else {
#pragma unroll
		for (int j = 0; j < 4; j++) {
#if defined(AK_DTYPE_BF16)
			const __nv_bfloat162 t = __floats2bfloat162_rn(f[2 * j], f[2 * j + 1]);
			r.w[j] = (unsigned int)__bfloat16_as_ushort(t.x) |
				 ((unsigned int)__bfloat16_as_ushort(t.y) << 16);
#elif defined(AK_DTYPE_F16)
			const __half2 t = __floats2half2_rn(f[2 * j], f[2 * j + 1]);
			r.w[j] = (unsigned int)__half_as_ushort(__low2half(t)) |
				 ((unsigned int)__half_as_ushort(__high2half(t)) << 16);
#else
			r.w[j] = __float_as_uint(f[j]);
#endif
		}
	}
	return r;
}

// ----------------------------------------------------------------------------
// peeled rows

// A row of n elements whose start p is not 16-byte aligned, read (and written) with
// 16-byte vectors of V elements over its aligned middle: the head, h < V elements
// before p's first 16-byte boundary (all n when the row ends sooner); the body, nb
// elements from p + h, whole vectors, 16-byte aligned; the tail, the elements past
// the body's last whole vector (fewer than V). The head and the tail together are the
// row's ht = n - nb < 2V "extras", numbered e = 0 .. ht - 1: extra e is element e
// when e < h, else element e + nb (peel_at). p need only be element aligned; a tensor
// whose rows all share p's misalignment (the same stride modulo V, bases 16-byte
// aligned) takes the same peel for each of its rows.
struct Peel {
	int h;	// head: elements before the body
	int nb;	// body: elements, a multiple of V
	int ht;	// head and tail together
};
template <int V> static __device__ __forceinline__ Peel peel_of(const void *p, int n)
{
	Peel q;
	const int a = (int)((0u - (unsigned int)reinterpret_cast<uintptr_t>(p)) & 15u) / AK_ELEM_BYTES;
	q.h = a < n ? a : n;
	q.nb = (n - q.h) & ~(V - 1);
	q.ht = n - q.nb;
	return q;
}

// the element of extra e (head first, then tail)
static __device__ __forceinline__ int peel_at(const Peel &q, int e)
{
	return e < q.h ? e : e + q.nb;
}
/* akops-common: end templates/common/vec.cuh */
#line 138 "templates/softmax/resident.cu"

/* akops-common: begin templates/common/online.cuh (sha256 4cfbd55e276ba330a5078d75e1b228dbb57b60ffb17252b265c2cbe1b91945a9), inlined by akgen */
#line 1 "templates/common/online.cuh"
// common/online.cuh: (max, sum) pairs for a softmax's denominator or a logsumexp
// (softmax/resident, cross_entropy/online), s kept relative to the "safe" max (m,
// or 0 when m = -inf) and a side rescaled by 2^((m_side - M) log2 e) only when
// m_side < M: an all -inf part adds exactly 0 to a finite row, NaN survives every
// merge, an all -inf row ends with M = -inf, S = 0. Exponentials by ex2.approx.ftz.
#include <cuda_runtime.h>
#include <math.h>

#define LOG2E 1.4426950408889634f
#define FULL 0xffffffffu

// 2^x, MUFU.EX2: -inf -> +0, +inf -> +inf, NaN -> NaN; results below 2^-126 flush
// to 0 (outputs that small are far under every tolerance's absolute floor, and a
// term that small is below one ulp of a sum >= 1)
static __device__ __forceinline__ float ex2(float x)
{
	float y;
	asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
	return y;
}

// exp(x - ms), ms a finite max or the safe max 0 (never -inf: see the top comment)
static __device__ __forceinline__ float exp_from(float x, float ms)
{
	return ex2((x - ms) * LOG2E);
}

// ----------------------------------------------------------------------------
// (max, sum) pairs

// merge (m2, s2) into (m, s); commutative bit for bit (a + b == b + a), so every
// lane of a butterfly ends with the same pair
static __device__ __forceinline__ void merge(float &m, float &s, float m2, float s2)
{
	const float M = fmaxf(m, m2);
	const float a = m == M ? 1.0f : ex2((m - M) * LOG2E);
	const float b = m2 == M ? 1.0f : ex2((m2 - M) * LOG2E);
	s = s * a + s2 * b;
	m = M;
}

// fold U x V elements (-inf where there is none) into a thread's running pair: one
// rescale per U * V elements, not per element
template <int U, int V>
static __device__ __forceinline__ void absorb(const float (&v)[U][V], float &m, float &s)
{
	float cm = -INFINITY;
#pragma unroll
	for (int u = 0; u < U; u++)
#pragma unroll
		for (int i = 0; i < V; i++)
			cm = fmaxf(cm, v[u][i]);
	const float M = fmaxf(m, cm);
	const float ms = M == -INFINITY ? 0.0f : M;
	float acc = 0.0f;
#pragma unroll
	for (int u = 0; u < U; u++)
#pragma unroll
		for (int i = 0; i < V; i++)
			acc += exp_from(v[u][i], ms);
	s = s * (m == M ? 1.0f : ex2((m - M) * LOG2E)) + acc;
	m = M;
}

// the pair over an aligned group of W <= 32 lanes (offsets below W never leave it;
// the whole warp takes part, so the full mask holds)
template <int W> static __device__ __forceinline__ void lanes_merge(float &m, float &s)
{
#pragma unroll
	for (int o = W / 2; o > 0; o >>= 1) {
		const float m2 = __shfl_xor_sync(FULL, m, o);
		const float s2 = __shfl_xor_sync(FULL, s, o);
		merge(m, s, m2, s2);
	}
}

// the pair over the block, in every thread. part[] holds one pair per warp; the
// caller passes a part[] no thread can still be reading (it ends its row with a
// barrier, or alternates between two arrays: a warp racing ahead to the next row
// writes the other one and comes back to this one only after every thread has
// passed the next row's barrier, past its reads of this one).
template <int NT> static __device__ __forceinline__ void block_merge(float &m, float &s, float2 *part)
{
	lanes_merge<32>(m, s);
	if ((threadIdx.x & 31) == 0)
		part[threadIdx.x >> 5] = make_float2(m, s);
	__syncthreads();
	// every warp merges the partials itself: no broadcast slot, no second barrier
	const int l = (int)(threadIdx.x & 31);
	float2 p = l < NT / 32 ? part[l] : make_float2(-INFINITY, 0.0f);
	m = p.x, s = p.y;
	lanes_merge<32>(m, s);
}
/* akops-common: end templates/common/online.cuh */
#line 140 "templates/softmax/resident.cu"

#if USE_SMEM
// a vector from shared memory (16-byte aligned: the bulk copy's destination)
static __device__ __forceinline__ Raw<VMAX> lds_vec(const unsigned char *p)
{
	const uint4 u = *reinterpret_cast<const uint4 *>(p);
	Raw<VMAX> r;
	r.w[0] = u.x, r.w[1] = u.y, r.w[2] = u.z, r.w[3] = u.w;
	return r;
}

static __device__ __forceinline__ void sts_vec(unsigned char *p, const Raw<VMAX> &r)
{
	*reinterpret_cast<uint4 *>(p) = make_uint4(r.w[0], r.w[1], r.w[2], r.w[3]);
}
#endif

// one element, widened (a peeled row's head and tail); and rounded back
template <bool CS> static __device__ __forceinline__ float ld_one(const AK_T *p)
{
	float f[1];
	unpack<1>(ld_vec<1, CS>(p), f);
	return f[0];
}

template <bool CS> static __device__ __forceinline__ void st_one(AK_T *p, float v)
{
	const float f[1] = {v};
	st_vec<1, CS>(p, pack<1>(f));
}

// exp(x - ms) in common/online.cuh (exp_from), with the pairs' merges

// ----------------------------------------------------------------------------
// reductions of a row's max and sum alone

// the max and the sum over a group of G lanes (G <= 32: aligned lanes, offsets
// below G never leave the group and the whole warp takes part, so the full mask
// holds) or over the block (G == NT > 32: part[] one value per warp; the caller
// alternates part[] arrays as above)
template <int G, int NT> static __device__ __forceinline__ float group_max(float v, float *part)
{
	const int top = G < 32 ? G : 32;
#pragma unroll
	for (int o = top / 2; o > 0; o >>= 1)
		v = fmaxf(v, __shfl_xor_sync(FULL, v, o));
	if constexpr (G > 32) {
		if ((threadIdx.x & 31) == 0)
			part[threadIdx.x >> 5] = v;
		__syncthreads();
		const int l = (int)(threadIdx.x & 31);
		v = l < NT / 32 ? part[l] : -INFINITY;
#pragma unroll
		for (int o = 16; o > 0; o >>= 1)
			v = fmaxf(v, __shfl_xor_sync(FULL, v, o));
	}
	return v;
}

template <int G, int NT> static __device__ __forceinline__ float group_sum(float v, float *part)
{
	const int top = G < 32 ? G : 32;
#pragma unroll
	for (int o = top / 2; o > 0; o >>= 1)
		v += __shfl_xor_sync(FULL, v, o);
	if constexpr (G > 32) {
		if ((threadIdx.x & 31) == 0)
			part[threadIdx.x >> 5] = v;
		__syncthreads();
		const int l = (int)(threadIdx.x & 31);
		v = l < NT / 32 ? part[l] : 0.0f;
#pragma unroll
		for (int o = 16; o > 0; o >>= 1)
			v += __shfl_xor_sync(FULL, v, o);
	}
	return v;
}

// ----------------------------------------------------------------------------
// PTX: mbarrier, bulk copy (and the clusters of common/cluster.cuh)
// (inline PTX rather than cuda::ptx or cooperative_groups: nothing of a library
// reaches the object, and every instruction is the one named here)

#if USE_SMEM
/* akops-common: begin templates/common/cluster.cuh (sha256 ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082), inlined by akgen */
#line 1 "templates/common/cluster.cuh"
// common/cluster.cuh: thread-block clusters (sm_90 on) in inline PTX rather than
// cuda::ptx or cooperative_groups (nothing of a library reaches the object, and
// every instruction is the one named here): a block's rank and the cluster's, the
// cluster barrier whole or split, a load from another block's shared memory
// (distributed shared memory); and the host's launch of a kernel in clusters.
// A family includes it only where AK_ARCH >= 90.
#include <cuda_runtime.h>
#include <stdint.h>

static __device__ __forceinline__ unsigned int smem_addr(const void *p)
{
	return (unsigned int)__cvta_generic_to_shared(p);
}

static __device__ __forceinline__ unsigned int cluster_rank()
{
	unsigned int r;
	asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
	return r;
}

static __device__ __forceinline__ unsigned int cluster_size()
{
	unsigned int r;
	asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(r));
	return r;
}

static __device__ __forceinline__ unsigned int cluster_id()
{
	unsigned int r;
	asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(r));
	return r;
}

static __device__ __forceinline__ unsigned int cluster_count()
{
	unsigned int r;
	asm volatile("mov.u32 %0, %%nclusterid.x;" : "=r"(r));
	return r;
}

// every thread of every block of the cluster: release what this thread wrote to
// shared memory, acquire what the others wrote before arriving
static __device__ __forceinline__ void cluster_sync()
{
	asm volatile("barrier.cluster.arrive.release.aligned;\n\t"
		     "barrier.cluster.wait.acquire.aligned;" ::
			     : "memory");
}

// the same barrier split, with nothing to publish: arrive once this thread is done
// reading the other blocks' shared memory, wait before anything may overwrite or
// free this block's (each thread alternates arrive and wait)
static __device__ __forceinline__ void cluster_arrive_relaxed()
{
	asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
}

static __device__ __forceinline__ void cluster_wait()
{
	asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
}

// a float2 at the same shared-memory offset in block `rank` of the cluster
static __device__ __forceinline__ float2 ld_cluster(const float2 *p, unsigned int rank)
{
	unsigned int a;
	float2 v;
	asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"(smem_addr(p)), "r"(rank));
	asm volatile("ld.shared::cluster.v2.f32 {%0, %1}, [%2];" : "=f"(v.x), "=f"(v.y) : "r"(a) : "memory");
	return v;
}

// a float at the same shared-memory offset in block `rank` of the cluster
static __device__ __forceinline__ float ld_cluster_f32(const float *p, unsigned int rank)
{
	unsigned int a;
	float v;
	asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"(smem_addr(p)), "r"(rank));
	asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(a) : "memory");
	return v;
}

// a launch of `clusters` clusters of cl blocks (in x), threads and smem bytes of
// dynamic shared memory a block
template <typename K, typename... A>
static cudaError_t launch_clusters(K kernel, int64_t clusters, int cl, int threads, size_t smem,
				   cudaStream_t stream, A... args)
{
	cudaLaunchConfig_t cfg = {};
	cudaLaunchAttribute attr[1];
	cfg.gridDim = dim3((unsigned int)(clusters * cl), 1, 1);
	cfg.blockDim = dim3(threads, 1, 1);
	cfg.dynamicSmemBytes = smem;
	cfg.stream = stream;
	attr[0].id = cudaLaunchAttributeClusterDimension;
	attr[0].val.clusterDim.x = (unsigned int)cl;
	attr[0].val.clusterDim.y = 1;
	attr[0].val.clusterDim.z = 1;
	cfg.attrs = attr;
	cfg.numAttrs = 1;
	return cudaLaunchKernelEx(&cfg, kernel, args...);
}
/* akops-common: end templates/common/cluster.cuh */
#line 225 "templates/softmax/resident.cu"

static __device__ __forceinline__ void mbar_init(uint64_t *bar, unsigned int count)
{
	asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem_addr(bar)), "r"(count) : "memory");
	// the initialisation visible to the async proxy (the bulk copies complete on it)
	// and to the cluster
	asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}

// arrive once and expect `bytes` of bulk copies on the barrier's current phase
static __device__ __forceinline__ void mbar_expect(uint64_t *bar, unsigned int bytes)
{
	asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(smem_addr(bar)), "r"(bytes)
		     : "memory");
}

// wait for the phase of this parity to complete (acquire: the copied bytes are
// visible to the waiting thread)
static __device__ __forceinline__ void mbar_wait(uint64_t *bar, unsigned int parity)
{
	unsigned int done;
	do {
		asm volatile("{\n\t.reg .pred p;\n\t"
			     "mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n\t"
			     "selp.u32 %0, 1, 0, p;\n\t}"
			     : "=r"(done)
			     : "r"(smem_addr(bar)), "r"(parity)
			     : "memory");
	} while (!done);
}

// global -> this block's shared memory, completing `bytes` on bar. 16-byte aligned
// addresses, bytes a multiple of 16.
static __device__ __forceinline__ void bulk_load(void *dst, const void *src, unsigned int bytes, uint64_t *bar)
{
	if constexpr (AKP_HINT == 3) {
		asm volatile("{\n\t.reg .b64 pol;\n\t"
			     "createpolicy.fractional.L2::evict_last.b64 pol, 1.0;\n\t"
			     "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint"
			     " [%0], [%1], %2, [%3], pol;\n\t}" ::"r"(smem_addr(dst)),
			     "l"(src), "r"(bytes), "r"(smem_addr(bar))
			     : "memory");
		return;
	}
	asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
			     smem_addr(dst)),
		     "l"(src), "r"(bytes), "r"(smem_addr(bar))
		     : "memory");
}

#endif // USE_SMEM

// ----------------------------------------------------------------------------
// kernels
// (static: the launcher is the object's one global symbol)

// Register rows. The row's group of G lanes (G <= 32: NT / G rows per block; G ==
// NT: a block per row) holds it in registers: lane l holds vectors l, l + G, ...
// (NV = ITEMS / V of them), so each load instruction of a warp reads contiguous
// memory. Rows past the end still run the shuffles (full masks) and load nothing.
// xs, ys: the row strides of x and y (elements). P: rows need not start 16-byte
// aligned nor be whole vectors (V = VMAX; x's and y's rows misaligned alike): the
// vectors cover each row's body (peel_of), and its head and
// tail, under 2V elements, are held as single elements, lane l taking extras l,
// l + G, ... (EX at most).
template <int V, int G, int NT, bool P>
static __global__ void __launch_bounds__(NT)
softmax_reg_kernel(const AK_T *__restrict__ x, int64_t xs, AK_T *__restrict__ y, int64_t ys, int64_t rows, int cols)
{
	constexpr int NV = AKP_ITEMS / V;
	constexpr int R = NT / G;
	constexpr int EX = P ? (2 * (V - 1) + G - 1) / G : 1;
	static_assert(!P || V == VMAX, "the peel is for 16-byte vectors");
	__shared__ float part[2][NT / 32 > 0 ? NT / 32 : 1];
	const int lane = (int)threadIdx.x % G;
	const int64_t sub = (int64_t)(threadIdx.x / G);

	// the row group depends on blockIdx only: the loop and the barriers of the
	// block reductions are uniform over the block
	for (int64_t r0 = (int64_t)blockIdx.x * R; r0 < rows; r0 += (int64_t)gridDim.x * R) {
		const int64_t row = r0 + sub;
		const bool live = row < rows;
		// 64-bit: row * stride passes 2^31 within the spec's range (row_of)
		const AK_T *x0 = row_of(x, live ? row : 0, xs);
		AK_T *y0 = row_of(y, live ? row : 0, ys);
		// P: the vectors from the body's start (xr, yr), nb elements of them
		Peel pl = {0, cols, 0};
		if constexpr (P)
			pl = peel_of<V>(x0, cols);
		const AK_T *xr = x0 + pl.h;
		AK_T *yr = y0 + pl.h;
		const int nb = pl.nb;

		// every load of the row issued before the first use
		float v[NV][V];
		float ve[EX];
		if constexpr (P) {
#pragma unroll
			for (int j = 0; j < EX; j++) {
				const int e = lane + j * G;
				if (live && e < pl.ht)
					ve[j] = ld_one<AKP_HINT != 0>(x0 + peel_at(pl, e));
				else
					ve[j] = -INFINITY;
			}
		}
#pragma unroll
		for (int k = 0; k < NV; k++) {
			const int c = (k * G + lane) * V;
			if (live && c < nb) {
				unpack<V>(ld_vec<V, AKP_HINT != 0>(xr + c), v[k]);
			} else {
#pragma unroll
				for (int i = 0; i < V; i++)
					v[k][i] = -INFINITY;
			}
		}

		float m = -INFINITY;
#pragma unroll
		for (int k = 0; k < NV; k++)
#pragma unroll
			for (int i = 0; i < V; i++)
				m = fmaxf(m, v[k][i]);
		if constexpr (P) {
#pragma unroll
			for (int j = 0; j < EX; j++)
				m = fmaxf(m, ve[j]);
		}
		m = group_max<G, NT>(m, part[0]);

		// the row's max known: no online rescaling. An all -inf row has m = -inf
		// and -inf - -inf = NaN: the NaN row of the reference.
		float s = 0.0f;
#pragma unroll
		for (int k = 0; k < NV; k++) {
			const int c = (k * G + lane) * V;
#pragma unroll
			for (int i = 0; i < V; i++) {
				v[k][i] = c < nb ? exp_from(v[k][i], m) : 0.0f;
				s += v[k][i];
			}
		}
		if constexpr (P) {
#pragma unroll
			for (int j = 0; j < EX; j++) {
				ve[j] = lane + j * G < pl.ht ? exp_from(ve[j], m) : 0.0f;
				s += ve[j];
			}
		}
		// max and sum use different part[] arrays, so no third barrier: a warp
		// past the sum's barrier may write part[0] for the next row, but every
		// thread read this row's part[0] before reaching that barrier; part[1]
		// likewise is rewritten only past the next row's max barrier
		s = group_sum<G, NT>(s, part[1]);
		const float inv = 1.0f / s;

		if (live) {
#pragma unroll
			for (int k = 0; k < NV; k++) {
				const int c = (k * G + lane) * V;
				if (c < nb) {
#pragma unroll
					for (int i = 0; i < V; i++)
						v[k][i] *= inv;
					st_vec<V, AKP_HINT != 0>(yr + c, pack<V>(v[k]));
				}
			}
			if constexpr (P) {
#pragma unroll
				for (int j = 0; j < EX; j++) {
					const int e = lane + j * G;
					if (e < pl.ht)
						st_one<AKP_HINT != 0>(y0 + peel_at(pl, e), ve[j] * inv);
				}
			}
		}
	}
}

#if USE_SMEM
// Shared-memory rows: a cluster of CL blocks per row (CL = 1: a plain launch, no
// cluster instructions), rank r owning elements [r * slice, r * slice + n). Thread
// 0 bulk-copies the slice into shared memory; the max/sum pass and the output
// pass then read shared memory only. xs, ys: the row strides (whole vectors: the
// slice's global address is 16-byte aligned, as the bulk copy needs). P: rows need
// not start 16-byte aligned nor be whole vectors (x's and y's rows misaligned
// alike): the slices are of each row's body (peel_of), whose
// start is 16-byte aligned; its head and tail, under 2V elements, are single
// elements of rank 0's threads 0, 1, ..., loaded from global memory in pass 1,
// held in a register, stored in pass 2.
template <bool CLU, bool P>
static __global__ void __launch_bounds__(AKP_THREADS)
softmax_smem_kernel(const AK_T *__restrict__ x, int64_t xs, AK_T *__restrict__ y, int64_t ys, int64_t rows, int cols,
		    int slice)
{
	constexpr int NT = AKP_THREADS;
	constexpr int V = VMAX;
	// bulk copies in pieces of at most this many bytes, each on its own
	// mbarrier: the max pass takes a piece as soon as it has landed, while the
	// rest are still in flight
	constexpr unsigned int PIECE = 32768;
	constexpr int NPIECE = (AKP_SMEM_KB * 1024 + PIECE - 1) / PIECE;
	constexpr int PIECE_E = PIECE / AK_ELEM_BYTES;
	extern __shared__ __align__(128) unsigned char buf[];
	__shared__ __align__(8) uint64_t bar[NPIECE];
	__shared__ float2 part[NT / 32];
	__shared__ float2 stat[2];
	__shared__ float2 total;

	const unsigned int rank = CLU ? cluster_rank() : 0;
	const unsigned int ncl = CLU ? cluster_count() : gridDim.x;
	const unsigned int cid = CLU ? cluster_id() : blockIdx.x;
	const int start = (int)rank * slice;
	// the last rank's slice may be shorter (or, in principle, empty)
	const int n0 = cols - start < slice ? (cols - start > 0 ? cols - start : 0) : slice;
	const unsigned int bytes0 = (unsigned int)n0 * AK_ELEM_BYTES;
	static_assert(NT >= 2 * (V - 1), "one extra a thread");

	if (threadIdx.x == 0)
		for (int p = 0; p < NPIECE; p++)
			mbar_init(&bar[p], 1);
	__syncthreads();

	unsigned int phase = 0;
	int round = 0;
	for (int64_t row = cid; row < rows; row += ncl) {
		const AK_T *x0 = row_of(x, row, xs);
		AK_T *y0 = row_of(y, row, ys);
		// P: the slice of the body (16-byte aligned), the row's extras
		Peel pl = {0, cols, 0};
		if constexpr (P)
			pl = peel_of<V>(x0, cols);
		const int n = P ? (pl.nb - start < slice ? (pl.nb - start > 0 ? pl.nb - start : 0) : slice) : n0;
		const unsigned int bytes = P ? (unsigned int)n * AK_ELEM_BYTES : bytes0;
		const AK_T *xr = x0 + pl.h + start;
		AK_T *yr = y0 + pl.h + start;
		const bool ext = P && rank == 0 && (int)threadIdx.x < pl.ht;

		if (threadIdx.x == 0) {
			// the previous row's generic reads and (KEEPEXP) writes of buf
			// (ordered by the barrier that ended it) before the async proxy's
			// writes
			asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
			// every barrier completes a phase every row (an empty piece
			// with an arrival alone), so that one parity serves them all
			for (int p = 0; p < NPIECE; p++) {
				const unsigned int b = (unsigned int)p * PIECE;
				const unsigned int pb = b >= bytes ? 0 : bytes - b < PIECE ? bytes - b : PIECE;
				mbar_expect(&bar[p], pb);
				if (pb)
					bulk_load(buf + b, reinterpret_cast<const unsigned char *>(xr) + b, pb,
						  &bar[p]);
			}
		}

		// P: the thread's extra, if any, straight from global memory
		float xe = -INFINITY;
		if constexpr (P) {
			if (ext)
				xe = ld_one<false>(x0 + peel_at(pl, (int)threadIdx.x));
		}

		// pass 1: the thread's (max, sum) pair over its vectors, from shared memory
		// (cheap to read twice): its max, then the sum relative to its safe max,
		// no rescaling and no serial chain through the running max
		float m = -INFINITY, s = 0.0f;
		for (int p = 0; p < NPIECE; p++) {
			mbar_wait(&bar[p], phase);
			const int e1 = n - p * PIECE_E < PIECE_E ? n : (p + 1) * PIECE_E;
#pragma unroll 4
			for (int c = p * PIECE_E + (int)threadIdx.x * V; c < e1; c += NT * V) {
				float f[V];
				unpack<V>(lds_vec(buf + c * AK_ELEM_BYTES), f);
#pragma unroll
				for (int i = 0; i < V; i++)
					m = fmaxf(m, f[i]);
			}
		}
		phase ^= 1;
		if constexpr (P)
			m = fmaxf(m, xe);
		const float mt = m == -INFINITY ? 0.0f : m;
		// KEEPEXP: each exponential, rounded to the element type, over its
		// element (the thread's own slots, read back by it alone in pass 2)
#pragma unroll 4
		for (int c = (int)threadIdx.x * V; c < n; c += NT * V) {
			float f[V];
			unpack<V>(lds_vec(buf + c * AK_ELEM_BYTES), f);
#pragma unroll
			for (int i = 0; i < V; i++) {
				f[i] = exp_from(f[i], mt);
				s += f[i];
			}
			if constexpr (AKP_KEEPEXP)
				sts_vec(buf + c * AK_ELEM_BYTES, pack<V>(f));
		}
		if constexpr (P) {
			if (ext)
				s += exp_from(xe, mt);
		}
		const float mth = m;
		block_merge<NT>(m, s, part);

		if constexpr (CLU) {
			// the ranks' pairs through distributed shared memory: publish (the
			// full barrier releases the write to the cluster), warp 0 reads every
			// rank's, then a relaxed arrival says "done reading"; the matching
			// wait comes after pass 2, before this block's stat[] may change or
			// the block may leave, so its latency hides under pass 2. stat[]
			// alternates between rows as well.
			float2 *st = &stat[round & 1];
			if (threadIdx.x == 0)
				*st = make_float2(m, s);
			cluster_sync();
			if (threadIdx.x < 32) {
				const unsigned int cl = cluster_size();
				const float2 p = threadIdx.x < cl ? ld_cluster(st, threadIdx.x)
								  : make_float2(-INFINITY, 0.0f);
				float pm = p.x, ps = p.y;
				lanes_merge<32>(pm, ps);
				if (threadIdx.x == 0)
					total = make_float2(pm, ps);
			}
			cluster_arrive_relaxed();
			__syncthreads();
			m = total.x, s = total.y;
			round++;
		}

		// pass 2: the output. The safe max and the sum merged relative to it: an
		// all -inf row has m = -inf, s = 0 and gives 0 * inf = NaN.
		const float ms = m == -INFINITY ? 0.0f : m;
		const float inv = 1.0f / s;
		// KEEPEXP: exp(x - mt) * exp(mt - M) / s, the second factor by the
		// rule of merge() (1 where the thread's max is the row's, -inf = -inf
		// included): an all -inf thread gives 0 * 0 in a finite row, and
		// 0 * (1 / 0) = NaN in an all -inf row; NaN in 1 / s reaches every
		// output
		const float sc = AKP_KEEPEXP ? (mth == m ? 1.0f : ex2((mth - m) * LOG2E)) * inv : 0.0f;
#pragma unroll 4
		for (int c = (int)threadIdx.x * V; c < n; c += NT * V) {
			float f[V];
			unpack<V>(lds_vec(buf + c * AK_ELEM_BYTES), f);
#pragma unroll
			for (int i = 0; i < V; i++)
				f[i] = AKP_KEEPEXP ? f[i] * sc : exp_from(f[i], ms) * inv;
			st_vec<V, AKP_HINT != 0>(yr + c, pack<V>(f));
		}
		if constexpr (P) {
			if (ext)
				st_one<AKP_HINT != 0>(y0 + peel_at(pl, (int)threadIdx.x), exp_from(xe, ms) * inv);
		}
		// every rank done reading this block's stat[]: only then may it change
		// (next row) or the block leave
		if constexpr (CLU)
			cluster_wait();
		// buf, part[] and total are rewritten for the next row only past here
		__syncthreads();
	}
}
#endif // USE_SMEM

// Long rows: a block per row, UNROLL vectors a thread in flight. Pass 1 folds the
// row into an online (max, sum); pass 2 re-reads it (from L2 when still there) and
// writes the output. xs, ys: the row strides of x and y (elements). P: rows need
// not start 16-byte aligned nor be whole vectors (x's and y's rows misaligned
// alike): the vectors cover each row's body (peel_of); its head
// and tail, under 2V elements, are single elements of threads 0, 1, ..., loaded
// before pass 1, held in a register, stored in pass 2.
template <int V, bool P>
static __global__ void __launch_bounds__(AKP_THREADS)
softmax_long_kernel(const AK_T *__restrict__ x, int64_t xs, AK_T *__restrict__ y, int64_t ys, int64_t rows, int cols)
{
	constexpr int NT = AKP_THREADS, U = AKP_UNROLL;
	constexpr int STEP = NT * V;	// elements between a thread's consecutive vectors
	__shared__ float2 part[NT / 32];
	static_assert(!P || (V == VMAX && NT >= 2 * (V - 1)), "16-byte vectors, one extra a thread");

	for (int64_t row = blockIdx.x; row < rows; row += gridDim.x) {
		const AK_T *x0 = row_of(x, row, xs);
		AK_T *y0 = row_of(y, row, ys);
		// P: the vectors from the body's start (xr, yr), nb elements of them
		Peel pl = {0, cols, 0};
		if constexpr (P)
			pl = peel_of<V>(x0, cols);
		const AK_T *xr = x0 + pl.h;
		AK_T *yr = y0 + pl.h;
		const int nb = pl.nb;
		const bool ext = P && (int)threadIdx.x < pl.ht;
		float xe = -INFINITY;
		if constexpr (P) {
			if (ext)
				xe = ld_one<false>(x0 + peel_at(pl, (int)threadIdx.x));
		}

		float m = -INFINITY, s = 0.0f;
		int c = (int)threadIdx.x * V;
		// the thread's pointers step with c: indexed from the row's start (xr + c
		// + u * STEP), ptxas recomputes row * stride for every vector (f32 at the
		// defaults: 152 instructions a step of pass 2 against 100)
		const AK_T *xp = xr + c;
		// whole steps: all U vectors inside the row (nb and c are multiples of V)
		for (; c + (U - 1) * STEP < nb; c += U * STEP, xp += U * STEP) {
			float f[U][V];
#pragma unroll
			for (int u = 0; u < U; u++)
				unpack<V>(ld_vec<V, false>(xp + u * STEP), f[u]);
			absorb<U, V>(f, m, s);
		}
		// at most one partial step: vector U - 1 is already past the end
		if (c < nb) {
			float f[U][V];
#pragma unroll
			for (int u = 0; u < U; u++) {
				if (c + u * STEP < nb) {
					unpack<V>(ld_vec<V, false>(xp + u * STEP), f[u]);
				} else {
#pragma unroll
					for (int i = 0; i < V; i++)
						f[u][i] = -INFINITY;
				}
			}
			absorb<U, V>(f, m, s);
		}
		if constexpr (P) {
			if (ext) {
				const float f[1][1] = {{xe}};
				absorb<1, 1>(f, m, s);
			}
		}
		block_merge<NT>(m, s, part);

		const float ms = m == -INFINITY ? 0.0f : m;
		const float inv = 1.0f / s;
		c = (int)threadIdx.x * V;
		xp = xr + c;
		AK_T *yp = yr + c;
		for (; c < nb; c += U * STEP, xp += U * STEP, yp += U * STEP) {
			Raw<V> r[U];
#pragma unroll
			for (int u = 0; u < U; u++)
				if (c + u * STEP < nb)
					r[u] = ld_vec<V, AKP_HINT != 0>(xp + u * STEP);
#pragma unroll
			for (int u = 0; u < U; u++) {
				if (c + u * STEP < nb) {
					float f[V];
					unpack<V>(r[u], f);
#pragma unroll
					for (int i = 0; i < V; i++)
						f[i] = exp_from(f[i], ms) * inv;
					st_vec<V, AKP_HINT != 0>(yp + u * STEP, pack<V>(f));
				}
			}
		}
		if constexpr (P) {
			if (ext)
				st_one<AKP_HINT != 0>(y0 + peel_at(pl, (int)threadIdx.x), exp_from(xe, ms) * inv);
		}
		// part[] is rewritten by the next row's merge only past here
		__syncthreads();
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
#line 694 "templates/softmax/resident.cu"

template <int V, int G, bool P>
static cudaError_t run_reg(const AK_T *x, int64_t xs, AK_T *y, int64_t ys, int64_t rows, int cols,
			   cudaStream_t stream)
{
	constexpr int NT = G <= 32 ? AKP_BLOCK : G;
	constexpr int64_t R = NT / G;
	softmax_reg_kernel<V, G, NT, P><<<grid_of((rows + R - 1) / R), NT, 0, stream>>>(x, xs, y, ys, rows, cols);
	return cudaGetLastError();
}

// the instance for group g: only the groups up to REG_THREADS are compiled
template <int V, int G, bool P>
static cudaError_t pick_reg(const AK_T *x, int64_t xs, AK_T *y, int64_t ys, int64_t rows, int cols, int g,
			    cudaStream_t stream)
{
	if constexpr (G < AKP_REG_THREADS) {
		if (g > G)
			return pick_reg<V, G * 2, P>(x, xs, y, ys, rows, cols, g, stream);
	}
	return run_reg<V, G, P>(x, xs, y, ys, rows, cols, stream);
}

#if USE_SMEM
template <bool CLU, bool P>
static cudaError_t run_smem(const AK_T *x, int64_t xs, AK_T *y, int64_t ys, int64_t rows, int cols, int cl, int slice,
			    cudaStream_t stream)
{
	const size_t bytes = (size_t)slice * AK_ELEM_BYTES;
	// above 48 KiB of dynamic shared memory only by opting in, per kernel
	cudaError_t e = cudaFuncSetAttribute(softmax_smem_kernel<CLU, P>, cudaFuncAttributeMaxDynamicSharedMemorySize,
					     (int)bytes);
	if (e != cudaSuccess)
		return e;
	// one cluster per row; the kernel loops when rows pass this
	const int64_t cap = (int64_t)(0x7fffffff / cl);
	const int64_t clusters = rows < cap ? rows : cap;
	if constexpr (!CLU) {
		softmax_smem_kernel<false, P>
			<<<grid_of(clusters), AKP_THREADS, bytes, stream>>>(x, xs, y, ys, rows, cols, slice);
		return cudaGetLastError();
	} else {
		return launch_clusters(softmax_smem_kernel<true, P>, clusters, cl, AKP_THREADS, bytes, stream, x, xs, y,
				       ys, rows, cols, slice);
	}
}
#endif // USE_SMEM

// P: rows peeled (V = VMAX over each row's aligned body, its head and tail as
// single elements), every class
template <int V, bool P>
static cudaError_t by_width(const AK_T *x, int64_t xs, AK_T *y, int64_t ys, int64_t rows, int cols,
			    cudaStream_t stream)
{
	// registers: the group that holds the row at ITEMS elements a thread
	const int g = pow2_at_least((cols + AKP_ITEMS - 1) / AKP_ITEMS);
	if (g <= 32)
		return pick_reg<V, 1, P>(x, xs, y, ys, rows, cols, g, stream);
	if (g <= AKP_REG_THREADS)
		return pick_reg<V, 64, P>(x, xs, y, ys, rows, cols, g, stream);

	// shared memory: the fewest cluster ranks whose slices (whole vectors) fit
#if USE_SMEM
	if constexpr (V == VMAX) {
		const int64_t cap = (int64_t)AKP_SMEM_KB * 1024 / AK_ELEM_BYTES;
		for (int cl = 1; cl <= AKP_CLUSTER; cl *= 2) {
			const int slice = ((cols + cl - 1) / cl + V - 1) / V * V;
			if (slice <= cap)
				return cl == 1 ? run_smem<false, P>(x, xs, y, ys, rows, cols, 1, slice, stream)
					       : run_smem<true, P>(x, xs, y, ys, rows, cols, cl, slice, stream);
		}
	}
#endif

	softmax_long_kernel<V, P><<<grid_of(rows), AKP_THREADS, 0, stream>>>(x, xs, y, ys, rows, cols);
	return cudaGetLastError();
}

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, int64_t x_stride0, AK_T *y, int64_t y_stride0, int64_t rows,
				   int64_t cols, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (rows < 1 || cols < 1 || cols > COLS_MAX)
		return cudaErrorInvalidValue;
	// one row: row 0 starts at the pointer whatever the strides (which may be
	// anything, not whole vectors): take them as dense
	const int64_t xs = rows == 1 ? cols : x_stride0, ys = rows == 1 ? cols : y_stride0;
	// rows start 16-byte aligned (x and y are) only when each tensor's stride
	// fills whole vectors, and end on a whole vector only when cols does: then
	// whole vectors alone
	if (cols % VMAX == 0 && xs % VMAX == 0 && ys % VMAX == 0)
		return by_width<VMAX, false>(x, xs, y, ys, rows, (int)cols, stream);
	// rows of x and y misaligned alike (row r: r * stride elements past a 16-byte
	// boundary, modulo VMAX): the same vectors over each row's aligned body, its
	// head and tail peeled off as single elements
	if ((xs - ys) % VMAX == 0)
		return by_width<VMAX, true>(x, xs, y, ys, rows, (int)cols, stream);
	// else single elements throughout
	return by_width<1, false>(x, xs, y, ys, rows, (int)cols, stream);
}
