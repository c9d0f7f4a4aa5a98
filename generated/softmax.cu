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
 *   job 432, attempt 865, key ecc8ec5f4acb45fc80b87318d1a7d38f31547406e7f1330976c981c4e5ef04d7
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 0ca4ae2fb1710e73fb3993f98e84e2e6fe22e4dd5a5d3e88d40f6ffeca21c3d4
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_bf16_sm90: variants/softmax_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 426, attempt 847, key 8009fcf60dce0dba5b9d90a4dbe0ba5e5f2f001df1cd85ea24de9e4d20cfc789
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 3139840495e73f737ad62a95af5599cca9f253a6fe0a59763d76764f132af0db
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"role":"final","round":5,"final_of_attempt":845}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.66 us, 96.0% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 126.59 us, 99.6% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 141.47 us, 87.2% of the roofline floor
 *   built here for sm_90
 * akops_softmax_bf16_sm100: variants/softmax_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 433, attempt 866, key f0eb4c49fac3b51c9a07f9543321190be96ad2f72743f1657bc7ca8d9587ed0c
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 1bd1a15c93c29ba11acf8a47f5a5b2dcc8fddd4b35f1a0019bdc2b2d28dec7e8
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_bf16_sm120: variants/softmax_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 434, attempt 867, key 3355c3e0737711720dddd4782c526ded477744f422dab5e89bd592c132b5e82a
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 c7ea9b4cc92d6d1b49c4c7b5f28dc9c8d16dad13acfc68a71fe7cfe6bd60ac4d
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f16_sm80: variants/softmax_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 410, attempt 803, key 16e37e17dbe52a6054619454e0d62ced9234135c17af0e59d5ec50bdf76abde6
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 8b4e0bc9b649c2ccb5d25a2ef2da41b9b457643c806b1835042dc648d54820e7
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_f16_sm90: variants/softmax_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 388, attempt 781, key 72ff2bbf9faeb8970cec3edcebb76f3375f1c9b0630ac6daa80320ee458961f5
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 624ada669e5ad9ad0bc10e6509e6407f238df4a7119f5757c7186048d36e8a87
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"final","round":1,"final_of_attempt":777}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 66.02 us, 96.1% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 132.54 us, 95.7% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 151.10 us, 82.1% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f16_sm100: variants/softmax_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 411, attempt 804, key 09777a9108f3799cc9f391d3326a960f2868cb81bd7d21bc702b499a344ded01
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 9eab03cb4284534a3839f8cd06639e13c3f1dd1fab06407d343012b9e7e9509a
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f16_sm120: variants/softmax_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 412, attempt 806, key 95de7328fdc2106e8ac232521d13dba7be058938f3d4988185b4265e3a6b3095
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 6c7153779ddab087635e9b58fcc293de9f6b8f96964252d048804207bc249574
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f32_sm80: variants/softmax_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 422, attempt 815, key 3fd05df314babfff53dad22a0ee865444fd57c12c6f69d63c8c4925f9c0b9e51
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 dd478828d88f8ea980493023cb97030f9b465c81665ff2f72c52fbb0456042c0
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":256,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   125 registers, 64 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_f32_sm90: variants/softmax_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 380, attempt 770, key 6581b709528c4f42061b631bb6da76427a24e2912d7b36b14d5d14fbc96fb53d
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 b351a41a27350acd8fb85e6a81e7507dd98fb1f578f2d4c0a45ea6cb614d0487
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":256,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"role":"final","round":3,"final_of_attempt":763}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   121 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 132.13 us, 96.1% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 252.61 us, 100.5% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 283.12 us, 87.8% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f32_sm100: variants/softmax_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 423, attempt 816, key 6a2807216a935e5a97930c2d189364a37228942e555889f6fadc2e462d72abc4
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 74df986e2f42164463b1cc0ea4e6b132911bfe7ecdf0113f659a6b57071a6d75
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":256,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f32_sm120: variants/softmax_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 424, attempt 817, key bbeffb68daa08f806c4aeef8c4c148f4d83ff4bb6769b640ffdf22646ca9b78f
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 3584591c688721b73c8302cd96ba86bcbdc2a3499fea06700682d5a76b92ac14
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":256,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"role":"compile-only","round":0}
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(865), "akops_softmax_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(847), "akops_softmax_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(866), "akops_softmax_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(867), "akops_softmax_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(803), "akops_softmax_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(781), "akops_softmax_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(804), "akops_softmax_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(806), "akops_softmax_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(815), "akops_softmax_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(770), "akops_softmax_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(816), "akops_softmax_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(817), "akops_softmax_f32_sm120"},
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
