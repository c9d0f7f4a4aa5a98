/* akops candidate: an instance of templates/cross_entropy/online.cu (sha256 4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914)
 * for cross_entropy f16 sm_80: BLOCK=256 UNROLL=4 CLUSTER=4 FILL=32 MEAN_THREADS=512 PDL=1 HINT=1 */
#define AKP_BLOCK 256
#define AKP_UNROLL 4
#define AKP_CLUSTER 4
#define AKP_FILL 32
#define AKP_MEAN_THREADS 512
#define AKP_PDL 1
#define AKP_HINT 1
#define AK_T __half
#define AK_ELEM_BYTES 2
#define AK_DTYPE_F16 1
#define AK_ARCH 80
#define AK_LAUNCHER akops_cross_entropy_f16_sm80
#line 1 "templates/cross_entropy/online.cu"
// akops-template: cross_entropy/online
// summary: each row's logits read once with an online logsumexp over 16-byte loads (1..32 lanes, a block, or a cluster of blocks per row, partials merged through distributed shared memory); the mean from a second one-block kernel in a fixed order, launched as a programmatic dependent
// dtypes: bf16 f16 f32
// param: BLOCK = 512 : 128 256 512 1024
// param: UNROLL = 4 : 1 2 4 8
// param: CLUSTER = 4 : 1 2 4 8
// param: FILL = 32 : 8 16 32 64 128
// param: MEAN_THREADS = 512 : 256 512 1024
// param: PDL = 1 : 0 1
// param: HINT = 1 : 0 1
// require: BLOCK % 32 == 0 && MEAN_THREADS % 32 == 0
// require: BLOCK * UNROLL <= 4096

