/* provimport.c: the provenance database built again from its text records
 * (provrecords.c has the format, of either version): into a temporary file beside the
 * database, every file and text checked against the MANIFEST, the files parsed line
 * by line (each value in the one form an export writes it in, a long text from
 * texts/), the foreign keys, the ledger against every row and its head against the
 * MANIFEST's; then renamed over the database, so that nothing half-built is ever
 * there */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "prov.h"
#include "provint.h"
#include "provrec.h"
#include "util.h"

/* ---- one line */

static int hexval(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* a quoted string at *s (past its opening quote) into out; the escapes pv_quote writes,
 * and only where it writes them */
static const char *unquote(const char **s, const char *end, struct buf *out)
{
	const char *q = *s;

	out->len = 0;
	for (; q < end && *q != '"'; q++) {
		unsigned char c = (unsigned char)*q;
		int hi, lo;

		if (c < 0x20 || c == 0x7f)
			return "a control byte that is not escaped";
		if (c != '\\') {
			bufputc(out, (char)c);
			continue;
		}
		if (++q == end)
			return "a string cut short";
		switch (*q) {
		case '"': case '\\': bufputc(out, *q); break;
		case 'n': bufputc(out, '\n'); break;
		case 'r': bufputc(out, '\r'); break;
		case 't': bufputc(out, '\t'); break;
		case 'x':
			if (end - q < 3 || (hi = hexval(q[1])) < 0 || (lo = hexval(q[2])) < 0)
				return "a \\x escape without two lowercase hex digits";
			c = (unsigned char)(hi << 4 | lo);
			if ((c >= 0x20 && c != 0x7f) || c == '\n' || c == '\r' || c == '\t')
				return "a \\x escape of a byte that is written as it is or as \\n, \\r or \\t";
			bufputc(out, (char)c);
			q += 2;
			break;
		default:
			return "an unknown escape";
		}
	}
	if (q == end)
		return "a string without its closing quote";
	*s = q + 1;
	return NULL;
}

static const char *unhex(const char **s, const char *end, struct buf *out)
{
	const char *q = *s;

	out->len = 0;
	for (; q < end && *q != '"'; q += 2) {
		int hi = hexval(q[0]), lo = q + 1 < end ? hexval(q[1]) : -1;

		if (hi < 0 || lo < 0)
			return "a blob that is not pairs of lowercase hex digits";
		bufputc(out, (char)(hi << 4 | lo));
	}
	if (q == end)
		return "a blob without its closing quote";
	*s = q + 1;
	return NULL;
}

/* a real as pv_real writes it: strtod's reading, whatever errno says of a subnormal
 * or an overflow, which pv_real's form then refuses unless it is the value's own */
static bool realof(const char *s, double *d)
{
	char *end;

	if (strcmp(s, "inf") == 0 || strcmp(s, "-inf") == 0) {
		*d = s[0] == '-' ? -INFINITY : INFINITY;
		return true;
	}
	if (s[strspn(s, "0123456789-.e+")] != '\0')
		return false;
	*d = strtod(s, &end);
	return end != s && *end == '\0';
}

/* a bare value (NULL, an integer, a real) of n bytes, bound to parameter i */
static const char *bare(const char *v, size_t n, sqlite3_stmt *st, int i, int64_t *iv, bool *isint)
{
	struct buf again = {0};
	char tmp[48];
	double d;
	bool ok;

	*isint = false;
	if (n == 4 && memcmp(v, "NULL", 4) == 0)
		return sqlite3_bind_null(st, i) == SQLITE_OK ? NULL : "cannot bind NULL";
	if (n == 0 || n >= sizeof(tmp))
		return "a value that is neither NULL, a number, a \"string\" nor a x\"blob\"";
	memcpy(tmp, v, n);
	tmp[n] = '\0';
	if (strspn(tmp + (tmp[0] == '-'), "0123456789") == n - (tmp[0] == '-')) {
		ok = parseint(tmp, iv);
		if (ok)
			bufprintf(&again, "%" PRId64, *iv);
		ok = ok && strcmp(again.data, tmp) == 0;
		buffree(&again);
		*isint = ok;
		if (!ok)
			return "an integer out of range or not in its one form";
		return sqlite3_bind_int64(st, i, *iv) == SQLITE_OK ? NULL : "cannot bind an integer";
	}
	ok = realof(tmp, &d) && !isnan(d);
	if (ok)
		pv_real(&again, d);
	ok = ok && strcmp(again.data, tmp) == 0;
	buffree(&again);
	if (!ok)
		return "a value that is neither NULL, an integer, a real in its one form, a \"string\" nor a x\"blob\"";
	return sqlite3_bind_double(st, i, d) == SQLITE_OK ? NULL : "cannot bind a real";
}

/* the insert of one table: its statement and column names */
struct ins {
	sqlite3_stmt *st;
	char **cols;
	int ncols;
	int optional;	/* the column a row may leave out (rec_optional), or -1 */
};

/* where the rows come from: the records' directory and their MANIFEST, whose texts
 * (read before the rows) note the rows that refer to them; the texts met so far */
struct src {
	const char *dir;
	struct manifest *m;
	int met;
	int64_t *omitted;	/* the rows that left the optional column out, in id order */
	size_t nomitted, capomitted;
};

/* a string at *s (past its opening quote) in its one form: inline only when shorter
 * than REC_TEXT_MIN, from format 2 */
static const char *inlinetext(const struct src *r, const char **s, const char *end, struct buf *out)
{
	const char *err = unquote(s, end, out);

	if (!err && r->m->format >= 2 && out->len >= REC_TEXT_MIN)
		err = "a string of " STR(REC_TEXT_MIN) " bytes or more inline: an export writes it as t\"SHA256\", its "
		      "bytes in texts/";
	return err;
}

/* a text by reference at *s (past t"): one the MANIFEST lists (its bytes read and
 * checked before the rows, held by the MANIFEST) into *x; in format 3 the texts are
 * listed in the order the rows first refer to them */
static const char *reftext(struct src *r, const char **s, const char *end, const struct mtext **out)
{
	struct mtext *x;

	if (end - *s < 65 || strspn(*s, "0123456789abcdef") < 64 || (*s)[64] != '"')
		return "a text t\"\" that is not 64 lowercase hex digits";
	if (!(x = rec_text(r->m, *s)))
		return "a text t\"SHA256\" that the MANIFEST does not list";
	if (!x->used && r->m->format >= 3 && x - r->m->x != r->met)
		return "the first row to refer to this text comes before the first to refer to one the MANIFEST lists "
		       "before it (an export lists the texts in the order its rows first refer to them)";
	if (!x->used)
		r->met++;
	x->used = true;
	*out = x;
	*s += 65;
	return NULL;
}

/* one line of a table's file, bound to its insert; the row's id into *id; returns
 * NULL or what is wrong, with the column into *col */
static const char *rowbind(const struct ins *in, struct src *r, const char *s, const char *end, struct buf *tmp,
			   int64_t *id, int *col, bool *omitted)
{
	*omitted = false;
	for (int i = 0; i < in->ncols; i++) {
		size_t n = strlen(in->cols[i]);
		const char *err = NULL, *v;
		int64_t iv = 0;
		bool isint = false;

		*col = i;
		if (i == in->optional && i > 0 && i + 1 < in->ncols &&
		    ((size_t)(end - s) <= n || memcmp(s, in->cols[i], n) != 0 || s[n] != '=')) {
			/* left out: bound empty, derived after the table (derivelater) */
			*omitted = true;
			if (sqlite3_bind_text(in->st, i + 1, "", 0, SQLITE_STATIC) != SQLITE_OK)
				return "cannot bind a string";
			continue;
		}
		if ((size_t)(end - s) <= n || memcmp(s, in->cols[i], n) != 0 || s[n] != '=')
			return i ? "not the next column of the table, as name=" : "not a row of the table (id= first)";
		s += n + 1;
		if ((s < end && *s == '"') || (end - s >= 2 && s[0] == 't' && s[1] == '"')) {
			const struct mtext *x = NULL;
			bool ref = *s == 't';

			s += ref ? 2 : 1;
			if (!(err = ref ? reftext(r, &s, end, &x) : inlinetext(r, &s, end, tmp)))
				err = sqlite3_bind_text64(in->st, i + 1, x ? x->data : tmp->len ? tmp->data : "",
							  x ? (sqlite3_uint64)x->bytes : tmp->len, SQLITE_TRANSIENT,
							  SQLITE_UTF8) == SQLITE_OK ? NULL : "cannot bind a string";
		} else if (end - s >= 2 && s[0] == 'x' && s[1] == '"') {
			s += 2;
			if (!(err = unhex(&s, end, tmp)))
				err = sqlite3_bind_blob64(in->st, i + 1, tmp->len ? tmp->data : "", tmp->len,
							  SQLITE_TRANSIENT) == SQLITE_OK ? NULL : "cannot bind a blob";
		} else {
			v = s;
			while (s < end && *s != ' ')
				s++;
			err = bare(v, (size_t)(s - v), in->st, i + 1, &iv, &isint);
		}
		if (!err && i == 0 && !isint)
			err = "an id that is not an integer";
		if (!err && i + 1 < in->ncols && (s == end || *s++ != ' '))
			err = s == end ? "a row cut short: columns are missing" : "no single space after the value";
		if (err)
			return err;
		if (i == 0)
			*id = iv;
	}
	*col = in->ncols - 1;
	return s == end ? NULL : "more after the last column";
}

/* ---- the tables */

static void insfree(struct ins *in)
{
	sqlite3_finalize(in->st);
	for (int i = 0; i < in->ncols; i++)
		free(in->cols[i]);
	free(in->cols);
	memset(in, 0, sizeof(*in));
}

/* the insert of every column of table name, in the table's order; those the records
 * of that format leave out (rec_derived) last, inserted empty and derived after */
static int insprepare(struct prov *p, const char *name, int format, struct ins *in)
{
	char *sql = xasprintf("SELECT * FROM %s LIMIT 0", name);
	struct buf ins = {0}, vals = {0};
	struct bind b;
	int total, rc = pv_prepare(p, sql, &b);

	free(sql);
	memset(in, 0, sizeof(*in));
	in->optional = -1;
	if (rc < 0)
		return -1;
	total = sqlite3_column_count(b.st);
	in->cols = xcalloc((size_t)total, sizeof(in->cols[0]));
	bufprintf(&ins, "INSERT INTO %s (", name);
	for (int i = 0; i < total; i++) {
		const char *col = sqlite3_column_name(b.st, i);
		bool derived = rec_derived(format, name, col);

		if (derived && i + 1 < total && !rec_derived(format, name, sqlite3_column_name(b.st, i + 1)))
			rc = -1;	/* a derived column before one the records hold */
		if (!derived && rec_optional(format, name, col))
			in->optional = in->ncols;
		if (!derived)
			in->cols[in->ncols++] = xstrdup(col);
		bufprintf(&ins, "%s%s", i ? ", " : "", col);
		bufputs(&vals, !i ? "?" : derived ? ", ''" : ", ?");
	}
	sqlite3_finalize(b.st);
	if (rc < 0) {
		warn("%s: table %s has a derived column before one the records hold", p->path, name);
		buffree(&ins);
		buffree(&vals);
		return -1;
	}
	bufprintf(&ins, ") VALUES (%s)", vals.data);
	rc = in->ncols > 0 && strcmp(in->cols[0], "id") == 0 ? pv_prepare(p, ins.data, &b) : -1;
	if (rc == 0)
		in->st = b.st;
	else if (in->ncols == 0 || strcmp(in->cols[0], "id") != 0)
		warn("%s: table %s does not begin with its id", p->path, name);
	buffree(&ins);
	buffree(&vals);
	return rc;
}

/* the rows of one file; 0, 1 with why naming the file and line, -1 */
static int importfile(struct prov *p, const struct ins *in, struct src *r, const struct mtable *t,
		      const struct mfile *f, const struct buf *data, int64_t *lastid, struct buf *why)
{
	const char *s = data->data, *end = data->data + data->len;
	struct buf tmp = {0};
	char name[32];
	int64_t line = 0;
	int rc = 0;

	rec_fname(f, name);
	while (rc == 0 && s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s)), *err = NULL;
		int64_t id = 0;
		int col = -1;
		bool omitted = false;

		line++;
		if (!nl)
			err = "the last line has no newline (the file was cut short)";
		else if ((size_t)(nl - s) > REC_LINE_MAX)
			err = "a line longer than the records' limit";
		else if (line > f->rows)
			err = "more rows than the MANIFEST says";
		else if (!(err = rowbind(in, r, s, nl, &tmp, &id, &col, &omitted)) &&
			 (id <= *lastid || id < f->first || id - f->first >= t->per_file)) {
			err = "out of order, or outside the file's range";
			col = 0;
		}
		if (err) {
			bufprintf(why, "%s/%s line %" PRId64 ": %s%s%s%s", t->name, name, line, col >= 0 ? "column " : "",
				  col >= 0 ? in->cols[col] : "", col >= 0 ? ": " : "", err);
			rc = 1;
			break;
		}
		*lastid = id;
		if (omitted) {
			if (r->nomitted == r->capomitted) {
				r->capomitted = r->capomitted ? 2 * r->capomitted : 1024;
				r->omitted = xreallocarray(r->omitted, r->capomitted, sizeof(*r->omitted));
			}
			r->omitted[r->nomitted++] = id;
		}
		if (sqlite3_step(in->st) != SQLITE_DONE) {
			bufprintf(why, "%s/%s line %" PRId64 ": %s row %" PRId64 ": %s", t->name, name, line, t->name, id,
				  sqlite3_errmsg(p->db));
			rc = 1;
		}
		sqlite3_reset(in->st);
		sqlite3_clear_bindings(in->st);
		s = nl + 1;
	}
	if (rc == 0 && line != f->rows) {
		bufprintf(why, "%s/%s: %" PRId64 " rows, the MANIFEST says %" PRId64, t->name, name, line, f->rows);
		rc = 1;
	}
	buffree(&tmp);
	return rc;
}

