// akops-template: gemm_nn/tma
// summary: Hopper, warp-specialised: a producer warpgroup issuing TMA boxes (w [k][n] as boxes of 64 columns that land MN-major, read by the wgmma with imm-trans-b 1; tensor maps from the trusted service, the 128-byte swizzle, zeros past the edges) into a STAGES-deep ring paced by full and empty mbarriers, WGS consumer warpgroups of wgmma.mma_async m64nBNk16 with f32 accumulators in registers, a persistent grid over BM x BN tiles in GROUP_M-row bands; the wgmma family's cp.async kernel where TMA cannot describe x or w (rows not 16-byte aligned) and, with LINE 1, where x, w or their rows do not start on 128-byte lines
// archs: sm_90a
// dtypes: bf16 f16
// param: BM = 128 : 64 128 256
// param: BN = 256 : 64 128 256
// param: WGS = 2 : 1 2
// param: STAGES = 4 : 3 4 5 6
// param: GROUP_M = 8 : 1 4 8 16
// param: PERSIST = 1 : 0 1
// param: VSTORE = 1 : 0 1
// param: LINE = 0 : 0 1
// require: BM % (64 * WGS) == 0 && BM / WGS <= 128 && BM / WGS / 64 * BN <= 256
// require: STAGES * (BM + BN) * 64 * ELEM_BYTES + 1024 + 16 * STAGES <= 232448 && BM + BN <= 256 * WGS
/*
gemm_nn: y = x w (w [k][n], as JAX and Flax keep a kernel), y rounded once to the dtype,
bf16 or f16 in, products accumulated in f32 (specs/staging/gemm_nn.yaml). Kernels and
launcher: common/gemm_tma.cuh (the TMA kernel: the design), common/gemm_wgmma.cuh (the
launcher, the cp.async kernel where TMA does not apply, the parameters), its epilogue
and store common/gemm_epi.cuh; what ran where: docs/status.md.
*/
#define GM_NN 1
#define GM_EPI 0
#define GM_TMA 1
#define GM_YF32 0
#include "common/mma.cuh"
#include "common/gemm_epi.cuh"
#include "common/gemm_tile.cuh"
#include "common/wgmma.cuh"
#include "common/tma.cuh"
#include "common/gemm_wgmma.cuh"
#include "common/gemm_tma.cuh"
