/* ref_test.c: checks every reference in specs/ref against values worked out by hand or
 * in closed form, adversarial ones included (huge logits, -inf masks, all -inf rows,
 * large magnitudes), and those of specs/staging/ (operators not in the library yet). The
 * prototypes come from ref_proto.h and ref_proto_staging.h, which the build derives from
 * the specs, so a reference that drifts from its spec does not compile here.
 * Prints "N passed, M failed" and exits 1 if any case failed. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ref_proto.h"
#include "ref_proto_staging.h"

#include "check.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define INF INFINITY
#define LN2 0.69314718055994530942
#define LN3 1.0986122886681096914
#define LN4 1.3862943611198906188

/* relative tolerance of every closed form */
static const double rtol = 1e-12;
/* what outputs are filled with before a call: no case expects it, so an element the
 * reference leaves unwritten fails */
static const double sentinel = 12345.678;


/* a copy of n doubles in a buffer of exactly that size, so ASan sees any overrun */
static double *dup(const double *src, int64_t n)
{
	double *p = malloc((size_t)n * sizeof *p);

	if (!p) {
		perror("malloc");
		exit(2);
	}
	memcpy(p, src, (size_t)n * sizeof *p);
	return p;
}

/* n doubles all set to v */
static double *filled(int64_t n, double v)
{
	double *p = malloc((size_t)n * sizeof *p);

	if (!p) {
		perror("malloc");
		exit(2);
	}
	for (int64_t i = 0; i < n; i++)
		p[i] = v;
	return p;
}

/* want and got agree: both NaN, the same infinity, or within rtol relative + atol */
static bool near(double want, double got, double atol)
{
	if (isnan(want))
		return isnan(got);
	if (isinf(want))
		return got == want;
	return fabs(got - want) <= rtol * fabs(want) + atol;
}

/* compare n elements of one output; print the first few mismatches; true if all agree */
static bool agree(const char *name, const char *out, const double *want, const double *got,
                  int64_t n, double atol)
{
	int bad = 0;

	for (int64_t i = 0; i < n; i++) {
		if (near(want[i], got[i], atol))
			continue;
		if (bad++ < 4)
			printf("FAIL %s: %s[%lld] expected %.17g, got %.17g\n", name, out,
			       (long long)i, want[i], got[i]);
	}
	return bad == 0;
}

static void verdict(bool ok)
{
	if (ok)
		passed++;
	else
		failed++;
}

/* ---- softmax: rows of hand-computed probabilities ---- */

static const struct {
	const char *name;
	int64_t rows, cols;
	double x[8], want[8];
} softmax_cases[] = {
	{ "single", 1, 1, { 5 }, { 1 } },
	{ "uniform row", 1, 5, { 3, 3, 3, 3, 3 }, { 0.2, 0.2, 0.2, 0.2, 0.2 } },
	{ "log ratios", 1, 3, { 0, LN2, LN3 }, { 1.0 / 6, 2.0 / 6, 3.0 / 6 } },
	{ "1e4 uniform (naive exp overflows)", 1, 4, { 1e4, 1e4, 1e4, 1e4 },
	  { 0.25, 0.25, 0.25, 0.25 } },
	{ "+-1e4", 1, 2, { 1e4, -1e4 }, { 1, 0 } },
	{ "1e4 shifted by 1", 1, 2, { 1e4, 1e4 - 1 },
	  { 0.73105857863000487925, 0.26894142136999512075 } },
	{ "+-30", 1, 2, { 30, -30 }, { 1, 8.7565107626965203385e-27 } },
	{ "-inf entry", 1, 3, { -INF, 0, 0 }, { 0, 0.5, 0.5 } },
	{ "all -inf row is NaN, next row fine", 2, 3, { -INF, -INF, -INF, 1e4, 1e4, -INF },
	  { NAN, NAN, NAN, 0.5, 0.5, 0 } },
	{ "+inf entry makes a NaN row, as PyTorch", 1, 2, { INF, 0 }, { NAN, NAN } },
	{ "rows independent", 2, 2, { 0, 0, 0, 1e4 }, { 0.5, 0.5, 0, 1 } },
};

