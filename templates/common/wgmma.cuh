// common/wgmma.cuh: the PTX of Hopper's warpgroup MMA for the families that feed it from
// swizzled shared memory (gemm*/wgmma by common/gemm_wgmma.cuh): the proxy fence,
// wgmma's fence, commit and wait, the shared-memory matrix descriptor of a K-major tile
// in the 128-byte swizzle, and wgmma.mma_async m64nNk16 (N 64, 128, 256) with f32
// accumulators, bf16 or f16 (AK_DTYPE_BF16, else f16) from shared memory, and wg_store,
// the accumulators' way out through common/gemm_epi.cuh; for attention
// (common/flash_wg.cuh) also the register-A form (A from registers, B MN-major:
// wg_mma_rs, wg_pin_u) and the descriptor of an MN-major tile (wg_desc_mn). sm_90a only:
// a family including it declares `// archs: sm_90a`, and anything else that compiles it
// stops here.
#include <cuda_runtime.h>
#include <stdint.h>

#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
#error "common/wgmma.cuh is for sm_90a (compute_90a) only: wgmma is an arch-specific feature of sm_90"
#endif

// ----------------------------------------------------------------------------
// PTX: wgmma

#if defined(AK_DTYPE_BF16)
#define WG_AB "bf16.bf16"
#else
#define WG_AB "f16.f16"
#endif

// Shared memory written by ordinary stores (st.shared, cp.async) is read by wgmma through
// the async proxy: each writer fences after its writes are complete and before the
// barrier that publishes them.
static __device__ __forceinline__ void fence_proxy_async()
{
	asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
}

// before a warpgroup's first wgmma after its accumulators were touched by other code
static __device__ __forceinline__ void wg_fence()
{
	asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
}

// the wgmma issued since the last commit become one group
static __device__ __forceinline__ void wg_commit()
{
	asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
}

// until at most N of the warpgroup's newest groups are pending
template <int N> static __device__ __forceinline__ void wg_wait()
{
	asm volatile("wgmma.wait_group.sync.aligned %0;" ::"n"(N) : "memory");
}

// Ties an accumulator array to this point of the program: code that writes or reads it
// (the zeroing, the epilogue) cannot be moved across the wgmma fence or wait beside it,
// which nothing else orders, the registers being written asynchronously.
template <int R> static __device__ __forceinline__ void wg_pin(float (&d)[R])
{
#pragma unroll
	for (int i = 0; i < R; i++)
		asm volatile("" : "+f"(d[i])::"memory");
}

// d += A B (SD 1; d = A B with SD 0) for the warpgroup's 64 x N tile, K = 16, A (64 rows)
// and B (N rows) from shared memory, neither negated; A K-major, B K-major (TB 0) or
// MN-major (TB 1, the wgmma's imm-trans-b: wg_desc_mn's layout, for a B stored [k][n]
// as gemm_nn's w is). Accumulator
// i of thread t: warp w = t / 32 of the warpgroup holds rows 16 w .. 16 w + 15; lane
// 4 g + q holds, for j = i / 4, row 16 w + g (i % 4 < 2) or 16 w + g + 8 (else), column
// 8 j + 2 q + i % 2: the m16n8 fragments of mma.sync stacked along N.
#define WG_D8(i) "+f"(d[i]), "+f"(d[i + 1]), "+f"(d[i + 2]), "+f"(d[i + 3]), "+f"(d[i + 4]), "+f"(d[i + 5]), \
		"+f"(d[i + 6]), "+f"(d[i + 7])
template <int SD, int TB> static __device__ __forceinline__ void wg_mma64(float (&d)[32], uint64_t da, uint64_t db)
{
	asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f32." WG_AB " {"
		     "%0, %1, %2, %3, %4, %5, %6, %7,"
		     "%8, %9, %10, %11, %12, %13, %14, %15,"
		     "%16, %17, %18, %19, %20, %21, %22, %23,"
		     "%24, %25, %26, %27, %28, %29, %30, %31"
		     "}, %32, %33, %34, 1, 1, 0, %35;"
		     : WG_D8(0), WG_D8(8), WG_D8(16), WG_D8(24)
		     : "l"(da), "l"(db), "n"(SD), "n"(TB));
}

