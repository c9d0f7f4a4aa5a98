/* cmdmerge.c: a worker's results as one file (akgen bundle, generate --bundle) and
 * bundles taken into the project (akgen merge)
 *
 * A bundle is a POSIX tar of a worker's records/, made byte for byte the same from
 * the same records (names sorted, owners, times and modes fixed): the MANIFEST in
 * it hashes every file, its ledger every row, and the bundle's own sha256 names it
 * in the project's ledger once merged (provmerge.c). A bundle is untrusted input:
 * its members are listed and checked (regular files and directories under
 * records/, plain names, bounded) before tar extracts it into a directory of its
 * own, and its records are imported as any records are (every file against the
 * MANIFEST, the ledger against every row) before a row is read. The bundles are
 * merged in the order of their sha256, whatever the order named; one whose ledger is
 * another's, or the beginning of it (the same worker bundled earlier), is taken as
 * part of that one. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "dtype.h"
#include "exitcode.h"
#include "opts.h"
#include "plan.h"
#include "planned.h"
#include "projectdb.h"
#include "prov.h"
#include "run.h"
#include "sha256.h"
#include "util.h"

#define BUNDLE_MAX_BYTES ((off_t)1 << 30)	/* 1 GiB */
#define BUNDLE_MAX_MEMBERS 100000
#define MERGE_MAX_BUNDLES 4096

/* tar with argv, its output kept; 0 or -1 after a warning naming what */
static int tar(char *const *argv, struct runresult *r, const char *what)
{
	struct runopts o = {.timeout_s = 600, .maxout = (size_t)64 << 20};

	if (run(argv, &o, r) != 0)
		return -1;
	if (r->end != RUN_EXITED || r->code != 0) {
		warn("%s: tar failed: %.300s", what, r->err.data ? r->err.data : "");
		runfree(r);
		return -1;
	}
	return 0;
}

int bundle_write(const char *out, const char *file)
{
	char *db = NULL, *tmp = xasprintf("%s.tmp-XXXXXX", file), hex[65];
	char *argv[] = {"tar", "--create", "--format=posix", "--sort=name", "--mtime=@0", "--owner=0", "--group=0",
			"--numeric-owner", "--mode=u=rwX,go=rX",
			"--pax-option=exthdr.name=%d/PaxHeaders/%f,delete=atime,delete=ctime", "--file", tmp, "-C",
			(char *)out, "records", NULL};
	struct runresult r;
	int fd, rc = -1;

	/* the records as the database is: a worker's last writes exported */
	if (projectdb_open(out, &db) != 0 || projectdb_written(out) != 0) {
		warn("%s: its records are not current; nothing bundled", out);
		goto out;
	}
	if ((fd = mkstemp(tmp)) < 0) {
		warn("cannot create %s:", tmp);
		goto out;
	}
	close(fd);
	/* readable as the records are: a worker's results travel */
	if (chmod(tmp, 0644) != 0)
		warn("cannot make %s readable:", tmp);
	if (tar(argv, &r, file) != 0) {
		unlink(tmp);
		goto out;
	}
	runfree(&r);
	if (rename(tmp, file) != 0) {
		warn("cannot write %s:", file);
		unlink(tmp);
		goto out;
	}
	if (sha256_file(file, hex) == 0) {
		fprintf(stderr, "%s: bundle %s: sha256 %s\n", argv0, file, hex);
		rc = 0;
	}
out:
	free(db);
	free(tmp);
	return rc;
}

int cmd_bundle(int argc, char **argv, struct paths *p)
{
	const char *file = NULL;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r == -1)
			return usage("bundle", "option %s needs a value", argv[i]);
		if (r == -2)
			return EXIT_USAGE;
		if (r > 0)
			continue;
		if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
			file = argv[++i];
		else
			return usage("bundle", "unknown argument %s", argv[i]);
	}
	if (!file)
		return usage("bundle", "%s", "-o FILE is required");
	return bundle_write(p->out, file) == 0 ? EXIT_OK : EXIT_ENV;
}

