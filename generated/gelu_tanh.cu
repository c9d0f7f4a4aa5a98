/* gelu_tanh.cu: the dispatcher of akops_gelu_tanh, written by akgen 0.1.0 from specs/gelu_tanh.yaml; do not edit.
 *
 * y = 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3))), elementwise
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_gelu_tanh_bf16_sm80: variants/gelu_tanh_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1499, attempt 2276, key bb101c8093274531eaa10b0821e948bce068218aea799cd27dc93ad768a6e6d4
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 f56d5337e6301806c063889a7fce83cfe70ebd93a5bb75ccabbcbc90dd466ec1
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_tanh_bf16_sm90: variants/gelu_tanh_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1608, attempt 2391, key d04c7bb21010ee73c647260c45ab434c2abbc0bef956414c816e2c5c84ec48ed
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 f629c92b5866ffe50848c4dce5fdc4de757cc37226fbba9ff1d498e3cd11f8a0
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 126.50 us, 99.4% of the roofline floor
 *   bench {"n":100663296}: 93.54 us, 100.8% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_bf16_sm100: variants/gelu_tanh_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1500, attempt 2278, key 4783150bae955b38b407888319b33415a4d4efd1a6074d7398fc5b9e140d76b7
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 a3c7f15dadb8ab93baf17d937349d1e7fe805769ad720eeff0272e5279464a14
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_bf16_sm120: variants/gelu_tanh_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1501, attempt 2279, key 6bf5e147b62b9f1af2062e9261dcbaf5d0a6ccf26c1264dee0d4c2fa0dcf7b20
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 b21db01b1b21e3a12b317a73eafd5576c536588472e45520ee4963d76658ffd6
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f16_sm80: variants/gelu_tanh_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1535, attempt 2312, key 71b44023657c089cea5848ca40797c184f7b8e60a48dfb5af6a5d58807e9e020
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 d6657c9dc5398dab0f80cdcfd70e7f6ae8751b18e4d869ed3ff581af6206e56c
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_tanh_f16_sm90: variants/gelu_tanh_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1609, attempt 2392, key 354fb3f1414e83bc75d79872459a885a354746d67e4eaf5303936c63569fd023
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 b1d543bcac7d2f379f1edfc2612cf609e81eaa8214a3f261537b673d916d3b18
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 135.68 us, 92.7% of the roofline floor
 *   bench {"n":100663296}: 98.69 us, 95.6% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f16_sm100: variants/gelu_tanh_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1536, attempt 2314, key 3a6af067da1f2ce445afa50b5f4afa4f307bf885e53f6edcb01c5ea6918beb61
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 9fb1f199effb9d7b225b9e62bc8d58041c1e9da501b78285298b352c038b00a3
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f16_sm120: variants/gelu_tanh_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1537, attempt 2315, key e4c8c285e5168f4fab9775e46fe8011dcb1ac1c44350f8e6abd8e48fb09119d2
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 d2ce8c0999a7bf1efc868c07f40fb703953ce6fcea06240f7593697538f31e91
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f32_sm80: variants/gelu_tanh_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1571, attempt 2349, key 8cf992cfd2fefc88d1f004a4178547a71812c7c21be0037994684d0faeaf4a3f
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 f919b58bc981a729fbe6c099cdcd701089f496f0c53480aeb44abf1a54881999
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_tanh_f32_sm90: variants/gelu_tanh_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1610, attempt 2390, key 465b5ffd02ea642d8f9282c94d07cf28ad2f253cf7af36e169e6bfda4c968406
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 06ad7ba0cb4044ae959d6af2ec1205be24ed35c0aa7e914e256fc998af46f007
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   31 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 251.52 us, 100.0% of the roofline floor
 *   bench {"n":100663296}: 187.81 us, 100.4% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f32_sm100: variants/gelu_tanh_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1572, attempt 2350, key 20d4d13a3366d8519a3fbcf1ca8f89f0e36ceac0ff77cf5d2cdd2ddece71c839
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 350595e5d2e46dd764a1e61fb6ad7573d9b780abbe00d1204be6bc2011aad4c7
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f32_sm120: variants/gelu_tanh_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1573, attempt 2351, key b58caf4d29870ff17a15bd4c6356fdc33764abd6f92742bc01276ed6c1cad928
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 2577363d411a0f7be92b0d7a2f5876ea1ab62eb08f1d5acb4d8f2f747f4303c2
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   36 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_gelu_tanh_bf16_sm80(
	const __nv_bfloat16 *x,
	__nv_bfloat16 *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(
	const __nv_bfloat16 *x,
	__nv_bfloat16 *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_bf16_sm100(
	const __nv_bfloat16 *x,
	__nv_bfloat16 *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_bf16_sm120(
	const __nv_bfloat16 *x,
	__nv_bfloat16 *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_f16_sm80(
	const __half *x,
	__half *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_f16_sm90(
	const __half *x,
	__half *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_f16_sm100(
	const __half *x,
	__half *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_f16_sm120(
	const __half *x,
	__half *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_f32_sm80(
	const float *x,
	float *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_f32_sm90(
	const float *x,
	float *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_f32_sm100(
	const float *x,
	float *y,
	int64_t n,
	cudaStream_t stream);
extern "C" cudaError_t akops_gelu_tanh_f32_sm120(
	const float *x,
	float *y,
	int64_t n,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{0, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{0, 0}}},
};

static const struct akr_sym syms[] = {
	{"n", INT64_C(1), INT64_C(2684354560)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2276), "akops_gelu_tanh_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2391), "akops_gelu_tanh_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2278), "akops_gelu_tanh_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2279), "akops_gelu_tanh_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2312), "akops_gelu_tanh_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2392), "akops_gelu_tanh_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2314), "akops_gelu_tanh_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2315), "akops_gelu_tanh_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2349), "akops_gelu_tanh_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2390), "akops_gelu_tanh_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2350), "akops_gelu_tanh_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2351), "akops_gelu_tanh_f32_sm120", 0},
};

extern "C" const struct akr_op akr_op_gelu_tanh = {"gelu_tanh", tensors, 2, syms, 1, variants, 12, NULL, NULL, 0, 0, 0, NULL, NULL};

extern "C" akops_status akops_gelu_tanh(const DLTensor *x, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[2] = {x, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_gelu_tanh, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_gelu_tanh, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_bf16_sm80", akops_gelu_tanh_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], (__nv_bfloat16 *)c.ptr[1], c.sym[0], stream));
	case 1:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_bf16_sm90", akops_gelu_tanh_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], (__nv_bfloat16 *)c.ptr[1], c.sym[0], stream));
	case 2:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_bf16_sm100", akops_gelu_tanh_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], (__nv_bfloat16 *)c.ptr[1], c.sym[0], stream));
	case 3:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_bf16_sm120", akops_gelu_tanh_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], (__nv_bfloat16 *)c.ptr[1], c.sym[0], stream));
	case 4:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_f16_sm80", akops_gelu_tanh_f16_sm80((const __half *)c.ptr[0], (__half *)c.ptr[1], c.sym[0], stream));
	case 5:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_f16_sm90", akops_gelu_tanh_f16_sm90((const __half *)c.ptr[0], (__half *)c.ptr[1], c.sym[0], stream));
	case 6:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_f16_sm100", akops_gelu_tanh_f16_sm100((const __half *)c.ptr[0], (__half *)c.ptr[1], c.sym[0], stream));
	case 7:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_f16_sm120", akops_gelu_tanh_f16_sm120((const __half *)c.ptr[0], (__half *)c.ptr[1], c.sym[0], stream));
	case 8:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_f32_sm80", akops_gelu_tanh_f32_sm80((const float *)c.ptr[0], (float *)c.ptr[1], c.sym[0], stream));
	case 9:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_f32_sm90", akops_gelu_tanh_f32_sm90((const float *)c.ptr[0], (float *)c.ptr[1], c.sym[0], stream));
	case 10:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_f32_sm100", akops_gelu_tanh_f32_sm100((const float *)c.ptr[0], (float *)c.ptr[1], c.sym[0], stream));
	case 11:
		return akr_cuda(&akr_op_gelu_tanh, "akops_gelu_tanh_f32_sm120", akops_gelu_tanh_f32_sm120((const float *)c.ptr[0], (float *)c.ptr[1], c.sym[0], stream));
	}
	return akr_fail(&akr_op_gelu_tanh, AKOPS_ERR_ARCH, "no variant %d", v);
}
