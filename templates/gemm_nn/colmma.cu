// akops-template: gemm_nn/colmma
// summary: decode GEMM (m <= 16) for w stored [k][n], bound by reading w once: a warp streams a 64-column slab of w, each thread 16 contiguous bytes of 4 consecutive rows (read-once hint), turned by byte permutes into the B fragments of 8 mma.sync m16n8k16 (x's rows as A, k permuted alike); k split over the block's warps (summed in shared memory, a tree) and over a thread-block cluster of up to CLUSTER blocks (summed through distributed shared memory), the cluster's size picked per call so that the grid fills the GPU's waves; larger m in passes; strides or n off 8 elements: narrower accesses
// archs: sm_90a
// dtypes: bf16 f16
// param: BLOCK = 256 : 128 256 512
// param: UNROLL = 2 : 1 2 4
// param: CLUSTER = 8 : 1 2 4 8
// param: OCC = 2 : 1 2 4
// param: HINT = 2 : 0 1 2
// require: BLOCK * OCC <= 2048 && BLOCK * OCC * (56 + 24 * UNROLL) <= 65536
/*
gemm_nn, decode shapes (m <= 16): y = x w (w [k][n], as JAX and Flax keep a kernel), y
rounded once to the dtype, bf16 or f16 in, products accumulated in f32
(specs/staging/gemm_nn.yaml). The design of gemm's decode family (common/gemm_rowdot.cuh,
where w is [n][k]) carried to w's other layout, where a column of y is a strided column of
w; what ran where: docs/status.md.

What bounds it: w, n k elements read once (x is at most 16 rows, in L2; y m n elements).
The floor is n k ELEM_BYTES over the copy bandwidth. On the CUDA cores m = 16 FMAs an
element of w outrun the issue rate (common/gemm_rowdot.cuh); the tensor cores do it in 8
mma.sync a warp for 1024 elements whatever m is, 16 byte permutes besides.

The fragments (PTX ISA, "Matrix Fragments for mma.m16n8k16"; g = lane / 4, t = lane % 4):
D = A B with A = 16 rows of x by 16 k (row-major), B = 16 k by 8 columns of w, D = 16
rows of y by 8 columns in f32. A's registers are (row g, k 2t..2t+1), (row g+8, k
2t..2t+1), (row g, k 2t+8..2t+9), (row g+8, k 2t+8..2t+9); B's (k 2t..2t+1, col g), (k
2t+8..2t+9, col g); D's (row g, cols 2t, 2t+1), (row g+8, cols 2t, 2t+1). A sum over k
takes its terms in any order, so one permutation of k applied to A and B alike gives the
same D: of a 16-row step from kb, slots 2t + e are rows kb + 4t + e and slots 2t + 8 + e
rows kb + 4t + 2 + e (e = 0, 1). A thread's k are then 4 consecutive rows, and its A
registers 8 contiguous bytes of x's rows g and g+8 at kb + 4t (one access each). Its B:
the thread loads 16 bytes (8 columns, c0 + 8g .. + 7) of each of its 4 rows of w, and
column c0 + 8g + j goes to the j-th of 8 mma (their B column g is that column), its words
two permutes of halves (__byte_perm: rows kb + 4t and + 1, then + 2 and + 3, the lower
row in the low half). So a load instruction reads 4 rows x 128 contiguous bytes and
nothing is staged through shared memory. D's column 2t + ci of the j-th mma is y's column
c0 + 8 (2t + ci) + j. With m <= 8, x's rows g + 8 are not read: their A words are zero.

The split of k. A block owns a 64-column slab of w (the tile: n / 64 of them) and a pass
of 16 rows of x (8 when m <= 8); its NW warps, and the CL blocks of its cluster, split k
in chunks of 16 UNROLL rows: worker rank NW + warp of CL NW takes chunks rank NW + warp,
+ CL NW, ...; the rows past the last whole chunk are taken by the next worker in turn, 16
at a time, each row index clamped to k - 1 and what it read zeroed past k (x's elements
and w's: no NaN from a zero times an infinity; no conditional load). The warps' sums meet
in shared memory in a tree (warps NW/2.. add into warps 0.., then half of them, ...),
warp 0 holding the block's; with CL > 1 it writes them to shared memory, the cluster
waits at its barrier, and block r sums its 1 / CL share of the slab's outputs over the
cluster's blocks in rank order (ld.shared::cluster) and stores them; a second barrier
keeps every block's sums in place until all have read them. The same order each run
(the verifier compares two runs bit for bit).

CL per call: the slabs times the passes are the units of work; CL is the power of two
up to CLUSTER whose grid (units CL blocks) fills the most of its waves of OCC blocks a
multiprocessor (a larger one only where it fills a twentieth more: a grid smaller than a
wave takes the largest), and leaves each warp at least two chunks. Llama's decode shapes on 132 multiprocessors at
OCC 2: n = 6144 has 96 slabs, at CL 8 768 blocks in 3 waves of 264 (97%, CL 1: 36%); n
= 4096, k = 14336: CL 8 (97%); n = 28672 (448 slabs): CL 8 (3584 in 14 waves, 97%,
against 85% at CL 1). A grid past 2^31 - 1 blocks (only past the spec's sizes) strides.

Vector width. The fast path is V = 8: n % 8 == 0, w's stride (k > 1) a multiple of 8,
x's (m > 1) of 4, so that every access of 16 bytes of w and 8 of x is aligned (the data
pointers are 16-byte aligned). Otherwise V is the widest of 4, 2, 1 dividing n and both
strides: a thread's 8 elements of a row in 8 / V accesses, x's 4 in 4 / min(V, 4), each
access's column clamped into the row (the columns past n are computed and not stored),
a launch bound of one block a multiprocessor. Only the fast path is tuned.

Numerics: products of two bf16 or f16 values are exact in f32; the sums are f32 (the
tensor core's accumulation, the warps' and blocks' sums), in an order other than the
reference's, within the spec's allowance. y is rounded once (cvt.rn, common/gemm_epi.cuh).

Parameters:
  BLOCK    threads per block (its warps split k)
  UNROLL   16-row steps of k a warp has in flight (4 rows x 16 bytes a thread each)
  CLUSTER  the most blocks of a cluster splitting k (1: none)
  OCC      the fast kernels' launch bound (OCC blocks a multiprocessor: at most 65536 /
           (OCC BLOCK) registers a thread), and the waves CL is picked for
  HINT     w's loads (read once): 0 ld.global.nc; 1 ld.global.cs; 2 ld.global.nc
           .L1::no_allocate.L2::256B. x goes through ld.global.nc with L1 allocation
The require keeps 2048 threads a multiprocessor and a register budget of about 56 + 24
UNROLL a thread (16 UNROLL words of w and 2 MB UNROLL of x in flight, 32 accumulators).
*/
#define GM_NN 1
#define GM_EPI 0
#define GM_YF32 0
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>
#include "common/stream.cuh"
#include "common/convert.cuh"
#include "common/mma.cuh"
#include "common/gemm_epi.cuh"
#include "common/grid.cuh"
#include "common/cluster.cuh"

