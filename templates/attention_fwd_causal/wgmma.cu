// akops-template: attention_fwd_causal/wgmma
// summary: FlashAttention-3 manner, the causal mask aligned to the last key (key tiles past a tile's last row skipped, the mask only on the tiles across its diagonal, the longest tiles first), on Hopper's warpgroup MMA: a block a tile of 64 WGS query rows of one kv head's group (its query heads interleaved), one consumer warpgroup to each 64 of them, key tiles of BN through STAGES-deep cp.async rings of K and V in the 128-byte swizzle, S = Q K^T by wgmma m64nBNk16 from shared memory, the online softmax in registers in the exp2 domain under the previous tile's O += P V, which is wgmma m64nDk16 with P from registers and V from shared memory MN-major; d 256, decode groups and unaligned rows by the flash family's kernels
// archs: sm_90a
// dtypes: bf16 f16
// param: WGS = 2 : 1 2 3
// param: BN = 128 : 64 128
// param: WGS64 = 3 : 2 3
// param: BN64 = 128 : 64 128
// param: STAGES = 3 : 3 4
// param: PROD = 1 : 0 1
// param: PERSIST = 0 : 0 1
// param: TMA = 0 : 0 1
// param: STALE = 1 : 0 1
// param: STALE64 = 1 : 0 1
// require: WGS == 2 || BN == 64
// require: WGS != 1 || STAGES == 3
// require: PROD == 1 || TMA == 0
// require: (64 * WGS + 2 * STAGES * BN) * 256 + 1024 + PROD * 8 * (2 + 4 * STAGES) <= 232448
/*
attention_fwd_causal: attention_fwd (templates/attention_fwd/wgmma.cu) where query s
sees only the keys t <= s + skv - sq, the mask aligned to the last key as in
FlashAttention 2.1 on (specs/staging/attention_fwd_causal.yaml, its reference
ref/attention_fwd_causal.c; the spec admits sq <= skv only, and the launcher refuses
sq > skv). Every tensor but lse is [b, head, position, d] under its own outer strides.

Instantiate, then judge:
    akgen instantiate SPEC templates/attention_fwd_causal/wgmma.cu --dtype bf16 --arch sm_90a -o I.cu
    akgen verify SPEC I.cu --dtype bf16 --arch sm_90a

Status: attention_fwd/wgmma.cu's (the two families are one code, common/flash_wg.cuh),
which says what of each ran where and how fast.

The kernel and launcher are common/flash_wg.cuh's, shared with
attention_fwd/wgmma (whose only difference is AK_CAUSAL: here a tile's key loop ends
at its last row's diagonal and the mask is applied only on the key tiles past its first
row's): the design, the
layouts and the pipeline are written there. In short: WGS consumer warpgroups of 64 rows
each; S = Q K^T by SS wgmma, the softmax of tile j while the tensor cores run the
product of tile j - 1 (FlashAttention 3's intra-warpgroup overlap), O += P V by RS
wgmma with P in registers; K and V copied with cp.async (by a producer warpgroup at
PROD 1, by every thread at PROD 0) into rings in the 128-byte swizzle (any outer
strides), or at PROD 1 by TMA boxes of 4-D tensor maps (TMA 1).

The shapes this kernel does not serve (d = 256, groups of at most 16 rows, rows of q, k
or v not 16-byte aligned, a device short of the shared memory) go to
common/flash.cuh's launcher, the flash family's kernels, at that family's defaults but
for the key tile and ring depth, which are this family's BN and STAGES (the AKP_
definitions below).

Parameters (WGS and BN for d = 128, WGS64 and BN64 their like for d = 64):
  WGS      consumer warpgroups, 64 query rows each (BM = 64 WGS); three leave 152
           registers a consumer thread, so only with BN 64; one, with BN 64 and three
           stages (113 KiB at d = 128), runs two blocks an SM, whose warpgroups share no
           barrier: one's softmax under the other's products as the SM's schedulers
           take them, each block reading its own copy of the key and value tiles
  BN       keys a tile (S's N: BN / 2 accumulators a thread, P BN / 4 registers)
  WGS64    WGS at d = 64, two or three: a key's product there is half d = 128's, so
           a warpgroup's softmax needs two others' products to run under
           (FlashAttention 3's 192-row tiles at d = 64); the default three
  BN64     BN at d = 64
  STAGES   K tiles and V tiles in their rings, three at least (K copied STAGES - 1
           tiles ahead of its use, V STAGES - 2: the ring's barrier of a step runs
           under the product in flight); shared memory (64 WGS + 2 STAGES BN) 2 d bytes
           and 1024 to align it: 225 KiB at the defaults and d = 128
  PROD     1: warp-specialised (common/flash_wg.cuh's fw_ws_kernel): a producer
           warpgroup more copies K and V and publishes each tile on mbarriers, the
           consumers take turns issuing their products (ping-pong) and share no block
           barrier; setmaxnreg gives the producer 56 registers (32 at WGS 3), the
           consumers the rest (224 at WGS 2); the default since session 38, 1.16-1.18x
           PROD 0's speed on an H100; 0: every thread copies, and the block's barrier
           publishes each step's tiles
  PERSIST  1: a grid of as many blocks as the multiprocessors hold at once, each
           striding over the tiles, so that (PROD 1) the producer copies a block's
           next Q and K tiles under its last tile's final product and the output's
           stores, and no block is launched a tile; 0: a block a tile, the default
           here: the causal tiles' lengths differ, and the GPU's block scheduler, handing
           the longest first to whichever multiprocessor frees, balances them where a
           fixed stride does not (on an H100 at PERSIST 1: 0.83x SDPA at d 128 and 0.60x
           at d 64, against 0.87x and 0.80x at 0; bench/results/2026-12-06-session39).
           The walk is a snake since (common/flash_wg.cuh's fw_snake: at d 64 the fixed
           stride gave a block the same tile of every group), not yet timed
  TMA      1 (PROD 1 only): the producer takes K and V by TMA boxes of 4-D tensor
           maps; 0, the default: by its cp.async copies. attention_fwd/wgmma.cu says
           how, with the timings (causal on an H100: 0.83x and 0.66x SDPA at d 128 and
           64 in TMA's first form, against 0.92x and 0.76x)
*/
#define AK_CAUSAL 1
// the fallback, common/flash.cuh's launcher under this name, and its tiles
#define FL_ENTRY fl_launch
#define AKP_BM 128
#define AKP_MF 1
#define AKP_QREG 1
#define AKP_DWN 4
#define AKP_DBN 64
#define AKP_DSTAGES 3
#define AKP_CLUSTER 8
#include "common/mma.cuh"
#include "common/cluster.cuh"
#include "common/flash.cuh"
#include "common/wgmma.cuh"
#include "common/tma.cuh"
#include "common/flash_wg.cuh"
