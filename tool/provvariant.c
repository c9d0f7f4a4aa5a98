/* provvariant.c: what the provenance says of an emitted variant: the job, its
 * best attempt, the run that judged it and the attempt's measurements */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "prov.h"
#include "provint.h"
#include "util.h"

static char *coltext(sqlite3_stmt *st, int i)
{
	const char *s = (const char *)sqlite3_column_text(st, i);

	return s ? xstrdup(s) : NULL;
}

static int64_t colint(sqlite3_stmt *st, int i)
{
	return sqlite3_column_type(st, i) == SQLITE_NULL ? -1 : sqlite3_column_int64(st, i);
}

static double colreal(sqlite3_stmt *st, int i)
{
	return sqlite3_column_type(st, i) == SQLITE_NULL ? NAN : sqlite3_column_double(st, i);
}

static int readstatus(const char *s, enum prov_status *out)
{
	for (int i = PROV_PENDING; i <= PROV_FAILED; i++) {
		if (s && strcmp(s, prov_status_name((enum prov_status)i)) == 0) {
			*out = (enum prov_status)i;
			return 0;
		}
	}
	return -1;
}

#define JOBSQL(cls) "SELECT j.status, j.key, j.spec_sha256, j.best_attempt_id, j.run_id, a.proposer, a.params, " \
	"a.source_sha256, a.compile_cmd, a.registers, a.smem_bytes, a.spill_bytes, r.gpu_name, r.gpu_arch, " \
	"a.response, a.seed, " cls " " \
	"FROM jobs j LEFT JOIN attempts a ON a.id = j.best_attempt_id LEFT JOIN runs r ON r.id = j.run_id " \
	"WHERE j.id = ?"

/* the job, its attempt and its run in one row */
static int readjob(struct prov *p, int64_t job_id, struct prov_variant *v)
{
	struct bind b;
	int rc;

	/* the class where the schema has them (a job of none has no row) */
	if (pv_prepare(p, p->version >= PROV_CLASS_SINCE ?
	    JOBSQL("(SELECT class FROM job_classes WHERE job_id = j.id)") : JOBSQL("NULL"), &b) < 0)
		return -1;
	sqlite3_bind_int64(b.st, 1, job_id);
	rc = pv_step(p, &b, "read the variant's job");
	if (rc == SQLITE_DONE) {
		warn("%s: no job %lld", p->path, (long long)job_id);
		rc = -1;
	} else if (rc == SQLITE_ROW && readstatus((const char *)sqlite3_column_text(b.st, 0), &v->status) < 0) {
		warn("%s: job %lld: malformed status", p->path, (long long)job_id);
		rc = -1;
	} else if (rc == SQLITE_ROW) {
		v->job_id = job_id;
		v->key = coltext(b.st, 1);
		v->spec_sha256 = coltext(b.st, 2);
		v->attempt_id = colint(b.st, 3);
		v->run_id = colint(b.st, 4);
		v->proposer = coltext(b.st, 5);
		v->params = coltext(b.st, 6);
		v->source_sha256 = coltext(b.st, 7);
		v->compile_cmd = coltext(b.st, 8);
		v->registers = colint(b.st, 9);
		v->smem_bytes = colint(b.st, 10);
		v->spill_bytes = colint(b.st, 11);
		v->gpu_name = coltext(b.st, 12);
		v->gpu_arch = coltext(b.st, 13);
		v->response = coltext(b.st, 14);
		v->seed = colint(b.st, 15);
		v->cls = coltext(b.st, 16);
		rc = v->attempt_id > 0 ? 1 : 0;
	}
	sqlite3_finalize(b.st);
	return rc;
}

