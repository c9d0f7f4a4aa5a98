/* specrules.c: what a spec says about results and shapes: tolerances,
 * invariants, the cost model, and the test and bench shapes */
#define _POSIX_C_SOURCE 200809L
#include "specread.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void sp_tolerance(struct ctx *c, const struct ynode *n)
{
	static const char *const keys[] = {"rel", "abs", NULL};
	struct spec *s = c->s;
	char path[64], sub[80];

	if (!sp_wantkind(c, n, "tolerance", Y_MAP, "a mapping of dtype: { rel: R, abs: A }"))
		return;
	for (size_t i = 0; i + 1 < n->n; i += 2) {
		const struct ynode *k = n->kids[i], *v = n->kids[i + 1], *r, *a;
		enum dtype t = dtparse(k->str);
		struct tolerance tol = {true, 0, 0};
		bool ok = true;

		snprintf(path, sizeof(path), "tolerance.%.40s", k->str);
		if (t == DT_NONE || !(s->dtypes & (1u << t)) || !dtinfo(t)->isfloat) {
			if (c->paramsok)
				err(c, k, "tolerance", "found '%s', expected a floating dtype of the job's dtype set", k->str);
			continue;
		}
		if (!sp_wantkind(c, v, path, Y_MAP, "a mapping { rel: R, abs: A }"))
			continue;
		sp_onlykeys(c, v, path, keys);
		r = sp_need(c, v, path, "rel", "the relative error norm bound");
		a = sp_need(c, v, path, "abs", "the largest absolute error");
		if (!r || !a)
			continue;
		snprintf(sub, sizeof(sub), "%s.rel", path);
		ok = sp_getnum(c, r, sub, false, &tol.rel);
		snprintf(sub, sizeof(sub), "%s.abs", path);
		ok = sp_getnum(c, a, sub, false, &tol.abs) && ok;
		if (ok && (tol.rel <= 0 || tol.rel >= 1 || tol.abs < 0)) {
			err(c, v, path, "found rel %g and abs %g, expected 0 < rel < 1 and abs >= 0", tol.rel, tol.abs);
			ok = false;
		}
		if (ok)
			s->tol[t] = tol;
	}
	if (!c->paramsok)
		return;
	for (int t = DT_NONE + 1; t < DT_COUNT; t++)
		if ((s->dtypes & (1u << t)) && dtinfo((enum dtype)t)->isfloat && !s->tol[t].set &&
		    !ymapget(n, dtinfo((enum dtype)t)->name))
			err(c, n, "tolerance", "missing '%s', expected a tolerance for every floating dtype of the set",
			    dtinfo((enum dtype)t)->name);
}

/* a tolerance: a number for every dtype, or a mapping per dtype */
static void gettol(struct ctx *c, struct invariant *iv, const struct ynode *n, const char *path)
{
	const struct spec *s = c->s;

	if (n->kind == Y_SCALAR) {
		double v;

		if (!sp_getnum(c, n, path, false, &v))
			return;
		if (v < 0)
			err(c, n, path, "found %s, expected a tolerance >= 0", n->str);
		for (int t = 0; t < DT_COUNT; t++)
			iv->tol[t] = v;
		return;
	}
	if (!sp_wantkind(c, n, path, Y_MAP, "a number or a mapping of dtype: number"))
		return;
	for (size_t i = 0; i + 1 < n->n; i += 2) {
		enum dtype t = dtparse(n->kids[i]->str);

		if (t == DT_NONE || !(s->dtypes & (1u << t)))
			err(c, n->kids[i], path, "found '%s', expected a dtype of the job's dtype set", n->kids[i]->str);
		else if (sp_getnum(c, n->kids[i + 1], path, false, &iv->tol[t]) && iv->tol[t] < 0)
			err(c, n->kids[i + 1], path, "found %s, expected a tolerance >= 0", n->kids[i + 1]->str);
	}
	for (int t = DT_NONE + 1; t < DT_COUNT; t++)
		if ((s->dtypes & (1u << t)) && !ymapget(n, dtinfo((enum dtype)t)->name))
			err(c, n, path, "missing '%s', expected a tolerance for every dtype of the set",
			    dtinfo((enum dtype)t)->name);
}

