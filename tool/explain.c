/* explain.c: akgen explain, one variant's story for a reviewer: what produced it,
 * every check it passed, how fast it is, and whether the file is still what the
 * record says (explain.h) */
#define _POSIX_C_SOURCE 200809L
#include "explain.h"

#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prov.h"
#include "sha256.h"
#include "util.h"

struct files {
	const char *out;
	json_t *list;
	bool allok;
};

static int onefile(void *ctx, const char *path, const char *sha, int64_t bytes)
{
	struct files *f = ctx;
	char *full = pathjoin(f->out, path), hex[65];
	const char *state = sha256_file(full, hex) != 0 ? "missing" : strcmp(hex, sha) ? "differs from its record"
										   : "as recorded";

	(void)bytes;
	f->allok &= strcmp(state, "as recorded") == 0;
	json_array_append_new(f->list, json_pack("{s:s, s:s, s:s}", "path", full, "sha256", sha, "state", state));
	free(full);
	return 0;
}

/* ---- the comparisons with PyTorch: for each shape, the newest comparison that timed it */

struct figures {
	json_t *byshape;	/* shape -> {"comparison": id, "rows": [...]} */
	json_t *comparisons;	/* "id" -> the comparison, as explain --json shows it */
	json_t *order;		/* the same, newest first */
};

static json_t *realornull(double v)
{
	return isnan(v) ? json_null() : json_real(v);
}

static json_t *comparisonjson(const struct prov_comparison_row *r)
{
	const struct prov_comparison *c = &r->c;
	json_t *o = json_pack("{s:I, s:s?, s:s?, s:I, s:s?, s:s?, s:s?, s:s?, s:s?, s:s?, s:s?, s:s?, s:s?, s:o, s:s?}",
			      "id", (json_int_t)r->comparison_id, "file", c->file, "file_sha256", c->file_sha256,
			      "file_bytes", (json_int_t)c->file_bytes, "tool", c->tool, "command", c->command, "date",
			      c->date, "gpu", c->gpu, "capability", c->capability, "driver", c->driver, "torch", c->torch,
			      "triton", c->triton, "python", c->python, "copy_gbps", realornull(c->copy_gbps),
			      "imported_at", r->imported_at);

	if (c->lib_path || c->lib_version || c->lib_sha256)
		json_object_set_new(o, "lib", json_pack("{s:s?, s:s?, s:s?}", "path", c->lib_path, "version",
							 c->lib_version, "sha256", c->lib_sha256));
	return o;
}

static int onefigure(void *ctx, const struct prov_comparison_row *r)
{
	struct figures *f = ctx;
	const struct prov_comparison_time *t = &r->t;
	json_t *e = json_object_get(f->byshape, t->shape), *row;
	char id[24];

	if (!e) {
		e = json_pack("{s:I, s:[]}", "comparison", (json_int_t)r->comparison_id, "rows");
		json_object_set_new(f->byshape, t->shape, e);
	}
	if (json_integer_value(json_object_get(e, "comparison")) != r->comparison_id)
		return 0;	/* a shape a newer comparison timed */
	xsnprintf(id, sizeof(id), "%lld", (long long)r->comparison_id);
	if (!json_object_get(f->comparisons, id)) {
		json_t *o = comparisonjson(r);

		json_object_set(f->comparisons, id, o);
		json_array_append_new(f->order, o);
	}
	row = json_pack("{s:s, s:s, s:o, s:o, s:o, s:s?, s:s?, s:s?}", "kind", t->kind, "impl", t->impl, "median_us",
			realornull(t->median_us), "p10_us", realornull(t->p10_us), "p90_us", realornull(t->p90_us),
			"method", t->method, "check", t->check_text, "error", t->error);
	if (t->warnings) {
		json_t *w = json_loads(t->warnings, 0, NULL);

		json_object_set_new(row, "warnings", w ? w : json_string(t->warnings));
	}
	if (t->variant)
		json_object_set_new(row, "variant", json_string(t->variant));
	if (t->attempt_id > 0)
		json_object_set_new(row, "attempt", json_integer(t->attempt_id));
	json_array_append_new(json_object_get(e, "rows"), row);
	return 0;
}

