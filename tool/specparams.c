/* specparams.c: the params of a spec: tensors, scalars and the ties between them */
#define _POSIX_C_SOURCE 200809L
#include "specread.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

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

			if (!sp_wantscalar(c, n->kids[i], path, "a dtype"))
				continue;
			t = dtparse(n->kids[i]->str);
			if (t == DT_NONE)
				err(c, n->kids[i], path, "found %s, expected one of %s", sp_found(n->kids[i], fb, sizeof(fb)),
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
	if (!sp_wantscalar(c, n, path, "a dtype, a list of dtypes or same(NAME)"))
		return;
	if (strncmp(n->str, "same(", 5) == 0 && hassuffix(n->str, ")")) {
		*samename = n->str + 5;
		return;
	}
	p->dtype = dtparse(n->str);
	if (p->dtype == DT_NONE)
		err(c, n, path, "found %s, expected one of %s, a list of them, or same(NAME)", sp_found(n, fb, sizeof(fb)),
		    dtnames());
}

static void getshape(struct ctx *c, struct param *p, const struct ynode *n, const char *path)
{
	char fb[64];

	if (!sp_wantkind(c, n, path, Y_SEQ, "a list of symbols and sizes such as [rows, cols]"))
		return;
	if (n->n > SPEC_MAX_DIMS) {
		err(c, n, path, "found %zu dimensions, expected at most %d", n->n, SPEC_MAX_DIMS);
		return;
	}
	for (size_t i = 0; i < n->n; i++) {
		const struct ynode *k = n->kids[i];
		struct dim *d = &p->dims[p->ndims];
		int64_t v;

		if (!sp_wantscalar(c, k, path, "a symbol or a positive size"))
			continue;
		if (!k->quoted && parseint(k->str, &v)) {
			if (v < 1 || v > SPEC_MAX_SYM_VALUE) {
				err(c, k, path, "found size %s, expected 1..%lld", k->str, (long long)SPEC_MAX_SYM_VALUE);
				continue;
			}
			d->sym = -1;
			d->size = v;
		} else if ((d->sym = sp_findsym(c->s, k->str)) < 0) {
			err(c, k, path, "found %s, expected one of the symbols or a positive size",
			    sp_found(k, fb, sizeof(fb)));
			continue;
		}
		p->ndims++;
	}
}

/* parse one bound of an interval as an expression, reporting under path */
static struct expr *boundexpr(struct ctx *c, const struct ynode *n, const char *path, char *text)
{
	struct ynode tmp = *n;

	tmp.str = sp_trim(text);
	tmp.len = strlen(tmp.str);
	tmp.quoted = false;
	return sp_getexpr(c, &tmp, path, false, false, NULL);
}

static void getvalues(struct ctx *c, struct param *p, const struct ynode *n, const char *path)
{
	static const char *const keys[] = {"range", "also", NULL};
	const struct ynode *r, *also;
	char sub[96 + 16], *lo, *hi;	/* the caller's path (96) and a key */
	char fb[64];

	if (!sp_wantkind(c, n, path, Y_MAP, "a mapping { range: \"[LO, HI)\", also: [SCALAR] }"))
		return;
	sp_onlykeys(c, n, path, keys);
	snprintf(sub, sizeof(sub), "%s.range", path);
	r = sp_need(c, n, path, "range", "an interval such as \"[0, vocab)\"");
	if (r)
		p->atrange = (struct pos){r->line, r->col};
	if (r && sp_wantscalar(c, r, sub, "an interval such as \"[0, vocab)\"")) {
		if (!sp_splitinterval(r->str, &lo, &hi, &p->vloopen, &p->vhiopen)) {
			err(c, r, sub, "found %s, expected an interval such as \"[0, vocab)\"", sp_found(r, fb, sizeof(fb)));
		} else {
			p->vlo = boundexpr(c, r, sub, lo);
			p->vhi = boundexpr(c, r, sub, hi);
			free(lo);
			free(hi);
		}
	}
	also = ymapget(n, "also");
	snprintf(sub, sizeof(sub), "%s.also", path);
	if (also && sp_wantkind(c, also, sub, Y_SEQ, "a list of integer scalar names")) {
		/* the scalars come later in params: resolved in checkties() */
		for (size_t i = 0; i < also->n && p->nalso < SPEC_MAX_PARAMS; i++) {
			if (!sp_wantscalar(c, also->kids[i], sub, "a scalar name"))
				continue;
			p->also[p->nalso++] = (int)i;
		}
	}
}

