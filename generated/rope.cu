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
 *   job 47, attempt 138, key 27926b90691189889625fe151bf65c848ed28677cd107c1e020f5c92ab3331a5
 *   spec sha256 unknown, source sha256 e3983407f5ec377bf001da3a0ddce39394f7d8b503861a8b8b11a744662b4765
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_bf16_sm90: variants/rope_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 6, attempt 66, key da97d1147eb31416f3eaa4223e6393272aee6a6eea3457f6a9b4013831e45c1b
 *   spec sha256 unknown, source sha256 39279fa7026ed0eb3d5f8302f8f037c89a21e3dae194075e3e663c4d75c3faca
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"final","round":2,"final_of_attempt":54}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 77.09 us, 82.9% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 77.23 us, 83.4% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 38.59 us, 83.5% of the roofline floor
 *   built here for sm_90
 * akops_rope_bf16_sm100: variants/rope_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 48, attempt 140, key 451b9bdd41400508cec5c0740a8a928d0c98fb514462cc004ec9a992f59f6e23
 *   spec sha256 unknown, source sha256 83a4295d597f68fdd519300631c3480027483e9fc1cef00c1943cbb8b07024d8
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_bf16_sm120: variants/rope_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 49, attempt 139, key e6066d7f0d09d4966a548f41c7d83c57516a64c0913357f3332c0ee4eeb42acc
 *   spec sha256 unknown, source sha256 c285c5534453551b9c4a567ed88ab7f00561a6bcb3b51ba2320d8259ee06b8f3
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   75 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f16_sm80: variants/rope_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 71, attempt 162, key 6969c4f60a4046194ddc77676d51e92a9a11ae908a87d7c4768cbc34aca2dd74
 *   spec sha256 unknown, source sha256 619a96a4e7e6faf5dee9741b3897bb9bd52b5ded647ec4a7b4df9f7161467158
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_f16_sm90: variants/rope_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 12, attempt 80, key f9093d73dceb14604499259c8e82a5bd56dfcadec39ebd1e8df57610f586e723
 *   spec sha256 unknown, source sha256 9f77927ef3ecfd92c4591ff6007ac5845e2e9df1b09708d95c298a6a663f822a
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"final","round":1,"final_of_attempt":72}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 82.59 us, 77.4% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 84.19 us, 76.5% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 42.24 us, 76.3% of the roofline floor
 *   built here for sm_90
 * akops_rope_f16_sm100: variants/rope_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 72, attempt 163, key 422d1eb7b090d67ebda4afced2a1448bfc2534d5781fc35cb2912c1871a5d031
 *   spec sha256 unknown, source sha256 ec72b31c466753c68d6d96431660e546cfa12d1898ec698c16cb1a88f0fdca9e
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f16_sm120: variants/rope_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 73, attempt 164, key 16f5b060322a2f6bc07169a261269fada3589789ea6bbf0b26929358e240c9c2
 *   spec sha256 unknown, source sha256 719206635a9957a596cdadb117a66687b0eecdca5df1a3dda966437dc8a42e09
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   75 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f32_sm80: variants/rope_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 95, attempt 187, key 5dd9e0401aedd107a262dea9fe3b8fdad256576702ff0417494404823ef448eb
 *   spec sha256 unknown, source sha256 f32c5c3100c8e8f51461377857a82fa5940aa124a2f3f0c2d222f96c2b93ade2
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_f32_sm90: variants/rope_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 28, attempt 117, key 7cc0430ad2d24e3fa95bc8cf463b8db4dcf643a559fc70fb9bea9a272172c782
 *   spec sha256 unknown, source sha256 0157436ff0ab44e5d064c9d998d80165370fb44f9a710daa5e2276513f2ac5e7
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"final","round":2,"final_of_attempt":103}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 145.54 us, 87.8% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 155.62 us, 82.8% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 74.56 us, 86.4% of the roofline floor
 *   built here for sm_90
 * akops_rope_f32_sm100: variants/rope_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 96, attempt 186, key 7d261e09c6e60f7e2a2be3849a389561f95ef2279304ceb5a10a4238ff3f1f67
 *   spec sha256 unknown, source sha256 878fa736b70572b0a172fe9acf451fb4bff47b42ebebbc6d37527dc9865005aa
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f32_sm120: variants/rope_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 97, attempt 188, key 1c754bc65841c92156c80711d0615d5e412445843c3e993b96838a1f6210b436
 *   spec sha256 unknown, source sha256 1b34b3505997808d55c0fff6d3d0ffa4bf36bb0ea45a71f97b6816508ac8f707
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(138), "akops_rope_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(66), "akops_rope_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(140), "akops_rope_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(139), "akops_rope_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(162), "akops_rope_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(80), "akops_rope_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(163), "akops_rope_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(164), "akops_rope_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(187), "akops_rope_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(117), "akops_rope_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(186), "akops_rope_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(188), "akops_rope_f32_sm120"},
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
