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
 *   job 2496, attempt 3516, key 9bd7fc297412ec74b7284d6466098f7d8bb16b686255e2d4d7337486bbce8a19
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 071ac4fa89939d978fa45e560507556a9e1806ba92a251895a226b673cecbf2e
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_tanh_bf16_sm90: variants/gelu_tanh_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2061, attempt 3077, key d04c7bb21010ee73c647260c45ab434c2abbc0bef956414c816e2c5c84ec48ed
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 f629c92b5866ffe50848c4dce5fdc4de757cc37226fbba9ff1d498e3cd11f8a0
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 126.46 us, 99.5% of the roofline floor
 *   bench {"n":100663296}: 93.57 us, 100.8% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_bf16_sm100: variants/gelu_tanh_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2497, attempt 3518, key 359b4619585279a6fda49d2a81d87e13b138cd085cd9a4f5bc83003d07757d1b
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 2174d88af826f49dd4d6a198276dbf0ae521e0997769cd62acb2a0a426a6aba7
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_bf16_sm120: variants/gelu_tanh_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2498, attempt 3519, key cb117c8db6c427963eba407a9d894fae69f83c031c9ba0622c1e8eade4bfb38e
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 95e6f1091c75c9721573fa2adfd09642e0c010af158e8f2c5b76b06905e955c1
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f16_sm80: variants/gelu_tanh_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2541, attempt 3562, key b42cfc4a49d6b6bd24fd8953835f9ed5b33462a0dbe9daba58f0b21b39d10ac2
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 aef6f90e868addf7777c9818df4385d4e92fcb1a1e5dc534717bbf2b4be0d48b
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_tanh_f16_sm90: variants/gelu_tanh_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2064, attempt 3076, key 354fb3f1414e83bc75d79872459a885a354746d67e4eaf5303936c63569fd023
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 49fbf72ef5e9a254d392b7113afe617fa1053e0405a3e9c08121cec287a6f870
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 133.06 us, 94.5% of the roofline floor
 *   bench {"n":100663296}: 98.56 us, 95.7% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f16_sm100: variants/gelu_tanh_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2542, attempt 3563, key 6ba1ca29e644b8a06aa87ab3e7a8b6690f3e71c2b2b27bfa4c3a0333d6559412
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 d20cbb9b01eff0fce1d9c1eb337ee0857dbb71a0ec7b14d704b1d5bbf62180e4
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f16_sm120: variants/gelu_tanh_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2543, attempt 3564, key 26f6871d85f65be6004772faa5166a61bb0949ea9ea421be59ddec3395bd611f
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 ebbaf089db877d73528e87e19b7271f12a331fe8ea4fad2d221615d0312047e5
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f32_sm80: variants/gelu_tanh_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2586, attempt 3607, key 4f295fba1ca6144cf5cc0cfb365d79cc02eaf4e4ddbdfba6d29908f4cbd56f35
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 b525d47c0c7285dfd7334bbc600644ee061e3591d71f70d7dc44c4a90b7d0cd1
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gelu_tanh_f32_sm90: variants/gelu_tanh_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2065, attempt 3073, key 465b5ffd02ea642d8f9282c94d07cf28ad2f253cf7af36e169e6bfda4c968406
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 06ad7ba0cb4044ae959d6af2ec1205be24ed35c0aa7e914e256fc998af46f007
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   31 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 251.65 us, 100.0% of the roofline floor
 *   bench {"n":100663296}: 187.84 us, 100.4% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f32_sm100: variants/gelu_tanh_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2587, attempt 3608, key 6abc8eb27ad5ccca232db2850673604013d9f15ac6d3209ece6712e8b07c9f5c
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 3dbef851aee5124ed231bb1f1e89b24d235f31204c176def6811c9d9804531a4
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f32_sm120: variants/gelu_tanh_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2588, attempt 3609, key 2467459b7966899ee89ae3444c923a88239ff7abcc9cbaa25f373f1f9c495516
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 1a9369231285b9f5119f3d8477078901f21417a5f6d459ecbdabf6801a058f8b
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"001458e45a239bfdca27e4c1caef40e6b70b886e616d1912015ccdcf08c58a25","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","te ...
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3516), "akops_gelu_tanh_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3077), "akops_gelu_tanh_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3518), "akops_gelu_tanh_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3519), "akops_gelu_tanh_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3562), "akops_gelu_tanh_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3076), "akops_gelu_tanh_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3563), "akops_gelu_tanh_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3564), "akops_gelu_tanh_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3607), "akops_gelu_tanh_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3073), "akops_gelu_tanh_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3608), "akops_gelu_tanh_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3609), "akops_gelu_tanh_f32_sm120", 0},
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
