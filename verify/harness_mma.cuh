/* harness_mma.cuh: the matrix-unit ceiling: the dense bf16 x bf16 -> f32 rate of the
 * tensor cores at the clocks the GPU holds, timed from CUPTI's activity records as the
 * copy and read ceilings are (harness_bench.cuh), so that the roofline floor of a
 * compute-bound shape can be flops / ceiling.
 *
 * akh_mma_kernel keeps the tensor cores busy with no memory traffic: each block makes
 * its operands once, issues independent MMAs in a loop, and folds every accumulator of
 * a thread into one store at the end. It runs the best instruction the build has for
 * the device, and the figure goes out with its name (*method), since it is only as high
 * as that instruction goes:
 *   sm_90a (compute_90a): wgmma.mma_async m64n256k16, A and B from shared memory: the
 *     path of cuBLAS's and CUTLASS's Hopper GEMMs, the device's full rate;
 *   any other arch from sm_80 on: mma.sync m16n8k16 from registers. The full rate on
 *     sm_80, sm_86, sm_89 and sm_120; an understatement on sm_90 built without the a
 *     features (mma.sync runs at about 60% of wgmma's rate there) and on sm_100 (whose
 *     full rate needs tcgen05, with accumulators in tensor memory). An understated
 *     ceiling overstates the floor, the unsafe side for a speed-of-light gate: gate on
 *     the figure only where *method is the arch's full-rate instruction;
 *   below sm_80: no kernel body (the project's lowest target is sm_80), "unsupported".
 *
 * Which way the figure errs otherwise: high. The operands are random bf16 (random sign
 * and mantissa, magnitudes in [0.25, 4)), not zeros, which toggle no multiplier bits,
 * draw less power and let the clock run higher; but they stay the same from one
 * iteration to the next where a GEMM streams new tiles, and the whole measurement is
 * about 25 ms, shorter than the GPU takes to settle at its power limit under sustained
 * tensor load. Both let the clock, and so the ceiling, come out above what a long GEMM
 * holds: the safe side for the gate, an understatement of a candidate's efficiency.
 *
 * Part of harness.cu, which includes it once, in order, after the parts before it; not
 * a header of its own. */
#pragma once

// ----------------------------------------------------------------------------
// the matrix-unit ceiling

#define AKH_MMA_THREADS 256	/* a block: two warpgroups (wgmma), or eight warps (mma.sync) */
#define AKH_MMA_WG (AKH_MMA_THREADS / 128)
#define AKH_MMA_KSTEPS 4	/* wgmma k16 steps an iteration: one 64-wide K block, as a GEMM's mainloop */
#define AKH_MMA_SYNC_PER_IT 32	/* mma.sync an iteration a warp: 2 k16 steps x 4 x 4 tiles */

/* the path the kernel was built with, written by block 0 for the host */
#define AKH_MMA_NONE 0
#define AKH_MMA_SYNC 1
#define AKH_MMA_WGMMA 2

/* two bf16 of random sign and mantissa, exponents giving magnitudes in [0.25, 4), from
 * the two halves of h's low 32 bits: no zeros, infinities or NaNs, and accumulators
 * that stay far from overflow for any iteration count used here */
__device__ static inline uint32_t akh_mma_bf16x2(uint64_t h)
{
	uint32_t lo = (uint32_t)(h & 0x807f) | (uint32_t)(125 + ((h >> 8) & 3)) << 7;
	uint32_t hi = (uint32_t)((h >> 16) & 0x807f) | (uint32_t)(125 + ((h >> 24) & 3)) << 7;
	return hi << 16 | lo;
}

#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
/* A wgmma shared-memory matrix descriptor (PTX ISA, "Matrix Descriptor Format"): start
 * address >> 4 in bits 0-13; leading-dimension byte offset >> 4 in bits 16-29, unused by
 * the swizzled K-major layouts and set to 1, as the ISA says it is assumed; stride-
 * dimension byte offset >> 4 in bits 32-45: 1024, the step between 8-row atoms along M
 * or N; base offset 0 in bits 49-51 (every atom 1024-byte aligned); bits 62-63 = 1, the
 * 128-byte swizzle. K-major, 128-byte swizzle: rows of 64 bf16 (128 bytes: one 64-wide
 * K block), the layout the fastest Hopper GEMMs feed the tensor cores (a no-swizzle
 * layout risked a slower read of shared memory, so an understated ceiling). The values
 * are random whichever way the swizzle permutes them. */
#define AKH_WGMMA_DESC ((uint64_t)(1024 >> 4) << 32 | (uint64_t)1 << 16 | (uint64_t)1 << 62)

/* d += A * B for a 64x256 tile of the warpgroup, K = 16, both operands from shared
 * memory; scale-d 1 (accumulate), A and B neither negated nor transposed (K-major) */
