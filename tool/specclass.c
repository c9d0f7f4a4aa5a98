/* specclass.c: shape classes, the spec's `classes:` section and the views jobs work on
 *
 *   classes:
 *     - { name: decode, when: "rows <= 16" }
 *     - { name: longrow, when: "rows <= 64 && cols >= 32768" }
 *
 * A shape belongs to the first class whose condition holds; the shapes no class
 * takes are the op's default class, which has no name: its jobs, launchers and
 * records are those of an op without classes. Each (class, arch, dtype) is a job of
 * its own, with its own variant; the library's dispatcher evaluates the same
 * conditions on the host to pick it. A job works on a
 * view of the spec: the bench shapes of its class in its dtype (a condition may
 * name sizeof(TENSOR)) are the ones it is timed and searched on, and the other
 * classes' bench shapes join its tests, so that every variant is still verified on
 * every shape the spec lists. */
#include <stdlib.h>
#include <string.h>

#include "spec.h"
#include "specread.h"
#include "util.h"

static void doclass(struct ctx *c, const struct ynode *m, size_t i)
{
	static const char *const keys[] = {"name", "when", NULL};
	struct spec *s = c->s;
	struct shapeclass *k = &s->classes[s->nclasses];
	const struct ynode *name, *when;
	char path[64], sub[80];

	snprintf(path, sizeof(path), "classes[%zu]", i);
	if (!sp_wantkind(c, m, path, Y_MAP, "a class such as { name: decode, when: \"rows <= 16\" }"))
		return;
	sp_onlykeys(c, m, path, keys);
	name = sp_need(c, m, path, "name", "the class's name");
	when = ymapget(m, "when");
	if (!name || !sp_wantscalar(c, name, path, "a name such as decode"))
		return;
	snprintf(sub, sizeof(sub), "%s.name", path);
	if (!sp_isident(name->str) || strlen(name->str) > SPEC_MAX_CLASSNAME) {
		err(c, name, sub, "found '%s', expected [a-z][a-z0-9_]*, at most %d characters", name->str,
		    SPEC_MAX_CLASSNAME);
		return;
	}
	if (strcmp(name->str, "default") == 0) {
		err(c, name, sub, "found 'default', expected another name: it names the shapes no class takes");
		return;
	}
	for (int j = 0; j < s->nclasses; j++) {
		if (strcmp(s->classes[j].name, name->str) == 0) {
			err(c, name, sub, "found '%s' twice, expected each class once", name->str);
			return;
		}
	}
	snprintf(sub, sizeof(sub), "%s.when", path);
	if (!when) {
		err(c, m, path, "missing key 'when', expected the condition its shapes meet (the shapes no class "
				"takes are the op's default class)");
		return;
	}
	k->when = sp_getexpr(c, when, sub, true, true, &k->whensrc);
	if (!k->when)
		return;
	k->name = xstrdup(name->str);
	k->line = m->line;
	k->col = m->col;
	s->nclasses++;
}

int spec_classof(const struct spec *s, const int64_t *shape, enum dtype dt, struct exprerr *err)
{
	s = spec_whole(s);
	for (int c = 0; c < s->nclasses; c++) {
		int64_t v;

		if (!spec_eval(s, s->classes[c].when, shape, dt, &v, err))
			return -1;
		if (v)
			return c;
	}
	return s->nclasses;
}

/* the view of class c in dtype dt; NULL after an error at node n */
static struct spec *makeview(struct ctx *c, const struct ynode *n, int cls, enum dtype dt)
{
	const struct spec *s = c->s;
	struct spec *v = xmalloc(sizeof(*v));
	struct exprerr e;

	memcpy(v, s, sizeof(*v));
	memset(v->views, 0, sizeof(v->views));
	v->whole = s;
	v->cls = cls;
	v->nbenches = 0;
	for (int b = 0; b < s->nbenches; b++) {
		int k = spec_classof(s, s->benches[b].v, dt, &e);

		if (k < 0) {
			err(c, n, "classes", "bench[%d] in %s: %s", b, dtinfo(dt)->name, e.msg);
			free(v);
			return NULL;
		}
		if (k == cls)
			v->benches[v->nbenches++] = s->benches[b];
		else
			v->tests[v->ntests++] = s->benches[b];
	}
	if (v->nbenches == 0) {
		err(c, n, "classes", "found no bench shape of %s%s%s in %s, expected at least one to search it on",
		    cls < s->nclasses ? "class '" : "the default class", cls < s->nclasses ? s->classes[cls].name : "",
		    cls < s->nclasses ? "'" : "", dtinfo(dt)->name);
		free(v);
		return NULL;
	}
	return v;
}

void sp_classes(struct ctx *c, const struct ynode *n)
{
	if (!sp_wantkind(c, n, "classes", Y_SEQ, "a list of classes such as { name: decode, when: \"rows <= 16\" }"))
		return;
	if (n->n < 1 || n->n > SPEC_MAX_CLASSES) {
		err(c, n, "classes", "found %zu classes, expected 1 to %d (leave the section out for none)", n->n,
		    SPEC_MAX_CLASSES);
		return;
	}
	for (size_t i = 0; i < n->n; i++)
		doclass(c, n->kids[i], i);
}

