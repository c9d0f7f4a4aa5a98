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
 *   job 38, attempt 129, key fb66fa67561c254a0c7a383441fae39d63f51a9cf01c5b7eb0027f73efc3d67c
 *   spec sha256 unknown, source sha256 900baeab5b640a7cf1f8c16365ca05fb808651e2dd939eddf9bdf754706c3dc3
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_tanh_bf16_sm90: variants/gelu_tanh_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 3, attempt 67, key d155e00fc7ca9c66ed957f347201524a4f2ca9d8990a61732151488725ccc348
 *   spec sha256 unknown, source sha256 7558379432eff3a75be817ec67a4f0b3030eb9dc3222587a488f2571d6bf6abc
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"final","round":2,"final_of_attempt":48}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 143.90 us, 88.2% of the roofline floor
 *   bench {"n":100663296}: 115.81 us, 82.2% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_bf16_sm100: variants/gelu_tanh_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 39, attempt 130, key 719a2790614524e9faa337e21aa7a1500d669b0f8ae82b8467c4681b9b3db6a4
 *   spec sha256 unknown, source sha256 20aed4c0577a36345358a1fa16082f4607c93e9816f92f5b259522d74c9621bd
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_bf16_sm120: variants/gelu_tanh_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 40, attempt 131, key eb4f2d26cdaa0bf42f885daddeaffe3675540d93ed8ae67dde75768ca53f2845
 *   spec sha256 unknown, source sha256 146bd91a4af8961bcc728d357f2921e7057661db0cf3074226c6a3733eeebfe1
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f16_sm80: variants/gelu_tanh_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 62, attempt 152, key 0dee75550ab219724993e61de874f21d603828a9bbc4f6664349e6dfe32c9307
 *   spec sha256 unknown, source sha256 bc5f5db9323db4bc4e5ce1745302b1fcb1775faa4bbeb7cdccab00e9dd7a721a
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_tanh_f16_sm90: variants/gelu_tanh_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 14, attempt 81, key 5d3598dd4010304c7d8db22a02e6e4b275450436513180c9885556f70393faf3
 *   spec sha256 unknown, source sha256 00acab0f5659a2383267c55dcdf6fbd49d637f358f23b87bde1b60ea3b8e8de8
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"final","round":1,"final_of_attempt":70}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 143.94 us, 88.2% of the roofline floor
 *   bench {"n":100663296}: 115.81 us, 82.2% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f16_sm100: variants/gelu_tanh_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 63, attempt 154, key b522b90d466b9bcda886b6d1f18601c0470991c39b6850149e9daa432f63cf1f
 *   spec sha256 unknown, source sha256 610bbd214e13c3c485f73a7e4fd5837bf0bdd53097d807817fcf766cce911302
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f16_sm120: variants/gelu_tanh_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 64, attempt 155, key 99d1afdea859e1bd04c02f635fa4f640c6fda7332e40fe6ca6949df926833af5
 *   spec sha256 unknown, source sha256 1fcaa4b71038b91c9f1c726976d8c986f6b27b3b12ec66a91cd2cd35953e21cb
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f32_sm80: variants/gelu_tanh_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 86, attempt 177, key 3bce4953add28a5f5b78c134cc51b446d34801ef0634b9191bb67ddee40ebe91
 *   spec sha256 unknown, source sha256 462abf08c7c82cf827bce484e32e4a857f3a278891ae7af9f54c2c0f8b5910c1
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_tanh_f32_sm90: variants/gelu_tanh_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 31, attempt 122, key c79e64c43a3d0ecac0fa19eb072e31144af8d74c951b6a7cf30b450130081097
 *   spec sha256 unknown, source sha256 46313e8a722aaee687357f422e3745118e7cfc5a4b0524cf775c548c28edeb0a
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"final","round":1,"final_of_attempt":121}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 290.85 us, 87.4% of the roofline floor
 *   bench {"n":100663296}: 217.47 us, 87.7% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f32_sm100: variants/gelu_tanh_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 87, attempt 178, key 4adb6475579b4dc73d36e944d3c2ab237b0403f86cc57a439a0dbf275cf7664b
 *   spec sha256 unknown, source sha256 5760bc7594b141689b24bc45f9eaa9178bcb3a9af077c8c60305da5f04a9124f
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f32_sm120: variants/gelu_tanh_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 88, attempt 179, key 48b12dd25ed96880f7d6aea469390cdca720ebaa264a7693b9d8a1d141dd1126
 *   spec sha256 unknown, source sha256 d5158c1a1f7ba166e5a4889a2b20bd2141a05eef445a0aa5015d547a442f6b7f
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
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

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 0, 0, INT64_C(129), "akops_gelu_tanh_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(67), "akops_gelu_tanh_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(130), "akops_gelu_tanh_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(131), "akops_gelu_tanh_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(152), "akops_gelu_tanh_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(81), "akops_gelu_tanh_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(154), "akops_gelu_tanh_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(155), "akops_gelu_tanh_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(177), "akops_gelu_tanh_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(122), "akops_gelu_tanh_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(178), "akops_gelu_tanh_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(179), "akops_gelu_tanh_f32_sm120"},
};

extern "C" const struct akr_op akr_op_gelu_tanh = {"gelu_tanh", tensors, 2, syms, 1, variants, 12, 0, NULL, NULL};

extern "C" akops_status akops_gelu_tanh(const DLTensor *x, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[2] = {x, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_gelu_tanh, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
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
