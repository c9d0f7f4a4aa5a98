/* compare.c: akgen compare-import, bench/compare.py's JSON recorded in the provenance
 * database (compare.h)
 *
 * compare.py (on the GPU machine) times akops against PyTorch eager and torch.compile
 * in one process and writes every number and its environment as JSON. This reads such
 * a file strictly, the fields it records and nothing looser: bounded sizes, every
 * string of a bounded length, every time a finite positive number with p10 <= median
 * <= p90, every op, dtype and arch a job of the specs and every shape that op's
 * symbols, the GPU's compute capability the arch; a file that breaks one is refused,
 * naming the field. The rows name the file (its path as given and the sha256 of its
 * bytes), the GPU, the PyTorch version and the command compare.py recorded, and the
 * library it called with --lib. No path of the machine that ran compare.py is
 * recorded: the library is named by its file name (its sha256 and version say which
 * it is), and each argument of the command that is an absolute path by its file name.
 * A candidate's times name the recorded attempt whose source has the sha256
 * compare.py gives for it. Every file of one command is recorded in one transaction,
 * or none is. */
#define _POSIX_C_SOURCE 200809L
#include "compare.h"

#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmdline.h"
#include "prov.h"
#include "sha256.h"
#include "util.h"
#include "version.h"

/* the most ops of a file, shapes of an op, implementations of a shape, warnings of one */
#define CMP_OPS 256
#define CMP_IMPLS 16
#define CMP_WARNINGS 16
/* the longest strings: a name or version, a label, a text (an error, a method), a command */
#define CMP_NAME 256
#define CMP_TEXT 4096
#define CMP_COMMAND 16384

/* a file being checked: the first thing wrong with it */
struct ck {
	const char *file;
	struct buf why;
};

static bool bad(struct ck *k, const char *where, const char *fmt, ...) AK_PRINTF(3, 4);

static bool bad(struct ck *k, const char *where, const char *fmt, ...)
{
	va_list ap;

	if (k->why.len)
		return false;
	bufprintf(&k->why, "%s%s", where, *where ? ": " : "");
	va_start(ap, fmt);
	bufvprintf(&k->why, fmt, ap);
	va_end(ap);
	return false;
}

/* a string of at most max bytes, no control byte unless text; *out NULL when absent
 * and optional */
static bool str(struct ck *k, json_t *o, const char *key, const char *where, size_t max, bool need, bool text,
		const char **out)
{
	json_t *v = json_object_get(o, key);
	const char *s;

	*out = NULL;
	if (!v || (json_is_null(v) && !need))
		return need ? bad(k, where, "no \"%s\"", key) : true;
	if (!json_is_string(v))
		return bad(k, where, "\"%s\" is not a string", key);
	s = json_string_value(v);
	if (json_string_length(v) > max)
		return bad(k, where, "\"%s\" is longer than %zu bytes", key, max);
	if (json_string_length(v) == 0 && need)
		return bad(k, where, "\"%s\" is empty", key);
	for (size_t i = 0; !text && i < json_string_length(v); i++)
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f)
			return bad(k, where, "\"%s\" holds a control character", key);
	*out = s;
	return true;
}

/* a finite number above 0 (an integer literal too); NaN when absent and optional */
static bool posnum(struct ck *k, json_t *o, const char *key, const char *where, bool need, double *out)
{
	json_t *v = json_object_get(o, key);

	*out = NAN;
	if (!v || (json_is_null(v) && !need))
		return need ? bad(k, where, "no \"%s\"", key) : true;
	if (!json_is_number(v))
		return bad(k, where, "\"%s\" is not a number", key);
	*out = json_number_value(v);
	if (!isfinite(*out) || *out <= 0)
		return bad(k, where, "\"%s\" is %g: not a finite number above 0", key, *out);
	return true;
}

