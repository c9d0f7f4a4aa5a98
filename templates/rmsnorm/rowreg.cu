// akops-template: rmsnorm/rowreg
// summary: the row held in registers (a sub-warp, warp or block per row, the widest aligned vectors), read once; two passes over rows too long to hold
// dtypes: bf16 f16 f32
// param: BLOCK = 1024 : 128 256 512 1024
// param: WBLOCK = 256 : 64 128 256 512 1024
// param: PACKS = 4 : 1 2 4 8
// param: MAXPACKS = 8 : 4 8 16 32
// param: VEC_BYTES = 16 : 8 16
// param: LOAD_HINT = 1 : 0 1 2 3
// param: STORE_HINT = 0 : 0 1
// param: WAVES = 0 : 0 1 2 4
// param: WEARLY = 0 : 0 1
// param: EXACT = 0 : 0 1
// param: SPLIT = 8 : 1 2 4 8 16
// param: SPLIT_MIN = 256 : 32 64 128 256
// param: MAXREG = 0 : 0 40 48 56 64
// require: PACKS <= MAXPACKS
// require: VEC_BYTES >= ELEM_BYTES
// require: (1 + WEARLY) * PACKS * VEC_BYTES * WBLOCK <= 131072
// require: (1 + WEARLY) * PACKS * VEC_BYTES * BLOCK <= 131072
// require: MAXPACKS * VEC_BYTES * BLOCK <= 131072
// require: MAXPACKS * BLOCK <= 8192
// require: (1 + WEARLY) * PACKS * WBLOCK <= 8192
// require: MAXREG == 0 || MAXREG >= 24 + (1 + WEARLY) * PACKS * VEC_BYTES / 4
// require: MAXREG * BLOCK <= 65536 && MAXREG * WBLOCK <= 65536

