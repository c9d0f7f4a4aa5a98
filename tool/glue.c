/* glue.c: the per-job source that ties the generic harness to a spec
 *
 * verify/harness.h is the contract. akgen evaluates here everything that
 * needs the spec's expressions (the cost model and the integer value ranges at
 * every shape), so that the harness needs no expression evaluator, and writes
 * the two calls whose signatures the spec decides: the launcher and the C
 * reference. */
#include "glue.h"

#include <math.h>
#include <string.h>

#include "proto.h"

static const char *hrole(enum role r)
{
	return r == ROLE_IN ? "H_IN" : r == ROLE_OUT ? "H_OUT" : "H_INOUT";
}

static const char *hdtype(enum dtype t)
{
	static const char *const names[DT_COUNT] = {"0", "H_BF16", "H_F16", "H_F32", "H_F64", "H_I32", "H_I64"};

	return names[t];
}

/* a double as C source, infinities and NaN included */
static void cdouble(struct buf *b, double v)
{
	if (isnan(v))
		bufputs(b, "NAN");
	else if (isinf(v))
		bufputs(b, v > 0 ? "HUGE_VAL" : "-HUGE_VAL");
	else
		bufprintf(b, "%.17g", v);
}

void glue_launcher_header(const struct spec *s, enum dtype dt, const char *arch, struct buf *out)
{
	bufputs(out, "/* the launcher a candidate must define, derived by akgen from its spec */\n"
		     "#pragma once\n#include <cuda_runtime.h>\n#include <cuda_bf16.h>\n#include <cuda_fp16.h>\n"
		     "#include <stdint.h>\n\n");
	sig_launcher(s, dt, arch, out);
}

static void calls(const struct spec *s, enum dtype dt, const char *arch, struct buf *b)
{
	struct buf name = {0};
	int t = 0, n = 0;

	sig_launcher_name(s, dt, arch, &name);
	/* a spec without scalars leaves sc unused; the checker's build has no call
	 * of the candidate's, so that none of its code is in that binary */
	bufputs(b, "#ifdef AKH_CHECKER\n#define AKH_LAUNCH NULL\n#else\n#define AKH_LAUNCH launch\n"
		   "static cudaError_t launch(void *const *t, const int64_t *st, const int64_t *sym, const double *sc,\n"
		   "\t\t\t  cudaStream_t stream)\n{\n\t(void)st;\n\t(void)sc;\n\treturn ");
	bufprintf(b, "%s(", name.data);
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];

		if (p->role == ROLE_SCALAR)
			continue;
		bufprintf(b, "%s(%s%s *)t[%d]", n++ ? ", " : "", p->role == ROLE_IN ? "const " : "",
			  dtinfo(spec_dtype(s, i, dt))->cuda, t++);
		/* the strides the harness chose for this call: dense, padded, permuted or
		 * broadcast */
		for (int d = 0; d < spec_nstrides(p); d++)
			bufprintf(b, ", st[%d * H_MAX_DIMS + %d]", t - 1, d);
	}
	for (int k = 0; k < s->nsyms; k++)
		bufprintf(b, "%ssym[%d]", n++ ? ", " : "", k);
	for (int i = 0, c = 0; i < s->nparams; i++)
		if (s->params[i].role == ROLE_SCALAR)
			bufprintf(b, "%s(%s)sc[%d]", n++ ? ", " : "", dtinfo(s->params[i].type)->c, c++);
	bufprintf(b, "%sstream);\n}\n#endif\n\n", n ? ", " : "");

	bufprintf(b, "static void reference(void *const *t, const int64_t *sym, const double *sc, const int64_t *at, "
		     "int64_t all)\n{\n\t(void)sc, (void)at, (void)all;\n\takops_ref_%s(", s->op);
	n = t = 0;
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];

		if (p->role == ROLE_SCALAR)
			continue;
		bufprintf(b, "%s(%s%s *)t[%d]", n++ ? ", " : "", p->role == ROLE_IN ? "const " : "",
			  dtinfo(spec_dtype(s, i, DT_F64))->isfloat ? "double" : "int64_t", t++);
	}
	for (int k = 0; k < s->nsyms; k++)
		bufprintf(b, "%ssym[%d]", n++ ? ", " : "", k);
	for (int i = 0, c = 0; i < s->nparams; i++)
		if (s->params[i].role == ROLE_SCALAR)
			bufprintf(b, "%s(%s)sc[%d]", n++ ? ", " : "", dtinfo(s->params[i].type)->isfloat ? "double" : "int64_t",
				  c++);
	if (s->columns >= 0)
		bufputs(b, ", at, all");
	bufputs(b, ");\n}\n\n");
	buffree(&name);
}

