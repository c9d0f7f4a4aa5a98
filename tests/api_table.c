/* api_table.c: every status of libakops's C API, for every operator, on the
 * CPU. Linked with the libakops.a that `akgen build` made from generated/ and
 * with tests/fakecudart.c in place of the CUDA runtime, so that the paths
 * behind the checks run too: the current device, the arch cache, the choice
 * of variant, the launch (counted, never run) and its error.
 *
 * The table is generated per operator from a description of its valid call:
 * each tensor NULL, its data NULL, on the host, on pinned memory, on another
 * device, of another dtype, of one more dimension, without a shape, with a
 * size that disagrees, with a row stride or inner stride that is not dense,
 * misaligned, each output on top of each other tensor; leading dimensions
 * folded into the batch, empty calls as no-ops; then every size 0,
 * every size huge, each scalar out of its range, the valid call in each dtype,
 * and per status the words akops_last_error() must say. Then the cases that
 * are not per tensor: the current device, no GPU, an old GPU, a failed
 * launch, the variant query, the messages, the last error per thread. The
 * run fails unless every status was seen. */
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "akops.h"

extern int fake_devices, fake_current, fake_cc;
extern cudaError_t fake_launch_error;
extern long fake_launches, fake_runtime_calls;

#define MAXT 5
#define SLOT 65536	/* bytes of host memory per tensor: more than any valid call needs */
#define NSTATUS (AKOPS_ERR_ALIASING + 1)

enum { LEAD = 0, BF16_ = 1, I64_, F32_ };	/* a tensor's dtype: the call's, or fixed */

struct tdesc {
	const char *name;
	int out;
	int dt;
	int ndim;
	int64_t shape[4];
};

struct opdesc {
	const char *name;
	int nt;
	struct tdesc t[MAXT];
	const char *scalar;	/* its name, or NULL */
	double bad[4];		/* out-of-range values of the scalar */
	int nbad;
	const char *folds;	/* " x y ": the tensors whose first dimension is the spec's batch */
	const char *inner;	/* " x y ": the tensors of layout inner_contiguous (outer strides free) */
	const char *bcast;	/* " w ": the tensors of layout broadcast (stride 0 or dense) */
	const char *dtypes;	/* the dtypes it has variants in, as the messages name them; NULL: all three */
	const char *arch90;	/* the target of its Hopper code: NULL sm_90; "sm_90a" (wgmma, TMA) */
};

static const struct opdesc ops[] = {
	{"add_rmsnorm", 5,
	 {{"x", 0, LEAD, 2, {4, 64}}, {"residual", 0, LEAD, 2, {4, 64}}, {"w", 0, LEAD, 1, {64}},
	  {"sum", 1, LEAD, 2, {4, 64}}, {"y", 1, LEAD, 2, {4, 64}}},
	 "eps", {0, 1, NAN, -INFINITY}, 4, " x residual sum y ", " x residual sum y ", " w ", NULL, NULL},
	{"cross_entropy", 4,
	 {{"logits", 0, LEAD, 2, {4, 64}}, {"target", 0, I64_, 1, {4}}, {"loss", 1, F32_, 1, {4}},
	  {"mean", 1, F32_, 0, {0}}},
	 "ignore_index", {4294967296.0, -4294967296.0}, 2, " logits target loss ", " logits ", "", NULL, NULL},
	{"gelu_tanh", 2, {{"x", 0, LEAD, 1, {1000}}, {"y", 1, LEAD, 1, {1000}}}, NULL, {0}, 0, " x y ", "", "", NULL, NULL},
	{"layernorm", 4,
	 {{"x", 0, LEAD, 2, {4, 64}}, {"w", 0, LEAD, 1, {64}}, {"b", 0, LEAD, 1, {64}}, {"y", 1, LEAD, 2, {4, 64}}},
	 "eps", {0, 1, NAN, INFINITY}, 4, " x y ", " x y ", " w b ", NULL, NULL},
	{"rmsnorm", 3, {{"x", 0, LEAD, 2, {4, 64}}, {"w", 0, LEAD, 1, {64}}, {"y", 1, LEAD, 2, {4, 64}}}, "eps",
	 {0, 1, NAN, -1e-6}, 4, " x y ", " x y ", " w ", NULL, NULL},
	{"rope", 4,
	 {{"x", 0, LEAD, 4, {4, 4, 8, 64}}, {"cos_tab", 0, LEAD, 2, {8, 64}}, {"sin_tab", 0, LEAD, 2, {8, 64}},
	  {"y", 1, LEAD, 4, {4, 4, 8, 64}}},
	 NULL, {0}, 0, " x y ", " x y ", "", NULL, NULL},
	{"silu_and_mul", 3,
	 {{"gate", 0, LEAD, 2, {4, 64}}, {"up", 0, LEAD, 2, {4, 64}}, {"y", 1, LEAD, 2, {4, 64}}}, NULL, {0}, 0, " gate up y ", " gate up y ", "", NULL, NULL},
	{"softmax", 2, {{"x", 0, LEAD, 2, {4, 64}}, {"y", 1, LEAD, 2, {4, 64}}}, NULL, {0}, 0, " x y ", " x y ", "", NULL, NULL},
	/* ops added since: at the end, as the tests below name rows by their index */
	{"gelu_and_mul", 3,
	 {{"gate", 0, LEAD, 2, {4, 64}}, {"up", 0, LEAD, 2, {4, 64}}, {"y", 1, LEAD, 2, {4, 64}}}, NULL, {0}, 0, " gate up y ", "", "", NULL, NULL},
	/* the matrix products (issue 23): bf16 and f16 only; w [n][k], or [k][n] for gemm_nn */
	{"gemm", 3, {{"x", 0, LEAD, 2, {4, 64}}, {"w", 0, LEAD, 2, {8, 64}}, {"y", 1, LEAD, 2, {4, 8}}}, NULL, {0}, 0,
	 " x y ", " x w y ", "", "bf16, f16", "sm_90a"},
	{"gemm_nn", 3, {{"x", 0, LEAD, 2, {4, 64}}, {"w", 0, LEAD, 2, {64, 8}}, {"y", 1, LEAD, 2, {4, 8}}}, NULL, {0}, 0,
	 " x y ", " x w y ", "", "bf16, f16", "sm_90a"},
};
#define NOPS ((int)(sizeof(ops) / sizeof(ops[0])))

