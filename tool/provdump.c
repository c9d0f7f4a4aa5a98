/* provdump.c: the provenance database as deterministic text, one row a line */
#define _POSIX_C_SOURCE 200809L
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "prov.h"
#include "provint.h"
#include "sha256.h"
#include "util.h"

/* longest text the dump prints inline rather than as a digest */
#define DUMP_INLINE_MAX 200

/* columns always dumped as a digest, however short */
static const char *const dump_digested[] = {
	"prompt", "response", "source", "compile_log",
};

static bool isdigested(const char *column)
{
	for (size_t i = 0; i < AK_LEN(dump_digested); i++)
		if (strcmp(column, dump_digested[i]) == 0)
			return true;
	return false;
}

static void dumpdigest(struct buf *b, const void *data, size_t n)
{
	char hex[65];

	sha256_buf(data, n, hex);
	bufprintf(b, "<sha256:%s bytes:%zu>", hex, n);
}

void pv_quote(struct buf *b, const unsigned char *s, size_t n)
{
	bufputc(b, '"');
	for (size_t i = 0; i < n; i++) {
		unsigned char c = s[i];

		if (c == '"' || c == '\\')
			bufprintf(b, "\\%c", c);
		else if (c == '\n')
			bufputs(b, "\\n");
		else if (c == '\r')
			bufputs(b, "\\r");
		else if (c == '\t')
			bufputs(b, "\\t");
		else if (c < 0x20 || c == 0x7f)
			bufprintf(b, "\\x%02x", c);
		else
			bufputc(b, (char)c);
	}
	bufputc(b, '"');
}

void pv_real(struct buf *b, double v)
{
	char s[40];

	for (int prec = 15; prec <= 17; prec++) {
		xsnprintf(s, sizeof(s), "%.*g", prec, v);
		if (strtod(s, NULL) == v)
			break;
	}
	bufputs(b, s);
	if (strspn(s, "-0123456789") == strlen(s))
		bufputs(b, ".0");
}

static void dumpvalue(struct buf *b, sqlite3_stmt *st, int i)
{
	const char *name = sqlite3_column_name(st, i);
	const unsigned char *s;
	size_t n;

	bufprintf(b, " %s=", name);
	switch (sqlite3_column_type(st, i)) {
	case SQLITE_NULL:
		bufputs(b, "NULL");
		break;
	case SQLITE_INTEGER:
		bufprintf(b, "%lld", (long long)sqlite3_column_int64(st, i));
		break;
	case SQLITE_FLOAT:
		pv_real(b, sqlite3_column_double(st, i));
		break;
	case SQLITE_TEXT:
		s = sqlite3_column_text(st, i);
		n = (size_t)sqlite3_column_bytes(st, i);
		if (n > DUMP_INLINE_MAX || isdigested(name))
			dumpdigest(b, s, n);
		else
			pv_quote(b, s, n);
		break;
	default:
		dumpdigest(b, sqlite3_column_blob(st, i), (size_t)sqlite3_column_bytes(st, i));
		break;
	}
}

/* the tables of a later schema with at most one row for a row of another (of): the
 * dump prints that row's columns last on the line of the row it is of, where there is
 * one, rather than in a section of its own, so that a database without them dumps as
 * before but for its schema_version line */
static const struct tail {
	const char *table, *of, *key;
	const char *cols;	/* the columns printed, as x.NAME AS NAME */
	int ncols, since;
} tails[] = {
	{"job_classes", "jobs", "job_id", "x.class AS class", 1, PROV_CLASS_SINCE},
	{"measurement_placements", "measurements", "measurement_id",
	 "x.min_align_median_us AS min_align_median_us, x.min_align_ratio AS min_align_ratio", 2, PROV_PLACEMENT_SINCE},
};

static const struct tail *tailof(const struct prov *p, const char *table)
{
	for (size_t i = 0; i < AK_LEN(tails); i++)
		if (strcmp(tails[i].of, table) == 0 && p->version >= tails[i].since)
			return &tails[i];
	return NULL;
}

static bool istail(const char *table)
{
	for (size_t i = 0; i < AK_LEN(tails); i++)
		if (strcmp(tails[i].table, table) == 0)
			return true;
	return false;
}

static int dumptable(struct prov *p, const char *table, FILE *out)
{
	/* the row's own columns, then whether it has a tail row and that row's columns */
	const struct tail *t = tailof(p, table);
	char *sql = t ? xasprintf("SELECT r.*, x.id IS NOT NULL, %s FROM %s r LEFT JOIN %s x ON x.%s = r.id ORDER BY r.id",
				  t->cols, table, t->table, t->key)
		      : xasprintf("SELECT * FROM %s ORDER BY id", table);
	struct buf line = {0};
	struct bind b;
	int rc = pv_prepare(p, sql, &b), n, own;

	free(sql);
	if (rc < 0)
		return -1;
	fprintf(out, "# %s\n", table);
	n = sqlite3_column_count(b.st);
	own = t ? n - 1 - t->ncols : n;
	while ((rc = pv_step(p, &b, "dump")) == SQLITE_ROW) {
		line.len = 0;
		bufputs(&line, table);
		for (int i = 0; i < n; i++)
			if (i < own || (i > own && sqlite3_column_int(b.st, own)))
				dumpvalue(&line, b.st, i);
		bufputc(&line, '\n');
		fwrite(line.data, 1, line.len, out);
	}
	sqlite3_finalize(b.st);
	buffree(&line);
	return rc == SQLITE_DONE ? 0 : -1;
}

int prov_dump(struct prov *p, FILE *out)
{
	bool own = sqlite3_get_autocommit(p->db);
	int rc = 0;

	/* one read transaction, so all tables come from one snapshot */
	if (own && pv_exec(p, "BEGIN", "begin dump") < 0)
		return -1;
	fprintf(out, "# akops provenance dump, format 1\nschema_version=%d\n", p->version);
	if (p->version >= PROV_LEDGER_SINCE) {
		char head[65];
		int64_t n;

		rc = prov_ledger_head(p, head, &n);
		if (rc == 0)
			fprintf(out, "ledger_head=%s ledger_entries=%lld\n", head, (long long)n);
	}
	for (size_t i = 0; rc == 0 && i < AK_LEN(prov_ledger_tables); i++)
		if (prov_ledger_tables[i].since <= p->version && !istail(prov_ledger_tables[i].name))
			rc = dumptable(p, prov_ledger_tables[i].name, out);
	if (own)
		sqlite3_exec(p->db, "COMMIT", NULL, NULL, NULL);
	if (rc == 0 && (fflush(out) != 0 || ferror(out))) {
		warn("%s: write dump:", p->path);
		rc = -1;
	}
	return rc;
}

