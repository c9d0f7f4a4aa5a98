#define AK_T __nv_bfloat16
#define AK_LAUNCHER akops_gelu_and_mul_bf16_sm80
// gelu_and_mul (GeGLU): y = gelu_tanh(gate) * up, elementwise on dense [rows][cols].
// The answer of the model stand-in (examples/newop/model.sh), which puts the dtype
// (AK_T) and the launcher's name (AK_LAUNCHER) of the job the prompt names above this.
//
// The three tensors are one flat array of rows * cols elements with 16-byte aligned
// bases: it is cut into tiles of BLOCK * UNROLL 16-byte vectors; a thread loads its
// UNROLL gate and UNROLL up vectors (BLOCK apart, so a warp reads 512 contiguous bytes
// at a time) before it computes, through the read-only path, and stores plainly: on the
// H200 the evict-first hints (ld/st.global.cs) cost this kernel 8-13% against
// torch.compile (session 13). Whole tiles have no bounds checks; the last one checks
// each vector, and the scalar tail (n % VE elements) is the first threads' of it.
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

static __global__ void __launch_bounds__(BLOCK)
geglu_kernel(const uint4 *__restrict__ gate, const uint4 *__restrict__ up, uint4 *__restrict__ y,
	     int64_t nvec, const AK_T *__restrict__ gtail, const AK_T *__restrict__ utail,
	     AK_T *__restrict__ ytail, int tail)
{
	const int64_t base = (int64_t)blockIdx.x * (BLOCK * UNROLL) + threadIdx.x;
	uint4 g[UNROLL], u[UNROLL];

	// a whole tile (the block's, so every thread of it takes the same path)
	if ((int64_t)(blockIdx.x + 1) * (BLOCK * UNROLL) <= nvec) {
#pragma unroll
		for (int k = 0; k < UNROLL; k++) {
			g[k] = __ldg(gate + base + k * BLOCK);
			u[k] = __ldg(up + base + k * BLOCK);
		}
#pragma unroll
		for (int k = 0; k < UNROLL; k++)
			y[base + k * BLOCK] = pair(g[k], u[k]);
		return;
	}
	// the last tile (past the whole ones): each vector checked, then the scalar tail
#pragma unroll
	for (int k = 0; k < UNROLL; k++)
		if (base + k * BLOCK < nvec)
			y[base + k * BLOCK] = pair(__ldg(gate + base + k * BLOCK), __ldg(up + base + k * BLOCK));
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
	// the whole tiles, then one more for a part tile or the scalar tail
	const int64_t whole = nvec / (BLOCK * UNROLL);
	const int64_t grid = whole + (nvec % (BLOCK * UNROLL) != 0 || tail != 0);

	// 2^31 - 1 tiles would be 35 TB of bf16: past any GPU's memory
	if (grid > INT32_MAX)
		return cudaErrorInvalidValue;

	geglu_kernel<<<(unsigned)grid, BLOCK, 0, stream>>>(reinterpret_cast<const uint4 *>(gate),
						 reinterpret_cast<const uint4 *>(up), reinterpret_cast<uint4 *>(y),
						 nvec, gate + nvec * VE, up + nvec * VE, y + nvec * VE, tail);
	return cudaGetLastError();
}
