/* spec_test.c: the spec model that spec_parse builds from YAML held in memory,
 * the signatures tool/proto.h derives from it, and the loader's behaviour on
 * truncated and corrupted input (run under ASan + UBSan as spec_test.san) */
#define _POSIX_C_SOURCE 200809L
#include "proto.h"
#include "spec.h"
#include "util.h"
#include "ytree.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"



/* parse text as the file path (checkref false); prints the errors of a spec
 * expected to be valid */
static struct spec *parse(const char *text, const char *path, struct diag *d)
{
	/* an exact-size copy, without a NUL after it, so that ASan sees over-reads */
	size_t n = strlen(text);
	char *copy = xmalloc(n ? n : 1);
	struct spec *s;

	memcpy(copy, text, n);
	s = spec_parse(copy, n, path, false, d);
	free(copy);
	return s;
}

static struct spec *parseok(const char *text, const char *path)
{
	struct diag d = {0};
	struct spec *s = parse(text, path, &d);

	CHECK(s != NULL && diagcount(&d) == 0, "%s did not parse:", path);
	if (!s || diagcount(&d))
		diagprint(&d, stderr);
	diagfree(&d);
	return s;
}

/* true if some error of d contains text, at line:col when line > 0 */
static bool hasmsg(const struct diag *d, int line, int col, const char *text)
{
	for (size_t i = 0; i < d->n; i++)
		if (strstr(d->msgs[i].text, text) && (line <= 0 || (d->msgs[i].line == line && d->msgs[i].col == col)))
			return true;
	return false;
}

/* parse text expecting failure with an error containing text at line:col */
static void parsebad(const char *what, const char *text, const char *path, int line, int col, const char *msg)
{
	struct diag d = {0};
	struct spec *s = parse(text, path, &d);

	CHECK(s == NULL && hasmsg(&d, line, col, msg), "%s: want %d:%d '%s', got:", what, line, col, msg);
	if (s || !hasmsg(&d, line, col, msg))
		diagprint(&d, stderr);
	spec_free(s);
	diagfree(&d);
}

/* ---------------------------------------------------------------- the model */

/* every feature of the format; the job's dtype set is listed out of enum order */
static const char model_yaml[] =
	"op: model\n"
	"summary: a spec that uses every feature of the format\n"
	"symbols:\n"
	"  rows: 1..65536\n"
	"  vocab: 2..1048576\n"
	"  dim: 2..512\n"
	"constraints:\n"
	"  - dim % 2 == 0\n"
	"  - vocab >= dim || rows == 1\n"
	"params:\n"
	"  - { name: x, role: in, dtype: [f32, bf16, f16], shape: [rows, dim], align: 16, layout: inner_contiguous,"
	" special: [-inf, inf, nan, 0, 1e4] }\n"
	"  - { name: w, role: in, dtype: same(y), shape: [dim], layout: broadcast }\n"
	"  - { name: y, role: out, dtype: same(x), shape: [rows, dim], align: 32, layout: contiguous }\n"
	"  - { name: target, role: in, dtype: i64, shape: [rows], values: { range: \"[0, vocab)\", also: [ignore] } }\n"
	"  - { name: idx, role: inout, dtype: i32, shape: [rows, 4, vocab], layout: inner_contiguous, align: 8,"
	" values: { range: \"(-1, vocab / 2]\" } }\n"
	"  - { name: loss, role: out, dtype: f64, shape: [], align: 8 }\n"
	"  - { name: eps, role: scalar, type: f32, default: 1e-6, range: \"(0, 1)\" }\n"
	"  - { name: ignore, role: scalar, type: i64, default: -100, range: \"[-2147483648, inf)\" }\n"
	"  - { name: scale, role: scalar, type: f64, default: 0.5, range: \"(-inf, inf)\" }\n"
	"  - { name: k, role: scalar, type: i32, default: 3 }\n"
	"reference: ref/model.c\n"
	"batch: rows\n"
	"tolerance:\n"
	"  f32: { rel: 1e-5, abs: 1e-6 }\n"
	"  bf16: { rel: 1e-2, abs: 2e-2 }\n"
	"  f16: { rel: 2e-3, abs: 0 }\n"
	"invariants:\n"
	"  - { kind: row_sum, tensor: y, value: 1, tol: { bf16: 1e-2, f16: 2e-3, f32: 1e-5 } }\n"
	"  - { kind: bounded, tensor: y, min: -1.5, max: 2 }\n"
	"  - { kind: nonnegative, tensor: loss }\n"
	"  - { kind: row_sum, tensor: y, value: 0, tol: 0.25 }\n"
	"cost:\n"
	"  bytes: 2*rows*dim*sizeof(x) + dim*sizeof(w) + rows*sizeof(target) + sizeof(loss)\n"
	"  flops: 3*rows*dim + vocab\n"
	"test:\n"
	"  - { rows: 1, vocab: 2, dim: 2 }\n"
	"  - { rows: 65536, vocab: 1048576, dim: 512 }\n"
	"  - { dim: 130, rows: 7, vocab: 1000 }\n"
	"bench:\n"
	"  - { rows: 4096, vocab: 32000, dim: 128 }\n";

enum { X, W, Y, TARGET, IDX, LOSS, EPS, IGNORE, SCALE, K };

