/* spec.c: operator specs: loading and validation
 *
 * The YAML tree is walked once, section by section in dependency order
 * (symbols before params, params before tolerances, ...). Every error is
 * recorded with its position and field path and the walk goes on, so that one
 * run of `akgen check` reports all that is wrong with a file. A spec with any
 * error is never returned. */
#define _POSIX_C_SOURCE 200809L
#include "spec.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"
#include "ytree.h"

#define MAX_NAME 32

const char *const spec_default_archs[] = {"sm_80", "sm_90", "sm_100", "sm_120", NULL};

/* the architectures nvcc 13 builds for */
static const char *const known_archs[] = {
	"sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_100f",
	"sm_103", "sm_103a", "sm_103f", "sm_110", "sm_110a", "sm_110f", "sm_120", "sm_120a", "sm_120f", "sm_121",
	"sm_121a", "sm_121f", NULL,
};

/* lowercase words that would clash in the C and C++ the names end up in */
static const char *const reserved[] = {
	"auto", "bool", "break", "case", "catch", "char", "class", "const", "continue", "default", "delete", "do",
	"double", "else", "enum", "explicit", "extern", "false", "float", "for", "friend", "goto", "if", "inline",
	"int", "long", "namespace", "new", "operator", "private", "protected", "public", "register", "restrict",
	"return", "short", "signed", "sizeof", "static", "stream", "struct", "switch", "template", "this", "throw",
	"true", "try", "typedef", "typename", "union", "unsigned", "using", "virtual", "void", "volatile", "while",
	NULL,
};

struct ctx {
	struct spec *s;
	struct diag *d;
	bool checkref;
	const char *path;
	bool symsok;		/* symbols read without error: ranges can be trusted */
	bool paramsok;		/* params read without error: dtypes can be trusted */
};

#define err(c, n, path, ...) diagf((c)->d, (n)->line, (n)->col, (path), __VA_ARGS__)

/* ---------------------------------------------------------------- values */

/* describe what a node holds, for "found ..." */
static const char *found(const struct ynode *n, char *buf, size_t size)
{
	if (n->kind != Y_SCALAR)
		return ykindname(n);
	if (n->len > 40)
		snprintf(buf, size, "'%.37s...'", n->str);
	else
		snprintf(buf, size, "'%s'", n->str);
	return buf;
}

static bool wantscalar(struct ctx *c, const struct ynode *n, const char *path, const char *expected)
{
	char fb[64];

	if (n->kind == Y_SCALAR)
		return true;
	err(c, n, path, "found %s, expected %s", found(n, fb, sizeof(fb)), expected);
	return false;
}

static bool wantkind(struct ctx *c, const struct ynode *n, const char *path, enum ykind kind,
		     const char *expected)
{
	char fb[64];

	if (n->kind == kind)
		return true;
	err(c, n, path, "found %s, expected %s", found(n, fb, sizeof(fb)), expected);
	return false;
}

/* a plain (unquoted) integer scalar */
static bool getint(struct ctx *c, const struct ynode *n, const char *path, int64_t *v)
{
	char fb[64];

	if (n->kind == Y_SCALAR && !n->quoted && parseint(n->str, v))
		return true;
	err(c, n, path, "found %s%s, expected an integer", found(n, fb, sizeof(fb)), n->quoted ? " (quoted: a string)" : "");
	return false;
}

/* a plain number; inf, -inf and nan only when allownan */
static bool getnum(struct ctx *c, const struct ynode *n, const char *path, bool allownan, double *v)
{
	char fb[64];

	if (n->kind == Y_SCALAR && !n->quoted && parsefloat(n->str, v) && (allownan || isfinite(*v)))
		return true;
	err(c, n, path, "found %s%s, expected a %snumber", found(n, fb, sizeof(fb)), n->quoted ? " (quoted: a string)" : "",
	    allownan ? "" : "finite ");
	return false;
}

static bool isident(const char *s)
{
	size_t n = 0;

	if (!islower((unsigned char)s[0]))
		return false;
	for (; s[n]; n++)
		if (!islower((unsigned char)s[n]) && !isdigit((unsigned char)s[n]) && s[n] != '_')
			return false;
	return n <= MAX_NAME;
}

static bool isreserved(const char *s)
{
	for (int i = 0; reserved[i]; i++)
		if (strcmp(reserved[i], s) == 0)
			return true;
	return false;
}

/* a name for a symbol or a parameter */
static bool getname(struct ctx *c, const struct ynode *n, const char *path)
{
	char fb[64];

	if (!wantscalar(c, n, path, "a name"))
		return false;
	if (!isident(n->str)) {
		err(c, n, path, "found %s, expected a name of lowercase letters, digits and '_' (at most %d, "
			       "starting with a letter)", found(n, fb, sizeof(fb)), MAX_NAME);
		return false;
	}
	if (isreserved(n->str)) {
		err(c, n, path, "found '%s', a word reserved in C, C++ or the launcher, expected another name", n->str);
		return false;
	}
	return true;
}

static int findsym(const struct spec *s, const char *name)
{
	for (int i = 0; i < s->nsyms; i++)
		if (strcmp(s->syms[i].name, name) == 0)
			return i;
	return -1;
}

static int findparam(const struct spec *s, const char *name)
{
	for (int i = 0; i < s->nparams; i++)
		if (strcmp(s->params[i].name, name) == 0)
			return i;
	return -1;
}

static bool istensor(const struct param *p)
{
	return p->role != ROLE_SCALAR;
}