template <int SD, int TB> static __device__ __forceinline__ void wg_mma128(float (&d)[64], uint64_t da, uint64_t db)
{
	asm volatile("wgmma.mma_async.sync.aligned.m64n128k16.f32." WG_AB " {"
		     "%0, %1, %2, %3, %4, %5, %6, %7,"
		     "%8, %9, %10, %11, %12, %13, %14, %15,"
		     "%16, %17, %18, %19, %20, %21, %22, %23,"
		     "%24, %25, %26, %27, %28, %29, %30, %31,"
		     "%32, %33, %34, %35, %36, %37, %38, %39,"
		     "%40, %41, %42, %43, %44, %45, %46, %47,"
		     "%48, %49, %50, %51, %52, %53, %54, %55,"
		     "%56, %57, %58, %59, %60, %61, %62, %63"
		     "}, %64, %65, %66, 1, 1, 0, %67;"
		     : WG_D8(0), WG_D8(8), WG_D8(16), WG_D8(24), WG_D8(32), WG_D8(40), WG_D8(48), WG_D8(56)
		     : "l"(da), "l"(db), "n"(SD), "n"(TB));
}

template <int SD, int TB> static __device__ __forceinline__ void wg_mma256(float (&d)[128], uint64_t da, uint64_t db)
{
	asm volatile("wgmma.mma_async.sync.aligned.m64n256k16.f32." WG_AB " {"
		     "%0, %1, %2, %3, %4, %5, %6, %7,"
		     "%8, %9, %10, %11, %12, %13, %14, %15,"
		     "%16, %17, %18, %19, %20, %21, %22, %23,"
		     "%24, %25, %26, %27, %28, %29, %30, %31,"
		     "%32, %33, %34, %35, %36, %37, %38, %39,"
		     "%40, %41, %42, %43, %44, %45, %46, %47,"
		     "%48, %49, %50, %51, %52, %53, %54, %55,"
		     "%56, %57, %58, %59, %60, %61, %62, %63,"
		     "%64, %65, %66, %67, %68, %69, %70, %71,"
		     "%72, %73, %74, %75, %76, %77, %78, %79,"
		     "%80, %81, %82, %83, %84, %85, %86, %87,"
		     "%88, %89, %90, %91, %92, %93, %94, %95,"
		     "%96, %97, %98, %99, %100, %101, %102, %103,"
		     "%104, %105, %106, %107, %108, %109, %110, %111,"
		     "%112, %113, %114, %115, %116, %117, %118, %119,"
		     "%120, %121, %122, %123, %124, %125, %126, %127"
		     "}, %128, %129, %130, 1, 1, 0, %131;"
		     : WG_D8(0), WG_D8(8), WG_D8(16), WG_D8(24), WG_D8(32), WG_D8(40), WG_D8(48), WG_D8(56),
		       WG_D8(64), WG_D8(72), WG_D8(80), WG_D8(88), WG_D8(96), WG_D8(104), WG_D8(112), WG_D8(120)
		     : "l"(da), "l"(db), "n"(SD), "n"(TB));
}

// SD 0 (scale-d false): d = A B, the accumulators' values before it ignored (a product's
// first k-step, in place of zeroing them); TB 1: B MN-major (imm-trans-b)
template <int N, int SD = 1, int TB = 0>
static __device__ __forceinline__ void wg_mma(float (&d)[N / 2], uint64_t da, uint64_t db)
{
	static_assert(N == 64 || N == 128 || N == 256, "wgmma tiles of 64, 128 or 256 columns");
	static_assert(SD == 0 || SD == 1, "scale-d: 0 or 1");
	static_assert(TB == 0 || TB == 1, "imm-trans-b: 0 or 1");
	if constexpr (N == 64)
		wg_mma64<SD, TB>(d, da, db);
	else if constexpr (N == 128)
		wg_mma128<SD, TB>(d, da, db);
	else
		wg_mma256<SD, TB>(d, da, db);
}

