/* prov.c: the provenance database, one SQLite file with a versioned schema */
#define _POSIX_C_SOURCE 200809L
#include "prov.h"

#include <math.h>
#include <sqlite3.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "provint.h"
#include "sha256.h"
#include "util.h"

#define BUSY_TIMEOUT_MS 10000

static const char *const status_names[] = {
	[PROV_PENDING] = "pending",
	[PROV_VETTED] = "vetted",
	[PROV_COMPILED_ONLY] = "compiled_only",
	[PROV_FAILED] = "failed",
};

/* ---- statements */

void pv_dberr(struct prov *p, const char *what)
{
	warn("%s: %s: %s", p->path, what, sqlite3_errmsg(p->db));
}

int pv_exec(struct prov *p, const char *sql, const char *what)
{
	if (sqlite3_exec(p->db, sql, NULL, NULL, NULL) != SQLITE_OK) {
		pv_dberr(p, what);
		return -1;
	}
	return 0;
}

int pv_prepare(struct prov *p, const char *sql, struct bind *b)
{
	b->n = 0;
	b->rc = SQLITE_OK;
	if (sqlite3_prepare_v2(p->db, sql, -1, &b->st, NULL) != SQLITE_OK) {
		pv_dberr(p, "prepare");
		return -1;
	}
	return 0;
}

static void bnote(struct bind *b, int rc)
{
	if (b->rc == SQLITE_OK)
		b->rc = rc;
}

/* a string; NULL binds SQL NULL */
static void btext(struct bind *b, const char *s)
{
	b->n++;
	if (!s)
		bnote(b, sqlite3_bind_null(b->st, b->n));
	else
		bnote(b, sqlite3_bind_text64(b->st, b->n, s, strlen(s), SQLITE_STATIC, SQLITE_UTF8));
}

/* an integer; negative binds SQL NULL */
static void bint(struct bind *b, int64_t v)
{
	b->n++;
	if (v < 0)
		bnote(b, sqlite3_bind_null(b->st, b->n));
	else
		bnote(b, sqlite3_bind_int64(b->st, b->n, v));
}

/* a row id; below 1 binds SQL NULL */
static void bid(struct bind *b, int64_t id)
{
	bint(b, id < 1 ? -1 : id);
}

/* a double; NaN binds SQL NULL */
static void breal(struct bind *b, double v)
{
	b->n++;
	if (isnan(v))
		bnote(b, sqlite3_bind_null(b->st, b->n));
	else
		bnote(b, sqlite3_bind_double(b->st, b->n, v));
}

/* step a bound statement once; returns the sqlite3_step code, or -1 after a
 * warning on error (the statement stays unfinalized) */
int pv_step(struct prov *p, struct bind *b, const char *what)
{
	int rc = b->rc == SQLITE_OK ? sqlite3_step(b->st) : b->rc;

	if (rc == SQLITE_ROW || rc == SQLITE_DONE)
		return rc;
	if (b->rc != SQLITE_OK)
		warn("%s: %s: binding: %s", p->path, what, sqlite3_errstr(rc));
	else
		pv_dberr(p, what);
	return -1;
}

/* every write is one savepoint: the row and its ledger entry, or neither. The row's
 * INSERT or UPDATE takes the write lock before the ledger's head is read, so another
 * process's write waits for this one (the busy timeout) and the chain stays one */
static int beginwrite(struct prov *p, struct bind *b, const char *what)
{
	if (pv_exec(p, "SAVEPOINT akops_write", what) == 0)
		return 0;
	sqlite3_finalize(b->st);
	return -1;
}

static int endwrite(struct prov *p, bool ok, const char *what)
{
	if (ok && pv_exec(p, "RELEASE akops_write", what) == 0)
		return 0;
	sqlite3_exec(p->db, "ROLLBACK TO akops_write; RELEASE akops_write", NULL, NULL, NULL);
	return -1;
}