void sp_invariants(struct ctx *c, const struct ynode *n)
{
	static const char *const kinds[] = {"row_sum", "nonnegative", "bounded"};
	static const char *const keys[][5] = {
		{"kind", "tensor", "value", "tol", NULL},
		{"kind", "tensor", NULL},
		{"kind", "tensor", "min", "max", NULL},
	};
	struct spec *s = c->s;
	char path[64], sub[96], fb[64];

	if (!sp_wantkind(c, n, "invariants", Y_SEQ, "a list of invariants"))
		return;
	s->invs = xcalloc(n->n, sizeof(s->invs[0]));
	for (size_t i = 0; i < n->n; i++) {
		const struct ynode *in = n->kids[i], *k, *t, *v;
		struct invariant *iv = &s->invs[s->ninvs];
		int kind, p;

		snprintf(path, sizeof(path), "invariants[%zu]", i);
		if (!sp_wantkind(c, in, path, Y_MAP, "a mapping { kind: ..., tensor: ... }"))
			continue;
		snprintf(sub, sizeof(sub), "%s.kind", path);
		k = sp_need(c, in, path, "kind", "row_sum, nonnegative or bounded");
		if (!k || !sp_wantscalar(c, k, sub, "row_sum, nonnegative or bounded"))
			continue;
		for (kind = 0; kind < 3; kind++)
			if (strcmp(k->str, kinds[kind]) == 0)
				break;
		if (kind == 3) {
			err(c, k, sub, "found %s, expected row_sum, nonnegative or bounded", sp_found(k, fb, sizeof(fb)));
			continue;
		}
		iv->kind = (enum invkind)kind;
		sp_onlykeys(c, in, path, keys[kind]);
		snprintf(sub, sizeof(sub), "%s.tensor", path);
		t = sp_need(c, in, path, "tensor", "an output tensor");
		if (!t || !sp_wantscalar(c, t, sub, "an output tensor"))
			continue;
		p = sp_findparam(s, t->str);
		if (p < 0 || s->params[p].role == ROLE_IN || s->params[p].role == ROLE_SCALAR) {
			err(c, t, sub, "found '%s', expected an out or inout tensor", t->str);
			continue;
		}
		iv->tensor = p;
		if (iv->kind == INV_ROW_SUM) {
			snprintf(sub, sizeof(sub), "%s.value", path);
			if ((v = sp_need(c, in, path, "value", "the sum of every row")))
				sp_getnum(c, v, sub, false, &iv->value);
			snprintf(sub, sizeof(sub), "%s.tol", path);
			if ((v = sp_need(c, in, path, "tol", "a number or a mapping per dtype")))
				gettol(c, iv, v, sub);
		} else if (iv->kind == INV_BOUNDED) {
			bool ok = true;

			snprintf(sub, sizeof(sub), "%s.min", path);
			ok &= (v = sp_need(c, in, path, "min", "a number")) && sp_getnum(c, v, sub, false, &iv->min);
			snprintf(sub, sizeof(sub), "%s.max", path);
			ok &= (v = sp_need(c, in, path, "max", "a number")) && sp_getnum(c, v, sub, false, &iv->max);
			if (ok && iv->min > iv->max)
				err(c, in, path, "found min %g > max %g, expected min <= max", iv->min, iv->max);
		}
		s->ninvs++;
	}
}

void sp_cost(struct ctx *c, const struct ynode *n)
{
	static const char *const keys[] = {"bytes", "flops", NULL};
	struct spec *s = c->s;
	const struct ynode *v;

	if (!sp_wantkind(c, n, "cost", Y_MAP, "a mapping { bytes: EXPR, flops: EXPR }"))
		return;
	sp_onlykeys(c, n, "cost", keys);
	if ((v = sp_need(c, n, "cost", "bytes", "an expression of the bytes moved")))
		s->bytes = sp_getexpr(c, v, "cost.bytes", false, true, &s->bytessrc);
	if ((v = sp_need(c, n, "cost", "flops", "an expression of the arithmetic done")))
		s->flops = sp_getexpr(c, v, "cost.flops", false, true, &s->flopssrc);
}

/* a cost expression must evaluate to at least min at a shape, in every job
 * dtype; the first failure is reported once */
static void costcheck(struct ctx *c, const struct ynode *n, const char *path, const struct shape *sh,
		      const struct expr *x, const char *what, int64_t min)
{
	const struct spec *s = c->s;
	struct exprerr e;
	int64_t v;

	if (!x)
		return;
	for (int t = DT_NONE + 1; t < DT_COUNT; t++) {
		if (!(s->dtypes & (1u << t)))
			continue;
		if (!spec_eval(s, x, sh->v, (enum dtype)t, &v, &e)) {
			err(c, n, path, "%s cannot be evaluated here: %s", what, e.msg);
			return;
		}
		if (v < min) {
			err(c, n, path, "%s is %lld here, expected %s", what, (long long)v,
			    min > 0 ? "a positive number" : "a number >= 0");
			return;
		}
	}
}

