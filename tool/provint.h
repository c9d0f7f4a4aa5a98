/* provint.h: what the parts of the provenance module share (internal to prov*.c) */
#ifndef AK_PROVINT_H
#define AK_PROVINT_H

#include <sqlite3.h>
#include <stdbool.h>
#include <stdint.h>

struct buf;

/* PRAGMA application_id of an akops DB: the bytes "akop" */
#define APPLICATION_ID 1634430832
/* the SQL for the current time, ISO 8601 UTC with milliseconds */
#define NOW "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
#define STR_(x) #x
#define STR(x) STR_(x)

struct prov {
	sqlite3 *db;
	char *path;
	int version;
	bool readonly;
};

/* binds parameters 1, 2, ... in order, keeping the first error */
struct bind {
	sqlite3_stmt *st;
	int n, rc;
};

/* prov_migrations[v] takes the schema from version v to v + 1 */
extern const char *const prov_migrations[];

/* the sha256 of row id of tbl, every column: 0, 1 when there is no such row, -1 */
int pv_row_digest(struct prov *p, const char *tbl, int64_t id, char hex[65]);
/* whether the ledger of p's schema seals the rows of table tbl */
bool pv_ledger_covers(struct prov *p, const char *tbl);
/* the ledger entries whose row_sha256 the rows give again: each its row's last entry,
 * the row there and hashing as it says (records of format 4 leave those out); *ids
 * (allocated) in id order. 0 or -1 after a warning */
int pv_ledger_derivable(struct prov *p, int64_t **ids, size_t *n);
/* seal row id of tbl in the ledger as it is now (origin: "write", "migration");
 * a no-op below PROV_LEDGER_SINCE; 0 or -1 after a warning */
int pv_ledger_append(struct prov *p, const char *tbl, int64_t id, const char *origin);
/* step the prepared INSERT b into tbl (finalizing it) in a savepoint, with its row
 * sealed in the ledger; the new row's id or -1 after a warning (provwrite.c) */
int64_t pv_insert(struct prov *p, struct bind *b, const char *what, const char *tbl);
/* seal every row of every table, in table and id order (the migration to the ledger) */
int pv_ledger_seal_all(struct prov *p);

/* open path as prov_open does, migrating a writable open to target rather than to
 * PROV_SCHEMA_VERSION (so an import builds a file at exactly its records' version) */
struct prov *pv_open_at(const char *path, int flags, int target);
/* a quoted string with \" \\ \n \r \t and \xHH for other control bytes (provdump.c) */
void pv_quote(struct buf *b, const unsigned char *s, size_t n);
/* the shortest of %.15g..%.17g that reads back exactly; ".0" marks a whole REAL */
void pv_real(struct buf *b, double v);

/* warn with the database's last error */
void pv_dberr(struct prov *p, const char *what);
/* run SQL without results; returns 0 or -1 after a warning */
int pv_exec(struct prov *p, const char *sql, const char *what);
/* prepare a statement into b; returns 0 or -1 after a warning */
int pv_prepare(struct prov *p, const char *sql, struct bind *b);
/* bind the next parameter to a string; NULL binds SQL NULL */
void pv_btext(struct bind *b, const char *s);
/* bind the next parameter to an integer; negative binds SQL NULL */
void pv_bint(struct bind *b, int64_t v);
/* bind the next parameter to a row id; below 1 binds SQL NULL */
void pv_bid(struct bind *b, int64_t id);
/* bind the next parameter to a double; NaN binds SQL NULL */
void pv_breal(struct bind *b, double v);
/* step a bound statement once; returns the sqlite3_step code, or -1 after a
 * warning on error (the statement stays unfinalized) */
int pv_step(struct prov *p, struct bind *b, const char *what);

#endif
