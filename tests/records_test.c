/* records_test.c: the provenance database as text records, and back (provrecords.c):
 * every value exact (integers at their limits, reals bit for bit, NULL apart from "",
 * every byte of a string, blobs, values of another type than their column's), the
 * same dump and the same records again, a file of old rows never rewritten, stale
 * files removed; and a table of damaged records, each refused with a message naming
 * the file and line (or the row), with no database and no temporary file left */
#define _POSIX_C_SOURCE 200809L
#include "prov.h"
#include "sha256.h"
#include "util.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"

static char tmpdir[] = "/tmp/records_test.XXXXXX";

static const char *const tables[] = {"runs", "jobs", "attempts", "verdicts", "measurements", "artifacts", "ledger"};

/* ---- helpers */

static char *at(const char *name)
{
	return pathjoin(tmpdir, name);
}

/* run a command with two paths in it; its status */
static int sh(const char *fmt, const char *a, const char *b)
{
	char *cmd = xasprintf(fmt, a, b);
	int rc = system(cmd);

	free(cmd);
	return rc;
}

/* to as a copy of from */
static void copytree(const char *from, const char *to)
{
	char *cmd = xasprintf("rm -rf '%s' && cp -R '%s' '%s'", to, from, to);

	if (system(cmd) != 0)
		fatal("%s failed", cmd);
	free(cmd);
}

static sqlite3 *rawopen(const char *path)
{
	sqlite3 *db;

	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK)
		fatal("%s: %s", path, sqlite3_errmsg(db));
	return db;
}

static void rawexec(sqlite3 *db, const char *sql)
{
	char *err = NULL;

	if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK)
		fatal("%s: %s", sql, err);
}

/* one value of a and b, the same storage class and the same bytes (reals bit for bit) */
static bool samevalue(sqlite3_stmt *a, sqlite3_stmt *b, int i)
{
	int t = sqlite3_column_type(a, i);
	double x, y;

	if (t != sqlite3_column_type(b, i))
		return false;
	switch (t) {
	case SQLITE_INTEGER:
		return sqlite3_column_int64(a, i) == sqlite3_column_int64(b, i);
	case SQLITE_FLOAT:
		x = sqlite3_column_double(a, i);
		y = sqlite3_column_double(b, i);
		return memcmp(&x, &y, sizeof(x)) == 0;
	case SQLITE_TEXT:
	case SQLITE_BLOB:
		return sqlite3_column_bytes(a, i) == sqlite3_column_bytes(b, i) &&
		       (sqlite3_column_bytes(a, i) == 0 ||
			memcmp(sqlite3_column_blob(a, i), sqlite3_column_blob(b, i), (size_t)sqlite3_column_bytes(a, i)) == 0);
	default:
		return true;
	}
}

/* every row of every table of the two files, value by value */
static bool samerows(const char *pa, const char *pb)
{
	sqlite3 *a = rawopen(pa), *b = rawopen(pb);
	bool same = true;

	for (size_t t = 0; t < AK_LEN(tables) && same; t++) {
		char *sql = xasprintf("SELECT * FROM %s ORDER BY id", tables[t]);
		sqlite3_stmt *sa = NULL, *sb = NULL;
		int ra, rb;

		if (sqlite3_prepare_v2(a, sql, -1, &sa, NULL) != SQLITE_OK) {
			/* a table the schema version does not have: neither may */
			same = sqlite3_prepare_v2(b, sql, -1, &sb, NULL) != SQLITE_OK;
			free(sql);
			continue;
		}
		same = sqlite3_prepare_v2(b, sql, -1, &sb, NULL) == SQLITE_OK;
		while (same && (ra = sqlite3_step(sa)) == SQLITE_ROW) {
			rb = sqlite3_step(sb);
			same = rb == SQLITE_ROW;
			for (int i = 0; same && i < sqlite3_column_count(sa); i++)
				if (!samevalue(sa, sb, i)) {
					fprintf(stderr, "  %s row %lld column %s differs\n", tables[t],
						(long long)sqlite3_column_int64(sa, 0), sqlite3_column_name(sa, i));
					same = false;
				}
		}
		if (same)
			same = sqlite3_step(sb) == SQLITE_DONE;
		sqlite3_finalize(sa);
		sqlite3_finalize(sb);
		free(sql);
	}
	sqlite3_close(a);
	sqlite3_close(b);
	return same;
}

