/* spec.c: operator specs: loading and validation
 *
 * The YAML tree is walked once, section by section in dependency order
 * (symbols before params, params before tolerances, ...). Every error is
 * recorded with its position and field path and the walk goes on, so that one
 * run of `akgen check` reports all that is wrong with a file. A spec with any
 * error is never returned. */
#define _XOPEN_SOURCE 700	/* realpath */
#include "spec.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sha256.h"
#include "specnames.h"
#include "specread.h"
#include "util.h"

const char *const spec_default_archs[] = {"sm_80", "sm_90", "sm_100", "sm_120", NULL};

/* the architectures nvcc 13 builds for */
static const char *const known_archs[] = {
	"sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_100f",
	"sm_103", "sm_103a", "sm_103f", "sm_110", "sm_110a", "sm_110f", "sm_120", "sm_120a", "sm_120f", "sm_121",
	"sm_121a", "sm_121f", NULL,
};

bool spec_knownarch(const char *arch)
{
	for (int k = 0; known_archs[k]; k++)
		if (strcmp(known_archs[k], arch) == 0)
			return true;
	return false;
}

bool spec_parsearch(const char *arch, int *cc, enum archkind *kind)
{
	char *end;
	long n;

	if (strncmp(arch, "sm_", 3) != 0 || arch[3] < '0' || arch[3] > '9')
		return false;
	n = strtol(arch + 3, &end, 10);
	if (n < 10 || n > 999 || (*end && end[1]))
		return false;
	*cc = (int)n;
	*kind = *end == 'a' ? ARCH_SPECIFIC : *end == 'f' ? ARCH_FAMILY : ARCH_PLAIN;
	return *end == '\0' || *end == 'a' || *end == 'f';
}

/* the byte offset of line:col (1-based) in data */
static size_t offsetof_pos(const char *data, size_t len, int line, int col)
{
	size_t o = 0;

	for (int l = 1; l < line && o < len; o++)
		if (data[o] == '\n')
			l++;
	o += (size_t)(col > 0 ? col - 1 : 0);
	return o < len ? o : len;
}

/* sha256 of the text less the root mapping's archs: entry (its key up to the next
 * key, or the end) */
static void keysha(const char *data, size_t len, const struct ynode *root, char hex[65])
{
	for (size_t i = 0; root->kind == Y_MAP && i + 1 < root->n; i += 2) {
		const struct ynode *k = root->kids[i];
		size_t from, to;
		struct sha256 h;
		unsigned char d[32];

		if (strcmp(k->str, "archs") != 0)
			continue;
		from = offsetof_pos(data, len, k->line, k->col);
		to = i + 2 < root->n ? offsetof_pos(data, len, root->kids[i + 2]->line, root->kids[i + 2]->col) : len;
		sha256_init(&h);
		sha256_update(&h, data, from);
		if (to > from)
			sha256_update(&h, data + to, len - to);
		sha256_final(&h, d);
		sha256_hex(d, hex);
		return;
	}
	sha256_buf(data, len, hex);
}

/* ---------------------------------------------------------------- values */

/* ---------------------------------------------------------------- expressions */

struct evalctx {
	const struct spec *s;
	const int64_t *shape;
	enum dtype jobdt;
};

static bool evalsym(void *ctx, const char *name, int64_t *v)
{
	struct evalctx *ec = ctx;
	int i = sp_findsym(ec->s, name);

	if (i < 0)
		return false;
	*v = ec->shape[i];
	return true;
}

static bool evalsize(void *ctx, const char *name, int64_t *v)
{
	struct evalctx *ec = ctx;
	int i = sp_findparam(ec->s, name);
	enum dtype t;

	if (i < 0 || !sp_istensor(&ec->s->params[i]))
		return false;
	t = spec_dtype(ec->s, i, ec->jobdt);
	if (t == DT_NONE)
		return false;
	*v = dtinfo(t)->size;
	return true;
}

bool spec_eval(const struct spec *s, const struct expr *e, const int64_t *shape, enum dtype jobdt, int64_t *v,
	       struct exprerr *err)
{
	struct evalctx ec = {s, shape, jobdt};
	struct exprenv env = {evalsym, evalsize, &ec};

	return expr_eval(e, &env, v, err);
}

/* ---------------------------------------------------------------- sections */

