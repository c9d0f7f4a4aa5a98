// common/gemm_mma.cuh: the tensor-core GEMM of mma.sync (kernel and launcher) for the
// families gemm/mma, gemm_nn/mma, gemm_f32/mma, gemm_bias_act/mma and
// gemm_bias_act_residual/mma. The family defines GM_NN (0: w is [n][k]; 1: w is [k][n]),
// GM_EPI and GM_YF32 (common/gemm_epi.cuh), and includes common/mma.cuh,
// common/gemm_epi.cuh and common/gemm_tile.cuh before this file; it reads the family's
// AKP_BM, AKP_BN, AKP_BK, AKP_WM, AKP_WN, AKP_STAGES and AKP_GROUP_M (their meaning is
// below).
/*
The sums: y[m][n] = sum over k of x[m][k] * w'[k][n], w' = w^T for w stored [n][k] (as
nn.Linear keeps its weight) or w itself stored [k][n], bf16 or f16 in, products
accumulated in f32 by mma.sync, then the epilogue (bias, activation, residual) in f32
and y rounded once to the dtype, or stored in f32 (common/gemm_epi.cuh).

The block: one BM x BN tile of y, WM x WN warps, each warp a (BM / WM) x (BN / WN)
piece of it as GM_MT x GM_NT fragments of 16 x 8 (the mma's D), its f32 accumulators
in registers for the whole k loop. The k loop walks BK columns at a time: the block's
BM rows of x and the k-tile of w (BN rows of BK elements for [n][k], BK rows of BN for
[k][n]) are copied into shared memory STAGES - 1 k-tiles ahead of the one the warps
multiply, in a ring of STAGES buffers; one barrier a k-tile both publishes the tile
that landed and frees the buffer the next copy overwrites.

Shared memory: common/gemm_tile.cuh's swizzled tiles, a tile row of CH chunks of 16
bytes (x's tile, and w's for [n][k]: BK elements, CH 4 or 8; w's for [k][n]: BN
elements, CH 4 to 32), every stage (BM + BN) * BK * 2 bytes either way.

Fragments (PTX ISA, mma.m16n8k16 .f16/.bf16; lane = 4 * g + t):
  A 16x16, row major: reg 0 (row g, k 2t..2t+1), 1 (row g+8, same k), 2 (row g,
    k 2t+8..), 3 (row g+8, k 2t+8..);
  B 16x8 ("col"): reg 0 (n g, k 2t..2t+1), 1 (n g, k 2t+8..);
  C/D 16x8 f32: 0, 1 (row g, cols 2t, 2t+1), 2, 3 (row g+8, the same cols).
ldmatrix.x4 (common/mma.cuh): A's x4 takes lane l's address at row l % 16, k chunk
l / 16 (matrices: rows 0-7 k 0-7, rows 8-15 k 0-7, rows 0-7 k 8-15, rows 8-15 k 8-15 =
regs 0..3 above). B from w [n][k] (the "col" layout is w's row-major [n][k], no
transpose): an x4 covers two n8 fragments, lane l's row (n) l % 8 + 8 (l / 16), k chunk
(l / 8) % 2 (matrices: n 0-7 k 0-7, n 0-7 k 8-15, n 8-15 k 0-7, n 8-15 k 8-15 = regs 0,
1 of the first fragment, then of the second). B from w [k][n]: ldmatrix.x4.trans of 8x8
blocks whose rows are k and whose 16 bytes are 8 n: lane 4g + t receives column g of
rows 2t, 2t + 1, which is (n g, k 2t..2t+1), B's reg 0; lane l's row (k) l % 8 + 8
((l / 8) % 2), n chunk l / 16 (matrices: k 0-7 n 0-7, k 8-15 n 0-7, k 0-7 n 8-15,
k 8-15 n 8-15: the same registers as above).

Copies: common/gemm_tile.cuh's, fast (cp.async, zero-filling) when every row of x and
of w starts 16-byte aligned (for [k][n] a tile's first column n0 is a multiple of 8
too), element by element otherwise; the ring, the barriers and the mma loop are the
same either way.

Output: each thread holds pairs (row, cols 2t, 2t+1) of its fragments, which go
through the epilogue (common/gemm_epi.cuh) and out: one store of the pair when y's rows
are aligned to two elements (y_stride0 even, or m == 1) and both columns are < n; else
element by element. Nothing outside rows < m and cols < n is written. The stores are
not staged through shared memory: m * n elements against m * n * k multiply-adds.

Grid: one block per tile, in common/gemm_tile.cuh's banded raster (GROUP_M).

Offsets: a row's start is row * stride in 64 bits (x passes 2^31 elements, and w [k][n]
and y too); m, n, k, rows and columns inside y are int (the specs' bounds: m <= 2^20,
n <= 2^18, k <= 2^16).

Shared memory per block is STAGES * (BM + BN) * BK * 2 bytes, over 48 KiB only by
opting in (cudaFuncSetAttribute, each call: it is cheap and keeps no state). The
require: bounds it by sm_90's and sm_100's 227 KiB; sm_80 opts in to 163 KiB, sm_86,
sm_89 and sm_120 to 99 KiB, and an sm_80 or sm_120 build may run on any of its
family. So the launcher reads the device's limit and, when STAGES does not fit, runs
the same tile with 2 stages (the kernel is instantiated for both: an sm_120 build of
sm_90's winner still runs); every point's 2 stages fit in 96 KiB, so its
cudaErrorInvalidConfiguration is for smaller devices than the targets.

Not here: split-K. A shape of few tiles (decode: m <= 16, a tile row of n / BN
blocks) leaves multiprocessors idle for the whole k loop; splitting k needs partial
sums in f32 somewhere: a workspace (a candidate allocates nothing), atomics into y
(bf16 atomics would round at every add, not once) or a cluster's distributed shared
memory (sm_90 on; not written yet). gemm/rowdot is the decode family of w [n][k].

Parameters:
  BM, BN   the block's tile of y (16 to 256 rows, 32 to 256 columns)
  BK       k columns a stage: 32 (64-byte rows of x, two a 128-byte line) or 64
  WM, WN   warps along m and n: a warp's piece is (BM / WM) x (BN / WN), multiples of
           16 (ldmatrix.x4 gives A one 16-row fragment, B two 8-column ones); at most
           4096 elements (128 accumulator registers a thread) and 8 warps, and at
           most 16 copies a thread a stage ((BM + BN) * BK * 2 <= 8192 * WM * WN:
           nvcc keeps each copy's row address in registers across the k loop, and
           one warp copying 16 x 256 x 64 spilled), so that ptxas keeps a thread
           within 255 registers without spilling
  STAGES   k-tiles in the ring (STAGES - 1 copies in flight while one is multiplied)
  GROUP_M  tile rows a band of the raster (1: row-major order of tiles)
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#if !defined(GM_NN) || (GM_NN != 0 && GM_NN != 1)
#error "a family defines GM_NN as 0 or 1 before it includes common/gemm_mma.cuh"
#endif

// ----------------------------------------------------------------------------
// shapes

#define GM_THREADS (32 * AKP_WM * AKP_WN)
// elements a 16-byte chunk; chunks a row of x's tile (and of w's for [n][k]), of w's
// tile for [k][n]
#define GM_CH (AKP_BK / GM_VE)
#define GM_CHB (AKP_BN / GM_VE)
// a warp's piece of the tile, in 16-row and 8-column fragments
#define GM_MT (AKP_BM / AKP_WM / 16)
#define GM_NT (AKP_BN / AKP_WN / 8)
// bytes of x's part of a stage, and of a whole stage
#define GM_A_BYTES (AKP_BM * AKP_BK * AK_ELEM_BYTES)
#define GM_STAGE_BYTES ((AKP_BM + AKP_BN) * AKP_BK * AK_ELEM_BYTES)

static_assert(AK_ELEM_BYTES == 2, "mma.sync m16n8k16 takes bf16 or f16");
static_assert(GM_CH == 4 || GM_CH == 8, "x's swizzle is written for 64- and 128-byte tile rows");
static_assert(GM_CHB >= 4 && GM_THREADS % GM_CHB == 0, "w's [k][n] tile: whole rows a pass of copies");

// k-tile t of the block whose tile of y starts at (m0, n0) into the stage at st
template <bool FAST>
static __device__ __forceinline__ void load_stage(unsigned st, const gm_args &a, int m0, int n0, int t, int tid)
{
	const int k0 = t * AKP_BK;
	load_tile<FAST, AKP_BM, GM_CH, GM_THREADS>(st, a.x + (int64_t)m0 * a.xs + k0, a.xs, a.m - m0, a.k - k0, tid);
#if GM_NN
	load_tile<FAST, AKP_BK, GM_CHB, GM_THREADS>(st + GM_A_BYTES, a.w + (int64_t)k0 * a.ws + n0, a.ws, a.k - k0, a.n - n0, tid);
#else
	load_tile<FAST, AKP_BN, GM_CH, GM_THREADS>(st + GM_A_BYTES, a.w + (int64_t)n0 * a.ws + k0, a.ws, a.n - n0, a.k - k0, tid);
#endif
}

// ----------------------------------------------------------------------------
// kernel
// (static, as every helper: the launcher is the object's one global symbol)

template <bool FAST, int S> static __global__ void __launch_bounds__(GM_THREADS) gemm_kernel(const gm_args a)
{
	extern __shared__ __align__(128) unsigned char gm_smem[];
	const unsigned base = smem_u32(gm_smem);
	const int tid = (int)threadIdx.x;
	const int lane = tid % 32;
	const int warp = tid / 32;
	// the warp's piece of the tile
	const int wm0 = warp % AKP_WM * (AKP_BM / AKP_WM);
	const int wn0 = warp / AKP_WM * (AKP_BN / AKP_WN);

	int tm, tn;
	tile_of((int)blockIdx.x, a.tiles_m, a.tiles_n, tm, tn);
	const int m0 = tm * AKP_BM;
	const int n0 = tn * AKP_BN;

	const int ktiles = (a.k + AKP_BK - 1) / AKP_BK;
	// k-tile t goes to stage t % S; one commit group a k-tile (empty past the last),
	// so that group t is k-tile t's
#pragma unroll
	for (int t = 0; t < S - 1; t++) {
		if (t < ktiles)
			load_stage<FAST>(base + t * GM_STAGE_BYTES, a, m0, n0, t, tid);
		cp_async_commit();
	}

	float acc[GM_MT][GM_NT][4];
#pragma unroll
	for (int i = 0; i < GM_MT; i++)
#pragma unroll
		for (int j = 0; j < GM_NT; j++)
#pragma unroll
			for (int q = 0; q < 4; q++)
				acc[i][j][q] = 0.0f;

	// each lane's ldmatrix row and chunk. A: row l % 16 of each 16-row fragment,
	// chunk l / 16. This is swz() taken apart, so that ptxas keeps a register a k-step
	// rather than one an ldmatrix: fragments 16 rows apart have the same swizzle (wm0
	// and wn0 are multiples of 16 too), and k-step ks's chunk 2 ks + c is 2 ks ^ c; so
	// an address is the lane's row and chunk XOR 32 ks bytes, plus the fragment's
	// rows as an immediate
	const int ar = lane % 16;
	const unsigned a_row = (wm0 + ar) * GM_CH * 16 + ((lane / 16) ^ ((ar >> (GM_CH == 4)) & (GM_CH - 1))) * 16;
#if GM_NN
	// B from [k][n]: row (k) l % 8 + 8 ((l / 8) % 2) of each 16-k step, n chunk l / 16
	// of each pair of 8-column fragments; a step's 16 rows keep the swizzle (16 is a
	// whole number of its periods), so a step is 16 rows on as an immediate
	const int bk = lane % 8 + 8 * (lane / 8 % 2);
	const int bsw = GM_CHB == 4 ? (bk >> 1) & 3 : bk & 7;
	const int bc = wn0 / 8 + lane / 16;
#else
	// B from [n][k]: row (n) l % 8 + 8 (l / 16) of each pair of 8-row fragments, chunk
	// (l / 8) % 2
	const int br = lane % 8 + 8 * (lane / 16);
	const unsigned b_row = (wn0 + br) * GM_CH * 16 + ((lane / 8 % 2) ^ ((br >> (GM_CH == 4)) & (GM_CH - 1))) * 16;
#endif

	for (int kt = 0; kt < ktiles; kt++) {
		// k-tile kt landed (this thread's copies), then the barrier: everyone's
		// copies are visible, and every warp is done with k-tile kt - 1, whose
		// stage the next copy refills
		cp_async_wait<S - 2>();
		__syncthreads();
		const int nt = kt + S - 1;
		if (nt < ktiles)
			load_stage<FAST>(base + (nt % S) * GM_STAGE_BYTES, a, m0, n0, nt, tid);
		cp_async_commit();

		const unsigned sa = base + (kt % S) * GM_STAGE_BYTES;
		const unsigned sb = sa + GM_A_BYTES;
#pragma unroll
		for (int ks = 0; ks < AKP_BK / 16; ks++) {
			unsigned af[GM_MT][4], bf[GM_NT][2];
#pragma unroll
			for (int i = 0; i < GM_MT; i++)
				ldsm_x4(sa + (a_row ^ 32 * ks) + i * 16 * GM_CH * 16, af[i][0], af[i][1], af[i][2], af[i][3]);
#pragma unroll
			for (int j = 0; j < GM_NT; j += 2) {
#if GM_NN
				const unsigned at = sb + (16 * ks + bk) * GM_CHB * 16 + ((bc + j) ^ bsw) * 16;
				ldsm_x4_t(at, bf[j][0], bf[j][1], bf[j + 1][0], bf[j + 1][1]);
#else
				ldsm_x4(sb + (b_row ^ 32 * ks) + j * 8 * GM_CH * 16, bf[j][0], bf[j][1], bf[j + 1][0],
					bf[j + 1][1]);
#endif
			}
#pragma unroll
			for (int i = 0; i < GM_MT; i++)
#pragma unroll
				for (int j = 0; j < GM_NT; j++)
					mma16816(acc[i][j], af[i], bf[j]);
		}
	}

	// lane 4g + t holds rows g, g + 8 and columns 2t, 2t + 1 of each fragment
	const int g = lane / 4, t2 = lane % 4 * 2;
#pragma unroll
	for (int i = 0; i < GM_MT; i++) {
		const int row = m0 + wm0 + 16 * i + g;
#pragma unroll
		for (int j = 0; j < GM_NT; j++) {
			const int col = n0 + wn0 + 8 * j + t2;
			gm_store_pair(a.y, a.ys, a.e, a.m, a.n, row, col, acc[i][j][0], acc[i][j][1], a.pair);
			gm_store_pair(a.y, a.ys, a.e, a.m, a.n, row + 8, col, acc[i][j][2], acc[i][j][3], a.pair);
		}
	}
}

// ----------------------------------------------------------------------------
// launcher

template <bool FAST, int S> static cudaError_t run(const gm_args &a, cudaStream_t stream)
{
	const int bytes = S * GM_STAGE_BYTES;
	// above 48 KiB of dynamic shared memory only by opting in, per kernel
	cudaError_t e = cudaFuncSetAttribute(gemm_kernel<FAST, S>, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);
	if (e != cudaSuccess)
		return e;
	gemm_kernel<FAST, S><<<a.tiles_m * a.tiles_n, GM_THREADS, bytes, stream>>>(a);
	return cudaGetLastError();
}

// STAGES where the device's shared memory allows it, else 2
template <bool FAST> static cudaError_t run_fit(const gm_args &a, cudaStream_t stream)
{
	int dev = 0, optin = 0;
	cudaError_t e = device_optin(&dev, &optin);
	if (e != cudaSuccess)
		return e;
	if (AKP_STAGES * GM_STAGE_BYTES <= optin)
		return run<FAST, AKP_STAGES>(a, stream);
	if constexpr (AKP_STAGES > 2) {
		if (2 * GM_STAGE_BYTES <= optin)
			return run<FAST, 2>(a, stream);
	}
	return cudaErrorInvalidConfiguration;
}

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, int64_t x_stride0, const AK_T *w, int64_t w_stride0,
				   GM_EPI_TENSORS GM_YT *y, int64_t y_stride0, int64_t m, int64_t n, int64_t k,
				   GM_EPI_SCALARS cudaStream_t stream)
{
	gm_args a = {};
	bool fast = false;
	cudaError_t e = gm_args_of(a, x, x_stride0, w, w_stride0, y, y_stride0, m, n, k, AKP_BM, AKP_BN, AKP_BK, GM_NN, fast);
	if (e == cudaSuccess)
		e = GM_EPI_OF(a.e);
	if (e != cudaSuccess)
		return e;
	return fast ? run_fit<true>(a, stream) : run_fit<false>(a, stream);
}
