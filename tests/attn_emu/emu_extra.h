// emu_extra.h: what templates/common/flash.cuh uses beyond tests/gemm_emu/emu.h,
// layered on it: ex2, rcp, lg2, a warp's vote, the dtype's packing cvt, 16-byte
// shared loads and stores of floats under the same race checks as emu.h's, output
// stores confined to the output and aligned, the grid's cap for the kernels'
// grid-stride loops, the device's multiprocessors, and thread-block clusters
// (common/cluster.cuh's): a cluster's blocks run together (their threads fibers of one
// scheduler), each its own part of one shared-memory buffer under emu.h's race
// checks, barriers per block and the cluster barrier (each ordering what its threads
// did before it before what they do after, by emu.h's vector clocks), and loads from
// another block's part (distributed shared memory).
#pragma once
#include "emu.h"

// the launcher's grid cap (transform.py puts it in place of 2^31 - 1)
static int64_t emu_grid_cap = 0x7fffffff;

static inline int fl_tid() { return (int)threadIdx.x; }
static inline float ex2(float x) { return exp2f(x); }
static inline float rcp(float x) { return 1.0f / x; }
static inline float lg2(float x) { return log2f(x); }

static inline unsigned pack2(float lo, float hi) { return emu_pack2(lo, hi); }

// __any_sync over the warp, as a warp collective: every lane gets the or of all
static void emu_any_compute(int w)
{
	unsigned any = 0;
	for (int l = 0; l < 32; l++)
		any |= emu_threads[w * 32 + l].in_addr;
	for (int l = 0; l < 32; l++)
		emu_threads[w * 32 + l].out_r[0] = any;
}
static inline bool warp_any(bool p)
{
	emu_thread &t = emu_threads[emu_cur];
	t.in_addr = p ? 1u : 0u;
	emu_collective(5, emu_any_compute);
	return t.out_r[0] != 0;
}

static inline void st_shared_f4(unsigned dst, float a, float b, float c, float d)
{
	unsigned u[4];
	const float f[4] = {a, b, c, d};
	memcpy(u, f, 16);
	st_shared16(dst, u[0], u[1], u[2], u[3]);
}
static inline void ld_shared_f4(unsigned src, float &a, float &b, float &c, float &d)
{
	emu_smem_read(src);
	float f[4];
	memcpy(f, &emu_smem_buf[src], 16);
	a = f[0], b = f[1], c = f[2], d = f[3];
}

// the output's extent: stores past it are failures at once (the guards catch the rest)
static const char *emu_out_lo, *emu_out_hi;
static int emu_stores;
static void emu_check_store(const void *p, int bytes)
{
	const char *c = (const char *)p;
	EMU_CHECK(c >= emu_out_lo && c + bytes <= emu_out_hi, "store outside output");
	EMU_CHECK((uintptr_t)p % bytes == 0, "misaligned store");
	emu_stores++;
}
template <class T> static inline void st_pair(T *p, unsigned v)
{
	emu_check_store(p, 4);
	memcpy(p, &v, 4);
}
template <class T> static inline void st_one(T *p, unsigned short v)
{
	emu_check_store(p, 2);
	memcpy(p, &v, 2);
}

// ---------------------------------------------------------------- device attributes
// emu.h answers the multiprocessor count with emu_sms: here the H100's and H200's 132
// (emu.h's default is a few, for the GEMMs' persistent grids)
static struct emu_attn_sms {
	emu_attn_sms() { emu_sms = 132; }
} emu_attn_sms_set;
static cudaError_t emu_attr(int *v, int attr, int dev)
{
	EMU_CHECK(dev == 0, "device");
	return cudaDeviceGetAttribute(v, attr, dev);
}

// ---------------------------------------------------------------- clusters
static int emu_cl;		// blocks of the cluster being run; 0 outside a cluster launch
static int emu_cl_block;	// threads a block
static unsigned emu_cl_stride;	// shared-memory bytes a block
static std::vector<int> emu_blk_arrived, emu_blk_gen;
static std::vector<emu_hbbar> emu_blk_hb;
static int emu_cl_arrived, emu_cl_gen;
static emu_hbbar emu_cl_hb;
static int emu_cl_launches;

static unsigned emu_rank() { return emu_cl ? (unsigned)(emu_cur / emu_cl_block) : 0u; }
static unsigned char *emu_smem_block() { return emu_smem_buf.data() + emu_rank() * emu_cl_stride; }

// __syncthreads: emu.h's (every thread) outside clusters, the block's own inside one
static void emu_syncthreads()
{
	if (!emu_cl) {
		__syncthreads();
		return;
	}
	const unsigned r = emu_rank();
	const int gen = emu_blk_gen[r];
	emu_thread &t = emu_threads[emu_cur];
	EMU_CHECK(t.open.empty() || emu_mode == EMU_EARLY, "uncommitted copies at a barrier (allowed, but unexpected)");
	emu_progress = true;
	emu_blk_hb[r].arrive();
	if (++emu_blk_arrived[r] == emu_cl_block) {
		emu_blk_arrived[r] = 0;
		emu_blk_gen[r]++;
		emu_blk_hb[r].seal();
	}
	while (emu_blk_gen[r] == gen)
		emu_yield();
	emu_blk_hb[r].leave();
}

