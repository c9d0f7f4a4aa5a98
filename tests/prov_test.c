/* prov_test.c: the provenance database: creation, constraints, records and
 * lookups, the migration from schema 1, refusals, read-only use and the dump; the
 * jobs' classes (schema 7): found apart, sealed, dumped, and a schema 6 database
 * migrated with every seal; the bench's times at the least alignment (schema 8):
 * written with their measurement or not at all, refused when out of range, sealed,
 * read, dumped, and a schema 7 database migrated with every seal */
#define _POSIX_C_SOURCE 200809L
#include "prov.h"
#include "provint.h"
#include "record.h"
#include "sha256.h"
#include "util.h"

#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"

static char tmpdir[2048];

/* like CHECK, but an expression: it returns whether cond held */
#define OK(cond) check((cond), #cond, __LINE__)

static bool check(bool ok, const char *what, int line)
{
	if (ok)
		passed++;
	else {
		failed++;
		fprintf(stderr, "FAIL line %d: %s\n", line, what);
	}
	return ok;
}

/* ---- helpers */

static char *tmppath(const char *name)
{
	char *path = pathjoin(tmpdir, name);
	char *wal = xasprintf("%s-wal", path), *shm = xasprintf("%s-shm", path);

	unlink(path);
	unlink(wal);
	unlink(shm);
	free(wal);
	free(shm);
	return path;
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

/* the first column of the first row as text (allocated), or NULL */
static char *rawtext(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st;
	char *s = NULL;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		fatal("%s: %s", sql, sqlite3_errmsg(db));
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_text(st, 0))
		s = xstrdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return s;
}

/* the first column of the first row as an integer, or -999 */
static int64_t rawint(sqlite3 *db, const char *sql)
{
	char *s = rawtext(db, sql);
	int64_t v = -999;

	if (s && !parseint(s, &v))
		v = -999;
	free(s);
	return v;
}

static bool rawis(sqlite3 *db, const char *sql, const char *want)
{
	char *s = rawtext(db, sql);
	bool ok = s && strcmp(s, want) == 0;

	if (!ok)
		fprintf(stderr, "  %s: got %s, want %s\n", sql, s ? s : "NULL", want);
	free(s);
	return ok;
}

static char *hashfile(const char *path)
{
	char *hex = xmalloc(65);

	if (sha256_file(path, hex) < 0)
		fatal("hash %s:", path);
	return hex;
}

static bool exists(const char *path)
{
	return access(path, F_OK) == 0;
}

static char *dumpstr(struct prov *p)
{
	char *s = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&s, &n);
	int rc;

	if (!f)
		fatal("open_memstream:");
	rc = prov_dump(p, f);
	fclose(f);
	if (rc < 0) {
		free(s);
		return NULL;
	}
	return s;
}

static bool hasline(const char *dump, const char *needle)
{
	bool ok = dump && strstr(dump, needle);

	if (!ok)
		fprintf(stderr, "  dump lacks: %s\n", needle);
	return ok;
}

/* every schema object's SQL, sorted, to compare two DBs' schemas */
static char *schemaof(const char *path)
{
	sqlite3 *db = rawopen(path);
	char *s = rawtext(db, "SELECT group_concat(sql, ';') FROM "
	    "(SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name)");

	sqlite3_close(db);
	return s;
}

/* ---- a DB filled with known records */

struct fixture {
	struct prov *p;
	char *path;
	int64_t run, job, job2, att[3], meas, art[2];
};

static const char prompt[] = "Write an rmsnorm kernel.\nUse 128-bit loads.";
static const char source[] = "__global__ void rmsnorm_kernel(void) {}\n";
static const char detail[] = "line1\nline2 \"q\" \\ \x01";

static int64_t addrun(struct prov *p)
{
	struct prov_run r;

	prov_run_init(&r);
	r.tool_version = "0.1.0";
	r.command = "akgen gen --arch sm_90";
	r.host = "box1";
	r.gpu_name = "NVIDIA H200";
	r.gpu_arch = "sm_90";
	r.copy_gbps = 3350.5;
	r.peak_tflops = 989.0;
	r.sm_clock_mhz = 1980;
	r.seed = 42;
	r.proposer = "template";
	return prov_run_begin(p, &r);
}

static int64_t addjob(struct prov *p, int64_t run, const char *dtype, const char *key)
{
	struct prov_job j = {
		.run_id = run, .op = "rmsnorm", .arch = "sm_90", .dtype = dtype, .key = key,
		.spec_sha256 = "aa", .templates_sha256 = "bb", .proposer_sha256 = "cc",
	};

	return prov_job_add(p, &j);
}

static int64_t addattempt(struct prov *p, int64_t job, const char *src)
{
	struct prov_attempt a;

	prov_attempt_init(&a);
	a.job_id = job;
	a.proposer = "template";
	a.params = "{\"block\":256}";
	a.prompt = prompt;
	a.source = src;
	a.compile_cmd = "nvcc -arch=sm_90";
	a.compile_log = "ok";
	a.registers = 32;
	a.wall_ms = 1500;
	return prov_attempt_add(p, &a);
}

static int64_t addmeasurement(struct prov *p, int64_t attempt)
{
	struct prov_measurement m;

	prov_measurement_init(&m);
	m.attempt_id = attempt;
	m.shape = "{\"rows\":16384,\"cols\":4096}";
	m.median_us = 85.25;
	m.p10_us = 84.0;
	m.p90_us = 86.5;
	m.reps = 500;
	m.roofline_floor_us = 80.125;
	m.roofline_frac = 0.1;
	m.baseline = "torch.nn.functional.rms_norm";
	m.baseline_us = 120.0;
	m.throttle_reasons = "none";
	return prov_measurement_add(p, &m);
}

static bool fill(struct fixture *f)
{
	struct prov *p = f->p;

	f->run = addrun(p);
	f->job = addjob(p, f->run, "bf16", "key-bf16-1");
	f->job2 = addjob(p, f->run, "f16", "key-f16-1");
	f->att[0] = addattempt(p, f->job, "bad kernel");
	f->att[1] = addattempt(p, f->job, source);
	f->att[2] = addattempt(p, f->job2, NULL);
	if (prov_verdict_add(p, f->att[0], "COMPILE", "FAIL_COMPILE", detail, NULL, NAN, NULL) < 1 ||
	    prov_verdict_add(p, f->att[1], "COMPILE", "COMPILED", NULL, NULL, NAN, NULL) < 1 ||
	    prov_verdict_add(p, f->att[1], "VERIFY", "PASS", "all shapes", "max rel err 3e-3", NAN, NULL) < 1)
		return false;
	f->meas = addmeasurement(p, f->att[1]);
	f->art[0] = prov_artifact_add(p, f->job, f->att[1], "generated/rmsnorm.cu", "d1", 1234);
	f->art[1] = prov_artifact_add(p, f->job, 0, "generated/akops.h", "d2", 99);
	return f->run > 0 && f->job > 0 && f->job2 > 0 && f->att[0] > 0 && f->att[1] > 0 &&
	    f->att[2] > 0 && f->meas > 0 && f->art[0] > 0 && f->art[1] > 0 &&
	    prov_job_set_status(p, f->job, PROV_VETTED, f->att[1]) == 0 &&
	    prov_job_set_status(p, f->job2, PROV_FAILED, 0) == 0 && prov_run_finish(p, f->run) == 0;
}

static bool setup(struct fixture *f, const char *name)
{
	*f = (struct fixture){0};
	f->path = tmppath(name);
	f->p = prov_open(f->path, PROV_CREATE);
	return f->p && fill(f);
}

static void teardown(struct fixture *f)
{
	prov_close(f->p);
	free(f->path);
}

/* ---- tests */

static void test_create(void)
{
	char *path = tmppath("create.db");
	struct prov *p = prov_open(path, PROV_CREATE);
	sqlite3 *db;

	OK(p != NULL);
	OK(p && prov_version(p) == PROV_SCHEMA_VERSION);
	prov_close(p);
	db = rawopen(path);
	OK(rawint(db, "PRAGMA user_version") == PROV_SCHEMA_VERSION);
	OK(rawis(db, "PRAGMA journal_mode", "wal"));
	OK(rawint(db, "PRAGMA application_id") == 0x616b6f70);
	OK(rawint(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN "
	    "('runs', 'jobs', 'attempts', 'verdicts', 'measurements', 'artifacts')") == 6);
	sqlite3_close(db);
	p = prov_open(path, 0);
	OK(p && prov_version(p) == PROV_SCHEMA_VERSION);
	prov_close(p);
	free(path);
}

