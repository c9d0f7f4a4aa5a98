// common/rowreg_launch.cuh: the rows-in-registers skeleton of the norm families,
// host side (common/rowreg.cuh is the device side): the grid, the vector width
// from cols and the row strides, and the shape class of a row from cols alone
// (templates/rmsnorm/rowreg.cu describes the classes): warp rows (a group of
// 1..32 lanes a row, WBLOCK threads a block), block rows (up to BLOCK threads a
// row, PACKS .. MAXPACKS packs a thread), long rows (the looping kernel). A
// family includes it after common/grid.cuh and its kernels, and defines before it:
//   struct Args                     its kernels' parameter block, with the
//                                   members rows (int64_t), cols and lg (int)
//                                   (the row strides are the family's own:
//                                   by_width takes their OR, its grain)
//   reg_rows<V, NV, TMAX, WARP, EX> (a family with an EXACT parameter) the rows
//                                   held in registers; this file makes its kernels
//   run_fit<V, NV, TMAX, WARP, EX>  (a family without one) the launch of its
//                                   register kernels, EX always false
//   loop_kernel<V>                  the looping kernel of long rows
// and reads these of its parameters: BLOCK, WBLOCK, PACKS, MAXPACKS, WAVES (0:
// one block a row group; k: at most k times the resident blocks), MAXREG (0:
// registers as ptxas likes; else at most this many a thread where NV <= PACKS)
// and EXACT where it has one (1: rows that fit exactly take kernels without tests).
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

template <typename K>
static cudaError_t launch(K kernel, int threads, int64_t groups, const Args &a, cudaStream_t stream)
{
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
template <int V, int NV, int TMAX, bool WARP, bool EX>
static __global__ void __launch_bounds__(TMAX) reg_kernel(const Args a)
{
	reg_rows<V, NV, TMAX, WARP, EX>(a);
}

#if AKP_MAXREG > 0
template <int V, int NV, int TMAX, bool WARP, bool EX>
static __global__ void __maxnreg__(AKP_MAXREG) reg_kernel_capped(const Args a)
{
	reg_rows<V, NV, TMAX, WARP, EX>(a);
}
#endif

template <int V, int NV, int TMAX, bool WARP, bool EX>
static cudaError_t run_fit(const Args &a, int threads, int64_t groups, cudaStream_t stream)
{
#if AKP_MAXREG > 0
	if constexpr (NV <= AKP_PACKS)
		return launch(reg_kernel_capped<V, NV, TMAX, WARP, EX>, threads, groups, a, stream);
	else
#endif
		return launch(reg_kernel<V, NV, TMAX, WARP, EX>, threads, groups, a, stream);
}

#endif // AKP_EXACT

template <int V, int NV, bool WARP>
static cudaError_t run_reg(const Args &a, cudaStream_t stream)
{
	constexpr int TMAX = WARP ? AKP_WBLOCK : AKP_BLOCK;
	const int threads = WARP ? AKP_WBLOCK : 1 << a.lg;
	const int rpb = threads >> a.lg;
	const int64_t groups = (a.rows + rpb - 1) / rpb;
	// the exact fit: the row is NV packs a thread, and the rows fill whole groups
#ifdef AKP_EXACT
	if constexpr (AKP_EXACT) {
		if ((a.cols / V) == (NV << a.lg) && a.rows % rpb == 0)
			return run_fit<V, NV, TMAX, WARP, true>(a, threads, groups, stream);
	}
#endif
	return run_fit<V, NV, TMAX, WARP, false>(a, threads, groups, stream);
}

// the smallest instantiated NV >= nv: powers of two from NV up to LIMIT (the
// caller has checked nv <= LIMIT), so only the kernels a class can use exist
template <int V, int NV, int LIMIT, bool WARP>
static cudaError_t pick_nv(const Args &a, int nv, cudaStream_t stream)
{
	if constexpr (NV < LIMIT) {
		if (nv > NV)
			return pick_nv<V, NV * 2, LIMIT, WARP>(a, nv, stream);
	}
	return run_reg<V, NV, WARP>(a, stream);
}

// The vector width, then the shape class from cols alone. grain: cols ORed
// with the row stride of every strided tensor (the launcher takes the strides
// as cols where rows == 1: row 0 starts at the pointer whatever its stride).
template <int V>
static cudaError_t by_width(Args a, int64_t grain, cudaStream_t stream)
{
	if constexpr (V > 1) {
		// row r of a tensor starts r * stride * ELEM_BYTES bytes past its
		// 16-byte aligned pointer: every row start is aligned to V *
		// ELEM_BYTES, and a row is whole packs, only when V divides each
		// stride and cols, that is (V a power of two) divides their OR
		if (grain % V != 0)
			return by_width<V / 2>(a, grain, stream);
	}
	// Packs narrower than 16 bytes (cols or a stride not a multiple of 16 /
	// ELEM_BYTES, or VEC_BYTES 8) cost as much in addresses and predicates as
	// in data, and ptxas spills a few of those at 8 a thread to reach an
	// occupancy step: they stay at 4 a thread at most, past that the looping
	// path. Such shapes are rare.
	constexpr int PK = V * AK_ELEM_BYTES == 16 || AKP_PACKS < 4 ? AKP_PACKS : 4;
	constexpr int LIMIT = V * AK_ELEM_BYTES == 16 ? AKP_MAXPACKS : PK;
	const int npk = a.cols / V;
	// the fewest threads, a power of two, that hold the row at PK packs each
	const int want = (npk + PK - 1) / PK;
	a.lg = 0;
	while ((1 << a.lg) < want && (1 << a.lg) < AKP_BLOCK)
		a.lg++;
	const int nv = (npk + (1 << a.lg) - 1) >> a.lg;
	if (a.lg <= 5)
		return pick_nv<V, 1, PK, true>(a, nv, stream);
	if (nv <= LIMIT)
		return pick_nv<V, PK, LIMIT, false>(a, nv, stream);
	return launch(loop_kernel<V>, AKP_BLOCK, a.rows, a, stream);
}

