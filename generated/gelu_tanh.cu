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
 *   job 675, attempt 1271, key d35564e90c9bdb6532f75b24485fdcb68e0d43e53f1cb361e9e85d824dcac410
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 3f4e904e13c4aff07a5f99fdef3336491501a056d79f7a81dce55c15ebae526a
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_tanh_bf16_sm90: variants/gelu_tanh_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 741, attempt 1371, key d65c986d582050bb29d5af522e5e5da113890910f98f082c1e1f563b01145f0c
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 a769d0821d28dada385facf6d0d05d54d782f71c2454793c1c9675aeb941ab18
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"final","round":1,"final_of_attempt":1339}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 126.46 us, 99.5% of the roofline floor
 *   bench {"n":100663296}: 93.57 us, 100.8% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_bf16_sm100: variants/gelu_tanh_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 676, attempt 1272, key bed2608e66d88af5dbbc5aaf0a84875750a8e919d3f9d579e3e438fd31e41c15
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 e1414a090dd85b7d42a66a6ff6012ecc8639cdb6bd294fb92327038e531b148a
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_bf16_sm120: variants/gelu_tanh_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 677, attempt 1273, key 528d54e25d33436ed17c95490731ff7fc637ae4535699c15fd5f5657b99a91eb
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 6ef9f00b025ad961fa4f70629f8501ef5bff10ac330bf6b4f60639a573a49995
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f16_sm80: variants/gelu_tanh_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 699, attempt 1294, key 2436e918539d5b56870426b41d4bc8e2aba2f741a3926f5545ad9a57a1da8323
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 bc5f5db9323db4bc4e5ce1745302b1fcb1775faa4bbeb7cdccab00e9dd7a721a
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_tanh_f16_sm90: variants/gelu_tanh_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 744, attempt 1359, key 16eee0309f8dc5519543771980305f1dfd0464f5c07380bad38d81d49688f12b
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 00acab0f5659a2383267c55dcdf6fbd49d637f358f23b87bde1b60ea3b8e8de8
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"final","round":1,"final_of_attempt":1344}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 135.81 us, 92.6% of the roofline floor
 *   bench {"n":100663296}: 98.66 us, 95.6% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f16_sm100: variants/gelu_tanh_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 700, attempt 1296, key b1fd69e33e1a33d5cf4dc851be04dd8375ae9cceba263bb52893f222805f5960
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 610bbd214e13c3c485f73a7e4fd5837bf0bdd53097d807817fcf766cce911302
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f16_sm120: variants/gelu_tanh_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 701, attempt 1297, key 09d3eaa6078746312d20dd633429f03098b4f4f9d815428d2a9020d851c1baea
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 1fcaa4b71038b91c9f1c726976d8c986f6b27b3b12ec66a91cd2cd35953e21cb
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":4,"BPS":0,"HINT":1,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gelu_tanh_f32_sm80: variants/gelu_tanh_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 723, attempt 1318, key e0cbcd2a98516770c07cf9ad05078897b837c11bf5ae1f3a7dafc29fa257da9e
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 4df48b5ae4a9f657a5a0fc3d427a5d3c049e1da3e6c278d6f1e8337669da2851
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_gelu_tanh_f32_sm90: variants/gelu_tanh_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 751, attempt 1366, key 5c94600b51cfe33db72999a31c5952eae1348f09fb23ee931829ba2efffe4d48
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 e1a15bc35cbdad51dcdab1ebe53e09cc3c467b2e481aa405ea1a067ffed9a957
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"final","round":1,"final_of_attempt":1354}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   31 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"n":134217728}: 251.59 us, 100.0% of the roofline floor
 *   bench {"n":100663296}: 187.87 us, 100.4% of the roofline floor
 *   built here for sm_90
 * akops_gelu_tanh_f32_sm100: variants/gelu_tanh_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 724, attempt 1320, key 205983fabd4d25ca2fe746f275afc8eaff5006121196d345ad7aebabf3639a90
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 cc27e5d6003d2a9a9aa53714771d2219c5a256adf21d1c1723c77da45d3dd842
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gelu_tanh_f32_sm120: variants/gelu_tanh_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 725, attempt 1321, key 5e67e88839cd2b2e78adc176d6f196b959723506167f07d72071bc4f61d17391
 *   spec sha256 721cb170c4c316265aa05112ebbbe79ff68a7b03ad643fd15fae011b298cafcb, source sha256 672b5ef4be0ef7c991bbc76e04747a1828ad7bac98fec39b2b67bee05166b1a7
 *   proposer template:gelu_tanh/vec, params {"family":"templates/gelu_tanh/vec.cu","template_sha256":"e343c12e0129bdc1c9eeaff4ec26e55ddab4fe518f2cfea3d4a27c7f96f660d2","values":{"BLOCK":128,"UNROLL":2,"BPS":0,"HINT":0,"TANH":0,"OCC":0},"role":"compile-only","round":0}
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

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 0, 0, INT64_C(1271), "akops_gelu_tanh_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1371), "akops_gelu_tanh_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1272), "akops_gelu_tanh_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1273), "akops_gelu_tanh_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(1294), "akops_gelu_tanh_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1359), "akops_gelu_tanh_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1296), "akops_gelu_tanh_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1297), "akops_gelu_tanh_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(1318), "akops_gelu_tanh_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1366), "akops_gelu_tanh_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1320), "akops_gelu_tanh_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1321), "akops_gelu_tanh_f32_sm120"},
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
