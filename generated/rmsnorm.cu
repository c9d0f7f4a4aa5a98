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
 *   job 228, attempt 446, key 744a320bdbc46a4f1216fa0b4087177d82d6c5312cacc377332e0b6a054339f5
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 bd4a8be1e3d6450cdf00ad5e03e7f905151359cfb72db6ec1f575046df627bb5
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   61 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rmsnorm_bf16_sm90: variants/rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 207, attempt 405, key 13eb8f1aa7bdcb9c0c13b8ef97a7bfbef61a86cc6b2926dc062f3a48d0c3f0be
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 125b078a6a7400aa28e1cae1db7cd7e575b5f6826cfaf181fa42e9c224035c9c
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":1,"final_of_attempt":378}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   61 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 63.26 us, 99.8% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 30.98 us, 101.9% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 125.69 us, 100.4% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100: variants/rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 229, attempt 447, key 8dac941724e6d224b80b6139588c7b949d6faa297a08ffc62a23b04fddb19aba
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 88d438ad63b709363c0ba663cc4791ad962d8a16616e0c756f053f2f4ca64a62
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   63 registers, 256 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120: variants/rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 230, attempt 448, key 425bfefccafbf85ce2f741d2b93ea96e47a432edb269d23985d7f6fb99544602
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 df57bd11f53331da89c8f105e016d9e62e6f509a34f86502097b85edffb0118d
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80: variants/rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 252, attempt 470, key 2ecf92b74a226adad9948648ad02ed95ffe1598e632fd5dbf2cdc7f77345e980
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 c41b880009a61f5164c048adb58711a2e796f415eadef862167bc6463d272dca
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   63 registers, 256 bytes of static shared memory, 32 bytes spilled
 *   built here for sm_80
 * akops_rmsnorm_f16_sm90: variants/rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 288, attempt 521, key aff266317e8d4b8eae517ec86dfc2ce07dbdb71517c118a94b1258d84425851b
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 76ebd20863931dadc5b09ea604b4056aebfc2591a7a3216e08047873eaae49eb
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":1,"final_of_attempt":513}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   61 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 63.20 us, 99.7% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 31.04 us, 101.5% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 126.08 us, 100.0% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100: variants/rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 253, attempt 471, key 8626ddc7b5a5b2b49a5e7821ffbd7310386b8a8d062c849a00b5c257681231f1
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 3dcf8724ae7160bba1430152191668b6d310f241e4a16253e3ad5c4fa33347ae
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120: variants/rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 254, attempt 472, key b24124558d66a8971b8b8f7c6dd8bb2965865a4ef4d133ef006e6a5d25b18606
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 ac95879fe393ff195959261888414d58c442e6f72c9796491686002ba28a40be
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80: variants/rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 276, attempt 494, key 37fe37b0fe682c66c1092ff4590d8d1018648c5c98fdd05221795580ec3ba143
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 3520af1f3902d019aa437160ad4fa0c5dd9bfe46a369b1ce4f0ccfc457b004f1
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":512,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rmsnorm_f32_sm90: variants/rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 298, attempt 546, key 52d9f322d21cfbdfdae4fa51a121ba4a32d4a54d1fb3ea5a4db0ec7a4afd387f
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 bb45ce9382f0da8cd8aaeae7c88cacc66f896f49ba6d51c088f529d8d23e0104
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":512,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"final","round":1,"final_of_attempt":545}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 126.78 us, 100.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 62.66 us, 101.3% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 257.98 us, 98.4% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100: variants/rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 277, attempt 495, key a8e156e99c3a8ebdf58cf9338491d8c08bcefef89ceabd07747317693b07a4a3
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 2197433cd65160151d487f648b4a675d2c43467e4e72b645493340ce9d535540
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":512,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120: variants/rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 278, attempt 496, key cb15272304060c79538bec770b8ef47052efdf65277c835aa8f8a2c32bf1e2f0
 *   spec sha256 b3db7c1251d4df5e213cdd21a36a307d66b24edcc1c71a09ee6da850638bd30f, source sha256 db6afdd76023b9ea81fd3e1d51b512a86691105330ab07d67154763cb131bfab
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"021291e2a4538506a21be9e1b31300c3f21582a1dd0d52c735d899aba10acc81","values":{"BLOCK":512,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   74 registers, 128 bytes of static shared memory, 0 bytes spilled
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(446), "akops_rmsnorm_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(405), "akops_rmsnorm_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(447), "akops_rmsnorm_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(448), "akops_rmsnorm_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(470), "akops_rmsnorm_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(521), "akops_rmsnorm_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(471), "akops_rmsnorm_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(472), "akops_rmsnorm_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(494), "akops_rmsnorm_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(546), "akops_rmsnorm_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(495), "akops_rmsnorm_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(496), "akops_rmsnorm_f32_sm120"},
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