static void tensors(const struct spec *s, enum dtype dt, struct buf *b)
{
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];

		if (p->role == ROLE_SCALAR || !p->nspecial)
			continue;
		bufprintf(b, "static const double special_%d[] = {", i);
		for (int k = 0; k < p->nspecial; k++) {
			bufputs(b, k ? ", " : "");
			cdouble(b, p->special[k]);
		}
		bufputs(b, "};\n");
	}
	bufputs(b, "static const struct h_tensor tensors[] = {\n");
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];
		enum dtype pt;
		int64_t align;

		if (p->role == ROLE_SCALAR)
			continue;
		pt = spec_dtype(s, i, dt);
		align = p->align ? p->align : dtinfo(pt)->size;
		bufprintf(b, "\t{\"%s\", %s, %s, %d, {", p->name, hrole(p->role), hdtype(pt), p->ndims);
		for (int d = 0; d < p->ndims; d++)
			bufprintf(b, "%s%d", d ? ", " : "", p->dims[d].sym);
		bufputs(b, "}, {");
		for (int d = 0; d < p->ndims; d++)
			bufprintf(b, "%s%lld", d ? ", " : "", (long long)(p->dims[d].sym >= 0 ? 0 : p->dims[d].size));
		bufprintf(b, "}, %lld, %d, %d, ", (long long)align,
			  s->batch >= 0 && p->ndims > 0 && p->dims[0].sym == s->batch, p->nspecial);
		if (p->nspecial)
			bufprintf(b, "special_%d", i);
		else
			bufputs(b, "NULL");
		bufprintf(b, ", %d, %d, {", p->vlo != NULL, p->nalso);
		for (int k = 0; k < p->nalso; k++) {
			int sc = 0;

			for (int j = 0; j < p->also[k]; j++)
				sc += s->params[j].role == ROLE_SCALAR;
			bufprintf(b, "%s%d", k ? ", " : "", sc);
		}
		bufprintf(b, "}, %d},\n", (int)p->layout);
	}
	bufputs(b, "};\n\n");
}

static void scalars(const struct spec *s, struct buf *b)
{
	int n = 0;

	bufputs(b, "static const struct h_scalar scalars[] = {\n");
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];

		if (p->role != ROLE_SCALAR)
			continue;
		bufprintf(b, "\t{\"%s\", %d, ", p->name, !dtinfo(p->type)->isfloat);
		if (dtinfo(p->type)->isfloat) {
			cdouble(b, p->def);
			bufputs(b, ", ");
			cdouble(b, p->range.lo);
			bufputs(b, ", ");
			cdouble(b, p->range.hi);
		} else {
			bufprintf(b, "%lld.0, %lld.0, %lld.0", (long long)p->idef, (long long)p->range.ilo,
				  (long long)p->range.ihi);
		}
		bufprintf(b, ", %d, %d, %d},\n", p->range.loopen, p->range.hiopen, p->type == DT_F32);
		n++;
	}
	if (!n)
		bufputs(b, "\t{\"\", 0, 0.0, 0.0, 0.0, 0, 0, 0},\n");
	bufputs(b, "};\n\n");
}

static int tensorindex(const struct spec *s, int param)
{
	int t = 0;

	for (int i = 0; i < param; i++)
		t += s->params[i].role != ROLE_SCALAR;
	return t;
}

static void invariants(const struct spec *s, enum dtype dt, struct buf *b)
{
	static const char *const kinds[] = {"H_INV_ROW_SUM", "H_INV_NONNEGATIVE", "H_INV_BOUNDED"};

	bufputs(b, "static const struct h_invariant inv[] = {\n");
	for (int i = 0; i < s->ninvs; i++) {
		const struct invariant *v = &s->invs[i];

		bufprintf(b, "\t{%s, %d, ", kinds[v->kind], tensorindex(s, v->tensor));
		cdouble(b, v->value);
		bufputs(b, ", ");
		cdouble(b, v->tol[dt]);
		bufputs(b, ", ");
		cdouble(b, v->min);
		bufputs(b, ", ");
		cdouble(b, v->max);
		bufputs(b, "},\n");
	}
	if (!s->ninvs)
		bufputs(b, "\t{0, 0, 0.0, 0.0, 0.0, 0.0},\n");
	bufputs(b, "};\n\n");
}