/* a shape's JSON with its keys sorted: the form of measurements.shape and comparison_times.shape */
static char *shapekey(const char *shape)
{
	json_t *o = shape ? json_loads(shape, 0, NULL) : NULL;
	char *s = o ? json_dumps(o, JSON_COMPACT | JSON_SORT_KEYS) : NULL;

	json_decref(o);
	return s;
}

/* the PyTorch time t against akops' in the same comparison: t / akops (above 1: akops is faster) */
static json_t *torchrow(json_t *row, double akops_us)
{
	double us = json_is_real(json_object_get(row, "median_us")) ? json_real_value(json_object_get(row, "median_us"))
								    : NAN;
	json_t *o = json_deep_copy(row);

	json_object_del(o, "kind");
	json_object_set_new(o, "akops_speedup", realornull(isnan(akops_us) || isnan(us) ? NAN : us / akops_us));
	return o;
}

/* "pytorch" of explain --json: the comparisons used, and for each bench shape of the
 * spec the record's time and the newest comparison's figures */
static json_t *pytorch(struct prov *p, const struct job *j, const struct prov_variant *v, int *rc)
{
	struct figures f = {json_object(), json_object(), json_array()};
	json_t *shapes = json_array(), *comps = json_array(), *x, *y;
	size_t q, r;

	*rc = prov_comparison_times(p, j->spec->op, dtinfo(j->dt)->name, j->arch, onefigure, &f);
	for (int b = 0; b < j->spec->nbenches && *rc == 0; b++) {
		json_t *sym = json_object(), *e, *s, *eager = json_array(), *akops = json_null(), *compile = json_null();
		double record_us = NAN, akops_us = NAN;
		char *skey;
		size_t i;

		for (int k = 0; k < j->spec->nsyms; k++)
			json_object_set_new(sym, j->spec->syms[k].name, json_integer(j->spec->benches[b].v[k]));
		skey = json_dumps(sym, JSON_COMPACT | JSON_SORT_KEYS);
		for (int m = 0; m < v->nbench && isnan(record_us); m++) {
			char *mk = shapekey(v->bench[m].shape);

			if (mk && strcmp(mk, skey) == 0)
				record_us = v->bench[m].median_us;
			free(mk);
		}
		e = json_object_get(f.byshape, skey);
		json_array_foreach(e ? json_object_get(e, "rows") : NULL, i, x)
			if (strcmp(json_string_value(json_object_get(x, "kind")), "candidate") == 0 &&
			    json_is_real(json_object_get(x, "median_us")))
				akops_us = json_real_value(json_object_get(x, "median_us"));
		json_array_foreach(e ? json_object_get(e, "rows") : NULL, i, x) {
			const char *kind = json_string_value(json_object_get(x, "kind"));

			if (strcmp(kind, "candidate") == 0) {
				json_decref(akops);
				akops = json_deep_copy(x);
				json_object_del(akops, "kind");
				if (json_object_get(x, "attempt"))
					json_object_set_new(akops, "same_attempt",
							    json_boolean(json_integer_value(json_object_get(x, "attempt")) ==
									 v->attempt_id));
				else
					json_object_set_new(akops, "same_attempt", json_null());
			} else if (strcmp(kind, "eager") == 0) {
				json_array_append_new(eager, torchrow(x, akops_us));
			} else {
				json_decref(compile);
				compile = torchrow(x, akops_us);
			}
		}
		s = json_pack("{s:o, s:o, s:O, s:o, s:o, s:o}", "shape", sym, "record_us", realornull(record_us),
			      "comparison", e ? json_object_get(e, "comparison") : json_null(), "akops", akops, "eager",
			      eager, "compile", compile);
		json_array_append_new(shapes, s);
		free(skey);
	}
	/* the comparisons the shapes use, newest first */
	json_array_foreach(f.order, q, x) {
		bool used = false;

		json_array_foreach(shapes, r, y)
			used |= json_equal(json_object_get(y, "comparison"), json_object_get(x, "id"));
		if (used)
			json_array_append(comps, x);
	}
	json_decref(f.byshape);
	json_decref(f.comparisons);
	json_decref(f.order);
	return json_pack("{s:o, s:o}", "comparisons", comps, "shapes", shapes);
}