static void doop(struct ctx *c, const struct ynode *n)
{
	const char *why;
	char fb[64];

	if (!sp_wantscalar(c, n, "op", "an operator name"))
		return;
	if (sp_iscident(n->str) && (why = specname_clash(n->str, NAME_OP))) {
		err(c, n, "op", "found '%s', %s, expected another name", n->str, why);
		return;
	}
	if (!sp_isident(n->str)) {
		err(c, n, "op", "found %s, expected a name of lowercase letters, digits and '_' (at most %d)",
		    sp_found(n, fb, sizeof(fb)), MAX_NAME);
		return;
	}
	if (c->path) {
		const char *base = strrchr(c->path, '/');
		size_t len;

		base = base ? base + 1 : c->path;
		len = strlen(base);
		if (hassuffix(base, ".yaml"))
			len -= 5;
		else if (hassuffix(base, ".yml"))
			len -= 4;
		if (strlen(n->str) != len || strncmp(base, n->str, len) != 0) {
			err(c, n, "op", "found '%s', expected '%.*s', the file's name without .yaml", n->str, (int)len,
			    base);
			return;
		}
	}
	c->s->op = xstrdup(n->str);
}

static void dosummary(struct ctx *c, const struct ynode *n)
{
	size_t len;

	if (!sp_wantscalar(c, n, "summary", "a one-line formula"))
		return;
	/* a block scalar (summary: |) ends in a newline that is not a second line */
	len = n->len;
	if (len > 0 && n->str[len - 1] == '\n')
		len--;
	if (len == 0 || len > 200 || memchr(n->str, '\n', len))
		err(c, n, "summary", "found %zu characters%s, expected one line of 1 to 200 characters", len,
		    memchr(n->str, '\n', len) ? " over several lines" : "");
	else
		c->s->summary = xstrndup(n->str, len);
}

/* "MIN..MAX" */
static bool parserange(const char *s, int64_t *lo, int64_t *hi)
{
	const char *dots = strstr(s, "..");
	char *a;
	bool ok;

	if (!dots)
		return false;
	a = xstrndup(s, (size_t)(dots - s));
	ok = parseint(a, lo) && parseint(dots + 2, hi);
	free(a);
	return ok;
}

static void dosymbols(struct ctx *c, const struct ynode *n)
{
	struct spec *s = c->s;
	char path[96];

	if (!sp_wantkind(c, n, "symbols", Y_MAP, "a mapping of NAME: MIN..MAX"))
		return;
	if (n->n == 0) {
		err(c, n, "symbols", "found no symbols, expected at least one NAME: MIN..MAX");
		return;
	}
	c->symsok = true;
	for (size_t i = 0; i + 1 < n->n; i += 2) {
		const struct ynode *k = n->kids[i], *v = n->kids[i + 1];
		struct symbol *y;
		int64_t lo, hi;
		char fb[64];

		snprintf(path, sizeof(path), "symbols.%.40s", k->str);
		/* a refused name is still kept, so that its uses are not reported too */
		if (!sp_getname(c, k, "symbols"))
			c->symsok = false;
		if (s->nsyms == SPEC_MAX_SYMS) {
			err(c, k, path, "found more than %d symbols, expected at most %d", SPEC_MAX_SYMS, SPEC_MAX_SYMS);
			c->symsok = false;
			return;
		}
		y = &s->syms[s->nsyms++];
		y->name = xstrdup(k->str);
		y->line = k->line;
		y->col = k->col;
		y->min = 1;
		y->max = SPEC_MAX_SYM_VALUE;
		if (v->kind != Y_SCALAR || v->quoted || !parserange(v->str, &lo, &hi)) {
			err(c, v, path, "found %s, expected a range MIN..MAX such as 1..4096", sp_found(v, fb, sizeof(fb)));
			c->symsok = false;
		} else if (lo < 1 || hi < lo || hi > SPEC_MAX_SYM_VALUE) {
			err(c, v, path, "found %s, expected 1 <= MIN <= MAX <= %lld", sp_found(v, fb, sizeof(fb)),
			    (long long)SPEC_MAX_SYM_VALUE);
			c->symsok = false;
		} else {
			y->min = lo;
			y->max = hi;
		}
	}
}