static int shape(const struct spec *s, enum dtype dt, const struct shape *sh, int bench, int index, struct buf *b)
{
	struct exprerr e;
	int64_t bytes, flops;

	if (!spec_eval(s, s->bytes, sh->v, dt, &bytes, &e) || !spec_eval(s, s->flops, sh->v, dt, &flops, &e)) {
		warn("%s: the cost model cannot be evaluated at %s[%d]: %s", s->path, bench ? "bench" : "test", index,
		     e.msg);
		return -1;
	}
	bufprintf(b, "\t{%d, %d, {", bench, index);
	for (int k = 0; k < s->nsyms; k++)
		bufprintf(b, "%s%lld", k ? ", " : "", (long long)sh->v[k]);
	bufprintf(b, "}, %lld.0, %lld.0, {", (long long)bytes, (long long)flops);
	/* the value ranges of integer inputs, inclusive */
	for (int pass = 0; pass < 2; pass++) {
		int t = 0;

		for (int i = 0; i < s->nparams; i++) {
			const struct param *p = &s->params[i];
			int64_t v = 0;

			if (p->role == ROLE_SCALAR)
				continue;
			if (p->vlo && !spec_eval(s, pass ? p->vhi : p->vlo, sh->v, dt, &v, &e)) {
				warn("%s: the values of %s cannot be evaluated: %s", s->path, p->name, e.msg);
				return -1;
			}
			if (p->vlo)
				v += pass ? -(int64_t)p->vhiopen : (int64_t)p->vloopen;
			bufprintf(b, "%s%lld", t++ ? ", " : "", (long long)v);
		}
		bufputs(b, pass ? "}},\n" : "}, {");
	}
	return 0;
}

int glue_write(const struct spec *s, enum dtype dt, const char *arch, struct buf *b)
{
	struct buf name = {0};
	int ntensors = 0, nscalars = 0;

	sig_launcher_name(s, dt, arch, &name);
	for (int i = 0; i < s->nparams; i++) {
		if (s->params[i].role == ROLE_SCALAR)
			nscalars++;
		else
			ntensors++;
	}
	bufprintf(b, "/* the harness glue for %s, %s, %s: written by akgen from %s; do not edit */\n"
		     "#include <math.h>\n#include <stdint.h>\n\n#include \"harness.h\"\n#include \"launcher.h\"\n\n"
		     "extern \"C\" ",
		  s->op, dtinfo(dt)->name, arch, s->path);
	sig_reference(s, b);
	bufputc(b, '\n');
	calls(s, dt, arch, b);
	bufputs(b, "static const char *const symnames[] = {");
	for (int k = 0; k < s->nsyms; k++)
		bufprintf(b, "%s\"%s\"", k ? ", " : "", s->syms[k].name);
	bufputs(b, "};\n\n");
	tensors(s, dt, b);
	scalars(s, b);
	invariants(s, dt, b);
	bufputs(b, "static const struct h_shape shapes[] = {\n");
	for (int i = 0; i < s->ntests; i++)
		if (shape(s, dt, &s->tests[i], 0, i, b) != 0)
			goto fail;
	for (int i = 0; i < s->nbenches; i++)
		if (shape(s, dt, &s->benches[i], 1, i, b) != 0)
			goto fail;
	bufputs(b, "};\n\n");
	bufprintf(b, "extern \"C\" const struct h_op h_op = {\n\t\"%s\", \"%s\", \"%s\", \"%s\",\n\t%d, symnames, %d, tensors, "
		     "%d, scalars,\n\t",
		  s->op, dtinfo(dt)->name, arch, name.data, s->nsyms, ntensors, nscalars);
	cdouble(b, s->tol[dt].rel);
	bufputs(b, ", ");
	cdouble(b, s->tol[dt].abs);
	bufprintf(b, ",\n\t%d, inv, %d, %d, %d,\n\t%d, shapes, AKH_LAUNCH, reference,\n};\n", s->ninvs, s->batch,
		  s->columns, s->accumulate, s->ntests + s->nbenches);
	buffree(&name);
	return 0;
fail:
	buffree(&name);
	return -1;
}