static char *dumpof(const char *path)
{
	struct prov *p = prov_open(path, PROV_READONLY);
	char *s = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&s, &n);

	if (!p || !f || prov_dump(p, f) != 0)
		fatal("dump %s", path);
	fclose(f);
	prov_close(p);
	return s;
}

static int export(const char *db, const char *dir, struct prov_stamp *st)
{
	struct prov *p = prov_open(db, PROV_READONLY);
	int rc = p ? prov_export(p, dir, NULL, st) : -1;

	prov_close(p);
	return rc;
}

static ino_t inode(const char *dir, const char *rel)
{
	char *path = pathjoin(dir, rel);
	struct stat st;
	ino_t n = stat(path, &st) == 0 ? st.st_ino : 0;

	free(path);
	return n;
}

static bool exists(const char *dir, const char *rel)
{
	char *path = pathjoin(dir, rel);
	bool ok = access(path, F_OK) == 0;

	free(path);
	return ok;
}

/* prov_import with its warnings captured into msg */
static int importcapt(const char *dir, const char *db, struct prov_stamp *st, struct buf *msg)
{
	char *log = at("stderr.txt");
	int saved = dup(2), fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644), rc;

	fflush(stderr);
	dup2(fd, 2);
	close(fd);
	rc = prov_import(dir, db, st);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	if (readfile(log, 1 << 20, msg) != 0)
		fatal("read %s:", log);
	free(log);
	return rc;
}

/* ---- the fixture: every kind of value through the API, sealed in the ledger */

static int64_t addattempt(struct prov *p, int64_t job, const char *prompt)
{
	struct prov_attempt a;

	prov_attempt_init(&a);
	a.job_id = job;
	a.proposer = "template";
	a.params = "{\"block\":256}";
	a.prompt = prompt;
	a.source = "__global__ void k(void) {}\n";
	a.compile_log = "";	/* empty, not NULL */
	a.registers = 32;
	a.seed = INT64_MAX;
	return prov_attempt_add(p, &a);
}

static bool fixture(const char *path, int attempts)
{
	static const double reals[] = {85.25, 0.1 + 0.2, 5e-324, 2.5e-310, 1e300, 1.0 / 3, INFINITY, -0.0};
	char bytes[256];
	struct prov *p = prov_open(path, PROV_CREATE);
	struct prov_run r;
	struct prov_job j = {.op = "rmsnorm", .arch = "sm_90", .dtype = "bf16", .key = "k1", .spec_sha256 = "aa"};
	struct prov_measurement m;
	int64_t run, job, att = 0;
	bool ok = p != NULL;

	for (int i = 1; i < 256; i++)
		bytes[i - 1] = (char)i;	/* every byte but NUL, which a C string cannot hold */
	bytes[255] = '\0';
	prov_run_init(&r);
	r.command = "akgen generate \"q\" \\ é 中";
	r.proposer = "template-search";
	r.copy_gbps = 4231.33646;
	r.peak_tflops = 1e-300;
	r.seed = 0;
	run = ok ? prov_run_begin(p, &r) : -1;
	j.run_id = run;
	job = run > 0 ? prov_job_add(p, &j) : -1;
	for (int i = 0; i < attempts && job > 0; i++)
		att = addattempt(p, job, i == 0 ? bytes : "x");
	prov_measurement_init(&m);
	m.attempt_id = att;
	m.shape = "{\"rows\":16384}";
	for (size_t i = 0; i < AK_LEN(reals) && att > 0; i++) {
		m.median_us = reals[i];
		m.p10_us = -reals[i];
		ok = ok && prov_measurement_add(p, &m) > 0;
	}
	ok = ok && att > 0 && prov_verdict_add(p, att, "VERIFY", "PASS", "line1\nline2\t\x01\x7f", "", 1.5, NULL) > 0 &&
	     prov_artifact_add(p, job, att, "variants/rmsnorm_bf16_sm90.cu", "d1", 99) > 0 &&
	     prov_job_set_status(p, job, PROV_VETTED, att) == 0 && prov_run_finish(p, run) == 0;
	prov_close(p);
	return ok;
}

