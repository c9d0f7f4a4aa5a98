/* emitapi.c: the public header akops.h and each op's dispatcher, from its spec
 *
 * The API function of an op takes its tensors as DLTensors in parameter order
 * (const for role in), its scalars in their C types, and a stream; the sizes
 * come from the tensors. A dispatcher describes the spec as tables that the
 * runtime checks calls against (tool/rt/runtime.cu), checks the scalars,
 * then calls the launcher of the variant the runtime picks. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "emitint.h"
#include "proto.h"
#include "version.h"

static bool istensor(const struct param *p)
{
	return p->role != ROLE_SCALAR;
}

/* the index of param i among the tensors */
static int tensorindex(const struct spec *s, int i)
{
	int n = 0;

	for (int k = 0; k < i; k++)
		n += istensor(&s->params[k]);
	return n;
}

static void upper(struct buf *b, const char *s)
{
	for (; *s; s++)
		bufputc(b, *s >= 'a' && *s <= 'z' ? (char)(*s - 'a' + 'A') : *s);
}

void emit_commenttext(struct buf *b, const char *s, size_t max)
{
	size_t n = 0;

	for (; s && *s && n < max; s++, n++) {
		unsigned char c = (unsigned char)*s;

		/* a space keeps "*" "/" from ending the comment and "/" "*" from nesting one */
		if ((c == '/' && n > 0 && s[-1] == '*') || (c == '*' && n > 0 && s[-1] == '/'))
			bufputc(b, ' ');
		bufputc(b, c < ' ' || c == 0x7f ? ' ' : (char)c);
	}
	if (s && *s)
		bufputs(b, " ...");
}

/* text from outside in a comment, wrapped at spaces into lines of about 88
 * columns, each after the first starting with " * " */
static void wrapped(struct buf *b, const char *s, size_t col)
{
	struct buf t = {0};
	size_t start = 0;

	emit_commenttext(&t, s, 600);
	for (size_t i = 0; t.data && i <= t.len; i++) {
		if (i < t.len && t.data[i] != ' ')
			continue;
		if (col + (i - start) > 88 && col > 3) {
			bufputs(b, "\n *");
			col = 2;
		}
		bufadd(b, t.data + start, i - start);
		col += i - start;
		start = i;
	}
	buffree(&t);
}

/* "akops_status akops_rmsnorm(const DLTensor *x, ..., cudaStream_t stream)" */
static void prototype(const struct spec *s, struct buf *b)
{
	bufprintf(b, "akops_status akops_%s(", s->op);
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];

		if (istensor(p))
			bufprintf(b, "%sDLTensor *%s, ", p->role == ROLE_IN ? "const " : "", p->name);
		else
			bufprintf(b, "%s %s, ", dtinfo(p->type)->c, p->name);
	}
	bufputs(b, "cudaStream_t stream)");
}

/* ---------------------------------------------------------------- akops.h */

static void shapetext(const struct spec *s, const struct param *p, struct buf *b)
{
	bufputc(b, '[');
	for (int d = 0; d < p->ndims; d++) {
		if (p->dims[d].sym >= 0)
			bufprintf(b, "%s%s", d ? ", " : "", s->syms[p->dims[d].sym].name);
		else
			bufprintf(b, "%s%lld", d ? ", " : "", (long long)p->dims[d].size);
	}
	bufputc(b, ']');
}

static void dtypetext(const struct spec *s, int i, struct buf *b)
{
	const struct param *p = &s->params[i];

	if (p->dtypes) {
		for (int t = DT_NONE + 1, n = 0; t < DT_COUNT; t++)
			if (p->dtypes & (1u << t))
				bufprintf(b, "%s%s", n++ ? " | " : "", dtinfo((enum dtype)t)->name);
	} else if (p->same >= 0) {
		bufprintf(b, "the dtype of %s", s->params[p->same].name);
	} else {
		bufputs(b, dtinfo(p->dtype)->name);
	}
}

static void bound(const struct param *p, bool hi, struct buf *b)
{
	double v = hi ? p->range.hi : p->range.lo;

	if (isinf(v))
		bufputs(b, v > 0 ? "inf" : "-inf");
	else if (dtinfo(p->type)->isfloat)
		bufprintf(b, "%g", v);
	else
		bufprintf(b, "%lld", (long long)(hi ? p->range.ihi : p->range.ilo));
}