/* ---------------------------------------------------------------- merge */

struct bundle {
	const char *path;
	char sha[65];
	char *wdb;		/* its records imported into a database of their own, once checked */
	struct prov_stamp st;	/* their ledger */
	enum { B_TAKE, B_SAME, B_REFUSED } state;
};

static int bysha(const void *a, const void *b)
{
	return strcmp(((const struct bundle *)a)->sha, ((const struct bundle *)b)->sha);
}

/* a member's name: records/ and below, plain characters, no . or .. component */
static bool membername(const char *s, size_t n)
{
	if (n == 0 || n > 255 || strncmp(s, "records", 7) != 0 || (n > 7 && s[7] != '/'))
		return false;
	for (size_t i = 0; i < n; i++) {
		char c = s[i];

		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
		      c == '-' || c == '.' || c == '/'))
			return false;
		if (c == '.' && (i == 0 || s[i - 1] == '/') && (i + 1 == n || s[i + 1] == '/' || s[i + 1] == '.'))
			return false;
		if (c == '/' && i + 1 < n && s[i + 1] == '/')
			return false;
	}
	return true;
}

/* the size tar -tv lists for a member (its third field), or -1 */
static long long listedsize(const char *line)
{
	const char *q = line;
	unsigned long long v;
	char *e;

	for (int f = 0; f < 2; f++) {
		while (*q && *q != ' ' && *q != '\n')
			q++;
		while (*q == ' ')
			q++;
	}
	if (*q < '0' || *q > '9')
		return -1;
	errno = 0;
	v = strtoull(q, &e, 10);
	return errno || *e != ' ' || v > (unsigned long long)BUNDLE_MAX_BYTES ? -1 : (long long)v;
}

/* every member a regular file or a directory with a plain name under records/, all
 * of them holding no more bytes than the file: 0, or 1 with why */
static int checkmembers(const char *file, struct buf *why)
{
	char *lv[] = {"tar", "--list", "--verbose", "--numeric-owner", "--file", (char *)file, NULL};
	char *ln[] = {"tar", "--list", "--file", (char *)file, NULL};
	struct runresult r, n;
	const char *a, *b;
	size_t count = 0;
	long long total = 0, size;
	struct stat sb;
	int rc = 0;

	if (stat(file, &sb) != 0) {
		bufprintf(why, "cannot read it: %s", errtext(errno));
		return 1;
	}
	if (tar(lv, &r, file) != 0) {
		bufprintf(why, "tar cannot read it");
		return 1;
	}
	if (tar(ln, &n, file) != 0) {
		runfree(&r);
		bufprintf(why, "tar cannot read it");
		return 1;
	}
	a = r.out.data ? r.out.data : "";
	b = n.out.data ? n.out.data : "";
	while (*a && *b && rc == 0) {
		const char *ea = strchr(a, '\n'), *eb = strchr(b, '\n');
		size_t lb = eb ? (size_t)(eb - b) : strlen(b);

		if (++count > BUNDLE_MAX_MEMBERS) {
			bufprintf(why, "more than %d members", BUNDLE_MAX_MEMBERS);
			rc = 1;
		} else if (*a != '-' && *a != 'd') {
			bufprintf(why, "a member that is neither a file nor a directory (%c): %.*s", *a, (int)(lb > 200 ? 200 : lb),
				  b);
			rc = 1;
		} else if (!membername(b, lb && b[lb - 1] == '/' ? lb - 1 : lb)) {
			bufprintf(why, "a member named outside records/ or not plainly: %.*s", (int)(lb > 200 ? 200 : lb), b);
			rc = 1;
		} else if ((size = listedsize(a)) < 0 || (total += size) > (long long)sb.st_size) {
			/* a member larger than the file (sparse) would fill the disk when extracted */
			bufprintf(why, "%s: %.*s", size < 0 ? "tar lists no size for a member" :
				  "its members hold more bytes than the file does", (int)(lb > 200 ? 200 : lb), b);
			rc = 1;
		}
		a = ea ? ea + 1 : a + strlen(a);
		b = eb ? eb + 1 : b + strlen(b);
	}
	if (rc == 0 && (*a || *b)) {
		bufprintf(why, "tar lists it two ways");
		rc = 1;
	}
	if (rc == 0 && count == 0) {
		bufprintf(why, "it is empty");
		rc = 1;
	}
	runfree(&r);
	runfree(&n);
	return rc;
}