/* a call under test: the tensors (pointers may be NULL), their shapes and
 * strides, and the scalar */
struct call {
	const struct opdesc *op;
	DLTensor t[MAXT];
	DLTensor *p[MAXT];
	int64_t shape[MAXT][5], strides[MAXT][5];
	double scalar;
};

static unsigned char *mem;
static int passed, failed, seen[NSTATUS];

static akops_status invoke(struct call *c)
{
	DLTensor **p = c->p;
	const char *n = c->op->name;
	float eps = (float)c->scalar;

	if (strcmp(n, "add_rmsnorm") == 0)
		return akops_add_rmsnorm(p[0], p[1], p[2], p[3], p[4], eps, 0);
	if (strcmp(n, "cross_entropy") == 0)
		return akops_cross_entropy(p[0], p[1], p[2], p[3], (int64_t)c->scalar, 0);
	if (strcmp(n, "gelu_and_mul") == 0)
		return akops_gelu_and_mul(p[0], p[1], p[2], 0);
	if (strcmp(n, "gelu_tanh") == 0)
		return akops_gelu_tanh(p[0], p[1], 0);
	if (strcmp(n, "layernorm") == 0)
		return akops_layernorm(p[0], p[1], p[2], p[3], eps, 0);
	if (strcmp(n, "rmsnorm") == 0)
		return akops_rmsnorm(p[0], p[1], p[2], eps, 0);
	if (strcmp(n, "rope") == 0)
		return akops_rope(p[0], p[1], p[2], p[3], 0);
	if (strcmp(n, "silu_and_mul") == 0)
		return akops_silu_and_mul(p[0], p[1], p[2], 0);
	if (strcmp(n, "softmax") == 0)
		return akops_softmax(p[0], p[1], 0);
	if (strcmp(n, "gemm") == 0)
		return akops_gemm(p[0], p[1], p[2], 0);
	if (strcmp(n, "gemm_nn") == 0)
		return akops_gemm_nn(p[0], p[1], p[2], 0);
	abort();
}

static DLDataType dltype(uint8_t code, uint8_t bits)
{
	DLDataType t = {code, bits, 1};

	return t;
}

/* the valid call of op in dtype lead (a DLPack type), on device 0 */
static void valid(struct call *c, const struct opdesc *op, DLDataType lead)
{
	memset(c, 0, sizeof(*c));
	c->op = op;
	c->scalar = strcmp(op->name, "cross_entropy") == 0 ? -100 : 1e-5;
	for (int i = 0; i < op->nt; i++) {
		DLTensor *t = &c->t[i];
		const struct tdesc *d = &op->t[i];

		t->data = mem + (size_t)i * SLOT;
		t->device.device_type = kDLCUDA;
		t->device.device_id = 0;
		t->ndim = d->ndim;
		t->dtype = d->dt == LEAD ? lead : d->dt == I64_ ? dltype(kDLInt, 64) : dltype(kDLFloat, 32);
		memcpy(c->shape[i], d->shape, sizeof(d->shape));
		t->shape = c->shape[i];
		c->p[i] = t;
	}
}

static int esize(const DLTensor *t)
{
	return t->dtype.bits / 8;
}

/* compact row-major strides for tensor i, in c->strides */
static void compact(struct call *c, int i)
{
	int64_t s = 1;

	for (int k = c->t[i].ndim - 1; k >= 0; k--) {
		c->strides[i][k] = s;
		s *= c->shape[i][k];
	}
	c->t[i].strides = c->strides[i];
}

/* the statuses refused before the CUDA runtime is asked anything */
static int beforeruntime(akops_status s)
{
	return (s >= AKOPS_ERR_NULL_ARGUMENT && s <= AKOPS_ERR_SCALAR_RANGE) || s == AKOPS_ERR_ALIASING;
}

static void expect(struct call *c, const char *what, akops_status want, const char *words1, const char *words2)
{
	long before = fake_launches, asked = fake_runtime_calls;
	akops_status got = invoke(c);
	const char *msg = akops_last_error();
	char fn[64];
	int bad = 0;

	snprintf(fn, sizeof(fn), "akops_%s: ", c->op->name);
	if (got != want)
		bad = printf("FAIL %s %s: got %d (%s), expected %d (%s)\n", c->op->name, what, (int)got,
			     akops_status_string(got), (int)want, akops_status_string(want));
	else if (want == AKOPS_OK && (msg[0] || fake_launches == before))
		bad = printf("FAIL %s %s: OK, but last error \"%s\", %ld launches\n", c->op->name, what, msg,
			     fake_launches - before);
	else if (want != AKOPS_OK && fake_launches != before)
		bad = printf("FAIL %s %s: refused after a launch\n", c->op->name, what);
	else if (beforeruntime(want) && !strstr(what, "current") && fake_runtime_calls != asked)
		bad = printf("FAIL %s %s: refused after asking the CUDA runtime\n", c->op->name, what);
	else if (want != AKOPS_OK && (strncmp(msg, fn, strlen(fn)) != 0 || (words1 && !strstr(msg, words1)) ||
				      (words2 && !strstr(msg, words2))))
		bad = printf("FAIL %s %s: last error \"%s\", expected \"%s...\" with \"%s\" and \"%s\"\n",
			     c->op->name, what, msg, fn, words1 ? words1 : "", words2 ? words2 : "");
	if (bad) {
		failed++;
		return;
	}
	passed++;
	seen[got]++;
	if (getenv("API_TABLE_VERBOSE"))
		printf("ok %-13s %-34s %-28s %s\n", c->op->name, what, akops_status_string(got), msg);
}