static void rangetext(const struct param *p, struct buf *b)
{
	bufputc(b, p->range.loopen ? '(' : '[');
	bound(p, false, b);
	bufputs(b, ", ");
	bound(p, true, b);
	bufputc(b, p->range.hiopen ? ')' : ']');
}

static void paramdoc(const struct spec *s, int i, struct buf *b)
{
	static const char *const roles[] = {"in", "out", "inout", "scalar"};
	const struct param *p = &s->params[i];

	bufprintf(b, " *   %-12s %-6s ", p->name, istensor(p) ? roles[p->role] : dtinfo(p->type)->name);
	if (!istensor(p)) {
		bufputs(b, "in ");
		rangetext(p, b);
		if (dtinfo(p->type)->isfloat)
			bufprintf(b, ", default %g\n", p->def);
		else
			bufprintf(b, ", default %lld\n", (long long)p->idef);
		return;
	}
	shapetext(s, p, b);
	bufputs(b, ", ");
	dtypetext(s, i, b);
	if (p->align)
		bufprintf(b, ", %lld-byte aligned", (long long)p->align);
	if (p->layout == LAYOUT_INNER)
		bufputs(b, ", rows strided");
	if (p->layout == LAYOUT_BROADCAST)
		bufputs(b, ", dense or broadcast (stride 0)");
	if (p->vlo || p->vhi)
		bufputs(b, ", values in the spec's range (not checked)");
	bufputc(b, '\n');
}

static void opdoc(const struct emitop *op, struct buf *b)
{
	const struct spec *s = op->s;

	bufprintf(b, "/* %s: ", s->op);
	wrapped(b, s->summary, strlen(s->op) + 5);
	bufputs(b, "\n *\n");
	for (int i = 0; i < s->nparams; i++)
		paramdoc(s, i, b);
	bufputs(b, " *   sizes               ");
	for (int k = 0; k < s->nsyms; k++)
		bufprintf(b, "%s%s in %lld..%lld", k ? ", " : "", s->syms[k].name, (long long)s->syms[k].min,
			  (long long)s->syms[k].max);
	bufputc(b, '\n');
	for (int k = 0; k < s->ncons; k++) {
		bufputs(b, " *   constraint          ");
		emit_commenttext(b, s->conssrc[k], 200);
		bufputc(b, '\n');
	}
	bufputs(b, " */\n");
	prototype(s, b);
	bufputs(b, ";\n\n");
}

void emit_apicommon(struct buf *b)
{
	bufprintf(b, "#include <stdint.h>\n\n#include <cuda_runtime_api.h>\n#include <dlpack/dlpack.h>\n\n"
		     "/* the part of the API that names no operator, the same text in akops.h and\n"
		     " * akops_internal.h: the library's own objects include only the latter, as\n"
		     " * akops.h lists every operator (adding one would rebuild them all) */\n"
		     "#ifndef AKOPS_COMMON_H\n#define AKOPS_COMMON_H\n\n"
		     "#define AKOPS_VERSION \"%s\"\n\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n",
		  AK_VERSION);
	bufputs(b, "/* the element types: each the DLPack type of the same name (lanes 1) */\ntypedef enum akops_dtype {\n");
	for (int t = DT_NONE + 1; t < DT_COUNT; t++) {
		bufputs(b, "\tAKOPS_");
		upper(b, dtinfo((enum dtype)t)->name);
		bufprintf(b, " = %d,\n", t);
	}
	bufputs(b, "} akops_dtype;\n\n");
	bufputs(b, emit_rt_api);
	bufputs(b, "\n#ifdef __cplusplus\n}\n#endif\n\n#endif /* AKOPS_COMMON_H */\n\n");
}

