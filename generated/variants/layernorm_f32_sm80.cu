/* akops candidate: an instance of templates/layernorm/rowreg.cu (sha256 cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a)
 * for layernorm f32 sm_80: BLOCK=256 WBLOCK=128 PACKS=4 MAXPACKS=8 VEC_BYTES=16 LOAD_HINT=3 STORE_HINT=0 WAVES=0 WEARLY=1 EXACT=1 SPLIT=8 SPLIT_MIN=256 MAXREG=0 */
#define AKP_BLOCK 256
#define AKP_WBLOCK 128
#define AKP_PACKS 4
#define AKP_MAXPACKS 8
#define AKP_VEC_BYTES 16
#define AKP_LOAD_HINT 3
#define AKP_STORE_HINT 0
#define AKP_WAVES 0
#define AKP_WEARLY 1
#define AKP_EXACT 1
#define AKP_SPLIT 8
#define AKP_SPLIT_MIN 256
#define AKP_MAXREG 0
#define AK_T float
#define AK_ELEM_BYTES 4
#define AK_DTYPE_F32 1
#define AK_ARCH 80
#define AK_LAUNCHER akops_layernorm_f32_sm80
#line 1 "templates/layernorm/rowreg.cu"
// akops-template: layernorm/rowreg
// summary: the row held in registers (a sub-warp, warp or block per row, the widest aligned vectors), read once, mean then variance about it from registers; three passes over rows too long to hold
// dtypes: bf16 f16 f32
// param: BLOCK = 1024 : 128 256 512 1024
// param: WBLOCK = 256 : 64 128 256 512 1024
// param: PACKS = 4 : 1 2 4 8
// param: MAXPACKS = 4 : 4 8
// param: VEC_BYTES = 16 : 8 16
// param: LOAD_HINT = 1 : 0 1 2 3
// param: STORE_HINT = 0 : 0 1
// param: WAVES = 0 : 0 1 2 4
// param: WEARLY = 0 : 0 1
// param: EXACT = 1 : 0 1
// param: SPLIT = 8 : 1 2 4 8 16
// param: SPLIT_MIN = 256 : 32 64 128 256
// param: MAXREG = 0 : 0 48 56 64 80
// require: PACKS <= MAXPACKS
// require: VEC_BYTES >= ELEM_BYTES
// require: (1 + 2 * WEARLY) * PACKS * VEC_BYTES * WBLOCK <= 65536
// require: (1 + 2 * WEARLY) * PACKS * VEC_BYTES * BLOCK <= 65536
// require: MAXPACKS * VEC_BYTES * BLOCK <= 65536
// require: (1 + 2 * WEARLY) * PACKS * WBLOCK <= 8192
// require: MAXREG == 0 || MAXREG >= 40 + (1 + 2 * WEARLY) * PACKS * VEC_BYTES / 4
// require: MAXREG * BLOCK <= 65536 && MAXREG * WBLOCK <= 65536

/*
layernorm: y[r][c] = (x[r][c] - mean) / sqrt(var + eps) * w[c] + b[c], the mean
and the biased variance (divided by cols) over the last dim (specs/layernorm.yaml,
specs/ref/layernorm.c). An instance is this file behind the AKP_* and AK_*
definitions of templates/README.md:

    akgen instantiate specs/layernorm.yaml templates/layernorm/rowreg.cu --dtype bf16 --arch sm_90

The op moves 2 * rows * cols elements and does 8 flops each: it is bound by memory
bandwidth alone. Each row is read from global memory exactly once: its packs
(vectors of V elements, V * ELEM_BYTES <= VEC_BYTES) are loaded into registers
all at once; the sum is reduced across the row's threads for the mean, then the
squares of the deviations from that mean, from the same registers, for the
variance: two passes, as the reference, so a large common offset does not cancel
the variance away, at the cost of a second reduction and no second read. The
shape classes are rmsnorm/rowreg's:

  warp rows   the row needs at most 32 threads of PACKS packs: a group of 1..32
              lanes per row, WBLOCK / group rows per block, shuffles only (no
              barrier); cols 1 .. 32 * PACKS * V (1024 bf16 at the defaults)
  block rows  up to BLOCK threads per row, one row per block, PACKS .. MAXPACKS
              packs per thread (packs under 16 bytes: at most 4); shuffles, then one
              partial per warp in shared memory (two reductions, two barriers);
              up to BLOCK * MAXPACKS * V (32768 bf16 at the defaults: the
              three passes' mean, deviation and pointers cost more registers
              than rmsnorm's, and 8 packs a thread at 1024 threads spill)
  split rows  a few long rows, each over a thread-block cluster (sm_90 on), as in
              rmsnorm/rowreg (common/split.cuh decides)
  long rows   BLOCK threads loop over the row three times: the sum, the squared
              deviations, then the output (L2 keeps part of the row)

The exact fit (EXACT): a row that is exactly NV packs a thread, in rows that
fill whole groups (every bench shape), runs an instance of the register kernels
without a test or a predicate: no selects in the sums, unpredicated loads and
stores.

The output is fmaf((x - mean) * rstd, w, b) in float, rounded once to the element
type. (Sessions 5 to 20 had an AFF2 parameter for bf16 and f16: x^ = (x - mean) * rstd
rounded to the element type, then x^ * w + b two elements an instruction, HFMA2. Its
error is a rounding of x^ w, not of y: where b cancels x^ w, y is far smaller and the
error is not within rel |y| + abs. The H200's finals found such an output, 4% off in
bf16 (-3.44 for -3.58) and 0.7% in f16, at 4096 x 8192 in session 21.)

Strides, vector width and offsets as in rmsnorm/rowreg: x and y each with its own
row stride (elements; taken as cols with one row), each tensor's rows offset by
its own; the widest V that divides cols, x_stride0 and y_stride0, for both (row r
starts r * stride * ELEM_BYTES bytes in; with dense strides, the V that divides
cols, and the kernels of dense rows but for a second 64-bit row offset); row *
stride in 64 bits, offsets in a row in int; rows up to 2^31 - 1 fit the grid, the
kernels loop over row groups. Rows whose starts are not aligned to VMAX are peeled
as in rmsnorm/rowreg (PL): the extra of a lane is in the mean, the variance and
the output as a pack's element is; w's and b's packs of a peeled row's body are
loaded element by element where its head is not empty.

w and b are broadcast (PyTorch's expand): each stride (w_stride0, b_stride0) is
1, dense, or 0, every element is the first and only it is in memory; the
launcher refuses any other value (cudaErrorInvalidValue: read as dense it would
give wrong weights without an error). Every kernel is made twice (WD, chosen
once by the launcher): where both are dense, the code of dense weights alone,
its vector loads and registers as before; else a kernel that reads each through
common/rowreg.cuh's ld_wpack by its own stride (a vector load, or the first
element splatted into the pack).

Parameters:
  BLOCK       most threads per row (block rows, long rows)
  WBLOCK      threads per block in the warp-row class (rows per block = WBLOCK / group)
  PACKS       packs per thread the launcher aims for: the group per row is the smallest
              power of two that holds the row at PACKS packs a thread
  MAXPACKS    most packs a thread holds before the row goes to the looping path
  VEC_BYTES   widest access (16: LDG.128)
  LOAD_HINT   x, read once: 0 plain, 1 .cs (evict-first), 2 .nc,
              3 .nc under an L2 evict-last policy (createpolicy): L2 gives up
              the outputs' dirty lines first (rmsnorm f32 on the H200: 255.9 ->
              247.8 us at 8192 x 16384, bench/results/2026-12-01-h200-session6/
              l2probe7)
  STORE_HINT  y: 0 plain, 1 __stcs (evict-first)
  WAVES       0: one block per row group; k: at most k times the resident blocks
              (a persistent grid looping over rows)
  WEARLY      1: w and b loaded with x, their latency hidden under x's (two more
              packs of registers a pack, only where NV <= PACKS); 0: loaded after
              the reductions
  EXACT       1: rows that fit exactly take kernels without tests (see above); 0:
              every row takes the general ones
  SPLIT       most blocks (cluster ranks) a row is split over; 1: never split
  SPLIT_MIN   fewest threads a block of a split row keeps (so short rows stay whole)
  MAXREG      0: registers as ptxas likes within the launch bounds; else at most
              this many a thread where NV <= PACKS (more resident blocks)
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// the packs, their loads and stores, the sums: the norm families' skeleton
#if AK_ARCH >= 90
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
#line 122 "templates/layernorm/rowreg.cu"
#endif
/* akops-common: begin templates/common/rowpeel.cuh (sha256 e73ae4991640d4d700dc900a0f26b0ea26c785eb20076030466b30737c47370e), inlined by akgen */
#line 1 "templates/common/rowpeel.cuh"
// common/rowpeel.cuh: the peel of a norm family's row (rmsnorm/rowreg,
// layernorm/rowreg, add_rmsnorm/rowreg), as arithmetic alone: where a row that
// does not start on a 16-byte boundary has its head, its body of whole packs and
// its tail. Host and device code (tests/rowpeel_test.cpp checks it on the host). A
// family includes it before common/rowreg.cuh's users, and the PL kernels of
// common/rowreg_launch.cuh use it.
#include <stdint.h>

