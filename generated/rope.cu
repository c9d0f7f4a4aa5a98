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
 *   job 143, attempt 304, key 351650a179ace3735817b818a8ef4ac12514a9971cb396491329a47d15ff1585
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 df8c8d86c9fee2199e12cd0344f61ec7646992bf16e44088303c999d4e670136
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":128,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_bf16_sm90: variants/rope_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 105, attempt 232, key 8c22e0c79e96da5db2547d8aa9a206e212dd4f49fb88fbc8f96e1b4647289786
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 fddd7e07cc309e5e94d8b2d4b7178b88d72fd4ec1535bb26b79ac6d455a82492
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":128,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"final","round":2,"final_of_attempt":219}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 71.04 us, 89.4% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 72.67 us, 88.1% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 34.43 us, 93.0% of the roofline floor
 *   built here for sm_90
 * akops_rope_bf16_sm100: variants/rope_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 144, attempt 305, key 70444680a6bb96552daf892de41f7efb869e0d0ffca1a74a349ad8ce77468da3
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 2c38c4b8ffe7c272481ce7ff33836796450e008ad366912b5ee09efe02a8dee5
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":128,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_bf16_sm120: variants/rope_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 145, attempt 306, key 6afcd5535853c4faa8162bdb09fbdce665e106ccd3367da69be01dddf8938248
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 adfb3c31ed1144cdcee85a63afdf64a2bf261af37d91781f9dfe426f8e301637
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":128,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f16_sm80: variants/rope_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 167, attempt 328, key 6809ca06f969bbf84aebea302c993d2b8c1cb769e42c2de6a70e94ebb264a52d
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 619a96a4e7e6faf5dee9741b3897bb9bd52b5ded647ec4a7b4df9f7161467158
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_f16_sm90: variants/rope_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 122, attempt 282, key a0d0cb6e71885f998145b8e7c2d04cde00d23c81a42bbea0766e22d2b4da4c73
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 9f77927ef3ecfd92c4591ff6007ac5845e2e9df1b09708d95c298a6a663f822a
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"final","round":1,"final_of_attempt":277}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 74.78 us, 85.0% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 76.58 us, 83.7% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 36.86 us, 86.9% of the roofline floor
 *   built here for sm_90
 * akops_rope_f16_sm100: variants/rope_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 168, attempt 329, key 492840a963a769b44c94c9ac0555803c39bd3697205f41a3a2fc792cd4dc9ec5
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 ec72b31c466753c68d6d96431660e546cfa12d1898ec698c16cb1a88f0fdca9e
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f16_sm120: variants/rope_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 169, attempt 331, key 9cea0fd7e899a2dbadb9eef9aa3a78cd9f19082ca3d859ec7cd6898b2ff73643
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 719206635a9957a596cdadb117a66687b0eecdca5df1a3dda966437dc8a42e09
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   75 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f32_sm80: variants/rope_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 191, attempt 352, key 428164b1c29bedc6a126adaf4d16ddd8e4d5bd6d6c099b58b406a2df860e4725
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 f32c5c3100c8e8f51461377857a82fa5940aa124a2f3f0c2d222f96c2b93ade2
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_f32_sm90: variants/rope_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 117, attempt 269, key 4ef02ae247cbbaf30fd06bd8d1b51b8903e63fd2a4c15b841c1cb6b77a755173
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 0157436ff0ab44e5d064c9d998d80165370fb44f9a710daa5e2276513f2ac5e7
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"final","round":2,"final_of_attempt":243}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 136.67 us, 93.0% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 142.14 us, 90.1% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 68.19 us, 93.9% of the roofline floor
 *   built here for sm_90
 * akops_rope_f32_sm100: variants/rope_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 192, attempt 353, key cbd5f9b65a593b3af6f7bbdb2256b715b869bab222aa0544c2ca4a75ff7d9de0
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 878fa736b70572b0a172fe9acf451fb4bff47b42ebebbc6d37527dc9865005aa
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f32_sm120: variants/rope_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 193, attempt 354, key 1987247aa8d3cd0b27b51882e7a139df1afbc1c120822337e2f67583a0e45a0a
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 1b34b3505997808d55c0fff6d3d0ffa4bf36bb0ea45a71f97b6816508ac8f707
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(304), "akops_rope_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(232), "akops_rope_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(305), "akops_rope_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(306), "akops_rope_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(328), "akops_rope_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(282), "akops_rope_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(329), "akops_rope_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(331), "akops_rope_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(352), "akops_rope_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(269), "akops_rope_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(353), "akops_rope_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(354), "akops_rope_f32_sm120"},
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
