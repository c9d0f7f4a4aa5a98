// common/rowreg.cuh: the rows-in-registers skeleton of the norm families
// (rmsnorm/rowreg, layernorm/rowreg, add_rmsnorm/rowreg), device side: packs (the
// widest aligned vectors of a row, as raw words), their loads with cache hints and
// stores, the weights' loads dense or broadcast (ld_wpack), their
// widening to float and rounding back, and the sums over a group of lanes, a
// block or a cluster. A family includes it after its AKP_* and AK_*
// definitions (templates/README.md), and where AK_ARCH >= 90 after
// common/cluster.cuh, and reads these of its parameters: VEC_BYTES (the widest
// access), LOAD_HINT (x read once: 0 plain, 1 .cs, 2 .nc, 3 .nc under an L2
// evict-last policy) and STORE_HINT (0 plain, 1 evict-first stores).
// common/rowreg_launch.cuh is the host side. Rows whose starts are not 16-byte
// aligned (cols or a stride not a multiple of VMAX) are peeled (PL kernels): a head
// and a tail of single elements around a body of 16-byte packs
// (common/rowpeel.cuh).
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// ----------------------------------------------------------------------------
// elements and packs

// the widest elements per pack the parameters allow
#define VMAX (AKP_VEC_BYTES / AK_ELEM_BYTES)
// cols beyond the spec's 262144 are refused up to 2^24, which float holds exactly
#define COLS_MAX (1 << 24)

// A pack: V consecutive elements as the raw words one access moves. Held as
// 32-bit words, not as V 16-bit elements: ptxas would give each 16-bit element
// a register of its own (twice the registers and a PRMT each).
template <int B> struct Raw {
	unsigned int w[B / 4];
};
template <> struct Raw<2> {
	unsigned short h;
};
template <int V> using Pack = Raw<V * AK_ELEM_BYTES>;

// Load one pack (16, 8, 4 or 2 bytes, one instruction) where `on`, else zero.
// Inline PTX, so that it is a predicated load, never a branch: given branches,
// the compiler lets the first pack's arithmetic wait on its load before it
// issues the next load, and the row's loads no longer overlap.
// The cache policy by use:
//   ONCE    x at its last read: LOAD_HINT (1: .cs, evict-first: the rows streamed
//           past must not push the weights, or y's lines, out of the caches)
//   AGAIN   x in a pass that another follows (the looping path): evict-last in L2
//   LAST    x at its last read in the looping path: evict-first in L2
//   CG      x in a pass that another follows: .cg, kept in L2 with no policy
//           (add_rmsnorm/rowreg's looping path)
//   WEIGHT  w, b: the same columns for every row: .nc, the read-only path, L1
#define HINT_ONCE 0
#define HINT_AGAIN 1
#define HINT_WEIGHT 2
#define HINT_LAST 3
#define HINT_CG 4
#if AKP_LOAD_HINT == 1
#define LD_ONCE "ld.global.cs"
#elif AKP_LOAD_HINT == 2
#define LD_ONCE "ld.global.nc"
#else
#define LD_ONCE "ld.global"
#endif
#define LD_WEIGHT "ld.global.nc"
// The looping path's reads of x before the last mark its lines evict-last in
// L2 (an L2 cache policy, createpolicy), and the last read marks them
// evict-first: the rows in flight stay in L2 against the stream of other rows
// and of y. (On the H200, rmsnorm f32 with every row on this path at BLOCK 512:
// 85-89% of the copy ceiling with .cg and LD_ONCE, 86-97% with these policies;
// bench/results/2026-11-30-h200-session5/probe.)
#define PRE_AGAIN "createpolicy.fractional.L2::evict_last.b64 pol, 1.0;\n\t"
#define PRE_LAST "createpolicy.fractional.L2::evict_first.b64 pol, 1.0;\n\t"
#define LD_POLICY "ld.global.L2::cache_hint"
#define POST_POLICY ", pol"