static void test_symbols(const struct spec *s)
{
	static const struct {
		const char *name;
		int64_t min, max;
	} want[] = {{"rows", 1, 65536}, {"vocab", 2, 1048576}, {"dim", 2, 512}};

	CHECK(s->nsyms == 3, "nsyms %d", s->nsyms);
	for (int i = 0; i < 3 && i < s->nsyms; i++)
		CHECK(strcmp(s->syms[i].name, want[i].name) == 0 && s->syms[i].min == want[i].min &&
			      s->syms[i].max == want[i].max && s->syms[i].line == 4 + i && s->syms[i].col == 3,
		      "symbol %d is %s %" PRId64 "..%" PRId64 " at %d:%d", i, s->syms[i].name, s->syms[i].min,
		      s->syms[i].max, s->syms[i].line, s->syms[i].col);
	CHECK(s->ncons == 2 && strcmp(s->conssrc[0], "dim % 2 == 0") == 0 &&
		      strcmp(s->conssrc[1], "vocab >= dim || rows == 1") == 0,
	      "constraints: %d", s->ncons);
	CHECK(s->batch == 0, "batch %d", s->batch);
}

static void test_constraints(const struct spec *s)
{
	static const struct {
		int64_t v[3];
		int64_t want0, want1;
	} at[] = {{{1, 2, 2}, 1, 1}, {{3, 2, 3}, 0, 0}, {{1, 2, 4}, 1, 1}, {{2, 100, 64}, 1, 1}, {{2, 10, 64}, 1, 0}};
	struct exprerr err;

	if (s->ncons != 2)
		return;
	for (size_t i = 0; i < AK_LEN(at); i++) {
		int64_t a = -1, b = -1;
		bool ok = spec_eval(s, s->cons[0], at[i].v, DT_NONE, &a, &err) &&
			  spec_eval(s, s->cons[1], at[i].v, DT_NONE, &b, &err);

		CHECK(ok && a == at[i].want0 && b == at[i].want1, "constraints at shape %zu: %" PRId64 " %" PRId64, i,
		      a, b);
	}
}

static void test_params(const struct spec *s)
{
	static const enum role roles[] = {ROLE_IN,  ROLE_IN,	 ROLE_OUT,    ROLE_IN,	   ROLE_INOUT,
					  ROLE_OUT, ROLE_SCALAR, ROLE_SCALAR, ROLE_SCALAR, ROLE_SCALAR};
	static const char *const names[] = {"x", "w", "y", "target", "idx", "loss", "eps", "ignore", "scale", "k"};
	const struct param *p = s->params;

	CHECK(s->nparams == 10, "nparams %d", s->nparams);
	if (s->nparams != 10)
		return;
	for (int i = 0; i < 10; i++)
		CHECK(strcmp(p[i].name, names[i]) == 0 && p[i].role == roles[i] && p[i].line == 11 + i && p[i].col == 5,
		      "param %d is %s, role %d, at %d:%d", i, p[i].name, p[i].role, p[i].line, p[i].col);
	CHECK(s->lead == X, "lead %d", s->lead);
	CHECK(s->dtypes == (1u << DT_BF16 | 1u << DT_F16 | 1u << DT_F32), "dtypes %#x", s->dtypes);
	CHECK(p[X].same == -1 && p[W].same == Y && p[Y].same == X && p[TARGET].same == -1, "same: %d %d %d %d",
	      p[X].same, p[W].same, p[Y].same, p[TARGET].same);
	CHECK(p[TARGET].dtype == DT_I64 && p[IDX].dtype == DT_I32 && p[LOSS].dtype == DT_F64, "fixed dtypes");
	/* shapes */
	CHECK(p[X].ndims == 2 && p[X].dims[0].sym == 0 && p[X].dims[1].sym == 2, "x dims");
	CHECK(p[W].ndims == 1 && p[W].dims[0].sym == 2, "w dims");
	CHECK(p[IDX].ndims == 3 && p[IDX].dims[0].sym == 0 && p[IDX].dims[1].sym == -1 && p[IDX].dims[1].size == 4 &&
		      p[IDX].dims[2].sym == 1,
	      "idx dims");
	CHECK(p[LOSS].ndims == 0, "loss is a single element: ndims %d", p[LOSS].ndims);
	/* layout and alignment */
	CHECK(p[X].layout == LAYOUT_INNER && p[IDX].layout == LAYOUT_INNER && p[Y].layout == LAYOUT_CONTIGUOUS &&
		      p[W].layout == LAYOUT_BROADCAST,
	      "layouts %d %d %d %d", p[X].layout, p[IDX].layout, p[Y].layout, p[W].layout);
	CHECK(p[X].align == 16 && p[W].align == 0 && p[Y].align == 32 && p[IDX].align == 8 && p[LOSS].align == 8,
	      "aligns %" PRId64 " %" PRId64 " %" PRId64, p[X].align, p[W].align, p[Y].align);
	/* special values, inf and nan included */
	CHECK(p[X].nspecial == 5 && isinf(p[X].special[0]) && p[X].special[0] < 0 && isinf(p[X].special[1]) &&
		      p[X].special[1] > 0 && isnan(p[X].special[2]) && p[X].special[3] == 0 && p[X].special[4] == 1e4,
	      "special: %d values", p[X].nspecial);
	CHECK(p[Y].nspecial == 0 && p[TARGET].nspecial == 0, "no special values elsewhere");
}

static void test_dtypes(const struct spec *s)
{
	static const enum dtype jobs[] = {DT_BF16, DT_F16, DT_F32};
	enum dtype out[DT_COUNT];
	int n = spec_jobdtypes(s, out);

	/* enum order, whatever the order in the spec */
	CHECK(n == 3 && out[0] == DT_BF16 && out[1] == DT_F16 && out[2] == DT_F32, "spec_jobdtypes: %d", n);
	if (s->nparams != 10)
		return;
	for (size_t j = 0; j < AK_LEN(jobs); j++) {
		enum dtype t = jobs[j];
		const enum dtype want[] = {t, t, t, DT_I64, DT_I32, DT_F64, DT_F32, DT_I64, DT_F64, DT_I32};

		for (int i = 0; i < 10; i++)
			CHECK(spec_dtype(s, i, t) == want[i], "spec_dtype(%s, %s) is %d, want %d", s->params[i].name,
			      dtinfo(t)->name, spec_dtype(s, i, t), want[i]);
	}
}

