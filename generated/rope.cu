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
 *   job 480, attempt 957, key 4dd562d8cda5b0602f1d808e60eb3ee7551f1797480edc39068f24a047d9ad49
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 928437bc9a27ef6ee56bbb2ecdb1683d8764204e0eb8bce533eb19e870521ba5
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":1,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_bf16_sm90: variants/rope_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 539, attempt 1052, key 717f07797c4865eb92f761193f6dceaa2d442485987ff773562cbd4095293f86
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 61db3d814820ad4d2177b428a0113cb423259aae1b4b3434e5cef31596d7e3a9
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":1,"HINT":1,"SHFL":0},"role":"final","round":2,"final_of_attempt":1017}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 64.77 us, 98.1% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 65.73 us, 97.4% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 32.58 us, 98.3% of the roofline floor
 *   built here for sm_90
 * akops_rope_bf16_sm100: variants/rope_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 481, attempt 958, key 8000db3ddefd769a625b34a0cef594bdcb6b368b42585f4c68aa5e6da26b3636
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 20783a8e1ad6c82f986826a029dfb4aa6511c0d7e07f6e3a24bd6206e6290914
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":1,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   42 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_bf16_sm120: variants/rope_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 482, attempt 960, key eaac31ace39e99638acc0a6431c9159747ed35acb3b15142b4ad0efd7bd04ce7
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 c54531d57b6d62ff0fdeb4960c19b302a5f8d84bac714f2df0043613a5a36a8d
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":1,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   44 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f16_sm80: variants/rope_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 504, attempt 981, key a30848cf5de8aee4cbbb7680ef2a4e298fa6d31ccb01e95a8d19657ee1fa6769
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 5d0d16072eea81046692d42996f8fadf94f5903877b59e3f6e7677975b86fa3b
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_f16_sm90: variants/rope_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 463, attempt 939, key 6a578ad72a8f55ad11159ede9a6c5be2dc72b84fb083ed04506400fb35ec04de
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 b3fb0088c184f290f877171b3bf081d86d43e8615f220e79e93b060cf51c111d
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"final","round":1,"final_of_attempt":929}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 65.34 us, 97.3% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 66.50 us, 96.3% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 32.77 us, 97.7% of the roofline floor
 *   built here for sm_90
 * akops_rope_f16_sm100: variants/rope_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 505, attempt 982, key ea9db8a95b8a856f55d8609c79151dfc1cccdaad80928365db53e01d145e4b65
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 bcee9bc4c860678f629ca36eca9328fc60df300e795ca0df6d453a1ea6e26d2e
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f16_sm120: variants/rope_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 506, attempt 984, key e0f1d66cf907bce374bc8a26c89a39c19118045815d4c61b89896e6f39bcc755
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 22abc1dd0d4336ad3f047a3bad0d07162b7c28ade68a88ff30bac609930fea79
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   62 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f32_sm80: variants/rope_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 528, attempt 1005, key 48f1d6c5fb7f8ff65cdfad49ae6a5463defccf4491ee5d250a3d152c53010daf
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 36fe1adcd2fbd237772688295947919f783c21bbf194d94d3373a548e10aad12
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_rope_f32_sm90: variants/rope_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 538, attempt 1053, key dfabeb2b147979559e633b4bc20aa83effada2888abe3c939f68293b46a138e4
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 9f329e20bf5919b8f3dc9cf3f74c8a70791f61fc1c5d2dd8de09f2230298f08e
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"final","round":2,"final_of_attempt":1014}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 128.19 us, 99.1% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 135.49 us, 94.5% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 65.50 us, 97.7% of the roofline floor
 *   built here for sm_90
 * akops_rope_f32_sm100: variants/rope_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 529, attempt 1006, key 1d839b436158bdc97a7226a91c554436f2281f2c5556845e3a33402881a1ecd9
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 5b7f4f26ebe29902e560b7adaf3a3e7be206a8b68ecf3c1515367885a1c9e819
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f32_sm120: variants/rope_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 530, attempt 1007, key cb46c6a09b126263fec5be590bc2d5e36346a8565d22ac36f4dc91e868794466
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 0879c8ca0981968bb504682a2f3b8d24e27aa185b4f06659747b26103cc871fb
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"90e88e54b289a1655427600935895a8c0ef34fa9c2bb6613b8a3f85b3d019fca","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"role":"compile-only","round":0}
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(957), "akops_rope_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1052), "akops_rope_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(958), "akops_rope_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(960), "akops_rope_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(981), "akops_rope_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(939), "akops_rope_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(982), "akops_rope_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(984), "akops_rope_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(1005), "akops_rope_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1053), "akops_rope_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1006), "akops_rope_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1007), "akops_rope_f32_sm120"},
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