/* ---- round trips */

static void roundtrip(const char *db, const char *name)
{
	char *dir = at(name), *dir2 = xasprintf("%s.again", dir), *db2 = xasprintf("%s.built", dir), *d1, *d2;
	struct prov_stamp st, st2, noted;
	struct buf why = {0};
	struct prov *p;

	CHECK(export(db, dir, &st) == 0, "%s: export", name);
	CHECK(prov_records_check(dir, &why) == 0, "%s: check: %s", name, why.data ? why.data : "");
	CHECK(prov_import(dir, db2, &st2) == 0, "%s: import", name);
	CHECK(strcmp(st.manifest, st2.manifest) == 0 && strcmp(st.head, st2.head) == 0 && st.entries == st2.entries &&
	      st.version == st2.version, "%s: the stamps of the export and the import", name);
	CHECK(samerows(db, db2), "%s: every value the same", name);
	d1 = dumpof(db);
	d2 = dumpof(db2);
	CHECK(strcmp(d1, d2) == 0, "%s: the same dump", name);
	p = prov_open(db2, PROV_READONLY);
	CHECK(p && prov_synced(p, &noted) == 1 && strcmp(noted.manifest, st.manifest) == 0 &&
	      strcmp(noted.head, st.head) == 0, "%s: the built database notes its records", name);
	prov_close(p);
	CHECK(export(db2, dir2, &st2) == 0 && strcmp(st.manifest, st2.manifest) == 0, "%s: the same MANIFEST again", name);
	CHECK(sh("diff -r '%s' '%s' >&2", dir, dir2) == 0, "%s: the same records again", name);
	free(d1);
	free(d2);
	free(dir);
	free(dir2);
	free(db2);
	buffree(&why);
}

static void test_api_values(void)
{
	char *db = at("api.db");
	struct prov *p;
	char head[65];
	int64_t n;
	struct buf why = {0};

	if (!fixture(db, 3)) {
		CHECK(false, "the fixture");
		free(db);
		return;
	}
	roundtrip(db, "api");
	p = prov_open(db, PROV_READONLY);
	CHECK(p && prov_ledger_check(p, &why, head, &n) == 0 && n > 0, "the fixture's ledger");
	prov_close(p);
	buffree(&why);
	free(db);
}

/* values the API does not write: NUL in a string, blobs, INT64_MIN, a real in an
 * INTEGER column, text in one, an integer in a REAL column (schema 4: no ledger) */
static void test_raw_values(void)
{
	char *db = at("raw.db");
	sqlite3 *s;

	CHECK(prov_create_at_version(db, 4) == 0, "schema 4");
	s = rawopen(db);
	rawexec(s, "INSERT INTO runs (id, started_at, command, host, copy_gbps, peak_tflops, sm_clock_mhz, mem_clock_mhz, "
		   "seed, proposer) VALUES (7, CAST(X'610062' AS TEXT), X'00ff10', X'', 3, 1.5e-7, 1.5, 'abc', "
		   "-9223372036854775808, '')");
	rawexec(s, "INSERT INTO runs (id, started_at, seed) VALUES (9223372036854775807, 'x', 9223372036854775807)");
	sqlite3_close(s);
	roundtrip(db, "raw");
	free(db);
}

