/* provmerge.c: a worker's rows taken into the project's database (akgen merge)
 *
 * A worker's database is the project's records as they were when the worker's
 * directory was made (its base), plus the rows the worker wrote. Its ledger's
 * entries up to the base are the project's own, hash for hash; the rows its later
 * entries seal are the worker's. Those rows are copied into the project's
 * database in the order the worker's ledger first names them, each given the next
 * id of its table (and every reference to one of them its new id), then sealed in
 * the project's ledger, one entry a row, with the origin
 *
 *   merge BUNDLE-SHA256 WORKER-ENTRY-HASH
 *
 * (the bundle and the worker's entry that first sealed the row), so that a reviewer
 * traces each merged row to the bundle and the worker's chain it came from, and a
 * bundle merged again finds its rows there. Nothing depends on the ids or the order
 * of the inputs: the caller merges bundles in the order of their sha256. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prov.h"
#include "provint.h"
#include "util.h"

/* the columns of each sealed table that name a row of another, by table */
static const struct ref {
	const char *tbl, *col, *to;
} refs[] = {
	{"jobs", "run_id", "runs"},		  {"jobs", "best_attempt_id", "attempts"},
	{"attempts", "job_id", "jobs"},		  {"verdicts", "attempt_id", "attempts"},
	{"measurements", "attempt_id", "attempts"}, {"artifacts", "job_id", "jobs"},
	{"artifacts", "attempt_id", "attempts"},	  {"comparison_times", "comparison_id", "comparisons"},
	{"comparison_times", "attempt_id", "attempts"}, {"job_classes", "job_id", "jobs"},
	{"measurement_placements", "measurement_id", "measurements"},
};

struct newrow {
	char tbl[24];
	int64_t wid, nid;	/* its id in the worker's database and in the project's */
	char entry[65];		/* the worker's entry that first sealed it */
};

struct merge {
	struct prov *p;
	const char *bundle;	/* the bundle's sha256 */
	struct newrow *v;
	size_t n;
	int64_t base;		/* the worker's entries that are the project's */
	struct buf *why;
};

static int sqlerr(struct merge *m, const char *what)
{
	bufprintf(m->why, "%s: %s", what, sqlite3_errmsg(m->p->db));
	return -1;
}

static struct newrow *findrow(struct merge *m, const char *tbl, int64_t wid)
{
	for (size_t i = 0; i < m->n; i++)
		if (m->v[i].wid == wid && strcmp(m->v[i].tbl, tbl) == 0)
			return &m->v[i];
	return NULL;
}

/* the base: how many of the worker's first entries are the project's, hash for hash */
static int findbase(struct merge *m)
{
	sqlite3_stmt *st;
	int rc;

	rc = sqlite3_prepare_v2(m->p->db,
				"SELECT count(*) FROM w.ledger AS a JOIN main.ledger AS b ON a.id = b.id AND a.hash = b.hash",
				-1, &st, NULL);
	if (rc != SQLITE_OK)
		return sqlerr(m, "the worker's ledger");
	if (sqlite3_step(st) == SQLITE_ROW)
		m->base = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	/* the common entries must be a prefix: the entry at base + 1 differs or is absent */
	rc = sqlite3_prepare_v2(m->p->db, "SELECT count(*) FROM w.ledger WHERE id <= ?", -1, &st, NULL);
	if (rc != SQLITE_OK)
		return sqlerr(m, "the worker's ledger");
	sqlite3_bind_int64(st, 1, m->base);
	rc = sqlite3_step(st) == SQLITE_ROW && sqlite3_column_int64(st, 0) == m->base ? 0 : -1;
	sqlite3_finalize(st);
	if (rc != 0 || m->base == 0) {
		bufprintf(m->why, "its records do not extend the project's: their ledger shares %s the project's first "
			  "entries (a worker's directory must be made from the project's records)",
			  m->base == 0 ? "none of" : "not a prefix of");
		return -1;
	}
	return 0;
}