void sp_classviews(struct ctx *c, const struct ynode *n)
{
	struct spec *s = c->s;
	enum dtype dts[DT_COUNT];
	int ndt;

	if (s->ntests + s->nbenches > SPEC_MAX_SHAPES) {
		err(c, n, "classes", "found %d test and %d bench shapes, expected at most %d in all: each class's "
				     "variant is verified on all of them", s->ntests, s->nbenches, SPEC_MAX_SHAPES);
		return;
	}
	ndt = spec_jobdtypes(s, dts);
	for (int k = 0; k <= s->nclasses; k++)
		for (int t = 0; t < ndt; t++)
			if (!(s->views[k][dts[t]] = makeview(c, n, k, dts[t])))
				return;
}

const struct spec *spec_class(const struct spec *s, int c, enum dtype dt)
{
	s = spec_whole(s);
	if (s->nclasses == 0)
		return c == 0 && dt > DT_NONE && dt < DT_COUNT && (s->dtypes & (1u << dt)) ? s : NULL;
	if (c < 0 || c > s->nclasses || dt <= DT_NONE || dt >= DT_COUNT)
		return NULL;
	return s->views[c][dt];
}

const struct spec *spec_whole(const struct spec *s)
{
	return s->whole ? s->whole : s;
}

const char *spec_classnameof(const struct spec *s, int c)
{
	s = spec_whole(s);
	return c >= 0 && c < s->nclasses ? s->classes[c].name : "";
}

const char *spec_classname(const struct spec *s)
{
	return s->whole ? spec_classnameof(s->whole, s->cls) : "";
}

int spec_listclass(const struct spec *s, int k)
{
	return k == 0 ? spec_whole(s)->nclasses : k - 1;
}

void spec_freeclasses(struct spec *s)
{
	for (int k = 0; k <= SPEC_MAX_CLASSES; k++) {
		for (int t = 0; t < DT_COUNT; t++)
			free(s->views[k][t]);
		if (k < s->nclasses) {
			free(s->classes[k].name);
			free(s->classes[k].whensrc);
			expr_free(s->classes[k].when);
		}
	}
}

/* ---------------------------------------------------------------- boundaries */

struct probe {
	int64_t v[64];
	int n;
};

static void addvalue(struct probe *p, int64_t v)
{
	for (int i = 0; i < p->n; i++)
		if (p->v[i] == v)
			return;
	if (p->n < (int)AK_LEN(p->v))
		p->v[p->n++] = v;
}

static void addnumber(void *ctx, int64_t c)
{
	static const int sizes[] = {1, 2, 4, 8};
	struct probe *p = ctx;

	for (size_t k = 0; k < AK_LEN(sizes); k++) {
		addvalue(p, c / sizes[k] - 1);
		addvalue(p, c / sizes[k]);
	}
}

/* the shape meets the spec's ranges and constraints in dtype dt */
static bool admitted(const struct spec *s, const int64_t *v, enum dtype dt)
{
	struct exprerr e;
	int64_t ok;

	for (int y = 0; y < s->nsyms; y++)
		if (v[y] < s->syms[y].min || v[y] > s->syms[y].max)
			return false;
	for (int k = 0; k < s->ncons; k++)
		if (!spec_eval(s, s->cons[k], v, dt, &ok, &e) || !ok)
			return false;
	return true;
}

static int addshape(struct shape *out, int n, int max, const int64_t *v, int nsyms)
{
	for (int i = 0; i < n; i++)
		if (memcmp(out[i].v, v, sizeof(out[i].v)) == 0)
			return n;
	if (n < max) {
		memset(&out[n], 0, sizeof(out[n]));
		memcpy(out[n].v, v, sizeof(int64_t) * (size_t)nsyms);
		n++;
	}
	return n;
}

int spec_classprobes(const struct spec *s, enum dtype dt, struct shape *out, int max)
{
	struct probe p = {.n = 0};
	int n = 0;

	s = spec_whole(s);
	/* the edges the conditions name: each number N, and N over an element size,
	 * as the last value below and the first at or above */
	for (int c = 0; c < s->nclasses; c++)
		expr_numbers(s->classes[c].when, addnumber, &p);
	for (int b = 0; b < s->nbenches; b++) {
		for (int y = 0; y < s->nsyms; y++) {
			for (int i = 0; i < p.n; i++) {
				int64_t lo[SPEC_MAX_SYMS], hi[SPEC_MAX_SYMS];
				struct exprerr e;
				int a, z;

				memcpy(lo, s->benches[b].v, sizeof(lo));
				memcpy(hi, s->benches[b].v, sizeof(hi));
				lo[y] = p.v[i];
				if (__builtin_add_overflow(p.v[i], 1, &hi[y]) || !admitted(s, lo, dt) || !admitted(s, hi, dt))
					continue;
				a = spec_classof(s, lo, dt, &e);
				z = spec_classof(s, hi, dt, &e);
				if (a < 0 || z < 0 || a == z)
					continue;
				n = addshape(out, n, max, lo, s->nsyms);
				n = addshape(out, n, max, hi, s->nsyms);
			}
		}
	}
	return n;
}