#ifdef __CUDACC__
#define ROWPEEL_FN static __host__ __device__ __forceinline__
#else
#define ROWPEEL_FN static inline
#endif

// A row of cols elements that starts `off` elements past a 16-byte aligned base
// (r * stride), read and written with packs of V elements over its aligned middle:
// the head, h < V elements before its first V-aligned element (all of the row when
// it ends sooner); the body, npk whole packs from there, each V-aligned (16 bytes
// when V is VMAX); the tail, the elements past the body's last pack (fewer than V).
// The head and the tail together are the row's ht <= 2V - 2 "extras", numbered e =
// 0 .. ht - 1: extra e is column e when e < h, else column e + npk * V (peel_col).
// The launcher takes the PL kernels only where every tensor's rows fall alike
// modulo V (the differences of their strides multiples of V) and a row has at
// least 32 threads, so that lane e of the row holds extra e. Without PL the row is
// npk = cols / V packs and nothing else: the launcher took a V that divides cols
// and every stride.
struct RowPeel {
	int h;		// head: elements before the body
	int npk;	// body: packs
	int ht;		// head and tail together
};
template <int V, bool PL> ROWPEEL_FN RowPeel row_peel(int64_t off, int cols)
{
	RowPeel q;
	if constexpr (PL) {
		const int a = (int)((0ull - (unsigned long long)off) & (unsigned long long)(V - 1));
		q.h = a < cols ? a : cols;
		q.npk = (cols - q.h) / V;
		q.ht = cols - q.npk * V;
	} else {
		q.h = 0, q.npk = cols / V, q.ht = 0;
	}
	return q;
}

// the column of extra e (head first, then tail)
template <int V> ROWPEEL_FN int peel_col(const RowPeel &q, int e)
{
	return e < q.h ? e : e + q.npk * V;
}
/* akops-common: end templates/common/rowpeel.cuh */
#line 124 "templates/layernorm/rowreg.cu"
/* akops-common: begin templates/common/rowreg.cuh (sha256 e4839d5aa93f1872d45bc88b2b708907f47a99f38ed00a5b6f88bb8c9a0e7da0), inlined by akgen */
#line 1 "templates/common/rowreg.cuh"
// common/rowreg.cuh: the rows-in-registers skeleton of the norm families
// (rmsnorm/rowreg, layernorm/rowreg, add_rmsnorm/rowreg), device side: packs (the
// widest aligned vectors of a row, as raw words), their loads with cache hints and
// stores, the weights' loads dense or broadcast (ld_wpack), their
// widening to float and rounding back, and the sums over a group of lanes, a
// block or a cluster. A family includes it after its AKP_* and AK_*
// definitions (templates/README.md), and where AK_ARCH >= 90 after
// common/cluster.cuh, and reads these of its parameters: VEC_BYTES (the widest
// access), LOAD_HINT (x read once: 0 plain, 1 .cs, 2 .nc, 3 .nc under an L2
// evict-last policy) and STORE_HINT (0 plain, 1 evict-first stores).
// common/rowreg_launch.cuh is the host side. Rows whose starts are not 16-byte
// aligned (cols or a stride not a multiple of VMAX) are peeled (PL kernels): a head
// and a tail of single elements around a body of 16-byte packs
// (common/rowpeel.cuh).
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// ----------------------------------------------------------------------------
// elements and packs

// the widest elements per pack the parameters allow
#define VMAX (AKP_VEC_BYTES / AK_ELEM_BYTES)
// cols beyond the spec's 262144 are refused up to 2^24, which float holds exactly
#define COLS_MAX (1 << 24)

// A pack: V consecutive elements as the raw words one access moves. Held as
// 32-bit words, not as V 16-bit elements: ptxas would give each 16-bit element
// a register of its own (twice the registers and a PRMT each).
template <int B> struct Raw {
	unsigned int w[B / 4];
};
template <> struct Raw<2> {
	unsigned short h;
};
template <int V> using Pack = Raw<V * AK_ELEM_BYTES>;

// Load one pack (16, 8, 4 or 2 bytes, one instruction) where `on`, else zero.
// Inline PTX, so that it is a predicated load, never a branch: given branches,
// the compiler lets the first pack's arithmetic wait on its load before it
// issues the next load, and the row's loads no longer overlap.
// The cache policy by use:
//   ONCE    x at its last read: LOAD_HINT (1: .cs, evict-first: the rows streamed
//           past must not push the weights, or y's lines, out of the caches)
//   AGAIN   x in a pass that another follows (the looping path): evict-last in L2
//   LAST    x at its last read in the looping path: evict-first in L2
//   CG      x in a pass that another follows: .cg, kept in L2 with no policy
//           (add_rmsnorm/rowreg's looping path)
//   WEIGHT  w, b: the same columns for every row: .nc, the read-only path, L1
#define HINT_ONCE 0
#define HINT_AGAIN 1
#define HINT_WEIGHT 2
#define HINT_LAST 3
#define HINT_CG 4
#if AKP_LOAD_HINT == 1
#define LD_ONCE "ld.global.cs"
#elif AKP_LOAD_HINT == 2
#define LD_ONCE "ld.global.nc"
#else
#define LD_ONCE "ld.global"
#endif
#define LD_WEIGHT "ld.global.nc"
// The looping path's reads of x before the last mark its lines evict-last in
// L2 (an L2 cache policy, createpolicy), and the last read marks them
// evict-first: the rows in flight stay in L2 against the stream of other rows
// and of y. (On the H200, rmsnorm f32 with every row on this path at BLOCK 512:
// 85-89% of the copy ceiling with .cg and LD_ONCE, 86-97% with these policies;
// bench/results/2026-11-30-h200-session5/probe.)
#define PRE_AGAIN "createpolicy.fractional.L2::evict_last.b64 pol, 1.0;\n\t"
#define PRE_LAST "createpolicy.fractional.L2::evict_first.b64 pol, 1.0;\n\t"
#define LD_POLICY "ld.global.L2::cache_hint"
#define POST_POLICY ", pol"

// G: "@q " (loaded where `on`, else left zero) or "" (always loaded)
#define LD_BEGIN(N) "{\n\t.reg .pred q;\n\t.reg .b64 pol;\n\tsetp.ne.b32 q, %" N ", 0;\n\t"
#define LD_PACK_PTX(PRE, OP, POST, G)                                                                         \
	if constexpr (B == 16)                                                                                \
		asm volatile(LD_BEGIN("5") PRE G OP ".v4.u32 {%0, %1, %2, %3}, [%4]" POST ";\n\t}"              \
			     : "+r"(k.w[0]), "+r"(k.w[1]), "+r"(k.w[2]), "+r"(k.w[3])                         \
			     : "l"(p), "r"((int)on));                                                         \
	else if constexpr (B == 8)                                                                            \
		asm volatile(LD_BEGIN("3") PRE G OP ".v2.u32 {%0, %1}, [%2]" POST ";\n\t}"                      \
			     : "+r"(k.w[0]), "+r"(k.w[1])                                                     \
			     : "l"(p), "r"((int)on));                                                         \
	else if constexpr (B == 4)                                                                            \
		asm volatile(LD_BEGIN("2") PRE G OP ".u32 %0, [%1]" POST ";\n\t}"                               \
			     : "+r"(k.w[0])                                                                   \
			     : "l"(p), "r"((int)on));                                                         \
	else                                                                                                  \
		asm volatile(LD_BEGIN("2") PRE G OP ".u16 %0, [%1]" POST ";\n\t}"                               \
			     : "+h"(k.h)                                                                      \
			     : "l"(p), "r"((int)on))