// d += A B for the warpgroup's 64 x N tile, K = 16, A from registers and B from shared
// memory MN-major (transposed: imm-trans-b 1), neither negated, the register form of
// the PTX ISA's wgmma.mma_async ("Register Fragments and Shared Memory Matrix Layouts",
// matrix A of .f16/.bf16 m64nNk16): thread t's four registers hold, of the 16 rows of
// its warp w = t / 32 (rows 16 w ..), lane 4 g + q's pairs of 16-bit elements, low half
// first: a[0] (row g, k 2q, 2q + 1), a[1] (row g + 8, the same k), a[2] (row g, k 2q + 8,
// 2q + 9), a[3] (row g + 8, those): mma.sync m16n8k16's A fragment, warp by warp. So
// the accumulators of a product over 16 columns (wg_mma's i, i + 1 of column block 2 kk
// and 2 kk + 1) are, rounded in pairs, the A operand of a product over those 16 as k.
// The registers are read asynchronously: they keep their values until the wgmma.wait_group
// that retires the product (wg_pin_u after it ties them there).
static __device__ __forceinline__ void wg_mma_rs64(float (&d)[32], const unsigned (&a)[4], uint64_t db)
{
	asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f32." WG_AB " {"
		     "%0, %1, %2, %3, %4, %5, %6, %7,"
		     "%8, %9, %10, %11, %12, %13, %14, %15,"
		     "%16, %17, %18, %19, %20, %21, %22, %23,"
		     "%24, %25, %26, %27, %28, %29, %30, %31"
		     "}, {%32, %33, %34, %35}, %36, 1, 1, 1, 1;"
		     : WG_D8(0), WG_D8(8), WG_D8(16), WG_D8(24)
		     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db));
}

static __device__ __forceinline__ void wg_mma_rs128(float (&d)[64], const unsigned (&a)[4], uint64_t db)
{
	asm volatile("wgmma.mma_async.sync.aligned.m64n128k16.f32." WG_AB " {"
		     "%0, %1, %2, %3, %4, %5, %6, %7,"
		     "%8, %9, %10, %11, %12, %13, %14, %15,"
		     "%16, %17, %18, %19, %20, %21, %22, %23,"
		     "%24, %25, %26, %27, %28, %29, %30, %31,"
		     "%32, %33, %34, %35, %36, %37, %38, %39,"
		     "%40, %41, %42, %43, %44, %45, %46, %47,"
		     "%48, %49, %50, %51, %52, %53, %54, %55,"
		     "%56, %57, %58, %59, %60, %61, %62, %63"
		     "}, {%64, %65, %66, %67}, %68, 1, 1, 1, 1;"
		     : WG_D8(0), WG_D8(8), WG_D8(16), WG_D8(24), WG_D8(32), WG_D8(40), WG_D8(48), WG_D8(56)
		     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db));
}

static __device__ __forceinline__ void wg_mma_rs256(float (&d)[128], const unsigned (&a)[4], uint64_t db)
{
	asm volatile("wgmma.mma_async.sync.aligned.m64n256k16.f32." WG_AB " {"
		     "%0, %1, %2, %3, %4, %5, %6, %7,"
		     "%8, %9, %10, %11, %12, %13, %14, %15,"
		     "%16, %17, %18, %19, %20, %21, %22, %23,"
		     "%24, %25, %26, %27, %28, %29, %30, %31,"
		     "%32, %33, %34, %35, %36, %37, %38, %39,"
		     "%40, %41, %42, %43, %44, %45, %46, %47,"
		     "%48, %49, %50, %51, %52, %53, %54, %55,"
		     "%56, %57, %58, %59, %60, %61, %62, %63,"
		     "%64, %65, %66, %67, %68, %69, %70, %71,"
		     "%72, %73, %74, %75, %76, %77, %78, %79,"
		     "%80, %81, %82, %83, %84, %85, %86, %87,"
		     "%88, %89, %90, %91, %92, %93, %94, %95,"
		     "%96, %97, %98, %99, %100, %101, %102, %103,"
		     "%104, %105, %106, %107, %108, %109, %110, %111,"
		     "%112, %113, %114, %115, %116, %117, %118, %119,"
		     "%120, %121, %122, %123, %124, %125, %126, %127"
		     "}, {%128, %129, %130, %131}, %132, 1, 1, 1, 1;"
		     : WG_D8(0), WG_D8(8), WG_D8(16), WG_D8(24), WG_D8(32), WG_D8(40), WG_D8(48), WG_D8(56),
		       WG_D8(64), WG_D8(72), WG_D8(80), WG_D8(88), WG_D8(96), WG_D8(104), WG_D8(112), WG_D8(120)
		     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db));
}

#undef WG_D8

template <int N> static __device__ __forceinline__ void wg_mma_rs(float (&d)[N / 2], const unsigned (&a)[4], uint64_t db)
{
	static_assert(N == 64 || N == 128 || N == 256, "wgmma tiles of 64, 128 or 256 columns");
	if constexpr (N == 64)
		wg_mma_rs64(d, a, db);
	else if constexpr (N == 128)
		wg_mma_rs128(d, a, db);
	else
		wg_mma_rs256(d, a, db);
}

