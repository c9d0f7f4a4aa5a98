// akops-template: gemm_bias_act/mma
// summary: tensor-core tiles: BM x BN output tiles over a 1-D grid in GROUP_M-row bands, BK-deep k-steps in a STAGES-deep cp.async ring (16-byte zero-filling copies where every row starts 16-byte aligned, element loads otherwise) in XOR-swizzled shared memory, ldmatrix.x4 fragments, mma.sync m16n8k16 with f32 accumulators, WM x WN warps; the bias, activation on the f32 sums before the one rounding
// dtypes: bf16 f16
// param: BM = 128 : 16 32 64 128 256
// param: BN = 128 : 32 64 128 256
// param: BK = 32 : 32 64
// param: WM = 2 : 1 2 4
// param: WN = 2 : 1 2 4
// param: STAGES = 4 : 2 3 4 5
// param: GROUP_M = 8 : 1 4 8 16
// require: BM % (16 * WM) == 0 && BN % (16 * WN) == 0
// require: WM * WN <= 8 && BM / WM * (BN / WN) <= 4096
// require: STAGES * (BM + BN) * BK * ELEM_BYTES <= 232448 && (BM + BN) * BK * ELEM_BYTES <= 8192 * WM * WN
/*
gemm_bias_act: y = act(x w^T + b) (w [n][k]; b broadcast or dense; act none, gelu_tanh,
silu), y rounded once, bf16 or f16 in, products accumulated in f32
(specs/staging/gemm_bias_act.yaml). Kernel and launcher: common/gemm_mma.cuh (the design
and the parameters), its epilogue and store common/gemm_epi.cuh; what ran where:
docs/status.md.
*/
#define GM_NN 0
#define GM_EPI 1
#define GM_YF32 0
#include "common/mma.cuh"
#include "common/gemm_epi.cuh"
#include "common/gemm_tile.cuh"
#include "common/gemm_mma.cuh"
