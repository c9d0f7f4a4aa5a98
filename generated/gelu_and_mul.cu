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
 *   job 1598, attempt 2376, key 2e7bdd1ba48ee4e879c643351ae92ec368d62cd5fd1812d71784662aee2cea6c
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 5fe12a1aaf8543474c30f3c23426551bb1588278fe005b11ac6587e2b2d90625
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_and_mul_bf16_sm90: variants/gelu_and_mul_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1607, attempt 2386, key 07efccad01eff0d6002063a9f5497796ef0b1fc17ba7e752fc9ed80e6aeee887
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 509b10d0d254f38ab1c3c9212877630795d05eb5cbb94e046f351a115959fd84
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"final","round":1,"final_of_attempt":2385}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":16384,"rows":4096}: 93.47 us, 100.9% of the roofline floor
 *   bench {"cols":24576,"rows":4096}: 138.62 us, 102.0% of the roofline floor
 *   bench {"cols":14336,"rows":8192}: 161.92 us, 101.9% of the roofline floor
 *   built here for sm_90
 * akops_gelu_and_mul_bf16_sm100: variants/gelu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1599, attempt 2377, key 81b8b2ee2fc6379198d5ee4969842c596803447a692c9ac0c4825a1155413b65
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 22d23bc549de1a11f72cb931eedc07f74046e5fbcc654c0107d3976340db5c1e
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_bf16_sm120: variants/gelu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1601, attempt 2378, key 65d671262168ae8b6ffa255042aa4811b1a7683a2daea64dfb85450638a54cfc
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 89d1d9ec351b561be6f6322945723ec264a392498f032c382711f113fc1c322e
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   46 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_and_mul_f16_sm80: variants/gelu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1600, attempt 2379, key 6dfd1a6c3bba91a26ce58ade0e1cac24a6a76967f3bf74a59d27b9df43e120da
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 d68206c9d48921752e2d45368bcbbd198dc72feb69ccde4c70040b3731adea7f
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_and_mul_f16_sm90: variants/gelu_and_mul_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1623, attempt 2409, key 2d86a4078cd0a3cd997ec62f3dc6b5fca1f472d3ab816bc74112e1aa74421862
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 55fcb51b9c9d25cfba51e53561e8274327a16a02fcdde09b2771e67238e9f4d8
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"final","round":1,"final_of_attempt":2408}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":16384,"rows":4096}: 93.63 us, 100.7% of the roofline floor
 *   bench {"cols":24576,"rows":4096}: 138.72 us, 102.0% of the roofline floor
 *   bench {"cols":14336,"rows":8192}: 162.34 us, 101.6% of the roofline floor
 *   built here for sm_90
 * akops_gelu_and_mul_f16_sm100: variants/gelu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1602, attempt 2380, key 681f9929bd0a14fab16133e147e51f5d857aa1f0910eff2ef994e6fede99f9e0
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 9b3358577770152a773c492f515600294c13737ec521b075a8b563f077453b8e
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_f16_sm120: variants/gelu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1603, attempt 2381, key 1a6786cfe6b0e917dc2567ce1993a6140cc1f9117af94a82a93a9ebb552aaf3e
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 e6b2d9ef8c42d316ac83ec0fcb7194af4ceaacf48b6dc4f1212635a5eb668421
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   46 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_and_mul_f32_sm80: variants/gelu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1604, attempt 2383, key d4ce1d5477764b1d0b24d4abc83ad113429011139801d9d32aa0dd6228bb6b78
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 d7d3656396cfafd104f1a2686eeee4e6cae0c508b4cd6f5ab203c79a0686cef6
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_and_mul_f32_sm90: variants/gelu_and_mul_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1624, attempt 2411, key e534b3b4fb829e26008668b7fbf643c6f67d22e19c94d064caaa40b3ac33fc6b
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 fac0bcf857028475326caed1717e3ee914cbfd88299a53211b101e534a6c9b73
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"final","round":1,"final_of_attempt":2410}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":16384,"rows":4096}: 186.78 us, 101.0% of the roofline floor
 *   bench {"cols":24576,"rows":4096}: 278.62 us, 101.5% of the roofline floor
 *   bench {"cols":14336,"rows":8192}: 327.23 us, 100.9% of the roofline floor
 *   built here for sm_90
 * akops_gelu_and_mul_f32_sm100: variants/gelu_and_mul_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1605, attempt 2382, key de6b8a0fa85b0705dd6bea8f14394b3aab898ce13809b171decfc5fd177f1f46
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 e90df782a28c0d8c27db7d3f4c219b3cf6c45fd2b2ae483bc2e378c04897159c
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_f32_sm120: variants/gelu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1606, attempt 2384, key eae13f865917dedeb1d6a76c91138dff09a3cda7dd2b53962ca1ecc3b7c09a40
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 6becf77f2dc688b334a66f65fe2c70052c0dfaae2259c1c9d8166fe277d405f0
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2376), "akops_gelu_and_mul_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2386), "akops_gelu_and_mul_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2377), "akops_gelu_and_mul_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2378), "akops_gelu_and_mul_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2379), "akops_gelu_and_mul_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2409), "akops_gelu_and_mul_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2380), "akops_gelu_and_mul_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2381), "akops_gelu_and_mul_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2383), "akops_gelu_and_mul_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2411), "akops_gelu_and_mul_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2382), "akops_gelu_and_mul_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2384), "akops_gelu_and_mul_f32_sm120", 0},
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
