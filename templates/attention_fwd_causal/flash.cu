// akops-template: attention_fwd_causal/flash
// summary: FlashAttention-2 manner, the causal mask aligned to the last key (key tiles past a tile's last row skipped, the mask only on the tiles across its diagonal, the longest tiles first): a block a tile of BM query rows of one kv head's group (its query heads interleaved), 16 MF rows a warp, key tiles of BN through a STAGES-deep cp.async ring in XOR-swizzled shared memory, S = Q K^T and O += P V by mma.sync m16n8k16 with f32 accumulators, the online softmax in registers in the exp2 domain, P reused in place as A fragments, V's by ldmatrix.trans; a group of at most 16 rows (decode) in one 16-row tile with the keys split over DWN warps and (sm_90 on) the blocks of a cluster, merged through (distributed) shared memory
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
attention_fwd_causal: attention_fwd (templates/attention_fwd/flash.cu) where query s
sees only the keys t <= s + skv - sq, the mask aligned to the last key as in
FlashAttention 2.1 on (specs/staging/attention_fwd_causal.yaml, its reference
ref/attention_fwd_causal.c; the spec admits sq <= skv only, so every query sees a key
and the launcher refuses sq > skv). Every tensor but lse is [b, head, position, d]
under its own outer strides.

Instantiate, then judge:
    akgen instantiate SPEC templates/attention_fwd_causal/flash.cu --dtype bf16 --arch sm_90 -o I.cu
    akgen verify SPEC I.cu --dtype bf16 --arch sm_90

Status: attention_fwd/flash.cu's (the two families are one code, common/flash.cuh);
docs/status.md says what of each ran where.

The kernel and launcher are common/flash.cuh's, shared with attention_fwd/flash
(whose only difference is AK_CAUSAL: here a tile's key loop ends at its last
row's diagonal, the mask is applied only on the key tiles past its first row's, and
the tiles of a group run longest first): the design, the fragment tables and the copies
are written there. In short: a block holds BM query rows of one (batch, kv head) group,
row rho = s * grp + j being query s of the group's head j, so that the heads of a
group share every key tile; its Q tile stays in shared memory (or, QREG, in registers)
while key tiles stream through the cp.async ring; each warp keeps its rows' max, sum and
output accumulators in registers across the whole key loop and writes O / l once.

Parameters: those of attention_fwd/flash.cu, whose top comment says what each does
(one kernel for both ops, the same tiles).
*/
#define AK_CAUSAL 1
#include "common/mma.cuh"
#if AK_ARCH >= 90
#include "common/cluster.cuh"
#endif
#include "common/flash.cuh"
