// cluster.h: thread-block clusters (templates/common/cluster.cuh's and cluster_split.cuh's
// PTX and host calls) on
// emu.h: a cluster's blocks run together, their threads fibers of one scheduler (in the
// EARLY mode with tma.h, each round in a new order, as emu.h's one block), each block its
// own part of one shared-memory buffer under emu.h's race checks (a block's own reads,
// writes, TMA boxes, mbarriers and wgmma confined to its part), its own barriers (emu.h's
// __syncthreads and named barriers are a block's), the
// launch hooks of wgmma.h and tma.h for all the cluster's blocks (warpgroups, mbarriers,
// a setmaxnreg pool a block), and:
//   - the cluster barrier, whole (arrive.release, wait.acquire) or split (arrive.relaxed
//     or arrive, then wait): each thread alternates arrive and wait, an arrival twice or
//     a wait without one is a failure; a release orders what its thread did before it
//     before what every waiter does after (emu.h's vector clocks), a relaxed arrival
//     nothing;
//   - loads from another block's part (distributed shared memory), under emu.h's read
//     checks (the write ordered before the read), and failing once that block exited (its
//     shared memory gone: the second barrier a split's sums need);
//   - the store of 16 bytes the other blocks read (st_shared_v4), under the write checks;
//   - how many clusters of a size run at once (max_clusters), in GPCs of emu_gpc
//     multiprocessors where a test sets it.
#pragma once
#include "emu.h"

static int emu_cl;		// blocks of the cluster being run; 0 outside a cluster launch
static int emu_cl_arrived, emu_cl_gen;
static std::vector<int> emu_cl_mine;	// a thread's arrival's generation, -1 when it has none
static emu_hbbar emu_cl_hb;
static int emu_cl_launches, emu_cl_max;

// the running thread's block's part of the shared memory (emu.h's emu_block: its rank in
// a cluster, else 0)
static unsigned char *emu_smem_block() { return emu_smem_buf.data() + (size_t)emu_block() * EMU_PART_STRIDE; }

static unsigned cluster_rank()
{
	EMU_CHECK(emu_cl > 0, "cluster rank outside a cluster launch");
	return emu_block();
}
static unsigned cluster_size()
{
	EMU_CHECK(emu_cl > 0, "cluster size outside a cluster launch");
	return (unsigned)emu_cl;
}

// barrier.cluster.arrive (release: what this thread did is ordered before every waiter's
// next step; relaxed: nothing) and barrier.cluster.wait (acquire)
static void emu_cl_arrive(bool release)
{
	EMU_CHECK(emu_cl > 0, "cluster barrier outside a cluster launch");
	EMU_CHECK(emu_cl_mine[emu_cur] < 0, "a cluster barrier arrival twice without a wait");
	emu_cl_mine[emu_cur] = emu_cl_gen;
	emu_progress = true;
	if (release)
		emu_cl_hb.arrive();
	if (++emu_cl_arrived == (int)emu_threads.size()) {
		emu_cl_arrived = 0;
		emu_cl_gen++;
		emu_cl_hb.seal();
	}
}
static void cluster_wait()
{
	EMU_CHECK(emu_cl > 0, "cluster barrier outside a cluster launch");
	const int gen = emu_cl_mine[emu_cur];
	EMU_CHECK(gen >= 0, "a cluster barrier wait without an arrival");
	while (emu_cl_gen == gen)
		emu_yield();
	emu_cl_mine[emu_cur] = -1;
	emu_cl_hb.leave();
}
static void cluster_arrive_relaxed() { emu_cl_arrive(false); }
// every thread of the cluster, so that what any block wrote before is readable after,
// and what any block read before may be overwritten after
static void cluster_sync()
{
	emu_cl_arrive(true);
	cluster_wait();
}

