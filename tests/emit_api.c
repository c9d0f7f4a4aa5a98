/* emit_api.c: a plain C program against the emitted akops.h and libakops.a,
 * for tests/emit_build.sh. It needs no GPU: every case is refused before
 * anything is launched. The tensors point into a host buffer and claim
 * device 99, so even a call that passes every check stops at the device
 * (AKOPS_ERR_DEVICE_MISMATCH on a machine with a GPU, AKOPS_ERR_CUDA without
 * one) and never reaches a kernel.
 * Needs variants of gelu_tanh in bf16, rmsnorm in bf16 and rope in f32. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "akops.h"

static _Alignas(256) unsigned char mem[1 << 16];
static int passed, failed;

static void expect(const char *what, akops_status got, akops_status want)
{
	if (got == want) {
		passed++;
		return;
	}
	failed++;
	printf("FAIL %s: got %d (%s), expected %d (%s)\n", what, (int)got, akops_status_string(got), (int)want,
	       akops_status_string(want));
}

/* a call that passes every check stops at the device */
static void expectdevice(const char *what, akops_status got)
{
	expect(what, got, got == AKOPS_ERR_CUDA ? AKOPS_ERR_CUDA : AKOPS_ERR_DEVICE_MISMATCH);
}

static DLTensor tensor(int ndim, int64_t *shape, uint8_t code, uint8_t bits, size_t offset)
{
	DLTensor t;

	memset(&t, 0, sizeof(t));
	t.data = mem + offset;
	t.device.device_type = kDLCUDA;
	t.device.device_id = 99;
	t.ndim = ndim;
	t.dtype.code = code;
	t.dtype.bits = bits;
	t.dtype.lanes = 1;
	t.shape = shape;
	return t;
}

static void gelu(void)
{
	int64_t n[1] = {1000}, other[1] = {999}, big[1] = {INT64_C(2684354561)}, zero[1] = {0}, two[2] = {10, 100};
	int64_t stride1[1] = {1}, stride2[1] = {2};
	DLTensor x = tensor(1, n, kDLBfloat, 16, 0), y = tensor(1, n, kDLBfloat, 16, 4096), t;

	expect("NULL x", akops_gelu_tanh(NULL, &y, 0), AKOPS_ERR_NULL_ARGUMENT);
	t = x, t.data = NULL;
	expect("NULL data", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_NULL_ARGUMENT);
	t = x, t.device.device_type = kDLCPU;
	expect("host tensor", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_DEVICE_TYPE);
	t = x, t.device.device_type = kDLCUDAManaged;
	expect("managed tensor", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_DEVICE_TYPE);
	t = x, t.device.device_id = 98;
	expect("two devices", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_DEVICE_MISMATCH);
	t = x, t.dtype.code = kDLFloat;
	expect("f16: no variant", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_DTYPE_UNSUPPORTED);
	t = x, t.dtype.lanes = 2;
	expect("two lanes", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_DTYPE_UNSUPPORTED);
	t = x, t.dtype.code = kDLInt;
	expect("int16", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_DTYPE_UNSUPPORTED);
	t = y, t.dtype.code = kDLFloat, t.dtype.bits = 32;
	expect("y in f32", akops_gelu_tanh(&x, &t, 0), AKOPS_ERR_DTYPE_MISMATCH);
	/* n is the batch: leading dimensions fold into it, alike in x and y */
	t = x, t.ndim = 2, t.shape = two;
	expect("2-d x, 1-d y", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_SHAPE_MISMATCH);
	{
		DLTensor y2 = y;

		y2.ndim = 2, y2.shape = two;
		expectdevice("2-d x and y", akops_gelu_tanh(&t, &y2, 0));
	}
	t = x, t.ndim = 0;
	expect("0-d x", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_NDIM);
	t = y, t.shape = other;
	expect("sizes differ", akops_gelu_tanh(&x, &t, 0), AKOPS_ERR_SHAPE_MISMATCH);
	t = x, t.shape = NULL;
	expect("NULL shape", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_NULL_ARGUMENT);
	t = x, t.shape = big;
	y.shape = big;
	expect("n past the range", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_SHAPE_RANGE);
	t = x, t.shape = zero;
	y.shape = zero;
	/* nothing to write: a no-op, before the device is asked */
	expect("n = 0", akops_gelu_tanh(&t, &y, 0), AKOPS_OK);
	y.shape = n;
	t = x, t.strides = stride2;
	expect("strided x", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_NOT_CONTIGUOUS);
	t = x, t.byte_offset = 2;
	expect("x 2 bytes off", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_MISALIGNED);
	t = x, t.data = mem + 8;
	expect("x at 8 bytes", akops_gelu_tanh(&t, &y, 0), AKOPS_ERR_MISALIGNED);
	t = x, t.data = mem + 8, t.byte_offset = 8;
	expectdevice("data + byte_offset aligned", akops_gelu_tanh(&t, &y, 0));
	t = x, t.strides = stride1;
	expectdevice("compact strides", akops_gelu_tanh(&t, &y, 0));
	expectdevice("valid", akops_gelu_tanh(&x, &y, 0));
}

