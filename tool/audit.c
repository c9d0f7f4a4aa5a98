/* audit.c: akgen audit, everything a reviewer would recompute before trusting
 * generated/ and its records (audit.h) */
#define _POSIX_C_SOURCE 200809L
#include "audit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prov.h"
#include "replay.h"
#include "util.h"

static void say(const struct auditconf *c, const char *what, const char *text)
{
	if (!c->quiet)
		printf("%s: audit: %-8s %s\n", argv0, what, text);
}

static int finding(const char *what, const char *text)
{
	printf("%s: audit: %-8s FAILED: %s\n", argv0, what, text);
	return 1;
}

/* OUT/records: every file as the MANIFEST says, and the database's ledger theirs (or
 * theirs and more, not exported yet), the records it notes being built from or exported to */
static int auditrecords(const struct auditconf *c, struct prov *p)
{
	char *dir = pathjoin(c->out, "records");
	struct prov_stamp rec, now, noted;
	struct buf why = {0};
	char hex[65];
	int rc = prov_records_stamp(dir, &rec);

	memset(&noted, 0, sizeof(noted));
	if (rc == 1) {
		say(c, "records", "none: the database is the only record");
		free(dir);
		return 0;
	}
	if (rc == 2) {
		bufprintf(&why, "the MANIFEST of %s is refused (the message above says why)", dir);
		rc = 1;
	}
	if (rc == 0)
		rc = prov_records_check(dir, &why);
	if (rc == 0 && (prov_stamp_of(p, &now) < 0 || prov_synced(p, &noted) < 0))
		rc = -1;
	if (rc == 0 && now.entries > rec.entries && prov_ledger_entry(p, rec.entries, hex) == 1 &&
	    strcmp(hex, rec.head) == 0) {
		bufprintf(&why, "every file as the MANIFEST says; the database has %lld ledger entries past them, not "
			  "exported yet ('akgen export')", (long long)(now.entries - rec.entries));
		say(c, "records", why.data);
	} else if (rc == 0 && (now.entries != rec.entries || strcmp(now.head, rec.head) != 0 ||
			       strcmp(noted.manifest, rec.manifest) != 0)) {
		bufprintf(&why, "%s are not the database's: it was not built from or exported to them", dir);
		rc = 1;
	} else if (rc == 0) {
		say(c, "records", "every file as the MANIFEST says, and they are the database's");
	}
	if (rc == 1)
		finding("records", why.data);
	buffree(&why);
	free(dir);
	return rc;
}

int audit_db(const struct auditconf *c)
{
	struct buf why = {0}, line = {0};
	struct prov *p;
	char head[65];
	int64_t n = 0;
	int rc;

	if (access(c->db, F_OK) != 0) {
		warn("%s: no provenance database to audit:", c->db);
		return 3;
	}
	p = prov_open(c->db, PROV_READONLY);
	if (!p)
		return finding("database", "it cannot be opened as a provenance database (the message above says why)");
	rc = prov_check_integrity(p, false, &why);
	if (rc == 0) {
		say(c, "database", "SQLite's integrity_check: ok");
		rc = prov_ledger_check(p, &why, head, &n);
		if (rc == 0) {
			bufprintf(&line, "%lld entries, every row as sealed, head %s", (long long)n, head);
			say(c, "ledger", line.data);
			if (c->records)
				rc = auditrecords(c, p);
		} else if (rc > 0) {
			finding("ledger", why.data);
		}
	} else {
		finding("database", why.data);
	}
	prov_close(p);
	buffree(&why);
	buffree(&line);
	return rc < 0 ? 3 : rc;
}

int audit_files(const struct plan *plan, const struct auditconf *c)
{
	struct replayconf rc = {.out = c->out, .db = c->db, .check = true, .quiet = true};
	struct buf line = {0};
	int jobs = 0, status = 0;

	/* the plan hashed every file of every job's newest record, whatever its key */
	for (int i = 0; i < plan->n && status == 0; i++) {
		const struct job *j = &plan->v[i];

		jobs += j->record[0] != 0;
		if (j->filesbad) {
			char op[64];

			bufprintf(&line, "%s %s %s: %s", job_label(j, op, sizeof(op)), j->arch, dtinfo(j->dt)->name, j->why);
			status = finding("files", line.data);
		}
	}
	if (status == 0) {
		bufprintf(&line, "the files of %d jobs' newest records hash as recorded", jobs);
		say(c, "files", line.data);
		status = replay(plan, &rc);
		if (status == 0)
			say(c, "replay", "every variant derived again from its records is the file in place");
		else if (status == 1)
			finding("replay", "a variant does not derive from its records (the line above names it)");
	}
	buffree(&line);
	return status;
}