static void test_softmax(void)
{
	for (size_t k = 0; k < LEN(softmax_cases); k++) {
		int64_t n = softmax_cases[k].rows * softmax_cases[k].cols;
		double *x = dup(softmax_cases[k].x, n), *y = filled(n, sentinel);

		akops_ref_softmax(x, y, softmax_cases[k].rows, softmax_cases[k].cols);
		verdict(agree(softmax_cases[k].name, "y", softmax_cases[k].want, y, n, 0));
		free(x);
		free(y);
	}

	/* a long uniform row: every element exactly 2^-18 */
	int64_t n = 262144;
	double *x = filled(n, -30), *y = filled(n, sentinel), *want = filled(n, 1.0 / 262144);

	akops_ref_softmax(x, y, 1, n);
	verdict(agree("long uniform row", "y", want, y, n, 0));

	/* an irregular row of 1000: in [0, 1], summing to 1 */
	n = 1000;
	for (int64_t i = 0; i < n; i++)
		x[i] = 20 * sin((double)i);
	akops_ref_softmax(x, y, 1, n);
	double sum = 0;
	bool ok = true;
	for (int64_t i = 0; i < n; i++) {
		sum += y[i];
		ok = ok && y[i] >= 0 && y[i] <= 1;
	}
	if (!ok || !near(1, sum, 0))
		printf("FAIL softmax row sum: expected 1 in [0, 1] elements, got %.17g%s\n", sum,
		       ok ? "" : " and an element outside [0, 1]");
	verdict(ok && near(1, sum, 0));
	free(x);
	free(y);
	free(want);
}

/* ---- cross_entropy: losses and means worked out by hand ---- */

static const struct {
	const char *name;
	int64_t rows, vocab, ignore;
	double x[8];
	int64_t t[4];
	double loss[4], mean;
} ce_cases[] = {
	{ "uniform logits, one ignored", 3, 2, -100, { 0, 0, 0, 0, 0, 0 }, { 0, 1, -100 },
	  { LN2, LN2, 0 }, LN2 },
	{ "uniform over 4", 2, 4, -100, { 7, 7, 7, 7, -1, -1, -1, -1 }, { 3, 0 }, { LN4, LN4 },
	  LN4 },
	{ "1e4 logits (naive exp overflows)", 2, 3, -100, { 1e4, 0, -1e4, 1e4, 0, -1e4 },
	  { 0, 2 }, { 0, 2e4 }, 1e4 },
	{ "1e4 tie", 1, 2, -100, { 1e4, 1e4 }, { 1 }, { LN2 }, LN2 },
	{ "+-30", 1, 2, -100, { 30, -30 }, { 1 }, { 60 }, 60 },
	{ "-inf logit not the target", 1, 3, -100, { 0, -INF, 0 }, { 2 }, { LN2 }, LN2 },
	{ "-inf target logit", 1, 2, -100, { 0, -INF }, { 1 }, { INF }, INF },
	{ "+inf logit is NaN, as PyTorch", 1, 2, -100, { INF, 0 }, { 1 }, { NAN }, NAN },
	{ "all -inf row is NaN", 2, 2, -100, { -INF, -INF, 0, 0 }, { 0, 1 }, { NAN, LN2 }, NAN },
	{ "all ignored: mean NaN", 2, 2, -100, { 1, 2, 3, 4 }, { -100, -100 }, { 0, 0 }, NAN },
	{ "ignore_index inside the vocab", 2, 3, 2, { 5, 6, 7, 0, 0, 0 }, { 2, 1 }, { 0, LN3 },
	  LN3 },
	{ "ignore_index -1, NaN logits ignored", 2, 2, -1, { NAN, NAN, 0, 0 }, { -1, 0 },
	  { 0, LN2 }, LN2 },
	{ "vocab 1", 2, 1, -100, { -3, 1e4 }, { 0, 0 }, { 0, 0 }, 0 },
	{ "mean of two", 2, 2, -100, { 0, 0, 1e4, -1e4 }, { 0, 1 }, { LN2, 2e4 },
	  (LN2 + 2e4) / 2 },
};

static void test_cross_entropy(void)
{
	for (size_t k = 0; k < LEN(ce_cases); k++) {
		int64_t rows = ce_cases[k].rows, vocab = ce_cases[k].vocab;
		double *x = dup(ce_cases[k].x, rows * vocab);
		double *loss = filled(rows, sentinel), *mean = filled(1, sentinel);
		int64_t *t = malloc((size_t)rows * sizeof *t);

		if (!t) {
			perror("malloc");
			exit(2);
		}
		memcpy(t, ce_cases[k].t, (size_t)rows * sizeof *t);
		akops_ref_cross_entropy(x, t, loss, mean, rows, vocab, ce_cases[k].ignore);
		bool ok = agree(ce_cases[k].name, "loss", ce_cases[k].loss, loss, rows, 0);
		ok = agree(ce_cases[k].name, "mean", &ce_cases[k].mean, mean, 1, 0) && ok;
		verdict(ok);
		free(x);
		free(t);
		free(loss);
		free(mean);
	}
}

/* ---- rmsnorm: y = x / sqrt(ms + eps) * w with each row's mean square ms by hand ---- */

