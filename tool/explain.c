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

json_t *explain_json(const struct explainconf *c, const struct job *j, bool *none)
{
	struct prov *p = prov_open(c->db, PROV_READONLY);
	struct prov_jobrec rec;
	struct prov_variant v;
	struct files f = {c->out, json_array(), true};
	json_t *e = NULL, *checks = json_array(), *bench = json_array(), *params = NULL;
	int rc;

	*none = false;
	rc = p ? prov_latest_job(p, j->spec->op, j->arch, dtinfo(j->dt)->name, &rec) : -1;
	if (rc == 0)
		*none = true;
	if (rc <= 0 || prov_variant_get(p, rec.id, &v) < 0 || prov_job_artifacts(p, rec.id, onefile, &f) < 0) {
		prov_close(p);
		json_decref(f.list);
		json_decref(checks);
		json_decref(bench);
		return NULL;
	}
	prov_close(p);
	for (int i = 0; i < v.nverdicts; i++)
		json_array_append_new(checks, json_string(v.verdicts[i]));
	for (int i = 0; i < v.nbench; i++) {
		json_t *shape = v.bench[i].shape ? json_loads(v.bench[i].shape, 0, NULL) : NULL;

		json_array_append_new(bench, json_pack("{s:o, s:o, s:o}", "shape", shape ? shape : json_null(), "median_us",
						       isnan(v.bench[i].median_us) ? json_null() : json_real(v.bench[i].median_us),
						       "roofline_frac", isnan(v.bench[i].roofline_frac) ? json_null()
												 : json_real(v.bench[i].roofline_frac)));
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

static void human(json_t *e)
{
	json_t *x;
	size_t i;
	const char *s;

	printf("%s %s %s: %s, job %lld, attempt %lld\n", json_string_value(json_object_get(e, "op")),
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

		printf("  timed     %s: %.2f us, %.1f%% of the roofline floor\n", shape,
		       json_real_value(json_object_get(x, "median_us")),
		       100 * json_real_value(json_object_get(x, "roofline_frac")));
		free(shape);
	}
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

	for (int i = 0; i < plan->n && !j; i++)
		if (strcmp(plan->v[i].spec->op, c->op) == 0 && strcmp(plan->v[i].arch, c->arch) == 0 &&
		    strcmp(dtinfo(plan->v[i].dt)->name, c->dtype) == 0)
			j = &plan->v[i];
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
