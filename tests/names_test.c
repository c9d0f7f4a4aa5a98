/* names_test.c: the names a spec may not use. First a table of names of each
 * class (keywords of C23 and C++20, the C library's, CUDA's, the library's own,
 * the generated code's), each as an op, a param and a symbol. Then the
 * generated code itself: every identifier in the scope where a param's name
 * lands (the API function's body and the prototypes of the API function, the
 * launcher and the reference) and every file-scope akops_NAME, akr_op_NAME and
 * emitted file NAME.cu, read from what akgen emits for the real specs and for a
 * model, must be refused as a param's or an op's name by the validator. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emitint.h"
#include "glue.h"
#include "proto.h"
#include "spec.h"
#include "specs.h"
#include "util.h"

#include "check.h"

enum field { OP, PARAM, SYMBOL };

/* a spec with NAME as its op, a param or a symbol (its name at the line and
 * column where() says) */
static char *specwith(const char *name, enum field f)
{
	const char *sym = f == SYMBOL ? name : "m";

	return xasprintf("op: %s\n"
			 "summary: y = x\n"
			 "symbols:\n  n: 1..64\n  %s: 1..8\n"
			 "params:\n"
			 "  - { name: x, role: in, dtype: [f32], shape: [n, %s] }\n"
			 "  - { name: %s, role: out, dtype: same(x), shape: [n, %s] }\n"
			 "reference: ref/ok.c\n"
			 "tolerance:\n  f32: { rel: 1e-5, abs: 1e-5 }\n"
			 "cost:\n  bytes: 2*n*sizeof(x)\n  flops: n\n"
			 "test:\n  - { n: 1, %s: 1 }\n  - { n: 64, %s: 8 }\n"
			 "bench:\n  - { n: 64, %s: 8 }\n",
			 f == OP ? name : "t1", sym, sym, f == PARAM ? name : "y", sym, sym, sym, sym);
}

/* line and column where the name is in specwith's text */
static void where(enum field f, int *line, int *col)
{
	*line = f == OP ? 1 : f == SYMBOL ? 5 : 8;
	*col = f == OP ? 5 : f == SYMBOL ? 3 : 13;
}

/* the validator's verdict on name in field f: NULL when accepted, else its
 * message at the name's place (or "elsewhere" when the error is not there) */
static char *verdict(const char *name, enum field f)
{
	char *text = specwith(name, f), *path = xasprintf("%s.yaml", f == OP ? name : "t1"), *msg = NULL;
	struct diag d = {0};
	struct spec *s = spec_parse(text, strlen(text), path, false, &d);
	int line, col;

	where(f, &line, &col);
	for (size_t i = 0; i < d.n && !msg; i++)
		if (d.msgs[i].line == line && d.msgs[i].col == col)
			msg = xstrdup(d.msgs[i].text);
	if (!s && !msg)
		msg = xstrdup("elsewhere");
	spec_free(s);
	diagfree(&d);
	free(path);
	free(text);
	return msg;
}

/* ---------------------------------------------------------------- the table */

struct namecase {
	const char *name;
	bool asop, asarg;	/* refused as an op's name, as a param's and a symbol's */
	const char *why;	/* in the message (NULL: only refused) */
};