static const struct {
	const char *name;
	int64_t rows, cols;
	double eps, x[16], w[16], ms[2];
} rms_cases[] = {
	{ "constant row", 1, 5, 1e-6, { 3, 3, 3, 3, 3 }, { 1, 2, -0.5, 0, 4 }, { 9 } },
	{ "3 4", 1, 2, 1e-6, { 3, 4 }, { 1, -2 }, { 12.5 } },
	{ "zero row", 1, 3, 1e-6, { 0, 0, 0 }, { 1, 1, 1 }, { 0 } },
	{ "single element", 1, 1, 1e-5, { -7 }, { 2 }, { 49 } },
	{ "+-1e4 (squares overflow f16)", 1, 4, 1e-6, { 1e4, -1e4, 1e4, -1e4 }, { 1, 1, 1, 1 },
	  { 1e8 } },
	{ "one 1e4 spike in 16", 1, 16, 1e-6, { 1e4 },
	  { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 }, { 6250000 } },
	{ "rows independent", 2, 2, 0.5, { 2, 2, -1, 1 }, { 1, 3 }, { 4, 1 } },
};

static void test_rmsnorm(void)
{
	for (size_t k = 0; k < LEN(rms_cases); k++) {
		int64_t rows = rms_cases[k].rows, cols = rms_cases[k].cols, n = rows * cols;
		double *x = dup(rms_cases[k].x, n), *w = dup(rms_cases[k].w, cols);
		double *y = filled(n, sentinel), *want = filled(n, 0);

		for (int64_t i = 0; i < n; i++)
			want[i] = x[i] / sqrt(rms_cases[k].ms[i / cols] + rms_cases[k].eps) *
			          w[i % cols];
		akops_ref_rmsnorm(x, w, y, rows, cols, rms_cases[k].eps);
		verdict(agree(rms_cases[k].name, "y", want, y, n, 0));
		free(x);
		free(w);
		free(y);
		free(want);
	}

	/* a long constant row c: y = c / sqrt(c^2 + eps) * w */
	int64_t n = 4096;
	double *x = filled(n, 1e4), *w = filled(n, -2), *y = filled(n, sentinel);
	double *want = filled(n, 1e4 / sqrt(1e8 + 1e-6) * -2);

	akops_ref_rmsnorm(x, w, y, 1, n, 1e-6);
	verdict(agree("long constant row 1e4", "y", want, y, n, 0));
	free(x);
	free(w);
	free(y);
	free(want);
}

/* ---- layernorm: each row's mean and biased variance by hand ---- */

static const struct {
	const char *name;
	int64_t rows, cols;
	double eps, x[8], w[8], b[8], mean[2], var[2];
} ln_cases[] = {
	{ "1 2 3 4", 1, 4, 1e-5, { 1, 2, 3, 4 }, { 1, 1, 2, -1 }, { 0, 0.5, 0, 1 }, { 2.5 },
	  { 1.25 } },
	{ "1 2 3 4 offset by 1e4 (one-pass variance cancels)", 1, 4, 1e-5,
	  { 10001, 10002, 10003, 10004 }, { 1, 1, 2, -1 }, { 0, 0.5, 0, 1 }, { 10002.5 },
	  { 1.25 } },
	{ "constant row gives the bias", 1, 3, 1e-5, { 1e4, 1e4, 1e4 }, { 5, 6, 7 },
	  { 0.25, -1, 3 }, { 1e4 }, { 0 } },
	{ "single element gives the bias", 1, 1, 1e-5, { -5 }, { 2 }, { 0.75 }, { -5 }, { 0 } },
	{ "rows independent", 2, 2, 1e-5, { -1, 1, 0, 4 }, { 1, 2 }, { 0, 1 }, { 0, 2 },
	  { 1, 4 } },
};

static void test_layernorm(void)
{
	for (size_t k = 0; k < LEN(ln_cases); k++) {
		int64_t rows = ln_cases[k].rows, cols = ln_cases[k].cols, n = rows * cols;
		double *x = dup(ln_cases[k].x, n), *w = dup(ln_cases[k].w, cols);
		double *b = dup(ln_cases[k].b, cols);
		double *y = filled(n, sentinel), *want = filled(n, 0);

		for (int64_t i = 0; i < n; i++) {
			int64_t r = i / cols, c = i % cols;

			want[i] = (x[i] - ln_cases[k].mean[r]) /
			          sqrt(ln_cases[k].var[r] + ln_cases[k].eps) * w[c] + b[c];
		}
		akops_ref_layernorm(x, w, b, y, rows, cols, ln_cases[k].eps);
		verdict(agree(ln_cases[k].name, "y", want, y, n, 0));
		free(x);
		free(w);
		free(b);
		free(y);
		free(want);
	}
}

