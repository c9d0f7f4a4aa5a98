/* replay.c: generated/ again from the provenance database
 *
 * A job's record names its best attempt: who proposed it (a model, a command,
 * a kernel family) and what it was given. Replay derives the source again from
 * that alone: the code block of the model's recorded answer, or the family's
 * instance at the recorded parameters (its template, and the common files it
 * inlines, must still hash as then).
 * The source must hash to the attempt's source_sha256; it is then the job's
 * variant file, byte for byte, and no network or GPU is needed. With check it
 * writes nothing and says whether the files in generated/ are what the
 * records give: an audit of the shipped kernels against their provenance. */
#define _POSIX_C_SOURCE 200809L
#include "replay.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "extract.h"
#include "prov.h"
#include "sha256.h"
#include "proto.h"
#include "template.h"
#include "util.h"

/* a family's instance at the recorded parameters; returns 0, -2 where the family
 * or a common file it inlines changed since (the job is stale: generate remakes
 * it), or -1, with why */
static int fromfamily(const struct job *j, const char *params, struct buf *src, char *why, size_t len)
{
	json_t *p = json_loads(params ? params : "", 0, NULL), *vals, *common;
	const char *path = p ? json_string_value(json_object_get(p, "family")) : NULL;
	const char *sha = p ? json_string_value(json_object_get(p, "template_sha256")) : NULL;
	struct diag d = {0};
	struct tmpl t;
	int64_t v[TMPL_MAX_PARAMS];
	int rc = -1;

	vals = p ? json_object_get(p, "values") : NULL;
	if (!path || !sha || !json_is_object(vals)) {
		snprintf(why, len, "its parameters name no family and values");
		json_decref(p);
		return -1;
	}
	if (tmpl_load(path, &t, &d) != 0) {
		snprintf(why, len, "its family %s does not load", path);
		diagfree(&d);
		json_decref(p);
		return -1;
	}
	if (strcmp(t.sha, sha) != 0) {
		snprintf(why, len, "its family %s changed since (sha256 %.12s, recorded %.12s)", path, t.sha, sha);
		rc = -2;
		goto out;
	}
	/* the common files it inlines, as recorded (a record made before
	 * templates/common/ names none, and its family inlined none) */
	common = json_object_get(p, "common");
	if (common && !json_is_object(common)) {
		snprintf(why, len, "its parameters' common files are not an object");
		goto out;
	}
	if ((size_t)t.ncommon != json_object_size(common)) {
		snprintf(why, len, "its family %s inlines %d common files now, %zu recorded", path, t.ncommon,
			 json_object_size(common));
		rc = -2;
		goto out;
	}
	for (int i = 0; i < t.ncommon; i++) {
		const char *was = json_string_value(json_object_get(common, t.common[i].path));

		if (!was || strcmp(was, t.common[i].sha) != 0) {
			snprintf(why, len, "%s changed since (sha256 %.12s, recorded %.12s)", t.common[i].path,
				 t.common[i].sha, was ? was : "none");
			rc = -2;
			goto out;
		}
	}
	/* as recorded, the family applied to the job's arch (generate searches a family
	 * only for the archs its archs: line names); a record saying otherwise is none
	 * generate made */
	if (!tmpl_hasarch(&t, j->arch)) {
		struct buf archs = {0};

		tmpl_archnames(&t, &archs);
		snprintf(why, len, "its family %s is for %s only, not %s", path, archs.data, j->arch);
		buffree(&archs);
		goto out;
	}
	for (int i = 0; i < t.nparams; i++) {
		json_t *x = json_object_get(vals, t.params[i].name);

		if (!json_is_integer(x)) {
			snprintf(why, len, "no value recorded for %s", t.params[i].name);
			goto out;
		}
		v[i] = (int64_t)json_integer_value(x);
	}
	tmpl_instance(&t, j->spec, j->dt, j->arch, v, src);
	rc = 0;
out:
	tmpl_free(&t);
	diagfree(&d);
	json_decref(p);
	return rc;
}

/* the code block of a recorded answer; returns 0, or -1 with why */
static int fromanswer(const struct job *j, const char *response, struct buf *src, char *why, size_t len)
{
	struct buf name = {0};
	struct xresult x = {0};
	int rc = -1;

	if (!response) {
		snprintf(why, len, "no answer is recorded");
		return -1;
	}
	sig_launcher_name(j->spec, j->dt, j->arch, &name);
	if (extract_code(response, strlen(response), name.data, &x) == 0) {
		bufputs(src, x.source);
		rc = 0;
	} else {
		snprintf(why, len, "its answer gives no source: %s", extract_outcome_name(x.outcome));
	}
	extract_free(&x);
	buffree(&name);
	return rc;
}