/* an integer in [lo, hi]; -1 when absent and optional */
static bool integer(struct ck *k, json_t *o, const char *key, const char *where, bool need, int64_t lo, int64_t hi,
		    int64_t *out)
{
	json_t *v = json_object_get(o, key);

	*out = -1;
	if (!v || (json_is_null(v) && !need))
		return need ? bad(k, where, "no \"%s\"", key) : true;
	if (!json_is_integer(v))
		return bad(k, where, "\"%s\" is not an integer", key);
	if (json_integer_value(v) < lo || json_integer_value(v) > hi)
		return bad(k, where, "\"%s\" is %lld: not in [%lld, %lld]", key, (long long)json_integer_value(v),
			   (long long)lo, (long long)hi);
	*out = json_integer_value(v);
	return true;
}

/* an object, or (optional) absent or null: *out NULL then */
static bool object(struct ck *k, json_t *o, const char *key, const char *where, bool need, json_t **out)
{
	json_t *v = json_object_get(o, key);

	*out = NULL;
	if (!v || json_is_null(v))
		return need ? bad(k, where, "no \"%s\"", key) : true;
	if (!json_is_object(v))
		return bad(k, where, "\"%s\" is not an object", key);
	*out = v;
	return true;
}

/* an array of at most max entries, or (optional) absent: *out NULL then */
static bool array(struct ck *k, json_t *o, const char *key, const char *where, bool need, size_t max, json_t **out)
{
	json_t *v = json_object_get(o, key);

	*out = NULL;
	if (!v || (json_is_null(v) && !need))
		return need ? bad(k, where, "no \"%s\"", key) : true;
	if (!json_is_array(v))
		return bad(k, where, "\"%s\" is not an array", key);
	if (json_array_size(v) > max)
		return bad(k, where, "\"%s\" has %zu entries, more than %zu", key, json_array_size(v), max);
	*out = v;
	return true;
}

static bool ishex64(const char *s)
{
	return s && strlen(s) == 64 && strspn(s, "0123456789abcdef") == 64;
}

/* compare.py's date, "YYYY-MM-DDTHH:MM:SSZ" (UTC), so that dates order as text */
static bool isdate(const char *s)
{
	static const char form[] = "dddd-dd-ddTdd:dd:ddZ";

	if (!s || strlen(s) != sizeof(form) - 1)
		return false;
	for (size_t i = 0; form[i]; i++)
		if (form[i] == 'd' ? s[i] < '0' || s[i] > '9' : s[i] != form[i])
			return false;
	return true;
}

/* an arch as the specs write it: sm_, digits, and a or f for the arch-specific
 * features; the length of its digits' part into *base */
static bool isarch(const char *s, size_t *base)
{
	size_t n = s ? strlen(s) : 0, d = n > 3 ? strspn(s + 3, "0123456789") : 0;

	*base = 3 + d;
	return s && n <= 8 && strncmp(s, "sm_", 3) == 0 && d >= 2 &&
	       (3 + d == n || (3 + d + 1 == n && (s[n - 1] == 'a' || s[n - 1] == 'f')));
}

/* an op timed from a candidate file: the sha256 of its source, and its rows (of the
 * file's times, from first up to last) */
struct cand {
	const char *op, *sha;
	int first, last;
};

/* one file, checked and in the form of its rows */
struct cfile {
	const char *path;
	struct buf data;
	json_t *root;
	char sha[65];
	struct prov_comparison c;
	struct prov_comparison_time *t;
	struct cand *cands;
	char **own;		/* the strings made here (shapes, warnings), freed with the file */
	int nt, ncands, nown, nops, nshapes;
	int nbounds;		/* rows of kind copy: checked, not recorded */
};

static const char *keep(struct cfile *f, char *s)
{
	f->own = xreallocarray(f->own, (size_t)f->nown + 1, sizeof(f->own[0]));
	f->own[f->nown++] = s;
	return s;
}

static void cfree(struct cfile *f)
{
	for (int i = 0; i < f->nown; i++)
		free(f->own[i]);
	free(f->own);
	free(f->cands);
	free(f->t);
	json_decref(f->root);
	buffree(&f->data);
}