/* a file of old rows is never written again; stale files go */
static void test_files(void)
{
	char *db = at("files.db"), *small = at("small.db"), *dir = at("files");
	struct prov_stamp st;
	ino_t first, second, third;
	struct prov *p;
	int64_t job = 1;

	CHECK(fixture(db, 40) && fixture(small, 3), "the fixtures");
	CHECK(export(db, dir, &st) == 0, "export");
	CHECK(exists(dir, "attempts/000000001.txt") && exists(dir, "attempts/000000017.txt") &&
	      exists(dir, "attempts/000000033.txt") && !exists(dir, "attempts/000000049.txt"), "16 attempts a file");
	first = inode(dir, "attempts/000000001.txt");
	second = inode(dir, "attempts/000000017.txt");
	third = inode(dir, "attempts/000000033.txt");
	p = prov_open(db, 0);
	CHECK(p && addattempt(p, job, "new") > 0, "another attempt");
	prov_close(p);
	CHECK(export(db, dir, &st) == 0, "export again");
	CHECK(inode(dir, "attempts/000000001.txt") == first && inode(dir, "attempts/000000017.txt") == second,
	      "the files of older attempts are not written again");
	CHECK(inode(dir, "attempts/000000033.txt") != third, "the last file is");
	free(small);
	small = at("files/MANIFEST.tmp.12345");
	CHECK(writefile(small, "x", 1) == 1, "the MANIFEST's temporary file of an export that did not finish");
	free(small);
	small = at("small.db");
	CHECK(export(small, dir, &st) == 0, "a smaller database into the same directory");
	CHECK(!exists(dir, "attempts/000000017.txt") && !exists(dir, "attempts/000000033.txt"), "stale files removed");
	CHECK(!exists(dir, "MANIFEST.tmp.12345"), "an unfinished export's MANIFEST removed");
	free(db);
	db = at("files.built");
	CHECK(prov_import(dir, db, &st) == 0 && samerows(small, db), "the records are the smaller database's");
	free(db);
	free(small);
	free(dir);
}

/* ---- damaged records */

/* in the file rel of dir, the first old replaced by new (len: -1 for strlen); with fix,
 * the MANIFEST's line of the file says the new size and sha256 */
static void edit(const char *dir, const char *rel, const char *old, const char *new, long len, bool fix)
{
	char *path = pathjoin(dir, rel), *mpath = pathjoin(dir, "MANIFEST"), *hit, sha[65];
	struct buf b = {0}, out = {0}, man = {0};
	size_t nl = len < 0 ? strlen(new) : (size_t)len;

	if (readfile(path, 1 << 30, &b) != 0 || !(hit = strstr(b.data, old)))
		fatal("%s: no %s", path, old);
	bufadd(&out, b.data, (size_t)(hit - b.data));
	bufadd(&out, new, nl);
	bufputs(&out, hit + strlen(old));
	if (writefile(path, out.data, out.len) < 0)
		fatal("write %s", path);
	if (fix) {
		char *line, *lend, *want = xasprintf("file %s rows=", rel), *rows;

		if (readfile(mpath, 1 << 20, &man) != 0 || !(line = strstr(man.data, want)))
			fatal("%s: no line of %s", mpath, rel);
		lend = strchr(line, '\n');
		rows = line + strlen(want);
		sha256_buf(out.data, out.len, sha);
		b.len = 0;
		bufadd(&b, man.data, (size_t)(line - man.data));
		bufprintf(&b, "%s%.*s bytes=%zu sha256=%s", want, (int)strcspn(rows, " "), rows, out.len, sha);
		bufputs(&b, lend);
		if (writefile(mpath, b.data, b.len) < 0)
			fatal("write %s", mpath);
		free(want);
	}
	buffree(&b);
	buffree(&out);
	buffree(&man);
	free(path);
	free(mpath);
}

struct damage {
	const char *what;
	const char *file;	/* relative to the records; "" for a step of its own */
	const char *old, *new;
	bool fix;		/* the MANIFEST made to agree with the file */
	const char *says;	/* in the message */
};

