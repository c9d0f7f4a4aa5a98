// common/convert.cuh: the elements of the job's dtype to float and back, the math
// being in float with one rounding to the dtype (gelu_tanh/vec, silu_and_mul/vec,
// rope/flat, rope/pair). Accesses are 2 bytes (one bf16/f16 element) or whole 32-bit
// words (two bf16/f16 elements, the lower address in the low half, or one f32),
// converted by value: taking the address of a register variable to reinterpret it
// can put it in local memory.
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// the integer type of B bytes: one access of V = B / ELEM_BYTES elements
template <int B> struct bits;
template <> struct bits<2> { typedef unsigned short T; };
template <> struct bits<4> { typedef unsigned int T; };
template <> struct bits<8> { typedef uint2 T; };
template <> struct bits<16> { typedef uint4 T; };

// EPW: elements a 32-bit word; to_f and from_f: one element (AK_T); half_to_f and
// f_to_half: one 16-bit element's bits; lo_f, hi_f: a word's two elements; pack2:
// two floats rounded into a word (one cvt.rn.bf16x2.f32 or .f16x2.f32)
#if defined(AK_DTYPE_BF16)
#define EPW 2
static __device__ __forceinline__ float to_f(__nv_bfloat16 v) { return __bfloat162float(v); }
static __device__ __forceinline__ __nv_bfloat16 from_f(float f) { return __float2bfloat16_rn(f); }
static __device__ __forceinline__ float half_to_f(unsigned short b)
{
	return __uint_as_float((unsigned)b << 16);
}
static __device__ __forceinline__ unsigned short f_to_half(float f)
{
	return __bfloat16_as_ushort(__float2bfloat16_rn(f));
}
// bf16 is the top half of a float
static __device__ __forceinline__ float lo_f(unsigned w) { return __uint_as_float(w << 16); }
static __device__ __forceinline__ float hi_f(unsigned w) { return __uint_as_float(w & 0xffff0000u); }
static __device__ __forceinline__ unsigned pack2(float lo, float hi)
{
	unsigned w;
	asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(w) : "f"(hi), "f"(lo));
	return w;
}
#elif defined(AK_DTYPE_F16)
#define EPW 2
static __device__ __forceinline__ float to_f(__half v) { return __half2float(v); }
static __device__ __forceinline__ __half from_f(float f) { return __float2half_rn(f); }
static __device__ __forceinline__ float half_to_f(unsigned short b)
{
	return __half2float(__ushort_as_half(b));
}
static __device__ __forceinline__ unsigned short f_to_half(float f)
{
	return __half_as_ushort(__float2half_rn(f));
}
static __device__ __forceinline__ float lo_f(unsigned w)
{
	return __half2float(__ushort_as_half((unsigned short)(w & 0xffffu)));
}
static __device__ __forceinline__ float hi_f(unsigned w)
{
	return __half2float(__ushort_as_half((unsigned short)(w >> 16)));
}
static __device__ __forceinline__ unsigned pack2(float lo, float hi)
{
	unsigned w;
	asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(w) : "f"(hi), "f"(lo));
	return w;
}
#elif defined(AK_DTYPE_F32)
#define EPW 1
static __device__ __forceinline__ float to_f(float v) { return v; }
static __device__ __forceinline__ float from_f(float f) { return f; }
#endif

// a word's EPW elements to floats, and EPW floats rounded into a word
static __device__ __forceinline__ void word_to_f(unsigned w, float *f)
{
#if EPW == 2
	f[0] = lo_f(w);
	f[1] = hi_f(w);
#else
	f[0] = __uint_as_float(w);
#endif
}
static __device__ __forceinline__ unsigned f_to_word(const float *f)
{
#if EPW == 2
	return pack2(f[0], f[1]);
#else
	return __float_as_uint(f[0]);
#endif
}

// an access (bits<B>::T) to its B / ELEM_BYTES floats, and floats rounded into one
#if AK_ELEM_BYTES == 2
static __device__ __forceinline__ void unpack(unsigned short b, float *f) { f[0] = half_to_f(b); }
static __device__ __forceinline__ void pack(const float *f, unsigned short &b) { b = f_to_half(f[0]); }
#endif
static __device__ __forceinline__ void unpack(unsigned b, float *f) { word_to_f(b, f); }
static __device__ __forceinline__ void unpack(uint2 b, float *f)
{
	word_to_f(b.x, f);
	word_to_f(b.y, f + EPW);
}
static __device__ __forceinline__ void unpack(uint4 b, float *f)
{
	word_to_f(b.x, f);
	word_to_f(b.y, f + EPW);
	word_to_f(b.z, f + 2 * EPW);
	word_to_f(b.w, f + 3 * EPW);
}
static __device__ __forceinline__ void pack(const float *f, unsigned &b) { b = f_to_word(f); }
static __device__ __forceinline__ void pack(const float *f, uint2 &b)
{
	b.x = f_to_word(f);
	b.y = f_to_word(f + EPW);
}
static __device__ __forceinline__ void pack(const float *f, uint4 &b)
{
	b.x = f_to_word(f);
	b.y = f_to_word(f + EPW);
	b.z = f_to_word(f + 2 * EPW);
	b.w = f_to_word(f + 3 * EPW);
}
