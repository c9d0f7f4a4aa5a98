// op: gelu_tanh
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_UNWRITTEN
// row: 6
// what: computes nothing, and defines fputs (which the harness prints its findings with) to swallow
//   every line and exit (which it leaves by) to end the process with status 0: no fail event, status 0.
//   Refused by defined.txt (T fputs, T exit), the exit/_exit tokens, U _exit; without static checks,
//   only akgen localising every candidate symbol but the launcher before the link keeps the harness's own.
//
// The link resolves the harness's calls to fputs and exit to the candidate's definitions: object
// files come before libc. Against a harness that printed with fputs and left by exit this made a
// kernel that writes nothing PASS; the harness now writes and exits by system calls, and a
// candidate's other definitions (any libc or CUPTI function it calls) are still the link's to pick.
#include <cuda_bf16.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

extern "C" int fputs(const char *s, FILE *f)
{
	(void)s, (void)f;
	return 0;	/* "printed" */
}

extern "C" void exit(int status) noexcept
{
	(void)status;
	_exit(0);
}

__global__ void gelu(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n)
{
	(void)x, (void)y, (void)n;
}

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	gelu<<<1, 32, 0, stream>>>(x, y, n);
	return cudaGetLastError();
}