static const struct damage damages[] = {
	{"an edited value", "jobs/000000001.txt", "op=\"rmsnorm\"", "op=\"rmsnorx\"", false,
	 "jobs/000000001.txt: its sha256 is not the MANIFEST's"},
	{"a file cut short", "jobs/000000001.txt", "dtype=\"bf16\"", "", false,
	 "jobs/000000001.txt: 221 bytes, the MANIFEST says 233 (cut short or edited)"},
	{"a bad escape", "jobs/000000001.txt", "op=\"rmsnorm\"", "op=\"rms\\qnorm\"", true,
	 "jobs/000000001.txt line 1: column op: an unknown escape"},
	{"a raw control byte", "jobs/000000001.txt", "op=\"rmsnorm\"", "op=\"rms\tnorm\"", true,
	 "line 1: column op: a control byte that is not escaped"},
	{"\\x of a printable byte", "jobs/000000001.txt", "op=\"rmsnorm\"", "op=\"\\x72msnorm\"", true,
	 "column op: a \\x escape of a byte that is written as it is"},
	{"a line cut in a string", "jobs/000000001.txt", "op=\"rmsnorm\"", "op=\"rms\n", true,
	 "line 1: column op: a string without its closing quote"},
	{"columns missing", "jobs/000000001.txt", " op=\"rmsnorm\"", "\n", true,
	 "line 1: column run_id: a row cut short: columns are missing"},
	{"a column more", "jobs/000000001.txt", "finished_at=\"", "finished_at=NULL extra=\"", true,
	 "line 1: column finished_at: more after the last column"},
	{"a renamed column", "jobs/000000001.txt", " op=", " opx=", true,
	 "line 1: column op: not the next column of the table, as name="},
	{"two spaces", "jobs/000000001.txt", " op=", "  op=", true, "line 1: column op: not the next column"},
	{"an integer with a leading zero", "jobs/000000001.txt", "run_id=1", "run_id=01", true,
	 "line 1: column run_id: an integer out of range or not in its one form"},
	{"an integer past int64", "jobs/000000001.txt", "run_id=1", "run_id=9223372036854775808", true,
	 "column run_id: an integer out of range"},
	{"null for NULL", "measurements/000000001.txt", "wall_us=NULL", "wall_us=null", true,
	 "measurements/000000001.txt line 1: column wall_us: a value that is neither"},
	{"a real not in its form", "measurements/000000001.txt", "median_us=85.25", "median_us=85.250", true,
	 "line 1: column median_us: a value that is neither"},
	{"nan", "measurements/000000001.txt", "median_us=85.25", "median_us=nan", true, "column median_us"},
	{"a hex float", "measurements/000000001.txt", "median_us=85.25", "median_us=0x1.5p+6", true, "column median_us"},
	{"an uppercase blob", "jobs/000000001.txt", "op=\"rmsnorm\"", "op=x\"AB\"", true,
	 "column op: a blob that is not pairs of lowercase hex digits"},
	{"an id outside the file", "jobs/000000001.txt", "id=1 ", "id=2000 ", true,
	 "line 1: column id: out of order, or outside the file's range"},
	{"an id twice", "measurements/000000001.txt", "id=2 ", "id=1 ", true, "line 2: column id: out of order"},
	{"a status the schema refuses", "jobs/000000001.txt", "status=\"vetted\"", "status=\"great\"", true,
	 "jobs/000000001.txt line 1: jobs row 1: CHECK constraint failed"},
	{"NULL where the schema refuses it", "jobs/000000001.txt", "op=\"rmsnorm\"", "op=NULL", true,
	 "jobs row 1: NOT NULL constraint failed: jobs.op"},
	{"a row that refers to none", "artifacts/000000001.txt", "job_id=1", "job_id=77", true,
	 "artifacts row 1: refers to a row of jobs that is not in the records"},
	{"a last line without its newline", "runs/000000001.txt", "\"template-search\"\n", "\"template-search\"", true,
	 "runs/000000001.txt line 1: the last line has no newline"},
	{"a row more than the MANIFEST says", "runs/000000001.txt", "\n", "\nid=2 started_at=\"x\"\n", true,
	 "runs/000000001.txt line 2: more rows than the MANIFEST says"},
	{"a timing forged, the MANIFEST made to agree", "measurements/000000001.txt", "median_us=85.25",
	 "median_us=84.25", true, "the ledger: measurements row 1: its content is not what the ledger sealed"},
	{"a ledger entry forged", "ledger/000000001.txt", "origin=\"write\"", "origin=\"wrote\"", true,
	 "the ledger: ledger entry 1 (runs 1): its hash is not what its fields make"},
	{"a MANIFEST not in its form", "MANIFEST", "schema_version=5", "schema_version=05", false,
	 "MANIFEST line 2: not in the form an export writes"},
	{"a MANIFEST of a newer schema", "MANIFEST", "schema_version=5", "schema_version=9", false,
	 "records of schema version 9, newer than version 5"},
	{"a MANIFEST's ledger head", "MANIFEST", "ledger_head=", "ledger_head=0", false,
	 "MANIFEST line 3: not a line of the records' manifest"},
	{"a MANIFEST's line unknown", "MANIFEST", "table runs", "tables runs", false,
	 "MANIFEST line 4: not a line of the records' manifest"},
	{"a table left out", "MANIFEST", "table jobs rows=0 per_file=1024\n", "", false,
	 "MANIFEST: no table jobs, which schema version 4 has"},
	{"a stray file", "", "jobs/000001025.txt", NULL, false, "jobs/000001025.txt: not in the MANIFEST"},
	{"a stray directory", "", "notes", NULL, false, "notes: not in the MANIFEST"},
	{"a file missing", "", "jobs/000000001.txt", NULL, false, "jobs/000000001.txt: missing"},
	{"a line past the limit", "", "runs/000000001.txt", NULL, true, "runs/000000001.txt line 1: a line longer"},
};