json_t *explain_json(const struct explainconf *c, const struct job *j, bool *none)
{
	struct prov *p = prov_open(c->db, PROV_READONLY);
	struct prov_jobrec rec;
	struct prov_variant v;
	struct files f = {c->out, json_array(), true};
	json_t *e = NULL, *checks = json_array(), *bench = json_array(), *params = NULL, *pt;
	int rc, ptrc = 0;

	*none = false;
	rc = p ? prov_latest_job(p, j->spec->op, j->arch, dtinfo(j->dt)->name, spec_classname(j->spec), &rec) : -1;
	if (rc == 0)
		*none = true;
	if (rc <= 0 || prov_variant_get(p, rec.id, &v) < 0 || prov_job_artifacts(p, rec.id, onefile, &f) < 0) {
		prov_close(p);
		json_decref(f.list);
		json_decref(checks);
		json_decref(bench);
		return NULL;
	}
	pt = c->nopytorch ? NULL : pytorch(p, j, &v, &ptrc);
	prov_close(p);
	if (ptrc != 0) {
		json_decref(pt);
		json_decref(f.list);
		json_decref(checks);
		json_decref(bench);
		prov_variant_free(&v);
		return NULL;
	}
	for (int i = 0; i < v.nverdicts; i++)
		json_array_append_new(checks, json_string(v.verdicts[i]));
	for (int i = 0; i < v.nbench; i++) {
		const struct prov_bench *m = &v.bench[i];
		json_t *shape = m->shape ? json_loads(m->shape, 0, NULL) : NULL;
		json_t *x = json_pack("{s:o, s:o, s:o}", "shape", shape ? shape : json_null(), "median_us",
				      realornull(m->median_us), "roofline_frac", realornull(m->roofline_frac));

		/* the sets at the spec's least alignment, where the harness timed them */
		if (!isnan(m->min_align_median_us) || !isnan(m->min_align_ratio)) {
			json_object_set_new(x, "min_align_median_us", realornull(m->min_align_median_us));
			json_object_set_new(x, "min_align_ratio", realornull(m->min_align_ratio));
		}
		json_array_append_new(bench, x);
	}
	if (v.params)
		params = json_loads(v.params, 0, NULL);
	e = json_pack("{s:s, s:s, s:s, s:s, s:I, s:I, s:s?, s:s, s:b, s:o, s:s?, s:o, s:o, s:o, s:o, s:o}", "op",
		      j->spec->op, "arch", j->arch, "dtype", dtinfo(j->dt)->name, "status", prov_status_name(rec.status),
		      "job", (json_int_t)rec.id, "attempt", (json_int_t)v.attempt_id, "proposer", v.proposer, "key",
		      rec.key, "key_current", strcmp(rec.key, j->key) == 0, "parameters", params ? params : json_null(),
		      "compile", v.compile_cmd, "judged_on",
		      v.gpu_name ? json_pack("{s:s, s:s?}", "gpu", v.gpu_name, "arch", v.gpu_arch) : json_null(), "seed",
		      v.seed >= 0 ? json_integer(v.seed) : json_null(), "checks", checks, "bench", bench, "files", f.list);
	json_object_set_new(e, "files_ok", json_boolean(f.allok));
	if (*spec_classname(j->spec))
		json_object_set_new(e, "class", json_string(spec_classname(j->spec)));
	if (pt)
		json_object_set_new(e, "pytorch", pt);
	if (v.spec_sha256)
		json_object_set_new(e, "spec_sha256", json_string(v.spec_sha256));
	if (v.response) {
		char hex[65];

		sha256_buf(v.response, strlen(v.response), hex);
		json_object_set_new(e, "model_answer_bytes", json_integer((json_int_t)strlen(v.response)));
		json_object_set_new(e, "model_answer_sha256", json_string(hex));
	}
	prov_variant_free(&v);
	return e;
}

/* " NAME 12.34 us = 1.23x akops", or its error */
static void torchtext(json_t *x)
{
	json_t *sp = json_object_get(x, "akops_speedup");

	if (!json_is_real(json_object_get(x, "median_us"))) {
		printf(", %s: %s", json_string_value(json_object_get(x, "impl")),
		       json_string_value(json_object_get(x, "error")) ? json_string_value(json_object_get(x, "error"))
								       : "not timed");
		return;
	}
	printf(", %s %.2f us", json_string_value(json_object_get(x, "impl")),
	       json_real_value(json_object_get(x, "median_us")));
	if (json_is_real(sp))
		printf(" = %.2fx akops", json_real_value(sp));
}