struct flagcase {
	const char *name;
	bool present;
	int flags;
	bool ok;
};

static const struct flagcase flagcases[] = {
	{"missing, no flags", false, 0, false},
	{"missing, read-only", false, PROV_READONLY, false},
	{"missing, create and read-only", false, PROV_CREATE | PROV_READONLY, false},
	{"missing, unknown flag", false, PROV_CREATE | 8, false},
	{"missing, create", false, PROV_CREATE, true},
	{"present, no flags", true, 0, true},
	{"present, read-only", true, PROV_READONLY, true},
	{"present, create", true, PROV_CREATE, true},
};

static void test_flags(void)
{
	for (size_t i = 0; i < AK_LEN(flagcases); i++) {
		const struct flagcase *c = &flagcases[i];
		char *path = tmppath("flags.db");
		struct prov *p;

		if (c->present)
			prov_close(prov_open(path, PROV_CREATE));
		p = prov_open(path, c->flags);
		if (!check((p != NULL) == c->ok, c->name, __LINE__))
			fprintf(stderr, "  case %s\n", c->name);
		if (!c->ok && !c->present)
			check(!exists(path), c->name, __LINE__);
		prov_close(p);
		free(path);
	}
}

/* each case must be refused by a constraint or a check of prov.c */
struct badcase {
	const char *name;
	int64_t (*fn)(struct fixture *f);
};

static int64_t bad_job_run(struct fixture *f)
{
	return addjob(f->p, 999, "bf16", "k");
}

static int64_t bad_job_nokey(struct fixture *f)
{
	return addjob(f->p, f->run, "bf16", NULL);
}

static int64_t bad_job_longkey(struct fixture *f)
{
	char key[PROV_KEY_MAX + 1];

	memset(key, 'k', sizeof(key) - 1);
	key[sizeof(key) - 1] = '\0';
	return addjob(f->p, f->run, "bf16", key);
}

static int64_t bad_attempt_job(struct fixture *f)
{
	return addattempt(f->p, 999, NULL);
}

static int64_t bad_attempt_seq(struct fixture *f)
{
	struct prov_attempt a;

	prov_attempt_init(&a);
	a.job_id = f->job;
	a.seq = 1;
	return prov_attempt_add(f->p, &a);
}

static int64_t bad_attempt_digest(struct fixture *f)
{
	struct prov_attempt a;

	prov_attempt_init(&a);
	a.job_id = f->job;
	a.source = source;
	a.source_sha256 = "0000000000000000000000000000000000000000000000000000000000000000";
	return prov_attempt_add(f->p, &a);
}

static int64_t bad_verdict_attempt(struct fixture *f)
{
	return prov_verdict_add(f->p, 999, "VERIFY", "PASS", NULL, NULL, NAN, NULL);
}

static int64_t bad_verdict_nostage(struct fixture *f)
{
	return prov_verdict_add(f->p, f->att[0], NULL, "PASS", NULL, NULL, NAN, NULL);
}

static int64_t bad_measurement_attempt(struct fixture *f)
{
	return addmeasurement(f->p, 999);
}

static int64_t bad_artifact_job(struct fixture *f)
{
	return prov_artifact_add(f->p, 999, 0, "x", "d", 1);
}

static int64_t bad_artifact_attempt(struct fixture *f)
{
	return prov_artifact_add(f->p, f->job2, f->att[1], "x", "d", 1);
}

static int64_t bad_status_attempt(struct fixture *f)
{
	return prov_job_set_status(f->p, f->job2, PROV_VETTED, f->att[0]);
}

static int64_t bad_status_value(struct fixture *f)
{
	return prov_job_set_status(f->p, f->job, (enum prov_status)17, 0);
}

static int64_t bad_status_job(struct fixture *f)
{
	return prov_job_set_status(f->p, 999, PROV_FAILED, 0);
}

static int64_t bad_finish_run(struct fixture *f)
{
	return prov_run_finish(f->p, 999);
}

static const struct badcase badcases[] = {
	{"job of a missing run", bad_job_run},
	{"job without a key", bad_job_nokey},
	{"job key too long", bad_job_longkey},
	{"attempt of a missing job", bad_attempt_job},
	{"attempt with a taken seq", bad_attempt_seq},
	{"attempt with a wrong source_sha256", bad_attempt_digest},
	{"verdict of a missing attempt", bad_verdict_attempt},
	{"verdict without a stage", bad_verdict_nostage},
	{"measurement of a missing attempt", bad_measurement_attempt},
	{"artifact of a missing job", bad_artifact_job},
	{"artifact with another job's attempt", bad_artifact_attempt},
	{"best attempt of another job", bad_status_attempt},
	{"status out of range", bad_status_value},
	{"status of a missing job", bad_status_job},
	{"finish a missing run", bad_finish_run},
};

static void test_refused_records(void)
{
	struct fixture f;
	char *before, *after;

	if (!OK(setup(&f, "bad.db"))) {
		teardown(&f);
		return;
	}
	before = dumpstr(f.p);
	for (size_t i = 0; i < AK_LEN(badcases); i++)
		check(badcases[i].fn(&f) == -1, badcases[i].name, __LINE__);
	after = dumpstr(f.p);
	OK(before && after && strcmp(before, after) == 0);
	free(before);
	free(after);
	teardown(&f);
}

struct collected {
	int n;
	char paths[4][64];
	int64_t bytes[4];
};

static int collect(void *ctx, const char *path, const char *sha256, int64_t bytes)
{
	struct collected *c = ctx;

	(void)sha256;
	if (c->n < 4) {
		snprintf(c->paths[c->n], sizeof(c->paths[0]), "%s", path);
		c->bytes[c->n] = bytes;
	}
	c->n++;
	return 0;
}

static int stopfirst(void *ctx, const char *path, const char *sha256, int64_t bytes)
{
	(void)path;
	(void)sha256;
	(void)bytes;
	++*(int *)ctx;
	return 7;
}

static void test_lookups(void)
{
	struct collected c = {0};
	struct prov_jobrec r;
	struct fixture f;
	int64_t job3;
	int calls = 0;

	if (!OK(setup(&f, "lookup.db"))) {
		teardown(&f);
		return;
	}
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "bf16", "", &r) == 1);
	OK(r.id == f.job && r.run_id == f.run && r.best_attempt_id == f.att[1]);
	OK(r.status == PROV_VETTED && strcmp(r.key, "key-bf16-1") == 0);
	/* failed jobs are never the latest; later vetted or compiled_only ones are */
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "f16", "", &r) == 0);
	OK(prov_latest_job(f.p, "rmsnorm", "sm_80", "bf16", "", &r) == 0);
	job3 = addjob(f.p, f.run, "bf16", "key-bf16-2");
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "bf16", "", &r) == 1 && r.id == f.job);
	OK(prov_job_set_status(f.p, job3, PROV_COMPILED_ONLY, 0) == 0);
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "bf16", "", &r) == 1 && r.id == job3);
	OK(r.status == PROV_COMPILED_ONLY && r.best_attempt_id == 0);
	OK(strcmp(r.key, "key-bf16-2") == 0);
	/* attempts by proposer, over every job of (op, arch, dtype) */
	OK(prov_attempts_by(f.p, "rmsnorm", "sm_90", "bf16", "", "template") == 2);
	OK(addattempt(f.p, job3, "again") > 0);
	OK(prov_attempts_by(f.p, "rmsnorm", "sm_90", "bf16", "", "template") == 3);
	OK(prov_attempts_by(f.p, "rmsnorm", "sm_90", "f16", "", "template") == 1);
	OK(prov_attempts_by(f.p, "rmsnorm", "sm_90", "bf16", "", "template:rmsnorm/rowreg") == 0);
	OK(prov_attempts_by(f.p, "rmsnorm", "sm_80", "bf16", "", "template") == 0);
	OK(prov_attempts_by(f.p, "softmax", "sm_90", "bf16", "", "template") == 0);

	OK(prov_job_artifacts(f.p, f.job, collect, &c) == 0);
	OK(c.n == 2 && strcmp(c.paths[0], "generated/rmsnorm.cu") == 0);
	OK(c.n == 2 && strcmp(c.paths[1], "generated/akops.h") == 0 && c.bytes[1] == 99);
	OK(prov_job_artifacts(f.p, f.job, stopfirst, &calls) == 7 && calls == 1);
	c.n = 0;
	OK(prov_job_artifacts(f.p, f.job2, collect, &c) == 0 && c.n == 0);
	teardown(&f);
}