static void doconstraints(struct ctx *c, const struct ynode *n)
{
	struct spec *s = c->s;
	char path[64];

	if (!sp_wantkind(c, n, "constraints", Y_SEQ, "a list of conditions"))
		return;
	s->cons = xcalloc(n->n, sizeof(s->cons[0]));
	s->conssrc = xcalloc(n->n, sizeof(s->conssrc[0]));
	for (size_t i = 0; i < n->n; i++) {
		struct expr *x;
		char *src;

		snprintf(path, sizeof(path), "constraints[%zu]", i);
		x = sp_getexpr(c, n->kids[i], path, true, false, &src);
		if (!x)
			continue;
		s->cons[s->ncons] = x;
		s->conssrc[s->ncons++] = src;
	}
}

/* a path with a ".." among its parts */
static bool climbs(const char *path)
{
	for (const char *p = path; *p;) {
		size_t n = strcspn(p, "/");

		if (n == 2 && p[0] == '.' && p[1] == '.')
			return true;
		p += n;
		p += *p == '/';
	}
	return false;
}

/* the reference, its symlinks followed, is a readable file inside the spec's
 * directory dir */
static void refinside(struct ctx *c, const struct ynode *n, const char *dir)
{
	char *real = realpath(c->s->refpath, NULL), *top = realpath(dir, NULL);
	size_t k = top ? strlen(top) : 0;
	struct stat st;

	if (!real || !top || stat(real, &st) != 0 || !S_ISREG(st.st_mode) || access(real, R_OK) != 0)
		err(c, n, "reference", "found '%s', but %s is not a readable file", n->str, c->s->refpath);
	else if (strncmp(real, top, k) != 0 || (k > 1 && real[k] != '/'))
		err(c, n, "reference", "found '%s', but it is %s, outside the spec's directory %s", n->str, real, top);
	free(real);
	free(top);
}

static void doreference(struct ctx *c, const struct ynode *n)
{
	char *dir;

	if (!sp_wantscalar(c, n, "reference", "the path of a C file, relative to the spec"))
		return;
	if (n->len == 0 || n->str[0] == '/' || !hassuffix(n->str, ".c")) {
		err(c, n, "reference", "found '%s', expected a relative path to a .c file", n->str);
		return;
	}
	if (climbs(n->str)) {
		err(c, n, "reference", "found '%s', expected a path inside the spec's directory (no '..')", n->str);
		return;
	}
	dir = c->path ? pathdir(c->path) : xstrdup(".");
	c->s->reference = xstrdup(n->str);
	c->s->refpath = pathjoin(dir, n->str);
	if (c->checkref)
		refinside(c, n, dir);
	free(dir);
}

/* the symbol key names (batch, columns), or -1 after saying why not */
static int symbolkey(struct ctx *c, const struct ynode *n, const char *key)
{
	int k;

	if (!sp_wantscalar(c, n, key, "a symbol"))
		return -1;
	k = sp_findsym(c->s, n->str);
	if (k < 0)
		err(c, n, key, "found '%s', expected one of the symbols", n->str);
	return k;
}

static void dobatch(struct ctx *c, const struct ynode *n)
{
	struct spec *s = c->s;
	int k = symbolkey(c, n, "batch");

	if (k < 0)
		return;
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];

		for (int d = 1; d < p->ndims; d++) {
			if (p->dims[d].sym == k) {
				err(c, n, "batch", "found '%s' in dimension %d of '%s', expected it only as a leading dimension",
				    n->str, d, p->name);
				return;
			}
		}
	}
	s->batch = k;
}

/* columns: a second sampled symbol, for outputs too costly to compute whole even a row at
 * a time (a matrix product's row costs n * k): each output's element j along it depends
 * only on index j along it of the inputs that have it. The verifier then computes a
 * sample of columns within its sample of rows, so every output must have both (an output
 * without one would need every row or column) and no integer tensor may hold values
 * (they could index along it, as cross-entropy's targets index the vocabulary, and a
 * sample renumbers it). */
static void docolumns(struct ctx *c, const struct ynode *n)
{
	struct spec *s = c->s;
	int k = symbolkey(c, n, "columns");

	if (k < 0)
		return;
	if (s->batch < 0 || s->batch == k) {
		err(c, n, "columns", "found '%s', expected a symbol other than the batch symbol, with 'batch' given", n->str);
		return;
	}
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];
		int seen = 0;

		if (p->role == ROLE_SCALAR)
			continue;
		for (int d = 0; d < p->ndims; d++)
			seen += p->dims[d].sym == k;
		if (seen > 1) {
			err(c, n, "columns", "found '%s' in %d dimensions of '%s', expected it at most once a tensor", n->str,
			    seen, p->name);
			return;
		}
		if (p->role != ROLE_IN && (!seen || p->ndims < 2 || p->dims[0].sym != s->batch)) {
			err(c, n, "columns", "found the output '%s' without '%s' or the batch dimension, expected both in "
			    "every output", p->name, n->str);
			return;
		}
		if (p->vlo) {
			err(c, n, "columns", "found integer values in '%s', expected none with columns (a sample renumbers "
			    "the columns they could index)", p->name);
			return;
		}
	}
	s->columns = k;
}