/*
cross_entropy: per row r with t = target[r] (specs/cross_entropy.yaml,
specs/ref/cross_entropy.c)
    loss[r] = 0                                               if t == ignore_index
    loss[r] = NaN                                             if t outside [0, vocab)
    loss[r] = log(sum over v of exp(logits[r][v])) - logits[r][t]   otherwise
    mean    = sum of loss over the rows not ignored / their count, NaN if none
As the reference and PyTorch: an all -inf row gives NaN, a -inf target logit +inf.
An instance is this file behind the AKP_* and AK_* definitions of templates/README.md:

    akgen instantiate specs/cross_entropy.yaml templates/cross_entropy/online.cu --dtype bf16 --arch sm_90
    akgen verify specs/cross_entropy.yaml INSTANCE.cu --dtype bf16 --arch sm_90

The op reads rows * vocab logits and writes one float a row: bound by the read alone,
so the design streams every logit exactly once with bytes in flight and nothing else
on the way. Each thread keeps an online (max, sum) pair: UNROLL vectors loaded, their
max taken, the running sum rescaled once (only when the max grew) and their
exponentials added. No shared-memory staging, no second pass. Shape classes, from
vocab and rows:

  warp rows    vocab <= 32 * UNROLL vectors: a group of 1..32 lanes per row, BLOCK /
               group rows per block, shuffles only
  block rows   a block per row, its pair merged through shuffles and one partial per
               warp in shared memory
  cluster rows the same, a row split over CL blocks of a thread-block cluster when the
               rows alone would leave the GPU short of blocks (rows * CL < FILL * SMs):
               each rank folds its slice, rank 0 merges the ranks' pairs through
               distributed shared memory (4096 rows of 128256 on 132 SMs: CL = 2)

The target's logit is one scalar load by the row's first thread, issued before the row
so its latency hides under the stream. A row with target == ignore_index (tested
first: it may lie inside [0, vocab)) or a target outside [0, vocab) reads no logits.

The mean: no workspace, no device counters, so a second kernel on the same stream (one
block of MEAN_THREADS) reads the losses back: a fixed thread-to-row assignment, each
thread's rows in order, then a fixed butterfly, in double (sum) and int64 (count), so
two runs give the same bits. Under PDL it is launched as a programmatic dependent
(cudaLaunchAttributeProgrammaticStreamSerialization): the loss kernel's blocks allow
it to launch as soon as they start (griddepcontrol.launch_dependents), it reads the
targets of its first rows, then waits (griddepcontrol.wait: the loss grid complete and
its writes visible) before the first loss load, so the launch gap leaves the timeline.

Pairs and NaN: s is kept relative to the "safe" max (m, or 0 when m = -inf) and a side
is rescaled by 2^((m_side - M) log2 e) only when m_side < M. An all -inf slice adds
exactly 0 to a finite row; NaN survives (NaN * 0 = NaN); an all -inf row ends with M =
-inf, S = 0 and loss = (-inf - -inf) + log 0 = NaN; +inf gives inf - inf = NaN in the
sum. loss = (M - x[t]) + log(S): M - x[t] >= 0 and S >= 1 (the max's own term is 2^0 =
1 exactly), so a loss is never negative; x[t] = -inf gives +inf.

exp(d) = 2^(d * log2 e) by ex2.approx.ftz with d = x - m taken first (an fma folding
m * log2 e would round it: 1e-3 absolute at the planted 1e4).

Strides: logits is inner_contiguous: row r starts at logits + r * logits_stride0 (in
elements), the row itself dense. The stride is >= vocab when rows > 1 but otherwise
arbitrary (logits sliced from a padded vocabulary: 50257 of 50304); with one row it is
never used (the launcher takes it as vocab). Each row's pointer comes from it (row_of
in common/vec.cuh); all else (the ranks' slices, the lanes' vectors, the target's
logit) is inside the row.

Vector width: logits are 16-byte aligned (align: 16); row r starts r * stride *
ELEM_BYTES bytes in. 16-byte vectors (V = 16 / ELEM_BYTES) always. When vocab % V == 0
and logits_stride0 % V == 0 every row is whole aligned vectors: the kernels of dense
rows. Else (P, "peeled" rows: GPT-2's 50257, dense or in a stride of 50304) each row
is split where it is (peel_of, from the row's address): a head of
fewer than V elements up to its first 16-byte boundary, a body of whole aligned
vectors read as above (the ranks' slices cut from the body), and a tail of fewer than
V elements. The head and tail, under 2V "extras", are single-element loads spread
one a lane over rank 0's lanes (a lane of a group under 2V - 2 lanes takes several),
issued before the body and folded into the lane's pair after it. One uniform branch
a row; the aligned kernels are the same code as before.
Offsets: row * stride is 64-bit (16747 x 128256 passes 2^31); inside a row int.

Parameters:
  BLOCK         threads per block (every class)
  UNROLL        16-byte vectors (or elements) per thread in flight per step
  CLUSTER       most blocks (cluster ranks) a row is split over; 1: never split
  FILL          split rows while rows * CL < FILL * SMs (and the slices stay at least
                one step of the block long)
  MEAN_THREADS  threads of the mean kernel
  PDL           1: the mean kernel is a programmatic dependent launch; 0: plain
  HINT          1: logits loaded evict-first (ld.global.cs: read once); 0: __ldg
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>
#include <math.h>

// ----------------------------------------------------------------------------
// elements and vectors

// elements per 16-byte vector
#define VMAX (16 / AK_ELEM_BYTES)
// the spec's longest row; int offsets inside a row stay exact well past it
#define VOCAB_MAX (1 << 20)
// thread-block clusters and programmatic dependent launch: sm_90 on; below it rows
// are never split and the mean kernel is a plain launch
#define HAVE_SM90 (AK_ARCH >= 90)
#define USE_CLUSTER (HAVE_SM90 && AKP_CLUSTER > 1)
#define USE_PDL (HAVE_SM90 && AKP_PDL)
// rows a thread of the mean kernel takes per step (loads in flight); the first
// step's targets are read before it waits on the loss kernel
#define MEAN_EARLY 8

// the vectors and their loads and conversions; the (max, sum) pairs
/* akops-common: begin templates/common/vec.cuh (sha256 e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79), inlined by akgen */
#line 1 "templates/common/vec.cuh"
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
/* akops-common: end templates/common/vec.cuh */
#line 120 "templates/cross_entropy/online.cu"

/* akops-common: begin templates/common/online.cuh (sha256 4cfbd55e276ba330a5078d75e1b228dbb57b60ffb17252b265c2cbe1b91945a9), inlined by akgen */
#line 1 "templates/common/online.cuh"
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
/* akops-common: end templates/common/online.cuh */
#line 122 "templates/cross_entropy/online.cu"

// one element, widened
static __device__ __forceinline__ float ld_one(const AK_T *p)
{
	float f[1];
	unpack<1>(ld_vec<1, AKP_HINT != 0>(p), f);
	return f[0];
}