static void test_values(const struct spec *s)
{
	const struct param *t = &s->params[TARGET], *ix = &s->params[IDX];
	const int64_t shape[3] = {7, 1000, 130};
	struct exprerr err;
	int64_t lo = 0, hi = 0;

	if (s->nparams != 10)
		return;
	CHECK(t->vlo && t->vhi && !t->vloopen && t->vhiopen, "target's values range");
	if (t->vlo && t->vhi)
		CHECK(spec_eval(s, t->vlo, shape, DT_F32, &lo, &err) && spec_eval(s, t->vhi, shape, DT_F32, &hi, &err) &&
			      lo == 0 && hi == 1000,
		      "target's values [%" PRId64 ", %" PRId64 ")", lo, hi);
	CHECK(t->nalso == 1 && t->also[0] == IGNORE, "also: %d, [0] = %d", t->nalso, t->also[0]);
	CHECK(ix->vlo && ix->vhi && ix->vloopen && !ix->vhiopen && ix->nalso == 0, "idx's values range");
	if (ix->vlo && ix->vhi)
		CHECK(spec_eval(s, ix->vlo, shape, DT_BF16, &lo, &err) &&
			      spec_eval(s, ix->vhi, shape, DT_BF16, &hi, &err) && lo == -1 && hi == 500,
		      "idx's values (%" PRId64 ", %" PRId64 "]", lo, hi);
	CHECK(!s->params[X].vlo && !s->params[X].vhi, "no values on x");
}

static void test_scalars(const struct spec *s)
{
	const struct param *p = s->params;

	if (s->nparams != 10)
		return;
	CHECK(p[EPS].type == DT_F32 && p[EPS].def == 1e-6 && p[EPS].range.lo == 0 && p[EPS].range.hi == 1 &&
		      p[EPS].range.loopen && p[EPS].range.hiopen,
	      "eps: %g in %c%g, %g%c", p[EPS].def, p[EPS].range.loopen ? '(' : '[', p[EPS].range.lo, p[EPS].range.hi,
	      p[EPS].range.hiopen ? ')' : ']');
	CHECK(p[IGNORE].type == DT_I64 && p[IGNORE].def == -100 && p[IGNORE].range.lo == -2147483648.0 &&
		      isinf(p[IGNORE].range.hi) && !p[IGNORE].range.loopen && p[IGNORE].range.hiopen,
	      "ignore: %g", p[IGNORE].def);
	CHECK(p[SCALE].type == DT_F64 && p[SCALE].def == 0.5 && isinf(p[SCALE].range.lo) && p[SCALE].range.lo < 0 &&
		      isinf(p[SCALE].range.hi) && p[SCALE].range.loopen && p[SCALE].range.hiopen,
	      "scale: %g", p[SCALE].def);
	/* an i32 without a range gets i32's */
	CHECK(p[K].type == DT_I32 && p[K].def == 3 && p[K].range.lo == INT32_MIN && p[K].range.hi == INT32_MAX &&
		      !p[K].range.loopen && !p[K].range.hiopen,
	      "k: %g in [%g, %g]", p[K].def, p[K].range.lo, p[K].range.hi);
}

static void test_rest(const struct spec *s)
{
	static const char *const archs[] = {"sm_80", "sm_90", "sm_100", "sm_120"};

	CHECK(strcmp(s->op, "model") == 0 && strcmp(s->summary, "a spec that uses every feature of the format") == 0,
	      "op %s", s->op);
	CHECK(strcmp(s->path, "mem/model.yaml") == 0, "path %s", s->path);
	CHECK(strcmp(s->reference, "ref/model.c") == 0 && strcmp(s->refpath, "mem/ref/model.c") == 0,
	      "reference %s, %s", s->reference, s->refpath);
	/* tolerances, read whatever their order */
	CHECK(s->tol[DT_F32].set && s->tol[DT_F32].rel == 1e-5 && s->tol[DT_F32].abs == 1e-6, "f32 tolerance");
	CHECK(s->tol[DT_BF16].set && s->tol[DT_BF16].rel == 1e-2 && s->tol[DT_BF16].abs == 2e-2, "bf16 tolerance");
	CHECK(s->tol[DT_F16].set && s->tol[DT_F16].rel == 2e-3 && s->tol[DT_F16].abs == 0, "f16 tolerance");
	CHECK(!s->tol[DT_F64].set && !s->tol[DT_I32].set, "no other tolerance");
	/* invariants */
	CHECK(s->ninvs == 4, "ninvs %d", s->ninvs);
	if (s->ninvs == 4) {
		const struct invariant *iv = s->invs;

		CHECK(iv[0].kind == INV_ROW_SUM && iv[0].tensor == Y && iv[0].value == 1 && iv[0].tol[DT_BF16] == 1e-2 &&
			      iv[0].tol[DT_F16] == 2e-3 && iv[0].tol[DT_F32] == 1e-5,
		      "row_sum with a tolerance per dtype");
		CHECK(iv[1].kind == INV_BOUNDED && iv[1].tensor == Y && iv[1].min == -1.5 && iv[1].max == 2, "bounded");
		CHECK(iv[2].kind == INV_NONNEGATIVE && iv[2].tensor == LOSS, "nonnegative");
		CHECK(iv[3].kind == INV_ROW_SUM && iv[3].value == 0 && iv[3].tol[DT_BF16] == 0.25 &&
			      iv[3].tol[DT_F16] == 0.25 && iv[3].tol[DT_F32] == 0.25,
		      "row_sum with one tolerance");
	}
	/* test and bench shapes, by symbol index whatever the key order */
	CHECK(s->ntests == 3 && s->nbenches == 1, "%d tests, %d benches", s->ntests, s->nbenches);
	if (s->ntests == 3 && s->nbenches == 1) {
		CHECK(s->tests[0].v[0] == 1 && s->tests[0].v[1] == 2 && s->tests[0].v[2] == 2, "test[0]");
		CHECK(s->tests[1].v[0] == 65536 && s->tests[1].v[1] == 1048576 && s->tests[1].v[2] == 512, "test[1]");
		CHECK(s->tests[2].v[0] == 7 && s->tests[2].v[1] == 1000 && s->tests[2].v[2] == 130 &&
			      s->tests[2].line == 38 && s->tests[2].col == 5,
		      "test[2] at %d:%d", s->tests[2].line, s->tests[2].col);
		CHECK(s->benches[0].v[0] == 4096 && s->benches[0].v[1] == 32000 && s->benches[0].v[2] == 128, "bench[0]");
	}
	/* the default archs, in order */
	CHECK(s->narchs == 4, "narchs %d", s->narchs);
	for (int i = 0; i < 4 && i < s->narchs; i++)
		CHECK(strcmp(s->archs[i], archs[i]) == 0 && strcmp(spec_default_archs[i], archs[i]) == 0, "arch %d: %s",
		      i, s->archs[i]);
	CHECK(spec_default_archs[4] == NULL, "four default archs");
}

