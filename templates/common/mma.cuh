// common/mma.cuh: the PTX of the tensor-core families that stage tiles through shared
// memory with cp.async and feed mma.sync from ldmatrix (gemm/mma and its forms,
// attention_fwd/flash, attention_fwd_causal/flash). bf16 or f16 (AK_DTYPE_BF16, else
// f16), sm_80 on.
#include <cuda_runtime.h>
#include <stdint.h>

// ----------------------------------------------------------------------------
// PTX: shared memory addresses, cp.async, ldmatrix, mma

static __device__ __forceinline__ unsigned smem_u32(const void *p)
{
	return (unsigned)__cvta_generic_to_shared(p);
}

// 16 bytes global -> shared, of which the first `bytes` (0..16) are read and the rest
// zero-filled; .cg: cached in L2 only, the block reuses the tile from shared memory
static __device__ __forceinline__ void cp_async16(unsigned dst, const void *src, int bytes)
{
	asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16, %2;" ::"r"(dst), "l"(src), "r"(bytes)
		     : "memory");
}

static __device__ __forceinline__ void cp_async_commit()
{
	asm volatile("cp.async.commit_group;" ::: "memory");
}

// until at most N of this thread's newest groups are pending
template <int N> static __device__ __forceinline__ void cp_async_wait()
{
	asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory");
}

static __device__ __forceinline__ void st_shared16(unsigned dst, unsigned a, unsigned b, unsigned c, unsigned d)
{
	asm volatile("st.shared.v4.b32 [%0], {%1, %2, %3, %4};" ::"r"(dst), "r"(a), "r"(b), "r"(c), "r"(d)
		     : "memory");
}

// four 8x8 matrices of 16-bit elements: lanes 8j..8j+7 give the addresses of matrix j's
// rows (16 bytes each); register j of lane 4r + q receives row r's elements 2q, 2q + 1
// of matrix j, or with .trans (ldsm_x4_t) column r's elements in rows 2q, 2q + 1
static __device__ __forceinline__ void ldsm_x4(unsigned addr, unsigned &r0, unsigned &r1, unsigned &r2, unsigned &r3)
{
	asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
		     : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
		     : "r"(addr));
}

static __device__ __forceinline__ void ldsm_x4_t(unsigned addr, unsigned &r0, unsigned &r1, unsigned &r2,
						 unsigned &r3)
{
	asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];"
		     : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
		     : "r"(addr));
}

// d += a b, one 16x8x16 product in f32
static __device__ __forceinline__ void mma16816(float *d, const unsigned *a, const unsigned *b)
{
#if defined(AK_DTYPE_BF16)
	asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
	    "{%0, %1, %2, %3};"
	    : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
	    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#else
	asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
	    "{%0, %1, %2, %3};"
	    : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
	    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#endif
}

// ----------------------------------------------------------------------------
// host: the current device and its opt-in limit of dynamic shared memory a block (the
// tile families fall back to fewer stages or smaller tiles below what they ask)

static cudaError_t device_optin(int *dev, int *optin)
{
	cudaError_t e = cudaGetDevice(dev);
	if (e == cudaSuccess)
		e = cudaDeviceGetAttribute(optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, *dev);
	return e;
}