/* check that the keys of mapping m are among keys (NULL-terminated) */
static bool onlykeys(struct ctx *c, const struct ynode *m, const char *path, const char *const *keys)
{
	bool ok = true;

	for (size_t i = 0; i + 1 < m->n; i += 2) {
		const struct ynode *k = m->kids[i];
		struct buf want = {0};
		int j;

		for (j = 0; keys[j]; j++)
			if (strcmp(keys[j], k->str) == 0)
				break;
		if (keys[j])
			continue;
		for (j = 0; keys[j]; j++)
			bufprintf(&want, "%s%s", j ? ", " : "", keys[j]);
		err(c, k, path, "found unknown key '%s', expected one of: %s", k->str, want.data);
		buffree(&want);
		ok = false;
	}
	return ok;
}

/* a required key of mapping m */
static const struct ynode *need(struct ctx *c, const struct ynode *m, const char *path, const char *key,
				const char *expected)
{
	const struct ynode *v = ymapget(m, key);

	if (!v)
		err(c, m, path, "missing key '%s', expected %s", key, expected);
	return v;
}

/* ---------------------------------------------------------------- expressions */

struct namecheck {
	struct ctx *c;
	const struct ynode *n;
	const char *path;
	bool allowsize;
	bool ok;
};

static bool checkname(void *ctx, const char *name, bool issize, size_t pos)
{
	struct namecheck *nc = ctx;
	const struct spec *s = nc->c->s;
	int p;

	if (issize) {
		p = findparam(s, name);
		if (nc->allowsize && s->nparams == 0)
			return true;	/* no params could be read: no cascade of errors */
		if (!nc->allowsize)
			err(nc->c, nc->n, nc->path, "found sizeof(%s) at offset %zu, expected only symbols here", name, pos);
		else if (p < 0 || !istensor(&s->params[p]))
			err(nc->c, nc->n, nc->path, "found sizeof(%s) at offset %zu, expected the name of a tensor", name,
			    pos);
		else
			return true;
	} else if (findsym(s, name) >= 0) {
		return true;
	} else {
		err(nc->c, nc->n, nc->path, "found unknown symbol '%s' at offset %zu, expected one of the symbols", name,
		    pos);
	}
	nc->ok = false;
	return true;
}

/* parse an expression node: a number or a condition (wantbool), over the
 * symbols and, when allowsize, sizeof(TENSOR) */
static struct expr *getexpr(struct ctx *c, const struct ynode *n, const char *path, bool wantbool,
			    bool allowsize, char **src)
{
	struct namecheck nc = {c, n, path, allowsize, true};
	struct exprerr e;
	struct expr *x;

	if (!wantscalar(c, n, path, wantbool ? "a condition such as 'dim % 2 == 0'" : "an expression"))
		return NULL;
	x = expr_parse(n->str, &e);
	if (!x) {
		err(c, n, path, "found a bad expression: %s (at offset %zu of '%s')", e.msg, e.pos, n->str);
		return NULL;
	}
	if (expr_isbool(x) != wantbool) {
		err(c, n, path, "found %s, expected %s", wantbool ? "a number" : "a condition",
		    wantbool ? "a condition (a comparison)" : "a number");
		expr_free(x);
		return NULL;
	}
	expr_names(x, checkname, &nc);
	if (!nc.ok) {
		expr_free(x);
		return NULL;
	}
	if (src)
		*src = xstrdup(n->str);
	return x;
}

struct evalctx {
	const struct spec *s;
	const int64_t *shape;
	enum dtype jobdt;
};

static bool evalsym(void *ctx, const char *name, int64_t *v)
{
	struct evalctx *ec = ctx;
	int i = findsym(ec->s, name);

	if (i < 0)
		return false;
	*v = ec->shape[i];
	return true;
}

