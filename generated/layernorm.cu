/* layernorm.cu: the dispatcher of akops_layernorm, written by akgen 0.1.0 from specs/layernorm.yaml; do not edit.
 *
 * y = (x - mean(x)) / sqrt(var(x) + eps) * w + b, mean and biased variance over the
 * last dim
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_layernorm_bf16_sm80: variants/layernorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 301, attempt 549, key 042bf08c830ece3c459ffb72b9c2d8b30615cc0a1ab70d2fcd35bb4177731d59
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 84396f38f456cb88ee642cd04b760e750bb8ad2700d65aedd54669c8c4b87fac
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":512,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   118 registers, 128 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_80
 * akops_layernorm_bf16_sm90: variants/layernorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 296, attempt 540, key 04065d684af89418217894d7aa4e5a8953e2bb248c72c7fd01285caea930a43b
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 c85b8751f0863670360d311f33e780d38febe9c30a05eaa4ba343c4faa8baa25
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":512,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":3,"final_of_attempt":526}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   118 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 64.67 us, 98.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 35.30 us, 89.9% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 17.06 us, 93.0% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100: variants/layernorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 299, attempt 548, key 97e57a24cae2c9113b2fa11ae509f115eafd1fe1ac95b03dc00bef8d9ade0a8d
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 bf9a68b42db863df89b545f1272b7044baf6da329f63822a6db00a1f0f10f838
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":512,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   105 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120: variants/layernorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 302, attempt 550, key 8d73b823f3af0aa9ea9ac3588e203bad6b6466aa5cf5e45c70ded88a064300d3
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 9362f6e90cb89f8efc78b3b0baae4d16c04e64c3189644b228d6119b06c4c30c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":512,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   116 registers, 128 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80: variants/layernorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 249, attempt 467, key 960d7a5589c5df88a098e9b0e4346e6256991cf82f5c80ddc34873ab43a40aa8
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 72de3efebbe0d20134342754cad724f68ca88f324c72259c8849b9deb2efbfc8
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   62 registers, 256 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_80
 * akops_layernorm_f16_sm90: variants/layernorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 292, attempt 519, key bf76c4d6504b5606f4621f48f80fc2a110a18ac6adf1a873fb3bf4a4c92177ed
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 b811aeea2a7c2a17b53ae9c927a49757a56e174a90a59b8f45544ef773c46822
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":1,"final_of_attempt":511}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   59 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 64.19 us, 98.2% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 34.66 us, 90.9% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 17.44 us, 90.3% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f16_sm100: variants/layernorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 250, attempt 468, key e95b77aa5a0c17f41880acab98ce15c2e429186719c21835e07b44dac7967fd6
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 9aa08b84cbab975bdcab551b96f78b8bd6c23d457dbdebab88a9a8fdf774adeb
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120: variants/layernorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 251, attempt 469, key faba0af155c6984deb0662d88daf0d90bb2ee73c9cac8b9d9b60920d4e9ab87f
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 354c24327036cc613507365f91b219d2aa16e503f4526d80dd85e6cfe91cef80
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80: variants/layernorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 300, attempt 547, key ba4a66917b9c1d829881741f7127d771fe171442aaa89a551b81ac06b5a819cb
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 ff2cdba3ad07f527595423af57dcdfaf2704185a0ca0075118ddd46c02bf180a
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":256,"WBLOCK":128,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 64 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_layernorm_f32_sm90: variants/layernorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 297, attempt 544, key cdb43c4521761ef369d4a4818137305c25b1d3ddc3eae49915075d01aa5e2263
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 eec42a68ff1a262cb1aaf2386d0239e2f93fad007acfc338203b4024b3dd0b82
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":256,"WBLOCK":128,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":4,"final_of_attempt":542}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 64 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 128.00 us, 99.2% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 64.51 us, 98.4% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 30.98 us, 102.4% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100: variants/layernorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 303, attempt 551, key 6c11a8f8b8b0f1bf4726713459889874d7fe3a4f15126cba705931bdb5c41215
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 45627d37389cbae2ea9ee00718e88f8ceb314d6943b88fb49ff5248fa69a62c9
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":256,"WBLOCK":128,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 64 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120: variants/layernorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 304, attempt 552, key 55e802144efbb054531a5c764fd8ea5cf72b7c61922abc2f81fd4ff85dbefd1d
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 d6f15769b119e99b353b75c05684bb4b6bff4215c750ace137ff2b92bd3e8f50
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":256,"WBLOCK":128,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   120 registers, 64 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_layernorm_bf16_sm80(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *w,
	const __nv_bfloat16 *b,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm90(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *w,
	const __nv_bfloat16 *b,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm100(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *w,
	const __nv_bfloat16 *b,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm120(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *w,
	const __nv_bfloat16 *b,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm80(
	const __half *x,
	const __half *w,
	const __half *b,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm90(
	const __half *x,
	const __half *w,
	const __half *b,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm100(
	const __half *x,
	const __half *w,
	const __half *b,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm120(
	const __half *x,
	const __half *w,
	const __half *b,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm80(
	const float *x,
	const float *w,
	const float *b,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm90(
	const float *x,
	const float *w,
	const float *b,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm100(
	const float *x,
	const float *w,
	const float *b,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm120(
	const float *x,
	const float *w,
	const float *b,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
	{"w", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{1, 0}}},
	{"b", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(2147483647)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 0, 0, INT64_C(549), "akops_layernorm_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(540), "akops_layernorm_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(548), "akops_layernorm_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(550), "akops_layernorm_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(467), "akops_layernorm_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(519), "akops_layernorm_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(468), "akops_layernorm_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(469), "akops_layernorm_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(547), "akops_layernorm_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(544), "akops_layernorm_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(551), "akops_layernorm_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(552), "akops_layernorm_f32_sm120"},
};

extern "C" const struct akr_op akr_op_layernorm = {"layernorm", tensors, 4, syms, 2, variants, 12, 0, NULL, NULL};

extern "C" akops_status akops_layernorm(const DLTensor *x, const DLTensor *w, const DLTensor *b, DLTensor *y, float eps, cudaStream_t stream)
{
	const DLTensor *t[4] = {x, w, b, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_layernorm, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (!(eps > 0 && eps < 1))
		return akr_fail(&akr_op_layernorm, AKOPS_ERR_SCALAR_RANGE, "eps = %g is outside (0, 1)", (double)eps);
	st = akr_pick(&akr_op_layernorm, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm80", akops_layernorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 1:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm90", akops_layernorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 2:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm100", akops_layernorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 3:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm120", akops_layernorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 4:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80", akops_layernorm_f16_sm80((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90", akops_layernorm_f16_sm90((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100", akops_layernorm_f16_sm100((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120", akops_layernorm_f16_sm120((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80", akops_layernorm_f32_sm80((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90", akops_layernorm_f32_sm90((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100", akops_layernorm_f32_sm100((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120", akops_layernorm_f32_sm120((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_layernorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
