/* gelu_and_mul.cu: the dispatcher of akops_gelu_and_mul, written by akgen 0.1.0 from specs/gelu_and_mul.yaml; do not edit.
 *
 * y = gelu_tanh(gate) * up, elementwise (GeGLU, as Gemma's MLP); gelu_tanh(g) = 0.5 * g
 * * (1 + tanh(sqrt(2/pi) * (g + 0.044715 * g^3)))
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_gelu_and_mul_bf16_sm80: variants/gelu_and_mul_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1643, attempt 2430, key 2e7bdd1ba48ee4e879c643351ae92ec368d62cd5fd1812d71784662aee2cea6c
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 bd821850a52c1cde0202a6c01ca828a0100637d3796fd94cd6b6abece7ca88b9
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_and_mul_bf16_sm90: variants/gelu_and_mul_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2021, attempt 3002, key 07efccad01eff0d6002063a9f5497796ef0b1fc17ba7e752fc9ed80e6aeee887
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 509b10d0d254f38ab1c3c9212877630795d05eb5cbb94e046f351a115959fd84
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"final","round":1,"final_of_attempt":2960}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":16384,"rows":4096}: 93.50 us, 100.8% of the roofline floor
 *   bench {"cols":24576,"rows":4096}: 138.62 us, 102.0% of the roofline floor
 *   bench {"cols":14336,"rows":8192}: 161.86 us, 102.0% of the roofline floor
 *   built here for sm_90
 * akops_gelu_and_mul_bf16_sm100: variants/gelu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1644, attempt 2432, key 81b8b2ee2fc6379198d5ee4969842c596803447a692c9ac0c4825a1155413b65
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 685f4bdc03cbed6d73f3798ffda01fbbd4b00c27f086ff012dc9400b54973eda
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_bf16_sm120: variants/gelu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1645, attempt 2433, key 65d671262168ae8b6ffa255042aa4811b1a7683a2daea64dfb85450638a54cfc
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 2caa9178daf06a49349542c2bb6be26617c1923298fbf299b8b0841f3f389ba2
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   46 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_and_mul_f16_sm80: variants/gelu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1646, attempt 2431, key 6dfd1a6c3bba91a26ce58ade0e1cac24a6a76967f3bf74a59d27b9df43e120da
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 dda6fe1a48918090a67add3bb01c19a0c8483911a69153db079eb1e8f33f553e
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_and_mul_f16_sm90: variants/gelu_and_mul_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2005, attempt 2969, key 2d86a4078cd0a3cd997ec62f3dc6b5fca1f472d3ab816bc74112e1aa74421862
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 55fcb51b9c9d25cfba51e53561e8274327a16a02fcdde09b2771e67238e9f4d8
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"final","round":1,"final_of_attempt":2962}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":16384,"rows":4096}: 93.63 us, 100.7% of the roofline floor
 *   bench {"cols":24576,"rows":4096}: 138.75 us, 102.0% of the roofline floor
 *   bench {"cols":14336,"rows":8192}: 162.30 us, 101.7% of the roofline floor
 *   built here for sm_90
 * akops_gelu_and_mul_f16_sm100: variants/gelu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1647, attempt 2434, key 681f9929bd0a14fab16133e147e51f5d857aa1f0910eff2ef994e6fede99f9e0
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 03ec04cca2cf2558f1d87dea6509ba482b0b12012f8400564214cc5ff3fec992
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_f16_sm120: variants/gelu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1648, attempt 2435, key 1a6786cfe6b0e917dc2567ce1993a6140cc1f9117af94a82a93a9ebb552aaf3e
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 6dc69a967c8ac6f62676232abc52a481572754c9cb14b2b8fd6e0c9f687e27f9
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   46 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_and_mul_f32_sm80: variants/gelu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1649, attempt 2436, key d4ce1d5477764b1d0b24d4abc83ad113429011139801d9d32aa0dd6228bb6b78
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 15ca7e24ba22f2d0a0d8c87fae7f4675d7b11a002cf3e1ed6369d0ca5ecd4713
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_and_mul_f32_sm90: variants/gelu_and_mul_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2013, attempt 2985, key e534b3b4fb829e26008668b7fbf643c6f67d22e19c94d064caaa40b3ac33fc6b
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 fac0bcf857028475326caed1717e3ee914cbfd88299a53211b101e534a6c9b73
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"final","round":1,"final_of_attempt":2960}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":16384,"rows":4096}: 186.91 us, 100.9% of the roofline floor
 *   bench {"cols":24576,"rows":4096}: 278.69 us, 101.6% of the roofline floor
 *   bench {"cols":14336,"rows":8192}: 327.52 us, 100.8% of the roofline floor
 *   built here for sm_90
 * akops_gelu_and_mul_f32_sm100: variants/gelu_and_mul_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1650, attempt 2437, key de6b8a0fa85b0705dd6bea8f14394b3aab898ce13809b171decfc5fd177f1f46
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 d621e6a9bdedfaedaca51287a5ec06605447543eff01b94e004be7195db038ce
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_f32_sm120: variants/gelu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1651, attempt 2438, key eae13f865917dedeb1d6a76c91138dff09a3cda7dd2b53962ca1ecc3b7c09a40
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 c7e16dd5579939c52a4959186295d27860a39b59f9fec553d5681c5b6b10b326
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_gelu_and_mul_bf16_sm80(
	const __nv_bfloat16 *gate,
	const __nv_bfloat16 *up,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_bf16_sm90(
	const __nv_bfloat16 *gate,
	const __nv_bfloat16 *up,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_bf16_sm100(
	const __nv_bfloat16 *gate,
	const __nv_bfloat16 *up,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_bf16_sm120(
	const __nv_bfloat16 *gate,
	const __nv_bfloat16 *up,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_f16_sm80(
	const __half *gate,
	const __half *up,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_f16_sm90(
	const __half *gate,
	const __half *up,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_f16_sm100(
	const __half *gate,
	const __half *up,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_f16_sm120(
	const __half *gate,
	const __half *up,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_f32_sm80(
	const float *gate,
	const float *up,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_f32_sm90(
	const float *gate,
	const float *up,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_f32_sm100(
	const float *gate,
	const float *up,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_and_mul_f32_sm120(
	const float *gate,
	const float *up,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"gate", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
	{"up", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(1073741824)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2430), "akops_gelu_and_mul_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3002), "akops_gelu_and_mul_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2432), "akops_gelu_and_mul_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2433), "akops_gelu_and_mul_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2431), "akops_gelu_and_mul_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2969), "akops_gelu_and_mul_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2434), "akops_gelu_and_mul_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2435), "akops_gelu_and_mul_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2436), "akops_gelu_and_mul_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2985), "akops_gelu_and_mul_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2437), "akops_gelu_and_mul_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2438), "akops_gelu_and_mul_f32_sm120", 0},
};

extern "C" const struct akr_op akr_op_gelu_and_mul = {"gelu_and_mul", tensors, 3, syms, 2, variants, 12, NULL, NULL, 0, 0, 0, NULL, NULL};

extern "C" akops_status akops_gelu_and_mul(const DLTensor *gate, const DLTensor *up, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[3] = {gate, up, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_gelu_and_mul, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_gelu_and_mul, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_bf16_sm80", akops_gelu_and_mul_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 1:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_bf16_sm90", akops_gelu_and_mul_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 2:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_bf16_sm100", akops_gelu_and_mul_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 3:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_bf16_sm120", akops_gelu_and_mul_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 4:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_f16_sm80", akops_gelu_and_mul_f16_sm80((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 5:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_f16_sm90", akops_gelu_and_mul_f16_sm90((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 6:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_f16_sm100", akops_gelu_and_mul_f16_sm100((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 7:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_f16_sm120", akops_gelu_and_mul_f16_sm120((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 8:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_f32_sm80", akops_gelu_and_mul_f32_sm80((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 9:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_f32_sm90", akops_gelu_and_mul_f32_sm90((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 10:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_f32_sm100", akops_gelu_and_mul_f32_sm100((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 11:
		return akr_cuda(&akr_op_gelu_and_mul, "akops_gelu_and_mul_f32_sm120", akops_gelu_and_mul_f32_sm120((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], stream));
	}
	return akr_fail(&akr_op_gelu_and_mul, AKOPS_ERR_ARCH, "no variant %d", v);
}
