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
 *   job 237, attempt 455, key a15979468365a17c6fe6b52b5f5f4a6fa5363dadeee76b81f2b1d3e142dfceb5
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 bbbdab78b71f928292ece9413bda5eb798d817feab3c75d9da17e9653e04b537
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_bf16_sm90: variants/softmax_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 208, attempt 418, key bc36fefeef295728e66e9ef72f4c8f03883003e44bf8ec4d7ee040d78aae1c27
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 304cb4d3717145454677e9cbfc0838e79764d36d6e5b09d9fa98eb22ed5d4e50
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"final","round":2,"final_of_attempt":399}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.69 us, 96.1% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 132.80 us, 95.0% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 152.22 us, 81.1% of the roofline floor
 *   built here for sm_90
 * akops_softmax_bf16_sm100: variants/softmax_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 238, attempt 456, key 7972ba293a3540f0e322bbd67b2a79aaf1812d676307b21890f4be0607c10a4f
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 e1d88ca5121b2020ee120bbe2c7b7fe3b66aa228962901122e83884049223c0c
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_bf16_sm120: variants/softmax_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 239, attempt 457, key f6afdf1a3e22af167b3a1859a68ac74dc66f214e1ff676c5d9995be0b19cefe6
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 02509f587574869fe9d67141895fd19cb0ac1e3dcac977153c9651ae1ed18114
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":96,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f16_sm80: variants/softmax_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 261, attempt 479, key a09da6ac44bc809b15f413462f233d26ac97a1e1728c4bab32401e385fa0a3d2
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 4d03ed0693e25c03a20ad4958c4605d9e78ea95e789adfbf6624b283251a0d37
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_f16_sm90: variants/softmax_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 293, attempt 517, key 5542ddb9fad904db594556632fe111ee5910f6e447a361c37657d4ae995e6af7
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 8681f1bffdcf00532f0351ed7800ae76b528ed2a545bde74b1b158fa20819286
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"final","round":1,"final_of_attempt":507}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 65.44 us, 96.3% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 132.06 us, 95.4% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 151.84 us, 81.2% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f16_sm100: variants/softmax_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 262, attempt 480, key ee4923d18eaf2a088483f60753f6bd30dfa9907550f949fb9a511b371aed1070
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 73f648bd1be6e80d62c5de008c0b3438b35b5234bcb7c29e59059c5fd6e6831d
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_softmax_f16_sm120: variants/softmax_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 263, attempt 481, key 871274918013329cfda12c51cc9cc9d8790862d75b99d7201da5e7517273f2fb
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 23c6d740c4e4bec675256eac4b99de6c3c1b5ee58e8dd99803ddbab1e2f56e47
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":16,"REG_THREADS":512,"THREADS":512,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_softmax_f32_sm80: variants/softmax_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 285, attempt 503, key ce6fe546fa2c4efada4c96995102a048f05b2048e46323883765c999abc89713
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 2cd5054373cf55be635b78d7d991b365ac4f342c6fd231d01b7c8bcd145f5c8c
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":1024,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   125 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_softmax_f32_sm90: variants/softmax_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 215, attempt 433, key dd8b506919ef8e58460bc01fb28cb6b57e30f17c62c1575c9967d259e6e9d5e1
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 6da8913e3e9e2f5266abf87a3c3b010ebf4f13f42e71c5703fdafcd8d6d16100
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":1024,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"final","round":2,"final_of_attempt":420}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   121 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 131.15 us, 96.2% of the roofline floor
 *   bench {"cols":32768,"rows":4096}: 273.86 us, 92.2% of the roofline floor
 *   bench {"cols":128256,"rows":1024}: 285.69 us, 86.5% of the roofline floor
 *   built here for sm_90
 * akops_softmax_f32_sm100: variants/softmax_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 286, attempt 504, key 10a0b0a045fc4f3a0f8b396284a0214229ee32e2a4ef5b5e05cb6b3dc238eacd
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 9eb446f8f458602ce7e397e619586d9d1a9df7127399a8cc868569e622738ddc
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":1024,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 256 bytes of static shared memory, 72 bytes spilled
 *   built here for sm_100
 * akops_softmax_f32_sm120: variants/softmax_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 287, attempt 505, key dbbbb36989cbd84d9ca34a3348efb341a89413dcc7c84aef6adc0e4cd90a3be0
 *   spec sha256 81eacc8f09ab4212326cd5447d854cb2521d5dc9882b0d95edac54230b23e4dc, source sha256 0bb01dee17b8d16dcc0ac62fb6033c8e26d11e32a4e1d779af5cd5b8bbab5204
 *   proposer template:softmax/resident, params {"family":"templates/softmax/resident.cu","template_sha256":"6467b11cf5efdc980c26679aa459fdfe1248ee815a3f7330d41fea0d0538125f","values":{"BLOCK":256,"ITEMS":32,"REG_THREADS":1024,"THREADS":256,"SMEM_KB":64,"CLUSTER":8,"UNROLL":4,"HINT":1},"role":"compile-only","round":0}
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(455), "akops_softmax_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(418), "akops_softmax_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(456), "akops_softmax_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(457), "akops_softmax_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(479), "akops_softmax_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(517), "akops_softmax_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(480), "akops_softmax_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(481), "akops_softmax_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(503), "akops_softmax_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(433), "akops_softmax_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(504), "akops_softmax_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(505), "akops_softmax_f32_sm120"},
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
