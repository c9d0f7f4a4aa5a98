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
 *   job 1033, attempt 1748, key baf2e1397c6036c1fcd8e289df279bbea6c8eb1b9ce62a65c60b5fc2bdf4d7d7
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 62a0678efdaa5ee03e1f69b9b53c0b91cb519a6c3ba1ab7d2e4007d993a27a49
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_softmax_bf16_sm90: variants/softmax_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 984, attempt 1670, key 68072d3ab221552c6d279f713d430e7a11c72a6f921509f88b42483c88df2cf1
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 55fe091f2ef470cfd249a2c736b90dd11ae09b06e27fc2c7e574ed5289f466c3
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.98 us, 95.3% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 127.74 us, 98.4% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 148.29 us, 83.0% of the roofline floor
 *   built here for sm_90
 * akops_softmax_bf16_sm100: variants/softmax_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1034, attempt 1749, key 44f9ad6cce4bb617c25e151f9f5922c0a424b77ad6f164193a2091922b6eaf88
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 6c7b7d577649dd7c66df8ced873f2f2386fe91fdf041eca327d2c258a1b36cf1
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_bf16_sm120: variants/softmax_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1035, attempt 1751, key fa7c6bbeda700aa0163481f85f2b23566989f8f95ff6bb3e948a2c5b39f02cc6
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 c188c816de06587d7d1669d16e158db6784a83e1fc69f91e2c5fdd909abfb0bf
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f16_sm80: variants/softmax_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1060, attempt 1775, key dcbc9f2366041604ff2f0ea29e305d665a159dcc5f11f81d3bb07336b3869b90
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 b8bed507ca631bab57c03937ccd3f6bf4ac01a3d7ca59e5de11c51eebf042c05
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_softmax_f16_sm90: variants/softmax_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 980, attempt 1675, key b0dfd6c2609c29d6d4c22cc868c2c10c68e9b51161574c14af43ea4df6e301ba
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 c76d55c6e134947db0784a1b4b1cfd700bcf42d9e4d8fa4f7185f987a0296363
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.86 us, 95.5% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 133.73 us, 94.0% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 157.44 us, 78.2% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f16_sm100: variants/softmax_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1061, attempt 1776, key 24c74fde2f8a46f05891e52c42a660d0ff3b091b62c71e7a52442b79558a0fa6
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 a5d715374fb031d3b3161e68b805dfa59e65273104da054fc4fe149043e9423c
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f16_sm120: variants/softmax_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1062, attempt 1777, key b88817c30cdc60e51276af0bbeab22dbc5864fa0911091ba231683f74da59364
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 8eea6e5b17377e3a3d51016d6b6668ffa56ded076ceb09da58d73b779cf28246
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f32_sm80: variants/softmax_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1087, attempt 1802, key d20ecd882b9fdfb2f4f6ac441b8919720ff9b415f65ff01d66ef2f3ffdf0121f
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 4250c46467d1527c4339dce6530aaa18a5827334affe80dbe82dd540c8f5c534
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   123 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_softmax_f32_sm90: variants/softmax_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 982, attempt 1671, key 93fedfddcb216788664fcc30f8d2db93878bd78c9936723aa5b296a997876e41
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 01ba10cc52a8389c53350b70084934d0bc173c3ca03ac882a43f7cc143525667
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   119 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 132.70 us, 94.8% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 265.02 us, 94.9% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 304.96 us, 80.7% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f32_sm100: variants/softmax_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1088, attempt 1803, key dd84f3e88a7ec7722d830aa881a71cbbeb5a0c12c9a92b386829317b306a4610
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 5f4b324a1c495d3a445fa47a63eab97c4cc86e803a5df78be0a73e3f2ab6dbc3
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f32_sm120: variants/softmax_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1089, attempt 1804, key c4530798dcc26e2805a0ffc9cdb5bf71f3fddb3e9ea1f53d7d9e3ea119a79935
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 51e797cfab8b0d563f55b59afecd89431f3a5bcbf98cc94f8117e6a3fe14e6d8
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"689080a730b609ef26db934e1eab44ff23aa1521a10b0208dbec97fa530c8fb8","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 128 bytes of static shared memory, 0 bytes spilled
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

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1748), "akops_softmax_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1670), "akops_softmax_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1749), "akops_softmax_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1751), "akops_softmax_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1775), "akops_softmax_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1675), "akops_softmax_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1776), "akops_softmax_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1777), "akops_softmax_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1802), "akops_softmax_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1671), "akops_softmax_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1803), "akops_softmax_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1804), "akops_softmax_f32_sm120", 0},
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
