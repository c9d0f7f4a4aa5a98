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
 *   job 1137, attempt 1862, key 266698cb5bfc19b043274fdc9b4d9c2a6223f00c76061fe1d275f431db505bfe
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 51820ddd587c9a493ed07c81d4e5727da3716cc4fc933913634d304b63bbe1dc
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6898f590f8bd2a450b24a77adabc9c71129f961fa5bf76a64314b7e3385a2a2a","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_softmax_bf16_sm90: variants/softmax_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1176, attempt 1929, key 2cd9aac6f26ff06dafea13070c6dde351febafe11bbc4dd8db2d490ca326ccd2
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 34d6b5500e254678459e800f6caed5e83a8a3290f14c57b46c5a7fa840d71a28
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.98 us, 95.3% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 127.71 us, 98.4% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 148.06 us, 83.1% of the roofline floor
 *   built here for sm_90
 * akops_softmax_bf16_sm100: variants/softmax_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1139, attempt 1863, key d8e4a97ce9703426d0dceba2fe4e3b36964eaea1857d9b5f000bd52362505862
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 31ff1b757b3669bb49bc89e8e65c25b8ebe4c4b6429e502f765bd9aad2cf50ec
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6898f590f8bd2a450b24a77adabc9c71129f961fa5bf76a64314b7e3385a2a2a","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_bf16_sm120: variants/softmax_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1140, attempt 1864, key d93b3edb6d05ebcc92be4294fc5516cebc6e6b5ea765958570f5ae2d9a539959
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 93d4e17a006454609b43fcbb5a2dbab3c83b0cd52fa2d1881c263be11695d3e4
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6898f590f8bd2a450b24a77adabc9c71129f961fa5bf76a64314b7e3385a2a2a","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba3 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f16_sm80: variants/softmax_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1144, attempt 1868, key 53eeaf900decb0c7065d2b64172125544645e222108022aeb26bda27a88f2ede
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 b42a775cade5309f60adf22f0cfff379004c06041378ae52f40d70e0adfb2b1e
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6898f590f8bd2a450b24a77adabc9c71129f961fa5bf76a64314b7e3385a2a2a","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_softmax_f16_sm90: variants/softmax_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1178, attempt 1928, key 0dace903f4f335a26f1f4f88e6b0f570986d7dbf10752c78a5119f5f7694c05f
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 2e415ab39d0668f3769e408c1b1d27cc001265850ddf79b721b76d5f7d509067
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.89 us, 95.4% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 133.76 us, 94.0% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 157.87 us, 77.9% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f16_sm100: variants/softmax_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1145, attempt 1869, key e2f6c6de727aa06b44724c7eb4df0c9f68a1a52c1282e24e8605ac88d5be9735
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 d31fd1b9d480dfa5943c9b5f6c5ae05088a3fc06d3f1169914243bb9e4a6585f
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6898f590f8bd2a450b24a77adabc9c71129f961fa5bf76a64314b7e3385a2a2a","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f16_sm120: variants/softmax_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1146, attempt 1870, key dd3eda6b592a0ffd6db9e4b2649b296ccdd8bad6ff895590a4ba0fad88b723cd
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 953a3c2afe8b11ae017daa3ead1de6b955570992badf8c4a4f1caa46bde03d55
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6898f590f8bd2a450b24a77adabc9c71129f961fa5bf76a64314b7e3385a2a2a","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f32_sm80: variants/softmax_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1150, attempt 1874, key 41a6694b31e3e34595d5341fed477a15671e2b88233ca8dbbf70c54e69608de5
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 e41ffd09fd14153efbdb98bcdcd35c2b0d4427fb743c216ce0317bf2ca0bdc63
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6898f590f8bd2a450b24a77adabc9c71129f961fa5bf76a64314b7e3385a2a2a","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   123 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_softmax_f32_sm90: variants/softmax_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1177, attempt 1925, key 82095585ece4cc07f5e3b56ede15ae7014b2d17300996812917d0c9d070e5618
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 f5670c9c476200edc959c6f2a894f46e6daa098011a0e0841551034e49645984
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"672bd4df7054633e8662915251ecf23a4ebcc530f544710c87f613343bfb0d7f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   119 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 132.74 us, 94.7% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 264.93 us, 94.9% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 305.57 us, 80.5% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f32_sm100: variants/softmax_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1151, attempt 1875, key 7cb530342ec9bebf3e07a03da2a3f9b4c3017826c43dedc9ff07f9dcbe3e3f05
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 818dc9b259c918c9895aca6c0e880023449a4f102ce8f091be18527f9c885ac8
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6898f590f8bd2a450b24a77adabc9c71129f961fa5bf76a64314b7e3385a2a2a","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f32_sm120: variants/softmax_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1152, attempt 1876, key d33917cdcf8f3fec06976e76ba6e0921655f1ecbb53613b3a3972a5f1041e55c
 *   spec sha256 b9383991c87eadbd74d81ddbcb3f6183c6e3b944cbe3846d08687f91fab6f152, source sha256 611fb5038488df48bc380e26cc32ed74ca739986518abe13a9b755495221841a
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6898f590f8bd2a450b24a77adabc9c71129f961fa5bf76a64314b7e3385a2a2a","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba33 ...
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1862), "akops_softmax_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1929), "akops_softmax_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1863), "akops_softmax_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1864), "akops_softmax_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1868), "akops_softmax_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1928), "akops_softmax_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1869), "akops_softmax_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1870), "akops_softmax_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1874), "akops_softmax_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1925), "akops_softmax_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1875), "akops_softmax_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1876), "akops_softmax_f32_sm120", 0},
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
