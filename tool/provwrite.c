/* provwrite.c: the provenance record writers, each row sealed in the ledger as it is written */
#define _POSIX_C_SOURCE 200809L
#include "prov.h"

#include <math.h>
#include <sqlite3.h>
#include <stdbool.h>
#include <string.h>

#include "provint.h"
#include "run.h"
#include "sha256.h"
#include "util.h"

/* every write is one savepoint: the row and its ledger entry, or neither. The row's
 * INSERT or UPDATE takes the write lock before the ledger's head is read, so another
 * process's write waits for this one (the busy timeout) and the chain stays one */
static int beginwrite(struct prov *p, struct bind *b, const char *what)
{
	/* nothing is written once akgen is ending by a signal (run.h) */
	run_holdifending();
	if (pv_exec(p, "SAVEPOINT akops_write", what) == 0)
		return 0;
	sqlite3_finalize(b->st);
	return -1;
}

static int endwrite(struct prov *p, bool ok, const char *what)
{
	if (ok && pv_exec(p, "RELEASE akops_write", what) == 0)
		return 0;
	sqlite3_exec(p->db, "ROLLBACK TO akops_write; RELEASE akops_write", NULL, NULL, NULL);
	return -1;
}

int64_t pv_insert(struct prov *p, struct bind *b, const char *what, const char *tbl)
{
	int64_t id = -1;

	if (beginwrite(p, b, what) < 0)
		return -1;
	if (pv_step(p, b, what) == SQLITE_DONE)
		id = sqlite3_last_insert_rowid(p->db);
	sqlite3_finalize(b->st);
	if (id > 0 && pv_ledger_append(p, tbl, id, "write") < 0)
		id = -1;
	return endwrite(p, id > 0, what) == 0 ? id : -1;
}

/* run an UPDATE of the row of tbl with the given id, sealed in the ledger;
 * returns 0 or -1 */
static int update(struct prov *p, struct bind *b, const char *what, const char *tbl, int64_t id)
{
	int rc;

	if (beginwrite(p, b, what) < 0)
		return -1;
	rc = pv_step(p, b, what);
	sqlite3_finalize(b->st);
	if (rc == SQLITE_DONE && sqlite3_changes(p->db) != 1) {
		warn("%s: %s: no row with id %lld", p->path, what, (long long)id);
		rc = -1;
	}
	if (rc == SQLITE_DONE && pv_ledger_append(p, tbl, id, "write") < 0)
		rc = -1;
	return endwrite(p, rc == SQLITE_DONE, what);
}

/* ---- records */

void prov_run_init(struct prov_run *r)
{
	*r = (struct prov_run){0};
	r->copy_gbps = r->peak_tflops = NAN;
	r->sm_clock_mhz = r->mem_clock_mhz = r->seed = -1;
}

void prov_attempt_init(struct prov_attempt *a)
{
	*a = (struct prov_attempt){0};
	a->seq = a->tokens_in = a->tokens_out = a->latency_ms = a->http_status = -1;
	a->registers = a->smem_bytes = a->spill_bytes = a->seed = a->wall_ms = -1;
}

void prov_measurement_init(struct prov_measurement *m)
{
	*m = (struct prov_measurement){0};
	m->median_us = m->p10_us = m->p90_us = m->wall_us = NAN;
	m->roofline_floor_us = m->roofline_frac = m->baseline_us = NAN;
	m->min_align_median_us = m->min_align_ratio = NAN;
	m->reps = m->sm_clock_mhz = -1;
}

/* a run's device and its measured ceilings, in the column order gpu_name,
 * gpu_arch, driver_version, cuda_version, copy_gbps, peak_tflops,
 * sm_clock_mhz, mem_clock_mhz */
static void binddevice(struct bind *b, const struct prov_run *r)
{
	pv_btext(b, r->gpu_name);
	pv_btext(b, r->gpu_arch);
	pv_btext(b, r->driver_version);
	pv_btext(b, r->cuda_version);
	pv_breal(b, r->copy_gbps);
	pv_breal(b, r->peak_tflops);
	pv_bint(b, r->sm_clock_mhz);
	pv_bint(b, r->mem_clock_mhz);
}

