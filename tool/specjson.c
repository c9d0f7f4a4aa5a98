/* specjson.c: a spec as JSON (akgen show; the op table the bindings read, emit.c) */
#include "specjson.h"

#include <jansson.h>
#include <stdint.h>

#include "dtype.h"
#include "spec.h"

/* a shape's class in each dtype */
static json_t *classjson(const struct spec *s, const int64_t *v)
{
	json_t *o = json_object();
	enum dtype dts[DT_COUNT];
	int ndt = spec_jobdtypes(s, dts);

	for (int t = 0; t < ndt; t++) {
		struct exprerr e;
		int k = spec_classof(s, v, dts[t], &e);

		json_object_set_new(o, dtinfo(dts[t])->name, k < 0 ? json_null() : json_string(spec_classnameof(s, k)));
	}
	return o;
}

static json_t *shapesjson(const struct spec *s, const struct shape *v, int n)
{
	json_t *a = json_array();
	enum dtype dts[DT_COUNT];
	int ndt = spec_jobdtypes(s, dts);

	for (int i = 0; i < n; i++) {
		json_t *o = json_object(), *sym = json_object(), *bytes = json_object(), *flops = json_object();

		for (int k = 0; k < s->nsyms; k++)
			json_object_set_new(sym, s->syms[k].name, json_integer(v[i].v[k]));
		for (int t = 0; t < ndt; t++) {
			struct exprerr e;
			int64_t x;

			if (spec_eval(s, s->bytes, v[i].v, dts[t], &x, &e))
				json_object_set_new(bytes, dtinfo(dts[t])->name, json_integer(x));
			if (spec_eval(s, s->flops, v[i].v, dts[t], &x, &e))
				json_object_set_new(flops, dtinfo(dts[t])->name, json_integer(x));
		}
		json_object_set_new(o, "sym", sym);
		json_object_set_new(o, "bytes", bytes);
		json_object_set_new(o, "flops", flops);
		if (s->nclasses)
			json_object_set_new(o, "class", classjson(s, v[i].v));
		json_array_append_new(a, o);
	}
	return a;
}

/* the classes, and the shapes on both sides of their boundaries in each dtype */
static void classesjson(const struct spec *s, json_t *o)
{
	struct shape *probes = xcalloc(1024, sizeof(*probes));
	json_t *c = json_array(), *b = json_array();
	enum dtype dts[DT_COUNT];
	int ndt = spec_jobdtypes(s, dts);

	for (int k = 0; k < s->nclasses; k++)
		json_array_append_new(c, json_pack("{s:s, s:s}", "name", s->classes[k].name, "when",
						   s->classes[k].whensrc));
	for (int t = 0; t < ndt; t++) {
		int n = spec_classprobes(s, dts[t], probes, 1024);

		for (int i = 0; i < n; i++) {
			json_t *sym = json_object();
			struct exprerr e;
			int k = spec_classof(s, probes[i].v, dts[t], &e);

			for (int y = 0; y < s->nsyms; y++)
				json_object_set_new(sym, s->syms[y].name, json_integer(probes[i].v[y]));
			json_array_append_new(b, json_pack("{s:s, s:o, s:s}", "dtype", dtinfo(dts[t])->name, "sym", sym,
							   "class", spec_classnameof(s, k)));
		}
	}
	free(probes);
	json_object_set_new(o, "classes", c);
	json_object_set_new(o, "boundaries", b);
}

/* one param of a spec: its role, and its type or its shape and dtypes */
static json_t *paramjson(const struct spec *s, int i, const enum dtype *dt, int ndt)
{
	static const char *const roles[] = {"in", "out", "inout", "scalar"};
	const struct param *p = &s->params[i];
	json_t *j = json_pack("{s:s, s:s}", "name", p->name, "role", roles[p->role]);

	if (p->role == ROLE_SCALAR) {
		json_object_set_new(j, "type", json_string(dtinfo(p->type)->name));
		json_object_set_new(j, "default", dtinfo(p->type)->isfloat ? json_real(p->def)
									  : json_integer((json_int_t)p->idef));
	} else {
		json_t *shape = json_array(), *bydt = json_object();

		for (int d = 0; d < p->ndims; d++)
			json_array_append_new(shape, p->dims[d].sym >= 0 ? json_string(s->syms[p->dims[d].sym].name)
									 : json_integer(p->dims[d].size));
		for (int t = 0; t < ndt; t++)
			json_object_set_new(bydt, dtinfo(dt[t])->name, json_string(dtinfo(spec_dtype(s, i, dt[t]))->name));
		json_object_set_new(j, "shape", shape);
		json_object_set_new(j, "dtype", bydt);
		json_object_set_new(j, "layout", json_string(spec_layoutname(p->layout)));
	}
	return j;
}

json_t *spec_json(const struct spec *s, bool full)
{
	json_t *o = json_object(), *syms = json_array(), *params = json_array(), *tol = json_object(), *dts = json_array();
	enum dtype dt[DT_COUNT];
	int ndt = spec_jobdtypes(s, dt);

	json_object_set_new(o, "op", json_string(s->op));
	json_object_set_new(o, "summary", json_string(s->summary));
	for (int k = 0; k < s->nsyms; k++)
		json_array_append_new(syms, json_pack("{s:s, s:I, s:I}", "name", s->syms[k].name, "min",
						      (json_int_t)s->syms[k].min, "max", (json_int_t)s->syms[k].max));
	for (int t = 0; t < ndt; t++) {
		json_array_append_new(dts, json_string(dtinfo(dt[t])->name));
		if (s->tol[dt[t]].set)
			json_object_set_new(tol, dtinfo(dt[t])->name,
					    json_pack("{s:f, s:f}", "rel", s->tol[dt[t]].rel, "abs", s->tol[dt[t]].abs));
	}
	for (int i = 0; i < s->nparams; i++)
		json_array_append_new(params, paramjson(s, i, dt, ndt));
	json_object_set_new(o, "symbols", syms);
	/* the symbol that leading dimensions fold into (docs/library.md), or null */
	json_object_set_new(o, "batch", s->batch >= 0 ? json_string(s->syms[s->batch].name) : json_null());
	if (s->columns >= 0)
		json_object_set_new(o, "columns", json_string(s->syms[s->columns].name));
	if (s->accumulate >= 0)
		json_object_set_new(o, "accumulate", json_string(s->syms[s->accumulate].name));
	json_object_set_new(o, "dtypes", dts);
	json_object_set_new(o, "params", params);
	if (!full) {
		json_decref(tol);
		return o;
	}
	json_object_set_new(o, "tolerance", tol);
	json_object_set_new(o, "test", shapesjson(s, s->tests, s->ntests));
	json_object_set_new(o, "bench", shapesjson(s, s->benches, s->nbenches));
	if (s->nclasses)
		classesjson(s, o);
	return o;
}