/* ---- rope: tables of exact 0 and 1 turn the rotation into a permutation ---- */

static const struct {
	const char *name;
	int64_t batch, heads, seq, dim;
	double x[24], cos[8], sin[8], want[24];
} rope_cases[] = {
	{ "dim 2, identity", 1, 1, 1, 2, { 3, -4 }, { 1, 1 }, { 0, 0 }, { 3, -4 } },
	{ "dim 2, quarter turn", 1, 1, 1, 2, { 3, -4 }, { 0, 0 }, { 1, 1 }, { 4, 3 } },
	{ "dim 2, half turn", 1, 1, 1, 2, { 3, -4 }, { -1, -1 }, { 0, 0 }, { -3, 4 } },
	{ "dim 4, mixed columns", 1, 1, 1, 4, { 1, 2, 3, 4 }, { 0, 1, 0, 1 }, { 1, 0, 1, 0 },
	  { -3, 2, 1, 4 } },
	{ "dim 4, scaled", 1, 1, 1, 4, { 1, 2, 3, 4 }, { 2, 0, 0, 0.5 }, { 0, 1, 1, 0 },
	  { 2, -4, 1, 2 } },
	{ "indexing: batch 2, heads 3, seq 2 (seq 0 identity, seq 1 quarter turn)", 2, 3, 2, 2,
	  { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
	    24 },
	  { 1, 1, 0, 0 }, { 0, 0, 1, 1 },
	  { 1, 2, -4, 3, 5, 6, -8, 7, 9, 10, -12, 11, 13, 14, -16, 15, 17, 18, -20, 19, 21, 22,
	    -24, 23 } },
};

static void test_rope(void)
{
	for (size_t k = 0; k < LEN(rope_cases); k++) {
		int64_t seq = rope_cases[k].seq, dim = rope_cases[k].dim;
		int64_t n = rope_cases[k].batch * rope_cases[k].heads * seq * dim;
		double *x = dup(rope_cases[k].x, n), *y = filled(n, sentinel);
		double *c = dup(rope_cases[k].cos, seq * dim);
		double *s = dup(rope_cases[k].sin, seq * dim);

		akops_ref_rope(x, c, s, y, rope_cases[k].batch, rope_cases[k].heads, seq, dim);
		verdict(agree(rope_cases[k].name, "y", rope_cases[k].want, y, n, 0));
		free(x);
		free(y);
		free(c);
		free(s);
	}

	/* dim 8, pair j (j, j+4) turned by angle 0.4 (j+1): each pair is that rotation of the
	 * plane, so its length is kept */
	double xv[8] = { 1, -2, 0.5, 3, 2, 1, -1, 0.25 }, cv[8], sv[8], want[8];
	for (int j = 0; j < 4; j++) {
		double a = 0.4 * (j + 1);

		cv[j] = cv[j + 4] = cos(a);
		sv[j] = sv[j + 4] = sin(a);
		want[j] = xv[j] * cos(a) - xv[j + 4] * sin(a);
		want[j + 4] = xv[j] * sin(a) + xv[j + 4] * cos(a);
	}
	double *x = dup(xv, 8), *c = dup(cv, 8), *s = dup(sv, 8), *y = filled(8, sentinel);
	akops_ref_rope(x, c, s, y, 1, 1, 1, 8);
	bool ok = agree("dim 8 rotation by angles", "y", want, y, 8, 1e-15);
	for (int j = 0; j < 4; j++) {
		double in = hypot(xv[j], xv[j + 4]), out = hypot(y[j], y[j + 4]);

		if (!near(in, out, 0)) {
			printf("FAIL rope pair %d length: expected %.17g, got %.17g\n", j, in, out);
			ok = false;
		}
	}
	verdict(ok);
	free(x);
	free(c);
	free(s);
	free(y);
}

/* ---- silu_and_mul ---- */

static const struct {
	const char *name;
	int64_t rows, cols;
	double gate[8], up[8], want[8];
} silu_cases[] = {
	{ "small values", 1, 4, { 0, 1, -2, -1 }, { 5, 2, 1, 4 },
	  { 0, 1.4621171572600097585, -0.23840584404423511881, -1.0757656854799804830 } },
	{ "large positive gate is the identity", 1, 2, { 1e4, 30 }, { 3, -1 },
	  { 3e4, -29.999999999997192713 } },
	{ "large negative gate is zero, not NaN", 1, 3, { -1e4, -1e4, -30 }, { 7, 1e4, 1 },
	  { 0, 0, -2.8072868906517896862e-12 } },
	{ "infinite gates, as PyTorch", 1, 2, { INF, -INF }, { 2, 1 }, { INF, NAN } },
	{ "rows independent", 2, 2, { 0, 0, 1e4, 1e4 }, { 1, 2, 3, 4 }, { 0, 0, 3e4, 4e4 } },
};