/* what the API wrote, read back with SQLite directly */
static void test_stored(void)
{
	char want[65], *sql;
	struct fixture f;
	sqlite3 *db;

	if (!OK(setup(&f, "stored.db"))) {
		teardown(&f);
		return;
	}
	prov_close(f.p);
	f.p = NULL;
	db = rawopen(f.path);
	sha256_buf(source, strlen(source), want);
	sql = xasprintf("SELECT source_sha256 FROM attempts WHERE id = %lld", (long long)f.att[1]);
	OK(rawis(db, sql, want));
	free(sql);
	OK(rawis(db, "SELECT group_concat(seq) FROM attempts", "1,2,1"));
	OK(rawint(db, "SELECT count(*) FROM attempts WHERE stage IS NOT NULL "
	    "OR verdict IS NOT NULL OR detail IS NOT NULL") == 0);
	OK(rawint(db, "SELECT count(*) FROM attempts WHERE tokens_in IS NULL AND seed IS NULL") == 3);
	OK(rawint(db, "SELECT count(*) FROM runs WHERE tool_commit IS NULL AND finished_at IS NOT NULL "
	    "AND mem_clock_mhz IS NULL AND copy_gbps = 3350.5") == 1);
	OK(rawis(db, "SELECT group_concat(status || ':' || coalesce(best_attempt_id, 0) || ':' || "
	    "(finished_at IS NOT NULL)) FROM jobs", "vetted:2:1,failed:0:1"));
	OK(rawis(db, "SELECT group_concat(stage || '/' || verdict) FROM verdicts",
	    "COMPILE/FAIL_COMPILE,COMPILE/COMPILED,VERIFY/PASS"));
	OK(rawint(db, "SELECT count(*) FROM measurements WHERE wall_us IS NULL AND reps = 500") == 1);
	OK(rawint(db, "SELECT count(*) FROM artifacts WHERE attempt_id IS NULL") == 1);
	sqlite3_close(db);
	teardown(&f);
}

static void test_transactions(void)
{
	struct fixture f;
	int64_t run;

	if (!OK(setup(&f, "tx.db"))) {
		teardown(&f);
		return;
	}
	OK(prov_commit(f.p) == -1);
	OK(prov_rollback(f.p) == -1);
	OK(prov_begin(f.p) == 0);
	OK(prov_begin(f.p) == -1);
	run = addrun(f.p);
	OK(run > 0);
	OK(prov_rollback(f.p) == 0);
	OK(prov_run_finish(f.p, run) == -1);
	OK(prov_begin(f.p) == 0);
	run = addrun(f.p);
	OK(prov_commit(f.p) == 0);
	OK(run > 0 && prov_run_finish(f.p, run) == 0);
	teardown(&f);
}

/* a schema 1 DB with attempts that carry their one stage and verdict */
static const char v1rows[] =
	"INSERT INTO runs (id, started_at, tool_version) VALUES (1, '2024-05-01T10:00:00.000Z', '0.0.9');"
	"INSERT INTO jobs (id, run_id, op, arch, dtype, key, status, started_at) VALUES "
	"(1, 1, 'softmax', 'sm_80', 'f32', 'k1', 'vetted', '2024-05-01T10:00:01.000Z');"
	"INSERT INTO attempts (id, job_id, seq, started_at, stage, verdict, detail) VALUES "
	"(1, 1, 1, '2024-05-01T10:00:02.000Z', 'COMPILE', 'FAIL_COMPILE', 'error: x'),"
	"(2, 1, 2, '2024-05-01T10:00:03.000Z', 'VERIFY', 'PASS', NULL),"
	"(3, 1, 3, '2024-05-01T10:00:04.000Z', NULL, NULL, NULL),"
	"(4, 1, 4, '2024-05-01T10:00:05.000Z', NULL, 'TIMEOUT', NULL);"
	"UPDATE jobs SET best_attempt_id = 2 WHERE id = 1;";

struct v1verdict {
	int64_t attempt;
	const char *stage, *verdict, *detail, *created_at;
};

static const struct v1verdict v1verdicts[] = {
	{1, "COMPILE", "FAIL_COMPILE", "error: x", "2024-05-01T10:00:02.000Z"},
	{2, "VERIFY", "PASS", NULL, "2024-05-01T10:00:03.000Z"},
	{4, "UNKNOWN", "TIMEOUT", NULL, "2024-05-01T10:00:05.000Z"},
};

static void checkv1verdicts(sqlite3 *db)
{
	for (size_t i = 0; i < AK_LEN(v1verdicts); i++) {
		const struct v1verdict *v = &v1verdicts[i];
		char *sql = xasprintf("SELECT attempt_id || '|' || stage || '|' || verdict || '|' || "
		    "coalesce(detail, 'NULL') || '|' || created_at || '|' || evidence "
		    "FROM verdicts WHERE id = %zu", i + 1);
		char *want = xasprintf("%lld|%s|%s|%s|%s|migrated from schema 1 "
		    "attempts.stage/verdict/detail", (long long)v->attempt, v->stage, v->verdict,
		    v->detail ? v->detail : "NULL", v->created_at);

		OK(rawis(db, sql, want));
		free(sql);
		free(want);
	}
	OK(rawint(db, "SELECT count(*) FROM verdicts") == (int64_t)AK_LEN(v1verdicts));
}

static char *makev1(const char *name)
{
	char *path = tmppath(name);
	sqlite3 *db;

	OK(prov_create_at_version(path, 1) == 0);
	db = rawopen(path);
	OK(rawint(db, "PRAGMA user_version") == 1);
	OK(rawint(db, "SELECT count(*) FROM sqlite_master WHERE name = 'verdicts'") == 0);
	rawexec(db, "PRAGMA foreign_keys = ON");
	rawexec(db, v1rows);
	sqlite3_close(db);
	return path;
}

static void test_migration(void)
{
	char *path = makev1("v1.db"), *fresh = tmppath("fresh.db");
	char *hash = hashfile(path), *hash2, *s1, *s2;
	struct prov_jobrec r;
	struct prov *p;
	sqlite3 *db;

	/* a read-only open neither migrates nor touches the file */
	OK(prov_open(path, PROV_READONLY) == NULL);
	hash2 = hashfile(path);
	OK(strcmp(hash, hash2) == 0);
	p = prov_open(path, 0);
	OK(p && prov_version(p) == PROV_SCHEMA_VERSION);
	OK(p && prov_latest_job(p, "softmax", "sm_80", "f32", "", &r) == 1 && r.best_attempt_id == 2);
	prov_close(p);
	db = rawopen(path);
	OK(rawint(db, "PRAGMA user_version") == PROV_SCHEMA_VERSION);
	checkv1verdicts(db);
	OK(rawis(db, "SELECT stage FROM attempts WHERE id = 1", "COMPILE"));
	sqlite3_close(db);
	/* a migrated DB has exactly the schema of a new one */
	prov_close(prov_open(fresh, PROV_CREATE));
	s1 = schemaof(path);
	s2 = schemaof(fresh);
	OK(s1 && s2 && strcmp(s1, s2) == 0);
	OK(prov_create_at_version(fresh, 1) == -1);
	OK(prov_create_at_version(fresh, 0) == -1);
	OK(prov_create_at_version(fresh, PROV_SCHEMA_VERSION + 1) == -1);
	free(s1);
	free(s2);
	free(hash);
	free(hash2);
	free(path);
	free(fresh);
}

/* a migration that fails half-way leaves nothing of itself: a stray index
 * named like one migration 2 creates makes it fail after its CREATE TABLE */
static void test_migration_atomic(void)
{
	char *path = makev1("atomic.db");
	struct prov *p;
	sqlite3 *db;

	db = rawopen(path);
	rawexec(db, "CREATE INDEX verdicts_by_attempt ON runs(tool_version)");
	sqlite3_close(db);
	OK(prov_open(path, 0) == NULL);
	db = rawopen(path);
	OK(rawint(db, "PRAGMA user_version") == 1);
	OK(rawint(db, "SELECT count(*) FROM sqlite_master WHERE name = 'verdicts'") == 0);
	rawexec(db, "DROP INDEX verdicts_by_attempt");
	sqlite3_close(db);
	p = prov_open(path, 0);
	OK(p && prov_version(p) == PROV_SCHEMA_VERSION);
	prov_close(p);
	db = rawopen(path);
	checkv1verdicts(db);
	sqlite3_close(db);
	free(path);
}

