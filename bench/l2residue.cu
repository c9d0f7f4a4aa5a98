// l2residue: does what a kernel leaves in L2 survive the flush a benchmark puts between
// two calls? A kernel A reads a buffer x under a cache hint, then a flush runs (none; the
// harness's: write then read 3x the L2; compare.py's: write then read max(256 MiB, 4x
// L2); or the harness's flush after a pass that demotes x's lines to evict-normal), then
// a kernel B reads x plainly and is timed. B faster than after a plain A means x's lines
// outlived the flush.
//
// usage: nvcc -O3 -arch=sm_90 -o l2residue bench/l2residue.cu && ./l2residue [MiB ...]
// Prints one line per size, hint and flush: B's median and p10 in us over REPS calls.
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <algorithm>
#include <vector>

#define CK(x)                                                                                  \
	do {                                                                                   \
		cudaError_t e_ = (x);                                                          \
		if (e_ != cudaSuccess) {                                                       \
			fprintf(stderr, "l2residue: %s: %s\n", #x, cudaGetErrorString(e_));    \
			exit(1);                                                               \
		}                                                                              \
	} while (0)

enum { H_PLAIN, H_NC, H_LAST, H_FIRST, NHINT };
static const char *hint_name[NHINT] = {"plain", "nc", "nc+evict_last", "evict_first"};

template <int H> __device__ __forceinline__ uint4 ld(const uint4 *p)
{
	uint4 v;
	if (H == H_PLAIN)
		asm volatile("ld.global.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
	else if (H == H_NC)
		asm volatile("ld.global.nc.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
	else if (H == H_LAST)
		asm volatile("{ .reg .b64 pol; createpolicy.fractional.L2::evict_last.b64 pol, 1.0;\n\t"
			     "ld.global.nc.L2::cache_hint.v4.u32 {%0,%1,%2,%3}, [%4], pol; }"
			     : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
	else
		asm volatile("{ .reg .b64 pol; createpolicy.fractional.L2::evict_first.b64 pol, 1.0;\n\t"
			     "ld.global.L2::cache_hint.v4.u32 {%0,%1,%2,%3}, [%4], pol; }"
			     : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
	return v;
}

// read n vectors under hint H; a sum that is never true keeps the loads
template <int H> __global__ void read_kernel(const uint4 *p, int64_t n, unsigned key, unsigned *sink)
{
	unsigned acc = 0;
	for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		uint4 v = ld<H>(p + i);
		acc ^= v.x ^ v.y ^ v.z ^ v.w;
	}
	if (acc == key)
		*sink = acc;
}

__global__ void write_kernel(uint4 *p, int64_t n, unsigned v)
{
	for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
		p[i] = make_uint4(v, v + 1, v + 2, (unsigned)i);
}

// every 128-byte line of p demoted to evict-normal in L2 (a no-op for lines not there)
__global__ void demote_kernel(const char *p, int64_t lines)
{
	for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < lines; i += (int64_t)gridDim.x * blockDim.x)
		asm volatile("applypriority.global.L2::evict_normal [%0], 128;" ::"l"(p + i * 128));
}

enum { F_NONE, F_HARNESS, F_COMPARE, F_DEMOTE, NFLUSH };
static const char *flush_name[NFLUSH] = {"none", "harness 3xL2", "compare max(256MiB,4xL2)", "demote+harness"};

int main(int argc, char **argv)
{
	cudaDeviceProp prop;
	CK(cudaGetDeviceProperties(&prop, 0));
	const int64_t l2 = prop.l2CacheSize;
	const int grid = prop.multiProcessorCount * 8, threads = 512;
	const int64_t hbytes = 3 * l2, cbytes = std::max<int64_t>(256ll << 20, 4 * l2);
	const int64_t fbytes = std::max(hbytes, cbytes);
	uint4 *fw, *fr;
	unsigned *sink;
	CK(cudaMalloc(&fw, fbytes));
	CK(cudaMalloc(&fr, fbytes));
	CK(cudaMalloc(&sink, 64));
	write_kernel<<<grid, threads>>>(fr, fbytes / 16, 7);
	CK(cudaDeviceSynchronize());
	printf("%s, L2 %lld MiB, flush harness %lld MiB, compare %lld MiB\n", prop.name, (long long)(l2 >> 20),
	       (long long)(hbytes >> 20), (long long)(cbytes >> 20));

	std::vector<int> sizes;
	for (int i = 1; i < argc; i++)
		sizes.push_back(atoi(argv[i]));
	if (sizes.empty())
		sizes = {16, 32, 64, 128};
	const int reps = 60;
	cudaEvent_t a, b;
	CK(cudaEventCreate(&a));
	CK(cudaEventCreate(&b));
	for (int mib : sizes) {
		const int64_t bytes = (int64_t)mib << 20, n = bytes / 16;
		uint4 *x;
		CK(cudaMalloc(&x, bytes));
		write_kernel<<<grid, threads>>>(x, n, 3);
		for (int h = 0; h < NHINT; h++) {
			for (int f = 0; f < NFLUSH; f++) {
				std::vector<float> t;
				for (int r = 0; r < reps; r++) {
					unsigned key = 0x9e3779b9u * (unsigned)(r + 1);
					switch (h) {
					case H_PLAIN: read_kernel<H_PLAIN><<<grid, threads>>>(x, n, key, sink); break;
					case H_NC: read_kernel<H_NC><<<grid, threads>>>(x, n, key, sink); break;
					case H_LAST: read_kernel<H_LAST><<<grid, threads>>>(x, n, key, sink); break;
					default: read_kernel<H_FIRST><<<grid, threads>>>(x, n, key, sink); break;
					}
					if (f == F_DEMOTE)
						demote_kernel<<<grid, threads>>>((const char *)x, bytes / 128);
					if (f != F_NONE) {
						const int64_t fb = f == F_COMPARE ? cbytes : hbytes;
						write_kernel<<<grid, threads>>>(fw, fb / 16, (unsigned)r);
						read_kernel<H_PLAIN><<<grid, threads>>>(fr, fb / 16, key, sink);
					}
					CK(cudaEventRecord(a));
					read_kernel<H_PLAIN><<<grid, threads>>>(x, n, key, sink);
					CK(cudaEventRecord(b));
					CK(cudaEventSynchronize(b));
					float ms;
					CK(cudaEventElapsedTime(&ms, a, b));
					t.push_back(ms * 1000);
				}
				CK(cudaGetLastError());
				std::sort(t.begin(), t.end());
				printf("x %4d MiB  A %-14s flush %-26s B median %8.2f us  p10 %8.2f us  (%.0f GB/s)\n", mib,
				       hint_name[h], flush_name[f], t[reps / 2], t[reps / 10], bytes / (t[reps / 2] * 1e3));
				fflush(stdout);
			}
		}
		CK(cudaFree(x));
	}
	return 0;
}