/* the rows the worker's entries after the base seal, in the order they first appear */
static int newrows(struct merge *m)
{
	sqlite3_stmt *st;
	int rc = sqlite3_prepare_v2(m->p->db, "SELECT tbl, row_id, hash FROM w.ledger WHERE id > ? ORDER BY id", -1,
				    &st, NULL);

	if (rc != SQLITE_OK)
		return sqlerr(m, "the worker's ledger");
	sqlite3_bind_int64(st, 1, m->base);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *tbl = (const char *)sqlite3_column_text(st, 0), *hash = (const char *)sqlite3_column_text(st, 2);
		int64_t wid = sqlite3_column_int64(st, 1);
		bool known = false;

		if (!tbl || !hash || strlen(tbl) >= sizeof(m->v[0].tbl) || strlen(hash) != 64) {
			sqlite3_finalize(st);
			bufprintf(m->why, "its ledger has a malformed entry");
			return -1;
		}
		for (int t = 0; t < PROV_LEDGER_NTABLES && !known; t++)
			known = strcmp(tbl, prov_ledger_tables[t].name) == 0;
		if (!known) {
			sqlite3_finalize(st);
			bufprintf(m->why, "its ledger seals a row of table '%.24s', which no merge takes", tbl);
			return -1;
		}
		if (findrow(m, tbl, wid))
			continue;
		m->v = xreallocarray(m->v, m->n + 1, sizeof(m->v[0]));
		memset(&m->v[m->n], 0, sizeof(m->v[0]));
		snprintf(m->v[m->n].tbl, sizeof(m->v[0].tbl), "%s", tbl);
		m->v[m->n].wid = wid;
		memcpy(m->v[m->n].entry, hash, 65);
		m->n++;
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return sqlerr(m, "the worker's ledger");
	return 0;
}

/* 1 when every new row is in the project already (a bundle merged before, or one of
 * the same worker's rows made again), 0 when none is, -1 when some are */
static int merged(struct merge *m)
{
	sqlite3_stmt *st;
	size_t have = 0;

	if (sqlite3_prepare_v2(m->p->db, "SELECT 1 FROM main.ledger WHERE origin LIKE 'merge % ' || ?", -1, &st,
			       NULL) != SQLITE_OK)
		return sqlerr(m, "the project's ledger");
	for (size_t i = 0; i < m->n; i++) {
		sqlite3_reset(st);
		sqlite3_bind_text(st, 1, m->v[i].entry, -1, SQLITE_STATIC);
		have += sqlite3_step(st) == SQLITE_ROW;
	}
	sqlite3_finalize(st);
	if (have == 0 || have == m->n)
		return have == m->n;
	bufprintf(m->why, "%zu of its %zu rows were merged before, from another bundle of the same worker: make the "
		  "worker's directory again from the project's records as they are now", have, m->n);
	return -1;
}

/* the new ids: each table's next ones, in order */
static int newids(struct merge *m)
{
	for (size_t i = 0; i < m->n; i++) {
		sqlite3_stmt *st;
		char sql[96];
		int64_t next = 1;

		if (i > 0 && m->v[i].nid)
			continue;
		snprintf(sql, sizeof(sql), "SELECT coalesce(max(id), 0) + 1 FROM main.%s", m->v[i].tbl);
		if (sqlite3_prepare_v2(m->p->db, sql, -1, &st, NULL) != SQLITE_OK)
			return sqlerr(m, "the project's ids");
		if (sqlite3_step(st) == SQLITE_ROW)
			next = sqlite3_column_int64(st, 0);
		sqlite3_finalize(st);
		for (size_t k = i; k < m->n; k++)
			if (!m->v[k].nid && strcmp(m->v[k].tbl, m->v[i].tbl) == 0)
				m->v[k].nid = next++;
	}
	return 0;
}

/* a reference in a new row: a new row's new id, else a row of the base, which the
 * project holds as the worker does (the base's entries are the same hashes, and a
 * row the worker changed after them is one of its new rows) */
static int remap(struct merge *m, const char *to, int64_t v, int64_t *out)
{
	const struct newrow *r = findrow(m, to, v);
	char hex[65];

	if (r) {
		*out = r->nid;
		return 0;
	}
	*out = v;
	if (pv_row_digest(m->p, to, v, hex) != 0) {
		bufprintf(m->why, "a row refers to %s %" PRId64 ", which is neither one of its rows nor the project's", to,
			  v);
		return -1;
	}
	return 0;
}