void emit_header(const struct emitop *ops, int nops, struct buf *b)
{
	bufprintf(b, "/* akops.h: the C API of libakops, written by akgen %s from the specs; do not edit.\n"
		     " *\n"
		     " * One function per operator. Tensors are DLPack DLTensors (DLPack 0.6 or later),\n"
		     " * borrowed for the call and never freed; they must be on the current CUDA device,\n"
		     " * dense row-major (NULL strides, or the compact ones), aligned as each operator\n"
		     " * says, with byte_offset counted; a tensor the operator marks \"rows strided\"\n"
		     " * needs only its last dimension dense, its outer strides free in size and order\n"
		     " * (padded rows, a slice, a transposed view) while no two elements overlap. The\n"
		     " * work is queued on stream; the call returns\n"
		     " * when it is queued, or with an error before anything was launched; then\n"
		     " * akops_last_error() says which argument was wrong and why. Every function is\n"
		     " * safe to call from several threads at once; a call takes no lock and\n"
		     " * allocates nothing, and its checks ask the CUDA runtime nothing until they\n"
		     " * have passed (then the current device and, once per device, its compute\n"
		     " * capability).\n"
		     " * The variants of each operator, with their provenance, are listed at the top of\n"
		     " * its dispatcher <op>.cu; akops_variant() tells which one runs on a device. This\n"
		     " * header changes only with the specs, not with the variants.\n"
		     " * Builds as C11 and C++. Link with libakops.a, the CUDA runtime and the C++\n"
		     " * library: `pkg-config --cflags --libs akops`, CMake's find_package(akops) and\n"
		     " * akops::akops, or cc ... libakops.a -lcudart -lstdc++ -lm. */\n"
		     "#ifndef AKOPS_H\n#define AKOPS_H\n\n",
		  AK_VERSION);
	emit_apicommon(b);
	bufputs(b, "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n"
		   "/* ---------------------------------------------------------------- operators */\n\n");
	for (int i = 0; i < nops; i++)
		opdoc(&ops[i], b);
	bufputs(b, "#ifdef __cplusplus\n}\n#endif\n\n#endif\n");
}

/* ---------------------------------------------------------------- <op>.cu */

static void provenance(const struct variant *v, struct buf *b)
{
	const struct prov_variant *pv = &v->pv;

	bufprintf(b, " * %s: %s\n", v->launcher, v->file);
	if (pv->status == PROV_VETTED) {
		bufputs(b, " *   vetted: passed the whole protocol and was timed on ");
		emit_commenttext(b, pv->gpu_name ? pv->gpu_name : "a GPU", 100);
		bufputs(b, " (");
		emit_commenttext(b, pv->gpu_arch ? pv->gpu_arch : v->job->arch, 20);
		bufputs(b, ")\n");
	} else {
		bufprintf(b, " *   compiled only: no GPU of %s judged it; not verified, not timed\n", v->job->arch);
	}
	bufprintf(b, " *   job %lld, attempt %lld, key ", (long long)pv->job_id, (long long)pv->attempt_id);
	emit_commenttext(b, pv->key, 128);
	bufputs(b, "\n *   spec sha256 ");
	emit_commenttext(b, pv->spec_sha256 ? pv->spec_sha256 : "unknown", 64);
	bufputs(b, ", source sha256 ");
	emit_commenttext(b, pv->source_sha256, 64);
	bufputs(b, "\n *   proposer ");
	emit_commenttext(b, pv->proposer ? pv->proposer : "unknown", 200);
	bufputs(b, ", params ");
	emit_commenttext(b, pv->params ? pv->params : "none", 400);
	bufputs(b, "\n *   compiled as ");
	emit_commenttext(b, pv->compile_cmd ? pv->compile_cmd : "unknown", 800);
	bufputc(b, '\n');
	if (pv->registers >= 0)
		bufprintf(b, " *   %lld registers, %lld bytes of static shared memory, %lld bytes spilled\n",
			  (long long)pv->registers, (long long)(pv->smem_bytes > 0 ? pv->smem_bytes : 0),
			  (long long)(pv->spill_bytes > 0 ? pv->spill_bytes : 0));
	for (int i = 0; i < pv->nbench; i++) {
		const struct prov_bench *m = &pv->bench[i];

		bufputs(b, " *   bench ");
		emit_commenttext(b, m->shape, 200);
		if (isnan(m->median_us))
			bufputs(b, ": no time");
		else
			bufprintf(b, ": %.2f us", m->median_us);
		if (!isnan(m->roofline_frac))
			bufprintf(b, ", %.1f%% of the roofline floor", 100 * m->roofline_frac);
		/* the sets at the spec's least alignment, where the harness timed them (explain's words) */
		if (!isnan(m->min_align_median_us) || !isnan(m->min_align_ratio))
			bufputs(b, "; at the spec's least alignment");
		if (!isnan(m->min_align_median_us))
			bufprintf(b, " %.2f us", m->min_align_median_us);
		if (!isnan(m->min_align_ratio))
			bufprintf(b, isnan(m->min_align_median_us) ? " %.2fx" : " (%.2fx)", m->min_align_ratio);
		bufputc(b, '\n');
	}
	bufprintf(b, " *   built here for %s%s\n", v->job->arch, v->ptx ? ", with PTX for newer devices" : "");
}