static void test_cost(const struct spec *s)
{
	static const struct {
		enum dtype t;
		int64_t bytes;
	} want[] = {
		/* 2*7*130*e + 130*e + 7*8 + 8 for an element size e */
		{DT_BF16, 3640 + 260 + 56 + 8},
		{DT_F16, 3640 + 260 + 56 + 8},
		{DT_F32, 7280 + 520 + 56 + 8},
	};
	const int64_t shape[3] = {7, 1000, 130}, huge[3] = {65536, 1048576, 512};
	struct exprerr err;
	int64_t v;

	CHECK(s->bytes && s->flops &&
		      strcmp(s->bytessrc, "2*rows*dim*sizeof(x) + dim*sizeof(w) + rows*sizeof(target) + sizeof(loss)") ==
			      0 &&
		      strcmp(s->flopssrc, "3*rows*dim + vocab") == 0,
	      "cost sources");
	if (!s->bytes || !s->flops)
		return;
	for (size_t i = 0; i < AK_LEN(want); i++) {
		v = -1;
		CHECK(spec_eval(s, s->bytes, shape, want[i].t, &v, &err) && v == want[i].bytes,
		      "bytes in %s: %" PRId64 ", want %" PRId64, dtinfo(want[i].t)->name, v, want[i].bytes);
		v = -1;
		CHECK(spec_eval(s, s->flops, shape, want[i].t, &v, &err) && v == 3 * 7 * 130 + 1000, "flops %" PRId64,
		      v);
	}
	CHECK(spec_eval(s, s->bytes, huge, DT_F32, &v, &err) &&
		      v == 2 * INT64_C(65536) * 512 * 4 + 512 * 4 + 65536 * 8 + 8,
	      "bytes at the largest shape: %" PRId64, v);
	/* sizeof needs a job dtype for a tensor of the set, not for a fixed one */
	CHECK(!spec_eval(s, s->bytes, shape, DT_NONE, &v, &err) && strstr(err.msg, "sizeof"),
	      "bytes without a job dtype: '%s'", err.msg);
}

static void test_model(void)
{
	struct spec *s = parseok(model_yaml, "mem/model.yaml");

	if (!s)
		return;
	test_symbols(s);
	test_constraints(s);
	test_params(s);
	test_dtypes(s);
	test_values(s);
	test_scalars(s);
	test_rest(s);
	test_cost(s);
	spec_free(s);
}

/* ---------------------------------------------------------------- shape classes */

static const char classes_yaml[] =
	"op: cls\n"
	"summary: y = x\n"
	"symbols:\n"
	"  rows: 1..100000\n"
	"  cols: 1..65536\n"
	"params:\n"
	"  - { name: x, role: in, dtype: [bf16, f32], shape: [rows, cols], align: 16 }\n"
	"  - { name: y, role: out, dtype: same(x), shape: [rows, cols], align: 16 }\n"
	"reference: ref/cls.c\n"
	"tolerance:\n"
	"  bf16: { rel: 1e-2, abs: 1e-2 }\n"
	"  f32: { rel: 1e-5, abs: 1e-5 }\n"
	"cost:\n"
	"  bytes: 2*rows*cols*sizeof(x)\n"
	"  flops: 0\n"
	"test:\n"
	"  - { rows: 1, cols: 1 }\n"
	"  - { rows: 100000, cols: 65536 }\n"
	"bench:\n"
	"  - { rows: 1, cols: 4096 }\n"
	"  - { rows: 4096, cols: 4096 }\n"
	"  - { rows: 4096, cols: 1001 }\n"
	"  - { rows: 4096, cols: 1002 }\n"
	"classes:\n"
	"  - { name: decode, when: \"rows <= 16\" }\n"
	"  - { name: odd, when: \"cols * sizeof(x) % 16 != 0\" }\n";

