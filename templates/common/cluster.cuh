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

// 16 bytes (four floats) at shared address p of this block, read at the same offset in
// block `rank` of the cluster
static __device__ __forceinline__ void ld_cluster_v4(unsigned int p, unsigned int rank, float &x, float &y, float &z,
						     float &w)
{
	unsigned int a;
	asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"(p), "r"(rank));
	asm volatile("ld.shared::cluster.v4.f32 {%0, %1, %2, %3}, [%4];"
		     : "=f"(x), "=f"(y), "=f"(z), "=f"(w)
		     : "r"(a)
		     : "memory");
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
