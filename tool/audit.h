/* audit.h: does generated/ still match its records, and do the records still
 * match themselves: SQLite's own check of the database, the ledger's hash chain
 * over every row, every recorded file's sha256, and every variant derived again
 * from what proposed it (replay) */
#ifndef AK_AUDIT_H
#define AK_AUDIT_H

#include <stdbool.h>

#include "plan.h"

struct auditconf {
	const char *out;	/* generated/ */
	const char *db;		/* its provenance.db */
	bool quiet;		/* only findings */
	bool records;		/* db is the project's: out/records must be it too */
};

/* the database alone (integrity, then the ledger, then with records the records
 * against their MANIFEST and the database): 0 when it holds, 1 after printing the
 * first finding, 3 when it cannot be read at all (missing) */
int audit_db(const struct auditconf *c);
/* the files of every job of plan with a record (as the plan hashed them), then the replay of every
 * variant: 0, 1 after printing the first finding, 3 on an environment error */
int audit_files(const struct plan *plan, const struct auditconf *c);

#endif
