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
 *   job 687, attempt 1282, key f8e49f49558106417ca42bef21b655ce97eb0b7cf4a01b46b73fd2ae718c5be4
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 28077d2e746987a9bd389d37c38c0bbec50f8ea7016a0caac95685e7f6a1aadb
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_silu_and_mul_bf16_sm90: variants/silu_and_mul_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 742, attempt 1358, key 18c2e3b36a3d287ac0b951f7516f6bde1b2e6ec0c39c9889f603d4cf198cad28
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 62c483d55a37ecb59a38dca015b762a95f3bcbd190118b4e854024f515830270
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"final","round":1,"final_of_attempt":1338}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 183.59 us, 102.8% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 79.81 us, 103.4% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 160.56 us, 102.8% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_bf16_sm100: variants/silu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 688, attempt 1284, key 612e4443a06139542380f7acc8b63aca241b676c6b4aad12323169ecf4be367b
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 9b859c283e0970422b8eb8092079d8d91b6908bc35a3d16f95cf40408c85444b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120: variants/silu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 689, attempt 1285, key e8b650a9974cbc4bb850ca0a65652969403309db895326ca3a3110224940e0ca
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 7a972be48489635f146746afa8a662338b17ed19b773f6369bad4097c4980bb2
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80: variants/silu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 711, attempt 1306, key 23a33ed4e854b4fe530532fa1043804460df1f31ea80bd73d7468d03c5f82f7f
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 4e488490ccbddd5e14450dbd1a651078873d78afa79cbeaa9c2b36b671f9c71a
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_silu_and_mul_f16_sm90: variants/silu_and_mul_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 748, attempt 1350, key 103724b25af8e96b16cf6b6657bd11cba92648c5d700c246b5df2fe36b93c17b
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 45c77fac484eb659b32b71ecc3019fdf3decfda5f6fcc1df50637c4fb5706f2e
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"final","round":1,"final_of_attempt":1337}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 183.59 us, 102.8% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 79.81 us, 103.4% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 160.58 us, 102.8% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f16_sm100: variants/silu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 712, attempt 1308, key dc1d8a37f99904892f58029cc3d20e2c6a6ce9270c0a1d5f87945e05871b134b
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 04b5c47598996511138920ab221e74f7b55917cb828b3fa813944cfbb9ce5835
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120: variants/silu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 713, attempt 1309, key 2d4b3f682b47c17a83c425e57e7f538c33d56a3a770a433b2a24c71622f93ac4
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 6a98a72c725e717f04a95d4c75467c027046cf2309e5b59b327019d5f3d7f414
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80: variants/silu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 735, attempt 1331, key 54686aa89d55354e4d307c9e1899851c6f8488d2ef725df068116574dd0d8806
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 410697bd86e41482359e0f1b63927c905156cc7bfe8d54dee28d46acf6176412
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_silu_and_mul_f32_sm90: variants/silu_and_mul_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 758, attempt 1368, key 5ec26a12e4541a33b48803b15194f5dfc22eccba1e0ee25445fcd38f39d7ad3a
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 ee29687d4544cbea0c9ea670278c02f49db4a129361eadee6201e2791e198bdb
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"final","round":1,"final_of_attempt":1355}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 367.97 us, 102.6% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 159.78 us, 103.3% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 321.99 us, 102.6% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f32_sm100: variants/silu_and_mul_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 736, attempt 1333, key 959f555219dc048bd84e03fe118c8a4c98afbbe01e4f5590fd0b274eafbc16ed
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 096820a2ae8fc4352edb96b09f34fe4db417f6f93b02e4e9341dfa44ed5e7e0d
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120: variants/silu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 737, attempt 1332, key dfc2eb87d023e64f6639b6a0215053eba6dc61696233d2e196216df91cf73f6b
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(1282), "akops_silu_and_mul_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1358), "akops_silu_and_mul_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1284), "akops_silu_and_mul_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1285), "akops_silu_and_mul_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(1306), "akops_silu_and_mul_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1350), "akops_silu_and_mul_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1308), "akops_silu_and_mul_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1309), "akops_silu_and_mul_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(1331), "akops_silu_and_mul_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1368), "akops_silu_and_mul_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1333), "akops_silu_and_mul_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1332), "akops_silu_and_mul_f32_sm120"},
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