#define LD_PACK_HINT(PRE, OP, POST)                                                                           \
	if constexpr (ALL) {                                                                                  \
		LD_PACK_PTX(PRE, OP, POST, "");                                                               \
	} else {                                                                                              \
		LD_PACK_PTX(PRE, OP, POST, "@q ");                                                            \
	}

// ALL: the caller knows every pack is in the row (`on` is true): no predicate
template <int V, int H, bool ALL = false> static __device__ __forceinline__ Pack<V> ld_pack(const AK_T *p, bool on)
{
	constexpr int B = V * AK_ELEM_BYTES;
	Pack<V> k = Pack<V>();
	if constexpr (H == HINT_AGAIN) {
		LD_PACK_HINT(PRE_AGAIN, LD_POLICY, POST_POLICY);
	} else if constexpr (H == HINT_LAST) {
		LD_PACK_HINT(PRE_LAST, LD_POLICY, POST_POLICY);
	} else if constexpr (H == HINT_WEIGHT) {
		LD_PACK_HINT("", LD_WEIGHT, "");
	} else if constexpr (H == HINT_CG) {
		LD_PACK_HINT("", "ld.global.cg", "");
	} else if constexpr (AKP_LOAD_HINT == 3) {
		// x read once, its lines evict-last in L2: y's dirty lines go first
		LD_PACK_HINT(PRE_AGAIN, "ld.global.nc.L2::cache_hint", POST_POLICY);
	} else {
		LD_PACK_HINT("", LD_ONCE, "");
	}
	return k;
}

// one element (a Pack<1>) in each of a pack's V elements
template <int V> static __device__ __forceinline__ Pack<V> splat(const Pack<1> &e)
{
	if constexpr (V == 1) {
		return e;
	} else {
		Pack<V> k;
#if AK_ELEM_BYTES == 2
		// the element in both halves of each word
		const unsigned int u = __byte_perm((unsigned int)e.h, 0, 0x1010);
#else
		const unsigned int u = e.w[0];
#endif
#pragma unroll
		for (int j = 0; j < V * AK_ELEM_BYTES / 4; j++)
			k.w[j] = u;
		return k;
	}
}

// A pack's V elements loaded one at a time through L1 (__ldg), where `on`, else
// zero: a weight's pack in a peeled row, whose columns are not 16-byte aligned
// in w (w's elements are the same for every row: L1 hits after the first rows)
template <int V> static __device__ __forceinline__ Pack<V> ld_elems(const AK_T *p, bool on)
{
	Pack<V> k = Pack<V>();
	if (on) {
#if AK_ELEM_BYTES == 2
		const unsigned short *e = reinterpret_cast<const unsigned short *>(p);
		if constexpr (V == 1) {
			k.h = __ldg(e);
		} else {
#pragma unroll
			for (int j = 0; j < V / 2; j++)
				k.w[j] = (unsigned int)__ldg(e + 2 * j) | (unsigned int)__ldg(e + 2 * j + 1) << 16;
		}
#else
		const unsigned int *e = reinterpret_cast<const unsigned int *>(p);
#pragma unroll
		for (int j = 0; j < V; j++)
			k.w[j] = __ldg(e + j);
#endif
	}
	return k;
}

// A weight's pack (w, b: the same columns for every row) from column c0 + c,
// where `on`, else zero. ws: the weight's stride, 1 (dense: the pack at w + c0 +
// c, one vector load as ld_pack's) or 0 (broadcast, PyTorch's expand: every
// w[c] is w[0], the one element in memory, loaded alone and splatted). c0, the
// thread's first column, apart from c: the address is (w + c0) + c, the sum
// the dense code has always had (w + (c0 + c) took rmsnorm bf16's block rows
// from 40 registers to 49). ws is a constant in each kernel (the families' WD).
// PL (a peeled row's body): column c0 + c is 16-byte aligned in w only where the
// row's head is empty (al, the same for the row's threads), else its pack is
// loaded element by element (ld_elems).
template <int V, int H, bool ALL = false, bool PL = false>
static __device__ __forceinline__ Pack<V> ld_wpack(const AK_T *w, bool ws, int c0, int c, bool on, bool al = true)
{
	if (ws) {
		if (PL && !al)
			return ld_elems<V>(w + c0 + c, on);
		return ld_pack<V, H, ALL>(w + c0 + c, on);
	}
	// __ldg, not ld_pack's volatile asm: the compiler may load w[0] once
	// for several packs
	Pack<1> e;
#if AK_ELEM_BYTES == 2
	e.h = __ldg(reinterpret_cast<const unsigned short *>(w));
#else
	e.w[0] = __ldg(reinterpret_cast<const unsigned int *>(w));
#endif
	return on ? splat<V>(e) : Pack<V>();
}

template <int V> static __device__ __forceinline__ void st_pack(AK_T *p, const Pack<V> &k)
{
	constexpr int B = V * AK_ELEM_BYTES;
#if AKP_STORE_HINT == 1
	// evict-first: y is not read again by this kernel
#define ST_RAW(ptr, val) __stcs(ptr, val)
#else
#define ST_RAW(ptr, val) (*(ptr) = (val))
#endif
	if constexpr (B == 16)
		ST_RAW(reinterpret_cast<uint4 *>(p), make_uint4(k.w[0], k.w[1], k.w[2], k.w[3]));
	else if constexpr (B == 8)
		ST_RAW(reinterpret_cast<uint2 *>(p), make_uint2(k.w[0], k.w[1]));
	else if constexpr (B == 4)
		ST_RAW(reinterpret_cast<unsigned int *>(p), k.w[0]);
	else
		ST_RAW(reinterpret_cast<unsigned short *>(p), k.h);
#undef ST_RAW
}

// The pack's elements widened to float, exactly. VAR picks one of three
// instruction sequences for the same result (bf16: shift and mask, or PRMT with
// the operands either way round; f16: cvt of the pair, of the pair swapped, or
// of each half duplicated). A pass after a reduction unpacks with another VAR
// than the pass before it: given the same instructions, ptxas merges the two
// unpackings and keeps the row as floats across the reduction, twice the
// registers of the packed words, and spills where the packed words fit.
template <int VAR, int V> static __device__ __forceinline__ void unpack(const Pack<V> &k, float (&f)[V])
{
#if defined(AK_DTYPE_BF16)
	// bf16 is the top half of a float: its bits shifted up 16
	if constexpr (V == 1) {
		const unsigned int h = k.h;
		f[0] = __uint_as_float(VAR == 0 ? h << 16 : VAR == 1 ? __byte_perm(h, 0, 0x1044) : __byte_perm(0, h, 0x5400));
	} else {
#pragma unroll
		for (int j = 0; j < V / 2; j++) {
			// little-endian: the lower-addressed element is the low half
			const unsigned int u = k.w[j];
			f[2 * j] = __uint_as_float(VAR == 0 ? u << 16
						   : VAR == 1 ? __byte_perm(u, 0, 0x1044)
							      : __byte_perm(0, u, 0x5400));
			f[2 * j + 1] = __uint_as_float(VAR == 0 ? u & 0xffff0000u
						       : VAR == 1 ? __byte_perm(u, 0, 0x3244)
								  : __byte_perm(0, u, 0x7600));
		}
	}
#elif defined(AK_DTYPE_F16)
	if constexpr (V == 1) {
		const unsigned int h = k.h;
		const unsigned int u = VAR == 0 ? h : VAR == 1 ? __byte_perm(h, 0, 0x1010) : __byte_perm(0, h, 0x5454);
		f[0] = __half2float(__ushort_as_half((unsigned short)u));
	} else {
#pragma unroll
		for (int j = 0; j < V / 2; j++) {
			const unsigned int u = k.w[j];
			__half2 h;
			if constexpr (VAR == 0) {
				memcpy(&h, &u, sizeof(h));
				const float2 t = __half22float2(h);
				f[2 * j] = t.x;
				f[2 * j + 1] = t.y;
			} else if constexpr (VAR == 1) {
				const unsigned int sw = __byte_perm(u, 0, 0x1032);
				memcpy(&h, &sw, sizeof(h));
				const float2 t = __half22float2(h);
				f[2 * j] = t.y;
				f[2 * j + 1] = t.x;
			} else {
				const unsigned int lo = __byte_perm(u, 0, 0x1010), hi = __byte_perm(u, 0, 0x3232);
				memcpy(&h, &lo, sizeof(h));
				f[2 * j] = __low2float(h);
				memcpy(&h, &hi, sizeof(h));
				f[2 * j + 1] = __low2float(h);
			}
		}
	}
#else
#pragma unroll
	for (int j = 0; j < V; j++)
		f[j] = __uint_as_float(k.w[j]);
#endif
}

