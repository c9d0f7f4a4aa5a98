// common/gemm_epi.cuh: what the gemm families (gemm/mma, gemm/wgmma, gemm/rowdot and
// their forms in gemm_bias_act/, gemm_bias_act_residual/, gemm_f32/, gemm_nn/) do to a finished
// f32 sum before it is stored, and the store. The including file defines, before it:
//   GM_EPI   0: y = the sum (gemm, gemm_nn, gemm_f32); 1: y = act(sum + b[col])
//            (gemm_bias_act); 2: y = act(sum + b[col]) + r[row][col]
//            (gemm_bias_act_residual). act: 0 none, 1 gelu_tanh, 2 silu, in f32.
//   GM_YF32  1: y is f32 (gemm_f32), not rounded to the job's dtype; 0: y is AK_T.
// b is read through its stride (0: one element broadcast, 1: dense), r through its row
// stride; both are the job's dtype. The value of y is rounded once, after the epilogue.
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#if !defined(GM_EPI) || !defined(GM_YF32)
#error "define GM_EPI and GM_YF32 before including common/gemm_epi.cuh"
#endif
#if GM_EPI < 0 || GM_EPI > 2 || (GM_YF32 && GM_EPI != 0)
#error "GM_EPI is 0, 1 or 2; an f32 y has no epilogue"
#endif

#if GM_YF32
typedef float GM_YT;
#else
typedef AK_T GM_YT;
#endif

// the epilogue's operands, passed by value to every kernel (empty of meaning at GM_EPI 0)
struct gm_epi {
	const AK_T *b;
	int64_t bs;
	const AK_T *r;
	int64_t rs;
	int act;
};

static __device__ __forceinline__ float gm_in_f(AK_T v)
{
#if defined(AK_DTYPE_BF16)
	return __bfloat162float(v);
#else
	return __half2float(v);
#endif
}

// z -> act(z): gelu_tanh as z / (1 + e^(-2u)) = 0.5 z (1 + tanh(u)), u = sqrt(2/pi)
// (z + 0.044715 z^3), and silu as z / (1 + e^(-z)); __expf is ex2.approx of a scaled
// argument (relative error about 2^-21 here), and the division is IEEE's, so that
// e^(-u) = inf (z far below 0) gives -0, not NaN
static __device__ __forceinline__ float gm_act(float z, int act)
{
	if (act == 1) {
		const float u = 0.7978845608028654f * z * (1.0f + 0.044715f * z * z);
		return z / (1.0f + __expf(-2.0f * u));
	}
	if (act == 2)
		return z / (1.0f + __expf(-z));
	return z;
}

// the value of y[row][col] from its f32 sum v
static __device__ __forceinline__ float gm_value(const gm_epi &e, float v, int row, int col)
{
#if GM_EPI >= 1
	v = gm_act(v + gm_in_f(e.b[(int64_t)col * e.bs]), e.act);
#endif
#if GM_EPI == 2
	v += gm_in_f(e.r[(int64_t)row * e.rs + col]);
#endif
	(void)e, (void)row, (void)col;
	return v;
}

// y[row][col] = the value of sum v
static __device__ __forceinline__ void gm_store1(GM_YT *__restrict__ y, int64_t ys, const gm_epi &e, int row,
						 int col, float v)
{
	const float f = gm_value(e, v, row, col);
	GM_YT *p = y + (int64_t)row * ys + col;
#if GM_YF32
	*p = f;
#elif defined(AK_DTYPE_BF16)
	*p = __float2bfloat16_rn(f);
#else
	*p = __float2half_rn(f);
#endif
}

// y[row][col], y[row][col + 1] (col even), only what lies inside y; pair: y's rows are
// aligned to two elements (4 bytes, or 8 when f32), so the two are one store
static __device__ __forceinline__ void gm_store_pair(GM_YT *__restrict__ y, int64_t ys, const gm_epi &e, int m,
						     int n, int row, int col, float v0, float v1, bool pair)
{
	if (row >= m)
		return;
	if (pair && col + 1 < n) {
		const float f0 = gm_value(e, v0, row, col), f1 = gm_value(e, v1, row, col + 1);
		GM_YT *p = y + (int64_t)row * ys + col;
#if GM_YF32
		*reinterpret_cast<float2 *>(p) = make_float2(f0, f1);
#elif defined(AK_DTYPE_BF16)
		*reinterpret_cast<__nv_bfloat162 *>(p) = __floats2bfloat162_rn(f0, f1);
#else
		*reinterpret_cast<__half2 *>(p) = __floats2half2_rn(f0, f1);
#endif
		return;
	}
	if (col < n)
		gm_store1(y, ys, e, row, col, v0);
	if (col + 1 < n)
		gm_store1(y, ys, e, row, col + 1, v1);
}

// the launcher's tensors and scalars beside x, w and y, by the form, and the epilogue's
// operands made from them (GM_EPI_OF(e): cudaSuccess, or cudaErrorInvalidValue for a
// bias stride other than 0 or 1 or an act out of range)
static inline cudaError_t gm_epi_of(gm_epi &e, const AK_T *b, int64_t bs, const AK_T *r, int64_t rs, int act)
{
	if ((bs != 0 && bs != 1) || act < 0 || act > 2)
		return cudaErrorInvalidValue;
	e.b = b;
	e.bs = bs;
	e.r = r;
	e.rs = rs;
	e.act = act;
	return cudaSuccess;
}
#if GM_EPI == 0
#define GM_EPI_TENSORS
#define GM_EPI_SCALARS
#define GM_EPI_OF(e) cudaSuccess
#elif GM_EPI == 1
#define GM_EPI_TENSORS const AK_T *b, int64_t b_stride0,
#define GM_EPI_SCALARS int32_t act,
#define GM_EPI_OF(e) gm_epi_of(e, b, b_stride0, nullptr, 0, act)
#else
#define GM_EPI_TENSORS const AK_T *b, int64_t b_stride0, const AK_T *r, int64_t r_stride0,
#define GM_EPI_SCALARS int32_t act,
#define GM_EPI_OF(e) gm_epi_of(e, b, b_stride0, r, r_stride0, act)
#endif
