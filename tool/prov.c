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
#include "run.h"
#include "util.h"

#define BUSY_TIMEOUT_MS 10000

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
void pv_btext(struct bind *b, const char *s)
{
	b->n++;
	if (!s)
		bnote(b, sqlite3_bind_null(b->st, b->n));
	else
		bnote(b, sqlite3_bind_text64(b->st, b->n, s, strlen(s), SQLITE_STATIC, SQLITE_UTF8));
}

/* an integer; negative binds SQL NULL */
void pv_bint(struct bind *b, int64_t v)
{
	b->n++;
	if (v < 0)
		bnote(b, sqlite3_bind_null(b->st, b->n));
	else
		bnote(b, sqlite3_bind_int64(b->st, b->n, v));
}

/* a row id; below 1 binds SQL NULL */
void pv_bid(struct bind *b, int64_t id)
{
	pv_bint(b, id < 1 ? -1 : id);
}

/* a double; NaN binds SQL NULL */
void pv_breal(struct bind *b, double v)
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

int prov_file_version(const char *path)
{
	struct prov *p;
	struct stat st;
	int v = -1;

	if (stat(path, &st) != 0) {
		warn("%s: cannot open provenance database:", path);
		return -1;
	}
	p = opendb(path, PROV_READONLY);
	/* checked as a writer would: a version older than readers take is one to migrate */
	if (p && readversion(p, &p->version) == 0 && checkidentity(p, p->version, PROV_READONLY) == 0 &&
	    checkversion(p, p->version, 0) == 0)
		v = p->version;
	prov_close(p);
	return v;
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
	run_holdifending();
	return pv_exec(p, "BEGIN IMMEDIATE", "begin");
}

int prov_commit(struct prov *p)
{
	if (intx(p, true, "commit") < 0)
		return -1;
	/* akgen ending by a signal commits nothing: the transaction dies with it */
	run_holdifending();
	return pv_exec(p, "COMMIT", "commit");
}

int prov_rollback(struct prov *p)
{
	if (intx(p, true, "rollback") < 0)
		return -1;
	return pv_exec(p, "ROLLBACK", "rollback");
}
