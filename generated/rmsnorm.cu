/* rmsnorm.cu: the dispatcher of akops_rmsnorm, written by akgen 0.1.0 from specs/rmsnorm.yaml; do not edit.
 *
 * y = x / sqrt(mean(x^2 over the last dim) + eps) * w
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_rmsnorm_bf16_sm80: variants/rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 351, attempt 694, key 2d6b2c19b66f0114d34c47219cc203933b4d86cfecf506af69dfe287e4c5490d
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 c36b001cf00652aeaf8d1a2e7add70f4b0c65ef6277ec2f261eb0cd8718d84bf
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   61 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rmsnorm_bf16_sm90: variants/rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 343, attempt 650, key f00c5349eec76a972ceda9b458e98c927b8a1239bab484216c0f0c7487c40b75
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 0f5814ce8ee9b7dc0ef2f5bbf0beb5e45145fe9a22f002311f5a1af942513c04
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"role":"final","round":1,"final_of_attempt":641}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   61 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 63.14 us, 99.8% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 30.91 us, 102.0% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 125.66 us, 100.3% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100: variants/rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 354, attempt 698, key e4b54873c8bea6ab9890af777ffab617b2f587580a0e84ded9459c4f25478406
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 6f99eb252efe045408853b8aaeeb2bb2bbbea5ae60bcbf6cc23be02ddb250345
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120: variants/rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 355, attempt 699, key a7e56df1f1460cfee5a956f5770f4183d7058d82ab97690cc1ae66fc4a5a92e9
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 3a8b3ac2782c52947105d1fab34cee9c4c26f64317abe2d25127dae0097c2973
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80: variants/rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 362, attempt 706, key 0469ee00f5d92a6a80d6d6299148f3dfe82091def0c77eac730ea28cf6f8f63b
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 b5afd55cc3d12e8a496a55132cd7cbe6f49194ecd770b162c26631da1d202840
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   63 registers, 256 bytes of static shared memory, 32 bytes spilled
 *   built here for sm_80
 * akops_rmsnorm_f16_sm90: variants/rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 347, attempt 692, key ae0c2883c0d69d706f8f4ac9bc3b44519cf44eaf6e0ede34156e7ba162891e3d
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 5c1b5b05cbe5f9e3656fcb48061e7cc45da3853688cc4b1e5a47fd46773d7f4d
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"role":"final","round":1,"final_of_attempt":688}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   61 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 63.17 us, 99.8% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 31.04 us, 101.6% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 126.21 us, 99.9% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100: variants/rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 363, attempt 707, key 9ecc4e92884d52aa6b54b6ff1079bcb3868d524459eb3b323186319b02387484
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 5472afd8a33021ae72c72ba2f792ae1f0e83f88468ea35c0e28058bb983f5b66
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120: variants/rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 364, attempt 708, key 1039d6930f5db8b66e0006792e1f87ab0bd0ab1ca1261d79339158690964fe70
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 7199429256766fc62998f3fab7b6b222b651e95c6c1f09672f54ec7d4fc86f49
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80: variants/rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 371, attempt 715, key 8da7271c30065d8dffe0ab2c2ec46d8e9d276d6ec350d8d69cae9e91028e4448
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 9397ab3d70da1fedc56e2f639c97302b7881fab480eb8ab3fda719d3d40301c4
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 256 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_80
 * akops_rmsnorm_f32_sm90: variants/rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 346, attempt 683, key 124b5a9152ee1810a3d68579f7b88798c3ee05ff0e4b77513ccca8ba4ada1219
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 ffc7b678c0e0c948fdb140eb6ec6e377a5b2a45320b399ea0ef30406efe390d7
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0},"role":"final","round":3,"final_of_attempt":668}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 126.27 us, 99.8% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 62.94 us, 100.1% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 256.35 us, 98.3% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100: variants/rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 372, attempt 716, key 729db9a290116f45c50c8c5fa745e490c98bd28e61bfebc406a7cfc1014479d0
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 602610b06802c1d80930bba386500b99df800d5e889648aef4a16b12b279e956
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120: variants/rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 373, attempt 717, key a8997a3a3d3c7c797766d2db55b0191574de86695dbae3f963b8cfc9da647f1b
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 c7d619d2ded0f32d9b370f50fb4a4c9ae8b1b59875f09627fee6588564c9e9ae
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"1299ea7b36af7ecc2a7efa3e75e7e672ce4526d926bfea23b2f1a7c593285bf9","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   70 registers, 256 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_rmsnorm_bf16_sm80(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm90(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm100(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm120(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm80(
	const __half *x,
	const __half *w,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm90(
	const __half *x,
	const __half *w,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm100(
	const __half *x,
	const __half *w,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm120(
	const __half *x,
	const __half *w,
	__half *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm80(
	const float *x,
	const float *w,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm90(
	const float *x,
	const float *w,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm100(
	const float *x,
	const float *w,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm120(
	const float *x,
	const float *w,
	float *y,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
	{"w", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(2147483647)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 0, 0, INT64_C(694), "akops_rmsnorm_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(650), "akops_rmsnorm_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(698), "akops_rmsnorm_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(699), "akops_rmsnorm_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(706), "akops_rmsnorm_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(692), "akops_rmsnorm_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(707), "akops_rmsnorm_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(708), "akops_rmsnorm_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(715), "akops_rmsnorm_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(683), "akops_rmsnorm_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(716), "akops_rmsnorm_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(717), "akops_rmsnorm_f32_sm120"},
};

extern "C" const struct akr_op akr_op_rmsnorm = {"rmsnorm", tensors, 3, syms, 2, variants, 12, 0, NULL, NULL};

extern "C" akops_status akops_rmsnorm(const DLTensor *x, const DLTensor *w, DLTensor *y, float eps, cudaStream_t stream)
{
	const DLTensor *t[3] = {x, w, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_rmsnorm, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (!(eps > 0 && eps < 1))
		return akr_fail(&akr_op_rmsnorm, AKOPS_ERR_SCALAR_RANGE, "eps = %g is outside (0, 1)", (double)eps);
	st = akr_pick(&akr_op_rmsnorm, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm80", akops_rmsnorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 1:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm90", akops_rmsnorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 2:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm100", akops_rmsnorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 3:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm120", akops_rmsnorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 4:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm80", akops_rmsnorm_f16_sm80((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm90", akops_rmsnorm_f16_sm90((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm100", akops_rmsnorm_f16_sm100((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm120", akops_rmsnorm_f16_sm120((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm80", akops_rmsnorm_f32_sm80((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm90", akops_rmsnorm_f32_sm90((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm100", akops_rmsnorm_f32_sm100((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm120", akops_rmsnorm_f32_sm120((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_rmsnorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
