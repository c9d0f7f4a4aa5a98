/* provledger.c: the ledger, a hash chain over every write to the provenance database
 *
 * Every row written (an insert, or an update of a row) appends an entry in the same
 * transaction: the table, the row id, the sha256 of the row's whole content after the
 * write (every column, prompts, answers, sources and logs included), where the entry
 * came from, the hash of the entry before it and its own,
 *
 *   hash = sha256("akops ledger 1\n" prev "\n" tbl "\n" row_id "\n" row_sha256 "\n" origin "\n")
 *
 * So a row changed without the ledger (a few lines of SQL) no longer matches its newest
 * entry; an entry changed or removed breaks the chain after it; and a chain rewritten
 * whole has another head, which the dump beside the database (reviewed in git) and a
 * signed statement hold. The rows older than the ledger are sealed when the database
 * is migrated to it (origin "migration"): from then on, not from when they were made. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prov.h"
#include "provint.h"
#include "sha256.h"
#include "util.h"

const struct prov_ledgertable prov_ledger_tables[PROV_LEDGER_NTABLES] = {
	{"runs", 1}, {"jobs", 1}, {"attempts", 1}, {"verdicts", 2}, {"measurements", 1}, {"artifacts", 1},
	{"comparisons", PROV_COMPARE_SINCE}, {"comparison_times", PROV_COMPARE_SINCE},
	{"job_classes", PROV_CLASS_SINCE}, {"measurement_placements", PROV_PLACEMENT_SINCE},
};

static const char zerohash[65] = "0000000000000000000000000000000000000000000000000000000000000000";

/* the index in prov_ledger_tables of tbl, where the ledger seals its rows in a
 * database of that schema version; -1 where it does not */
static int ledgerindex(const char *tbl, int version)
{
	for (int i = 0; tbl && i < PROV_LEDGER_NTABLES; i++)
		if (strcmp(tbl, prov_ledger_tables[i].name) == 0)
			return prov_ledger_tables[i].since <= version ? i : -1;
	return -1;
}

/* whether the ledger seals the rows of tbl in a database of that schema version */
static bool ledgertable(const char *tbl, int version)
{
	return ledgerindex(tbl, version) >= 0;
}

/* one field of the row's canonical form: the column's name, its type, its value's
 * length and bytes, so that no two rows share a form */
static void field(struct sha256 *s, const char *name, char type, const void *v, size_t n)
{
	char len[24];

	/* NAME NUL TYPE LENGTH NUL, the name whole whatever its length */
	xsnprintf(len, sizeof(len), "%c%zu", type, n);
	sha256_update(s, name, strlen(name) + 1);
	sha256_update(s, len, strlen(len) + 1);
	sha256_update(s, v, n);
}

/* the sha256 of one stepped row of st, every column in order */
static void rowdigest(sqlite3_stmt *st, char hex[65])
{
	struct sha256 s;
	unsigned char d[32];
	char num[40];

	sha256_init(&s);
	for (int i = 0; i < sqlite3_column_count(st); i++) {
		const char *name = sqlite3_column_name(st, i);

		switch (sqlite3_column_type(st, i)) {
		case SQLITE_INTEGER:
			xsnprintf(num, sizeof(num), "%" PRId64, (int64_t)sqlite3_column_int64(st, i));
			field(&s, name, 'i', num, strlen(num));
			break;
		case SQLITE_FLOAT:
			xsnprintf(num, sizeof(num), "%.17g", sqlite3_column_double(st, i));
			field(&s, name, 'r', num, strlen(num));
			break;
		case SQLITE_TEXT:
			field(&s, name, 't', sqlite3_column_text(st, i), (size_t)sqlite3_column_bytes(st, i));
			break;
		case SQLITE_BLOB:
			field(&s, name, 'b', sqlite3_column_blob(st, i), (size_t)sqlite3_column_bytes(st, i));
			break;
		default:
			field(&s, name, 'n', "", 0);
			break;
		}
	}
	sha256_final(&s, d);
	sha256_hex(d, hex);
}