/* whether tensor i's first dimension is the op's batch */
static int folds(const struct opdesc *op, int i)
{
	char name[48];

	snprintf(name, sizeof(name), " %s ", op->t[i].name);
	return strstr(op->folds, name) != NULL;
}

/* whether tensor i's outer strides are free (layout inner_contiguous) */
static int inner(const struct opdesc *op, int i)
{
	char name[48];

	snprintf(name, sizeof(name), " %s ", op->t[i].name);
	return strstr(op->inner, name) != NULL;
}

/* whether tensor i may be broadcast (layout broadcast: each stride 0 or dense) */
static int bcast(const struct opdesc *op, int i)
{
	char name[48];

	snprintf(name, sizeof(name), " %s ", op->t[i].name);
	return strstr(op->bcast, name) != NULL;
}

/* a valid call that writes nothing: checked, then no launch and nothing asked of the runtime */
static void expect_noop(struct call *c, const char *what)
{
	long before = fake_launches, asked = fake_runtime_calls;
	akops_status got = invoke(c);
	const char *msg = akops_last_error();

	if (got != AKOPS_OK || msg[0] || fake_launches != before || fake_runtime_calls != asked) {
		printf("FAIL %s %s: got %d (%s, \"%s\"), %ld launches, %ld runtime calls; expected a no-op\n",
		       c->op->name, what, (int)got, akops_status_string(got), msg, fake_launches - before,
		       fake_runtime_calls - asked);
		failed++;
		return;
	}
	passed++;
	seen[got]++;
}