struct mergectx {
	const struct plan *plan;
	const struct bundle *v;
	int n, jobs, history;
};

/* a worker's job must be a job of the project's plan, made from the same inputs; a job
 * of an op the project has no spec of (a staging op a promotion run vetted beside the
 * ops it promotes) is taken as history: its records are what that run did, and nothing
 * of the project's reads them until the op's spec gives a job of that key */
static int checkjob(void *vctx, const char *op, const char *arch, const char *dtype, const char *cls, const char *key,
		    struct buf *why)
{
	struct mergectx *ctx = vctx;
	bool known = false;

	for (int i = 0; i < ctx->plan->n; i++) {
		const struct job *j = &ctx->plan->v[i];

		if (strcmp(j->spec->op, op) != 0)
			continue;
		known = true;
		if (strcmp(j->arch, arch) != 0 || strcmp(dtinfo(j->dt)->name, dtype) != 0 ||
		    strcmp(spec_classname(j->spec), cls) != 0)
			continue;
		if (strcmp(j->key, key) != 0) {
			bufprintf(why, "its %s%s%s %s %s was made from other inputs than the project's (key %.16s, the plan's "
				  "%.16s): make it again from this project",
				  op, *cls ? "." : "", cls, arch, dtype, key, j->key);
			return -1;
		}
		ctx->jobs++;
		return 0;
	}
	if (!known) {
		ctx->history++;
		return 0;
	}
	bufprintf(why, "its %.40s%s%.20s %.20s %.20s is not a job of this project's plan", op, *cls ? "." : "", cls, arch,
		  dtype);
	return -1;
}

/* the file of a bundle of this merge by its sha256, else NULL */
static const char *bundlename(void *vctx, const char *sha)
{
	struct mergectx *ctx = vctx;

	for (int i = 0; i < ctx->n; i++)
		if (strcmp(ctx->v[i].sha, sha) == 0)
			return ctx->v[i].path;
	return NULL;
}

/* a bundle checked and its records imported into a database of their own under
 * work: 0, or -1 when refused (said) */
static int openbundle(struct bundle *bn, const char *work)
{
	char *dir = pathjoin(work, bn->sha), *recs = pathjoin(dir, "records");
	char *xv[] = {"tar", "--extract", "--no-same-owner", "--no-same-permissions", "--no-overwrite-dir", "--file",
		      (char *)bn->path, "--directory", dir, NULL};
	struct buf why = {0};
	struct runresult r;
	int rc = -1;

	bn->wdb = pathjoin(dir, "worker.db");
	if (mkdirs(dir) != 0) {
		warn("cannot create %s:", dir);
		goto out;
	}
	if (checkmembers(bn->path, &why) != 0)
		goto said;
	if (tar(xv, &r, bn->path) != 0)
		goto out;
	runfree(&r);
	if (prov_import(recs, bn->wdb, &bn->st) != 0) {
		bufprintf(&why, "its records are refused (above)");
		goto said;
	}
	rc = 0;
	goto out;
said:
	fprintf(stderr, "%s: %s: refused: %s\n", argv0, bn->path, why.data ? why.data : "");
out:
	if (rc != 0)
		bn->state = B_REFUSED;
	buffree(&why);
	free(dir);
	free(recs);
	return rc;
}

/* the bundles whose ledger is the beginning of another's (an earlier bundle of the
 * same worker: the later one holds all it holds), or the whole of an earlier one's
 * in the order of their sha256, are taken as part of that one: whichever of them is
 * named, and in whatever order, the same rows are merged */
