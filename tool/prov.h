/* prov.h: the provenance database, one SQLite file with a versioned schema;
 * tables, migrations and the dump format are in docs/provenance.md */
#ifndef AK_PROV_H
#define AK_PROV_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define PROV_SCHEMA_VERSION 8
/* the schema the ledger (provledger.c) came with */
#define PROV_LEDGER_SINCE 5
/* the schema the comparisons with PyTorch (comparisons, comparison_times) came with */
#define PROV_COMPARE_SINCE 6
/* the schema the jobs' shape classes (job_classes) came with: a table of their own,
 * so that no row of jobs, each sealed in the ledger, changes */
#define PROV_CLASS_SINCE 7
/* the schema the bench's times at the spec's least alignment (measurement_placements)
 * came with: a table of their own, so that no row of measurements changes */
#define PROV_PLACEMENT_SINCE 8
/* the oldest schema a read-only open takes as it is: every migration since adds
 * only what no reader needs (4: verdicts.sandbox; 5: the ledger; 6: the comparisons,
 * which explain reads only where the schema has them; 7: the jobs' classes, which
 * no job of an older file has; 8: the times at the least alignment, which no
 * measurement of an older file has), so that the commands that
 * read (plan, build, dump, replay) work on a database a newer akgen has not
 * written yet, and the first that writes migrates it */
#define PROV_READ_MIN 3
/* room for a job key and its NUL in struct prov_jobrec */
#define PROV_KEY_MAX 129

struct buf;

/* prov_open flags */
enum {
	PROV_CREATE = 1 << 0,	/* create the file when missing */
	PROV_READONLY = 1 << 1,	/* never write: no create, no migration */
};

enum prov_status {
	PROV_PENDING,
	PROV_VETTED,
	PROV_COMPILED_ONLY,
	PROV_FAILED,
};

struct prov;

/* In the record structs a NULL string, a NaN double or a negative integer is
 * stored as SQL NULL (unknown); the *_init functions set every field so. */

struct prov_run {
	const char *tool_version, *tool_commit, *command, *host;
	const char *gpu_name, *gpu_arch, *driver_version, *cuda_version;
	double copy_gbps, peak_tflops;
	int64_t sm_clock_mhz, mem_clock_mhz;
	int64_t seed;
	const char *proposer;
};

struct prov_job {
	int64_t run_id;
	const char *op, *arch, *dtype, *key;
	const char *spec_sha256, *templates_sha256, *proposer_sha256;
	const char *cls;	/* the shape class (job_classes, schema 7); NULL or "": the whole op */
};

struct prov_attempt {
	int64_t job_id;
	int64_t seq;	/* < 1: the job's next number */
	const char *proposer, *params, *prompt, *response, *model;
	int64_t tokens_in, tokens_out, latency_ms, http_status;
	const char *source;
	const char *source_sha256;	/* NULL: computed from source */
	const char *compile_cmd, *compile_log;
	int64_t registers, smem_bytes, spill_bytes;
	int64_t seed;
	const char *started_at;	/* ISO 8601 UTC; NULL: now */
	int64_t wall_ms;
};

struct prov_measurement {
	int64_t attempt_id;
	const char *shape;
	double median_us, p10_us, p90_us;
	int64_t reps;
	double wall_us, roofline_floor_us, roofline_frac;
	const char *baseline;
	double baseline_us;
	int64_t sm_clock_mhz;
	const char *throttle_reasons;
	/* the median of the bench sets at the spec's least alignment and its ratio to
	 * median_us (measurement_placements, schema 8); NaN: not timed so */
	double min_align_median_us, min_align_ratio;
};

/* what prov_latest_job finds */
struct prov_jobrec {
	int64_t id, run_id;
	int64_t best_attempt_id;	/* 0 when none */
	enum prov_status status;
	char key[PROV_KEY_MAX];
	char proposer[65];	/* the proposer configuration's sha256; "" when not recorded */
};

