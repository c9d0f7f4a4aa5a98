/* provcompare.c: the comparisons with PyTorch in the provenance database (schema 6):
 * what bench/compare.py measured, one row a JSON file and one a timed implementation
 * of a shape, each sealed in the ledger as it is written (compare.c reads the JSON,
 * explain.c shows the figures) */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <sqlite3.h>
#include <string.h>

#include "prov.h"
#include "provint.h"
#include "util.h"

void prov_comparison_init(struct prov_comparison *c)
{
	*c = (struct prov_comparison){0};
	c->copy_gbps = c->min_ms = NAN;
	c->file_bytes = c->seed = -1;
}

void prov_comparison_time_init(struct prov_comparison_time *t)
{
	*t = (struct prov_comparison_time){0};
	t->median_us = t->p10_us = t->p90_us = NAN;
	t->calls = t->min_bytes = t->attempt_id = -1;
}

static bool hascompare(struct prov *p, const char *what, bool quiet)
{
	if (p->version >= PROV_COMPARE_SINCE)
		return true;
	if (!quiet)
		warn("%s: %s: schema version %d has no comparisons (version %d has; 'akgen migrate')", p->path, what,
		     p->version, PROV_COMPARE_SINCE);
	return false;
}

int64_t prov_comparison_add(struct prov *p, const struct prov_comparison *c)
{
	struct bind b;

	if (!hascompare(p, "add comparison", false))
		return -1;
	if (pv_prepare(p, "INSERT INTO comparisons (imported_at, importer, import_command, file, file_sha256, "
	    "file_bytes, tool, command, date, dtype, arch, gpu, capability, driver, torch, torch_cuda, triton, "
	    "python, nvcc, sm_clock, copy_gbps, copy_source, method, min_ms, seed, lib_path, lib_version, "
	    "lib_sha256) VALUES (" NOW ", ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
	    "?, ?, ?)", &b) < 0)
		return -1;
	pv_btext(&b, c->importer);
	pv_btext(&b, c->import_command);
	pv_btext(&b, c->file);
	pv_btext(&b, c->file_sha256);
	pv_bint(&b, c->file_bytes);
	pv_btext(&b, c->tool);
	pv_btext(&b, c->command);
	pv_btext(&b, c->date);
	pv_btext(&b, c->dtype);
	pv_btext(&b, c->arch);
	pv_btext(&b, c->gpu);
	pv_btext(&b, c->capability);
	pv_btext(&b, c->driver);
	pv_btext(&b, c->torch);
	pv_btext(&b, c->torch_cuda);
	pv_btext(&b, c->triton);
	pv_btext(&b, c->python);
	pv_btext(&b, c->nvcc);
	pv_btext(&b, c->sm_clock);
	pv_breal(&b, c->copy_gbps);
	pv_btext(&b, c->copy_source);
	pv_btext(&b, c->method);
	pv_breal(&b, c->min_ms);
	pv_bint(&b, c->seed);
	pv_btext(&b, c->lib_path);
	pv_btext(&b, c->lib_version);
	pv_btext(&b, c->lib_sha256);
	return pv_insert(p, &b, "add comparison", "comparisons");
}

