/* silu_and_mul.cu: the dispatcher of akops_silu_and_mul, written by akgen 0.1.0 from specs/silu_and_mul.yaml; do not edit.
 *
 * y = silu(gate) * up = gate / (1 + exp(-gate)) * up, elementwise
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_silu_and_mul_bf16_sm80: variants/silu_and_mul_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 50, attempt 141, key 14da383dae11205e854ac59e5fd55abe4c1a51609f0a47ddaca06cd58c5adb40
 *   spec sha256 unknown, source sha256 28077d2e746987a9bd389d37c38c0bbec50f8ea7016a0caac95685e7f6a1aadb
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_silu_and_mul_bf16_sm90: variants/silu_and_mul_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 7, attempt 43, key 46e470659889dc6de569d88e46684c01ec6342b6611e57fc3dc60631f2f970e5
 *   spec sha256 unknown, source sha256 62c483d55a37ecb59a38dca015b762a95f3bcbd190118b4e854024f515830270
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"final","round":2,"final_of_attempt":26}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 190.05 us, 100.1% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 86.27 us, 96.5% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 166.66 us, 99.9% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_bf16_sm100: variants/silu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 51, attempt 142, key eccf6a92bbc3adf3c00179245ff41974b51a8b871be4b2334d198cfc4425de07
 *   spec sha256 unknown, source sha256 9b859c283e0970422b8eb8092079d8d91b6908bc35a3d16f95cf40408c85444b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120: variants/silu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 52, attempt 143, key 221569dad3a3c598c5c16b0bcca0a1db46389b68bd4598b9812e7715b7bcfd27
 *   spec sha256 unknown, source sha256 7a972be48489635f146746afa8a662338b17ed19b773f6369bad4097c4980bb2
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80: variants/silu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 74, attempt 165, key 1e8a502e963b497e167a09cfc538d4f73530dc9762fd294a16ec027b807b71af
 *   spec sha256 unknown, source sha256 4e488490ccbddd5e14450dbd1a651078873d78afa79cbeaa9c2b36b671f9c71a
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_silu_and_mul_f16_sm90: variants/silu_and_mul_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 13, attempt 86, key 65652a3b1d2d74bd889ee030cb661dafcdea8a726733a6015059a7d75cb8d628
 *   spec sha256 unknown, source sha256 45c77fac484eb659b32b71ecc3019fdf3decfda5f6fcc1df50637c4fb5706f2e
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"final","round":1,"final_of_attempt":78}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 190.05 us, 100.1% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 86.31 us, 96.5% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 166.66 us, 99.9% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f16_sm100: variants/silu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 75, attempt 166, key 0d486428218f7c8b4e06de63ea0b602d0a0e40a733f1ddeae3586972e6914e25
 *   spec sha256 unknown, source sha256 04b5c47598996511138920ab221e74f7b55917cb828b3fa813944cfbb9ce5835
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120: variants/silu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 76, attempt 167, key 3cd59e053b439f46c4c69e99094c9eec13c8a3939e9addc0b9e96879c3c0c811
 *   spec sha256 unknown, source sha256 6a98a72c725e717f04a95d4c75467c027046cf2309e5b59b327019d5f3d7f414
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80: variants/silu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 98, attempt 189, key 653cf3a26bbc215c5cd92a04694e340257d44e3da70e4a4169b26492a153eb98
 *   spec sha256 unknown, source sha256 410697bd86e41482359e0f1b63927c905156cc7bfe8d54dee28d46acf6176412
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_silu_and_mul_f32_sm90: variants/silu_and_mul_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 29, attempt 113, key 13be16d641fd9941f071e774bc26096304e714ca85b2860478b41201c1413280
 *   spec sha256 unknown, source sha256 ee29687d4544cbea0c9ea670278c02f49db4a129361eadee6201e2791e198bdb
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"final","round":1,"final_of_attempt":105}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 372.99 us, 102.0% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 165.63 us, 100.5% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 326.53 us, 102.0% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f32_sm100: variants/silu_and_mul_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 99, attempt 191, key deb3cdcbbfab67f3665b300163038cf018b6d580d9366d18e0b3b0b61e493983
 *   spec sha256 unknown, source sha256 096820a2ae8fc4352edb96b09f34fe4db417f6f93b02e4e9341dfa44ed5e7e0d
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120: variants/silu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 100, attempt 190, key 57a6166d954f80d5435c10a73aa8be9286c0b40bd4396b8f739bad9f0de09a47
 *   spec sha256 unknown, source sha256 b9d0722615df7c605a0f55e4018abc66862e54dcb8106f43a485153fd379e4a2
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_silu_and_mul_bf16_sm80(
	const __nv_bfloat16 *gate,
	const __nv_bfloat16 *up,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm90(
	const __nv_bfloat16 *gate,
	const __nv_bfloat16 *up,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm100(
	const __nv_bfloat16 *gate,
	const __nv_bfloat16 *up,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm120(
	const __nv_bfloat16 *gate,
	const __nv_bfloat16 *up,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm80(
	const __half *gate,
	const __half *up,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm90(
	const __half *gate,
	const __half *up,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm100(
	const __half *gate,
	const __half *up,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm120(
	const __half *gate,
	const __half *up,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm80(
	const float *gate,
	const float *up,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm90(
	const float *gate,
	const float *up,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm100(
	const float *gate,
	const float *up,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm120(
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(141), "akops_silu_and_mul_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(43), "akops_silu_and_mul_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(142), "akops_silu_and_mul_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(143), "akops_silu_and_mul_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(165), "akops_silu_and_mul_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(86), "akops_silu_and_mul_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(166), "akops_silu_and_mul_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(167), "akops_silu_and_mul_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(189), "akops_silu_and_mul_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(113), "akops_silu_and_mul_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(191), "akops_silu_and_mul_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(190), "akops_silu_and_mul_f32_sm120"},
};

extern "C" const struct akr_op akr_op_silu_and_mul = {"silu_and_mul", tensors, 3, syms, 2, variants, 12, 0, NULL, NULL};

extern "C" akops_status akops_silu_and_mul(const DLTensor *gate, const DLTensor *up, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[3] = {gate, up, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_silu_and_mul, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	st = akr_pick(&akr_op_silu_and_mul, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm80", akops_silu_and_mul_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 1:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm90", akops_silu_and_mul_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 2:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm100", akops_silu_and_mul_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 3:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm120", akops_silu_and_mul_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 4:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm80", akops_silu_and_mul_f16_sm80((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 5:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm90", akops_silu_and_mul_f16_sm90((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 6:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm100", akops_silu_and_mul_f16_sm100((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 7:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm120", akops_silu_and_mul_f16_sm120((const __half *)c.ptr[0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 8:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm80", akops_silu_and_mul_f32_sm80((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 9:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm90", akops_silu_and_mul_f32_sm90((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 10:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm100", akops_silu_and_mul_f32_sm100((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], stream));
	case 11:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm120", akops_silu_and_mul_f32_sm120((const float *)c.ptr[0], (const float *)c.ptr[1], (float *)c.ptr[2], c.sym[0], c.sym[1], stream));
	}
	return akr_fail(&akr_op_silu_and_mul, AKOPS_ERR_ARCH, "no variant %d", v);
}
