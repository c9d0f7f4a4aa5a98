/* records_test.c: the provenance database as text records, and back (provrecords.c):
 * every value exact (integers at their limits, reals bit for bit, NULL apart from "",
 * every byte of a string, blobs, values of another type than their column's), the
 * same dump and the same records again, a file of old rows never rewritten, stale
 * files removed; long texts once each in packs of texts/ (provtexts.c), xz reading
 * them, a full pack never written again, a damaged one written again and no text left
 * that no row refers to; and a table of
 * damaged records, and one of damaged texts, each refused with a message naming the
 * file and line (or the row), with no database and no temporary file left; the
 * records of formats 1 and 2 read, and written over in format 4; the records of schema 5
 * (no comparisons with PyTorch), of schema 6 (with them, and with none), of schema 7
 * (the jobs' classes, and none) and of schema 8 (the times at the least alignment, and
 * none) */
#define _POSIX_C_SOURCE 200809L
#include "projectdb.h"
#include "prov.h"
#include "provint.h"
#include "provrec.h"
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
#include <lzma.h>
#include <stdint.h>
#include <zlib.h>

#include "check.h"

static char tmpdir[2048];

static const char *const tables[] = {"runs",	   "jobs",	    "attempts",		    "verdicts",
				     "measurements", "artifacts",   "comparisons",	    "comparison_times",
				     "job_classes",  "measurement_placements", "ledger"};

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

/* "texts/SHA256.gz", a text's file in format 2 (allocated) */
static char *gzrel(const char *text)
{
	char sha[65];

	sha256_buf(text, strlen(text), sha);
	return xasprintf("texts/%s.gz", sha);
}

/* n bytes of s as a gzip stream at path, at a level of zlib's (gzopen's header) */
static void gzfile(const char *path, const void *s, size_t n, int level)
{
	char mode[4] = {'w', 'b', (char)('0' + level), '\0'};
	gzFile g = gzopen(path, mode);

	if (!g || (n && gzwrite(g, s, (unsigned)n) != (int)n) || gzclose(g) != Z_OK)
		fatal("gzip %s", path);
}

/* n bytes of s as one xz stream (liblzma's preset, CRC64) into out */
static void xzof(const void *s, size_t n, uint32_t preset, struct buf *out)
{
	size_t bound = lzma_stream_buffer_bound(n), pos = 0;

	out->len = 0;
	free(out->data);
	out->data = xmalloc(bound);
	out->cap = bound;
	if (lzma_easy_buffer_encode(preset, LZMA_CHECK_CRC64, NULL, s, n, (uint8_t *)out->data, &pos, bound) != LZMA_OK)
		fatal("xz of %zu bytes", n);
	out->len = pos;
}

/* n bytes of s as an xz stream at path (appended with append) */
static void xzfile(const char *path, const void *s, size_t n, uint32_t preset, bool append)
{
	struct buf b = {0};
	FILE *f = fopen(path, append ? "ab" : "wb");

	xzof(s, n, preset, &b);
	if (!f || fwrite(b.data, 1, b.len, f) != b.len || fclose(f) != 0)
		fatal("write %s:", path);
	buffree(&b);
}

/* the texts as a pack holds them, framed: each "text SHA256 bytes=N\n", its bytes, "\n" */
static void frames(struct buf *b, const char *const *texts, int n)
{
	char sha[65];

	b->len = 0;
	for (int i = 0; i < n; i++) {
		sha256_buf(texts[i], strlen(texts[i]), sha);
		bufprintf(b, "text %s bytes=%zu\n%s\n", sha, strlen(texts[i]), texts[i]);
	}
}

/* the texts of dir's MANIFEST, in its order, as far as they are one of the known
 * (NULL for another): at most max into out; their count */
static int listed(const char *dir, const char *const *known, int nknown, const char **out, int max)
{
	char *path = pathjoin(dir, "MANIFEST"), sha[65];
	struct buf b = {0};
	int n = 0;

	if (readfile(path, 1 << 20, &b) != 0)
		fatal("read %s:", path);
	for (const char *q = b.data; (q = strstr(q, "\ntext ")) && n < max; q++) {
		out[n] = NULL;
		for (int k = 0; k < nknown; k++) {
			sha256_buf(known[k], strlen(known[k]), sha);
			if (strncmp(q + 6, sha, 64) == 0)
				out[n] = known[k];
		}
		n++;
	}
	buffree(&b);
	free(path);
	return n;
}

/* texts/ of dir holds exactly the packs of the texts its MANIFEST lists, and `xz -dc`
 * reads each as their texts (tests/textsok.py) */