static unsigned cluster_rank()
{
	EMU_CHECK(emu_cl > 0, "cluster rank outside a cluster launch");
	return emu_rank();
}
static unsigned cluster_size()
{
	EMU_CHECK(emu_cl > 0, "cluster size outside a cluster launch");
	return (unsigned)emu_cl;
}
// every thread of the cluster, so that what any block wrote before is readable after,
// and what any block read before may be overwritten after
static void cluster_sync()
{
	EMU_CHECK(emu_cl > 0, "cluster barrier outside a cluster launch");
	const int gen = emu_cl_gen;
	emu_progress = true;
	emu_cl_hb.arrive();
	if (++emu_cl_arrived == (int)emu_threads.size()) {
		emu_cl_arrived = 0;
		emu_cl_gen++;
		emu_cl_hb.seal();
	}
	while (emu_cl_gen == gen)
		emu_yield();
	emu_cl_hb.leave();
}
// p: this block's shared address; the same offset in block c
static void ld_cluster_v4(unsigned p, unsigned c, float &x, float &y, float &z, float &w)
{
	EMU_CHECK(emu_cl > 0 && c < (unsigned)emu_cl, "distributed shared memory: rank");
	const unsigned me = emu_rank();
	EMU_CHECK(p >= me * emu_cl_stride && p < (me + 1) * emu_cl_stride, "distributed shared memory: not this block's");
	ld_shared_f4(p - me * emu_cl_stride + c * emu_cl_stride, x, y, z, w);
}

template <class K, class... A>
static cudaError_t launch_clusters(K *kernel, int64_t clusters, int cls, int block, size_t smem_bytes, cudaStream_t,
				   A... args)
{
	const unsigned cl = (unsigned)cls, grid = (unsigned)(clusters * cls);
	const int smem = (int)smem_bytes;
	EMU_CHECK(block % 32 == 0 && block <= 1024, "block size");
	EMU_CHECK(cl >= 1 && cl <= 8 && grid % cl == 0, "cluster shape");
	if (smem > 48 * 1024) {
		auto it = emu_maxdyn.find((const void *)kernel);
		EMU_CHECK(it != emu_maxdyn.end() && it->second >= smem, "dynamic smem over 48 KiB without opting in");
	}
	EMU_CHECK(smem <= emu_optin && smem % 16 == 0, "smem over the device's opt-in limit");
	emu_launches++;
	emu_cl_launches++;
	emu_last_smem = smem;
	gridDim = emu_dim3{grid, 1, 1};
	emu_body = [=]() { kernel(args...); };
	const unsigned n = cl * (unsigned)block;
	for (unsigned c0 = 0; c0 < grid; c0 += cl) {
		emu_threads.assign(n, emu_thread());
		emu_warps.assign(n / 32, emu_warp{0, 0, 0});
		emu_smem_buf.assign((size_t)smem * cl, 0xA5);
		emu_shadow.assign((size_t)smem * cl / 16, emu_chunk_new);
		emu_blk_arrived.assign(cl, 0);
		emu_blk_gen.assign(cl, 0);
		emu_blk_hb.assign(cl, {});
		emu_cl_arrived = 0;
		emu_cl_gen = 0;
		emu_cl_hb.reset();
		emu_blocks_reset();
		emu_cl = (int)cl;
		emu_cl_block = block;
		emu_cl_stride = (unsigned)smem;
		for (unsigned i = 0; i < n; i++) {
			emu_thread &t = emu_threads[i];
			t.done = false;
			t.stack.resize(256 * 1024);
			getcontext(&t.ctx);
			t.ctx.uc_stack.ss_sp = t.stack.data();
			t.ctx.uc_stack.ss_size = t.stack.size();
			t.ctx.uc_link = nullptr;
			makecontext(&t.ctx, emu_entry, 0);
		}
		for (;;) {
			bool all = true;
			emu_progress = false;
			for (unsigned i = 0; i < n; i++) {
				if (emu_threads[i].done)
					continue;
				all = false;
				emu_cur = (int)i;
				threadIdx = emu_dim3{i % (unsigned)block, 0, 0};
				blockIdx = emu_dim3{c0 + i / (unsigned)block, 0, 0};
				swapcontext(&emu_sched, &emu_threads[i].ctx);
			}
			if (all)
				break;
			EMU_CHECK(emu_progress, "deadlock: no barrier or collective completes");
		}
		emu_cl = 0;
	}
	return cudaSuccess;
}

template <class K, class... A> static void emu_launch_g(K *kernel, unsigned grid, unsigned block, int smem,
							cudaStream_t s, A... args)
{
	gridDim = emu_dim3{grid, 1, 1};
	emu_launch(kernel, grid, block, smem, s, args...);
}