// the thread's vectors c, c + step, ... below n of p folded into (m, s), U at a time:
// every load of a step issued before the first use
template <int V, int U>
static __device__ __forceinline__ void fold_row(const AK_T *p, int n, int c, int step, float &m, float &s)
{
	// whole steps: all U vectors inside (n and c are multiples of V)
	for (; c + (U - 1) * step < n; c += U * step) {
		float f[U][V];
#pragma unroll
		for (int u = 0; u < U; u++)
			unpack<V>(ld_vec<V, AKP_HINT != 0>(p + c + u * step), f[u]);
		absorb<U, V>(f, m, s);
	}
	// at most one partial step: its vector U - 1 is already past the end
	if (c < n) {
		float f[U][V];
#pragma unroll
		for (int u = 0; u < U; u++) {
			if (c + u * step < n) {
				unpack<V>(ld_vec<V, AKP_HINT != 0>(p + c + u * step), f[u]);
			} else {
#pragma unroll
				for (int i = 0; i < V; i++)
					f[u][i] = -INFINITY;
			}
		}
		absorb<U, V>(f, m, s);
	}
}

#if USE_CLUSTER
// thread-block clusters
/* akops-common: begin templates/common/cluster.cuh (sha256 ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082), inlined by akgen */
#line 1 "templates/common/cluster.cuh"
// common/cluster.cuh: thread-block clusters (sm_90 on) in inline PTX rather than
// cuda::ptx or cooperative_groups (nothing of a library reaches the object, and
// every instruction is the one named here): a block's rank and the cluster's, the
// cluster barrier whole or split, a load from another block's shared memory
// (distributed shared memory); and the host's launch of a kernel in clusters.
// A family includes it only where AK_ARCH >= 90.
#include <cuda_runtime.h>
#include <stdint.h>

static __device__ __forceinline__ unsigned int smem_addr(const void *p)
{
	return (unsigned int)__cvta_generic_to_shared(p);
}

static __device__ __forceinline__ unsigned int cluster_rank()
{
	unsigned int r;
	asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
	return r;
}

static __device__ __forceinline__ unsigned int cluster_size()
{
	unsigned int r;
	asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(r));
	return r;
}

static __device__ __forceinline__ unsigned int cluster_id()
{
	unsigned int r;
	asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(r));
	return r;
}

static __device__ __forceinline__ unsigned int cluster_count()
{
	unsigned int r;
	asm volatile("mov.u32 %0, %%nclusterid.x;" : "=r"(r));
	return r;
}

// every thread of every block of the cluster: release what this thread wrote to
// shared memory, acquire what the others wrote before arriving
static __device__ __forceinline__ void cluster_sync()
{
	asm volatile("barrier.cluster.arrive.release.aligned;\n\t"
		     "barrier.cluster.wait.acquire.aligned;" ::
			     : "memory");
}

// the same barrier split, with nothing to publish: arrive once this thread is done
// reading the other blocks' shared memory, wait before anything may overwrite or
// free this block's (each thread alternates arrive and wait)
static __device__ __forceinline__ void cluster_arrive_relaxed()
{
	asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
}

static __device__ __forceinline__ void cluster_wait()
{
	asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
}

// a float2 at the same shared-memory offset in block `rank` of the cluster
static __device__ __forceinline__ float2 ld_cluster(const float2 *p, unsigned int rank)
{
	unsigned int a;
	float2 v;
	asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"(smem_addr(p)), "r"(rank));
	asm volatile("ld.shared::cluster.v2.f32 {%0, %1}, [%2];" : "=f"(v.x), "=f"(v.y) : "r"(a) : "memory");
	return v;
}

// a float at the same shared-memory offset in block `rank` of the cluster
static __device__ __forceinline__ float ld_cluster_f32(const float *p, unsigned int rank)
{
	unsigned int a;
	float v;
	asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"(smem_addr(p)), "r"(rank));
	asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(a) : "memory");
	return v;
}