static const struct namecase cases[] = {
	/* the issue's: the library's own functions, the API function's locals */
	{"version", true, false, "akops_version"},
	{"status_string", true, false, "akops_status_string"},
	{"last_error", true, false, "akops_last_error"},
	{"variant", true, false, "akops_variant"},
	{"variant_info", true, false, "akops_variant_info"},
	{"variant_class", true, false, "akops_variant_class"},
	{"last_variant", true, false, "akops_last_variant"},
	{"status", true, false, "akops_status"},
	{"dtype", true, false, "akops_dtype"},
	{"akops_runtime", true, true, "prefix"},
	{"akops", true, true, "prefix"},
	{"akr_op", true, true, "prefix"},
	{"akh_x", true, true, "prefix"},
	{"c", false, true, "local variable"},
	{"t", false, true, "local variable"},
	{"st", false, true, "local variable"},
	{"v", false, true, "local variable"},
	{"stream", false, true, "last parameter"},
	/* what a launcher's name and a reference's name are made of */
	{"ref_rmsnorm", true, false, "reference"},
	{"rmsnorm_bf16_sm90", true, false, "launcher"},
	{"rmsnorm_f32_sm100a", true, false, "launcher"},
	{"x_i64_sm120f", true, false, "launcher"},
	{"bf16_sm90", false, false, NULL},
	{"rmsnorm_bf16_sm", false, false, NULL},
	{"x_stride0", false, true, "strides"},
	{"cos_tab_stride12", false, true, "strides"},
	{"stride0", false, false, NULL},
	/* C and C++ keywords, C23 and C++20 included */
	{"int", true, true, "keyword of C"},
	{"asm", true, true, "keyword of C++"},
	{"constexpr", true, true, "keyword"},
	{"nullptr", true, true, "keyword"},
	{"alignas", true, true, "keyword"},
	{"typeof_unqual", true, true, "keyword of C"},
	{"char8_t", true, true, "keyword of C++"},
	{"co_await", true, true, "keyword of C++"},
	{"co_yield", true, true, "keyword of C++"},
	{"concept", true, true, "keyword of C++"},
	{"requires", true, true, "keyword of C++"},
	{"consteval", true, true, "keyword of C++"},
	{"constinit", true, true, "keyword of C++"},
	{"xor_eq", true, true, "keyword of C++"},
	{"export", true, true, "keyword of C++"},
	{"final", true, true, "special meaning in C++"},
	{"module", true, true, "special meaning in C++"},
	/* reserved by the C standard, C++ and POSIX; the C library's names */
	{"_Bool", true, true, "keyword of C"},
	{"_x", true, true, "leading underscore"},
	{"__x", true, true, "leading underscore"},
	{"a__b", true, true, "two underscores"},
	{"int64_t", true, true, "_t"},
	{"size_t", true, true, "_t"},
	{"uintptr_t", true, true, "_t"},
	{"NULL", true, true, "C library"},
	{"errno", true, true, "C library"},
	{"stdout", true, true, "C library"},
	{"offsetof", true, true, "C library"},
	{"linux", true, true, "predefine"},
	{"unix", true, true, "predefine"},
	/* CUDA */
	{"threadIdx", true, true, "CUDA built-in"},
	{"blockIdx", true, true, "CUDA built-in"},
	{"blockDim", true, true, "CUDA built-in"},
	{"gridDim", true, true, "CUDA built-in"},
	{"warpSize", true, true, "CUDA built-in"},
	{"__global__", true, true, "CUDA built-in"},
	{"half", true, true, "CUDA built-in"},
	{"nv_bfloat162", true, true, "CUDA built-in"},
	{"dim3", true, true, "CUDA built-in"},
	{"float4", true, true, "vector type"},
	{"ulonglong2", true, true, "vector type"},
	{"double4_32a", true, true, "vector type"},
	/* names that stay free */
	{"w", false, false, NULL},
	{"rows", false, false, NULL},
	{"float5", false, false, NULL},
	{"int64", false, false, NULL},
	{"cos_tab", false, false, NULL},
	{"ignore_index", false, false, NULL},
	{"tensors", false, false, NULL},
	{"rmsnorm", false, false, NULL},
};

static void checkcase(const struct namecase *k, enum field f)
{
	static const char *const fields[] = {"op", "param", "symbol"};
	bool want = f == OP ? k->asop : k->asarg;
	char *msg = verdict(k->name, f);

	CHECK((msg != NULL) == want, "%s as %s: %s", k->name, fields[f], msg ? msg : "accepted");
	if (msg && want) {
		CHECK(strstr(msg, k->name) && strstr(msg, "expected"), "%s as %s: the message names it: %s", k->name,
		      fields[f], msg);
		if (k->why)
			CHECK(strstr(msg, k->why) != NULL, "%s as %s: the message says why (%s): %s", k->name, fields[f],
			      k->why, msg);
	}
	free(msg);
}

static void test_table(void)
{
	for (size_t i = 0; i < AK_LEN(cases); i++)
		for (int f = OP; f <= SYMBOL; f++)
			checkcase(&cases[i], (enum field)f);
}

/* ---------------------------------------------------------------- the generated code */

/* a set of words */
struct words {
	char **v;
	int n;
};

static void addword(struct words *w, const char *s, size_t n)
{
	for (int i = 0; i < w->n; i++)
		if (strlen(w->v[i]) == n && strncmp(w->v[i], s, n) == 0)
			return;
	w->v = xreallocarray(w->v, (size_t)w->n + 1, sizeof(w->v[0]));
	w->v[w->n++] = xstrndup(s, n);
}