/* the spec of op among the plan's jobs, and whether it has the job (op, dtype, arch) */
static const struct spec *specof(const struct plan *plan, const char *op, const char *dtype, const char *arch,
				 bool *job)
{
	const struct spec *s = NULL;

	*job = false;
	for (int i = 0; i < plan->n; i++) {
		const struct job *j = &plan->v[i];

		if (strcmp(j->spec->op, op) != 0)
			continue;
		s = j->spec;
		if (strcmp(dtinfo(j->dt)->name, dtype) == 0 && strcmp(j->arch, arch) == 0)
			*job = true;
	}
	return s;
}

/* a shape's symbols: exactly the spec's, each a size in [1, SPEC_MAX_SYM_VALUE]; its
 * JSON with the keys sorted (as the measurements' shape column) into *out */
static bool shapeof(struct ck *k, const struct spec *s, json_t *sh, const char *where, char **out)
{
	json_t *sym, *v;
	const char *name;

	*out = NULL;
	if (!object(k, sh, "sym", where, true, &sym))
		return false;
	if (json_object_size(sym) != (size_t)s->nsyms)
		return bad(k, where, "\"sym\" has %zu symbols, the spec of %s %d", json_object_size(sym), s->op, s->nsyms);
	for (int i = 0; i < s->nsyms; i++)
		if (!json_object_get(sym, s->syms[i].name))
			return bad(k, where, "\"sym\" has no %s, a symbol of the spec of %s", s->syms[i].name, s->op);
	json_object_foreach(sym, name, v)
		if (!json_is_integer(v) || json_integer_value(v) < 1 || json_integer_value(v) > SPEC_MAX_SYM_VALUE)
			return bad(k, where, "\"sym\": %s is not a size from 1 to %lld", name, (long long)SPEC_MAX_SYM_VALUE);
	*out = json_dumps(sym, JSON_COMPACT | JSON_SORT_KEYS);
	return *out != NULL || bad(k, where, "\"sym\" cannot be written as JSON");
}

static void addtime(struct cfile *f, const struct prov_comparison_time *t)
{
	f->t = xreallocarray(f->t, (size_t)f->nt + 1, sizeof(f->t[0]));
	f->t[f->nt++] = *t;
}

/* one implementation of a shape into a row */
static bool impl(struct ck *k, struct cfile *f, json_t *im, const char *where, struct prov_comparison_time *t,
		 const char *shape_error)
{
	json_t *time, *w;
	const char *kind;

	if (!json_is_object(im))
		return bad(k, where, "not an object");
	if (!str(k, im, "impl", where, CMP_NAME, true, false, &t->impl) ||
	    !str(k, im, "kind", where, 16, true, false, &kind) || !object(k, im, "time", where, false, &time) ||
	    !str(k, im, "error", where, CMP_TEXT, false, true, &t->error) ||
	    !str(k, im, "check_text", where, CMP_NAME, false, true, &t->check_text) ||
	    !str(k, im, "variant", where, CMP_TEXT, false, true, &t->variant) ||
	    !array(k, im, "warnings", where, false, CMP_WARNINGS, &w))
		return false;
	/* copy: compare.py's copy_ of a small call's bytes, a bound beside the
	 * implementations, not one: checked as they are, not recorded */
	if (strcmp(kind, "candidate") != 0 && strcmp(kind, "eager") != 0 && strcmp(kind, "compile") != 0 &&
	    strcmp(kind, "copy") != 0)
		return bad(k, where, "\"kind\" is \"%s\", not candidate, eager, compile or copy", kind);
	t->kind = kind;
	if (w) {
		size_t i;
		json_t *x;

		json_array_foreach(w, i, x)
			if (!json_is_string(x) || json_string_length(x) > CMP_TEXT)
				return bad(k, where, "\"warnings\"[%zu] is not a string of at most %d bytes", i, CMP_TEXT);
		if (json_array_size(w) > 0)
			t->warnings = keep(f, json_dumps(w, JSON_COMPACT));
	}
	if (time) {
		char tw[CMP_NAME + 64];
		const char *method;

		xsnprintf(tw, sizeof(tw), "%s.time", where);
		if (!posnum(k, time, "median_us", tw, true, &t->median_us) ||
		    !posnum(k, time, "p10_us", tw, true, &t->p10_us) || !posnum(k, time, "p90_us", tw, true, &t->p90_us) ||
		    !integer(k, time, "n", tw, true, 1, INT32_MAX, &t->calls) ||
		    !str(k, time, "method", tw, 16, true, false, &method))
			return false;
		if (!(t->p10_us <= t->median_us && t->median_us <= t->p90_us))
			return bad(k, tw, "p10_us %g, median_us %g, p90_us %g: not in that order", t->p10_us, t->median_us,
				   t->p90_us);
		if (strcmp(method, "cupti") != 0 && strcmp(method, "events") != 0)
			return bad(k, tw, "\"method\" is \"%s\", not cupti or events", method);
		t->method = method;
	} else if (!t->error) {
		t->error = shape_error ? shape_error : "not timed";
	}
	return true;
}