static bool evalsize(void *ctx, const char *name, int64_t *v)
{
	struct evalctx *ec = ctx;
	int i = findparam(ec->s, name);
	enum dtype t;

	if (i < 0 || !istensor(&ec->s->params[i]))
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
	char fb[64];

	if (!wantscalar(c, n, "op", "an operator name"))
		return;
	if (!isident(n->str)) {
		err(c, n, "op", "found %s, expected a name of lowercase letters, digits and '_' (at most %d)",
		    found(n, fb, sizeof(fb)), MAX_NAME);
		return;
	}
	if (isreserved(n->str)) {
		err(c, n, "op", "found '%s', a word reserved in C, C++ or the launcher, expected another name", n->str);
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

	if (!wantscalar(c, n, "summary", "a one-line formula"))
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

	if (!wantkind(c, n, "symbols", Y_MAP, "a mapping of NAME: MIN..MAX"))
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
		if (!getname(c, k, "symbols"))
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
			err(c, v, path, "found %s, expected a range MIN..MAX such as 1..4096", found(v, fb, sizeof(fb)));
			c->symsok = false;
		} else if (lo < 1 || hi < lo || hi > SPEC_MAX_SYM_VALUE) {
			err(c, v, path, "found %s, expected 1 <= MIN <= MAX <= %lld", found(v, fb, sizeof(fb)),
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

	if (!wantkind(c, n, "constraints", Y_SEQ, "a list of conditions"))
		return;
	s->cons = xcalloc(n->n, sizeof(s->cons[0]));
	s->conssrc = xcalloc(n->n, sizeof(s->conssrc[0]));
	for (size_t i = 0; i < n->n; i++) {
		struct expr *x;
		char *src;

		snprintf(path, sizeof(path), "constraints[%zu]", i);
		x = getexpr(c, n->kids[i], path, true, false, &src);
		if (!x)
			continue;
		s->cons[s->ncons] = x;
		s->conssrc[s->ncons++] = src;
	}
}

/* dtype: [a, b], a, or same(NAME) */
static void getdtype(struct ctx *c, struct param *p, const struct ynode *n, const char *path,
		     const char **samename)
{
	char fb[64];

	*samename = NULL;
	if (n->kind == Y_SEQ) {
		if (n->n == 0) {
			err(c, n, path, "found an empty list, expected at least one dtype");
			return;
		}
		for (size_t i = 0; i < n->n; i++) {
			enum dtype t;

			if (!wantscalar(c, n->kids[i], path, "a dtype"))
				continue;
			t = dtparse(n->kids[i]->str);
			if (t == DT_NONE)
				err(c, n->kids[i], path, "found %s, expected one of %s", found(n->kids[i], fb, sizeof(fb)),
				    dtnames());
			else if (!dtinfo(t)->isfloat)
				err(c, n->kids[i], path, "found '%s' in a dtype list, expected floating dtypes only "
						     "(bf16, f16, f32, f64); an integer tensor names its one dtype", n->kids[i]->str);
			else if (p->dtypes & (1u << t))
				err(c, n->kids[i], path, "found '%s' twice, expected each dtype once", n->kids[i]->str);
			else
				p->dtypes |= 1u << t;
		}
		return;
	}
	if (!wantscalar(c, n, path, "a dtype, a list of dtypes or same(NAME)"))
		return;
	if (strncmp(n->str, "same(", 5) == 0 && hassuffix(n->str, ")")) {
		*samename = n->str + 5;
		return;
	}
	p->dtype = dtparse(n->str);
	if (p->dtype == DT_NONE)
		err(c, n, path, "found %s, expected one of %s, a list of them, or same(NAME)", found(n, fb, sizeof(fb)),
		    dtnames());
}

static void getshape(struct ctx *c, struct param *p, const struct ynode *n, const char *path)
{
	char fb[64];

	if (!wantkind(c, n, path, Y_SEQ, "a list of symbols and sizes such as [rows, cols]"))
		return;
	if (n->n > SPEC_MAX_DIMS) {
		err(c, n, path, "found %zu dimensions, expected at most %d", n->n, SPEC_MAX_DIMS);
		return;
	}
	for (size_t i = 0; i < n->n; i++) {
		const struct ynode *k = n->kids[i];
		struct dim *d = &p->dims[p->ndims];
		int64_t v;

		if (!wantscalar(c, k, path, "a symbol or a positive size"))
			continue;
		if (!k->quoted && parseint(k->str, &v)) {
			if (v < 1 || v > SPEC_MAX_SYM_VALUE) {
				err(c, k, path, "found size %s, expected 1..%lld", k->str, (long long)SPEC_MAX_SYM_VALUE);
				continue;
			}
			d->sym = -1;
			d->size = v;
		} else if ((d->sym = findsym(c->s, k->str)) < 0) {
			err(c, k, path, "found %s, expected one of the symbols or a positive size",
			    found(k, fb, sizeof(fb)));
			continue;
		}
		p->ndims++;
	}
}

/* "[LO, HI)" with both bounds given as text */
static bool splitinterval(const char *s, char **lo, char **hi, bool *loopen, bool *hiopen)
{
	size_t n = strlen(s);
	const char *comma;

	if (n < 5 || (s[0] != '[' && s[0] != '(') || (s[n - 1] != ']' && s[n - 1] != ')'))
		return false;
	comma = strchr(s, ',');
	if (!comma || strchr(comma + 1, ','))
		return false;
	*loopen = s[0] == '(';
	*hiopen = s[n - 1] == ')';
	*lo = xstrndup(s + 1, (size_t)(comma - s - 1));
	*hi = xstrndup(comma + 1, (size_t)(s + n - 1 - comma - 1));
	return true;
}

static char *trim(char *s)
{
	char *e;

	while (*s == ' ')
		s++;
	e = s + strlen(s);
	while (e > s && e[-1] == ' ')
		*--e = '\0';
	return s;
}

/* parse one bound of an interval as an expression, reporting under path */
static struct expr *boundexpr(struct ctx *c, const struct ynode *n, const char *path, char *text)
{
	struct ynode tmp = *n;

	tmp.str = trim(text);
	tmp.len = strlen(tmp.str);
	tmp.quoted = false;
	return getexpr(c, &tmp, path, false, false, NULL);
}

static void getvalues(struct ctx *c, struct param *p, const struct ynode *n, const char *path)
{
	static const char *const keys[] = {"range", "also", NULL};
	const struct ynode *r, *also;
	char sub[96], *lo, *hi;
	char fb[64];

	if (!wantkind(c, n, path, Y_MAP, "a mapping { range: \"[LO, HI)\", also: [SCALAR] }"))
		return;
	onlykeys(c, n, path, keys);
	snprintf(sub, sizeof(sub), "%s.range", path);
	r = need(c, n, path, "range", "an interval such as \"[0, vocab)\"");
	if (r)
		p->atrange = (struct pos){r->line, r->col};
	if (r && wantscalar(c, r, sub, "an interval such as \"[0, vocab)\"")) {
		if (!splitinterval(r->str, &lo, &hi, &p->vloopen, &p->vhiopen)) {
			err(c, r, sub, "found %s, expected an interval such as \"[0, vocab)\"", found(r, fb, sizeof(fb)));
		} else {
			p->vlo = boundexpr(c, r, sub, lo);
			p->vhi = boundexpr(c, r, sub, hi);
			free(lo);
			free(hi);
		}
	}
	also = ymapget(n, "also");
	snprintf(sub, sizeof(sub), "%s.also", path);
	if (also && wantkind(c, also, sub, Y_SEQ, "a list of integer scalar names")) {
		/* the scalars come later in params: resolved in checkties() */
		for (size_t i = 0; i < also->n && p->nalso < SPEC_MAX_PARAMS; i++) {
			if (!wantscalar(c, also->kids[i], sub, "a scalar name"))
				continue;
			p->also[p->nalso++] = (int)i;
		}
	}
}

static void getspecial(struct ctx *c, struct param *p, const struct ynode *n, const char *path)
{
	if (!wantkind(c, n, path, Y_SEQ, "a list of numbers (inf, -inf, nan allowed)"))
		return;
	p->special = xcalloc(n->n, sizeof(double));
	for (size_t i = 0; i < n->n; i++)
		if (getnum(c, n->kids[i], path, true, &p->special[p->nspecial]))
			p->nspecial++;
}

/* one bound of a scalar's range: a number, or inf at an open end; integer
 * types take exact integers */
static bool getbound(const struct param *p, char *text, double *v, int64_t *iv)
{
	text = trim(text);
	if (!parsefloat(text, v) || isnan(*v))
		return false;
	if (dtinfo(p->type)->isfloat)
		return true;
	if (isinf(*v)) {
		*iv = *v < 0 ? INT64_MIN : INT64_MAX;
		return true;
	}
	return parseint(text, iv);
}

/* "(LO, HI]"; returns true when the range is valid and set */
static bool getinterval(struct ctx *c, struct param *p, const struct ynode *n, const char *path)
{
	struct interval *r = &p->range;
	char *lo, *hi, fb[64];
	bool ok = false;

	if (!wantscalar(c, n, path, "an interval such as \"(0, 1)\""))
		return false;
	if (!splitinterval(n->str, &lo, &hi, &r->loopen, &r->hiopen)) {
		err(c, n, path, "found %s, expected an interval such as \"(0, 1)\" or \"[0, inf)\"",
		    found(n, fb, sizeof(fb)));
		return false;
	}
	if (!getbound(p, lo, &r->lo, &r->ilo) || !getbound(p, hi, &r->hi, &r->ihi))
		err(c, n, path, "found %s, expected %s (or inf) as bounds", found(n, fb, sizeof(fb)),
		    dtinfo(p->type)->isfloat ? "numbers" : "integers");
	else if (r->lo > r->hi || (!dtinfo(p->type)->isfloat && r->ilo > r->ihi))
		err(c, n, path, "found %s, expected the lower bound first", found(n, fb, sizeof(fb)));
	else if ((isinf(r->lo) && !r->loopen) || (isinf(r->hi) && !r->hiopen))
		err(c, n, path, "found %s, expected an open bracket at an infinite bound", found(n, fb, sizeof(fb)));
	else if (p->type == DT_I32 && ((!isinf(r->lo) && r->ilo < INT32_MIN) || (!isinf(r->hi) && r->ihi > INT32_MAX)))
		err(c, n, path, "found %s, expected bounds within i32 (-2147483648..2147483647)", found(n, fb, sizeof(fb)));
	else
		ok = true;
	free(lo);
	free(hi);
	return ok;
}

static bool inrange(const struct interval *r, double v)
{
	if (v < r->lo || (v == r->lo && r->loopen))
		return false;
	return !(v > r->hi || (v == r->hi && r->hiopen));
}

static bool iinrange(const struct interval *r, int64_t v)
{
	if (v < r->ilo || (v == r->ilo && r->loopen))
		return false;
	return !(v > r->ihi || (v == r->ihi && r->hiopen));
}

/* the range a scalar has when the spec gives none: its type's */
static void typerange(struct param *p)
{
	struct interval *r = &p->range;

	r->lo = -INFINITY;
	r->hi = INFINITY;
	r->loopen = r->hiopen = true;
	r->ilo = p->type == DT_I32 ? INT32_MIN : INT64_MIN;
	r->ihi = p->type == DT_I32 ? INT32_MAX : INT64_MAX;
	if (p->type == DT_I32 || p->type == DT_I64) {
		r->lo = (double)r->ilo;
		r->hi = (double)r->ihi;
		r->loopen = r->hiopen = false;
	}
}

static void getscalar(struct ctx *c, struct param *p, const struct ynode *n, const char *path)
{
	static const char *const keys[] = {"name", "role", "type", "default", "range", NULL};
	const struct ynode *t, *def, *r;
	char sub[96], fb[64], rangetext[80];
	bool ok;

	onlykeys(c, n, path, keys);
	snprintf(sub, sizeof(sub), "%s.type", path);
	t = need(c, n, path, "type", "one of f32, f64, i32, i64");
	if (t && wantscalar(c, t, sub, "one of f32, f64, i32, i64")) {
		p->type = dtparse(t->str);
		if (p->type != DT_F32 && p->type != DT_F64 && p->type != DT_I32 && p->type != DT_I64) {
			err(c, t, sub, "found %s, expected one of f32, f64, i32, i64", found(t, fb, sizeof(fb)));
			p->type = DT_NONE;
		}
	}
	def = need(c, n, path, "default", "a number in the range");
	if (p->type == DT_NONE)
		return;
	typerange(p);
	r = ymapget(n, "range");
	snprintf(sub, sizeof(sub), "%s.range", path);
	if (r && !getinterval(c, p, r, sub))
		return;		/* no default can be judged against a broken range */
	if (r)
		snprintf(rangetext, sizeof(rangetext), "the range %.60s", r->str);
	else
		snprintf(rangetext, sizeof(rangetext), "the range of %s", dtinfo(p->type)->name);
	snprintf(sub, sizeof(sub), "%s.default", path);
	if (!def)
		return;
	if (!dtinfo(p->type)->isfloat) {
		if (!getint(c, def, sub, &p->idef))
			return;
		p->def = (double)p->idef;
		ok = iinrange(&p->range, p->idef);
	} else {
		if (!getnum(c, def, sub, false, &p->def))
			return;
		ok = inrange(&p->range, p->def);
	}
	if (!ok)
		err(c, def, sub, "found %s, expected a value inside %s", def->str, rangetext);
}

static void gettensor(struct ctx *c, struct param *p, const struct ynode *n, const char *path,
		      const char **samename, const struct ynode **valuesnode)
{
	static const char *const keys[] = {"name", "role", "dtype", "shape", "layout", "align", "values", "special",
					   NULL};
	const struct ynode *v;
	char sub[96], fb[64];

	onlykeys(c, n, path, keys);
	snprintf(sub, sizeof(sub), "%s.dtype", path);
	if ((v = need(c, n, path, "dtype", "a dtype, a list of dtypes or same(NAME)"))) {
		p->atdtype = (struct pos){v->line, v->col};
		getdtype(c, p, v, sub, samename);
	}
	snprintf(sub, sizeof(sub), "%s.shape", path);
	if ((v = need(c, n, path, "shape", "a list of symbols and sizes")))
		getshape(c, p, v, sub);
	snprintf(sub, sizeof(sub), "%s.layout", path);
	if ((v = ymapget(n, "layout")) && wantscalar(c, v, sub, "contiguous or inner_contiguous")) {
		if (strcmp(v->str, "contiguous") == 0)
			p->layout = LAYOUT_CONTIGUOUS;
		else if (strcmp(v->str, "inner_contiguous") == 0)
			p->layout = LAYOUT_INNER;
		else
			err(c, v, sub, "found %s, expected contiguous or inner_contiguous", found(v, fb, sizeof(fb)));
	}
	snprintf(sub, sizeof(sub), "%s.align", path);
	if ((v = ymapget(n, "align")))
		p->atalign = (struct pos){v->line, v->col};
	if (v && getint(c, v, sub, &p->align)) {
		if (p->align < 1 || p->align > 256 || (p->align & (p->align - 1)) != 0) {
			err(c, v, sub, "found %s, expected a power of two from 1 to 256", v->str);
			p->align = 0;
		}
	}
	snprintf(sub, sizeof(sub), "%s.values", path);
	if ((*valuesnode = ymapget(n, "values")))
		getvalues(c, p, *valuesnode, sub);
	snprintf(sub, sizeof(sub), "%s.special", path);
	if ((v = ymapget(n, "special"))) {
		p->atspecial = (struct pos){v->line, v->col};
		getspecial(c, p, v, sub);
	}
}

/* follow same() links from tensor i to the tensor that fixes its dtype */
static int dtypeowner(const struct spec *s, int i)
{
	for (int steps = 0; steps <= s->nparams && i >= 0; steps++) {
		if (s->params[i].same < 0)
			return i;
		i = s->params[i].same;
	}
	return -1;
}

/* checks across params, once all of them are read */
static void checkties(struct ctx *c, const struct ynode *n, const char **samenames,
		      const struct ynode **valuesnodes)
{
	struct spec *s = c->s;
	char path[96];
	bool used[SPEC_MAX_SYMS] = {false};

	s->lead = -1;
	for (int i = 0; i < s->nparams; i++) {
		struct param *p = &s->params[i];

		if (!istensor(p))
			continue;
		snprintf(path, sizeof(path), "params[%d].dtype", p->index);
		if (samenames[i]) {
			size_t len = strlen(samenames[i]) - 1;	/* drop ')' */
			char *name = xstrndup(samenames[i], len);
			int j = findparam(s, name);

			if (j < 0 || !istensor(&s->params[j]) || j == i)
				diagf(c->d, p->atdtype.line, p->atdtype.col, path,
				      "found same(%s), expected same(TENSOR) naming another tensor", name);
			else
				p->same = j;
			free(name);
		}
		if (p->dtypes) {
			if (s->lead >= 0)
				diagf(c->d, p->atdtype.line, p->atdtype.col, path,
				      "found a second dtype list (first on '%s'), expected one list; tie the others with same(%s)",
				      s->params[s->lead].name, s->params[s->lead].name);
			else
				s->lead = i;
		}
		for (int k = 0; k < p->ndims; k++)
			if (p->dims[k].sym >= 0)
				used[p->dims[k].sym] = true;
	}
	for (int i = 0; i < s->nparams; i++) {
		struct param *p = &s->params[i];

		if (istensor(p) && p->same >= 0 && dtypeowner(s, i) < 0) {
			snprintf(path, sizeof(path), "params[%d].dtype", p->index);
			diagf(c->d, p->atdtype.line, p->atdtype.col, path, "found a cycle of same() through '%s', expected a chain ending in a dtype",
			      p->name);
			p->same = -1;
		}
	}
	if (s->lead < 0) {
		diagf(c->d, n->line, n->col, "params", "found no tensor with a dtype list, expected one, e.g. dtype: [bf16, f16, f32]");
	} else {
		s->dtypes = s->params[s->lead].dtypes;
	}
	for (int k = 0; k < s->nsyms; k++)
		if (!used[k])
		{
			snprintf(path, sizeof(path), "symbols.%.40s", s->syms[k].name);
			diagf(c->d, s->syms[k].line, s->syms[k].col, path,
			      "found in no tensor's shape, expected every symbol to be used");
		}
	/* values: only on integer tensors; also: integer scalars */
	for (int i = 0; i < s->nparams; i++) {
		struct param *p = &s->params[i];
		const struct ynode *also;
		enum dtype t;
		int j, owner;

		if (!istensor(p))
			continue;
		owner = dtypeowner(s, i);
		t = owner >= 0 ? s->params[owner].dtype : DT_NONE;
		snprintf(path, sizeof(path), "params[%d].values", p->index);
		if (valuesnodes[i] && (owner < 0 || s->params[owner].dtypes || t == DT_NONE || dtinfo(t)->isfloat))
			diagf(c->d, valuesnodes[i]->line, valuesnodes[i]->col, path,
			      "found values on a tensor of floating or varying dtype, expected them only on an integer tensor");
		if (p->nspecial && (owner < 0 || (t != DT_NONE && !dtinfo(t)->isfloat) || p->role == ROLE_OUT)) {
			snprintf(path, sizeof(path), "params[%d].special", p->index);
			diagf(c->d, p->atspecial.line, p->atspecial.col, path, "found special values on '%s', expected them only on a floating input",
			      p->name);
		}
		if (!p->nalso)
			continue;
		also = ymapget(valuesnodes[i], "also");
		snprintf(path, sizeof(path), "params[%d].values.also", p->index);
		for (int k = 0; k < p->nalso; k++) {
			const struct ynode *an = also->kids[p->also[k]];

			j = findparam(s, an->str);
			if (j < 0 || istensor(&s->params[j]) ||
			    (s->params[j].type != DT_I32 && s->params[j].type != DT_I64)) {
				err(c, an, path, "found '%s', expected the name of an integer scalar", an->str);
				j = -1;
			}
			p->also[k] = j;
		}
	}
	/* alignment: at least the largest element size the tensor can have */
	for (int i = 0; i < s->nparams; i++) {
		struct param *p = &s->params[i];
		int biggest = 0;

		if (!istensor(p) || !p->align)
			continue;
		for (int t = DT_NONE + 1; t < DT_COUNT; t++) {
			enum dtype dt;

			if (!(s->dtypes & (1u << t)))
				continue;
			dt = spec_dtype(s, i, (enum dtype)t);
			if (dt != DT_NONE && dtinfo(dt)->size > biggest)
				biggest = dtinfo(dt)->size;
		}
		if (p->align < biggest) {
			snprintf(path, sizeof(path), "params[%d].align", p->index);
			diagf(c->d, p->atalign.line, p->atalign.col, path, "found %lld, expected at least the element size %d",
			      (long long)p->align, biggest);
		}
	}
}

static void doparams(struct ctx *c, const struct ynode *n)
{
	static const char *const roles[] = {"in", "out", "inout", "scalar"};
	struct spec *s = c->s;
	const char *samenames[SPEC_MAX_PARAMS] = {NULL};
	const struct ynode *valuesnodes[SPEC_MAX_PARAMS] = {NULL};
	bool seenscalar = false, ok;
	size_t before = diagcount(c->d);
	char path[64], sub[96], fb[64];

	if (!wantkind(c, n, "params", Y_SEQ, "a list of tensors and scalars"))
		return;
	if (n->n == 0 || n->n > SPEC_MAX_PARAMS) {
		err(c, n, "params", "found %zu params, expected 1 to %d", n->n, SPEC_MAX_PARAMS);
		return;
	}
	for (size_t i = 0; i < n->n; i++) {
		const struct ynode *pn = n->kids[i], *name, *role;
		struct param *p;
		int r;

		snprintf(path, sizeof(path), "params[%zu]", i);
		if (!wantkind(c, pn, path, Y_MAP, "a mapping with name, role, ..."))
			continue;
		snprintf(sub, sizeof(sub), "%s.name", path);
		name = need(c, pn, path, "name", "a name");
		if (!name || !getname(c, name, sub))
			continue;
		if (findparam(s, name->str) >= 0) {
			err(c, name, sub, "found '%s' a second time, expected each param named once", name->str);
			continue;
		}
		if (findsym(s, name->str) >= 0) {
			err(c, name, sub, "found '%s', the name of a symbol, expected a name distinct from the symbols",
			    name->str);
			continue;
		}
		snprintf(sub, sizeof(sub), "%s.role", path);
		role = need(c, pn, path, "role", "in, out, inout or scalar");
		if (!role || !wantscalar(c, role, sub, "in, out, inout or scalar"))
			continue;
		for (r = 0; r < 4; r++)
			if (strcmp(role->str, roles[r]) == 0)
				break;
		if (r == 4) {
			err(c, role, sub, "found %s, expected in, out, inout or scalar", found(role, fb, sizeof(fb)));
			continue;
		}
		p = &s->params[s->nparams];
		memset(p, 0, sizeof(*p));
		p->name = xstrdup(name->str);
		p->role = (enum role)r;
		p->line = pn->line;
		p->col = pn->col;
		p->index = (int)i;
		p->same = -1;
		if (p->role == ROLE_SCALAR) {
			seenscalar = true;
			getscalar(c, p, pn, path);
		} else {
			if (seenscalar)
				err(c, pn, path, "found tensor '%s' after a scalar, expected the tensors first", p->name);
			gettensor(c, p, pn, path, &samenames[s->nparams], &valuesnodes[s->nparams]);
		}
		s->nparams++;
	}
	checkties(c, n, samenames, valuesnodes);
	ok = diagcount(c->d) == before;
	c->paramsok = ok;
	if (!ok)
		return;
	for (int i = 0; i < s->nparams; i++)
		if (s->params[i].role == ROLE_OUT || s->params[i].role == ROLE_INOUT)
			return;
	err(c, n, "params", "found no tensor of role out or inout, expected the op to write something");
}

static void doreference(struct ctx *c, const struct ynode *n)
{
	struct stat st;
	char *dir;

	if (!wantscalar(c, n, "reference", "the path of a C file, relative to the spec"))
		return;
	if (n->len == 0 || n->str[0] == '/' || !hassuffix(n->str, ".c")) {
		err(c, n, "reference", "found '%s', expected a relative path to a .c file", n->str);
		return;
	}
	dir = c->path ? pathdir(c->path) : xstrdup(".");
	c->s->reference = xstrdup(n->str);
	c->s->refpath = pathjoin(dir, n->str);
	free(dir);
	if (c->checkref && (stat(c->s->refpath, &st) != 0 || !S_ISREG(st.st_mode) || access(c->s->refpath, R_OK) != 0))
		err(c, n, "reference", "found '%s', but %s is not a readable file", n->str, c->s->refpath);
}

static void dobatch(struct ctx *c, const struct ynode *n)
{
	struct spec *s = c->s;
	int k;

	if (!wantscalar(c, n, "batch", "a symbol"))
		return;
	k = findsym(s, n->str);
	if (k < 0) {
		err(c, n, "batch", "found '%s', expected one of the symbols", n->str);
		return;
	}
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

static void dotolerance(struct ctx *c, const struct ynode *n)
{
	static const char *const keys[] = {"rel", "abs", NULL};
	struct spec *s = c->s;
	char path[64], sub[80];

	if (!wantkind(c, n, "tolerance", Y_MAP, "a mapping of dtype: { rel: R, abs: A }"))
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
		if (!wantkind(c, v, path, Y_MAP, "a mapping { rel: R, abs: A }"))
			continue;
		onlykeys(c, v, path, keys);
		r = need(c, v, path, "rel", "the relative error norm bound");
		a = need(c, v, path, "abs", "the largest absolute error");
		if (!r || !a)
			continue;
		snprintf(sub, sizeof(sub), "%s.rel", path);
		ok = getnum(c, r, sub, false, &tol.rel);
		snprintf(sub, sizeof(sub), "%s.abs", path);
		ok = getnum(c, a, sub, false, &tol.abs) && ok;
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

		if (!getnum(c, n, path, false, &v))
			return;
		if (v < 0)
			err(c, n, path, "found %s, expected a tolerance >= 0", n->str);
		for (int t = 0; t < DT_COUNT; t++)
			iv->tol[t] = v;
		return;
	}
	if (!wantkind(c, n, path, Y_MAP, "a number or a mapping of dtype: number"))
		return;
	for (size_t i = 0; i + 1 < n->n; i += 2) {
		enum dtype t = dtparse(n->kids[i]->str);

		if (t == DT_NONE || !(s->dtypes & (1u << t)))
			err(c, n->kids[i], path, "found '%s', expected a dtype of the job's dtype set", n->kids[i]->str);
		else if (getnum(c, n->kids[i + 1], path, false, &iv->tol[t]) && iv->tol[t] < 0)
			err(c, n->kids[i + 1], path, "found %s, expected a tolerance >= 0", n->kids[i + 1]->str);
	}
	for (int t = DT_NONE + 1; t < DT_COUNT; t++)
		if ((s->dtypes & (1u << t)) && !ymapget(n, dtinfo((enum dtype)t)->name))
			err(c, n, path, "missing '%s', expected a tolerance for every dtype of the set",
			    dtinfo((enum dtype)t)->name);
}

static void doinvariants(struct ctx *c, const struct ynode *n)
{
	static const char *const kinds[] = {"row_sum", "nonnegative", "bounded"};
	static const char *const keys[][5] = {
		{"kind", "tensor", "value", "tol", NULL},
		{"kind", "tensor", NULL},
		{"kind", "tensor", "min", "max", NULL},
	};
	struct spec *s = c->s;
	char path[64], sub[96], fb[64];

	if (!wantkind(c, n, "invariants", Y_SEQ, "a list of invariants"))
		return;
	s->invs = xcalloc(n->n, sizeof(s->invs[0]));
	for (size_t i = 0; i < n->n; i++) {
		const struct ynode *in = n->kids[i], *k, *t, *v;
		struct invariant *iv = &s->invs[s->ninvs];
		int kind, p;

		snprintf(path, sizeof(path), "invariants[%zu]", i);
		if (!wantkind(c, in, path, Y_MAP, "a mapping { kind: ..., tensor: ... }"))
			continue;
		snprintf(sub, sizeof(sub), "%s.kind", path);
		k = need(c, in, path, "kind", "row_sum, nonnegative or bounded");
		if (!k || !wantscalar(c, k, sub, "row_sum, nonnegative or bounded"))
			continue;
		for (kind = 0; kind < 3; kind++)
			if (strcmp(k->str, kinds[kind]) == 0)
				break;
		if (kind == 3) {
			err(c, k, sub, "found %s, expected row_sum, nonnegative or bounded", found(k, fb, sizeof(fb)));
			continue;
		}
		iv->kind = (enum invkind)kind;
		onlykeys(c, in, path, keys[kind]);
		snprintf(sub, sizeof(sub), "%s.tensor", path);
		t = need(c, in, path, "tensor", "an output tensor");
		if (!t || !wantscalar(c, t, sub, "an output tensor"))
			continue;
		p = findparam(s, t->str);
		if (p < 0 || s->params[p].role == ROLE_IN || s->params[p].role == ROLE_SCALAR) {
			err(c, t, sub, "found '%s', expected an out or inout tensor", t->str);
			continue;
		}
		iv->tensor = p;
		if (iv->kind == INV_ROW_SUM) {
			snprintf(sub, sizeof(sub), "%s.value", path);
			if ((v = need(c, in, path, "value", "the sum of every row")))
				getnum(c, v, sub, false, &iv->value);
			snprintf(sub, sizeof(sub), "%s.tol", path);
			if ((v = need(c, in, path, "tol", "a number or a mapping per dtype")))
				gettol(c, iv, v, sub);
		} else if (iv->kind == INV_BOUNDED) {
			bool ok = true;

			snprintf(sub, sizeof(sub), "%s.min", path);
			ok &= (v = need(c, in, path, "min", "a number")) && getnum(c, v, sub, false, &iv->min);
			snprintf(sub, sizeof(sub), "%s.max", path);
			ok &= (v = need(c, in, path, "max", "a number")) && getnum(c, v, sub, false, &iv->max);
			if (ok && iv->min > iv->max)
				err(c, in, path, "found min %g > max %g, expected min <= max", iv->min, iv->max);
		}
		s->ninvs++;
	}
}

static void docost(struct ctx *c, const struct ynode *n)
{
	static const char *const keys[] = {"bytes", "flops", NULL};
	struct spec *s = c->s;
	const struct ynode *v;

	if (!wantkind(c, n, "cost", Y_MAP, "a mapping { bytes: EXPR, flops: EXPR }"))
		return;
	onlykeys(c, n, "cost", keys);
	if ((v = need(c, n, "cost", "bytes", "an expression of the bytes moved")))
		s->bytes = getexpr(c, v, "cost.bytes", false, true, &s->bytessrc);
	if ((v = need(c, n, "cost", "flops", "an expression of the arithmetic done")))
		s->flops = getexpr(c, v, "cost.flops", false, true, &s->flopssrc);
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

	if (!wantkind(c, n, what, Y_SEQ, "a list of shapes such as { rows: 7, cols: 129 }"))
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
		if (!wantkind(c, m, path, Y_MAP, "a shape such as { rows: 7, cols: 129 }"))
			continue;
		sh->line = m->line;
		sh->col = m->col;
		for (size_t j = 0; j + 1 < m->n; j += 2) {
			const struct ynode *k = m->kids[j], *v = m->kids[j + 1];
			int y = findsym(s, k->str);
			int64_t x;

			if (y < 0) {
				err(c, k, path, "found unknown symbol '%s', expected one of the symbols", k->str);
				ok = false;
				continue;
			}
			given[y] = true;
			snprintf(sub, sizeof(sub), "%s.%s", path, k->str);
			if (!getint(c, v, sub, &x)) {
				ok = false;
				continue;
			}
			if (c->symsok && (x < s->syms[y].min || x > s->syms[y].max)) {
				err(c, v, sub, "found %s, expected %lld..%lld", found(v, fb, sizeof(fb)),
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

static void dotest(struct ctx *c, const struct ynode *n)
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

static void dobench(struct ctx *c, const struct ynode *n)
{
	doshapes(c, n, "bench", c->s->benches, &c->s->nbenches);
}

static void doarchs(struct ctx *c, const struct ynode *n)
{
	struct spec *s = c->s;
	char fb[64];

	if (!wantkind(c, n, "archs", Y_SEQ, "a list such as [sm_80, sm_90]"))
		return;
	if (n->n == 0 || n->n > SPEC_MAX_ARCHS) {
		err(c, n, "archs", "found %zu archs, expected 1 to %d", n->n, SPEC_MAX_ARCHS);
		return;
	}
	for (size_t i = 0; i < n->n; i++) {
		const struct ynode *a = n->kids[i];
		int k;

		if (!wantscalar(c, a, "archs", "an arch such as sm_90"))
			continue;
		for (k = 0; known_archs[k]; k++)
			if (strcmp(known_archs[k], a->str) == 0)
				break;
		if (!known_archs[k]) {
			err(c, a, "archs", "found %s, expected an arch nvcc builds for (sm_75 ... sm_121f)",
			    found(a, fb, sizeof(fb)));
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
	{"params", true, "a list of tensors and scalars", doparams},
	{"reference", true, "the path of the C reference", doreference},
	{"batch", false, NULL, dobatch},
	{"tolerance", true, "a mapping of dtype: { rel, abs }", dotolerance},
	{"invariants", false, NULL, doinvariants},
	{"cost", true, "a mapping { bytes, flops }", docost},
	{"test", true, "a list of shapes", dotest},
	{"bench", true, "a list of shapes", dobench},
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
	c.s->lead = -1;
	if (!wantkind(&c, root, NULL, Y_MAP, "a mapping of op, summary, symbols, params, ..."))
		goto out;
	for (size_t i = 0; i < AK_LEN(sections); i++)
		keys[i] = sections[i].key;
	keys[AK_LEN(sections)] = NULL;
	onlykeys(&c, root, NULL, keys);
	for (size_t i = 0; i < AK_LEN(sections); i++) {
		const struct ynode *v = ymapget(root, sections[i].key);

		if (v)
			sections[i].fn(&c, v);
		else if (sections[i].required)
			diagf(d, 1, 1, NULL, "missing key '%s', expected %s", sections[i].key, sections[i].expected);
	}
	if (c.s->narchs == 0 && !ymapget(root, "archs"))
		for (int i = 0; spec_default_archs[i]; i++)
			c.s->archs[c.s->narchs++] = xstrdup(spec_default_archs[i]);
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
		diagf(d, 0, 0, NULL, "cannot read the spec: %s", errno == EFBIG ? "larger than 256 KiB" : strerror(errno));
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

enum dtype spec_dtype(const struct spec *s, int i, enum dtype jobdt)
{
	const struct param *p = &s->params[i];
	int owner;

	if (!istensor(p))
		return p->type;
	owner = dtypeowner(s, i);
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