static void freewords(struct words *w)
{
	for (int i = 0; i < w->n; i++)
		free(w->v[i]);
	free(w->v);
	memset(w, 0, sizeof(*w));
}

/* what the scan of one file knows */
struct scan {
	const struct spec *s;
	struct words *argscope, *filescope;
	int brace, paren, externc, enumbrace;
	bool member, enumnext, externnext, closed, inapi;
	char fn[128];		/* the function declared at file scope */
	char last[128];		/* the last identifier at file scope */
};

static bool isword(const char *w, const char *s, size_t n)
{
	return strlen(w) == n && strncmp(w, s, n) == 0;
}

/* the spec's own names and what it derives from them */
static bool specname(const struct spec *s, const char *w, size_t n)
{
	for (int i = 0; i < s->nparams; i++)
		if (isword(s->params[i].name, w, n))
			return true;
	for (int k = 0; k < s->nsyms; k++)
		if (isword(s->syms[k].name, w, n))
			return true;
	return false;
}

/* a function whose parameters are the spec's: akops_OP, akops_ref_OP, akops_OP_... */
static bool argfn(const struct spec *s, const char *fn)
{
	size_t n = strlen(s->op);

	if (strncmp(fn, "akops_", 6) != 0)
		return false;
	fn += 6;
	if (strncmp(fn, "ref_", 4) == 0 && strcmp(fn + 4, s->op) == 0)
		return true;
	return strncmp(fn, s->op, n) == 0 && (fn[n] == '\0' || fn[n] == '_');
}

static void ident(struct scan *c, const char *w, size_t n)
{
	bool mine = specname(c->s, w, n);

	if (c->brace == 0 && c->paren == 0) {
		addword(c->filescope, w, n);
		snprintf(c->last, sizeof(c->last), "%.*s", (int)n, w);
		c->enumnext |= isword("enum", w, n);
		c->externnext = isword("extern", w, n);
	} else if (c->brace == 0 && argfn(c->s, c->fn) && !mine) {
		addword(c->argscope, w, n);
	} else if (c->brace == c->enumbrace && c->paren == 0) {
		addword(c->filescope, w, n);
	} else if (c->inapi && !c->member && !mine) {
		addword(c->argscope, w, n);
	}
	c->member = false;
}

static void punct(struct scan *c, const char *p)
{
	switch (*p) {
	case '(':
		if (c->brace == 0 && c->paren == 0)
			snprintf(c->fn, sizeof(c->fn), "%s", c->last);
		c->paren++;
		break;
	case ')':
		c->paren--;
		break;
	case '{':
		if (c->brace == 0 && c->externnext) {
			c->externc++;
			break;
		}
		if (c->brace == 0 && c->enumnext)
			c->enumbrace = 1;
		if (c->brace == 0 && c->closed && strncmp(c->fn, "akops_", 6) == 0 && strcmp(c->fn + 6, c->s->op) == 0)
			c->inapi = true;
		c->brace++;
		break;
	case '}':
		if (c->brace == 0 && c->externc > 0) {
			c->externc--;
			break;
		}
		if (--c->brace == 0) {
			c->inapi = false;
			c->enumbrace = -1;
		}
		break;
	case ';':
		if (c->brace == 0)
			c->enumnext = false;
		break;
	}
	c->member = *p == '.' || (p[0] == '-' && p[1] == '>');
	c->closed = *p == ')';
	if (*p != '{')
		c->externnext = c->externnext && *p == '"';
}

/* past a comment, a string or a character at p; p when there is none */
static const char *skip(const char *p)
{
	if (p[0] == '/' && p[1] == '/')
		return p + strcspn(p, "\n");
	if (p[0] == '/' && p[1] == '*') {
		const char *e = strstr(p + 2, "*/");

		return e ? e + 2 : p + strlen(p);
	}
	if (*p == '"' || *p == '\'') {
		char q = *p++;

		while (*p && *p != q)
			p += p[0] == '\\' && p[1] ? 2 : 1;
		return *p ? p + 1 : p;
	}
	return p;
}

/* only blanks before p on its line */
static bool linestart(const char *text, const char *p)
{
	while (p > text && (p[-1] == ' ' || p[-1] == '\t'))
		p--;
	return p == text || p[-1] == '\n';
}