/* one shape of an op: its implementations into rows */
static bool shape(struct ck *k, struct cfile *f, const struct spec *s, json_t *sh, const char *where,
		  const struct prov_comparison_time *base)
{
	const char *shape_error, *label;
	json_t *ims, *im;
	char *key;
	int64_t min_bytes;
	size_t i;
	int cand = 0, comp = 0, first = f->nt;

	if (!json_is_object(sh))
		return bad(k, where, "not an object");
	if (!shapeof(k, s, sh, where, &key))
		return false;
	keep(f, key);
	for (int r = 0; r < f->nt; r++)
		if (strcmp(f->t[r].op, base->op) == 0 && strcmp(f->t[r].shape, key) == 0)
			return bad(k, where, "the shape %s of %s a second time", key, base->op);
	if (!str(k, sh, "error", where, CMP_TEXT, false, true, &shape_error) ||
	    !str(k, sh, "label", where, CMP_NAME, false, false, &label) ||
	    !integer(k, sh, "min_bytes", where, false, 1, INT64_MAX, &min_bytes) ||
	    !array(k, sh, "impls", where, false, CMP_IMPLS, &ims))
		return false;
	json_array_foreach(ims, i, im) {
		struct prov_comparison_time t = *base;
		char iw[CMP_NAME + 32];

		xsnprintf(iw, sizeof(iw), "%s.impls[%zu]", where, i);
		t.shape = key;
		t.label = label;
		t.min_bytes = min_bytes;
		if (!impl(k, f, im, iw, &t, shape_error))
			return false;
		if (strcmp(t.kind, "copy") == 0) {
			f->nbounds++;
			continue;
		}
		for (int r = first; r < f->nt; r++)
			if (strcmp(f->t[r].impl, t.impl) == 0)
				return bad(k, iw, "\"impl\" \"%s\" a second time in the shape", t.impl);
		cand += strcmp(t.kind, "candidate") == 0;
		comp += strcmp(t.kind, "compile") == 0;
		if (cand > 1 || comp > 1)
			return bad(k, iw, "a second %s implementation in the shape", t.kind);
		if (strcmp(t.kind, "candidate") != 0) {
			t.variant = NULL;
			t.attempt_id = -1;
		} else if (!t.variant) {
			t.variant = base->variant;
		}
		addtime(f, &t);
	}
	f->nshapes += json_array_size(ims) > 0;
	return true;
}