static void tensortable(const struct spec *s, struct buf *b)
{
	enum dtype dts[DT_COUNT];
	int ndt = spec_jobdtypes(s, dts);

	bufputs(b, "/* name, written, dtype by the call's dtype, layout, align, ndim, dims */\n"
		   "static const struct akr_tensor tensors[] = {\n");
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];
		int bydt[DT_COUNT] = {0};

		if (!istensor(p))
			continue;
		for (int t = 0; t < ndt; t++)
			bydt[dts[t]] = (int)spec_dtype(s, i, dts[t]);
		bufprintf(b, "\t{\"%s\", %d, {", p->name, p->role == ROLE_OUT || p->role == ROLE_INOUT);
		for (int t = 0; t < DT_COUNT; t++)
			bufprintf(b, "%s%d", t ? ", " : "", bydt[t]);
		bufprintf(b, "}, %d, %lld, %d, {", (int)p->layout, (long long)p->align, p->ndims);
		for (int d = 0; d < p->ndims; d++)
			bufprintf(b, "%s{%d, %lld}", d ? ", " : "", p->dims[d].sym,
				  (long long)(p->dims[d].sym >= 0 ? 0 : p->dims[d].size));
		bufputs(b, "}},\n");
	}
	bufputs(b, "};\n\n");
	if (s->nsyms == 0)
		return;
	bufputs(b, "static const struct akr_sym syms[] = {\n");
	for (int k = 0; k < s->nsyms; k++)
		bufprintf(b, "\t{\"%s\", INT64_C(%lld), INT64_C(%lld)},\n", s->syms[k].name, (long long)s->syms[k].min,
			  (long long)s->syms[k].max);
	bufputs(b, "};\n\n");
}

static void varianttable(const struct emitop *op, struct buf *b)
{
	if (op->n == 0) {
		bufputs(b, "/* no variants yet */\n\n");
		return;
	}
	bufputs(b, "/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */\n"
		   "static const struct akr_variant variants[] = {\n");
	for (int i = 0; i < op->n; i++) {
		const struct variant *v = &op->v[i];

		bufprintf(b, "\t{%d, \"%s\", %d, %d, %d, %d, INT64_C(%lld), \"%s\", %d},\n", (int)v->job->dt, v->job->arch,
			  v->cc, (int)v->kind, v->ptx, v->pv.status == PROV_VETTED, (long long)v->pv.attempt_id, v->launcher,
			  v->job->spec->cls < 0 ? 0 : v->job->spec->cls);
	}
	bufputs(b, "};\n\n");
}

/* a name of a constraint as C: sym[k], or the element size of a tensor */
static void consname(void *ctx, const char *name, bool issize, struct buf *b)
{
	const struct spec *s = ctx;

	if (!issize) {
		for (int k = 0; k < s->nsyms; k++)
			if (strcmp(s->syms[k].name, name) == 0)
				bufprintf(b, "sym[%d]", k);
		return;
	}
	for (int i = 0; i < s->nparams; i++)
		if (strcmp(s->params[i].name, name) == 0)
			bufprintf(b, "(int64_t)esize[%d]", tensorindex(s, i));
}

static void constraints(const struct spec *s, struct buf *b)
{
	if (s->ncons == 0)
		return;
	bufputs(b, "/* the spec's constraints */\n"
		   "static int constraints(const int64_t *sym, const int *esize)\n{\n\tint okv = 1, *ok = &okv;\n\n"
		   "\t(void)sym;\n\t(void)esize;\n");
	for (int k = 0; k < s->ncons; k++) {
		bufputs(b, "\t/* ");
		emit_commenttext(b, s->conssrc[k], 200);
		bufputs(b, " */\n\tif (!");
		expr_c(s->cons[k], b, consname, (void *)s);
		bufputs(b, ")\n\t\treturn 0;\n");
	}
	bufputs(b, "\treturn okv;\n}\n\n");
}

/* the shape classes: their names, and the first whose condition holds at a call's
 * sizes, else the default (nclasses; also when a condition overflows: every variant
 * is verified on every shape, so any is right) */
