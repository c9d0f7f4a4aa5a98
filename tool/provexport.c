/* provexport.c: the provenance database written as its text records (provrecords.c
 * has the format): one read snapshot, a file for each fixed id range of a table written
 * only when it changes, each long text once in a pack of texts/ (provtexts.c), stale
 * files and packs removed, the MANIFEST last */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <inttypes.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prov.h"
#include "provint.h"
#include "provrec.h"
#include "sha256.h"
#include "util.h"

/* an export: the database, the records' directory and the long texts met so far */
struct out {
	struct prov *p;
	const char *dir;
	struct textset ts;
	struct buf scratch;	/* a sealed file read back, or compressed */
};

/* a TEXT value of n bytes (column col of row id of table): inline, or as t"SHA256"
 * and its bytes in texts/ */
static int puttext(struct out *o, const char *table, int64_t id, const char *col, struct buf *b,
		   const unsigned char *v, size_t n)
{
	char sha[65];

	if (n < REC_TEXT_MIN) {
		pv_quote(b, v, n);
		return 0;
	}
	if (n > REC_LINE_MAX) {
		warn("%s: %s row %" PRId64 ": column %s: a text of %zu bytes, past the records' limit of %zu", o->p->path,
		     table, id, col, n, REC_LINE_MAX);
		return -1;
	}
	if (rec_puttext(o->dir, &o->ts, v, n, sha) < 0)
		return -1;
	bufprintf(b, "t\"%s\"", sha);
	return 0;
}

/* one row of st (row id of table) as a line of the records, without the optional
 * column where omit: 0 or -1 after a warning */
static int putrow(struct out *o, const char *table, struct buf *b, sqlite3_stmt *st, int64_t id, bool omit)
{
	for (int i = 0; i < sqlite3_column_count(st); i++) {
		const unsigned char *v;
		int n;

		if (rec_derived(REC_FORMAT, table, sqlite3_column_name(st, i)) ||
		    (omit && rec_optional(REC_FORMAT, table, sqlite3_column_name(st, i))))
			continue;
		bufprintf(b, "%s%s=", i ? " " : "", sqlite3_column_name(st, i));
		switch (sqlite3_column_type(st, i)) {
		case SQLITE_INTEGER:
			bufprintf(b, "%" PRId64, (int64_t)sqlite3_column_int64(st, i));
			break;
		case SQLITE_FLOAT:
			pv_real(b, sqlite3_column_double(st, i));
			break;
		case SQLITE_TEXT:
			v = sqlite3_column_text(st, i);
			if (puttext(o, table, id, sqlite3_column_name(st, i), b, v, (size_t)sqlite3_column_bytes(st, i)) < 0)
				return -1;
			break;
		case SQLITE_BLOB:
			v = sqlite3_column_blob(st, i);
			n = sqlite3_column_bytes(st, i);
			bufputs(b, "x\"");
			for (int k = 0; k < n; k++)
				bufprintf(b, "%02x", v[k]);
			bufputc(b, '"');
			break;
		default:
			bufputs(b, "NULL");
			break;
		}
	}
	bufputc(b, '\n');
	return 0;
}

/* write the chunk f of t (its rows in data) and list it; sealed (a later chunk
 * follows it): as one xz stream */
static int flush(struct out *o, struct mtable *t, struct mfile *f, struct buf *data, bool sealed)
{
	char *path, *label, name[32];
	int rc;

	f->bytes = (int64_t)data->len;
	f->xz = sealed && REC_FORMAT >= 4;
	sha256_buf(data->data, data->len, f->sha);
	path = rec_fpath(o->dir, t, f);
	rec_fname(f, name);
	label = xasprintf("%s/%s", t->name, name);
	if (f->xz)
		rc = rec_xzput(path, label, data->data, data->len, &o->scratch);
	else
		rc = writefile(path, data->data, data->len) < 0 ? -1 : 0;
	if (rc == 0)
		rec_maddfile(t, f);
	free(path);
	free(label);
	data->len = 0;
	f->rows = 0;
	return rc;
}