// G: "@q " (loaded where `on`, else left zero) or "" (always loaded)
#define LD_BEGIN(N) "{\n\t.reg .pred q;\n\t.reg .b64 pol;\n\tsetp.ne.b32 q, %" N ", 0;\n\t"
#define LD_PACK_PTX(PRE, OP, POST, G)                                                                         \
	if constexpr (B == 16)                                                                                \
		asm volatile(LD_BEGIN("5") PRE G OP ".v4.u32 {%0, %1, %2, %3}, [%4]" POST ";\n\t}"              \
			     : "+r"(k.w[0]), "+r"(k.w[1]), "+r"(k.w[2]), "+r"(k.w[3])                         \
			     : "l"(p), "r"((int)on));                                                         \
	else if constexpr (B == 8)                                                                            \
		asm volatile(LD_BEGIN("3") PRE G OP ".v2.u32 {%0, %1}, [%2]" POST ";\n\t}"                      \
			     : "+r"(k.w[0]), "+r"(k.w[1])                                                     \
			     : "l"(p), "r"((int)on));                                                         \
	else if constexpr (B == 4)                                                                            \
		asm volatile(LD_BEGIN("2") PRE G OP ".u32 %0, [%1]" POST ";\n\t}"                               \
			     : "+r"(k.w[0])                                                                   \
			     : "l"(p), "r"((int)on));                                                         \
	else                                                                                                  \
		asm volatile(LD_BEGIN("2") PRE G OP ".u16 %0, [%1]" POST ";\n\t}"                               \
			     : "+h"(k.h)                                                                      \
			     : "l"(p), "r"((int)on))
#define LD_PACK_HINT(PRE, OP, POST)                                                                           \
	if constexpr (ALL) {                                                                                  \
		LD_PACK_PTX(PRE, OP, POST, "");                                                               \
	} else {                                                                                              \
		LD_PACK_PTX(PRE, OP, POST, "@q ");                                                            \
	}

// ALL: the caller knows every pack is in the row (`on` is true): no predicate
template <int V, int H, bool ALL = false> static __device__ __forceinline__ Pack<V> ld_pack(const AK_T *p, bool on)
{
	constexpr int B = V * AK_ELEM_BYTES;
	Pack<V> k = Pack<V>();
	if constexpr (H == HINT_AGAIN) {
		LD_PACK_HINT(PRE_AGAIN, LD_POLICY, POST_POLICY);
	} else if constexpr (H == HINT_LAST) {
		LD_PACK_HINT(PRE_LAST, LD_POLICY, POST_POLICY);
	} else if constexpr (H == HINT_WEIGHT) {
		LD_PACK_HINT("", LD_WEIGHT, "");
	} else if constexpr (H == HINT_CG) {
		LD_PACK_HINT("", "ld.global.cg", "");
	} else if constexpr (AKP_LOAD_HINT == 3) {
		// x read once, its lines evict-last in L2: y's dirty lines go first
		LD_PACK_HINT(PRE_AGAIN, "ld.global.nc.L2::cache_hint", POST_POLICY);
	} else {
		LD_PACK_HINT("", LD_ONCE, "");
	}
	return k;
}

// one element (a Pack<1>) in each of a pack's V elements
template <int V> static __device__ __forceinline__ Pack<V> splat(const Pack<1> &e)
{
	if constexpr (V == 1) {
		return e;
	} else {
		Pack<V> k;
#if AK_ELEM_BYTES == 2
		// the element in both halves of each word
		const unsigned int u = __byte_perm((unsigned int)e.h, 0, 0x1010);
#else
		const unsigned int u = e.w[0];
#endif
#pragma unroll
		for (int j = 0; j < V * AK_ELEM_BYTES / 4; j++)
			k.w[j] = u;
		return k;
	}
}

