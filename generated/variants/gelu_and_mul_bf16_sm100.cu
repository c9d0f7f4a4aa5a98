#define AK_T __nv_bfloat16
#define AK_LAUNCHER akops_gelu_and_mul_bf16_sm100
// gelu_and_mul (GeGLU): y = gelu_tanh(gate) * up, elementwise on dense [rows][cols].
// The answer of the model stand-in (examples/newop/model.sh), which puts the dtype
// (AK_T) and the launcher's name (AK_LAUNCHER) of the job the prompt names above this.
//
// The three tensors are one flat array of rows * cols elements with 16-byte aligned
// bases: it is cut into tiles of B * U 16-byte vectors; a thread loads its U gate and
// U up vectors (B apart, so a warp reads 512 contiguous bytes at a time) before it
// computes, through the read-only path, and stores plainly: on the H200 the
// evict-first hints (ld/st.global.cs) cost this kernel 8-13% against torch.compile
// (session 13). Whole tiles have no bounds checks; the last one checks each vector,
// and the scalar tail (n % VE elements) is the first threads' of it.
//
// Two tile sizes. Large calls take BLOCK * UNROLL (256 threads, 4 vectors each):
// few blocks, many bytes in flight a thread. A call of fewer than SMALL of those tiles
// (a decode step: 1-16 rows) takes tiles of SBLOCK threads and one vector each, so
// that its few vectors are spread over as many multiprocessors as they fill and each
// thread's math is one vector's: at 4 vectors a thread, Gemma 2's decode row (1 x
// 14336 bf16, 2 tiles) ran on 2 multiprocessors, its 32 exponentials a thread one
// after another, 3.6 us against torch.compile's 1.4 (H200, session 18).
//
// gelu_tanh(g) = 0.5 * g * (1 + tanh(z)) = g * sigmoid(2z) = g / (1 + exp(-2z)),
// z = sqrt(2/pi) * (g + 0.044715 g^3): no cancellation in 1 + tanh(z) for a negative
// gate, and for g -> -inf, exp(-2z) = inf gives -0 (times up), as the reference.
// exp and the division are the fast intrinsics (MUFU ex2 and rcp, a few 1e-7
// relative: under f32's 1e-5), so the math stays far below the memory's time.
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#define BLOCK 256
#define UNROLL 4
#define SBLOCK 128
// calls of fewer large tiles take the small ones (on the H200's 132 multiprocessors,
// about two large tiles each)
#define SMALL 256
#define VE (16 / (int)sizeof(AK_T))

static __device__ __forceinline__ float tof(float v) { return v; }
static __device__ __forceinline__ float tof(__nv_bfloat16 v) { return __bfloat162float(v); }
static __device__ __forceinline__ float tof(__half v) { return __half2float(v); }
static __device__ __forceinline__ void fromf(float v, float *o) { *o = v; }
static __device__ __forceinline__ void fromf(float v, __nv_bfloat16 *o) { *o = __float2bfloat16(v); }
static __device__ __forceinline__ void fromf(float v, __half *o) { *o = __float2half(v); }

static __device__ __forceinline__ float geglu(float g, float u)
{
	// -2z = g * (-2 sqrt(2/pi) - 2 sqrt(2/pi) 0.044715 g^2)
	const float e = __expf(g * fmaf(-0.07135481627f, g * g, -1.595769122f));
	return __fdividef(g, 1.0f + e) * u;
}

// one 16-byte vector of each: gelu of VE gates times VE ups
static __device__ __forceinline__ uint4 pair(uint4 gv, uint4 uv)
{
	const AK_T *g = reinterpret_cast<const AK_T *>(&gv);
	const AK_T *u = reinterpret_cast<const AK_T *>(&uv);
	uint4 out;
	AK_T *y = reinterpret_cast<AK_T *>(&out);

#pragma unroll
	for (int k = 0; k < VE; k++)
		fromf(geglu(tof(g[k]), tof(u[k])), &y[k]);
	return out;
}

// B threads a block, U vectors a thread: a tile of B * U vectors a block
template <int B, int U>
static __global__ void __launch_bounds__(B)
geglu_kernel(const uint4 *__restrict__ gate, const uint4 *__restrict__ up, uint4 *__restrict__ y,
	     int64_t nvec, const AK_T *__restrict__ gtail, const AK_T *__restrict__ utail,
	     AK_T *__restrict__ ytail, int tail)
{
	const int64_t base = (int64_t)blockIdx.x * (B * U) + threadIdx.x;
	uint4 g[U], u[U];

	// a whole tile (the block's, so every thread of it takes the same path)
	if ((int64_t)(blockIdx.x + 1) * (B * U) <= nvec) {
#pragma unroll
		for (int k = 0; k < U; k++) {
			g[k] = __ldg(gate + base + k * B);
			u[k] = __ldg(up + base + k * B);
		}
#pragma unroll
		for (int k = 0; k < U; k++)
			y[base + k * B] = pair(g[k], u[k]);
		return;
	}
	// the last tile (past the whole ones): each vector checked, then the scalar tail
#pragma unroll
	for (int k = 0; k < U; k++)
		if (base + k * B < nvec)
			y[base + k * B] = pair(__ldg(gate + base + k * B), __ldg(up + base + k * B));
	if (threadIdx.x < (unsigned)tail)
		fromf(geglu(tof(gtail[threadIdx.x]), tof(utail[threadIdx.x])), &ytail[threadIdx.x]);
}

extern "C" cudaError_t AK_LAUNCHER(const AK_T *gate, const AK_T *up, AK_T *y, int64_t rows, int64_t cols,
				   cudaStream_t stream)
{
	if (rows < 1 || cols < 1)
		return cudaErrorInvalidValue;
	const int64_t n = rows * cols, nvec = n / VE;
	const int tail = (int)(n % VE);
	const uint4 *g = reinterpret_cast<const uint4 *>(gate), *u = reinterpret_cast<const uint4 *>(up);
	uint4 *o = reinterpret_cast<uint4 *>(y);
	// the whole tiles, then one more for a part tile or the scalar tail
	const bool part = tail != 0;
	if (nvec < (int64_t)SMALL * BLOCK * UNROLL) {
		// under 2^18 vectors: the grid fits in an int
		const int64_t grid = nvec / SBLOCK + (nvec % SBLOCK != 0 || part);
		geglu_kernel<SBLOCK, 1><<<(unsigned)grid, SBLOCK, 0, stream>>>(g, u, o, nvec, gate + nvec * VE,
									     up + nvec * VE, y + nvec * VE, tail);
		return cudaGetLastError();
	}
	const int64_t grid = nvec / (BLOCK * UNROLL) + (nvec % (BLOCK * UNROLL) != 0 || part);
	// 2^31 - 1 tiles would be 35 TB of bf16: past any GPU's memory
	if (grid > INT32_MAX)
		return cudaErrorInvalidValue;
	geglu_kernel<BLOCK, UNROLL><<<(unsigned)grid, BLOCK, 0, stream>>>(g, u, o, nvec, gate + nvec * VE,
									   up + nvec * VE, y + nvec * VE, tail);
	return cudaGetLastError();
}