static void setuserversion(const char *path, int v)
{
	sqlite3 *db = rawopen(path);
	char *sql = xasprintf("PRAGMA user_version = %d", v);

	rawexec(db, sql);
	free(sql);
	sqlite3_close(db);
}

/* opening with each of these flags must fail and leave the file as it was */
static void checkrefused(const char *path, const char *what)
{
	static const int flags[] = {0, PROV_CREATE, PROV_READONLY};
	char *before = hashfile(path), *after;

	for (size_t i = 0; i < AK_LEN(flags); i++) {
		struct prov *p = prov_open(path, flags[i]);

		if (!check(p == NULL, what, __LINE__))
			fprintf(stderr, "  flags %d\n", flags[i]);
		prov_close(p);
	}
	after = hashfile(path);
	check(strcmp(before, after) == 0, what, __LINE__);
	free(before);
	free(after);
}

static void test_newer(void)
{
	char *path = tmppath("newer.db");
	sqlite3 *db;

	prov_close(prov_open(path, PROV_CREATE));
	setuserversion(path, 99);
	checkrefused(path, "newer schema refused, file unchanged");
	db = rawopen(path);
	OK(rawint(db, "PRAGMA user_version") == 99);
	sqlite3_close(db);
	free(path);
}

static void test_foreign(void)
{
	static const char text[] = "op: rmsnorm\nsummary: not a database at all, but long enough "
	    "to fill more than the hundred bytes of a SQLite header.\n";
	char *path = tmppath("foreign.txt");
	sqlite3 *db;

	OK(writefile(path, text, sizeof(text) - 1) == 1);
	checkrefused(path, "non-SQLite file refused, file unchanged");
	free(path);

	path = tmppath("other.db");
	db = NULL;
	sqlite3_open(path, &db);
	rawexec(db, "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
	sqlite3_close(db);
	checkrefused(path, "other SQLite DB refused, file unchanged");
	setuserversion(path, 2);
	checkrefused(path, "SQLite DB of another application refused");
	free(path);

	path = tmppath("empty.db");
	OK(writefile(path, "", 0) == 1);
	OK(prov_open(path, 0) == NULL);
	OK(prov_open(path, PROV_READONLY) == NULL);
	prov_close(prov_open(path, PROV_CREATE));
	db = rawopen(path);
	OK(rawint(db, "PRAGMA user_version") == PROV_SCHEMA_VERSION);
	sqlite3_close(db);
	free(path);
}

static void test_readonly(void)
{
	struct prov_jobrec r;
	struct fixture f;
	struct prov *ro;
	char *d1, *d2, *hash, *hash2;

	if (!OK(setup(&f, "ro.db"))) {
		teardown(&f);
		return;
	}
	d1 = dumpstr(f.p);
	prov_close(f.p);
	f.p = NULL;
	hash = hashfile(f.path);
	ro = prov_open(f.path, PROV_READONLY);
	OK(ro && prov_version(ro) == PROV_SCHEMA_VERSION);
	OK(ro && prov_latest_job(ro, "rmsnorm", "sm_90", "bf16", "", &r) == 1 && r.id == f.job);
	OK(ro && addrun(ro) == -1);
	OK(ro && prov_begin(ro) == -1);
	d2 = ro ? dumpstr(ro) : NULL;
	OK(d1 && d2 && strcmp(d1, d2) == 0);
	prov_close(ro);
	hash2 = hashfile(f.path);
	OK(strcmp(hash, hash2) == 0);
	free(d1);
	free(d2);
	free(hash);
	free(hash2);
	teardown(&f);
}

static void test_dump(void)
{
	char hex[65], *d1, *d2, *want;
	struct fixture f;
	int lines = 0;

	if (!OK(setup(&f, "dump.db"))) {
		teardown(&f);
		return;
	}
	d1 = dumpstr(f.p);
	d2 = dumpstr(f.p);
	OK(d1 && d2 && strcmp(d1, d2) == 0);
	OK(d1 && strncmp(d1, "# akops provenance dump, format 1\nschema_version=8\nledger_head=", 62) == 0);
	OK(hasline(d1, " ledger_entries=15\n# runs\n"));
	OK(hasline(d1, " created_at=\"") && strstr(d1, " seconds=NULL sandbox=NULL\n"));
	for (const char *s = d1; s && *s; s++)
		lines += *s == '\n';
	/* 3 header lines, 8 table lines, 1 run, 2 jobs, 3 attempts, 3 verdicts,
	 * 1 measurement, 2 artifacts, no comparisons */
	OK(lines == 3 + 8 + 1 + 2 + 3 + 3 + 1 + 2);
	OK(hasline(d1, "\n# artifacts\n") && strstr(d1, "\n# comparisons\n# comparison_times\n"));
	OK(hasline(d1, "\nruns id=1 started_at=\""));
	OK(hasline(d1, " tool_version=\"0.1.0\" tool_commit=NULL command=\"akgen gen --arch sm_90\""));
	OK(hasline(d1, " copy_gbps=3350.5 peak_tflops=989.0 sm_clock_mhz=1980 mem_clock_mhz=NULL seed=42"));
	OK(hasline(d1, "\njobs id=1 run_id=1 op=\"rmsnorm\" arch=\"sm_90\" dtype=\"bf16\" key=\"key-bf16-1\""));
	OK(hasline(d1, " status=\"vetted\" best_attempt_id=2 "));
	sha256_buf(prompt, strlen(prompt), hex);
	want = xasprintf(" prompt=<sha256:%s bytes:%zu> response=NULL", hex, strlen(prompt));
	OK(hasline(d1, want));
	free(want);
	sha256_buf(source, strlen(source), hex);
	want = xasprintf(" source=<sha256:%s bytes:%zu> source_sha256=\"%s\"", hex, strlen(source), hex);
	OK(hasline(d1, want));
	free(want);
	OK(hasline(d1, "\nverdicts id=1 attempt_id=1 stage=\"COMPILE\" verdict=\"FAIL_COMPILE\" "
	    "detail=\"line1\\nline2 \\\"q\\\" \\\\ \\x01\" evidence=NULL created_at=\""));
	OK(hasline(d1, "\nmeasurements id=1 attempt_id=2 shape=\"{\\\"rows\\\":16384,\\\"cols\\\":4096}\" "
	    "median_us=85.25 p10_us=84.0 p90_us=86.5 reps=500 wall_us=NULL roofline_floor_us=80.125 "
	    "roofline_frac=0.1 baseline=\"torch.nn.functional.rms_norm\" baseline_us=120.0 "
	    "sm_clock_mhz=NULL throttle_reasons=\"none\"\n"));
	OK(hasline(d1, "\nartifacts id=2 job_id=1 attempt_id=NULL path=\"generated/akops.h\" "
	    "sha256=\"d2\" bytes=99 created_at=\""));
	free(d1);
	free(d2);
	teardown(&f);
}

/* a text longer than the inline limit is dumped as a digest in any column */
static void test_dump_long(void)
{
	char text[300], hex[65], *d, *want;
	struct fixture f;

	if (!OK(setup(&f, "long.db"))) {
		teardown(&f);
		return;
	}
	memset(text, 'e', sizeof(text) - 1);
	text[sizeof(text) - 1] = '\0';
	OK(prov_verdict_add(f.p, f.att[1], "BENCH", "PASS", NULL, text, NAN, NULL) > 0);
	d = dumpstr(f.p);
	sha256_buf(text, strlen(text), hex);
	want = xasprintf(" verdict=\"PASS\" detail=NULL evidence=<sha256:%s bytes:299> ", hex);
	OK(hasline(d, want));
	free(want);
	free(d);
	teardown(&f);
}

static void rmtree(void)
{
	static const char *const names[] = {
		"create.db", "flags.db", "bad.db", "lookup.db", "stored.db", "tx.db", "v1.db",
		"fresh.db", "atomic.db", "newer.db", "foreign.txt", "other.db", "empty.db", "ro.db", "dump.db",
		"long.db", "cls.db", "c0.db", "c1.db", "c2.db", "c3.db", "c4.db", "v6.db", "fresh7.db",
		"pl.db", "p0.db", "p1.db", "p2.db", "p3.db", "p4.db", "v7.db", "fresh8.db", "cmp.db", "conc.db",
		"l0.db", "l1.db", "l2.db", "l3.db", "l4.db", "l5.db", "l6.db", "l7.db", "l8.db", "lh.db", "v2.db",
		"v3.db", "v4.db",
	};

	for (size_t i = 0; i < AK_LEN(names); i++)
		free(tmppath(names[i]));
	if (rmdir(tmpdir) != 0)
		warn("rmdir %s:", tmpdir);
}

/* schema 2 to 3: the verdicts gain seconds, NULL for the rows before */
static void test_migration_v3(void)
{
	char *path = tmppath("v2.db");
	struct prov *p;
	sqlite3 *db;

	OK(prov_create_at_version(path, 2) == 0);
	db = rawopen(path);
	rawexec(db, "INSERT INTO runs (started_at) VALUES ('2026-01-01T00:00:00.000Z');"
		    "INSERT INTO jobs (run_id, op, arch, dtype, key, started_at) VALUES (1, 'rmsnorm', 'sm_90', 'bf16', "
		    "'k', '2026-01-01T00:00:00.000Z');"
		    "INSERT INTO attempts (job_id, seq, started_at) VALUES (1, 1, '2026-01-01T00:00:00.000Z');"
		    "INSERT INTO verdicts (attempt_id, stage, verdict, created_at) VALUES (1, 'VERIFY', 'PASS', "
		    "'2026-01-01T00:00:00.000Z');");
	sqlite3_close(db);
	OK(prov_open(path, PROV_READONLY) == NULL);
	p = prov_open(path, 0);
	OK(p && prov_version(p) == PROV_SCHEMA_VERSION);
	OK(p && prov_verdict_add(p, 1, "BENCH", "BENCHED", NULL, NULL, 1.25, "env:allowlist fs:landlock-6") > 0);
	prov_close(p);
	db = rawopen(path);
	OK(rawint(db, "SELECT count(*) FROM verdicts WHERE id = 1 AND seconds IS NULL AND sandbox IS NULL") == 1);
	OK(rawis(db, "SELECT seconds FROM verdicts WHERE id = 2", "1.25"));
	OK(rawis(db, "SELECT sandbox FROM verdicts WHERE id = 2", "env:allowlist fs:landlock-6"));
	sqlite3_close(db);
	free(path);
}

static int64_t addclassjob(struct prov *p, int64_t run, const char *cls, const char *key)
{
	struct prov_job j = {.run_id = run, .op = "rmsnorm", .arch = "sm_90", .dtype = "bf16", .key = key, .cls = cls};

	return prov_job_add(p, &j);
}

/* rows a test adds to the fixture before the ledger's check: how many ledger entries
 * they add (-1 when they cannot be added), and the table and id of the last */
struct extra {
	int (*add)(struct fixture *f);
	const char *last;
};

/* the ledger's check of the fixture's database, with x's rows (NULL: none), after raw
 * SQL did what is in sql: 1 with its first finding containing want, or 0 when want is
 * NULL */
static void ledgerwith(const char *name, const struct extra *x, const char *sql, const char *want)
{
	struct fixture f;
	struct buf why = {0};
	char head[65];
	int64_t n = 0;
	int added = 0;
	sqlite3 *db;
	int rc;

	if (!OK(setup(&f, name))) {
		teardown(&f);
		return;
	}
	if (x)
		OK((added = x->add(&f)) > 0);
	OK(prov_ledger_check(f.p, &why, head, &n) == 0 && n == 15 + added && why.len == 0);
	prov_close(f.p);
	db = rawopen(f.path);
	if (x)
		OK(rawis(db, "SELECT tbl || ' ' || row_id FROM ledger ORDER BY id DESC LIMIT 1", x->last));
	if (sql)
		rawexec(db, sql);
	sqlite3_close(db);
	f.p = prov_open(f.path, PROV_READONLY);
	rc = f.p ? prov_ledger_check(f.p, &why, head, &n) : -1;
	if (!want)
		OK(rc == 0);
	else if (!OK(rc == 1 && why.data && strstr(why.data, want)))
		fprintf(stderr, "    after %s: %d, %s (want %s)\n", sql, rc, why.data ? why.data : "", want);
	buffree(&why);
	teardown(&f);
}

static void ledgerafter(const char *name, const char *sql, const char *want)
{
	ledgerwith(name, NULL, sql, want);
}

/* every write sealed in the ledger; each way of changing the records without it is
 * named (a forged row, an edited prompt, a removed artifact, a row written around
 * it, an edited or removed entry); a chain rewritten whole from an edited row keeps
 * the check quiet but moves the head */
static void test_ledger(void)
{
	ledgerafter("l0.db", NULL, NULL);
	ledgerafter("l1.db", "UPDATE measurements SET median_us = median_us * 0.99", "measurements row 1: its content");
	ledgerafter("l2.db", "UPDATE attempts SET prompt = 'Write anything.' WHERE id = 1", "attempts row 1: its content");
	ledgerafter("l3.db", "UPDATE verdicts SET verdict = 'PASS' WHERE id = 1", "verdicts row 1: its content");
	ledgerafter("l4.db", "DELETE FROM artifacts WHERE id = 2", "artifacts row 2: sealed by ledger entry 12, but gone");
	ledgerafter("l5.db", "INSERT INTO verdicts (attempt_id, stage, verdict, created_at) VALUES (1, 'BENCH', 'BENCHED', "
			     "'2026-01-01T00:00:00.000Z')", "verdicts row 4: in no ledger entry");
	ledgerafter("l6.db", "UPDATE ledger SET row_sha256 = hash WHERE id = 3", "ledger entry 3 (jobs 2): its hash");
	ledgerafter("l7.db", "DELETE FROM ledger WHERE id = 5", "ledger entry 6: it does not follow");
	ledgerafter("l8.db", "UPDATE jobs SET status = 'vetted', best_attempt_id = NULL WHERE id = 2",
		    "jobs row 2: its content");
}

/* one comparison of date with a time of kind for rmsnorm bf16 sm_90 at one shape */
static int64_t addcomparison(struct prov *p, const char *sha, const char *date, double median_us)
{
	struct prov_comparison c;
	struct prov_comparison_time t;
	int64_t id;

	prov_comparison_init(&c);
	c.file = "compare-bf16.json";
	c.file_sha256 = sha;
	c.file_bytes = 100;
	c.tool = "bench/compare.py";
	c.date = date;
	c.dtype = "bf16";
	c.arch = "sm_90";
	c.gpu = "NVIDIA H200";
	c.torch = "2.11.0";
	id = prov_comparison_add(p, &c);
	prov_comparison_time_init(&t);
	t.comparison_id = id;
	t.op = "rmsnorm";
	t.shape = "{\"cols\":4096,\"rows\":16384}";
	t.kind = "eager";
	t.impl = "eager";
	t.median_us = median_us;
	return id > 0 && prov_comparison_time_add(p, &t) > 0 ? id : -1;
}

static int firstdate(void *ctx, const struct prov_comparison_row *r)
{
	snprintf(ctx, 32, "%s %g", r->c.date, r->t.median_us);
	return 1;
}

/* the comparisons with PyTorch: sealed like every row, found by their file's sha256,
 * read newest (by compare.py's date) first; a kind the schema does not know refused */
static void test_comparisons(void)
{
	struct fixture f;
	struct buf why = {0};
	struct prov_comparison_time t;
	char head[65], first[32] = "";
	int64_t n = 0;
	sqlite3 *db;
	const char *a = "1111111111111111111111111111111111111111111111111111111111111111";
	const char *b = "2222222222222222222222222222222222222222222222222222222222222222";

	if (!OK(setup(&f, "cmp.db"))) {
		teardown(&f);
		return;
	}
	OK(addcomparison(f.p, a, "2026-12-02T14:58:00Z", 900) == 1);
	OK(addcomparison(f.p, b, "2026-11-30T10:00:00Z", 800) == 2);
	OK(addcomparison(f.p, a, "2026-12-03T00:00:00Z", 700) == -1);	/* the same file twice: UNIQUE */
	OK(prov_comparison_find(f.p, b) == 2 && prov_comparison_find(f.p, "33") == 0);
	prov_comparison_time_init(&t);
	t.comparison_id = 1;
	t.op = "rmsnorm";
	t.shape = "{}";
	t.kind = "fast";
	t.impl = "x";
	OK(prov_comparison_time_add(f.p, &t) == -1);
	OK(prov_comparison_times(f.p, "rmsnorm", "bf16", "sm_90", firstdate, first) == 1 &&
	   strcmp(first, "2026-12-02T14:58:00Z 900") == 0);
	OK(prov_ledger_check(f.p, &why, head, &n) == 0 && n == 15 + 4);
	prov_close(f.p);
	db = rawopen(f.path);
	rawexec(db, "UPDATE comparison_times SET median_us = 90 WHERE id = 1");
	sqlite3_close(db);
	f.p = prov_open(f.path, PROV_READONLY);
	OK(f.p && prov_ledger_check(f.p, &why, head, &n) == 1 && strstr(why.data, "comparison_times row 1: its content"));
	buffree(&why);
	teardown(&f);
}

/* a stored head longer than a sha256 is no head: once it was cut to its first
 * 64 characters and given (to attest, to the dump) as the head */
static void test_ledger_longhead(void)
{
	struct fixture f;
	char head[65], again[65];
	int64_t n = 0;
	sqlite3 *db;

	if (!OK(setup(&f, "lh.db"))) {
		teardown(&f);
		return;
	}
	OK(prov_ledger_head(f.p, head, &n) == 0 && n == 15 && strlen(head) == 64);
	prov_close(f.p);
	db = rawopen(f.path);
	rawexec(db, "UPDATE ledger SET hash = hash || 'ff' WHERE id = (SELECT max(id) FROM ledger)");
	sqlite3_close(db);
	f.p = prov_open(f.path, PROV_READONLY);
	OK(f.p && prov_ledger_head(f.p, again, &n) == -1);
	teardown(&f);
}

/* the NVIDIA driver's version, from both forms of /proc/driver/nvidia/version's
 * first line; nothing from a file without one */
static void test_nvidia_driver(void)
{
	static const char *const lines[][2] = {
		{"NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.159.04  Tue Oct 14 2025\n", "580.159.04"},
		{"NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.95.05  Release Build  (dvs-builder@U16)  "
		 "Thu Sep 25 2025\nGCC version:  gcc version 12.2.0\n", "580.95.05"},
		{"NVRM version: something else\n", ""},
		{"", ""},
	};
	char *path = tmppath("nvidia-version");
	char out[64];

	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		FILE *f = fopen(path, "w");

		if (!OK(f != NULL))
			break;
		fputs(lines[i][0], f);
		fclose(f);
		OK(record_nvidia_driver(path, out, sizeof(out)) == (lines[i][1][0] ? 0 : -1) &&
		   strcmp(out, lines[i][1]) == 0);
	}
	unlink(path);
	OK(record_nvidia_driver(path, out, sizeof(out)) == -1 && out[0] == 0);
	free(path);
}

