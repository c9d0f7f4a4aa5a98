// akops-template: rmsnorm/coupled
// summary: a test family whose single moves a require: line refuses until another parameter moves too
// dtypes: bf16 f32
// param: BLOCK = 1024 : 256 512 1024
// param: PACKS = 4 : 2 4 8
// param: MAXPACKS = 4 : 4 8
// param: EARLY = 0 : 0 1
// param: VEC = 4 : 4 8
// require: PACKS <= MAXPACKS && MAXPACKS * BLOCK <= 4096 && (1 + EARLY) * PACKS * BLOCK <= 4096
// require: VEC * ELEM_BYTES <= 16
#include <cuda_runtime.h>