/* accumulate: the symbol each output is a sum of products over (a matrix product's k): its
 * values, the verifier's bound on each output's error also holds the rounding such a sum
 * takes in f32 (specs/README.md, verify/README.md). A symbol no tensor has sums nothing. */
static void doaccumulate(struct ctx *c, const struct ynode *n)
{
	struct spec *s = c->s;
	int k = symbolkey(c, n, "accumulate");
	bool seen = false;

	if (k < 0)
		return;
	for (int i = 0; i < s->nparams; i++)
		for (int d = 0; d < s->params[i].ndims; d++)
			seen = seen || (s->params[i].role == ROLE_IN && s->params[i].dims[d].sym == k);
	if (!seen) {
		err(c, n, "accumulate", "found '%s', expected a symbol of an input's dimensions (the length of the sums)",
		    n->str);
		return;
	}
	s->accumulate = k;
}

static void doarchs(struct ctx *c, const struct ynode *n)
{
	struct spec *s = c->s;
	char fb[64];

	if (!sp_wantkind(c, n, "archs", Y_SEQ, "a list such as [sm_80, sm_90]"))
		return;
	if (n->n == 0 || n->n > SPEC_MAX_ARCHS) {
		err(c, n, "archs", "found %zu archs, expected 1 to %d", n->n, SPEC_MAX_ARCHS);
		return;
	}
	for (size_t i = 0; i < n->n; i++) {
		const struct ynode *a = n->kids[i];
		int k;

		if (!sp_wantscalar(c, a, "archs", "an arch such as sm_90"))
			continue;
		for (k = 0; known_archs[k]; k++)
			if (strcmp(known_archs[k], a->str) == 0)
				break;
		if (!known_archs[k]) {
			err(c, a, "archs", "found %s, expected an arch nvcc builds for (sm_75 ... sm_121f)",
			    sp_found(a, fb, sizeof(fb)));
			continue;
		}
		for (k = 0; k < s->narchs; k++)
			if (strcmp(s->archs[k], a->str) == 0)
				break;
		if (k < s->narchs) {
			err(c, a, "archs", "found '%s' twice, expected each arch once", a->str);
			continue;
		}
		s->archs[s->narchs++] = xstrdup(a->str);
	}
}

/* ---------------------------------------------------------------- loading */

struct section {
	const char *key;
	bool required;
	const char *expected;
	void (*fn)(struct ctx *, const struct ynode *);
};

/* in dependency order: a section may use what those above it read */
static const struct section sections[] = {
	{"op", true, "the operator's name", doop},
	{"summary", true, "a one-line formula", dosummary},
	{"symbols", true, "a mapping of NAME: MIN..MAX", dosymbols},
	{"constraints", false, NULL, doconstraints},
	{"params", true, "a list of tensors and scalars", sp_params},
	{"reference", true, "the path of the C reference", doreference},
	{"batch", false, NULL, dobatch},
	{"columns", false, NULL, docolumns},
	{"accumulate", false, NULL, doaccumulate},
	{"tolerance", true, "a mapping of dtype: { rel, abs }", sp_tolerance},
	{"invariants", false, NULL, sp_invariants},
	{"cost", true, "a mapping { bytes, flops }", sp_cost},
	{"test", true, "a list of shapes", sp_test},
	{"bench", true, "a list of shapes", sp_bench},
	{"classes", false, NULL, sp_classes},
	{"archs", false, NULL, doarchs},
};

struct spec *spec_parse(const char *data, size_t len, const char *path, bool checkref, struct diag *d)
{
	struct ctx c = {.d = d, .checkref = checkref, .path = path};
	struct ynode *root;
	const char *keys[AK_LEN(sections) + 1];
	size_t before = diagcount(d);