static void classes(const struct spec *s, struct buf *b)
{
	if (s->nclasses == 0)
		return;
	bufputs(b, "/* the spec's shape classes */\nstatic const char *const classes[] = {");
	for (int k = 0; k < s->nclasses; k++)
		bufprintf(b, "%s\"%s\"", k ? ", " : "", s->classes[k].name);
	bufprintf(b, "};\n\nstatic int classof(const int64_t *sym, const int *esize)\n{\n\tint okv = 1, *ok = &okv;\n\n"
		     "\t(void)sym;\n\t(void)esize;\n");
	for (int k = 0; k < s->nclasses; k++) {
		bufputs(b, "\t/* ");
		emit_commenttext(b, s->classes[k].whensrc, 200);
		bufprintf(b, " */\n\tif (");
		expr_c(s->classes[k].when, b, consname, (void *)s);
		bufprintf(b, ")\n\t\treturn okv ? %d : %d;\n\tif (!okv)\n\t\treturn %d;\n", k, s->nclasses, s->nclasses);
	}
	bufprintf(b, "\treturn %d;\n}\n\n", s->nclasses);
}

/* the constraints as a C string: "dim % 2 == 0; ...", or NULL */
static void constext(const struct spec *s, struct buf *b)
{
	if (s->ncons == 0) {
		bufputs(b, "NULL");
		return;
	}
	bufputc(b, '"');
	for (int k = 0; k < s->ncons; k++) {
		if (k)
			bufputs(b, "; ");
		for (const char *c = s->conssrc[k]; *c && c - s->conssrc[k] < 200; c++) {
			if (*c == '"' || *c == '\\')
				bufputc(b, '\\');
			if ((unsigned char)*c >= ' ' && *c != 0x7f)
				bufputc(b, *c);
		}
	}
	bufputc(b, '"');
}

/* one side of a floating scalar's range: an infinite bound (always open)
 * admits every finite value; NaN fails every comparison */
static void floatside(struct buf *b, const char *name, double v, bool open, bool hi)
{
	if (isinf(v))
		bufprintf(b, "%s %s %s1.7976931348623157e+308", name, hi ? "<=" : ">=", hi ? "" : "-");
	else
		bufprintf(b, "%s %s%s %.17g", name, hi ? "<" : ">", open ? "" : "=", v);
}

/* the condition a scalar must meet, as C; empty when it has none */
static void scalarcheck(const struct param *p, struct buf *b)
{
	const struct interval *r = &p->range;
	int64_t tmin = p->type == DT_I32 ? INT32_MIN : INT64_MIN, tmax = p->type == DT_I32 ? INT32_MAX : INT64_MAX;
	int n = 0;

	if (dtinfo(p->type)->isfloat) {
		floatside(b, p->name, r->lo, r->loopen, false);
		bufputs(b, " && ");
		floatside(b, p->name, r->hi, r->hiopen, true);
		return;
	}
	if (!isinf(r->lo) && (r->loopen || r->ilo > tmin))
		bufprintf(b, "%s%s %s INT64_C(%lld)", n++ ? " && " : "", p->name, r->loopen ? ">" : ">=",
			  (long long)r->ilo);
	if (!isinf(r->hi) && (r->hiopen || r->ihi < tmax))
		bufprintf(b, "%s%s %s INT64_C(%lld)", n++ ? " && " : "", p->name, r->hiopen ? "<" : "<=",
			  (long long)r->ihi);
}

static void call(const struct spec *s, const struct variant *v, struct buf *b)
{
	bufprintf(b, "\t\treturn akr_cuda(&akr_op_%s, \"%s\", %s(", s->op, v->launcher, v->launcher);
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];
		int t = tensorindex(s, i);

		if (!istensor(p))
			continue;
		bufprintf(b, "(%s%s *)c.ptr[%d], ", p->role == ROLE_IN ? "const " : "",
			  dtinfo(spec_dtype(s, i, v->job->dt))->cuda, t);
		for (int d = 0; d < spec_nstrides(p); d++)
			bufprintf(b, "c.stride[%d][%d], ", t, d);
	}
	for (int k = 0; k < s->nsyms; k++)
		bufprintf(b, "c.sym[%d], ", k);
	for (int i = 0; i < s->nparams; i++)
		if (!istensor(&s->params[i]))
			bufprintf(b, "%s, ", s->params[i].name);
	bufputs(b, "stream));\n");
}