__device__ static inline void akh_wgmma(float (&d)[128], uint64_t da, uint64_t db)
{
#define AKH_D8(i) "+f"(d[i]), "+f"(d[i + 1]), "+f"(d[i + 2]), "+f"(d[i + 3]), \
		"+f"(d[i + 4]), "+f"(d[i + 5]), "+f"(d[i + 6]), "+f"(d[i + 7])
	asm volatile("wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {"
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
		     "}, %128, %129, 1, 1, 1, 0, 0;"
		     : AKH_D8(0), AKH_D8(8), AKH_D8(16), AKH_D8(24), AKH_D8(32), AKH_D8(40), AKH_D8(48), AKH_D8(56),
		       AKH_D8(64), AKH_D8(72), AKH_D8(80), AKH_D8(88), AKH_D8(96), AKH_D8(104), AKH_D8(112), AKH_D8(120)
		     : "l"(da), "l"(db));
#undef AKH_D8
}

/* ties the accumulators to this point of the program: ordinary code that writes or
 * reads them (the zeroing, the fold) cannot be moved across the wgmma fence or wait it
 * sits beside, which nothing else orders, the registers being written asynchronously */
__device__ static inline void akh_wgmma_pin(float (&d)[128])
{
#pragma unroll
	for (int i = 0; i < 128; i++)
		asm volatile("" : "+f"(d[i])::"memory");
}
#endif

#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define AKH_MMA_MINB 1	/* 128 accumulator registers a thread: one block an SM */
#else
#define AKH_MMA_MINB 2	/* at most 128 registers: left 255, ptxas spent 168 on scheduling the set-up */
#endif

/* The ceiling's load: iters iterations of independent MMAs a warp (mma.sync) or a
 * warpgroup (wgmma); out[0] gets the path (AKH_MMA_*), out[1] the fold of a thread's
 * accumulators when its bits equal key, practically never (as in akh_read_kernel): the
 * store keeps every MMA live without a buffer a thread. */
