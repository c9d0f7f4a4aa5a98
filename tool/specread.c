/* specread.c: reading typed values from YAML nodes for the spec validator */
#define _POSIX_C_SOURCE 200809L
#include "specread.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "specnames.h"
#include "util.h"

struct namecheck {
	struct ctx *c;
	const struct ynode *n;
	const char *path;
	bool allowsize;
	bool ok;
};

/* describe what a node holds, for "found ..." */
const char *sp_found(const struct ynode *n, char *buf, size_t size)
{
	if (n->kind != Y_SCALAR)
		return ykindname(n);
	if (n->len > 40)
		snprintf(buf, size, "'%.37s...'", n->str);
	else
		snprintf(buf, size, "'%s'", n->str);
	return buf;
}

bool sp_wantscalar(struct ctx *c, const struct ynode *n, const char *path, const char *expected)
{
	char fb[64];

	if (n->kind == Y_SCALAR)
		return true;
	err(c, n, path, "found %s, expected %s", sp_found(n, fb, sizeof(fb)), expected);
	return false;
}

bool sp_wantkind(struct ctx *c, const struct ynode *n, const char *path, enum ykind kind,
		     const char *expected)
{
	char fb[64];

	if (n->kind == kind)
		return true;
	err(c, n, path, "found %s, expected %s", sp_found(n, fb, sizeof(fb)), expected);
	return false;
}

/* a plain (unquoted) integer scalar */
bool sp_getint(struct ctx *c, const struct ynode *n, const char *path, int64_t *v)
{
	char fb[64];

	if (n->kind == Y_SCALAR && !n->quoted && parseint(n->str, v))
		return true;
	err(c, n, path, "found %s%s, expected an integer", sp_found(n, fb, sizeof(fb)), n->quoted ? " (quoted: a string)" : "");
	return false;
}

/* a plain number; inf, -inf and nan only when allownan */
bool sp_getnum(struct ctx *c, const struct ynode *n, const char *path, bool allownan, double *v)
{
	char fb[64];

	if (n->kind == Y_SCALAR && !n->quoted && parsefloat(n->str, v) && (allownan || isfinite(*v)))
		return true;
	err(c, n, path, "found %s%s, expected a %snumber", sp_found(n, fb, sizeof(fb)), n->quoted ? " (quoted: a string)" : "",
	    allownan ? "" : "finite ");
	return false;
}

bool sp_iscident(const char *s)
{
	size_t n = 0;

	for (; s[n]; n++)
		if (!isalnum((unsigned char)s[n]) && s[n] != '_')
			return false;
	return n > 0 && n <= 64;
}

bool sp_isident(const char *s)
{
	size_t n = 0;

	if (!islower((unsigned char)s[0]))
		return false;
	for (; s[n]; n++)
		if (!islower((unsigned char)s[n]) && !isdigit((unsigned char)s[n]) && s[n] != '_')
			return false;
	return n <= MAX_NAME;
}

/* a name for a symbol or a parameter */
bool sp_getname(struct ctx *c, const struct ynode *n, const char *path)
{
	char fb[64];

	const char *why;

	if (!sp_wantscalar(c, n, path, "a name"))
		return false;
	if (sp_iscident(n->str) && (why = specname_clash(n->str, NAME_ARG))) {
		err(c, n, path, "found '%s', %s, expected another name", n->str, why);
		return false;
	}
	if (!sp_isident(n->str)) {
		err(c, n, path, "found %s, expected a name of lowercase letters, digits and '_' (at most %d, "
			       "starting with a letter)", sp_found(n, fb, sizeof(fb)), MAX_NAME);
		return false;
	}
	return true;
}

int sp_findsym(const struct spec *s, const char *name)
{
	for (int i = 0; i < s->nsyms; i++)
		if (strcmp(s->syms[i].name, name) == 0)
			return i;
	return -1;
}

int sp_findparam(const struct spec *s, const char *name)
{
	for (int i = 0; i < s->nparams; i++)
		if (strcmp(s->params[i].name, name) == 0)
			return i;
	return -1;
}

bool sp_istensor(const struct param *p)
{
	return p->role != ROLE_SCALAR;
}

/* check that the keys of mapping m are among keys (NULL-terminated) */
bool sp_onlykeys(struct ctx *c, const struct ynode *m, const char *path, const char *const *keys)
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
const struct ynode *sp_need(struct ctx *c, const struct ynode *m, const char *path, const char *key,
				const char *expected)
{
	const struct ynode *v = ymapget(m, key);

	if (!v)
		err(c, m, path, "missing key '%s', expected %s", key, expected);
	return v;
}

static bool checkname(void *ctx, const char *name, bool issize, size_t pos)
{
	struct namecheck *nc = ctx;
	const struct spec *s = nc->c->s;
	int p;

	if (issize) {
		p = sp_findparam(s, name);
		if (nc->allowsize && s->nparams == 0)
			return true;	/* no params could be read: no cascade of errors */
		if (!nc->allowsize)
			err(nc->c, nc->n, nc->path, "found sizeof(%s) at offset %zu, expected only symbols here", name, pos);
		else if (p < 0 || !sp_istensor(&s->params[p]))
			err(nc->c, nc->n, nc->path, "found sizeof(%s) at offset %zu, expected the name of a tensor", name,
			    pos);
		else
			return true;
	} else if (sp_findsym(s, name) >= 0) {
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
struct expr *sp_getexpr(struct ctx *c, const struct ynode *n, const char *path, bool wantbool,
			    bool allowsize, char **src)
{
	struct namecheck nc = {c, n, path, allowsize, true};
	struct exprerr e;
	struct expr *x;

	if (!sp_wantscalar(c, n, path, wantbool ? "a condition such as 'dim % 2 == 0'" : "an expression"))
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

/* "[LO, HI)" with both bounds given as text */
bool sp_splitinterval(const char *s, char **lo, char **hi, bool *loopen, bool *hiopen)
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

char *sp_trim(char *s)
{
	char *e;

	while (*s == ' ')
		s++;
	e = s + strlen(s);
	while (e > s && e[-1] == ' ')
		*--e = '\0';
	return s;
}
