/* projectdb.c: the project's provenance database, derived from its records
 *
 * Git holds OUT/records/, not OUT/provenance.db, its dump OUT/provenance.txt nor the
 * variants OUT/variants/: the records are text a reviewer diffs, and the dump would
 * hold their rows twice, the variants their sources. A command that reads the
 * database first makes it, its dump and the variants current (projectdb_open); one
 * that wrote it writes the records and the dump again (projectdb_written). The database
 * notes which records it was built from or exported to, with its ledger then
 * (prov_set_synced), so the two compare without reading the records:
 *
 *   ledger as noted, the noted records        current: used
 *   ledger as noted, other records            the records changed (a pull, a checkout): built again
 *   written since, the records' ledger
 *     its ledger's beginning                  ahead: used, named; the next write exports it
 *     its whole ledger                        built again: nothing is lost
 *     neither                                 diverged: refused, nothing touched
 *
 * An export with the database current writes nothing, unless the records are of an
 * older format (1 or 2), written then in the newest, or the dump is not of their
 * ledger (records exported from another database), written then again. Every step holds an
 * exclusive lock on OUT/records, so that commands run at once (ctest -j) build the
 * database once. */
#define _DEFAULT_SOURCE	/* flock */
#include "projectdb.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "prov.h"
#include "sha256.h"
#include "util.h"

enum state {
	ST_MISSING,	/* no database */
	ST_CURRENT,	/* the records it notes, not written since */
	ST_STALE,	/* not written since, but the records changed */
	ST_SAME,	/* written since (or never noted), its ledger the records' */
	ST_AHEAD,	/* written since, the records' ledger its ledger's beginning */
	ST_DIVERGED,	/* written since, and the records are other */
	ST_UNKNOWN,	/* unreadable, or without a ledger to compare */
};

/* the paths of an output directory's database, records and dump */
struct proj {
	char *db, *dir, *dump;
	int lock;
};

static void projinit(struct proj *j, const char *out)
{
	j->db = pathjoin(out, "provenance.db");
	j->dir = pathjoin(out, "records");
	j->dump = pathjoin(out, "provenance.txt");
	j->lock = -1;
}

static void projfree(struct proj *j)
{
	if (j->lock >= 0)
		close(j->lock);	/* and the lock with it */
	free(j->db);
	free(j->dir);
	free(j->dump);
}