/* run an INSERT into tbl, sealed in the ledger; returns the new row id or -1 */
static int64_t insert(struct prov *p, struct bind *b, const char *what, const char *tbl)
{
	int64_t id = -1;

	if (beginwrite(p, b, what) < 0)
		return -1;
	if (pv_step(p, b, what) == SQLITE_DONE)
		id = sqlite3_last_insert_rowid(p->db);
	sqlite3_finalize(b->st);
	if (id > 0 && pv_ledger_append(p, tbl, id, "write") < 0)
		id = -1;
	return endwrite(p, id > 0, what) == 0 ? id : -1;
}

/* run an UPDATE of the row of tbl with the given id, sealed in the ledger;
 * returns 0 or -1 */
static int update(struct prov *p, struct bind *b, const char *what, const char *tbl, int64_t id)
{
	int rc;

	if (beginwrite(p, b, what) < 0)
		return -1;
	rc = pv_step(p, b, what);
	sqlite3_finalize(b->st);
	if (rc == SQLITE_DONE && sqlite3_changes(p->db) != 1) {
		warn("%s: %s: no row with id %lld", p->path, what, (long long)id);
		rc = -1;
	}
	if (rc == SQLITE_DONE && pv_ledger_append(p, tbl, id, "write") < 0)
		rc = -1;
	return endwrite(p, rc == SQLITE_DONE, what);
}

/* read an integer PRAGMA (name is a constant of this file) */
static int pragma_int(struct prov *p, const char *name, int *v)
{
	char *sql = xasprintf("PRAGMA %s", name);
	struct bind b;
	int rc = pv_prepare(p, sql, &b);

	free(sql);
	if (rc < 0)
		return -1;
	rc = pv_step(p, &b, name);
	if (rc == SQLITE_ROW)
		*v = sqlite3_column_int(b.st, 0);
	sqlite3_finalize(b.st);
	if (rc == SQLITE_DONE)
		warn("%s: PRAGMA %s returned nothing", p->path, name);
	return rc == SQLITE_ROW ? 0 : -1;
}

/* ---- opening and migrating */

static struct prov *opendb(const char *path, int flags)
{
	struct prov *p = xcalloc(1, sizeof(*p));
	int oflags = SQLITE_OPEN_READWRITE;

	if (flags & PROV_READONLY)
		oflags = SQLITE_OPEN_READONLY;
	else if (flags & PROV_CREATE)
		oflags |= SQLITE_OPEN_CREATE;
	p->path = xstrdup(path);
	p->readonly = flags & PROV_READONLY;
	if (sqlite3_open_v2(path, &p->db, oflags, NULL) != SQLITE_OK) {
		pv_dberr(p, "cannot open provenance database");
		prov_close(p);
		return NULL;
	}
	sqlite3_busy_timeout(p->db, BUSY_TIMEOUT_MS);
	return p;
}

static int foreignkeys(struct prov *p)
{
	int on = 0;

	if (pv_exec(p, "PRAGMA foreign_keys = ON", "enable foreign keys") < 0)
		return -1;
	if (pragma_int(p, "foreign_keys", &on) < 0)
		return -1;
	if (!on) {
		warn("%s: this SQLite cannot enforce foreign keys", p->path);
		return -1;
	}
	return 0;
}

/* the schema version; the first read of the file, so it tells a non-database */
static int readversion(struct prov *p, int *v)
{
	sqlite3_stmt *st;
	int rc;

	if (sqlite3_prepare_v2(p->db, "PRAGMA user_version", -1, &st, NULL) == SQLITE_OK) {
		rc = sqlite3_step(st);
		if (rc == SQLITE_ROW)
			*v = sqlite3_column_int(st, 0);
		sqlite3_finalize(st);
		if (rc == SQLITE_ROW)
			return 0;
	}
	if ((sqlite3_errcode(p->db) & 0xff) == SQLITE_NOTADB)
		warn("%s: not a SQLite database", p->path);
	else
		pv_dberr(p, "read schema version");
	return -1;
}

static int counttables(struct prov *p, int *n)
{
	struct bind b;
	int rc;

	if (pv_prepare(p, "SELECT count(*) FROM sqlite_master", &b) < 0)
		return -1;
	rc = pv_step(p, &b, "list tables");
	if (rc == SQLITE_ROW)
		*n = sqlite3_column_int(b.st, 0);
	sqlite3_finalize(b.st);
	return rc == SQLITE_ROW ? 0 : -1;
}

