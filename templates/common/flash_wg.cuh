// common/flash_wg.cuh: attention forward in the FlashAttention-3 manner on Hopper's
// warpgroup MMA, kernel and launcher, for templates/attention_fwd/wgmma.cu and
// templates/attention_fwd_causal/wgmma.cu (sm_90a only). The family defines AK_CAUSAL
// (0 or 1) and FL_ENTRY, and includes common/mma.cuh, common/cluster.cuh,
// common/flash.cuh (whose launcher, FL_ENTRY, takes the shapes this kernel does not
// serve, and whose helpers this file uses: fl_args, fl_chunk, fl_aligned, ex2, rcp,
// lg2, pack2, shfl_xor, st_pair, st_one, FL_POFF) and common/wgmma.cuh before this
// file, and common/tma.cuh (mbarriers, named barriers, setmaxnreg, TMA) for PROD 1; it
// reads the family's AKP_WGS, AKP_BN, AKP_STALE (d = 128), AKP_WGS64, AKP_BN64,
// AKP_STALE64 (d = 64), AKP_STAGES, AKP_PROD, AKP_PERSIST and AKP_TMA (their meaning is
// the family's top comment).
/*
The work is common/flash.cuh's: for each batch entry and kv head, R = sq * grp query
rows, row rho = s * grp + j holding query s of head kvh * grp + j (the heads of a group
interleaved, so that a tile of rows shares one kv head's keys); a block takes a tile of
BM = 64 WGS rows of one group over a flat grid strided over b * hkv * ceil(R / BM)
tiles (fw_walk; the causal op's in a snake), the causal op's tiles of a group longest
first.

The block (PROD 0, fw_kernel): WGS warpgroups of 128 threads, warpgroup w owning rows
64 w .. 64 w + 63 of the tile, all of them consumers; every thread also copies
(cp.async, as common/gemm_wgmma.cuh does: no tensor map, so any outer strides work).
With one warpgroup a block, two blocks share an SM (launch bounds, and shared memory
under half the SM's): the block's barrier is then its warpgroup's alone. With PROD 1
(fw_ws_kernel, its comment), a producer warpgroup more does every copy, and mbarriers
pace it and the consumers in place of the block's barrier; the consumers take turns
issuing their products (FlashAttention 3's ping-pong). Its K and V tiles come by TMA
(TMA 1: one thread issues a tile's boxes of a 4-D tensor map of k or v, [b][hkv][skv][d]
under the call's strides, which the launcher has the trusted service make, bounded
dimension by dimension so that a head's last tile holds zeros past its keys), or by its
128 threads' cp.async (TMA 0); Q by cp.async either way (its rows interleave a group's
heads, which no box of a map spans where the group does not divide the tile).

Shared memory, from a 1024-byte boundary: the Q tile, then a ring of STAGES K tiles,
then a ring of STAGES V tiles. Every tile (R rows of D elements) is stored as D / 64
blocks of R rows of 128 bytes (64 elements), block after block, each in the 128-byte
swizzle (16-byte chunk c of a row r at chunk c ^ (r % 8); every block on a 1024-byte
boundary): the layout wgmma reads through a descriptor (common/wgmma.cuh), K-major for
Q and K (wg_desc: a k16 step is 32 bytes along a row, k16 steps 4 to 7 the next
block), MN-major for V (wg_desc_mn: V [key][d] is B = V of O = P V with N = d
contiguous, the leading-dimension offset the step between its 64-column blocks, R * 128
bytes, a k16 step 16 keys = two atoms on). No padding, no ldmatrix.

Per key tile j of BN keys, per warpgroup (its 64 rows; 128 threads):
  S = Q K^T     D / 16 wgmma m64nBNk16, both operands from shared memory (SS), f32
                accumulators: thread 4 g + q of warp w holds, of each 8 keys 8 i.., row
                16 w + g's keys 2q, 2q + 1 and row 16 w + g + 8's (common/wgmma.cuh).
  masks         keys t >= skv (the last tile) and, for the causal op, t > s + skv - sq,
                to -inf, only on the tiles that need it: the tail, and the tiles past the
                tile's first row's diagonal (the loop ends at its last row's).
  softmax       common/flash.cuh's, in the exp2 domain (row max over the quad by two
                shuffles, ms = m * scale log2 e - POFF, p = 2^(s scale log2 e - ms),
                factor 2^((m_old - m) scale log2 e), fl_rescale's, l a lane's partial sum), P
                rounded to the dtype in pairs into registers; but (STALE 1) m moves only
                when a tile's max passes it by more than FW_STALE (2^8 in bf16), and a
                warp whose rows all kept theirs skips O's rescale (a vote).
  O += P V      BN / 16 wgmma m64nDk16 in the register form: the S accumulators of keys
                16 kk .. 16 kk + 15, rounded in pairs, are the A fragment of k-step kk
                (the ISA's register fragment of A is mma.sync's, warp by warp), V from
                shared memory MN-major.

The overlap (FlashAttention 3's intra-warpgroup pipelining): at step j a warpgroup
issues S_j = Q K_j^T, then O += P_{j-1} V_{j-1}, two commit groups; waits for the first
alone (wgmma.wait_group 1) and does tile j's masks and softmax, and the ring's barrier,
while the tensor cores still work through P_{j-1} V_{j-1}; then waits for that
(wait_group 0) and only then rescales O by tile j's factor (O is being written until
then). P_j stays in S_j's f32 registers until then: P_{j-1}'s rounded pairs (pa) are
still being read by the product in flight, and take P_j's only after the wait (as
FlashAttention 3 orders it: no second set of P registers). Step 0 issues S_0 alone, a
last step P_{nk-1} V_{nk-1} alone. With two or three warpgroups, one's softmax also
runs under the others' wgmma (PROD 0: no ping-pong barriers between them, the warp
schedulers interleave them as they come, and the block's barrier of each step keeps them
in step; PROD 1: named barriers take their issues in turn, and no block barrier couples
their steps).

The rings (PROD 0; PROD 1's are fw_ws_kernel's comment), K tile t and V tile t in stage
t % STAGES of their rings (STAGES >= 3). Copy
group 0 is the Q tile and K_0, group t is K_t and V_{t-2} (each only if it exists);
groups 0 .. STAGES - 1 are copied before step 0, which waits for group 0 alone. In
step j, once S_j retired, every thread waits for its copies of group j + 2 (K_{j+2} and
V_j: cp.async.wait_group STAGES - 3), fences them into the async proxy (wgmma reads
through it), and the block's barrier publishes them, all under the product P_{j-1}
V_{j-1} in flight: step j + 1 reads K_{j+1} and V_j. At the start of step j + 1, after
its wait for that product and before the next issue, a thread copies group j + STAGES:
K into the stage of K_j, whose product S_j every warpgroup retired before step j's
barrier, V into that of V_{j-2}, whose product every warpgroup retired in step j - 1.
(The copies are not issued under a product in flight: placed after the wait for it,
ptxas 13.0 serialised every wgmma of the loop, its C7513 "non wgmma instructions
defining input registers of a wgmma between start and end of the pipeline stage".) So
K runs STAGES - 1 tiles ahead of its use and V STAGES - 2, and the barrier is off the
path from one product to the next issue.

Copies: 16-byte cp.async.cg, src-size 0 for rows past the tensor (zeros, read from
nowhere: V rows past skv meet p = 0, and 0 * NaN would be NaN); the launcher takes this
kernel only where every row of q, k and v is 16-byte aligned (common/flash.cuh's
element copies serve the rest). Offsets are 64-bit products of the strides. TMA's boxes
(TMA 1) read zeros past each dimension of the map alike; strides TMA does not take
(negative ones, a zero stride across more than one head or batch entry) send the call
to common/flash.cuh's launcher.

Output: O / l rounded once to the dtype, each lane's pairs (row, cols 2q, 2q + 1) of
each 8 columns, one 4-byte store where output's rows are 4-byte aligned, else two; lse
= m scale + ln l in f32 by the quad's first lane. Rows past R (zero rows of Q) are
computed and never stored.

Served here: d = 64 and 128 (at d = 256, O alone is 128 registers a thread beside S and
P, and the Q tile with rings of three 64-key stages is 256 KiB, past the 227
a block may have), more than 16 rows a group (decode groups are
common/flash.cuh's, split over warps and clusters), 16-byte aligned rows, a device
whose opt-in shared memory holds the tile. Everything else goes to common/flash.cuh's
launcher (FL_ENTRY), which serves every shape the spec admits.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

static_assert(AKP_WGS >= 1 && AKP_WGS <= 3 && AKP_WGS64 >= 1 && AKP_WGS64 <= 3,
	      "one to three consumer warpgroups");
static_assert((AKP_BN == 64 || AKP_BN == 128) && (AKP_BN64 == 64 || AKP_BN64 == 128),
	      "key tiles of 64 or 128 (one wgmma's N)");
static_assert(AKP_STAGES >= 3, "rings of three stages at least (two tiles of K and one of V copied ahead)");

// ----------------------------------------------------------------------------
// shapes

// head dim D: BM rows a block (64 a warpgroup), key tiles of BN, rings of S stages; the
// tiles of d = 64 their own (at half the registers of O and half the flops a key, a
// softmax there needs more of the other warpgroups' products to run under)
template <int D_> struct fw_cfg {
	static constexpr int D = D_, WGS = D == 64 ? AKP_WGS64 : AKP_WGS, BM = 64 * WGS;
	static constexpr int BN = D == 64 ? AKP_BN64 : AKP_BN, S = AKP_STAGES;
	// a row's max held until a tile's passes it by FW_STALE, O's rescale by a vote
	static constexpr bool STALE = (D == 64 ? AKP_STALE64 : AKP_STALE) != 0;
	// the consumers' threads; the block's (a producer warpgroup more with PROD)
	static constexpr int NC = 128 * WGS, NT = NC + 128 * AKP_PROD;
	// PROD's registers a thread, by setmaxnreg: the producer's and a consumer's, shared out
	// of the block's pool, which is what it was launched with: LREGS a thread, the most
	// its launch bounds (one block an SM) give (65536 / NT in multiples of 8, at most the
	// ISA's 256; ptxas's count for a kernel that calls setmaxnreg at two or three
	// consumers). A setmaxnreg.inc past the pool waits forever (PREGS 64 at two consumer
	// warpgroups hung on an H100: 64 + 2 x 224 > 3 x 168); one to fewer registers than the
	// thread holds is no increase, so a consumer asks for all the pool leaves it, up to
	// 256 (at one consumer warpgroup, at least what ptxas launched it with)
	static constexpr int LREGS = 65536 / NT / 8 * 8 < 256 ? 65536 / NT / 8 * 8 : 256;
	// (TMA's producer issues boxes from one thread and copies Q: 40; FlashAttention 3's
	// producer 24 would give the consumers 240 in place of 232 at two warpgroups)
	static constexpr int PREGS = WGS == 3 && D == 64 ? 32 : AKP_TMA ? 40 : 56;
	static constexpr int CFREE = (NT * LREGS - 128 * PREGS) / NC / 8 * 8, CREGS = CFREE < 256 ? CFREE : 256;
	// 16-byte chunks a row; bytes of a Q tile and of a K or V tile
	static constexpr int KC = D / 8;
	static constexpr int Q_BYTES = BM * D * 2;
	static constexpr int KV_BYTES = BN * D * 2;
	// the rings after the Q tile; the room to align the whole to 1024 bytes
	static constexpr int K_RING = Q_BYTES;
	static constexpr int V_RING = Q_BYTES + S * KV_BYTES;
	// PROD's mbarriers (fw_ws_kernel): Q full and empty, four a stage
	static constexpr int BARS = V_RING + S * KV_BYTES;
	static constexpr int SMEM = BARS + (AKP_PROD ? 8 * (2 + 4 * S) : 0) + 1024;

	static_assert(D == 64 || D == 128, "head dims 64 and 128");
	static_assert(NT % KC == 0 && 128 % KC == 0, "copies: whole rows a pass");
	static_assert(!AKP_PROD || 128 * PREGS + NC * CREGS <= NT * LREGS, "setmaxnreg: the block's pool");
	static_assert(!AKP_TMA || AKP_PROD, "TMA copies by the producer warpgroup (PROD 1)");
	static_assert(KV_BYTES % 1024 == 0 && Q_BYTES % 1024 == 0, "tiles on 1024-byte boundaries");
};

// byte offset of 16-byte chunk c of row r in a tile of R rows: D / 64 blocks of R rows of
// 128 bytes, each in the 128-byte swizzle
template <int R> static __device__ __forceinline__ unsigned fw_swz(int r, int c)
{
	return (unsigned)((c / 8) * R * 128 + r * 128 + (((c % 8) ^ (r % 8)) * 16));
}

// ----------------------------------------------------------------------------
// copies

// R rows of a K or V tile from g (rows stride elements apart) into dst, zeros for rows
// >= valid, by NTH copying threads. Thread tid takes chunk tid % KC of rows tid / KC,
// + NTH / KC, ...: a warp covers 32 consecutive chunks; each slot's source is the last
// one's plus STEP rows
template <class C, int R, int NTH>
static __device__ __forceinline__ void fw_load_kv(unsigned dst, const AK_T *g, int64_t stride, int valid, int tid)
{
	constexpr int CHUNKS = R * C::KC, STEP = NTH / C::KC;
	constexpr int SLOTS = (CHUNKS + NTH - 1) / NTH;
	const int c = tid % C::KC, r0 = tid / C::KC;
	const AK_T *src = g + (int64_t)r0 * stride + c * 8;
	const int64_t step = (int64_t)STEP * stride;
	if (valid >= R) {
		// a whole tile (every one but a sequence's last): no row to test, no zeros; a
		// slot's row is the first one's plus a multiple of 8 (STEP is, at 128 copying
		// threads), so its swizzled chunk is the first one's and its place the first
		// one's plus a constant: an add and a copy a chunk
		static_assert(STEP % 8 == 0, "copying threads: a multiple of 8 rows a pass");
		const unsigned d0 = dst + fw_swz<R>(r0, c);
#pragma unroll
		for (int i = 0; i < SLOTS; i++) {
			if (CHUNKS % NTH != 0 && r0 + i * STEP >= R)
				break;
			cp_async16(d0 + i * STEP * 128, src, 16);
			src += step;
		}
		return;
	}
#pragma unroll
	for (int i = 0; i < SLOTS; i++) {
		const int r = r0 + i * STEP;
		if (CHUNKS % NTH != 0 && r >= R)
			break;
		fl_chunk<true>(dst + fw_swz<R>(r, c), r < valid ? src : g, r < valid);
		src += step;
	}
}

// the Q tile: row r's D elements at row_of(r), zeros for r >= valid (row 0 of every
// tile exists: rows past valid point there), by NTH copying threads; once a tile, not
// unrolled
template <class C, int NTH, class RowOf>
static __device__ __forceinline__ void fw_load_q(unsigned dst, RowOf row_of, int valid, int tid)
{
	constexpr int CHUNKS = C::BM * C::KC, STEP = NTH / C::KC;
	const int c = tid % C::KC, r0 = tid / C::KC;
#pragma unroll 1
	for (int i = 0; i < (CHUNKS + NTH - 1) / NTH; i++) {
		const int r = r0 + i * STEP;
		if (CHUNKS % NTH != 0 && r >= C::BM)
			break;
		fl_chunk<true>(dst + fw_swz<C::BM>(r, c), row_of(r < valid ? r : 0) + c * 8, r < valid);
	}
}

// ----------------------------------------------------------------------------
// a consumer warpgroup's work, shared by both kernels

// S = Q K^T of key tile kb for warpgroup wg's 64 rows of the Q tile at qs, into sc, one
// commit group
template <class C>
static __device__ __forceinline__ void fw_issue_s(float (&sc)[C::BN / 2], unsigned qs, unsigned kb, int wg)
{
	const uint64_t qd = wg_desc(qs + wg * 64 * 128), kd = wg_desc(kb);
#pragma unroll
	for (int ks = 0; ks < C::D / 16; ks++) {
		const uint64_t da = wg_desc_add(qd, (ks / 4) * C::BM * 128 + 32 * (ks % 4));
		const uint64_t db = wg_desc_add(kd, (ks / 4) * C::BN * 128 + 32 * (ks % 4));
		// the first k-step sets sc (scale-d 0): P_{j-1}'s values left in it need no zeroing
		if (ks == 0)
			wg_mma<C::BN, 0>(sc, da, db);
		else
			wg_mma<C::BN>(sc, da, db);
	}
	wg_commit();
}

// O += P V with P from pa and V's tile at vb, one commit group
template <class C>
static __device__ __forceinline__ void fw_issue_pv(float (&o)[C::D / 2], unsigned (&pa)[C::BN / 16][4], unsigned vb)
{
	const uint64_t vd = wg_desc_mn(vb, C::BN * 128);
#pragma unroll
	for (int kk = 0; kk < C::BN / 16; kk++)
		wg_mma_rs<C::D>(o, pa[kk], wg_desc_add(vd, kk * 2048));
	wg_commit();
}

template <int N> static __device__ __forceinline__ void fw_zero(float (&sc)[N])
{
#pragma unroll
	for (int i = 0; i < N; i++)
		sc[i] = 0.0f;
	wg_pin(sc);
}

// The max a row's p are taken against (m) moves only when a tile's passes it by more
// than FW_STALE in the exp2 domain (FlashAttention 4's conditional rescale): p is then
// at most 2^(FW_STALE + POFF), inside the dtype (f16: 2^15 under 65504 at POFF 14),
// O / l and lse the same (both are of m, whatever it is), and a warp whose rows all
// kept theirs skips O's rescale (fw_step_out). Past the first tiles a row's max seldom
// moves by 2^8
#if defined(AK_DTYPE_F16)
#define FW_STALE 1.0f
#else
#define FW_STALE 8.0f
#endif

// key tile j's masks and softmax on sc (retired) for the thread's rows srow and srow + 8
// of the group, P_j in place of S_j (in f32: the registers of P_{j-1} are still read by
// the product in flight), its factor into al
template <class C>
static __device__ __forceinline__ void fw_softmax(const fl_args &a, float (&sc)[C::BN / 2], float (&m)[2],
						   float (&l)[2], float (&al)[2], int j, int kall, int srow, int q4)
{
	constexpr int BN = C::BN;
	const float sl2 = a.sl2;
	wg_pin(sc);
	if (j * BN + BN > kall) {
		const int t0 = j * BN + 2 * q4;
#pragma unroll
		for (int r = 0; r < 2; r++) {
			int lim = a.skv - 1;
			if (AK_CAUSAL) {
				const int s = (srow + 8 * r) / a.grp + a.skv - a.sq;
				lim = s < lim ? s : lim;
			}
#pragma unroll
			for (int i = 0; i < BN / 8; i++)
#pragma unroll
				for (int e = 0; e < 2; e++)
					if (t0 + 8 * i + e > lim)
						sc[4 * i + 2 * r + e] = -INFINITY;
		}
	}
#pragma unroll
	for (int r = 0; r < 2; r++) {
		float mx = m[r];
#pragma unroll
		for (int i = 0; i < BN / 8; i++)
			mx = fmaxf(mx, fmaxf(sc[4 * i + 2 * r], sc[4 * i + 2 * r + 1]));
		mx = fmaxf(mx, shfl_xor(mx, 1));
		mx = fmaxf(mx, shfl_xor(mx, 2));
		// the row's max moves only past FW_STALE (false while both are -inf); at
		// STALE 0 with every tile's (fl_rescale's factor 1 where it holds)
		if (!C::STALE || (mx - m[r]) * sl2 > FW_STALE) {
			al[r] = fl_rescale(m[r], mx, sl2);
			m[r] = mx;
		} else {
			al[r] = 1.0f;
		}
		const float ms = m[r] == -INFINITY ? 0.0f : m[r] * sl2 - FL_POFF;
		float sum = 0.0f;
#pragma unroll
		for (int i = 0; i < BN / 8; i++)
#pragma unroll
			for (int e = 0; e < 2; e++) {
				const float p = ex2(fmaf(sc[4 * i + 2 * r + e], sl2, -ms));
				sc[4 * i + 2 * r + e] = p;
				sum += p;
			}
		l[r] = l[r] * al[r] + sum;
	}
}

// after every product on O retired: O to the tile's max, P_j rounded in pairs into pa (the
// A fragments of the next product; S's accumulators keep P_j's f32 values, which the next
// product's first k-step overwrites). P is rounded here, not under the product in
// flight, so that P_{j-1} and P_j are never held rounded at once: the registers that
// spares (32 at 128-key tiles) are what three consumer warpgroups of 128-key tiles need
// at d = 64 (FlashAttention 3's order too)
template <class C>
static __device__ __forceinline__ void fw_step_out(float (&o)[C::D / 2], const float (&al)[2],
						    unsigned (&pa)[C::BN / 16][4], float (&sc)[C::BN / 2])
{
	if (!C::STALE || warp_any(al[0] != 1.0f || al[1] != 1.0f)) {
#pragma unroll
		for (int i = 0; i < C::D / 2; i++)
			o[i] *= al[i % 4 / 2];
	}
#pragma unroll
	for (int kk = 0; kk < C::BN / 16; kk++) {
		pa[kk][0] = pack2(sc[8 * kk], sc[8 * kk + 1]);
		pa[kk][1] = pack2(sc[8 * kk + 2], sc[8 * kk + 3]);
		pa[kk][2] = pack2(sc[8 * kk + 4], sc[8 * kk + 5]);
		pa[kk][3] = pack2(sc[8 * kk + 6], sc[8 * kk + 7]);
	}
	wg_pin(sc);
}

// the tile's rows srow and srow + 8 (of the group), those below a.rows: O / l rounded to
// the dtype into output, lse by the quad's first lane
template <int D>
static __device__ __forceinline__ void fw_store(const fl_args &a, float (&o)[D / 2], const float (&m)[2],
						 float (&l)[2], int srow, unsigned bz, unsigned kvh, int q4)
{
	const int grp = a.grp;
	// the row sums over the quad
#pragma unroll
	for (int r = 0; r < 2; r++) {
		l[r] += shfl_xor(l[r], 1);
		l[r] += shfl_xor(l[r], 2);
	}
	const int64_t lse0 = ((int64_t)bz * a.hkv + kvh) * grp * a.sq;
	AK_T *go = a.o + (int64_t)bz * a.og0 + (int64_t)kvh * a.og1;
#pragma unroll
	for (int r = 0; r < 2; r++) {
		const int rho = srow + 8 * r;
		if (rho >= a.rows)
			continue;
		const int j = rho % grp, s = rho / grp;
		const float inv = rcp(l[r]);
		AK_T *p = go + (int64_t)j * a.os1 + (int64_t)s * a.os2 + 2 * q4;
#pragma unroll
		for (int dn = 0; dn < D / 8; dn++) {
			const unsigned u = pack2(o[4 * dn + 2 * r] * inv, o[4 * dn + 2 * r + 1] * inv);
			if (a.pair) {
				st_pair(p + 8 * dn, u);
			} else {
				st_one(p + 8 * dn, (unsigned short)(u & 0xffffu));
				st_one(p + 8 * dn + 1, (unsigned short)(u >> 16));
			}
		}
		if (q4 == 0)
			a.lse[lse0 + (int64_t)j * a.sq + s] = m[r] * a.scale + (lg2(l[r]) - FL_POFF) * FL_LN2;
	}
}

// the tiles of a block: item i of b * hkv * tiles (qi fastest, then the kv head, then the
// batch entry), in rounds of nb consecutive items, block me taking item me of each, as
// common/flash.cuh's walk does; the causal op's odd rounds reversed (item nb - 1 - me),
// a snake. Its tiles' key loops differ (a group's longest first), and a fixed stride
// whose nb is a multiple of a group's tiles gives a block the same tile of every group
// (an H100's 132 blocks over 11 tiles a group at d = 64: 0.60x SDPA, PERSIST 1); the
// snake pairs a round's long tiles with the next's short ones whatever nb is. A round
// still takes consecutive items: the same groups' keys in L2. Once past the items, bz
// is past b (at most 2^32 - 1)
struct fw_snake {
	unsigned qi, kvh, bz;
	uint64_t r0;
	unsigned me, nb, tiles, hkv;
	bool odd;

	__device__ __forceinline__ fw_snake(unsigned me_, unsigned nb_, unsigned tiles_, unsigned hkv_)
	    : r0(0), me(me_), nb(nb_), tiles(tiles_), hkv(hkv_), odd(false)
	{
		at();
	}

	__device__ __forceinline__ void at()
	{
		const uint64_t i = r0 + (odd ? nb - 1 - me : me);
		if (i <= 0xffffffffu) {
			// 32-bit division, inlined (64-bit's is a call, registers spilled around it)
			const unsigned i32 = (unsigned)i, t = i32 / tiles;
			qi = i32 - t * tiles;
			bz = t / hkv;
			kvh = t - bz * hkv;
		} else {
			const uint64_t t = i / tiles, z = t / hkv;
			qi = (unsigned)(i - t * tiles);
			kvh = (unsigned)(t - z * hkv);
			bz = z < 0xffffffffu ? (unsigned)z : 0xffffffffu;
		}
	}

	__device__ __forceinline__ void next()
	{
		r0 += nb;
		odd = !odd;
		at();
	}
};
#if AK_CAUSAL
typedef fw_snake fw_walk;
#else
typedef fl_walk fw_walk;
#endif

// a block's tile: its rows, the keys its last row sees (the loop's end) and those its
// first row sees (the tiles below need no mask), the causal row s seeing t <= s + skv - sq
struct fw_tile {
	int rho0, nk, kall;
	const AK_T *gq, *gk, *gv;
};
template <int BM, int BN>
static __device__ __forceinline__ fw_tile fw_tile_of(const fl_args &a, unsigned qi, unsigned kvh, unsigned bz)
{
	fw_tile t;
	const int qt = AK_CAUSAL ? (int)((unsigned)a.tiles - 1 - qi) : (int)qi;
	t.rho0 = qt * BM;
	t.gq = a.q + (int64_t)bz * a.qg0 + (int64_t)kvh * a.qg1;
	t.gk = a.k + (int64_t)bz * a.kg0 + (int64_t)kvh * a.kg1;
	t.gv = a.v + (int64_t)bz * a.vg0 + (int64_t)kvh * a.vg1;
	const int last = (a.rows < t.rho0 + BM ? a.rows : t.rho0 + BM) - 1;
	int kend = a.skv;
	t.kall = a.skv;
	if (AK_CAUSAL) {
		kend = last / a.grp + a.skv - a.sq + 1;
		t.kall = t.rho0 / a.grp + a.skv - a.sq + 1;
	}
	t.nk = (kend + BN - 1) / BN;
	return t;
}

// ----------------------------------------------------------------------------
// kernels

// every thread a copier and a consumer (PROD 0); one warpgroup a block: two blocks an SM
// (the family's require: keeps the tiles to half the SM's shared memory)
template <int D>
static __global__ void __launch_bounds__(fw_cfg<D>::NT, fw_cfg<D>::WGS == 1 ? 2 : 1) fw_kernel(const fl_args a)
{
	using C = fw_cfg<D>;
	constexpr int BN = C::BN, S = C::S, BM = C::BM;
	extern __shared__ __align__(1024) unsigned char fw_smem[];
	// the 128-byte swizzle is of address bits 7-9: every tile on a 1024-byte boundary
	const unsigned sbase = (smem_u32(fw_smem) + 1023u) & ~1023u;
	const unsigned sk0 = sbase + C::K_RING, sv0 = sbase + C::V_RING;
	const int tid = (int)threadIdx.x;
	const int wg = tid / 128, lane = tid % 32, w4 = tid % 128 / 32;
	const int g = lane / 4, q4 = lane % 4;

	// the grid strides over the tiles (fw_walk)
	for (fw_walk w(blockIdx.x, gridDim.x, (unsigned)a.tiles, (unsigned)a.hkv); w.bz < (unsigned)a.b; w.next()) {
		const fw_tile tl = fw_tile_of<BM, BN>(a, w.qi, w.kvh, w.bz);
		const int nk = tl.nk, skv = a.skv, grp = a.grp;
		const int srow = tl.rho0 + wg * 64 + 16 * w4 + g;
		const auto q_row = [&](int r) {
			const int rho = tl.rho0 + r;
			return tl.gq + (int64_t)(rho % grp) * a.qs1 + (int64_t)(rho / grp) * a.qs2;
		};
		// copy group t: K_t and V_{t - 2}, each where it exists (empty past them)
		const auto copy_group = [&](int t) {
			if (t < nk)
				fw_load_kv<C, BN, C::NT>(sk0 + (t % S) * C::KV_BYTES, tl.gk + (int64_t)t * BN * a.ks2,
							 a.ks2, skv - t * BN, tid);
			if (t >= 2 && t - 2 < nk)
				fw_load_kv<C, BN, C::NT>(sv0 + ((t - 2) % S) * C::KV_BYTES,
							 tl.gv + (int64_t)(t - 2) * BN * a.vs2, a.vs2,
							 skv - (t - 2) * BN, tid);
			cp_async_commit();
		};
		// group 0 is Q with K_0; groups 0 .. S - 1 ahead of the loop
		fw_load_q<C, C::NT>(sbase, q_row, a.rows - tl.rho0, tid);
#pragma unroll
		for (int t = 0; t < S; t++)
			copy_group(t);

		// this warpgroup's rows: the running max and the lane's part of the sum of
		// rows 16 w4 + g (r 0) and + 8 (r 1); O; P of the tile whose product is in
		// flight (pa)
		float m[2] = {-INFINITY, -INFINITY}, l[2] = {0.0f, 0.0f}, al[2];
		float o[D / 2];
#pragma unroll
		for (int i = 0; i < D / 2; i++)
			o[i] = 0.0f;
		unsigned pa[BN / 16][4];
		float sc[BN / 2];

		// step j's middle, after S_j retired and while P_{j-1} V_{j-1} may still run:
		// group j + 2 (K_{j+2}, V_j, what step j + 1 reads) landed for every thread,
		// fenced into the async proxy, published by the barrier
		const auto step_mid = [&]() {
			cp_async_wait<S - 3>();
			fence_proxy_async();
			__syncthreads();
		};

		// step 0: Q and K_0 landed and published, S_0 alone
		cp_async_wait<S - 1>();
		fence_proxy_async();
		__syncthreads();
		fw_zero(sc);
		wg_fence();
		fw_issue_s<C>(sc, sbase, sk0, wg);
		wg_wait<0>();
		fw_softmax<C>(a, sc, m, l, al, 0, tl.kall, srow, q4);
		step_mid();
		fw_step_out<C>(o, al, pa, sc);
		// steps 1 .. nk - 1: S_j and P_{j-1} V_{j-1} in flight together, tile j's
		// softmax and the ring's barrier under the second
		for (int j = 1; j < nk; j++) {
			// group j - 1 + S into the stages of K_{j-1} (S_{j-1} retired in every
			// warpgroup before step j - 1's barrier) and V_{j-3} (retired in step
			// j - 2): here, between one product's end and the next one's issue, not
			// under a product in flight (ptxas serialised every wgmma of the loop
			// with the copies after the wait, 13.0's C7513)
			copy_group(j - 1 + S);
			wg_pin(o);
			wg_pin_u(pa);
			wg_fence();
			fw_issue_s<C>(sc, sbase, sk0 + (j % S) * C::KV_BYTES, wg);
			fw_issue_pv<C>(o, pa, sv0 + ((j - 1) % S) * C::KV_BYTES);
			wg_wait<1>();
			fw_softmax<C>(a, sc, m, l, al, j, tl.kall, srow, q4);
			step_mid();
			wg_wait<0>();
			wg_pin(o);
			wg_pin_u(pa);
			fw_step_out<C>(o, al, pa, sc);
		}
		// the last product, P_{nk-1} V_{nk-1} (V_{nk-1} published by step nk - 1)
		wg_pin(o);
		wg_pin_u(pa);
		wg_fence();
		fw_issue_pv<C>(o, pa, sv0 + ((nk - 1) % S) * C::KV_BYTES);
		wg_wait<0>();
		wg_pin(o);
		wg_pin_u(pa);
		// the groups left are empty; none may be pending past the tile
		cp_async_wait<0>();
		fw_store<D>(a, o, m, l, srow, w.bz, w.kvh, q4);
		// every warpgroup done with the tile's shared memory before the next tile's
		// copies
		__syncthreads();
	}
}

#if AKP_PROD
// Warp-specialised (PROD 1): warpgroup 0 copies, warpgroups 1 .. WGS consume, paced by
// mbarriers in shared memory after the rings (fw_cfg::BARS), no block barrier in the loop:
//   Q full, Q empty, then per ring stage s: K full, K empty, V full, V empty.
// A full barrier counts the producer's 128 threads: each arrives once its copies of the
// item landed (cp.async.wait_group) and were fenced into the async proxy, the writer's
// own fence before its release, as common/wgmma.cuh asks. An empty barrier counts every
// consumer thread: each arrives once the product that read the item retired in its
// warpgroup (wgmma.wait_group). The producer copies the items in the order they are
// used: Q, K_0, then K_j, V_{j-1} for j = 1 .. nk - 1, then V_{nk-1}; each item's arrival
// comes after the next one's copies are issued (cp.async.wait_group 1: two items in
// flight), the tile's last two at once at its end. The counts of K and V tiles and of row
// tiles run on across the block's tiles (stage = count % S, phase parity = count / S),
// so that no barrier is initialised again; the producer's wait on an empty barrier is of
// the phase before (parity ^ 1), which a fresh barrier reads as complete.
// The consumers take turns issuing their products (ping-pong, FlashAttention 3's): named
// barrier 1 + w orders warpgroup w's issue after the issue of the one before it
// (bar.sync of w's 128 threads, bar.arrive of the other's), so that one's softmax runs
// under another's products rather than all at once; warpgroup WGS - 1 arrives first,
// to let warpgroup 0 start.
// With TMA (TMA 1) the producer's thread 0 waits on each empty barrier and issues the
// item's boxes on its full barrier, which then counts that one arrival and the boxes'
// bytes (no fence: the tensor cores read what the TMA unit wrote, both in the async
// proxy, after the barrier's phase); the warpgroup copies Q by cp.async as without TMA
// (with Q copied by one warp the family ran at 0.84-0.90x SDPA on an H100, against
// cp.async's 0.92-0.94x: the consumers waiting on each tile's Q, the likely cause, not
// profiled). K_0's boxes go first, under Q's copies.
// Registers: setmaxnreg gives the producer PREGS and each consumer CREGS, the block's
// launch-bounds share between them at two consumer warpgroups (168 a thread: 56 and 224;
// FlashAttention 3's TMA producer takes 24, but the cp.async copies' addresses spilled
// below 56, and 224 leaves the consumers unspilled); at three, 56 and 152 at d = 128
// (64-key tiles) and 32 and 160 at d = 64 (128-key tiles, whose consumers spill under 160;
// the producer's copies of 64 elements a row fit 32); 56 and 256 at one.
// TMA 1: the tensor maps of K and V (fw_map), kernel parameters
#if AKP_TMA
#define FW_MAPS , const __grid_constant__ tma_map mk, const __grid_constant__ tma_map mv
#define FW_MAPV , maps[0], maps[1]
#else
#define FW_MAPS
#define FW_MAPV
#endif
template <int D>
static __global__ void __launch_bounds__(fw_cfg<D>::NT, 1) fw_ws_kernel(const fl_args a FW_MAPS)
{
	using C = fw_cfg<D>;
	constexpr int BN = C::BN, S = C::S, BM = C::BM, WGS = C::WGS;
	extern __shared__ __align__(1024) unsigned char fw_smem[];
	const unsigned sbase = (smem_u32(fw_smem) + 1023u) & ~1023u;
	const unsigned sk0 = sbase + C::K_RING, sv0 = sbase + C::V_RING;
	const unsigned qfull = sbase + C::BARS, qempty = qfull + 8;
	// the full and empty barriers of the n-th tile of K (kv 0) or V (kv 1)
	const auto full = [&](int kv, unsigned n) { return qfull + 16 + 16 * kv + 32 * (n % S); };
	const auto empty = [&](int kv, unsigned n) { return qfull + 24 + 16 * kv + 32 * (n % S); };
	const auto par = [&](unsigned n) { return (n / S) & 1u; };
	const int tid = (int)threadIdx.x;
	// a full barrier's arrivals: the copying threads' (TMA: the one that issues a K or
	// V tile's boxes, whose bytes the barrier then also counts)
	constexpr int KVARR = AKP_TMA ? 1 : 128;
	if (tid == 0) {
		mbar_init(qfull, 128);
		mbar_init(qempty, C::NC);
		for (int s = 0; s < S; s++) {
			mbar_init(full(0, s), KVARR);
			mbar_init(empty(0, s), C::NC);
			mbar_init(full(1, s), KVARR);
			mbar_init(empty(1, s), C::NC);
		}
		mbar_init_fence();
	}
	__syncthreads();

	if (tid < 128) {
		// the producer
		regs_dec<C::PREGS>();
#if AKP_TMA
		// thread 0 issues each K and V tile as D / 64 boxes of 64 elements by BN keys,
		// which land in the 128-byte swizzle as fw_swz places them (zeros past the head's
		// keys: the map's bounds), on the tile's full barrier with its bytes; the
		// warpgroup copies Q by cp.async and publishes it as PROD 1 does without TMA
		unsigned nq = 0, nkt = 0, nvt = 0;
		for (fw_walk w(blockIdx.x, gridDim.x, (unsigned)a.tiles, (unsigned)a.hkv); w.bz < (unsigned)a.b;
		     w.next()) {
			const fw_tile tl = fw_tile_of<BM, BN>(a, w.qi, w.kvh, w.bz);
			const int grp = a.grp;
			const auto q_row = [&](int r) {
				const int rho = tl.rho0 + r;
				return tl.gq + (int64_t)(rho % grp) * a.qs1 + (int64_t)(rho / grp) * a.qs2;
			};
			// K or V tile t into the next stage of its ring once free
			const auto issue = [&](int kv, int t, unsigned n) {
				const unsigned bar = full(kv, n), dst = (kv ? sv0 : sk0) + (n % S) * C::KV_BYTES;
				mbar_wait(empty(kv, n), par(n) ^ 1u);
				mbar_arrive_tx(bar, C::KV_BYTES);
#pragma unroll
				for (int c = 0; c < D / 64; c++)
					tma_load_4d(dst + c * BN * 128, kv ? &mv : &mk, c * 64, t * BN, (int)w.kvh, (int)w.bz, bar);
			};
			// K_0's boxes in flight under Q's copies
			if (tid == 0)
				issue(0, 0, nkt);
			mbar_wait(qempty, (nq & 1u) ^ 1u);
			fw_load_q<C, 128>(sbase, q_row, a.rows - tl.rho0, tid);
			cp_async_commit();
			cp_async_wait<0>();
			fence_proxy_async();
			mbar_arrive(qfull);
			nq++;
			// then K_j and V_{j-1} for j = 1 .. nk - 1, and V_{nk-1}, in their order of use
			if (tid == 0)
				for (int j = 1; j <= tl.nk; j++) {
					if (j < tl.nk)
						issue(0, j, nkt + j);
					issue(1, j - 1, nvt + j - 1);
				}
			nkt += tl.nk;
			nvt += tl.nk;
		}
		return;
#else
		unsigned nq = 0, nkt = 0, nvt = 0;
		// the item whose copies are in flight, its full barrier (0: none)
		unsigned pend = 0;
		const auto publish = [&]() {
			if (pend) {
				cp_async_wait<1>();
				fence_proxy_async();
				mbar_arrive(pend);
			}
		};
		for (fw_walk w(blockIdx.x, gridDim.x, (unsigned)a.tiles, (unsigned)a.hkv); w.bz < (unsigned)a.b;
		     w.next()) {
			const fw_tile tl = fw_tile_of<BM, BN>(a, w.qi, w.kvh, w.bz);
			const int grp = a.grp, skv = a.skv;
			const auto q_row = [&](int r) {
				const int rho = tl.rho0 + r;
				return tl.gq + (int64_t)(rho % grp) * a.qs1 + (int64_t)(rho / grp) * a.qs2;
			};
			mbar_wait(qempty, (nq & 1u) ^ 1u);
			fw_load_q<C, 128>(sbase, q_row, a.rows - tl.rho0, tid);
			cp_async_commit();
			publish();
			pend = qfull;
			nq++;
			// the tile's K and V tiles in their order of use, K_0, then K_j and V_{j-1}
			// for j = 1 .. nk - 1, then V_{nk-1}: item i is K_{(i+1)/2} where i is odd
			// or 0, else V_{i/2-1}, the last V_{nk-1}; each into the next stage of its
			// ring once free, and the item before it published (one place that copies,
			// so that its code is inlined once: at four, the producer's registers
			// spilled)
			for (int i = 0; i < 2 * tl.nk; i++) {
				const int kv = i == 2 * tl.nk - 1 || (i > 0 && i % 2 == 0);
				const int t = kv ? (i == 2 * tl.nk - 1 ? tl.nk - 1 : i / 2 - 1) : (i + 1) / 2;
				const unsigned n = kv ? nvt : nkt;
				const AK_T *g = kv ? tl.gv : tl.gk;
				const int64_t stride = kv ? a.vs2 : a.ks2;
				mbar_wait(empty(kv, n), par(n) ^ 1u);
				fw_load_kv<C, BN, 128>((kv ? sv0 : sk0) + (n % S) * C::KV_BYTES, g + (int64_t)t * BN * stride,
						       stride, skv - t * BN, tid);
				cp_async_commit();
				publish();
				pend = full(kv, n);
				nvt += kv;
				nkt += 1 - kv;
			}
			// the tile's last two items at once: the consumers' last product waits
			// on the last, and nothing else would publish it before the next tile's
			// Q, which waits for the consumers
			cp_async_wait<0>();
			fence_proxy_async();
			mbar_arrive(pend);
			pend = 0;
		}
		return;
#endif
	}

	// the consumers
	regs_inc<C::CREGS>();
	const int ct = tid - 128, wg = ct / 128, lane = tid % 32, w4 = ct % 128 / 32;
	const int g = lane / 4, q4 = lane % 4;
	// ping-pong: this warpgroup's turn to issue, and the next one's after it
	const auto turn_wait = [&]() {
		if (WGS > 1)
			named_bar_sync(1 + wg, 256);
	};
	const auto turn_pass = [&]() {
		if (WGS > 1)
			named_bar_arrive(1 + (wg + 1) % WGS, 256);
	};
	if (wg == WGS - 1)
		turn_pass();
	unsigned nq = 0, nkt = 0, nvt = 0;
	for (fw_walk w(blockIdx.x, gridDim.x, (unsigned)a.tiles, (unsigned)a.hkv); w.bz < (unsigned)a.b; w.next()) {
		const fw_tile tl = fw_tile_of<BM, BN>(a, w.qi, w.kvh, w.bz);
		const int nk = tl.nk;
		const int srow = tl.rho0 + wg * 64 + 16 * w4 + g;
		float m[2] = {-INFINITY, -INFINITY}, l[2] = {0.0f, 0.0f}, al[2];
		float o[D / 2];
#pragma unroll
		for (int i = 0; i < D / 2; i++)
			o[i] = 0.0f;
		unsigned pa[BN / 16][4];
		float sc[BN / 2];

		// step 0: S_0 alone
		mbar_wait(qfull, nq & 1u);
		mbar_wait(full(0, nkt), par(nkt));
		fw_zero(sc);
		turn_wait();
		wg_fence();
		fw_issue_s<C>(sc, sbase, sk0 + (nkt % S) * C::KV_BYTES, wg);
		turn_pass();
		wg_wait<0>();
		mbar_arrive(empty(0, nkt++));
		if (nk == 1)
			mbar_arrive(qempty);
		fw_softmax<C>(a, sc, m, l, al, 0, tl.kall, srow, q4);
		fw_step_out<C>(o, al, pa, sc);
		// steps 1 .. nk - 1: S_j and P_{j-1} V_{j-1} in flight together, tile j's
		// softmax under the second (and under the other warpgroups' products)
		for (int j = 1; j < nk; j++) {
			mbar_wait(full(0, nkt), par(nkt));
			mbar_wait(full(1, nvt), par(nvt));
			wg_pin(o);
			wg_pin_u(pa);
			turn_wait();
			wg_fence();
			fw_issue_s<C>(sc, sbase, sk0 + (nkt % S) * C::KV_BYTES, wg);
			fw_issue_pv<C>(o, pa, sv0 + (nvt % S) * C::KV_BYTES);
			turn_pass();
			wg_wait<1>();
			mbar_arrive(empty(0, nkt++));
			if (j == nk - 1)
				mbar_arrive(qempty);
			fw_softmax<C>(a, sc, m, l, al, j, tl.kall, srow, q4);
			wg_wait<0>();
			wg_pin(o);
			wg_pin_u(pa);
			mbar_arrive(empty(1, nvt++));
			fw_step_out<C>(o, al, pa, sc);
		}
		// the last product, P_{nk-1} V_{nk-1}
		mbar_wait(full(1, nvt), par(nvt));
		wg_pin(o);
		wg_pin_u(pa);
		turn_wait();
		wg_fence();
		fw_issue_pv<C>(o, pa, sv0 + (nvt % S) * C::KV_BYTES);
		turn_pass();
		wg_wait<0>();
		wg_pin(o);
		wg_pin_u(pa);
		mbar_arrive(empty(1, nvt++));
		nq++;
		fw_store<D>(a, o, m, l, srow, w.bz, w.kvh, q4);
	}
}
#endif

// ----------------------------------------------------------------------------
// launcher

// the grid: a block a tile, or with PERSIST at most as many blocks as the device's
// multiprocessors hold at once (two with one warpgroup at PROD 0, else one), each
// striding over the tiles (fw_walk), so that a block's next tile is copied under its last
// one's end (PROD 1) and no block is launched again a tile
template <int D> static cudaError_t fw_go(fl_args a, const tma_map *maps, int dev, cudaStream_t stream)
{
	(void)maps;
	using C = fw_cfg<D>;
	a.tiles = (a.rows + C::BM - 1) / C::BM;
	int64_t items = (int64_t)a.b * a.hkv * a.tiles;
	if (AKP_PERSIST) {
		int sms = 0;
		const cudaError_t e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
		if (e != cudaSuccess)
			return e;
		const int64_t most = (int64_t)sms * (C::WGS == 1 && !AKP_PROD ? 2 : 1);
		items = items < most ? items : most;
	}
	// above 48 KiB of dynamic shared memory only by opting in, per kernel
#if AKP_PROD
	cudaError_t e = cudaFuncSetAttribute(fw_ws_kernel<D>, cudaFuncAttributeMaxDynamicSharedMemorySize, C::SMEM);
#else
	cudaError_t e = cudaFuncSetAttribute(fw_kernel<D>, cudaFuncAttributeMaxDynamicSharedMemorySize, C::SMEM);
#endif
	if (e != cudaSuccess)
		return e;
	const int64_t cap = 0x7fffffff;
	const unsigned grid = (unsigned)(items < cap ? items : cap);
#if AKP_PROD
	fw_ws_kernel<D><<<grid, C::NT, C::SMEM, stream>>>(a FW_MAPV);
#else
	fw_kernel<D><<<grid, C::NT, C::SMEM, stream>>>(a);
#endif
	return cudaGetLastError();
}

#if AKP_TMA
// the tensor map of k or v: [b][hkv][skv][d] under the call's strides (elements), boxes
// of 64 elements by bn keys in the 128-byte swizzle; every dimension bounded on its own
// (akops_tensor_map, common/tma.cuh), so the boxes of a head's last tile hold zeros past
// its keys, never the next head's (whose values, Inf or NaN, would meet p = 0)
static cudaError_t fw_map(tma_map *m, const AK_T *p, int64_t s0, int64_t s1, int64_t s2, int64_t b, int64_t hkv,
			  int64_t skv, int64_t d, int bn)
{
	const uint64_t e = AK_ELEM_BYTES;
	const uint64_t dims[4] = {(uint64_t)d, (uint64_t)skv, (uint64_t)hkv, (uint64_t)b};
	const uint64_t strides[3] = {(uint64_t)s2 * e, (uint64_t)s1 * e, (uint64_t)s0 * e};
	const uint32_t box[4] = {64, (uint32_t)bn, 1, 1};
	return akops_tensor_map(m, p, AK_ELEM_BYTES, 4, dims, strides, box, 128);
}
#endif

extern "C" cudaError_t AK_LAUNCHER(const AK_T *query, int64_t query_stride0, int64_t query_stride1,
				   int64_t query_stride2, const AK_T *key, int64_t key_stride0, int64_t key_stride1,
				   int64_t key_stride2, const AK_T *value, int64_t value_stride0,
				   int64_t value_stride1, int64_t value_stride2, AK_T *output, int64_t output_stride0,
				   int64_t output_stride1, int64_t output_stride2, float *lse, int64_t b, int64_t h,
				   int64_t hkv, int64_t sq, int64_t skv, int64_t d, float scale, cudaStream_t stream)
{
	// this kernel's shapes (the checks of common/flash.cuh's launcher, then d, more rows
	// a group than a decode tile, 16-byte aligned rows of q, k and v, the device's
	// shared memory); the rest, refusals included, are common/flash.cuh's
	const bool ok = b >= 1 && h >= 1 && hkv >= 1 && sq >= 1 && skv >= 1 && h % hkv == 0 && b <= 0x7fffffff &&
			h <= 0x7fffffff && sq <= (1 << 30) && skv <= (1 << 30) && sq * (h / hkv) <= (1 << 30) &&
			!(AK_CAUSAL && sq > skv) && (d == 64 || d == 128) && sq * (h / hkv) > 16 &&
			fl_aligned(query, query_stride0, query_stride1, query_stride2, b, h, sq, 16) &&
			fl_aligned(key, key_stride0, key_stride1, key_stride2, b, hkv, skv, 16) &&
			fl_aligned(value, value_stride0, value_stride1, value_stride2, b, hkv, skv, 16);
	int dev = 0, optin = 0;
	bool fits = ok;
	tma_map maps[2];
	if (ok) {
		cudaError_t e = device_optin(&dev, &optin);
		if (e != cudaSuccess)
			return e;
		fits = (d == 64 ? fw_cfg<64>::SMEM : fw_cfg<128>::SMEM) <= optin;
#if AKP_TMA
		// strides TMA does not take (negative, or zero across more than one head or
		// batch entry) to the fallback; the driver's other errors returned
		if (fits) {
			const int bn = d == 64 ? fw_cfg<64>::BN : fw_cfg<128>::BN;
			e = fw_map(&maps[0], key, key_stride0, key_stride1, key_stride2, b, hkv, skv, d, bn);
			if (e == cudaSuccess)
				e = fw_map(&maps[1], value, value_stride0, value_stride1, value_stride2, b, hkv, skv, d, bn);
			if (e == cudaErrorInvalidValue)
				fits = false;
			else if (e != cudaSuccess)
				return e;
		}
#endif
	}
	if (!fits)
		return FL_ENTRY(query, query_stride0, query_stride1, query_stride2, key, key_stride0, key_stride1,
				key_stride2, value, value_stride0, value_stride1, value_stride2, output, output_stride0,
				output_stride1, output_stride2, lse, b, h, hkv, sq, skv, d, scale, stream);
	fl_args a = fl_make_args(query, query_stride0, query_stride1, query_stride2, key, key_stride0, key_stride1,
				 key_stride2, value, value_stride0, value_stride1, value_stride2, output,
				 output_stride0, output_stride1, output_stride2, lse, b, h, hkv, sq, skv, scale);
	// paired stores when every row of output starts 4-byte aligned
	a.pair = fl_aligned(output, output_stride0, output_stride1, output_stride2, b, h, sq, 4);
	return d == 64 ? fw_go<64>(a, maps, dev, stream) : fw_go<128>(a, maps, dev, stream);
}