/* the views of each class: the class's bench shapes timed, the others' verified */
static void test_classes(void)
{
	struct spec *s = parseok(classes_yaml, "mem/cls.yaml");
	const struct spec *v;
	struct shape probes[256];
	struct exprerr e;
	int n, seen16 = 0, seen17 = 0;

	if (!s)
		return;
	CHECK(s->nclasses == 2 && strcmp(s->classes[1].name, "odd") == 0, "%d classes", s->nclasses);
	/* a class may depend on the dtype: 4 columns are 8 bytes in bf16 (odd), 16 in
	 * f32 (not); cols 1001 and 1002 are odd in both */
	v = spec_class(s, 0, DT_BF16);
	CHECK(v && v->nbenches == 1 && v->benches[0].v[0] == 1 && v->ntests == 2 + 3, "decode bf16: %d benches, %d tests",
	      v ? v->nbenches : -1, v ? v->ntests : -1);
	CHECK(v && strcmp(spec_classname(v), "decode") == 0 && spec_whole(v) == s, "decode's name and spec");
	v = spec_class(s, 1, DT_BF16);
	CHECK(v && v->nbenches == 2, "odd bf16: %d benches", v ? v->nbenches : -1);
	v = spec_class(s, 2, DT_BF16);
	CHECK(v && v->nbenches == 1 && v->benches[0].v[1] == 4096 && *spec_classname(v) == 0,
	      "the default class in bf16: %d benches", v ? v->nbenches : -1);
	CHECK(!spec_class(s, 3, DT_BF16) && !spec_class(s, 0, DT_F16), "no class 3, no f16");
	{
		int64_t a[SPEC_MAX_SYMS] = {16, 8}, b[SPEC_MAX_SYMS] = {17, 8}, c[SPEC_MAX_SYMS] = {17, 7},
			d[SPEC_MAX_SYMS] = {17, 4};

		CHECK(spec_classof(s, a, DT_BF16, &e) == 0 && spec_classof(s, b, DT_BF16, &e) == 2 &&
			      spec_classof(s, c, DT_BF16, &e) == 1 && spec_classof(s, d, DT_F32, &e) == 2 &&
			      spec_classof(s, d, DT_BF16, &e) == 1,
		      "the class of a shape");
	}
	/* the probes: both sides of rows 16/17 on each bench shape, and of an odd cols */
	n = spec_classprobes(s, DT_BF16, probes, 256);
	for (int i = 0; i < n; i++) {
		int k = spec_classof(s, probes[i].v, DT_BF16, &e);

		seen16 += probes[i].v[0] == 16 && probes[i].v[1] == 4096 && k == 0;
		seen17 += probes[i].v[0] == 17 && probes[i].v[1] == 4096 && k == 2;
	}
	CHECK(n > 4 && seen16 == 1 && seen17 == 1, "%d probes: 16x4096 %d, 17x4096 %d", n, seen16, seen17);
	spec_free(s);
}

/* ---------------------------------------------------------------- paths and limits */

/* the model with its op renamed, by replacing the first line */
static char *renamed(const char *op)
{
	const char *nl = strchr(model_yaml, '\n');

	return xasprintf("op: %s%s", op, nl);
}

static void test_paths(void)
{
	struct spec *s;
	struct diag d = {0};
	char *t;

	/* the stem must equal op, with .yaml or .yml or no suffix */
	s = parseok(model_yaml, "model.yml");
	spec_free(s);
	s = parseok(model_yaml, "a/b/c/model");
	if (s)
		CHECK(strcmp(s->refpath, "a/b/c/ref/model.c") == 0, "refpath %s", s->refpath);
	spec_free(s);
	/* no path: no stem to compare, the reference resolves against "." */
	s = parse(model_yaml, NULL, &d);
	CHECK(s && diagcount(&d) == 0 && strcmp(d.file, "<spec>") == 0, "a spec without a path");
	if (s)
		CHECK(strcmp(s->refpath, "./ref/model.c") == 0 && strcmp(s->path, "<spec>") == 0, "refpath %s",
		      s->refpath);
	spec_free(s);
	diagfree(&d);
	parsebad("op differs from the stem", model_yaml, "mem/other.yaml", 1, 5,
		 "op: found 'model', expected 'other', the file's name without .yaml");
	parsebad("op longer than the stem", model_yaml, "mem/mode.yaml", 1, 5, "expected 'mode'");
	parsebad("op shorter than the stem", model_yaml, "mem/models.yaml", 1, 5, "expected 'models'");
	t = renamed("a23456789012345678901234567890123");
	parsebad("op of 33 characters", t, "a23456789012345678901234567890123.yaml", 1, 5, "(at most 32)");
	free(t);
	t = renamed("a2345678901234567890123456789012");
	s = parseok(t, "a2345678901234567890123456789012.yaml");
	spec_free(s);
	free(t);
	/* the reference is looked for only when asked */
	s = spec_parse(model_yaml, strlen(model_yaml), "mem/model.yaml", true, &d);
	CHECK(!s && hasmsg(&d, 21, 12, "reference: found 'ref/model.c', but mem/ref/model.c is not a readable file"),
	      "a missing reference with checkref");
	spec_free(s);
	diagfree(&d);
	/* errors go to the file named by d->file when it is set */
	d.file = "shown.yaml";
	s = parse("op: x\n", "mem/x.yaml", &d);
	CHECK(!s && strcmp(d.file, "shown.yaml") == 0, "d->file kept");
	diagfree(&d);
}