static bool textsclean(const char *dir)
{
	return sh("python3 tests/textsok.py '%s'%s", dir, "") == 0;
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

/* long texts: a kernel's source as a template writes it, every attempt's; a compile
 * log of exactly REC_TEXT_MIN bytes, the first attempt's; a prompt one byte short of
 * it, inline */
static char *longsource, *log1024, *prompt1023;

static void textsinit(void)
{
	struct buf b = {0};

	while (b.len < 3000)
		bufprintf(&b, "template <int BLOCK>\n__global__ void k%zu(const float *__restrict__ x, float *y)\n{\n"
			  "\ty[threadIdx.x] = x[threadIdx.x] * 2.0f; /* \"q\" \\ \r é 中 */\n}\n", b.len);
	longsource = b.data;
	memset(&b, 0, sizeof(b));
	while (b.len < REC_TEXT_MIN)
		bufputs(&b, "ptxas info    : Used 32 registers, 384 bytes cmem[0]\n");
	b.len = REC_TEXT_MIN - 1;
	bufputc(&b, '\n');
	log1024 = b.data;
	prompt1023 = xmalloc(REC_TEXT_MIN);
	memset(prompt1023, 'p', REC_TEXT_MIN - 1);
	prompt1023[REC_TEXT_MIN - 1] = '\0';
}

/* the compile log of the last of n attempts: a long text of its own */
static char *lastlog(int n)
{
	struct buf b = {0};

	bufprintf(&b, "the last of %d attempts\n", n);
	while (b.len < 1500)
		bufputs(&b, "warning: variable 'x' set but not used\n");
	return b.data;
}

static int64_t addattempt(struct prov *p, int64_t job, const char *prompt, const char *log)
{
	struct prov_attempt a;

	prov_attempt_init(&a);
	a.job_id = job;
	a.proposer = "template";
	a.params = "{\"block\":256}";
	a.prompt = prompt;
	a.source = longsource;
	a.compile_log = log;
	a.registers = 32;
	a.seed = INT64_MAX;
	return prov_attempt_add(p, &a);
}

/* a comparison with PyTorch of attempt att, as compare-import records one: an akops
 * time, an eager one, a torch.compile that failed (no time, an error, a warning) */
static bool addcomparison(struct prov *p, int64_t att)
{
	struct prov_comparison c;
	struct prov_comparison_time t;
	int64_t id;

	prov_comparison_init(&c);
	c.importer = "akgen 0.1.0 (commit test)";
	c.import_command = "akgen compare-import bench/results/x/compare-bf16.json";
	c.file = "bench/results/x/compare-bf16.json";
	c.file_sha256 = "9f597e0367ca5f7a53623a15678cd1cfd31f0aeb69dcec86e4f90600162bcb8b";
	c.file_bytes = 96984;
	c.tool = "bench/compare.py";
	c.command = "python3 bench/compare.py --lib \"/tmp/x y/libakops.so\" --dtype bf16";
	c.date = "2026-12-02T14:58:00Z";
	c.dtype = "bf16";
	c.arch = "sm_90";
	c.gpu = "NVIDIA H200";
	c.capability = "9.0";
	c.torch = "2.11.0+cu130";
	c.copy_gbps = 4282.368567673904;
	c.min_ms = 200;
	c.seed = 1234;
	c.lib_version = "0.1.0";
	c.lib_sha256 = "35ef22f063d9462a1766562b4dea23eda4a802fbfa3249e62d6100a606e48e89";
	id = prov_comparison_add(p, &c);
	prov_comparison_time_init(&t);
	t.comparison_id = id;
	t.op = "rmsnorm";
	t.shape = "{\"cols\":4096,\"rows\":16384}";
	t.label = "16384x4096";
	t.kind = "candidate";
	t.impl = "akops (libakops via DLPack)";
	t.median_us = 127.04;
	t.p10_us = 126.4;
	t.p90_us = 128.5118;
	t.calls = 1573;
	t.method = "cupti";
	t.min_bytes = 536879104;
	t.variant = "akops_rmsnorm_bf16_sm90 (vetted on this arch)";
	t.attempt_id = att;
	if (id < 1 || prov_comparison_time_add(p, &t) < 1)
		return false;
	t.kind = "eager";
	t.impl = "eager";
	t.median_us = 994.62;
	t.variant = NULL;
	t.attempt_id = -1;
	if (prov_comparison_time_add(p, &t) < 1)
		return false;
	prov_comparison_time_init(&t);
	t.comparison_id = id;
	t.op = "rmsnorm";
	t.shape = "{\"cols\":4096,\"rows\":16384}";
	t.kind = "compile";
	t.impl = "torch.compile";
	t.error = "torch.compile failed: x";
	t.warnings = "[\"w\\n\"]";
	return prov_comparison_time_add(p, &t) > 0;
}

static bool fixture(const char *path, int attempts)
{
	static const double reals[] = {85.25, 0.1 + 0.2, 5e-324, 2.5e-310, 1e300, 1.0 / 3, INFINITY, -0.0};
	char bytes[256];
	struct prov *p = prov_open(path, PROV_CREATE);
	struct prov_run r;
	struct prov_job j = {.op = "rmsnorm", .arch = "sm_90", .dtype = "bf16", .key = "k1", .spec_sha256 = "aa",
			     .cls = "decode"};
	struct prov_measurement m;
	int64_t run, job, att = 0;
	char *last = lastlog(attempts);
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
	/* the first compile log the shortest text by reference, the others empty (not
	 * NULL) but for the last's */
	for (int i = 0; i < attempts && job > 0; i++)
		att = addattempt(p, job, i == 0 ? bytes : i == 1 ? prompt1023 : "x",
				 i == 0 ? log1024 : i == attempts - 1 ? last : "");
	prov_measurement_init(&m);
	m.attempt_id = att;
	m.shape = "{\"rows\":16384}";
	/* the times at the least alignment: both, one or none (the last: no placement row) */
	for (size_t i = 0; i < AK_LEN(reals) && att > 0; i++) {
		m.median_us = reals[i];
		m.p10_us = -reals[i];
		m.min_align_median_us = isfinite(reals[i]) && reals[i] > 0 ? reals[i] : NAN;
		m.min_align_ratio = i % 3 ? 1.0 / 3 : NAN;
		ok = ok && prov_measurement_add(p, &m) > 0;
	}
	ok = ok && att > 0 && prov_verdict_add(p, att, "VERIFY", "PASS", "line1\nline2\t\x01\x7f", "", 1.5, NULL) > 0 &&
	     prov_artifact_add(p, job, att, "variants/rmsnorm_bf16_sm90.cu", "d1", 99) > 0 &&
	     prov_job_set_status(p, job, PROV_VETTED, att) == 0 && prov_run_finish(p, run) == 0 &&
	     addcomparison(p, att);
	prov_close(p);
	free(last);
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

/* the api records' texts: REC_TEXT_MIN bytes by reference, one byte fewer inline,
 * each text once, in the order the rows first refer to them; `xz -dc` reads their
 * pack, and it is liblzma's preset 6 */
static void textform(void)
{
	char *rows = at("api/attempts/000000001.txt"), *man = at("api/MANIFEST"), *dir = at("api"),
	     *pack = at("api/texts/000000001.xz"), *plain = at("frames.txt"), *last = lastlog(3), *want, sha[65];
	const char *known[] = {longsource, log1024, last}, *order[4];
	struct buf b = {0}, m = {0}, xz = {0}, own = {0}, f = {0};
	int n = 0;

	if (readfile(rows, 1 << 20, &b) != 0 || readfile(man, 1 << 20, &m) != 0 || readfile(pack, 1 << 20, &xz) != 0)
		fatal("read the api records:");
	sha256_buf(log1024, strlen(log1024), sha);
	want = xasprintf("compile_log=t\"%s\"", sha);
	CHECK(strstr(b.data, want), "a text of %d bytes by reference", REC_TEXT_MIN);
	free(want);
	want = xasprintf("text %s bytes=%d\n", sha, REC_TEXT_MIN);
	CHECK(strncmp(m.data, "# akops provenance records, format 4\n", 37) == 0 &&
	      strstr(m.data, "\ntexts rows=3 per_pack=512\n") && strstr(m.data, want) &&
	      strstr(m.data, "\ntable attempts rows=3 per_file=256\n"), "the MANIFEST: %s", m.data);
	free(want);
	want = xasprintf("prompt=\"%s\"", prompt1023);
	CHECK(strstr(b.data, want), "a string of %d bytes inline", REC_TEXT_MIN - 1);
	free(want);
	sha256_buf(longsource, strlen(longsource), sha);
	want = xasprintf("source=t\"%s\"", sha);
	for (const char *q = b.data; (q = strstr(q, want)); q++)
		n++;
	CHECK(n == 3 && !strstr(b.data, "source=\""), "one text for the three attempts' source");
	free(want);
	/* attempt 1's source, then its log, then attempt 3's log */
	CHECK(listed(dir, known, 3, order, 4) == 3 && order[0] == longsource && order[1] == log1024 && order[2] == last,
	      "the texts in the order the rows first refer to them");
	frames(&f, known, 3);
	CHECK(writefile(plain, f.data, f.len) >= 0 && sh("xz -dc '%s' | cmp -s - '%s'", pack, plain) == 0,
	      "xz -dc reads the pack as the texts, each after its line");
	xzof(f.data, f.len, 6, &own);
	CHECK(own.len == xz.len && memcmp(own.data, xz.data, own.len) == 0, "the pack is liblzma's preset 6, CRC64");
	CHECK(textsclean(dir), "texts/ holds the pack of the texts");
	buffree(&b);
	buffree(&m);
	buffree(&xz);
	buffree(&own);
	buffree(&f);
	free(rows);
	free(man);
	free(dir);
	free(pack);
	free(plain);
	free(last);
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
	textform();
}

/* values the API does not write: NUL in a string, blobs, INT64_MIN, a real in an
 * INTEGER column, text in one, an integer in a REAL column (schema 4: no ledger) */
static void test_raw_values(void)
{
	char *db = at("raw.db");
	struct buf sql = {0};
	sqlite3 *s;

	CHECK(prov_create_at_version(db, 4) == 0, "schema 4");
	s = rawopen(db);
	rawexec(s, "INSERT INTO runs (id, started_at, command, host, copy_gbps, peak_tflops, sm_clock_mhz, mem_clock_mhz, "
		   "seed, proposer) VALUES (7, CAST(X'610062' AS TEXT), X'00ff10', X'', 3, 1.5e-7, 1.5, 'abc', "
		   "-9223372036854775808, '')");
	rawexec(s, "INSERT INTO runs (id, started_at, seed) VALUES (9223372036854775807, 'x', 9223372036854775807)");
	/* a long text of every byte, NUL and bytes that are not UTF-8 among them: by
	 * reference, every byte back */
	bufputs(&sql, "INSERT INTO runs (id, started_at, command, seed) VALUES (8, 'y', CAST(X'");
	for (int i = 0; i < 2000; i++)
		bufprintf(&sql, "%02x", (i * 7) & 0xff);
	bufputs(&sql, "' AS TEXT), 1)");
	rawexec(s, sql.data);
	sqlite3_close(s);
	roundtrip(db, "raw");
	free(db);
	db = at("raw");
	CHECK(sh("[ \"$(ls '%s/texts' | wc -l)\" -eq 1 ]%s", db, "") == 0 && textsclean(db), "the raw long text in texts/");
	free(db);
	buffree(&sql);
}

/* whether the MANIFEST of dir lists the text s */
static bool haslisted(const char *dir, const char *s)
{
	char *path = pathjoin(dir, "MANIFEST"), sha[65], *line;
	struct buf b = {0};
	bool has;

	sha256_buf(s, strlen(s), sha);
	line = xasprintf("\ntext %s bytes=%zu\n", sha, strlen(s));
	has = readfile(path, 1 << 20, &b) == 0 && strstr(b.data, line);
	buffree(&b);
	free(line);
	free(path);
	return has;
}

/* a file of old rows is never written again, nor a full pack of texts; stale files
 * go; the last pack is written again only when it does not read back as its texts
 * (another preset's stream does); a text no row refers to leaves the records */
static void test_files(void)
{
	char *db = at("files.db"), *small = at("small.db"), *dir = at("files"), *fresh = at("files.fresh"), *path, *cmd;
	char *last = lastlog(520), *last3 = lastlog(3), *tmpname = xasprintf("texts/000000513.xz.tmp.1.2.3");
	struct prov_stamp st, st2;
	struct buf why = {0};
	ino_t first, second, fifth, pack1, pack2;
	struct prov *p;
	int64_t job = 1;
	bool added = true;

	CHECK(fixture(db, 520) && fixture(small, 3), "the fixtures");
	/* 600 attempts more, each with a log of its own: 603 texts, two packs */
	p = prov_open(db, 0);
	for (int i = 0; p && added && i < 600; i++) {
		char *log = lastlog(1000 + i);

		added = addattempt(p, job, "x", log) > 0;
		free(log);
	}
	prov_close(p);
	CHECK(p && added, "600 attempts more");
	CHECK(export(db, dir, &st) == 0, "export");
	CHECK(exists(dir, "attempts/000000001.xz") && exists(dir, "attempts/000000257.xz") &&
	      exists(dir, "attempts/000001025.txt") && !exists(dir, "attempts/000001025.xz") &&
	      !exists(dir, "attempts/000000001.txt") && !exists(dir, "attempts/000001281.txt"),
	      "256 attempts a file, every file but the last sealed in xz");
	CHECK(exists(dir, "texts/000000001.xz") && exists(dir, "texts/000000513.xz") && !exists(dir, "texts/000001025.xz") &&
	      haslisted(dir, longsource) && haslisted(dir, log1024) && haslisted(dir, last) && textsclean(dir),
	      "each text once, 512 a pack");
	first = inode(dir, "attempts/000000001.xz");
	second = inode(dir, "attempts/000000257.xz");
	fifth = inode(dir, "attempts/000001025.txt");
	pack1 = inode(dir, "texts/000000001.xz");
	/* the last pack cut short, the temporary file of an export that did not finish */
	path = pathjoin(dir, "texts/000000513.xz");
	CHECK(truncate(path, 100) == 0, "cut the last pack");
	free(path);
	path = pathjoin(dir, tmpname);
	CHECK(writefile(path, "x", 1) == 1, "a pack's temporary file");
	free(path);
	p = prov_open(db, 0);
	CHECK(p && addattempt(p, job, "new", last3) > 0, "another attempt");
	prov_close(p);
	CHECK(export(db, dir, &st) == 0, "export again");
	CHECK(inode(dir, "attempts/000000001.xz") == first && inode(dir, "attempts/000000257.xz") == second,
	      "the sealed files of older attempts are not written again");
	CHECK(inode(dir, "attempts/000001025.txt") != fifth, "the last file is");
	CHECK(inode(dir, "texts/000000001.xz") == pack1, "a full pack is not written again");
	CHECK(textsclean(dir) && !exists(dir, tmpname), "the pack cut short written again, the temporary file removed");
	/* the last pack as xz's preset 1 writes it: it reads back, and is kept */
	cmd = xasprintf("cd '%s/texts' && xz -dc 000000513.xz | xz -1 -c >p1 && mv p1 000000513.xz", dir);
	CHECK(system(cmd) == 0, "%s", cmd);
	free(cmd);
	pack2 = inode(dir, "texts/000000513.xz");
	CHECK(export(db, dir, &st) == 0 && inode(dir, "texts/000000513.xz") == pack2,
	      "a pack another preset wrote is kept as it is");
	CHECK(prov_records_check(dir, &why) == 0, "check: %s", why.data ? why.data : "");
	CHECK(export(db, fresh, &st2) == 0 && strcmp(st.manifest, st2.manifest) == 0,
	      "the MANIFEST is the database's, whatever the packs' compressed bytes");
	free(small);
	small = at("files/MANIFEST.tmp.12345");
	CHECK(writefile(small, "x", 1) == 1, "the MANIFEST's temporary file of an export that did not finish");
	free(small);
	small = at("small.db");
	CHECK(export(small, dir, &st) == 0, "a smaller database into the same directory");
	CHECK(!exists(dir, "attempts/000000257.xz") && !exists(dir, "attempts/000001025.txt") &&
	      !exists(dir, "texts/000000513.xz"), "stale files and packs removed");
	CHECK(!exists(dir, "MANIFEST.tmp.12345"), "an unfinished export's MANIFEST removed");
	CHECK(!haslisted(dir, last) && haslisted(dir, last3) && textsclean(dir), "a text no row refers to removed");
	free(db);
	db = at("files.built");
	CHECK(prov_import(dir, db, &st) == 0 && samerows(small, db), "the records are the smaller database's");
	buffree(&why);
	free(db);
	free(small);
	free(dir);
	free(fresh);
	free(last);
	free(last3);
	free(tmpname);
}

/* records of format 4: every file of rows but a table's last sealed in xz, refused
 * where damaged or in another form; a ledger entry's row_sha256 left out exactly where
 * its row gives it again (its row's last entry), refused otherwise */
static void f4case(const char *dir, const char *what, const char *cmd, const char *says)
{
	char *bad = at("f4bad"), *db = at("f4bad.db");
	struct prov_stamp st;
	struct buf msg = {0};

	copytree(dir, bad);
	CHECK(sh("cd '%s' && %s", bad, cmd) == 0, "%s: %s", what, cmd);
	unlink(db);
	CHECK(importcapt(bad, db, &st, &msg) == 1 && strstr(msg.data, says), "%s: %s", what, msg.data);
	CHECK(access(db, F_OK) != 0, "%s: no database", what);
	buffree(&msg);
	free(bad);
	free(db);
}

/* a shell snippet: the MANIFEST's line of the sealed file F made to agree with it */
#define F4FIX(f)                                                                                                   \
	" && b=$(xz -dc " f " | wc -c) && h=$(xz -dc " f " | sha256sum | cut -c1-64) && sed -i \"s|^file " f        \
	" rows=\\([0-9]*\\) .*|file " f " rows=\\1 bytes=$b sha256=$h|\" MANIFEST"

/* the ledger's first entry that is (last: or is not) its row's last, its id and row_sha256 */
static void f4entry(const char *db, bool last, int64_t *id, char sha[65])
{
	sqlite3 *s = rawopen(db);
	sqlite3_stmt *q;
	char *sql = xasprintf("SELECT id, row_sha256 FROM ledger l WHERE id %s (SELECT max(id) FROM ledger m WHERE "
			      "m.tbl = l.tbl AND m.row_id = l.row_id) ORDER BY id LIMIT 1", last ? "=" : "<");

	if (sqlite3_prepare_v2(s, sql, -1, &q, NULL) != SQLITE_OK || sqlite3_step(q) != SQLITE_ROW)
		fatal("%s: no ledger entry %s its row's last", db, last ? "that is" : "before");
	*id = sqlite3_column_int64(q, 0);
	snprintf(sha, 65, "%s", (const char *)sqlite3_column_text(q, 1));
	sqlite3_finalize(q);
	sqlite3_close(s);
	free(sql);
}

static void test_format4(void)
{
	char *db = at("f4.db"), *dir = at("f4"), *built = at("f4.built"), *cmd, sha[65], idtext[32];
	struct prov_stamp st;
	struct prov *p;
	int64_t job = 1, id;
	bool added = true;

	CHECK(fixture(db, 3), "the fixture");
	p = prov_open(db, 0);
	for (int i = 0; p && added && i < 300; i++)
		added = addattempt(p, job, "x", "a log") > 0;
	prov_close(p);
	CHECK(p && added && export(db, dir, &st) == 0 && st.format == 4, "export of 303 attempts");
	CHECK(exists(dir, "attempts/000000001.xz") && exists(dir, "attempts/000000257.txt") &&
	      exists(dir, "ledger/000000001.xz") && !exists(dir, "attempts/000000001.txt") &&
	      sh("xz -dc '%s/attempts/000000001.xz' | grep -c '^id=' | grep -qx 256%s", dir, "") == 0,
	      "the full files sealed in xz, the last plain");
	CHECK(prov_import(dir, built, &st) == 0 && samerows(db, built), "format 4 imports");
	f4case(dir, "a sealed file not xz", "printf 'id=1\\n' >attempts/000000001.xz",
	       "attempts/000000001.xz: not an xz stream");
	f4case(dir, "a sealed file edited", "xz -dc attempts/000000001.xz | sed '1s/seq=1 /seq=7 /' | xz >x && "
	       "mv x attempts/000000001.xz", "attempts/000000001.xz: its sha256 is not the MANIFEST's");
	f4case(dir, "a sealed file cut short", "head -c 200 attempts/000000001.xz >x && mv x attempts/000000001.xz",
	       "attempts/000000001.xz: cut short");
	f4case(dir, "the last file sealed", "xz attempts/000000257.txt && "
	       "sed -i 's|^file attempts/000000257.txt |file attempts/000000257.xz |' MANIFEST",
	       "attempts/000000257.xz: the last file of a table is plain text, not sealed in xz");
	f4case(dir, "a full file plain", "xz -d attempts/000000001.xz && "
	       "sed -i 's|^file attempts/000000001.xz |file attempts/000000001.txt |' MANIFEST",
	       "attempts/000000001.txt: a file that a later one follows is sealed in xz");
	/* an entry a later one follows for its row keeps its row_sha256 */
	f4entry(db, false, &id, sha);
	snprintf(idtext, sizeof(idtext), "%lld", (long long)id);
	CHECK(sh("xz -dc '%s/ledger/000000001.xz' | grep -q '^id=%s .* row_sha256=\"'", dir, idtext) == 0,
	      "an entry a later one follows keeps its row_sha256");
	cmd = xasprintf("xz -dc ledger/000000001.xz | sed 's/^\\(id=%s .*\\) row_sha256=\"%s\"/\\1/' | xz >x && "
			"mv x ledger/000000001.xz" F4FIX("ledger/000000001.xz"), idtext, sha);
	f4case(dir, "a row_sha256 left out of an entry a later one follows", cmd,
	       "its row_sha256 is left out, but a later entry seals its row again");
	free(cmd);
	/* a row's last entry leaves it out; written, it is refused, as it is or wrong */
	f4entry(db, true, &id, sha);
	snprintf(idtext, sizeof(idtext), "%lld", (long long)id);
	CHECK(sh("xz -dc '%s/ledger/000000001.xz' | grep '^id=%s ' | grep -qv row_sha256", dir, idtext) == 0,
	      "a row's last entry leaves its row_sha256 out");
	for (int wrong = 0; wrong < 2; wrong++) {
		cmd = xasprintf("xz -dc ledger/000000001.xz | sed 's/^\\(id=%s .*\\) origin=/\\1 row_sha256=\"%s\" "
				"origin=/' | xz >x && mv x ledger/000000001.xz" F4FIX("ledger/000000001.xz"),
				idtext, wrong ? "00000000000000000000000000000000000000000000000000000000000000ff" : sha);
		f4case(dir, wrong ? "a wrong row_sha256 written into a row's last entry" :
		       "a row's last entry with its row_sha256 written", cmd,
		       wrong ? "its content is not what the ledger sealed" : "its row_sha256 is written, where its "
		       "row gives it");
		free(cmd);
	}
	free(db);
	free(dir);
	free(built);
}

/* ---- damaged records */
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
	 "median_us=84.25", true, "but the records' ledger ends at"},
	{"a PyTorch figure forged, the MANIFEST made to agree", "comparison_times/000000001.txt", "median_us=994.62",
	 "median_us=99.462", true, "but the records' ledger ends at"},
	{"a comparison's file digest forged", "comparisons/000000001.txt", "file_sha256=\"9f", "file_sha256=\"8f", true,
	 "but the records' ledger ends at"},
	{"a PyTorch figure of no comparison", "comparison_times/000000001.txt", "comparison_id=1", "comparison_id=7", true,
	 "comparison_times row 1: refers to a row of comparisons that is not in the records"},
	{"a kind the schema refuses", "comparison_times/000000001.txt", "kind=\"eager\"", "kind=\"eagre\"", true,
	 "comparison_times row 2: CHECK constraint failed"},
	{"a class forged, the MANIFEST made to agree", "job_classes/000000001.txt", "class=\"decode\"",
	 "class=\"prefill\"", true, "but the records' ledger ends at"},
	{"a class the schema refuses", "job_classes/000000001.txt", "class=\"decode\"", "class=\"Decode\"", true,
	 "job_classes/000000001.txt line 1: job_classes row 1: CHECK constraint failed"},
	{"a class of no job", "job_classes/000000001.txt", "job_id=1", "job_id=5", true,
	 "job_classes row 1: refers to a row of jobs that is not in the records"},
	{"a class row under another id", "job_classes/000000001.txt", "id=1 ", "id=2 ", true,
	 "its row_sha256 is left out, and job_classes row 1 is not in the records to give it"},
	{"a time at the least alignment forged, the MANIFEST made to agree", "measurement_placements/000000001.txt",
	 "min_align_median_us=85.25", "min_align_median_us=84.25", true, "but the records' ledger ends at"},
	{"a time at the least alignment the schema refuses", "measurement_placements/000000001.txt",
	 "min_align_median_us=85.25", "min_align_median_us=-85.25", true,
	 "measurement_placements/000000001.txt line 1: measurement_placements row 1: CHECK constraint failed"},
	{"a placement of neither time", "measurement_placements/000000001.txt", "min_align_median_us=85.25",
	 "min_align_median_us=NULL", true, "measurement_placements row 1: CHECK constraint failed"},
	{"a time at the least alignment as text", "measurement_placements/000000001.txt", "min_align_median_us=85.25",
	 "min_align_median_us=\"fast\"", true, "measurement_placements row 1: CHECK constraint failed"},
	{"a placement of no measurement", "measurement_placements/000000001.txt", "measurement_id=1 ",
	 "measurement_id=99 ", true,
	 "measurement_placements row 1: refers to a row of measurements that is not in the records"},
	{"two placements of one measurement", "measurement_placements/000000001.txt", "measurement_id=2 ",
	 "measurement_id=1 ", true, "measurement_placements row 2: UNIQUE constraint failed"},
	{"a ledger entry forged", "ledger/000000001.txt", "origin=\"write\"", "origin=\"wrote\"", true,
	 "but the records' ledger ends at"},
	{"a ledger entry's hash written", "ledger/000000001.txt", "origin=\"write\"",
	 "origin=\"write\" prev=\"0000000000000000000000000000000000000000000000000000000000000000\"", true,
	 "ledger/000000001.txt line 1: column origin: more after the last column"},
	{"a MANIFEST not in its form", "MANIFEST", "schema_version=8", "schema_version=08", false,
	 "MANIFEST line 2: not in the form an export writes"},
	{"a MANIFEST of a newer schema", "MANIFEST", "schema_version=8", "schema_version=9", false,
	 "records of schema version 9, newer than version 8"},
	{"a MANIFEST's ledger head", "MANIFEST", "ledger_head=", "ledger_head=0", false,
	 "MANIFEST line 3: not a line of the records' manifest"},
	{"a MANIFEST's line unknown", "MANIFEST", "table runs", "tables runs", false,
	 "MANIFEST line 4: not a line of the records' manifest"},
	{"a table left out", "MANIFEST", "table jobs rows=0 per_file=256\n", "", false,
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

/* ---- damaged texts */

enum tcase {
	T_EDITED, T_CUT, T_NOTXZ, T_MORE, T_FEWER, T_TWOSTREAMS, T_DIR, T_STRAY, T_STRAYGZ, T_STRAYTMP, T_MISSING,
	T_NODIR, T_UNLISTED, T_UNREFERENCED, T_INLINE, T_SHORTREF, T_BYTESPAST, T_ROWSMORE, T_PERPACK, T_TWICE,
	T_FRAMES, T_ORDER, T_V1REF,
};

struct tdamage {
	enum tcase c;
	const char *what;
	const char *says;	/* in the message: a format of a text's sha256 and two numbers */
	bool check;		/* prov_records_check refuses it too (it reads no rows) */
};

static const struct tdamage tdamages[] = {
	{T_EDITED, "a text edited", "texts/000000001.xz: the sha256 of text %.16s... is not the one it is listed by",
	 true},
	{T_CUT, "a pack cut short", "texts/000000001.xz: cut short (its xz stream does not end)", true},
	{T_NOTXZ, "a pack not xz", "texts/000000001.xz: not an xz stream", true},
	{T_MORE, "a pack of more than its texts",
	 "texts/000000001.xz: decompresses to more than the %.0s%zu bytes the MANIFEST lists", true},
	{T_FEWER, "a pack of fewer bytes than its texts",
	 "texts/000000001.xz: text %.16s... is not %zu bytes and a newline (cut short or edited)", true},
	{T_TWOSTREAMS, "a pack and an xz stream more", "texts/000000001.xz: more after its xz stream", true},
	{T_DIR, "a pack a directory", "texts/000000001.xz: not a regular file", true},
	{T_STRAY, "a stray pack", "texts/000000513.xz: not in the MANIFEST", true},
	{T_STRAYGZ, "a text of format 2 left", "texts/%s.gz: not in the MANIFEST", true},
	{T_STRAYTMP, "a pack's temporary file", "texts/000000001.xz.tmp.1.2.3: not in the MANIFEST", true},
	{T_MISSING, "a pack missing", "texts/000000001.xz: missing", true},
	{T_NODIR, "texts/ missing", "texts/000000001.xz: missing", true},
	{T_UNLISTED, "a row's text the MANIFEST does not list",
	 "attempts/000000001.txt line 1: column source: a text t\"SHA256\" that the MANIFEST does not list", false},
	{T_UNREFERENCED, "a text no row refers to", "text %s: no row refers to it", false},
	{T_INLINE, "a long string inline",
	 "attempts/000000001.txt line 1: column source: a string of 1024 bytes or more inline", false},
	{T_SHORTREF, "a short text by reference", "MANIFEST: text %s: bytes=%zu, shorter than 1024", true},
	{T_BYTESPAST, "a text's bytes= past the limit", "not a line of the records' manifest", true},
	{T_ROWSMORE, "texts rows= more than its lines", "MANIFEST: texts rows=3, and 2 text lines", true},
	{T_PERPACK, "per_pack=0", "not a line of the records' manifest", true},
	{T_TWICE, "a text listed twice", "MANIFEST: text %s listed twice", true},
	{T_FRAMES, "texts listed in another order than their pack's",
	 "texts/000000001.xz: its text 1 is not introduced by \"text %.16s... bytes=%zu\"", true},
	{T_ORDER, "texts listed and packed in another order than the rows first refer to them",
	 "attempts/000000001.txt line 1: column source: the first row to refer to this text comes before", false},
	{T_V1REF, "a text by reference in format 1",
	 "attempts/000000001.txt line 1: column source: a text t\"SHA256\" that the MANIFEST does not list", false},
};

/* a short text whose sha256 sorts before or after sha as the one of other does */
static char *shorttext(const char *sha, const char *other, char zsha[65])
{
	for (int i = 0;; i++) {
		char *t = xasprintf("short text %d", i);

		sha256_buf(t, strlen(t), zsha);
		if ((strcmp(zsha, sha) < 0) == (strcmp(other, sha) < 0))
			return t;
		free(t);
	}
}

/* the damage of d in dir (the records of one attempt: its source, then its log, one
 * pack); a text's sha256 into sha, numbers into a and b */
static void tdamage(const char *dir, const struct tdamage *d, char sha[65], size_t *a, size_t *b)
{
	size_t n = strlen(longsource);
	const char *two[] = {longsource, log1024}, *swapped[] = {log1024, longsource};
	char lsha[65], zsha[65], *path, *other = NULL, *new = NULL, *old = NULL, *t;
	struct buf q = {0};

	sha256_buf(longsource, n, sha);
	sha256_buf(log1024, strlen(log1024), lsha);
	path = xasprintf("%s/texts/000000001.xz", dir);
	frames(&q, two, 2);
	*a = n;
	*b = q.len;
	switch (d->c) {
	case T_EDITED:
		strstr(q.data, longsource)[10] ^= 1;
		xzfile(path, q.data, q.len, 6, false);
		break;
	case T_CUT:
		if (truncate(path, 40) != 0)
			fatal("truncate %s:", path);
		break;
	case T_NOTXZ:
		if (writefile(path, q.data, q.len) < 0)
			fatal("write %s", path);
		break;
	case T_MORE:
		*a = q.len;
		bufputs(&q, "more");
		xzfile(path, q.data, q.len, 6, false);
		break;
	case T_FEWER:
		xzfile(path, q.data, q.len - 1, 6, false);
		memcpy(sha, lsha, 65);
		*a = strlen(log1024);
		break;
	case T_TWOSTREAMS:
		xzfile(path, "x", 1, 6, true);
		break;
	case T_DIR:
		if (unlink(path) != 0 || mkdir(path, 0755) != 0)
			fatal("a directory at %s:", path);
		break;
	case T_STRAY:
		other = xasprintf("%s/texts/000000513.xz", dir);
		xzfile(other, "x", 1, 6, false);
		break;
	case T_STRAYGZ:
		other = xasprintf("%s/texts/%s.gz", dir, sha);
		gzfile(other, longsource, n, 9);
		break;
	case T_STRAYTMP:
		other = xasprintf("%s.tmp.1.2.3", path);
		if (writefile(other, "x", 1) < 0)
			fatal("write %s", other);
		break;
	case T_MISSING:
		if (unlink(path) != 0)
			fatal("unlink %s:", path);
		break;
	case T_NODIR:
		if (sh("rm -r '%s/texts'%s", dir, "") != 0)
			fatal("rm %s/texts", dir);
		break;
	case T_UNLISTED:
		old = xasprintf("source=t\"%s\"", sha);
		new = xasprintf("source=t\"%064d\"", 7);
		edit(dir, "attempts/000000001.txt", old, new, -1, true);
		break;
	case T_UNREFERENCED:
		old = xasprintf("compile_log=t\"%s\"", lsha);
		new = xasprintf("compile_log=t\"%s\"", sha);
		edit(dir, "attempts/000000001.txt", old, new, -1, true);
		memcpy(sha, lsha, 65);
		break;
	case T_INLINE:
		old = xasprintf("source=t\"%s\"", sha);
		q.len = 0;
		bufputs(&q, "source=");
		pv_quote(&q, (const unsigned char *)longsource, n);
		edit(dir, "attempts/000000001.txt", old, q.data, -1, true);
		break;
	case T_SHORTREF:
		t = shorttext(sha, lsha, zsha);
		memcpy(sha, zsha, 65);
		old = xasprintf("text %s bytes=%d\n", lsha, REC_TEXT_MIN);
		new = xasprintf("text %s bytes=%zu\n", sha, strlen(t));
		edit(dir, "MANIFEST", old, new, -1, false);
		*a = strlen(t);
		free(t);
		break;
	case T_BYTESPAST:
		old = xasprintf("text %s bytes=%zu\n", sha, n);
		new = xasprintf("text %s bytes=%zu\n", sha, ((size_t)64 << 20) + 1);
		edit(dir, "MANIFEST", old, new, -1, false);
		break;
	case T_ROWSMORE:
		edit(dir, "MANIFEST", "texts rows=2 per_pack=512\n", "texts rows=3 per_pack=512\n", -1, false);
		break;
	case T_PERPACK:
		edit(dir, "MANIFEST", "texts rows=2 per_pack=512\n", "texts rows=2 per_pack=0\n", -1, false);
		break;
	case T_TWICE:
		old = xasprintf("text %s bytes=%d\n", lsha, REC_TEXT_MIN);
		new = xasprintf("%s%s", old, old);
		edit(dir, "MANIFEST", "texts rows=2 per_pack=512\n", "texts rows=3 per_pack=512\n", -1, false);
		edit(dir, "MANIFEST", old, new, -1, false);
		memcpy(sha, lsha, 65);
		break;
	case T_FRAMES:
	case T_ORDER:
	case T_V1REF:
		t = xasprintf("text %s bytes=%zu\n", sha, n);
		other = xasprintf("text %s bytes=%d\n", lsha, REC_TEXT_MIN);
		old = xasprintf("%s%s", t, other);
		new = xasprintf("%s%s", other, t);
		if (d->c == T_V1REF) {
			free(new);
			new = xasprintf("texts rows=2 per_pack=512\n%s", old);
			edit(dir, "MANIFEST", new, "", -1, false);
			edit(dir, "MANIFEST", "records, format 4", "records, format 1", -1, false);
			if (sh("rm -r '%s/texts'%s", dir, "") != 0)
				fatal("rm %s/texts", dir);
		} else {
			edit(dir, "MANIFEST", old, new, -1, false);
			memcpy(sha, lsha, 65);
			*a = REC_TEXT_MIN;
		}
		if (d->c == T_ORDER) {
			frames(&q, swapped, 2);
			xzfile(path, q.data, q.len, 6, false);
		}
		free(t);
		break;
	}
	buffree(&q);
	free(path);
	free(other);
	free(old);
	free(new);
}

static void test_texts_damaged(void)
{
	char *db = at("tgood.db"), *good = at("tgood"), *dir = at("tbad"), *target = at("tbad.db");
	struct prov_stamp st;

	if (!fixture(db, 1) || export(db, good, &st) != 0) {
		CHECK(false, "the fixture");
		goto out;
	}
	CHECK(sh("grep -q '^texts rows=2 per_pack=512$' '%s/MANIFEST'%s", good, "") == 0, "the fixture's two texts");
	for (size_t i = 0; i < AK_LEN(tdamages); i++) {
		const struct tdamage *d = &tdamages[i];
		struct buf msg = {0}, why = {0};
		char sha[65], *says;
		size_t a, b;
		int rc;

		copytree(good, dir);
		tdamage(dir, d, sha, &a, &b);
		says = xasprintf(d->says, sha, a, b);
		rc = importcapt(dir, target, &st, &msg);
		CHECK(rc == 1 && strstr(msg.data, says), "%s: returned %d, said: %s (not: %s)", d->what, rc, msg.data, says);
		CHECK(access(target, F_OK) != 0 && nothingleft("tbad.db"), "%s: a database or a temporary file is left",
		      d->what);
		if (d->check) {
			rc = prov_records_check(dir, &why);
			CHECK(rc == 1 && strstr(why.data, says), "%s: the check returned %d, said: %s", d->what, rc,
			      why.data ? why.data : "");
		}
		buffree(&msg);
		buffree(&why);
		free(says);
	}
out:
	free(db);
	free(good);
	free(dir);
	free(target);
}

/* ---- records of format 1 */

/* one row of st as format 1 wrote it: every string inline */
static void v1row(struct buf *b, sqlite3_stmt *st)
{
	for (int i = 0; i < sqlite3_column_count(st); i++) {
		const unsigned char *v;

		bufprintf(b, "%s%s=", i ? " " : "", sqlite3_column_name(st, i));
		switch (sqlite3_column_type(st, i)) {
		case SQLITE_INTEGER:
			bufprintf(b, "%lld", (long long)sqlite3_column_int64(st, i));
			break;
		case SQLITE_FLOAT:
			pv_real(b, sqlite3_column_double(st, i));
			break;
		case SQLITE_TEXT:
			v = sqlite3_column_text(st, i);
			pv_quote(b, v, (size_t)sqlite3_column_bytes(st, i));
			break;
		case SQLITE_BLOB:
			v = sqlite3_column_blob(st, i);
			bufputs(b, "x\"");
			for (int k = 0; k < sqlite3_column_bytes(st, i); k++)
				bufprintf(b, "%02x", v[k]);
			bufputc(b, '"');
			break;
		default:
			bufputs(b, "NULL");
			break;
		}
	}
	bufputc(b, '\n');
}

/* the rows of one file of format 1 into dir and its line into files */
static void v1flush(const char *dir, const char *table, int64_t first, int64_t n, struct buf *rows, struct buf *files)
{
	char *sub = pathjoin(dir, table), *path = xasprintf("%s/%09lld.txt", sub, (long long)first), sha[65];

	if (mkdirs(sub) != 0 || writefile(path, rows->data, rows->len) < 0)
		fatal("write %s:", path);
	sha256_buf(rows->data, rows->len, sha);
	bufprintf(files, "file %s/%09lld.txt rows=%lld bytes=%zu sha256=%s\n", table, (long long)first, (long long)n,
		  rows->len, sha);
	rows->len = 0;
	free(sub);
	free(path);
}

/* the records of db into dir as akops wrote them before texts/ (format 1): every
 * string inline, 16 attempts a file */
static void writev1(const char *db, const char *dir)
{
	struct prov *p = prov_open(db, PROV_READONLY);
	sqlite3 *s = rawopen(db);
	struct buf man = {0}, rows = {0};
	char head[65], *path = pathjoin(dir, "MANIFEST");
	int64_t entries;

	if (!p || prov_ledger_head(p, head, &entries) != 0 || mkdirs(dir) != 0)
		fatal("%s: its ledger", db);
	prov_close(p);
	bufprintf(&man, "# akops provenance records, format 1\nschema_version=%d\nledger_head=%s ledger_entries=%lld\n",
		  PROV_SCHEMA_VERSION, head, (long long)entries);
	for (size_t t = 0; t < AK_LEN(tables); t++) {
		int64_t per = strcmp(tables[t], "attempts") == 0 ? 16 : 1024, first = 0, n = 0, total = 0;
		char *sql = xasprintf("SELECT * FROM %s ORDER BY id", tables[t]);
		struct buf files = {0};
		sqlite3_stmt *st;

		if (sqlite3_prepare_v2(s, sql, -1, &st, NULL) != SQLITE_OK)
			fatal("%s: %s", sql, sqlite3_errmsg(s));
		for (;;) {
			int r = sqlite3_step(st);
			int64_t id = r == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;

			if (n > 0 && (r != SQLITE_ROW || (id - 1) / per * per + 1 != first)) {
				v1flush(dir, tables[t], first, n, &rows, &files);
				n = 0;
			}
			if (r != SQLITE_ROW)
				break;
			first = (id - 1) / per * per + 1;
			v1row(&rows, st);
			n++;
			total++;
		}
		bufprintf(&man, "table %s rows=%lld per_file=%lld\n%s", tables[t], (long long)total, (long long)per,
			  files.data ? files.data : "");
		sqlite3_finalize(st);
		buffree(&files);
		free(sql);
	}
	if (writefile(path, man.data, man.len) < 0)
		fatal("write %s", path);
	sqlite3_close(s);
	buffree(&man);
	buffree(&rows);
	free(path);
}

static void test_format1(void)
{
	char *db = at("v1.db"), *dir = at("v1"), *fresh = at("v1.fresh"), *built = at("v1.built"), *v1t = at("v1.texts"),
	     *proj = at("proj"), *precs = at("proj/records"), *pman = at("proj/records/MANIFEST"),
	     *pdump = at("proj/provenance.txt"), *rows = at("v1/attempts/000000001.txt"), *pdb = NULL, *d1, *d2;
	struct prov_stamp st, st2;
	struct buf why = {0}, b = {0}, msg = {0};
	ino_t ino;

	if (!fixture(db, 20)) {
		CHECK(false, "the fixture");
		goto out;
	}
	writev1(db, dir);
	CHECK(exists(dir, "attempts/000000017.txt") && !exists(dir, "texts") && readfile(rows, 1 << 20, &b) == 0 &&
	      strstr(b.data, "source=\"template <int BLOCK>"), "format 1: 16 attempts a file, long strings inline");
	CHECK(prov_records_check(dir, &why) == 0, "format 1: check: %s", why.data ? why.data : "");
	CHECK(prov_import(dir, built, &st) == 0 && st.format == 1, "format 1 imports");
	CHECK(samerows(db, built), "format 1: every value the same");
	d1 = dumpof(db);
	d2 = dumpof(built);
	CHECK(strcmp(d1, d2) == 0, "format 1: the same dump");
	free(d2);
	/* an export writes format 4 over them: the records a fresh export writes */
	CHECK(export(built, dir, &st2) == 0 && st2.format == 4, "an export over format 1");
	CHECK(!exists(dir, "attempts/000000017.txt") && exists(dir, "texts") && textsclean(dir), "format 4 over format 1");
	CHECK(export(db, fresh, &st) == 0 && strcmp(st.manifest, st2.manifest) == 0 &&
	      sh("diff -r '%s' '%s' >&2", dir, fresh) == 0, "format 1 written over in format 4 is a fresh export");
	/* format 1 has no texts */
	writev1(db, v1t);
	edit(v1t, "MANIFEST", "table ledger rows=", "texts rows=0\ntable ledger rows=", -1, false);
	free(built);
	built = at("v1t.db");
	CHECK(importcapt(v1t, built, &st, &msg) == 1 && strstr(msg.data, "not a line of the records' manifest"),
	      "a texts line in format 1: %s", msg.data);
	/* the project's: a reading command builds the database from format 1, the first
	 * write writes the records in format 4, and then nothing */
	writev1(db, precs);
	CHECK(projectdb_open(proj, &pdb) == 0 && pdb && access(pdb, F_OK) == 0, "the project's database from format 1");
	b.len = 0;
	CHECK(readfile(pman, 1 << 20, &b) == 0 && strstr(b.data, "format 1\n"), "a reading command writes no records");
	CHECK(projectdb_written(proj) == 0, "the project's records written");
	b.len = 0;
	CHECK(readfile(pman, 1 << 20, &b) == 0 && strstr(b.data, "format 4\n") && exists(precs, "texts") &&
	      !exists(precs, "attempts/000000017.txt"), "the project's records in format 4");
	b.len = 0;
	CHECK(readfile(pdump, 1 << 24, &b) == 0 && strcmp(b.data, d1) == 0, "the project's dump");
	ino = inode(precs, "MANIFEST");
	CHECK(projectdb_written(proj) == 0 && inode(precs, "MANIFEST") == ino, "format 4 current: not written again");
	free(d1);
out:
	buffree(&why);
	buffree(&b);
	buffree(&msg);
	free(db);
	free(dir);
	free(fresh);
	free(built);
	free(v1t);
	free(proj);
	free(precs);
	free(pman);
	free(pdump);
	free(rows);
	free(pdb);
}

/* ---- records of format 2 */

static int bystr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the records in dir (format 4, of db, their texts among the known, one file of
 * ledger entries) as format 2 wrote them: each ledger entry with its prev and hash, each
 * text in texts/SHA256.gz, listed in sha256 order, no per_pack */
static void writev2(const char *db, const char *dir, const char *const *known, int nknown)
{
	char *path = pathjoin(dir, "MANIFEST"), *lpath = pathjoin(dir, "ledger/000000001.txt"), *texts, *lines[16], *cmd;
	const char *order[16];
	struct buf b = {0}, man = {0}, led = {0};
	sqlite3 *s = rawopen(db);
	sqlite3_stmt *st;
	int n = listed(dir, known, nknown, order, 16);

	if (sqlite3_prepare_v2(s, "SELECT * FROM ledger ORDER BY id", -1, &st, NULL) != SQLITE_OK)
		fatal("%s: its ledger", db);
	while (sqlite3_step(st) == SQLITE_ROW)
		v1row(&led, st);
	sqlite3_finalize(st);
	sqlite3_close(s);
	if (readfile(lpath, 1 << 20, &b) != 0 || led.len <= b.len)
		fatal("read %s:", lpath);
	edit(dir, "ledger/000000001.txt", b.data, led.data, -1, true);
	b.len = 0;
	if (readfile(path, 1 << 20, &b) != 0 || !(texts = strstr(b.data, "\ntexts rows=")))
		fatal("read %s:", path);
	bufadd(&man, b.data, (size_t)(texts - b.data) + 1);
	bufprintf(&man, "texts rows=%d\n", n);
	cmd = xasprintf("rm -f '%s'/texts/*.xz", dir);
	if (system(cmd) != 0)
		fatal("%s", cmd);
	for (int i = 0; i < n; i++) {
		char sha[65], *gz, *file;

		if (!order[i])
			fatal("%s: a text not among the known", dir);
		sha256_buf(order[i], strlen(order[i]), sha);
		lines[i] = xasprintf("text %s bytes=%zu\n", sha, strlen(order[i]));
		gz = gzrel(order[i]);
		file = pathjoin(dir, gz);
		gzfile(file, order[i], strlen(order[i]), 9);
		free(gz);
		free(file);
	}
	qsort(lines, (size_t)n, sizeof(lines[0]), bystr);
	for (int i = 0; i < n; i++) {
		bufputs(&man, lines[i]);
		free(lines[i]);
	}
	memcpy(man.data, "# akops provenance records, format 2", 36);
	if (writefile(path, man.data, man.len) < 0)
		fatal("write %s", path);
	buffree(&b);
	buffree(&man);
	buffree(&led);
	free(cmd);
	free(path);
	free(lpath);
}

/* records of format 2 read (the ledger's prev and hash in them, a damaged text
 * refused, naming its file), and written over in format 4, as a fresh export writes
 * them */
static void test_format2(void)
{
	char *db = at("v2.db"), *dir = at("v2"), *bad = at("v2bad"), *fresh = at("v2.fresh"), *built = at("v2.built"),
	     *last = lastlog(3), *gz = gzrel(longsource), *path, *says, sha[65];
	const char *known[] = {longsource, log1024, last};
	struct prov_stamp st, st2;
	struct buf why = {0}, msg = {0};

	if (!fixture(db, 3) || export(db, dir, &st) != 0) {
		CHECK(false, "the fixture");
		goto out;
	}
	writev2(db, dir, known, 3);
	CHECK(exists(dir, gz) && !exists(dir, "texts/000000001.xz") && sh("zcat '%s/%s' >/dev/null", dir, gz) == 0,
	      "format 2: a gzip file a text");
	CHECK(prov_records_check(dir, &why) == 0, "format 2: check: %s", why.data ? why.data : "");
	CHECK(prov_import(dir, built, &st) == 0 && st.format == 2 && samerows(db, built), "format 2 imports");
	copytree(dir, bad);
	path = pathjoin(bad, gz);
	gzfile(path, "an edited text", 14, 9);
	free(path);
	sha256_buf(longsource, strlen(longsource), sha);
	says = xasprintf("texts/%s.gz: decompresses to 14 bytes, the MANIFEST says %zu", sha, strlen(longsource));
	path = at("v2bad.db");
	CHECK(importcapt(bad, path, &st, &msg) == 1 && strstr(msg.data, says), "format 2: a damaged text: %s", msg.data);
	free(path);
	free(says);
	CHECK(export(built, dir, &st2) == 0 && st2.format == 4 && !exists(dir, gz) && textsclean(dir),
	      "format 4 over format 2");
	CHECK(export(db, fresh, &st) == 0 && strcmp(st.manifest, st2.manifest) == 0 &&
	      sh("diff -r '%s' '%s' >&2", dir, fresh) == 0, "format 2 written over in format 4 is a fresh export");
out:
	buffree(&why);
	buffree(&msg);
	free(db);
	free(dir);
	free(bad);
	free(fresh);
	free(built);
	free(last);
	free(gz);
}

/* ---- records of schema 5, and of schema 6 with and without comparisons */

/* the MANIFEST of dir holds text */
static bool manifesthas(const char *dir, const char *text)
{
	char *path = pathjoin(dir, "MANIFEST");
	struct buf b = {0};
	bool has = readfile(path, 1 << 20, &b) == 0 && strstr(b.data, text);

	buffree(&b);
	free(path);
	return has;
}

static int countrows(void *ctx, const struct prov_comparison_row *r)
{
	(void)r;
	++*(int *)ctx;
	return 0;
}

static void test_schema5(void)
{
	char *db = at("s5.db"), *dir = at("s5"), *built = at("s5.built"), *e6 = at("s6e"), *e6db = at("s6e.db"),
	     *e6x = at("s6x"), *e6xdb = at("s6x.db"), head[65], head2[65];
	struct prov_stamp st;
	struct buf msg = {0};
	struct prov_run r;
	struct prov_job j = {.op = "rmsnorm", .arch = "sm_90", .dtype = "bf16", .key = "k5"};
	struct prov *p;
	int64_t n = 0, n2 = 0, job, att = -1;
	int rows = 0;

	/* a database of schema 5, the committed records' (before the comparisons) */
	CHECK(prov_create_at_version(db, 5) == 0, "schema 5");
	p = pv_open_at(db, 0, 5);
	prov_run_init(&r);
	r.command = "akgen generate";
	if (p && (j.run_id = prov_run_begin(p, &r)) > 0 && (job = prov_job_add(p, &j)) > 0)
		att = addattempt(p, job, "p", "log");
	CHECK(p && att > 0 && prov_comparison_add(p, &(struct prov_comparison){.file = "x"}) < 0,
	      "schema 5: its rows, and no comparison");
	prov_close(p);
	/* its records: no comparisons; they import at schema 5, and read there */
	roundtrip(db, "s5");
	CHECK(manifesthas(dir, "schema_version=5\n") && !manifesthas(dir, "comparison") &&
	      manifesthas(dir, "\ntable artifacts rows=0 per_file=256\ntable ledger rows="), "the records of schema 5");
	CHECK(prov_import(dir, built, &st) == 0 && st.version == 5, "the records of schema 5 import");
	p = prov_open(built, PROV_READONLY);
	CHECK(p && prov_version(p) == 5 && prov_comparison_times(p, "rmsnorm", "bf16", "sm_90", countrows, &rows) == 0 &&
	      rows == 0 && prov_comparison_find(p, "x") == 0 && prov_ledger_head(p, head, &n) == 0,
	      "schema 5 read as it is: no comparisons");
	prov_close(p);
	/* migrated: the same ledger, two tables without rows, in the records as such */
	p = pv_open_at(built, 0, 6);
	CHECK(p && prov_version(p) == 6 && prov_ledger_head(p, head2, &n2) == 0 && n2 == n && strcmp(head, head2) == 0,
	      "schema 5 migrated to 6: the same ledger");
	prov_close(p);
	CHECK(export(built, e6, &st) == 0 && st.version == 6 &&
	      manifesthas(e6, "\ntable artifacts rows=0 per_file=256\ntable comparisons rows=0 per_file=256\n"
			      "table comparison_times rows=0 per_file=256\ntable ledger rows="),
	      "the records of schema 6 without comparisons");
	CHECK(prov_import(e6, e6db, &st) == 0 && st.version == 6, "they import");
	/* schema 6 records that leave its comparisons out are refused */
	copytree(e6, e6x);
	edit(e6x, "MANIFEST", "table comparisons rows=0 per_file=256\n", "", -1, false);
	CHECK(importcapt(e6x, e6xdb, &st, &msg) == 1 && strstr(msg.data, "no table comparisons, which schema version 6 has"),
	      "schema 6 records without the comparisons table: %s", msg.data);
	/* a comparison added: sealed, and in the records, every value back */
	p = pv_open_at(e6db, 0, 6);
	CHECK(p && addcomparison(p, att), "a comparison added at schema 6");
	rows = 0;
	CHECK(p && prov_comparison_times(p, "rmsnorm", "bf16", "sm_90", countrows, &rows) == 0 && rows == 3 &&
	      prov_comparison_find(p, "9f597e0367ca5f7a53623a15678cd1cfd31f0aeb69dcec86e4f90600162bcb8b") == 1,
	      "its three times read back");
	prov_close(p);
	roundtrip(e6db, "s6");
	free(dir);
	dir = at("s6");
	CHECK(manifesthas(dir, "\ntable comparisons rows=1 per_file=256\nfile comparisons/000000001.txt rows=1 ") &&
	      manifesthas(dir, "\ntable comparison_times rows=3 per_file=256\nfile comparison_times/000000001.txt rows=3 "),
	      "the comparison's rows in the records");
	buffree(&msg);
	free(db);
	free(dir);
	free(built);
	free(e6);
	free(e6db);
	free(e6x);
	free(e6xdb);
}

/* the database db, imported from records of schema v - 1 whose ledger has head and n
 * entries, migrated to v: the same ledger, every seal holding; exported (to DB.e) with
 * table, which came with v, listed empty before the ledger; records of v without it
 * refused, and those of v - 1 (from) with it */
static void newtable(const char *from, const char *db, int v, const char *table, const char head[65], int64_t n)
{
	char *e = xasprintf("%s.e", db), *x = xasprintf("%s.x", db), *xdb = xasprintf("%s.x.db", db),
	     *listed = xasprintf("table %s rows=0 per_file=256\n", table), *want = xasprintf("\n%stable ledger rows=", listed),
	     *version = xasprintf("schema_version=%d\n", v), head2[65];
	struct prov *p = pv_open_at(db, 0, v);
	struct buf msg = {0}, why = {0};
	struct prov_stamp st;
	int64_t n2 = 0;

	CHECK(p && prov_version(p) == v && prov_ledger_check(p, &why, head2, &n2) == 0 && n2 == n &&
	      strcmp(head, head2) == 0, "schema %d migrated to %d: the same ledger, every seal holds: %s", v - 1, v,
	      why.data ? why.data : "");
	prov_close(p);
	CHECK(export(db, e, &st) == 0 && st.version == v && manifesthas(e, version) && manifesthas(e, want),
	      "the records of schema %d, %s empty", v, table);
	copytree(e, x);
	edit(x, "MANIFEST", listed, "", -1, false);
	free(want);
	want = xasprintf("no table %s, which schema version %d has", table, v);
	CHECK(importcapt(x, xdb, &st, &msg) == 1 && strstr(msg.data, want), "schema %d records without %s: %s", v, table,
	      msg.data);
	copytree(from, x);
	free(want);
	want = xasprintf("%stable ledger rows=", listed);
	edit(x, "MANIFEST", "table ledger rows=", want, -1, false);
	free(want);
	want = xasprintf("table %s, which schema version %d does not have", table, v - 1);
	msg.len = 0;
	CHECK(importcapt(x, xdb, &st, &msg) == 1 && strstr(msg.data, want), "schema %d records with %s: %s", v - 1,
	      table, msg.data);
	buffree(&msg);
	buffree(&why);
	free(e);
	free(x);
	free(xdb);
	free(listed);
	free(want);
	free(version);
}

/* records of schema 6 (test_schema5's, with a comparison) migrated to 7: the same
 * ledger, an empty job_classes in the records; a job's class then sealed and back,
 * found by its class; schema 6 records that list job_classes, or schema 7 ones that
 * leave it out, refused */
static void test_schema7(void)
{
	char *s6 = at("s6"), *db = at("s7.db"), *dir = at("s7"), *rows = NULL, head[65];
	struct prov_job j = {.op = "rmsnorm", .arch = "sm_90", .dtype = "bf16", .key = "k7"};
	struct prov_run run;
	struct prov_stamp st;
	struct prov_jobrec r;
	struct buf msg = {0};
	struct prov *p;
	int64_t n = 0, job = -1, whole = -1;
	char *line;

	CHECK(prov_import(s6, db, &st) == 0 && st.version == 6, "the records of schema 6 import at 6");
	p = prov_open(db, PROV_READONLY);
	CHECK(p && prov_version(p) == 6 && prov_ledger_head(p, head, &n) == 0 && n > 0 &&
	      prov_attempts_by(p, "rmsnorm", "sm_90", "bf16", "", "template") == 1 &&
	      prov_attempts_by(p, "rmsnorm", "sm_90", "bf16", "decode", "template") == 0 &&
	      prov_latest_job(p, "rmsnorm", "sm_90", "bf16", "decode", &r) == 0, "schema 6 read as it is: no classes");
	prov_close(p);
	newtable(s6, db, 7, "job_classes", head, n);
	/* a job of the whole op, then a newer one of class decode; each found by its class */
	p = pv_open_at(db, 0, 7);
	prov_run_init(&run);
	if (p && (j.run_id = prov_run_begin(p, &run)) > 0) {
		whole = prov_job_add(p, &j);
		j.cls = "decode";
		j.key = "k8";
		job = prov_job_add(p, &j);
	}
	CHECK(p && whole > 0 && job > whole && prov_job_set_status(p, job, PROV_COMPILED_ONLY, 0) == 0 &&
	      prov_job_set_status(p, whole, PROV_COMPILED_ONLY, 0) == 0, "a job of a class at schema 7");
	prov_close(p);
	roundtrip(db, "s7");
	CHECK(manifesthas(dir, "\ntable job_classes rows=1 per_file=256\nfile job_classes/000000001.txt rows=1 "),
	      "the class's row in the records");
	rows = pathjoin(dir, "job_classes/000000001.txt");
	msg.len = 0;
	line = xasprintf("id=1 job_id=%lld class=\"decode\"\n", (long long)job);
	CHECK(readfile(rows, 1 << 20, &msg) == 0 && strcmp(msg.data, line) == 0, "the class's line: %s",
	      msg.data ? msg.data : "");
	free(line);
	free(rows);
	rows = at("s7.built");
	p = prov_open(rows, PROV_READONLY);
	CHECK(p && prov_latest_job(p, "rmsnorm", "sm_90", "bf16", "decode", &r) == 1 && r.id == job &&
	      prov_latest_job(p, "rmsnorm", "sm_90", "bf16", "", &r) == 1 && r.id == whole,
	      "the imported database finds each job by its class");
	prov_close(p);
	buffree(&msg);
	free(s6);
	free(db);
	free(dir);
	free(rows);
}

/* records of schema 7 (test_schema7's, with a class) migrated to 8: the same ledger, an
 * empty measurement_placements in the records; a measurement's times at the least
 * alignment then sealed and back, read with its variant from the imported database;
 * schema 7 records that list measurement_placements, or schema 8 ones that leave it
 * out, refused */
static void test_schema8(void)
{
	char *s7 = at("s7"), *db = at("s8.db"), *dir = at("s8"), *built = at("s8.built"),
	     *rows = pathjoin(dir, "measurement_placements/000000001.txt"), *line = NULL, head[65];
	struct prov_measurement m;
	struct prov_variant v;
	struct prov_stamp st;
	struct buf msg = {0};
	struct prov *p;
	int64_t n = 0, placed = -1, bare = -1;
	int got;

	CHECK(prov_import(s7, db, &st) == 0 && st.version == 7, "the records of schema 7 import at 7");
	p = prov_open(db, PROV_READONLY);
	CHECK(p && prov_version(p) == 7 && prov_ledger_head(p, head, &n) == 0 && n > 0, "schema 7 read as it is");
	prov_close(p);
	newtable(s7, db, 8, "measurement_placements", head, n);
	/* the job of test_schema5 vetted, its attempt timed at two shapes, the first at the
	 * least alignment too */
	p = prov_open(db, 0);
	prov_measurement_init(&m);
	m.attempt_id = 1;
	m.shape = "{\"cols\":4096,\"rows\":16384}";
	m.median_us = 85.25;
	m.min_align_median_us = 0.1 + 0.2;
	m.min_align_ratio = 1.0 / 3;
	if (p && (placed = prov_measurement_add(p, &m)) > 0) {
		m.min_align_median_us = m.min_align_ratio = NAN;
		bare = prov_measurement_add(p, &m);
	}
	CHECK(p && placed > 0 && bare > placed && prov_job_set_status(p, 1, PROV_VETTED, 1) == 0,
	      "a measurement at the least alignment at schema 8");
	prov_close(p);
	roundtrip(db, "s8");
	CHECK(manifesthas(dir, "\ntable measurement_placements rows=1 per_file=256\n"
			       "file measurement_placements/000000001.txt rows=1 "), "the placement's row in the records");
	msg.len = 0;
	line = xasprintf("id=1 measurement_id=%lld min_align_median_us=0.30000000000000004 "
			 "min_align_ratio=0.3333333333333333\n", (long long)placed);
	CHECK(readfile(rows, 1 << 20, &msg) == 0 && strcmp(msg.data, line) == 0, "the placement's line: %s",
	      msg.data ? msg.data : "");
	p = prov_open(built, PROV_READONLY);
	got = p ? prov_variant_get(p, 1, &v) : -1;
	CHECK(got == 1 && v.nbench == 2 && v.bench[0].min_align_median_us == 0.1 + 0.2 &&
	      v.bench[0].min_align_ratio == 1.0 / 3 && isnan(v.bench[1].min_align_median_us) &&
	      isnan(v.bench[1].min_align_ratio), "the imported database reads the placement with its variant");
	if (got == 1)
		prov_variant_free(&v);
	prov_close(p);
	buffree(&msg);
	free(s7);
	free(db);
	free(dir);
	free(built);
	free(rows);
	free(line);
}

int main(void)
{
	argv0 = "records_test";
	check_tmpdir(tmpdir, sizeof(tmpdir), "records_test");
	textsinit();
	test_api_values();
	test_raw_values();
	test_files();
	test_format4();
	test_damaged();
	test_texts_damaged();
	test_format1();
	test_format2();
	test_schema5();
	test_schema7();
	test_schema8();
	if (failed == 0 && sh("rm -rf '%s'%s", tmpdir, "") != 0)
		warn("cannot remove %s", tmpdir);
	free(longsource);
	free(log1024);
	free(prompt1023);
	return check_done();
}