/* open the DB at path and migrate it to PROV_SCHEMA_VERSION; returns NULL after
 * a warning when it is missing (without PROV_CREATE), not an akops DB, newer
 * than this code, or older and PROV_READONLY */
struct prov *prov_open(const char *path, int flags);
/* close the DB; NULL is allowed */
void prov_close(struct prov *p);
/* the schema version of an open DB */
int prov_version(struct prov *p);
/* the schema version of the provenance database at path, read without migrating it,
 * whatever version this akgen can migrate from; -1 after a warning (none there, not a
 * provenance database, or newer than this akgen) */
int prov_file_version(const char *path);
/* create path (or open it) and migrate it to exactly version, for tests of
 * migrations; returns 0 or -1 after a warning */
int prov_create_at_version(const char *path, int version);
/* SQLite's own check of the file (PRAGMA integrity_check, or the faster
 * quick_check): 0 when it says ok, 1 with its first finding in why, -1 */
int prov_check_integrity(struct prov *p, bool quick, struct buf *why);
/* name of a status as stored in jobs.status */
const char *prov_status_name(enum prov_status s);

/* start, commit or roll back a write transaction; no nesting */
int prov_begin(struct prov *p);
int prov_commit(struct prov *p);
int prov_rollback(struct prov *p);

/* set every field of a record to unknown */
void prov_run_init(struct prov_run *r);
void prov_attempt_init(struct prov_attempt *a);
void prov_measurement_init(struct prov_measurement *m);

/* inserts return the new row's id, or -1 after a warning */
int64_t prov_run_begin(struct prov *p, const struct prov_run *r);
/* set a run's device facts (gpu_name, gpu_arch, driver_version, cuda_version,
 * copy_gbps, peak_tflops, sm_clock_mhz, mem_clock_mhz) from r, once they are
 * known; returns 0 or -1 */
int prov_run_set_device(struct prov *p, int64_t run_id, const struct prov_run *r);
/* stamp a run's finished_at; returns 0 or -1 */
int prov_run_finish(struct prov *p, int64_t run_id);
/* add a pending job of a run */
int64_t prov_job_add(struct prov *p, const struct prov_job *j);
/* set a job's status and best attempt (0: none; it must be the job's own) and,
 * unless pending, its finished_at; returns 0 or -1 */
int prov_job_set_status(struct prov *p, int64_t job_id, enum prov_status s, int64_t best_attempt_id);
/* add an attempt; a given source_sha256 must match source */
int64_t prov_attempt_add(struct prov *p, const struct prov_attempt *a);
/* add the verdict of one stage an attempt went through, the seconds it took
 * (NaN: unknown) and the sandbox its programs ran under (NULL: none ran) */
int64_t prov_verdict_add(struct prov *p, int64_t attempt_id, const char *stage,
    const char *verdict, const char *detail, const char *evidence, double seconds, const char *sandbox);
/* add a benchmark result of one shape */
int64_t prov_measurement_add(struct prov *p, const struct prov_measurement *m);
/* record a written file; attempt_id 0 for none, else one of the job's */
int64_t prov_artifact_add(struct prov *p, int64_t job_id, int64_t attempt_id,
    const char *path, const char *sha256, int64_t bytes);

/* the newest vetted or compiled_only job of (op, arch, dtype) and class cls ("" or
 * NULL: a job of no class, the whole op): returns 1 and fills out, 0 when there is
 * none, -1 after a warning */
int prov_latest_job(struct prov *p, const char *op, const char *arch, const char *dtype, const char *cls,
    struct prov_jobrec *out);
/* how many attempts the jobs of (op, arch, dtype) and class cls (as prov_latest_job)
 * have made with proposer (e.g. "template:rope/pair"), or -1 after a warning */
int64_t prov_attempts_by(struct prov *p, const char *op, const char *arch, const char *dtype, const char *cls,
    const char *proposer);