// A pack's V elements loaded one at a time through L1 (__ldg), where `on`, else
// zero: a weight's pack in a peeled row, whose columns are not 16-byte aligned
// in w (w's elements are the same for every row: L1 hits after the first rows)
template <int V> static __device__ __forceinline__ Pack<V> ld_elems(const AK_T *p, bool on)
{
	Pack<V> k = Pack<V>();
	if (on) {
#if AK_ELEM_BYTES == 2
		const unsigned short *e = reinterpret_cast<const unsigned short *>(p);
		if constexpr (V == 1) {
			k.h = __ldg(e);
		} else {
#pragma unroll
			for (int j = 0; j < V / 2; j++)
				k.w[j] = (unsigned int)__ldg(e + 2 * j) | (unsigned int)__ldg(e + 2 * j + 1) << 16;
		}
#else
		const unsigned int *e = reinterpret_cast<const unsigned int *>(p);
#pragma unroll
		for (int j = 0; j < V; j++)
			k.w[j] = __ldg(e + j);
#endif
	}
	return k;
}

// A weight's pack (w, b: the same columns for every row) from column c0 + c,
// where `on`, else zero. ws: the weight's stride, 1 (dense: the pack at w + c0 +
// c, one vector load as ld_pack's) or 0 (broadcast, PyTorch's expand: every
// w[c] is w[0], the one element in memory, loaded alone and splatted). c0, the
// thread's first column, apart from c: the address is (w + c0) + c, the sum
// the dense code has always had (w + (c0 + c) took rmsnorm bf16's block rows
// from 40 registers to 49). ws is a constant in each kernel (the families' WD).
// PL (a peeled row's body): column c0 + c is 16-byte aligned in w only where the
// row's head is empty (al, the same for the row's threads), else its pack is
// loaded element by element (ld_elems).
template <int V, int H, bool ALL = false, bool PL = false>
static __device__ __forceinline__ Pack<V> ld_wpack(const AK_T *w, bool ws, int c0, int c, bool on, bool al = true)
{
	if (ws) {
		if (PL && !al)
			return ld_elems<V>(w + c0 + c, on);
		return ld_pack<V, H, ALL>(w + c0 + c, on);
	}
	// __ldg, not ld_pack's volatile asm: the compiler may load w[0] once
	// for several packs
	Pack<1> e;
#if AK_ELEM_BYTES == 2
	e.h = __ldg(reinterpret_cast<const unsigned short *>(w));
#else
	e.w[0] = __ldg(reinterpret_cast<const unsigned int *>(w));
#endif
	return on ? splat<V>(e) : Pack<V>();
}

template <int V> static __device__ __forceinline__ void st_pack(AK_T *p, const Pack<V> &k)
{
	constexpr int B = V * AK_ELEM_BYTES;
#if AKP_STORE_HINT == 1
	// evict-first: y is not read again by this kernel
#define ST_RAW(ptr, val) __stcs(ptr, val)
#else
#define ST_RAW(ptr, val) (*(ptr) = (val))
#endif
	if constexpr (B == 16)
		ST_RAW(reinterpret_cast<uint4 *>(p), make_uint4(k.w[0], k.w[1], k.w[2], k.w[3]));
	else if constexpr (B == 8)
		ST_RAW(reinterpret_cast<uint2 *>(p), make_uint2(k.w[0], k.w[1]));
	else if constexpr (B == 4)
		ST_RAW(reinterpret_cast<unsigned int *>(p), k.w[0]);
	else
		ST_RAW(reinterpret_cast<unsigned short *>(p), k.h);
#undef ST_RAW
}