	if (!d->file)
		d->file = path ? path : "<spec>";
	root = ytree_load(data, len, d);
	if (!root)
		return NULL;
	c.s = xcalloc(1, sizeof(*c.s));
	c.s->path = xstrdup(path ? path : "<spec>");
	c.s->batch = -1;
	c.s->columns = -1;
	c.s->accumulate = -1;
	c.s->lead = -1;
	c.s->cls = -1;
	if (!sp_wantkind(&c, root, NULL, Y_MAP, "a mapping of op, summary, symbols, params, ..."))
		goto out;
	for (size_t i = 0; i < AK_LEN(sections); i++)
		keys[i] = sections[i].key;
	keys[AK_LEN(sections)] = NULL;
	sp_onlykeys(&c, root, NULL, keys);
	for (size_t i = 0; i < AK_LEN(sections); i++) {
		const struct ynode *v = ymapget(root, sections[i].key);

		if (v)
			sections[i].fn(&c, v);
		else if (sections[i].required)
			diagf(d, 1, 1, NULL, "missing key '%s', expected %s", sections[i].key, sections[i].expected);
	}
	c.s->archs_declared = ymapget(root, "archs") != NULL;
	keysha(data, len, root, c.s->keysha);
	if (c.s->narchs == 0 && !c.s->archs_declared)
		for (int i = 0; spec_default_archs[i]; i++)
			c.s->archs[c.s->narchs++] = xstrdup(spec_default_archs[i]);
	if (c.s->nclasses && diagcount(d) == before)
		sp_classviews(&c, ymapget(root, "classes"));
out:
	ytree_free(root);
	if (diagcount(d) != before) {
		spec_free(c.s);
		return NULL;
	}
	return c.s;
}

struct spec *spec_load(const char *path, struct diag *d)
{
	struct buf b = {0};
	struct spec *s;

	if (!d->file)
		d->file = path;
	if (readfile(path, YAML_MAX_BYTES, &b) != 0) {
		diagf(d, 0, 0, NULL, "cannot read the spec: %s", errno == EFBIG ? "larger than 256 KiB" : errtext(errno));
		buffree(&b);
		return NULL;
	}
	s = spec_parse(b.data, b.len, path, true, d);
	buffree(&b);
	return s;
}

void spec_free(struct spec *s)
{
	if (!s)
		return;
	if (s->whole) {
		free(s);	/* a view owns nothing but itself */
		return;
	}
	spec_freeclasses(s);
	free(s->path);
	free(s->op);
	free(s->summary);
	for (int i = 0; i < s->nsyms; i++)
		free(s->syms[i].name);
	for (int i = 0; i < s->ncons; i++) {
		expr_free(s->cons[i]);
		free(s->conssrc[i]);
	}
	free(s->cons);
	free(s->conssrc);
	for (int i = 0; i < s->nparams; i++) {
		free(s->params[i].name);
		expr_free(s->params[i].vlo);
		expr_free(s->params[i].vhi);
		free(s->params[i].special);
	}
	free(s->reference);
	free(s->refpath);
	free(s->invs);
	expr_free(s->bytes);
	expr_free(s->flops);
	free(s->bytessrc);
	free(s->flopssrc);
	for (int i = 0; i < s->narchs; i++)
		free(s->archs[i]);
	free(s);
}

/* ---------------------------------------------------------------- queries */

const char *spec_layoutname(enum layout l)
{
	static const char *const names[] = {"contiguous", "inner_contiguous", "broadcast"};

	return names[l];
}

int spec_nstrides(const struct param *p)
{
	if (p->layout == LAYOUT_INNER)
		return p->ndims > 0 ? p->ndims - 1 : 0;
	return p->layout == LAYOUT_BROADCAST ? p->ndims : 0;
}

enum dtype spec_dtype(const struct spec *s, int i, enum dtype jobdt)
{
	const struct param *p = &s->params[i];
	int owner;

	if (!sp_istensor(p))
		return p->type;
	owner = sp_dtypeowner(s, i);
	if (owner < 0)
		return DT_NONE;
	if (s->params[owner].dtypes)
		return jobdt;
	return s->params[owner].dtype;
}

int spec_jobdtypes(const struct spec *s, enum dtype *out)
{
	int n = 0;

	for (int t = DT_NONE + 1; t < DT_COUNT; t++)
		if (s->dtypes & (1u << t))
			out[n++] = (enum dtype)t;
	return n;
}