/* two processes writing one database at once: each write takes the lock before it
 * reads the ledger's head, so the chain stays one chain and no write fails */
static void test_ledger_concurrent(void)
{
	char *path = tmppath("conc.db");
	struct prov *p = prov_open(path, PROV_CREATE);
	struct buf why = {0};
	char head[65];
	int64_t n = 0;
	pid_t kids[2];

	prov_close(p);
	for (int k = 0; k < 2; k++) {
		kids[k] = fork();
		if (kids[k] == 0) {
			struct prov *q = prov_open(path, 0);
			int bad = !q;

			for (int i = 0; i < 40 && q; i++)
				bad |= addrun(q) < 0;
			prov_close(q);
			_exit(bad);
		}
	}
	for (int k = 0; k < 2; k++) {
		int st = -1;

		waitpid(kids[k], &st, 0);
		OK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	}
	p = prov_open(path, PROV_READONLY);
	OK(p && prov_ledger_check(p, &why, head, &n) == 0 && n == 80);
	if (why.len)
		fprintf(stderr, "    %s\n", why.data);
	prov_close(p);
	buffree(&why);
	free(path);
}

/* a database before the ledger: migrating it seals every row as it is */
static void test_ledger_migration(void)
{
	char *path = tmppath("v4.db");
	struct prov *p;
	struct buf why = {0};
	char head[65], head2[65];
	int64_t n = 0, n2 = 0;
	sqlite3 *db;

	OK(prov_create_at_version(path, 4) == 0);
	db = rawopen(path);
	rawexec(db, "INSERT INTO runs (started_at) VALUES ('2026-01-01T00:00:00.000Z');"
		    "INSERT INTO jobs (run_id, op, arch, dtype, key, started_at) VALUES (1, 'rmsnorm', 'sm_90', 'bf16', "
		    "'k', '2026-01-01T00:00:00.000Z');");
	sqlite3_close(db);
	p = prov_open(path, PROV_READONLY);
	OK(p && prov_ledger_check(p, &why, head, &n) == 1 && strstr(why.data, "has no ledger"));
	prov_close(p);
	p = prov_open(path, 0);
	OK(p && prov_version(p) == PROV_SCHEMA_VERSION);
	OK(p && prov_ledger_head(p, head, &n) == 0 && n == 2);
	OK(p && prov_run_finish(p, 1) == 0);
	OK(p && prov_ledger_head(p, head2, &n2) == 0 && n2 == 3 && strcmp(head, head2) != 0);
	buffree(&why);
	OK(p && prov_ledger_check(p, &why, head, &n) == 0 && n == 3 && strcmp(head, head2) == 0);
	prov_close(p);
	db = rawopen(path);
	OK(rawint(db, "SELECT count(*) FROM ledger WHERE origin = 'migration'") == 2);
	OK(rawint(db, "SELECT count(*) FROM ledger WHERE origin = 'write' AND tbl = 'runs'") == 1);
	sqlite3_close(db);
	buffree(&why);
	free(path);
}