__global__ void __launch_bounds__(AKH_MMA_THREADS, AKH_MMA_MINB) akh_mma_kernel(int iters, int key, int *out)
{
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
	/* wgmma: the block is a 128x256 tile of a GEMM over one 64-wide K block, its two
	 * warpgroups 64 rows each: A (64x64 a warpgroup, 8 KiB) and B (256x64, shared, 32
	 * KiB), 48 KiB in all, filled once. One 64x256 f32 accumulator a warpgroup (128
	 * registers a thread; a second would not fit under 255). The ILP is wgmma's own:
	 * it is asynchronous, so a warpgroup keeps a commit group of four m64n256k16 (512
	 * cycles of the whole SM's tensor cores at the full rate) queued behind the one it
	 * waits for, and the two warpgroups' chains interleave. CUTLASS's ping-pong kernels,
	 * where one warpgroup at a time issues into one accumulator, run near cuBLAS's
	 * best, so chaining into the same accumulator does not stall the tensor cores. One
	 * block an SM (the registers allow no more). */
	__shared__ __align__(1024) uint32_t sm[(AKH_MMA_WG * 64 + 256) * 64 / 2];
	if (blockIdx.x == 0 && threadIdx.x == 0)
		out[0] = AKH_MMA_WGMMA;
	const uint64_t seed = akh_mix64(0x6a09e667f3bcc909ULL + blockIdx.x);
	for (int i = threadIdx.x; i < (int)(sizeof sm / sizeof sm[0]); i += AKH_MMA_THREADS)
		sm[i] = akh_mma_bf16x2(akh_mix64(seed + (uint64_t)i));
	/* the operands were written by the generic proxy and wgmma reads them through the
	 * async proxy: fence, then the barrier */
	asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
	__syncthreads();

	/* descriptors: warp-uniform (the warpgroup index is), the same in all 128 threads of
	 * a warpgroup as wgmma requires. Step s of the K block starts 32 bytes further into
	 * the rows (16 bf16): + 2 in the start address field. */
	const uint32_t base = (uint32_t)__cvta_generic_to_shared(sm);
	const uint32_t wg = threadIdx.x / 128;
	const uint64_t da = AKH_WGMMA_DESC | (uint64_t)(((base + wg * 64 * 128) & 0x3ffff) >> 4);
	const uint64_t db = AKH_WGMMA_DESC | (uint64_t)(((base + AKH_MMA_WG * 64 * 128) & 0x3ffff) >> 4);

	float d[128];
#pragma unroll
	for (int i = 0; i < 128; i++)
		d[i] = 0.0f;
	akh_wgmma_pin(d);
#pragma unroll 1
	for (int it = 0; it < iters; it++) {
		/* a fence a K block, as CUTLASS's mainloop has (the ISA needs one only before
		 * the first wgmma: only wgmmas of this shape touch d until the final wait; ptxas
		 * puts one in the loop if we do not) */
		asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#pragma unroll
		for (int s = 0; s < AKH_MMA_KSTEPS; s++)
			akh_wgmma(d, da + 2 * (uint64_t)s, db + 2 * (uint64_t)s);
		asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
		asm volatile("wgmma.wait_group.sync.aligned 1;" ::: "memory");
	}
	asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
	akh_wgmma_pin(d);
	float f = 0.0f;
#pragma unroll
	for (int i = 0; i < 128; i++)
		f += d[i];
	if (__float_as_int(f) == key)
		out[1] = __float_as_int(f);
#elif __CUDA_ARCH__ >= 800
	/* mma.sync: each warp a 64x32 tile of a GEMM (4 x 4 tiles of m16n8), two k16 steps
	 * an iteration with operands of their own, as a warp's fragments of a 32-wide K
	 * block: 16 independent accumulators (64 registers) a warp, each one's next MMA 16
	 * MMAs behind it, well past the instruction's latency; two or more blocks an SM
	 * (the occupancy the host reads) put 4+ such warps on each scheduler. */
	if (blockIdx.x == 0 && threadIdx.x == 0)
		out[0] = AKH_MMA_SYNC;
	/* the fragments: one mixed word a thread, each fragment word an odd multiple of it,
	 * folded (cheap; the values only need to look random to the multipliers) */
	const uint32_t x = (uint32_t)akh_mix64(0x6a09e667f3bcc909ULL + (uint64_t)blockIdx.x * AKH_MMA_THREADS + threadIdx.x);
	uint32_t a[2][4][4], b[2][4][2];
#pragma unroll
	for (int k = 0; k < 2; k++)
#pragma unroll
		for (int i = 0; i < 4; i++) {
#pragma unroll
			for (int r = 0; r < 4; r++) {
				uint32_t v = x * (0x9e3779b1u * (uint32_t)(2 * (k * 24 + i * 6 + r) + 1));
				a[k][i][r] = akh_mma_bf16x2(v ^ v >> 15);
			}
#pragma unroll
			for (int r = 0; r < 2; r++) {
				uint32_t v = x * (0x9e3779b1u * (uint32_t)(2 * (k * 24 + i * 6 + 4 + r) + 1));
				b[k][i][r] = akh_mma_bf16x2(v ^ v >> 15);
			}
		}
	float c[4][4][4];
#pragma unroll
	for (int i = 0; i < 4; i++)
#pragma unroll
		for (int j = 0; j < 4; j++)
#pragma unroll
			for (int r = 0; r < 4; r++)
				c[i][j][r] = 0.0f;
#pragma unroll 1
	for (int it = 0; it < iters; it++)
#pragma unroll
		for (int k = 0; k < 2; k++)
#pragma unroll
			for (int i = 0; i < 4; i++)
#pragma unroll
				for (int j = 0; j < 4; j++)
					asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
						     "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
						     : "+f"(c[i][j][0]), "+f"(c[i][j][1]), "+f"(c[i][j][2]), "+f"(c[i][j][3])
						     : "r"(a[k][i][0]), "r"(a[k][i][1]), "r"(a[k][i][2]), "r"(a[k][i][3]),
						       "r"(b[k][j][0]), "r"(b[k][j][1]));
	float f = 0.0f;
#pragma unroll
	for (int i = 0; i < 4; i++)
#pragma unroll
		for (int j = 0; j < 4; j++)
#pragma unroll
			for (int r = 0; r < 4; r++)
				f += c[i][j][r];
	if (__float_as_int(f) == key)
		out[1] = __float_as_int(f);
#else
	/* below sm_80 (or the host pass): no MMA; the host reads the path and says so */
	(void)iters;
	(void)key;
	if (blockIdx.x == 0 && threadIdx.x == 0)
		out[0] = AKH_MMA_NONE;
#endif
}

/* The matrix-unit ceiling in TFLOP/s (dense, bf16 inputs, f32 accumulation), and in
 * *method the instruction it was measured with; 0 and "unsupported" below sm_80. One
 * wave of blocks, as many on every SM as the occupancy allows, so that no SM idles in a
 * tail; a short launch first tells the path the build runs (the host cannot know it:
 * the device code is picked at load time) and what an iteration takes; then 10 warm-up
 * and 15 timed launches of about 1 ms each, timed as akh_read_ceiling's are (CUPTI's
 * first start to last end), the median. About 25 ms of GPU time. FLOPs: a launch does
 *   wgmma:    blocks x AKH_MMA_WG warpgroups x iters x AKH_MMA_KSTEPS x 2*64*256*16
 *   mma.sync: blocks x 8 warps x iters x AKH_MMA_SYNC_PER_IT x 2*16*8*16
 * multiply-adds counted as two. */