// a launch of `clusters` clusters of cl blocks (in x), threads and smem bytes of
// dynamic shared memory a block
template <typename K, typename... A>
static cudaError_t launch_clusters(K kernel, int64_t clusters, int cl, int threads, size_t smem,
				   cudaStream_t stream, A... args)
{
	cudaLaunchConfig_t cfg = {};
	cudaLaunchAttribute attr[1];
	cfg.gridDim = dim3((unsigned int)(clusters * cl), 1, 1);
	cfg.blockDim = dim3(threads, 1, 1);
	cfg.dynamicSmemBytes = smem;
	cfg.stream = stream;
	attr[0].id = cudaLaunchAttributeClusterDimension;
	attr[0].val.clusterDim.x = (unsigned int)cl;
	attr[0].val.clusterDim.y = 1;
	attr[0].val.clusterDim.z = 1;
	cfg.attrs = attr;
	cfg.numAttrs = 1;
	return cudaLaunchKernelEx(&cfg, kernel, args...);
}
/* akops-common: end templates/common/cluster.cuh */
#line 164 "templates/cross_entropy/online.cu"
#endif

// ----------------------------------------------------------------------------
// kernels
// (static: the launcher is the object's one global symbol)

// Losses. The row's group of G lanes (G <= 32: BLOCK / G rows per block; G ==
// BLOCK: a block per row, or with CLU a cluster per row, rank r folding elements
// [r * slice, r * slice + slice) of it). Lane l folds vectors l, l + G, ... of its
// slice, so each load instruction of a warp reads contiguous memory. ls: the
// logits' row stride (elements). P: rows need not start 16-byte aligned nor be
// whole vectors (V = VMAX): each row's body (peel_of) is folded
// as above, the slices taken from the body; its head and tail, under 2V elements,
// one element a lane (rank 0's), loaded before the body and folded after it.
template <int V, int G, bool CLU, bool P>
static __global__ void __launch_bounds__(AKP_BLOCK)
ce_loss_kernel(const AK_T *__restrict__ logits, int64_t ls, const int64_t *__restrict__ target,
	       float *__restrict__ loss, int64_t rows, int vocab, int64_t ignore_index, int slice)
{
	constexpr int NT = AKP_BLOCK, U = AKP_UNROLL;
	constexpr int R = NT / G;
	__shared__ float2 part[2][NT / 32];
#if USE_CLUSTER
	__shared__ float2 stat[2];
#endif

#if USE_PDL
	// the mean kernel may launch once every block has started: it waits for this
	// grid's completion (griddepcontrol.wait) before it reads a loss
	asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
#if USE_CLUSTER
	const unsigned int rank = CLU ? cluster_rank() : 0;
	const unsigned int ncl = CLU ? cluster_count() : gridDim.x;
	const unsigned int cid = CLU ? cluster_id() : blockIdx.x;
#else
	static_assert(!CLU, "clusters need sm_90 and CLUSTER > 1");
	const unsigned int rank = 0, ncl = gridDim.x, cid = blockIdx.x;
#endif
	const int lane = (int)threadIdx.x % G;
	const int64_t sub = (int64_t)(threadIdx.x / G);
	const int start = (int)rank * slice;
	// the last rank's slice may be shorter
	const int n0 = vocab - start < slice ? (vocab - start > 0 ? vocab - start : 0) : slice;
	// P: the extras a lane takes at most (one when G >= 2V - 2)
	constexpr int EX = P ? (2 * (V - 1) + G - 1) / G : 1;
	static_assert(!P || V == VMAX, "the peel is for 16-byte vectors");
	int round = 0;

	// the row group depends on the block (the cluster) only: the loop, the
	// barriers and the cluster barriers are uniform over it
	for (int64_t r0 = (int64_t)cid * R; r0 < rows; r0 += (int64_t)ncl * R) {
		const int64_t row = r0 + sub;
		const bool live = row < rows;
		const int64_t t = live ? __ldg(target + row) : ignore_index;
		// ignore_index first: it may lie inside [0, vocab)
		const bool ign = t == ignore_index;
		const bool go = !ign && t >= 0 && t < vocab;
		if constexpr (G == NT) {
			// t is the block's (the cluster's) own: a row without a loss to
			// compute reads no logits and takes no barrier, uniformly
			if (!go) {
				if (threadIdx.x == 0 && rank == 0)
					loss[row] = ign ? 0.0f : NAN;
				continue;
			}
		}
		// 64-bit: row * stride passes 2^31 within the spec's range
		const AK_T *xr = row_of(logits, go ? row : 0, ls);
		float xt = 0.0f;
		if (go && lane == 0 && rank == 0)
			xt = ld_one(xr + t);

		// P: the row's head and tail, each extra by one lane (of rank 0),
		// loaded here so that their latency hides under the body
		Peel pl = {0, vocab, 0};
		float xe[EX][1];
		if constexpr (P) {
			pl = peel_of<V>(xr, vocab);
#pragma unroll
			for (int j = 0; j < EX; j++) {
				const int e = lane + j * G;
				xe[j][0] = go && rank == 0 && e < pl.ht ? ld_one(xr + peel_at(pl, e)) : -INFINITY;
			}
		}
		// the slice of the body (P: it starts h elements into the row and ends
		// up to V - 1 short of it)
		const int n = P ? (pl.nb - start < slice ? (pl.nb - start > 0 ? pl.nb - start : 0) : slice) : n0;

		float m = -INFINITY, s = 0.0f;
		fold_row<V, U>(xr + pl.h + start, go ? n : 0, lane * V, G * V, m, s);
		if constexpr (P) {
			if (go && rank == 0 && lane < pl.ht)
				absorb<EX, 1>(xe, m, s);
		}

		if constexpr (G <= 32) {
			lanes_merge<G>(m, s);
		} else {
			block_merge<NT>(m, s, part[round & 1]);
#if USE_CLUSTER
			if constexpr (CLU) {
				// the ranks' pairs through distributed shared memory: publish (the
				// full barrier releases the write to the cluster), rank 0 reads
				// every rank's, then a relaxed arrival says "done reading"; the
				// matching wait ends the row, before a stat[] may change or a
				// block may leave. stat[] alternates between rows as well.
				float2 *st = &stat[round & 1];
				if (threadIdx.x == 0)
					*st = make_float2(m, s);
				cluster_sync();
				if (rank == 0 && threadIdx.x < 32) {
					const unsigned int cl = cluster_size();
					const float2 p = threadIdx.x < cl ? ld_cluster(st, threadIdx.x)
									  : make_float2(-INFINITY, 0.0f);
					m = p.x, s = p.y;
					lanes_merge<32>(m, s);
				}
				cluster_arrive_relaxed();
			}
#endif
			round++;
		}
		if (lane == 0 && rank == 0 && live)
			loss[row] = go ? (m - xt) + logf(s) : (ign ? 0.0f : NAN);
#if USE_CLUSTER
		// rank 0 done reading every stat[]: only then may one change (next row)
		// or a block leave. Rows skipped above take no cluster barrier at all,
		// uniformly over the cluster.
		if constexpr (CLU)
			cluster_wait();
#endif
	}
}

