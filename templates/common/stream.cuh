// common/stream.cuh: loads of what is read once and stores of what is written once,
// by the family's HINT parameter (gelu_tanh/vec, silu_and_mul/vec, rope/pair):
//   0  the read-only path (__ldg, ld.global.nc) and plain stores
//   1  evict-first loads and stores (ld.global.cs, st.global.cs): nothing is read twice
//   2  ld.global.nc.L1::no_allocate with a 256-byte L2 prefetch, evict-first stores
// for accesses of 2, 4, 8 or 16 bytes (unsigned short, unsigned int, uint2, uint4)
#include <cuda_runtime.h>
#include <stdint.h>

#if AKP_HINT == 0
template <typename T> static __device__ __forceinline__ T ld_stream(const T *p) { return __ldg(p); }
template <typename T> static __device__ __forceinline__ void st_stream(T *p, T v) { *p = v; }
#else
template <typename T> static __device__ __forceinline__ void st_stream(T *p, T v) { __stcs(p, v); }
#if AKP_HINT == 1
template <typename T> static __device__ __forceinline__ T ld_stream(const T *p) { return __ldcs(p); }
#else
static __device__ __forceinline__ unsigned short ld_stream(const unsigned short *p)
{
	unsigned short v;
	asm("ld.global.nc.L1::no_allocate.L2::256B.u16 %0, [%1];" : "=h"(v) : "l"(p));
	return v;
}
static __device__ __forceinline__ unsigned ld_stream(const unsigned *p)
{
	unsigned v;
	asm("ld.global.nc.L1::no_allocate.L2::256B.u32 %0, [%1];" : "=r"(v) : "l"(p));
	return v;
}
static __device__ __forceinline__ uint2 ld_stream(const uint2 *p)
{
	uint2 v;
	asm("ld.global.nc.L1::no_allocate.L2::256B.v2.u32 {%0, %1}, [%2];"
	    : "=r"(v.x), "=r"(v.y)
	    : "l"(p));
	return v;
}
static __device__ __forceinline__ uint4 ld_stream(const uint4 *p)
{
	uint4 v;
	asm("ld.global.nc.L1::no_allocate.L2::256B.v4.u32 {%0, %1, %2, %3}, [%4];"
	    : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
	    : "l"(p));
	return v;
}
#endif
#endif