static double akh_mma_ceiling(const char **method)
{
	const int cal = 64, warm = 10, reps = 15;
	const double target_ns = 1e6;
	*method = "unsupported";
	if (akh_prop.major < 8)
		return 0;
	int per_sm = 0;
	CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, akh_mma_kernel, AKH_MMA_THREADS, 0));
	if (per_sm < 1)
		akh_herr("akh_mma_kernel fits no block on an SM");
	const int blocks = akh_prop.multiProcessorCount * per_sm;
	int *out = NULL;
	if (cudaMalloc(&out, 2 * sizeof(int)) != cudaSuccess)
		akh_herr("out of device memory for the matrix-unit ceiling's result words");
	CK(cudaMemsetAsync(out, 0xff, 2 * sizeof(int), akh_hs));	/* path -1 until the kernel writes it */

	/* the path, and a first estimate of an iteration's time (launch overhead included:
	 * it errs long, so the timed launches come out a little under target_ns) */
	akh_cupti_need(akh_cupti_push(AKH_EXT_CEIL + 400));
	akh_mma_kernel<<<blocks, AKH_MMA_THREADS, 0, akh_hs>>>(cal, 0x7fffffff, out);
	CK(cudaGetLastError());
	akh_cupti_need(akh_cupti_pop());
	CK(cudaDeviceSynchronize());
	std::vector<akh_call> calls;
	akh_cupti_need(akh_cupti_collect(AKH_EXT_CEIL + 400, 1, calls, NULL));
	int path = -1;
	CK(cudaMemcpy(&path, out, sizeof path, cudaMemcpyDeviceToHost));
	if (path == AKH_MMA_NONE) {
		CK(cudaFree(out));
		return 0;
	}
	if (path != AKH_MMA_SYNC && path != AKH_MMA_WGMMA)
		akh_herr("akh_mma_kernel reported path %d, not a path it has", path);
	if (calls[0].kernels < 1 || calls[0].last <= calls[0].first)
		akh_herr("CUPTI recorded no activity for the matrix-unit ceiling's first kernel");
	const double per_it = (double)(calls[0].last - calls[0].first) / cal;
	const int iters = (int)std::max(16.0, std::min(65536.0, target_ns / per_it));

	for (int r = 0; r < warm + reps; r++) {
		akh_cupti_need(akh_cupti_push(AKH_EXT_CEIL + 401 + (uint64_t)r));
		akh_mma_kernel<<<blocks, AKH_MMA_THREADS, 0, akh_hs>>>(iters, 0x7fffffff, out);
		CK(cudaGetLastError());
		akh_cupti_need(akh_cupti_pop());
	}
	CK(cudaDeviceSynchronize());
	akh_cupti_need(akh_cupti_collect(AKH_EXT_CEIL + 401, warm + reps, calls, NULL));
	std::vector<double> t;
	for (int r = warm; r < warm + reps; r++) {
		if (calls[(size_t)r].kernels < 1)
			akh_herr("CUPTI recorded no activity for a matrix-unit ceiling kernel");
		t.push_back((double)(calls[(size_t)r].last - calls[(size_t)r].first));
	}
	CK(cudaFree(out));
	const double ns = akh_median(t);
	const double per_block = path == AKH_MMA_WGMMA
		? (double)AKH_MMA_WG * AKH_MMA_KSTEPS * (2.0 * 64 * 256 * 16)
		: (double)(AKH_MMA_THREADS / 32) * AKH_MMA_SYNC_PER_IT * (2.0 * 16 * 8 * 16);
	*method = path == AKH_MMA_WGMMA ? "wgmma.m64n256k16.bf16" : "mma.sync.m16n8k16.bf16";
	return per_block * blocks * iters / ns / 1e3;	/* FLOP/ns = GFLOP/s; TFLOP/s */
}

/* the ceiling as the floor and the gate use it: full when its instruction is the arch's
 * full rate (wgmma on sm_90, mma.sync from sm_80 to sm_89 and on sm_120: not mma.sync
 * on sm_90 or sm_100, an understatement there, which would overstate the floor) */
struct akh_mma {
	double tflops;
	const char *method;
	bool full;
};

static akh_mma akh_mma_measure(void)
{
	akh_mma m;
	m.tflops = akh_mma_ceiling(&m.method);
	m.full = m.tflops > 0 && (!strcmp(m.method, "wgmma.m64n256k16.bf16") ||
				  (akh_prop.major != 9 && akh_prop.major != 10));
	return m;
}

static void akh_mma_json(akh_json &j, const akh_mma &m)
{
	if (m.tflops > 0)
		jnum(j, "mma_tflops", m.tflops);
	else
		jnull(j, "mma_tflops");
	jstr(j, "mma_method", m.method);
	jsep(j, "mma_full_rate"), jraw(j, m.full ? "true" : "false");
}
