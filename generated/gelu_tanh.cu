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
 *   job 134, attempt 295, key 51b5b97954b1d1f207fbdf9a0ee29fa9081fffb07b889078d4f0cd3f5864ccbc
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 675b2612fd03d14bb9f19973108ba7104765bfe9d86ad18c6ac8e5ee1083c071
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_tanh_bf16_sm90: variants/gelu_tanh_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 107, attempt 226, key 170be580200701898159ded76049bd7309f6542dbfbfdf883ce3e94d3fe4ff8a
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 0659dcabad2a6b34d6820517923526fe8819d21948c31bfedfad292e9799469b
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"final","round":2,"final_of_attempt":211}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 128.54 us, 98.1% of the roofline floor
 *   bench {"n":100663296}: 97.38 us, 97.1% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_bf16_sm100: variants/gelu_tanh_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 135, attempt 296, key 8bc8f87a3a490097ff8cd8878316fd903017ec221f70860315b3579656b6e8d8
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 68d7e94b8dfb5b5740527dbfb611648d5749ef53759781e23a95ddd78439fe87
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   45 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_bf16_sm120: variants/gelu_tanh_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 136, attempt 297, key 9f0aa09e497a21b7ed012fabcf1efccc06f79a1d727aa1d06c34c9f36f358d5c
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 42fdda78818a7d9012f9a6abae2caf12d42b7d84c5b35a1b371021b3fc7832b6
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f16_sm80: variants/gelu_tanh_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 158, attempt 319, key c74a5fd30555712fe38663e4f316f187f3b57f48f98c90213cd28e8c792e6775
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 bc5f5db9323db4bc4e5ce1745302b1fcb1775faa4bbeb7cdccab00e9dd7a721a
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_tanh_f16_sm90: variants/gelu_tanh_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 120, attempt 288, key bb04cfa8a7e99bf560f47c647870a82a60ed0e7d46ea80be43471ea7ac5d0f05
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 00acab0f5659a2383267c55dcdf6fbd49d637f358f23b87bde1b60ea3b8e8de8
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"final","round":2,"final_of_attempt":271}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 134.34 us, 93.9% of the roofline floor
 *   bench {"n":100663296}: 101.12 us, 93.6% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f16_sm100: variants/gelu_tanh_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 159, attempt 320, key d41a17dc46aa4f849355f47d713bec14c5d7034bb5ecb834755c34ed4e93e524
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 610bbd214e13c3c485f73a7e4fd5837bf0bdd53097d807817fcf766cce911302
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f16_sm120: variants/gelu_tanh_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 160, attempt 321, key 4550e3443bb5ffd69630d143f6e78f389d82c45cfc0e7d19a00a84b2ff8369e2
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 1fcaa4b71038b91c9f1c726976d8c986f6b27b3b12ec66a91cd2cd35953e21cb
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f32_sm80: variants/gelu_tanh_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 182, attempt 342, key e3e30b16ec88d11b3410abd8749cca81f08e187300847aa01d39c098ededa9ff
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 30ab47a1964e36e481b068a150ad5e9839007545d37db62d8fb6bea4d5e55846
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_tanh_f32_sm90: variants/gelu_tanh_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 114, attempt 257, key dda18f7efc498255e02b052cf120b6da439a807edd1ff9de3f1429cfa35c9a35
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 4285515bab2d115c07cd3db15b38b77377d1aa1eacbeba62cd36748c58e60371
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"final","round":2,"final_of_attempt":240}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 258.85 us, 97.4% of the roofline floor
 *   bench {"n":100663296}: 194.78 us, 97.1% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f32_sm100: variants/gelu_tanh_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 183, attempt 344, key e8bb409c7e54aeb1843fc4888e72e144bf39be6d41dc7da372faecb8349e945f
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 0093d21c0f126fd207dc7db618855de95619c535e430287d75a8fa65de32dc95
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f32_sm120: variants/gelu_tanh_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 184, attempt 345, key c20dbb25ded48e3e5127d2424fda5b275f96d38e6914e2b3f144972695b04c28
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 c2586855e432981f63a43aaf3311c0d32102e9a30284f2e70511773c62fcb0f3
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(295), "akops_gelu_tanh_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(226), "akops_gelu_tanh_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(296), "akops_gelu_tanh_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(297), "akops_gelu_tanh_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(319), "akops_gelu_tanh_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(288), "akops_gelu_tanh_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(320), "akops_gelu_tanh_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(321), "akops_gelu_tanh_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(342), "akops_gelu_tanh_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(257), "akops_gelu_tanh_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(344), "akops_gelu_tanh_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(345), "akops_gelu_tanh_f32_sm120"},
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