int pv_row_digest(struct prov *p, const char *tbl, int64_t id, char hex[65])
{
	struct bind b;
	char *sql;
	int rc;

	if (!ledgertable(tbl, p->version)) {
		warn("%s: the ledger does not cover table %s", p->path, tbl);
		return -1;
	}
	sql = xasprintf("SELECT * FROM %s WHERE id = ?", tbl);
	rc = pv_prepare(p, sql, &b);
	free(sql);
	if (rc < 0)
		return -1;
	sqlite3_bind_int64(b.st, 1, id);
	rc = pv_step(p, &b, "read a row for the ledger");
	if (rc == SQLITE_ROW)
		rowdigest(b.st, hex);
	sqlite3_finalize(b.st);
	return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? 1 : -1;
}

bool pv_ledger_covers(struct prov *p, const char *tbl)
{
	return ledgertable(tbl, p->version);
}

int pv_ledger_derivable(struct prov *p, int64_t **ids, size_t *n)
{
	/* a statement a table, prepared once: every row of every table is read */
	sqlite3_stmt *rows[PROV_LEDGER_NTABLES] = {0};
	struct bind b;
	size_t cap = 0;
	int rc;

	*ids = NULL;
	*n = 0;
	if (pv_prepare(p, "SELECT id, tbl, row_id, row_sha256 FROM (SELECT id, tbl, row_id, row_sha256, "
			  "max(id) OVER (PARTITION BY tbl, row_id) AS last FROM ledger) WHERE id = last ORDER BY id",
		       &b) < 0)
		return -1;
	while ((rc = pv_step(p, &b, "list the ledger's last entries")) == SQLITE_ROW) {
		const char *tbl = (const char *)sqlite3_column_text(b.st, 1);
		const char *sha = (const char *)sqlite3_column_text(b.st, 3);
		char hex[65];
		int t = ledgerindex(tbl, p->version), d;

		if (t < 0 || !sha)
			continue;
		if (!rows[t]) {
			char *sql = xasprintf("SELECT * FROM %s WHERE id = ?", tbl);
			struct bind r;

			d = pv_prepare(p, sql, &r);
			free(sql);
			if (d < 0) {
				rc = -1;
				break;
			}
			rows[t] = r.st;
		}
		sqlite3_bind_int64(rows[t], 1, sqlite3_column_int64(b.st, 2));
		d = sqlite3_step(rows[t]);
		if (d == SQLITE_ROW)
			rowdigest(rows[t], hex);
		sqlite3_reset(rows[t]);
		if (d != SQLITE_ROW && d != SQLITE_DONE) {
			pv_dberr(p, "read a row for the ledger");
			rc = -1;
			break;
		}
		if (d == SQLITE_DONE || strcmp(hex, sha) != 0)
			continue;
		if (*n == cap) {
			cap = cap ? 2 * cap : 1024;
			*ids = xreallocarray(*ids, cap, sizeof(**ids));
		}
		(*ids)[(*n)++] = sqlite3_column_int64(b.st, 0);
	}
	sqlite3_finalize(b.st);
	for (int t = 0; t < PROV_LEDGER_NTABLES; t++)
		sqlite3_finalize(rows[t]);
	if (rc == SQLITE_DONE)
		return 0;
	free(*ids);
	*ids = NULL;
	*n = 0;
	return -1;
}

void prov_ledger_hash(const char *prev, const char *tbl, int64_t id, const char *rowsha, const char *origin,
		      char hex[65])
{
	char *text = xasprintf("akops ledger 1\n%s\n%s\n%" PRId64 "\n%s\n%s\n", prev, tbl, id, rowsha, origin);

	sha256_buf(text, strlen(text), hex);
	free(text);
}

/* the newest entry's hash, or 64 zeros when there is none */
/* a hash the ledger stores into hex: 64 characters, never a longer text cut to
 * them; -1 after a warning otherwise */
static int storedhash(struct prov *p, const unsigned char *text, char hex[65])
{
	if (text && snprintfok(hex, 65, "%s", (const char *)text) && strlen(hex) == 64)
		return 0;
	warn("%s: the ledger's head is not a sha256: the database is damaged ('akgen audit' says more)", p->path);
	return -1;
}

