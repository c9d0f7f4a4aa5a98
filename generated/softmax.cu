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
 *   job 690, attempt 1286, key d62aeae4c600bf3bad44ca3be6d6a3664ceba53c5a8e918f66288b0b32eea667
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 0ca4ae2fb1710e73fb3993f98e84e2e6fe22e4dd5a5d3e88d40f6ffeca21c3d4
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_bf16_sm90: variants/softmax_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 761, attempt 1380, key 53c6d85565fc8b6588a81d6d8a18fe40727d55f9e2c63086d0d9760c425c8423
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 3139840495e73f737ad62a95af5599cca9f253a6fe0a59763d76764f132af0db
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"role":"final","round":1,"final_of_attempt":1373}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.89 us, 95.4% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 127.65 us, 98.5% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 147.31 us, 83.5% of the roofline floor
 *   built here for sm_90
 * akops_softmax_bf16_sm100: variants/softmax_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 691, attempt 1287, key f1a1a05fb2fe2c4315a2f43cf3b812248c5e3aa1f10333b43631a806d63d99f8
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 1bd1a15c93c29ba11acf8a47f5a5b2dcc8fddd4b35f1a0019bdc2b2d28dec7e8
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_bf16_sm120: variants/softmax_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 692, attempt 1289, key 8eef3f319d9437c1929b47160ab0169c79cf068c8cf28dbe565d51d11fd22c99
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 c7ea9b4cc92d6d1b49c4c7b5f28dc9c8d16dad13acfc68a71fe7cfe6bd60ac4d
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f16_sm80: variants/softmax_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 714, attempt 1310, key adbd95ee3034dcb8dbb608a69f2eadaea75afeaaff85f4aeb8e6be335f98a77f
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 8b4e0bc9b649c2ccb5d25a2ef2da41b9b457643c806b1835042dc648d54820e7
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_f16_sm90: variants/softmax_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 764, attempt 1382, key c90e2dc5f0c395e6ad56b1ae9d04142d0c62f3f3c9cc4478ab86ad80bb947d2b
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 624ada669e5ad9ad0bc10e6509e6407f238df4a7119f5757c7186048d36e8a87
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"final","round":1,"final_of_attempt":1375}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.70 us, 95.7% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 133.76 us, 94.0% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 159.20 us, 77.3% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f16_sm100: variants/softmax_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 715, attempt 1311, key beceb0f49f5c78be2a94109588eb84e816da693e5aa14f3820fec1dd9c45feed
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 9eab03cb4284534a3839f8cd06639e13c3f1dd1fab06407d343012b9e7e9509a
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f16_sm120: variants/softmax_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 716, attempt 1313, key f195c671eed9d91e1b2a971cc39ff1bd3195858917eb39dee72e80a3a0f12f5f
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 6c7153779ddab087635e9b58fcc293de9f6b8f96964252d048804207bc249574
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1,"KEEPEXP":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f32_sm80: variants/softmax_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 738, attempt 1335, key d4c448b3af669b33017721811d533cdfff32f452d66eb0a7172027b7ccddc4f4
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 bffb036fabeda87824e5823ebb44e32d8b26d92440124cbf6c81cacee0098a74
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   125 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_f32_sm90: variants/softmax_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 763, attempt 1379, key 5c72cd21d87a679f9ba05d6f0a752055617ff3ba97aadfe7984753d72e0614a4
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 5ba32947a079392bac8664a63c531e1b8d3ff88bfadb325b3259dfeb595c3d00
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"role":"final","round":1,"final_of_attempt":1376}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   121 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 131.68 us, 95.5% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 266.77 us, 94.3% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 306.72 us, 80.2% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f32_sm100: variants/softmax_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 739, attempt 1334, key 93b03825f7f3c4a184bb12bfaad4a0151b63a1ab65faac16d7df9e47e0a00100
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 3587dc59ecd4aaa6e20ff4699c23cd31363922a45103702be3d4977203d630f9
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f32_sm120: variants/softmax_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 740, attempt 1336, key 04e76380c391e8b3d89a4db820843d2c0ded86bd34a9de5b14a6ddd4f7bcb9f8
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 b4bda088b7f93e1ca2ef7795e5f11eb6cfb6bce56b87eb3ef2e4964010a6e0fc
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"7df82b7c2f431a75fcb5e8a6a3696045ffb1b3a3198fd3f169b395f9af1ccf40","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":512,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":3,"KEEPEXP":0},"role":"compile-only","round":0}
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(1286), "akops_softmax_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1380), "akops_softmax_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1287), "akops_softmax_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1289), "akops_softmax_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(1310), "akops_softmax_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1382), "akops_softmax_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1311), "akops_softmax_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1313), "akops_softmax_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(1335), "akops_softmax_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1379), "akops_softmax_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1334), "akops_softmax_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1336), "akops_softmax_f32_sm120"},
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
