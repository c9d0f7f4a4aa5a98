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
 * MANIFEST, the ledger against every row) before a row is read. */
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

/* every member a regular file or a directory with a plain name under records/:
 * 0, or 1 with why */
static int checkmembers(const char *file, struct buf *why)
{
	char *lv[] = {"tar", "--list", "--verbose", "--numeric-owner", "--file", (char *)file, NULL};
	char *ln[] = {"tar", "--list", "--file", (char *)file, NULL};
	struct runresult r, n;
	const char *a, *b;
	size_t count = 0;
	int rc = 0;

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
	int jobs;
};

/* a worker's job must be a job of the project's plan, made from the same inputs */
static int checkjob(void *vctx, const char *op, const char *arch, const char *dtype, const char *cls, const char *key,
		    struct buf *why)
{
	struct mergectx *ctx = vctx;

	for (int i = 0; i < ctx->plan->n; i++) {
		const struct job *j = &ctx->plan->v[i];

		if (strcmp(j->spec->op, op) != 0 || strcmp(j->arch, arch) != 0 || strcmp(dtinfo(j->dt)->name, dtype) != 0 ||
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
	bufprintf(why, "its %.40s%s%.20s %.20s %.20s is not a job of this project's plan", op, *cls ? "." : "", cls, arch,
		  dtype);
	return -1;
}

/* one bundle into the database at db: 0 merged, 1 nothing to take, -1 refused (said) */
static int mergeone(const struct bundle *bn, const char *db, const struct plan *plan, const char *work)
{
	char *dir = xasprintf("%s/%.16s", work, bn->sha), *recs = pathjoin(dir, "records"),
	     *wdb = pathjoin(dir, "worker.db");
	char *xv[] = {"tar", "--extract", "--no-same-owner", "--no-same-permissions", "--no-overwrite-dir", "--file",
		      (char *)bn->path, "--directory", dir, NULL};
	struct mergectx ctx = {plan, 0};
	struct prov_merge_check check = {checkjob, &ctx};
	struct prov_stamp st;
	struct buf why = {0};
	struct runresult r;
	struct prov *pv = NULL;
	size_t rows = 0;
	int rc = -1;

	if (mkdirs(dir) != 0) {
		warn("cannot create %s:", dir);
		goto out;
	}
	if (checkmembers(bn->path, &why) != 0)
		goto said;
	if (tar(xv, &r, bn->path) != 0)
		goto out;
	runfree(&r);
	if (prov_import(recs, wdb, &st) != 0) {
		bufprintf(&why, "its records are refused (above)");
		goto said;
	}
	if (!(pv = prov_open(db, 0)))
		goto out;
	rc = prov_merge_rows(pv, wdb, bn->sha, &check, &rows, &why);
	if (rc == 0)
		fprintf(stderr, "%s: %s: merged %zu rows, %d job%s (bundle %.16s)\n", argv0, bn->path, rows, ctx.jobs,
			ctx.jobs == 1 ? "" : "s", bn->sha);
	else if (rc > 0)
		fprintf(stderr, "%s: %s: nothing to merge: %s\n", argv0, bn->path, why.data);
	if (rc >= 0)
		goto out;
said:
	fprintf(stderr, "%s: %s: refused: %s\n", argv0, bn->path, why.data ? why.data : "");
	rc = -1;
out:
	prov_close(pv);
	buffree(&why);
	free(dir);
	free(recs);
	free(wdb);
	return rc;
}

int cmd_merge(int argc, char **argv, struct paths *p)
{
	struct bundle *v = xcalloc((size_t)argc, sizeof(v[0]));
	struct planned pl = {0};
	char *work = NULL, *tmpdb = NULL;
	int n = 0, status, refused = 0, merged = 0;
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
	if (n == 0) {
		free(v);
		return usage("merge", "%s", "name one bundle or more (akgen bundle, generate --bundle)");
	}
	/* the order of the arguments decides nothing: by content, each bundle once */
	qsort(v, (size_t)n, sizeof(v[0]), bysha);
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
	if (prov_copy(pl.db, tmpdb) != 0) {
		status = EXIT_ENV;
		goto out;
	}
	for (int i = 0; i < n; i++) {
		int rc;

		if (i > 0 && strcmp(v[i].sha, v[i - 1].sha) == 0)
			continue;
		rc = mergeone(&v[i], tmpdb, &pl.plan, work);
		refused += rc < 0;
		merged += rc == 0;
	}
	if (refused) {
		fprintf(stderr, "%s: %d bundle%s refused: the project is unchanged\n", argv0, refused, refused == 1 ? "" : "s");
		status = EXIT_FAIL;
		goto out;
	}
	if (merged == 0)
		goto out;
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
	free(work);
	free(tmpdb);
	free(v);
	return status;
}
