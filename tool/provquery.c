/* provquery.c: the provenance lookups: job status names, latest jobs, attempt counts, artifacts */
#define _POSIX_C_SOURCE 200809L
#include "prov.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "provint.h"
#include "util.h"

/* ---- status names */

static const char *const status_names[] = {
	[PROV_PENDING] = "pending",
	[PROV_VETTED] = "vetted",
	[PROV_COMPILED_ONLY] = "compiled_only",
	[PROV_FAILED] = "failed",
};

const char *prov_status_name(enum prov_status s)
{
	return (size_t)s < AK_LEN(status_names) ? status_names[s] : NULL;
}

/* ---- lookups */

static int parsestatus(const char *s, enum prov_status *out)
{
	for (size_t i = 0; s && i < AK_LEN(status_names); i++) {
		if (strcmp(s, status_names[i]) == 0) {
			*out = (enum prov_status)i;
			return 0;
		}
	}
	return -1;
}

static int readjobrec(struct prov *p, sqlite3_stmt *st, struct prov_jobrec *out)
{
	const char *status = (const char *)sqlite3_column_text(st, 3);
	const char *key = (const char *)sqlite3_column_text(st, 4);

	out->id = sqlite3_column_int64(st, 0);
	out->proposer[0] = 0;
	out->run_id = sqlite3_column_int64(st, 1);
	out->best_attempt_id = sqlite3_column_int64(st, 2);
	if (parsestatus(status, &out->status) < 0 || !key || strlen(key) >= sizeof(out->key)) {
		warn("%s: job %lld: malformed status or key", p->path, (long long)out->id);
		return -1;
	}
	memcpy(out->key, key, strlen(key) + 1);
	return 1;
}

/* the jobs of (op, arch, dtype) of one class, j in the query, as its FROM and
 * WHERE with four parameters: a job of no class has no job_classes row (and every
 * job of a schema before them is one); NULL when a class is asked of such a schema,
 * which has no job of it */
static const char *jobsof(struct prov *p, const char *cls)
{
	if (p->version >= PROV_CLASS_SINCE)
		return "jobs j LEFT JOIN job_classes c ON c.job_id = j.id "
		       "WHERE j.op = ? AND j.arch = ? AND j.dtype = ? AND coalesce(c.class, '') = ?";
	return cls && *cls ? NULL : "jobs j WHERE j.op = ? AND j.arch = ? AND j.dtype = ? AND ? = ''";
}

int prov_latest_job(struct prov *p, const char *op, const char *arch, const char *dtype, const char *cls,
    struct prov_jobrec *out)
{
	const char *from = jobsof(p, cls);
	struct bind b;
	char *sql;
	int rc;

	if (!from)
		return 0;
	sql = xasprintf("SELECT j.id, j.run_id, j.best_attempt_id, j.status, j.key, j.proposer_sha256 FROM %s "
			"AND j.status IN ('vetted', 'compiled_only') ORDER BY j.id DESC LIMIT 1", from);
	rc = pv_prepare(p, sql, &b);
	free(sql);
	if (rc < 0)
		return -1;
	pv_btext(&b, op);
	pv_btext(&b, arch);
	pv_btext(&b, dtype);
	pv_btext(&b, cls ? cls : "");
	rc = pv_step(p, &b, "find latest job");
	if (rc == SQLITE_ROW)
		rc = readjobrec(p, b.st, out);
	if (rc == 1) {
		const char *ph = (const char *)sqlite3_column_text(b.st, 5);

		if (ph && strlen(ph) == 64)
			memcpy(out->proposer, ph, 65);
	}
	else if (rc == SQLITE_DONE)
		rc = 0;
	sqlite3_finalize(b.st);
	return rc;
}

int64_t prov_attempts_by(struct prov *p, const char *op, const char *arch, const char *dtype, const char *cls,
    const char *proposer)
{
	const char *from = jobsof(p, cls);
	struct bind b;
	int64_t n = -1;
	char *sql;
	int rc;

	if (!from)
		return 0;
	sql = xasprintf("SELECT count(*) FROM attempts a JOIN %s AND a.job_id = j.id AND a.proposer = ?", from);
	rc = pv_prepare(p, sql, &b);
	free(sql);
	if (rc < 0)
		return -1;
	pv_btext(&b, op);
	pv_btext(&b, arch);
	pv_btext(&b, dtype);
	pv_btext(&b, cls ? cls : "");
	pv_btext(&b, proposer);
	rc = pv_step(p, &b, "count attempts");
	if (rc == SQLITE_ROW)
		n = sqlite3_column_int64(b.st, 0);
	sqlite3_finalize(b.st);
	return n;
}

