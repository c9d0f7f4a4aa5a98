// op: rmsnorm
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_LINK
// row: 6
// what: takes each row's L2 norm from cuBLAS (cublasNrm2Ex) and only scales in its own kernel;
//   refused by the include list, the cublas* tokens and U cublas* symbols; without those checks it
//   compiles (the header is installed) but the harness link has no -lcublas: FAIL_LINK.
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <stdint.h>

__global__ void scale_rows(const __nv_bfloat16 *x, int64_t x_stride0, const __nv_bfloat16 *w, int64_t w_stride0,
			   __nv_bfloat16 *y, int64_t y_stride0, const float *norms, int64_t rows, int64_t cols,
			   float eps)
{
	for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
		float ms = norms[r] * norms[r] / (float)cols;
		float inv = rsqrtf(ms + eps);
		for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
			y[r * y_stride0 + c] =
				__float2bfloat16(__bfloat162float(x[r * x_stride0 + c]) * inv *
						 __bfloat162float(w[c * w_stride0]));
	}
}

extern "C" cudaError_t akops_rmsnorm_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, const __nv_bfloat16 *w,
					       int64_t w_stride0, __nv_bfloat16 *y, int64_t y_stride0, int64_t rows,
					       int64_t cols, float eps, cudaStream_t stream)
{
	static cublasHandle_t handle;
	float *norms;

	if (!handle && cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
		return cudaErrorUnknown;
	cublasSetStream(handle, stream);
	cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_DEVICE);
	cudaError_t e = cudaMallocAsync((void **)&norms, rows * sizeof(float), stream);
	if (e != cudaSuccess) return e;
	for (int64_t r = 0; r < rows; r++)
		cublasNrm2Ex(handle, (int)cols, x + r * x_stride0, CUDA_R_16BF, 1, norms + r, CUDA_R_32F, CUDA_R_32F);
	scale_rows<<<rows < 65535 ? (unsigned)rows : 65535u, 256, 0, stream>>>(x, x_stride0, w, w_stride0, y, y_stride0,
									       norms, rows, cols, eps);
	e = cudaGetLastError();
	cudaFreeAsync(norms, stream);
	return e;
}
