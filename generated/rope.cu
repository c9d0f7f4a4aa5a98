/* rope.cu: the dispatcher of akops_rope, written by akgen 0.1.0 from specs/rope.yaml; do not edit.
 *
 * y = x * cos + rotate_half(x) * sin on x[batch, heads, seq, dim], rotate_half(x) =
 * cat(-x[dim/2:], x[:dim/2]), tables [seq, dim]
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_rope_bf16_sm80: variants/rope_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 430, attempt 862, key 7d7d2945b94cac6739aacb7b71dc1e93013d54bd875113ad8f7b228955b921d1
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 d990baaf0b285946d4482a334127dfe97af9b4009b2fe5957e176d6bc9013a2b
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":1,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_bf16_sm90: variants/rope_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 425, attempt 848, key efff69364a6c1dcfa38a8c394612946ad0efa4c181f6c6340738db5638bbece2
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 b63081a581a70bc3aba1d28b7d88d9d6aaa4b7c5ec0bfee021fccdff595b80ff
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":1,"HINT":1,"SHFL":0},"role":"final","round":5,"final_of_attempt":833}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 64.89 us, 97.9% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 66.27 us, 96.6% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 32.54 us, 98.4% of the roofline floor
 *   built here for sm_90
 * akops_rope_bf16_sm100: variants/rope_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 429, attempt 863, key feedcc349fa162d865b635f9b07df7a7f1bcf4d61c33166e7bd121d36c82ddc4
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 c76a82acfbbe860ec4a03ec3942e6488b72d00db9afe6f58abfc4ced5e505ebb
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":1,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_bf16_sm120: variants/rope_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 431, attempt 864, key 6ac2b8a55ea0dc6f9bb4b6bc6abed5fd813a435178312e506aabb5f4add21583
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 5feddcf9785a95e59e9797c7473fb3d04e26094073f125936268584f851454e6
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":1,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f16_sm80: variants/rope_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 435, attempt 868, key b7f38560edeba134cf71fadb6525c4eceeb46db4c6bcde135bd48a887dab060c
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 4bf6d61debb16783386205d960acbd8645fdbe60aeec89bcd763c3611661ab1d
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_f16_sm90: variants/rope_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 428, attempt 860, key 0336532871dff3406b957fe3cb8532f58dc43afb6e5ea14bfaeba64708ca0377
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 e200cb6ff3f33bcb57c105c7ba15b59c6c150868e9c23ca1ce51d6ad567d2fea
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"final","round":2,"final_of_attempt":852}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 65.31 us, 97.3% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 66.24 us, 96.7% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 32.73 us, 97.8% of the roofline floor
 *   built here for sm_90
 * akops_rope_f16_sm100: variants/rope_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 436, attempt 869, key 0df6c55cc0a2751ccdd987471ba0cf34346c4c6cdd4985f4702b9ef663324a40
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 d0876c9937c07334d7148a07d2235544bb2e58f7483a0e7610623a3d433198a0
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f16_sm120: variants/rope_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 437, attempt 870, key b2a92c406f91f4d2a013bf65cfaa3a2807499e4f357bebc6ccd41d3a454e727e
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 ad861f40b70d62e3b095a74b44084e34e3fba9de1e7710665609439a137ff092
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   62 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f32_sm80: variants/rope_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 438, attempt 871, key c7f5b078f630446e00b14664c098780dceb6dd46e7a43867b7d0007a6628d2a2
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 0acd2c7201a230cdafda0b0de97d4587e2fd2b390128a1340307ba293efb0bf9
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_f32_sm90: variants/rope_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 427, attempt 861, key 0e5e7bdb4ffe7c9146149410baf0cb3b1412f687d875d593a616e790c8c2d98e
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 a5869f4604acf07b66de0262e654d2fad4c71eedd73f67f8b886d9aa1b26d423
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"final","round":2,"final_of_attempt":850}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 128.41 us, 98.9% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 135.29 us, 94.6% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 65.26 us, 98.1% of the roofline floor
 *   built here for sm_90
 * akops_rope_f32_sm100: variants/rope_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 439, attempt 872, key d1e3214b020a44ea2c19b5fc67e4bd0f92cb6b4342c7585cd692a08161446747
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 62b8e9470ab50ca03364c88d791c93e99629e24505303676a6c11381747096f5
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f32_sm120: variants/rope_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 440, attempt 873, key 56898a831667a43340953b23aa32a64afec83ea466ae0a44740e05e4de78d336
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 da3d8a886b7e9a69d444689e1a6599f79b572a539ed48f6124110d275db795b2
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"e0f5603bc223160289892c7d3b1bf36c28b823acb236ed430752dda83ad168e4","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_rope_bf16_sm80(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *cos_tab,
	const __nv_bfloat16 *sin_tab,
	__nv_bfloat16 *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_bf16_sm90(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *cos_tab,
	const __nv_bfloat16 *sin_tab,
	__nv_bfloat16 *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_bf16_sm100(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *cos_tab,
	const __nv_bfloat16 *sin_tab,
	__nv_bfloat16 *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_bf16_sm120(
	const __nv_bfloat16 *x,
	const __nv_bfloat16 *cos_tab,
	const __nv_bfloat16 *sin_tab,
	__nv_bfloat16 *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f16_sm80(
	const __half *x,
	const __half *cos_tab,
	const __half *sin_tab,
	__half *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f16_sm90(
	const __half *x,
	const __half *cos_tab,
	const __half *sin_tab,
	__half *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f16_sm100(
	const __half *x,
	const __half *cos_tab,
	const __half *sin_tab,
	__half *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f16_sm120(
	const __half *x,
	const __half *cos_tab,
	const __half *sin_tab,
	__half *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f32_sm80(
	const float *x,
	const float *cos_tab,
	const float *sin_tab,
	float *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f32_sm90(
	const float *x,
	const float *cos_tab,
	const float *sin_tab,
	float *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f32_sm100(
	const float *x,
	const float *cos_tab,
	const float *sin_tab,
	float *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f32_sm120(
	const float *x,
	const float *cos_tab,
	const float *sin_tab,
	float *y,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 4, {{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
	{"cos_tab", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{2, 0}, {3, 0}}},
	{"sin_tab", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{2, 0}, {3, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 4, {{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
};

static const struct akr_sym syms[] = {
	{"batch", INT64_C(1), INT64_C(65536)},
	{"heads", INT64_C(1), INT64_C(1024)},
	{"seq", INT64_C(1), INT64_C(1048576)},
	{"dim", INT64_C(2), INT64_C(512)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 0, 0, INT64_C(862), "akops_rope_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(848), "akops_rope_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(863), "akops_rope_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(864), "akops_rope_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(868), "akops_rope_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(860), "akops_rope_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(869), "akops_rope_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(870), "akops_rope_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(871), "akops_rope_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(861), "akops_rope_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(872), "akops_rope_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(873), "akops_rope_f32_sm120"},
};

/* the spec's constraints */
static int constraints(const int64_t *sym, const int *esize)
{
	int okv = 1, *ok = &okv;

	(void)sym;
	(void)esize;
	/* dim % 2 == 0 */
	if (!(akr_mod(sym[3], INT64_C(2), ok) == INT64_C(0)))
		return 0;
	return okv;
}