/* the damage that is not an edit of a line */
static void damage(const char *dir, const struct damage *d)
{
	char *path = pathjoin(dir, d->old);

	if (strcmp(d->what, "a stray file") == 0) {
		if (writefile(path, "id=1025\n", 8) < 0)
			fatal("write %s", path);
	} else if (strcmp(d->what, "a stray directory") == 0) {
		if (mkdir(path, 0755) != 0)
			fatal("mkdir %s:", path);
	} else if (strcmp(d->what, "a file missing") == 0) {
		if (unlink(path) != 0)
			fatal("unlink %s:", path);
	} else {
		/* a command 64 MiB long: one byte past the limit of a line */
		size_t n = ((size_t)64 << 20) + 1;
		char *big = xmalloc(n + 32);

		memcpy(big, "command=\"", 9);
		memset(big + 9, 'a', n - 9);
		big[n] = '\0';
		edit(dir, "runs/000000001.txt", "command=\"", big, -1, true);
		free(big);
	}
	free(path);
}

/* no file of the import's is left beside where the database would be */
static bool nothingleft(const char *name)
{
	DIR *d = opendir(tmpdir);
	struct dirent *e;
	size_t n = strlen(name);
	bool none = true;

	while (d && (e = readdir(d)))
		if (strncmp(e->d_name, name, n) == 0) {
			fprintf(stderr, "  left behind: %s\n", e->d_name);
			none = false;
		}
	if (d)
		closedir(d);
	return none;
}

static void test_damaged(void)
{
	char *db = at("good.db"), *good = at("good"), *dir = at("bad"), *target = at("bad.db"), *raw = at("raw");
	struct prov_stamp st;

	if (!fixture(db, 1) || export(db, good, &st) != 0) {
		CHECK(false, "the fixture");
		goto out;
	}
	for (size_t i = 0; i < AK_LEN(damages); i++) {
		const struct damage *d = &damages[i];
		struct buf msg = {0};
		int rc;

		/* the schema without rows of its own: the records of schema 4 */
		copytree(strcmp(d->what, "a table left out") == 0 ? raw : good, dir);
		if (d->file[0])
			edit(dir, d->file, d->old, d->new, -1, d->fix);
		else
			damage(dir, d);
		rc = importcapt(dir, target, &st, &msg);
		CHECK(rc == 1 && strstr(msg.data, d->says), "%s: returned %d, said: %s", d->what, rc, msg.data);
		CHECK(access(target, F_OK) != 0 && nothingleft("bad.db"), "%s: a database or a temporary file is left",
		      d->what);
		buffree(&msg);
	}
out:
	free(db);
	free(good);
	free(dir);
	free(target);
	free(raw);
}

int main(void)
{
	argv0 = "records_test";
	if (!mkdtemp(tmpdir))
		fatal("mkdtemp:");
	test_api_values();
	test_raw_values();
	test_files();
	test_damaged();
	if (failed == 0 && sh("rm -rf '%s'%s", tmpdir, "") != 0)
		warn("cannot remove %s", tmpdir);
	return check_done();
}
