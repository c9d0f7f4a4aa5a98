// common/gemm_tma.cuh: the warp-specialised Hopper GEMM (TMA copies paced by mbarriers, a
// producer warpgroup and WGS consumer warpgroups, a persistent raster) for the families
// gemm/tma, gemm_nn/tma, gemm_f32/tma, gemm_bias_act/tma and gemm_bias_act_residual/tma
// (sm_90a only). The family defines GM_NN, GM_EPI and GM_YF32 (common/gemm_wgmma.cuh,
// common/gemm_epi.cuh) and GM_TMA 1,
// and includes common/mma.cuh, common/gemm_epi.cuh, common/gemm_tile.cuh,
// common/wgmma.cuh, common/tma.cuh, common/gemm_wgmma.cuh (whose launcher takes this
// kernel where TMA can describe x and w and its own, of cp.async copies, elsewhere), then
// this file. It reads the family's AKP_BM, AKP_BN, AKP_WGS, AKP_STAGES and AKP_GROUP_M,
// and the shapes common/gemm_wgmma.cuh derives from them (GW_*: their meaning is there).
/*
The block: warpgroup 0 is the producer, of which one thread issues every copy; warpgroups
1 .. WGS are the consumers, each BM / WGS rows of the BM x BN tile by all its columns, as
in common/gemm_wgmma.cuh (the same shared-memory layout: a stage is x's BM rows then w's
BN rows of 64 k columns, 128 bytes a row in the 128-byte swizzle, on a 1024-byte
boundary). With two consumers the producer gives registers back (setmaxnreg: 40 a
thread) and the consumers take them (232), so that 128 accumulators a thread fit beside
the addressing.

The copies: one TMA box a stage for x (BM rows x 64 columns at (m0, k0)) and one for w (BN
rows at (n0, k0); with GM_NN, w being [k][n], BN / 64 boxes of 64 rows of k by 64 columns
at (k0, n0 + 64 j), which land as common/gemm_wgmma.cuh's MN-major blocks), from tensor
maps the launcher asks the trusted service for
(akops_tensor_map_2d, common/tma.cuh) with the 128-byte swizzle; TMA fills what lies
outside the matrices with zeros (the k tail, rows past m, columns past n), so the kernel
has no edge code on its loads, and counts the whole box in the transaction bytes.

The pipeline: per stage s a `full` barrier (one arrival, the producer's, with the
stage's bytes expected) and an `empty` one (WGS arrivals, one a consumer warpgroup). The
k-tiles of all the block's tiles are numbered it = 0, 1, ... in order, in stage
it % STAGES, round it / STAGES:
  producer   waits `empty` of the round before (parity (round & 1) ^ 1, which the
             first round's fresh barrier passes), arrives on `full` expecting the
             stage's bytes, issues the two boxes on it;
  consumer   waits `full` (parity round & 1), wgmma.fence, 4 k16 steps x GW_MI m64
             tiles, commit, wgmma.wait_group 1: the products of the k-tile before are
             done, so one thread of the warpgroup arrives on that one's `empty`; after
             a tile's last k-tile, wait_group 0 and that stage's `empty`.
So the producer runs up to STAGES k-tiles ahead, across tile boundaries too: the next
tile's loads proceed while the consumers store the last one.

The raster: with PERSIST, a persistent grid of min(tiles, multiprocessors) blocks, block b
taking tiles b, b + grid, ... in common/gemm_tile.cuh's banded order (GROUP_M); without, a
block a tile, which the hardware starts in that order as multiprocessors free up. With
the store below at 16 bytes, the persistent grid ran at 0.968-1.015 of cuBLAS on the eight
prefill shapes of an H100 and the other at 0.938-0.996, 2-3 points behind where k is 3584
or 4096: the producer of a persistent block loads the next tile while its consumers
store (bench/results/2026-12-05-session34, compare.py). Session 31's 369 TFLOP/s at
8192^3 for the persistent grid was the harness's timing of misplaced tensors (session
33), not the schedule. Both are the search's choice; PERSIST 1 is the default.

The store: common/wgmma.cuh's, from the accumulators' registers, in pairs; with VSTORE
(gemm and gemm_bias_act, where it is the default: the residual form's extra loads made
it spill) 16 bytes a store after a shuffle within each quad, where y's rows are 16-byte
aligned. The store in pairs left the kernel 12-14% behind cuBLAS where k is 3584 or 4096
on an H100 (bench/results/2026-12-05-h100-session32), a fixed cost a tile; with VSTORE
the H200 ran it at 0.93-0.97 of cuBLAS on those shapes and 0.99 on the long sums
(bench/results/2026-12-05-session33).

Where x or w starts only 16-byte aligned (a slice of a larger buffer), each 128-byte box
row straddles two lines and the kernel ran at 0.56-0.61 of cuBLAS on the H200
(compare.py --offset 16, session 33): the L2 reads double. With LINE 1 the launcher
takes TMA only where x, w and their rows start on 128-byte lines, and the cp.async
kernel elsewhere; which is faster there is for the search to measure (default 0).

Not here yet: clusters with TMA multicast, a store staged through shared memory (by TMA),
ping-pong of two consumer warpgroups on separate tiles, split-K for few tiles.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#if !defined(GM_TMA) || GM_TMA != 1
#error "a family defines GM_TMA as 1 before it includes common/gemm_tma.cuh"
#endif

// the block: the producer warpgroup and the consumers
#define GT_THREADS (128 + 128 * AKP_WGS)
// the ring, the room to align it to 1024 bytes, and the barriers after it
#define GT_SMEM (AKP_STAGES * GW_STAGE_BYTES + 1024 + 16 * AKP_STAGES)

static_assert(AKP_BM <= 256 && AKP_BN <= 256, "a TMA box has at most 256 rows");

template <int MI> static __device__ __forceinline__ void tma_consume(const gm_args &a, unsigned base, unsigned bars,
								     int c, int tid)
{
	const int ktiles = (a.k + GW_BK - 1) / GW_BK;
	const int tiles = a.tiles_m * a.tiles_n;
	const bool leader = tid % 128 == 0;
	int it = 0;
	float acc[MI][AKP_BN / 2];

	for (int tile = (int)blockIdx.x; tile < tiles; tile += (int)gridDim.x) {
		int tm, tn;
		tile_of(tile, a.tiles_m, a.tiles_n, tm, tn);
		const int m0 = tm * AKP_BM, n0 = tn * AKP_BN;
#pragma unroll
		for (int i = 0; i < MI; i++) {
#pragma unroll
			for (int j = 0; j < AKP_BN / 2; j++)
				acc[i][j] = 0.0f;
			wg_pin(acc[i]);
		}
		for (int kt = 0; kt < ktiles; kt++, it++) {
			const int s = it % AKP_STAGES;
			mbar_wait(bars + 8 * s, (unsigned)(it / AKP_STAGES) & 1u);
			const unsigned sa = base + s * GW_STAGE_BYTES + c * GW_WM * 64 * AK_ELEM_BYTES;
			const unsigned sb = base + s * GW_STAGE_BYTES + GW_A_BYTES;
			wg_fence();
#pragma unroll
			for (int ks = 0; ks < 4; ks++)
#pragma unroll
				for (int i = 0; i < MI; i++)
					wg_mma<AKP_BN, 1, GM_NN>(acc[i], wg_desc(sa + i * 64 * 64 * AK_ELEM_BYTES + 32 * ks),
								 gw_desc_w(sb, ks));
			wg_commit();
			wg_wait<1>();
			// the k-tile before is multiplied: its stage is the producer's again
			if (kt > 0 && leader)
				mbar_arrive(bars + 8 * (AKP_STAGES + (it - 1) % AKP_STAGES));
		}
		wg_wait<0>();
		if (leader)
			mbar_arrive(bars + 8 * (AKP_STAGES + (it - 1) % AKP_STAGES));
#pragma unroll
		for (int i = 0; i < MI; i++)
			wg_pin(acc[i]);
		wg_store<MI, AKP_BN>(a, acc, m0 + c * GW_WM, n0, tid);
	}
}

static __global__ void __launch_bounds__(GT_THREADS, 1)
	gemm_tma_kernel(const __grid_constant__ tma_map tx, const __grid_constant__ tma_map tw, const gm_args a)
{
	extern __shared__ __align__(1024) unsigned char gm_smem[];
	// the 128-byte swizzle is of address bits 7-9: every stage on a 1024-byte boundary
	const unsigned base = (smem_u32(gm_smem) + 1023u) & ~1023u;
	// full[s] at bars + 8 s, empty[s] at bars + 8 (STAGES + s)
	const unsigned bars = base + AKP_STAGES * GW_STAGE_BYTES;
	const int tid = (int)threadIdx.x;

	if (tid == 0) {
		for (int s = 0; s < AKP_STAGES; s++) {
			mbar_init(bars + 8 * s, 1);
			mbar_init(bars + 8 * (AKP_STAGES + s), AKP_WGS);
		}
		mbar_init_fence();
	}
	__syncthreads();

	if (tid < 128) {
#if AKP_WGS == 2
		regs_dec<40>();
#endif
		if (tid != 0)
			return;
		const int ktiles = (a.k + GW_BK - 1) / GW_BK;
		const int tiles = a.tiles_m * a.tiles_n;
		int it = 0;
		for (int tile = (int)blockIdx.x; tile < tiles; tile += (int)gridDim.x) {
			int tm, tn;
			tile_of(tile, a.tiles_m, a.tiles_n, tm, tn);
			for (int kt = 0; kt < ktiles; kt++, it++) {
				const int s = it % AKP_STAGES;
				mbar_wait(bars + 8 * (AKP_STAGES + s), ((unsigned)(it / AKP_STAGES) & 1u) ^ 1u);
				mbar_arrive_tx(bars + 8 * s, GW_STAGE_BYTES);
				const unsigned st = base + s * GW_STAGE_BYTES;
				tma_load_2d(st, &tx, kt * 64, tm * AKP_BM, bars + 8 * s);
#if GM_NN
#pragma unroll
				for (int j = 0; j < AKP_BN / 64; j++)
					tma_load_2d(st + GW_A_BYTES + j * GW_NN_BLOCK, &tw, tn * AKP_BN + 64 * j, kt * 64,
						    bars + 8 * s);
#else
				tma_load_2d(st + GW_A_BYTES, &tw, kt * 64, tn * AKP_BN, bars + 8 * s);
#endif
			}
		}
	} else {
#if AKP_WGS == 2
		regs_inc<232>();
#endif
		tma_consume<GW_MI>(a, base, bars, tid / 128 - 1, tid);
	}
}

// The TMA path (common/gemm_wgmma.cuh's launcher calls it), where TMA can describe x and
// w (rows starting 16-byte aligned: a stride of a multiple of 8 elements, or one row;
// the bases are; w's rows are n long with GM_NN, k otherwise) and the block's shared
// memory fits; else cudaErrorNotSupported, and the
// launcher takes the cp.async path. The service's error where it makes no map is returned.
static cudaError_t tma_run(const gm_args &a, cudaStream_t stream)
{
	const int wrows = GM_NN ? a.k : a.n;
	if ((a.m > 1 && a.xs % GM_VE != 0) || (wrows > 1 && a.ws % GM_VE != 0))
		return cudaErrorNotSupported;
#if defined(AKP_LINE) && AKP_LINE
	// LINE: TMA only where every box row starts on a 128-byte line (x and w there, their
	// rows whole lines apart); elsewhere each row straddles two lines and the L2 reads
	// double (tma at 0.56-0.61 of cuBLAS on the H200 at 16-byte placements,
	// bench/results/2026-12-05-session33), and the cp.async kernel runs instead
	if ((uintptr_t)a.x % 128 != 0 || (uintptr_t)a.w % 128 != 0 || (a.m > 1 && a.xs * AK_ELEM_BYTES % 128 != 0) ||
	    (wrows > 1 && a.ws * AK_ELEM_BYTES % 128 != 0))
		return cudaErrorNotSupported;
#endif
	// the service's refusal of these maps (aligned rows, boxes TMA takes) is an error of
	// the machine, returned as it is, not a reason to run another kernel
	tma_map tx, tw;
	cudaError_t e = akops_tensor_map_2d(&tx, a.x, AK_ELEM_BYTES, (uint64_t)a.m, (uint64_t)a.k,
					    (uint64_t)a.xs * AK_ELEM_BYTES, AKP_BM, 64, 128);
	if (e == cudaSuccess)
		e = GM_NN ? akops_tensor_map_2d(&tw, a.w, AK_ELEM_BYTES, (uint64_t)a.k, (uint64_t)a.n,
						(uint64_t)a.ws * AK_ELEM_BYTES, 64, 64, 128)
			  : akops_tensor_map_2d(&tw, a.w, AK_ELEM_BYTES, (uint64_t)a.n, (uint64_t)a.k,
						(uint64_t)a.ws * AK_ELEM_BYTES, AKP_BN, 64, 128);
	if (e != cudaSuccess)
		return e;
	int dev = 0, optin = 0, sms = 0;
	e = device_optin(&dev, &optin);
	if (e == cudaSuccess)
		e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
	if (e != cudaSuccess)
		return e;
	if (GT_SMEM > optin)
		return cudaErrorNotSupported;
	e = cudaFuncSetAttribute(gemm_tma_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, GT_SMEM);
	if (e != cudaSuccess)
		return e;
	const int tiles = a.tiles_m * a.tiles_n;
	gemm_tma_kernel<<<AKP_PERSIST && tiles > sms ? sms : tiles, GT_THREADS, GT_SMEM, stream>>>(tx, tw, a);
	return cudaGetLastError();
}