// wg_pin for the A fragments of wg_mma_rs: kept, unchanged, up to this point
template <int R> static __device__ __forceinline__ void wg_pin_u(unsigned (&a)[R][4])
{
#pragma unroll
	for (int i = 0; i < R; i++)
#pragma unroll
		for (int j = 0; j < 4; j++)
			asm volatile("" : "+r"(a[i][j])::"memory");
}

// ----------------------------------------------------------------------------
// descriptors

// The descriptor of a K-major operand in the 128-byte swizzle (PTX ISA, "Matrix
// Descriptor Format"): the start address >> 4 in bits 0-13; the leading-dimension byte
// offset >> 4 in bits 16-29, unused by the swizzled K-major layouts (1, as the ISA says
// it is assumed); the stride-dimension byte offset >> 4 in bits 32-45, 1024: the step
// from one 8-row atom (8 rows of 128 bytes) to the next along M or N; the base offset
// (bits 49-51) 0, every atom being 1024-byte aligned; bits 62-63 1, the 128-byte
// swizzle. One k16 step further along K is 32 bytes further into the rows: the start
// address alone moves, the swizzle being of the address's bits 7-9 into 4-6.
static __device__ __forceinline__ uint64_t wg_desc(unsigned addr)
{
	return (uint64_t)((addr & 0x3ffff) >> 4) | (uint64_t)1 << 16 | (uint64_t)(1024 >> 4) << 32 | (uint64_t)1 << 62;
}

// The descriptor of an MN-major operand in the 128-byte swizzle (the same section; the
// canonical layouts of "Shared Memory Matrix Layout", MN-major, 128B swizzle): 64
// elements of MN contiguous in a 128-byte row, the 8 rows of an atom being k, k + 1, ..
// k + 7; the leading-dimension byte offset (bits 16-29) the step from one 64-element
// block of MN to the next (lbo bytes: the tile's rows times 128 when each block of 64
// columns is a tile of its own), the stride-dimension byte offset (bits 32-45) 1024, the
// step from one 8-row atom to the next along K. So element (n, k) of it is at addr +
// (n / 64) lbo + (k / 8) 1024 + (k % 8) 128 + 2 (n % 64), bits 4-6 of that XORed with
// bits 7-9. For B = V of O = P V (V [key][d], d contiguous: B's N is d, its K the keys)
// with the wgmma's imm-trans-b 1; a k16 step is two atoms on (addr + 2048), addr on a
// 1024-byte boundary.
static __device__ __forceinline__ uint64_t wg_desc_mn(unsigned addr, unsigned lbo)
{
	return (uint64_t)((addr & 0x3ffff) >> 4) | (uint64_t)((lbo & 0x3ffff) >> 4) << 16 |
	       (uint64_t)(1024 >> 4) << 32 | (uint64_t)1 << 62;
}

// A descriptor of either kind moved on by off bytes (a multiple of 16): the start
// address field plus off >> 4, which is wg_desc(addr + off) (or wg_desc_mn's) while
// (addr & 0x3ffff) + off stays below 2^18, as every address of a block's shared memory
// does. One add a k-step in place of each descriptor's mask, shift and or
static __device__ __forceinline__ uint64_t wg_desc_add(uint64_t desc, unsigned off)
{
	return desc + (off >> 4);
}

// ----------------------------------------------------------------------------
// the store of a warpgroup's accumulators (with common/gemm_epi.cuh and
// common/gemm_tile.cuh included before this file, which define GM_EPI; not for the
// families that store their own, common/flash_wg.cuh's)
#if defined(GM_EPI)

// MI m64 tiles of N columns whose first row is row0 and first column n0: warp w of the
// warpgroup holds rows 16 w .. 16 w + 15 of each, lane 4 g + q rows g, g + 8 and columns
// 2 q, 2 q + 1 of each 8 columns, which go out in pairs through the epilogue
#if defined(AKP_VSTORE) && AKP_VSTORE && !GM_YF32
// the two values of y at (row, col) and (row, col + 1) as the bits of a pair of the dtype,
// 0 for a place outside y (whose epilogue operands are not read)
static __device__ __forceinline__ unsigned wg_pack(const gm_args &a, float v0, float v1, int row, int col)
{
	const bool in = row < a.m;
	const float f0 = in && col < a.n ? gm_value(a.e, v0, row, col) : 0.0f;
	const float f1 = in && col + 1 < a.n ? gm_value(a.e, v1, row, col + 1) : 0.0f;
#if defined(AK_DTYPE_BF16)
	const __nv_bfloat162 p = __floats2bfloat162_rn(f0, f1);
#else
	const __half2 p = __floats2half2_rn(f0, f1);
#endif
	return *reinterpret_cast<const unsigned *>(&p);
}