/* refuse what is not an empty file or an akops DB */
static int checkidentity(struct prov *p, int version, int flags)
{
	int app = 0, tables = 0;

	if (pragma_int(p, "application_id", &app) < 0 || counttables(p, &tables) < 0)
		return -1;
	if (version == 0 && tables > 0) {
		warn("%s: a SQLite database, but not an akops provenance database", p->path);
		return -1;
	}
	if (version == 0 && !(flags & PROV_CREATE)) {
		warn("%s: empty, not a provenance database yet", p->path);
		return -1;
	}
	if (version > 0 && app != APPLICATION_ID) {
		warn("%s: not an akops provenance database (application_id %d, user_version %d)",
		    p->path, app, version);
		return -1;
	}
	return 0;
}

/* refuse schema versions this code cannot use as they are */
static int checkversion(struct prov *p, int version, int flags)
{
	if (version > PROV_SCHEMA_VERSION) {
		warn("%s: provenance schema version %d is newer than version %d of this akgen; "
		    "use a newer akgen", p->path, version, PROV_SCHEMA_VERSION);
		return -1;
	}
	if ((flags & PROV_READONLY) && version < PROV_READ_MIN) {
		warn("%s: provenance schema version %d is older than version %d of this akgen, "
		    "and a read-only open does not migrate; run 'akgen migrate' on it once",
		    p->path, version, PROV_SCHEMA_VERSION);
		return -1;
	}
	return 0;
}

static int setwal(struct prov *p)
{
	struct bind b;
	const char *mode;
	int rc, ok;

	if (pv_prepare(p, "PRAGMA journal_mode = WAL", &b) < 0)
		return -1;
	rc = pv_step(p, &b, "set WAL journal mode");
	mode = rc == SQLITE_ROW ? (const char *)sqlite3_column_text(b.st, 0) : NULL;
	ok = mode && strcmp(mode, "wal") == 0;
	if (rc == SQLITE_ROW && !ok)
		warn("%s: cannot use WAL journal mode (got %s)", p->path, mode ? mode : "nothing");
	sqlite3_finalize(b.st);
	return ok ? 0 : -1;
}

static int setversion(struct prov *p, int version)
{
	char *sql = xasprintf("PRAGMA user_version = %d", version);
	int rc = pv_exec(p, sql, "set schema version");

	free(sql);
	return rc;
}

/* one migration in one transaction; the version is read again under the write
 * lock, as another process may have migrated the file meanwhile */
static int migrate1(struct prov *p, int target)
{
	int v;

	if (pv_exec(p, "BEGIN IMMEDIATE", "begin migration") < 0)
		return -1;
	if (readversion(p, &v) < 0)
		goto fail;
	if (v < target) {
		char *what = xasprintf("migrate schema %d to %d", v, v + 1);
		int rc = pv_exec(p, prov_migrations[v], what);

		free(what);
		if (rc < 0 || setversion(p, v + 1) < 0)
			goto fail;
		v++;
		if (v == PROV_LEDGER_SINCE) {
			/* the rows so far, sealed as they are, in this transaction */
			p->version = v;
			if (pv_ledger_seal_all(p) < 0) {
				p->version = v - 1;
				goto fail;
			}
		}
	}
	if (pv_exec(p, "COMMIT", "commit migration") < 0)
		goto fail;
	p->version = v;
	return 0;
fail:
	sqlite3_exec(p->db, "ROLLBACK", NULL, NULL, NULL);
	return -1;
}

static int migrate(struct prov *p, int target)
{
	while (p->version < target)
		if (migrate1(p, target) < 0)
			return -1;
	if (p->version > target) {
		warn("%s: provenance schema version %d appeared while migrating to %d",
		    p->path, p->version, target);
		return -1;
	}
	return 0;
}

/* open, check and (unless read-only) migrate to target */
static struct prov *openat(const char *path, int flags, int target)
{
	struct prov *p;
	struct stat st;

