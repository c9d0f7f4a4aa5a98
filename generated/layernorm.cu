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
 *   job 225, attempt 443, key 042bf08c830ece3c459ffb72b9c2d8b30615cc0a1ab70d2fcd35bb4177731d59
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 4ce8a5fe43462bd66ab10da494ac6df5395bf80896201a352b9cbb29d772a4bc
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":64,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_80
 * akops_layernorm_bf16_sm90: variants/layernorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 211, attempt 429, key 04065d684af89418217894d7aa4e5a8953e2bb248c72c7fd01285caea930a43b
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 aef740aefd51d235c8a7b59e2793b337a2677114b760e26998ec88001aee4bba
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":64,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":3,"final_of_attempt":383}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   53 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 64.35 us, 98.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 35.14 us, 89.8% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 17.05 us, 92.5% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100: variants/layernorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 226, attempt 444, key 97e57a24cae2c9113b2fa11ae509f115eafd1fe1ac95b03dc00bef8d9ade0a8d
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 ef4d54136d36669632ed7fc2991a1c4f7ca60184e315ff1f036e98152f2ad589
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":64,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120: variants/layernorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 227, attempt 445, key 8d73b823f3af0aa9ea9ac3588e203bad6b6466aa5cf5e45c70ded88a064300d3
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 fb8bcaf0f36ff5fce027a864d77d41b375eb5fd56eb9d6c4deeb346fd2593dca
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":64,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
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
 *   job 273, attempt 491, key ba4a66917b9c1d829881741f7127d771fe171442aaa89a551b81ac06b5a819cb
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 f675fa6d0fdb70b275c0270b2f3b283a8ca67c033320b3bcb8490a1cfbc0fb53
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":128,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_layernorm_f32_sm90: variants/layernorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 213, attempt 428, key cdb43c4521761ef369d4a4818137305c25b1d3ddc3eae49915075d01aa5e2263
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 5a7f0485b6d9c3143a8464c21667a97ad9da874e13d3b3e75e0113b93b946083
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":128,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":3,"final_of_attempt":387}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 127.39 us, 99.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 66.69 us, 94.7% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 30.85 us, 102.3% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100: variants/layernorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 274, attempt 492, key 6c11a8f8b8b0f1bf4726713459889874d7fe3a4f15126cba705931bdb5c41215
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 c469a986709c6e38f733b1eed2870212ab41d2f491160d41c2eeb9a94dac86e2
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":128,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120: variants/layernorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 275, attempt 493, key 55e802144efbb054531a5c764fd8ea5cf72b7c61922abc2f81fd4ff85dbefd1d
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 7d2c75cbc64b14011ad4c733c15cff248faf0cf243a97c503be138c55852bad2
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"43a7986333c6ffa6be77528603bd8b73abfe4174b6738331d3ea02c9bf4c21b9","values":{"BLOCK":1024,"WBLOCK":128,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(443), "akops_layernorm_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(429), "akops_layernorm_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(444), "akops_layernorm_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(445), "akops_layernorm_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(467), "akops_layernorm_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(519), "akops_layernorm_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(468), "akops_layernorm_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(469), "akops_layernorm_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(491), "akops_layernorm_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(428), "akops_layernorm_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(492), "akops_layernorm_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(493), "akops_layernorm_f32_sm120"},
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
