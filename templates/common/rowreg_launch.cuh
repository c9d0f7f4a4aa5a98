// common/rowreg_launch.cuh: the rows-in-registers skeleton of the norm families,
// host side (common/rowreg.cuh is the device side): the grid, the vector width
// from cols and the row strides, and the shape class of a row from cols alone
// (templates/rmsnorm/rowreg.cu describes the classes): warp rows (a group of
// 1..32 lanes a row, WBLOCK threads a block), block rows (up to BLOCK threads a
// row, PACKS .. MAXPACKS packs a thread), split rows (a few rows, each over a
// cluster of up to SPLIT blocks, sm_90 on), long rows (the looping kernel). A
// family includes it after common/grid.cuh, common/split.cuh and its kernels, and
// defines before it:
//   struct Args                     its kernels' parameter block, with the
//                                   members rows (int64_t), cols and lg (int)
//                                   (the row strides are the family's own:
//                                   rows_launch takes their OR, the grain, and
//                                   the OR of their differences, the skew)
//   reg_rows<V, NV, TMAX, ROW, EX, WD, PL>  (a family with an EXACT parameter)
//                                   the rows held in registers, spread as ROW
//                                   (ROW_* of common/rowreg.cuh); this file makes
//                                   its kernels
//   run_fit<V, NV, TMAX, ROW, EX, WD, PL>  (a family without one) the launch of
//                                   its register kernels, EX always false, ending
//                                   with row_end<ROW>()
//   loop_kernel<V, WD, PL>          the looping kernel of long rows
//                                   WD: the kernels of dense weights (true) or of
//                                   broadcast ones, as rows_launch's caller says;
//                                   PL: of peeled rows (common/rowpeel.cuh),
//                                   never with EX, nor with broadcast weights
//   SPLIT_NV                        most packs a thread of a split row holds
//                                   (its blocks have 1024 threads)
// Its launcher calls rows_launch. This file reads these of its parameters: BLOCK,
// WBLOCK, PACKS, MAXPACKS, WAVES (0: one block a row group; k: at most k times the
// resident blocks), MAXREG (0: registers as ptxas likes; else at most this many a
// thread where NV <= PACKS), SPLIT (most blocks a row is split over; 1: never),
// SPLIT_MIN (fewest threads a block of a split row) and EXACT where it has one (1:
// rows that fit exactly take kernels without tests).
#include <cuda_runtime.h>
#include <stdint.h>

// ----------------------------------------------------------------------------
// launcher

// the grid: one block per row group, or (WAVES > 0) at most WAVES times what
// the GPU holds at once, the blocks then looping over the row groups
template <typename K>
static cudaError_t grid_size(K kernel, int threads, int64_t groups, unsigned *grid)
{
	int64_t g = groups < 0x7fffffff ? groups : 0x7fffffff;

	if (AKP_WAVES > 0) {
		int sms = 0, per = 0;
		cudaError_t e = sm_count(&sms);
		if (e == cudaSuccess)
			e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, kernel, threads, 0);
		if (e != cudaSuccess)
			return e;
		const int64_t cap = (int64_t)(per > 0 ? per : 1) * (sms > 0 ? sms : 1) * AKP_WAVES;
		g = g < cap ? g : cap;
	}
	*grid = (unsigned)g;
	return cudaSuccess;
}