// The pack's elements widened to float, exactly. VAR picks one of three
// instruction sequences for the same result (bf16: shift and mask, or PRMT with
// the operands either way round; f16: cvt of the pair, of the pair swapped, or
// of each half duplicated). A pass after a reduction unpacks with another VAR
// than the pass before it: given the same instructions, ptxas merges the two
// unpackings and keeps the row as floats across the reduction, twice the
// registers of the packed words, and spills where the packed words fit.
template <int VAR, int V> static __device__ __forceinline__ void unpack(const Pack<V> &k, float (&f)[V])
{
#if defined(AK_DTYPE_BF16)
	// bf16 is the top half of a float: its bits shifted up 16
	if constexpr (V == 1) {
		const unsigned int h = k.h;
		f[0] = __uint_as_float(VAR == 0 ? h << 16 : VAR == 1 ? __byte_perm(h, 0, 0x1044) : __byte_perm(0, h, 0x5400));
	} else {
#pragma unroll
		for (int j = 0; j < V / 2; j++) {
			// little-endian: the lower-addressed element is the low half
			const unsigned int u = k.w[j];
			f[2 * j] = __uint_as_float(VAR == 0 ? u << 16
						   : VAR == 1 ? __byte_perm(u, 0, 0x1044)
							      : __byte_perm(0, u, 0x5400));
			f[2 * j + 1] = __uint_as_float(VAR == 0 ? u & 0xffff0000u
						       : VAR == 1 ? __byte_perm(u, 0, 0x3244)
								  : __byte_perm(0, u, 0x7600));
		}
	}
#elif defined(AK_DTYPE_F16)
	if constexpr (V == 1) {
		const unsigned int h = k.h;
		const unsigned int u = VAR == 0 ? h : VAR == 1 ? __byte_perm(h, 0, 0x1010) : __byte_perm(0, h, 0x5454);
		f[0] = __half2float(__ushort_as_half((unsigned short)u));
	} else {
#pragma unroll
		for (int j = 0; j < V / 2; j++) {
			const unsigned int u = k.w[j];
			__half2 h;
			if constexpr (VAR == 0) {
				memcpy(&h, &u, sizeof(h));
				const float2 t = __half22float2(h);
				f[2 * j] = t.x;
				f[2 * j + 1] = t.y;
			} else if constexpr (VAR == 1) {
				const unsigned int sw = __byte_perm(u, 0, 0x1032);
				memcpy(&h, &sw, sizeof(h));
				const float2 t = __half22float2(h);
				f[2 * j] = t.y;
				f[2 * j + 1] = t.x;
			} else {
				const unsigned int lo = __byte_perm(u, 0, 0x1010), hi = __byte_perm(u, 0, 0x3232);
				memcpy(&h, &lo, sizeof(h));
				f[2 * j] = __low2float(h);
				memcpy(&h, &hi, sizeof(h));
				f[2 * j + 1] = __low2float(h);
			}
		}
	}
#else
#pragma unroll
	for (int j = 0; j < V; j++)
		f[j] = __uint_as_float(k.w[j]);
#endif
}

// floats rounded to the element type, nearest even (two at a time: one
// cvt.rn.bf16x2.f32 per pair)
template <int V> static __device__ __forceinline__ Pack<V> pack(const float (&f)[V])
{
	Pack<V> k;
#if defined(AK_DTYPE_BF16)
	if constexpr (V == 1) {
		k.h = __bfloat16_as_ushort(__float2bfloat16_rn(f[0]));
	} else {
#pragma unroll
		for (int j = 0; j < V / 2; j++) {
			const __nv_bfloat162 t = __floats2bfloat162_rn(f[2 * j], f[2 * j + 1]);
			memcpy(&k.w[j], &t, sizeof(t));
		}
	}
#elif defined(AK_DTYPE_F16)
	if constexpr (V == 1) {
		k.h = __half_as_ushort(__float2half_rn(f[0]));
	} else {
#pragma unroll
		for (int j = 0; j < V / 2; j++) {
			const __half2 t = __floats2half2_rn(f[2 * j], f[2 * j + 1]);
			memcpy(&k.w[j], &t, sizeof(t));
		}
	}
#else
#pragma unroll
	for (int j = 0; j < V; j++)
		k.w[j] = __float_as_uint(f[j]);
#endif
	return k;
}

// ----------------------------------------------------------------------------
// how a row is spread over threads (common/rowreg_launch.cuh picks one)

#define ROW_WARP 0	// a group of 2^lg <= 32 lanes a row, blockDim.x >> lg rows a block
#define ROW_BLOCK 1	// a block of 2^lg threads a row
#define ROW_CLUSTER 2	// a thread-block cluster a row (sm_90 on): 2^lg threads in all,
			// blockDim.x a block, rank r's threads lanes r * blockDim.x on

// A thread's place: its lane among its row's 2^lg threads, its row in its block's
// (or cluster's) row group, and the row groups it takes: first, first + step, ...
// (the same for every thread of a block, and of a cluster: the loops over them, and
// the barriers of row_sum inside, are uniform).
struct Slot {
	int lane;
	int64_t sub, first, step;
};

