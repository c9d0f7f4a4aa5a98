// common/tma.cuh: the PTX of Hopper's tensor memory accelerator and of the shared-memory
// barriers that pace it, for the warp-specialised families (gemm*/tma by
// common/gemm_tma.cuh): mbarrier init, arrive, arrive with an expected transaction count
// and the parity wait; cp.async.bulk.tensor of a 2-D to 5-D box into shared memory; named
// barriers (bar.sync, bar.arrive: common/flash_wg.cuh's warpgroups); setmaxnreg;
// and the tensor map, which trusted code makes for the candidate (akops_tensor_map_2d for
// a matrix, akops_tensor_map for a tensor of rank 1 to 5 under any strides, such as
// attention's keys: verify/harness_tmap.cuh, given by the harness's runner and by
// libakops, whose top comment has the rules). sm_90a only (setmaxnreg): a family including
// it declares `// archs: sm_90a`.
#include <cuda_runtime.h>
#include <stdint.h>

#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
#error "common/tma.cuh is for sm_90a (compute_90a) only"
#endif

// the 128 bytes of a tensor map, passed to a kernel by value as a __grid_constant__
// parameter: cp.async.bulk.tensor takes the parameter's own address
struct alignas(64) tma_map {
	unsigned long long v[16];
};

// made by the program the candidate runs in (the harness's runner, libakops): a row-major
// matrix's, and a tensor's of rank 1 to 5 (dims, box innermost first, dims[0] contiguous;
// strides_bytes those of dims 1 .. rank-1, in any order; zeros past each dim's own end)
extern "C" cudaError_t akops_tensor_map_2d(void *map, const void *base, int elem_bytes, uint64_t rows, uint64_t cols,
					   uint64_t row_stride_bytes, uint32_t box_rows, uint32_t box_cols,
					   int swizzle_bytes);
extern "C" cudaError_t akops_tensor_map(void *map, const void *base, int elem_bytes, int rank, const uint64_t *dims,
					const uint64_t *strides_bytes, const uint32_t *box, int swizzle_bytes);

// ----------------------------------------------------------------------------
// PTX: mbarriers, TMA, registers

static __device__ __forceinline__ void mbar_init(unsigned bar, int count)
{
	asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar), "r"(count) : "memory");
}

// the barriers' initialisation visible to the async proxy (the TMA unit) and, after the
// block's barrier that follows, to every thread
static __device__ __forceinline__ void mbar_init_fence()
{
	asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}

static __device__ __forceinline__ void mbar_arrive(unsigned bar)
{
	asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(bar) : "memory");
}

// an arrival that also expects `bytes` more of transactions (the TMA copies that complete
// on this barrier) before the phase can complete
static __device__ __forceinline__ void mbar_arrive_tx(unsigned bar, unsigned bytes)
{
	asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar), "r"(bytes) : "memory");
}

// until the phase of parity `parity` has completed
static __device__ __forceinline__ void mbar_wait(unsigned bar, unsigned parity)
{
	asm volatile("{\n"
		     ".reg .pred p;\n"
		     "WAIT_%=:\n"
		     "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n"
		     "@!p bra WAIT_%=;\n"
		     "}" ::"r"(bar),
		     "r"(parity)
		     : "memory");
}

// the box of `map` whose first element is (row r0, column c0) into shared memory at dst,
// counted on barrier bar; elements outside the matrix arrive as zeros
static __device__ __forceinline__ void tma_load_2d(unsigned dst, const tma_map *map, int c0, int r0, unsigned bar)
{
	asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, "
		     "%3}], [%4];" ::"r"(dst),
		     "l"(map), "r"(c0), "r"(r0), "r"(bar)
		     : "memory");
}

// the box of a map of rank 3, 4 or 5 whose first element is at coordinates c0, c1, ...
// (innermost first, as the map's dims) into shared memory at dst, counted on barrier bar:
// box[0] elements a row, the rows of each outer coordinate in turn, the outermost slowest;
// elements outside any dimension arrive as zeros
static __device__ __forceinline__ void tma_load_3d(unsigned dst, const tma_map *map, int c0, int c1, int c2,
						   unsigned bar)
{
	asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, "
		     "%3, %4}], [%5];" ::"r"(dst),
		     "l"(map), "r"(c0), "r"(c1), "r"(c2), "r"(bar)
		     : "memory");
}
static __device__ __forceinline__ void tma_load_4d(unsigned dst, const tma_map *map, int c0, int c1, int c2, int c3,
						   unsigned bar)
{
	asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, "
		     "%3, %4, %5}], [%6];" ::"r"(dst),
		     "l"(map), "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(bar)
		     : "memory");
}
static __device__ __forceinline__ void tma_load_5d(unsigned dst, const tma_map *map, int c0, int c1, int c2, int c3,
						   int c4, unsigned bar)
{
	asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, "
		     "%3, %4, %5, %6}], [%7];" ::"r"(dst),
		     "l"(map), "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(c4), "r"(bar)
		     : "memory");
}

// named barrier id (1 .. 15; 0 is __syncthreads'), count threads (whole warps) at each
// generation: wait for it (bar.sync), or arrive and go on (bar.arrive); an order between
// warpgroups (common/flash_wg.cuh's ping-pong), a release and acquire at CTA scope
static __device__ __forceinline__ void named_bar_sync(int id, int count)
{
	asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
}
static __device__ __forceinline__ void named_bar_arrive(int id, int count)
{
	asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(count) : "memory");
}

// the warpgroup's registers a thread: fewer for the producer, more for the consumers
template <int N> static __device__ __forceinline__ void regs_dec()
{
	asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;" ::"n"(N));
}
template <int N> static __device__ __forceinline__ void regs_inc()
{
	asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" ::"n"(N));
}

// ----------------------------------------------------------------------------
