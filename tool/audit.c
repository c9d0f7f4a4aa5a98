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
#include "sha256.h"
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

struct filecheck {
	const char *out;
	const struct job *j;
	int files;
	struct buf why;
};

static int checkfile(void *ctx, const char *path, const char *sha, int64_t bytes)
{
	struct filecheck *fc = ctx;
	char *full = pathjoin(fc->out, path), hex[65];
	int rc = 0;

	(void)bytes;
	if (sha256_file(full, hex) != 0) {
		bufprintf(&fc->why, "%s (%s %s %s) is missing", full, fc->j->spec->op, fc->j->arch,
			  dtinfo(fc->j->dt)->name);
		rc = 1;
	} else if (strcmp(hex, sha) != 0) {
		bufprintf(&fc->why, "%s (%s %s %s) differs from its record (sha256 %.16s..., recorded %.16s...)", full,
			  fc->j->spec->op, fc->j->arch, dtinfo(fc->j->dt)->name, hex, sha);
		rc = 1;
	}
	fc->files += rc == 0;
	free(full);
	return rc;
}

int audit_files(const struct plan *plan, const struct auditconf *c)
{
	struct filecheck fc = {.out = c->out};
	struct replayconf rc = {.out = c->out, .db = c->db, .check = true, .quiet = true};
	struct prov *p = prov_open(c->db, PROV_READONLY);
	struct buf line = {0};
	int jobs = 0, status = 0;

	if (!p)
		return 3;
	for (int i = 0; i < plan->n && status == 0; i++) {
		struct prov_jobrec rec;
		int r = prov_latest_job(p, plan->v[i].spec->op, plan->v[i].arch, dtinfo(plan->v[i].dt)->name, &rec);

		if (r < 0) {
			status = 3;
		} else if (r > 0) {
			fc.j = &plan->v[i];
			jobs++;
			r = prov_job_artifacts(p, rec.id, checkfile, &fc);
			status = r < 0 ? 3 : r ? finding("files", fc.why.data) : 0;
		}
	}
	prov_close(p);
	if (status == 0) {
		bufprintf(&line, "%d recorded files of %d jobs' newest records hash as recorded", fc.files, jobs);
		say(c, "files", line.data);
		status = replay(plan, &rc);
		if (status == 0)
			say(c, "replay", "every variant derived again from its records is the file in place");
		else if (status == 1)
			finding("replay", "a variant does not derive from its records (the line above names it)");
	}
	buffree(&fc.why);
	buffree(&line);
	return status;
}