// VSTORE: the same places, 16 bytes a store. Lane q of a quad holds, for each 8 columns,
// the pair at 2 q; four 8-column groups at a time the quad transposes its 4 x 4 pairs
// (two rounds of shuffles, across lanes 2 apart then 1 apart), so that lane q holds the
// 8 columns of the group's q-th: a warp's store is then 8 rows of 64 contiguous bytes, not
// of 16. Where the 8 columns reach past n, element by element.
template <int MI, int N>
static __device__ __forceinline__ void wg_store_v(const gm_args &a, float (&acc)[MI][N / 2], int row0, int n0, int tid)
{
	static_assert(N % 32 == 0, "VSTORE takes 32 columns at a time");
	const int lane = tid % 32, w = tid % 128 / 32;
	const int g = lane / 4, q = lane % 4;
#pragma unroll
	for (int i = 0; i < MI; i++) {
#pragma unroll
		for (int h = 0; h < 2; h++) {
			const int row = row0 + 64 * i + 16 * w + g + 8 * h;
#pragma unroll
			for (int jg = 0; jg < N / 32; jg++) {
				unsigned u[4];
#pragma unroll
				for (int t = 0; t < 4; t++) {
					const int j = 4 * jg + t;
					u[t] = wg_pack(a, acc[i][4 * j + 2 * h], acc[i][4 * j + 2 * h + 1], row,
						       n0 + 8 * j + 2 * q);
				}
				// u[t] is lane q's pair of group t; after: lane q's u[s], lane s's of group q
#pragma unroll
				for (int t = 0; t < 2; t++) {
					const unsigned r = __shfl_xor_sync(0xffffffffu, (q & 2) ? u[t] : u[t + 2], 2);
					if (q & 2)
						u[t] = r;
					else
						u[t + 2] = r;
				}
#pragma unroll
				for (int t = 0; t < 4; t += 2) {
					const unsigned r = __shfl_xor_sync(0xffffffffu, (q & 1) ? u[t] : u[t + 1], 1);
					if (q & 1)
						u[t] = r;
					else
						u[t + 1] = r;
				}
				const int col = n0 + 8 * (4 * jg + q);
				if (row >= a.m || col >= a.n)
					continue;
				GM_YT *p = a.y + (int64_t)row * a.ys + col;
				if (col + 8 <= a.n) {
					*reinterpret_cast<uint4 *>(p) = make_uint4(u[0], u[1], u[2], u[3]);
					continue;
				}
				unsigned short *e = reinterpret_cast<unsigned short *>(p);
#pragma unroll
				for (int c = 0; c < 8; c++)
					if (col + c < a.n)
						e[c] = (unsigned short)(u[c / 2] >> (16 * (c % 2)));
			}
		}
	}
}
#endif

template <int MI, int N>
static __device__ __forceinline__ void wg_store(const gm_args &a, float (&acc)[MI][N / 2], int row0, int n0, int tid)
{
#if defined(AKP_VSTORE) && AKP_VSTORE && !GM_YF32
	if (a.vec) {
		wg_store_v<MI, N>(a, acc, row0, n0, tid);
		return;
	}
#endif
	const int lane = tid % 32, w = tid % 128 / 32;
	const int g = lane / 4, q2 = lane % 4 * 2;
#pragma unroll
	for (int i = 0; i < MI; i++) {
		const int row = row0 + 64 * i + 16 * w + g;
#pragma unroll
		for (int j = 0; j < N / 8; j++) {
			const int col = n0 + 8 * j + q2;
			gm_store_pair(a.y, a.ys, a.e, a.m, a.n, row, col, acc[i][4 * j], acc[i][4 * j + 1], a.pair);
			gm_store_pair(a.y, a.ys, a.e, a.m, a.n, row + 8, col, acc[i][4 * j + 2], acc[i][4 * j + 3], a.pair);
		}
	}
}
#endif