/* a preprocessor line: the name a #define defines joins both scopes */
static const char *directive(struct scan *c, const char *p)
{
	const char *e = p;

	while (*e && (*e != '\n' || e[-1] == '\\'))
		e++;
	p++;
	p += strspn(p, " \t");
	if (strncmp(p, "define", 6) == 0) {
		p += 6 + strspn(p + 6, " \t");
		addword(c->argscope, p, strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"));
	}
	return e;
}

static void scan(const struct spec *s, const char *text, struct words *argscope, struct words *filescope)
{
	struct scan c = {.s = s, .argscope = argscope, .filescope = filescope, .enumbrace = -1};

	for (const char *p = text; *p;) {
		const char *q = skip(p);

		if (q != p) {
			c.externnext = c.externnext && *p == '"';
			p = q;
		} else if (*p == '#' && linestart(text, p)) {
			p = directive(&c, p);
		} else if (isalpha((unsigned char)*p) || *p == '_') {
			size_t n = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_");

			ident(&c, p, n);
			p += n;
		} else if (isdigit((unsigned char)*p)) {
			c.member = false;
			p += strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.");
		} else if (isspace((unsigned char)*p)) {
			p++;
		} else {
			punct(&c, p);
			p += p[0] == '-' && p[1] == '>' ? 2 : 1;
		}
	}
	CHECK(c.brace == 0 && c.paren == 0 && c.externc == 0, "%s: the scan ends balanced (%d %d %d)", s->op, c.brace,
	      c.paren, c.externc);
}

static const char model_yaml[] =
	"op: model\n"
	"summary: a spec with every kind of param\n"
	"symbols:\n  rows: 1..65536\n  vocab: 2..1048576\n  dim: 2..512\n"
	"constraints:\n  - dim % 2 == 0\n"
	"params:\n"
	"  - { name: x, role: in, dtype: [f32, bf16, f16], shape: [rows, dim], align: 16, layout: inner_contiguous }\n"
	"  - { name: y, role: out, dtype: same(x), shape: [rows, dim], align: 16 }\n"
	"  - { name: target, role: in, dtype: i64, shape: [rows], values: { range: \"[0, vocab)\", also: [ignore] } }\n"
	"  - { name: idx, role: inout, dtype: i32, shape: [rows, 4, vocab], layout: inner_contiguous, align: 8 }\n"
	"  - { name: eps, role: scalar, type: f32, default: 1e-6, range: \"(0, 1)\" }\n"
	"  - { name: ignore, role: scalar, type: i64, default: -100, range: \"[-2147483648, inf)\" }\n"
	"  - { name: scale, role: scalar, type: f64, default: 0.5, range: \"(-inf, inf)\" }\n"
	"  - { name: k, role: scalar, type: i32, default: 3 }\n"
	"reference: ref/model.c\n"
	"tolerance:\n  f32: { rel: 1e-5, abs: 1e-6 }\n  bf16: { rel: 1e-2, abs: 2e-2 }\n  f16: { rel: 2e-3, abs: 0 }\n"
	"cost:\n  bytes: 2*rows*dim*sizeof(x)\n  flops: rows*dim\n"
	"test:\n  - { rows: 1, vocab: 2, dim: 2 }\n  - { rows: 65536, vocab: 1048576, dim: 512 }\n"
	"bench:\n  - { rows: 4096, vocab: 32000, dim: 128 }\n";

/* everything emitted where s's names land, scanned: akops.h, the internal
 * header, the runtime's table of ops, the dispatcher with one variant of each
 * dtype, the launchers' prototypes and the harness glue */
static void emitted(const struct spec *s, struct words *argscope, struct words *filescope)
{
	enum dtype dts[DT_COUNT];
	int ndt = spec_jobdtypes(s, dts);
	struct job jobs[DT_COUNT];
	struct variant vars[DT_COUNT];
	struct emitop op = {s, vars, ndt};
	struct buf b = {0};

	memset(jobs, 0, sizeof(jobs));
	memset(vars, 0, sizeof(vars));
	for (int i = 0; i < ndt; i++) {
		struct buf name = {0}, file = {0};

		jobs[i].spec = s;
		jobs[i].dt = dts[i];
		jobs[i].arch = s->archs[0];
		sig_launcher_name(s, dts[i], s->archs[0], &name);
		sig_variant_file(s, dts[i], s->archs[0], &file);
		vars[i].job = &jobs[i];
		vars[i].launcher = name.data;
		vars[i].file = file.data;
		vars[i].cc = 90;
		vars[i].pv.registers = -1;
	}
	emit_header(&op, 1, &b);
	bufputs(&b, emit_rt_internal);
	bufprintf(&b, "extern \"C\" const struct akr_op akr_op_%s;\n", s->op);
	bufputs(&b, emit_rt_runtime);
	emit_dispatcher(&op, &b);
	for (int i = 0; i < ndt; i++) {
		sig_launcher(s, dts[i], s->archs[0], &b);
		CHECK(glue_write(s, dts[i], s->archs[0], &b) == 0, "%s: the glue", s->op);
	}
	scan(s, b.data, argscope, filescope);
	for (int i = 0; i < ndt; i++) {
		free(vars[i].launcher);
		free(vars[i].file);
	}
	buffree(&b);
}

/* every word of the API function's scope is refused as a param's and a symbol's name */
static void checkargs(const struct spec *s, const struct words *w)
{
	for (int i = 0; i < w->n; i++)
		for (int f = PARAM; f <= SYMBOL; f++) {
			char *msg = verdict(w->v[i], (enum field)f);

			CHECK(msg != NULL, "%s: '%s' is in the scope of its names, but accepted as a %s's name", s->op,
			      w->v[i], f == PARAM ? "param" : "symbol");
			free(msg);
		}
}

/* the op a file-scope identifier of the library would be the API function
 * (akops_NAME) or the table (akr_op_NAME) of: it must be refused, unless it is
 * one of s's own */
static void checkops(const struct spec *s, const struct words *w)
{
	for (int i = 0; i < w->n; i++) {
		const char *id = w->v[i], *op = NULL;
		char *msg;

		if (strncmp(id, "akops_", 6) == 0)
			op = id + 6;
		else if (strncmp(id, "akr_op_", 7) == 0)
			op = id + 7;
		if (!op || !*op || argfn(s, id) || (strncmp(id, "akr_op_", 7) == 0 && strcmp(op, s->op) == 0))
			continue;
		msg = verdict(op, OP);
		CHECK(msg != NULL, "%s: the op '%s' would be the library's %s, but is accepted", s->op, op, id);
		free(msg);
	}
}

/* a file emit writes, NAME.cu, is not some op's dispatcher */
static void checkfiles(const struct specset *set)
{
	DIR *d = opendir("generated");
	struct dirent *e;
	int n = 0;

	CHECK(d != NULL, "generated/ is there");
	while (d && (e = readdir(d))) {
		char *op, *msg;
		bool dispatcher = false;

		if (!hassuffix(e->d_name, ".cu"))
			continue;
		op = xstrndup(e->d_name, strlen(e->d_name) - 3);
		for (int i = 0; i < set->n; i++)
			dispatcher |= strcmp(set->v[i]->op, op) == 0;
		if (!dispatcher) {
			msg = verdict(op, OP);
			CHECK(msg != NULL, "the op '%s' would write generated/%s, but is accepted", op, e->d_name);
			free(msg);
			n++;
		}
		free(op);
	}
	CHECK(n > 0, "generated/ holds a .cu file of the library's own");
	if (d)
		closedir(d);
}

static void test_generated(void)
{
	char **paths = specs_list("specs");
	struct specset set = {0};
	struct diag d = {0};
	struct spec *model = spec_parse(model_yaml, strlen(model_yaml), "model.yaml", false, &d);

	CHECK(paths && specs_load(paths, &set) == 0 && set.n > 0, "the specs load");
	CHECK(model != NULL, "the model parses");
	for (int i = 0; i <= set.n; i++) {
		const struct spec *s = i < set.n ? set.v[i] : model;
		struct words args = {0}, files = {0};

		if (!s)
			continue;
		emitted(s, &args, &files);
		CHECK(args.n > 20 && files.n > 50, "%s: the scan found the scopes (%d, %d words)", s->op, args.n,
		      files.n);
		checkargs(s, &args);
		checkops(s, &files);
		freewords(&args);
		freewords(&files);
	}
	checkfiles(&set);
	spec_free(model);
	diagfree(&d);
	specs_free(&set);
	specs_freelist(paths);
}

int main(void)
{
	test_table();
	test_generated();
	return check_done();
}