static void test_limits(void)
{
	struct diag d = {0};
	struct spec *s;
	struct buf b = {0};

	parsebad("an empty buffer", "", "mem/model.yaml", 0, 0, "found an empty file, expected a spec");
	parsebad("blank lines", "\n\n  \n", "mem/model.yaml", 0, 0, "found no YAML document");
	parsebad("a document of nothing", "---\n", "mem/model.yaml", 2, 1, "found '', expected a mapping of op, summary");
	parsebad("a scalar document", "rmsnorm\n", "mem/model.yaml", 1, 1, "found 'rmsnorm', expected a mapping");
	parsebad("a list document", "- op: model\n", "mem/model.yaml", 1, 1, "found a list, expected a mapping");
	/* the size limit, on spec_parse directly (spec_load refuses such files before) */
	bufputs(&b, model_yaml);
	while (b.len <= YAML_MAX_BYTES)
		bufputs(&b, "# padding to go past the limit ...............................\n");
	s = spec_parse(b.data, b.len, "mem/model.yaml", false, &d);
	CHECK(!s && hasmsg(&d, 0, 0, "bytes, expected a spec of at most 262144 bytes"), "a buffer over 256 KiB");
	diagfree(&d);
	/* just at the limit is fine */
	b.len = YAML_MAX_BYTES;
	b.data[b.len - 1] = '\n';
	/* the cut may fall inside a padding line: make its rest a comment */
	for (size_t i = b.len - 2; b.data[i] != '\n'; i--)
		b.data[i] = '#';
	s = spec_parse(b.data, b.len, "mem/model.yaml", false, &d);
	CHECK(s && diagcount(&d) == 0, "a spec of exactly 256 KiB");
	spec_free(s);
	diagfree(&d);
	buffree(&b);
	/* a NUL byte right after the op */
	s = spec_parse("op: model\0\n", 11, "mem/model.yaml", false, &d);
	CHECK(!s && hasmsg(&d, 1, 10, "found a NUL byte"), "a NUL byte");
	diagfree(&d);
	/* the loader refuses UTF-8 that is overlong or a surrogate */
	parsebad("an overlong '/'", "op: \xc0\xaf\n", "mem/model.yaml", 1, 5, "not UTF-8 (0xc0)");
	parsebad("a surrogate", "op: \xed\xa0\x80\n", "mem/model.yaml", 1, 5, "not UTF-8 (0xed)");
	parsebad("a truncated sequence", "op: model\xe2\x82", "mem/model.yaml", 1, 10, "not UTF-8 (0xe2)");
	/* valid UTF-8 is fine in a summary */
	{
		char *t = xasprintf("op: model\nsummary: y = \xce\xa3 x \xe2\x88\x88 \xf0\x9d\x95\x8f%s",
				    strstr(model_yaml, "\nsymbols:"));

		s = parseok(t, "mem/model.yaml");
		spec_free(s);
		free(t);
	}
	/* spec_load: a file that is not there */
	d.file = NULL;
	s = spec_load("tests/specs-bad/no-such-file.yaml", &d);
	CHECK(!s && hasmsg(&d, 0, 0, "cannot read the spec") &&
		      strcmp(d.file, "tests/specs-bad/no-such-file.yaml") == 0,
	      "a missing spec file");
	diagfree(&d);
}

/* every error of a file is reported, not only the first; loader errors
 * (duplicate keys, anchors) do not hide the validator's */
static void test_allerrors(void)
{
	struct diag d = {0};
	char *t = xasprintf("%s%s", model_yaml,
			    "archs: [sm_90, sm_90]\n"
			    "owner: me\n"
			    "batch: vocab\n");
	struct spec *s = parse(t, "mem/model.yaml", &d);

	CHECK(!s && diagcount(&d) == 3 && hasmsg(&d, 41, 16, "archs: found 'sm_90' twice") &&
		      hasmsg(&d, 42, 1, "found unknown key 'owner'") && hasmsg(&d, 43, 1, "found the key 'batch' a second time"),
	      "three errors, %zu reported:", diagcount(&d));
	if (diagcount(&d) != 3)
		diagprint(&d, stderr);
	diagfree(&d);
	free(t);
}

/* an error that does not depend on the job's dtype is reported once, not once
 * per dtype of the set */
static void test_errors_once(void)
{
	static const char from[] = "  flops: 3*rows*dim + vocab\n";
	const char *at = strstr(model_yaml, from);
	struct diag d = {0};
	struct spec *s;
	char *t;

	if (!at) {
		CHECK(0, "the model has no flops line");
		return;
	}
	t = xasprintf("%.*s  flops: 3*rows*dim + vocab / (vocab - 2)\n%s", (int)(at - model_yaml), model_yaml,
		      at + strlen(from));
	s = parse(t, "mem/model.yaml", &d);
	CHECK(!s && diagcount(&d) == 1 && hasmsg(&d, 36, 5, "test[0]: cost.flops cannot be evaluated here: division by zero"),
	      "division by zero at test[0], %zu errors:", diagcount(&d));
	if (diagcount(&d) != 1)
		diagprint(&d, stderr);
	spec_free(s);
	diagfree(&d);
	free(t);
}

/* ---------------------------------------------------------------- signatures */

static void checksig(const char *what, struct buf *b, const char *want)
{
	CHECK(b->data && strcmp(b->data, want) == 0, "%s:\n--- got\n%s--- want\n%s", what, b->data ? b->data : "",
	      want);
	buffree(b);
}