/* one op: its spec, its variant, its shapes */
static bool op(struct ck *k, struct cfile *f, const struct plan *plan, json_t *o, const char *where)
{
	struct prov_comparison_time base;
	const struct spec *s;
	const char *dtype, *status = NULL, *csha;
	json_t *variant, *info, *shapes, *sh;
	bool job;
	size_t i;
	int first = f->nt;

	if (!json_is_object(o))
		return bad(k, where, "not an object");
	prov_comparison_time_init(&base);
	if (!str(k, o, "op", where, CMP_NAME, true, false, &base.op) ||
	    !str(k, o, "dtype", where, 16, false, false, &dtype) || !str(k, o, "status", where, 64, false, false, &status) ||
	    !object(k, o, "variant", where, false, &variant) ||
	    !str(k, o, "candidate_sha256", where, 64, false, false, &csha) ||
	    !array(k, o, "shapes", where, false, SPEC_MAX_SHAPES, &shapes))
		return false;
	if (csha && !ishex64(csha))
		return bad(k, where, "\"candidate_sha256\" is not 64 lowercase hex digits");
	if (dtype && strcmp(dtype, f->c.dtype) != 0)
		return bad(k, where, "\"dtype\" is %s, the file's %s", dtype, f->c.dtype);
	s = specof(plan, base.op, f->c.dtype, f->c.arch, &job);
	if (!s)
		return bad(k, where, "op %s: no spec of that name ('akgen plan' lists the jobs)", base.op);
	if (!job)
		return bad(k, where, "op %s: no job %s %s %s in the specs ('akgen plan' lists them)", base.op, base.op,
			   f->c.dtype, f->c.arch);
	if (variant) {
		char vw[CMP_NAME];

		xsnprintf(vw, sizeof(vw), "%s.variant", where);
		if (!str(k, variant, "text", vw, CMP_TEXT, false, true, &base.variant) ||
		    !object(k, variant, "info", vw, false, &info) ||
		    (info && !integer(k, info, "attempt_id", vw, false, 1, INT64_MAX, &base.attempt_id)))
			return false;
	}
	if (csha && base.attempt_id > 0)
		return bad(k, where, "both \"candidate_sha256\" and \"variant.info.attempt_id\": a candidate or a "
			   "library's variant, not both");
	json_array_foreach(shapes, i, sh) {
		char sw[CMP_NAME];

		xsnprintf(sw, sizeof(sw), "%s.shapes[%zu]", where, i);
		if (!shape(k, f, s, sh, sw, &base))
			return false;
	}
	if (csha) {
		f->cands = xreallocarray(f->cands, (size_t)f->ncands + 1, sizeof(f->cands[0]));
		f->cands[f->ncands++] = (struct cand){base.op, csha, first, f->nt};
	}
	f->nops++;
	return true;
}