// floats rounded to the element type, nearest even (two at a time: one
// cvt.rn.bf16x2.f32 per pair)
template <int V> static __device__ __forceinline__ Pack<V> pack(const float (&f)[V])
{
	Pack<V> k;
#if defined(AK_DTYPE_BF16)
	if constexpr (V == 1) {
		k.h = __bfloat16_as_ushort(__float2bfloat16_rn(f[0]));
	} else {
#pragma unroll
		for (int j = 0; j < V / 2; j++) {
			const __nv_bfloat162 t = __floats2bfloat162_rn(f[2 * j], f[2 * j + 1]);
			memcpy(&k.w[j], &t, sizeof(t));
		}
	}
#elif defined(AK_DTYPE_F16)
	if constexpr (V == 1) {
		k.h = __half_as_ushort(__float2half_rn(f[0]));
	} else {
#pragma unroll
		for (int j = 0; j < V / 2; j++) {
			const __half2 t = __floats2half2_rn(f[2 * j], f[2 * j + 1]);
			memcpy(&k.w[j], &t, sizeof(t));
		}
	}
#else
#pragma unroll
	for (int j = 0; j < V; j++)
		k.w[j] = __float_as_uint(f[j]);
#endif
	return k;
}

// ----------------------------------------------------------------------------
// how a row is spread over threads (common/rowreg_launch.cuh picks one)

#define ROW_WARP 0	// a group of 2^lg <= 32 lanes a row, blockDim.x >> lg rows a block
#define ROW_BLOCK 1	// a block of 2^lg threads a row
#define ROW_CLUSTER 2	// a thread-block cluster a row (sm_90 on): 2^lg threads in all,
			// blockDim.x a block, rank r's threads lanes r * blockDim.x on

// A thread's place: its lane among its row's 2^lg threads, its row in its block's
// (or cluster's) row group, and the row groups it takes: first, first + step, ...
// (the same for every thread of a block, and of a cluster: the loops over them, and
// the barriers of row_sum inside, are uniform).
struct Slot {
	int lane;
	int64_t sub, first, step;
};

template <int ROW> static __device__ __forceinline__ Slot slot_of(int lg)
{
	Slot s;
#if AK_ARCH >= 90
	if constexpr (ROW == ROW_CLUSTER) {
		s.lane = (int)(cluster_rank() * blockDim.x + threadIdx.x);
		s.sub = 0;
		s.first = cluster_id();
		s.step = cluster_count();
		return s;
	}
#endif
	const int rpb = (int)blockDim.x >> lg;
	s.lane = (int)threadIdx.x & ((1 << lg) - 1);
	s.sub = (int64_t)(threadIdx.x >> lg);
	s.first = (int64_t)blockIdx.x * rpb;
	s.step = (int64_t)gridDim.x * rpb;
	return s;
}

// ----------------------------------------------------------------------------
// reductions (every thread of the block calls them: rows past the end included),
// in float, or in double where a family wants it (layernorm's mean)

template <typename T> static __device__ __forceinline__ T warp_sum(T v)
{
	// butterfly: every lane ends with the same sum (a + b == b + a exactly)
#pragma unroll
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, o);
	return v;
}

// the sum over a group of 2^lg <= 32 aligned lanes: the whole warp shuffles
// at every offset (the full mask holds, no branch), and a lane adds only what
// comes from inside its group (offsets below the group's size)
template <typename T> static __device__ __forceinline__ T group_sum(T v, int lg)
{
#pragma unroll
	for (int o = 16; o > 0; o >>= 1) {
		const T t = __shfl_xor_sync(0xffffffffu, v, o);
		if (o < (1 << lg))
			v += t;
	}
	return v;
}

// the sum over the block (one row per block); part[] holds one value per warp.
// Callers alternate between two part[] arrays: a warp that races ahead to the
// next reduction writes the other one, and cannot come back to this one before
// every thread has passed the next barrier, that is, has read this one.
template <typename T> static __device__ __forceinline__ T block_sum(T v, T *part)
{
	v = warp_sum(v);
	if ((threadIdx.x & 31) == 0)
		part[threadIdx.x >> 5] = v;
	__syncthreads();
	v = (int)(threadIdx.x & 31) < (int)(blockDim.x >> 5) ? part[threadIdx.x & 31] : T(0);
	return warp_sum(v);
}

#if AK_ARCH >= 90
// a value at the same shared-memory offset in block `rank` of the cluster: a
// float, or a double as the bits of a float2 (common/cluster.cuh's loads)
static __device__ __forceinline__ float ld_rank(const float *p, unsigned int rank)
{
	return ld_cluster_f32(p, rank);
}

static __device__ __forceinline__ double ld_rank(const double *p, unsigned int rank)
{
	const float2 u = ld_cluster(reinterpret_cast<const float2 *>(p), rank);
	double t;
	memcpy(&t, &u, sizeof(t));
	return t;
}
#endif

// The sum of v over the row's threads (ROW_*; lg: log2 of a group's lanes), the
// block's and cluster's through the array p (PARTS values, see row_sum). A
// cluster's sum: each block's (block_sum), published at p[32], the cluster barrier
// (release, acquire), then in every warp lane r < the cluster's size reads rank r's,
// and a butterfly adds them: the same operands in the same lanes, so every block has
// the same sum.
#define PARTS 33
template <int ROW, typename T> static __device__ __forceinline__ T row_sum_in(T v, int lg, T *p)
{
	if constexpr (ROW == ROW_WARP)
		return group_sum(v, lg);
	v = block_sum(v, p);
#if AK_ARCH >= 90
	if constexpr (ROW == ROW_CLUSTER) {
		if (threadIdx.x == 0)
			p[32] = v;
		cluster_sync();
		const unsigned int l = threadIdx.x & 31;
		v = warp_sum(l < cluster_size() ? ld_rank(&p[32], l) : T(0));
	}
#endif
	return v;
}

// row_sum_in through part[par], then par flipped: a block's successive sums
// alternate between the two arrays (see block_sum). A block cannot write its
// cluster slot again before every block has passed the next sum's barrier, that
// is, has read it; row_end keeps a block's shared memory until all have.
template <int ROW, typename T>
static __device__ __forceinline__ T row_sum(T v, int lg, T (&part)[2][PARTS], int &par)
{
	if constexpr (ROW == ROW_WARP)
		return group_sum(v, lg);
	T *p = part[par];
	par ^= 1;
	return row_sum_in<ROW>(v, lg, p);
}

// after a kernel's last row_sum: a block of a cluster waits until every block has
// read its shared memory before it exits
template <int ROW> static __device__ __forceinline__ void row_end()
{
#if AK_ARCH >= 90
	if constexpr (ROW == ROW_CLUSTER) {
		cluster_arrive_relaxed();
		cluster_wait();
	}
#endif
}

// NV packs of a thread from p, `step` elements apart; packs k >= nk are zero
// and not loaded (ALL: nk is NV, no predicates)
template <int V, int NV, int H, bool ALL>
static __device__ __forceinline__ void ld_packs(Pack<V> (&v)[NV], const AK_T *p, int step, int nk)
{
#pragma unroll
	for (int k = 0; k < NV; k++)
		v[k] = ld_pack<V, H, ALL>(p + k * step, k < nk);
}

// the same for a weight (ld_wpack) from column c0: dense, NV vector loads (PL
// with the row's head not empty, NV packs of element loads); broadcast, w[0]
// splatted into packs k < nk
template <int V, int NV, int H, bool ALL, bool PL = false>
static __device__ __forceinline__ void ld_wpacks(Pack<V> (&v)[NV], const AK_T *w, bool ws, int c0, int step, int nk,
						 bool al = true)
{
	if (ws && !(PL && !al)) {
		ld_packs<V, NV, H, ALL>(v, w + c0, step, nk);
	} else {
#pragma unroll
		for (int k = 0; k < NV; k++)
			v[k] = ld_wpack<V, H, ALL, PL>(w, ws, c0, k * step, k < nk, al);
	}
}

// ----------------------------------------------------------------------------
// a thread's part of a row

// the packs of a row of npk that a thread holds: lane, lane + 2^lg, ... below npk
static __device__ __forceinline__ int packs_of(int npk, int lane, int lg)
{
	return lane < npk ? ((npk - 1 - lane) >> lg) + 1 : 0;
}

