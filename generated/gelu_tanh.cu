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
 *   job 783, attempt 1404, key 1197b5a9d76b55accf946f5a87b3b4aa3896f67480a376bc9bcb5da48d829c0e
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 f56d5337e6301806c063889a7fce83cfe70ebd93a5bb75ccabbcbc90dd466ec1
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_tanh_bf16_sm90: variants/gelu_tanh_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 985, attempt 1681, key 073dc68d25295d9c4a11608db34f3d4c70bd5c73da78bae444ca9dd5131b2fe7
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 250afd8b710b27698166bf39689a620e2b8f7c44d8497b95b36219de5d6ba7d6
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 126.53 us, 99.4% of the roofline floor
 *   bench {"n":100663296}: 93.55 us, 100.8% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_bf16_sm100: variants/gelu_tanh_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 784, attempt 1403, key 42dbb3980a83d34edcbba30b432a9d48e194fa4e3810a9716fe2242149414c79
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 a3c7f15dadb8ab93baf17d937349d1e7fe805769ad720eeff0272e5279464a14
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_bf16_sm120: variants/gelu_tanh_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 785, attempt 1405, key de167e773950566e3a98f5f4d9662c27142cab7a19bdedd34918881d79e493f2
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 b21db01b1b21e3a12b317a73eafd5576c536588472e45520ee4963d76658ffd6
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f16_sm80: variants/gelu_tanh_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 807, attempt 1426, key 29b73ec28d146c02384055f509288f5d1bb17246b0feabb031e2398f4f8bbb9f
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 d6657c9dc5398dab0f80cdcfd70e7f6ae8751b18e4d869ed3ff581af6206e56c
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_tanh_f16_sm90: variants/gelu_tanh_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 986, attempt 1680, key 9eda48633ee9906c90114cd803909d78a45409bc2126b7bfa537d47f8e9b1d8d
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 adec485a0b240d5794b2fb08e314debca302753121def6e7435fcdc090d6d38c
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 135.81 us, 92.6% of the roofline floor
 *   bench {"n":100663296}: 98.69 us, 95.6% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f16_sm100: variants/gelu_tanh_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 808, attempt 1428, key 409367584a5839c8d612ea54dbab75f3deb53c855a24b41091512bf00ff95f00
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 9fb1f199effb9d7b225b9e62bc8d58041c1e9da501b78285298b352c038b00a3
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f16_sm120: variants/gelu_tanh_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 809, attempt 1429, key c16dc3c751901280e72b4bc9626a2f5012643f33ee47984f3ca2a615e3788308
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 d2ce8c0999a7bf1efc868c07f40fb703953ce6fcea06240f7593697538f31e91
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f32_sm80: variants/gelu_tanh_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 831, attempt 1450, key 46e4cc79b582e5aa74d154f6bc8d23e2840cc6b5567a9189fa04d3a8132bee54
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 f919b58bc981a729fbe6c099cdcd701089f496f0c53480aeb44abf1a54881999
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_tanh_f32_sm90: variants/gelu_tanh_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 987, attempt 1679, key c8f669e67b87d02d2d9e8008a3021f9f2a139ddab2ea3b0bf5a65c62ae1ae5e0
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 e0700c26e4c7e0bbdf840ca77d71fccf3f279a8e766ed54fc55cfd5511a8c51c
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   31 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 251.55 us, 100.0% of the roofline floor
 *   bench {"n":100663296}: 187.87 us, 100.4% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f32_sm100: variants/gelu_tanh_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 832, attempt 1452, key 5c88e2490e93cf2af839b2d648f2c60e6b424ba5635f10a221f7f32e88075895
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 350595e5d2e46dd764a1e61fb6ad7573d9b780abbe00d1204be6bc2011aad4c7
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"557be6eca370971cea0508e3f85cdb5c26122304bee7ac55dcc7851f2cc9148b","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f32_sm120: variants/gelu_tanh_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 833, attempt 1453, key c8c99855f3232e57a47897fdd85daa697e31c9a8b9194f5f7ce7e5db4a457b13
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

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{0, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{0, 0}}},
};

static const struct akr_sym syms[] = {
	{"n", INT64_C(1), INT64_C(2684354560)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1404), "akops_gelu_tanh_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1681), "akops_gelu_tanh_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1403), "akops_gelu_tanh_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1405), "akops_gelu_tanh_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1426), "akops_gelu_tanh_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1680), "akops_gelu_tanh_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1428), "akops_gelu_tanh_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1429), "akops_gelu_tanh_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1450), "akops_gelu_tanh_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1679), "akops_gelu_tanh_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1452), "akops_gelu_tanh_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1453), "akops_gelu_tanh_f32_sm120", 0},
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
