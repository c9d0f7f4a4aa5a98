// akops-template: rmsnorm/other
// summary: a test family with every header error
// dtypes: bf16 i32
// param: block = 1 : 1 2
// param: VEC = 2 : 1 2 4
// param: VEC = 1 : 1
// param: WIDTH 4
// require: VEC + 1
// require: UNKNOWN > 2
// require: VEC * (2
// param: ROWS = 3 : 1 2 4
#include <cuda_runtime.h>