/* check a shape against symbols, constraints and the cost model */
static void checkshape(struct ctx *c, const struct ynode *n, const char *path, struct shape *sh)
{
	struct spec *s = c->s;
	struct exprerr e;
	char vpath[64];
	int64_t v;

	for (int k = 0; k < s->ncons; k++) {
		if (!spec_eval(s, s->cons[k], sh->v, DT_NONE, &v, &e))
			err(c, n, path, "constraint '%s' cannot be evaluated here: %s", s->conssrc[k], e.msg);
		else if (!v)
			err(c, n, path, "found a shape that breaks the constraint '%s'", s->conssrc[k]);
	}
	if (!c->paramsok)
		return;
	/* an integer tensor's value range must hold at least one value */
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];
		int64_t lo, hi;

		if (!p->vlo || !p->vhi)
			continue;
		snprintf(vpath, sizeof(vpath), "params[%d].values.range", p->index);
		if (!spec_eval(s, p->vlo, sh->v, DT_NONE, &lo, &e) || !spec_eval(s, p->vhi, sh->v, DT_NONE, &hi, &e)) {
			diagf(c->d, p->atrange.line, p->atrange.col, vpath, "cannot be evaluated at %s (line %d): %s",
			      path, n->line, e.msg);
			continue;
		}
		/* open bounds exclude their value; compare without overflowing */
		if (lo > hi || (lo == hi && (p->vloopen || p->vhiopen)) ||
		    (lo < hi && lo + 1 == hi && p->vloopen && p->vhiopen))
			diagf(c->d, p->atrange.line, p->atrange.col, vpath,
			      "found an empty range at %s (line %d), expected at least one value", path, n->line);
	}
	costcheck(c, n, path, sh, s->bytes, "cost.bytes", 1);
	costcheck(c, n, path, sh, s->flops, "cost.flops", 0);
}

static void doshapes(struct ctx *c, const struct ynode *n, const char *what, struct shape *shapes, int *count)
{
	struct spec *s = c->s;
	char path[64], sub[128], fb[64];

	if (!sp_wantkind(c, n, what, Y_SEQ, "a list of shapes such as { rows: 7, cols: 129 }"))
		return;
	if (n->n == 0 || n->n > SPEC_MAX_SHAPES) {
		err(c, n, what, "found %zu shapes, expected 1 to %d", n->n, SPEC_MAX_SHAPES);
		return;
	}
	for (size_t i = 0; i < n->n; i++) {
		const struct ynode *m = n->kids[i];
		struct shape *sh = &shapes[*count];
		bool ok = true, given[SPEC_MAX_SYMS] = {false};

		snprintf(path, sizeof(path), "%s[%zu]", what, i);
		if (!sp_wantkind(c, m, path, Y_MAP, "a shape such as { rows: 7, cols: 129 }"))
			continue;
		sh->line = m->line;
		sh->col = m->col;
		for (size_t j = 0; j + 1 < m->n; j += 2) {
			const struct ynode *k = m->kids[j], *v = m->kids[j + 1];
			int y = sp_findsym(s, k->str);
			int64_t x;

			if (y < 0) {
				err(c, k, path, "found unknown symbol '%s', expected one of the symbols", k->str);
				ok = false;
				continue;
			}
			given[y] = true;
			snprintf(sub, sizeof(sub), "%s.%s", path, k->str);
			if (!sp_getint(c, v, sub, &x)) {
				ok = false;
				continue;
			}
			if (c->symsok && (x < s->syms[y].min || x > s->syms[y].max)) {
				err(c, v, sub, "found %s, expected %lld..%lld", sp_found(v, fb, sizeof(fb)),
				    (long long)s->syms[y].min, (long long)s->syms[y].max);
				ok = false;
			}
			sh->v[y] = x;
		}
		for (int y = 0; y < s->nsyms; y++) {
			if (!given[y]) {
				err(c, m, path, "missing symbol '%s', expected a value for every symbol", s->syms[y].name);
				ok = false;
			}
		}
		if (!ok)
			continue;
		for (int j = 0; j < *count; j++) {
			if (memcmp(shapes[j].v, sh->v, sizeof(sh->v)) == 0) {
				err(c, m, path, "found the same shape as %s[%d], expected each shape once", what, j);
				ok = false;
				break;
			}
		}
		if (!ok)
			continue;
		checkshape(c, m, path, sh);
		(*count)++;
	}
}

void sp_test(struct ctx *c, const struct ynode *n)
{
	struct spec *s = c->s;

	doshapes(c, n, "test", s->tests, &s->ntests);
	if (!c->symsok || n->kind != Y_SEQ || (size_t)s->ntests != n->n)
		return;
	/* the edges of every admitted range are where kernels break */
	for (int y = 0; y < s->nsyms; y++) {
		bool lo = false, hi = false;

		for (int i = 0; i < s->ntests; i++) {
			lo |= s->tests[i].v[y] == s->syms[y].min;
			hi |= s->tests[i].v[y] == s->syms[y].max;
		}
		if (!lo)
			err(c, n, "test", "found no shape with %s = %lld, expected the admitted minimum to be tested",
			    s->syms[y].name, (long long)s->syms[y].min);
		if (!hi)
			err(c, n, "test", "found no shape with %s = %lld, expected the admitted maximum to be tested",
			    s->syms[y].name, (long long)s->syms[y].max);
	}
}

void sp_bench(struct ctx *c, const struct ynode *n)
{
	doshapes(c, n, "bench", c->s->benches, &c->s->nbenches);
}