/* the whole file: its environment, then its ops */
static bool check(struct ck *k, struct cfile *f, const struct plan *plan)
{
	struct prov_comparison *c = &f->c;
	json_t *env, *copy, *lib, *ops, *o;
	const char *tool;
	size_t i, base;
	int timed = 0;

	if (!json_is_object(f->root))
		return bad(k, "", "not a JSON object (bench/compare.py --json writes one)");
	if (!str(k, f->root, "tool", "", CMP_NAME, true, false, &tool))
		return false;
	if (!tool || strcmp(tool, "bench/compare.py") != 0)
		return bad(k, "", "\"tool\" is \"%s\", not bench/compare.py", tool);
	c->tool = tool;
	if (!str(k, f->root, "command", "", CMP_COMMAND, true, true, &c->command) ||
	    !str(k, f->root, "date", "", 32, true, false, &c->date) ||
	    !str(k, f->root, "dtype", "", 16, true, false, &c->dtype) ||
	    !str(k, f->root, "arch", "", 16, true, false, &c->arch) ||
	    !integer(k, f->root, "seed", "", false, 0, INT64_MAX, &c->seed) ||
	    !posnum(k, f->root, "min_ms", "", false, &c->min_ms) ||
	    !str(k, f->root, "method_text", "", CMP_TEXT, false, true, &c->method) ||
	    !object(k, f->root, "env", "", true, &env) || !object(k, f->root, "copy", "", false, &copy) ||
	    !object(k, f->root, "lib", "", false, &lib) || !array(k, f->root, "ops", "", true, CMP_OPS, &ops))
		return false;
	if (!isdate(c->date))
		return bad(k, "", "\"date\" is \"%s\", not YYYY-MM-DDTHH:MM:SSZ", c->date);
	if (dtparse(c->dtype) == DT_NONE)
		return bad(k, "", "\"dtype\" is \"%s\", not one of %s", c->dtype, dtnames());
	if (!isarch(c->arch, &base))
		return bad(k, "", "\"arch\" is \"%s\", not an arch such as sm_90", c->arch);
	if (!str(k, env, "gpu", "env", CMP_NAME, true, false, &c->gpu) ||
	    !str(k, env, "torch", "env", CMP_NAME, true, false, &c->torch) ||
	    !str(k, env, "capability", "env", 16, false, false, &c->capability) ||
	    !str(k, env, "driver", "env", CMP_NAME, false, false, &c->driver) ||
	    !str(k, env, "torch_cuda", "env", CMP_NAME, false, false, &c->torch_cuda) ||
	    !str(k, env, "triton", "env", CMP_NAME, false, false, &c->triton) ||
	    !str(k, env, "python", "env", CMP_NAME, false, false, &c->python) ||
	    !str(k, env, "nvcc", "env", CMP_NAME, false, false, &c->nvcc) ||
	    !str(k, env, "clocks_sm", "env", CMP_NAME, false, false, &c->sm_clock))
		return false;
	if (c->capability) {
		char want[16];
		const char *dot = strchr(c->capability, '.');

		/* "9.0" is sm_90: the figures are of a GPU of the file's arch */
		if (!dot || dot == c->capability || strspn(c->capability, "0123456789") != (size_t)(dot - c->capability) ||
		    strspn(dot + 1, "0123456789") != strlen(dot + 1) || !dot[1] ||
		    !snprintfok(want, sizeof(want), "sm_%.*s%s", (int)(dot - c->capability), c->capability, dot + 1))
			return bad(k, "env", "\"capability\" is \"%s\", not MAJOR.MINOR", c->capability);
		if (strlen(want) != base || strncmp(want, c->arch, base) != 0)
			return bad(k, "env", "\"capability\" %s is %s, not the file's arch %s: its figures are not of a GPU "
				   "of that arch", c->capability, want, c->arch);
	}
	if (copy && (!posnum(k, copy, "gbps", "copy", false, &c->copy_gbps) ||
		     !str(k, copy, "source", "copy", CMP_NAME, false, true, &c->copy_source)))
		return false;
	if (lib && (!str(k, lib, "path", "lib", CMP_TEXT, false, false, &c->lib_path) ||
		    !str(k, lib, "version", "lib", CMP_NAME, false, false, &c->lib_version) ||
		    !str(k, lib, "sha256", "lib", 64, false, false, &c->lib_sha256)))
		return false;
	if (c->lib_sha256 && !ishex64(c->lib_sha256))
		return bad(k, "lib", "\"sha256\" is not 64 lowercase hex digits");
	if (c->lib_path)
		c->lib_path = keep(f, cmdline_filename(c->lib_path));
	c->command = keep(f, cmdline_nopaths(c->command));
	json_array_foreach(ops, i, o) {
		char where[32];

		xsnprintf(where, sizeof(where), "ops[%zu]", i);
		for (size_t e = 0; e < i; e++)
			if (json_is_object(o) && json_is_string(json_object_get(o, "op")) &&
			    json_equal(json_object_get(o, "op"), json_object_get(json_array_get(ops, e), "op")))
				return bad(k, where, "op %s a second time", json_string_value(json_object_get(o, "op")));
		if (!op(k, f, plan, o, where))
			return false;
	}
	for (int r = 0; r < f->nt; r++)
		timed += !isnan(f->t[r].median_us);
	if (timed == 0)
		return bad(k, "", "no implementation of any shape was timed: nothing to record");
	return true;
}

/* read, parse and check one file: 0, 1 refused (with why), -1 */
static int load(struct cfile *f, const struct plan *plan, struct ck *k)
{
	json_error_t err;

	if (readfile(f->path, COMPARE_FILE_MAX, &f->data) != 0) {
		if (errno == EFBIG) {
			bad(k, "", "larger than %zu bytes (compare.py's JSON of every op is about 100 KB)", COMPARE_FILE_MAX);
			return 1;
		}
		warn("cannot read %s:", f->path);
		return -1;
	}
	sha256_buf(f->data.data, f->data.len, f->sha);
	f->c.file = f->path;
	f->c.file_sha256 = f->sha;
	f->c.file_bytes = (int64_t)f->data.len;
	f->root = json_loadb(f->data.data, f->data.len, JSON_REJECT_DUPLICATES, &err);
	if (!f->root) {
		bad(k, "", "not JSON (line %d, column %d: %s)", err.line, err.column, err.text);
		return 1;
	}
	return check(k, f, plan) ? 0 : 1;
}