static void test_silu_and_mul(void)
{
	for (size_t k = 0; k < LEN(silu_cases); k++) {
		int64_t n = silu_cases[k].rows * silu_cases[k].cols;
		double *g = dup(silu_cases[k].gate, n), *u = dup(silu_cases[k].up, n);
		double *y = filled(n, sentinel);

		akops_ref_silu_and_mul(g, u, y, silu_cases[k].rows, silu_cases[k].cols);
		verdict(agree(silu_cases[k].name, "y", silu_cases[k].want, y, n, 0));
		free(g);
		free(u);
		free(y);
	}
}

/* ---- gelu_tanh: values from 40-digit arithmetic ---- */

static const double gelu_x[] = { 0, 1, -1, 2, -2, 0.5, 30, -30, 1e4, -1e4 };
static const double gelu_want[] = {
	0, 0.84119199060827670478, -0.15880800939172329522, 1.9545976940877750188,
	-0.045402305912224981219, 0.34571400982514392204, 30, 0, 1e4, 0,
};

static void test_gelu_tanh(void)
{
	int64_t n = (int64_t)LEN(gelu_x);
	double *x = dup(gelu_x, n), *y = filled(n, sentinel);

	akops_ref_gelu_tanh(x, y, n);
	verdict(agree("gelu_tanh known values", "y", gelu_want, y, n, 0));
	free(x);
	free(y);

	/* gelu(x) - gelu(-x) = x, since tanh is odd */
	n = 64;
	x = filled(2 * n, 0);
	y = filled(2 * n, sentinel);
	double *want = filled(n, 0), *got = filled(n, 0);
	for (int64_t i = 0; i < n; i++) {
		x[i] = 0.1 * (double)(i + 1);
		x[n + i] = -x[i];
		want[i] = x[i];
	}
	akops_ref_gelu_tanh(x, y, 2 * n);
	for (int64_t i = 0; i < n; i++)
		got[i] = y[i] - y[n + i];
	verdict(agree("gelu_tanh odd part is x/2", "gelu(x) - gelu(-x)", want, got, n, 1e-15));
	free(x);
	free(y);
	free(want);
	free(got);
}

/* ---- gelu_and_mul: the gelu_tanh values above, times up, in a 2 x 5 block ---- */

static void test_gelu_and_mul(void)
{
	int64_t n = (int64_t)LEN(gelu_x);
	double *g = dup(gelu_x, n), *u = filled(n, 0), *y = filled(n, sentinel), *want = filled(n, 0);

	for (int64_t i = 0; i < n; i++) {
		u[i] = i % 2 ? -0.5 * (double)i : 3.0;
		want[i] = gelu_want[i] * u[i];
	}
	akops_ref_gelu_and_mul(g, u, y, 2, n / 2);
	verdict(agree("gelu_and_mul known values", "y", want, y, n, 1e-15));
	free(g);
	free(u);
	free(y);
	free(want);
}

/* ---- add_rmsnorm: the sum by hand, then rmsnorm of it with its mean square by hand ---- */

static const struct {
	const char *name;
	int64_t rows, cols;
	double eps, x[8], r[8], w[4], sum[8], ms[2];
} addrms_cases[] = {
	{ "1 2 + 2 2", 1, 2, 1e-6, { 1, 2 }, { 2, 2 }, { 1, -2 }, { 3, 4 }, { 12.5 } },
	{ "1e4 cancels", 1, 2, 1e-6, { 1e4, 1 }, { -1e4, 1 }, { 3, 1 }, { 0, 2 }, { 2 } },
	{ "constant sum", 1, 3, 1e-6, { 1, 1, 1 }, { 2, 2, 2 }, { 1, 2, 3 }, { 3, 3, 3 }, { 9 } },
	{ "zero sum", 1, 2, 1e-6, { 1, -2 }, { -1, 2 }, { 1, 1 }, { 0, 0 }, { 0 } },
	{ "rows independent", 2, 2, 1e-6, { 0.5, 0.5, 1e4, 1e4 }, { 0.5, 0.5, 1e4, 1e4 },
	  { 1, -1 }, { 1, 1, 2e4, 2e4 }, { 1, 4e8 } },
};