int prov_job_artifacts(struct prov *p, int64_t job_id,
    int (*fn)(void *ctx, const char *path, const char *sha256, int64_t bytes), void *ctx)
{
	struct bind b;
	int rc = SQLITE_DONE, ret = 0;

	if (pv_prepare(p, "SELECT path, sha256, bytes FROM artifacts WHERE job_id = ? ORDER BY id", &b) < 0)
		return -1;
	pv_bid(&b, job_id);
	while (ret == 0 && (rc = pv_step(p, &b, "list artifacts")) == SQLITE_ROW)
		ret = fn(ctx, (const char *)sqlite3_column_text(b.st, 0),
		    (const char *)sqlite3_column_text(b.st, 1), sqlite3_column_int64(b.st, 2));
	sqlite3_finalize(b.st);
	if (ret == 0 && rc < 0)
		return -1;
	return ret;
}

int prov_current_variants(struct prov *p,
    int (*fn)(void *ctx, const char *path, const char *sha256, const char *src, size_t len,
	      const char *source_sha256),
    void *ctx)
{
	/* the newest job of each (op, arch, dtype, class), as prov_latest_job picks it */
	const char *cls = p->version >= PROV_CLASS_SINCE ? "coalesce(c.class, '')" : "''";
	const char *from = p->version >= PROV_CLASS_SINCE ? "jobs j LEFT JOIN job_classes c ON c.job_id = j.id" : "jobs j";
	struct bind b;
	int rc = SQLITE_DONE, ret = 0;
	char *sql = xasprintf("SELECT a.path, a.sha256, t.source, t.source_sha256 FROM "
			      "(SELECT max(j.id) AS id FROM %s WHERE j.status IN ('vetted', 'compiled_only') "
			      "GROUP BY j.op, j.arch, j.dtype, %s) l "
			      "JOIN jobs j ON j.id = l.id "
			      "JOIN artifacts a ON a.job_id = j.id AND a.attempt_id = j.best_attempt_id "
			      "JOIN attempts t ON t.id = j.best_attempt_id "
			      "ORDER BY a.path, a.id",
			      from, cls);

	rc = pv_prepare(p, sql, &b);
	free(sql);
	if (rc < 0)
		return -1;
	while (ret == 0 && (rc = pv_step(p, &b, "list the current variants")) == SQLITE_ROW) {
		const char *src = (const char *)sqlite3_column_blob(b.st, 2);
		int len = sqlite3_column_bytes(b.st, 2);

		ret = fn(ctx, (const char *)sqlite3_column_text(b.st, 0), (const char *)sqlite3_column_text(b.st, 1),
		    src, src ? (size_t)len : 0, (const char *)sqlite3_column_text(b.st, 3));
	}
	sqlite3_finalize(b.st);
	if (ret == 0 && rc < 0)
		return -1;
	return ret;
}

int prov_artifact_known(struct prov *p, const char *path, const char *sha256)
{
	struct bind b;
	int rc;

	if (pv_prepare(p, "SELECT 1 FROM artifacts WHERE path = ? AND sha256 = ? LIMIT 1", &b) < 0)
		return -1;
	pv_btext(&b, path);
	pv_btext(&b, sha256);
	rc = pv_step(p, &b, "find an artifact");
	sqlite3_finalize(b.st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

int prov_attempt_source(struct prov *p, int64_t attempt, struct buf *src)
{
	struct bind b;
	int rc;

	if (pv_prepare(p, "SELECT source FROM attempts WHERE id = ? AND source IS NOT NULL", &b) < 0)
		return -1;
	pv_bid(&b, attempt);
	rc = pv_step(p, &b, "read an attempt's source");
	if (rc == SQLITE_ROW) {
		const void *s = sqlite3_column_blob(b.st, 0);

		bufadd(src, s ? s : "", (size_t)sqlite3_column_bytes(b.st, 0));
		rc = 1;
	} else {
		rc = rc == SQLITE_DONE ? 0 : -1;
	}
	sqlite3_finalize(b.st);
	return rc;
}
