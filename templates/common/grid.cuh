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