static void samerecords(struct bundle *v, int n)
{
	for (int j = 0; j < n; j++) {
		struct prov *p;

		if (v[j].state == B_REFUSED)
			continue;
		if (!(p = prov_open(v[j].wdb, PROV_READONLY)))
			continue;
		for (int i = 0; i < n; i++) {
			char hex[65];
			bool within;

			if (i == j || v[i].state != B_TAKE || v[i].st.entries < 1 ||
			    v[i].st.entries > v[j].st.entries || (v[i].st.entries == v[j].st.entries && i < j))
				continue;
			within = v[i].st.entries == v[j].st.entries ? strcmp(v[i].st.head, v[j].st.head) == 0 :
				 prov_ledger_entry(p, v[i].st.entries, hex) == 1 && strcmp(hex, v[i].st.head) == 0;
			if (!within)
				continue;
			v[i].state = B_SAME;
			fprintf(stderr, "%s: %s: %s %s (bundle %.16s): taken as part of it\n", argv0, v[i].path,
				v[i].st.entries == v[j].st.entries ? "the same records as" :
				"an earlier state of the records of", v[j].path, v[j].sha);
		}
		prov_close(p);
	}
}

/* one bundle's rows into the database pv: 0 merged, 1 nothing to take, -1 refused (said) */
static int mergeone(const struct bundle *bn, struct prov *pv, struct mergectx *ctx)
{
	struct prov_merge_check check = {checkjob, bundlename, ctx};
	struct buf why = {0};
	size_t rows = 0;
	int rc;

	ctx->jobs = 0;
	ctx->history = 0;
	rc = prov_merge_rows(pv, bn->wdb, bn->sha, &check, &rows, &why);
	if (rc == 0 && ctx->history > 0)
		fprintf(stderr, "%s: %s: %d job%s of ops without a spec here taken as history (not in the plan)\n", argv0,
			bn->path, ctx->history, ctx->history == 1 ? "" : "s");
	if (rc == 0)
		fprintf(stderr, "%s: %s: merged %zu rows, %d job%s (bundle %.16s), from %s\n", argv0, bn->path, rows,
			ctx->jobs, ctx->jobs == 1 ? "" : "s", bn->sha, why.len ? why.data : "no run");
	else if (rc > 0)
		fprintf(stderr, "%s: %s: nothing to merge: %s\n", argv0, bn->path, why.data);
	else
		fprintf(stderr, "%s: %s: refused: %s\n", argv0, bn->path, why.data ? why.data : "");
	buffree(&why);
	return rc;
}

/* the project's database's ledger now: 0 or -1 after a warning */
static int stampof(const char *db, struct prov_stamp *st)
{
	struct prov *p = prov_open(db, PROV_READONLY);
	int rc = p && prov_stamp_of(p, st) == 0 ? 0 : -1;

	prov_close(p);
	return rc;
}

/* every bundle in sha256 order into the database at tmpdb: how many were merged, or
 * -1 when one was refused (said) */
static int mergeall(struct bundle *v, int n, const char *tmpdb, const char *work, const struct plan *plan)
{
	struct mergectx ctx = {plan, v, n, 0, 0};
	struct prov *pv;
	int refused = 0, merged = 0;

	for (int i = 0; i < n; i++)
		refused += openbundle(&v[i], work) != 0;
	samerecords(v, n);
	if (!(pv = prov_open(tmpdb, 0)))
		return -1;
	/* the others too when one was refused, so that one merge says what is wrong with each */
	for (int i = 0; i < n; i++) {
		int rc;

		if (v[i].state != B_TAKE)
			continue;
		rc = mergeone(&v[i], pv, &ctx);
		refused += rc < 0;
		merged += rc == 0;
	}
	prov_close(pv);
	if (refused) {
		fprintf(stderr, "%s: %d bundle%s refused: the project is unchanged\n", argv0, refused, refused == 1 ? "" : "s");
		return -1;
	}
	return merged;
}

