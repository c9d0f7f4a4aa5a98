// akops-template: layernorm/rowreg
// summary: the row held in registers (a sub-warp, warp or block per row, the widest aligned vectors), read once, mean then variance about it from registers; three passes over rows too long to hold
// dtypes: bf16 f16 f32
// param: BLOCK = 1024 : 128 256 512 1024
// param: WBLOCK = 256 : 64 128 256 512 1024
// param: PACKS = 4 : 1 2 4 8
// param: MAXPACKS = 4 : 4 8
// param: VEC_BYTES = 16 : 8 16
// param: LOAD_HINT = 1 : 0 1 2 3
// param: STORE_HINT = 0 : 0 1
// param: WAVES = 0 : 0 1 2 4
// param: WEARLY = 0 : 0 1
// param: EXACT = 1 : 0 1
// param: SPLIT = 8 : 1 2 4 8 16
// param: SPLIT_MIN = 256 : 32 64 128 256
// param: MAXREG = 0 : 0 48 56 64 80
// require: PACKS <= MAXPACKS
// require: VEC_BYTES >= ELEM_BYTES
// require: (1 + 2 * WEARLY) * PACKS * VEC_BYTES * WBLOCK <= 65536
// require: (1 + 2 * WEARLY) * PACKS * VEC_BYTES * BLOCK <= 65536
// require: MAXPACKS * VEC_BYTES * BLOCK <= 65536
// require: (1 + 2 * WEARLY) * PACKS * WBLOCK <= 8192
// require: MAXREG == 0 || MAXREG >= 40 + (1 + 2 * WEARLY) * PACKS * VEC_BYTES / 4
// require: MAXREG * BLOCK <= 65536 && MAXREG * WBLOCK <= 65536