/* the cases of one tensor of one op */
static void pertensor(const struct opdesc *op, int i)
{
	const char *n = op->t[i].name;
	const DLDataType bf16 = dltype(kDLBfloat, 16);
	char what[96], name[48];
	struct call c;

#define CASE(fmt) snprintf(what, sizeof(what), fmt, n)
	snprintf(name, sizeof(name), "%s->", n);

	valid(&c, op, bf16), c.p[i] = NULL, CASE("%s NULL");
	expect(&c, what, AKOPS_ERR_NULL_ARGUMENT, n, "is NULL");
	valid(&c, op, bf16), c.t[i].data = NULL, CASE("%s->data NULL");
	expect(&c, what, AKOPS_ERR_NULL_ARGUMENT, name, "data is NULL");
	valid(&c, op, bf16), c.t[i].device.device_type = kDLCPU, CASE("%s on the host");
	expect(&c, what, AKOPS_ERR_DEVICE_TYPE, n, "kDLCUDA");
	valid(&c, op, bf16), c.t[i].device.device_type = kDLCUDAHost, CASE("%s in pinned memory");
	expect(&c, what, AKOPS_ERR_DEVICE_TYPE, n, "device type 3");
	valid(&c, op, bf16), c.t[i].device.device_type = kDLCUDAManaged, CASE("%s in managed memory");
	expect(&c, what, AKOPS_ERR_DEVICE_TYPE, n, NULL);
	valid(&c, op, bf16), c.t[i].device.device_id = 1, CASE("%s on device 1");
	expect(&c, what, AKOPS_ERR_DEVICE_MISMATCH, i ? n : op->t[1].name, "device 1");

	valid(&c, op, bf16);
	if (op->t[i].dt == LEAD && i == 0) {
		c.t[i].dtype = dltype(kDLFloat, 64), CASE("%s in f64 (no variant)");
		expect(&c, what, AKOPS_ERR_DTYPE_UNSUPPORTED, "f64", op->dtypes ? op->dtypes : "bf16, f16, f32");
		valid(&c, op, bf16), c.t[i].dtype.lanes = 2, CASE("%s with 2 lanes");
		expect(&c, what, AKOPS_ERR_DTYPE_UNSUPPORTED, "lanes 2", NULL);
		valid(&c, op, bf16), c.t[i].dtype = dltype(kDLInt, 16), CASE("%s in int16");
		expect(&c, what, AKOPS_ERR_DTYPE_UNSUPPORTED, "code 0 bits 16", NULL);
	} else {
		c.t[i].dtype = op->t[i].dt == F32_ ? bf16 : dltype(kDLFloat, op->t[i].dt == I64_ ? 64 : 32);
		CASE("%s in another dtype");
		expect(&c, what, AKOPS_ERR_DTYPE_MISMATCH, n, op->t[i].dt == I64_ ? "expected i64" : "expected ");
		valid(&c, op, bf16), c.t[i].dtype.lanes = 4, CASE("%s with 4 lanes");
		expect(&c, what, AKOPS_ERR_DTYPE_MISMATCH, n, "lanes 4");
	}

	/* one more dimension of size 1 at the end: for a tensor of the batch, its leading
	 * dimensions are then not the others' */
	valid(&c, op, bf16), c.t[i].ndim++, c.shape[i][c.t[i].ndim - 1] = 1, CASE("%s with one more dimension");
	if (folds(op, i))
		expect(&c, what, AKOPS_ERR_SHAPE_MISMATCH, n, "must be alike");
	else
		expect(&c, what, AKOPS_ERR_NDIM, n, "dimensions, expected");
	if (op->t[i].ndim == 0)
		return;
	valid(&c, op, bf16), c.t[i].ndim--, CASE("%s with one dimension less");
	expect(&c, what, AKOPS_ERR_NDIM, n, NULL);
	valid(&c, op, bf16), c.t[i].shape = NULL, CASE("%s->shape NULL");
	expect(&c, what, AKOPS_ERR_NULL_ARGUMENT, name, "shape is NULL");
	for (int k = 0; k < op->t[i].ndim; k++) {
		/* cross_entropy's vocab is the one size only one tensor has */
		int alone = strcmp(op->name, "cross_entropy") == 0 && i == 0 && k == 1;

		valid(&c, op, bf16), c.shape[i][k] += 2;
		snprintf(what, sizeof(what), "%s->shape[%d] + 2", n, k);
		expect(&c, what, alone ? AKOPS_OK : AKOPS_ERR_SHAPE_MISMATCH, "expected", "as ");
	}
	/* a stride that is not dense: the innermost one 2, or the outermost one doubled
	 * (padded rows: refused but where the outer strides are free) */
	const int nd = op->t[i].ndim, free = inner(op, i), bc = bcast(op, i);
	valid(&c, op, bf16), compact(&c, i), c.strides[i][nd - 1] = 2, CASE("%s inner stride 2");
	expect(&c, what, AKOPS_ERR_NOT_CONTIGUOUS, name,
	       free ? "dense in the last dimension" : bc ? "(dense) or 0 (broadcast)" : "dense row-major");
	/* every dimension at stride 0 (expand of one element): taken where the spec lets
	 * the tensor be broadcast, refused as not dense elsewhere */
	valid(&c, op, bf16), compact(&c, i);
	for (int k = 0; k < nd; k++)
		c.strides[i][k] = 0;
	CASE("%s broadcast (strides 0)");
	if (nd > 0 && op->t[i].out)
		expect(&c, what, AKOPS_ERR_NOT_CONTIGUOUS, name, NULL);
	else if (nd > 0)
		expect(&c, what, bc ? AKOPS_OK : AKOPS_ERR_NOT_CONTIGUOUS, bc ? NULL : name, NULL);
	if (nd > 1) {
		valid(&c, op, bf16), compact(&c, i), c.strides[i][0] *= 2, CASE("%s padded rows");
		expect(&c, what, free ? AKOPS_OK : AKOPS_ERR_NOT_CONTIGUOUS, free ? NULL : name, free ? NULL : "strides[0]");
		valid(&c, op, bf16), compact(&c, i), CASE("%s compact strides given");
		expect(&c, what, AKOPS_OK, NULL, NULL);
	}
	if (nd > 1 && free) {
		/* rows one element short of their length apart: they overlap */
		valid(&c, op, bf16), compact(&c, i), c.strides[i][nd - 2] = c.shape[i][nd - 1] - 1;
		CASE("%s overlapping rows");
		expect(&c, what, AKOPS_ERR_NOT_CONTIGUOUS, name, "must not overlap");
	}
	if (nd == 4 && free) {
		/* [B, H, S, D] over [B, S, H, D] memory (rope's other layout): the middle two
		 * dimensions transposed */
		const int64_t h = c.shape[i][1], sq = c.shape[i][2], d = c.shape[i][3];
		valid(&c, op, bf16), compact(&c, i), c.strides[i][1] = d, c.strides[i][2] = h * d;
		c.strides[i][0] = sq * h * d, CASE("%s transposed (B, S, H, D memory)");
		expect(&c, what, AKOPS_OK, NULL, NULL);
		valid(&c, op, bf16), compact(&c, i), c.strides[i][1] = d, c.strides[i][2] = d;
		CASE("%s two dimensions on one stride");
		expect(&c, what, AKOPS_ERR_NOT_CONTIGUOUS, name, "must not overlap");
	}
	valid(&c, op, bf16), c.t[i].byte_offset = 1, CASE("%s one byte off");
	expect(&c, what, AKOPS_ERR_MISALIGNED, name, "aligned");
	valid(&c, op, bf16), c.t[i].data = mem + (size_t)i * SLOT + 8, CASE("%s at 8 bytes");
	expect(&c, what, esize(&c.t[i]) == 8 ? AKOPS_OK : AKOPS_ERR_MISALIGNED, esize(&c.t[i]) == 8 ? NULL : "16-byte",
	       NULL);
	valid(&c, op, bf16), c.t[i].data = mem + (size_t)i * SLOT + 8, c.t[i].byte_offset = 8;
	CASE("%s data + byte_offset aligned");
	expect(&c, what, AKOPS_OK, NULL, NULL);
}

/* each output on top of each other tensor, and partly over it */
static void aliasing(const struct opdesc *op)
{
	const DLDataType bf16 = dltype(kDLBfloat, 16);
	char what[96];
	struct call c;

	for (int i = 0; i < op->nt; i++) {
		for (int j = 0; j < op->nt && op->t[i].out; j++) {
			if (j == i)
				continue;
			valid(&c, op, bf16), c.t[i].data = c.t[j].data;
			snprintf(what, sizeof(what), "%s on %s", op->t[i].name, op->t[j].name);
			expect(&c, what, AKOPS_ERR_ALIASING, op->t[i].name, op->t[j].name);
			/* the output's first 16 bytes are the other's last ones */
			valid(&c, op, bf16);
			c.t[i].data = c.t[j].data;
			snprintf(what, sizeof(what), "%s over the end of %s", op->t[i].name, op->t[j].name);
			{
				int64_t bytes = esize(&c.t[j]);

				for (int k = 0; k < c.t[j].ndim; k++)
					bytes *= c.shape[j][k];
				c.t[i].byte_offset = (uint64_t)((bytes - 1) / 16 * 16);
			}
			expect(&c, what, AKOPS_ERR_ALIASING, op->t[i].name, "overlaps");
		}
	}
	/* inputs may share memory */
	for (int i = 0; i < op->nt; i++)
		for (int j = i + 1; j < op->nt; j++)
			if (!op->t[i].out && !op->t[j].out && op->t[i].dt == op->t[j].dt &&
			    op->t[i].ndim == op->t[j].ndim &&
			    memcmp(op->t[i].shape, op->t[j].shape, sizeof(op->t[i].shape)) == 0) {
				valid(&c, op, bf16), c.t[j].data = c.t[i].data;
				snprintf(what, sizeof(what), "inputs %s and %s shared", op->t[i].name, op->t[j].name);
				expect(&c, what, AKOPS_OK, NULL, NULL);
			}
}