// Row `row` of the register kernels, as the thread `lane` of its group of 2^lg
// sees it. q0 and nk0: an unpeeled row's packs (the same in every row). EX: every
// row of every group is in the tensor and every thread holds NV packs of it (no
// tests, no predicates). PL: the row peeled (common/rowpeel.cuh), its head's
// length from x's row start (r * xs: the launcher took PL only where every
// tensor's rows start alike modulo VMAX).
struct RowAt {
	int64_t r;	// the row, or 0 past the tensor's end (its loads predicated off)
	RowPeel q;	// its head, body and extras
	int nk;		// the thread's packs in the body
	int mk;		// those it loads and stores: nk, 0 past the end, NV with EX
	int c0;		// its first column (the body's from q.h)
	bool xt;	// it holds an extra (PL: lane e holds extra e, e < ht)
	int ce;		// that extra's column
};

template <int V, int NV, bool EX, bool PL>
static __device__ __forceinline__ RowAt row_at(int64_t row, int64_t rows, int64_t xs, int cols, int lane, int lg,
					       const RowPeel &q0, int nk0)
{
	RowAt t;
	const bool live = EX || row < rows;
	// 64-bit: row * stride passes 2^31 within the spec's range
	t.r = live ? row : 0;
	t.q = PL ? row_peel<V, PL>(t.r * xs, cols) : q0;
	t.nk = PL ? packs_of(t.q.npk, lane, lg) : nk0;
	t.mk = EX ? NV : live ? t.nk : 0;
	t.c0 = t.q.h + lane * V;
	t.xt = PL && live && lane < t.q.ht;
	t.ce = peel_col<V>(t.q, lane);
	return t;
}
/* akops-common: end templates/common/rowreg.cuh */
#line 125 "templates/layernorm/rowreg.cu"

// ----------------------------------------------------------------------------
// kernels
// (static: the launcher is the object's one global symbol)

// everything a kernel needs, in one parameter block
struct Args {
	const AK_T *x, *w, *b;
	AK_T *y;
	int64_t rows;
	int64_t xs, ys;	// the row strides of x and y (elements)
	int cols;	// <= COLS_MAX
	int lg;		// reg_kernel: log2 of the threads per row
	float rcols;	// 1 / cols, rounded once on the host (a division in the
			// kernel would bring its slow-path call, and the call spills)
	double rcolsd;	// the same in double, for the mean (mean_of)
	float eps;
	bool ws, bs;	// w's and b's strides: 1 dense, 0 broadcast (ld_wpack)
};

// ----------------------------------------------------------------------------
// the mean's sum: in double across threads for f32, in float for bf16 and f16

// The sum of a row's elements in f32 rounds at each level of the sum by about 2^-24
// of it, of the order of cols times the rows' offset, and moves the mean by that over
// cols: on the H200 the verifier's f32 rows of 4099 about 32 with a spread of 1
// (harness_gen.cuh, the offset distribution) summed to 131072 through a block's tree,
// and one output came 2.2e-5 off against a bound of 2.1e-5; summed about the row's
// first element instead, an outlier there did the same in the heavy-tailed
// distribution (session 19). So a thread's sum goes across threads in double, and in
// f32 each element is added in double too (MeanAcc: one conversion and one DADD an
// element, within both pipes at the copy ceiling). In bf16 and f16 (8 and 11 bits) a
// thread's float partial of a constant row is exact, and their tolerances are 500x
// wider: their sum goes across threads in float (session 22: in a decode call's two
// block sums each double level took two shuffles and a DADD, latency the call waits
// on), exact for a constant row of up to 2^16 columns. The mean is then the sum times
// 1 / cols in double, rounded once to float: a constant row's mean is its value
// exactly (its deviations zero, whatever 1 / sqrt(eps) does to them), where the
// reference, and PyTorch, give b.
#if AK_ELEM_BYTES == 4
typedef double MeanAcc;
#else
typedef float MeanAcc;
#endif

// The mean of a row whose threads' sums are v, spread as ROW: common/rowreg.cuh's
// row_sum_in in MeanAcc, through one array of its own (partd), apart from the
// variance's sums (row_sum): a warp that races to the next row's mean finds every
// thread past this row's variance sum, whose barrier follows their reads of partd.
// (row_sum's alternating pair in double cost layernorm's block rows up to 16
// registers.)
template <int ROW>
static __device__ __forceinline__ float mean_of(MeanAcc v, int lg, MeanAcc (&partd)[PARTS], const Args &a)
{
	return (float)((double)row_sum_in<ROW>(v, lg, partd) * a.rcolsd);
}

// Rows held in registers. Thread `lane` of its row's group of 2^lg holds packs
// lane, lane + 2^lg, ..., so each load instruction of a warp covers contiguous
// memory. ROW (common/rowreg.cuh): ROW_WARP, groups of at most 32 lanes, several
// rows per block; ROW_BLOCK, one row per block of 2^lg threads; ROW_CLUSTER, one
// row per cluster, 2^lg threads in all. NV: packs per thread, >= ceil(cols / V / 2^lg).
// PL: the row peeled (common/rowpeel.cuh): its body in packs as above, from
// its first V-aligned element, and lane e < ht its extra e, one element.
// The three passes over the registers unpack them three different ways
// (unpack's VAR): see there.
template <int V, int NV, int TMAX, int ROW, bool EX, bool WD, bool PL>
static __device__ __forceinline__ void reg_rows(const Args &a)
{
	// the weights' and biases' loads issued with x's, their latency hidden
	// under it, at two more packs of registers a pack; only where the block
	// was sized to the row (NV <= PACKS), not in split rows (1024 threads a block)
	constexpr bool WEARLY = AKP_WEARLY && NV <= AKP_PACKS && ROW != ROW_CLUSTER;
	__shared__ float part[2][PARTS];
	__shared__ MeanAcc partd[PARTS];
	const int lg = a.lg;
	const Slot sl = slot_of<ROW>(lg);
	const int lane = sl.lane;
	const int step = V << lg;	// elements from one of a thread's packs to its next
	// an unpeeled row: the same packs in every row
	const RowPeel q0 = row_peel<V, false>(0, a.cols);
	const int nk0 = packs_of(q0.npk, lane, lg);
	int par = 0;
	// each weight dense or broadcast: constants in the dense copy
	const bool ws = WD || a.ws, bs = WD || a.bs;

	// the row group depends on the block (or cluster) only: the loop, and the
	// barriers in row_sum, are uniform over it
	for (int64_t r0 = sl.first; r0 < a.rows; r0 += sl.step) {
		const RowAt at = row_at<V, NV, EX, PL>(r0 + sl.sub, a.rows, a.xs, a.cols, lane, lg, q0, nk0);
		const int64_t xo = at.r * a.xs + at.c0;

		// every load of the row issued before the first use
		Pack<V> v[NV], wv[NV], bv[NV];
		ld_packs<V, NV, HINT_ONCE, EX>(v, a.x + xo, step, at.mk);
		if constexpr (WEARLY) {
			ld_wpacks<V, NV, HINT_WEIGHT, EX, PL>(wv, a.w, ws, at.c0, step, at.mk, at.q.h == 0);
			ld_wpacks<V, NV, HINT_WEIGHT, EX, PL>(bv, a.b, bs, at.c0, step, at.mk, at.q.h == 0);
		}
		Pack<1> xe;
		float fe = 0.0f;	// the extra, widened
		if constexpr (PL) {
			float f[1];
			xe = ld_pack<1, HINT_ONCE>(a.x + at.r * a.xs + at.ce, at.xt);
			unpack<0, 1>(xe, f);
			fe = f[0];
		}

		// the packs past the row's end, and a missing extra, are zero
		MeanAcc s1 = fe;
#pragma unroll
		for (int k = 0; k < NV; k++) {
			float f[V];
			unpack<0, V>(v[k], f);
#pragma unroll
			for (int i = 0; i < V; i++)
				s1 += f[i];
		}
		const float mean = mean_of<ROW>(s1, lg, partd, a);

		// the packs past the row's end are zero, not the mean: they count
		// only where k < mk (and the extra where the thread has one)
		float s2 = 0.0f;
		if constexpr (PL) {
			const float d = at.xt ? fe - mean : 0.0f;
			s2 = d * d;
		}
#pragma unroll
		for (int k = 0; k < NV; k++) {
			float f[V];
			unpack<1, V>(v[k], f);
#pragma unroll
			for (int i = 0; i < V; i++) {
				const float d = k < at.mk ? f[i] - mean : 0.0f;
				s2 = fmaf(d, d, s2);
			}
		}
		s2 = row_sum<ROW>(s2, lg, part, par);
		const float rstd = rsqrtf(s2 * a.rcols + a.eps);	// rsqrtf: 2 ulp
		// y's offset where its stores begin: computed with x's, NVVM would
		// recompute the product at each pack's store
		const int64_t yo = at.r * a.ys + at.c0;

		if constexpr (PL) {
			if (at.xt) {
				float g[1], h[1];
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.w, ws, 0, at.ce, true), g);
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.b, bs, 0, at.ce, true), h);
				float f[1] = {fmaf((fe - mean) * rstd, g[0], h[0])};
				st_pack<1>(a.y + at.r * a.ys + at.ce, pack<1>(f));
			}
		}