int64_t prov_comparison_time_add(struct prov *p, const struct prov_comparison_time *t)
{
	struct bind b;

	if (!hascompare(p, "add comparison time", false))
		return -1;
	if (pv_prepare(p, "INSERT INTO comparison_times (comparison_id, op, shape, label, kind, impl, median_us, "
	    "p10_us, p90_us, calls, method, min_bytes, check_text, warnings, error, variant, attempt_id) "
	    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", &b) < 0)
		return -1;
	pv_bid(&b, t->comparison_id);
	pv_btext(&b, t->op);
	pv_btext(&b, t->shape);
	pv_btext(&b, t->label);
	pv_btext(&b, t->kind);
	pv_btext(&b, t->impl);
	pv_breal(&b, t->median_us);
	pv_breal(&b, t->p10_us);
	pv_breal(&b, t->p90_us);
	pv_bint(&b, t->calls);
	pv_btext(&b, t->method);
	pv_bint(&b, t->min_bytes);
	pv_btext(&b, t->check_text);
	pv_btext(&b, t->warnings);
	pv_btext(&b, t->error);
	pv_btext(&b, t->variant);
	pv_bint(&b, t->attempt_id);
	return pv_insert(p, &b, "add comparison time", "comparison_times");
}

int64_t prov_comparison_find(struct prov *p, const char *file_sha256)
{
	struct bind b;
	int64_t id = 0;
	int rc;

	if (!hascompare(p, "find comparison", true))
		return 0;
	if (pv_prepare(p, "SELECT id FROM comparisons WHERE file_sha256 = ?", &b) < 0)
		return -1;
	pv_btext(&b, file_sha256);
	rc = pv_step(p, &b, "find comparison");
	if (rc == SQLITE_ROW)
		id = sqlite3_column_int64(b.st, 0);
	sqlite3_finalize(b.st);
	return rc < 0 ? -1 : id;
}

int64_t prov_attempt_of_source(struct prov *p, const char *op, const char *dtype, const char *arch,
			       const char *source_sha256)
{
	struct bind b;
	int64_t id = 0;
	int rc;

	if (pv_prepare(p, "SELECT a.id FROM attempts a JOIN jobs j ON j.id = a.job_id WHERE j.op = ? AND j.dtype = ? "
	    "AND j.arch = ? AND a.source_sha256 = ? ORDER BY j.id DESC, a.id = j.best_attempt_id DESC, a.id DESC "
	    "LIMIT 1", &b) < 0)
		return -1;
	pv_btext(&b, op);
	pv_btext(&b, dtype);
	pv_btext(&b, arch);
	pv_btext(&b, source_sha256);
	rc = pv_step(p, &b, "find the attempt of a source");
	if (rc == SQLITE_ROW)
		id = sqlite3_column_int64(b.st, 0);
	sqlite3_finalize(b.st);
	return rc < 0 ? -1 : id;
}

static const char *text(sqlite3_stmt *st, int i)
{
	return (const char *)sqlite3_column_text(st, i);
}

static double real(sqlite3_stmt *st, int i)
{
	return sqlite3_column_type(st, i) == SQLITE_NULL ? NAN : sqlite3_column_double(st, i);
}

static int64_t integer(sqlite3_stmt *st, int i)
{
	return sqlite3_column_type(st, i) == SQLITE_NULL ? -1 : sqlite3_column_int64(st, i);
}

int prov_comparison_times(struct prov *p, const char *op, const char *dtype, const char *arch,
    int (*fn)(void *ctx, const struct prov_comparison_row *r), void *ctx)
{
	struct bind b;
	int rc, stop = 0;

	if (!hascompare(p, "read comparisons", true))
		return 0;
	if (pv_prepare(p, "SELECT c.id, c.imported_at, c.file, c.file_sha256, c.file_bytes, c.tool, c.command, "
	    "c.date, c.dtype, c.arch, c.gpu, c.capability, c.driver, c.torch, c.torch_cuda, c.triton, c.python, "
	    "c.nvcc, c.sm_clock, c.copy_gbps, c.copy_source, c.method, c.min_ms, c.seed, c.lib_path, c.lib_version, "
	    "c.lib_sha256, c.importer, c.import_command, "
	    "t.op, t.shape, t.label, t.kind, t.impl, t.median_us, t.p10_us, t.p90_us, t.calls, t.method, "
	    "t.min_bytes, t.check_text, t.warnings, t.error, t.variant, t.attempt_id "
	    "FROM comparison_times t JOIN comparisons c ON c.id = t.comparison_id "
	    "WHERE t.op = ? AND c.dtype = ? AND c.arch = ? ORDER BY c.date DESC, c.id DESC, t.id", &b) < 0)
		return -1;
	pv_btext(&b, op);
	pv_btext(&b, dtype);
	pv_btext(&b, arch);
	while ((rc = pv_step(p, &b, "read comparisons")) == SQLITE_ROW) {
		struct prov_comparison_row r;
		sqlite3_stmt *st = b.st;
		int k = 0;

		prov_comparison_init(&r.c);
		prov_comparison_time_init(&r.t);
		r.comparison_id = r.t.comparison_id = sqlite3_column_int64(st, k++);
		r.imported_at = text(st, k++);
		r.c.file = text(st, k++);
		r.c.file_sha256 = text(st, k++);
		r.c.file_bytes = integer(st, k++);
		r.c.tool = text(st, k++);
		r.c.command = text(st, k++);
		r.c.date = text(st, k++);
		r.c.dtype = text(st, k++);
		r.c.arch = text(st, k++);
		r.c.gpu = text(st, k++);
		r.c.capability = text(st, k++);
		r.c.driver = text(st, k++);
		r.c.torch = text(st, k++);
		r.c.torch_cuda = text(st, k++);
		r.c.triton = text(st, k++);
		r.c.python = text(st, k++);
		r.c.nvcc = text(st, k++);
		r.c.sm_clock = text(st, k++);
		r.c.copy_gbps = real(st, k++);
		r.c.copy_source = text(st, k++);
		r.c.method = text(st, k++);
		r.c.min_ms = real(st, k++);
		r.c.seed = integer(st, k++);
		r.c.lib_path = text(st, k++);
		r.c.lib_version = text(st, k++);
		r.c.lib_sha256 = text(st, k++);
		r.c.importer = text(st, k++);
		r.c.import_command = text(st, k++);
		r.t.op = text(st, k++);
		r.t.shape = text(st, k++);
		r.t.label = text(st, k++);
		r.t.kind = text(st, k++);
		r.t.impl = text(st, k++);
		r.t.median_us = real(st, k++);
		r.t.p10_us = real(st, k++);
		r.t.p90_us = real(st, k++);
		r.t.calls = integer(st, k++);
		r.t.method = text(st, k++);
		r.t.min_bytes = integer(st, k++);
		r.t.check_text = text(st, k++);
		r.t.warnings = text(st, k++);
		r.t.error = text(st, k++);
		r.t.variant = text(st, k++);
		r.t.attempt_id = integer(st, k++);
		if ((stop = fn(ctx, &r)) != 0)
			break;
	}
	sqlite3_finalize(b.st);
	return stop != 0 ? stop : rc == SQLITE_DONE ? 0 : -1;
}
