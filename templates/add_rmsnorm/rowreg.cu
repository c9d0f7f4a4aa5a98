// akops-template: add_rmsnorm/rowreg
// summary: sum = x + residual and its rmsnorm, the row held in registers as the float sum (a sub-warp, warp or block per row, the widest aligned vectors), read once; two passes over rows too long to hold
// dtypes: bf16 f16 f32
// param: BLOCK = 512 : 128 256 512 1024
// param: WBLOCK = 256 : 64 128 256 512 1024
// param: PACKS = 4 : 1 2 4 8
// param: MAXPACKS = 8 : 4 8
// param: VEC_BYTES = 16 : 8 16
// param: LOAD_HINT = 1 : 0 1 2 3
// param: STORE_HINT = 0 : 0 1
// param: WAVES = 0 : 0 1 2 4
// param: WEARLY = 0 : 0 1
// param: SPLIT = 8 : 1 2 4 8 16
// param: SPLIT_MIN = 256 : 32 64 128 256
// param: MAXREG = 0 : 0 40 48 64 80 96
// require: PACKS <= MAXPACKS
// require: VEC_BYTES >= ELEM_BYTES
// require: (2 + WEARLY) * PACKS * VEC_BYTES * WBLOCK <= 131072
// require: (2 + WEARLY) * PACKS * VEC_BYTES * BLOCK <= 131072
// require: 2 * MAXPACKS * VEC_BYTES * BLOCK <= 131072
// require: MAXPACKS * BLOCK <= 4096
// require: (1 + WEARLY) * PACKS * WBLOCK <= 4096
// require: MAXREG == 0 || MAXREG >= 32 + (2 + WEARLY) * PACKS * VEC_BYTES / 4
// require: MAXREG * BLOCK <= 65536 && MAXREG * WBLOCK <= 65536