int64_t prov_run_begin(struct prov *p, const struct prov_run *r)
{
	struct bind b;

	if (pv_prepare(p, "INSERT INTO runs (started_at, tool_version, tool_commit, command, host, "
	    "gpu_name, gpu_arch, driver_version, cuda_version, copy_gbps, peak_tflops, "
	    "sm_clock_mhz, mem_clock_mhz, seed, proposer) "
	    "VALUES (" NOW ", ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", &b) < 0)
		return -1;
	pv_btext(&b, r->tool_version);
	pv_btext(&b, r->tool_commit);
	pv_btext(&b, r->command);
	pv_btext(&b, r->host);
	binddevice(&b, r);
	pv_bint(&b, r->seed);
	pv_btext(&b, r->proposer);
	return pv_insert(p, &b, "add run", "runs");
}

int prov_run_set_device(struct prov *p, int64_t run_id, const struct prov_run *r)
{
	struct bind b;

	if (pv_prepare(p, "UPDATE runs SET gpu_name = ?, gpu_arch = ?, driver_version = ?, cuda_version = ?, "
	    "copy_gbps = ?, peak_tflops = ?, sm_clock_mhz = ?, mem_clock_mhz = ? WHERE id = ?", &b) < 0)
		return -1;
	binddevice(&b, r);
	pv_bid(&b, run_id);
	return update(p, &b, "set the run's device", "runs", run_id);
}

int prov_run_finish(struct prov *p, int64_t run_id)
{
	struct bind b;

	if (pv_prepare(p, "UPDATE runs SET finished_at = " NOW " WHERE id = ?", &b) < 0)
		return -1;
	pv_bid(&b, run_id);
	return update(p, &b, "finish run", "runs", run_id);
}

/* the row b inserts into tbl and, given its id, the row of a table of a later schema
 * that add writes of it (ctx: what add takes), each with its ledger entry, or nothing:
 * their savepoints nest in one more (a name refers to its newest savepoint). The new
 * row's id or -1 */
static int64_t insertwith(struct prov *p, struct bind *b, const char *what, const char *tbl,
			  int (*add)(struct prov *p, int64_t id, const void *ctx), const void *ctx)
{
	int64_t id;

	if (beginwrite(p, b, what) < 0)
		return -1;
	id = pv_insert(p, b, what, tbl);
	if (id > 0 && add(p, id, ctx) < 0)
		id = -1;
	return endwrite(p, id > 0, what) == 0 ? id : -1;
}

/* a job's class (ctx) in job_classes, sealed like the job; 0 or -1 */
static int addclass(struct prov *p, int64_t job_id, const void *ctx)
{
	struct bind b;

	if (pv_prepare(p, "INSERT INTO job_classes (job_id, class) VALUES (?, ?)", &b) < 0)
		return -1;
	pv_bid(&b, job_id);
	pv_btext(&b, ctx);
	return pv_insert(p, &b, "add job class", "job_classes") < 0 ? -1 : 0;
}