// The mean, one block: thread i takes rows i, i + NT, ... in order, then a fixed
// butterfly; double for the sum (2^20 losses keep f32's precision), int64 for the
// count. The same bits every run.
static __global__ void __launch_bounds__(AKP_MEAN_THREADS)
ce_mean_kernel(const int64_t *__restrict__ target, const float *__restrict__ loss, float *__restrict__ mean,
	       int64_t rows, int64_t ignore_index)
{
	constexpr int NT = AKP_MEAN_THREADS;
	__shared__ double psum[NT / 32];
	__shared__ long long pcnt[NT / 32];
	const int64_t tid = threadIdx.x;

	// Rows in chunks of MEAN_EARLY a thread (rows base + tid + k * NT), every load of
	// a chunk issued before the first use. The first chunk's targets are inputs,
	// not the loss kernel's: read before the wait.
	bool keep[MEAN_EARLY];
#pragma unroll
	for (int k = 0; k < MEAN_EARLY; k++) {
		const int64_t r = tid + (int64_t)k * NT;
		keep[k] = r < rows && __ldg(target + r) != ignore_index;
	}
#if USE_PDL
	// the loss grid complete and its writes visible
	asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
	double total = 0.0;
	long long count = 0;
	for (int64_t base = 0; base < rows; base += (int64_t)MEAN_EARLY * NT) {
		if (base > 0) {
#pragma unroll
			for (int k = 0; k < MEAN_EARLY; k++) {
				const int64_t r = base + tid + (int64_t)k * NT;
				keep[k] = r < rows && __ldg(target + r) != ignore_index;
			}
		}
		// losses through L2 (ld.global.cg): written by the previous grid, never
		// read through the non-coherent path
		float l[MEAN_EARLY];
#pragma unroll
		for (int k = 0; k < MEAN_EARLY; k++)
			l[k] = keep[k] ? __ldcg(loss + base + tid + (int64_t)k * NT) : 0.0f;
		// each thread's rows in increasing order: the same sum every run
#pragma unroll
		for (int k = 0; k < MEAN_EARLY; k++) {
			if (keep[k]) {
				total += (double)l[k];
				count++;
			}
		}
	}

#pragma unroll
	for (int o = 16; o > 0; o >>= 1) {
		total += __shfl_xor_sync(FULL, total, o);
		count += __shfl_xor_sync(FULL, count, o);
	}
	if ((threadIdx.x & 31) == 0) {
		psum[threadIdx.x >> 5] = total;
		pcnt[threadIdx.x >> 5] = count;
	}
	__syncthreads();
	if (threadIdx.x < 32) {
		const int l2 = (int)threadIdx.x;
		total = l2 < NT / 32 ? psum[l2] : 0.0;
		count = l2 < NT / 32 ? pcnt[l2] : 0;
#pragma unroll
		for (int o = 16; o > 0; o >>= 1) {
			total += __shfl_xor_sync(FULL, total, o);
			count += __shfl_xor_sync(FULL, count, o);
		}
		// every row ignored: 0 / 0, NaN as PyTorch's reduction="mean"
		if (threadIdx.x == 0)
			*mean = count > 0 ? (float)(total / (double)count) : NAN;
	}
}