/* a database of the oldest schema readers take (PROV_READ_MIN) opens read-only
 * as it is, unmigrated; the first writer migrates it */
static void test_read_min(void)
{
	char *path = tmppath("v3.db");
	struct prov *p;

	OK(prov_create_at_version(path, PROV_READ_MIN) == 0);
	p = prov_open(path, PROV_READONLY);
	OK(p && prov_version(p) == PROV_READ_MIN);
	prov_close(p);
	OK(prov_file_version(path) == PROV_READ_MIN);
	p = prov_open(path, 0);
	OK(p && prov_version(p) == PROV_SCHEMA_VERSION);
	prov_close(p);
	OK(prov_file_version(path) == PROV_SCHEMA_VERSION);
	free(path);
	/* one older than readers take: refused read-only, its version read all the same,
	 * migrated by a writer (what akgen migrate does) */
	path = tmppath("v2.db");
	OK(prov_create_at_version(path, PROV_READ_MIN - 1) == 0);
	OK(prov_open(path, PROV_READONLY) == NULL);
	OK(prov_file_version(path) == PROV_READ_MIN - 1);
	p = prov_open(path, 0);
	OK(p && prov_version(p) == PROV_SCHEMA_VERSION);
	prov_close(p);
	free(path);
	path = tmppath("none.db");
	OK(prov_file_version(path) == -1);
	free(path);
}

/* ---- the jobs' classes (schema 7) */

/* two jobs of one (op, arch, dtype), of no class and of class decode, each found by
 * its class alone, whichever is newer; their attempts counted apart */
