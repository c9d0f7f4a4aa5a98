/* proto.c: the C prototypes akgen derives from a spec
 *
 * The order is fixed and documented in specs/README.md: tensors in param
 * order (with its strides after an inner_contiguous or broadcast tensor), then the
 * symbols, then the scalars; the launcher ends with the stream. */
#include "proto.h"

#include <string.h>

/* "sm_90a" -> "sm90a" */
static void archword(const char *arch, struct buf *out)
{
	for (const char *p = arch; *p; p++)
		if (*p != '_')
			bufputc(out, *p);
}

void sig_launcher_name(const struct spec *s, enum dtype dt, const char *arch, struct buf *out)
{
	bufprintf(out, "akops_%s_%s_", s->op, dtinfo(dt)->name);
	archword(arch, out);
	if (*spec_classname(s))
		bufprintf(out, "_%s", spec_classname(s));
}

void sig_variant_file(const struct spec *s, enum dtype dt, const char *arch, struct buf *out)
{
	bufprintf(out, "variants/%s_%s_", s->op, dtinfo(dt)->name);
	archword(arch, out);
	if (*spec_classname(s))
		bufprintf(out, "_%s", spec_classname(s));
	bufputs(out, ".cu");
}

static void sep(struct buf *out, int *n)
{
	bufputs(out, (*n)++ ? ",\n\t" : "\n\t");
}

/* the size and scalar arguments shared by both signatures */
static void tail(const struct spec *s, struct buf *out, int *n, bool reference)
{
	for (int k = 0; k < s->nsyms; k++) {
		sep(out, n);
		bufprintf(out, "int64_t %s", s->syms[k].name);
	}
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];
		const char *t;

		if (p->role != ROLE_SCALAR)
			continue;
		if (reference)
			t = dtinfo(p->type)->isfloat ? "double" : "int64_t";
		else
			t = dtinfo(p->type)->c;
		sep(out, n);
		bufprintf(out, "%s %s", t, p->name);
	}
}

void sig_launcher(const struct spec *s, enum dtype dt, const char *arch, struct buf *out)
{
	int n = 0;

	bufputs(out, "extern \"C\" cudaError_t ");
	sig_launcher_name(s, dt, arch, out);
	bufputc(out, '(');
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];

		if (p->role == ROLE_SCALAR)
			continue;
		sep(out, &n);
		bufprintf(out, "%s%s *%s", p->role == ROLE_IN ? "const " : "", dtinfo(spec_dtype(s, i, dt))->cuda,
			  p->name);
		for (int d = 0; d < spec_nstrides(p); d++) {
			sep(out, &n);
			bufprintf(out, "int64_t %s_stride%d", p->name, d);
		}
	}
	tail(s, out, &n, false);
	sep(out, &n);
	bufputs(out, "cudaStream_t stream);\n");
}

void sig_reference(const struct spec *s, struct buf *out)
{
	int n = 0;

	bufprintf(out, "void akops_ref_%s(", s->op);
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];
		enum dtype t;

		if (p->role == ROLE_SCALAR)
			continue;
		/* a tensor of the job's dtype set is floating by the spec's rules */
		t = spec_dtype(s, i, DT_F64);
		sep(out, &n);
		bufprintf(out, "%s%s *%s", p->role == ROLE_IN ? "const " : "", dtinfo(t)->isfloat ? "double" : "int64_t",
			  p->name);
	}
	tail(s, out, &n, true);
	/* with `columns`, where each of the reference's columns lies in the whole tensor
	 * (the verifier may hand it a sample of them, renumbered), and how many the whole
	 * tensor has: what an op whose output depends on a column's position (a causal
	 * mask) needs */
	if (s->columns >= 0) {
		sep(out, &n);
		bufputs(out, "const int64_t *ak_columns_at");
		sep(out, &n);
		bufputs(out, "int64_t ak_columns_all");
	}
	bufputs(out, ");\n");
}
