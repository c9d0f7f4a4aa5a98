// akops-template: gemm_bias_act/rowdot
// summary: decode GEMM (m <= 16), bound by reading w once: w streamed in 16-byte vectors with a read-once hint; ENGINE 1: 16-row tiles of w as mma.sync A fragments with k permuted so that a thread reads 16 contiguous bytes of a row, x's rows as B, k split over the block's warps and summed in shared memory; ENGINE 0: COLS rows of w a warp, f32 FMAs on the CUDA cores, shuffle sums; larger m in passes; strides or k off 8 elements: narrower accesses; the bias, activation on the f32 sums before the one rounding
// dtypes: bf16 f16
// param: ENGINE = 1 : 0 1
// param: BLOCK = 256 : 128 256 512
// param: MROWS = 16 : 1 2 4 8 16
// param: COLS = 1 : 1 2 4
// param: TILES = 2 : 1 2 4
// param: UNROLL = 4 : 1 2 4 8
// param: HINT = 2 : 0 1 2
// param: MINB = 1 : 1 2 4
// require: ENGINE == 1 || (TILES == 2 && COLS * UNROLL <= 8 && MROWS * COLS * UNROLL <= 64 && (BLOCK * MINB <= 256 || (BLOCK * MINB == 512 && ((MROWS <= 4 && COLS * UNROLL <= 4) || (MROWS == 8 && COLS * UNROLL <= 2))) || (BLOCK * MINB == 1024 && MROWS <= 2 && COLS * UNROLL <= 2)))
// require: ENGINE == 0 || (COLS == 1 && MROWS == 16 && TILES * UNROLL <= 8 && BLOCK / 32 * TILES <= 32 && 8 * UNROLL * (TILES + 1) + 56 <= 65536 / (BLOCK * MINB))
/*
gemm_bias_act, decode shapes (m <= 16): y = act(x w^T + b) (w [n][k]; b broadcast or
dense; act none, gelu_tanh, silu), y rounded once, bf16 or f16 in, products accumulated
in f32 (specs/staging/gemm_bias_act.yaml). Kernel and launcher: common/gemm_rowdot.cuh
(the design and the parameters), its epilogue and store common/gemm_epi.cuh; what ran
where: docs/status.md.
*/
#define GM_EPI 1
#define GM_YF32 0
#include "common/stream.cuh"
#include "common/convert.cuh"
#include "common/gemm_epi.cuh"
#include "common/gemm_rowdot.cuh"