static int lasthash(struct prov *p, char hex[65])
{
	struct bind b;
	int rc;

	if (pv_prepare(p, "SELECT hash FROM ledger ORDER BY id DESC LIMIT 1", &b) < 0)
		return -1;
	rc = pv_step(p, &b, "read the ledger's head");
	if (rc == SQLITE_ROW && storedhash(p, sqlite3_column_text(b.st, 0), hex) != 0)
		rc = -1;
	else if (rc == SQLITE_DONE)
		memcpy(hex, zerohash, 65);
	sqlite3_finalize(b.st);
	return rc < 0 ? -1 : 0;
}

int pv_ledger_append(struct prov *p, const char *tbl, int64_t id, const char *origin)
{
	char rowsha[65], prev[65], hash[65];
	struct bind b;
	int rc;

	if (p->version < PROV_LEDGER_SINCE)
		return 0;	/* a database being built up to it: sealed when it gets there */
	rc = pv_row_digest(p, tbl, id, rowsha);
	if (rc != 0) {
		if (rc > 0)
			warn("%s: ledger: no row %s %" PRId64 " to seal", p->path, tbl, id);
		return -1;
	}
	if (lasthash(p, prev) < 0)
		return -1;
	prov_ledger_hash(prev, tbl, id, rowsha, origin, hash);
	if (pv_prepare(p, "INSERT INTO ledger (tbl, row_id, row_sha256, origin, prev, hash) VALUES (?, ?, ?, ?, ?, ?)",
		       &b) < 0)
		return -1;
	sqlite3_bind_text(b.st, 1, tbl, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(b.st, 2, id);
	sqlite3_bind_text(b.st, 3, rowsha, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(b.st, 4, origin, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(b.st, 5, prev, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(b.st, 6, hash, -1, SQLITE_TRANSIENT);
	rc = pv_step(p, &b, "append to the ledger");
	sqlite3_finalize(b.st);
	return rc == SQLITE_DONE ? 0 : -1;
}

int pv_ledger_seal_all(struct prov *p)
{
	for (int t = 0; t < PROV_LEDGER_NTABLES; t++) {
		char *sql;
		struct bind b;
		int rc;

		if (prov_ledger_tables[t].since > p->version)
			continue;	/* a table of a later schema: sealed as its rows are written */
		sql = xasprintf("SELECT id FROM %s ORDER BY id", prov_ledger_tables[t].name);
		rc = pv_prepare(p, sql, &b);
		free(sql);
		if (rc < 0)
			return -1;
		while ((rc = pv_step(p, &b, "seal the rows before the ledger")) == SQLITE_ROW)
			if (pv_ledger_append(p, prov_ledger_tables[t].name, sqlite3_column_int64(b.st, 0), "migration") < 0) {
				rc = -1;
				break;
			}
		sqlite3_finalize(b.st);
		if (rc != SQLITE_DONE)
			return -1;
	}
	return 0;
}

/* the chain itself: each entry's prev is the entry before's hash, and its hash is
 * what its fields make; 0 when whole (head and count set), 1 with why, -1 */
static int checkchain(struct prov *p, struct buf *why, char head[65], int64_t *n)
{
	struct bind b;
	char prev[65], want[65];
	int rc;

	memcpy(prev, zerohash, 65);
	*n = 0;
	if (pv_prepare(p, "SELECT id, tbl, row_id, row_sha256, origin, prev, hash FROM ledger ORDER BY id", &b) < 0)
		return -1;
	while ((rc = pv_step(p, &b, "read the ledger")) == SQLITE_ROW) {
		int64_t id = sqlite3_column_int64(b.st, 0);
		const char *tbl = (const char *)sqlite3_column_text(b.st, 1);
		const char *rowsha = (const char *)sqlite3_column_text(b.st, 3);
		const char *origin = (const char *)sqlite3_column_text(b.st, 4);
		const char *eprev = (const char *)sqlite3_column_text(b.st, 5);
		const char *hash = (const char *)sqlite3_column_text(b.st, 6);

		if (!tbl || !rowsha || !origin || !eprev || !hash || strcmp(eprev, prev) != 0) {
			bufprintf(why, "ledger entry %" PRId64 ": it does not follow the entry before it (an entry was "
				  "removed, inserted or edited there)", id);
			rc = 1;
			break;
		}
		prov_ledger_hash(prev, tbl, sqlite3_column_int64(b.st, 2), rowsha, origin, want);
		if (strcmp(want, hash) != 0) {
			bufprintf(why, "ledger entry %" PRId64 " (%s %" PRId64 "): its hash is not what its fields make "
				  "(the entry was edited)", id, tbl, (int64_t)sqlite3_column_int64(b.st, 2));
			rc = 1;
			break;
		}
		memcpy(prev, want, 65);
		(*n)++;
	}
	sqlite3_finalize(b.st);
	memcpy(head, prev, 65);
	return rc == SQLITE_DONE ? 0 : rc;
}

/* every row of tbl against its newest entry; entries of rows that are gone */
static int checkrows(struct prov *p, const char *tbl, struct buf *why)
{
	char *sql = xasprintf("SELECT t.id, (SELECT row_sha256 FROM ledger l WHERE l.tbl = '%s' AND l.row_id = t.id "
			      "ORDER BY l.id DESC LIMIT 1) FROM %s t ORDER BY t.id", tbl, tbl);
	struct bind b;
	char hex[65];
	int rc;

	rc = pv_prepare(p, sql, &b);
	free(sql);
	if (rc < 0)
		return -1;
	while ((rc = pv_step(p, &b, "read the rows the ledger covers")) == SQLITE_ROW) {
		int64_t id = sqlite3_column_int64(b.st, 0);
		const char *want = (const char *)sqlite3_column_text(b.st, 1);

		if (!want) {
			bufprintf(why, "%s row %" PRId64 ": in no ledger entry (written around the ledger)", tbl, id);
			rc = 1;
			break;
		}
		if (pv_row_digest(p, tbl, id, hex) != 0) {
			rc = -1;
			break;
		}
		if (strcmp(hex, want) != 0) {
			bufprintf(why, "%s row %" PRId64 ": its content is not what the ledger sealed (changed after it was "
				  "recorded)", tbl, id);
			rc = 1;
			break;
		}
	}
	sqlite3_finalize(b.st);
	if (rc != SQLITE_DONE)
		return rc;
	sql = xasprintf("SELECT l.id, l.row_id FROM ledger l WHERE l.tbl = '%s' AND NOT EXISTS (SELECT 1 FROM %s t "
			"WHERE t.id = l.row_id) ORDER BY l.id LIMIT 1", tbl, tbl);
	rc = pv_prepare(p, sql, &b);
	free(sql);
	if (rc < 0)
		return -1;
	rc = pv_step(p, &b, "read the ledger's rows");
	if (rc == SQLITE_ROW)
		bufprintf(why, "%s row %" PRId64 ": sealed by ledger entry %" PRId64 ", but gone (removed)", tbl,
			  (int64_t)sqlite3_column_int64(b.st, 1), (int64_t)sqlite3_column_int64(b.st, 0));
	sqlite3_finalize(b.st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

int prov_ledger_check(struct prov *p, struct buf *why, char head[65], int64_t *entries)
{
	int rc;

	memcpy(head, zerohash, 65);
	*entries = 0;
	if (p->version < PROV_LEDGER_SINCE) {
		bufprintf(why, "schema version %d has no ledger: run 'akgen migrate' on it once (it seals every row as "
			  "it is then)", p->version);
		return 1;
	}
	rc = checkchain(p, why, head, entries);
	for (int t = 0; t < PROV_LEDGER_NTABLES && rc == 0; t++)
		if (prov_ledger_tables[t].since <= p->version)
			rc = checkrows(p, prov_ledger_tables[t].name, why);
	return rc;
}

int prov_ledger_head(struct prov *p, char head[65], int64_t *entries)
{
	struct bind b;
	int rc;

	memcpy(head, zerohash, 65);
	*entries = 0;
	if (p->version < PROV_LEDGER_SINCE)
		return 0;
	if (pv_prepare(p, "SELECT count(*), (SELECT hash FROM ledger ORDER BY id DESC LIMIT 1) FROM ledger", &b) < 0)
		return -1;
	rc = pv_step(p, &b, "read the ledger's head");
	if (rc == SQLITE_ROW) {
		*entries = sqlite3_column_int64(b.st, 0);
		if (*entries > 0 && storedhash(p, sqlite3_column_text(b.st, 1), head) != 0)
			rc = -1;
	}
	sqlite3_finalize(b.st);
	return rc == SQLITE_ROW ? 0 : -1;
}
