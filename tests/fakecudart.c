/* fakecudart.c: a stand-in for the CUDA runtime, linked in place of libcudart
 * by api_table and api_bench, so that every path of libakops's API runs on a
 * machine without a GPU: the checks, the device and arch query, the choice of
 * variant and the launch, which here only counts. It defines what
 * libakops.a's objects call (`nm -u`): the fat-binary registration that runs
 * before main, the launch stubs nvcc writes (CUDA 12 and 13), and the few
 * public functions the runtime uses. The test sets the fake_* knobs. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cuda_runtime_api.h>

int fake_devices = 1;		/* 0: cudaGetDevice fails as without a GPU */
int fake_current = 0;		/* what cudaGetDevice says */
int fake_cc = 90;		/* the compute capability of every device */
cudaError_t fake_launch_error;	/* what a launch (cudaGetLastError after it) returns */
long fake_launches;		/* kernels launched */
long fake_runtime_calls;	/* calls of the public functions, launches aside */

struct fake_dim3 {
	unsigned x, y, z;
};

static void *handle[4];
static struct fake_dim3 lastgrid, lastblock;
static size_t lastshmem;
static void *laststream;

void **__cudaRegisterFatBinary(void *fatbin);
void __cudaRegisterFatBinaryEnd(void **h);
void __cudaUnregisterFatBinary(void **h);
void __cudaRegisterFunction(void **h, const char *host, char *dev, const char *name, int limit, void *tid,
			    void *bid, void *bdim, void *gdim, int *wsize);
unsigned __cudaPushCallConfiguration(struct fake_dim3 grid, struct fake_dim3 block, size_t shmem, void *stream);
cudaError_t __cudaPopCallConfiguration(struct fake_dim3 *grid, struct fake_dim3 *block, size_t *shmem, void *stream);
cudaError_t __cudaGetKernel(void **kernel, const void *fn);
cudaError_t __cudaLaunchKernel(void *kernel, struct fake_dim3 grid, struct fake_dim3 block, void **args,
			       size_t shmem, void *stream);
cudaError_t __cudaLaunchKernel_ptsz(void *kernel, struct fake_dim3 grid, struct fake_dim3 block, void **args,
				    size_t shmem, void *stream);

void **__cudaRegisterFatBinary(void *fatbin)
{
	(void)fatbin;
	return handle;
}

void __cudaRegisterFatBinaryEnd(void **h)
{
	(void)h;
}

void __cudaUnregisterFatBinary(void **h)
{
	(void)h;
}

void __cudaRegisterFunction(void **h, const char *host, char *dev, const char *name, int limit, void *tid,
			    void *bid, void *bdim, void *gdim, int *wsize)
{
	(void)h, (void)host, (void)dev, (void)name, (void)limit, (void)tid, (void)bid, (void)bdim, (void)gdim,
		(void)wsize;
}

unsigned __cudaPushCallConfiguration(struct fake_dim3 grid, struct fake_dim3 block, size_t shmem, void *stream)
{
	lastgrid = grid, lastblock = block, lastshmem = shmem, laststream = stream;
	return 0;
}

cudaError_t __cudaPopCallConfiguration(struct fake_dim3 *grid, struct fake_dim3 *block, size_t *shmem, void *stream)
{
	*grid = lastgrid, *block = lastblock, *shmem = lastshmem;
	*(void **)stream = laststream;
	return cudaSuccess;
}

cudaError_t __cudaGetKernel(void **kernel, const void *fn)
{
	*kernel = (void *)fn;
	return cudaSuccess;
}

cudaError_t __cudaLaunchKernel(void *kernel, struct fake_dim3 grid, struct fake_dim3 block, void **args,
			       size_t shmem, void *stream)
{
	(void)kernel, (void)grid, (void)block, (void)args, (void)shmem, (void)stream;
	fake_launches++;
	return fake_launch_error;
}

cudaError_t __cudaLaunchKernel_ptsz(void *kernel, struct fake_dim3 grid, struct fake_dim3 block, void **args,
				    size_t shmem, void *stream)
{
	return __cudaLaunchKernel(kernel, grid, block, args, shmem, stream);
}

cudaError_t cudaLaunchKernel(const void *fn, dim3 grid, dim3 block, void **args, size_t shmem, cudaStream_t stream)
{
	(void)fn, (void)grid, (void)block, (void)args, (void)shmem, (void)stream;
	fake_launches++;
	return fake_launch_error;
}

cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *fn, void **args)
{
	(void)config, (void)fn, (void)args;
	fake_launches++;
	return fake_launch_error;
}

cudaError_t cudaGetLastError(void)
{
	cudaError_t e = fake_launch_error;

	return e;
}

cudaError_t cudaGetDevice(int *dev)
{
	fake_runtime_calls++;
	if (fake_devices == 0)
		return cudaErrorNoDevice;
	*dev = fake_current;
	return cudaSuccess;
}

cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int dev)
{
	fake_runtime_calls++;
	if (dev < 0 || dev >= fake_devices)
		return cudaErrorInvalidDevice;
	if (attr == cudaDevAttrComputeCapabilityMajor)
		*value = fake_cc / 10;
	else if (attr == cudaDevAttrComputeCapabilityMinor)
		*value = fake_cc % 10;
	else if (attr == cudaDevAttrMultiProcessorCount)
		*value = 132;
	else if (attr == cudaDevAttrMaxSharedMemoryPerBlockOptin)
		*value = 232448;	/* an H100's or H200's 227 KiB, which the GEMMs' rings ask for */
	else
		*value = 0;
	return cudaSuccess;
}

const char *cudaGetErrorName(cudaError_t e)
{
	return e == cudaSuccess ? "cudaSuccess" : e == cudaErrorNoDevice ? "cudaErrorNoDevice" : "cudaErrorFake";
}

const char *cudaGetErrorString(cudaError_t e)
{
	return e == cudaSuccess ? "no error" : "a fake error";
}

/* the driver's entry points: cuTensorMapEncodeTiled alone, which the tensor-map service
 * asks for (the TMA kernels of gemm and gemm_nn, sm_90a): a map of zeros, always made,
 * for a kernel that is counted, never run; no other symbol, as without a driver */
static int fake_encode_tiled(void *map, int type, unsigned rank, void *base, const uint64_t *dims,
			     const uint64_t *strides, const uint32_t *box, const uint32_t *elem_strides, int interleave,
			     int swizzle, int promotion, int fill)
{
	(void)type, (void)rank, (void)base, (void)dims, (void)strides, (void)box, (void)elem_strides;
	(void)interleave, (void)swizzle, (void)promotion, (void)fill;
	memset(map, 0, 128);
	return 0;	/* CUDA_SUCCESS */
}

cudaError_t cudaGetDriverEntryPointByVersion(const char *symbol, void **fn, unsigned int version,
					     unsigned long long flags, enum cudaDriverEntryPointQueryResult *status)
{
	const int found = strcmp(symbol, "cuTensorMapEncodeTiled") == 0;

	(void)version, (void)flags;
	fake_runtime_calls++;
	*fn = found ? (void *)fake_encode_tiled : NULL;
	if (status)
		*status = found ? cudaDriverEntryPointSuccess : cudaDriverEntryPointSymbolNotFound;
	return found ? cudaSuccess : cudaErrorNotSupported;
}

cudaError_t cudaFuncSetAttribute(const void *fn, enum cudaFuncAttribute attr, int value)
{
	(void)fn, (void)attr, (void)value;
	return cudaSuccess;
}