static void test_classes(void)
{
	struct prov_jobrec r;
	struct fixture f;
	int64_t dec, dec2, whole;
	char *d;

	if (!OK(setup(&f, "cls.db"))) {
		teardown(&f);
		return;
	}
	/* the fixture's vetted job f.job is of no class; a newer one of class decode */
	dec = addclassjob(f.p, f.run, "decode", "key-decode-1");
	OK(dec > f.job && prov_job_set_status(f.p, dec, PROV_COMPILED_ONLY, 0) == 0);
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "bf16", "", &r) == 1 && r.id == f.job);
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "bf16", NULL, &r) == 1 && r.id == f.job);
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "bf16", "decode", &r) == 1 && r.id == dec &&
	   strcmp(r.key, "key-decode-1") == 0);
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "bf16", "prefill", &r) == 0);
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "f16", "decode", &r) == 0);
	/* and a newer one of no class: decode's is still its own */
	whole = addclassjob(f.p, f.run, "", "key-bf16-3");
	OK(whole > dec && prov_job_set_status(f.p, whole, PROV_COMPILED_ONLY, 0) == 0);
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "bf16", "decode", &r) == 1 && r.id == dec);
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "bf16", "", &r) == 1 && r.id == whole);
	dec2 = addclassjob(f.p, f.run, "decode", "key-decode-2");
	OK(dec2 > whole && prov_job_set_status(f.p, dec2, PROV_VETTED, 0) == 0);
	OK(prov_latest_job(f.p, "rmsnorm", "sm_90", "bf16", "decode", &r) == 1 && r.id == dec2);
	/* the fixture's two bf16 attempts are of no class */
	OK(addattempt(f.p, dec, "d1") > 0 && addattempt(f.p, dec2, "d2") > 0 && addattempt(f.p, dec2, "d3") > 0);
	OK(prov_attempts_by(f.p, "rmsnorm", "sm_90", "bf16", "", "template") == 2);
	OK(prov_attempts_by(f.p, "rmsnorm", "sm_90", "bf16", NULL, "template") == 2);
	OK(prov_attempts_by(f.p, "rmsnorm", "sm_90", "bf16", "decode", "template") == 3);
	OK(prov_attempts_by(f.p, "rmsnorm", "sm_90", "bf16", "prefill", "template") == 0);
	OK(prov_attempts_by(f.p, "rmsnorm", "sm_90", "f16", "decode", "template") == 0);
	/* a name the schema refuses: neither the job nor its class, nor an entry */
	OK(addclassjob(f.p, f.run, "Decode", "k") == -1);
	OK(addclassjob(f.p, f.run, "a_name_of_17_char", "k") == -1);
	OK(addclassjob(f.p, f.run, "a_name_of_16_chr", "k") > 0);
	OK(addclassjob(f.p, f.run, "9lives", "k") == -1);
	/* the dump: the class last on its job's line, nothing on the others' */
	d = dumpstr(f.p);
	OK(hasline(d, "\njobs id=3 run_id=1 op=\"rmsnorm\" arch=\"sm_90\" dtype=\"bf16\" key=\"key-decode-1\""));
	OK(hasline(d, " class=\"decode\"\njobs id=4 ") && hasline(d, " class=\"a_name_of_16_chr\"\n# attempts\n"));
	OK(d && !strstr(d, "# job_classes"));
	for (int i = 0; i < 2; i++) {
		const char *line = d ? strstr(d, i ? "key=\"key-bf16-3\"" : "key=\"key-bf16-1\"") : NULL;
		char *own = line ? xstrndup(line, strcspn(line, "\n")) : NULL;

		OK(own && strstr(own, " finished_at=\"") && !strstr(own, "class="));
		free(own);
	}
	free(d);
	teardown(&f);
}

/* a job of a shape class: the job and its class, two entries */
static int addclass(struct fixture *f)
{
	return addclassjob(f->p, f->run, "decode", "key-decode-1") == 3 ? 2 : -1;
}

/* a class row sealed like the job's: each change of it by raw SQL named */
static void test_class_ledger(void)
{
	static const struct extra x = {addclass, "job_classes 1"};

	ledgerwith("c0.db", &x, NULL, NULL);
	ledgerwith("c1.db", &x, "UPDATE job_classes SET class = 'prefill'", "job_classes row 1: its content is not what");
	ledgerwith("c2.db", &x, "UPDATE job_classes SET job_id = 1", "job_classes row 1: its content is not what");
	ledgerwith("c3.db", &x, "DELETE FROM job_classes", "job_classes row 1: sealed by ledger entry 17, but gone");
	ledgerwith("c4.db", &x, "INSERT INTO job_classes (job_id, class) VALUES (1, 'prefill')",
		   "job_classes row 2: in no ledger entry");
}

/* ---- the times at the least alignment (schema 8) */

/* a measurement of attempt at shape cols with times at the least alignment (NaN: not
 * timed so), the fixture's others as addmeasurement's */
static int64_t addplaced(struct prov *p, int64_t attempt, int cols, double min_us, double ratio)
{
	struct prov_measurement m;
	char shape[64];

	prov_measurement_init(&m);
	snprintf(shape, sizeof(shape), "{\"cols\":%d,\"rows\":16384}", cols);
	m.attempt_id = attempt;
	m.shape = shape;
	m.median_us = 85.25;
	m.roofline_frac = 0.5;
	m.min_align_median_us = min_us;
	m.min_align_ratio = ratio;
	return prov_measurement_add(p, &m);
}

/* the rows of a table, by raw SQL */
static int64_t rawcount(const char *path, const char *table)
{
	sqlite3 *db = rawopen(path);
	char *sql = xasprintf("SELECT count(*) FROM %s", table);
	int64_t n = rawint(db, sql);

	free(sql);
	sqlite3_close(db);
	return n;
}

/* measurements with both times, one, and none: a row of measurement_placements for
 * each that has one, sealed after its measurement; read back with the variant, on its
 * measurement's line of the dump; a time that is not a finite number above 0, or a
 * placement that cannot be written, leaves neither row nor an entry */
static void test_placements(void)
{
	struct prov_variant v;
	struct buf why = {0};
	struct fixture f;
	char head[65], *d;
	int64_t both, one, ratio, none, n = 0;
	sqlite3 *db;

	if (!OK(setup(&f, "pl.db"))) {
		teardown(&f);
		return;
	}
	/* the fixture's measurement 1 has neither */
	both = addplaced(f.p, f.att[1], 1024, 106.5625, 1.25);
	one = addplaced(f.p, f.att[1], 2048, 90.5, NAN);
	ratio = addplaced(f.p, f.att[1], 3072, NAN, 2.5);
	none = addplaced(f.p, f.att[1], 4096, NAN, NAN);
	OK(both == 2 && one == 3 && ratio == 4 && none == 5);
	OK(prov_ledger_check(f.p, &why, head, &n) == 0 && n == 15 + 2 + 2 + 2 + 1);
	/* refused: nothing written, nothing sealed */
	OK(addplaced(f.p, f.att[1], 1, -1, 1.25) == -1);
	OK(addplaced(f.p, f.att[1], 1, 0, NAN) == -1);
	OK(addplaced(f.p, f.att[1], 1, 10, INFINITY) == -1);
	OK(addplaced(f.p, f.att[1], 1, -INFINITY, NAN) == -1);
	OK(addplaced(f.p, 999, 1, 10, 1.25) == -1);
	OK(prov_ledger_head(f.p, head, &n) == 0 && n == 15 + 7);
	prov_close(f.p);
	f.p = NULL;
	OK(rawcount(f.path, "measurements") == 5 && rawcount(f.path, "measurement_placements") == 3);
	db = rawopen(f.path);
	OK(rawis(db, "SELECT group_concat(measurement_id || ':' || coalesce(min_align_median_us, 'NULL') || ':' || "
		     "coalesce(min_align_ratio, 'NULL'), ' ') FROM measurement_placements",
		 "2:106.5625:1.25 3:90.5:NULL 4:NULL:2.5"));
	OK(rawis(db, "SELECT group_concat(tbl || ' ' || row_id, ', ') FROM ledger WHERE id > 15",
		 "measurements 2, measurement_placements 1, measurements 3, measurement_placements 2, measurements 4, "
		 "measurement_placements 3, measurements 5"));
	/* a placement that cannot be written takes its measurement with it */
	rawexec(db, "CREATE TRIGGER nope BEFORE INSERT ON measurement_placements BEGIN SELECT RAISE(ABORT, 'nope'); END");
	sqlite3_close(db);
	f.p = prov_open(f.path, 0);
	OK(f.p && addplaced(f.p, f.att[1], 1, 10, 1.25) == -1 && addplaced(f.p, f.att[1], 1, NAN, NAN) == 6);
	OK(f.p && prov_ledger_check(f.p, &why, head, &n) == 0 && n == 15 + 7 + 1);
	/* read back in id order; NaN where not timed so */
	if (OK(f.p && prov_variant_get(f.p, f.job, &v) == 1 && v.nbench == 6)) {
		OK(isnan(v.bench[0].min_align_median_us) && isnan(v.bench[0].min_align_ratio));
		OK(v.bench[1].min_align_median_us == 106.5625 && v.bench[1].min_align_ratio == 1.25);
		OK(v.bench[2].min_align_median_us == 90.5 && isnan(v.bench[2].min_align_ratio));
		OK(isnan(v.bench[3].min_align_median_us) && v.bench[3].min_align_ratio == 2.5);
		OK(isnan(v.bench[4].min_align_median_us) && isnan(v.bench[5].min_align_ratio));
		OK(strcmp(v.bench[1].shape, "{\"cols\":1024,\"rows\":16384}") == 0 && v.bench[1].median_us == 85.25);
		prov_variant_free(&v);
	}
	/* the dump: on the measurement's line, last; nothing on the others', no section */
	d = f.p ? dumpstr(f.p) : NULL;
	OK(hasline(d, "\nmeasurements id=2 attempt_id=2 shape=\"{\\\"cols\\\":1024,\\\"rows\\\":16384}\" median_us=85.25 "));
	OK(hasline(d, " throttle_reasons=NULL min_align_median_us=106.5625 min_align_ratio=1.25\nmeasurements id=3 "));
	OK(hasline(d, " min_align_median_us=90.5 min_align_ratio=NULL\nmeasurements id=4 "));
	OK(hasline(d, " min_align_median_us=NULL min_align_ratio=2.5\nmeasurements id=5 "));
	OK(hasline(d, " throttle_reasons=\"none\"\nmeasurements id=2 ") &&
	   hasline(d, " throttle_reasons=NULL\nmeasurements id=6 ") && hasline(d, " throttle_reasons=NULL\n# artifacts\n"));
	OK(d && !strstr(d, "placements"));
	free(d);
	buffree(&why);
	teardown(&f);
}

