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
 *   job 146, attempt 307, key 173c22fed8a567589ad3aef63978e1f0dfe0360157ecbfd6d31d69308b781b7c
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 28077d2e746987a9bd389d37c38c0bbec50f8ea7016a0caac95685e7f6a1aadb
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_silu_and_mul_bf16_sm90: variants/silu_and_mul_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 106, attempt 222, key ec9e45fd1b7bd397a54df54eb798db25468c526e22b8f4591d734e85cac20419
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 62c483d55a37ecb59a38dca015b762a95f3bcbd190118b4e854024f515830270
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"final","round":1,"final_of_attempt":202}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 184.29 us, 102.6% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 80.16 us, 103.2% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 160.86 us, 102.9% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_bf16_sm100: variants/silu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 147, attempt 308, key c4031bfc35199eea42a80b5ed7dcac591fa1c6a0e376384f13ada4651f15ac7e
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 9b859c283e0970422b8eb8092079d8d91b6908bc35a3d16f95cf40408c85444b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120: variants/silu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 148, attempt 309, key bf7896238575c0c209c9aed26823c6b0326ff5ffa0ff5218e794cfe10e91c2e4
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 7a972be48489635f146746afa8a662338b17ed19b773f6369bad4097c4980bb2
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80: variants/silu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 170, attempt 330, key 680db1bd9929f5741e554ae31cfdf861149a47caa27ed08b18ccddaf8ca65a5e
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 4e488490ccbddd5e14450dbd1a651078873d78afa79cbeaa9c2b36b671f9c71a
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_silu_and_mul_f16_sm90: variants/silu_and_mul_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 126, attempt 283, key 143024ba5e4543dad145ea6e6e17f1b2b9db9d5a9c145a77cfb8b7cd272ecfbc
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 45c77fac484eb659b32b71ecc3019fdf3decfda5f6fcc1df50637c4fb5706f2e
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"final","round":1,"final_of_attempt":272}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 184.41 us, 102.6% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 80.19 us, 103.3% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 160.70 us, 103.1% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f16_sm100: variants/silu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 171, attempt 332, key a817fa5d4a3b07d95469f263b81b74e90a4e7cb2bfe401265ebc61161c67ca31
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 04b5c47598996511138920ab221e74f7b55917cb828b3fa813944cfbb9ce5835
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120: variants/silu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 172, attempt 333, key 9d6bd96059ba4b4ed13ac5c6c0e6115c701e655d45dd19f6cb1f04570f96d2aa
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 6a98a72c725e717f04a95d4c75467c027046cf2309e5b59b327019d5f3d7f414
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80: variants/silu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 194, attempt 355, key 4115b4e4a65f7c4dcf5f2eb281019c7d3755cd4f251648ae72440c7d440bd630
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 410697bd86e41482359e0f1b63927c905156cc7bfe8d54dee28d46acf6176412
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_silu_and_mul_f32_sm90: variants/silu_and_mul_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 118, attempt 248, key e3bfddf3f832a1fea4b34f879e402ee85c6042c1a40a4a02eaa9c14475515ad3
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 ee29687d4544cbea0c9ea670278c02f49db4a129361eadee6201e2791e198bdb
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"final","round":1,"final_of_attempt":237}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 369.12 us, 102.5% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 160.48 us, 103.1% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 321.98 us, 102.8% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f32_sm100: variants/silu_and_mul_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 195, attempt 356, key 33497ab093a1eb41ed5df61d5c00d9f74857576444f5b494d352f42047938083
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 096820a2ae8fc4352edb96b09f34fe4db417f6f93b02e4e9341dfa44ed5e7e0d
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120: variants/silu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 196, attempt 357, key da38c841bd861a629cf57e5050859c361f4985d9d5c0c68eeffc0183a5ea3e6d
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 b9d0722615df7c605a0f55e4018abc66862e54dcb8106f43a485153fd379e4a2
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(307), "akops_silu_and_mul_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(222), "akops_silu_and_mul_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(308), "akops_silu_and_mul_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(309), "akops_silu_and_mul_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(330), "akops_silu_and_mul_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(283), "akops_silu_and_mul_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(332), "akops_silu_and_mul_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(333), "akops_silu_and_mul_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(355), "akops_silu_and_mul_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(248), "akops_silu_and_mul_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(356), "akops_silu_and_mul_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(357), "akops_silu_and_mul_f32_sm120"},
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