extern "C" const struct akr_op akr_op_rope = {"rope", tensors, 4, syms, 4, variants, 12, 0, constraints, "dim % 2 == 0"};

extern "C" akops_status akops_rope(const DLTensor *x, const DLTensor *cos_tab, const DLTensor *sin_tab, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[4] = {x, cos_tab, sin_tab, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_rope, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	st = akr_pick(&akr_op_rope, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_rope, "akops_rope_bf16_sm80", akops_rope_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 1:
		return akr_cuda(&akr_op_rope, "akops_rope_bf16_sm90", akops_rope_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 2:
		return akr_cuda(&akr_op_rope, "akops_rope_bf16_sm100", akops_rope_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 3:
		return akr_cuda(&akr_op_rope, "akops_rope_bf16_sm120", akops_rope_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 4:
		return akr_cuda(&akr_op_rope, "akops_rope_f16_sm80", akops_rope_f16_sm80((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 5:
		return akr_cuda(&akr_op_rope, "akops_rope_f16_sm90", akops_rope_f16_sm90((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 6:
		return akr_cuda(&akr_op_rope, "akops_rope_f16_sm100", akops_rope_f16_sm100((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 7:
		return akr_cuda(&akr_op_rope, "akops_rope_f16_sm120", akops_rope_f16_sm120((const __half *)c.ptr[0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 8:
		return akr_cuda(&akr_op_rope, "akops_rope_f32_sm80", akops_rope_f32_sm80((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 9:
		return akr_cuda(&akr_op_rope, "akops_rope_f32_sm90", akops_rope_f32_sm90((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 10:
		return akr_cuda(&akr_op_rope, "akops_rope_f32_sm100", akops_rope_f32_sm100((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 11:
		return akr_cuda(&akr_op_rope, "akops_rope_f32_sm120", akops_rope_f32_sm120((const float *)c.ptr[0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	}
	return akr_fail(&akr_op_rope, AKOPS_ERR_ARCH, "no variant %d", v);
}