/* call fn for each artifact of a job in id order; a nonzero return from fn
 * stops the walk and is returned; else returns 0, or -1 after a warning */
int prov_job_artifacts(struct prov *p, int64_t job_id,
    int (*fn)(void *ctx, const char *path, const char *sha256, int64_t bytes), void *ctx);
/* the variant of the newest vetted or compiled_only job of every (op, arch, dtype,
 * class) the database holds, in path order: fn gets the artifact's path (relative
 * to the output directory) and sha256, and the best attempt's recorded source (len
 * bytes) and source_sha256, any of them NULL when the row lacks it; a nonzero
 * return from fn stops the walk and is returned; else 0, or -1 after a warning */
int prov_current_variants(struct prov *p,
    int (*fn)(void *ctx, const char *path, const char *sha256, const char *src, size_t len,
	      const char *source_sha256),
    void *ctx);
/* whether any artifact row has this path and sha256: 1, 0, or -1 after a warning */
int prov_artifact_known(struct prov *p, const char *path, const char *sha256);
/* the recorded source of an attempt appended to src: 1, 0 when it has none, or -1 after
 * a warning */
int prov_attempt_source(struct prov *p, int64_t attempt, struct buf *src);

/* one benchmarked shape of an emitted variant */
struct prov_bench {
	char *shape;		/* JSON: {"cols":4096,"rows":16384} */
	double median_us, roofline_frac;	/* NaN when unknown */
	double min_align_median_us, min_align_ratio;	/* at the least alignment; NaN when not timed so */
};

/* what the provenance says of a job's best attempt (provvariant.c) */
struct prov_variant {
	int64_t job_id, attempt_id, run_id;
	enum prov_status status;
	/* NULL when unknown */
	char *key, *spec_sha256;
	char *cls;		/* the job's shape class; NULL when it has none */
	char *proposer, *params, *source_sha256, *compile_cmd;
	char *gpu_name, *gpu_arch;	/* the run's */
	char *response;		/* the model's answer, when one proposed the attempt */
	int64_t registers, smem_bytes, spill_bytes;	/* -1 when unknown */
	struct prov_bench *bench;	/* in id order */
	int nbench;
	int64_t seed;		/* the attempt's, -1 when unknown */
	char **verdicts;	/* "STAGE VERDICT" of each stage of the attempt, in order */
	int nverdicts;
};

/* read job_id, its best attempt, its run and the attempt's measurements;
 * returns 1, 0 when the job has no best attempt, -1 after a warning */
int prov_variant_get(struct prov *p, int64_t job_id, struct prov_variant *out);
/* the search's path of a job: each attempt's score in seq order, the lowest
 * roofline fraction of its measurements (NaN for one never timed); *scores is
 * allocated; 0 or -1 after a warning */
int prov_job_scores(struct prov *p, int64_t job_id, double **scores, int *n);
/* call fn with every verdict and how many stages ended in it, by name */
int prov_verdict_counts(struct prov *p, int (*fn)(void *ctx, const char *verdict, int64_t n), void *ctx);
void prov_variant_free(struct prov_variant *v);

/* ---- the comparisons with PyTorch (provcompare.c, schema 6): what bench/compare.py
 * measured, as akgen compare-import recorded it from its JSON */

/* one JSON file of compare.py */
struct prov_comparison {
	const char *importer, *import_command;	/* akgen's version and command line */
	const char *file, *file_sha256;		/* the path as given, the sha256 of its bytes */
	int64_t file_bytes;
	const char *tool, *command, *date;	/* compare.py's own: "bench/compare.py", its argv, its UTC time */
	const char *dtype, *arch;
	const char *gpu, *capability, *driver;	/* env: the GPU's name, "9.0", the driver */
	const char *torch, *torch_cuda, *triton, *python, *nvcc, *sm_clock;
	double copy_gbps;	/* the copy ceiling; NaN: none */
	const char *copy_source, *method;
	double min_ms;
	int64_t seed;
	const char *lib_path, *lib_version, *lib_sha256;	/* --lib: the library compare.py called */
};