static void getspecial(struct ctx *c, struct param *p, const struct ynode *n, const char *path)
{
	if (!sp_wantkind(c, n, path, Y_SEQ, "a list of numbers (inf, -inf, nan allowed)"))
		return;
	p->special = xcalloc(n->n, sizeof(double));
	for (size_t i = 0; i < n->n; i++)
		if (sp_getnum(c, n->kids[i], path, true, &p->special[p->nspecial]))
			p->nspecial++;
}

/* one bound of a scalar's range: a number, or inf at an open end; integer
 * types take exact integers */
static bool getbound(const struct param *p, char *text, double *v, int64_t *iv)
{
	text = sp_trim(text);
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

	if (!sp_wantscalar(c, n, path, "an interval such as \"(0, 1)\""))
		return false;
	if (!sp_splitinterval(n->str, &lo, &hi, &r->loopen, &r->hiopen)) {
		err(c, n, path, "found %s, expected an interval such as \"(0, 1)\" or \"[0, inf)\"",
		    sp_found(n, fb, sizeof(fb)));
		return false;
	}
	if (!getbound(p, lo, &r->lo, &r->ilo) || !getbound(p, hi, &r->hi, &r->ihi))
		err(c, n, path, "found %s, expected %s (or inf) as bounds", sp_found(n, fb, sizeof(fb)),
		    dtinfo(p->type)->isfloat ? "numbers" : "integers");
	else if (r->lo > r->hi || (!dtinfo(p->type)->isfloat && r->ilo > r->ihi))
		err(c, n, path, "found %s, expected the lower bound first", sp_found(n, fb, sizeof(fb)));
	else if ((isinf(r->lo) && !r->loopen) || (isinf(r->hi) && !r->hiopen))
		err(c, n, path, "found %s, expected an open bracket at an infinite bound", sp_found(n, fb, sizeof(fb)));
	else if (p->type == DT_I32 && ((!isinf(r->lo) && r->ilo < INT32_MIN) || (!isinf(r->hi) && r->ihi > INT32_MAX)))
		err(c, n, path, "found %s, expected bounds within i32 (-2147483648..2147483647)", sp_found(n, fb, sizeof(fb)));
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

	sp_onlykeys(c, n, path, keys);
	snprintf(sub, sizeof(sub), "%s.type", path);
	t = sp_need(c, n, path, "type", "one of f32, f64, i32, i64");
	if (t && sp_wantscalar(c, t, sub, "one of f32, f64, i32, i64")) {
		p->type = dtparse(t->str);
		if (p->type != DT_F32 && p->type != DT_F64 && p->type != DT_I32 && p->type != DT_I64) {
			err(c, t, sub, "found %s, expected one of f32, f64, i32, i64", sp_found(t, fb, sizeof(fb)));
			p->type = DT_NONE;
		}
	}
	def = sp_need(c, n, path, "default", "a number in the range");
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
		if (!sp_getint(c, def, sub, &p->idef))
			return;
		p->def = (double)p->idef;
		ok = iinrange(&p->range, p->idef);
	} else {
		if (!sp_getnum(c, def, sub, false, &p->def))
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

	sp_onlykeys(c, n, path, keys);
	snprintf(sub, sizeof(sub), "%s.dtype", path);
	if ((v = sp_need(c, n, path, "dtype", "a dtype, a list of dtypes or same(NAME)"))) {
		p->atdtype = (struct pos){v->line, v->col};
		getdtype(c, p, v, sub, samename);
	}
	snprintf(sub, sizeof(sub), "%s.shape", path);
	if ((v = sp_need(c, n, path, "shape", "a list of symbols and sizes")))
		getshape(c, p, v, sub);
	snprintf(sub, sizeof(sub), "%s.layout", path);
	if ((v = ymapget(n, "layout")) && sp_wantscalar(c, v, sub, "contiguous, inner_contiguous or broadcast")) {
		int l = LAYOUT_CONTIGUOUS;

		while (l <= LAYOUT_BROADCAST && strcmp(v->str, spec_layoutname((enum layout)l)) != 0)
			l++;
		if (l > LAYOUT_BROADCAST)
			err(c, v, sub, "found %s, expected contiguous, inner_contiguous or broadcast",
			    sp_found(v, fb, sizeof(fb)));
		else if (l == LAYOUT_BROADCAST && p->role != ROLE_IN)
			/* a broadcast tensor's elements share addresses: a kernel writing it would race */
			err(c, v, sub,
			    "found broadcast on a tensor of role %s, expected it on inputs only (a written tensor's "
			    "elements must not share an address)",
			    p->role == ROLE_OUT ? "out" : "inout");
		else
			p->layout = (enum layout)l;
	}
	snprintf(sub, sizeof(sub), "%s.align", path);
	if ((v = ymapget(n, "align")))
		p->atalign = (struct pos){v->line, v->col};
	if (v && sp_getint(c, v, sub, &p->align)) {
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
int sp_dtypeowner(const struct spec *s, int i)
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

		if (!sp_istensor(p))
			continue;
		snprintf(path, sizeof(path), "params[%d].dtype", p->index);
		if (samenames[i]) {
			size_t len = strlen(samenames[i]) - 1;	/* drop ')' */
			char *name = xstrndup(samenames[i], len);
			int j = sp_findparam(s, name);

			if (j < 0 || !sp_istensor(&s->params[j]) || j == i)
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

		if (sp_istensor(p) && p->same >= 0 && sp_dtypeowner(s, i) < 0) {
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

		if (!sp_istensor(p))
			continue;
		owner = sp_dtypeowner(s, i);
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

			j = sp_findparam(s, an->str);
			if (j < 0 || sp_istensor(&s->params[j]) ||
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

		if (!sp_istensor(p) || !p->align)
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

void sp_params(struct ctx *c, const struct ynode *n)
{
	static const char *const roles[] = {"in", "out", "inout", "scalar"};
	struct spec *s = c->s;
	const char *samenames[SPEC_MAX_PARAMS] = {NULL};
	const struct ynode *valuesnodes[SPEC_MAX_PARAMS] = {NULL};
	bool seenscalar = false, ok;
	size_t before = diagcount(c->d);
	char path[64], sub[96], fb[64];

	if (!sp_wantkind(c, n, "params", Y_SEQ, "a list of tensors and scalars"))
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
		if (!sp_wantkind(c, pn, path, Y_MAP, "a mapping with name, role, ..."))
			continue;
		snprintf(sub, sizeof(sub), "%s.name", path);
		name = sp_need(c, pn, path, "name", "a name");
		if (!name || !sp_getname(c, name, sub))
			continue;
		if (sp_findparam(s, name->str) >= 0) {
			err(c, name, sub, "found '%s' a second time, expected each param named once", name->str);
			continue;
		}
		if (sp_findsym(s, name->str) >= 0) {
			err(c, name, sub, "found '%s', the name of a symbol, expected a name distinct from the symbols",
			    name->str);
			continue;
		}
		snprintf(sub, sizeof(sub), "%s.role", path);
		role = sp_need(c, pn, path, "role", "in, out, inout or scalar");
		if (!role || !sp_wantscalar(c, role, sub, "in, out, inout or scalar"))
			continue;
		for (r = 0; r < 4; r++)
			if (strcmp(role->str, roles[r]) == 0)
				break;
		if (r == 4) {
			err(c, role, sub, "found %s, expected in, out, inout or scalar", sp_found(role, fb, sizeof(fb)));
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