/* the batch's first size split in two leading dimensions, in every tensor of the batch */
static void split(struct call *c, const struct opdesc *op)
{
	for (int i = 0; i < op->nt; i++) {
		if (!folds(op, i))
			continue;
		memmove(c->shape[i] + 1, c->shape[i], sizeof(c->shape[i][0]) * (size_t)c->t[i].ndim);
		c->shape[i][1] = c->shape[i][0] / 2;
		c->shape[i][0] = 2;
		c->t[i].ndim++;
	}
}

/* leading dimensions folded into the batch: alike in every tensor of it, dense among themselves */
static void leading(const struct opdesc *op)
{
	const DLDataType bf16 = dltype(kDLBfloat, 16);
	char what[96];
	struct call c;
	int first = -1;

	for (int i = 0; i < op->nt && first < 0; i++)
		if (folds(op, i))
			first = i;
	if (first < 0) {
		/* no batch: one more leading dimension is refused */
		valid(&c, op, bf16);
		memmove(c.shape[0] + 1, c.shape[0], sizeof(c.shape[0][0]) * (size_t)c.t[0].ndim);
		c.shape[0][0] = 1, c.t[0].ndim++;
		expect(&c, "one more leading dimension (no batch)", AKOPS_ERR_NDIM, op->t[0].name, "expected");
		return;
	}
	valid(&c, op, bf16), split(&c, op);
	expect(&c, "leading dimensions [2, n/2] for the batch", AKOPS_OK, NULL, NULL);
	valid(&c, op, bf16), split(&c, op);
	for (int i = 0; i < op->nt; i++)
		if (folds(op, i))
			compact(&c, i);
	expect(&c, "leading dimensions with dense strides given", AKOPS_OK, NULL, NULL);
	/* the two leading dimensions padded apart: they do not fold */
	valid(&c, op, bf16), split(&c, op), compact(&c, first), c.strides[first][0] *= 2;
	snprintf(what, sizeof(what), "%s's leading dimensions not dense", op->t[first].name);
	expect(&c, what, AKOPS_ERR_NOT_CONTIGUOUS, "fold into", "dense among themselves");
	/* a leading size 1 takes any stride */
	valid(&c, op, bf16), split(&c, op), compact(&c, first), c.shape[first][0] = 1, c.strides[first][0] = 7;
	for (int i = 0; i < op->nt; i++)
		if (folds(op, i))
			c.shape[i][0] = 1, c.shape[i][1] *= 2;
	snprintf(what, sizeof(what), "%s's leading size 1, any stride", op->t[first].name);
	expect(&c, what, AKOPS_OK, NULL, NULL);
	/* the same product, other leading sizes */
	for (int i = first + 1; i < op->nt; i++) {
		if (!folds(op, i))
			continue;
		valid(&c, op, bf16), split(&c, op), c.shape[i][0] = 1, c.shape[i][1] *= 2;
		snprintf(what, sizeof(what), "%s's leading sizes not %s's", op->t[i].name, op->t[first].name);
		expect(&c, what, AKOPS_ERR_SHAPE_MISMATCH, op->t[i].name, "expected 2");
		valid(&c, op, bf16), split(&c, op);
		memmove(c.shape[i], c.shape[i] + 1, sizeof(c.shape[i][0]) * (size_t)(c.t[i].ndim - 1));
		c.shape[i][0] *= 2, c.t[i].ndim--;
		snprintf(what, sizeof(what), "%s folded, %s not", op->t[first].name, op->t[i].name);
		expect(&c, what, AKOPS_ERR_SHAPE_MISMATCH, "must be alike", NULL);
	}
}

/* empty tensors: a call that writes nothing is a no-op; one that writes is refused */
static void empty(const struct opdesc *op)
{
	const DLDataType bf16 = dltype(kDLBfloat, 16);
	struct call c;
	int writes = 0;	/* an output with no dimensions: written even over no rows */

	for (int i = 0; i < op->nt; i++)
		writes |= op->t[i].out && op->t[i].ndim == 0;
	valid(&c, op, bf16);
	for (int i = 0; i < op->nt; i++)
		for (int k = 0; k < c.t[i].ndim; k++)
			c.shape[i][k] = 0;
	if (writes) {
		expect(&c, "every size 0", AKOPS_ERR_SHAPE_RANGE, "= 0", "is outside 1..");
		return;
	}
	expect_noop(&c, "every size 0");
	for (int i = 0; i < op->nt; i++)
		if (c.t[i].ndim > 0)
			c.t[i].data = NULL;
	expect_noop(&c, "every size 0, data NULL");
	/* the other sizes are not checked against their ranges, but still agree */
	valid(&c, op, bf16);
	for (int i = 0; i < op->nt; i++)
		if (c.t[i].ndim > 0 && (folds(op, i) || op->folds[1] == '\0'))
			c.shape[i][0] = 0;
	if (op->folds[1] != '\0') {
		expect_noop(&c, "no rows");
		for (int i = 0; i < op->nt; i++)
			if (folds(op, i))
				c.t[i].data = NULL, c.strides[i][0] = 3, c.strides[i][c.t[i].ndim - 1] = 5,
				c.t[i].strides = c.strides[i];
		expect_noop(&c, "no rows, data NULL, any strides");
		valid(&c, op, bf16);
		for (int i = 0; i < op->nt; i++)
			if (folds(op, i))
				c.shape[i][0] = 0;
		c.shape[op->nt - 1][c.t[op->nt - 1].ndim - 1] += 1;
		expect(&c, "no rows, sizes that disagree", AKOPS_ERR_SHAPE_MISMATCH, "expected", NULL);
	}
	valid(&c, op, bf16), c.shape[0][c.t[0].ndim - 1] = -1;
	expect(&c, "a size -1", AKOPS_ERR_SHAPE_RANGE, "is -1", NULL);
	/* data NULL with elements */
	valid(&c, op, bf16), c.t[0].data = NULL;
	expect(&c, "data NULL, not empty", AKOPS_ERR_NULL_ARGUMENT, "data is NULL", NULL);
}

