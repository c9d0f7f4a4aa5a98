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
 *   job 352, attempt 696, key 87471322a88d0f920ec4860df73eb40a1626d742d9fb3d14dd5b20ecfec6eef3
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 bbb5093120da4a7dd4b3d56c12373859451316365ddbead3e388d1b8510f64bf
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":512,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   118 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_layernorm_bf16_sm90: variants/layernorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 341, attempt 686, key cbe08f8fff4e4764c2401b84ed85d9b70a6ac5a7f71db602ed34f40683472214
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 fa277815d61a13569ac20dacb9d2924b18cbe5f0833b0ca21f763e92e3d659bc
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":512,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"final","round":3,"final_of_attempt":640}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   116 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 63.81 us, 98.8% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 32.13 us, 98.1% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 16.16 us, 97.5% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100: variants/layernorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 350, attempt 695, key 1c33ec97456bb52c08be20d72ce1a85798e2af28d397df591851d3a9d40c3337
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 7178f16b585ce5d99ce3a3de53553b99f02266515600edd23e29baa9ec7396e4
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":512,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120: variants/layernorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 353, attempt 697, key b0643ed5c16755e90e24669d242ae696464b24d7fc023db01208bb26ac487b6f
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 ae71c00e0242bd9a7e2a2e80e85f5703e29a87de87b0024ac69aeac88c5810c6
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":512,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   115 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80: variants/layernorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 359, attempt 703, key bcfbc5bfd1f1c1ae45eeeec22c577d7fecf95f759446718d731ae157d3b1ca28
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 70b8d56cec7a344dcfe1c98af683baa85d1dda50f3ef13b0fe17eb135edbd0d3
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_layernorm_f16_sm90: variants/layernorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 348, attempt 691, key 93cbad7ebbbe050d6d9faa01e005c84b47b1ab81d109c17ad2fc32f54ca72571
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 d805d92c53098e3a02c0d9b6f7d7898470201c6250e7b69b292e2645dc0dd2ca
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"final","round":1,"final_of_attempt":689}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 63.84 us, 98.8% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 32.54 us, 96.9% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 16.58 us, 95.1% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f16_sm100: variants/layernorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 360, attempt 704, key f0a055ad7cee285a12504d57fa00d09f2959fe118624fd41c0e578de562e51c4
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 4d97fc9c30aab799be1f4e0306d1d795e0ea8ce6997bb92d335d61b8994c6f07
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120: variants/layernorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 361, attempt 705, key 8e0698880d3081f74a76334df8e044cf18551006971cfb8621c3b8321e2cea15
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 544c750044caa75626dea0c2728ea5e0cf99a0ed3f1bf965b465e1c1cefc5975
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80: variants/layernorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 368, attempt 712, key 251df5d02e175d9d7f71d40de91af42d4bdcdfdc8ddcb9778307c7121b61bef3
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 693285ef5469c201f25546717344d150b9e8c1503a4edd02210c252bdf39e04a
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":256,"WBLOCK":128,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   116 registers, 64 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_80
 * akops_layernorm_f32_sm90: variants/layernorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 344, attempt 685, key 1b8d88dc930fbb807baf2acbc82fc05748098cf1f1c084ebcb00b491b0c4aab0
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 e4d9ce531fe42e56544f96e7ec712874a10fef041701465fef81b2faa64d4ace
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":256,"WBLOCK":128,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"final","round":3,"final_of_attempt":659}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 64 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 127.52 us, 98.9% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 63.74 us, 98.9% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 30.72 us, 102.6% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100: variants/layernorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 369, attempt 713, key 269a429c81c3aeac0da7943cff01083ff8151ff62ff016e19572d2c37c4d92fa
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 afc17ba1fd276d0e1179b4284aaa2c73063453dfff07105cc6e2694fda62cf78
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":256,"WBLOCK":128,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 64 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120: variants/layernorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 370, attempt 714, key 9efaf4eed865df416dd3531576850f5c788d856f237cc5bf834d20c601a9b90a
 *   spec sha256 9088823e5a88538526d60f5351f469e514e8b6a71916e7b7248d4c60d1ffe166, source sha256 07a0851537f1d0d178eeb856e8762d234ed177161ca4eacc4b03a6d118092340
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"fc161ac1f8c7ccdec4e801617f61c7e2b45f878995c57561535fee0357856556","values":{"BLOCK":256,"WBLOCK":128,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"role":"compile-only","round":0}
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(696), "akops_layernorm_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(686), "akops_layernorm_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(695), "akops_layernorm_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(697), "akops_layernorm_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(703), "akops_layernorm_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(691), "akops_layernorm_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(704), "akops_layernorm_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(705), "akops_layernorm_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(712), "akops_layernorm_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(685), "akops_layernorm_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(713), "akops_layernorm_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(714), "akops_layernorm_f32_sm120"},
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