static void rmsnorm(void)
{
	int64_t xy[2] = {4, 64}, w[1] = {64}, wrong[1] = {63}, xs[2] = {64, 1}, pad[2] = {128, 1},
		padstep[2] = {128, 2};
	int64_t one[2] = {1, 64}, anystride[2] = {12345, 1};
	int64_t wdense[1] = {1}, wbcast[1] = {0}, wstep[1] = {2}, xbcast[2] = {0, 1};
	DLTensor x = tensor(2, xy, kDLBfloat, 16, 0), wt = tensor(1, w, kDLBfloat, 16, 1024);
	DLTensor y = tensor(2, xy, kDLBfloat, 16, 2048), t;

	expect("eps = 0", akops_rmsnorm(&x, &wt, &y, 0.0f, 0), AKOPS_ERR_SCALAR_RANGE);
	expect("eps = 1", akops_rmsnorm(&x, &wt, &y, 1.0f, 0), AKOPS_ERR_SCALAR_RANGE);
	expect("eps NaN", akops_rmsnorm(&x, &wt, &y, nanf(""), 0), AKOPS_ERR_SCALAR_RANGE);
	expect("eps -inf", akops_rmsnorm(&x, &wt, &y, -INFINITY, 0), AKOPS_ERR_SCALAR_RANGE);
	t = wt, t.shape = wrong;
	expect("w of 63", akops_rmsnorm(&x, &t, &y, 1e-6f, 0), AKOPS_ERR_SHAPE_MISMATCH);
	t = x, t.strides = xs;
	expectdevice("compact 2-d strides", akops_rmsnorm(&t, &wt, &y, 1e-6f, 0));
	t = x, t.strides = pad;
	/* x's rows are strided (layout inner_contiguous): padded rows pass the checks */
	expectdevice("padded rows", akops_rmsnorm(&t, &wt, &y, 1e-6f, 0));
	t = x, t.strides = padstep;
	expect("padded rows, a stride in the last dimension", akops_rmsnorm(&t, &wt, &y, 1e-6f, 0),
	       AKOPS_ERR_NOT_CONTIGUOUS);
	t = x, t.shape = one, t.strides = anystride;
	y.shape = one;
	expectdevice("one row, any row stride", akops_rmsnorm(&t, &wt, &y, 1e-6f, 0));
	y.shape = xy;
	/* w is broadcast-able (layout broadcast): stride 1 or 0, nothing else */
	t = wt, t.strides = wdense;
	expectdevice("w of stride 1", akops_rmsnorm(&x, &t, &y, 1e-6f, 0));
	t = wt, t.strides = wbcast;
	expectdevice("w broadcast (stride 0)", akops_rmsnorm(&x, &t, &y, 1e-6f, 0));
	t = wt, t.strides = wstep;
	expect("w of stride 2", akops_rmsnorm(&x, &t, &y, 1e-6f, 0), AKOPS_ERR_NOT_CONTIGUOUS);
	t = x, t.strides = xbcast;
	expect("x broadcast over its rows (x is not broadcast-able)", akops_rmsnorm(&t, &wt, &y, 1e-6f, 0),
	       AKOPS_ERR_NOT_CONTIGUOUS);
	expectdevice("valid", akops_rmsnorm(&x, &wt, &y, 1e-6f, 0));
}

static void rope(void)
{
	int64_t x[4] = {2, 4, 8, 64}, tab[2] = {8, 64}, xodd[4] = {2, 4, 8, 63}, tabodd[2] = {8, 63};
	DLTensor a = tensor(4, x, kDLFloat, 32, 0), c = tensor(2, tab, kDLFloat, 32, 20480);
	DLTensor s = tensor(2, tab, kDLFloat, 32, 24576), y = tensor(4, x, kDLFloat, 32, 32768);

	expectdevice("valid", akops_rope(&a, &c, &s, &y, 0));
	a.shape = y.shape = xodd;
	c.shape = s.shape = tabodd;
	expect("odd dim", akops_rope(&a, &c, &s, &y, 0), AKOPS_ERR_SHAPE_RANGE);
}

static void misc(void)
{
	struct akops_variant_info info;
	akops_status st;

	/* emit_build.sh builds a partial library past the strict build's refusals
	 * (--allow-unvetted): the library says so */
	if (strncmp(akops_version(), AKOPS_VERSION " (unvetted: built by akgen build --allow-unvetted past ",
		    strlen(AKOPS_VERSION) + 55) != 0) {
		failed++;
		printf("FAIL akops_version: %s, expected %s (unvetted: ...)\n", akops_version(), AKOPS_VERSION);
	}
	for (int s = AKOPS_OK; s <= AKOPS_ERR_INVALID_ARGUMENT; s++) {
		const char *m = akops_status_string((akops_status)s);

		if (!m || strcmp(m, "an unknown status") == 0) {
			failed++;
			printf("FAIL akops_status_string(%d): %s\n", s, m ? m : "NULL");
		}
	}
	expect("akops_variant NULL op", akops_variant(NULL, AKOPS_BF16, 0, &info), AKOPS_ERR_NULL_ARGUMENT);
	expect("akops_variant unknown op", akops_variant("nope", AKOPS_BF16, 0, &info), AKOPS_ERR_INVALID_ARGUMENT);
	expect("akops_variant f16", akops_variant("gelu_tanh", AKOPS_F16, 0, &info), AKOPS_ERR_DTYPE_UNSUPPORTED);
	expect("akops_variant cross_entropy", akops_variant("cross_entropy", AKOPS_BF16, 0, &info),
	       AKOPS_ERR_DTYPE_UNSUPPORTED);
	st = akops_variant("gelu_tanh", AKOPS_BF16, 0, &info);
	if (st == AKOPS_OK)
		printf("gelu_tanh bf16 on device 0: %s (%s, vetted %d)\n", info.launcher, info.arch, info.vetted);
	else
		expect("akops_variant gelu_tanh bf16 without a GPU", st, AKOPS_ERR_CUDA);
}

int main(void)
{
	gelu();
	rmsnorm();
	rope();
	misc();
	printf("%d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