// ----------------------------------------------------------------------------
// launcher

/* akops-common: begin templates/common/grid.cuh (sha256 004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d), inlined by akgen */
#line 1 "templates/common/grid.cuh"
// common/grid.cuh: host helpers for a launch's grid. Every kernel of the families
// loops over its work (grid-stride), so any grid is correct and these only size it.
#include <cuda_runtime.h>
#include <stdint.h>

// a grid of `blocks` blocks within gridDim.x's limit, 2^31 - 1
static inline unsigned int grid_of(int64_t blocks)
{
	return (unsigned int)(blocks < 0x7fffffff ? blocks : 0x7fffffff);
}

// the smallest power of two >= n (n >= 1)
static inline int pow2_at_least(int64_t n)
{
	int g = 1;
	while (g < n)
		g *= 2;
	return g;
}

// the current device's multiprocessors
static inline cudaError_t sm_count(int *sms)
{
	int dev = 0;
	cudaError_t e = cudaGetDevice(&dev);
	if (e == cudaSuccess)
		e = cudaDeviceGetAttribute(sms, cudaDevAttrMultiProcessorCount, dev);
	return e;
}

// the grid for n blocks' worth of work: n blocks, or with bps > 0 at most bps blocks
// a multiprocessor (a persistent grid striding over the work); within gridDim.x's limit
static inline cudaError_t grid_strided(int64_t n, int bps, unsigned int *grid)
{
	if (bps > 0) {
		int sms = 0;
		cudaError_t e = sm_count(&sms);
		if (e != cudaSuccess)
			return e;
		if (n > (int64_t)sms * bps)
			n = (int64_t)sms * bps;
	}
	*grid = grid_of(n);
	return cudaSuccess;
}
/* akops-common: end templates/common/grid.cuh */
#line 379 "templates/cross_entropy/online.cu"

template <int V, int G, bool P>
static cudaError_t run_lanes(const AK_T *logits, int64_t ls, const int64_t *target, float *loss, int64_t rows,
			     int vocab, int64_t ignore_index, cudaStream_t stream)
{
	constexpr int64_t R = AKP_BLOCK / G;
	ce_loss_kernel<V, G, false, P><<<grid_of((rows + R - 1) / R), AKP_BLOCK, 0, stream>>>(
		logits, ls, target, loss, rows, vocab, ignore_index, vocab);
	return cudaGetLastError();
}

// the instance for group g (g <= 32)
template <int V, int G, bool P>
static cudaError_t pick_lanes(const AK_T *logits, int64_t ls, const int64_t *target, float *loss, int64_t rows,
			      int vocab, int64_t ignore_index, int g, cudaStream_t stream)
{
	if constexpr (G < 32) {
		if (g > G)
			return pick_lanes<V, G * 2, P>(logits, ls, target, loss, rows, vocab, ignore_index, g, stream);
	}
	return run_lanes<V, G, P>(logits, ls, target, loss, rows, vocab, ignore_index, stream);
}

