// rowdot.h: what templates/common/gemm_rowdot.cuh (with the common/stream.cuh and
// common/convert.cuh it is built on) uses beyond emu.h: 8- and 16-byte vectors, reads
// through __ldg and ld_stream checked to stay inside the inputs, the bit casts, the
// shuffle as emu.h's warp collective, rowdot's mma16816 of
// loose registers on emu.h's, and min.
#pragma once
#include "emu.h"

struct uint2 {
	unsigned x, y;
};
struct uint4 {
	unsigned x, y, z, w;
};
static inline uint4 make_uint4(unsigned a, unsigned b, unsigned c, unsigned d) { return uint4{a, b, c, d}; }

template <class T> static inline T __ldg(const T *p)
{
	emu_check_read(p, (int)sizeof(T));
	EMU_CHECK((uintptr_t)p % sizeof(T) == 0, "misaligned load");
	return *p;
}
template <class T> static inline T ld_stream(const T *p) { return __ldg(p); }

static inline float __uint_as_float(unsigned u)
{
	float f;
	memcpy(&f, &u, 4);
	return f;
}
static inline unsigned __float_as_uint(float f)
{
	unsigned u;
	memcpy(&u, &f, 4);
	return u;
}
static inline __half __ushort_as_half(unsigned short b) { return __half{b}; }
static inline unsigned short __half_as_ushort(__half h) { return h.x; }
static inline unsigned short __bfloat16_as_ushort(__nv_bfloat16 h) { return h.x; }
static inline int min(int a, int b) { return a < b ? a : b; }

static inline float __shfl_xor_sync(unsigned mask, float v, int o)
{
	EMU_CHECK(mask == 0xffffffffu, "a shuffle of part of the warp");
	return shfl_xor(v, o);
}

static inline void mma16816(float (&d)[4], unsigned a0, unsigned a1, unsigned a2, unsigned a3, unsigned b0,
			    unsigned b1)
{
	const unsigned a[4] = {a0, a1, a2, a3}, b[2] = {b0, b1};
	mma16816(&d[0], a, b);
}
