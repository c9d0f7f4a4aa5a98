// akops-template: attention_fwd/wgmma
// summary: FlashAttention-3 manner on Hopper's warpgroup MMA: a block a tile of 64 WGS query rows of one kv head's group (its query heads interleaved), one consumer warpgroup to each 64 of them, key tiles of BN through STAGES-deep cp.async rings of K and V in the 128-byte swizzle, S = Q K^T by wgmma m64nBNk16 from shared memory, the online softmax in registers in the exp2 domain under the previous tile's O += P V, which is wgmma m64nDk16 with P from registers and V from shared memory MN-major; d 256, decode groups and unaligned rows by the flash family's kernels
// archs: sm_90a
// dtypes: bf16 f16
// param: WGS = 2 : 1 2 3
// param: BN = 128 : 64 128
// param: WGS64 = 3 : 2 3
// param: BN64 = 128 : 64 128
// param: STAGES = 3 : 3 4
// param: PROD = 1 : 0 1
// param: PERSIST = 1 : 0 1
// param: TMA = 0 : 0 1
// param: STALE = 1 : 0 1
// param: STALE64 = 1 : 0 1
// require: WGS == 2 || BN == 64
// require: WGS != 1 || STAGES == 3
// require: PROD == 1 || TMA == 0
// require: (64 * WGS + 2 * STAGES * BN) * 256 + 1024 + PROD * 8 * (2 + 4 * STAGES) <= 232448
/*
attention_fwd: for each batch entry, query head i (of kv head g = i / (h / hkv)) and
query s, output = softmax_t(scale q . k_t) v_t over every key t, rounded once to the
dtype, and lse = ln sum_t exp(scale q . k_t) in f32 (specs/staging/attention_fwd.yaml,
its reference ref/attention_fwd.c). Every tensor but lse is [b, head, position, d]
under its own outer strides ([B, S, H, D] memory is one such view).

Instantiate, then judge:
    akgen instantiate SPEC templates/attention_fwd/wgmma.cu --dtype bf16 --arch sm_90a -o I.cu
    akgen verify SPEC I.cu --dtype bf16 --arch sm_90a

Status: on the GPU, after session 36's fix of the running sums' rescaling (common/flash.cuh's
fl_rescale; session 35's FAIL_NUMERIC on an H200, 0.2% over at one output of 32768
heavy-tailed keys, was that factor compounding over the key tiles): session 37, an H100,
akgen verify passed both ops in bf16 and f16 at the defaults, every test and bench shape
in every trial, and compute-sanitizer for attention_fwd bf16 (the causal op's sanitizer
stage not run); no akgen bench yet. Beside SDPA (compare.py, bf16, H100,
bench/results/2026-12-06-session37): the decode shapes 0.97-1.11x, the prefill ones
0.67-0.80x (474-510 TFLOP/s at d 128 against SDPA's 673-685): the issue's target (at or
above SDPA's best backend) missed by 20-33% where the tensor cores bound. Not on an H200
since the fix. On the CPU: the instances (both dtypes,
both ops, at the defaults and the points tests/attn_emu.sh names) compile for sm_90a
with nvcc with no spills or warnings and pass akgen verify --static-only; kernels and
launcher run on a CPU emulation (tests/attn_emu.sh, with tests/gemm_emu/wgmma.h: wgmma
in both forms by the PTX ISA's descriptors and fragment tables, its reads of shared
memory and of the A registers at wait_group, missing proxy fences, writes under a
wgmma in flight and A registers changed under one flagged) against the spec's
reference on odd shapes, strides, GQA groups and grids. PROD 1, the default since
session 38 (the warp-specialised kernel: a producer warpgroup, mbarriers, ping-pong
consumers): on an H100 (bench/results/2026-12-06-session38) akgen verify passed both ops
in bf16 and f16, every test and bench shape in every trial, and compute-sanitizer for
attention_fwd bf16; beside SDPA it ran at 0.85-0.93x at d 128 (584-604 TFLOP/s against
686-690; 0.72-0.80x at PROD 0) and 0.73-0.75x at d 64: the target still missed, by 7-15%
at d 128 and 25-27% at d 64. Compiled for sm_90a with no spills at the attn_emu points but
WGS 3 causal (4 bytes), and emulated (tests/gemm_emu/tma.h's mbarriers and named
barriers, every shared-memory race judged by happens-before; each of six planted
ordering faults flagged or deadlocked). Not on an H200.
Session 39 (bench/results/2026-12-06-session39): new defaults, PERSIST (a persistent
grid; attention_fwd's default, not the causal op's), three consumer warpgroups of
128-key tiles at d = 64 (WGS64, BN64), P rounded after the product in flight retires (no
second set of P registers), S's first k-step by scale-d 0 (no zeroing of its accumulators
a step), whole K and V tiles copied without a row test. A first build of them asked the
block's register pool for more than it was launched with (setmaxnreg: a producer of 64
beside two consumers of 224, against 3 x 168) and hung on an H100; the emulation now
models that pool (tests/gemm_emu/tma.h) and the kernel's counts are derived from it.
Fixed, on an H100 beside SDPA (compare.py, bf16, outputs checked): 0.88x at d 128 (616
TFLOP/s against 697) and 0.97x at d 64, non-causal; causal at PERSIST 0 0.87x and 0.80x
(0.83x and 0.60x at PERSIST 1); not yet through akgen verify or the sanitizer, two shapes
a head dim only. No spills but in the causal op's d = 64 kernel at three consumer
warpgroups (20 bytes: values kept across a tile, none in the key loop).
Session 40, without a GPU (emulated, not timed, not verified on a GPU): each k-step's
descriptor the tile's plus its offset (wg_desc_add); a row's max moving only past
FW_STALE, O's rescale skipped by a warp whose rows all kept theirs (a vote): about 455
instructions a key step at d = 128 in the SASS, of some 545, and no spills at all; the
causal op's persistent walk a snake (its PERSIST line).
Session 41, on an H100 (bench/results/2026-12-07-session41; compare.py, bf16, outputs
checked against SDPA's): session 40's changes at 0.94x SDPA at d 128 (635 TFLOP/s
against 674) and 0.92x at d 64 (426 against 463), non-causal; causal at PERSIST 0 0.92x
and 0.76x (545 and 287 TFLOP/s against 594 and 379): d 128 up from session 39's 0.88x
and 0.87x, d 64 down from 0.97x and 0.80x (what of session 40 costs d 64 is not yet
known). TMA (its line) added, emulated, and slower in its first form. Not yet through
akgen verify on a GPU since session 38.

The kernel and launcher are common/flash_wg.cuh's, shared with
attention_fwd_causal/wgmma (whose only difference is AK_CAUSAL): the design, the
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
           stores, and no block is launched a tile; 0: a block a tile
  TMA      1 (PROD 1 only): the producer takes K and V by TMA, thread 0 issuing each
           tile as D / 64 boxes of a 4-D tensor map of k or v ([b][hkv][skv][d] under
           the call's strides, made by the trusted service akops_tensor_map, every
           dimension bounded: zeros past a head's keys), the full barrier counting the
           boxes' bytes; Q still by the warpgroup's cp.async; the producer keeps 40
           registers (232 a consumer at WGS 2). Strides TMA does not take go to the
           flash family. 0: the producer's 128 threads copy by cp.async, the default:
           on an H100 (bench/results/2026-12-07-session41) TMA with Q copied by one
           warp ran at 0.90x and 0.84x SDPA at d 128 and 64 against 0.94x and 0.92x
           for cp.async (0.83x and 0.66x against 0.92x and 0.76x causal; the
           likely cause, the consumers waiting on each tile's Q copied by 32 threads
           in place of 128, not profiled). Q by the warpgroup since, not timed
  STALE    1: a row's max moves only when a tile's passes it by more than FW_STALE
           (2^8 in bf16, 2^1 in f16) and a warp whose rows all kept theirs skips O's
           rescale (a vote: common/flash_wg.cuh's fw_softmax and fw_step_out); 0: the
           max moves with every tile's and O is rescaled every tile, as before
           session 40. On an H100 session 40's changes, this one among them, took d 128
           from 0.88x to 0.94x SDPA and d 64 from 0.97x to 0.92x (STALE not separated
           from the others there); STALE 0 for the search to weigh
  STALE64  STALE at d = 64
*/
#define AK_CAUSAL 0
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
