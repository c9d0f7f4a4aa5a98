// op: gelu_tanh
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_OUTPUT_FLOOD
// row: -
// what: host inline asm issues write(1, ...) as a raw syscall: no banned token, no undefined symbol; only
//   a scan of the host object's instructions (rules/README.md: no syscall/sysenter/int) refuses it
//   statically; dynamically the harness captures fd 1 and finds the 64 KiB after the first call.
//
// The same door opens clone, open, mmap: host code is native code. Token and symbol rules raise
// the bar; the instruction scan closes this door, the dynamic checks and the child process the rest.
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

__global__ void gelu(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n)
{
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		float v = __bfloat162float(x[i]);
		y[i] = __float2bfloat16(0.5f * v * (1.f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))));
	}
}

static long raw_write(int fd, const void *buf, unsigned long len)
{
	long ret;
	asm volatile("syscall" : "=a"(ret) : "a"(1L), "D"((long)fd), "S"(buf), "d"(len) : "rcx", "r11", "memory");
	return ret;
}

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	char junk[65536];
	for (unsigned i = 0; i < sizeof junk; i++)
		junk[i] = (i % 64 == 63) ? '\n' : 'A' + (char)(i % 26);
	raw_write(1, junk, sizeof junk);
	int64_t blocks = (n + 255) / 256;
	gelu<<<blocks < 8192 ? (unsigned)blocks : 8192u, 256, 0, stream>>>(x, y, n);
	return cudaGetLastError();
}