/* explain's "pytorch" as text: the comparisons, then a line a bench shape */
static void humantorch(json_t *e, json_t *pt)
{
	json_t *x, *y;
	size_t i, k;

	if (json_array_size(json_object_get(pt, "comparisons")) == 0) {
		printf("  vs torch  none recorded for %s %s %s (akgen compare-import FILE.json records bench/compare.py's "
		       "figures)\n", json_string_value(json_object_get(e, "op")),
		       json_string_value(json_object_get(e, "dtype")), json_string_value(json_object_get(e, "arch")));
		return;
	}
	json_array_foreach(json_object_get(pt, "comparisons"), i, x) {
		json_t *lib = json_object_get(x, "lib");

		printf("  vs torch  comparison %lld, %s: %s on %s, torch %s", (long long)json_integer_value(json_object_get(x, "id")),
		       json_string_value(json_object_get(x, "date")), json_string_value(json_object_get(x, "tool")),
		       json_string_value(json_object_get(x, "gpu")), json_string_value(json_object_get(x, "torch")));
		if (lib && json_string_value(json_object_get(lib, "version")))
			printf(", libakops %s", json_string_value(json_object_get(lib, "version")));
		if (lib && json_string_value(json_object_get(lib, "sha256")))
			printf(" (sha256 %.16s...)", json_string_value(json_object_get(lib, "sha256")));
		printf("; %s, sha256 %.16s...\n", json_string_value(json_object_get(x, "file")),
		       json_string_value(json_object_get(x, "file_sha256")));
	}
	json_array_foreach(json_object_get(pt, "shapes"), i, x) {
		char *shape = json_dumps(json_object_get(x, "shape"), JSON_COMPACT | JSON_SORT_KEYS);
		json_t *ak = json_object_get(x, "akops");

		printf("  vs torch  %s: ", shape);
		free(shape);
		if (json_is_null(json_object_get(x, "comparison"))) {
			printf("in no recorded comparison\n");
			continue;
		}
		printf("comparison %lld: ", (long long)json_integer_value(json_object_get(x, "comparison")));
		if (json_is_object(ak) && json_is_real(json_object_get(ak, "median_us")))
			printf("akops %.2f us", json_real_value(json_object_get(ak, "median_us")));
		else if (json_is_object(ak))
			printf("akops: %s", json_string_value(json_object_get(ak, "error")) ? json_string_value(json_object_get(ak, "error")) : "not timed");
		else
			printf("akops not timed");
		if (json_is_real(json_object_get(x, "record_us")))
			printf(" (its record %.2f us)", json_real_value(json_object_get(x, "record_us")));
		json_array_foreach(json_object_get(x, "eager"), k, y)
			torchtext(y);
		if (json_is_object(json_object_get(x, "compile")))
			torchtext(json_object_get(x, "compile"));
		printf("\n");
		if (json_is_object(ak) && json_is_false(json_object_get(ak, "same_attempt")))
			printf("  vs torch  NOTE: that comparison timed attempt %lld, not this record's attempt %lld: its "
			       "akops figures are another variant's\n", (long long)json_integer_value(json_object_get(ak, "attempt")),
			       (long long)json_integer_value(json_object_get(e, "attempt")));
		else if (json_is_object(ak) && json_is_null(json_object_get(ak, "same_attempt")))
			printf("  vs torch  NOTE: that comparison does not name the attempt it timed (a candidate file, or a "
			       "library that did not say): its akops figures may be another variant's\n");
		if (json_is_object(ak) && json_object_get(ak, "warnings"))
			printf("  vs torch  NOTE: compare.py warned of the akops call there: see --json's warnings\n");
	}
	printf("  vs torch  (N.NNx akops: the PyTorch time over akops' in the same comparison; above 1, akops is faster)\n");
}

