// common/flash.cuh: attention forward in the FlashAttention-2 manner, kernel and
// launcher, for templates/attention_fwd/flash.cu and templates/attention_fwd_causal/flash.cu.
// The family defines AK_CAUSAL (0 or 1) and includes common/mma.cuh (the PTX of
// cp.async, ldmatrix and mma.sync) and, from sm_90 on, common/cluster.cuh before its
// include; this file reads the family's AKP_BM, AKP_MF, AKP_BN, AKP_STAGES, AKP_QREG
// (prefill tiles) and AKP_DWN, AKP_DBN, AKP_DSTAGES, AKP_CLUSTER (decode tiles): their
// meaning is the family's top comment.
/*
The work: for each batch entry and kv head (a group of grp = h / hkv query heads),
R = sq * grp query rows, row rho = s * grp + j holding query s of head kvh * grp + j.
The heads of a group are interleaved so that a tile of rows shares one kv head's
keys and values whatever sq is: a decode step (sq = 1) packs the group's heads into
one tile, and a causal tile spans few positions. A block takes a tile of BM rows of
one group, the grid is flat (1-D, strided over b * hkv * ceil(R / BM) tiles; gridDim.y
and z are too small for b and h), the tiles of a group adjacent in it (they read the
same keys while resident together, from L2), and for the causal op the tiles of a
group longest first.

The block: WM x WN warps. Warp (wm, wn) owns 16 * MF rows of the tile (wm) and a
BN / WN slice of each key tile (wn; WN > 1 only for the decode tiles, where the rows
are few and the keys many). The Q tile is copied once into shared memory; key tiles of
BN keys stream through a STAGES-deep ring of (K, V) stages, one cp.async group a tile,
STAGES - 1 tiles ahead of the one being used; one barrier a tile both publishes the
tile that landed and frees the stage the next copy overwrites.

Per key tile, per warp:
  S = Q K^T      mma.sync m16n8k16, f32 accumulators; A (Q) by ldmatrix.x4 from the Q
                 tile (or held in registers from the first tile on: QR), B by
                 ldmatrix.x4: K's row-major [t][d] is exactly the "col" operand.
  masks          keys t >= skv (the last tile), and for the causal op t > s + skv - sq,
                 set to -inf, only on the tiles that need it: the tail, and the tiles
                 past the tile's first row's diagonal (the loop ends at its last row's).
  online softmax in the exp2 domain: m (the row max of raw scores, over the quad of
                 lanes sharing a row by two shuffles), ms = m * scale * log2 e, p =
                 2^(score * scale log2 e - ms) in one FFMA and ex2.approx; the old l and
                 O rescaled by 2^((m_old - m) scale log2 e), exactly 1 while the max
                 holds (fl_rescale: from ms, the rounding of ms compounded over the
                 tiles). ms is 0 while m is still -inf, so a row whose keys so far were
                 all masked gives p = 0 and factors 0, never -inf - -inf.
  O += P V       P rounded to the dtype and used in place as the A operand: the
                 m16n8 C fragments of keys 16k..16k+7 and 16k+8..16k+15 are, register
                 for register, the m16n8k16 A fragment of those 16 keys. V's B operand
                 needs its k (the keys) along registers: ldmatrix.x4.trans of V's
                 row-major [t][d] gives it.
l is summed per lane and reduced over the quad once, at the end: O / l rounded once to
the dtype, lse = m * scale + ln l (natural log, f32). Rows past R (zero rows of Q) are
computed and never stored.

Fragments (PTX ISA, mma.m16n8k16 .f16/.bf16; lane = 4 g + t):
  A 16x16: reg 0 (row g, k 2t..2t+1), 1 (row g+8), 2 (row g, k 2t+8..), 3 (row g+8,
    k 2t+8..); B 16x8: reg 0 (n g, k 2t..2t+1), 1 (n g, k 2t+8..); C 16x8: 0, 1 (row
    g, cols 2t, 2t+1), 2, 3 (row g+8).
  ldmatrix.x4: lanes 8j..8j+7 give the row addresses of matrix j; register j of lane
    4r + q gets row r's elements 2q, 2q+1 (.trans: column r's elements 2q, 2q+1, that
    is rows 2q and 2q+1 at column r).
  Q (A): lane l's row l % 16, chunk l / 16 of the k-step. K (B, two 8-key fragments):
    key l % 8 + 8 (l / 16), chunk (l / 8) % 2. V (B, .trans, two 8-column fragments):
    key l % 8 + 8 ((l / 8) % 2), chunk l / 16.

Shared memory: rows of D elements, KC = D / 8 chunks of 16 bytes; chunk c of row r
at chunk c ^ (r % 8): the 8 rows an 8x8 matrix reads at one logical chunk (ldmatrix,
.trans too) fall in 8 different bank groups, and so do a copy's 8 consecutive chunks
of a row. No padding. Each chunk is written whole (cp.async, or st.shared.v4 after
element loads) and read by ldmatrix only.

Copies, two paths (FAST, chosen by the launcher): every row of q, k and v 16-byte
aligned (the bases, and every stride of a dimension of size > 1 a multiple of 8
elements): 16-byte cp.async.cg with src-size 0 for rows past the tensor (zeros, read
from nowhere); else each chunk's 8 elements loaded one at a time (zero past the
tensor) and stored as one chunk. Zeros matter: V rows past skv meet p = 0, and 0 * NaN
(whatever lies past the tensor) would be NaN. Offsets are 64-bit products of the
strides; rows, keys and tile indices are int (sq, skv <= 2^30, R <= 2^30).

Output: each lane's pairs (row, cols 2t, 2t+1), one 4-byte store where output's rows
are 4-byte aligned, else two; lse by the quad's first lane.

Decode (a group of at most 16 rows, d <= 128): one 16-row tile a group, its keys split
over WN warps (each a slice of every key tile) and, on sm_90 on while the groups alone
are fewer than two blocks a multiprocessor, over the ncl blocks of a thread-block
cluster (rank r a contiguous share of the key tiles, the cluster's blocks taking each
tile together). Each warp ends with its slice's (m, l, O); they go to its block's
shared memory (the ring is free by then), O as its fragments (16 bytes a lane a
fragment, in register order: the merge reads them back in the same layout); a cluster
barrier (release, acquire) or a block barrier publishes them, and every thread merges
a share of the fragments over all ncl x WN partials, through distributed shared memory
for the other blocks': M = max m, L = sum l 2^(m - M), O = sum O 2^(m - M) / L, in the
same exp2 domain (a partial of no keys has m = -inf, l = 0, O = 0 and weighs 0). A
second cluster barrier keeps every block's partials in place until all are read. No
workspace: a candidate allocates nothing.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>
#include <math.h>

#if !defined(AK_CAUSAL) || (AK_CAUSAL != 0 && AK_CAUSAL != 1)
#error "a family defines AK_CAUSAL as 0 or 1 before it includes common/flash.cuh"
#endif
static_assert(AK_ELEM_BYTES == 2, "mma.sync m16n8k16 takes bf16 or f16");

#define FL_LOG2E 1.4426950408889634f
#define FL_LN2 0.6931471805599453f
// f16: p scaled by 2^POFF (the row max's p is 2^14, under f16's 65504) before its
// rounding, l with it (O / l is the same, lse takes POFF off): f16's subnormals start
// at 2^-14, 6e-8 apart, and flush below 3e-8; the many small weights of a long row,
// each rounded by up to 3e-8 in l's f32 units or dropped from O while l keeps them,
// add up (akgen verify on the H200: outputs 0.02 off, 11 in 262144, at 32768
// heavy-tailed keys; tests/attn_emu's "tiny" cases, 4000 keys). bf16 has f32's
// exponent range.
#if defined(AK_DTYPE_F16)
#define FL_POFF 14.0f
#else
#define FL_POFF 0.0f
#endif

// ----------------------------------------------------------------------------
// PTX (beside common/mma.cuh's): shared f32 vectors, shuffles, a vote, ex2, packs, stores

static __device__ __forceinline__ void st_shared_f4(unsigned dst, float a, float b, float c, float d)
{
	asm volatile("st.shared.v4.f32 [%0], {%1, %2, %3, %4};" ::"r"(dst), "f"(a), "f"(b), "f"(c), "f"(d)
		     : "memory");
}

static __device__ __forceinline__ void ld_shared_f4(unsigned src, float &a, float &b, float &c, float &d)
{
	asm volatile("ld.shared.v4.f32 {%0, %1, %2, %3}, [%4];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "r"(src)
		     : "memory");
}

// threadIdx.x read afresh: what a copy derives from it is then worked out at each copy
// rather than kept in registers across the key loop (ptxas hoists it otherwise, and at
// MF = 2 spilled it)
static __device__ __forceinline__ int fl_tid()
{
	int t;
	asm volatile("mov.u32 %0, %%tid.x;" : "=r"(t));
	return t;
}

// v of the lane whose id differs by m (the whole warp takes part)
static __device__ __forceinline__ float shfl_xor(float v, int m)
{
	return __shfl_xor_sync(0xffffffffu, v, m);
}

// whether p holds in any lane of the warp (the whole warp takes part)
static __device__ __forceinline__ bool warp_any(bool p)
{
	return __any_sync(0xffffffffu, p);
}

// 2^x, MUFU.EX2: -inf -> +0; results below 2^-126 flush to 0 (far under the
// tolerances' absolute floor, and under one ulp of a row sum >= 1)
static __device__ __forceinline__ float ex2(float x)
{
	float y;
	asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
	return y;
}

// 1 / x and log2 x, MUFU.RCP and MUFU.LG2 (relative errors near 2^-23 and 2^-22,
// far inside the tolerances): IEEE division and logf keep a slow path that is a call,
// and ptxas gives a call a stack frame
static __device__ __forceinline__ float rcp(float x)
{
	float y;
	asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
	return y;
}

static __device__ __forceinline__ float lg2(float x)
{
	float y;
	asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
	return y;
}

// lo and hi rounded to the dtype, lo in the low half (cvt puts its first source high)
static __device__ __forceinline__ unsigned pack2(float lo, float hi)
{
	unsigned u;
#if defined(AK_DTYPE_BF16)
	asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(u) : "f"(hi), "f"(lo));
#else
	asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(u) : "f"(hi), "f"(lo));
#endif
	return u;
}

// two elements of output (p 4-byte aligned), or one
static __device__ __forceinline__ void st_pair(AK_T *p, unsigned v)
{
	*reinterpret_cast<unsigned *>(p) = v;
}

static __device__ __forceinline__ void st_one(AK_T *p, unsigned short v)
{
	*reinterpret_cast<unsigned short *>(p) = v;
}

// thread-block clusters: common/cluster.cuh's (cluster_rank, cluster_size,
// cluster_sync, ld_cluster_v4, launch_clusters), which the family includes from sm_90
// on; below it no cluster is launched, and these stand in, never reached
#if AK_ARCH < 90
static __device__ __forceinline__ unsigned cluster_rank()
{
	return 0;
}

static __device__ __forceinline__ unsigned cluster_size()
{
	return 1;
}

static __device__ __forceinline__ void cluster_sync()
{
}

static __device__ __forceinline__ void ld_cluster_v4(unsigned p, unsigned c, float &x, float &y, float &z, float &w)
{
	(void)c;
	ld_shared_f4(p, x, y, z, w);
}
#endif

// ----------------------------------------------------------------------------
// shapes

// A tile configuration: head dim D; BM rows a block, MF 16-row fragments a warp (WM
// = BM / (16 MF) warps along rows), WN warps along each key tile's BN keys; an S-deep
// ring; Q's fragments in registers (QR)
template <int D_, int BM_, int MF_, int WN_, int BN_, int S_, int QR_> struct fl_cfg {
	static constexpr int D = D_, BM = BM_, MF = MF_, WN = WN_, BN = BN_, S = S_;
	static constexpr bool QR = QR_ != 0;
	static constexpr int WM = BM / (16 * MF);
	static constexpr int NT = 32 * WM * WN;
	// keys of a warp's slice; 16-byte chunks and bytes of a row
	static constexpr int KW = BN / WN;
	static constexpr int KC = D / 8;
	static constexpr int ROW = 2 * D;
	static constexpr int Q_BYTES = BM * ROW;
	static constexpr int KV_BYTES = BN * ROW;
	static constexpr int STAGE = 2 * KV_BYTES;
	static constexpr int RING = Q_BYTES + S * STAGE;
	// the merge of the decode tiles (one 16-row fragment, WM = MF = 1: over WN > 1 warps
	// and over the blocks of a cluster): each warp's O fragments, then its rows' (m, l)
	// pairs, over the ring once it is done with
	static constexpr bool MERGES = WM == 1 && MF == 1;
	static constexpr int O_PART = WN * (D / 8) * 512;
	static constexpr int ML_PART = WN * 8 * 16;
	static constexpr int SMEM = MERGES && O_PART + ML_PART > RING ? O_PART + ML_PART : RING;

	static_assert(D == 64 || D == 128 || D == 256, "head dims 64, 128, 256");
	static_assert(BM % (16 * MF) == 0 && WM >= 1 && WM * WN <= 16, "warps");
	static_assert(BN % WN == 0 && KW % 16 == 0, "a warp's key slice is whole 16-key steps");
	static_assert(S >= 2, "a ring of two stages at least");
	static_assert(WN == 1 || MERGES, "keys split over warps only for one 16-row tile");

	static_assert(NT % KC == 0, "copies: whole rows a pass");
};

// the prefill tiles of head dim D from the family's parameters: D = 256 halves the
// key tile and takes one fragment a warp (O alone is 128 registers a 16 rows); Q in
// registers only where the accumulators leave room
#define FL_MF(D) ((D) == 256 ? 1 : AKP_MF)
#define FL_BN(D) ((D) == 256 && AKP_BN > 32 ? AKP_BN / 2 : AKP_BN)
#define FL_QR(D) (AKP_QREG && FL_MF(D) * ((D) / 2 + FL_BN(D) / 2 + (D) / 4) <= 160)
template <int D> using fl_main = fl_cfg<D, AKP_BM, FL_MF(D), 1, FL_BN(D), AKP_STAGES, FL_QR(D)>;
// the same in two stages, then also with half the key tile, for devices with less
// shared memory (sm_80's 163 KiB, 99 KiB on sm_86, sm_89 and sm_120)
template <int D> using fl_main2 = fl_cfg<D, AKP_BM, FL_MF(D), 1, FL_BN(D), 2, FL_QR(D)>;
template <int D> using fl_main3 = fl_cfg<D, AKP_BM, FL_MF(D), 1, FL_BN(D) / 2, 2, FL_QR(D)>;
// the tile that fits every target's 99 KiB (sm_86, sm_89, sm_120) at every D; also the
// rows of unaligned copies, whose speed matters less than their code size
template <int D> using fl_small = fl_cfg<D, 64, 1, 1, 32, 2, 0>;
// decode tiles (D <= 128): 16 rows, the keys split over DWN warps
template <int D> using fl_dec = fl_cfg<D, 16, 1, AKP_DWN, AKP_DBN, AKP_DSTAGES, 1>;

struct fl_args {
	const AK_T *q, *k, *v;
	AK_T *o;
	float *lse;
	int64_t qs1, qs2, os1, os2, ks2, vs2;
	// each group's first element of q, k, v, output: group (bz, kvh) at bz * x0 + kvh * x1
	int64_t qg0, qg1, kg0, kg1, vg0, vg1, og0, og1;
	int b, hkv, grp, sq, skv, rows;
	float scale, sl2;
	int tiles;     // row tiles a group
	bool pair;     // output's rows 4-byte aligned
};

// ----------------------------------------------------------------------------
// the softmax's rescaling

// The factor that brings what was summed under the running max m to the new max mx
// (mx >= m), in the exp2 domain: exactly 1 while the max holds, 0 from no keys (m =
// -inf). Not ex2(m sl2 - ms) beside the weights' ms, mx sl2 rounded: nvcc contracts that
// to fma(m, sl2, -ms) (ptxas: FFMA then MUFU.EX2), which is ms's rounding error, a
// factor of up to 2^(2^-15) that is the same at every key tile the max holds and
// compounds over them. At 32768 heavy-tailed keys in the element copies' 32-key tiles
// it weighed two keys 791 tiles apart 1.1-1.3% unequally and took 0.013 off lse:
// akgen verify on the H200 (session 35) found an output 0.2% over its bound, which the
// CPU emulation with that FFMA and a truncating mma gave to the bit.
static __device__ __forceinline__ float fl_rescale(float m, float mx, float sl2)
{
	return m == mx ? 1.0f : ex2((m - mx) * sl2);
}

// The grid's walk over the tiles (bz, kvh, qi), qi fastest: the first from the block's
// (cluster's) index me of nb, each next one nb on, in 32-bit steps (64-bit divisions
// are calls, and ptxas gives them a stack frame), the carries by hand
struct fl_walk {
	unsigned qi, kvh, bz;
	unsigned dq, dk, db, tiles, hkv;

	__device__ __forceinline__ fl_walk(unsigned me, unsigned nb, unsigned tiles_, unsigned hkv_)
	    : qi(me % tiles_), kvh(me / tiles_ % hkv_), bz(me / tiles_ / hkv_), dq(nb % tiles_),
	      dk(nb / tiles_ % hkv_), db(nb / tiles_ / hkv_), tiles(tiles_), hkv(hkv_)
	{
	}

	__device__ __forceinline__ void next()
	{
		qi += dq;
		const unsigned carry = qi >= tiles;
		qi -= carry * tiles;
		kvh += dk + carry;
		if (kvh >= hkv) {
			kvh -= hkv;
			bz++;
		}
		bz += db;
	}
};

// ----------------------------------------------------------------------------
// tiles in shared memory

// byte offset of 16-byte chunk c of tile row r
template <class C> static __device__ __forceinline__ unsigned fl_swz(int r, int c)
{
	return (unsigned)(r * C::ROW + ((c ^ (r & 7)) * 16));
}

// the destination of slot i (row r = r0 + i STEP, chunk c) of a copy whose slot 0 goes
// to d0: a whole number of 8-row swizzle periods on from it when STEP is, so that every
// slot's address is d0 plus an immediate (else ptxas keeps one register a slot, and
// spilled them at 16 slots)
template <class C, int STEP>
static __device__ __forceinline__ unsigned fl_slot(unsigned dst, unsigned d0, int r, int c, int i)
{
	if constexpr (STEP % 8 == 0)
		return d0 + (unsigned)(i * STEP * C::ROW);
	else
		return dst + fl_swz<C>(r, c);
}

// one 16-byte chunk of a row into the tile: src's 8 elements, or zeros (!in)
template <bool FAST>
static __device__ __forceinline__ void fl_chunk(unsigned dst, const AK_T *src, bool in)
{
	if constexpr (FAST) {
		// a chunk of nothing reads nothing, but its address stays a real one
		cp_async16(dst, src, in ? 16 : 0);
	} else {
		unsigned w[4] = {0u, 0u, 0u, 0u};
		if (in) {
			const unsigned short *e = reinterpret_cast<const unsigned short *>(src);
#pragma unroll
			for (int j = 0; j < 4; j++)
				w[j] = (unsigned)__ldg(e + 2 * j) | (unsigned)__ldg(e + 2 * j + 1) << 16;
		}
		st_shared16(dst, w[0], w[1], w[2], w[3]);
	}
}

// Copy the Q tile: row r's D elements at row_of(r), zeros for r >= valid. Thread tid
// takes chunk tid % KC of rows tid / KC, + NT / KC, ...: a warp covers 32 consecutive
// chunks (KC <= 32). Row 0 of every tile exists: rows past valid point there.
template <class C, bool FAST, class RowOf>
static __device__ __forceinline__ void fl_load_q(unsigned dst, RowOf row_of, int valid, int tid)
{
	constexpr int CHUNKS = C::BM * C::KC, STEP = C::NT / C::KC;
	const int c = tid % C::KC, r0 = tid / C::KC;
	const unsigned d0 = dst + fl_swz<C>(r0, c);
	// once a tile, not unrolled: no slot's address outlives its copy, and the
	// element path has one chunk's loads in flight at a time
#pragma unroll 1
	for (int i = 0; i < (CHUNKS + C::NT - 1) / C::NT; i++) {
		const int r = r0 + i * STEP;
		if (CHUNKS % C::NT != 0 && r >= C::BM)
			break;
		fl_chunk<FAST>(fl_slot<C, STEP>(dst, d0, r, c, i), row_of(r < valid ? r : 0) + c * 8, r < valid);
	}
}

// Copy a key tile's K or V (BN rows from g, stride elements apart), zeros for rows
// >= valid. The same thread-to-chunk map; each slot's source is the last one's plus
// STEP rows, a chain that ptxas keeps in two registers (the slots' own 64-bit
// addresses, hoisted out of the key loop, are 32 registers at 8 slots of K and V)
template <class C, bool FAST>
static __device__ __forceinline__ void fl_load_kv(unsigned dst, const AK_T *g, int64_t stride, int valid)
{
	const int tid = fl_tid();
	constexpr int CHUNKS = C::BN * C::KC, STEP = C::NT / C::KC;
	constexpr int SLOTS = (CHUNKS + C::NT - 1) / C::NT;
	const int c = tid % C::KC, r0 = tid / C::KC;
	const AK_T *src = g + (int64_t)r0 * stride + c * 8;
	const int64_t step = (int64_t)STEP * stride;
	const unsigned d0 = dst + fl_swz<C>(r0, c);
	if constexpr (FAST) {
#pragma unroll
		for (int i = 0; i < SLOTS; i++) {
			const int r = r0 + i * STEP;
			if (CHUNKS % C::NT != 0 && r >= C::BN)
				break;
			fl_chunk<true>(fl_slot<C, STEP>(dst, d0, r, c, i), r < valid ? src : g, r < valid);
			src += step;
		}
	} else {
#pragma unroll 1
		for (int i = 0; i < SLOTS; i++) {
			const int r = r0 + i * STEP;
			if (CHUNKS % C::NT != 0 && r >= C::BN)
				break;
			fl_chunk<false>(fl_slot<C, STEP>(dst, d0, r, c, i), src, r < valid);
			src += step;
		}
	}
}

// A lane's ldmatrix offset (its row and chunk c0 = 0 or 1) moved to chunk c0 + c, c
// even: the swizzle XORs the chunk's low 3 bits alone, so chunks 8 apart are 128 bytes
// apart and only c % 8 is an XOR (four registers a operand, not one a k-step: D / 16
// of them for each of Q, K and V spilled at MF = 2)
static __device__ __forceinline__ unsigned fl_xo(unsigned off, int c)
{
	return (off ^ (unsigned)(16 * (c % 8))) + (unsigned)(128 * (c / 8));
}

// 16 bytes of partials at this block's shared address p, in block c of the cluster
// (CLU: distributed shared memory), or in this block
template <bool CLU>
static __device__ __forceinline__ void fl_ld_part(unsigned p, unsigned c, float &x, float &y, float &z, float &w)
{
	if constexpr (CLU)
		ld_cluster_v4(p, c, x, y, z, w);
	else
		ld_shared_f4(p, x, y, z, w);
}

// ----------------------------------------------------------------------------
// kernel
// (static, as every helper: the launcher is the object's one global symbol)

template <class C, bool FAST, bool CLU>
static __global__ void __launch_bounds__(C::NT, 1) fl_kernel(const fl_args a)
{
	constexpr int D = C::D, MF = C::MF, KW = C::KW, S = C::S;
	static_assert(!CLU || C::MERGES, "a tile split over a cluster is one 16-row fragment");
	extern __shared__ __align__(128) unsigned char fl_smem[];
	const unsigned sbase = smem_u32(fl_smem);
	const unsigned sring = sbase + C::Q_BYTES;
	const int tid = (int)threadIdx.x;
	const int lane = tid % 32;
	const int warp = tid / 32;
	const int g = lane / 4, t4 = lane % 4;
	// the warp's rows of the tile and its slice of each key tile
	const int wrow = warp % C::WM * 16 * MF;
	const int wkey = warp / C::WM * KW;

	// each lane's ldmatrix row and chunk (the table above), as byte offsets: a
	// fragment 16 rows (keys) on has the same swizzle, and k-step ks's chunk 2 ks + c
	// is 2 ks ^ c, so an address is the lane's offset XOR 32 ks (16 dn for V's column
	// pair dn), plus the fragment's rows as an immediate
	const int ar = lane % 16, br = lane % 8 + 8 * (lane / 16);
	const unsigned q_off = (unsigned)((wrow + ar) * C::ROW + (((lane / 16) ^ (ar & 7)) * 16));
	const unsigned k_off = (unsigned)((wkey + br) * C::ROW + (((lane / 8 % 2) ^ (br & 7)) * 16));
	const float sl2 = a.sl2;

	// CLU: the ncl blocks of a cluster take each tile together, rank r a share of its
	// key tiles, merged at the end through distributed shared memory
	const unsigned rank = CLU ? cluster_rank() : 0, ncl = CLU ? cluster_size() : 1;
	// the grid (its clusters) strides over the tiles
	const unsigned tiles = (unsigned)a.tiles;
	for (fl_walk w(blockIdx.x / ncl, gridDim.x / ncl, tiles, (unsigned)a.hkv); w.bz < (unsigned)a.b; w.next()) {
		const unsigned qi = w.qi, kvh = w.kvh, bz = w.bz;
		// row tile qt of group (bz, kvh), the causal op's longest first
		const int qt = AK_CAUSAL ? (int)(tiles - 1 - qi) : (int)qi;
		const int rho0 = qt * C::BM;
		const AK_T *gq = a.q + (int64_t)bz * a.qg0 + (int64_t)kvh * a.qg1;
		const AK_T *gk = a.k + (int64_t)bz * a.kg0 + (int64_t)kvh * a.kg1;
		const AK_T *gv = a.v + (int64_t)bz * a.vg0 + (int64_t)kvh * a.vg1;
		const int grp = a.grp, skv = a.skv;
		const int last = (a.rows < rho0 + C::BM ? a.rows : rho0 + C::BM) - 1;

		// keys the tile's last row sees (the loop's end), keys its first row sees
		// (the tiles below need no mask); the causal row s sees t <= s + skv - sq
		int kend = skv, kall = skv;
		if (AK_CAUSAL) {
			kend = last / grp + skv - a.sq + 1;
			kall = rho0 / grp + skv - a.sq + 1;
		}
		const int nk = (kend + C::BN - 1) / C::BN;
		// this block's key tiles [n0, n1): all of them, or its rank's share
		const int n0 = CLU ? (int)((int64_t)nk * rank / ncl) : 0;
		const int n1 = CLU ? (int)((int64_t)nk * (rank + 1) / ncl) : nk;

		const auto q_row = [&](int r) {
			const int rho = rho0 + r;
			return gq + (int64_t)(rho % grp) * a.qs1 + (int64_t)(rho / grp) * a.qs2;
		};
		const auto kv_load = [&](int n) {
			const int t0 = n * C::BN;
			const unsigned st = sring + ((n - n0) % S) * C::STAGE;
			fl_load_kv<C, FAST>(st, gk + (int64_t)t0 * a.ks2, a.ks2, skv - t0);
			fl_load_kv<C, FAST>(st + C::KV_BYTES, gv + (int64_t)t0 * a.vs2, a.vs2, skv - t0);
		};

		// group 0: Q and key tile n0; group t: key tile n0 + t (empty past the last),
		// so that waiting for all but the S - 2 newest groups lands tile n
		fl_load_q<C, FAST>(sbase, q_row, a.rows - rho0, tid);
#pragma unroll
		for (int t = 0; t < S - 1; t++) {
			if (n0 + t < n1)
				kv_load(n0 + t);
			cp_async_commit();
		}

		// each row's running max and the lane's part of its sum
		float m[MF][2], l[MF][2];
		float o[MF][D / 8][4];
#pragma unroll
		for (int i = 0; i < MF; i++)
#pragma unroll
			for (int r = 0; r < 2; r++) {
				m[i][r] = -INFINITY;
				l[i][r] = 0.0f;
			}
#pragma unroll
		for (int i = 0; i < MF; i++)
#pragma unroll
			for (int j = 0; j < D / 8; j++)
#pragma unroll
				for (int e = 0; e < 4; e++)
					o[i][j][e] = 0.0f;
		unsigned qf[C::QR ? MF : 1][C::QR ? D / 16 : 1][4];

		for (int n = n0; n < n1; n++) {
			// tile n landed (this thread's copies), then the barrier: everyone's
			// are visible, and every warp is done with tile n - 1, whose stage the
			// next copy refills
			cp_async_wait<S - 2>();
			__syncthreads();
			if (n + S - 1 < n1)
				kv_load(n + S - 1);
			cp_async_commit();

			if constexpr (C::QR) {
				if (n == n0) {
#pragma unroll
					for (int i = 0; i < MF; i++)
#pragma unroll
						for (int ks = 0; ks < D / 16; ks++)
							ldsm_x4(sbase + fl_xo(q_off, 2 * ks) + i * 16 * C::ROW, qf[i][ks][0],
								qf[i][ks][1], qf[i][ks][2], qf[i][ks][3]);
				}
			}
			const unsigned sk = sring + ((n - n0) % S) * C::STAGE;
			const unsigned sv = sk + C::KV_BYTES;

			// S = Q K^T over the warp's slice
			float sc[MF][KW / 8][4];
#pragma unroll
			for (int i = 0; i < MF; i++)
#pragma unroll
				for (int j = 0; j < KW / 8; j++)
#pragma unroll
					for (int e = 0; e < 4; e++)
						sc[i][j][e] = 0.0f;
#pragma unroll
			for (int ks = 0; ks < D / 16; ks++) {
				unsigned qa[MF][4];
#pragma unroll
				for (int i = 0; i < MF; i++) {
					if constexpr (C::QR) {
#pragma unroll
						for (int e = 0; e < 4; e++)
							qa[i][e] = qf[i][ks][e];
					} else {
						ldsm_x4(sbase + fl_xo(q_off, 2 * ks) + i * 16 * C::ROW, qa[i][0], qa[i][1], qa[i][2],
							qa[i][3]);
					}
				}
#pragma unroll
				for (int j = 0; j < KW / 8; j += 2) {
					unsigned kb[4];
					ldsm_x4(sk + fl_xo(k_off, 2 * ks) + j * 8 * C::ROW, kb[0], kb[1], kb[2], kb[3]);
#pragma unroll
					for (int i = 0; i < MF; i++) {
						mma16816(sc[i][j], qa[i], kb);
						mma16816(sc[i][j + 1], qa[i], kb + 2);
					}
				}
			}

			// masks: the tail tile, and the causal tiles past the first row's diagonal;
			// a row's last key, min(s + skv - sq, skv - 1), is worked out here rather
			// than kept (registers are short at MF = 2)
			if (n * C::BN + C::BN > kall) {
				const int t0 = n * C::BN + wkey + 2 * t4;
#pragma unroll
				for (int i = 0; i < MF; i++)
#pragma unroll
					for (int r = 0; r < 2; r++) {
						int lim = skv - 1;
						if (AK_CAUSAL) {
							const int s = (rho0 + wrow + 16 * i + g + 8 * r) / grp + skv - a.sq;
							lim = s < lim ? s : lim;
						}
#pragma unroll
						for (int j = 0; j < KW / 8; j++)
#pragma unroll
							for (int e = 0; e < 2; e++)
								if (t0 + 8 * j + e > lim)
									sc[i][j][2 * r + e] = -INFINITY;
					}
			}

			// online softmax, the exp2 domain
#pragma unroll
			for (int i = 0; i < MF; i++)
#pragma unroll
				for (int r = 0; r < 2; r++) {
					float mx = m[i][r];
#pragma unroll
					for (int j = 0; j < KW / 8; j++)
						mx = fmaxf(mx, fmaxf(sc[i][j][2 * r], sc[i][j][2 * r + 1]));
					mx = fmaxf(mx, shfl_xor(mx, 1));
					mx = fmaxf(mx, shfl_xor(mx, 2));
					const float ms = mx == -INFINITY ? 0.0f : mx * sl2 - FL_POFF;
					const float al = fl_rescale(m[i][r], mx, sl2);
					m[i][r] = mx;
					float sum = 0.0f;
#pragma unroll
					for (int j = 0; j < KW / 8; j++)
#pragma unroll
						for (int e = 2 * r; e < 2 * r + 2; e++) {
							const float p = ex2(fmaf(sc[i][j][e], sl2, -ms));
							sc[i][j][e] = p;
							sum += p;
						}
					l[i][r] = l[i][r] * al + sum;
#pragma unroll
					for (int j = 0; j < D / 8; j++) {
						o[i][j][2 * r] *= al;
						o[i][j][2 * r + 1] *= al;
					}
				}

			// O += P V: P's C fragments of keys 16 kk.. are the A fragment of k-step kk.
			// V's lane offset from threadIdx.x read afresh: its four variants then
			// live through this product only, not through S (ptxas spilled at MF = 2)
			const int vl = fl_tid() % 32, vr = vl % 8 + 8 * (vl / 8 % 2);
			const unsigned v_off = (unsigned)((wkey + vr) * C::ROW + (((vl / 16) ^ (vr & 7)) * 16));
#pragma unroll
			for (int kk = 0; kk < KW / 16; kk++) {
				unsigned pa[MF][4];
#pragma unroll
				for (int i = 0; i < MF; i++) {
					pa[i][0] = pack2(sc[i][2 * kk][0], sc[i][2 * kk][1]);
					pa[i][1] = pack2(sc[i][2 * kk][2], sc[i][2 * kk][3]);
					pa[i][2] = pack2(sc[i][2 * kk + 1][0], sc[i][2 * kk + 1][1]);
					pa[i][3] = pack2(sc[i][2 * kk + 1][2], sc[i][2 * kk + 1][3]);
				}
#pragma unroll
				for (int dn = 0; dn < D / 8; dn += 2) {
					unsigned vb[4];
					ldsm_x4_t(sv + fl_xo(v_off, dn) + kk * 16 * C::ROW, vb[0], vb[1], vb[2], vb[3]);
#pragma unroll
					for (int i = 0; i < MF; i++) {
						mma16816(o[i][dn], pa[i], vb);
						mma16816(o[i][dn + 1], pa[i], vb + 2);
					}
				}
			}
		}
		// the groups left are empty; none may be pending past the tile
		cp_async_wait<0>();

		// the row sums over the quad
#pragma unroll
		for (int i = 0; i < MF; i++)
#pragma unroll
			for (int r = 0; r < 2; r++) {
				l[i][r] += shfl_xor(l[i][r], 1);
				l[i][r] += shfl_xor(l[i][r], 2);
			}

		const int64_t lse0 = ((int64_t)bz * a.hkv + kvh) * grp * a.sq;
		AK_T *go = a.o + (int64_t)bz * a.og0 + (int64_t)kvh * a.og1;
		if constexpr (C::WN == 1 && !CLU) {
#pragma unroll
			for (int i = 0; i < MF; i++)
#pragma unroll
				for (int r = 0; r < 2; r++) {
					const int rho = rho0 + wrow + 16 * i + g + 8 * r;
					if (rho >= a.rows)
						continue;
					const int j = rho % grp, s = rho / grp;
					const float inv = rcp(l[i][r]);
					AK_T *p = go + (int64_t)j * a.os1 + (int64_t)s * a.os2 + 2 * t4;
#pragma unroll
					for (int dn = 0; dn < D / 8; dn++) {
						const unsigned u = pack2(o[i][dn][2 * r] * inv, o[i][dn][2 * r + 1] * inv);
						if (a.pair) {
							st_pair(p + 8 * dn, u);
						} else {
							st_one(p + 8 * dn, (unsigned short)(u & 0xffffu));
							st_one(p + 8 * dn + 1, (unsigned short)(u >> 16));
						}
					}
					if (t4 == 0)
						a.lse[lse0 + (int64_t)j * a.sq + s] = m[i][r] * a.scale + (lg2(l[i][r]) - FL_POFF) * FL_LN2;
				}
		} else {
			// the partials (each warp's, of each block of the cluster) into shared
			// memory: every warp is past its last ldmatrix of the ring once everyone
			// passes the barrier
			__syncthreads();
			const unsigned opart = sbase, mlpart = sbase + C::O_PART;
#pragma unroll
			for (int dn = 0; dn < D / 8; dn++)
				st_shared_f4(opart + (warp * (D / 8) + dn) * 512 + lane * 16, o[0][dn][0], o[0][dn][1],
					     o[0][dn][2], o[0][dn][3]);
			if (t4 == 0)
				st_shared_f4(mlpart + (warp * 8 + g) * 16, m[0][0], l[0][0], m[0][1], l[0][1]);
			// the cluster barrier releases every block's partials to the others
			if constexpr (CLU)
				cluster_sync();
			else
				__syncthreads();
			// fragment f (lane f % 32's columns of fragment f / 32, rows g and g + 8)
			// merged over the ncl x WN partials: the max, then the rescaled sums;
			// the cluster's blocks take the fragments in turn
#pragma unroll 1
			for (int f = (int)rank * C::NT + tid; f < (D / 8) * 32; f += (int)ncl * C::NT) {
				const int fl = f % 32, dn = f / 32, fg = fl / 4;
				float M[2] = {-INFINITY, -INFINITY}, L[2] = {0.0f, 0.0f}, acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll 1
				for (unsigned c = 0; c < ncl; c++)
#pragma unroll
					for (int w = 0; w < C::WN; w++) {
						float m0, l0, m1, l1;
						fl_ld_part<CLU>(mlpart + (w * 8 + fg) * 16, c, m0, l0, m1, l1);
						M[0] = fmaxf(M[0], m0);
						M[1] = fmaxf(M[1], m1);
					}
#pragma unroll 1
				for (unsigned c = 0; c < ncl; c++)
#pragma unroll
					for (int w = 0; w < C::WN; w++) {
						float m0, l0, m1, l1, x0, x1, x2, x3;
						fl_ld_part<CLU>(mlpart + (w * 8 + fg) * 16, c, m0, l0, m1, l1);
						fl_ld_part<CLU>(opart + (w * (D / 8) + dn) * 512 + fl * 16, c, x0, x1, x2, x3);
						const float f0 = fl_rescale(m0, M[0], sl2), f1 = fl_rescale(m1, M[1], sl2);
						L[0] += l0 * f0;
						L[1] += l1 * f1;
						acc[0] += x0 * f0;
						acc[1] += x1 * f0;
						acc[2] += x2 * f1;
						acc[3] += x3 * f1;
					}
#pragma unroll
				for (int r = 0; r < 2; r++) {
					const int rho = rho0 + fg + 8 * r;
					if (rho >= a.rows)
						continue;
					const int j = rho % grp, s = rho / grp;
					const float inv = rcp(L[r]);
					AK_T *p = go + (int64_t)j * a.os1 + (int64_t)s * a.os2 + 8 * dn + 2 * (fl % 4);
					const unsigned u = pack2(acc[2 * r] * inv, acc[2 * r + 1] * inv);
					if (a.pair) {
						st_pair(p, u);
					} else {
						st_one(p, (unsigned short)(u & 0xffffu));
						st_one(p + 1, (unsigned short)(u >> 16));
					}
					if (fl % 4 == 0 && dn == 0)
						a.lse[lse0 + (int64_t)j * a.sq + s] = M[r] * a.scale + (lg2(L[r]) - FL_POFF) * FL_LN2;
				}
			}
			// no block overwrites its partials (the next tile's copies) or leaves
			// while another may still read them
			if constexpr (CLU)
				cluster_sync();
		}
		// everyone done with the tile's shared memory before the next tile's copies
		__syncthreads();
	}
}

// ----------------------------------------------------------------------------
// launcher

// the kernel of tile C: one block a tile, or (cl > 1) a cluster of cl blocks a tile
template <class C, bool FAST, bool CLU = false> static cudaError_t fl_go(fl_args a, cudaStream_t stream, int cl = 1)
{
	a.tiles = (a.rows + C::BM - 1) / C::BM;
	const int64_t items = (int64_t)a.b * a.hkv * a.tiles;
	// above 48 KiB of dynamic shared memory only by opting in, per kernel
	cudaError_t e = cudaFuncSetAttribute(fl_kernel<C, FAST, CLU>, cudaFuncAttributeMaxDynamicSharedMemorySize,
					     C::SMEM);
	if (e != cudaSuccess)
		return e;
	const int64_t cap = 0x7fffffff / cl;
	const unsigned grid = (unsigned)(items < cap ? items : cap);
#if AK_ARCH >= 90
	if constexpr (CLU)
		return launch_clusters(fl_kernel<C, FAST, true>, grid, cl, C::NT, C::SMEM, stream, a);
#endif
	fl_kernel<C, FAST, false><<<grid, C::NT, C::SMEM, stream>>>(a);
	return cudaGetLastError();
}

// head dim D: the decode tiles for few rows a group (D <= 128; split over a cluster of
// up to CLUSTER blocks on sm_90 on, where the tiles alone leave the multiprocessors
// short of blocks), else the prefill tiles (in two stages, then with half the key
// tile, then the small tile, where the device's shared memory is short of them)
template <int D> static cudaError_t fl_run(const fl_args &a, bool fast, cudaStream_t stream)
{
	int dev = 0, optin = 0;
	cudaError_t e = device_optin(&dev, &optin);
	if (e != cudaSuccess)
		return e;
	if (fast) {
		// (not at D = 256: its 128 accumulators a lane left ptxas spilling there)
		if constexpr (D <= 128) {
			if (a.rows <= 16 && fl_dec<D>::SMEM <= optin) {
#if AK_ARCH >= 90 && AKP_CLUSTER > 1
				// clusters while the doubled grid still fits a block a multiprocessor
				// (timed once on the H200 by a scratch script: 128 tiles of 4096 keys
				// ran faster alone than split over 4), each rank two key tiles at least
				int sms = 0;
				e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
				if (e != cudaSuccess)
					return e;
				const int64_t tiles = (int64_t)a.b * a.hkv;
				int cl = 1;
				while (cl < AKP_CLUSTER && tiles * cl * 2 <= sms && (int64_t)4 * cl * AKP_DBN <= a.skv)
					cl *= 2;
				if (cl > 1)
					return fl_go<fl_dec<D>, true, true>(a, stream, cl);
#endif
				return fl_go<fl_dec<D>, true>(a, stream);
			}
		}
		if (fl_main<D>::SMEM <= optin)
			return fl_go<fl_main<D>, true>(a, stream);
		if constexpr (AKP_STAGES > 2) {
			if (fl_main2<D>::SMEM <= optin)
				return fl_go<fl_main2<D>, true>(a, stream);
		}
		if constexpr (FL_BN(D) > 32) {
			if (fl_main3<D>::SMEM <= optin)
				return fl_go<fl_main3<D>, true>(a, stream);
		}
	}
	if (fl_small<D>::SMEM > optin)
		return cudaErrorInvalidConfiguration;
	if (fast)
		return fl_go<fl_small<D>, true>(a, stream);
	return fl_go<fl_small<D>, false>(a, stream);
}

// every row of a [n0][n1][n2][d] tensor starts `bytes` aligned: its base, and each
// stride of a dimension of size > 1 (a stride of a dimension of one is never used)
static bool fl_aligned(const void *p, int64_t s0, int64_t s1, int64_t s2, int64_t n0, int64_t n1, int64_t n2,
		       int bytes)
{
	const int64_t e = bytes / AK_ELEM_BYTES;
	return (uintptr_t)p % (uintptr_t)bytes == 0 && (n0 == 1 || s0 % e == 0) && (n1 == 1 || s1 % e == 0) &&
	       (n2 == 1 || s2 % e == 0);
}

// the kernels' arguments of a call that the launcher takes (its sizes checked), all but
// the copies' and stores' choices and the grid's tiles, which each launcher sets
static inline fl_args fl_make_args(const AK_T *query, int64_t query_stride0, int64_t query_stride1,
				   int64_t query_stride2, const AK_T *key, int64_t key_stride0, int64_t key_stride1,
				   int64_t key_stride2, const AK_T *value, int64_t value_stride0,
				   int64_t value_stride1, int64_t value_stride2, AK_T *output, int64_t output_stride0,
				   int64_t output_stride1, int64_t output_stride2, float *lse, int64_t b, int64_t h,
				   int64_t hkv, int64_t sq, int64_t skv, float scale)
{
	fl_args a;
	a.q = query;
	a.k = key;
	a.v = value;
	a.o = output;
	a.lse = lse;
	a.grp = (int)(h / hkv);
	a.hkv = (int)hkv;
	a.sq = (int)sq;
	a.skv = (int)skv;
	a.rows = (int)(sq * (h / hkv));
	a.qs1 = query_stride1;
	a.qs2 = query_stride2;
	a.os1 = output_stride1;
	a.os2 = output_stride2;
	a.ks2 = key_stride2;
	a.vs2 = value_stride2;
	// group (bz, kvh): query and output heads kvh * grp on, key and value head kvh
	a.qg0 = query_stride0;
	a.qg1 = query_stride1 * a.grp;
	a.og0 = output_stride0;
	a.og1 = output_stride1 * a.grp;
	a.kg0 = key_stride0;
	a.kg1 = key_stride1;
	a.vg0 = value_stride0;
	a.vg1 = value_stride1;
	a.scale = scale;
	a.sl2 = scale * FL_LOG2E;
	a.b = (int)b;
	a.tiles = 0;
	return a;
}

// FL_ENTRY: a family whose own kernels serve some shapes (common/flash_wg.cuh) defines
// it before the include, and this launcher is then its static fallback of that name
#if defined(FL_ENTRY)
static cudaError_t FL_ENTRY(
#else
extern "C" cudaError_t AK_LAUNCHER(
#endif
				   const AK_T *query, int64_t query_stride0, int64_t query_stride1,
				   int64_t query_stride2, const AK_T *key, int64_t key_stride0, int64_t key_stride1,
				   int64_t key_stride2, const AK_T *value, int64_t value_stride0,
				   int64_t value_stride1, int64_t value_stride2, AK_T *output, int64_t output_stride0,
				   int64_t output_stride1, int64_t output_stride2, float *lse, int64_t b, int64_t h,
				   int64_t hkv, int64_t sq, int64_t skv, int64_t d, float scale, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (b < 1 || h < 1 || hkv < 1 || sq < 1 || skv < 1 || h % hkv != 0)
		return cudaErrorInvalidValue;
	// the kernel's int rows and keys, with a tile's room
	if (b > 0x7fffffff || h > 0x7fffffff || sq > (1 << 30) || skv > (1 << 30) || sq * (h / hkv) > (1 << 30))
		return cudaErrorInvalidValue;
	// every causal query sees a key (the spec's sq <= skv)
	if (AK_CAUSAL && sq > skv)
		return cudaErrorInvalidValue;
	fl_args a = fl_make_args(query, query_stride0, query_stride1, query_stride2, key, key_stride0, key_stride1,
				 key_stride2, value, value_stride0, value_stride1, value_stride2, output,
				 output_stride0, output_stride1, output_stride2, lse, b, h, hkv, sq, skv, scale);
	// 16-byte copies when every row of q, k and v starts 16-byte aligned
	const bool fast = fl_aligned(query, query_stride0, query_stride1, query_stride2, b, h, sq, 16) &&
			  fl_aligned(key, key_stride0, key_stride1, key_stride2, b, hkv, skv, 16) &&
			  fl_aligned(value, value_stride0, value_stride1, value_stride2, b, hkv, skv, 16);
	// paired stores when every row of output starts 4-byte aligned
	a.pair = fl_aligned(output, output_stride0, output_stride1, output_stride2, b, h, sq, 4);
	switch (d) {
	case 64:
		return fl_run<64>(a, fast, stream);
	case 128:
		return fl_run<128>(a, fast, stream);
	case 256:
		return fl_run<256>(a, fast, stream);
	}
	return cudaErrorInvalidValue;
}