/*
add_rmsnorm: sum[r][c] = x[r][c] + residual[r][c];
             y[r][c] = s / sqrt(mean over c of s^2 + eps) * w[c],  s = x + residual
(specs/add_rmsnorm.yaml, specs/ref/add_rmsnorm.c), with s the sum before its
rounding to the dtype: the reference normalises the exact sum. An instance is this
file behind the AKP_* and AK_* definitions of templates/README.md:

    akgen instantiate specs/add_rmsnorm.yaml templates/add_rmsnorm/rowreg.cu --dtype bf16 --arch sm_90

The op moves 4 * rows * cols elements and does 5 flops each: it is bound by memory
bandwidth alone. Each row of x and of residual is read from global memory once:
their packs (vectors of V elements, V * ELEM_BYTES <= VEC_BYTES) are loaded into
registers all at once, added in float, the rounded sum stored at once (before the
reduction: the writes start early), the float sum kept in registers (V floats a
pack: 8 registers for bf16 16-byte packs, twice rmsnorm's packed words), its
squares summed and reduced across the row's threads, and y written from it. The
shape classes are rmsnorm/rowreg's:

  warp rows   the row needs at most 32 threads of PACKS packs: a group of 1..32
              lanes per row, WBLOCK / group rows per block, shuffles only
  block rows  up to BLOCK threads per row, one row per block, PACKS .. MAXPACKS
              packs per thread; shuffles, then one partial per warp in shared
              memory; up to BLOCK * MAXPACKS * V (32768 bf16 at the defaults;
              packs under 16 bytes: at most 4 a thread)
  split rows  a few long rows, each over a thread-block cluster (sm_90 on), as in
              rmsnorm/rowreg (common/split.cuh decides)
  long rows   BLOCK threads loop over the row twice: the sum (written) and its
              squares, then the output, re-reading x and residual (L2 keeps part)

s = x + residual is exact in float unless the two differ by 2^15 or more in
magnitude for bf16 (2^13 for f16), and then off by half a float ulp: far finer
than the dtype. The long-row path adds x and residual again in its second pass,
the same float sum bit for bit, rather than read back the rounded sum.

Strides, vector width and offsets as in rmsnorm/rowreg: x, residual, sum and y
each with its own row stride (elements; taken as cols with one row), each
tensor's rows offset by its own; the widest V that divides cols and all four
strides, for every tensor alike (row r starts r * stride * ELEM_BYTES bytes in;
with dense strides, the V that divides cols, and the kernels of dense rows but
for three more 64-bit row offsets); row * stride in 64 bits, offsets in a row in
int; rows up to 2^30 fit the grid, the kernels loop over row groups anyway. Rows
whose starts are not aligned to VMAX are peeled as in rmsnorm/rowreg (PL), where
the four tensors' rows start alike modulo VMAX: a lane's extra is summed, its sum
stored and normalised as a pack's element is.

w is dense or broadcast (w_stride0 1 or 0, any other refused), as in
rmsnorm/rowreg: every kernel made twice (WD), the kernel of dense weights the
code of dense weights alone.

Parameters:
  BLOCK       most threads per row (block rows, long rows)
  WBLOCK      threads per block in the warp-row class (rows per block = WBLOCK / group)
  PACKS       packs per thread the launcher aims for: the group per row is the smallest
              power of two that holds the row at PACKS packs a thread
  MAXPACKS    most packs a thread holds before the row goes to the looping path
  VEC_BYTES   widest access (16: LDG.128)
  LOAD_HINT   x and residual, read once: 0 plain, 1 .cs (evict-first), 2 .nc,
              3 .nc under an L2 evict-last policy (createpolicy): L2 gives up
              the outputs' dirty lines first (rmsnorm f32 on the H200: 255.9 ->
              247.8 us at 8192 x 16384, bench/results/2026-12-01-h200-session6/
              l2probe7)
  STORE_HINT  sum and y: 0 plain, 1 __stcs (evict-first)
  WAVES       0: one block per row group; k: at most k times the resident blocks
              (a persistent grid looping over rows)
  WEARLY      1: w loaded with x, its latency hidden under x's (one more pack of
              registers a pack, only where NV <= PACKS); 0: loaded after the reduction
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
	const AK_T *x, *res, *w;
	AK_T *sum, *y;
	int64_t rows;
	int64_t xs, rs, sums, ys;	// the row strides of x, res, sum and y (elements)
	int cols;	// <= COLS_MAX
	int lg;		// reg_kernel: log2 of the threads per row
	float rcols;	// 1 / cols, rounded once on the host (a division in the
			// kernel would bring its slow-path call, and the call spills)
	float eps;
};

// v, opaque to the compiler: computed once and held in a register. sum's row
// offset, a 64-bit product of the row and its stride, is used by the stores
// among the sums of the row's packs, each behind its own test; left visible,
// NVVM recomputes the product at each of them (some 5 instructions a pack)
static __device__ __forceinline__ int64_t kept(int64_t v)
{
	asm volatile("" : "+l"(v));
	return v;
}

// Rows held in registers. Thread `lane` of its row's group of 2^lg holds packs
// lane, lane + 2^lg, ..., so each load instruction of a warp covers contiguous
// memory. ROW (common/rowreg.cuh): ROW_WARP, groups of at most 32 lanes, several
// rows per block; ROW_BLOCK, one row per block of 2^lg threads; ROW_CLUSTER, one
// row per cluster, 2^lg threads in all. NV: packs per thread, >= ceil(cols / V / 2^lg).
// PL: the row peeled (common/rowpeel.cuh): its body in packs as above, from
// its first V-aligned element, and lane e < ht its extra e, one element.
template <int V, int NV, int TMAX, int ROW, bool WD, bool PL>
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
		const RowAt at = row_at<V, NV, false, PL>(r0 + sl.sub, a.rows, a.xs, a.cols, lane, lg, q0, nk0);
		const int64_t xo = at.r * a.xs + at.c0, ro = at.r * a.rs + at.c0;
		const int64_t so = kept(at.r * a.sums + at.c0);

		// every load of the row issued before the first use
		Pack<V> xv[NV], rv[NV], wv[NV];
		ld_packs<V, NV, HINT_ONCE, false>(xv, a.x + xo, step, at.mk);
		ld_packs<V, NV, HINT_ONCE, false>(rv, a.res + ro, step, at.mk);
		if constexpr (WEARLY)
			ld_wpacks<V, NV, HINT_WEIGHT, false, PL>(wv, a.w, WD, at.c0, step, at.mk, at.q.h == 0);
		float se = 0.0f;	// the extra's float sum (PL)
		if constexpr (PL) {
			float f[1], g[1];
			unpack<0, 1>(ld_pack<1, HINT_ONCE>(a.x + at.r * a.xs + at.ce, at.xt), f);
			unpack<0, 1>(ld_pack<1, HINT_ONCE>(a.res + at.r * a.rs + at.ce, at.xt), g);
			f[0] += g[0];
			se = f[0];
			if (at.xt)
				st_pack<1>(a.sum + at.r * a.sums + at.ce, pack<1>(f));
		}

		// the float sum, kept; its rounding stored now
		float s[NV][V];
		float ss = se * se;
#pragma unroll
		for (int k = 0; k < NV; k++) {
			float f[V];
			unpack<0, V>(xv[k], s[k]);
			unpack<0, V>(rv[k], f);
#pragma unroll
			for (int i = 0; i < V; i++) {
				s[k][i] += f[i];
				ss = fmaf(s[k][i], s[k][i], ss);
			}
			if (k < at.mk)
				st_pack<V>(a.sum + so + k * step, pack<V>(s[k]));
		}
		ss = row_sum<ROW>(ss, lg, part, par);
		const float inv = rsqrtf(ss * a.rcols + a.eps);	// rsqrtf: 2 ulp
		// y's offset where its stores begin: computed with x's, NVVM would
		// recompute the product at each pack's store
		const int64_t yo = at.r * a.ys + at.c0;

		if constexpr (PL) {
			if (at.xt) {
				float g[1];
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.w, WD, 0, at.ce, true), g);
				g[0] = se * inv * g[0];
				st_pack<1>(a.y + at.r * a.ys + at.ce, pack<1>(g));
			}
		}
#pragma unroll
		for (int k = 0; k < NV; k++) {
			// late weights: one pack at a time behind a branch, so that ptxas
			// cannot hoist them all (NV more packs of registers at once)
			if (WEARLY || k < at.mk) {
				float g[V];
				if constexpr (!WEARLY)
					wv[k] = ld_wpack<V, HINT_WEIGHT, false, PL>(a.w, WD, at.c0, k * step, true, at.q.h == 0);
				unpack<0, V>(wv[k], g);
#pragma unroll
				for (int i = 0; i < V; i++)
					g[i] = s[k][i] * inv * g[i];
				if (k < at.mk)
					st_pack<V>(a.y + yo + k * step, pack<V>(g));
			}
		}
	}
}

// The register budget: TMAX threads a block (launch bounds), or where the
// block is sized to the row (NV <= PACKS) and MAXREG > 0, MAXREG registers a
// thread: fewer registers than ptxas would take, more blocks resident.
template <int V, int NV, int TMAX, int ROW, bool WD, bool PL>
static __global__ void __launch_bounds__(TMAX) reg_kernel(const Args a)
{
	reg_rows<V, NV, TMAX, ROW, WD, PL>(a);
	row_end<ROW>();
}

#if AKP_MAXREG > 0
template <int V, int NV, int TMAX, int ROW, bool WD, bool PL>
static __global__ void __maxnreg__(AKP_MAXREG) reg_kernel_capped(const Args a)
{
	reg_rows<V, NV, TMAX, ROW, WD, PL>(a);
	row_end<ROW>();
}
#endif

// Rows too long to hold: a block of BLOCK threads per row, two passes over
// it, UNROLL packs a thread in flight per step. The first pass keeps x and
// residual in L2 (.cg) for the second.
#define UNROLL 4

// PL: the row peeled (row_peel), its body in packs from its first V-aligned
// element, thread e < ht its extra e.
template <int V, bool WD, bool PL>
static __global__ void __launch_bounds__(AKP_BLOCK) loop_kernel(const Args a)
{
	__shared__ float part[2][PARTS];
	const int nt = (int)blockDim.x, t = (int)threadIdx.x;
	int par = 0;

	// each tensor's row, advanced a grid of rows at a time: computed as row *
	// stride in the loop, the products are recomputed (NVVM) inside the passes
	// below, at each store
	const AK_T *xr = a.x + blockIdx.x * a.xs, *rr = a.res + blockIdx.x * a.rs;
	AK_T *sr = a.sum + blockIdx.x * a.sums, *yr = a.y + blockIdx.x * a.ys;
	for (int64_t row = blockIdx.x; row < a.rows; row += gridDim.x, xr += gridDim.x * a.xs, rr += gridDim.x * a.rs,
	     sr += gridDim.x * a.sums, yr += gridDim.x * a.ys) {
		const RowPeel q = row_peel<V, PL>(row * a.xs, a.cols);
		const int npk = q.npk, ce = peel_col<V>(q, t);
		// the bodies
		const AK_T *xb = xr + q.h, *rb = rr + q.h;
		AK_T *sb = sr + q.h, *yb = yr + q.h;
		float se = 0.0f;	// the thread's extra's float sum (PL)
		if constexpr (PL) {
			float f[1], g[1];
			unpack<0, 1>(ld_pack<1, HINT_CG>(xr + ce, t < q.ht), f);
			unpack<0, 1>(ld_pack<1, HINT_CG>(rr + ce, t < q.ht), g);
			f[0] += g[0];
			se = f[0];
			if (t < q.ht)
				st_pack<1>(sr + ce, pack<1>(f));
		}
		float ss = se * se;
		for (int p0 = t; p0 < npk; p0 += UNROLL * nt) {
			Pack<V> xv[UNROLL], rv[UNROLL];
#pragma unroll
			for (int u = 0; u < UNROLL; u++) {
				const int p = p0 + u * nt;
				xv[u] = ld_pack<V, HINT_CG>(xb + p * V, p < npk);
				rv[u] = ld_pack<V, HINT_CG>(rb + p * V, p < npk);
			}
#pragma unroll
			for (int u = 0; u < UNROLL; u++) {
				const int p = p0 + u * nt;
				float s[V], f[V];
				unpack<0, V>(xv[u], s);
				unpack<0, V>(rv[u], f);
#pragma unroll
				for (int i = 0; i < V; i++) {
					s[i] += f[i];
					ss = fmaf(s[i], s[i], ss);
				}
				if (p < npk)
					st_pack<V>(sb + p * V, pack<V>(s));
			}
		}
		ss = row_sum<ROW_BLOCK>(ss, 0, part, par);
		const float inv = rsqrtf(ss * a.rcols + a.eps);

		if constexpr (PL) {
			if (t < q.ht) {
				float g[1];
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.w, WD, 0, ce, true), g);
				g[0] = se * inv * g[0];
				st_pack<1>(yr + ce, pack<1>(g));
			}
		}
		for (int p0 = t; p0 < npk; p0 += UNROLL * nt) {
			Pack<V> xv[UNROLL], rv[UNROLL];
#pragma unroll
			for (int u = 0; u < UNROLL; u++) {
				const int p = p0 + u * nt;
				xv[u] = ld_pack<V, HINT_ONCE>(xb + p * V, p < npk);
				rv[u] = ld_pack<V, HINT_ONCE>(rb + p * V, p < npk);
			}
#pragma unroll
			for (int u = 0; u < UNROLL; u++) {
				const int p = p0 + u * nt;
				if (p < npk) {
					float s[V], f[V], g[V];
					unpack<0, V>(xv[u], s);
					unpack<0, V>(rv[u], f);
					unpack<0, V>(ld_wpack<V, HINT_WEIGHT, false, PL>(a.w, WD, q.h, p * V, true, q.h == 0), g);
#pragma unroll
					for (int i = 0; i < V; i++)
						g[i] = (s[i] + f[i]) * inv * g[i];
					st_pack<V>(yb + p * V, pack<V>(g));
				}
			}
		}
	}
}

// the register kernels' launch (common/rowreg_launch.cuh picks the kernel; this
// family has no exact fit, EX is false)
template <int V, int NV, int TMAX, int ROW, bool EX, bool WD, bool PL>
static cudaError_t run_fit(const Args &a, int threads, int64_t groups, cudaStream_t stream, int cl)
{
	static_assert(!EX, "no exact fit");
#if AKP_MAXREG > 0
	if constexpr (NV <= AKP_PACKS && ROW != ROW_CLUSTER)
		return launch(reg_kernel_capped<V, NV, TMAX, ROW, WD, PL>, threads, groups, a, stream);
	else
#endif
		return launch(reg_kernel<V, NV, TMAX, ROW, WD, PL>, threads, groups, a, stream, cl);
}

// split rows: packs a thread, within the register budget (2 * MAXPACKS * VEC_BYTES * BLOCK <= 131072 at 1024 threads)
#define SPLIT_NV 4
#include "common/grid.cuh"
#include "common/split.cuh"
#include "common/rowreg_launch.cuh"

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, int64_t x_stride0, const AK_T *residual, int64_t residual_stride0,
                                   const AK_T *w, int64_t w_stride0, AK_T *sum, int64_t sum_stride0, AK_T *y,
                                   int64_t y_stride0, int64_t rows, int64_t cols, float eps, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error;
	// w is dense (stride 1) or broadcast (0), nothing else
	if (rows < 1 || cols < 1 || cols > COLS_MAX || (w_stride0 != 0 && w_stride0 != 1))
		return cudaErrorInvalidValue;
	// one row: row 0 starts at the pointer whatever the strides (which may be
	// anything, not whole vectors): take them as dense
	if (rows == 1)
		x_stride0 = residual_stride0 = sum_stride0 = y_stride0 = cols;
	Args a;
	a.x = x, a.res = residual, a.w = w, a.sum = sum, a.y = y;
	a.rows = rows, a.xs = x_stride0, a.rs = residual_stride0, a.sums = sum_stride0, a.ys = y_stride0;
	a.cols = (int)cols, a.lg = 0;
	a.rcols = (float)(1.0 / (double)cols);
	a.eps = eps;
	return rows_launch(a, w_stride0 != 0, cols | x_stride0 | residual_stride0 | sum_stride0 | y_stride0,
			   (residual_stride0 - x_stride0) | (sum_stride0 - x_stride0) | (y_stride0 - x_stride0), stream);
}
