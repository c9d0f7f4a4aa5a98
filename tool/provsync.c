/* provsync.c: the records' tables in a built database, and its note of which records
 * it is (table REC_SYNC_TABLE, outside the ledger and the records), which projectdb.c
 * compares with the records' MANIFEST without reading them (provrecords.c has the
 * format) */
#define _POSIX_C_SOURCE 200809L
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "prov.h"
#include "provint.h"
#include "provrec.h"

bool rec_tableexists(struct prov *p, const char *name, int *rc)
{
	struct bind b;
	int r;

	if (pv_prepare(p, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", &b) < 0) {
		*rc = -1;
		return false;
	}
	sqlite3_bind_text(b.st, 1, name, -1, SQLITE_STATIC);
	r = pv_step(p, &b, "list tables");
	sqlite3_finalize(b.st);
	if (r < 0)
		*rc = -1;
	return r == SQLITE_ROW;
}

int rec_setsync(struct prov *p, const struct prov_stamp *st)
{
	struct bind b;
	int rc;

	if (pv_exec(p, "CREATE TABLE IF NOT EXISTS " REC_SYNC_TABLE " (manifest_sha256 TEXT NOT NULL, schema_version "
		    "INTEGER NOT NULL, ledger_head TEXT NOT NULL, ledger_entries INTEGER NOT NULL); DELETE FROM "
		    REC_SYNC_TABLE, "note the records") < 0 ||
	    pv_prepare(p, "INSERT INTO " REC_SYNC_TABLE " VALUES (?, ?, ?, ?)", &b) < 0)
		return -1;
	sqlite3_bind_text(b.st, 1, st->manifest, -1, SQLITE_STATIC);
	sqlite3_bind_int(b.st, 2, st->version);
	sqlite3_bind_text(b.st, 3, st->head, -1, SQLITE_STATIC);
	sqlite3_bind_int64(b.st, 4, st->entries);
	rc = pv_step(p, &b, "note the records");
	sqlite3_finalize(b.st);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* ---- the state of a built database */

int prov_stamp_of(struct prov *p, struct prov_stamp *st)
{
	memset(st->manifest, 0, sizeof(st->manifest));
	st->version = p->version;
	st->format = 0;
	return prov_ledger_head(p, st->head, &st->entries);
}

int prov_synced(struct prov *p, struct prov_stamp *st)
{
	struct bind b;
	int rc = 0;

	if (!rec_tableexists(p, REC_SYNC_TABLE, &rc))
		return rc;
	if (pv_prepare(p, "SELECT manifest_sha256, schema_version, ledger_head, ledger_entries FROM " REC_SYNC_TABLE, &b) < 0)
		return -1;
	rc = pv_step(p, &b, "read which records the database is");
	if (rc == SQLITE_ROW) {
		snprintf(st->manifest, sizeof(st->manifest), "%s", (const char *)sqlite3_column_text(b.st, 0));
		st->version = sqlite3_column_int(b.st, 1);
		snprintf(st->head, sizeof(st->head), "%s", (const char *)sqlite3_column_text(b.st, 2));
		st->entries = sqlite3_column_int64(b.st, 3);
		st->format = 0;
	}
	sqlite3_finalize(b.st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

int prov_set_synced(const char *path, const struct prov_stamp *st)
{
	struct prov *p = prov_open(path, PROV_READONLY);
	struct prov_stamp now;
	int rc;

	if (!p)
		return -1;
	rc = p->version == st->version ? 0 : 1;
	prov_close(p);
	/* opened at its own version: never migrated here */
	p = rc == 0 ? pv_open_at(path, 0, st->version) : NULL;
	if (!p)
		return rc == 0 ? -1 : rc;
	/* the write lock first: no write can come between the check and the note */
	rc = pv_exec(p, "BEGIN IMMEDIATE", "note the records") < 0 || prov_stamp_of(p, &now) < 0 ? -1 : 0;
	if (rc == 0 && (strcmp(now.head, st->head) != 0 || now.entries != st->entries))
		rc = 1;
	if (rc == 0)
		rc = rec_setsync(p, st);
	if (rc == 0 && pv_exec(p, "COMMIT", "note the records") < 0)
		rc = -1;
	if (rc != 0)
		sqlite3_exec(p->db, "ROLLBACK", NULL, NULL, NULL);
	prov_close(p);
	return rc;
}

int prov_ledger_entry(struct prov *p, int64_t n, char hex[65])
{
	struct bind b;
	int rc;

	if (n == 0) {
		memcpy(hex, rec_zerohash, 65);
		return 1;
	}
	if (p->version < PROV_LEDGER_SINCE || n < 0)
		return 0;
	if (pv_prepare(p, "SELECT hash FROM ledger ORDER BY id LIMIT 1 OFFSET ?", &b) < 0)
		return -1;
	sqlite3_bind_int64(b.st, 1, n - 1);
	rc = pv_step(p, &b, "read the ledger");
	if (rc == SQLITE_ROW)
		snprintf(hex, 65, "%s", (const char *)sqlite3_column_text(b.st, 0));
	sqlite3_finalize(b.st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}