/* one implementation timed at one shape of an op */
struct prov_comparison_time {
	int64_t comparison_id;
	const char *op, *shape, *label;	/* shape: JSON of the symbols, keys sorted, compact */
	const char *kind;		/* "candidate" (akops), "eager", "compile" */
	const char *impl;		/* compare.py's label: "eager", "torch.compile", ... */
	double median_us, p10_us, p90_us;	/* NaN: not timed (error says why) */
	int64_t calls, min_bytes;
	const char *method, *check_text, *warnings, *error;
	const char *variant;		/* the akops row: the variant compare.py says ran */
	int64_t attempt_id;		/* and its attempt, as libakops reported it; -1: unknown */
};

/* what a reader gets of one comparison_times row and its comparison */
struct prov_comparison_row {
	struct prov_comparison c;
	struct prov_comparison_time t;
	int64_t comparison_id;
	const char *imported_at;
};

void prov_comparison_init(struct prov_comparison *c);
void prov_comparison_time_init(struct prov_comparison_time *t);
/* add a comparison, or one of its times; the new row's id or -1 after a warning */
int64_t prov_comparison_add(struct prov *p, const struct prov_comparison *c);
int64_t prov_comparison_time_add(struct prov *p, const struct prov_comparison_time *t);
/* the comparison recorded from a file of that sha256: its id, 0 when none (or a
 * schema without comparisons), -1 after a warning */
int64_t prov_comparison_find(struct prov *p, const char *file_sha256);
/* the attempt of a job of op, dtype and arch whose source has the sha256 source_sha256
 * (a candidate compare.py timed): of the newest such job, its best attempt where that
 * one has it, else its newest that has it; 0 when none, -1 after a warning */
int64_t prov_attempt_of_source(struct prov *p, const char *op, const char *dtype, const char *arch,
			       const char *source_sha256);
/* call fn for every time recorded of op, dtype and arch, the newest comparison first
 * (by compare.py's date, then by id), each comparison's rows in id order; the row's
 * strings live until fn returns. A nonzero return from fn stops the walk and is
 * returned; else 0 (also on a schema without comparisons), or -1 after a warning */
int prov_comparison_times(struct prov *p, const char *op, const char *dtype, const char *arch,
    int (*fn)(void *ctx, const struct prov_comparison_row *r), void *ctx);

/* write the whole DB as deterministic text, one row a line; returns 0 or -1 */
int prov_dump(struct prov *p, FILE *out);

/* ---- the ledger (provledger.c): a hash chain over every write */

#define PROV_LEDGER_NTABLES 10
/* a table whose rows it seals, and the schema version that has it */
struct prov_ledgertable {
	const char *name;
	int since;
};
/* the tables whose rows it seals, in the order it checks and the dump prints them
 * (job_classes on its jobs' lines, measurement_placements on its measurements'); a
 * database has those whose since is at most its version */
extern const struct prov_ledgertable prov_ledger_tables[PROV_LEDGER_NTABLES];
/* an entry's hash from the hash before it and its fields */
void prov_ledger_hash(const char *prev, const char *tbl, int64_t id, const char *rowsha, const char *origin,
		      char hex[65]);
/* the whole chain and every row against it: 0 when both hold (head: the newest
 * entry's hash, entries: how many), 1 with why naming the first entry or row that
 * does not (or a schema without a ledger), -1 after a warning */
int prov_ledger_check(struct prov *p, struct buf *why, char head[65], int64_t *entries);
/* the newest entry's hash (64 zeros for none, or before the ledger's schema) and
 * the count; 0 or -1 after a warning */
int prov_ledger_head(struct prov *p, char head[65], int64_t *entries);

/* ---- the records (provrecords.c): the database as text files git holds, and back */

