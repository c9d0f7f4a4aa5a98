// akops-template: attention_fwd/flash
// summary: FlashAttention-2 manner: a block a tile of BM query rows of one kv head's group (its query heads interleaved), 16 MF rows a warp, key tiles of BN through a STAGES-deep cp.async ring in XOR-swizzled shared memory, S = Q K^T and O += P V by mma.sync m16n8k16 with f32 accumulators, the online softmax in registers in the exp2 domain, P reused in place as A fragments, V's by ldmatrix.trans; a group of at most 16 rows (decode) in one 16-row tile with the keys split over DWN warps and (sm_90 on) the blocks of a cluster, merged through (distributed) shared memory
// dtypes: bf16 f16
// param: BM = 128 : 64 128
// param: MF = 1 : 1 2
// param: BN = 128 : 32 64 128
// param: STAGES = 2 : 2 3
// param: QREG = 1 : 0 1
// param: DWN = 4 : 1 2 4 8
// param: DBN = 64 : 32 64 128
// param: DSTAGES = 3 : 2 3 4
// param: CLUSTER = 8 : 1 2 4 8
// require: BM % (16 * MF) == 0 && MF * (64 + BN / 2) <= 192
// require: DBN % (16 * DWN) == 0 && DBN / DWN <= 64
// require: BM * 256 + STAGES * BN * 512 <= 232448 && 4096 + DSTAGES * DBN * 512 <= 232448
/*
attention_fwd: for each batch entry, query head i (of kv head g = i / (h / hkv)) and
query s, output = softmax_t(scale q . k_t) v_t over every key t, rounded once to the
dtype, and lse = ln sum_t exp(scale q . k_t) in f32 (specs/staging/attention_fwd.yaml,
its reference ref/attention_fwd.c). Every tensor but lse is [b, head, position, d]
under its own outer strides ([B, S, H, D] memory is one such view).

Instantiate, then judge:
    akgen instantiate SPEC templates/attention_fwd/flash.cu --dtype bf16 --arch sm_90 -o I.cu
    akgen verify SPEC I.cu --dtype bf16 --arch sm_90

Status: one H200 session (session 28, nvcc 13.0), bf16 at the defaults of then (the
key tile's default has moved since, and the f16 fix of FL_POFF in common/flash.cuh
came after, leaving bf16's code as it was): akgen verify
passed both ops, every test and bench shape, and compute-sanitizer; an f16 instance of
attention_fwd then failed (FAIL_NUMERIC, 11 outputs in 262144 off by up to 0.02 at 32768
heavy-tailed keys), the cause reproduced and the fix checked on the CPU emulation only:
f16 is to be verified again on the GPU (session 32, an H100: f16 BENCHED for both ops).
Session 36 changed the rescaling of the running sums (common/flash.cuh's fl_rescale: a
factor nvcc's contraction left 2^-15 or so off 1 at every key tile, compounding, which
session 35's verdict of the wgmma family found in these kernels); session 37, an H100:
akgen verify passed both ops in bf16 after it (every test and bench shape, every trial;
compute-sanitizer for attention_fwd), f16 not verified again since. Its speed was timed only with a scratch script
not kept here, so it is no result: bench/h200-staging.sh times it against SDPA (that
script's figures put the defaults a few percent behind SDPA's flash backend on the
prefill bench shapes and MF 2, BN 64, QREG 0 a few percent ahead, which spills 16 bytes
at d = 128; a first point for the search).
The instances compiled here (both dtypes at the defaults for sm_80, sm_90, sm_100,
sm_100a and sm_120) have no spills or warnings and pass akgen verify --static-only;
kernels and launcher run on a CPU emulation (tests/attn_emu.sh: a fiber a thread,
ldmatrix, ldmatrix.trans and mma.sync by the PTX ISA's tables, cp.async landing as
late as the waits allow or at once, barrier races flagged, clusters and distributed
shared memory) at four points of the space, both dtypes, against the spec's reference
on odd shapes, strides and grids.

The kernel and launcher are common/flash.cuh's, shared with attention_fwd_causal/flash
(whose only difference is AK_CAUSAL): the design, the fragment tables and the copies
are written there. In short: a block holds BM query rows of one (batch, kv head) group,
row rho = s * grp + j being query s of the group's head j, so that the heads of a
group share every key tile; its Q tile stays in shared memory (or, QREG, in registers)
while key tiles stream through the cp.async ring; each warp keeps its rows' max, sum and
output accumulators in registers across the whole key loop and writes O / l once.

Parameters (for d = 128, the bench's head dim; d = 64 takes the same tiles, d = 256
half the key tile and one fragment a warp; a device whose shared memory is short of
the tile runs it in two stages, then with half the key tile, else a 64-row, 32-key
tile in two stages, which every target's 99 KiB holds at every d):
  BM       query rows a block (BM / (16 MF) warps)
  MF       16-row fragments a warp. 2 (FlashAttention 2's 128 x 64 tile of 4 warps)
           halves the ldmatrix traffic of K and V per mma, at 192 accumulator
           registers a thread (O 128, S 64): ptxas 13.0 keeps it in 255 registers
           with two 64-bit values spilled (two local loads a key tile); so the
           default is 1 (8 warps of 16 rows, Q in registers, no spills), with BN 128
  BN       keys a tile
  STAGES   key tiles in the ring (STAGES - 1 in flight while one is used)
  QREG     Q's A fragments held in registers from the first key tile on (where the
           accumulators leave room: MF (d / 2 + BN / 2 + d / 4) <= 160), else read
           again by ldmatrix at every key tile
  DWN      decode tiles (h / hkv * sq <= 16 rows a group, all in one 16-row tile; d
           <= 128, 16-byte aligned rows): warps splitting each key tile
  DBN      decode: keys a tile (DBN / DWN a warp)
  DSTAGES  decode: key tiles in the ring
  CLUSTER  decode, sm_90 on: most blocks of a thread-block cluster a tile's keys are
           split over (rank r a contiguous share of the key tiles, the partial (m, l,
           O) merged through distributed shared memory: no workspace), used while the
           grid doubled once more still fits a block a multiprocessor and each rank gets
           two key tiles or more; 1: never
*/
#define AK_CAUSAL 0
#include "common/mma.cuh"
#if AK_ARCH >= 90
#include "common/cluster.cuh"
#endif
#include "common/flash.cuh"