static int readbench(struct prov *p, struct prov_variant *v)
{
	struct bind b;
	int rc;

	/* the times at the least alignment where the schema has them (a measurement
	 * without them has no row) */
	if (pv_prepare(p, p->version >= PROV_PLACEMENT_SINCE ?
	    "SELECT m.shape, m.median_us, m.roofline_frac, x.min_align_median_us, x.min_align_ratio FROM measurements m "
	    "LEFT JOIN measurement_placements x ON x.measurement_id = m.id WHERE m.attempt_id = ? ORDER BY m.id" :
	    "SELECT shape, median_us, roofline_frac, NULL, NULL FROM measurements WHERE attempt_id = ? ORDER BY id",
	    &b) < 0)
		return -1;
	sqlite3_bind_int64(b.st, 1, v->attempt_id);
	while ((rc = pv_step(p, &b, "read the variant's measurements")) == SQLITE_ROW) {
		struct prov_bench *m;

		v->bench = xreallocarray(v->bench, (size_t)v->nbench + 1, sizeof(v->bench[0]));
		m = &v->bench[v->nbench++];
		m->shape = coltext(b.st, 0);
		m->median_us = colreal(b.st, 1);
		m->roofline_frac = colreal(b.st, 2);
		m->min_align_median_us = colreal(b.st, 3);
		m->min_align_ratio = colreal(b.st, 4);
	}
	sqlite3_finalize(b.st);
	return rc == SQLITE_DONE ? 0 : -1;
}

static int readverdicts(struct prov *p, struct prov_variant *v)
{
	struct bind b;
	int rc;

	if (pv_prepare(p, "SELECT stage || ' ' || verdict FROM verdicts WHERE attempt_id = ? ORDER BY id", &b) < 0)
		return -1;
	sqlite3_bind_int64(b.st, 1, v->attempt_id);
	while ((rc = pv_step(p, &b, "read the variant's verdicts")) == SQLITE_ROW) {
		v->verdicts = xreallocarray(v->verdicts, (size_t)v->nverdicts + 1, sizeof(v->verdicts[0]));
		v->verdicts[v->nverdicts++] = coltext(b.st, 0);
	}
	sqlite3_finalize(b.st);
	return rc == SQLITE_DONE ? 0 : -1;
}

int prov_variant_get(struct prov *p, int64_t job_id, struct prov_variant *out)
{
	int rc;

	memset(out, 0, sizeof(*out));
	out->registers = out->smem_bytes = out->spill_bytes = out->seed = -1;
	rc = readjob(p, job_id, out);
	if (rc == 1 && (readbench(p, out) < 0 || readverdicts(p, out) < 0))
		rc = -1;
	if (rc <= 0)
		prov_variant_free(out);
	return rc;
}

void prov_variant_free(struct prov_variant *v)
{
	free(v->key);
	free(v->spec_sha256);
	free(v->cls);
	free(v->proposer);
	free(v->response);
	free(v->params);
	free(v->source_sha256);
	free(v->compile_cmd);
	free(v->gpu_name);
	free(v->gpu_arch);
	for (int i = 0; i < v->nbench; i++)
		free(v->bench[i].shape);
	free(v->bench);
	for (int i = 0; i < v->nverdicts; i++)
		free(v->verdicts[i]);
	free(v->verdicts);
	memset(v, 0, sizeof(*v));
	v->registers = v->smem_bytes = v->spill_bytes = v->seed = -1;
}

int prov_job_scores(struct prov *p, int64_t job_id, double **scores, int *n)
{
	struct bind b;
	int rc;

	*scores = NULL;
	*n = 0;
	if (pv_prepare(p, "SELECT (SELECT min(m.roofline_frac) FROM measurements m WHERE m.attempt_id = a.id) "
	    "FROM attempts a WHERE a.job_id = ? ORDER BY a.seq", &b) < 0)
		return -1;
	sqlite3_bind_int64(b.st, 1, job_id);
	while ((rc = pv_step(p, &b, "read the job's attempts")) == SQLITE_ROW) {
		*scores = xreallocarray(*scores, (size_t)*n + 1, sizeof(**scores));
		(*scores)[(*n)++] = colreal(b.st, 0);
	}
	sqlite3_finalize(b.st);
	return rc == SQLITE_DONE ? 0 : -1;
}

int prov_verdict_counts(struct prov *p, int (*fn)(void *ctx, const char *verdict, int64_t n), void *ctx)
{
	struct bind b;
	int rc, stop = 0;

	if (pv_prepare(p, "SELECT verdict, count(*) FROM verdicts GROUP BY verdict ORDER BY verdict", &b) < 0)
		return -1;
	while (!stop && (rc = pv_step(p, &b, "count the verdicts")) == SQLITE_ROW)
		stop = fn(ctx, (const char *)sqlite3_column_text(b.st, 0), sqlite3_column_int64(b.st, 1));
	sqlite3_finalize(b.st);
	return stop ? stop : rc == SQLITE_DONE ? 0 : -1;
}