static void function(const struct emitop *op, struct buf *b)
{
	const struct spec *s = op->s;
	int nt = tensorindex(s, s->nparams);

	bufputs(b, "extern \"C\" ");
	prototype(s, b);
	bufprintf(b, "\n{\n\tconst DLTensor *t[%d] = {", nt);
	for (int i = 0, n = 0; i < s->nparams; i++)
		if (istensor(&s->params[i]))
			bufprintf(b, "%s%s", n++ ? ", " : "", s->params[i].name);
	bufprintf(b, "};\n\tstruct akr_call c;\n\takops_status st = akr_check(&akr_op_%s, t, &c);\n\tint v = -1;\n\n"
		     "\tif (st != AKOPS_OK)\n\t\treturn st;\n", s->op);
	for (int i = 0; i < s->nparams; i++) {
		struct buf cond = {0};

		if (istensor(&s->params[i]))
			continue;
		scalarcheck(&s->params[i], &cond);
		if (cond.len) {
			const struct param *p = &s->params[i];
			struct buf r = {0};

			rangetext(p, &r);
			if (dtinfo(p->type)->isfloat)
				bufprintf(b, "\tif (!(%s))\n\t\treturn akr_fail(&akr_op_%s, AKOPS_ERR_SCALAR_RANGE, "
					     "\"%s = %%g is outside %s\", (double)%s);\n",
					  cond.data, s->op, p->name, r.data, p->name);
			else
				bufprintf(b, "\tif (!(%s))\n\t\treturn akr_fail(&akr_op_%s, AKOPS_ERR_SCALAR_RANGE, "
					     "\"%s = %%lld is outside %s\", (long long)%s);\n",
					  cond.data, s->op, p->name, r.data, p->name);
			buffree(&r);
		} else
			bufprintf(b, "\t(void)%s;\n", s->params[i].name);
		buffree(&cond);
	}
	/* every output empty: checked, and nothing to do */
	bufprintf(b, "\tif (c.empty)\n\t\treturn AKOPS_OK;\n"
		     "\tst = akr_pick(&akr_op_%s, &c, &v);\n\tif (st != AKOPS_OK)\n\t\treturn st;\n", s->op);
	if (op->n == 0) {
		bufprintf(b, "\t(void)stream;\n\treturn akr_fail(&akr_op_%s, AKOPS_ERR_ARCH, \"no variants\");\n}\n",
			  s->op);
		return;
	}
	bufputs(b, "\tswitch (v) {\n");
	for (int i = 0; i < op->n; i++) {
		bufprintf(b, "\tcase %d:\n", i);
		call(s, &op->v[i], b);
	}
	bufprintf(b, "\t}\n\treturn akr_fail(&akr_op_%s, AKOPS_ERR_ARCH, \"no variant %%d\", v);\n}\n", s->op);
}

void emit_dispatcher(const struct emitop *op, struct buf *b)
{
	const struct spec *s = op->s;
	int lead = tensorindex(s, s->lead);

	bufprintf(b, "/* %s.cu: the dispatcher of akops_%s, written by akgen %s from %s; do not edit.\n *\n * ", s->op,
		  s->op, AK_VERSION, s->path);
	wrapped(b, s->summary, 3);
	bufputs(b, "\n *\n * Host code only: it checks a call against the spec, then calls the launcher\n"
		   " * of the variant the runtime picks for the device. Each variant is the\n"
		   " * verbatim source of the attempt the provenance database names:\n *\n");
	for (int i = 0; i < op->n; i++)
		provenance(&op->v[i], b);
	if (op->n == 0)
		bufputs(b, " * (none yet: every call returns AKOPS_ERR_DTYPE_UNSUPPORTED)\n");
	bufputs(b, " */\n#include <cuda_bf16.h>\n#include <cuda_fp16.h>\n#include <stdint.h>\n\n"
		   "#include \"akops_internal.h\"\n\n");
	for (int i = 0; i < op->n; i++)
		sig_launcher(op->v[i].job->spec, op->v[i].job->dt, op->v[i].job->arch, b);
	if (op->n)
		bufputc(b, '\n');
	tensortable(s, b);
	varianttable(op, b);
	constraints(s, b);
	classes(s, b);
	bufprintf(b, "extern \"C\" const struct akr_op akr_op_%s = {\"%s\", tensors, %d, %s, %d, %s, %d, %s, %s, %d, %d, %d, "
		     "%s, ",
		  s->op, s->op, tensorindex(s, s->nparams), s->nsyms ? "syms" : "NULL", s->nsyms,
		  op->n ? "variants" : "NULL", op->n, s->nclasses ? "classof" : "NULL", s->nclasses ? "classes" : "NULL",
		  s->nclasses, lead, s->batch,
		  s->ncons ? "constraints" : "NULL");
	constext(s, b);
	bufputs(b, "};\n\n");
	function(op, b);
}