static void test_sig_rmsnorm(void)
{
	struct diag d = {0};
	struct spec *s = spec_load("specs/rmsnorm.yaml", &d);
	struct buf b = {0};

	CHECK(s != NULL, "specs/rmsnorm.yaml does not load");
	if (!s) {
		diagprint(&d, stderr);
		diagfree(&d);
		return;
	}
	sig_launcher_name(s, DT_BF16, "sm_90", &b);
	checksig("launcher name", &b, "akops_rmsnorm_bf16_sm90");
	sig_launcher(s, DT_BF16, "sm_90", &b);
	checksig("rmsnorm bf16 sm_90", &b,
		 "extern \"C\" cudaError_t akops_rmsnorm_bf16_sm90(\n"
		 "\tconst __nv_bfloat16 *x,\n"
		 "\tint64_t x_stride0,\n"
		 "\tconst __nv_bfloat16 *w,\n"
		 "\tint64_t w_stride0,\n"
		 "\t__nv_bfloat16 *y,\n"
		 "\tint64_t y_stride0,\n"
		 "\tint64_t rows,\n"
		 "\tint64_t cols,\n"
		 "\tfloat eps,\n"
		 "\tcudaStream_t stream);\n");
	sig_launcher(s, DT_F32, "sm_100a", &b);
	checksig("rmsnorm f32 sm_100a", &b,
		 "extern \"C\" cudaError_t akops_rmsnorm_f32_sm100a(\n"
		 "\tconst float *x,\n"
		 "\tint64_t x_stride0,\n"
		 "\tconst float *w,\n"
		 "\tint64_t w_stride0,\n"
		 "\tfloat *y,\n"
		 "\tint64_t y_stride0,\n"
		 "\tint64_t rows,\n"
		 "\tint64_t cols,\n"
		 "\tfloat eps,\n"
		 "\tcudaStream_t stream);\n");
	sig_reference(s, &b);
	checksig("rmsnorm reference", &b,
		 "void akops_ref_rmsnorm(\n"
		 "\tconst double *x,\n"
		 "\tconst double *w,\n"
		 "\tdouble *y,\n"
		 "\tint64_t rows,\n"
		 "\tint64_t cols,\n"
		 "\tdouble eps);\n");
	spec_free(s);
	diagfree(&d);
}

static void test_sig_model(void)
{
	struct spec *s = parseok(model_yaml, "mem/model.yaml");
	struct buf b = {0};

	if (!s)
		return;
	/* strides after each inner_contiguous tensor, one per outer dimension, and
	 * after a broadcast one, one per dimension */
	sig_launcher(s, DT_F16, "sm_90a", &b);
	checksig("model f16 sm_90a", &b,
		 "extern \"C\" cudaError_t akops_model_f16_sm90a(\n"
		 "\tconst __half *x,\n"
		 "\tint64_t x_stride0,\n"
		 "\tconst __half *w,\n"
		 "\tint64_t w_stride0,\n"
		 "\t__half *y,\n"
		 "\tconst int64_t *target,\n"
		 "\tint32_t *idx,\n"
		 "\tint64_t idx_stride0,\n"
		 "\tint64_t idx_stride1,\n"
		 "\tdouble *loss,\n"
		 "\tint64_t rows,\n"
		 "\tint64_t vocab,\n"
		 "\tint64_t dim,\n"
		 "\tfloat eps,\n"
		 "\tint64_t ignore,\n"
		 "\tdouble scale,\n"
		 "\tint32_t k,\n"
		 "\tcudaStream_t stream);\n");
	sig_reference(s, &b);
	checksig("model reference", &b,
		 "void akops_ref_model(\n"
		 "\tconst double *x,\n"
		 "\tconst double *w,\n"
		 "\tdouble *y,\n"
		 "\tconst int64_t *target,\n"
		 "\tint64_t *idx,\n"
		 "\tdouble *loss,\n"
		 "\tint64_t rows,\n"
		 "\tint64_t vocab,\n"
		 "\tint64_t dim,\n"
		 "\tdouble eps,\n"
		 "\tint64_t ignore,\n"
		 "\tdouble scale,\n"
		 "\tint64_t k);\n");
	spec_free(s);
}

/* like cross_entropy: integer tensors, an i64 and an f32 scalar */
static const char xent_yaml[] =
	"op: xent\n"
	"summary: loss[r] = logsumexp(logits[r]) - logits[r][target[r]]\n"
	"symbols:\n"
	"  rows: 1..1048576\n"
	"  vocab: 1..1048576\n"
	"params:\n"
	"  - { name: logits, role: in,  dtype: [bf16, f16, f32], shape: [rows, vocab], align: 16 }\n"
	"  - { name: target, role: in,  dtype: i64, shape: [rows], values: { range: \"[0, vocab)\", also: [ignore_index] } }\n"
	"  - { name: mask,   role: in,  dtype: i32, shape: [rows] }\n"
	"  - { name: loss,   role: out, dtype: f32, shape: [rows], align: 16 }\n"
	"  - { name: mean,   role: out, dtype: f32, shape: [] }\n"
	"  - { name: ignore_index, role: scalar, type: i64, default: -100, range: \"[-2147483648, 2147483647]\" }\n"
	"  - { name: smoothing, role: scalar, type: f32, default: 0, range: \"[0, 1)\" }\n"
	"reference: ref/xent.c\n"
	"tolerance:\n"
	"  bf16: { rel: 1e-5, abs: 1e-2 }\n"
	"  f16:  { rel: 1e-5, abs: 1e-2 }\n"
	"  f32:  { rel: 1e-5, abs: 1e-2 }\n"
	"invariants:\n"
	"  - { kind: nonnegative, tensor: loss }\n"
	"cost:\n"
	"  bytes: rows*vocab*sizeof(logits) + rows*sizeof(target) + rows*sizeof(mask) + rows*sizeof(loss) + "
	"sizeof(mean)\n"
	"  flops: 5*rows*vocab\n"
	"test:\n"
	"  - { rows: 1, vocab: 1 }\n"
	"  - { rows: 1048576, vocab: 1048576 }\n"
	"bench:\n"
	"  - { rows: 4096, vocab: 128256 }\n"
	"archs: [sm_90, sm_80]\n";

