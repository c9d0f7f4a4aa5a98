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
 *   job 765, attempt 1386, key fe22bd1899cdf2d1fee4849ce0a606c4324384d30a0592d21370ec5bff3474d0
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 9032455c9a633e57d432c96eee6dbe4ebcfadccf4c3c76d610185a77c5a33aee
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_and_mul_bf16_sm90: variants/gelu_and_mul_bf16_sm90.cu
 *   compiled only: no GPU of sm_90 judged it; not verified, not timed
 *   job 768, attempt 1385, key 9a4a861f8d17d01938e97eb4add3e8ba2fec871e79b9ba46c904631caef41db0
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 04fa914ec64d7f89d61e7187e4d3533ccb3020dbd0b8a172ff70263dbb03d414
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_90
 * akops_gelu_and_mul_bf16_sm100: variants/gelu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 767, attempt 1388, key 4297e1236e234ec90c9c9b59370e8d366ea15bf58444824f63d817dea26ab1db
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 6fc36e1bf4e2bc385656a39fff9b2d631664be9777b0eb3693c0622f16d4ac81
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_bf16_sm120: variants/gelu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 766, attempt 1387, key fc69010d12b1fead74694f2fb039e07d26a22c89e2eac3b05e87ac2b5c2c83de
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 59e1dec321df38e0c567bed7bc03dcc0124c4d75de3c5394d1da8942580990f7
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_and_mul_f16_sm80: variants/gelu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 769, attempt 1389, key 0674309144ce059762f02d08f1f1ee9a4392ae29ae2bbe2f0f30dfb912dfcbec
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 75ae85e2a826f56eec162835a473cf797cc1877234fe97bda79b490f7bb590e9
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_and_mul_f16_sm90: variants/gelu_and_mul_f16_sm90.cu
 *   compiled only: no GPU of sm_90 judged it; not verified, not timed
 *   job 770, attempt 1390, key 2500df905a2d470847cbbccb8755691b3c75988e3b2c77532547531753cafcdf
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 25238da95d64995f983752debb48654e4e1d98ab929b46aa7180a8b39f0a6c46
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_90
 * akops_gelu_and_mul_f16_sm100: variants/gelu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 771, attempt 1391, key e9ecedd678711d41f299d57609d7522440ad028ce58efb8d068cf8418e140c79
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 a1e980b4771454d1375df0544c76453ffb84d220667c43922e57f6119540769a
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_f16_sm120: variants/gelu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 772, attempt 1392, key 7feaad2bf8c6336d7e8b57efdefb196016c564a1e8049d936ceb4d2db6e8687a
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 b5880caff05e511e48ca5e6b91f907e7825c1c90cd5575aa446039e61e498a73
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_and_mul_f32_sm80: variants/gelu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 773, attempt 1393, key d3da05bd944e34e7ae74b42da393e6e284dbba14feac1f3d3fc77b30bad1e60f
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 094e70442d1b75db73a3da46658e2ce7bd6094397d179920e1fb1f7a80ba32a2
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   46 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_and_mul_f32_sm90: variants/gelu_and_mul_f32_sm90.cu
 *   compiled only: no GPU of sm_90 judged it; not verified, not timed
 *   job 774, attempt 1394, key 32d13ebca3d5e7fe811156e2d17e7db3d3a5efec59db03485bb608b7ad85b5b8
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 51a87f1d85953b5f396e77eece02812b5a8caf051766a66a5f358cedb333fe30
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_90
 * akops_gelu_and_mul_f32_sm100: variants/gelu_and_mul_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 775, attempt 1395, key 3df7bbcf134ae502592060fd795c1c6b8b2a99bd97a546b74af63076bc063bcc
 *   spec sha256 70c76cd41379e000f9ffa5343d18abc40b5ef3a234925bb7050705f1bdb9d666, source sha256 6d9e1b797fa440aa72b0377ff4339c56ad0d77d8a1dbe4703e879cfdad0cc5dd
 *   proposer command:sh, params {"backend":"command","model":"","endpoint":"","extract":"one code block","tries":1,"role":"compile-only","round":1}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_and_mul_f32_sm120: variants/gelu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 776, attempt 1396, key a5d6a54cea7f7c61738b82a78a200883c3163e8a3eb80c174181e6d28345c794
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

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 0, 0, INT64_C(1386), "akops_gelu_and_mul_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 0, INT64_C(1385), "akops_gelu_and_mul_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1388), "akops_gelu_and_mul_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1387), "akops_gelu_and_mul_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(1389), "akops_gelu_and_mul_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 0, INT64_C(1390), "akops_gelu_and_mul_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1391), "akops_gelu_and_mul_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1392), "akops_gelu_and_mul_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(1393), "akops_gelu_and_mul_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 0, INT64_C(1394), "akops_gelu_and_mul_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1395), "akops_gelu_and_mul_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1396), "akops_gelu_and_mul_f32_sm120"},
};

extern "C" const struct akr_op akr_op_gelu_and_mul = {"gelu_and_mul", tensors, 3, syms, 2, variants, 12, 0, NULL, NULL};

extern "C" akops_status akops_gelu_and_mul(const DLTensor *gate, const DLTensor *up, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[3] = {gate, up, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_gelu_and_mul, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
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
