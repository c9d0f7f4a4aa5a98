/* rmsnorm_bf16_glue.cu: the glue akgen would generate for rmsnorm, bf16, sm_90 (see
 * harness.h), written by hand from specs/rmsnorm.yaml so the harness can be built and
 * checked before akgen emits glue. Every test and bench shape of the spec is here, with
 * the cost model evaluated: bytes = 2*rows*cols*2 + cols*2, flops = 4*rows*cols. */
#include <cuda_bf16.h>
#include <stdint.h>
#include "harness.h"

extern "C" cudaError_t akops_rmsnorm_bf16_sm90(const __nv_bfloat16 *x, int64_t x_stride0, const __nv_bfloat16 *w,
					       int64_t w_stride0, __nv_bfloat16 *y, int64_t y_stride0, int64_t rows,
					       int64_t cols, float eps, cudaStream_t stream);
extern "C" void akops_ref_rmsnorm(const double *x, const double *w, double *y, int64_t rows, int64_t cols, double eps);

static cudaError_t launch(void *const *t, const int64_t *st, const int64_t *sym, const double *sc, cudaStream_t s)
{
	/* the strides the harness chose for this call: x and y inner (dims 0..nd-2), w
	 * broadcast (every dim) */
	return akops_rmsnorm_bf16_sm90((const __nv_bfloat16 *)t[0], st[0 * H_MAX_DIMS + 0], (const __nv_bfloat16 *)t[1],
				       st[1 * H_MAX_DIMS + 0], (__nv_bfloat16 *)t[2], st[2 * H_MAX_DIMS + 0], sym[0], sym[1],
				       (float)sc[0], s);
}

static void reference(void *const *t, const int64_t *sym, const double *sc, const int64_t *at, int64_t all)
{
	(void)at, (void)all;
	akops_ref_rmsnorm((const double *)t[0], (const double *)t[1], (double *)t[2], sym[0], sym[1], sc[0]);
}

static const char *const symnames[] = {"rows", "cols"};
static const double x_special[] = {0, 1e4, -1e4};

static const struct h_tensor tensors[] = {
	{"x", H_IN, H_BF16, 2, {0, 1}, {0, 0}, 16, 1, 3, x_special, 0, 0, {0}, H_LAYOUT_INNER},
	{"w", H_IN, H_BF16, 1, {1}, {0}, 16, 0, 0, nullptr, 0, 0, {0}, H_LAYOUT_BROADCAST},
	{"y", H_OUT, H_BF16, 2, {0, 1}, {0, 0}, 16, 1, 0, nullptr, 0, 0, {0}, H_LAYOUT_INNER},
};

static const struct h_scalar scalars[] = {
	{"eps", 0, 1e-6, 0.0, 1.0, 1, 1, 1},
};

#define SHAPE(bench, index, rows, cols) \
	{bench, index, {rows, cols}, 4.0 * (double)(rows) * (double)(cols) + 2.0 * (double)(cols), \
	 4.0 * (double)(rows) * (double)(cols), {0}, {0}}

static const struct h_shape shapes[] = {
	SHAPE(0, 0, 1, 1),
	SHAPE(0, 1, 2, 3),
	SHAPE(0, 2, 7, 129),
	SHAPE(0, 3, 13, 31),
	SHAPE(0, 4, 127, 257),
	SHAPE(0, 5, 1031, 4099),
	SHAPE(0, 6, 5, 65537),
	SHAPE(0, 7, 3, 262144),
	SHAPE(0, 8, 1, 262143),
	SHAPE(0, 9, 65537, 8),
	SHAPE(0, 10, 524289, 4096),
	SHAPE(0, 11, 2147483647, 1),
	SHAPE(1, 0, 16384, 4096),
	SHAPE(1, 1, 4096, 8192),
	SHAPE(1, 2, 8192, 16384),
};

extern "C" const struct h_op h_op = {
	"rmsnorm", "bf16", "sm_90", "akops_rmsnorm_bf16_sm90",
	2, symnames,
	3, tensors,
	1, scalars,
	1e-2, 1e-1,
	0, nullptr,
	0, -1, -1,
	(int)(sizeof shapes / sizeof shapes[0]), shapes,
	launch, reference,
};