	if ((flags & ~(PROV_CREATE | PROV_READONLY)) ||
	    (flags & (PROV_CREATE | PROV_READONLY)) == (PROV_CREATE | PROV_READONLY)) {
		warn("%s: bad provenance open flags %#x", path, (unsigned)flags);
		return NULL;
	}
	if (!(flags & PROV_CREATE) && stat(path, &st) != 0) {
		warn("%s: cannot open provenance database:", path);
		return NULL;
	}
	p = opendb(path, flags);
	if (!p)
		return NULL;
	if (foreignkeys(p) < 0 || readversion(p, &p->version) < 0 ||
	    checkidentity(p, p->version, flags) < 0 || checkversion(p, p->version, flags) < 0)
		goto fail;
	if (flags & PROV_READONLY)
		return p;
	if (p->version > target) {
		warn("%s: already at provenance schema version %d, past %d", path, p->version, target);
		goto fail;
	}
	if (setwal(p) < 0 || migrate(p, target) < 0)
		goto fail;
	return p;
fail:
	prov_close(p);
	return NULL;
}

struct prov *pv_open_at(const char *path, int flags, int target)
{
	return openat(path, flags, target);
}

struct prov *prov_open(const char *path, int flags)
{
	return openat(path, flags, PROV_SCHEMA_VERSION);
}

int prov_create_at_version(const char *path, int version)
{
	struct prov *p;

	if (version < 1 || version > PROV_SCHEMA_VERSION) {
		warn("%s: no provenance schema version %d", path, version);
		return -1;
	}
	p = openat(path, PROV_CREATE, version);
	if (!p)
		return -1;
	prov_close(p);
	return 0;
}

void prov_close(struct prov *p)
{
	if (!p)
		return;
	if (sqlite3_close(p->db) != SQLITE_OK)
		pv_dberr(p, "close");
	free(p->path);
	free(p);
}

int prov_check_integrity(struct prov *p, bool quick, struct buf *why)
{
	struct bind b;
	int rc;

	if (pv_prepare(p, quick ? "PRAGMA quick_check" : "PRAGMA integrity_check", &b) < 0) {
		bufprintf(why, "SQLite cannot read it: %s", sqlite3_errmsg(p->db));
		return 1;
	}
	rc = sqlite3_step(b.st);
	if (rc == SQLITE_ROW && strcmp((const char *)sqlite3_column_text(b.st, 0), "ok") == 0) {
		sqlite3_finalize(b.st);
		return 0;
	}
	if (rc == SQLITE_ROW)
		bufprintf(why, "SQLite's %s: %s", quick ? "quick_check" : "integrity_check",
			  (const char *)sqlite3_column_text(b.st, 0));
	else
		bufprintf(why, "SQLite's %s failed: %s", quick ? "quick_check" : "integrity_check",
			  sqlite3_errmsg(p->db));
	sqlite3_finalize(b.st);
	return 1;
}

int prov_version(struct prov *p)
{
	return p->version;
}

const char *prov_status_name(enum prov_status s)
{
	return (size_t)s < AK_LEN(status_names) ? status_names[s] : NULL;
}

/* ---- transactions */

static int intx(struct prov *p, bool want, const char *what)
{
	bool open = sqlite3_get_autocommit(p->db) == 0;

	if (open == want)
		return 0;
	warn("%s: %s: %s", p->path, what, want ? "no transaction is open" : "a transaction is already open");
	return -1;
}

int prov_begin(struct prov *p)
{
	if (p->readonly) {
		warn("%s: begin: opened read-only", p->path);
		return -1;
	}
	if (intx(p, false, "begin") < 0)
		return -1;
	return pv_exec(p, "BEGIN IMMEDIATE", "begin");
}

int prov_commit(struct prov *p)
{
	if (intx(p, true, "commit") < 0)
		return -1;
	return pv_exec(p, "COMMIT", "commit");
}

int prov_rollback(struct prov *p)
{
	if (intx(p, true, "rollback") < 0)
		return -1;
	return pv_exec(p, "ROLLBACK", "rollback");
}

/* ---- records */