template <int ROW> static __device__ __forceinline__ Slot slot_of(int lg)
{
	Slot s;
#if AK_ARCH >= 90
	if constexpr (ROW == ROW_CLUSTER) {
		s.lane = (int)(cluster_rank() * blockDim.x + threadIdx.x);
		s.sub = 0;
		s.first = cluster_id();
		s.step = cluster_count();
		return s;
	}
#endif
	const int rpb = (int)blockDim.x >> lg;
	s.lane = (int)threadIdx.x & ((1 << lg) - 1);
	s.sub = (int64_t)(threadIdx.x >> lg);
	s.first = (int64_t)blockIdx.x * rpb;
	s.step = (int64_t)gridDim.x * rpb;
	return s;
}

// ----------------------------------------------------------------------------
// reductions (every thread of the block calls them: rows past the end included),
// in float, or in double where a family wants it (layernorm's mean)

template <typename T> static __device__ __forceinline__ T warp_sum(T v)
{
	// butterfly: every lane ends with the same sum (a + b == b + a exactly)
#pragma unroll
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, o);
	return v;
}

// the sum over a group of 2^lg <= 32 aligned lanes: the whole warp shuffles
// at every offset (the full mask holds, no branch), and a lane adds only what
// comes from inside its group (offsets below the group's size)
template <typename T> static __device__ __forceinline__ T group_sum(T v, int lg)
{
#pragma unroll
	for (int o = 16; o > 0; o >>= 1) {
		const T t = __shfl_xor_sync(0xffffffffu, v, o);
		if (o < (1 << lg))
			v += t;
	}
	return v;
}

// the sum over the block (one row per block); part[] holds one value per warp.
// Callers alternate between two part[] arrays: a warp that races ahead to the
// next reduction writes the other one, and cannot come back to this one before
// every thread has passed the next barrier, that is, has read this one.
template <typename T> static __device__ __forceinline__ T block_sum(T v, T *part)
{
	v = warp_sum(v);
	if ((threadIdx.x & 31) == 0)
		part[threadIdx.x >> 5] = v;
	__syncthreads();
	v = (int)(threadIdx.x & 31) < (int)(blockDim.x >> 5) ? part[threadIdx.x & 31] : T(0);
	return warp_sum(v);
}

#if AK_ARCH >= 90
// a value at the same shared-memory offset in block `rank` of the cluster: a
// float, or a double as the bits of a float2 (common/cluster.cuh's loads)
static __device__ __forceinline__ float ld_rank(const float *p, unsigned int rank)
{
	return ld_cluster_f32(p, rank);
}

static __device__ __forceinline__ double ld_rank(const double *p, unsigned int rank)
{
	const float2 u = ld_cluster(reinterpret_cast<const float2 *>(p), rank);
	double t;
	memcpy(&t, &u, sizeof(t));
	return t;
}
#endif

// The sum of v over the row's threads (ROW_*; lg: log2 of a group's lanes), the
// block's and cluster's through the array p (PARTS values, see row_sum). A
// cluster's sum: each block's (block_sum), published at p[32], the cluster barrier
// (release, acquire), then in every warp lane r < the cluster's size reads rank r's,
// and a butterfly adds them: the same operands in the same lanes, so every block has
// the same sum.
#define PARTS 33
template <int ROW, typename T> static __device__ __forceinline__ T row_sum_in(T v, int lg, T *p)
{
	if constexpr (ROW == ROW_WARP)
		return group_sum(v, lg);
	v = block_sum(v, p);
#if AK_ARCH >= 90
	if constexpr (ROW == ROW_CLUSTER) {
		if (threadIdx.x == 0)
			p[32] = v;
		cluster_sync();
		const unsigned int l = threadIdx.x & 31;
		v = warp_sum(l < cluster_size() ? ld_rank(&p[32], l) : T(0));
	}
#endif
	return v;
}