/* copy row r from the worker's database into the project's, its references mapped */
static int copyrow(struct merge *m, const struct newrow *r)
{
	sqlite3_stmt *get, *put;
	struct buf sql = {0}, cols = {0}, qs = {0};
	char q[96];
	int ncol, rc = -1;

	snprintf(q, sizeof(q), "SELECT * FROM w.%s WHERE id = ?", r->tbl);
	if (sqlite3_prepare_v2(m->p->db, q, -1, &get, NULL) != SQLITE_OK)
		return sqlerr(m, "a worker's row");
	sqlite3_bind_int64(get, 1, r->wid);
	if (sqlite3_step(get) != SQLITE_ROW) {
		sqlite3_finalize(get);
		bufprintf(m->why, "its ledger seals %s %" PRId64 ", which it does not hold", r->tbl, r->wid);
		return -1;
	}
	ncol = sqlite3_column_count(get);
	for (int c = 0; c < ncol; c++) {
		bufprintf(&cols, "%s\"%s\"", c ? ", " : "", sqlite3_column_name(get, c));
		bufprintf(&qs, "%s?", c ? ", " : "");
	}
	bufprintf(&sql, "INSERT INTO main.%s (%s) VALUES (%s)", r->tbl, cols.data, qs.data);
	if (sqlite3_prepare_v2(m->p->db, sql.data, -1, &put, NULL) != SQLITE_OK) {
		sqlerr(m, "a merged row");
		goto out;
	}
	rc = 0;
	for (int c = 0; c < ncol && rc == 0; c++) {
		const char *name = sqlite3_column_name(get, c);
		const char *to = NULL;

		if (strcmp(name, "id") == 0) {
			sqlite3_bind_int64(put, c + 1, r->nid);
			continue;
		}
		for (size_t k = 0; k < AK_LEN(refs); k++)
			if (strcmp(refs[k].tbl, r->tbl) == 0 && strcmp(refs[k].col, name) == 0)
				to = refs[k].to;
		if (to && sqlite3_column_type(get, c) == SQLITE_INTEGER) {
			int64_t v;

			rc = remap(m, to, sqlite3_column_int64(get, c), &v);
			sqlite3_bind_int64(put, c + 1, v);
		} else {
			sqlite3_bind_value(put, c + 1, sqlite3_column_value(get, c));
		}
	}
	if (rc == 0 && sqlite3_step(put) != SQLITE_DONE)
		rc = sqlerr(m, "a merged row");
	sqlite3_finalize(put);
out:
	sqlite3_finalize(get);
	buffree(&sql);
	buffree(&cols);
	buffree(&qs);
	return rc;
}

/* why a new job f (op, arch, dtype, key, class) conflicts with the project's job the
 * stepped row of newer (id, its ledger origin, its run's host, when it started): a
 * bundle merged before (named by the caller where it is one of its own), or a run here */
static void conflict(struct merge *m, const struct prov_merge_check *check, const char *const f[5],
		     sqlite3_stmt *newer)
{
	const char *origin = (const char *)sqlite3_column_text(newer, 1),
		   *host = (const char *)sqlite3_column_text(newer, 2),
		   *started = (const char *)sqlite3_column_text(newer, 3);
	int64_t id = sqlite3_column_int64(newer, 0);
	char sha[65] = "", job[128];
	const char *name = NULL;

	snprintf(job, sizeof(job), "%s%s%s %s %s", f[0], *f[4] ? "." : "", f[4], f[1], f[2]);
	if (origin && sscanf(origin, "merge %64[0-9a-f]", sha) == 1 && strlen(sha) == 64 && check && check->bundle)
		name = check->bundle(check->ctx, sha);
	if (*sha && name)
		bufprintf(m->why, "its %s is also in %s (bundle %.16s), merged into the project before it: one job, "
			  "two results; merge only one of them", job, name, sha);
	else if (*sha)
		bufprintf(m->why, "its %s conflicts with the project's job %" PRId64 ", recorded after this bundle's "
			  "base, merged from the bundle %.16s: one job, two results; merge only one of them", job, id,
			  sha);
	else
		bufprintf(m->why, "its %s conflicts with the project's job %" PRId64 ", recorded after this bundle's "
			  "base by a run here (on %.64s, started %.32s): one job, two results; leave this bundle out, "
			  "or run the job again in a worker made from the project's records as they are now",
			  job, id, host ? host : "?", started ? started : "?");
}

/* each new job: the caller's check of its key, and no result of its job in the
 * project made after the base (another bundle's, merged before, included). A job left
 * pending (a run's deadline stopped it, or its run was killed) is no result, here or in
 * the bundle: it conflicts with nothing, and the status a job ships with comes from its
 * newest vetted or compiled-only record whatever pending ones came after */