static void test_add_rmsnorm(void)
{
	for (size_t k = 0; k < LEN(addrms_cases); k++) {
		int64_t rows = addrms_cases[k].rows, cols = addrms_cases[k].cols, n = rows * cols;
		double *x = dup(addrms_cases[k].x, n), *r = dup(addrms_cases[k].r, n);
		double *w = dup(addrms_cases[k].w, cols);
		double *sum = filled(n, sentinel), *y = filled(n, sentinel), *want = filled(n, 0);

		for (int64_t i = 0; i < n; i++) {
			double rms = sqrt(addrms_cases[k].ms[i / cols] + addrms_cases[k].eps);

			want[i] = addrms_cases[k].sum[i] / rms * w[i % cols];
		}
		akops_ref_add_rmsnorm(x, r, w, sum, y, rows, cols, addrms_cases[k].eps);
		bool ok = agree(addrms_cases[k].name, "sum", addrms_cases[k].sum, sum, n, 0);
		ok = agree(addrms_cases[k].name, "y", want, y, n, 0) && ok;
		verdict(ok);
		free(x);
		free(r);
		free(w);
		free(sum);
		free(y);
		free(want);
	}
}

/* ---- gemm (specs/staging): products worked out by hand ---- */

static const struct {
	const char *name;
	int64_t m, n, k;
	double x[8], w[8], want[8];
} gemm_cases[] = {
	{ "1x1x1", 1, 1, 1, { 3 }, { -2 }, { -6 } },
	/* x [2, 3], w [2, 3]: y = x w^T, w's rows are y's columns */
	{ "2x2x3", 2, 2, 3, { 1, 2, 3, 4, 5, 6 }, { 1, 0, -1, 2, 1, 0 }, { -2, 4, -2, 13 } },
	/* a row of w against two rows of x, k = 4: w is not transposed a second time */
	{ "2x1x4", 2, 1, 4, { 1, 1, 1, 1, 1, 2, 3, 4 }, { 1, -1, 1, -1 }, { 0, -2 } },
	/* m = 1, n = 3, k = 2: one row of y */
	{ "1x3x2", 1, 3, 2, { 2, -3 }, { 1, 1, 0, 1, 4, 0 }, { -1, -3, 8 } },
	/* exact cancellation of large terms: summed in order, 1e16 + 1 - 1e16 is 0 in
	 * double, as the reference sums (a reviewer reads it as documented) */
	{ "cancel", 1, 1, 3, { 1e16, 1, -1e16 }, { 1, 1, 1 }, { 0 } },
	{ "inf times 0 is NaN", 1, 2, 1, { INF }, { 0, 1 }, { NAN, INF } },
};

static void test_gemm(void)
{
	for (size_t c = 0; c < LEN(gemm_cases); c++) {
		int64_t m = gemm_cases[c].m, n = gemm_cases[c].n, k = gemm_cases[c].k;
		double *x = dup(gemm_cases[c].x, m * k), *w = dup(gemm_cases[c].w, n * k);
		double *y = filled(m * n, sentinel);

		int64_t at[8];

		for (int64_t j = 0; j < n; j++)
			at[j] = j;
		akops_ref_gemm(x, w, y, m, n, k, at, n);
		verdict(agree(gemm_cases[c].name, "y", gemm_cases[c].want, y, m * n, 0));
		free(x);
		free(w);
		free(y);
	}
}

/* ---- gemm_nn, gemm_f32, gemm_bias_act, gemm_bias_act_residual (specs/staging) ---- */

/* gelu_tanh and silu at 1, -2.5 and 3, from their closed forms: 0.5 z (1 + tanh(sqrt(2/pi)
 * (z + 0.044715 z^3))) and z / (1 + e^-z) */
#define GELU_1 0.8411919906082768
#define GELU_M25 (-0.015084266089998577)
#define SILU_1 0.7310585786300049
#define SILU_M25 (-0.18964545005310887)
#define SILU_3 2.8577223804672998

