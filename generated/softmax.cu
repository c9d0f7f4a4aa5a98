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
 *   job 53, attempt 144, key ea8327998fb9319a5e62ab601cf80fb1ca6085b0c088819161e50ff7c6e5707a
 *   spec sha256 unknown, source sha256 06053401c7e73d141e7296db9dcd89304b47d6ae8bad3bebca8f2bee2aacc820
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_bf16_sm90: variants/softmax_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 8, attempt 40, key b72b58d8971d141f850f6c050ff2d71b3dc0ac472a29585cf0d06c59a0cbd2db
 *   spec sha256 unknown, source sha256 ac2a30ae2242bc9d8a1195035be0a356f43ba23f3552ea3c1d5c80dbe40724f5
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"final","round":2,"final_of_attempt":33}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 71.07 us, 89.3% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 154.93 us, 81.9% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 163.33 us, 76.0% of the roofline floor
 *   built here for sm_90
 * akops_softmax_bf16_sm100: variants/softmax_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 54, attempt 145, key 5efd2f32475c6d9fd13056d6b45ce815cc9211bb5423bffd31d48d59e09ea3d9
 *   spec sha256 unknown, source sha256 da9c7b0453f9dd6743feb775e7fac79e07cd8647ac7b3004bb31347283c085f1
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_bf16_sm120: variants/softmax_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 55, attempt 146, key 9b423c1e02d6c22366a1a188107a8e97151646a87913aacdfe743c5a15763d08
 *   spec sha256 unknown, source sha256 6ed4d4277aab6792813127fb7d329df0d27949cf7f48fb096b25ee354ed68d43
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f16_sm80: variants/softmax_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 77, attempt 168, key 58f7ced5b185147514f364f54b117776bd393c58787b363ca65c9a3b6f915bc0
 *   spec sha256 unknown, source sha256 4d03ed0693e25c03a20ad4958c4605d9e78ea95e789adfbf6624b283251a0d37
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_f16_sm90: variants/softmax_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 15, attempt 94, key eafc120cf05d261bc3b05a17c50c99364154acc43175733898f7726260bfeb72
 *   spec sha256 unknown, source sha256 8681f1bffdcf00532f0351ed7800ae76b528ed2a545bde74b1b158fa20819286
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"final","round":1,"final_of_attempt":82}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 70.82 us, 89.6% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 154.26 us, 82.3% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 163.68 us, 75.9% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f16_sm100: variants/softmax_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 78, attempt 169, key 0ee5a3b52094510f8ed89e712344841c0e674bbf02eb36f69f8de5fadfd221d1
 *   spec sha256 unknown, source sha256 73f648bd1be6e80d62c5de008c0b3438b35b5234bcb7c29e59059c5fd6e6831d
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f16_sm120: variants/softmax_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 79, attempt 170, key 187113d0f8c628754444c9e5862e5146de120821167a4b977b4aaab7b2858cc5
 *   spec sha256 unknown, source sha256 23c6d740c4e4bec675256eac4b99de6c3c1b5ee58e8dd99803ddbab1e2f56e47
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f32_sm80: variants/softmax_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 101, attempt 192, key 1b501fe1005bfdbc462b212f5a77c96c8a6216d554a52b48cd73e72abe013e23
 *   spec sha256 unknown, source sha256 7710ce24b646368b54b03b70f5c3cba4a71abed5a6c345c6e4201a4fc996b3d2
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   125 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_f32_sm90: variants/softmax_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 30, attempt 120, key 67520b212f0a1b13721b956aae179b4a5c253716def5ee5596cbeb8d91f60264
 *   spec sha256 unknown, source sha256 2540ef1814e771113da838c947bfb796230c04b54a1d9779d1561adb42e27c90
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"final","round":2,"final_of_attempt":119}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   121 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 143.49 us, 88.4% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 294.67 us, 86.1% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 323.62 us, 76.7% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f32_sm100: variants/softmax_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 102, attempt 193, key 825cfa467a6e22a0c6e7484098c4c7d298aed05d9789ac7ec702d416d2598421
 *   spec sha256 unknown, source sha256 c39075097c7a842a4e931e2d9fa4ce7fe6ab129b1ba0f2998fa491c6f1f145d3
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 256 bytes of static shared memory, 72 bytes spilled
 *   built here for sm_100
 * akops_softmax_f32_sm120: variants/softmax_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 103, attempt 194, key 7b6ec799690bdbc1cf77dd7dfd0bb5fe2866206f530b0dd38e10f889854d88ee
 *   spec sha256 unknown, source sha256 d2912d8b72361d6ab7d81ee61c9d735644a31d8c414f73b4b891904ab6e4b1ec
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":1024,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 256 bytes of static shared memory, 112 bytes spilled
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(144), "akops_softmax_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(40), "akops_softmax_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(145), "akops_softmax_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(146), "akops_softmax_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(168), "akops_softmax_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(94), "akops_softmax_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(169), "akops_softmax_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(170), "akops_softmax_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(192), "akops_softmax_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(120), "akops_softmax_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(193), "akops_softmax_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(194), "akops_softmax_f32_sm120"},
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
