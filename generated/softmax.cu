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
 *   job 798, attempt 1418, key 738113bd8b8b1776a32da8375838eb6aafffc5593b0335e3c0988e74f4ca58e9
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 bae2b302c06b0365ec6f136863b94f326bb5ebd428cf27913afd3c260a9166ab
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"2f54e1312f6dc9477c4131a5569af72d16e67877c656cb53e030b01176fcc19b","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba3 ...
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
 *   job 799, attempt 1419, key 6db992ad8d45e3ddef7251a436e3f40f5a8ae179053d2b073133680d28c441c1
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 dc8d2c8c9c5ae545228e8e5729af4f875e9d75617b055abe91da38d66791cd04
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"2f54e1312f6dc9477c4131a5569af72d16e67877c656cb53e030b01176fcc19b","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_bf16_sm120: variants/softmax_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 800, attempt 1421, key efbcb8fb2b3376ec2ecfea890a1a7cff947a76b71af1bf4fa984ae95c75b9f91
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 738f7856f25dfc8de6a7be4389bbed84ca14fad100b6bf261f60524e01db83e8
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"2f54e1312f6dc9477c4131a5569af72d16e67877c656cb53e030b01176fcc19b","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f16_sm80: variants/softmax_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 822, attempt 1442, key b9674a29940060f49c88a3466ef46be1deb4b5fb9c313dc80fbab0394bd2ec7c
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 da4a09915b8e7eb07a0f0f22d738e191df5974fbdcc37fbb6919c78cabb54d89
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"2f54e1312f6dc9477c4131a5569af72d16e67877c656cb53e030b01176fcc19b","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba33 ...
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
 *   job 823, attempt 1443, key d842c6289ae0faf40f5f70bf794b89e828efbaef5b65d39afcc63aa6ea94ac2e
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 7a31a306efbf84499e2085a932e92cc06047779da6ce50aa17052e7ac4d38111
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"2f54e1312f6dc9477c4131a5569af72d16e67877c656cb53e030b01176fcc19b","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f16_sm120: variants/softmax_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 824, attempt 1445, key 80d01bfbc7c9aa70fc89e6baa16641fa65b7b0a68490fb2b8851181a3709ffa9
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 024a904535b6b7e096bad8d0fc1f4f125c0cbe1855c115e33c2b38da748b5261
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"2f54e1312f6dc9477c4131a5569af72d16e67877c656cb53e030b01176fcc19b","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f32_sm80: variants/softmax_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 846, attempt 1466, key 5535a0e0a4512ecf40e27aa8c78f37f44fa59f4e38b2f8abdab9e4d176b1df7a
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 4af3aa17a2da31f26143eefb612b23fda3f95d69ed9d28ed0a1e66712a8b6b6f
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"2f54e1312f6dc9477c4131a5569af72d16e67877c656cb53e030b01176fcc19b","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   125 registers, 128 bytes of static shared memory, 0 bytes spilled
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
 *   job 847, attempt 1467, key 8e03224854d2dddad947d92a3a2342dc377dce268a4a037761f3d9b97201d6e8
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 ce0fea6c269609be33924f9a34a667d2212fa62ecb092b87eca3525850b9a04d
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"2f54e1312f6dc9477c4131a5569af72d16e67877c656cb53e030b01176fcc19b","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f32_sm120: variants/softmax_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 848, attempt 1468, key ab69a472c23b287d4a61e84df6a4a79d609280d433306a707fef5fe761d6bac0
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 a26e029b16bfb0d6ac25d641c7ef4642c45569746260e4167ae2b69d10cdd732
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"2f54e1312f6dc9477c4131a5569af72d16e67877c656cb53e030b01176fcc19b","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba33 ...
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1418), "akops_softmax_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1670), "akops_softmax_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1419), "akops_softmax_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1421), "akops_softmax_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1442), "akops_softmax_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1675), "akops_softmax_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1443), "akops_softmax_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1445), "akops_softmax_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1466), "akops_softmax_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1671), "akops_softmax_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1467), "akops_softmax_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1468), "akops_softmax_f32_sm120", 0},
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