#define CM_NW (AKP_BLOCK / 32)
// k rows a chunk: UNROLL steps of 16
#define CM_KC (16 * AKP_UNROLL)

// row r of a tensor whose rows lie `stride` elements apart, 64-bit offsets (w passes
// 2^31 elements)
static __device__ __forceinline__ const AK_T *cm_row(const AK_T *t, int r, int64_t stride)
{
	return reinterpret_cast<const AK_T *>(reinterpret_cast<uintptr_t>(t) +
					      (uintptr_t)((int64_t)r * stride) * sizeof(AK_T));
}

// one access of A elements at p: w's through the read-once hint, x's through L1
template <int A, bool W> static __device__ __forceinline__ typename bits<A * AK_ELEM_BYTES>::T cm_ld(const AK_T *p)
{
	typedef typename bits<A * AK_ELEM_BYTES>::T B;
	if constexpr (W)
		return ld_stream(reinterpret_cast<const B *>(p));
	else
		return __ldg(reinterpret_cast<const B *>(p));
}

// 8 elements of w's row at column c (a multiple of 8) as four words, the lower column in
// each word's low half; accesses of V elements, each clamped into the row's n columns
// (V divides n: every access inside the row)
template <int V> static __device__ __forceinline__ uint4 cm_w8(const AK_T *row, int c, int n)
{
	if constexpr (V == 8) {
		return cm_ld<8, true>(row + min(c, n - 8));
	} else if constexpr (V == 4) {
		const uint2 a = cm_ld<4, true>(row + min(c, n - 4));
		const uint2 b = cm_ld<4, true>(row + min(c + 4, n - 4));
		return make_uint4(a.x, a.y, b.x, b.y);
	} else if constexpr (V == 2) {
		return make_uint4(cm_ld<2, true>(row + min(c, n - 2)), cm_ld<2, true>(row + min(c + 2, n - 2)),
				  cm_ld<2, true>(row + min(c + 4, n - 2)), cm_ld<2, true>(row + min(c + 6, n - 2)));
	} else {
		unsigned r[4];
#pragma unroll
		for (int q = 0; q < 4; q++)
			r[q] = (unsigned)cm_ld<1, true>(row + min(c + 2 * q, n - 1)) |
			       ((unsigned)cm_ld<1, true>(row + min(c + 2 * q + 1, n - 1)) << 16);
		return make_uint4(r[0], r[1], r[2], r[3]);
	}
}

