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
 *   job 1523, attempt 2301, key dd03675d3af530763e620ba9f436ebfa9016d43b166a86caaf39df2bd50509a1
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 348f3d44fab32cf0631b222909e234426fc89e5da92cdd29848a2776a7293c9c
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
 *   job 1524, attempt 2302, key 1db67b1352ae10a3c2645553c05fc0d852def761a94c8a0baea327e4a3b6af36
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 a0c83fbb55e3636f48ce58242519581ddabcb3c6dda1af5348e32176055a8dfd
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_bf16_sm120: variants/softmax_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1525, attempt 2303, key 584e29f34d1d4b070342f96dfa098c081bf88a1267aafd443c0f8f63d9678e2e
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 7b676e4ac7819831529e2dd8274a9dcd23409333273a53b98662244c99e71039
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f16_sm80: variants/softmax_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1559, attempt 2337, key 47346a8d487af3bd455f45164ebf545e0ec0af08a99ccf35cb58bd14c01b3ad2
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 1d71139be867db0dbf3ce8d5a81950704b6ddeb811161347fab012e7e06a6ed9
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
 *   job 1560, attempt 2338, key 26ad41be395aab7be9f02002c9d3a74681fce8148f3f1f36ee1d0964e61ad690
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 712e527da1379199f7c9680213370241d484ed0692cfe2f884a7f8095da56c26
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f16_sm120: variants/softmax_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1561, attempt 2340, key 375b9503a12adbcf133ca3b7cf0be70f2f978fc335898049e4fd15b7d9e28ce1
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 26cdd37b3f8e3b3bb7c8468bf94a2d2b8d07f6c8473907fcc9bb23a9cb34005d
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f32_sm80: variants/softmax_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1595, attempt 2373, key b57a5bf833c0b7bd4b9b8737ab5a2857d7862c2c23eeebd2f3c4a7baefeda65f
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 11ba1ab27585ca6d56a04ec4949faa4fdf8084ee5f27cad5492ca98c97aa421e
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
 *   job 1596, attempt 2374, key 8edbf46ae469bb9c698526380658ac1cca2f85f75264542ac9c8716eafa35792
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 b910e0a00b03707421e0fe3cfd707602a21d68025e56ca26f2e87f92a5cf6a7c
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f32_sm120: variants/softmax_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1597, attempt 2375, key c451fd10dd570bf0eabb0820865764078f61083bf07913b1d5a2b71f0f4b12fd
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 4fde9e1c2205f1b8eb47d765bd96f595f28cc7cda801d30e709b98ffaa7abc12
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2301), "akops_softmax_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3021), "akops_softmax_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2302), "akops_softmax_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2303), "akops_softmax_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2337), "akops_softmax_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3050), "akops_softmax_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2338), "akops_softmax_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2340), "akops_softmax_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2373), "akops_softmax_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3062), "akops_softmax_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2374), "akops_softmax_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2375), "akops_softmax_f32_sm120", 0},
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