void prov_run_init(struct prov_run *r)
{
	*r = (struct prov_run){0};
	r->copy_gbps = r->peak_tflops = NAN;
	r->sm_clock_mhz = r->mem_clock_mhz = r->seed = -1;
}

void prov_attempt_init(struct prov_attempt *a)
{
	*a = (struct prov_attempt){0};
	a->seq = a->tokens_in = a->tokens_out = a->latency_ms = a->http_status = -1;
	a->registers = a->smem_bytes = a->spill_bytes = a->seed = a->wall_ms = -1;
}

void prov_measurement_init(struct prov_measurement *m)
{
	*m = (struct prov_measurement){0};
	m->median_us = m->p10_us = m->p90_us = m->wall_us = NAN;
	m->roofline_floor_us = m->roofline_frac = m->baseline_us = NAN;
	m->reps = m->sm_clock_mhz = -1;
}

/* a run's device and its measured ceilings, in the column order gpu_name,
 * gpu_arch, driver_version, cuda_version, copy_gbps, peak_tflops,
 * sm_clock_mhz, mem_clock_mhz */
static void binddevice(struct bind *b, const struct prov_run *r)
{
	btext(b, r->gpu_name);
	btext(b, r->gpu_arch);
	btext(b, r->driver_version);
	btext(b, r->cuda_version);
	breal(b, r->copy_gbps);
	breal(b, r->peak_tflops);
	bint(b, r->sm_clock_mhz);
	bint(b, r->mem_clock_mhz);
}

int64_t prov_run_begin(struct prov *p, const struct prov_run *r)
{
	struct bind b;

	if (pv_prepare(p, "INSERT INTO runs (started_at, tool_version, tool_commit, command, host, "
	    "gpu_name, gpu_arch, driver_version, cuda_version, copy_gbps, peak_tflops, "
	    "sm_clock_mhz, mem_clock_mhz, seed, proposer) "
	    "VALUES (" NOW ", ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", &b) < 0)
		return -1;
	btext(&b, r->tool_version);
	btext(&b, r->tool_commit);
	btext(&b, r->command);
	btext(&b, r->host);
	binddevice(&b, r);
	bint(&b, r->seed);
	btext(&b, r->proposer);
	return insert(p, &b, "add run", "runs");
}

int prov_run_set_device(struct prov *p, int64_t run_id, const struct prov_run *r)
{
	struct bind b;

	if (pv_prepare(p, "UPDATE runs SET gpu_name = ?, gpu_arch = ?, driver_version = ?, cuda_version = ?, "
	    "copy_gbps = ?, peak_tflops = ?, sm_clock_mhz = ?, mem_clock_mhz = ? WHERE id = ?", &b) < 0)
		return -1;
	binddevice(&b, r);
	bid(&b, run_id);
	return update(p, &b, "set the run's device", "runs", run_id);
}

int prov_run_finish(struct prov *p, int64_t run_id)
{
	struct bind b;

	if (pv_prepare(p, "UPDATE runs SET finished_at = " NOW " WHERE id = ?", &b) < 0)
		return -1;
	bid(&b, run_id);
	return update(p, &b, "finish run", "runs", run_id);
}