/* whether the list "bf16, f16" names dt */
static int hasdtype(const char *list, const char *dt)
{
	const size_t n = strlen(dt);

	for (const char *p = list; (p = strstr(p, dt)) != NULL; p += n)
		if ((p == list || p[-1] == ' ') && (p[n] == ',' || p[n] == '\0'))
			return 1;
	return 0;
}

static void perop(const struct opdesc *op)
{
	static const struct {
		const char *name;
		uint8_t code, bits;
	} dts[] = {{"bf16", kDLBfloat, 16}, {"f16", kDLFloat, 16}, {"f32", kDLFloat, 32}};
	char what[96];
	struct call c;

	for (int d = 0; d < 3; d++) {
		/* a dtype the op has no variant in: refused, naming the ones it has */
		const int has = !op->dtypes || hasdtype(op->dtypes, dts[d].name);

		valid(&c, op, dltype(dts[d].code, dts[d].bits));
		snprintf(what, sizeof(what), has ? "valid in %s" : "in %s (no variant)", dts[d].name);
		expect(&c, what, has ? AKOPS_OK : AKOPS_ERR_DTYPE_UNSUPPORTED, has ? NULL : dts[d].name,
		       has ? NULL : op->dtypes);
	}
	for (int i = 0; i < op->nt; i++)
		pertensor(op, i);
	aliasing(op);
	leading(op);
	empty(op);
	valid(&c, op, dltype(kDLBfloat, 16));
	for (int i = 0; i < op->nt; i++)
		for (int k = 0; k < c.t[i].ndim; k++)
			c.shape[i][k] = INT64_C(1) << 40;
	expect(&c, "every size 2^40", AKOPS_ERR_SHAPE_RANGE, "= 1099511627776", "is outside");
	for (int s = 0; s < op->nbad; s++) {
		valid(&c, op, dltype(kDLBfloat, 16));
		c.scalar = op->bad[s];
		snprintf(what, sizeof(what), "%s = %g", op->scalar, op->bad[s]);
		expect(&c, what, AKOPS_ERR_SCALAR_RANGE, op->scalar, "is outside");
	}
}

/* ---------------------------------------------------------------- not per tensor */

static void check(int cond, const char *what, const char *msg)
{
	if (cond) {
		passed++;
		return;
	}
	failed++;
	printf("FAIL %s (last error \"%s\")\n", what, msg ? msg : "");
}

static void devices(void)
{
	const struct opdesc *rms = &ops[4];
	struct call c;

	/* on device 1, while device 0 is current */
	valid(&c, rms, dltype(kDLBfloat, 16));
	for (int i = 0; i < rms->nt; i++)
		c.t[i].device.device_id = 1;
	expect(&c, "tensors on device 1, device 0 current", AKOPS_ERR_DEVICE_MISMATCH, "current device is 0",
	       "cudaSetDevice");
	/* device 1 is an sm_70: nothing runs there */
	fake_current = 1, fake_cc = 70;
	expect(&c, "on an sm_70", AKOPS_ERR_ARCH, "no variant in bf16", "sm_70");
	fake_current = 0, fake_cc = 90;
	/* the rope spec's constraint */
	valid(&c, &ops[5], dltype(kDLFloat, 32));
	c.shape[0][3] = c.shape[1][1] = c.shape[2][1] = c.shape[3][3] = 63;
	expect(&c, "rope: odd dim", AKOPS_ERR_SHAPE_RANGE, "constraint", "dim % 2 == 0");
	/* rows = 1 may have any row stride */
	valid(&c, rms, dltype(kDLFloat, 32));
	c.shape[0][0] = c.shape[2][0] = 1;
	c.strides[0][0] = 12345, c.strides[0][1] = 1, c.t[0].strides = c.strides[0];
	expect(&c, "one row, any row stride", AKOPS_OK, NULL, NULL);
	/* an output right after an input: no overlap */
	valid(&c, rms, dltype(kDLFloat, 32));
	c.t[2].data = (unsigned char *)c.t[0].data + 4 * 64 * 4;
	expect(&c, "y right after x", AKOPS_OK, NULL, NULL);
	/* a failed launch */
	valid(&c, rms, dltype(kDLBfloat, 16));
	fake_launch_error = cudaErrorLaunchFailure;
	{
		long before = fake_launches;
		akops_status st = invoke(&c);

		check(st == AKOPS_ERR_CUDA && fake_launches > before && strstr(akops_last_error(), "akops_rmsnorm_bf16_sm90"),
		      "a failed launch is AKOPS_ERR_CUDA naming the launcher", akops_last_error());
		seen[st]++;
	}
	fake_launch_error = cudaSuccess;
	/* a success clears the last error */
	check(invoke(&c) == AKOPS_OK && akops_last_error()[0] == '\0', "a success clears the last error",
	      akops_last_error());
	/* no GPU: cudaGetDevice fails, after every check passed */
	fake_devices = 0;
	expect(&c, "no GPU", AKOPS_ERR_CUDA, "cudaGetDevice", "cudaErrorNoDevice");
	fake_devices = 4;
}

