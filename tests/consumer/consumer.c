/* consumer.c: a program outside the project that uses an installed libakops,
 * built three ways by tests/install_test.sh (CMake's find_package, pkg-config
 * and a plain cc line) against the real CUDA runtime. It runs on a machine
 * without a GPU: it checks the refusals that need none (a NULL tensor, a host
 * tensor, a wrong dtype, aliasing), which the library makes before it asks
 * the CUDA runtime anything, and a call that passes every check with tensors
 * that claim device 99: that one stops at the device, AKOPS_ERR_CUDA without
 * a GPU (cudaGetDevice fails) or AKOPS_ERR_DEVICE_MISMATCH with one; it never
 * reaches a kernel, so the host memory behind the tensors is never touched. */
#include <stdio.h>
#include <string.h>

#include <akops.h>

static _Alignas(256) unsigned char mem[3][4096];
static int failed;

static void expect(const char *what, akops_status got, akops_status want, const char *words)
{
	const char *msg = akops_last_error();

	if (got == want && (!words || strstr(msg, words))) {
		printf("ok   %-26s %-2d %s\n", what, (int)got, msg);
		return;
	}
	failed++;
	printf("FAIL %-26s got %d (%s), expected %d; last error \"%s\"\n", what, (int)got, akops_status_string(got),
	       (int)want, msg);
}

int main(void)
{
	int64_t shape[2] = {4, 64}, wshape[1] = {64};
	DLTensor x, w, y, t;
	akops_status st;

	memset(&x, 0, sizeof(x));
	x.data = mem[0];
	x.device.device_type = kDLCUDA;
	x.device.device_id = 99;
	x.ndim = 2;
	x.dtype.code = kDLFloat;
	x.dtype.bits = 32;
	x.dtype.lanes = 1;
	x.shape = shape;
	w = x, w.data = mem[1], w.ndim = 1, w.shape = wshape;
	y = x, y.data = mem[2];

	printf("libakops %s (header %s)\n", akops_version(), AKOPS_VERSION);
	if (strcmp(akops_version(), AKOPS_VERSION) != 0)
		failed++;
	expect("NULL tensor", akops_rmsnorm(NULL, &w, &y, 1e-6f, 0), AKOPS_ERR_NULL_ARGUMENT, "akops_rmsnorm: x is NULL");
	t = x, t.device.device_type = kDLCPU;
	expect("host tensor", akops_rmsnorm(&t, &w, &y, 1e-6f, 0), AKOPS_ERR_DEVICE_TYPE, "x is on DLPack device type 1");
	t = w, t.dtype.bits = 64;
	expect("f64 weights", akops_rmsnorm(&x, &t, &y, 1e-6f, 0), AKOPS_ERR_DTYPE_MISMATCH, "w has dtype f64");
	t = y, t.data = mem[0];
	expect("y on x", akops_rmsnorm(&x, &w, &t, 1e-6f, 0), AKOPS_ERR_ALIASING, "y (1024 bytes at");
	expect("eps = 0", akops_rmsnorm(&x, &w, &y, 0.0f, 0), AKOPS_ERR_SCALAR_RANGE, "eps = 0 is outside (0, 1)");
	st = akops_softmax(&x, &y, 0);
	if (st == AKOPS_ERR_CUDA)
		expect("valid: no GPU here", st, AKOPS_ERR_CUDA, "cudaGetDevice failed");
	else
		expect("valid: a GPU here", st, AKOPS_ERR_DEVICE_MISMATCH, "CUDA device 99");
	printf("%s\n", failed ? "FAILED" : "all as expected");
	return failed ? 1 : 0;
}