int64_t prov_job_add(struct prov *p, const struct prov_job *j)
{
	bool cls = j->cls && *j->cls;
	struct bind b;

	if (j->key && strlen(j->key) >= PROV_KEY_MAX) {
		warn("%s: add job: key longer than %d bytes", p->path, PROV_KEY_MAX - 1);
		return -1;
	}
	if (cls && p->version < PROV_CLASS_SINCE) {
		warn("%s: add job: class '%s', and schema version %d has no classes (they came with %d)", p->path,
		     j->cls, p->version, PROV_CLASS_SINCE);
		return -1;
	}
	if (pv_prepare(p, "INSERT INTO jobs (run_id, op, arch, dtype, key, spec_sha256, "
	    "templates_sha256, proposer_sha256, status, started_at) "
	    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', " NOW ")", &b) < 0)
		return -1;
	pv_bid(&b, j->run_id);
	pv_btext(&b, j->op);
	pv_btext(&b, j->arch);
	pv_btext(&b, j->dtype);
	pv_btext(&b, j->key);
	pv_btext(&b, j->spec_sha256);
	pv_btext(&b, j->templates_sha256);
	pv_btext(&b, j->proposer_sha256);
	/* the job and its class, or nothing */
	return cls ? insertwith(p, &b, "add job", "jobs", addclass, j->cls) : pv_insert(p, &b, "add job", "jobs");
}

/* check that an attempt exists and belongs to a job */
static int attemptofjob(struct prov *p, int64_t attempt_id, int64_t job_id, const char *what)
{
	struct bind b;
	int64_t owner = 0;
	int rc;

	if (pv_prepare(p, "SELECT job_id FROM attempts WHERE id = ?", &b) < 0)
		return -1;
	pv_bid(&b, attempt_id);
	rc = pv_step(p, &b, what);
	if (rc == SQLITE_ROW)
		owner = sqlite3_column_int64(b.st, 0);
	sqlite3_finalize(b.st);
	if (rc < 0)
		return -1;
	if (owner == job_id)
		return 0;
	if (rc == SQLITE_DONE)
		warn("%s: %s: no attempt %lld", p->path, what, (long long)attempt_id);
	else
		warn("%s: %s: attempt %lld belongs to job %lld, not job %lld", p->path, what,
		    (long long)attempt_id, (long long)owner, (long long)job_id);
	return -1;
}

int prov_job_set_status(struct prov *p, int64_t job_id, enum prov_status s, int64_t best_attempt_id)
{
	const char *name = prov_status_name(s);
	struct bind b;

	if (!name) {
		warn("%s: set job status: bad status %d", p->path, (int)s);
		return -1;
	}
	if (best_attempt_id > 0 && attemptofjob(p, best_attempt_id, job_id, "set job status") < 0)
		return -1;
	if (pv_prepare(p, "UPDATE jobs SET status = ?1, best_attempt_id = ?2, finished_at = "
	    "CASE WHEN ?1 = 'pending' THEN NULL ELSE " NOW " END WHERE id = ?3", &b) < 0)
		return -1;
	pv_btext(&b, name);
	pv_bid(&b, best_attempt_id);
	pv_bid(&b, job_id);
	return update(p, &b, "set job status", "jobs", job_id);
}

/* the digest to store for an attempt's source: computed from the source when
 * there is one (a given digest must match it), else the given one */
static int sourcedigest(struct prov *p, const struct prov_attempt *a, char hex[65],
    const char **digest)
{
	*digest = a->source_sha256;
	if (!a->source)
		return 0;
	sha256_buf(a->source, strlen(a->source), hex);
	if (a->source_sha256 && strcmp(a->source_sha256, hex) != 0) {
		warn("%s: add attempt: source_sha256 %s does not match the source (%s)",
		    p->path, a->source_sha256, hex);
		return -1;
	}
	*digest = hex;
	return 0;
}

static void bindattempt(struct bind *b, const struct prov_attempt *a, const char *digest)
{
	pv_bid(b, a->job_id);
	pv_bid(b, a->seq);
	pv_btext(b, a->proposer);
	pv_btext(b, a->params);
	pv_btext(b, a->prompt);
	pv_btext(b, a->response);
	pv_btext(b, a->model);
	pv_bint(b, a->tokens_in);
	pv_bint(b, a->tokens_out);
	pv_bint(b, a->latency_ms);
	pv_bint(b, a->http_status);
	pv_btext(b, a->source);
	pv_btext(b, digest);
	pv_btext(b, a->compile_cmd);
	pv_btext(b, a->compile_log);
	pv_bint(b, a->registers);
	pv_bint(b, a->smem_bytes);
	pv_bint(b, a->spill_bytes);
	pv_bint(b, a->seed);
	pv_btext(b, a->started_at);
	pv_bint(b, a->wall_ms);
}

int64_t prov_attempt_add(struct prov *p, const struct prov_attempt *a)
{
	const char *digest;
	char hex[65];
	struct bind b;

	if (sourcedigest(p, a, hex, &digest) < 0)
		return -1;
	if (pv_prepare(p, "INSERT INTO attempts (job_id, seq, proposer, params, prompt, response, "
	    "model, tokens_in, tokens_out, latency_ms, http_status, source, source_sha256, "
	    "compile_cmd, compile_log, registers, smem_bytes, spill_bytes, seed, started_at, "
	    "wall_ms) VALUES (?1, coalesce(?2, (SELECT coalesce(max(seq), 0) + 1 FROM attempts "
	    "WHERE job_id = ?1)), ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, "
	    "?17, ?18, ?19, coalesce(?20, " NOW "), ?21)", &b) < 0)
		return -1;
	bindattempt(&b, a, digest);
	return pv_insert(p, &b, "add attempt", "attempts");
}

int64_t prov_verdict_add(struct prov *p, int64_t attempt_id, const char *stage,
    const char *verdict, const char *detail, const char *evidence, double seconds, const char *sandbox)
{
	struct bind b;

	if (pv_prepare(p, "INSERT INTO verdicts (attempt_id, stage, verdict, detail, evidence, "
	    "created_at, seconds, sandbox) VALUES (?, ?, ?, ?, ?, " NOW ", ?, ?)", &b) < 0)
		return -1;
	pv_bid(&b, attempt_id);
	pv_btext(&b, stage);
	pv_btext(&b, verdict);
	pv_btext(&b, detail);
	pv_btext(&b, evidence);
	pv_breal(&b, seconds);
	pv_btext(&b, sandbox);
	return pv_insert(p, &b, "add verdict", "verdicts");
}

/* a measurement's times at the spec's least alignment (ctx: the measurement) in
 * measurement_placements, sealed like the measurement; 0 or -1 */
static int addplacement(struct prov *p, int64_t measurement_id, const void *ctx)
{
	const struct prov_measurement *m = ctx;
	struct bind b;

	if (pv_prepare(p, "INSERT INTO measurement_placements (measurement_id, min_align_median_us, min_align_ratio) "
	    "VALUES (?, ?, ?)", &b) < 0)
		return -1;
	pv_bid(&b, measurement_id);
	pv_breal(&b, m->min_align_median_us);
	pv_breal(&b, m->min_align_ratio);
	return pv_insert(p, &b, "add measurement placement", "measurement_placements") < 0 ? -1 : 0;
}

/* whether a measurement has times at the least alignment, each given one a finite
 * number above 0: 1, 0 (neither given), -1 after a warning */
static int placement(struct prov *p, const struct prov_measurement *m)
{
	const struct {
		const char *name;
		double v;
	} f[] = {{"min_align_median_us", m->min_align_median_us}, {"min_align_ratio", m->min_align_ratio}};
	int n = 0;

	for (size_t i = 0; i < AK_LEN(f); i++) {
		if (isnan(f[i].v))
			continue;
		if (!isfinite(f[i].v) || f[i].v <= 0) {
			warn("%s: add measurement: %s %g: not a finite number above 0", p->path, f[i].name, f[i].v);
			return -1;
		}
		n++;
	}
	if (n > 0 && p->version < PROV_PLACEMENT_SINCE) {
		warn("%s: add measurement: a time at the least alignment, and schema version %d has none (they came "
		     "with %d)", p->path, p->version, PROV_PLACEMENT_SINCE);
		return -1;
	}
	return n > 0;
}

int64_t prov_measurement_add(struct prov *p, const struct prov_measurement *m)
{
	struct bind b;
	int placed = placement(p, m);

	if (placed < 0)
		return -1;
	if (pv_prepare(p, "INSERT INTO measurements (attempt_id, shape, median_us, p10_us, p90_us, "
	    "reps, wall_us, roofline_floor_us, roofline_frac, baseline, baseline_us, "
	    "sm_clock_mhz, throttle_reasons) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", &b) < 0)
		return -1;
	pv_bid(&b, m->attempt_id);
	pv_btext(&b, m->shape);
	pv_breal(&b, m->median_us);
	pv_breal(&b, m->p10_us);
	pv_breal(&b, m->p90_us);
	pv_bint(&b, m->reps);
	pv_breal(&b, m->wall_us);
	pv_breal(&b, m->roofline_floor_us);
	pv_breal(&b, m->roofline_frac);
	pv_btext(&b, m->baseline);
	pv_breal(&b, m->baseline_us);
	pv_bint(&b, m->sm_clock_mhz);
	pv_btext(&b, m->throttle_reasons);
	/* the measurement and its times at the least alignment, or nothing */
	return placed ? insertwith(p, &b, "add measurement", "measurements", addplacement, m)
		      : pv_insert(p, &b, "add measurement", "measurements");
}

int64_t prov_artifact_add(struct prov *p, int64_t job_id, int64_t attempt_id,
    const char *path, const char *sha256, int64_t bytes)
{
	struct bind b;

	if (attempt_id > 0 && attemptofjob(p, attempt_id, job_id, "add artifact") < 0)
		return -1;
	if (pv_prepare(p, "INSERT INTO artifacts (job_id, attempt_id, path, sha256, bytes, "
	    "created_at) VALUES (?, ?, ?, ?, ?, " NOW ")", &b) < 0)
		return -1;
	pv_bid(&b, job_id);
	pv_bid(&b, attempt_id);
	pv_btext(&b, path);
	pv_btext(&b, sha256);
	pv_bint(&b, bytes);
	return pv_insert(p, &b, "add artifact", "artifacts");
}