// cl > 1: `groups` clusters of cl blocks (a row each; the kernel loops past them)
template <typename K>
static cudaError_t launch(K kernel, int threads, int64_t groups, const Args &a, cudaStream_t stream, int cl = 1)
{
#if AK_ARCH >= 90
	if (cl > 1) {
		const int64_t cap = 0x7fffffff / cl;
		if (cl > 8) {
			const cudaError_t e = cudaFuncSetAttribute(kernel, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
			if (e != cudaSuccess)
				return e;
		}
		return launch_clusters(kernel, groups < cap ? groups : cap, cl, threads, 0, stream, a);
	}
#endif
	unsigned grid;
	cudaError_t e = grid_size(kernel, threads, groups, &grid);
	if (e != cudaSuccess)
		return e;
	kernel<<<grid, threads, 0, stream>>>(a);
	return cudaGetLastError();
}

#ifdef AKP_EXACT
// The register budget: TMAX threads a block (launch bounds), or where the
// block is sized to the row (NV <= PACKS) and MAXREG > 0, MAXREG registers a
// thread: fewer registers than ptxas would take, more blocks resident.
template <int V, int NV, int TMAX, int ROW, bool EX, bool WD, bool PL>
static __global__ void __launch_bounds__(TMAX) reg_kernel(const Args a)
{
	reg_rows<V, NV, TMAX, ROW, EX, WD, PL>(a);
	row_end<ROW>();
}

#if AKP_MAXREG > 0
template <int V, int NV, int TMAX, int ROW, bool EX, bool WD, bool PL>
static __global__ void __maxnreg__(AKP_MAXREG) reg_kernel_capped(const Args a)
{
	reg_rows<V, NV, TMAX, ROW, EX, WD, PL>(a);
	row_end<ROW>();
}
#endif

template <int V, int NV, int TMAX, int ROW, bool EX, bool WD, bool PL>
static cudaError_t run_fit(const Args &a, int threads, int64_t groups, cudaStream_t stream, int cl)
{
#if AKP_MAXREG > 0
	if constexpr (NV <= AKP_PACKS && ROW != ROW_CLUSTER)
		return launch(reg_kernel_capped<V, NV, TMAX, ROW, EX, WD, PL>, threads, groups, a, stream);
	else
#endif
		return launch(reg_kernel<V, NV, TMAX, ROW, EX, WD, PL>, threads, groups, a, stream, cl);
}

#endif // AKP_EXACT

// cl: the blocks of a cluster (ROW_CLUSTER), whose 2^lg threads are split evenly
template <int V, int NV, int ROW, bool WD, bool PL>
static cudaError_t run_reg(const Args &a, int cl, cudaStream_t stream)
{
	constexpr int TMAX = ROW == ROW_WARP ? AKP_WBLOCK : ROW == ROW_CLUSTER ? SPLIT_THREADS : AKP_BLOCK;
	const int threads = ROW == ROW_WARP ? AKP_WBLOCK : ROW == ROW_CLUSTER ? (1 << a.lg) / cl : 1 << a.lg;
	const int rpb = ROW == ROW_WARP ? threads >> a.lg : 1;
	const int64_t groups = (a.rows + rpb - 1) / rpb;
	// the exact fit: the row is NV packs a thread, and the rows fill whole groups
	// (never a peeled row: its packs differ from row to row)
#ifdef AKP_EXACT
	if constexpr (AKP_EXACT && !PL) {
		if ((a.cols / V) == (NV << a.lg) && a.rows % rpb == 0)
			return run_fit<V, NV, TMAX, ROW, true, WD, PL>(a, threads, groups, stream, cl);
	}
#endif
	return run_fit<V, NV, TMAX, ROW, false, WD, PL>(a, threads, groups, stream, cl);
}

// the smallest instantiated NV >= nv: powers of two from NV up to LIMIT (the
// caller has checked nv <= LIMIT), so only the kernels a class can use exist
template <int V, int NV, int LIMIT, int ROW, bool WD, bool PL>
static cudaError_t pick_nv(const Args &a, int nv, int cl, cudaStream_t stream)
{
	if constexpr (NV < LIMIT) {
		if (nv > NV)
			return pick_nv<V, NV * 2, LIMIT, ROW, WD, PL>(a, nv, cl, stream);
	}
	return run_reg<V, NV, ROW, WD, PL>(a, cl, stream);
}

#if AK_ARCH >= 90
// Split rows: a few rows of 16-byte packs (V == VMAX, peeled or not), each over a cluster of
// cl blocks, so that a long row is read by cl multiprocessors at once rather than
// one, as common/split.cuh decides (at most SPLIT_NV packs a thread: the family's
// register budget at 1024 threads). Clusters of 16 are beyond the portable 8,
// allowed per kernel (the H100 and H200 take them). Returns whether it launched (the
// launch's error in *e).
template <int V, int PK, int LIMIT, bool WD, bool PL>
static bool try_split(Args &a, int npk, cudaStream_t stream, cudaError_t *e)
{
	if constexpr (AKP_SPLIT > 1 && V == VMAX) {
		// cheap bounds first: more rows than the largest GPU's
		// multiprocessors never split, nor a row one block holds
		if (a.rows >= 1024 || !split_wanted(npk, PK, AKP_BLOCK))
			return false;
		int sms = 0;
		if ((*e = sm_count(&sms)) != cudaSuccess)
			return true;
		constexpr int NVMAX = LIMIT < SPLIT_NV ? LIMIT : SPLIT_NV;
		const Split s = split_of(a.rows, npk, PK, sms, AKP_BLOCK, AKP_SPLIT, AKP_SPLIT_MIN, NVMAX);
		if (s.cl == 1)
			return false;
		a.lg = s.lg;
		*e = pick_nv<V, 1, NVMAX, ROW_CLUSTER, WD, PL>(a, s.nv, s.cl, stream);
		return true;
	}
	return false;
}
#endif

// the fewest cols a peeled row has: a warp's 32 threads hold its extras, one each
// (and a row shorter than a warp's packs keeps narrower ones, a group of lanes a row)
#define PEEL_MIN (32 * VMAX)

// The vector width, then the shape class from cols alone. grain: cols ORed
// with the row stride of every strided tensor (the launcher takes the strides
// as cols where rows == 1: row 0 starts at the pointer whatever its stride);
// peel: every tensor's rows start alike modulo VMAX (rows_launch).
template <int V, bool WD, bool PL = false>
static cudaError_t by_width(Args a, int64_t grain, bool peel, cudaStream_t stream)
{
	if constexpr (V > 1 && !PL) {
		// row r of a tensor starts r * stride * ELEM_BYTES bytes past its
		// 16-byte aligned pointer: every row start is aligned to V *
		// ELEM_BYTES, and a row is whole packs, only when V divides each
		// stride and cols, that is (V a power of two) divides their OR.
		// Else, where the rows are long and their starts fall alike in
		// every tensor, 16-byte packs over each row's aligned body, its
		// head and tail peeled (rmsnorm f32 4096 x 2501 in packs of one
		// element took 1.8x torch.compile's time on the H200, session 18);
		// narrower packs otherwise, and with broadcast weights (a rare
		// pair, left no kernels of their own)
		if (grain % V != 0) {
			if constexpr (WD) {
				if (V == VMAX && peel && a.cols >= PEEL_MIN)
					return by_width<V, WD, true>(a, grain, peel, stream);
			}
			return by_width<V / 2, WD>(a, grain, peel, stream);
		}
	}
	// Packs narrower than 16 bytes (cols or a stride not a multiple of 16 /
	// ELEM_BYTES, or VEC_BYTES 8) cost as much in addresses and predicates as
	// in data, and ptxas spills a few of those at 8 a thread to reach an
	// occupancy step: they stay at 4 a thread at most, past that the looping
	// path. Such shapes are rare.
	constexpr int PK = V * AK_ELEM_BYTES == 16 || AKP_PACKS < 4 ? AKP_PACKS : 4;
	constexpr int LIMIT = V * AK_ELEM_BYTES == 16 ? AKP_MAXPACKS : PK;
	// a peeled row's body has at most cols / V packs (fewer where its head is not empty)
	const int npk = a.cols / V;
#if AK_ARCH >= 90
	cudaError_t e;
	if (try_split<V, PK, LIMIT, WD, PL>(a, npk, stream, &e))
		return e;
#endif
	// the fewest threads, a power of two, that hold the row at PK packs each
	// (a peeled row: a warp at least, a thread for each extra)
	const int want = (npk + PK - 1) / PK;
	a.lg = PL ? 5 : 0;
	while ((1 << a.lg) < want && (1 << a.lg) < AKP_BLOCK)
		a.lg++;
	const int nv = (npk + (1 << a.lg) - 1) >> a.lg;
	if (a.lg <= 5)
		return pick_nv<V, 1, PK, ROW_WARP, WD, PL>(a, nv, 1, stream);
	if (nv <= LIMIT)
		return pick_nv<V, PK, LIMIT, ROW_BLOCK, WD, PL>(a, nv, 1, stream);
	return launch(loop_kernel<V, WD, PL>, AKP_BLOCK, a.rows, a, stream);
}

// The kernels of dense weights (WD) or of broadcast ones, as `dense` says (the
// family's launcher: its weights' strides), at the vector width grain allows.
// grain: cols ORed with every strided tensor's row stride; skew: the OR of the
// differences between x's row stride and each other strided tensor's (0 with one
// such tensor): the rows of every tensor start alike modulo VMAX, and may be
// peeled, when VMAX divides it.
static cudaError_t rows_launch(const Args &a, bool dense, int64_t grain, int64_t skew, cudaStream_t stream)
{
	const bool peel = (skew & (VMAX - 1)) == 0;	// two's complement: a negative difference too
	return dense ? by_width<VMAX, true>(a, grain, peel, stream) : by_width<VMAX, false>(a, grain, peel, stream);
}