static void variants(void)
{
	struct akops_variant_info v;
	akops_status st;

	st = akops_variant(NULL, AKOPS_BF16, 0, &v);
	check(st == AKOPS_ERR_NULL_ARGUMENT && strstr(akops_last_error(), "akops_variant: op is NULL"), "variant NULL op",
	      akops_last_error());
	st = akops_variant("rmsnorm", AKOPS_BF16, 0, NULL);
	check(st == AKOPS_ERR_NULL_ARGUMENT && strstr(akops_last_error(), "out is NULL"), "variant NULL out",
	      akops_last_error());
	st = akops_variant("nope", AKOPS_BF16, 0, &v);
	check(st == AKOPS_ERR_INVALID_ARGUMENT && strstr(akops_last_error(), "\"nope\""), "variant unknown op",
	      akops_last_error());
	st = akops_variant("rmsnorm", (akops_dtype)99, 0, &v);
	check(st == AKOPS_ERR_INVALID_ARGUMENT && strstr(akops_last_error(), "99"), "variant dtype 99",
	      akops_last_error());
	st = akops_variant("rmsnorm", AKOPS_BF16, -2, &v);
	check(st == AKOPS_ERR_INVALID_ARGUMENT, "variant device -2", akops_last_error());
	seen[AKOPS_ERR_INVALID_ARGUMENT]++;
	st = akops_variant("rmsnorm", AKOPS_F64, 0, &v);
	check(st == AKOPS_ERR_DTYPE_UNSUPPORTED && strstr(akops_last_error(), "bf16, f16, f32, not f64"),
	      "variant f64", akops_last_error());
	for (int i = 0; i < NOPS; i++) {
		/* api_test.sh names the ops whose bf16 sm_90 variant is vetted (generated/OP.cu
		 * says so); the others' is compiled only */
		const char *list = getenv("AKOPS_TEST_VETTED");
		char want[64];
		bool vetted;

		snprintf(want, sizeof(want), " %s ", ops[i].name);
		vetted = list && strstr(list, want);
		st = akops_variant(ops[i].name, AKOPS_BF16, 0, &v);
		check(st == AKOPS_OK && v.variant_arch == 90 && v.vetted == vetted && v.vetted_on_device == vetted &&
			      !v.ptx && strcmp(v.op, ops[i].name) == 0 &&
			      strcmp(v.arch, ops[i].arch90 ? ops[i].arch90 : "sm_90") == 0 &&
			      v.attempt_id > 0,
		      vetted ? "variant on an sm_90: the vetted one" : "variant on an sm_90: compiled only, so said",
		      akops_last_error());
	}
	fake_cc = 86;	/* device 2, first asked now */
	st = akops_variant("softmax", AKOPS_F32, 2, &v);
	check(st == AKOPS_OK && v.variant_arch == 80 && v.device_arch == 86 && !v.vetted && !v.ptx,
	      "variant on an sm_86: sm_80's, compiled only", akops_last_error());
	fake_cc = 130;	/* device 3 */
	st = akops_variant("rope", AKOPS_F16, 3, &v);
	check(st == AKOPS_OK && v.variant_arch == 120 && v.ptx && !v.vetted_on_device, "variant on an sm_130: PTX",
	      akops_last_error());
	/* between targets of other major versions: no SASS runs there, the lowest's PTX does */
	fake_cc = 110, fake_devices = 5;	/* device 4 */
	st = akops_variant("softmax", AKOPS_BF16, 4, &v);
	check(st == AKOPS_OK && v.variant_arch == 80 && v.ptx && v.device_arch == 110 && !v.vetted_on_device,
	      "variant on an sm_110: sm_80's PTX", akops_last_error());
	fake_cc = 90, fake_devices = 4;
	st = akops_variant("rmsnorm", AKOPS_BF16, 1, &v);
	check(st == AKOPS_ERR_ARCH && strstr(akops_last_error(), "sm_70"), "variant on the sm_70", akops_last_error());
	st = akops_variant("rmsnorm", AKOPS_BF16, 7, &v);
	check(st == AKOPS_ERR_CUDA && strstr(akops_last_error(), "device 7"), "variant of device 7 (none)",
	      akops_last_error());
}

static void *nolast(void *arg)
{
	struct akops_variant_info v;

	(void)arg;
	return akops_last_variant(&v) == AKOPS_ERR_INVALID_ARGUMENT && strstr(akops_last_error(), "no call on this thread")
		       ? (void *)1
		       : NULL;
}

/* the shape classes: the queries, and the dispatcher's choice on both sides of
 * every class boundary, read from AKOPS_TEST_PROBES (api_test.sh writes it from
 * akgen show: "OP DTYPE CLASS NDIM DIM... NDIM DIM..." a line, CLASS "-" for the
 * op's default class, the tensors in parameter order) */