#pragma unroll
		for (int k = 0; k < NV; k++) {
			// late weights and biases: one pack at a time behind a branch, so
			// that ptxas cannot hoist them all (2 NV more packs of registers)
			// (a branch on a value ptxas cannot know, in the exact fit too)
			if (WEARLY || k < (EX ? at.nk : at.mk)) {
				float f[V], g[V], h[V];
				if constexpr (!WEARLY) {
					wv[k] = ld_wpack<V, HINT_WEIGHT, false, PL>(a.w, ws, at.c0, k * step, true, at.q.h == 0);
					bv[k] = ld_wpack<V, HINT_WEIGHT, false, PL>(a.b, bs, at.c0, k * step, true, at.q.h == 0);
				}
				unpack<2, V>(v[k], f);
				unpack<0, V>(wv[k], g);
				unpack<0, V>(bv[k], h);
#pragma unroll
				for (int i = 0; i < V; i++)
					f[i] = fmaf((f[i] - mean) * rstd, g[i], h[i]);
				if (k < at.mk)
					st_pack<V>(a.y + yo + k * step, pack<V>(f));
			}
		}
	}
}

// Rows too long to hold: a block of BLOCK threads per row, three passes over
// it (the sum, the squared deviations, the output), UNROLL packs a thread in
// flight per step. The first two keep x in L2 (evict-last) for the next.
#define UNROLL 4

// PL: the row peeled (row_peel), its body in packs from its first V-aligned
// element, thread e < ht its extra e.
template <int V, bool WD, bool PL>
static __global__ void __launch_bounds__(AKP_BLOCK) loop_kernel(const Args a)
{
	__shared__ float part[2][PARTS];
	__shared__ MeanAcc partd[PARTS];
	const int nt = (int)blockDim.x, t = (int)threadIdx.x;
	const bool ws = WD || a.ws, bs = WD || a.bs;
	int par = 0;

	// each tensor's row, advanced a grid of rows at a time: computed as row *
	// stride in the loop, the products are recomputed (NVVM) inside the passes
	// below, at each store
	const AK_T *xr = a.x + blockIdx.x * a.xs;
	AK_T *yr = a.y + blockIdx.x * a.ys;
	for (int64_t row = blockIdx.x; row < a.rows; row += gridDim.x, xr += gridDim.x * a.xs, yr += gridDim.x * a.ys) {
		const RowPeel q = row_peel<V, PL>(row * a.xs, a.cols);
		const int npk = q.npk, ce = peel_col<V>(q, t);
		const AK_T *xb = xr + q.h;	// the body
		AK_T *yb = yr + q.h;
		float fe = 0.0f;	// the thread's extra, widened (PL)
		if constexpr (PL) {
			float f[1];
			unpack<0, 1>(ld_pack<1, HINT_AGAIN>(xr + ce, t < q.ht), f);
			fe = f[0];
		}
		MeanAcc s1 = fe;	// the mean's sum (MeanAcc)
		for (int p0 = t; p0 < npk; p0 += UNROLL * nt) {
			Pack<V> v[UNROLL];
#pragma unroll
			for (int u = 0; u < UNROLL; u++)
				v[u] = ld_pack<V, HINT_AGAIN>(xb + (p0 + u * nt) * V, p0 + u * nt < npk);
#pragma unroll
			for (int u = 0; u < UNROLL; u++) {
				float f[V];
				unpack<0, V>(v[u], f);
#pragma unroll
				for (int i = 0; i < V; i++)
					s1 += f[i];
			}
		}
		const float mean = mean_of<ROW_BLOCK>(s1, 0, partd, a);

		float s2 = 0.0f;
		if constexpr (PL) {
			const float d = t < q.ht ? fe - mean : 0.0f;
			s2 = d * d;
		}
		for (int p0 = t; p0 < npk; p0 += UNROLL * nt) {
			Pack<V> v[UNROLL];
#pragma unroll
			for (int u = 0; u < UNROLL; u++)
				v[u] = ld_pack<V, HINT_AGAIN>(xb + (p0 + u * nt) * V, p0 + u * nt < npk);
#pragma unroll
			for (int u = 0; u < UNROLL; u++) {
				float f[V];
				unpack<0, V>(v[u], f);
#pragma unroll
				for (int i = 0; i < V; i++) {
					const float d = p0 + u * nt < npk ? f[i] - mean : 0.0f;
					s2 = fmaf(d, d, s2);
				}
			}
		}
		s2 = row_sum<ROW_BLOCK>(s2, 0, part, par);
		const float rstd = rsqrtf(s2 * a.rcols + a.eps);

		if constexpr (PL) {
			if (t < q.ht) {
				float g[1], h[1];
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.w, ws, 0, ce, true), g);
				unpack<0, 1>(ld_wpack<1, HINT_WEIGHT>(a.b, bs, 0, ce, true), h);
				float f[1] = {fmaf((fe - mean) * rstd, g[0], h[0])};
				st_pack<1>(yr + ce, pack<1>(f));
			}
		}
		for (int p0 = t; p0 < npk; p0 += UNROLL * nt) {
			Pack<V> v[UNROLL];
#pragma unroll
			for (int u = 0; u < UNROLL; u++)
				v[u] = ld_pack<V, HINT_LAST>(xb + (p0 + u * nt) * V, p0 + u * nt < npk);
#pragma unroll
			for (int u = 0; u < UNROLL; u++) {
				const int p = p0 + u * nt;
				if (p < npk) {
					float f[V], g[V], h[V];
					unpack<0, V>(v[u], f);
					unpack<0, V>(ld_wpack<V, HINT_WEIGHT, false, PL>(a.w, ws, q.h, p * V, true, q.h == 0), g);
					unpack<0, V>(ld_wpack<V, HINT_WEIGHT, false, PL>(a.b, bs, q.h, p * V, true, q.h == 0), h);
#pragma unroll
					for (int i = 0; i < V; i++)
						f[i] = fmaf((f[i] - mean) * rstd, g[i], h[i]);
					st_pack<V>(yb + p * V, pack<V>(f));
				}
			}
		}
	}
}

// split rows: packs a thread at 1024 threads, 64 registers: 4 (bf16 and f16: a
// cluster of 8 holds 262144 columns); f32 8, a few words spilled (at 4 its one long
// rows went past a cluster of 8, to the looping kernel with one block: 1 x 262144
// took 327 us against torch.compile's 91 on the H200, session 18)
#define SPLIT_NV (AK_ELEM_BYTES == 4 ? 8 : 4)
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
#line 412 "templates/layernorm/rowreg.cu"
/* akops-common: begin templates/common/split.cuh (sha256 aafc0942d54ccfc6be16d5ef4fa12601fac3e3133272cf6691bb7fdb0a204bf5), inlined by akgen */
#line 1 "templates/common/split.cuh"
// common/split.cuh: the split of a few long rows over a thread-block cluster, as
// arithmetic alone (host code, no CUDA call): how many blocks a row takes, the
// threads of each and the packs of each thread. common/rowreg_launch.cuh launches
// what it decides; tests/split_test.cpp checks it over every kind of shape.
#include <stdint.h>

// a split row's blocks: up to 1024 threads (BLOCK is the one-block rows')
#define SPLIT_THREADS 1024

// cl blocks a row (1: the row is not split), t threads a block, nv packs a thread,
// lg = log2(cl * t), the row's threads in all
struct Split {
	int cl, t, nv, lg;
};

// log2 of the threads that hold a row of npk packs at pk packs each
static inline int split_lt(int npk, int pk)
{
	int lt = 0;
	while ((1 << lt) < (npk + pk - 1) / pk && lt < 30)
		lt++;
	return lt;
}

