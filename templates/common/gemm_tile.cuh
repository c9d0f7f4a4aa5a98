// common/gemm_tile.cuh: what the GEMM families that stage tiles through shared memory
// share (common/gemm_mma.cuh's mma.sync kernel, common/gemm_wgmma.cuh's wgmma one): the
// kernels' arguments, the swizzled tile layout, the copy of a tile into it, and the
// raster of tiles. The family includes common/mma.cuh and common/gemm_epi.cuh before
// this file; tile_of reads its AKP_GROUP_M.
/*
Shared memory: a tile row of CH chunks of 16 bytes. Chunk c of row r lives at chunk
c ^ ((r >> 1) & 3) of that row when CH is 4 (two rows share a 128-byte line) and
c ^ (r & 7) when CH is 8 or more (within the row's 128-byte group of c): the 8 rows one
8x8 matrix of ldmatrix reads, at one logical chunk, then fall in 8 different 16-byte
bank groups, and so do the 8 chunks of a copy's quarter warp (consecutive chunks of one
or two rows). With CH 8 (rows of 128 bytes) on a tile whose start is 1024-byte aligned
this is exactly the 128-byte swizzle of wgmma's shared-memory descriptors and of TMA
(address bits 4-6 XORed with bits 7-9), so one copy serves both kinds of kernel. No
padding.

Copies, two paths chosen by the launcher (FAST):
  fast     every row starts 16-byte aligned (the stride a multiple of 8 elements, or a
           single row; the bases are 16-byte aligned by the spec's align: 16). Each
           16-byte chunk is one cp.async.cg (L2 only: the tile is reused from shared
           memory, never from L1) with src-size the bytes of the chunk inside the row:
           16, fewer for the chunk that holds the row's tail (zero-filled past it), 0
           for a chunk past the row or a row past the tile's valid rows (all zeros, read
           from nowhere). So odd k costs nothing when the strides are padded to 8
           elements.
  general  anything else (odd k with dense rows, odd padding): each chunk's 8 elements
           loaded one at a time (zero outside the row or the tensor), packed and stored
           to the same swizzled place with st.shared.
Zeros matter: a k tail must be 0 in both x and w (beyond a row lie the padding, the
next row or guard bytes, NaN among them, and 0 * NaN is NaN); rows past m or columns
past n only produce outputs that are never stored.

The raster: one block a tile over a 1-D grid (up to 2^31 - 1 blocks: gridDim.y's 65535
is too few for m = 2^20 in 16-row tiles). Block b takes its tile in bands of GROUP_M
tile rows: consecutive blocks walk down a band's GROUP_M tiles of one tile column before
the next column, so the blocks resident together share GROUP_M tiles of x and few of w
in L2 instead of one tile row of x and every tile of w.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// elements a 16-byte chunk
#define GM_VE (16 / AK_ELEM_BYTES)

// the arguments every kernel and launcher path takes
struct gm_args {
	const AK_T *x, *w;
	GM_YT *y;
	int64_t xs, ws, ys;
	gm_epi e;
	int m, n, k, tiles_m, tiles_n;
	bool pair;	// y's rows aligned to two elements
	bool vec;	// y's rows aligned to 16 bytes (common/wgmma.cuh's VSTORE)
};

// ----------------------------------------------------------------------------
// tiles in shared memory

// byte offset of 16-byte chunk c of tile row r, rows of CH chunks (the swizzle above; for CH 8 the
// 128-byte swizzle of TMA and wgmma, on 1024-byte aligned tiles)
template <int CH> static __device__ __forceinline__ unsigned swz(int r, int c)
{
	if constexpr (CH == 4)
		return (unsigned)(r * CH + (c ^ ((r >> 1) & 3))) * 16;
	else
		return (unsigned)(r * CH + (c ^ (r & 7))) * 16;
}

// Copy a tile of ROWS rows of CH chunks into dst: row r of it at g + r * stride (g the
// tile's first element); rows at or past vrows and elements at or past vcols of a row
// are zeros. Thread tid (of THREADS) takes chunk tid % CH of rows tid / CH, + STEP, ...: a warp
// covers 32 consecutive chunks. Fewer chunks than threads (x's BM 16 or 32 at 4 or more
// warps) leaves the last threads idle.
template <bool FAST, int ROWS, int CH, int THREADS>
static __device__ __forceinline__ void load_tile(unsigned dst, const AK_T *__restrict__ g, int64_t stride, int vrows,
						 int vcols, int tid)
{
	constexpr int CHUNKS = ROWS * CH;
	constexpr int STEP = THREADS / CH;
	constexpr int SLOTS = CHUNKS >= THREADS ? CHUNKS / THREADS : 1;
	const int c = tid % CH;
	const int col = c * GM_VE;
	// the chunk's elements inside the row: 0..8
	const int in = vcols - col < 0 ? 0 : (vcols - col < GM_VE ? vcols - col : GM_VE);

	if constexpr (FAST) {
#pragma unroll
		for (int i = 0; i < SLOTS; i++) {
			const int r = tid / CH + i * STEP;
			if (CHUNKS < THREADS && r >= ROWS)
				break;
			const int e = r < vrows ? in : 0;
			// a chunk of nothing reads nothing, but its address stays a real one
			const AK_T *src = e > 0 ? g + (int64_t)r * stride + col : g;
			cp_async16(dst + swz<CH>(r, c), src, e * AK_ELEM_BYTES);
		}
	} else {
		// a chunk at a time: unrolled, the slots' loads would all be in flight at
		// once, up to 96 registers beside the accumulators (spills at BK 64)
#pragma unroll 1
		for (int i = 0; i < SLOTS; i++) {
			const int r = tid / CH + i * STEP;
			if (CHUNKS < THREADS && r >= ROWS)
				break;
			const int e = r < vrows ? in : 0;
			const unsigned short *s = reinterpret_cast<const unsigned short *>(g + (int64_t)r * stride + col);
			unsigned v[GM_VE / 2];
#pragma unroll
			for (int j = 0; j < GM_VE / 2; j++) {
				const unsigned lo = 2 * j < e ? __ldg(s + 2 * j) : 0u;
				const unsigned hi = 2 * j + 1 < e ? __ldg(s + 2 * j + 1) : 0u;
				v[j] = lo | hi << 16;
			}
			st_shared16(dst + swz<CH>(r, c), v[0], v[1], v[2], v[3]);
		}
	}
}

// tile (tm, tn) of block pid: bands of GROUP_M tile rows, down each band's tile
// column first (the last band may be shorter)
static __device__ __forceinline__ void tile_of(int pid, int tiles_m, int tiles_n, int &tm, int &tn)
{
	const int band = AKP_GROUP_M * tiles_n;
	const int first = pid / band * AKP_GROUP_M;
	const int rows = tiles_m - first < AKP_GROUP_M ? tiles_m - first : AKP_GROUP_M;
	const int in = pid - first * tiles_n;
	tm = first + in % rows;
	tn = in / rows;
}

// ----------------------------------------------------------------------------
// host: the launchers' checks and the kernels' arguments

// Fills a (but its epilogue) for a call of the family whose tile is bm x bn x bk and
// whose w is [k][n] when nn; returns cudaSuccess or why the call is refused. fast:
// every row of x and w starts 16-byte aligned (the bases are; one row's stride is
// never used), and for [k][n] every tile's first column is a multiple of 8 anyway.
static cudaError_t gm_args_of(gm_args &a, const AK_T *x, int64_t xs, const AK_T *w, int64_t ws, GM_YT *y, int64_t ys,
			      int64_t m, int64_t n, int64_t k, int bm, int bn, int bk, bool nn, bool &fast)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (m < 1 || n < 1 || k < 1)
		return cudaErrorInvalidValue;
	// the kernel's int rows, columns and k (with a tile's worth of room), and one
	// block a tile within gridDim.x's 2^31 - 1
	if (m > 0x7fffffff - bm || n > 0x7fffffff - bn || k > 0x7fffffff - bk)
		return cudaErrorInvalidValue;
	const int64_t tiles_m = (m + bm - 1) / bm;
	const int64_t tiles_n = (n + bn - 1) / bn;
	if (tiles_m * tiles_n > 0x7fffffff)
		return cudaErrorInvalidValue;
	a.x = x;
	a.w = w;
	a.y = y;
	a.xs = xs;
	a.ws = ws;
	a.ys = ys;
	a.m = (int)m;
	a.n = (int)n;
	a.k = (int)k;
	a.tiles_m = (int)tiles_m;
	a.tiles_n = (int)tiles_n;
	// paired stores when every row of y starts aligned to two elements
	a.pair = m == 1 || ys % 2 == 0;
	// 16-byte stores when every row of y starts on a 16-byte boundary
	a.vec = (m == 1 || ys % (int64_t)(16 / sizeof(GM_YT)) == 0) && (uintptr_t)y % 16 == 0;
	fast = (m == 1 || xs % GM_VE == 0) && ((nn ? k : n) == 1 || ws % GM_VE == 0);
	return cudaSuccess;
}
