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
#include "common/vec.cuh"

#include "common/online.cuh"

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
#include "common/cluster.cuh"
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

#include "common/grid.cuh"

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