/* Each candidate's times the attempt whose source compare.py timed, found by its
 * sha256 among the attempts of the op's jobs of the file's dtype and arch; the times
 * of one no attempt has name none (said). 0, or -1 after a warning. */
static int candidates(struct prov *p, struct cfile *f)
{
	for (int i = 0; i < f->ncands; i++) {
		const struct cand *c = &f->cands[i];
		int64_t att = prov_attempt_of_source(p, c->op, f->c.dtype, f->c.arch, c->sha);

		if (att < 0)
			return -1;
		if (att == 0)
			fprintf(stderr, "%s: compare-import: %s: the candidate of %s (sha256 %.16s...) is the source of no "
				"recorded attempt of %s %s %s: its times name no attempt\n", argv0, f->path, c->op, c->sha,
				c->op, f->c.dtype, f->c.arch);
		for (int r = c->first; r < c->last && att > 0; r++)
			if (strcmp(f->t[r].kind, "candidate") == 0)
				f->t[r].attempt_id = att;
	}
	return 0;
}

/* one checked file into the open transaction: its comparison and its times */
static int record(struct prov *p, struct cfile *f, int64_t *id, bool *had)
{
	*had = false;
	*id = prov_comparison_find(p, f->sha);
	if (*id != 0) {
		*had = *id > 0;
		return *id > 0 ? 0 : -1;
	}
	if (candidates(p, f) != 0)
		return -1;
	*id = prov_comparison_add(p, &f->c);
	for (int i = 0; i < f->nt && *id > 0; i++) {
		f->t[i].comparison_id = *id;
		if (prov_comparison_time_add(p, &f->t[i]) < 0)
			return -1;
	}
	return *id > 0 ? 0 : -1;
}

int compare_import(const struct plan *plan, const struct compareconf *c)
{
	struct cfile *f = xcalloc((size_t)c->nfiles, sizeof(*f));
	char importer[128];
	struct prov *p = NULL;
	bool begun = false;
	int rc = 0;

	xsnprintf(importer, sizeof(importer), "akgen %s (commit %s)", AK_VERSION, AK_COMMIT);
	/* every file checked before the database is opened to write: a refusal writes nothing */
	for (int i = 0; i < c->nfiles && rc == 0; i++) {
		struct ck k = {.file = c->files[i]};

		f[i].path = c->files[i];
		prov_comparison_init(&f[i].c);
		f[i].c.importer = importer;
		f[i].c.import_command = c->command;
		rc = load(&f[i], plan, &k);
		if (rc == 1)
			fprintf(stderr, "%s: compare-import: %s is refused, nothing is recorded: %s\n", argv0, f[i].path,
				k.why.data);
		buffree(&k.why);
	}
	if (rc == 0 && !(p = prov_open(c->db, PROV_CREATE)))
		rc = -1;
	if (rc == 0 && prov_begin(p) < 0)
		rc = -1;
	begun = rc == 0;
	for (int i = 0; i < c->nfiles && rc == 0; i++) {
		int64_t id;
		bool had;

		rc = record(p, &f[i], &id, &had);
		if (rc == 0 && had)
			printf("%s: compare-import: %s: recorded already, as comparison %lld (sha256 %.16s...)\n", argv0,
			       f[i].path, (long long)id, f[i].sha);
		else if (rc == 0)
			printf("%s: compare-import: %s: comparison %lld: %d ops, %d shapes, %d times (%s %s on %s, torch %s)"
			       "%s\n", argv0, f[i].path, (long long)id, f[i].nops, f[i].nshapes, f[i].nt, f[i].c.dtype,
			       f[i].c.arch, f[i].c.gpu, f[i].c.torch,
			       f[i].nbounds ? "; the copies of small calls' bytes, bounds, not recorded" : "");
	}
	if (begun && rc == 0 && prov_commit(p) < 0)
		rc = -1;
	if (begun && rc != 0)
		prov_rollback(p);
	prov_close(p);
	for (int i = 0; i < c->nfiles; i++)
		cfree(&f[i]);
	free(f);
	return rc == 0 ? 0 : rc == 1 ? 1 : 3;
}