/*
layernorm: y[r][c] = (x[r][c] - mean) / sqrt(var + eps) * w[c] + b[c], the mean
and the biased variance (divided by cols) over the last dim (specs/layernorm.yaml,
specs/ref/layernorm.c). An instance is this file behind the AKP_* and AK_*
definitions of templates/README.md:

    akgen instantiate specs/layernorm.yaml templates/layernorm/rowreg.cu --dtype bf16 --arch sm_90

The op moves 2 * rows * cols elements and does 8 flops each: it is bound by memory
bandwidth alone. Each row is read from global memory exactly once: its packs
(vectors of V elements, V * ELEM_BYTES <= VEC_BYTES) are loaded into registers
all at once; the sum is reduced across the row's threads for the mean, then the
squares of the deviations from that mean, from the same registers, for the
variance: two passes, as the reference, so a large common offset does not cancel
the variance away, at the cost of a second reduction and no second read. The
shape classes are rmsnorm/rowreg's:

  warp rows   the row needs at most 32 threads of PACKS packs: a group of 1..32
              lanes per row, WBLOCK / group rows per block, shuffles only (no
              barrier); cols 1 .. 32 * PACKS * V (1024 bf16 at the defaults)
  block rows  up to BLOCK threads per row, one row per block, PACKS .. MAXPACKS
              packs per thread (packs under 16 bytes: at most 4); shuffles, then one
              partial per warp in shared memory (two reductions, two barriers);
              up to BLOCK * MAXPACKS * V (32768 bf16 at the defaults: the
              three passes' mean, deviation and pointers cost more registers
              than rmsnorm's, and 8 packs a thread at 1024 threads spill)
  split rows  a few long rows, each over a thread-block cluster (sm_90 on), as in
              rmsnorm/rowreg (common/split.cuh decides)
  long rows   BLOCK threads loop over the row three times: the sum, the squared
              deviations, then the output (L2 keeps part of the row)

The exact fit (EXACT): a row that is exactly NV packs a thread, in rows that
fill whole groups (every bench shape), runs an instance of the register kernels
without a test or a predicate: no selects in the sums, unpredicated loads and
stores.

The output is fmaf((x - mean) * rstd, w, b) in float, rounded once to the element
type. (Sessions 5 to 20 had an AFF2 parameter for bf16 and f16: x^ = (x - mean) * rstd
rounded to the element type, then x^ * w + b two elements an instruction, HFMA2. Its
error is a rounding of x^ w, not of y: where b cancels x^ w, y is far smaller and the
error is not within rel |y| + abs. The H200's finals found such an output, 4% off in
bf16 (-3.44 for -3.58) and 0.7% in f16, at 4096 x 8192 in session 21.)

Strides, vector width and offsets as in rmsnorm/rowreg: x and y each with its own
row stride (elements; taken as cols with one row), each tensor's rows offset by
its own; the widest V that divides cols, x_stride0 and y_stride0, for both (row r
starts r * stride * ELEM_BYTES bytes in; with dense strides, the V that divides
cols, and the kernels of dense rows but for a second 64-bit row offset); row *
stride in 64 bits, offsets in a row in int; rows up to 2^31 - 1 fit the grid, the
kernels loop over row groups. Rows whose starts are not aligned to VMAX are peeled
as in rmsnorm/rowreg (PL): the extra of a lane is in the mean, the variance and
the output as a pack's element is; w's and b's packs of a peeled row's body are
loaded element by element where its head is not empty.

w and b are broadcast (PyTorch's expand): each stride (w_stride0, b_stride0) is
1, dense, or 0, every element is the first and only it is in memory; the
launcher refuses any other value (cudaErrorInvalidValue: read as dense it would
give wrong weights without an error). Every kernel is made twice (WD, chosen
once by the launcher): where both are dense, the code of dense weights alone,
its vector loads and registers as before; else a kernel that reads each through
common/rowreg.cuh's ld_wpack by its own stride (a vector load, or the first
element splatted into the pack).

Parameters:
  BLOCK       most threads per row (block rows, long rows)
  WBLOCK      threads per block in the warp-row class (rows per block = WBLOCK / group)
  PACKS       packs per thread the launcher aims for: the group per row is the smallest
              power of two that holds the row at PACKS packs a thread
  MAXPACKS    most packs a thread holds before the row goes to the looping path
  VEC_BYTES   widest access (16: LDG.128)
  LOAD_HINT   x, read once: 0 plain, 1 .cs (evict-first), 2 .nc,
              3 .nc under an L2 evict-last policy (createpolicy): L2 gives up
              the outputs' dirty lines first (rmsnorm f32 on the H200: 255.9 ->
              247.8 us at 8192 x 16384, bench/results/2026-12-01-h200-session6/
              l2probe7)
  STORE_HINT  y: 0 plain, 1 __stcs (evict-first)
  WAVES       0: one block per row group; k: at most k times the resident blocks
              (a persistent grid looping over rows)
  WEARLY      1: w and b loaded with x, their latency hidden under x's (two more
              packs of registers a pack, only where NV <= PACKS); 0: loaded after
              the reductions
  EXACT       1: rows that fit exactly take kernels without tests (see above); 0:
              every row takes the general ones
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
	const AK_T *x, *w, *b;
	AK_T *y;
	int64_t rows;
	int64_t xs, ys;	// the row strides of x and y (elements)
	int cols;	// <= COLS_MAX
	int lg;		// reg_kernel: log2 of the threads per row
	float rcols;	// 1 / cols, rounded once on the host (a division in the
			// kernel would bring its slow-path call, and the call spills)
	double rcolsd;	// the same in double, for the mean (mean_of)
	float eps;
	bool ws, bs;	// w's and b's strides: 1 dense, 0 broadcast (ld_wpack)
};

// ----------------------------------------------------------------------------
// the mean's sum: in double across threads for f32, in float for bf16 and f16

// The sum of a row's elements in f32 rounds at each level of the sum by about 2^-24
// of it, of the order of cols times the rows' offset, and moves the mean by that over
// cols: on the H200 the verifier's f32 rows of 4099 about 32 with a spread of 1
// (harness_gen.cuh, the offset distribution) summed to 131072 through a block's tree,
// and one output came 2.2e-5 off against a bound of 2.1e-5; summed about the row's
// first element instead, an outlier there did the same in the heavy-tailed
// distribution (session 19). So a thread's sum goes across threads in double, and in
// f32 each element is added in double too (MeanAcc: one conversion and one DADD an
// element, within both pipes at the copy ceiling). In bf16 and f16 (8 and 11 bits) a
// thread's float partial of a constant row is exact, and their tolerances are 500x
// wider: their sum goes across threads in float (session 22: in a decode call's two
// block sums each double level took two shuffles and a DADD, latency the call waits
// on), exact for a constant row of up to 2^16 columns. The mean is then the sum times
// 1 / cols in double, rounded once to float: a constant row's mean is its value
// exactly (its deviations zero, whatever 1 / sqrt(eps) does to them), where the
// reference, and PyTorch, give b.
#if AK_ELEM_BYTES == 4
typedef double MeanAcc;
#else
typedef float MeanAcc;
#endif

// The mean of a row whose threads' sums are v, spread as ROW: common/rowreg.cuh's
// row_sum_in in MeanAcc, through one array of its own (partd), apart from the
// variance's sums (row_sum): a warp that races to the next row's mean finds every
// thread past this row's variance sum, whose barrier follows their reads of partd.
// (row_sum's alternating pair in double cost layernorm's block rows up to 16
// registers.)
template <int ROW>
static __device__ __forceinline__ float mean_of(MeanAcc v, int lg, MeanAcc (&partd)[PARTS], const Args &a)
{
	return (float)((double)row_sum_in<ROW>(v, lg, partd) * a.rcolsd);
}

// Rows held in registers. Thread `lane` of its row's group of 2^lg holds packs
// lane, lane + 2^lg, ..., so each load instruction of a warp covers contiguous
// memory. ROW (common/rowreg.cuh): ROW_WARP, groups of at most 32 lanes, several
// rows per block; ROW_BLOCK, one row per block of 2^lg threads; ROW_CLUSTER, one
// row per cluster, 2^lg threads in all. NV: packs per thread, >= ceil(cols / V / 2^lg).
// PL: the row peeled (common/rowpeel.cuh): its body in packs as above, from
// its first V-aligned element, and lane e < ht its extra e, one element.
// The three passes over the registers unpack them three different ways
// (unpack's VAR): see there.
template <int V, int NV, int TMAX, int ROW, bool EX, bool WD, bool PL>
static __device__ __forceinline__ void reg_rows(const Args &a)
{
	// the weights' and biases' loads issued with x's, their latency hidden
	// under it, at two more packs of registers a pack; only where the block
	// was sized to the row (NV <= PACKS), not in split rows (1024 threads a block)
	constexpr bool WEARLY = AKP_WEARLY && NV <= AKP_PACKS && ROW != ROW_CLUSTER;
	__shared__ float part[2][PARTS];
	__shared__ MeanAcc partd[PARTS];
	const int lg = a.lg;
	const Slot sl = slot_of<ROW>(lg);
	const int lane = sl.lane;
	const int step = V << lg;	// elements from one of a thread's packs to its next
	// an unpeeled row: the same packs in every row
	const RowPeel q0 = row_peel<V, false>(0, a.cols);
	const int nk0 = packs_of(q0.npk, lane, lg);
	int par = 0;
	// each weight dense or broadcast: constants in the dense copy
	const bool ws = WD || a.ws, bs = WD || a.bs;

	// the row group depends on the block (or cluster) only: the loop, and the
	// barriers in row_sum, are uniform over it
	for (int64_t r0 = sl.first; r0 < a.rows; r0 += sl.step) {
		const RowAt at = row_at<V, NV, EX, PL>(r0 + sl.sub, a.rows, a.xs, a.cols, lane, lg, q0, nk0);
		const int64_t xo = at.r * a.xs + at.c0;

		// every load of the row issued before the first use
		Pack<V> v[NV], wv[NV], bv[NV];
		ld_packs<V, NV, HINT_ONCE, EX>(v, a.x + xo, step, at.mk);
		if constexpr (WEARLY) {
			ld_wpacks<V, NV, HINT_WEIGHT, EX, PL>(wv, a.w, ws, at.c0, step, at.mk, at.q.h == 0);
			ld_wpacks<V, NV, HINT_WEIGHT, EX, PL>(bv, a.b, bs, at.c0, step, at.mk, at.q.h == 0);
		}
		Pack<1> xe;
		float fe = 0.0f;	// the extra, widened
		if constexpr (PL) {
			float f[1];
			xe = ld_pack<1, HINT_ONCE>(a.x + at.r * a.xs + at.ce, at.xt);
			unpack<0, 1>(xe, f);
			fe = f[0];
		}

		// the packs past the row's end, and a missing extra, are zero
		MeanAcc s1 = fe;
#pragma unroll
		for (int k = 0; k < NV; k++) {
			float f[V];
			unpack<0, V>(v[k], f);
#pragma unroll
			for (int i = 0; i < V; i++)
				s1 += f[i];
		}
		const float mean = mean_of<ROW>(s1, lg, partd, a);

		// the packs past the row's end are zero, not the mean: they count
		// only where k < mk (and the extra where the thread has one)
		float s2 = 0.0f;
		if constexpr (PL) {
			const float d = at.xt ? fe - mean : 0.0f;
			s2 = d * d;
		}
#pragma unroll
		for (int k = 0; k < NV; k++) {
			float f[V];
			unpack<1, V>(v[k], f);
#pragma unroll
			for (int i = 0; i < V; i++) {
				const float d = k < at.mk ? f[i] - mean : 0.0f;
				s2 = fmaf(d, d, s2);
			}
		}
		s2 = row_sum<ROW>(s2, lg, part, par);
		const float rstd = rsqrtf(s2 * a.rcols + a.eps);	// rsqrtf: 2 ulp
		// y's offset where its stores begin: computed with x's, NVVM would
		// recompute the product at each pack's store
		const int64_t yo = at.r * a.ys + at.c0;

		if constexpr (PL) {
			if (at.xt) {
				float g[1], h[1];
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.w, ws, 0, at.ce, true), g);
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.b, bs, 0, at.ce, true), h);
				float f[1] = {fmaf((fe - mean) * rstd, g[0], h[0])};
				st_pack<1>(a.y + at.r * a.ys + at.ce, pack<1>(f));
			}
		}
#pragma unroll
		for (int k = 0; k < NV; k++) {
			// late weights and biases: one pack at a time behind a branch, so
			// that ptxas cannot hoist them all (2 NV more packs of registers)
			// (a branch on a value ptxas cannot know, in the exact fit too)
			if (WEARLY || k < (EX ? at.nk : at.mk)) {
				float f[V], g[V], h[V];
				if constexpr (!WEARLY) {
					wv[k] = ld_wpack<V, HINT_WEIGHT, false, PL>(a.w, ws, at.c0, k * step, true, at.q.h == 0);
					bv[k] = ld_wpack<V, HINT_WEIGHT, false, PL>(a.b, bs, at.c0, k * step, true, at.q.h == 0);
				}
				unpack<2, V>(v[k], f);
				unpack<0, V>(wv[k], g);
				unpack<0, V>(bv[k], h);
#pragma unroll
				for (int i = 0; i < V; i++)
					f[i] = fmaf((f[i] - mean) * rstd, g[i], h[i]);
				if (k < at.mk)
					st_pack<V>(a.y + yo + k * step, pack<V>(f));
			}
		}
	}
}

// Rows too long to hold: a block of BLOCK threads per row, three passes over
// it (the sum, the squared deviations, the output), UNROLL packs a thread in
// flight per step. The first two keep x in L2 (evict-last) for the next.
#define UNROLL 4

// PL: the row peeled (row_peel), its body in packs from its first V-aligned
// element, thread e < ht its extra e.
template <int V, bool WD, bool PL>
static __global__ void __launch_bounds__(AKP_BLOCK) loop_kernel(const Args a)
{
	__shared__ float part[2][PARTS];
	__shared__ MeanAcc partd[PARTS];
	const int nt = (int)blockDim.x, t = (int)threadIdx.x;
	const bool ws = WD || a.ws, bs = WD || a.bs;
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
		float fe = 0.0f;	// the thread's extra, widened (PL)
		if constexpr (PL) {
			float f[1];
			unpack<0, 1>(ld_pack<1, HINT_AGAIN>(xr + ce, t < q.ht), f);
			fe = f[0];
		}
		MeanAcc s1 = fe;	// the mean's sum (MeanAcc)
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
					s1 += f[i];
			}
		}
		const float mean = mean_of<ROW_BLOCK>(s1, 0, partd, a);

		float s2 = 0.0f;
		if constexpr (PL) {
			const float d = t < q.ht ? fe - mean : 0.0f;
			s2 = d * d;
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
				for (int i = 0; i < V; i++) {
					const float d = p0 + u * nt < npk ? f[i] - mean : 0.0f;
					s2 = fmaf(d, d, s2);
				}
			}
		}
		s2 = row_sum<ROW_BLOCK>(s2, 0, part, par);
		const float rstd = rsqrtf(s2 * a.rcols + a.eps);

		if constexpr (PL) {
			if (t < q.ht) {
				float g[1], h[1];
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.w, ws, 0, ce, true), g);
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.b, bs, 0, ce, true), h);
				float f[1] = {fmaf((fe - mean) * rstd, g[0], h[0])};
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
					float f[V], g[V], h[V];
					unpack<0, V>(v[u], f);
					unpack<0, V>(ld_wpack<V, HINT_WEIGHT, false, PL>(a.w, ws, q.h, p * V, true, q.h == 0), g);
					unpack<0, V>(ld_wpack<V, HINT_WEIGHT, false, PL>(a.b, bs, q.h, p * V, true, q.h == 0), h);
#pragma unroll
					for (int i = 0; i < V; i++)
						f[i] = fmaf((f[i] - mean) * rstd, g[i], h[i]);
					st_pack<V>(yb + p * V, pack<V>(f));
				}
			}
		}
	}
}

// split rows: packs a thread at 1024 threads, 64 registers: 4 (bf16 and f16: a
// cluster of 8 holds 262144 columns); f32 8, a few words spilled (at 4 its one long
// rows went past a cluster of 8, to the looping kernel with one block: 1 x 262144
// took 327 us against torch.compile's 91 on the H200, session 18)
#define SPLIT_NV (AK_ELEM_BYTES == 4 ? 8 : 4)
#include "common/grid.cuh"
#include "common/split.cuh"
#include "common/rowreg_launch.cuh"

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, int64_t x_stride0, const AK_T *w, int64_t w_stride0,
                                   const AK_T *b, int64_t b_stride0, AK_T *y, int64_t y_stride0, int64_t rows,
                                   int64_t cols, float eps, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error;
	// w and b are each dense (stride 1) or broadcast (0), nothing else
	if (rows < 1 || cols < 1 || cols > COLS_MAX || (w_stride0 != 0 && w_stride0 != 1) ||
	    (b_stride0 != 0 && b_stride0 != 1))
		return cudaErrorInvalidValue;
	// one row: row 0 starts at the pointer whatever the strides (which may be
	// anything, not whole vectors): take them as dense
	if (rows == 1)
		x_stride0 = y_stride0 = cols;
	Args a;
	a.x = x, a.w = w, a.b = b, a.y = y;
	a.rows = rows, a.xs = x_stride0, a.ys = y_stride0;
	a.ws = w_stride0 != 0, a.bs = b_stride0 != 0;
	a.cols = (int)cols, a.lg = 0;
	a.rcols = (float)(1.0 / (double)cols);
	a.rcolsd = 1.0 / (double)cols;
	a.eps = eps;
	// the kernels of dense weights where both are; else those that read a.ws and a.bs
	return rows_launch(a, a.ws && a.bs, cols | x_stride0 | y_stride0, y_stride0 - x_stride0, stream);
}
