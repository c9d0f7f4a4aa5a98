// akops-template: rmsnorm/good
// summary: a test family: one row per block
// dtypes: bf16 f32
// param: BLOCK = 256 : 128 256 512
// param: VEC = 4 : 1 2 4 8
// require: BLOCK % 32 == 0 && VEC * ELEM_BYTES <= 16
// (other comments may follow the header)
#include <cuda_runtime.h>