// 4 elements of x's row from kk (a multiple of 4) as two words; with CLAMP, one at a time,
// each past k read at k - 1 and zeroed
template <int V, bool CLAMP> static __device__ __forceinline__ uint2 cm_x4(const AK_T *row, int kk, int k)
{
	if constexpr (CLAMP) {
		unsigned h[4];
#pragma unroll
		for (int e = 0; e < 4; e++) {
			const bool in = kk + e < k;
			const unsigned short v = cm_ld<1, false>(row + (in ? kk + e : k - 1));
			h[e] = in ? v : 0u;
		}
		return make_uint2(h[0] | (h[1] << 16), h[2] | (h[3] << 16));
	} else if constexpr (V >= 4) {
		return cm_ld<4, false>(row + kk);
	} else if constexpr (V == 2) {
		return make_uint2(cm_ld<2, false>(row + kk), cm_ld<2, false>(row + kk + 2));
	} else {
		return make_uint2((unsigned)cm_ld<1, false>(row + kk) | ((unsigned)cm_ld<1, false>(row + kk + 1) << 16),
				  (unsigned)cm_ld<1, false>(row + kk + 2) | ((unsigned)cm_ld<1, false>(row + kk + 3) << 16));
	}
}


// word j / 2 of p and of q, their halves j % 2: column j of two rows, the first low
static __device__ __forceinline__ unsigned cm_pair(const uint4 &p, const uint4 &q, int j)
{
	const unsigned a = j < 2 ? p.x : j < 4 ? p.y : j < 6 ? p.z : p.w;
	const unsigned b = j < 2 ? q.x : j < 4 ? q.y : j < 6 ? q.z : q.w;
	return __byte_perm(a, b, (j & 1) ? 0x7632 : 0x5410);
}

// NU 16-row steps of k from kb: the thread's rows kb + 16 u + 4t .. + 3 of w (its 8
// columns at c) and its elements of x's MB rows there, every load first, then 8 mma a step (common/mma.cuh's)
template <int V, int MB, int NU, bool CLAMP>
static __device__ __forceinline__ void cm_step(float (&acc)[8][4], const AK_T *w, int64_t ws, int c,
					       const AK_T *const (&xr)[MB], int kb, int n, int k, int t)
{
	uint4 b[NU][4];
	uint2 a[NU][MB];

#pragma unroll
	for (int u = 0; u < NU; u++)
#pragma unroll
		for (int r = 0; r < 4; r++) {
			const int kr = kb + 16 * u + 4 * t + r;
			if constexpr (CLAMP) {
				const uint4 v = cm_w8<V>(cm_row(w, min(kr, k - 1), ws), c, n);
				b[u][r] = kr < k ? v : make_uint4(0u, 0u, 0u, 0u);
			} else {
				b[u][r] = cm_w8<V>(cm_row(w, kr, ws), c, n);
			}
		}
#pragma unroll
	for (int u = 0; u < NU; u++)
#pragma unroll
		for (int i = 0; i < MB; i++)
			a[u][i] = cm_x4<V, CLAMP>(xr[i], kb + 16 * u + 4 * t, k);
#pragma unroll
	for (int u = 0; u < NU; u++)
#pragma unroll
		for (int j = 0; j < 8; j++) {
			const unsigned fa[4] = {a[u][0].x, MB == 2 ? a[u][MB - 1].x : 0u, a[u][0].y,
						MB == 2 ? a[u][MB - 1].y : 0u};
			const unsigned fb[2] = {cm_pair(b[u][0], b[u][1], j), cm_pair(b[u][2], b[u][3], j)};
			mma16816(acc[j], fa, fb);
		}
}

