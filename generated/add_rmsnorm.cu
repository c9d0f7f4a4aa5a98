/* add_rmsnorm.cu: the dispatcher of akops_add_rmsnorm, written by akgen 0.1.0 from specs/add_rmsnorm.yaml; do not edit.
 *
 * sum = x + residual; y = sum / sqrt(mean(sum^2 over the last dim) + eps) * w (the
 * reference normalises the exact sum, in double)
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_add_rmsnorm_bf16_sm80: variants/add_rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 218, attempt 434, key 4b63314318c16be8ce0532d9ee376508ef9f5fb0354668beaa4fdfee65c9d047
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 01836105ae7dec08df710a364ed552e6833dc94a88020c3e0abcbb99d86bb9fc
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   114 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_add_rmsnorm_bf16_sm90: variants/add_rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 200, attempt 370, key 6faff52d4848e8c4536680c22ed74c7fd04c934a51bc3039290101e9f2c7e733
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 a41b8c1997692bfef5e8d87a5d445b3a4872e6ab40c23c6aeb8cc81c8c6da568
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":1,"final_of_attempt":364}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   114 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 126.85 us, 99.4% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 63.78 us, 98.9% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100: variants/add_rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 217, attempt 437, key c39d626e52553a82d799ad18155a35a94c4d82e9c701fb5afeb76813f705a46b
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 90d5c155e916a7f5cb06dbdc897640645282c9e086b14888e6f0345f2d41ba2e
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   106 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120: variants/add_rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 216, attempt 435, key 85cbb618b809db753d24793270d3a378bd64380db58e086189a30474dc3898ce
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 44090f87f9047a1b0b8ba8631b4c50ae180e0b5e14e36cf1f2028d2b28eec7c4
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   108 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80: variants/add_rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 240, attempt 458, key 79115b17675e862f254298440384bfc396a4e89521e861a4c0e8d7b8c1f910f5
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 21e15240bf53aea5b17e0a19941603b2efb7f69c3bcabda6435cd554b302a214
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   114 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_add_rmsnorm_f16_sm90: variants/add_rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 289, attempt 516, key d7b265c60695a4984e0668aa45025ca80f006c65bae4043fbf0e19dc01d83e72
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 b641b2325a0cdd7e306a3ee4123b9ae5eb904a9d1641a87c868119870ffd0f55
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":1,"final_of_attempt":508}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   114 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 126.85 us, 99.4% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 63.78 us, 98.8% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100: variants/add_rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 241, attempt 459, key 5ab82cf16e6c43b78aa84f9a8bb54dc4e198e03ee5334038e800815cec9dec89
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 8456d846a891bf85e15ecf24a79bbdc020f6411779f473529caef8dc8c1e0da1
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   106 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120: variants/add_rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 242, attempt 460, key 92e4389f908e9ba0cc9d235e5b8c01c7b2fe0a05f591058d1dcc7d323bf02190
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 e0e4be16366507fd48a6a76fe3bdbb23932d9cafc3ad7f01932ef219497fac38
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   108 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80: variants/add_rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 264, attempt 482, key abc105bff82fa4400cd588e8989640cbc68a9696d7c71851fcc999afec5dd37e
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 cbcdd86359f1fc12cac3fa9846e62d18d4062a50b8e8b19150c6536c4f1102ad
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_add_rmsnorm_f32_sm90: variants/add_rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 203, attempt 369, key c1f0f5603bf3eecc4ac8e3328550737c92c26db525765d9449e0ba7713f19b48
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 2f3effad812f0126d39c98503c49fe64eb51c60b74123987641017918869abd0
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":1,"final_of_attempt":365}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   88 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 255.66 us, 98.6% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 127.84 us, 98.6% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100: variants/add_rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 265, attempt 483, key 6fbd2fb011e23c7ffc503d40b336f532775bb49d8987685170da1223d5befbf0
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 c98e78d60e899630e28fe2acdb0c353422ca512b22e68b30832ed2ad4e50b7dd
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   78 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120: variants/add_rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 266, attempt 484, key 340d061254293db1fa24a6bd850c72552412d30a651c19a16637eec6388037bf
 *   spec sha256 e0667b8f679bb488616b5bd3ce1c231a652e8e5b528c0da5f9e11c8351f1f776, source sha256 45a91e56f57a3fa316d33df5fca1ec975d3a0539a8fd6fa2bb514cb78d78b78a
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"102db5ee76b09af24c76a30e216a500a290f502ee1ea392c830c28385fcf5752","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_add_rmsnorm_bf16_sm80(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *residual,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm90(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *residual,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm100(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *residual,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm120(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *residual,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm80(
	const __half *x,
	const __half *residual,
	const __half *w,
	__half *sum,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm90(
	const __half *x,
	const __half *residual,
	const __half *w,
	__half *sum,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm100(
	const __half *x,
	const __half *residual,
	const __half *w,
	__half *sum,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm120(
	const __half *x,
	const __half *residual,
	const __half *w,
	__half *sum,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm80(
	const float *x,
	const float *residual,
	const float *w,
	float *sum,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm90(
	const float *x,
	const float *residual,
	const float *w,
	float *sum,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm100(
	const float *x,
	const float *residual,
	const float *w,
	float *sum,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm120(
	const float *x,
	const float *residual,
	const float *w,
	float *sum,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
	{"residual", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
	{"w", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{1, 0}}},
	{"sum", 1, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(1073741824)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 0, 0, INT64_C(434), "akops_add_rmsnorm_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(370), "akops_add_rmsnorm_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(437), "akops_add_rmsnorm_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(435), "akops_add_rmsnorm_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(458), "akops_add_rmsnorm_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(516), "akops_add_rmsnorm_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(459), "akops_add_rmsnorm_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(460), "akops_add_rmsnorm_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(482), "akops_add_rmsnorm_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(369), "akops_add_rmsnorm_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(483), "akops_add_rmsnorm_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(484), "akops_add_rmsnorm_f32_sm120"},
};

extern "C" const struct akr_op akr_op_add_rmsnorm = {"add_rmsnorm", tensors, 5, syms, 2, variants, 12, 0, NULL, NULL};

extern "C" akops_status akops_add_rmsnorm(const DLTensor *x, const DLTensor *residual, const DLTensor *w, DLTensor *sum, DLTensor *y, float eps, cudaStream_t stream)
{
	const DLTensor *t[5] = {x, residual, w, sum, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_add_rmsnorm, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (!(eps > 0 && eps < 1))
		return akr_fail(&akr_op_add_rmsnorm, AKOPS_ERR_SCALAR_RANGE, "eps = %g is outside (0, 1)", (double)eps);
	st = akr_pick(&akr_op_add_rmsnorm, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm80", akops_add_rmsnorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], (__nv_bfloat16 *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 1:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm90", akops_add_rmsnorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], (__nv_bfloat16 *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 2:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm100", akops_add_rmsnorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], (__nv_bfloat16 *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 3:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm120", akops_add_rmsnorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], (__nv_bfloat16 *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 4:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm80", akops_add_rmsnorm_f16_sm80((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], (__half *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm90", akops_add_rmsnorm_f16_sm90((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], (__half *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm100", akops_add_rmsnorm_f16_sm100((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], (__half *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm120", akops_add_rmsnorm_f16_sm120((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], (__half *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm80", akops_add_rmsnorm_f32_sm80((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], (float *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm90", akops_add_rmsnorm_f32_sm90((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], (float *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm100", akops_add_rmsnorm_f32_sm100((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], (float *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm120", akops_add_rmsnorm_f32_sm120((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], (float *)c.ptr[4], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_add_rmsnorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
