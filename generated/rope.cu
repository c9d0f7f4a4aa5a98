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
 *   job 231, attempt 449, key 96753f1e91930b6966d3fd18d440e9b522753f7251798e6f3ea6d4dfc62406c5
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 d56069759b4b4cd1d74cb47e6a602d6403a5c45808a1e5c5740820be7222e64e
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":64,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_bf16_sm90: variants/rope_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 209, attempt 432, key a1c05697d9f2c437efaf5556b2c8508ffc67e31a556527f8f00d6df089573e32
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 b8eab70ae721e44e6cfbf009c256dbbff5628742cfe5396781caf0486319109c
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":64,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"final","round":2,"final_of_attempt":413}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 66.75 us, 95.3% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 68.00 us, 94.3% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 33.63 us, 95.3% of the roofline floor
 *   built here for sm_90
 * akops_rope_bf16_sm100: variants/rope_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 232, attempt 450, key 0876daee8b53c62bb9535dd8d3a74d80f5e6bbae556534e007cf36a7995bd969
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 1ad49e99426065944c80ffc787206934497a524afcd2def3a8ae2f7ed0a77193
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":64,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_bf16_sm120: variants/rope_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 233, attempt 451, key bbc017a409fba3fae5c0de05f97146c3d2761fcaec869c820be115479afddbc2
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 b90f57510905feaf8de32c079617b9ac0787d2446f6c6982ba59239d2b9d0577
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":64,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f16_sm80: variants/rope_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 255, attempt 473, key a43a72985c24d5e4635174aaf43ce578261a868bda6933f9b2cd15582f97beb9
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 619a96a4e7e6faf5dee9741b3897bb9bd52b5ded647ec4a7b4df9f7161467158
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_f16_sm90: variants/rope_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 294, attempt 520, key cc93ff7505299ce83d677e113d8d5dc95afeb11d1616f48531ce407c10c6197d
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 9f77927ef3ecfd92c4591ff6007ac5845e2e9df1b09708d95c298a6a663f822a
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"final","round":1,"final_of_attempt":509}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 72.19 us, 88.0% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 73.50 us, 87.1% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 36.22 us, 88.4% of the roofline floor
 *   built here for sm_90
 * akops_rope_f16_sm100: variants/rope_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 256, attempt 474, key e8c08a4413e9298b5b14b20d87852a4d87437c0be17603fc8ed3e7ccbbaa3589
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 ec72b31c466753c68d6d96431660e546cfa12d1898ec698c16cb1a88f0fdca9e
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f16_sm120: variants/rope_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 257, attempt 475, key 73b1b5dd3c57ccf17419015f07651aea5d4292b985d73aad9b669d38164bcdf6
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 719206635a9957a596cdadb117a66687b0eecdca5df1a3dda966437dc8a42e09
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   75 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f32_sm80: variants/rope_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 279, attempt 497, key f104d9afba23f34e447ac2e8f99959976e0b735c23e7ba28c0b5180ad02dd872
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 f32c5c3100c8e8f51461377857a82fa5940aa124a2f3f0c2d222f96c2b93ade2
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_f32_sm90: variants/rope_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 214, attempt 431, key 194f347227b633f7f5c1e7c622a3eb17d4263a5338e2ab3724016b7bc1f060ad
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 0157436ff0ab44e5d064c9d998d80165370fb44f9a710daa5e2276513f2ac5e7
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"final","round":1,"final_of_attempt":419}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 131.81 us, 96.5% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 135.20 us, 94.8% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 67.14 us, 95.5% of the roofline floor
 *   built here for sm_90
 * akops_rope_f32_sm100: variants/rope_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 280, attempt 498, key 5af34f754704b451b9d3242aca5c6dd8933919c974ff8784a90b23ca74edef21
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 878fa736b70572b0a172fe9acf451fb4bff47b42ebebbc6d37527dc9865005aa
 *   proposer template:rope/pair, params {"family":"templates/rope/pair.cu","template_sha256":"49a72a3e8d4ea14a5c0bf606ce6a2e6bc54599be8c4f23e7b5e8176347e1b35e","values":{"BLOCK":256,"BQ":2,"RB":2,"RU":2,"BPS":0,"HINT":1,"REGS":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f32_sm120: variants/rope_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 281, attempt 499, key 0e47048f8cb04a89b05f94afa11c552558ce3135b295a2adc502b0f27a639bc6
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(449), "akops_rope_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(432), "akops_rope_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(450), "akops_rope_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(451), "akops_rope_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(473), "akops_rope_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(520), "akops_rope_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(474), "akops_rope_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(475), "akops_rope_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(497), "akops_rope_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(431), "akops_rope_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(498), "akops_rope_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(499), "akops_rope_f32_sm120"},
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