/* the format of the records an export writes (1: every string inline; 2: long texts
 * once each in texts/SHA256.gz; 3: in packs, texts/FIRST.xz; an import reads all
 * three) */
#define PROV_RECORDS_FORMAT 4

/* what a set of records is, or which records a database was built from or exported to */
struct prov_stamp {
	char manifest[65];	/* the sha256 of the records' MANIFEST */
	int version;		/* the schema version */
	char head[65];		/* the ledger's head (64 zeros before the ledger) */
	int64_t entries;	/* the ledger's entries */
	int format;		/* the records' format (0: a database's own state, or its note) */
};

/* write every row of every table of p into dir as records (always the newest format,
 * PROV_RECORDS_FORMAT): a file for each fixed id range of a table, written only when
 * it changes, each long text once in texts/ where it is missing or does not read
 * back, stale files and texts removed, the MANIFEST last; and unless NULL the dump
 * into dump, of the same snapshot. st: the records written. 0 or -1 after a warning */
int prov_export(struct prov *p, const char *dir, FILE *dump, struct prov_stamp *st);
/* build the database at path from the records in dir: a temporary file beside path,
 * filled and checked (each file against the MANIFEST, each line, the foreign keys, the
 * ledger against every row and its head against the MANIFEST's), then renamed over
 * path, which nothing half-built ever is. st: the records, also noted in the file.
 * 0, 1 when the records are refused (after a warning naming the file and line, or
 * the row), -1 after a warning */
int prov_import(const char *dir, const char *path, struct prov_stamp *st);
/* the records' stamp from their MANIFEST alone: 0, 1 when dir has no MANIFEST, 2
 * when it is refused (after a warning), -1 after a warning */
int prov_records_stamp(const char *dir, struct prov_stamp *st);
/* every file of the records in dir against the MANIFEST (size and sha256; each text
 * its length and sha256 once inflated; nothing missing, nothing more): 0, 1 with why,
 * -1 after a warning */
int prov_records_check(const char *dir, struct buf *why);
/* p's own state: its version, its ledger's head and entries (no manifest); 0 or -1 */
int prov_stamp_of(struct prov *p, struct prov_stamp *st);
/* which records p was last built from or exported to (prov_set_synced): 1 and st,
 * 0 when none, -1 after a warning */
int prov_synced(struct prov *p, struct prov_stamp *st);
/* note in the database at path that it is the records st, unless it was written
 * since they were (its version or ledger is not st's): 0, 1 when written since, -1 */
int prov_set_synced(const char *path, const struct prov_stamp *st);
/* ---- merge (provmerge.c): a worker's rows into the project's database */

/* what the caller asks of each job a worker recorded: 0 to take it, else -1 with why;
 * and the name of a bundle by its sha256 where it is one of the caller's (else NULL) */
struct prov_merge_check {
	int (*fn)(void *ctx, const char *op, const char *arch, const char *dtype, const char *cls, const char *key,
		  struct buf *why);
	const char *(*bundle)(void *ctx, const char *sha);
	void *ctx;
};
/* take the rows of the worker's database at workerdb that its ledger seals after the
 * project's own entries into p, in one transaction, each with a new id and sealed with
 * the origin "merge BUNDLESHA WORKER-ENTRY"; *rows: how many. 0 (why: the hosts and
 * GPUs of its runs), 1 when there was nothing to take (all of it merged before; why
 * says), -1 when refused (why says) */
int prov_merge_rows(struct prov *p, const char *workerdb, const char *bundlesha, const struct prov_merge_check *check,
		    size_t *rows, struct buf *why);
/* the database at from copied whole into to (SQLite's online backup: to is replaced
 * in one transaction); 0 or -1 after a warning */
int prov_copy(const char *from, const char *to);

/* the hash of the ledger's n-th entry (from 1; 64 zeros for 0): 1, 0 when there is
 * none, -1 after a warning */
int prov_ledger_entry(struct prov *p, int64_t n, char hex[65]);

#endif