/* a measurement with both times: the measurement and its placement, two entries */
static int addplacement(struct fixture *f)
{
	return addplaced(f->p, f->att[1], 1024, 106.5625, 1.25) == 2 ? 2 : -1;
}

/* a placement row sealed like its measurement: each change of it by raw SQL named */
static void test_placement_ledger(void)
{
	static const struct extra x = {addplacement, "measurement_placements 1"};

	ledgerwith("p0.db", &x, NULL, NULL);
	ledgerwith("p1.db", &x, "UPDATE measurement_placements SET min_align_ratio = 1.0",
		   "measurement_placements row 1: its content is not what");
	ledgerwith("p2.db", &x, "UPDATE measurement_placements SET measurement_id = 1",
		   "measurement_placements row 1: its content is not what");
	ledgerwith("p3.db", &x, "DELETE FROM measurement_placements",
		   "measurement_placements row 1: sealed by ledger entry 17, but gone");
	ledgerwith("p4.db", &x, "INSERT INTO measurement_placements (measurement_id, min_align_ratio) VALUES (1, 3.0)",
		   "measurement_placements row 2: in no ledger entry");
}

/* a database of schema from, filled and its rows sealed there: refused what comes
 * with the next schema (before), read as it is read-only (ro), then migrated to the
 * current one, every seal holding and the ledger as it was, then given it (after: the
 * entries added), its schema a new file's */
struct migcase {
	int from;
	const char *name, *fresh;
	void (*before)(struct fixture *f);
	void (*ro)(struct fixture *f);
	int (*after)(struct fixture *f);
};

static void migrated(const struct migcase *c)
{
	char *fresh = tmppath(c->fresh), *s1, *s2;
	struct buf why = {0};
	struct fixture f = {0};
	char head[65], head2[65];
	int64_t n = 0, n2 = 0;
	struct prov *p;
	int added;

	f.path = tmppath(c->name);
	OK(prov_create_at_version(f.path, c->from) == 0);
	f.p = pv_open_at(f.path, 0, c->from);
	if (!OK(f.p && prov_version(f.p) == c->from && fill(&f))) {
		teardown(&f);
		free(fresh);
		return;
	}
	c->before(&f);
	OK(prov_ledger_head(f.p, head, &n) == 0 && n == 15);
	prov_close(f.p);
	f.p = prov_open(f.path, PROV_READONLY);
	OK(f.p && prov_version(f.p) == c->from);
	if (f.p)
		c->ro(&f);
	prov_close(f.p);
	f.p = prov_open(f.path, 0);
	OK(f.p && prov_version(f.p) == PROV_SCHEMA_VERSION);
	OK(f.p && prov_ledger_check(f.p, &why, head2, &n2) == 0 && n2 == n && strcmp(head, head2) == 0);
	if (why.len)
		fprintf(stderr, "    %s\n", why.data);
	added = f.p ? c->after(&f) : -1;
	buffree(&why);
	OK(added > 0 && prov_ledger_check(f.p, &why, head2, &n2) == 0 && n2 == n + added);
	prov_close(f.p);
	f.p = NULL;
	p = prov_open(fresh, PROV_CREATE);
	prov_close(p);
	s1 = schemaof(f.path);
	s2 = schemaof(fresh);
	OK(s1 && s2 && strcmp(s1, s2) == 0);
	free(s1);
	free(s2);
	buffree(&why);
	free(fresh);
	teardown(&f);
}

/* schema 6: no job of a class can be added; read-only, no job has one */
static void v6before(struct fixture *f)
{
	OK(addclassjob(f->p, f->run, "decode", "k") == -1);
}

static void v6ro(struct fixture *f)
{
	struct prov_jobrec r;

	OK(prov_latest_job(f->p, "rmsnorm", "sm_90", "bf16", "", &r) == 1 && r.id == f->job);
	OK(prov_latest_job(f->p, "rmsnorm", "sm_90", "bf16", "decode", &r) == 0);
	OK(prov_attempts_by(f->p, "rmsnorm", "sm_90", "bf16", "", "template") == 2);
	OK(prov_attempts_by(f->p, "rmsnorm", "sm_90", "bf16", "decode", "template") == 0);
}

static int v6after(struct fixture *f)
{
	struct prov_jobrec r;

	OK(addclassjob(f->p, f->run, "decode", "k") == 3 && prov_job_set_status(f->p, 3, PROV_VETTED, 0) == 0);
	OK(prov_latest_job(f->p, "rmsnorm", "sm_90", "bf16", "decode", &r) == 1 && r.id == 3);
	OK(prov_latest_job(f->p, "rmsnorm", "sm_90", "bf16", "", &r) == 1 && r.id == f->job);
	return 3;
}

/* schema 7: no measurement with times at the least alignment can be added (nor is
 * it, in part); read-only, the variant's measurements have none */
static void v7before(struct fixture *f)
{
	OK(addplaced(f->p, f->att[1], 1024, 106.5625, 1.25) == -1 && addplaced(f->p, f->att[1], 1024, NAN, 2.0) == -1);
}

static void v7ro(struct fixture *f)
{
	struct prov_variant v;
	char *d = dumpstr(f->p);

	if (OK(prov_variant_get(f->p, f->job, &v) == 1 && v.nbench == 1)) {
		OK(v.bench[0].median_us == 85.25 && isnan(v.bench[0].min_align_median_us) &&
		   isnan(v.bench[0].min_align_ratio));
		prov_variant_free(&v);
	}
	OK(hasline(d, "\nschema_version=7\n") && hasline(d, " throttle_reasons=\"none\"\n# artifacts\n"));
	free(d);
}

static int v7after(struct fixture *f)
{
	struct prov_variant v;

	OK(addplaced(f->p, f->att[1], 1024, 106.5625, 1.25) == 2);
	if (OK(prov_variant_get(f->p, f->job, &v) == 1 && v.nbench == 2)) {
		OK(isnan(v.bench[0].min_align_median_us) && v.bench[1].min_align_median_us == 106.5625);
		prov_variant_free(&v);
	}
	return 2;
}

static void test_migration_v7v8(void)
{
	static const struct migcase cases[] = {
		{6, "v6.db", "fresh7.db", v6before, v6ro, v6after},
		{7, "v7.db", "fresh8.db", v7before, v7ro, v7after},
	};

	for (size_t i = 0; i < AK_LEN(cases); i++)
		migrated(&cases[i]);
}

int main(void)
{
	argv0 = "prov_test";
	check_tmpdir(tmpdir, sizeof(tmpdir), "prov_test");
	test_create();
	test_flags();
	test_refused_records();
	test_lookups();
	test_stored();
	test_transactions();
	test_migration();
	test_migration_atomic();
	test_migration_v3();
	test_read_min();
	test_ledger();
	test_ledger_longhead();
	test_ledger_migration();
	test_comparisons();
	test_classes();
	test_class_ledger();
	test_placements();
	test_placement_ledger();
	test_migration_v7v8();
	test_ledger_concurrent();
	test_nvidia_driver();
	test_newer();
	test_foreign();
	test_readonly();
	test_dump();
	test_dump_long();
	rmtree();
	return check_done();
}