/*
rmsnorm: y[r][c] = x[r][c] / sqrt(mean over c of x[r][c]^2 + eps) * w[c]
(specs/rmsnorm.yaml, specs/ref/rmsnorm.c). An instance is this file behind the
AKP_* and AK_* definitions of templates/README.md:

    akgen instantiate specs/rmsnorm.yaml templates/rmsnorm/rowreg.cu --dtype bf16 --arch sm_90

The op moves 2 * rows * cols elements and does 4 flops each: it is bound by memory
bandwidth alone, and the whole design is about keeping bytes in flight. Each row
is read from global memory exactly once: its "packs" (vectors of V elements, V *
ELEM_BYTES <= VEC_BYTES) are loaded into registers all at once, squared and
summed in float, reduced across the row's threads, and normalised from the same
registers. Four shape classes, chosen by the launcher from cols (and rows, for split rows):

  warp rows   the row needs at most 32 threads of PACKS packs: a group of 1..32
              lanes per row, WBLOCK / group rows per block, shuffles only (no
              barrier); cols 1 .. 32 * PACKS * V (1024 bf16 at the defaults)
  block rows  up to BLOCK threads per row, one row per block, PACKS .. MAXPACKS
              packs per thread (packs under 16 bytes: at most 4); shuffles, then
              one partial per warp in shared memory; up to BLOCK * MAXPACKS * V
              (65536 bf16 at the defaults)
  split rows  a few rows (sm_90 on, SPLIT > 1; rows whose packs are 16 bytes) that one
              block does not hold at PACKS a thread: each row over a thread-block
              cluster of up to SPLIT blocks, held in registers as in block rows, the
              block sums exchanged through distributed shared memory, so a long row
              is read by several multiprocessors (common/split.cuh decides,
              common/rowreg_launch.cuh launches); layernorm 1 x 262144 read by one
              block was 23x slower than torch.compile
  long rows   BLOCK threads loop over the row twice: the sum of squares, then the
              output, re-reading x (L2 keeps part of it)

The exact fit (EXACT): a row that is exactly NV packs a thread, in rows that
fill whole groups (every bench shape), runs an instance of the register kernels
without a test or a predicate: no selects in the sums, unpredicated loads and
stores.

Strides: x and y are inner_contiguous, each with its own row stride (x_stride0,
y_stride0, in elements): row r of x starts at x + r * x_stride0, of y at y + r *
y_stride0, the row itself dense. A stride is >= cols when rows > 1 (rows never
overlap) but a multiple of nothing in particular; with one row it may be anything
and is never used (the launcher takes it as cols). Every kernel offsets each
tensor's rows by its own stride; all else (the lanes' packs, the weights) is
inside a row, as with dense rows.

w is broadcast (PyTorch's expand): w_stride0 is 1, dense, or 0, every w[c] is
w[0] and only that element is in memory. The launcher refuses any other value
(cudaErrorInvalidValue): the kernels know only these two, and a stride of 2
read as dense would give wrong weights without an error. Every kernel is made
twice (WD, chosen once by the launcher): the kernel of dense weights is the code
of dense weights alone, its vector loads and registers as before; the kernel of
broadcast ones loads w[0] alone and splats it into each pack (common/rowreg.cuh's
ld_wpack), whatever the pack's width. (Both copies in one kernel, behind a
uniform branch, cost the dense code registers: layernorm's warp rows 40 -> 48,
rmsnorm's 8-pack block rows a spill.)

Vector width: the tensors' data pointers are 16-byte aligned (align: 16), but row
r starts r * stride * ELEM_BYTES bytes in, so the launcher takes the widest V that
divides cols and both strides (8, 4, 2, 1 for bf16 at VEC_BYTES 16), for every
tensor alike: 16-byte accesses whenever cols, x_stride0 and y_stride0 are
multiples of 8, every access aligned to its width. With dense strides that is
the V that divides cols, and the kernels are those of dense rows but for a second
64-bit row offset; a padding of whole vectors keeps V (bf16 rows of 4096 in a
stride of 4104).

Peeled rows (PL): where VMAX does not divide cols or a stride (rmsnorm 4096 x 2501,
an odd padding), rows of at least PEEL_MIN (32 VMAX) elements whose starts fall
alike modulo VMAX in x and y (y_stride0 - x_stride0 a multiple of VMAX, always so
with dense strides) keep 16-byte packs: row r's head, the elements before x's
first 16-byte boundary in it (h < VMAX, different from row to row), and its tail
(fewer than VMAX past the last whole pack) go one element a thread, lane e the
row's extra e, loaded before the sum and stored with w's element after it; the
body between is packs as above, from column h. w's pack at column h + kV is 16-byte
aligned only where h is 0: otherwise its V elements are loaded one at a time (L1
hits: every row reads the same w). These kernels are a warp a row at least, never
the exact fit. Other rows take the widest V that divides cols and the strides, at
most 4 packs a thread, as before (in packs of one element rmsnorm f32 4096 x 2501
took 1.8x torch.compile's time on the H200, session 18).

Offsets: row * stride is 64-bit (rows * cols exceeds 2^31 in the spec's range, a
padded stride sooner), computed once a row (the looping kernel advances each
tensor's row pointer by gridDim.x strides instead); offsets inside a row are int
(cols <= 262144). rows up to 2^31 - 1 fit the grid (gridDim.x <= 2^31 - 1); the
kernels still loop over row groups, so a capped grid (WAVES) is correct too.

Parameters:
  BLOCK       most threads per row (block rows, long rows)
  WBLOCK      threads per block in the warp-row class (rows per block = WBLOCK / group)
  PACKS       packs per thread the launcher aims for: the group per row is the smallest
              power of two that holds the row at PACKS packs a thread
  MAXPACKS    most packs a thread holds before the row goes to the looping path
  VEC_BYTES   widest access (16: LDG.128)
  LOAD_HINT   x, read once: 0 plain, 1 .cs (evict-first), 2 .nc (non-coherent),
              3 .nc under an L2 evict-last policy (createpolicy): L2 gives up
              the outputs' dirty lines first (rmsnorm f32 on the H200: 255.9 ->
              247.8 us at 8192 x 16384, bench/results/2026-12-01-h200-session6/
              l2probe7)
  STORE_HINT  y: 0 plain, 1 __stcs (evict-first)
  WAVES       0: one block per row group; k: at most k times the resident blocks
              (a persistent grid looping over rows)
  WEARLY      1: w loaded with x, its latency hidden under x's (4 more registers a
              pack, only where NV <= PACKS); 0: loaded after the reduction
  EXACT       1: rows that fit exactly take kernels without tests (see above); 0:
              every row takes the general ones. (f32 at BLOCK 512 and 8 packs:
              74 registers instead of 64, one block an SM instead of two, 3%
              slower on the H200 unless MAXREG caps it; layernorm gained)
  SPLIT       most blocks (cluster ranks) a row is split over; 1: never split
  SPLIT_MIN   fewest threads a block of a split row keeps (so short rows stay whole)
  MAXREG      0: registers as ptxas likes within the launch bounds; else at most
              this many a thread where NV <= PACKS (more resident blocks)
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// the packs, their loads and stores, the sums: the norm families' skeleton
#if AK_ARCH >= 90
#include "common/cluster.cuh"
#endif
#include "common/rowpeel.cuh"
#include "common/rowreg.cuh"

// ----------------------------------------------------------------------------
// kernels
// (static: the launcher is the object's one global symbol)

// everything a kernel needs, in one parameter block
struct Args {
	const AK_T *x, *w;
	AK_T *y;
	int64_t rows;
	int64_t xs, ys;	// the row strides of x and y (elements)
	int cols;	// <= COLS_MAX
	int lg;		// reg_kernel: log2 of the threads per row
	float rcols;	// 1 / cols, rounded once on the host (a division in the
			// kernel would bring its slow-path call, and the call spills)
	float eps;
};

// Rows held in registers. Thread `lane` of its row's group of 2^lg holds packs
// lane, lane + 2^lg, ..., so each load instruction of a warp covers contiguous
// memory. ROW (common/rowreg.cuh): ROW_WARP, groups of at most 32 lanes, several
// rows per block; ROW_BLOCK, one row per block of 2^lg threads; ROW_CLUSTER, one
// row per cluster, 2^lg threads in all. NV: packs per thread, >= ceil(cols / V / 2^lg).
// PL: the row peeled (common/rowpeel.cuh): its body in packs as above, from
// its first V-aligned element, and lane e < ht its extra e, one element.
template <int V, int NV, int TMAX, int ROW, bool EX, bool WD, bool PL>
static __device__ __forceinline__ void reg_rows(const Args &a)
{
	// the weights' loads issued with x's, their latency hidden under it, at
	// one more pack of registers a pack; only where the block was sized to the
	// row (NV <= PACKS), not in split rows (1024 threads a block)
	constexpr bool WEARLY = AKP_WEARLY && NV <= AKP_PACKS && ROW != ROW_CLUSTER;
	__shared__ float part[2][PARTS];
	const int lg = a.lg;
	const Slot sl = slot_of<ROW>(lg);
	const int lane = sl.lane;
	const int step = V << lg;	// elements from one of a thread's packs to its next
	// an unpeeled row: the same packs in every row
	const RowPeel q0 = row_peel<V, false>(0, a.cols);
	const int nk0 = packs_of(q0.npk, lane, lg);
	int par = 0;

	// the row group depends on the block (or cluster) only: the loop, and the
	// barriers in row_sum, are uniform over it
	for (int64_t r0 = sl.first; r0 < a.rows; r0 += sl.step) {
		const RowAt at = row_at<V, NV, EX, PL>(r0 + sl.sub, a.rows, a.xs, a.cols, lane, lg, q0, nk0);
		const int64_t xo = at.r * a.xs + at.c0;

		// every load of the row issued before the first use
		Pack<V> v[NV], wv[NV];
		ld_packs<V, NV, HINT_ONCE, EX>(v, a.x + xo, step, at.mk);
		if constexpr (WEARLY)
			ld_wpacks<V, NV, HINT_WEIGHT, EX, PL>(wv, a.w, WD, at.c0, step, at.mk, at.q.h == 0);
		Pack<1> xe;
		if constexpr (PL)
			xe = ld_pack<1, HINT_ONCE>(a.x + at.r * a.xs + at.ce, at.xt);

		float ss = 0.0f;
		if constexpr (PL) {
			float f[1];
			unpack<0, 1>(xe, f);
			ss = f[0] * f[0];
		}
#pragma unroll
		for (int k = 0; k < NV; k++) {
			float f[V];
			unpack<0, V>(v[k], f);
#pragma unroll
			for (int i = 0; i < V; i++)
				ss = fmaf(f[i], f[i], ss);
		}
		ss = row_sum<ROW>(ss, lg, part, par);
		const float inv = rsqrtf(ss * a.rcols + a.eps);	// rsqrtf: 2 ulp
		// y's offset where its stores begin: computed with x's, NVVM would
		// recompute the product at each pack's store
		const int64_t yo = at.r * a.ys + at.c0;

		if constexpr (PL) {
			if (at.xt) {
				float f[1], g[1];
				unpack<1, 1>(xe, f);
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.w, WD, 0, at.ce, true), g);
				f[0] = f[0] * inv * g[0];
				st_pack<1>(a.y + at.r * a.ys + at.ce, pack<1>(f));
			}
		}
#pragma unroll
		for (int k = 0; k < NV; k++) {
			// late weights: one pack at a time behind a branch, so that ptxas
			// cannot hoist them all (NV more packs of registers at once)
			// (a branch on a value ptxas cannot know, in the exact fit too)
			if (WEARLY || k < (EX ? at.nk : at.mk)) {
				float f[V], g[V];
				if constexpr (!WEARLY)
					wv[k] = ld_wpack<V, HINT_WEIGHT, false, PL>(a.w, WD, at.c0, k * step, true, at.q.h == 0);
				unpack<1, V>(v[k], f);
				unpack<0, V>(wv[k], g);
#pragma unroll
				for (int i = 0; i < V; i++)
					f[i] = f[i] * inv * g[i];
				if (k < at.mk)
					st_pack<V>(a.y + yo + k * step, pack<V>(f));
			}
		}
	}
}

// Rows too long to hold: a block of BLOCK threads per row, two passes over
// it, UNROLL packs a thread in flight per step. The first pass keeps x in L2
// (evict-last) for the second.
#define UNROLL 4

// PL: the row peeled (row_peel), its body in packs from its first V-aligned
// element, thread e < ht its extra e.
template <int V, bool WD, bool PL>
static __global__ void __launch_bounds__(AKP_BLOCK) loop_kernel(const Args a)
{
	__shared__ float part[2][AKP_BLOCK / 32];
	const int nt = (int)blockDim.x, t = (int)threadIdx.x;
	int par = 0;

	// each tensor's row, advanced a grid of rows at a time: computed as row *
	// stride in the loop, the products are recomputed (NVVM) inside the passes
	// below, at each store
	const AK_T *xr = a.x + blockIdx.x * a.xs;
	AK_T *yr = a.y + blockIdx.x * a.ys;
	for (int64_t row = blockIdx.x; row < a.rows; row += gridDim.x, xr += gridDim.x * a.xs, yr += gridDim.x * a.ys) {
		const RowPeel q = row_peel<V, PL>(row * a.xs, a.cols);
		const int npk = q.npk, ce = peel_col<V>(q, t);
		const AK_T *xb = xr + q.h;	// the body
		AK_T *yb = yr + q.h;
		float ss = 0.0f;
		Pack<1> xe;
		if constexpr (PL) {
			float f[1];
			xe = ld_pack<1, HINT_AGAIN>(xr + ce, t < q.ht);
			unpack<0, 1>(xe, f);
			ss = f[0] * f[0];
		}
		for (int p0 = t; p0 < npk; p0 += UNROLL * nt) {
			Pack<V> v[UNROLL];
#pragma unroll
			for (int u = 0; u < UNROLL; u++)
				v[u] = ld_pack<V, HINT_AGAIN>(xb + (p0 + u * nt) * V, p0 + u * nt < npk);
#pragma unroll
			for (int u = 0; u < UNROLL; u++) {
				float f[V];
				unpack<0, V>(v[u], f);
#pragma unroll
				for (int i = 0; i < V; i++)
					ss = fmaf(f[i], f[i], ss);
			}
		}
		ss = block_sum(ss, part[par]);
		par ^= 1;
		const float inv = rsqrtf(ss * a.rcols + a.eps);

		if constexpr (PL) {
			if (t < q.ht) {
				float f[1], g[1];
				unpack<1, 1>(xe, f);
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.w, WD, 0, ce, true), g);
				f[0] = f[0] * inv * g[0];
				st_pack<1>(yr + ce, pack<1>(f));
			}
		}
		for (int p0 = t; p0 < npk; p0 += UNROLL * nt) {
			Pack<V> v[UNROLL];
#pragma unroll
			for (int u = 0; u < UNROLL; u++)
				v[u] = ld_pack<V, HINT_LAST>(xb + (p0 + u * nt) * V, p0 + u * nt < npk);
#pragma unroll
			for (int u = 0; u < UNROLL; u++) {
				const int p = p0 + u * nt;
				if (p < npk) {
					float f[V], g[V];
					unpack<0, V>(v[u], f);
					unpack<0, V>(ld_wpack<V, HINT_WEIGHT, false, PL>(a.w, WD, q.h, p * V, true, q.h == 0), g);
#pragma unroll
					for (int i = 0; i < V; i++)
						f[i] = f[i] * inv * g[i];
					st_pack<V>(yb + p * V, pack<V>(f));
				}
			}
		}
	}
}

// split rows: packs a thread, within the register budget (MAXPACKS * VEC_BYTES * BLOCK <= 131072 at 1024 threads)
#define SPLIT_NV 8
#include "common/grid.cuh"
#include "common/split.cuh"
#include "common/rowreg_launch.cuh"

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, int64_t x_stride0, const AK_T *w, int64_t w_stride0, AK_T *y,
                                   int64_t y_stride0, int64_t rows, int64_t cols, float eps, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error;
	// w is dense (stride 1) or broadcast (0), nothing else
	if (rows < 1 || cols < 1 || cols > COLS_MAX || (w_stride0 != 0 && w_stride0 != 1))
		return cudaErrorInvalidValue;
	// one row: row 0 starts at the pointer whatever the strides (which may be
	// anything, not whole vectors): take them as dense
	if (rows == 1)
		x_stride0 = y_stride0 = cols;
	Args a;
	a.x = x, a.w = w, a.y = y;
	a.rows = rows, a.xs = x_stride0, a.ys = y_stride0;
	a.cols = (int)cols, a.lg = 0;
	a.rcols = (float)(1.0 / (double)cols);
	a.eps = eps;
	return rows_launch(a, w_stride0 != 0, cols | x_stride0 | y_stride0, y_stride0 - x_stride0, stream);
}
