/* akops_launchers_gemm_nn.h: the launcher of every job of gemm_nn, derived by akgen from
 * its spec; do not edit. Each variant of gemm_nn is compiled with it forced in
 * (-include), as the verifier compiled it with its own launcher's, so a variant
 * whose launcher does not match its spec does not build. One header per op:
 * another op's changes rebuild nothing of this one. */
#pragma once
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

extern "C" cudaError_t akops_gemm_nn_bf16_sm80(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm80_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm80(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm80_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm90a(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm90a_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm90a(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm90a_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm100(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm100_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm100(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm100_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm120(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm120_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm120(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm120_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
