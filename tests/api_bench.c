/* api_bench.c: the host time of an akops call, on the CPU: every check
 * (device, dtypes, shapes against the spec, strides, alignment, aliasing,
 * the scalar), the current device, the cached arch, the choice of variant and
 * the launcher's host side, with tests/fakecudart.c in place of the CUDA
 * runtime, whose launch only counts. A real launch adds the CUDA runtime's
 * own cost (cudaLaunchKernel, a few microseconds), which no library can
 * avoid; this measures what libakops adds to it. Median of 15 runs of 200000
 * calls each, on one thread and on two at once (no lock, no shared writes:
 * the two should not slow each other). The times are printed, never asserted;
 * it fails only when the calls launched nothing. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "akops.h"

extern long fake_launches;

#define CALLS 200000
#define RUNS 15

static DLTensor tensor(int i, int ndim, int64_t *shape)
{
	DLTensor t;

	memset(&t, 0, sizeof(t));
	/* never dereferenced (the fake launch only counts): 1 TiB apart, no overlap */
	t.data = (void *)(uintptr_t)((uint64_t)(i + 1) << 40);
	t.device.device_type = kDLCUDA;
	t.ndim = ndim;
	t.dtype.code = kDLBfloat;
	t.dtype.bits = 16;
	t.dtype.lanes = 1;
	t.shape = shape;
	return t;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* ns per call, median of RUNS; which: 0 rmsnorm, 1 add_rmsnorm, 2 softmax */
static double bench(int which)
{
	int64_t xy[2] = {16384, 4096}, w[1] = {4096};
	DLTensor a = tensor(0, 2, xy), b = tensor(1, 2, xy), c = tensor(2, 1, w), d = tensor(3, 2, xy),
		 e = tensor(4, 2, xy);
	double t[RUNS];

	for (int r = 0; r < RUNS; r++) {
		double t0 = now();
		akops_status bad = AKOPS_OK;

		for (int i = 0; i < CALLS; i++) {
			akops_status st = which == 0   ? akops_rmsnorm(&a, &c, &d, 1e-6f, 0)
					  : which == 1 ? akops_add_rmsnorm(&a, &b, &c, &d, &e, 1e-6f, 0)
						       : akops_softmax(&a, &d, 0);

			bad |= st;
		}
		t[r] = (now() - t0) / CALLS;
		if (bad != AKOPS_OK) {
			printf("FAIL: a call was refused: %s\n", akops_last_error());
			exit(1);
		}
	}
	qsort(t, RUNS, sizeof(t[0]), cmp);
	return t[RUNS / 2];
}

static void *thread(void *arg)
{
	*(double *)arg = bench(0);
	return NULL;
}

int main(void)
{
	static const char *const names[] = {"rmsnorm (3 tensors)", "add_rmsnorm (5 tensors)", "softmax (2 tensors)"};
	double ns[3], two[2];
	pthread_t th;

	/* printed, never asserted: CI asserts no speed (a loaded machine, the
	 * sanitizers) */
	for (int i = 0; i < 3; i++) {
		ns[i] = bench(i);
		printf("api_bench: akops_%-24s %6.1f ns a call (checks, dispatch, the launcher's host side)\n", names[i],
		       ns[i]);
	}
	if (pthread_create(&th, NULL, thread, &two[1]) != 0)
		return 1;
	two[0] = bench(0);
	pthread_join(th, NULL);
	printf("api_bench: akops_rmsnorm on two threads at once: %.1f and %.1f ns a call\n", two[0], two[1]);
	printf("api_bench: %ld launches counted\n", fake_launches);
	return fake_launches > 0 ? 0 : 1;
}