// A block: the units (slab, pass) from blockIdx.x / cl, striding; within one, k split over
// the cluster's cl blocks and each block's warps. MB: 1 (m <= 8, rows g of x) or 2
template <int V, int MB>
static __global__ void __launch_bounds__(AKP_BLOCK, (V == 8 ? AKP_OCC : 1))
colmma_kernel(const AK_T *__restrict__ x, int64_t xs, const AK_T *__restrict__ w, int64_t ws,
	      GM_YT *__restrict__ y, int64_t ys, const gm_epi e, int m, int n, int k, int slabs, int units, int cl)
{
	// the D registers a lane keeps: 8 mma x (rows g, and g + 8 with MB 2) x 2 columns
	constexpr int NR = 8 * 2 * MB;
	__shared__ float red[CM_NW > 1 ? CM_NW / 2 : 1][NR][32];
	__shared__ float part[NR][32];
	const int lane = (int)threadIdx.x & 31;
	const int warp = (int)threadIdx.x >> 5;
	const int g = lane >> 2, t = lane & 3;
	const int rank = cl > 1 ? (int)cluster_rank() : 0;
	const int workers = cl * CM_NW, wid = rank * CM_NW + warp;
	const int nfull = k / CM_KC;

	for (int u = (int)blockIdx.x / cl; u < units; u += (int)gridDim.x / cl) {
		const int c0 = (u % slabs) * 64, i0 = (u / slabs) * (8 * MB);
		const int c = c0 + 8 * g;
		// x's rows g (and g + 8) of the pass, those past m reading row m - 1 (their
		// rows of D are not stored)
		const AK_T *xr[MB];
#pragma unroll
		for (int i = 0; i < MB; i++)
			xr[i] = cm_row(x, min(i0 + 8 * i + g, m - 1), xs);
		float acc[8][4];
#pragma unroll
		for (int j = 0; j < 8; j++)
#pragma unroll
			for (int r = 0; r < 4; r++)
				acc[j][r] = 0.0f;

		// a chunk at a time: its loads are what is in flight
#pragma unroll 1
		for (int ch = wid; ch < nfull; ch += workers) {
			if constexpr (V == 8) {
				cm_step<V, MB, AKP_UNROLL, false>(acc, w, ws, c, xr, ch * CM_KC, n, k, t);
			} else {
#pragma unroll 1
				for (int s = 0; s < AKP_UNROLL; s++)
					cm_step<V, MB, 1, false>(acc, w, ws, c, xr, ch * CM_KC + 16 * s, n, k, t);
			}
		}
		// the rows past the last whole chunk, clamped, a step at a time (warp-uniform)
		if (wid == nfull % workers)
#pragma unroll 1
			for (int kb = nfull * CM_KC; kb < k; kb += 16)
				cm_step<V, MB, 1, true>(acc, w, ws, c, xr, kb, n, k, t);

		// the warps' sums, a tree into warp 0: register r = 2 MB j + ci is D's (row g + 8
		// (ci / 2), column 2t + ci % 2) of the j-th mma
#pragma unroll 1
		for (int h = CM_NW / 2; h >= 1; h >>= 1) {
			if (warp >= h && warp < 2 * h)
#pragma unroll
				for (int r = 0; r < NR; r++)
					red[warp - h][r][lane] = acc[r / (2 * MB)][r % (2 * MB)];
			__syncthreads();
			if (warp < h)
#pragma unroll
				for (int r = 0; r < NR; r++)
					acc[r / (2 * MB)][r % (2 * MB)] += red[warp][r][lane];
			__syncthreads();
		}
		if (cl == 1) {
			if (warp == 0)
#pragma unroll
				for (int r = 0; r < NR; r++) {
					const int j = r / (2 * MB), ci = r % (2 * MB);
					const int i = i0 + g + 8 * (ci >> 1), col = c0 + 8 * (2 * t + (ci & 1)) + j;
					if (i < m && col < n)
						gm_store1(y, ys, e, i, col, acc[j][ci]);
				}
			continue;
		}
		if (warp == 0)
#pragma unroll
			for (int r = 0; r < NR; r++)
				part[r][lane] = acc[r / (2 * MB)][r % (2 * MB)];
		cluster_sync();
		// this block's share of the slab's outputs, summed over the blocks in rank order
		const int share = NR * 32 / cl;
		for (int o = rank * share + (int)threadIdx.x; o < (rank + 1) * share; o += AKP_BLOCK) {
			const int r = o >> 5, l = o & 31;
			float s = 0.0f;
			for (int q = 0; q < cl; q++)
				s += ld_cluster_f32(&part[r][l], (unsigned)q);
			const int j = r / (2 * MB), ci = r % (2 * MB);
			const int i = i0 + (l >> 2) + 8 * (ci >> 1), col = c0 + 8 * (2 * (l & 3) + (ci & 1)) + j;
			if (i < m && col < n)
				gm_store1(y, ys, e, i, col, s);
		}
		// every block's part stays until all have read it
		cluster_sync();
	}
}