/* the exclusive lock on the records' directory: 0, 1 when there is no directory, -1 */
static int lock(struct proj *j)
{
	j->lock = open(j->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (j->lock < 0) {
		if (errno == ENOENT)
			return 1;
		warn("cannot open %s:", j->dir);
		return -1;
	}
	while (flock(j->lock, LOCK_EX) != 0) {
		if (errno != EINTR) {
			warn("cannot lock %s:", j->dir);
			return -1;
		}
	}
	return 0;
}

static bool sameledger(const struct prov_stamp *a, const struct prov_stamp *b)
{
	return a->version == b->version && a->entries == b->entries && strcmp(a->head, b->head) == 0;
}

/* the database at j->db against the records rec; *ahead: the entries it has past them */
static enum state state(const struct proj *j, const struct prov_stamp *rec, int64_t *ahead)
{
	struct prov_stamp now, noted;
	enum state s = ST_UNKNOWN;
	struct prov *p;
	char hex[65];
	int n;

	if (access(j->db, F_OK) != 0)
		return errno == ENOENT ? ST_MISSING : ST_UNKNOWN;
	p = prov_open(j->db, PROV_READONLY);
	if (!p || prov_stamp_of(p, &now) < 0 || (n = prov_synced(p, &noted)) < 0) {
		prov_close(p);
		return ST_UNKNOWN;
	}
	*ahead = now.entries - rec->entries;
	if (n == 1 && sameledger(&noted, &now))
		s = strcmp(noted.manifest, rec->manifest) == 0 ? ST_CURRENT : ST_STALE;
	else if (now.version < PROV_LEDGER_SINCE)
		s = ST_UNKNOWN;
	else if (now.entries == rec->entries && strcmp(now.head, rec->head) == 0 && now.version >= rec->version)
		s = ST_SAME;	/* or migrated since, which wrote no row (schemas 6, 7 and 8 add empty tables) */
	else if (*ahead > 0 && now.version >= rec->version && prov_ledger_entry(p, rec->entries, hex) == 1 &&
		 strcmp(hex, rec->head) == 0)
		s = ST_AHEAD;
	else
		s = ST_DIVERGED;
	prov_close(p);
	return s;
}

static void diverged(const struct proj *j)
{
	warn("%s and %s have diverged: the database was written since it was built from or exported to the records, "
	     "and the records changed since. Keep what the database holds with 'akgen export %s DIR' into another "
	     "directory, then remove it: the next command builds it from the records", j->db, j->dir, j->db);
}

static void ahead(const struct proj *j, int64_t n)
{
	warn("%s holds %" PRId64 " ledger entries that %s lacks ('akgen export' writes them; generate and migrate "
	     "do after they write): used as it is", j->db, n, j->dir);
}

/* whether the dump names the ledger of the records rec: an export into the records of
 * another database (akgen export DB) leaves the dump behind them */
static bool dumpcurrent(const struct proj *j, const struct prov_stamp *rec)
{
	char want[160], line[160];
	FILE *f = fopen(j->dump, "r");
	bool ok = false;

	if (!f)
		return false;
	snprintf(want, sizeof want, "ledger_head=%s ledger_entries=%" PRId64 "\n", rec->head, rec->entries);
	for (int i = 0; i < 4 && !ok && fgets(line, sizeof line, f); i++)
		ok = strcmp(line, want) == 0;
	fclose(f);
	return ok;
}

/* the dump of the database into OUT/provenance.txt, and with st its records too, of
 * the same snapshot (st: the records written): 0 or -1 after a warning */
static int writedump(const struct proj *j, struct prov_stamp *st)
{
	struct prov *p = prov_open(j->db, PROV_READONLY);
	char *text = NULL;
	size_t len = 0;
	FILE *f;
	int rc;

	if (!p)
		return -1;
	f = open_memstream(&text, &len);
	if (!f)
		fatal("open_memstream:");
	rc = st ? prov_export(p, j->dir, f, st) : prov_dump(p, f);
	if (fclose(f) != 0 && rc == 0) {
		warn("cannot write the dump of %s:", j->db);
		rc = -1;
	}
	prov_close(p);
	if (rc == 0 && writefile(j->dump, text, len) < 0)
		rc = -1;
	free(text);
	return rc;
}

/* the dump of the database beside it (derived as the database is), unless it is of
 * the records rec already: 0 or -1 after a warning */
static int dumpdb(const struct proj *j, const struct prov_stamp *rec)
{
	return dumpcurrent(j, rec) ? 0 : writedump(j, NULL);
}

/* ---------------------------------------------------------------- the variants */

struct restore {
	struct prov *p;
	const char *out;
	char *dir;	/* OUT/variants once made */
	int written;
};

/* a path the records may name for a variant: variants/NAME.cu, NAME of letters,
 * digits and '_' (the records are input: no other path is ever written) */
static bool variantpath(const char *path)
{
	size_t n;

	if (!path || strncmp(path, "variants/", 9) != 0)
		return false;
	path += 9;
	n = strspn(path, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
	return n > 0 && n <= 200 && strcmp(path + n, ".cu") == 0;
}

/* one current variant: written from its recorded source where the file is missing
 * or holds an older recorded version of itself; 0 or -1 after a warning */
static int restoreone(void *ctx, const char *path, const char *sha, const char *src, size_t len, const char *srcsha)
{
	struct restore *r = ctx;
	char hex[65], have[65], *full;
	int rc = 0;

	if (!variantpath(path) || !sha || !src || !srcsha) {
		warn("%s: the records name a variant %s%s: not written", r->out, path ? path : "without a path",
		     variantpath(path) ? " without its source" : " outside variants/");
		return 0;
	}
	sha256_buf(src, len, hex);
	if (strcmp(hex, sha) != 0 || strcmp(hex, srcsha) != 0) {
		warn("%s/%s: the recorded source hashes to %.12s, its records to %.12s and %.12s: not written", r->out,
		     path, hex, sha, srcsha);
		return 0;
	}
	full = pathjoin(r->out, path);
	if (sha256_file(full, have) == 0)
		rc = strcmp(have, hex) == 0 ? 0 : prov_artifact_known(r->p, path, have);
	else
		rc = errno == ENOENT ? 1 : 0;	/* anything else is left for build and audit to name */
	if (rc == 1 && !r->dir) {
		r->dir = pathjoin(r->out, "variants");
		if (mkdirs(r->dir) != 0) {
			warn("cannot create %s:", r->dir);
			rc = -1;
		}
	}
	if (rc == 1) {
		rc = writefile(full, src, len) < 0 ? -1 : 0;
		r->written += rc == 0;
	}
	free(full);
	return rc;
}

/* OUT/variants/ from the database: git holds the records, and the variant files are
 * derived from them as the database is. A file that is missing, or holds an older
 * recorded version of itself (one akgen wrote before the records changed), is
 * written from its job's recorded source, which must hash as the artifact and the
 * attempt say; a file of other content is never touched: the strict build and audit
 * name it. 0 or -1 after a warning */
static int variants(const struct proj *j, const char *out)
{
	struct prov *p = prov_open(j->db, PROV_READONLY);
	struct restore r = {p, out, NULL, 0};
	int rc = p ? prov_current_variants(p, restoreone, &r) : -1;

	if (r.written)
		fprintf(stderr, "%s: %s: %d variant%s written from the records\n", argv0, r.dir, r.written,
			r.written == 1 ? "" : "s");
	free(r.dir);
	prov_close(p);
	return rc;
}

/* the database current with the records, under the lock: 0, 1 refused, -1 */
static int syncdb(const struct proj *j, const char *out)
{
	struct prov_stamp rec, st;
	int64_t n = 0;
	int rc = prov_records_stamp(j->dir, &rec);

	if (rc != 0)
		return rc == 1 ? 0 : rc == 2 ? 1 : -1;
	switch (state(j, &rec, &n)) {
	case ST_MISSING:
	case ST_STALE:
	case ST_SAME:
		rc = prov_import(j->dir, j->db, &st);
		if (rc == 0)
			rc = dumpdb(j, &rec);
		return rc == 0 ? variants(j, out) : rc;
	case ST_CURRENT:
		rc = dumpdb(j, &rec);
		return rc == 0 ? variants(j, out) : rc;
	case ST_AHEAD:
		ahead(j, n);
		return variants(j, out);
	case ST_DIVERGED:
		diverged(j);
		return 1;
	default:
		warn("cannot tell whether %s is the records in %s: used as it is", j->db, j->dir);
		return 0;
	}
}

int projectdb_open(const char *out, char **db)
{
	struct proj j;
	int rc;

	projinit(&j, out);
	rc = lock(&j);
	if (rc == 0)
		rc = syncdb(&j, out);
	else if (rc == 1)
		rc = 0;	/* no records: the database as it is */
	*db = rc == 0 ? xstrdup(j.db) : NULL;
	projfree(&j);
	return rc;
}

/* the records and the dump of the database, and the note that it is them */
static int export(const struct proj *j, struct prov_stamp *st)
{
	int rc = writedump(j, st);

	/* written meanwhile: the next write exports that too */
	return rc == 0 && prov_set_synced(j->db, st) < 0 ? -1 : rc;
}

/* export when the database changed since the records; *did: whether it did */
static int written(struct proj *j, struct prov_stamp *st, bool *did)
{
	struct prov_stamp rec;
	int64_t n = 0;
	int rc;

	*did = false;
	if (access(j->db, F_OK) != 0)
		return 0;
	if (mkdirs(j->dir) != 0) {
		warn("cannot create %s:", j->dir);
		return -1;
	}
	if (lock(j) != 0)
		return -1;
	rc = prov_records_stamp(j->dir, &rec);
	if (rc == 2)
		return 1;
	if (rc < 0)
		return -1;
	switch (rc == 1 ? ST_SAME : state(j, &rec, &n)) {
	case ST_MISSING:
		return 0;
	case ST_CURRENT:
		if (rec.format >= PROV_RECORDS_FORMAT && dumpcurrent(j, &rec))
			return 0;
		/* records of an older format, or a dump behind them: written again */
		*did = true;
		return export(j, st);
	case ST_SAME:
	case ST_AHEAD:
		*did = true;
		return export(j, st);
	case ST_STALE:
		warn("%s changed since %s was built from it: the database is not exported over it", j->dir, j->db);
		return 1;
	case ST_DIVERGED:
		diverged(j);
		return 1;
	default:
		warn("cannot tell whether %s is the records in %s: not exported", j->db, j->dir);
		return 1;
	}
}

int projectdb_written(const char *out)
{
	struct prov_stamp st;
	struct proj j;
	bool did;
	int rc;

	projinit(&j, out);
	rc = written(&j, &st, &did);
	projfree(&j);
	return rc;
}

static int status(int rc)
{
	return rc == 0 ? 0 : rc == 1 ? 1 : 3;
}

int projectdb_export_cmd(const char *out, const char *db, const char *dir)
{
	struct prov_stamp st;
	struct proj j;
	struct prov *p;
	bool did = true;
	int rc;

	projinit(&j, out);
	if (!db && access(j.db, F_OK) != 0) {
		warn("%s: no database to export:", j.db);
		rc = -1;
	} else if (!db) {
		rc = written(&j, &st, &did);
	} else {
		p = prov_open(db, PROV_READONLY);
		rc = p ? prov_export(p, dir ? dir : j.dir, NULL, &st) : -1;
		prov_close(p);
	}
	if (rc == 0 && did)
		printf("%s: export: %s: schema version %d, %" PRId64 " ledger entries, head %s\n", argv0,
		       dir ? dir : j.dir, st.version, st.entries, st.head);
	else if (rc == 0)
		printf("%s: export: %s is %s already\n", argv0, j.dir, j.db);
	projfree(&j);
	return status(rc);
}

int projectdb_import_cmd(const char *out, const char *dir, const char *db, bool force)
{
	struct prov_stamp st, rec;
	struct proj j;
	int64_t n = 0;
	int rc = 0;

	projinit(&j, out);
	if (!dir && !db && lock(&j) < 0)
		rc = -1;
	if (rc == 0 && !force && access(db ? db : j.db, F_OK) == 0) {
		enum state s = dir || db || prov_records_stamp(j.dir, &rec) != 0 ? ST_UNKNOWN : state(&j, &rec, &n);

		if (s != ST_CURRENT && s != ST_STALE && s != ST_SAME) {
			warn("%s exists and may hold what the records do not: --force replaces it", db ? db : j.db);
			rc = 1;
		}
	}
	if (rc == 0)
		rc = prov_import(dir ? dir : j.dir, db ? db : j.db, &st);
	if (rc == 0)
		printf("%s: import: %s from %s: schema version %d, %" PRId64 " ledger entries, head %s\n", argv0,
		       db ? db : j.db, dir ? dir : j.dir, st.version, st.entries, st.head);
	projfree(&j);
	return status(rc);
}