int cmd_merge(int argc, char **argv, struct paths *p)
{
	struct bundle *v = xcalloc((size_t)argc, sizeof(v[0]));
	struct planned pl = {0};
	struct prov_stamp before, after;
	char *work = NULL, *tmpdb = NULL;
	int n = 0, k = 0, status, merged;
	bool open = false;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);
		struct stat sb;

		if (r == -1 || r == -2) {
			free(v);
			return r == -1 ? usage("merge", "option %s needs a value", argv[i]) : EXIT_USAGE;
		}
		if (r > 0)
			continue;
		if (argv[i][0] == '-' || n == MERGE_MAX_BUNDLES) {
			free(v);
			return usage("merge", argv[i][0] == '-' ? "unknown argument %s" : "too many bundles at %s", argv[i]);
		}
		if (stat(argv[i], &sb) != 0 || !S_ISREG(sb.st_mode) || sb.st_size > BUNDLE_MAX_BYTES) {
			warn("%s: not a bundle: %s", argv[i], stat(argv[i], &sb) != 0 ? errtext(errno) :
						 !S_ISREG(sb.st_mode) ? "not a regular file" : "larger than 1 GiB");
			free(v);
			return EXIT_FAIL;
		}
		v[n].path = argv[i];
		if (sha256_file(argv[i], v[n].sha) != 0) {
			warn("cannot read %s:", argv[i]);
			free(v);
			return EXIT_ENV;
		}
		n++;
	}
	if (n == 0 || p->db) {
		free(v);
		return usage("merge", "%s", p->db ? "merge writes the project's records: it takes no --db" :
			     "name one bundle or more (akgen bundle, generate --bundle)");
	}
	/* the order of the arguments decides nothing: by content, each bundle once */
	qsort(v, (size_t)n, sizeof(v[0]), bysha);
	for (int i = 0; i < n; i++)
		if (i == 0 || strcmp(v[i].sha, v[k - 1].sha) != 0)
			v[k++] = v[i];
	n = k;
	if ((status = planned_open(p, &pl)) != EXIT_OK)
		goto out;
	open = true;
	work = pathjoin(tempdir(), "akgen-merge-XXXXXX");
	if (!mkdtemp(work)) {
		warn("cannot create %s:", work);
		status = EXIT_ENV;
		goto out;
	}
	run_tempdir(work);
	/* into a copy, the project's database replaced by it only when every bundle is in */
	tmpdb = pathjoin(work, "project.db");
	if (stampof(pl.db, &before) != 0 || prov_copy(pl.db, tmpdb) != 0) {
		status = EXIT_ENV;
		goto out;
	}
	if ((merged = mergeall(v, n, tmpdb, work, &pl.plan)) <= 0) {
		status = merged < 0 ? EXIT_FAIL : EXIT_OK;
		goto out;
	}
	/* a write meanwhile (another akgen in the project) would be lost: none is replaced */
	if (stampof(pl.db, &after) != 0 || after.entries != before.entries || strcmp(after.head, before.head) != 0) {
		warn("%s was written while the bundles were merged: the project is unchanged; merge again", pl.db);
		status = EXIT_FAIL;
		goto out;
	}
	if (prov_copy(tmpdb, pl.db) != 0 || projectdb_written(p->out) != 0) {
		status = EXIT_ENV;
		goto out;
	}
	/* the variants and the library's sources as the records now say */
	planned_close(&pl);
	open = false;
	if ((status = planned_open(p, &pl)) != EXIT_OK)
		goto out;
	open = true;
	status = planned_emit(p, &pl.set, pl.db, false, EXIT_OK);
out:
	if (open)
		planned_close(&pl);
	if (work) {
		char *rm[] = {"rm", "-rf", work, NULL};
		struct runopts ro = {.timeout_s = 120, .maxout = 4096};
		struct runresult rr;

		if (run(rm, &ro, &rr) == 0)
			runfree(&rr);
		run_tempdir(NULL);
	}
	for (int i = 0; i < n; i++)
		free(v[i].wdb);
	free(work);
	free(tmpdb);
	free(v);
	return status;
}
