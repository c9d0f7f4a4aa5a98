// akops-template: rope/pair
// summary: a thread per vector of a row's first half and its partner dim/2 on; cos/sin shared by BQ (batch, head) rows in a warp and kept in registers for RB more; the widest aligned vector dim/2 allows; strided x or y: the same tiles, each row placed by its tensor's strides, the vector narrowed to what they allow
// dtypes: bf16 f16 f32
// param: BLOCK = 256 : 64 128 256 512 1024
// param: BQ = 4 : 1 2 4 8
// param: RB = 2 : 1 2 4 8
// param: RU = 2 : 1 2 4
// param: BPS = 0 : 0 2 4 8
// param: HINT = 1 : 0 1 2
// param: REGS = 0 : 0 64 80 96 128
// require: RU <= RB && BPS * BLOCK <= 2048 && REGS * BLOCK <= 65536 && (REGS > 0 || BLOCK <= 256) && (REGS != 64 || RB == 1) && (REGS != 80 || RU == 1 || RB <= 2) && (REGS != 96 || RU <= 2)
/*
rope, rotate-half (NeoX) style on x[batch][heads][seq][dim] with full-width tables
cos_tab[seq][dim] and sin_tab[seq][dim]; h = dim/2:
    y[i]     = x[i] * cos[s][i]         - x[i + h] * sin[s][i]      for i < h
    y[i + h] = x[i + h] * cos[s][i + h] + x[i] * sin[s][i + h]
as the reference (specs/ref/rope.c).

Instantiate, then judge:
    akgen instantiate specs/rope.yaml templates/rope/pair.cu --dtype bf16 --arch sm_90 -o I.cu
    akgen verify specs/rope.yaml I.cu --dtype bf16 --arch sm_90

x is rows = batch*heads*seq rows of dim elements; row (bh, s) needs table row s. A thread
owns V elements at i of the first half and the V at i + h: it reads both once, writes both
once, and needs no other thread's data. V is the widest access that keeps every vector
aligned: V divides h (so row starts, multiples of 2h, and the second half are multiples of
V too) and V * ELEM_BYTES <= 16; the bases are 16-byte aligned. dim = 128 in bf16 gives
V = 8 (16 bytes); dim = 8 gives V = 4; dim = 130, 34, 6 or 2 (h odd) give scalars.

Mapping: hv = h / V accesses per half row, tpr = min(hv, BLOCK) threads per row (looping
over j = lane, lane + tpr, ... when a row has more); a block holds spb = BLOCK / tpr thread
rows: bq of them are consecutive (batch, head) rows, fastest, and sq consecutive positions,
with bq = min(BQ, spb) unless seq < spb / bq, when sq = seq and bq = spb / seq (decode-like
shapes: seq = 3, dim = 2 gives 85 bh rows of 3 positions). Threads past sq * bq rows idle.
The bq rows of one position in a warp load the same table vectors: one request serves
them all (dim = 128 bf16, BQ = 4: a warp is 4 rows x 8 lanes, one position). Each thread
then walks RB rows bq apart in bh at the same s, with its four table vectors (cos and sin
at i and i + h) in registers; RU of those rows are loaded together (2 * RU vectors of x in
flight per thread), the groups in a loop. The tables are [seq, dim], reused batch*heads
times, and stay in L2 (2 MiB for the bench shapes): they cost L2 2 / (BQ * RB) of x's
reads. A tile is (sq positions, bq * RB bh rows); tiles run positions fastest, so that
consecutive blocks take the next positions of the same rows. The only divisions are per
thread at the start (lane, row) and per tile (tile -> position block, bh block, 32-bit
while the tile index fits); element offsets are 64-bit (batch*heads*seq*dim passes 2^31).

Strides: x and y are inner_contiguous, each with its own strides of batch, head and
position (x_stride0..2, y_stride0..2, in elements; dim dense), in any order and padded
at will: x in [B, S, H, D] memory seen as [B, H, S, D] has strides (S H D, D, H D), the
head's smaller than the position's. The launcher first gives each dimension of size 1
its dense stride (never stepped, its stride is free). When both tensors then have the
dense strides, the kernel is the one above (STRIDED false: the same instructions). Else
it runs with STRIDED: the same mapping, tiles and table reuse, but row (b heads + hh, s)
of each tensor is at b, hh and s times that tensor's strides. A thread divides its first
bh by heads once for each pass over its rows (32-bit: the launcher holds batch * heads
to 2^30, the spec to 2^26) and then walks its rows bq apart by adding a step the
launcher computed (bq / heads batches and bq mod heads heads; one batch more, heads
heads back, where the head passes heads): in x as the rows are loaded and in y as they
are stored, so that no offsets are held from the loads to the stores. V then divides h
and all six strides, so that every row of either tensor starts aligned to it (bf16 dim
128 in [B, S, H, D] keeps V = 8; a padding by an odd number of elements gives V = 1).

Parameters:
  BLOCK   threads per block
  BQ      (batch, head) rows per position in a block: table reuse through the warp
  RB      rows per thread per table load: table reuse through registers
  RU      rows of RB loaded together (loads in flight), RU <= RB
  BPS     0: one block per tile; else a persistent grid of BPS blocks per multiprocessor
  HINT    x and y: 0: ld.global.nc and plain stores; 1: ld.global.cs / st.global.cs
          (evict-first: read once); 2: ld.global.nc.L1::no_allocate.L2::256B, st.global.cs.
          The tables always go through ld.global.nc (cached)
  REGS    0: __launch_bounds__(BLOCK) alone (ptxas picks: 54-122 registers, none spill at
          BLOCK <= 256; at BLOCK 512 it squeezes to 64 and spills, hence BLOCK <= 256);
          else __maxnreg__(REGS). The require keeps out every combination that spilled
          under ptxas -v in any dtype (bf16/f16 V = 8 holds 4 table vectors as 32 floats).
          The strided kernel holds a few more values (the walk: two offsets, the head)
          and spills 4 to 12 bytes at 16 of 213 points swept, all bf16/f16 (V = 8 but
          one): REGS 80 with RB >= 2, REGS 96 with RB >= 4 RU 2 (f16, HINT 0), and
          RB 8 RU 4 at REGS 128 or 0 (f16); strided calls are verified, not timed

Bandwidth, 4x32x4096x128 bf16: x and y 128 MiB each, tables 2 MiB: 270.5 MB at the
4.28 TB/s copy ceiling is 63.2 us; torch.compile takes 63.7 us. The math is 2 FMA and a
conversion an element. Default: ~80 registers, 3 blocks of 256 per SM, 4 x vectors of
16 bytes per thread in flight (48 KiB per SM), tiles of 64 rows (16 KiB of x: 8192 tiles,
~21 waves of 396 blocks), tables at 1/4 of x's reads in L2.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#if AKP_REGS > 0
#define RP_BOUNDS __maxnreg__(AKP_REGS)
#else
#define RP_BOUNDS __launch_bounds__(AKP_BLOCK)
#endif

// ----------------------------------------------------------------------------
// memory access: x is read once and y written once, streaming hints (HINT); the tables
// are read by every (batch, head): the read-only path, cached. The accesses' integer
// types (bits<B>) and the conversions of the elements to float and back: the math is in
// float with one rounding to the dtype.
#include "common/stream.cuh"
#include "common/convert.cuh"

// ----------------------------------------------------------------------------
// kernel
// (static, as every helper: the launcher is the object's one global symbol)

// A strided call's layout (STRIDED): each tensor's strides of batch, head and position
// in elements (a dimension of size 1 given its dense stride by the launcher); and the
// step from one of a thread's rows to the next, bq (batch, head) rows on: the head hh
// advances by bqr = bq mod heads, the offsets by dx in x and dy in y, or where hh passes
// heads (a batch more, heads heads back) by dxw and dyw
struct rows_at {
	int64_t xb, xh, xs, yb, yh, ys;
	int heads, bqr;
	int64_t dx, dxw, dy, dyw;
};

// the head of a thread's next row, and whether the row is in a batch more than bq / heads on
static __device__ __forceinline__ bool next_head(const rows_at &ra, int &hh)
{
	hh += ra.bqr;
	const bool wrap = hh >= ra.heads;
	if (wrap)
		hh -= ra.heads;
	return wrap;
}

// bh_n = batch * heads; hv = h / V accesses per half row, tpr threads per row, sq positions
// and bq bh rows per block; nst position blocks; tiles t = tb * nst + ts. Dense (not
// STRIDED), row (bh, s) of x and y is at (bh seq + s) dim, a thread's next row rstride on;
// strided, each tensor's at (b, hh, s) times its strides, the rows walked by next_head.
template <int V, bool STRIDED>
static __global__ void RP_BOUNDS
rope_kernel(const AK_T *__restrict__ x, const AK_T *__restrict__ cos_tab,
            const AK_T *__restrict__ sin_tab, AK_T *__restrict__ y, int64_t bh_n, int64_t seq,
            int dim, int hv, int tpr, int sq, int bq, int64_t nst, int64_t ntiles, rows_at ra)
{
	typedef typename bits<V * AK_ELEM_BYTES>::T B;
	const int h = dim / 2;
	const int lane = (int)threadIdx.x % tpr;
	const int q = (int)threadIdx.x / tpr;
	// threads past the last whole thread row (BLOCK % tpr), or past sq * bq rows, idle
	if (q >= sq * bq)
		return;
	// (batch, head) fastest: the bq thread rows of one position share their table vectors,
	// so that a warp's table loads are one request for up to 32 / tpr rows
	const int qb = q % bq, qs = q / bq;
	// elements between this thread's successive rows: bq rows of (batch, head) apart
	const int64_t rstride = (int64_t)bq * seq * dim;

	for (int64_t t = blockIdx.x; t < ntiles; t += gridDim.x) {
		int64_t tb, ts;
		if (t <= 0xffffffffll) {
			// nst <= seq <= 2^20: a 32-bit division while the tile index fits
			const unsigned tu = (unsigned)t, nu = (unsigned)nst;
			tb = tu / nu;
			ts = tu - (unsigned)tb * nu;
		} else {
			tb = t / nst;
			ts = t - tb * nst;
		}
		const int64_t s = ts * sq + qs;
		const int64_t bh = tb * ((int64_t)bq * AKP_RB) + qb;
		if (s >= seq || bh >= bh_n)
			continue;
		// rows bh + r * bq exist for r * bq < rem
		const int64_t rem = bh_n - bh;
		const int64_t xrow = (bh * seq + s) * dim;
		const AK_T *ct = cos_tab + s * dim;
		const AK_T *st = sin_tab + s * dim;

		for (int j = lane; j < hv; j += tpr) {
			const int i = j * V;
			const B c1 = __ldg(reinterpret_cast<const B *>(ct + i));
			const B c2 = __ldg(reinterpret_cast<const B *>(ct + h + i));
			const B s1 = __ldg(reinterpret_cast<const B *>(st + i));
			const B s2 = __ldg(reinterpret_cast<const B *>(st + h + i));
			float fc1[V], fc2[V], fs1[V], fs2[V];
			unpack(c1, fc1);
			unpack(c2, fc2);
			unpack(s1, fs1);
			unpack(s2, fs2);

			// RB rows with these tables, RU of them loaded together (all their loads
			// issued before any is used); a loop, not unrolled, over the groups.
			// Strided: the rows' offsets walked from the tile's first, in x as they are
			// loaded and in y as they are stored (the group's steps in wrap: no offsets
			// held from the loads to the stores)
			int64_t xr = 0, yr = 0;
			int hh = 0;
			if constexpr (STRIDED) {
				// bh < bh_n <= 2^30 (the launcher's): a 32-bit division
				const unsigned b = (unsigned)bh / (unsigned)ra.heads;
				hh = (int)((unsigned)bh - b * (unsigned)ra.heads);
				xr = b * ra.xb + hh * ra.xh + s * ra.xs + i;
				yr = b * ra.yb + hh * ra.yh + s * ra.ys + i;
			}
#pragma unroll 1
			for (int r0 = 0; r0 < AKP_RB && (int64_t)r0 * bq < rem; r0 += AKP_RU) {
				const int64_t off = xrow + r0 * rstride + i;
				// row u's vector i in x and in y (strided: the walk's current row)
				auto xp = [&](int u) { return STRIDED ? x + xr : x + off + u * rstride; };
				auto yp = [&](int u) { return STRIDED ? y + yr : y + off + u * rstride; };
				B a[AKP_RU], b[AKP_RU];
				bool wrap[AKP_RU];
#pragma unroll
				for (int u = 0; u < AKP_RU; u++) {
					if ((int64_t)(r0 + u) * bq < rem) {
						a[u] = ld_stream(reinterpret_cast<const B *>(xp(u)));
						b[u] = ld_stream(reinterpret_cast<const B *>(xp(u) + h));
					}
					if constexpr (STRIDED) {
						wrap[u] = next_head(ra, hh);
						xr += wrap[u] ? ra.dxw : ra.dx;
					}
				}
#pragma unroll
				for (int u = 0; u < AKP_RU; u++) {
					if ((int64_t)(r0 + u) * bq < rem) {
						float fa[V], fb[V], o1[V], o2[V];
						unpack(a[u], fa);
						unpack(b[u], fb);
#pragma unroll
						for (int k = 0; k < V; k++) {
							o1[k] = fa[k] * fc1[k] - fb[k] * fs1[k];
							o2[k] = fb[k] * fc2[k] + fa[k] * fs2[k];
						}
						B p1, p2;
						pack(o1, p1);
						pack(o2, p2);
						st_stream(reinterpret_cast<B *>(yp(u)), p1);
						st_stream(reinterpret_cast<B *>(yp(u) + h), p2);
					}
					if constexpr (STRIDED)
						yr += wrap[u] ? ra.dyw : ra.dy;
				}
			}
		}
	}
}

// ----------------------------------------------------------------------------
// launcher

#include "common/grid.cuh"

template <int V, bool STRIDED>
static cudaError_t rope_launch(const AK_T *x, const AK_T *cos_tab, const AK_T *sin_tab, AK_T *y,
                               int64_t bh_n, int64_t seq, int dim, rows_at ra, cudaStream_t stream)
{
	const int hv = dim / 2 / V;
	const int tpr = hv < AKP_BLOCK ? hv : AKP_BLOCK;
	const int spb = AKP_BLOCK / tpr;
	// BQ bh rows per position, unless the block holds more rows than BQ * seq
	const int bq0 = AKP_BQ < spb ? AKP_BQ : spb;
	const int sq = spb / bq0 < seq ? spb / bq0 : (int)seq;
	const int bq = spb / sq;
	const int64_t nst = (seq + sq - 1) / sq;
	const int64_t bh_per_tile = (int64_t)bq * AKP_RB;
	const int64_t ntiles = nst * ((bh_n + bh_per_tile - 1) / bh_per_tile);
	// a tile a block, or BPS blocks a multiprocessor; the kernel strides over the tiles
	unsigned grid;
	cudaError_t err = grid_strided(ntiles, AKP_BPS, &grid);
	if (err != cudaSuccess)
		return err;
	if constexpr (STRIDED) {
		// a thread's rows bq apart in (batch, head): bq / heads batches and bq mod
		// heads heads
		ra.bqr = bq % ra.heads;
		ra.dx = bq / ra.heads * ra.xb + ra.bqr * ra.xh;
		ra.dy = bq / ra.heads * ra.yb + ra.bqr * ra.yh;
		ra.dxw = ra.dx + ra.xb - ra.heads * ra.xh;
		ra.dyw = ra.dy + ra.yb - ra.heads * ra.yh;
	}
	rope_kernel<V, STRIDED><<<grid, AKP_BLOCK, 0, stream>>>(
		x, cos_tab, sin_tab, y, bh_n, seq, dim, hv, tpr, sq, bq, nst, ntiles, ra);
	return cudaGetLastError();
}

// the widest access V (V * ELEM_BYTES <= 16) that divides w: h, or strided h and every
// stride (2^k divides each of several numbers exactly when it divides their bitwise or)
template <bool STRIDED>
static cudaError_t rope_pick(const AK_T *x, const AK_T *cos_tab, const AK_T *sin_tab, AK_T *y, int64_t bh_n,
                             int64_t seq, int dim, int64_t w, const rows_at &ra, cudaStream_t stream)
{
#if AK_ELEM_BYTES == 2
	if (w % 8 == 0)
		return rope_launch<8, STRIDED>(x, cos_tab, sin_tab, y, bh_n, seq, dim, ra, stream);
#endif
	if (w % 4 == 0)
		return rope_launch<4, STRIDED>(x, cos_tab, sin_tab, y, bh_n, seq, dim, ra, stream);
	if (w % 2 == 0)
		return rope_launch<2, STRIDED>(x, cos_tab, sin_tab, y, bh_n, seq, dim, ra, stream);
	return rope_launch<1, STRIDED>(x, cos_tab, sin_tab, y, bh_n, seq, dim, ra, stream);
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
	const int64_t bh_n = batch * heads;
	const int h = (int)dim / 2;

	// a dimension of size 1 is never stepped, whatever its stride: take it as dense
	// (a multiple of dim), so that it decides neither the path nor the width
	if (batch == 1)
		x_stride0 = y_stride0 = heads * seq * dim;
	if (heads == 1)
		x_stride1 = y_stride1 = seq * dim;
	if (seq == 1)
		x_stride2 = y_stride2 = dim;
	const rows_at ra = {x_stride0, x_stride1, x_stride2, y_stride0, y_stride1, y_stride2, (int)heads, 0, 0, 0, 0, 0};
	if (x_stride0 == heads * seq * dim && x_stride1 == seq * dim && x_stride2 == dim &&
	    y_stride0 == x_stride0 && y_stride1 == x_stride1 && y_stride2 == x_stride2)
		return rope_pick<false>(x, cos_tab, sin_tab, y, bh_n, seq, (int)dim, h, ra, stream);
	// the strided rows' (batch, head) index in 32 bits, their head in an int: the spec's
	// batch * heads <= 2^26 needs far less
	if (bh_n > (1 << 30))
		return cudaErrorInvalidValue;
	return rope_pick<true>(x, cos_tab, sin_tab, y, bh_n, seq, (int)dim,
			       h | x_stride0 | x_stride1 | x_stride2 | y_stride0 | y_stride1 | y_stride2, ra, stream);
}
