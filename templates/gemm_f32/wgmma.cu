// akops-template: gemm_f32/wgmma
// summary: Hopper warpgroup MMA: BM x BN output tiles over a 1-D grid in GROUP_M-row bands, WGS warpgroups along m, 64-deep k-steps copied by cp.async (zero-filling; element loads where a row is not 16-byte aligned) into a STAGES-deep ring in the 128-byte swizzle, wgmma.mma_async m64nBNk16 from shared-memory descriptors with f32 accumulators in registers
// archs: sm_90a
// dtypes: bf16 f16
// param: BM = 128 : 64 128 256
// param: BN = 256 : 64 128 256
// param: WGS = 2 : 1 2
// param: STAGES = 4 : 3 4 5 6
// param: GROUP_M = 8 : 1 4 8 16
// require: BM % (64 * WGS) == 0 && BM / WGS <= 128 && BM / WGS / 64 * BN <= 256
// require: STAGES * (BM + BN) * 64 * ELEM_BYTES + 1024 <= 232448 && BM + BN <= 256 * WGS
/*
gemm_f32: y = x w^T (w [n][k]), y in f32, bf16 or f16 in, products accumulated in f32
(specs/staging/gemm_f32.yaml). Kernel and launcher: common/gemm_wgmma.cuh (the design
and the parameters), its epilogue and store common/gemm_epi.cuh; what ran where:
docs/status.md.
*/
#define GM_NN 0
#define GM_EPI 0
#define GM_YF32 1
#include "common/mma.cuh"
#include "common/gemm_epi.cuh"
#include "common/gemm_tile.cuh"
#include "common/wgmma.cuh"
#include "common/gemm_wgmma.cuh"