/* every row of one table into its files */
static int exporttable(struct out *o, struct mtable *t)
{
	struct prov *p = o->p;
	const char *dir = o->dir;
	char *sql = xasprintf("SELECT * FROM %s ORDER BY id", t->name), *sub = pathjoin(dir, t->name);
	struct buf data = {0};
	struct mfile f = {0};
	struct bind b = {0};
	int64_t *omit = NULL;
	size_t nomit = 0;
	int rc = rec_optional(REC_FORMAT, t->name, "row_sha256") ? pv_ledger_derivable(p, &omit, &nomit) : 0;

	if (rc == 0)
		rc = pv_prepare(p, sql, &b);
	free(sql);
	while (rc == 0 && (rc = pv_step(p, &b, "export")) == SQLITE_ROW) {
		int64_t id = sqlite3_column_int64(b.st, 0);
		size_t before = data.len;

		rc = 0;
		if (strcmp(sqlite3_column_name(b.st, 0), "id") != 0 || sqlite3_column_type(b.st, 0) != SQLITE_INTEGER ||
		    id < 1) {
			warn("%s: %s: a row whose id is not a number from 1 cannot be a record", p->path, t->name);
			rc = -1;
		} else if (f.rows > 0 && (id - 1) / t->per_file * t->per_file + 1 != f.first) {
			rc = flush(o, t, &f, &data, true);
			before = 0;
		}
		if (rc == 0 && f.rows == 0 && mkdirs(sub) != 0) {
			warn("cannot create %s:", sub);
			rc = -1;
		}
		if (rc < 0)
			break;
		f.first = (id - 1) / t->per_file * t->per_file + 1;
		if (putrow(o, t->name, &data, b.st, id, rec_hasid(omit, nomit, id)) < 0) {
			rc = -1;
			break;
		}
		f.rows++;
		t->rows++;
		if (data.len - before > REC_LINE_MAX || data.len > REC_FILE_MAX) {
			warn("%s: %s row %" PRId64 ": %zu bytes as text, past the records' limit of %zu a line and %zu "
			     "a file", p->path, t->name, id, data.len - before, REC_LINE_MAX, REC_FILE_MAX);
			rc = -1;
		}
	}
	if (rc == SQLITE_DONE)
		rc = f.rows > 0 ? flush(o, t, &f, &data, false) : 0;
	sqlite3_finalize(b.st);
	buffree(&data);
	free(omit);
	free(sub);
	return rc;
}

/* remove the files of one table's directory that t (may be NULL) does not list:
 * stale chunks, the leftovers of an export that did not finish */
static int prunetable(const char *dir, const char *name, const struct mtable *t)
{
	char *sub = pathjoin(dir, name);
	DIR *d = opendir(sub);
	struct dirent *e;
	int rc = 0;

	while (d && (e = readdir(d))) {
		char *path;

		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0 || rec_listed(t, e->d_name))
			continue;
		path = pathjoin(sub, e->d_name);
		if (unlink(path) != 0) {
			warn("cannot remove the stale record %s:", path);
			rc = -1;
		}
		free(path);
	}
	if (d)
		closedir(d);
	if (d && (!t || t->nf == 0))
		rmdir(sub);
	free(sub);
	return rc;
}

/* every table's stale files, the texts no row refers to, and the temporary files of
 * an export that did not finish */
static int prune(const char *dir, const struct manifest *m)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int rc = 0;

	while (d && (e = readdir(d)))
		if (strncmp(e->d_name, "MANIFEST.tmp.", 13) == 0) {
			char *path = pathjoin(dir, e->d_name);

			unlink(path);
			free(path);
		}
	if (d)
		closedir(d);
	for (int i = 0; i < REC_TABLES; i++)
		if (prunetable(dir, rec_tables[i].name, rec_mtable(m, rec_tables[i].name)) < 0)
			rc = -1;
	if (rec_prunetexts(dir, m) < 0)
		rc = -1;
	return rc;
}

int prov_export(struct prov *p, const char *dir, FILE *dump, struct prov_stamp *st)
{
	bool own = sqlite3_get_autocommit(p->db);
	struct manifest m = {0};
	struct out o = {.p = p, .dir = dir};
	struct buf text = {0};
	char *path = pathjoin(dir, "MANIFEST"), sha[65];
	int rc = 0;

	/* one read transaction: every file from one snapshot */
	if (own && pv_exec(p, "BEGIN", "begin export") < 0)
		rc = -1;
	if (rc == 0 && mkdirs(dir) != 0) {
		warn("cannot create %s:", dir);
		rc = -1;
	}
	m.format = REC_FORMAT;
	m.version = p->version;
	if (rc == 0)
		rc = prov_ledger_head(p, m.head, &m.entries);
	for (int i = 0; rc == 0 && i < REC_TABLES; i++) {
		if (!rec_tableexists(p, rec_tables[i].name, &rc))
			continue;
		m.t[m.nt] = (struct mtable){.name = rec_tables[i].name, .per_file = rec_tables[i].per_file};
		rc = exporttable(&o, &m.t[m.nt++]);
	}
	if (rc == 0)
		rc = rec_endtexts(dir, &m, &o.ts);
	rec_textsfree(&o.ts);
	buffree(&o.scratch);
	if (rc == 0 && dump)
		rc = prov_dump(p, dump);
	if (own)
		sqlite3_exec(p->db, "COMMIT", NULL, NULL, NULL);
	if (rc == 0)
		rc = prune(dir, &m);
	if (rc == 0) {
		rec_render(&m, &text);
		rc = writefile(path, text.data, text.len) < 0 ? -1 : 0;
		sha256_buf(text.data, text.len, sha);
		rec_stampof(&m, sha, st);
	}
	buffree(&text);
	free(path);
	rec_mfree(&m);
	return rc;
}