/* the ledger's prev and hash, which records of format 3 and 4 leave out: made again from
 * each entry's fields, in id order, as prov_ledger_hash makes them */
static int chainledger(struct prov *p)
{
	struct bind b, u;
	char prev[65], hash[65];
	int rc;

	memcpy(prev, rec_zerohash, 65);
	if (pv_prepare(p, "SELECT id, tbl, row_id, row_sha256, origin FROM ledger ORDER BY id", &b) < 0)
		return -1;
	if (pv_prepare(p, "UPDATE ledger SET prev = ?, hash = ? WHERE id = ?", &u) < 0) {
		sqlite3_finalize(b.st);
		return -1;
	}
	while ((rc = pv_step(p, &b, "derive the ledger")) == SQLITE_ROW) {
		prov_ledger_hash(prev, (const char *)sqlite3_column_text(b.st, 1), sqlite3_column_int64(b.st, 2),
				 (const char *)sqlite3_column_text(b.st, 3), (const char *)sqlite3_column_text(b.st, 4),
				 hash);
		sqlite3_bind_text(u.st, 1, prev, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(u.st, 2, hash, -1, SQLITE_TRANSIENT);
		sqlite3_bind_int64(u.st, 3, sqlite3_column_int64(b.st, 0));
		if (pv_step(p, &u, "derive the ledger") != SQLITE_DONE) {
			rc = -1;
			break;
		}
		sqlite3_reset(u.st);
		memcpy(prev, hash, 65);
	}
	sqlite3_finalize(b.st);
	sqlite3_finalize(u.st);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* the row_sha256 of the entries that left it out (records of format 4), each the digest
 * of its row as imported; then one form: the entries that leave it out are exactly
 * those whose rows give it again (pv_ledger_derivable), as an export writes them.
 * 0, 1 with why, -1 */
static int derivelater(struct prov *p, const struct src *r, struct buf *why)
{
	struct bind b, u;
	int64_t *d = NULL;
	size_t nd = 0;
	int rc = 0;

	if (pv_prepare(p, "SELECT tbl, row_id FROM ledger WHERE id = ?", &b) < 0)
		return -1;
	if (pv_prepare(p, "UPDATE ledger SET row_sha256 = ? WHERE id = ?", &u) < 0) {
		sqlite3_finalize(b.st);
		return -1;
	}
	for (size_t i = 0; rc == 0 && i < r->nomitted; i++) {
		char hex[65], tbl[64];
		int64_t row;

		sqlite3_bind_int64(b.st, 1, r->omitted[i]);
		if (pv_step(p, &b, "read a ledger entry") != SQLITE_ROW) {
			rc = -1;
			break;
		}
		snprintf(tbl, sizeof(tbl), "%s", (const char *)sqlite3_column_text(b.st, 0));
		row = sqlite3_column_int64(b.st, 1);
		sqlite3_reset(b.st);
		rc = pv_ledger_covers(p, tbl) ? pv_row_digest(p, tbl, row, hex) : 1;
		if (rc == 1) {
			bufprintf(why, "ledger entry %" PRId64 ": its row_sha256 is left out, and %s row %" PRId64
				  " is not in the records to give it", r->omitted[i], tbl, row);
			break;
		}
		sqlite3_bind_text(u.st, 1, hex, -1, SQLITE_TRANSIENT);
		sqlite3_bind_int64(u.st, 2, r->omitted[i]);
		if (rc == 0 && pv_step(p, &u, "derive a ledger entry") != SQLITE_DONE)
			rc = -1;
		sqlite3_reset(u.st);
	}
	sqlite3_finalize(b.st);
	sqlite3_finalize(u.st);
	if (rc == 0)
		rc = pv_ledger_derivable(p, &d, &nd);
	for (size_t i = 0, k = 0; rc == 0 && (i < r->nomitted || k < nd); ) {
		if (i < r->nomitted && k < nd && r->omitted[i] == d[k]) {
			i++, k++;
		} else if (k == nd || (i < r->nomitted && r->omitted[i] < d[k])) {
			bufprintf(why, "ledger entry %" PRId64 ": its row_sha256 is left out, but a later entry seals "
				  "its row again: an export leaves it out of a row's last entry only", r->omitted[i]);
			rc = 1;
		} else {
			bufprintf(why, "ledger entry %" PRId64 ": its row_sha256 is written, where its row gives it "
				  "(an export leaves it out of a row's last entry)", d[k]);
			rc = 1;
		}
	}
	free(d);
	return rc;
}

static int importtable(struct prov *p, struct src *r, const struct mtable *t, struct buf *why)
{
	struct buf data = {0};
	struct ins in;
	int64_t lastid = 0;
	int rc = insprepare(p, t->name, r->m->format, &in);

	for (int k = 0; rc == 0 && k < t->nf; k++) {
		rc = rec_readrec(r->dir, t, &t->f[k], &data, why);
		if (rc == 0)
			rc = importfile(p, &in, r, t, &t->f[k], &data, &lastid, why);
	}
	if (rc == 0 && rec_optional(r->m->format, t->name, "row_sha256"))
		rc = derivelater(p, r, why);
	if (rc == 0 && rec_derived(r->m->format, t->name, "hash"))
		rc = chainledger(p);
	insfree(&in);
	buffree(&data);
	return rc;
}

/* the tables the new file has must be the records': none the schema lacks (a
 * MANIFEST lists its tables in rec_tables order), and each it has */
static int sametables(struct prov *p, const struct manifest *m, struct buf *why)
{
	int n = 0, rc = 0;

	for (int i = 0; rc == 0 && i < m->nt; i++)
		if (!rec_tableexists(p, m->t[i].name, &rc) && rc == 0) {
			bufprintf(why, "MANIFEST: table %s, which schema version %d does not have", m->t[i].name, m->version);
			return 1;
		}
	for (int i = 0; rc == 0 && i < REC_TABLES; i++) {
		if (!rec_tableexists(p, rec_tables[i].name, &rc))
			continue;
		if (rc == 0 && (n >= m->nt || strcmp(m->t[n].name, rec_tables[i].name) != 0)) {
			bufprintf(why, "MANIFEST: no table %s, which schema version %d has", rec_tables[i].name, m->version);
			return 1;
		}
		n++;
	}
	return rc;
}

/* a row that refers to one the records do not hold */
static int foreignkeys(struct prov *p, struct buf *why)
{
	struct bind b;
	int rc;

	if (pv_prepare(p, "PRAGMA foreign_key_check", &b) < 0)
		return -1;
	rc = pv_step(p, &b, "check foreign keys");
	if (rc == SQLITE_ROW)
		bufprintf(why, "%s row %" PRId64 ": refers to a row of %s that is not in the records",
			  (const char *)sqlite3_column_text(b.st, 0), (int64_t)sqlite3_column_int64(b.st, 1),
			  (const char *)sqlite3_column_text(b.st, 2));
	sqlite3_finalize(b.st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

/* every text the MANIFEST lists is one a row refers to: an export writes no other */
static int unreferenced(const struct manifest *m, struct buf *why)
{
	for (int i = 0; i < m->nx; i++)
		if (!m->x[i].used) {
			bufprintf(why, "text %s: no row refers to it (an export writes only the texts of its rows)",
				  m->x[i].sha);
			return 1;
		}
	return 0;
}

/* every row into p, in one transaction */
static int fill(struct prov *p, const char *dir, struct manifest *m, struct buf *why)
{
	struct src r = {.dir = dir, .m = m};
	int rc = sametables(p, m, why);

	if (rc == 0 && (pv_exec(p, "BEGIN IMMEDIATE", "begin import") < 0 ||
			pv_exec(p, "PRAGMA defer_foreign_keys = ON", "defer foreign keys") < 0))
		rc = -1;
	for (int i = 0; rc == 0 && i < m->nt; i++)
		rc = importtable(p, &r, &m->t[i], why);
	if (rc == 0)
		rc = unreferenced(m, why);
	if (rc == 0)
		rc = foreignkeys(p, why);
	if (rc == 0 && pv_exec(p, "COMMIT", "commit import") < 0)
		rc = -1;
	if (rc != 0)
		sqlite3_exec(p->db, "ROLLBACK", NULL, NULL, NULL);
	free(r.omitted);
	return rc;
}

/* the ledger, every row against it and its head against the manifest's */
static int checkledger(struct prov *p, const struct manifest *m, struct buf *why)
{
	struct buf lw = {0};
	char head[65];
	int64_t n = 0;
	int rc = 0;

	if (p->version >= PROV_LEDGER_SINCE) {
		rc = prov_ledger_check(p, &lw, head, &n);
		if (rc == 1)
			bufprintf(why, "the ledger: %s", lw.data);
	} else {
		memcpy(head, rec_zerohash, 65);
	}
	if (rc == 0 && (strcmp(head, m->head) != 0 || n != m->entries)) {
		bufprintf(why, "MANIFEST: ledger_head=%.16s... ledger_entries=%" PRId64 ", but the records' ledger ends "
			  "at %.16s... after %" PRId64 " entries", m->head, m->entries, head, n);
		rc = 1;
	}
	buffree(&lw);
	return rc;
}

/* remove a database file and its WAL and shared memory */
static void removedb(const char *path)
{
	char *wal = xasprintf("%s-wal", path), *shm = xasprintf("%s-shm", path);

	unlink(path);
	unlink(wal);
	unlink(shm);
	free(wal);
	free(shm);
}

/* the new file in place of path: the old one's WAL and shared memory go first, or
 * SQLite would apply that WAL to the new file */
static int replace(const char *tmp, const char *path)
{
	char *wal = xasprintf("%s-wal", tmp);
	int rc = 0;

	if (access(wal, F_OK) == 0) {
		warn("%s: its WAL was not checkpointed when it was closed", tmp);
		rc = -1;
	}
	free(wal);
	if (rc == 0) {
		char *owal = xasprintf("%s-wal", path), *oshm = xasprintf("%s-shm", path);

		if ((unlink(owal) != 0 && errno != ENOENT) || (unlink(oshm) != 0 && errno != ENOENT)) {
			warn("cannot remove the WAL of %s:", path);
			rc = -1;
		}
		free(owal);
		free(oshm);
	}
	if (rc == 0 && rename(tmp, path) != 0) {
		warn("rename %s to %s:", tmp, path);
		rc = -1;
	}
	return rc;
}

int prov_import(const char *dir, const char *path, struct prov_stamp *st)
{
	struct manifest m;
	struct buf why = {0};
	struct prov *p = NULL;
	char *tmp = xasprintf("%s.tmp-XXXXXX", path), sha[65];
	int fd, rc = rec_readmanifest(dir, &m, sha, &why);

	if (rc == 2) {
		bufprintf(&why, "no MANIFEST");
		rc = 1;
	}
	if (rc == 0)
		rc = rec_checklist(dir, &m, &why);
	if (rc == 0)
		rc = rec_loadtexts(dir, &m, &why);
	if (rc == 0) {
		rec_stampof(&m, sha, st);
		fd = mkstemp(tmp);
		if (fd < 0) {
			warn("cannot create %s:", tmp);
			free(tmp);
			tmp = NULL;
			rc = -1;
		} else {
			/* mkstemp's 0600 would outlive the rename */
			if (fchmod(fd, 0644) != 0)
				warn("chmod %s:", tmp);
			close(fd);
			p = pv_open_at(tmp, PROV_CREATE, m.version);
			rc = p ? 0 : -1;
		}
	}
	if (rc == 0)
		rc = fill(p, dir, &m, &why);
	if (rc == 0)
		rc = checkledger(p, &m, &why);
	if (rc == 0)
		rc = rec_setsync(p, st);
	prov_close(p);
	if (rc == 0)
		rc = replace(tmp, path);
	if (rc != 0 && tmp)
		removedb(tmp);
	if (rc == 1)
		warn("%s: the records are refused, %s is not built: %s", dir, path, why.data);
	free(tmp);
	buffree(&why);
	rec_mfree(&m);
	return rc;
}