// row_sum_in through part[par], then par flipped: a block's successive sums
// alternate between the two arrays (see block_sum). A block cannot write its
// cluster slot again before every block has passed the next sum's barrier, that
// is, has read it; row_end keeps a block's shared memory until all have.
template <int ROW, typename T>
static __device__ __forceinline__ T row_sum(T v, int lg, T (&part)[2][PARTS], int &par)
{
	if constexpr (ROW == ROW_WARP)
		return group_sum(v, lg);
	T *p = part[par];
	par ^= 1;
	return row_sum_in<ROW>(v, lg, p);
}

// after a kernel's last row_sum: a block of a cluster waits until every block has
// read its shared memory before it exits
template <int ROW> static __device__ __forceinline__ void row_end()
{
#if AK_ARCH >= 90
	if constexpr (ROW == ROW_CLUSTER) {
		cluster_arrive_relaxed();
		cluster_wait();
	}
#endif
}

// NV packs of a thread from p, `step` elements apart; packs k >= nk are zero
// and not loaded (ALL: nk is NV, no predicates)
template <int V, int NV, int H, bool ALL>
static __device__ __forceinline__ void ld_packs(Pack<V> (&v)[NV], const AK_T *p, int step, int nk)
{
#pragma unroll
	for (int k = 0; k < NV; k++)
		v[k] = ld_pack<V, H, ALL>(p + k * step, k < nk);
}

// the same for a weight (ld_wpack) from column c0: dense, NV vector loads (PL
// with the row's head not empty, NV packs of element loads); broadcast, w[0]
// splatted into packs k < nk
template <int V, int NV, int H, bool ALL, bool PL = false>
static __device__ __forceinline__ void ld_wpacks(Pack<V> (&v)[NV], const AK_T *w, bool ws, int c0, int step, int nk,
						 bool al = true)
{
	if (ws && !(PL && !al)) {
		ld_packs<V, NV, H, ALL>(v, w + c0, step, nk);
	} else {
#pragma unroll
		for (int k = 0; k < NV; k++)
			v[k] = ld_wpack<V, H, ALL, PL>(w, ws, c0, k * step, k < nk, al);
	}
}

// ----------------------------------------------------------------------------
// a thread's part of a row

// the packs of a row of npk that a thread holds: lane, lane + 2^lg, ... below npk
static __device__ __forceinline__ int packs_of(int npk, int lane, int lg)
{
	return lane < npk ? ((npk - 1 - lane) >> lg) + 1 : 0;
}

// Row `row` of the register kernels, as the thread `lane` of its group of 2^lg
// sees it. q0 and nk0: an unpeeled row's packs (the same in every row). EX: every
// row of every group is in the tensor and every thread holds NV packs of it (no
// tests, no predicates). PL: the row peeled (common/rowpeel.cuh), its head's
// length from x's row start (r * xs: the launcher took PL only where every
// tensor's rows start alike modulo VMAX).
struct RowAt {
	int64_t r;	// the row, or 0 past the tensor's end (its loads predicated off)
	RowPeel q;	// its head, body and extras
	int nk;		// the thread's packs in the body
	int mk;		// those it loads and stores: nk, 0 past the end, NV with EX
	int c0;		// its first column (the body's from q.h)
	bool xt;	// it holds an extra (PL: lane e holds extra e, e < ht)
	int ce;		// that extra's column
};

template <int V, int NV, bool EX, bool PL>
static __device__ __forceinline__ RowAt row_at(int64_t row, int64_t rows, int64_t xs, int cols, int lane, int lg,
					       const RowPeel &q0, int nk0)
{
	RowAt t;
	const bool live = EX || row < rows;
	// 64-bit: row * stride passes 2^31 within the spec's range
	t.r = live ? row : 0;
	t.q = PL ? row_peel<V, PL>(t.r * xs, cols) : q0;
	t.nk = PL ? packs_of(t.q.npk, lane, lg) : nk0;
	t.mk = EX ? NV : live ? t.nk : 0;
	t.c0 = t.q.h + lane * V;
	t.xt = PL && live && lane < t.q.ht;
	t.ce = peel_col<V>(t.q, lane);
	return t;
}
