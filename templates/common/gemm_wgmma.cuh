// common/gemm_wgmma.cuh: the GEMM of Hopper's warpgroup MMA (kernel and launcher) for the
// families gemm/wgmma, gemm_nn/wgmma, gemm_f32/wgmma, gemm_bias_act/wgmma and
// gemm_bias_act_residual/wgmma (sm_90a only), and the launcher and the fallback of their
// tma forms. The family defines GM_NN (0: w is [n][k]; 1: w is [k][n]), GM_EPI and
// GM_YF32 (common/gemm_epi.cuh) and includes common/mma.cuh, common/gemm_epi.cuh,
// common/gemm_tile.cuh and common/wgmma.cuh before this file (a tma family also
// common/tma.cuh before it and common/gemm_tma.cuh after it, and defines GM_TMA: its
// launcher then takes common/gemm_tma.cuh's kernel wherever TMA can describe x and w,
// this file's elsewhere); it reads the family's AKP_BM, AKP_BN, AKP_WGS, AKP_STAGES and AKP_GROUP_M
// (their meaning is below).
/*
The sums: y[m][n] = sum over k of x[m][k] * w'[k][n], w' = w^T for w stored [n][k] (as
nn.Linear keeps its weight) or w itself stored [k][n] (GM_NN), bf16 or f16 in, products
accumulated in f32 by wgmma.mma_async, then the epilogue (bias, activation, residual) in
f32 and y rounded once to the dtype, or stored in f32 (common/gemm_epi.cuh).

The block: one BM x BN tile of y, WGS warpgroups of 128 threads along m, each
BM / WGS rows of it (64 or 128: one or two m64 tiles, GW_MI) by all BN columns, its
f32 accumulators in registers for the whole k loop (GW_MI * BN / 2 a thread, at most
128). The k loop walks 64 columns at a time (128 bytes of a row: one row of the
128-byte swizzle's atom): the block's BM rows of x and BN rows of w for those columns
are copied into shared memory by every thread with common/gemm_tile.cuh's copies
(cp.async, zero-filling; element loads where a row is not 16-byte aligned), into a
ring of STAGES buffers, each tile in the 128-byte swizzle on a 1024-byte boundary, the
layout wgmma reads through a descriptor (common/wgmma.cuh) with no ldmatrix and no
registers for the operands. With GM_NN, w's part of a stage is its 64 rows of k by the
tile's BN columns, as BN / 64 blocks of 64 rows of 128 bytes (64 columns) each, one after
the other (8 KiB apart): common/wgmma.cuh's MN-major layout (wg_desc_mn), which the
wgmma reads with imm-trans-b 1, so w is never transposed in memory or in registers.

The ring, k-tile kt in stage kt % STAGES:
  1. wait for this thread's copies of k-tile kt (cp.async.wait_group STAGES - 3: the
     copies of k-tiles up to kt + STAGES - 3 are committed by then), fence them into
     the async proxy (wgmma reads shared memory through it), then the block's barrier:
     k-tile kt is in shared memory for every warpgroup;
  2. copy k-tile kt + STAGES - 2 into stage (kt - 2) % STAGES: free, since every
     warpgroup waited for its products of k-tile kt - 2 before reaching the barrier;
  3. wgmma.fence, then 4 k16 steps x GW_MI m64 tiles of wgmma into the accumulators,
     one commit group, and wgmma.wait_group 1: the products of k-tile kt - 1 are done
     (those of kt run on behind the next iteration's wait and barrier).
So two stages are being multiplied or about to be, and STAGES - 2 k-tiles are being
copied ahead; STAGES is at least 3 (the copies then run one k-tile ahead).

The tma forms (common/gemm_tma.cuh) take this kernel only where TMA cannot describe x or
w (rows not 16-byte aligned); elsewhere theirs: TMA copies from a producer warpgroup,
mbarriers instead of the block's barrier, a persistent grid.

Output: wgmma's accumulators are mma.sync's m16n8 fragments stacked along N
(common/wgmma.cuh), so each thread holds pairs (row, cols 2q, 2q + 1) that go through
common/gemm_epi.cuh's gm_store_pair as in common/gemm_mma.cuh: nothing outside rows < m
and cols < n is written.

Offsets: a row's start is row * stride in 64 bits; m, n, k and rows and columns inside
y are int (the specs' bounds: m <= 2^20, n <= 2^18, k <= 2^16).

Shared memory per block: STAGES * (BM + BN) * 128 bytes (+ up to 1023 to align the
ring), by opting in; sm_90a runs only on devices of compute capability 9.0, whose
opt-in limit is 227 KiB, which the require: bounds it by.

Parameters:
  BM       the block's rows of y: 64 to 256, WGS warpgroups of 64 or 128 rows
  BN       its columns: 64, 128 or 256 (one wgmma's N)
  WGS      warpgroups along m (1 or 2)
  STAGES   k-tiles in the ring (3 to 6: STAGES - 2 copied ahead)
  GROUP_M  tile rows a band of the raster (1: row-major order of tiles)
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// ----------------------------------------------------------------------------
// shapes

#define GW_THREADS (128 * AKP_WGS)
// rows a warpgroup, and its m64 tiles
#define GW_WM (AKP_BM / AKP_WGS)
#define GW_MI (GW_WM / 64)
// k columns a stage: a 128-byte row, 8 chunks
#define GW_BK 64
#define GW_CH 8
// bytes of x's part of a stage, and of a whole stage
#define GW_A_BYTES (AKP_BM * GW_BK * AK_ELEM_BYTES)
#define GW_STAGE_BYTES ((AKP_BM + AKP_BN) * GW_BK * AK_ELEM_BYTES)

static_assert(AK_ELEM_BYTES == 2, "wgmma m64nNk16 takes bf16 or f16");
static_assert(GW_WM == 64 || GW_WM == 128, "a warpgroup takes one or two m64 tiles");
static_assert(AKP_BN == 64 || AKP_BN == 128 || AKP_BN == 256, "one wgmma's N");
static_assert(GW_MI * AKP_BN / 2 <= 128, "at most 128 accumulators a thread");
static_assert(AKP_STAGES >= 3, "two stages being multiplied and one being copied");
#if !defined(GM_NN) || (GM_NN != 0 && GM_NN != 1)
#error "a family defines GM_NN as 0 or 1 before it includes common/gemm_wgmma.cuh"
#endif
// with GM_NN, the bytes of one 64-column block of w's part of a stage (64 rows of k)
#define GW_NN_BLOCK (GW_BK * 64 * AK_ELEM_BYTES)

// the descriptor of w's part of a stage at sb for its k16 step ks: K-major [n][k] rows, 32
// bytes a step; MN-major for GM_NN, two 8-row atoms (2048 bytes) a step, its blocks of 64
// columns GW_NN_BLOCK apart
static __device__ __forceinline__ uint64_t gw_desc_w(unsigned sb, int ks)
{
#if GM_NN
	return wg_desc_mn(sb + 2048 * ks, GW_NN_BLOCK);
#else
	return wg_desc(sb + 32 * ks);
#endif
}

// k-tile t of the block whose tile of y starts at (m0, n0) into the stage at st
template <bool FAST>
static __device__ __forceinline__ void load_stage(unsigned st, const gm_args &a, int m0, int n0, int t, int tid)
{
	const int k0 = t * GW_BK;
	load_tile<FAST, AKP_BM, GW_CH, GW_THREADS>(st, a.x + (int64_t)m0 * a.xs + k0, a.xs, a.m - m0, a.k - k0, tid);
#if GM_NN
	// BN / 64 blocks of 64 columns, a block wholly past n read from nowhere (its first
	// element stands in for the address)
#pragma unroll
	for (int j = 0; j < AKP_BN / 64; j++) {
		const int c0 = n0 + 64 * j;
		load_tile<FAST, GW_BK, GW_CH, GW_THREADS>(st + GW_A_BYTES + j * GW_NN_BLOCK,
							  c0 < a.n ? a.w + (int64_t)k0 * a.ws + c0 : a.w, a.ws,
							  c0 < a.n ? a.k - k0 : 0, a.n - c0, tid);
	}
#else
	load_tile<FAST, AKP_BN, GW_CH, GW_THREADS>(st + GW_A_BYTES, a.w + (int64_t)n0 * a.ws + k0, a.ws, a.n - n0,
						   a.k - k0, tid);
#endif
}

// ----------------------------------------------------------------------------
// kernel

template <bool FAST> static __global__ void __launch_bounds__(GW_THREADS, 1) gemm_kernel(const gm_args a)
{
	extern __shared__ __align__(1024) unsigned char gm_smem[];
	// the 128-byte swizzle is of address bits 7-9: every tile on a 1024-byte boundary
	const unsigned base = (smem_u32(gm_smem) + 1023u) & ~1023u;
	const int tid = (int)threadIdx.x;
	const int wg = tid / 128;

	int tm, tn;
	tile_of((int)blockIdx.x, a.tiles_m, a.tiles_n, tm, tn);
	const int m0 = tm * AKP_BM;
	const int n0 = tn * AKP_BN;

	const int ktiles = (a.k + GW_BK - 1) / GW_BK;
	// k-tile t goes to stage t % STAGES; one commit group a k-tile (empty past the
	// last), so that group t is k-tile t's
#pragma unroll
	for (int t = 0; t < AKP_STAGES - 2; t++) {
		if (t < ktiles)
			load_stage<FAST>(base + t * GW_STAGE_BYTES, a, m0, n0, t, tid);
		cp_async_commit();
	}

	float acc[GW_MI][AKP_BN / 2];
#pragma unroll
	for (int i = 0; i < GW_MI; i++) {
#pragma unroll
		for (int j = 0; j < AKP_BN / 2; j++)
			acc[i][j] = 0.0f;
		wg_pin(acc[i]);
	}

	for (int kt = 0; kt < ktiles; kt++) {
		cp_async_wait<AKP_STAGES - 3>();
		fence_proxy_async();
		__syncthreads();
		const int nt = kt + AKP_STAGES - 2;
		if (nt < ktiles)
			load_stage<FAST>(base + (nt % AKP_STAGES) * GW_STAGE_BYTES, a, m0, n0, nt, tid);
		cp_async_commit();

		// this warpgroup's rows of x's tile, and w's tile
		const unsigned sa = base + (kt % AKP_STAGES) * GW_STAGE_BYTES + wg * GW_WM * GW_BK * AK_ELEM_BYTES;
		const unsigned sb = base + (kt % AKP_STAGES) * GW_STAGE_BYTES + GW_A_BYTES;
		wg_fence();
#pragma unroll
		for (int ks = 0; ks < GW_BK / 16; ks++)
#pragma unroll
			for (int i = 0; i < GW_MI; i++)
				wg_mma<AKP_BN, 1, GM_NN>(acc[i], wg_desc(sa + i * 64 * GW_BK * AK_ELEM_BYTES + 32 * ks),
							 gw_desc_w(sb, ks));
		wg_commit();
		wg_wait<1>();
	}
	wg_wait<0>();
#pragma unroll
	for (int i = 0; i < GW_MI; i++)
		wg_pin(acc[i]);

	wg_store<GW_MI, AKP_BN>(a, acc, m0 + wg * GW_WM, n0, tid);
}

// ----------------------------------------------------------------------------
// launcher

template <bool FAST> static cudaError_t run(const gm_args &a, cudaStream_t stream)
{
	// the ring and the room to align it to 1024 bytes (the dynamic area's start is
	// aligned only as far as the compiler places it)
	const int bytes = AKP_STAGES * GW_STAGE_BYTES + 1024;
	int dev = 0, optin = 0;
	cudaError_t e = device_optin(&dev, &optin);
	if (e != cudaSuccess)
		return e;
	if (bytes > optin)
		return cudaErrorInvalidConfiguration;
	e = cudaFuncSetAttribute(gemm_kernel<FAST>, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);
	if (e != cudaSuccess)
		return e;
	gemm_kernel<FAST><<<a.tiles_m * a.tiles_n, GW_THREADS, bytes, stream>>>(a);
	return cudaGetLastError();
}

#if defined(GM_TMA)
// common/gemm_tma.cuh's path: cudaErrorNotSupported where it does not apply
static cudaError_t tma_run(const gm_args &a, cudaStream_t stream);
#endif

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, int64_t x_stride0, const AK_T *w, int64_t w_stride0,
				   GM_EPI_TENSORS GM_YT *y, int64_t y_stride0, int64_t m, int64_t n, int64_t k,
				   GM_EPI_SCALARS cudaStream_t stream)
{
	gm_args a = {};
	bool fast = false;
	cudaError_t e = gm_args_of(a, x, x_stride0, w, w_stride0, y, y_stride0, m, n, k, AKP_BM, AKP_BN, GW_BK, GM_NN, fast);
	if (e == cudaSuccess)
		e = GM_EPI_OF(a.e);
	if (e != cudaSuccess)
		return e;
#if defined(GM_TMA)
	// the tma families: common/gemm_tma.cuh's kernel wherever TMA takes x and w
	e = tma_run(a, stream);
	if (e != cudaErrorNotSupported)
		return e;
#endif
	return fast ? run<true>(a, stream) : run<false>(a, stream);
}
