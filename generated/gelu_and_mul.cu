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
 *   job 849, attempt 1470, key 37f81d3722b8b11fe29e9a8b673a8179c07ab75dcac4baeee183ba9145681c69
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 9032455c9a633e57d432c96eee6dbe4ebcfadccf4c3c76d610185a77c5a33aee
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_and_mul_bf16_sm90: variants/gelu_and_mul_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 988, attempt 1683, key 67f28dc5742dd29f7b468465047f51bff773ef1d0886d27e630b6e6b30d928d9
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 73ad39c5cfd2c5e3c3e34204dba85a387e65565b442e46a22c7f0d79172b8e64
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"final","round":1,"final_of_attempt":1682}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":16384,"rows":4096}: 93.50 us, 100.9% of the roofline floor
 *   bench {"cols":24576,"rows":4096}: 138.59 us, 102.1% of the roofline floor
 *   bench {"cols":14336,"rows":8192}: 162.14 us, 101.8% of the roofline floor
 *   built here for sm_90
 * akops_gelu_and_mul_bf16_sm100: variants/gelu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 851, attempt 1471, key 83ebb017ecb0636d060ee6a4bee9d3a76a43609968ae3fa3b54e76573c69f26f
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 6fc36e1bf4e2bc385656a39fff9b2d631664be9777b0eb3693c0622f16d4ac81
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_bf16_sm120: variants/gelu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 850, attempt 1469, key 59ee8ab12add5493e6926a2bc97bb7da24c7a725bf78cc486ac9ba3c440d11c9
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 59e1dec321df38e0c567bed7bc03dcc0124c4d75de3c5394d1da8942580990f7
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_and_mul_f16_sm80: variants/gelu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 853, attempt 1473, key a2aedf559d3fead355d1ca3c12c54d73159cf32a9553af04cf9852f990dca297
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 75ae85e2a826f56eec162835a473cf797cc1877234fe97bda79b490f7bb590e9
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_and_mul_f16_sm90: variants/gelu_and_mul_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 990, attempt 1686, key f0188c6b409bbfdece805d6f9854611ef1b66b2c27fb3121667ca18cd4e809d5
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 10455cd9e65645e3a2cd3685c2ddebec9984df15782ff7decbb21ab6b6fb257e
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"final","round":1,"final_of_attempt":1684}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":16384,"rows":4096}: 93.60 us, 100.8% of the roofline floor
 *   bench {"cols":24576,"rows":4096}: 138.75 us, 102.0% of the roofline floor
 *   bench {"cols":14336,"rows":8192}: 161.79 us, 102.0% of the roofline floor
 *   built here for sm_90
 * akops_gelu_and_mul_f16_sm100: variants/gelu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 855, attempt 1475, key 6355d08bed380eb63ead70e45863836ffb0ac47d6d35e52f191e37085f7a8100
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 a1e980b4771454d1375df0544c76453ffb84d220667c43922e57f6119540769a
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_f16_sm120: variants/gelu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 856, attempt 1476, key bc490f0b0519cba658cc4801d9c0f1feac2d63a7cdee131369a93553bd9cae98
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 b5880caff05e511e48ca5e6b91f907e7825c1c90cd5575aa446039e61e498a73
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_and_mul_f32_sm80: variants/gelu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 857, attempt 1477, key 7abe803e0ba30e7ac157e47d03ccc7b737e6e21d7d65b03ef966e4dfaed171bb
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 094e70442d1b75db73a3da46658e2ce7bd6094397d179920e1fb1f7a80ba32a2
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   46 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_and_mul_f32_sm90: variants/gelu_and_mul_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 989, attempt 1687, key a9d7a9b8e4e67c84c1cf6d5d4803ee91bbbaa61239b9843c9f1da739ddf245ff
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 fadc3a504c6e01a525915f3d1ab8883b1c9b1c4d50d7f866f604eb81da78b7d5
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"final","round":1,"final_of_attempt":1685}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":16384,"rows":4096}: 186.88 us, 100.9% of the roofline floor
 *   bench {"cols":24576,"rows":4096}: 278.75 us, 101.5% of the roofline floor
 *   bench {"cols":14336,"rows":8192}: 327.58 us, 100.8% of the roofline floor
 *   built here for sm_90
 * akops_gelu_and_mul_f32_sm100: variants/gelu_and_mul_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 859, attempt 1479, key e46169fe93bc470257a6a2f160853867134c9f7d0f643684a24b7a1700d81e02
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 6d9e1b797fa440aa72b0377ff4339c56ad0d77d8a1dbe4703e879cfdad0cc5dd
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_f32_sm120: variants/gelu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 860, attempt 1480, key a149851ce31570eb830672d16fa9150542de4e2b40618f52c82c21b770f3cc0d
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 d065cf1e7808abc23132b9b7bf3c3eb539ac2420ecfb190a834a30bb5e94b17e
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
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

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1470), "akops_gelu_and_mul_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1683), "akops_gelu_and_mul_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1471), "akops_gelu_and_mul_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1469), "akops_gelu_and_mul_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1473), "akops_gelu_and_mul_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1686), "akops_gelu_and_mul_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1475), "akops_gelu_and_mul_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1476), "akops_gelu_and_mul_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1477), "akops_gelu_and_mul_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1687), "akops_gelu_and_mul_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1479), "akops_gelu_and_mul_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1480), "akops_gelu_and_mul_f32_sm120", 0},
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