// the cluster's size for `units` units of work on sms multiprocessors (the comment at the
// top): the power of two up to CLUSTER filling the most of its waves, a larger one only
// where it fills a twentieth more, each warp keeping two chunks
static inline int cm_cluster(int64_t units, int k, int sms)
{
	const int64_t slots = (int64_t)sms * AKP_OCC;
	int best = 1;
	double fill = 0.0;
	for (int cl = 1; cl <= AKP_CLUSTER; cl *= 2) {
		if (cl > 1 && (int64_t)k < (int64_t)CM_KC * CM_NW * cl * 2)
			break;
		const int64_t blocks = units * cl, waves = (blocks + slots - 1) / slots;
		const double f = (double)blocks / (double)(waves * slots);
		if (cl == 1 || f > fill * 1.05)
			best = cl, fill = f;
	}
	return best;
}

template <int V, int MB>
static cudaError_t cm_run(const AK_T *x, int64_t xs, const AK_T *w, int64_t ws, GM_YT *y, int64_t ys, const gm_epi &e,
			  int m, int n, int k, cudaStream_t stream)
{
	const int slabs = (n + 63) / 64;
	const int64_t passes = (m + 8 * MB - 1) / (8 * MB);
	int sms = 0;
	const cudaError_t err = sm_count(&sms);
	if (err != cudaSuccess)
		return err;
	const int64_t units = passes * slabs;
	const int cl = V == 8 ? cm_cluster(units, k, sms) : 1;
	// the grid within 2^31 - 1 blocks, whole clusters (the kernel strides past it)
	const int64_t clusters = units < 0x7fffffff / 8 ? units : 0x7fffffff / 8;
	return launch_clusters(colmma_kernel<V, MB>, clusters, cl, AKP_BLOCK, 0, stream, x, xs, w, ws, y, ys, e, m, n,
			       k, slabs, (int)units, cl);
}

template <int V>
static cudaError_t cm_run_v(const AK_T *x, int64_t xs, const AK_T *w, int64_t ws, GM_YT *y, int64_t ys,
			    const gm_epi &e, int m, int n, int k, cudaStream_t stream)
{
	if (m <= 8)
		return cm_run<V, 1>(x, xs, w, ws, y, ys, e, m, n, k, stream);
	return cm_run<V, 2>(x, xs, w, ws, y, ys, e, m, n, k, stream);
}

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, int64_t x_stride0, const AK_T *w, int64_t w_stride0,
				   GM_EPI_TENSORS GM_YT *y, int64_t y_stride0, int64_t m, int64_t n, int64_t k,
				   GM_EPI_SCALARS cudaStream_t stream)
{
	// every spec size starts at 1 (an empty grid is a launch error); the kernel indexes
	// rows, columns and k in int and its units (16-row passes x 64-column slabs) too
	if (m < 1 || n < 1 || k < 1 || m > (1 << 30) || n > (1 << 24) || k > (1 << 30) ||
	    (m + 15) / 16 * ((n + 63) / 64) > 0x7fffffff)
		return cudaErrorInvalidValue;
	gm_epi e = {};
	const cudaError_t bad = GM_EPI_OF(e);
	if (bad != cudaSuccess)
		return bad;
	// the fast path's alignment: 8 | n and w's stride, 4 | x's (strides of a dimension
	// of size 1 are never used); else the widest of 4, 2, 1 dividing all three
	const int64_t aw = n | (k > 1 ? w_stride0 : 0), ax = m > 1 ? x_stride0 : 0;
	const int mi = (int)m, ni = (int)n, ki = (int)k;

	if (aw % 8 == 0 && ax % 4 == 0)
		return cm_run_v<8>(x, x_stride0, w, w_stride0, y, y_stride0, e, mi, ni, ki, stream);
	if ((aw | ax) % 4 == 0)
		return cm_run_v<4>(x, x_stride0, w, w_stride0, y, y_stride0, e, mi, ni, ki, stream);
	if ((aw | ax) % 2 == 0)
		return cm_run_v<2>(x, x_stride0, w, w_stride0, y, y_stride0, e, mi, ni, ki, stream);
	return cm_run_v<1>(x, x_stride0, w, w_stride0, y, y_stride0, e, mi, ni, ki, stream);
}