static void human(json_t *e)
{
	json_t *x;
	size_t i;
	const char *s;

	printf("%s%s%s %s %s: %s, job %lld, attempt %lld\n", json_string_value(json_object_get(e, "op")),
	       json_object_get(e, "class") ? "." : "",
	       json_object_get(e, "class") ? json_string_value(json_object_get(e, "class")) : "",
	       json_string_value(json_object_get(e, "dtype")), json_string_value(json_object_get(e, "arch")),
	       json_string_value(json_object_get(e, "status")), (long long)json_integer_value(json_object_get(e, "job")),
	       (long long)json_integer_value(json_object_get(e, "attempt")));
	if ((s = json_string_value(json_object_get(e, "proposer"))))
		printf("  made by   %s\n", s);
	if ((x = json_object_get(e, "parameters")) && !json_is_null(x)) {
		char *t = json_dumps(json_object_get(x, "values") ? json_object_get(x, "values") : x,
				     JSON_COMPACT | JSON_SORT_KEYS);

		printf("  params    %s\n", t);
		free(t);
	}
	if (json_object_get(e, "model_answer_bytes"))
		printf("  answer    a model's, %lld bytes (akgen replay derives the source from it)\n",
		       (long long)json_integer_value(json_object_get(e, "model_answer_bytes")));
	printf("  key       %s\n", json_is_true(json_object_get(e, "key_current")) ? "the current inputs' (fresh)"
										 : "other inputs' (stale: akgen plan says why)");
	if ((x = json_object_get(e, "judged_on")) && !json_is_null(x))
		printf("  judged on %s (%s), seed %lld\n", json_string_value(json_object_get(x, "gpu")),
		       json_string_value(json_object_get(x, "arch")) ? json_string_value(json_object_get(x, "arch")) : "?",
		       (long long)json_integer_value(json_object_get(e, "seed")));
	else
		printf("  judged on no GPU: compiled only, unverified\n");
	printf("  checks   ");
	json_array_foreach(json_object_get(e, "checks"), i, x)
		printf(" %s;", json_string_value(x));
	printf("\n");
	json_array_foreach(json_object_get(e, "bench"), i, x) {
		char *shape = json_dumps(json_object_get(x, "shape"), JSON_COMPACT | JSON_SORT_KEYS);
		json_t *ma = json_object_get(x, "min_align_median_us"), *mr = json_object_get(x, "min_align_ratio");

		printf("  timed     %s: %.2f us, %.1f%% of the roofline floor", shape,
		       json_real_value(json_object_get(x, "median_us")),
		       100 * json_real_value(json_object_get(x, "roofline_frac")));
		/* the sets at the spec's least alignment, where the harness timed them */
		if (json_is_real(ma) || json_is_real(mr))
			printf("; at the spec's least alignment");
		if (json_is_real(ma))
			printf(" %.2f us", json_real_value(ma));
		if (json_is_real(mr))
			printf(json_is_real(ma) ? " (%.2fx)" : " %.2fx", json_real_value(mr));
		printf("\n");
		free(shape);
	}
	humantorch(e, json_object_get(e, "pytorch"));
	json_array_foreach(json_object_get(e, "files"), i, x)
		printf("  file      %s: %s\n", json_string_value(json_object_get(x, "path")),
		       json_string_value(json_object_get(x, "state")));
}

int explain(const struct plan *plan, const struct explainconf *c)
{
	const struct job *j = NULL;
	json_t *e;
	bool none;
	int rc;

	/* OP, or OP.CLASS for a shape class's job */
	for (int i = 0; i < plan->n && !j; i++) {
		char op[64];

		if (strcmp(job_label(&plan->v[i], op, sizeof(op)), c->op) == 0 && strcmp(plan->v[i].arch, c->arch) == 0 &&
		    strcmp(dtinfo(plan->v[i].dt)->name, c->dtype) == 0)
			j = &plan->v[i];
	}
	if (!j) {
		warn("no job %s %s %s in the specs ('akgen plan' lists them)", c->op, c->dtype, c->arch);
		return 1;
	}
	e = explain_json(c, j, &none);
	if (!e) {
		if (none)
			warn("%s %s %s has no vetted or compiled-only record", c->op, c->dtype, c->arch);
		return none ? 1 : 3;
	}
	if (c->json) {
		char *t = json_dumps(e, JSON_INDENT(2) | JSON_SORT_KEYS);

		printf("%s\n", t);
		free(t);
	} else {
		human(e);
	}
	rc = json_is_true(json_object_get(e, "files_ok")) ? 0 : 1;
	json_decref(e);
	return rc;
}