static void classes(void)
{
	const char *path = getenv("AKOPS_TEST_PROBES");
	struct akops_variant_info v;
	akops_status st;
	char line[512];
	FILE *f;
	int n = 0, borrowed = 0;

	st = akops_variant_class("rmsnorm", AKOPS_BF16, "no_such_class", 0, &v);
	check(st == AKOPS_ERR_INVALID_ARGUMENT && strstr(akops_last_error(), "no shape class \"no_such_class\""),
	      "variant_class of a class the op lacks", akops_last_error());
	st = akops_variant_class("rmsnorm", AKOPS_BF16, NULL, 0, &v);
	check(st == AKOPS_OK && v.shape_class && *v.shape_class == 0, "variant_class NULL: the default class",
	      akops_last_error());
	st = akops_last_variant(NULL);
	check(st == AKOPS_ERR_NULL_ARGUMENT, "last_variant NULL", akops_last_error());
	{
		pthread_t th;
		void *r = NULL;

		if (pthread_create(&th, NULL, nolast, NULL) == 0)
			pthread_join(th, &r);
		check(r != NULL, "last_variant on a thread that has called nothing", NULL);
	}
	if (!path || !(f = fopen(path, "r"))) {
		check(0, "the probes of the class boundaries (AKOPS_TEST_PROBES)", path);
		return;
	}
	while (fgets(line, sizeof(line), f)) {
		char opname[64], dt[8], cls[32], what[160];
		const struct opdesc *op = NULL;
		struct call c;
		int used, k = 0;
		const char *p = line;

		if (sscanf(p, "%63s %7s %31s%n", opname, dt, cls, &used) != 3)
			continue;
		p += used;
		for (int i = 0; i < NOPS; i++)
			if (strcmp(ops[i].name, opname) == 0)
				op = &ops[i];
		if (!op) {
			check(0, "a probe of an op the table has", opname);
			continue;
		}
		valid(&c, op, strcmp(dt, "bf16") == 0 ? dltype(kDLBfloat, 16)
			      : strcmp(dt, "f16") == 0	  ? dltype(kDLFloat, 16)
							  : dltype(kDLFloat, 32));
		for (int i = 0; i < op->nt; i++) {
			int nd;

			if (sscanf(p, "%d%n", &nd, &used) != 1 || nd > 4)
				break;
			p += used;
			c.t[i].ndim = nd;
			for (int d = 0; d < nd && sscanf(p, "%" SCNd64 "%n", &c.shape[i][d], &used) == 1; d++)
				p += used;
			/* far apart: these calls are counted, never run, and their tensors are large */
			c.t[i].data = (void *)(uintptr_t)((uint64_t)(i + 1) << 44);
			k++;
		}
		snprintf(what, sizeof(what), "%s %s at a class boundary: class %s", opname, dt, cls);
		if (k != op->nt) {
			check(0, what, "a probe line with too few tensors");
			continue;
		}
		/* the variant the class runs: its own, or where its job made none for
		 * the device another class's that it borrows (docs/library.md) */
		struct akops_variant_info vc;
		const char *want = strcmp(cls, "-") == 0 ? "" : cls;
		const akops_dtype adt = strcmp(dt, "bf16") == 0 ? AKOPS_BF16 : strcmp(dt, "f16") == 0 ? AKOPS_F16 : AKOPS_F32;
		akops_status sc = akops_variant_class(opname, adt, *want ? want : NULL, 0, &vc);
		check(sc == AKOPS_OK, what, akops_last_error());
		st = invoke(&c);
		check(st == AKOPS_OK, what, akops_last_error());
		st = akops_last_variant(&v);
		/* the class's own variant: its name; a borrowed one: the very variant
		 * akops_variant_class names for the class */
		check(st == AKOPS_OK && sc == AKOPS_OK && strcmp(v.op, opname) == 0 &&
			      strcmp(v.launcher, vc.launcher) == 0 &&
			      (strcmp(vc.shape_class, want) != 0 || strcmp(v.shape_class, want) == 0),
		      what, st == AKOPS_OK ? v.launcher : akops_last_error());
		borrowed += sc == AKOPS_OK && strcmp(vc.shape_class, want) != 0;
		n++;
	}
	fclose(f);
	printf("class boundaries: %d probes (%d of a class that borrows another's variant)\n", n, borrowed);
}

static void *otherthread(void *arg)
{
	(void)arg;
	akops_softmax(NULL, NULL, 0);
	return strstr(akops_last_error(), "akops_softmax: x is NULL") ? (void *)1 : NULL;
}

static void misc(void)
{
	pthread_t th;
	void *r = NULL;

	check(strcmp(akops_version(), AKOPS_VERSION) == 0, "akops_version", akops_version());
	for (int s = 0; s < NSTATUS; s++)
		check(strcmp(akops_status_string((akops_status)s), "an unknown status") != 0, "a message for every status",
		      akops_status_string((akops_status)s));
	check(strcmp(akops_status_string((akops_status)99), "an unknown status") == 0, "status 99",
	      akops_status_string((akops_status)99));
	/* the last error is the thread's own */
	akops_gelu_tanh(NULL, NULL, 0);
	if (pthread_create(&th, NULL, otherthread, NULL) == 0)
		pthread_join(th, &r);
	check(r != NULL, "another thread's own last error", NULL);
	check(strstr(akops_last_error(), "akops_gelu_tanh: x is NULL") != NULL, "this thread's last error unchanged",
	      akops_last_error());
}

int main(void)
{
	mem = aligned_alloc(256, (size_t)MAXT * SLOT);
	if (!mem)
		return 2;
	fake_devices = 4;
	for (int i = 0; i < NOPS; i++)
		perop(&ops[i]);
	devices();
	variants();
	classes();
	misc();
	for (int s = 0; s < NSTATUS; s++)
		if (!seen[s]) {
			failed++;
			printf("FAIL status %d (%s) never seen\n", s, akops_status_string((akops_status)s));
		}
	printf("%d passed, %d failed (%ld launches counted)\n", passed, failed, fake_launches);
	free(mem);
	return failed ? 1 : 0;
}
