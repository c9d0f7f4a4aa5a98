/* akops candidate: an instance of templates/silu_and_mul/vec.cu (sha256 5526967dbeb9a1c380b30dc4bdb80f11c2e6ceec11ca8a750d6c17b4e2108817)
 * for silu_and_mul f32 sm_120: BLOCK=256 UNROLL=4 BPS=0 HINT=0 OCC=0 */
#define AKP_BLOCK 256
#define AKP_UNROLL 4
#define AKP_BPS 0
#define AKP_HINT 0
#define AKP_OCC 0
#define AK_T float
#define AK_ELEM_BYTES 4
#define AK_DTYPE_F32 1
#define AK_ARCH 120
#define AK_LAUNCHER akops_silu_and_mul_f32_sm120
#line 1 "templates/silu_and_mul/vec.cu"
// akops-template: silu_and_mul/vec
// summary: the flat rows*cols array in 16-byte vectors, UNROLL gate+up pairs in flight per thread, one tile per block or BPS blocks per SM grid-striding; silu by MUFU ex2 and rcp
// dtypes: bf16 f16 f32
// param: BLOCK = 256 : 128 256 512 1024
// param: UNROLL = 4 : 1 2 4 8
// param: BPS = 0 : 0 2 4 8 16
// param: HINT = 1 : 0 1 2
// param: OCC = 0 : 0 1 2
// require: BPS * BLOCK <= 2048 && (OCC < 2 || UNROLL <= 2) && (UNROLL < 8 || (OCC == 0 && BLOCK <= 512))
/*
silu_and_mul (SwiGLU): y = silu(gate) * up = gate / (1 + exp(-gate)) * up, elementwise on
[rows][cols]. As the reference (specs/ref/silu_and_mul.c): a very negative gate gives
exp(-gate) = inf and -0 (times up), not NaN; gate = -inf gives NaN.

Instantiate, then judge:
    akgen instantiate specs/silu_and_mul.yaml templates/silu_and_mul/vec.cu --dtype bf16 --arch sm_90 -o I.cu
    akgen verify specs/silu_and_mul.yaml I.cu --dtype bf16 --arch sm_90

gate, up and y are dense [rows][cols] with 16-byte aligned bases, and row i depends only
on row i: the three are one flat array of n = rows * cols elements, so a row of odd cols
costs nothing and every 16-byte vector of the flat index is aligned. The flat array is
cut into tiles of BLOCK * UNROLL vectors (8 bf16/f16, 4 f32); a thread loads its UNROLL
gate vectors and UNROLL up vectors (BLOCK apart: a warp's load reads 512 contiguous bytes)
before it computes any. Whole tiles take no bounds checks; the last tile checks each vector
and does the scalar tail (n % VE elements, one per thread).

Parameters:
  BLOCK   threads per block
  UNROLL  vector pairs per thread per tile (2 * UNROLL * 16 bytes in flight per thread)
  BPS     0: one block per tile, the hardware balances the tail; else a persistent grid of
          BPS blocks per multiprocessor striding over the tiles
  HINT    0: ld.global.nc and plain stores; 1: ld.global.cs / st.global.cs (evict-first:
          nothing is read twice); 2: ld.global.nc.L1::no_allocate with a 256-byte L2
          prefetch, st.global.cs
  OCC     0: __launch_bounds__(BLOCK) alone; else a register budget for OCC * 1024 threads
          per SM (1: 64 registers; 2: 32, full occupancy). The require keeps out what
          spills (ptxas -v, all three dtypes): UNROLL 4 and 8 in 32 registers, UNROLL 8
          (16 live vectors, 64 registers of data alone) in 64

Bandwidth: bf16 moves 6 bytes an element (two reads, one write); torch.compile reaches
4.45 TB/s on the H200, 104% of a 1:1 copy, as reads stream faster than writes. At that
rate an SM needs about 2.8 elements per clock: 2 MUFU ops an element (16/clock/SM) and
about 5 FP32 ops leave the math far from the limit.
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// elements per 16-byte vector, and vectors per tile
#define SM_VE (16 / AK_ELEM_BYTES)
#define SM_TILE (AKP_BLOCK * AKP_UNROLL)

#if AKP_OCC > 0
#define SM_BOUNDS __launch_bounds__(AKP_BLOCK, AKP_OCC * 1024 / AKP_BLOCK)
#else
#define SM_BOUNDS __launch_bounds__(AKP_BLOCK)
#endif

// ----------------------------------------------------------------------------
// memory access: every byte is touched once, so nothing is worth keeping in L1 or L2

static __device__ __forceinline__ uint4 ld_vec(const uint4 *p)
{
#if AKP_HINT == 0
	return __ldg(p);
#elif AKP_HINT == 1
	return __ldcs(p);
#else
	uint4 v;
	asm("ld.global.nc.L1::no_allocate.L2::256B.v4.u32 {%0, %1, %2, %3}, [%4];"
	    : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
	    : "l"(p));
	return v;
#endif
}

static __device__ __forceinline__ void st_vec(uint4 *p, uint4 v)
{
#if AKP_HINT == 0
	*p = v;
#else
	__stcs(p, v);
#endif
}

// ----------------------------------------------------------------------------
// arithmetic, in float with one rounding to the dtype

static __device__ __forceinline__ float silu_mul(float g, float u)
{
	// the reference's form g / (1 + e^-g), e^-g = 2^(-g log2 e): for g < -88 (f32's
	// range) e = inf, rcp = 0 and g * 0 = -0; g = -inf gives -inf * 0 = NaN; g = +inf
	// gives e = 0 and inf. rcp.approx.ftz returns 0 from 2^126 on, where |silu| < 1e-36.
	// ex2 and rcp are MUFU ops within 2 ulp: a few 1e-7 relative, under f32's 1e-5
	float e, r;
	asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(e) : "f"(g * -1.44269504f));
	asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(1.0f + e));
	return (g * r) * u;
}

#if defined(AK_DTYPE_BF16)
static __device__ __forceinline__ float to_f(__nv_bfloat16 v) { return __bfloat162float(v); }
static __device__ __forceinline__ __nv_bfloat16 from_f(float f) { return __float2bfloat16_rn(f); }
// a 32-bit word holds two elements, the lower address in the low half
static __device__ __forceinline__ float lo_f(unsigned w) { return __uint_as_float(w << 16); }
static __device__ __forceinline__ float hi_f(unsigned w) { return __uint_as_float(w & 0xffff0000u); }
static __device__ __forceinline__ unsigned pack2(float lo, float hi)
{
	unsigned w;
	asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(w) : "f"(hi), "f"(lo));
	return w;
}
#elif defined(AK_DTYPE_F16)
static __device__ __forceinline__ float to_f(__half v) { return __half2float(v); }
static __device__ __forceinline__ __half from_f(float f) { return __float2half_rn(f); }
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
static __device__ __forceinline__ float to_f(float v) { return v; }
static __device__ __forceinline__ float from_f(float f) { return f; }
#endif

static __device__ __forceinline__ unsigned silu_word(unsigned g, unsigned u)
{
#if defined(AK_DTYPE_F32)
	return __float_as_uint(silu_mul(__uint_as_float(g), __uint_as_float(u)));
#else
	return pack2(silu_mul(lo_f(g), lo_f(u)), silu_mul(hi_f(g), hi_f(u)));
#endif
}

static __device__ __forceinline__ uint4 silu_vec(uint4 g, uint4 u)
{
	uint4 y;
	y.x = silu_word(g.x, u.x);
	y.y = silu_word(g.y, u.y);
	y.z = silu_word(g.z, u.z);
	y.w = silu_word(g.w, u.w);
	return y;
}

// ----------------------------------------------------------------------------
// kernel
// (static, as every helper: the launcher is the object's one global symbol)

// nvec = n / VE whole vectors; tiles [0, nfull) hold SM_TILE vectors each; tile nfull, if
// ntiles > nfull, holds the remaining nvec - nfull * SM_TILE vectors and the scalar tail
static __global__ void SM_BOUNDS
silu_and_mul_kernel(const AK_T *__restrict__ gate, const AK_T *__restrict__ up,
                    AK_T *__restrict__ y, int64_t n, int64_t nvec, int64_t nfull,
                    int64_t ntiles)
{
	const uint4 *gv = reinterpret_cast<const uint4 *>(gate);
	const uint4 *uv = reinterpret_cast<const uint4 *>(up);
	uint4 *yv = reinterpret_cast<uint4 *>(y);

	for (int64_t t = blockIdx.x; t < ntiles; t += gridDim.x) {
		const int64_t v0 = t * SM_TILE + threadIdx.x;
		uint4 g[AKP_UNROLL], u[AKP_UNROLL];

		if (t < nfull) {
			// all loads first: 2 * UNROLL independent requests in flight
#pragma unroll
			for (int j = 0; j < AKP_UNROLL; j++) {
				g[j] = ld_vec(gv + v0 + j * AKP_BLOCK);
				u[j] = ld_vec(uv + v0 + j * AKP_BLOCK);
			}
#pragma unroll
			for (int j = 0; j < AKP_UNROLL; j++)
				st_vec(yv + v0 + j * AKP_BLOCK, silu_vec(g[j], u[j]));
		} else {
#pragma unroll
			for (int j = 0; j < AKP_UNROLL; j++)
				if (v0 + j * AKP_BLOCK < nvec) {
					g[j] = ld_vec(gv + v0 + j * AKP_BLOCK);
					u[j] = ld_vec(uv + v0 + j * AKP_BLOCK);
				}
#pragma unroll
			for (int j = 0; j < AKP_UNROLL; j++)
				if (v0 + j * AKP_BLOCK < nvec)
					st_vec(yv + v0 + j * AKP_BLOCK, silu_vec(g[j], u[j]));
			// fewer than VE <= BLOCK elements past the last whole vector
			const int64_t i = nvec * SM_VE + threadIdx.x;
			if (i < n)
				y[i] = from_f(silu_mul(to_f(gate[i]), to_f(up[i])));
		}
	}
}

// ----------------------------------------------------------------------------
// launcher

extern "C" cudaError_t AK_LAUNCHER(const AK_T *gate, const AK_T *up, AK_T *y, int64_t rows,
                                   int64_t cols, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (rows < 1 || cols < 1)
		return cudaErrorInvalidValue;
	// rows <= 2^30 and cols <= 2^18: no overflow
	const int64_t n = rows * cols;
	const int64_t nvec = n / SM_VE;
	const int64_t nfull = nvec / SM_TILE;
	// one more, partial, tile for leftover vectors or a scalar tail
	const int64_t ntiles = nfull + ((nvec % SM_TILE != 0 || n % SM_VE != 0) ? 1 : 0);
	int64_t grid = ntiles;
#if AKP_BPS > 0
	int dev = 0, sms = 0;
	cudaError_t err = cudaGetDevice(&dev);
	if (err != cudaSuccess)
		return err;
	err = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
	if (err != cudaSuccess)
		return err;
	if (grid > (int64_t)sms * AKP_BPS)
		grid = (int64_t)sms * AKP_BPS;
#endif
	// gridDim.x's limit; the kernel strides over any tiles beyond it
	if (grid > 2147483647)
		grid = 2147483647;
	silu_and_mul_kernel<<<(unsigned)grid, AKP_BLOCK, 0, stream>>>(gate, up, y, n, nvec, nfull,
	                                                             ntiles);
	return cudaGetLastError();
}