static const struct {
	const char *name;
	int64_t m, n, k, act;
	double x[4], w[6], b[4], r[4], want[4], wantr[4];
} epi_cases[] = {
	/* x [1, 2], w [3, 2] (gemm's case 1x3x2): sums -1, -3, 8; with b: 1, -2.5, 1 */
	{ "none", 1, 3, 2, 0, { 2, -3 }, { 1, 1, 0, 1, 4, 0 }, { 2, 0.5, -7 }, { 0.25, -1, 3 },
	  { 1, -2.5, 1 }, { 1.25, -3.5, 4 } },
	{ "gelu_tanh", 1, 3, 2, 1, { 2, -3 }, { 1, 1, 0, 1, 4, 0 }, { 2, 0.5, -7 }, { 0.25, -1, 3 },
	  { GELU_1, GELU_M25, GELU_1 }, { GELU_1 + 0.25, GELU_M25 - 1, GELU_1 + 3 } },
	{ "silu", 1, 3, 2, 2, { 2, -3 }, { 1, 1, 0, 1, 4, 0 }, { 2, 0.5, -7 }, { 0.25, -1, 3 },
	  { SILU_1, SILU_M25, SILU_1 }, { SILU_1 + 0.25, SILU_M25 - 1, SILU_1 + 3 } },
	/* x [2, 1], w [2, 1]: sums 3, -1 / 6, -2; the bias a column's, the residual an
	 * element's: z = 0, 1 / 3, 0 */
	{ "two rows", 2, 2, 1, 2, { 1, 2 }, { 3, -1 }, { -3, 2 }, { 1, 2, 3, 4 }, { 0, SILU_1, SILU_3, 0 },
	  { 1, SILU_1 + 2, SILU_3 + 3, 4 } },
};

static void test_gemm_forms(void)
{
	int64_t at[8];

	for (int64_t j = 0; j < 8; j++)
		at[j] = j;
	/* gemm's cases again: gemm_f32 is the same sum, gemm_nn the same with w stored
	 * [k][n] */
	for (size_t c = 0; c < LEN(gemm_cases); c++) {
		int64_t m = gemm_cases[c].m, n = gemm_cases[c].n, k = gemm_cases[c].k;
		double *x = dup(gemm_cases[c].x, m * k), *w = dup(gemm_cases[c].w, n * k);
		double *wt = filled(n * k, 0), *y = filled(m * n, sentinel);

		for (int64_t j = 0; j < n; j++)
			for (int64_t kk = 0; kk < k; kk++)
				wt[kk * n + j] = w[j * k + kk];
		akops_ref_gemm_f32(x, w, y, m, n, k, at, n);
		verdict(agree(gemm_cases[c].name, "gemm_f32 y", gemm_cases[c].want, y, m * n, 0));
		free(y);
		y = filled(m * n, sentinel);
		akops_ref_gemm_nn(x, wt, y, m, n, k, at, n);
		verdict(agree(gemm_cases[c].name, "gemm_nn y", gemm_cases[c].want, y, m * n, 0));
		free(x);
		free(w);
		free(wt);
		free(y);
	}
	for (size_t c = 0; c < LEN(epi_cases); c++) {
		int64_t m = epi_cases[c].m, n = epi_cases[c].n, k = epi_cases[c].k;
		double *x = dup(epi_cases[c].x, m * k), *w = dup(epi_cases[c].w, n * k);
		double *b = dup(epi_cases[c].b, n), *r = dup(epi_cases[c].r, m * n);
		double *y = filled(m * n, sentinel);

		akops_ref_gemm_bias_act(x, w, b, y, m, n, k, epi_cases[c].act, at, n);
		verdict(agree(epi_cases[c].name, "gemm_bias_act y", epi_cases[c].want, y, m * n, 0));
		free(y);
		y = filled(m * n, sentinel);
		akops_ref_gemm_bias_act_residual(x, w, b, r, y, m, n, k, epi_cases[c].act, at, n);
		verdict(agree(epi_cases[c].name, "gemm_bias_act_residual y", epi_cases[c].wantr, y, m * n, 0));
		free(x);
		free(w);
		free(b);
		free(r);
		free(y);
	}
}

/* ---- attention_fwd and attention_fwd_causal (specs/staging): softmax weights worked out
 * by hand, on head dims of 2 (the reference takes any d; the spec admits 64, 128, 256) ---- */

/* one call of either reference: q [b, h, sq, d], k and v [b, hkv, skv, d]; queries
 * at positions at[] of all; returns whether output and lse agree with want and wlse */
static bool attn(const char *name, bool causal, int64_t b, int64_t h, int64_t hkv, int64_t sq, int64_t skv,
		 int64_t d, double scale, const double *q, const double *k, const double *v, const int64_t *at,
		 int64_t all, const double *want, const double *wlse)
{
	double *qq = dup(q, b * h * sq * d), *kk = dup(k, b * hkv * skv * d), *vv = dup(v, b * hkv * skv * d);
	double *o = filled(b * h * sq * d, sentinel), *lse = filled(b * h * sq, sentinel);
	bool ok;

	if (causal)
		akops_ref_attention_fwd_causal(qq, kk, vv, o, lse, b, h, hkv, sq, skv, d, scale, at, all);
	else
		akops_ref_attention_fwd(qq, kk, vv, o, lse, b, h, hkv, sq, skv, d, scale, at, all);
	ok = agree(name, "output", want, o, b * h * sq * d, 0);
	ok = agree(name, "lse", wlse, lse, b * h * sq, 0) && ok;
	free(qq), free(kk), free(vv), free(o), free(lse);
	return ok;
}