// block c of the cluster has exited: every thread of it done, its shared memory gone
static bool emu_cl_exited(unsigned c)
{
	for (unsigned i = 0; i < emu_block_threads; i++)
		if (!emu_threads[c * emu_block_threads + i].done)
			return false;
	return true;
}
// p: this block's shared address; the same offset in block c
static void ld_cluster_v4(unsigned p, unsigned c, float &x, float &y, float &z, float &w)
{
	EMU_CHECK(emu_cl > 0 && c < (unsigned)emu_cl, "distributed shared memory: rank");
	const unsigned me = emu_block();
	EMU_CHECK(emu_in_part(p, 16), "distributed shared memory: not this block's");
	EMU_CHECK(!emu_cl_exited(c), "distributed shared memory: a read of a block that exited");
	const unsigned at = p - me * EMU_PART_STRIDE + c * EMU_PART_STRIDE;
	emu_smem_read(at, true);
	float f[4];
	memcpy(f, &emu_smem_buf[at], 16);
	x = f[0], y = f[1], z = f[2], w = f[3];
}
static void st_shared_v4(unsigned p, float x, float y, float z, float w)
{
	const float f[4] = {x, y, z, w};
	emu_smem_write(p, 16);
	memcpy(&emu_smem_buf[p], f, 16);
}

// cudaOccupancyMaxActiveClusters through common/cluster_split.cuh's max_clusters: the
// clusters of cl blocks (one a multiprocessor, as the kernels that ask run) that the
// device's multiprocessors hold, in GPCs of emu_gpc multiprocessors each where it is set
// (a cluster never spans two), else any cl of them
static int emu_gpc;
template <class K> static cudaError_t max_clusters(K *kernel, int cl, int threads, size_t smem, int *n)
{
	EMU_CHECK(cl >= 1 && cl <= 8, "cluster shape");
	emu_launch_check(kernel, (unsigned)threads, (int)smem);
	*n = emu_gpc > 0 ? emu_sms / emu_gpc * (emu_gpc / cl) + emu_sms % emu_gpc / cl : emu_sms / cl;
	return cudaSuccess;
}

template <class K, class... A>
static cudaError_t launch_clusters(K *kernel, int64_t clusters, int cls, int block, size_t smem_bytes, cudaStream_t,
				   A... args)
{
	const unsigned cl = (unsigned)cls, grid = (unsigned)(clusters * cls);
	const int smem = (int)smem_bytes;
	EMU_CHECK(cl >= 1 && cl <= 8 && grid % cl == 0, "cluster shape");
	emu_launch_check(kernel, (unsigned)block, smem);
	EMU_CHECK(smem % 16 == 0, "dynamic smem not a multiple of 16 bytes");
	emu_launches++;
	emu_cl_launches++;
	emu_cl_max = (int)cl > emu_cl_max ? (int)cl : emu_cl_max;
	emu_last_smem = smem;
	gridDim = emu_dim3{grid, 1, 1};
	emu_body = [=]() { kernel(args...); };
	const unsigned n = cl * (unsigned)block;
	for (unsigned c0 = 0; c0 < grid; c0 += cl) {
		emu_threads.assign(n, emu_thread());
		emu_warps.assign(n / 32, emu_warp{0, 0, 0});
		emu_smem_buf.assign((size_t)EMU_PART_STRIDE * cl, 0xA5);
		emu_shadow.assign((size_t)EMU_PART_STRIDE * cl / 16, emu_chunk_new);
		emu_cl_arrived = 0;
		emu_cl_gen = 0;
		emu_cl_mine.assign(n, -1);
		emu_cl_hb.reset();
		emu_block_threads = (unsigned)block;
		emu_part = (unsigned)smem;
		if (emu_block_start)
			emu_block_start((unsigned)block, cl);
		emu_blocks_reset(cl);
		emu_cl = (int)cl;
		emu_fibers(n);
		emu_schedule(n, (unsigned)block, emu_dim3{c0, 0, 0});
		for (unsigned i = 0; i < n; i++)
			EMU_CHECK(emu_cl_mine[i] < 0, "a thread exited between a cluster barrier's arrival and its wait");
		emu_cl = 0;
		emu_part = 0;
	}
	return cudaSuccess;
}