// whether a row of npk packs may be split at all: one block of `block` threads does
// not hold it at pk packs a thread (the launcher asks before it looks up the GPU, so
// that the rows that stay whole pay nothing for the split)
static inline bool split_wanted(int npk, int pk, int block)
{
	return npk >= 1 && pk >= 1 && (1 << split_lt(npk, pk)) > block;
}

// A row of npk packs, in a tensor of `rows` rows, on a GPU of sms multiprocessors.
// Only rows that one block of `block` threads does not hold at pk packs a thread are
// split (the row's 2^lt threads at pk packs are more than block: split, a decode
// row of 16 KiB, 16 x 8192 bf16, took 3.49 us for 2.50 on the H200). cl doubles while
// `split` allows, the rows' blocks stay within half the multiprocessors (a cluster's
// blocks share one GPC: not every multiprocessor can take one), and each block keeps
// split_min of the 2^lt threads; each block then has up to SPLIT_THREADS of them, and
// a thread nv <= nvmax packs, else the row is not split (rows of more than split *
// 1024 * nvmax packs take the looping path).
static inline Split split_of(int64_t rows, int npk, int pk, int sms, int block, int split, int split_min, int nvmax)
{
	Split s = {1, 0, 0, 0};
	if (split <= 1 || rows < 1 || !split_wanted(npk, pk, block))
		return s;
	const int lt = split_lt(npk, pk);	// log2 of the row's threads at pk packs each
	int cl = 1;
	while (cl < split && rows * cl * 4 <= sms && (1 << lt) / (cl * 2) >= split_min)
		cl *= 2;
	if (cl == 1)
		return s;
	const int t = (1 << lt) / cl < SPLIT_THREADS ? (1 << lt) / cl : SPLIT_THREADS;
	const int nv = (npk + cl * t - 1) / (cl * t);
	if (nv > nvmax)
		return s;
	s.cl = cl, s.t = t, s.nv = nv;
	while ((1 << s.lg) < cl * t)
		s.lg++;
	return s;
}
/* akops-common: end templates/common/split.cuh */
#line 413 "templates/layernorm/rowreg.cu"
/* akops-common: begin templates/common/rowreg_launch.cuh (sha256 9de383f6b43e870cd8b031b733023acba7f21c3bc7be1c5624b755622acf42b2), inlined by akgen */
#line 1 "templates/common/rowreg_launch.cuh"
// common/rowreg_launch.cuh: the rows-in-registers skeleton of the norm families,
// host side (common/rowreg.cuh is the device side): the grid, the vector width
// from cols and the row strides, and the shape class of a row from cols alone
// (templates/rmsnorm/rowreg.cu describes the classes): warp rows (a group of
// 1..32 lanes a row, WBLOCK threads a block), block rows (up to BLOCK threads a
// row, PACKS .. MAXPACKS packs a thread), split rows (a few rows, each over a
// cluster of up to SPLIT blocks, sm_90 on), long rows (the looping kernel). A
// family includes it after common/grid.cuh, common/split.cuh and its kernels, and
// defines before it:
//   struct Args                     its kernels' parameter block, with the
//                                   members rows (int64_t), cols and lg (int)
//                                   (the row strides are the family's own:
//                                   rows_launch takes their OR, the grain, and
//                                   the OR of their differences, the skew)
//   reg_rows<V, NV, TMAX, ROW, EX, WD, PL>  (a family with an EXACT parameter)
//                                   the rows held in registers, spread as ROW
//                                   (ROW_* of common/rowreg.cuh); this file makes
//                                   its kernels
//   run_fit<V, NV, TMAX, ROW, EX, WD, PL>  (a family without one) the launch of
//                                   its register kernels, EX always false, ending
//                                   with row_end<ROW>()
//   loop_kernel<V, WD, PL>          the looping kernel of long rows
//                                   WD: the kernels of dense weights (true) or of
//                                   broadcast ones, as rows_launch's caller says;
//                                   PL: of peeled rows (common/rowpeel.cuh),
//                                   never with EX, nor with broadcast weights
//   SPLIT_NV                        most packs a thread of a split row holds
//                                   (its blocks have 1024 threads)
// Its launcher calls rows_launch. This file reads these of its parameters: BLOCK,
// WBLOCK, PACKS, MAXPACKS, WAVES (0: one block a row group; k: at most k times the
// resident blocks), MAXREG (0: registers as ptxas likes; else at most this many a
// thread where NV <= PACKS), SPLIT (most blocks a row is split over; 1: never),
// SPLIT_MIN (fewest threads a block of a split row) and EXACT where it has one (1:
// rows that fit exactly take kernels without tests).
#include <cuda_runtime.h>
#include <stdint.h>

// ----------------------------------------------------------------------------
// launcher

// the grid: one block per row group, or (WAVES > 0) at most WAVES times what
// the GPU holds at once, the blocks then looping over the row groups
template <typename K>
static cudaError_t grid_size(K kernel, int threads, int64_t groups, unsigned *grid)
{
	int64_t g = groups < 0x7fffffff ? groups : 0x7fffffff;

	if (AKP_WAVES > 0) {
		int sms = 0, per = 0;
		cudaError_t e = sm_count(&sms);
		if (e == cudaSuccess)
			e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, kernel, threads, 0);
		if (e != cudaSuccess)
			return e;
		const int64_t cap = (int64_t)(per > 0 ? per : 1) * (sms > 0 ? sms : 1) * AKP_WAVES;
		g = g < cap ? g : cap;
	}
	*grid = (unsigned)g;
	return cudaSuccess;
}