static void test_attention(void)
{
	static const int64_t at01[] = {0, 1}, at0[] = {0}, at1[] = {1};
	const double e = exp(1.0), s1 = 1.0 / (1.0 + e), s2 = e / (1.0 + e);

	/* one key: output is its value, lse its score */
	verdict(attn("one key", false, 1, 1, 1, 1, 1, 2, 0.5, (double[]){2, 3}, (double[]){1, -1},
		     (double[]){7, -5}, at0, 1, (double[]){7, -5}, (double[]){-0.5}));
	/* scores 0 and 1 (scale 1): weights 1 / (1 + e) and e / (1 + e), lse log(1 + e) */
	verdict(attn("two keys", false, 1, 1, 1, 1, 2, 2, 1.0, (double[]){1, 0}, (double[]){0, 5, 1, 5},
		     (double[]){10, 0, 0, 10}, at0, 1, (double[]){10 * s1, 10 * s2}, (double[]){log(1.0 + e)}));
	/* scores 1000 and 0: no overflow, the first key's value exactly, lse 1000 */
	verdict(attn("huge score", false, 1, 1, 1, 1, 2, 2, 1.0, (double[]){1000, 0}, (double[]){1, 0, 0, 1},
		     (double[]){3, 4, -8, 9}, at0, 1, (double[]){3, 4}, (double[]){1000}));
	/* the same key first small then huge: the running maximum is rescaled, not lost */
	verdict(attn("growing maximum", false, 1, 1, 1, 1, 2, 2, 1.0, (double[]){1000, 0}, (double[]){0, 1, 1, 0},
		     (double[]){-8, 9, 3, 4}, at0, 1, (double[]){3, 4}, (double[]){1000}));
	/* grouped heads: 4 query heads over 2 kv heads of one key each, heads 0 and 1 on kv
	 * head 0, heads 2 and 3 on kv head 1; two batch entries of their own values */
	verdict(attn("grouped heads", false, 2, 4, 2, 1, 1, 2, 1.0, (double[]){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
		     (double[]){0, 0, 0, 0, 0, 0, 0, 0}, (double[]){1, 2, 3, 4, 5, 6, 7, 8}, at0, 1,
		     (double[]){1, 2, 1, 2, 3, 4, 3, 4, 5, 6, 5, 6, 7, 8, 7, 8}, (double[]){0, 0, 0, 0, 0, 0, 0, 0}));
	/* causal, sq = 2 and skv = 3, all scores 0: the mask ends at the last key, so query 0
	 * sees keys 0 and 1 (their mean), query 1 all three (their mean); lse log 2, log 3 */
	static const double cq[] = {0, 0, 0, 0}, ck[] = {0, 0, 0, 0, 0, 0}, cv[] = {3, 0, 5, 6, -2, 9};
	verdict(attn("causal", true, 1, 1, 1, 2, 3, 2, 1.0, cq, ck, cv, at01, 2, (double[]){4, 3, 2, 5},
		     (double[]){LN2, LN3}));
	/* the same queries one at a time, as a sample renumbers them: each is told its place */
	verdict(attn("causal sampled, first", true, 1, 1, 1, 1, 3, 2, 1.0, cq, ck, cv, at0, 2, (double[]){4, 3},
		     (double[]){LN2}));
	verdict(attn("causal sampled, last", true, 1, 1, 1, 1, 3, 2, 1.0, cq, ck, cv, at1, 2, (double[]){2, 5},
		     (double[]){LN3}));
	/* the same without the mask: every query sees the three keys */
	verdict(attn("not causal", false, 1, 1, 1, 2, 3, 2, 1.0, cq, ck, cv, at01, 2, (double[]){2, 5, 2, 5},
		     (double[]){LN3, LN3}));
	/* causal, one query at the end of four keys (a decode step): it sees them all */
	verdict(attn("causal decode", true, 1, 1, 1, 1, 4, 2, 1.0, cq, (double[]){0, 0, 0, 0, 0, 0, 0, 0},
		     (double[]){1, 0, 3, 0, 5, 0, 7, 0}, at0, 1, (double[]){4, 0}, (double[]){LN4}));
}

int main(void)
{
	test_softmax();
	test_cross_entropy();
	test_rmsnorm();
	test_layernorm();
	test_rope();
	test_silu_and_mul();
	test_gelu_tanh();
	test_gelu_and_mul();
	test_add_rmsnorm();
	test_gemm();
	test_gemm_forms();
	test_attention();
	return check_done();
}