static void test_sig_xent(void)
{
	struct spec *s = parseok(xent_yaml, "tests/specs-bad/xent.yaml");
	struct buf b = {0};
	struct exprerr err;
	const int64_t shape[2] = {3, 10};
	int64_t v = 0;

	if (!s)
		return;
	sig_reference(s, &b);
	checksig("xent reference", &b,
		 "void akops_ref_xent(\n"
		 "\tconst double *logits,\n"
		 "\tconst int64_t *target,\n"
		 "\tconst int64_t *mask,\n"
		 "\tdouble *loss,\n"
		 "\tdouble *mean,\n"
		 "\tint64_t rows,\n"
		 "\tint64_t vocab,\n"
		 "\tint64_t ignore_index,\n"
		 "\tdouble smoothing);\n");
	sig_launcher(s, DT_F32, "sm_80", &b);
	checksig("xent f32 sm_80", &b,
		 "extern \"C\" cudaError_t akops_xent_f32_sm80(\n"
		 "\tconst float *logits,\n"
		 "\tconst int64_t *target,\n"
		 "\tconst int32_t *mask,\n"
		 "\tfloat *loss,\n"
		 "\tfloat *mean,\n"
		 "\tint64_t rows,\n"
		 "\tint64_t vocab,\n"
		 "\tint64_t ignore_index,\n"
		 "\tfloat smoothing,\n"
		 "\tcudaStream_t stream);\n");
	/* archs as given, in order; the fixed f32 outputs do not follow the job */
	CHECK(s->narchs == 2 && strcmp(s->archs[0], "sm_90") == 0 && strcmp(s->archs[1], "sm_80") == 0, "archs");
	CHECK(spec_eval(s, s->bytes, shape, DT_BF16, &v, &err) && v == 30 * 2 + 3 * 8 + 3 * 4 + 3 * 4 + 4,
	      "xent bytes in bf16: %" PRId64, v);
	spec_free(s);
}

/* ---------------------------------------------------------------- damaged input */

/* parse a damaged copy (exact size, so ASan sees any over-read); the loader must
 * neither crash nor return a spec together with errors, nor fail silently */
static bool parsedamaged(const char *what, const char *path, const char *data, size_t len)
{
	static int shown;
	struct diag d = {.file = "damaged.yaml"};
	char *copy = xmalloc(len ? len : 1);
	struct spec *s;
	bool ok;

	memcpy(copy, data, len);
	s = spec_parse(copy, len, path, false, &d);
	free(copy);
	ok = (s != NULL) == (diagcount(&d) == 0);
	if (!ok && shown++ < 10)
		fprintf(stderr, "FAIL %s: %s with %zu errors\n", what, s ? "a spec" : "no spec", diagcount(&d));
	spec_free(s);
	diagfree(&d);
	return ok;
}

static void damage(const char *name, const char *path, const char *text, size_t len, const unsigned char *bytes,
		   size_t nbytes)
{
	char *b = xmalloc(len + 1), what[96];
	int bad = 0, n = 0;

	memcpy(b, text, len);
	/* every prefix */
	for (size_t i = 0; i < len; i++, n++) {
		snprintf(what, sizeof(what), "%s cut to %zu bytes", name, i);
		bad += !parsedamaged(what, path, b, i);
	}
	/* every offset, a few bytes that mean something to YAML or to UTF-8 */
	for (size_t i = 0; i < len; i++) {
		for (size_t k = 0; k < nbytes; k++, n++) {
			char was = b[i];

			b[i] = (char)bytes[k];
			snprintf(what, sizeof(what), "%s with byte %zu set to 0x%02x", name, i, bytes[k]);
			bad += !parsedamaged(what, path, b, len);
			b[i] = was;
		}
	}
	/* a byte dropped at every offset */
	for (size_t i = 0; i + 1 < len; i++, n++) {
		memmove(b + i, b + i + 1, len - i - 1);
		snprintf(what, sizeof(what), "%s without byte %zu", name, i);
		bad += !parsedamaged(what, path, b, len - 1);
		memcpy(b, text, len);
	}
	CHECK(bad == 0, "%s: %d of %d damaged copies handled inconsistently", name, bad, n);
	free(b);
}

static void test_damage(void)
{
	static const unsigned char many[] = {'{', '}', '[', ':', '\n', '&', '*', '!', '"', '#', '-', ' ', '|', 0xff, 0};
	static const unsigned char few[] = {'{', ':', '\n', '&', '*', 0xff};
	struct buf b = {0};
	struct diag d = {0};
	struct spec *s;

	if (readfile("specs/rmsnorm.yaml", YAML_MAX_BYTES, &b) != 0) {
		CHECK(0, "cannot read specs/rmsnorm.yaml");
		return;
	}
	s = spec_parse(b.data, b.len, "specs/rmsnorm.yaml", false, &d);
	CHECK(s != NULL, "specs/rmsnorm.yaml is valid");
	spec_free(s);
	diagfree(&d);
	damage("specs/rmsnorm.yaml", "specs/rmsnorm.yaml", b.data, b.len, many, AK_LEN(many));
	buffree(&b);
	/* the model reaches the parts of the validator that rmsnorm does not */
	damage("the model", "mem/model.yaml", model_yaml, strlen(model_yaml), few, AK_LEN(few));
}

int main(void)
{
	argv0 = "spec_test";
	test_model();
	test_classes();
	test_paths();
	test_limits();
	test_allerrors();
	test_errors_once();
	test_sig_rmsnorm();
	test_sig_model();
	test_sig_xent();
	test_damage();
	return check_done();
}
