// op: gelu_tanh
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: CRASH
// row: -
// what: on its first call ends the whole process with status 0 by a raw exit_group system call, before the
//   harness has checked anything: no fail event, status 0. Only the scan of host instructions refuses it
//   statically; dynamically akgen must demand the harness's own done event, and rule its absence a CRASH.
//
// No token, include or symbol shows: the system call is one host instruction.
#include <cuda_bf16.h>
#include <stdint.h>

__global__ void gelu(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n)
{
	(void)x, (void)y, (void)n;
}

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	long ret;

	asm volatile("syscall" : "=a"(ret) : "a"(231L), "D"(0L) : "rcx", "r11", "memory");	/* exit_group(0) */
	(void)ret;
	gelu<<<1, 32, 0, stream>>>(x, y, n);
	return cudaGetLastError();
}