template <int V, bool P>
static cudaError_t run_loss(const AK_T *logits, int64_t ls, const int64_t *target, float *loss, int64_t rows,
			    int vocab, int64_t ignore_index, cudaStream_t stream)
{
	constexpr int STEP = AKP_BLOCK * V * AKP_UNROLL;	// elements a block folds per step

	// short rows: a group of lanes that covers the row in one step a lane
	const int g = pow2_at_least((vocab + V * AKP_UNROLL - 1) / (V * AKP_UNROLL));
	if (g <= 32)
		return pick_lanes<V, 1, P>(logits, ls, target, loss, rows, vocab, ignore_index, g, stream);

	// split rows over a cluster while the rows alone leave the SMs short of
	// blocks, and only while every rank keeps at least one whole step
	int cl = 1;
	if (USE_CLUSTER) {
		int sms = 0;
		cudaError_t e = sm_count(&sms);
		if (e != cudaSuccess)
			return e;
		while (cl < AKP_CLUSTER && rows * cl < (int64_t)AKP_FILL * sms && vocab / (2 * cl) >= STEP)
			cl *= 2;
	}
	if (cl == 1) {
		ce_loss_kernel<V, AKP_BLOCK, false, P><<<grid_of(rows), AKP_BLOCK, 0, stream>>>(
			logits, ls, target, loss, rows, vocab, ignore_index, vocab);
		return cudaGetLastError();
	}
#if USE_CLUSTER
	// rank slices of whole vectors; rows <= 2^20 and cl <= 8: one cluster a row
	const int slice = ((vocab + cl - 1) / cl + V - 1) / V * V;
	const int64_t cap = (int64_t)(0x7fffffff / cl);
	const int64_t clusters = rows < cap ? rows : cap;
	return launch_clusters(ce_loss_kernel<V, AKP_BLOCK, true, P>, clusters, cl, AKP_BLOCK, 0, stream, logits, ls,
			       target, loss, rows, vocab, ignore_index, slice);
#else
	return cudaErrorInvalidValue; // unreachable: cl stays 1
#endif
}

extern "C" cudaError_t AK_LAUNCHER(const AK_T *logits, int64_t logits_stride0, const int64_t *target, float *loss,
				   float *mean, int64_t rows, int64_t vocab, int64_t ignore_index, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (rows < 1 || vocab < 1 || vocab > VOCAB_MAX)
		return cudaErrorInvalidValue;
	// one row: row 0 starts at the pointer whatever the stride (which may be
	// anything, not whole vectors): take it as dense
	const int64_t ls = rows == 1 ? vocab : logits_stride0;
	// rows start 16-byte aligned (logits is) only when the stride fills whole
	// vectors, and end on a whole vector only when vocab does: then whole vectors
	// alone; else the same vectors over each row's aligned body, its head and
	// tail peeled off as single elements (P)
	cudaError_t e = vocab % VMAX == 0 && ls % VMAX == 0
				? run_loss<VMAX, false>(logits, ls, target, loss, rows, (int)vocab, ignore_index, stream)
				: run_loss<VMAX, true>(logits, ls, target, loss, rows, (int)vocab, ignore_index, stream);
	if (e != cudaSuccess)
		return e;

	// the mean, on the same stream: it sees every loss the first kernel wrote
#if !USE_PDL
	ce_mean_kernel<<<1, AKP_MEAN_THREADS, 0, stream>>>(target, loss, mean, rows, ignore_index);
	return cudaGetLastError();
#else
	cudaLaunchConfig_t cfg = {};
	cudaLaunchAttribute attr[1];
	cfg.gridDim = dim3(1, 1, 1);
	cfg.blockDim = dim3(AKP_MEAN_THREADS, 1, 1);
	cfg.dynamicSmemBytes = 0;
	cfg.stream = stream;
	attr[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
	attr[0].val.programmaticStreamSerializationAllowed = 1;
	cfg.attrs = attr;
	cfg.numAttrs = 1;
	return cudaLaunchKernelEx(&cfg, ce_mean_kernel, target, (const float *)loss, mean, rows, ignore_index);
#endif
}