static int checkjobs(struct merge *m, const struct prov_merge_check *check)
{
	sqlite3_stmt *st, *newer;
	int64_t basemax = 0;
	int rc = 0;

	if (sqlite3_prepare_v2(m->p->db, "SELECT coalesce(max(row_id), 0) FROM w.ledger WHERE id <= ? AND tbl = 'jobs'",
			       -1, &st, NULL) != SQLITE_OK)
		return sqlerr(m, "the worker's ledger");
	sqlite3_bind_int64(st, 1, m->base);
	if (sqlite3_step(st) == SQLITE_ROW)
		basemax = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	if (sqlite3_prepare_v2(m->p->db,
			       "SELECT op, arch, dtype, key, coalesce((SELECT class FROM w.job_classes WHERE job_id = j.id), "
			       "''), status FROM w.jobs AS j WHERE id = ?",
			       -1, &st, NULL) != SQLITE_OK)
		return sqlerr(m, "the worker's jobs");
	if (sqlite3_prepare_v2(m->p->db,
			       "SELECT j.id, coalesce((SELECT origin FROM main.ledger WHERE tbl = 'jobs' AND row_id = j.id "
			       "ORDER BY id LIMIT 1), ''), coalesce(r.host, 'an unnamed host'), j.started_at FROM main.jobs "
			       "AS j LEFT JOIN main.runs AS r ON r.id = j.run_id WHERE j.id > ? AND op = ? AND arch = ? AND "
			       "dtype = ? AND coalesce((SELECT class FROM main.job_classes WHERE job_id = j.id), '') = ? "
			       "AND j.status <> 'pending' ORDER BY j.id LIMIT 1",
			       -1, &newer, NULL) != SQLITE_OK) {
		sqlite3_finalize(st);
		return sqlerr(m, "the project's jobs");
	}
	for (size_t i = 0; i < m->n && rc == 0; i++) {
		const char *f[5];

		if (strcmp(m->v[i].tbl, "jobs") != 0)
			continue;
		sqlite3_reset(st);
		sqlite3_bind_int64(st, 1, m->v[i].wid);
		if (sqlite3_step(st) != SQLITE_ROW) {
			rc = sqlerr(m, "the worker's jobs");
			break;
		}
		for (int k = 0; k < 5; k++)
			f[k] = (const char *)sqlite3_column_text(st, k);
		if (!f[0] || !f[1] || !f[2] || !f[3] || !f[4]) {
			bufprintf(m->why, "its job %" PRId64 " lacks its op, arch, dtype or key", m->v[i].wid);
			rc = -1;
			break;
		}
		if (check && check->fn(check->ctx, f[0], f[1], f[2], f[4], f[3], m->why) != 0) {
			rc = -1;
			break;
		}
		const char *status = (const char *)sqlite3_column_text(st, 5);
		if (status && strcmp(status, "pending") == 0)
			continue;
		sqlite3_reset(newer);
		sqlite3_bind_int64(newer, 1, basemax);
		for (int k = 0; k < 3; k++)
			sqlite3_bind_text(newer, k + 2, f[k], -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(newer, 5, f[4], -1, SQLITE_TRANSIENT);
		if (sqlite3_step(newer) == SQLITE_ROW) {
			conflict(m, check, f, newer);
			rc = -1;
		}
	}
	sqlite3_finalize(st);
	sqlite3_finalize(newer);
	return rc;
}

/* a string of a worker's row as it may be printed: printable ASCII, at most n bytes */
static void printable(struct buf *b, const unsigned char *s, size_t n)
{
	for (size_t i = 0; s && s[i] && i < n; i++)
		bufputc(b, s[i] >= 0x20 && s[i] < 0x7f ? (char)s[i] : '?');
}

/* where the worker ran, as its new runs rows say: "HOST (GPU ARCH), ..." into b */
static void workers(struct merge *m, struct buf *b)
{
	sqlite3_stmt *st;
	int n = 0;

	if (sqlite3_prepare_v2(m->p->db,
			       "SELECT coalesce(host, 'an unnamed host'), coalesce(gpu_name, 'no GPU'), "
			       "coalesce(gpu_arch, '') FROM w.runs WHERE id = ?",
			       -1, &st, NULL) != SQLITE_OK)
		return;
	for (size_t i = 0; i < m->n && n < 8; i++) {
		const unsigned char *arch;

		if (strcmp(m->v[i].tbl, "runs") != 0)
			continue;
		sqlite3_reset(st);
		sqlite3_bind_int64(st, 1, m->v[i].wid);
		if (sqlite3_step(st) != SQLITE_ROW)
			continue;
		bufputs(b, n++ ? ", " : "");
		printable(b, sqlite3_column_text(st, 0), 64);
		bufputs(b, " (");
		printable(b, sqlite3_column_text(st, 1), 64);
		arch = sqlite3_column_text(st, 2);
		bufputs(b, arch && *arch ? " " : "");
		printable(b, arch, 16);
		bufputc(b, ')');
	}
	sqlite3_finalize(st);
}

static int mergein(struct merge *m, const struct prov_merge_check *check)
{
	int done;

	if (findbase(m) != 0 || newrows(m) != 0)
		return -1;
	if (m->n == 0) {
		bufprintf(m->why, "it holds nothing beyond the project's records");
		return 1;
	}
	if ((done = merged(m)) != 0) {
		if (done > 0)
			bufprintf(m->why, "its %zu rows are in the project already", m->n);
		return done;
	}
	if (checkjobs(m, check) != 0 || newids(m) != 0 ||
	    pv_exec(m->p, "PRAGMA defer_foreign_keys = ON", "defer foreign keys") < 0)
		return -1;
	for (size_t i = 0; i < m->n; i++)
		if (copyrow(m, &m->v[i]) != 0)
			return -1;
	for (size_t i = 0; i < m->n; i++) {
		char origin[160];

		snprintf(origin, sizeof(origin), "merge %s %s", m->bundle, m->v[i].entry);
		if (pv_ledger_append(m->p, m->v[i].tbl, m->v[i].nid, origin) != 0) {
			bufprintf(m->why, "cannot seal a merged row");
			return -1;
		}
	}
	return 0;
}

int prov_merge_rows(struct prov *p, const char *workerdb, const char *bundlesha, const struct prov_merge_check *check,
		    size_t *rows, struct buf *why)
{
	struct merge m = {.p = p, .bundle = bundlesha, .why = why};
	char *attach = sqlite3_mprintf("ATTACH DATABASE %Q AS w", workerdb);
	int rc;

	*rows = 0;
	rc = sqlite3_exec(p->db, attach, NULL, NULL, NULL);
	sqlite3_free(attach);
	if (rc != SQLITE_OK)
		return sqlerr(&m, "the worker's database");
	if (prov_begin(p) != 0) {
		sqlite3_exec(p->db, "DETACH DATABASE w", NULL, NULL, NULL);
		bufprintf(why, "cannot write the project's database");
		return -1;
	}
	rc = mergein(&m, check);
	if (rc == 0 && prov_commit(p) != 0) {
		bufprintf(why, "cannot commit");
		rc = -1;
	} else if (rc != 0) {
		prov_rollback(p);
	}
	if (rc == 0) {
		*rows = m.n;
		workers(&m, why);
	}
	sqlite3_exec(p->db, "DETACH DATABASE w", NULL, NULL, NULL);
	free(m.v);
	return rc;
}

int prov_copy(const char *from, const char *to)
{
	sqlite3 *src = NULL, *dst = NULL;
	sqlite3_backup *b;
	int rc = -1;

	if (sqlite3_open_v2(from, &src, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
	    sqlite3_open_v2(to, &dst, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		warn("cannot open %s or %s: %s", from, to, sqlite3_errmsg(src && !dst ? src : dst ? dst : src));
		goto out;
	}
	sqlite3_busy_timeout(dst, 10000);
	if (!(b = sqlite3_backup_init(dst, "main", src, "main"))) {
		warn("cannot copy %s to %s: %s", from, to, sqlite3_errmsg(dst));
		goto out;
	}
	rc = sqlite3_backup_step(b, -1) == SQLITE_DONE ? 0 : -1;
	if (sqlite3_backup_finish(b) != SQLITE_OK || rc != 0) {
		warn("cannot copy %s to %s: %s", from, to, sqlite3_errmsg(dst));
		rc = -1;
	}
out:
	sqlite3_close(src);
	sqlite3_close(dst);
	return rc;
}