/* a stale job whose family changed since: its file, where it holds the recorded
 * source, is kept and said so; nothing can derive it again from this tree */
static const char *keepstale(const char *path, const struct prov_variant *v, char *why, size_t len)
{
	char have[65];
	size_t n = strlen(why);

	if (sha256_file(path, have) == 0 && v->source_sha256 && strcmp(have, v->source_sha256) == 0)
		return "STALE: the file is the recorded source, not derived again: ";
	snprintf(why + n, len - n, ", and %s is not the recorded source", path);
	return NULL;
}

/* one job: 0 reproduced, 1 not, 2 stale (kept as recorded), -1 environment */
static int replayjob(struct prov *db, const struct job *j, const struct replayconf *c, int *done)
{
	struct prov_jobrec rec;
	struct prov_variant v = {0};
	struct buf src = {0}, name = {0};
	char why[256] = "", hex[65], op[64], *path = NULL;
	const char *what = NULL;
	int rc = prov_latest_job(db, j->spec->op, j->arch, dtinfo(j->dt)->name, spec_classname(j->spec), &rec);

	if (rc <= 0)
		return rc;
	if (prov_variant_get(db, rec.id, &v) != 1) {
		prov_variant_free(&v);
		return 0;
	}
	(*done)++;
	sig_variant_file(j->spec, j->dt, j->arch, &name);
	path = pathjoin(c->out, name.data);
	if (v.proposer && strncmp(v.proposer, "template:", 9) == 0)
		rc = fromfamily(j, v.params, &src, why, sizeof(why));
	else if (v.proposer && (strncmp(v.proposer, "llm:", 4) == 0 || strncmp(v.proposer, "command:", 8) == 0))
		rc = fromanswer(j, v.response, &src, why, sizeof(why));
	else
		rc = -1, snprintf(why, sizeof(why), "its proposer (%s) leaves nothing to derive it from",
				  v.proposer ? v.proposer : "unknown");
	if (rc == 0) {
		sha256_buf(src.data ? src.data : "", src.len, hex);
		if (!v.source_sha256 || strcmp(hex, v.source_sha256) != 0) {
			snprintf(why, sizeof(why), "the source derived hashes to %.12s, the attempt's to %.12s", hex,
				 v.source_sha256 ? v.source_sha256 : "(none)");
			rc = -1;
		}
	}
	if (rc == -2) {
		what = keepstale(path, &v, why, sizeof(why));
	} else if (rc == 0 && c->check) {
		char have[65];

		if (sha256_file(path, have) != 0 || strcmp(have, hex) != 0) {
			snprintf(why, sizeof(why), "%s is not what the record gives", path);
			rc = -1;
		} else {
			what = "reproduced, and the file holds it";
		}
	} else if (rc == 0) {
		int w = writefile(path, src.data ? src.data : "", src.len);

		if (w < 0)
			snprintf(why, sizeof(why), "cannot write %s", path);
		else
			what = w ? "reproduced and written" : "reproduced; the file already held it";
	}
	if (!c->quiet || !what)
		printf("%-14s %-7s %-5s attempt %-6lld %s%s\n", job_label(j, op, sizeof(op)), j->arch, dtinfo(j->dt)->name,
		       (long long)v.attempt_id, what ? what : "NOT reproduced: ", what && rc != -2 ? "" : why);
	prov_variant_free(&v);
	buffree(&src);
	buffree(&name);
	free(path);
	return !what ? 1 : rc == -2 ? 2 : 0;
}

int replay(const struct plan *plan, const struct replayconf *c)
{
	struct prov *db = prov_open(c->db, PROV_READONLY);
	int bad = 0, done = 0, stale = 0;
	char *dir;

	if (!db)
		return 3;
	dir = pathjoin(c->out, "variants");
	if (!c->check && mkdirs(dir) != 0) {
		warn("cannot create %s:", dir);
		free(dir);
		prov_close(db);
		return 3;
	}
	free(dir);
	for (int i = 0; i < plan->n; i++) {
		int rc = replayjob(db, &plan->v[i], c, &done);

		if (rc < 0) {
			prov_close(db);
			return 3;
		}
		bad += rc == 1;
		stale += rc == 2;
	}
	prov_close(db);
	printf("%s: %d of %d recorded variants reproduced%s", argv0, done - bad - stale, done,
	       c->check ? " and found as recorded" : "");
	if (stale)
		printf("; %d stale, their family changed since: kept as recorded until generate remakes them", stale);
	printf("\n");
	return bad ? 1 : 0;
}
