/* akops_launchers_silu_and_mul.h: the launcher of every job of silu_and_mul, derived by akgen from
 * its spec; do not edit. Each variant of silu_and_mul is compiled with it forced in
 * (-include), as the verifier compiled it with its own launcher's, so a variant
 * whose launcher does not match its spec does not build. One header per op:
 * another op's changes rebuild nothing of this one. */
#pragma once
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

extern "C" cudaError_t akops_silu_and_mul_bf16_sm80(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm80_decode(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm80(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm80_decode(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm80(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm80_decode(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm90(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm90_decode(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm90(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm90_decode(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm90(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm90_decode(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm100(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm100_decode(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm100(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm100_decode(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm100(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm100_decode(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm120(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm120_decode(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm120(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm120_decode(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm120(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm120_decode(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
