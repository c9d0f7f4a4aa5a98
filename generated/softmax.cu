/* softmax.cu: the dispatcher of akops_softmax, written by akgen 0.1.0 from specs/softmax.yaml; do not edit.
 *
 * y = exp(x - max(x)) / sum(exp(x - max(x))) over the last dim; an all -inf row gives
 * NaN, as PyTorch
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_softmax_bf16_sm80: variants/softmax_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 356, attempt 700, key 95467757d7e92318350cf8753799a9d4c3e98f35ab411fa795e05680366c9af8
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 9c9aef891167ec6a09c5b840b923c1544408f162d88e82893c3b837d98e661e9
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":256,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_bf16_sm90: variants/softmax_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 342, attempt 684, key b56167dc9becc4f75476da768014c8de3dd3becead05fdb1fcfe581b9df20640
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 50000c1a8eda22a706e8a2b1945b03270f09accc9ed30d740e12397ad7bcc89c
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":256,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"final","round":2,"final_of_attempt":643}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.63 us, 96.0% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 131.52 us, 95.8% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 145.60 us, 84.7% of the roofline floor
 *   built here for sm_90
 * akops_softmax_bf16_sm100: variants/softmax_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 357, attempt 701, key fdf6015afb7a615d05600a1fe89a37e2639acbaba75068b749e821d7a989d83c
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 ffc79a920e2fac1f483f6743bcacc84b80f7a785ce6c26b02839320106757438
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":256,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_bf16_sm120: variants/softmax_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 358, attempt 702, key fcc8b51c0ddb71e4643ff8dcb80598e3ce866cf195fe471ba6a20b677fc967bc
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 ec004d315cd2791120c7efefb79f86bf8152e6137d6817d0da0f4896b1fcd1b9
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":256,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f16_sm80: variants/softmax_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 365, attempt 709, key 353316e946e44348842a14500aab91bd1f39afe024a862c3b10761da0b967037
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 03f01612240bd766487770ab8054e00c873538a7d7a3808eba97a7d2b52e7551
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_f16_sm90: variants/softmax_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 349, attempt 693, key 5183c11b13055a171084b2916f33a910981d7abdb56d73c89a36eb2e81f5cafa
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 88da1501b53c051d2858efa473e30369afed57ee72af12a0c8f2725d60878473
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"final","round":1,"final_of_attempt":690}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.44 us, 96.4% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 131.73 us, 95.7% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 150.85 us, 81.8% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f16_sm100: variants/softmax_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 366, attempt 710, key 0c6673673858d35f232f6ad1501b4e6e65a1a0d23de439d1314b11d49aa2178e
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 2193d6b42f659df96af3fb8c17f44897ecaa870b6e3bebe37da9a1d2d439ceca
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f16_sm120: variants/softmax_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 367, attempt 711, key 4ba7d318a1a860d5394a8d5cb4091311c7ffc99f477f72a8836c947b064bb0e3
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 510b93ea89a3fee3aa1e7b9427911aec806c0634bf09079a7680a684a7d54a8e
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f32_sm80: variants/softmax_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 374, attempt 718, key 4b21fd6514b7343a470b60ed701b4bc4a25ac4b8e387e3a3a538b6bb00beecb4
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 84062fa060373ebb0122e057d0dce4def84663a21f769591267fcd286b3b683c
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":256,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   125 registers, 64 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_f32_sm90: variants/softmax_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 345, attempt 687, key 46bd2c87d3ba7ec83030d400b4a9e8aef8bc150360b400e2d249b710bba3e525
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 46e9f4d6427030bbc8a7c0a2e5b63b2d82717ccc0174259c2987356acff5782d
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":256,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"final","round":3,"final_of_attempt":681}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   121 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 131.23 us, 96.1% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 260.86 us, 96.6% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 287.73 us, 85.7% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f32_sm100: variants/softmax_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 375, attempt 719, key 8fb1a491730f78aacd8640108407182735cb46d0e342a85f4d6b55da06750865
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 1215fb2990f8a1f628d343d6766d914c5b2507f2e4ef91376722a602f3cf150f
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":256,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f32_sm120: variants/softmax_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 376, attempt 720, key 89175a1ac9cf4223a314afd5fb414296c0f4b8e0931b40562f7daaa1583b3bf2
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 597df6e42c75fa7a4b3026b6da681917a44b369ec4a609abde47a939760c6411
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"4a93ad140a88098fc98bce707d0d6b6f4eb57080cdd8884f74e8d6d78678aaf8","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":256,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_softmax_bf16_sm80(
	const __nv_bfloat16 *x,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_bf16_sm90(
	const __nv_bfloat16 *x,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_bf16_sm100(
	const __nv_bfloat16 *x,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_bf16_sm120(
	const __nv_bfloat16 *x,
	__nv_bfloat16 *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f16_sm80(
	const __half *x,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f16_sm90(
	const __half *x,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f16_sm100(
	const __half *x,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f16_sm120(
	const __half *x,
	__half *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f32_sm80(
	const float *x,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f32_sm90(
	const float *x,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f32_sm100(
	const float *x,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_softmax_f32_sm120(
	const float *x,
	float *y,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(2147483647)},
	{"cols", INT64_C(1), INT64_C(1048576)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 0, 0, INT64_C(700), "akops_softmax_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(684), "akops_softmax_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(701), "akops_softmax_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(702), "akops_softmax_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(709), "akops_softmax_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(693), "akops_softmax_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(710), "akops_softmax_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(711), "akops_softmax_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(718), "akops_softmax_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(687), "akops_softmax_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(719), "akops_softmax_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(720), "akops_softmax_f32_sm120"},
};

extern "C" const struct akr_op akr_op_softmax = {"softmax", tensors, 2, syms, 2, variants, 12, 0, NULL, NULL};

extern "C" akops_status akops_softmax(const DLTensor *x, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[2] = {x, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_softmax, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	st = akr_pick(&akr_op_softmax, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_softmax, "akops_softmax_bf16_sm80", akops_softmax_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], (__nv_bfloat16 *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 1:
		return akr_cuda(&akr_op_softmax, "akops_softmax_bf16_sm90", akops_softmax_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], (__nv_bfloat16 *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 2:
		return akr_cuda(&akr_op_softmax, "akops_softmax_bf16_sm100", akops_softmax_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], (__nv_bfloat16 *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 3:
		return akr_cuda(&akr_op_softmax, "akops_softmax_bf16_sm120", akops_softmax_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], (__nv_bfloat16 *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 4:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f16_sm80", akops_softmax_f16_sm80((const __half *)c.ptr[0], (__half *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 5:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f16_sm90", akops_softmax_f16_sm90((const __half *)c.ptr[0], (__half *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 6:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f16_sm100", akops_softmax_f16_sm100((const __half *)c.ptr[0], (__half *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 7:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f16_sm120", akops_softmax_f16_sm120((const __half *)c.ptr[0], (__half *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 8:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f32_sm80", akops_softmax_f32_sm80((const float *)c.ptr[0], (float *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 9:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f32_sm90", akops_softmax_f32_sm90((const float *)c.ptr[0], (float *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 10:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f32_sm100", akops_softmax_f32_sm100((const float *)c.ptr[0], (float *)c.ptr[1], c.sym[0], c.sym[1], stream));
	case 11:
		return akr_cuda(&akr_op_softmax, "akops_softmax_f32_sm120", akops_softmax_f32_sm120((const float *)c.ptr[0], (float *)c.ptr[1], c.sym[0], c.sym[1], stream));
	}
	return akr_fail(&akr_op_softmax, AKOPS_ERR_ARCH, "no variant %d", v);
}