int64_t prov_job_add(struct prov *p, const struct prov_job *j)
{
	struct bind b;

	if (j->key && strlen(j->key) >= PROV_KEY_MAX) {
		warn("%s: add job: key longer than %d bytes", p->path, PROV_KEY_MAX - 1);
		return -1;
	}
	if (pv_prepare(p, "INSERT INTO jobs (run_id, op, arch, dtype, key, spec_sha256, "
	    "templates_sha256, proposer_sha256, status, started_at) "
	    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', " NOW ")", &b) < 0)
		return -1;
	bid(&b, j->run_id);
	btext(&b, j->op);
	btext(&b, j->arch);
	btext(&b, j->dtype);
	btext(&b, j->key);
	btext(&b, j->spec_sha256);
	btext(&b, j->templates_sha256);
	btext(&b, j->proposer_sha256);
	return insert(p, &b, "add job", "jobs");
}

/* check that an attempt exists and belongs to a job */
static int attemptofjob(struct prov *p, int64_t attempt_id, int64_t job_id, const char *what)
{
	struct bind b;
	int64_t owner = 0;
	int rc;

	if (pv_prepare(p, "SELECT job_id FROM attempts WHERE id = ?", &b) < 0)
		return -1;
	bid(&b, attempt_id);
	rc = pv_step(p, &b, what);
	if (rc == SQLITE_ROW)
		owner = sqlite3_column_int64(b.st, 0);
	sqlite3_finalize(b.st);
	if (rc < 0)
		return -1;
	if (owner == job_id)
		return 0;
	if (rc == SQLITE_DONE)
		warn("%s: %s: no attempt %lld", p->path, what, (long long)attempt_id);
	else
		warn("%s: %s: attempt %lld belongs to job %lld, not job %lld", p->path, what,
		    (long long)attempt_id, (long long)owner, (long long)job_id);
	return -1;
}

int prov_job_set_status(struct prov *p, int64_t job_id, enum prov_status s, int64_t best_attempt_id)
{
	const char *name = prov_status_name(s);
	struct bind b;

	if (!name) {
		warn("%s: set job status: bad status %d", p->path, (int)s);
		return -1;
	}
	if (best_attempt_id > 0 && attemptofjob(p, best_attempt_id, job_id, "set job status") < 0)
		return -1;
	if (pv_prepare(p, "UPDATE jobs SET status = ?1, best_attempt_id = ?2, finished_at = "
	    "CASE WHEN ?1 = 'pending' THEN NULL ELSE " NOW " END WHERE id = ?3", &b) < 0)
		return -1;
	btext(&b, name);
	bid(&b, best_attempt_id);
	bid(&b, job_id);
	return update(p, &b, "set job status", "jobs", job_id);
}

/* the digest to store for an attempt's source: computed from the source when
 * there is one (a given digest must match it), else the given one */
static int sourcedigest(struct prov *p, const struct prov_attempt *a, char hex[65],
    const char **digest)
{
	*digest = a->source_sha256;
	if (!a->source)
		return 0;
	sha256_buf(a->source, strlen(a->source), hex);
	if (a->source_sha256 && strcmp(a->source_sha256, hex) != 0) {
		warn("%s: add attempt: source_sha256 %s does not match the source (%s)",
		    p->path, a->source_sha256, hex);
		return -1;
	}
	*digest = hex;
	return 0;
}

static void bindattempt(struct bind *b, const struct prov_attempt *a, const char *digest)
{
	bid(b, a->job_id);
	bid(b, a->seq);
	btext(b, a->proposer);
	btext(b, a->params);
	btext(b, a->prompt);
	btext(b, a->response);
	btext(b, a->model);
	bint(b, a->tokens_in);
	bint(b, a->tokens_out);
	bint(b, a->latency_ms);
	bint(b, a->http_status);
	btext(b, a->source);
	btext(b, digest);
	btext(b, a->compile_cmd);
	btext(b, a->compile_log);
	bint(b, a->registers);
	bint(b, a->smem_bytes);
	bint(b, a->spill_bytes);
	bint(b, a->seed);
	btext(b, a->started_at);
	bint(b, a->wall_ms);
}

int64_t prov_attempt_add(struct prov *p, const struct prov_attempt *a)
{
	const char *digest;
	char hex[65];
	struct bind b;

	if (sourcedigest(p, a, hex, &digest) < 0)
		return -1;
	if (pv_prepare(p, "INSERT INTO attempts (job_id, seq, proposer, params, prompt, response, "
	    "model, tokens_in, tokens_out, latency_ms, http_status, source, source_sha256, "
	    "compile_cmd, compile_log, registers, smem_bytes, spill_bytes, seed, started_at, "
	    "wall_ms) VALUES (?1, coalesce(?2, (SELECT coalesce(max(seq), 0) + 1 FROM attempts "
	    "WHERE job_id = ?1)), ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, "
	    "?17, ?18, ?19, coalesce(?20, " NOW "), ?21)", &b) < 0)
		return -1;
	bindattempt(&b, a, digest);
	return insert(p, &b, "add attempt", "attempts");
}

int64_t prov_verdict_add(struct prov *p, int64_t attempt_id, const char *stage,
    const char *verdict, const char *detail, const char *evidence, double seconds, const char *sandbox)
{
	struct bind b;

	if (pv_prepare(p, "INSERT INTO verdicts (attempt_id, stage, verdict, detail, evidence, "
	    "created_at, seconds, sandbox) VALUES (?, ?, ?, ?, ?, " NOW ", ?, ?)", &b) < 0)
		return -1;
	bid(&b, attempt_id);
	btext(&b, stage);
	btext(&b, verdict);
	btext(&b, detail);
	btext(&b, evidence);
	breal(&b, seconds);
	btext(&b, sandbox);
	return insert(p, &b, "add verdict", "verdicts");
}

int64_t prov_measurement_add(struct prov *p, const struct prov_measurement *m)
{
	struct bind b;

	if (pv_prepare(p, "INSERT INTO measurements (attempt_id, shape, median_us, p10_us, p90_us, "
	    "reps, wall_us, roofline_floor_us, roofline_frac, baseline, baseline_us, "
	    "sm_clock_mhz, throttle_reasons) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", &b) < 0)
		return -1;
	bid(&b, m->attempt_id);
	btext(&b, m->shape);
	breal(&b, m->median_us);
	breal(&b, m->p10_us);
	breal(&b, m->p90_us);
	bint(&b, m->reps);
	breal(&b, m->wall_us);
	breal(&b, m->roofline_floor_us);
	breal(&b, m->roofline_frac);
	btext(&b, m->baseline);
	breal(&b, m->baseline_us);
	bint(&b, m->sm_clock_mhz);
	btext(&b, m->throttle_reasons);
	return insert(p, &b, "add measurement", "measurements");
}

int64_t prov_artifact_add(struct prov *p, int64_t job_id, int64_t attempt_id,
    const char *path, const char *sha256, int64_t bytes)
{
	struct bind b;

	if (attempt_id > 0 && attemptofjob(p, attempt_id, job_id, "add artifact") < 0)
		return -1;
	if (pv_prepare(p, "INSERT INTO artifacts (job_id, attempt_id, path, sha256, bytes, "
	    "created_at) VALUES (?, ?, ?, ?, ?, " NOW ")", &b) < 0)
		return -1;
	bid(&b, job_id);
	bid(&b, attempt_id);
	btext(&b, path);
	btext(&b, sha256);
	bint(&b, bytes);
	return insert(p, &b, "add artifact", "artifacts");
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

int prov_latest_job(struct prov *p, const char *op, const char *arch, const char *dtype,
    struct prov_jobrec *out)
{
	struct bind b;
	int rc;

	if (pv_prepare(p, "SELECT id, run_id, best_attempt_id, status, key, proposer_sha256 FROM jobs "
	    "WHERE op = ? AND arch = ? AND dtype = ? AND status IN ('vetted', 'compiled_only') "
	    "ORDER BY id DESC LIMIT 1", &b) < 0)
		return -1;
	btext(&b, op);
	btext(&b, arch);
	btext(&b, dtype);
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

int64_t prov_attempts_by(struct prov *p, const char *op, const char *arch, const char *dtype, const char *proposer)
{
	struct bind b;
	int64_t n = -1;
	int rc;

	if (pv_prepare(p, "SELECT count(*) FROM attempts a JOIN jobs j ON a.job_id = j.id "
	    "WHERE j.op = ? AND j.arch = ? AND j.dtype = ? AND a.proposer = ?", &b) < 0)
		return -1;
	btext(&b, op);
	btext(&b, arch);
	btext(&b, dtype);
	btext(&b, proposer);
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
	bid(&b, job_id);
	while (ret == 0 && (rc = pv_step(p, &b, "list artifacts")) == SQLITE_ROW)
		ret = fn(ctx, (const char *)sqlite3_column_text(b.st, 0),
		    (const char *)sqlite3_column_text(b.st, 1), sqlite3_column_int64(b.st, 2));
	sqlite3_finalize(b.st);
	if (ret == 0 && rc < 0)
		return -1;
	return ret;
}

/* ---- dump */
