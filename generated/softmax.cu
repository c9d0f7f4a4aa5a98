/* softmax.cu: the dispatcher of akops_softmax, written by akgen 0.1.0 from specs/softmax.yaml; do not edit.
 *
 * y = exp(x - max(x)) / sum(exp(x - max(x))) over the last dim; an all -inf row gives
 * NaN, as PyTorch
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_softmax_bf16_sm80: variants/softmax_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2526, attempt 3547, key 9c6cb8815322f804b98750a9c7d28d33194ec7b0e9585ba8d9e1517ab8cd2066
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 c3a4aefba3e03fd2cda05ab689b085a219bea6c8a3ef8a4420efbcfd69323a6b
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_softmax_bf16_sm90: variants/softmax_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2033, attempt 3021, key 3a790dcbc71ae20d2e8dbba30ec7d28642e465385ea8ba9c39cda6f78596c9c6
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 34d6b5500e254678459e800f6caed5e83a8a3290f14c57b46c5a7fa840d71a28
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.98 us, 95.3% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 127.74 us, 98.5% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 148.14 us, 83.1% of the roofline floor
 *   built here for sm_90
 * akops_softmax_bf16_sm100: variants/softmax_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2527, attempt 3548, key e7f90d39510c94e8dbf32e94941e797e47f028c0602cfc5bfd385dbf6f5eab0e
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 257cbfc2cf5dd4e341b18e7d5eb65709e249fa4b3eacd530ac260a1ed3d0994b
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_bf16_sm120: variants/softmax_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2528, attempt 3549, key 5e0877ffd7e251d88e0e4fd6686f9ce63604fd07f93c5a6f2e61611dc0e405e8
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 e02d970fbb7d9e9fdc4f649720619d71ca0607c0cb969d29cc61bc742a71faee
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f16_sm80: variants/softmax_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2571, attempt 3592, key b4d1fe0a47f75c7d60a210baa198651e931c79931332e4a5c09943d60b2d23aa
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 4317bc2d8a0aea13c07d102d875e7946b48634ddfc654b740bf37ec351e1f472
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_softmax_f16_sm90: variants/softmax_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2045, attempt 3050, key d0381d1de8fce3c616f53295309ddd083c649a892bcd83a19dc2247d49b9c36d
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 2e415ab39d0668f3769e408c1b1d27cc001265850ddf79b721b76d5f7d509067
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 66.37 us, 95.3% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 134.18 us, 94.3% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 158.59 us, 78.1% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f16_sm100: variants/softmax_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2572, attempt 3593, key a7d9380202545f4656f90797b2da745ade6e01d972153ba9dbdb38f7b3cb6b39
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 d676d1f15bfd4f4e10b713bf60f1988b75505ce5b7a6edc0db9d7e51e3726906
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f16_sm120: variants/softmax_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2573, attempt 3595, key 52b2c066a1cdc032a567353a12b905a062550bc0ad0ac7859c83d160810993a5
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 c9f94e9ec02e0ec25a335e8966e9a08221629265f105f20405351d728f2953bc
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f32_sm80: variants/softmax_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2616, attempt 3637, key 4c59f6e2e9d749db8d6c78080638f0b0dff951b47a1e9c73092ea3792be98dbd
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 9710a0955583efdbd4ef0bd7b028fe8ed63d656f8beabfe208d92831814b7ae9
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   123 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_softmax_f32_sm90: variants/softmax_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2058, attempt 3062, key 2bc0468cd3838f5513648325789051507caf18a0de1f529cadbe9fa12b9d4ca5
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 f5670c9c476200edc959c6f2a894f46e6daa098011a0e0841551034e49645984
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   119 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 132.98 us, 95.2% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 264.70 us, 95.6% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 306.14 us, 80.9% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f32_sm100: variants/softmax_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2617, attempt 3638, key dbc2541de698e4712054ef75d4c0b3083f41a62432e496e56603b5740907ad41
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 35651f6a8520f6fc6d9dba36764bfd10a4322757ffa146cf1bab31f1c7d8328c
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f32_sm120: variants/softmax_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2618, attempt 3639, key 1ca0f3fc572b6bfad979bfa8938ce421dd22fc4808ec6af0121a7018b429db9b
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 76bd9df80b1b1397756a92ce81f5a182f6f0bab735f889ad5891ab782a7a5a96
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_softmax_bf16_sm80(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_bf16_sm90(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_bf16_sm100(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_bf16_sm120(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f16_sm80(
	const __half *x,
	int64_t x_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f16_sm90(
	const __half *x,
	int64_t x_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f16_sm100(
	const __half *x,
	int64_t x_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f16_sm120(
	const __half *x,
	int64_t x_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f32_sm80(
	const float *x,
	int64_t x_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f32_sm90(
	const float *x,
	int64_t x_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f32_sm100(
	const float *x,
	int64_t x_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f32_sm120(
	const float *x,
	int64_t x_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(2147483647)},
	{"cols", INT64_C(1), INT64_C(1048576)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3547), "akops_softmax_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3021), "akops_softmax_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3548), "akops_softmax_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3549), "akops_softmax_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3592), "akops_softmax_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3050), "akops_softmax_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3593), "akops_softmax_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3595), "akops_softmax_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3637), "akops_softmax_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3062), "akops_softmax_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3638), "akops_softmax_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3639), "akops_softmax_f32_sm120", 0},
};

extern "C" const struct akr_op akr_op_softmax = {"softmax", tensors, 2, syms, 2, variants, 12, NULL, NULL, 0, 0, 0, NULL, NULL};

extern "C" akops_status akops_softmax(const DLTensor *x, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[2] = {x, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_softmax, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_softmax, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_softmax, "akops_softmax_bf16_sm80", akops_softmax_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (__nv_bfloat16 *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 1:
		return akr_cuda(&akr_op_softmax, "akops_softmax_bf16_sm90", akops_softmax_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (__nv_bfloat16 *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 2:
		return akr_cuda(&akr_op_softmax, "akops_softmax_bf16_sm100", akops_softmax_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (__nv_bfloat16 *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 3:
		return akr_cuda(&akr_op_softmax, "akops_softmax_bf16_sm120", akops_softmax_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (__nv_bfloat16 *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 4:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f16_sm80", akops_softmax_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (__half *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 5:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f16_sm90", akops_softmax_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (__half *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 6:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f16_sm100", akops_softmax_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (__half *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 7:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f16_sm120", akops_softmax_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (__half *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 8:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f32_sm80", akops_softmax_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (float *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 9:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f32_sm90", akops_softmax_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (float *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 10:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f32_sm100", akops_softmax_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (float *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	case 11:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f32_sm120", akops_softmax_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (float *)c.ptr[1], c.stride[1][0], c.sym[0], c.sym[1], stream));
	}
	return akr_fail(&akr_op_softmax, AKOPS_ERR_ARCH, "no variant %d", v);
}