// cl > 1: `groups` clusters of cl blocks (a row each; the kernel loops past them)
template <typename K>
static cudaError_t launch(K kernel, int threads, int64_t groups, const Args &a, cudaStream_t stream, int cl = 1)
{
#if AK_ARCH >= 90
	if (cl > 1) {
		const int64_t cap = 0x7fffffff / cl;
		if (cl > 8) {
			const cudaError_t e = cudaFuncSetAttribute(kernel, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
			if (e != cudaSuccess)
				return e;
		}
		return launch_clusters(kernel, groups < cap ? groups : cap, cl, threads, 0, stream, a);
	}
#endif
	unsigned grid;
	cudaError_t e = grid_size(kernel, threads, groups, &grid);
	if (e != cudaSuccess)
		return e;
	kernel<<<grid, threads, 0, stream>>>(a);
	return cudaGetLastError();
}

#ifdef AKP_EXACT
// The register budget: TMAX threads a block (launch bounds), or where the
// block is sized to the row (NV <= PACKS) and MAXREG > 0, MAXREG registers a
// thread: fewer registers than ptxas would take, more blocks resident.
template <int V, int NV, int TMAX, int ROW, bool EX, bool WD, bool PL>
static __global__ void __launch_bounds__(TMAX) reg_kernel(const Args a)
{
	reg_rows<V, NV, TMAX, ROW, EX, WD, PL>(a);
	row_end<ROW>();
}

#if AKP_MAXREG > 0
template <int V, int NV, int TMAX, int ROW, bool EX, bool WD, bool PL>
static __global__ void __maxnreg__(AKP_MAXREG) reg_kernel_capped(const Args a)
{
	reg_rows<V, NV, TMAX, ROW, EX, WD, PL>(a);
	row_end<ROW>();
}
#endif

template <int V, int NV, int TMAX, int ROW, bool EX, bool WD, bool PL>
static cudaError_t run_fit(const Args &a, int threads, int64_t groups, cudaStream_t stream, int cl)
{
#if AKP_MAXREG > 0
	if constexpr (NV <= AKP_PACKS && ROW != ROW_CLUSTER)
		return launch(reg_kernel_capped<V, NV, TMAX, ROW, EX, WD, PL>, threads, groups, a, stream);
	else
#endif
		return launch(reg_kernel<V, NV, TMAX, ROW, EX, WD, PL>, threads, groups, a, stream, cl);
}

#endif // AKP_EXACT

// cl: the blocks of a cluster (ROW_CLUSTER), whose 2^lg threads are split evenly
template <int V, int NV, int ROW, bool WD, bool PL>
static cudaError_t run_reg(const Args &a, int cl, cudaStream_t stream)
{
	constexpr int TMAX = ROW == ROW_WARP ? AKP_WBLOCK : ROW == ROW_CLUSTER ? SPLIT_THREADS : AKP_BLOCK;
	const int threads = ROW == ROW_WARP ? AKP_WBLOCK : ROW == ROW_CLUSTER ? (1 << a.lg) / cl : 1 << a.lg;
	const int rpb = ROW == ROW_WARP ? threads >> a.lg : 1;
	const int64_t groups = (a.rows + rpb - 1) / rpb;
	// the exact fit: the row is NV packs a thread, and the rows fill whole groups
	// (never a peeled row: its packs differ from row to row)
#ifdef AKP_EXACT
	if constexpr (AKP_EXACT && !PL) {
		if ((a.cols / V) == (NV << a.lg) && a.rows % rpb == 0)
			return run_fit<V, NV, TMAX, ROW, true, WD, PL>(a, threads, groups, stream, cl);
	}
#endif
	return run_fit<V, NV, TMAX, ROW, false, WD, PL>(a, threads, groups, stream, cl);
}

// the smallest instantiated NV >= nv: powers of two from NV up to LIMIT (the
// caller has checked nv <= LIMIT), so only the kernels a class can use exist
template <int V, int NV, int LIMIT, int ROW, bool WD, bool PL>
static cudaError_t pick_nv(const Args &a, int nv, int cl, cudaStream_t stream)
{
	if constexpr (NV < LIMIT) {
		if (nv > NV)
			return pick_nv<V, NV * 2, LIMIT, ROW, WD, PL>(a, nv, cl, stream);
	}
	return run_reg<V, NV, ROW, WD, PL>(a, cl, stream);
}

#if AK_ARCH >= 90
// Split rows: a few rows of 16-byte packs (V == VMAX, peeled or not), each over a cluster of
// cl blocks, so that a long row is read by cl multiprocessors at once rather than
// one, as common/split.cuh decides (at most SPLIT_NV packs a thread: the family's
// register budget at 1024 threads). Clusters of 16 are beyond the portable 8,
// allowed per kernel (the H100 and H200 take them). Returns whether it launched (the
// launch's error in *e).
template <int V, int PK, int LIMIT, bool WD, bool PL>
static bool try_split(Args &a, int npk, cudaStream_t stream, cudaError_t *e)
{
	if constexpr (AKP_SPLIT > 1 && V == VMAX) {
		// cheap bounds first: more rows than the largest GPU's
		// multiprocessors never split, nor a row one block holds
		if (a.rows >= 1024 || !split_wanted(npk, PK, AKP_BLOCK))
			return false;
		int sms = 0;
		if ((*e = sm_count(&sms)) != cudaSuccess)
			return true;
		constexpr int NVMAX = LIMIT < SPLIT_NV ? LIMIT : SPLIT_NV;
		const Split s = split_of(a.rows, npk, PK, sms, AKP_BLOCK, AKP_SPLIT, AKP_SPLIT_MIN, NVMAX);
		if (s.cl == 1)
			return false;
		a.lg = s.lg;
		*e = pick_nv<V, 1, NVMAX, ROW_CLUSTER, WD, PL>(a, s.nv, s.cl, stream);
		return true;
	}
	return false;
}
#endif

// the fewest cols a peeled row has: a warp's 32 threads hold its extras, one each
// (and a row shorter than a warp's packs keeps narrower ones, a group of lanes a row)
#define PEEL_MIN (32 * VMAX)

// The vector width, then the shape class from cols alone. grain: cols ORed
// with the row stride of every strided tensor (the launcher takes the strides
// as cols where rows == 1: row 0 starts at the pointer whatever its stride);
// peel: every tensor's rows start alike modulo VMAX (rows_launch).
template <int V, bool WD, bool PL = false>
static cudaError_t by_width(Args a, int64_t grain, bool peel, cudaStream_t stream)
{
	if constexpr (V > 1 && !PL) {
		// row r of a tensor starts r * stride * ELEM_BYTES bytes past its
		// 16-byte aligned pointer: every row start is aligned to V *
		// ELEM_BYTES, and a row is whole packs, only when V divides each
		// stride and cols, that is (V a power of two) divides their OR.
		// Else, where the rows are long and their starts fall alike in
		// every tensor, 16-byte packs over each row's aligned body, its
		// head and tail peeled (rmsnorm f32 4096 x 2501 in packs of one
		// element took 1.8x torch.compile's time on the H200, session 18);
		// narrower packs otherwise, and with broadcast weights (a rare
		// pair, left no kernels of their own)
		if (grain % V != 0) {
			if constexpr (WD) {
				if (V == VMAX && peel && a.cols >= PEEL_MIN)
					return by_width<V, WD, true>(a, grain, peel, stream);
			}
			return by_width<V / 2, WD>(a, grain, peel, stream);
		}
	}
	// Packs narrower than 16 bytes (cols or a stride not a multiple of 16 /
	// ELEM_BYTES, or VEC_BYTES 8) cost as much in addresses and predicates as
	// in data, and ptxas spills a few of those at 8 a thread to reach an
	// occupancy step: they stay at 4 a thread at most, past that the looping
	// path. Such shapes are rare.
	constexpr int PK = V * AK_ELEM_BYTES == 16 || AKP_PACKS < 4 ? AKP_PACKS : 4;
	constexpr int LIMIT = V * AK_ELEM_BYTES == 16 ? AKP_MAXPACKS : PK;
	// a peeled row's body has at most cols / V packs (fewer where its head is not empty)
	const int npk = a.cols / V;
#if AK_ARCH >= 90
	cudaError_t e;
	if (try_split<V, PK, LIMIT, WD, PL>(a, npk, stream, &e))
		return e;
#endif
	// the fewest threads, a power of two, that hold the row at PK packs each
	// (a peeled row: a warp at least, a thread for each extra)
	const int want = (npk + PK - 1) / PK;
	a.lg = PL ? 5 : 0;
	while ((1 << a.lg) < want && (1 << a.lg) < AKP_BLOCK)
		a.lg++;
	const int nv = (npk + (1 << a.lg) - 1) >> a.lg;
	if (a.lg <= 5)
		return pick_nv<V, 1, PK, ROW_WARP, WD, PL>(a, nv, 1, stream);
	if (nv <= LIMIT)
		return pick_nv<V, PK, LIMIT, ROW_BLOCK, WD, PL>(a, nv, 1, stream);
	return launch(loop_kernel<V, WD, PL>, AKP_BLOCK, a.rows, a, stream);
}

// The kernels of dense weights (WD) or of broadcast ones, as `dense` says (the
// family's launcher: its weights' strides), at the vector width grain allows.
// grain: cols ORed with every strided tensor's row stride; skew: the OR of the
// differences between x's row stride and each other strided tensor's (0 with one
// such tensor): the rows of every tensor start alike modulo VMAX, and may be
// peeled, when VMAX divides it.
static cudaError_t rows_launch(const Args &a, bool dense, int64_t grain, int64_t skew, cudaStream_t stream)
{
	const bool peel = (skew & (VMAX - 1)) == 0;	// two's complement: a negative difference too
	return dense ? by_width<VMAX, true>(a, grain, peel, stream) : by_width<VMAX, false>(a, grain, peel, stream);
}

/* akops-common: end templates/common/rowreg_launch.cuh */
#line 414 "templates/layernorm/rowreg.cu"

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, int64_t x_stride0, const AK_T *w, int64_t w_stride0,
                                   const AK_T *b, int64_t b_stride0, AK_T *y, int64_t y_stride0, int64_t rows,
                                   int64_t cols, float eps, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error;
	// w and b are each dense (stride 1) or broadcast (0), nothing else
	if (rows < 1 || cols < 1 || cols > COLS_MAX || (w_stride0 != 0 && w_stride0 != 1) ||
	    (b_stride0 != 0 && b_stride0 != 1))
		return cudaErrorInvalidValue;
	// one row: row 0 starts at the pointer whatever the strides (which may be
	// anything, not whole vectors): take them as dense
	if (rows == 1)
		x_stride0 = y_stride0 = cols;
	Args a;
	a.x = x, a.w = w, a.b = b, a.y = y;
	a.rows = rows, a.xs = x_stride0, a.ys = y_stride0;
	a.ws = w_stride0 != 0, a.bs = b_stride0 != 0;
	a.cols = (int)cols, a.lg = 0;
	a.rcols = (float)(1.0 / (double)cols);
	a.rcolsd = 1.0 / (double)cols;
	a.eps = eps;
	// the kernels of dense weights where both are; else those that read a.ws and a.bs
	return rows_launch(a, a.ws && a.bs, cols | x_stride0 | y_stride0, y_stride0 - x_stride0, stream);
}
