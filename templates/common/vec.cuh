// common/vec.cuh: one 16-byte vector of V = 16 / ELEM_BYTES elements, or a single
// element (V = 1), as raw words: its load (evict-first or through the read-only
// path) and store (evict-first or plain), its elements widened to float and
// rounded back; a strided tensor's row; a row's aligned body and its peeled head and
// tail. The row families of the online (max, sum)
// pairs use it (softmax/resident, cross_entropy/online); it needs the AK_* definitions.
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// Row r of a tensor whose rows lie `stride` elements apart (r * stride in 64 bits:
// it passes 2^31). Formed through an integer so that the row's start is a value of
// its own: from plain pointer arithmetic the compiler folds r * stride into each
// access's index, t + (r * stride + c), and ptxas then recomputes the 64-bit product
// at every load and store rather than hold it (softmax's register rows at the
// defaults, bf16 V = 1: 1359 instructions against 870). A loop along the row steps
// pointers of its own from here, for the same reason (softmax's long rows).
template <typename T> static __device__ __forceinline__ T *row_of(T *t, int64_t r, int64_t stride)
{
	return reinterpret_cast<T *>(reinterpret_cast<uintptr_t>(t) + (uintptr_t)(r * stride) * sizeof(T));
}

// One vector's raw bits: 16 bytes as four words, or one element. Held as words,
// not as 16-bit elements: ptxas would give every 16-bit element a register.
template <int V> struct Raw {
	unsigned int w[4];
};
template <> struct Raw<1> {
#if AK_ELEM_BYTES == 4
	unsigned int h;
#else
	unsigned short h;
#endif
};

// CS: read once, evict-first (ld.global.cs), so that a stream does not push out
// of L2 what is read again; else the read-only path (__ldg), the default policy
template <int V, bool CS> static __device__ __forceinline__ Raw<V> ld_vec(const AK_T *p)
{
	Raw<V> r;
	if constexpr (V == 1) {
#if AK_ELEM_BYTES == 4
		const unsigned int *q = reinterpret_cast<const unsigned int *>(p);
#else
		const unsigned short *q = reinterpret_cast<const unsigned short *>(p);
#endif
		r.h = CS ? __ldcs(q) : __ldg(q);
	} else {
		const uint4 *q = reinterpret_cast<const uint4 *>(p);
		const uint4 u = CS ? __ldcs(q) : __ldg(q);
		r.w[0] = u.x, r.w[1] = u.y, r.w[2] = u.z, r.w[3] = u.w;
	}
	return r;
}

// CS: not read again, evict-first stores (st.global.cs); else plain ones
template <int V, bool CS> static __device__ __forceinline__ void st_vec(AK_T *p, const Raw<V> &r)
{
	if constexpr (V == 1) {
#if AK_ELEM_BYTES == 4
		unsigned int *q = reinterpret_cast<unsigned int *>(p);
#else
		unsigned short *q = reinterpret_cast<unsigned short *>(p);
#endif
		if (CS)
			__stcs(q, r.h);
		else
			*q = r.h;
	} else {
		uint4 *q = reinterpret_cast<uint4 *>(p);
		const uint4 u = make_uint4(r.w[0], r.w[1], r.w[2], r.w[3]);
		if (CS)
			__stcs(q, u);
		else
			*q = u;
	}
}

// the elements widened to float, exactly (bf16: a shift; f16: cvt)
template <int V> static __device__ __forceinline__ void unpack(const Raw<V> &r, float (&f)[V])
{
	if constexpr (V == 1) {
#if defined(AK_DTYPE_BF16)
		f[0] = __uint_as_float((unsigned int)r.h << 16);
#elif defined(AK_DTYPE_F16)
		f[0] = __half2float(__ushort_as_half(r.h));
#else
		f[0] = __uint_as_float(r.h);
#endif
	} else {
#pragma unroll
		for (int j = 0; j < 4; j++) {
#if defined(AK_DTYPE_BF16)
			// little-endian: the lower-addressed element is the low half
			f[2 * j] = __uint_as_float(r.w[j] << 16);
			f[2 * j + 1] = __uint_as_float(r.w[j] & 0xffff0000u);
#elif defined(AK_DTYPE_F16)
			const float2 t = __half22float2(
				__halves2half2(__ushort_as_half((unsigned short)(r.w[j] & 0xffffu)),
					       __ushort_as_half((unsigned short)(r.w[j] >> 16))));
			f[2 * j] = t.x;
			f[2 * j + 1] = t.y;
#else
			f[j] = __uint_as_float(r.w[j]);
#endif
		}
	}
}

// floats rounded to the element type, nearest even (pairs: one cvt.rn.bf16x2.f32)
template <int V> static __device__ __forceinline__ Raw<V> pack(const float (&f)[V])
{
	Raw<V> r;
	if constexpr (V == 1) {
#if defined(AK_DTYPE_BF16)
		r.h = __bfloat16_as_ushort(__float2bfloat16_rn(f[0]));
#elif defined(AK_DTYPE_F16)
		r.h = __half_as_ushort(__float2half_rn(f[0]));
#else
		r.h = __float_as_uint(f[0]);
#endif
	} else {
#pragma unroll
		for (int j = 0; j < 4; j++) {
#if defined(AK_DTYPE_BF16)
			const __nv_bfloat162 t = __floats2bfloat162_rn(f[2 * j], f[2 * j + 1]);
			r.w[j] = (unsigned int)__bfloat16_as_ushort(t.x) |
				 ((unsigned int)__bfloat16_as_ushort(t.y) << 16);
#elif defined(AK_DTYPE_F16)
			const __half2 t = __floats2half2_rn(f[2 * j], f[2 * j + 1]);
			r.w[j] = (unsigned int)__half_as_ushort(__low2half(t)) |
				 ((unsigned int)__half_as_ushort(__high2half(t)) << 16);
#else
			r.w[j] = __float_as_uint(f[j]);
#endif
		}
	}
	return r;
}

// ----------------------------------------------------------------------------
// peeled rows

// A row of n elements whose start p is not 16-byte aligned, read (and written) with
// 16-byte vectors of V elements over its aligned middle: the head, h < V elements
// before p's first 16-byte boundary (all n when the row ends sooner); the body, nb
// elements from p + h, whole vectors, 16-byte aligned; the tail, the elements past
// the body's last whole vector (fewer than V). The head and the tail together are the
// row's ht = n - nb < 2V "extras", numbered e = 0 .. ht - 1: extra e is element e
// when e < h, else element e + nb (peel_at). p need only be element aligned; a tensor
// whose rows all share p's misalignment (the same stride modulo V, bases 16-byte
// aligned) takes the same peel for each of its rows.
struct Peel {
	int h;	// head: elements before the body
	int nb;	// body: elements, a multiple of V
	int ht;	// head and tail together
};
template <int V> static __device__ __forceinline__ Peel peel_of(const void *p, int n)
{
	Peel q;
	const int a = (int)((0u - (unsigned int)reinterpret_cast<uintptr_t>(p)) & 15u) / AK_ELEM_BYTES;
	q.h = a < n ? a : n;
	q.nb = (n - q.h) & ~(V - 1);
	q.ht = n - q.nb;
	return q;
}

// the element of extra e (head first, then tail)
static __device__ __forceinline__ int peel_at(const Peel &q, int e)
{
	return e < q.h ? e : e + q.nb;
}
