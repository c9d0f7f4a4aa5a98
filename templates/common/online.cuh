// common/online.cuh: (max, sum) pairs for a softmax's denominator or a logsumexp
// (softmax/resident, cross_entropy/online), s kept relative to the "safe" max (m,
// or 0 when m = -inf) and a side rescaled by 2^((m_side - M) log2 e) only when
// m_side < M: an all -inf part adds exactly 0 to a finite row, NaN survives every
// merge, an all -inf row ends with M = -inf, S = 0. Exponentials by ex2.approx.ftz.
#include <cuda_runtime.h>
#include <math.h>

#define LOG2E 1.4426950408889634f
#define FULL 0xffffffffu

// 2^x, MUFU.EX2: -inf -> +0, +inf -> +inf, NaN -> NaN; results below 2^-126 flush
// to 0 (outputs that small are far under every tolerance's absolute floor, and a
// term that small is below one ulp of a sum >= 1)
static __device__ __forceinline__ float ex2(float x)
{
	float y;
	asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
	return y;
}

// exp(x - ms), ms a finite max or the safe max 0 (never -inf: see the top comment)
static __device__ __forceinline__ float exp_from(float x, float ms)
{
	return ex2((x - ms) * LOG2E);
}

// ----------------------------------------------------------------------------
// (max, sum) pairs

// merge (m2, s2) into (m, s); commutative bit for bit (a + b == b + a), so every
// lane of a butterfly ends with the same pair
static __device__ __forceinline__ void merge(float &m, float &s, float m2, float s2)
{
	const float M = fmaxf(m, m2);
	const float a = m == M ? 1.0f : ex2((m - M) * LOG2E);
	const float b = m2 == M ? 1.0f : ex2((m2 - M) * LOG2E);
	s = s * a + s2 * b;
	m = M;
}

// fold U x V elements (-inf where there is none) into a thread's running pair: one
// rescale per U * V elements, not per element
template <int U, int V>
static __device__ __forceinline__ void absorb(const float (&v)[U][V], float &m, float &s)
{
	float cm = -INFINITY;
#pragma unroll
	for (int u = 0; u < U; u++)
#pragma unroll
		for (int i = 0; i < V; i++)
			cm = fmaxf(cm, v[u][i]);
	const float M = fmaxf(m, cm);
	const float ms = M == -INFINITY ? 0.0f : M;
	float acc = 0.0f;
#pragma unroll
	for (int u = 0; u < U; u++)
#pragma unroll
		for (int i = 0; i < V; i++)
			acc += exp_from(v[u][i], ms);
	s = s * (m == M ? 1.0f : ex2((m - M) * LOG2E)) + acc;
	m = M;
}

// the pair over an aligned group of W <= 32 lanes (offsets below W never leave it;
// the whole warp takes part, so the full mask holds)
template <int W> static __device__ __forceinline__ void lanes_merge(float &m, float &s)
{
#pragma unroll
	for (int o = W / 2; o > 0; o >>= 1) {
		const float m2 = __shfl_xor_sync(FULL, m, o);
		const float s2 = __shfl_xor_sync(FULL, s, o);
		merge(m, s, m2, s2);
	}
}

// the pair over the block, in every thread. part[] holds one pair per warp; the
// caller passes a part[] no thread can still be reading (it ends its row with a
// barrier, or alternates between two arrays: a warp racing ahead to the next row
// writes the other one and comes back to this one only after every thread has
// passed the next row's barrier, past its reads of this one).
template <int NT> static __device__ __forceinline__ void block_merge(float &m, float &s, float2 *part)
{
	lanes_merge<32>(m, s);
	if ((threadIdx.x & 31) == 0)
		part[threadIdx.x >> 5] = make_float2(m, s);
	__syncthreads();
	// every warp merges the partials itself: no broadcast slot, no second barrier
	const int l = (int)(threadIdx.x & 31);
	float2 p = l < NT / 32 ? part[l] : make_float2(-INFINITY, 0.0f);
	m = p.x, s = p.y;
	lanes_merge<32>(m, s);
}
