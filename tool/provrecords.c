/* provrecords.c: the provenance database as text records: their format, the
 * MANIFEST, their check against it, and the note in a built database of which records
 * it is (provexport.c writes them, provimport.c builds a database from them,
 * provtexts.c keeps their long texts)
 *
 * The records are what git holds of the database (docs/provenance.md, "The records"):
 * DIR/MANIFEST; for each table, DIR/<table>/<first id, 9 digits>.txt, each file the
 * rows of one fixed id range of its table in id order (256 rows a file), one row a
 * line; every file but a table's last is full and sealed: the same text as one xz
 * stream in DIR/<table>/<first id>.xz (`xz -dc` reads it), so that git holds the
 * rows a regeneration adds as text a reviewer diffs and the old ones compressed:
 *
 *   id=1 started_at="2026-11-30T12:00:00.123Z" finished_at=NULL copy_gbps=3350.5 ...
 *
 * and the long texts in DIR/texts/ (provtexts.c). Every column in the table's order as
 * name=value; a value is NULL, an integer in decimal, a real as the dump writes it (the
 * shortest of %.15g..%.17g that reads back bit for bit, ".0" on a whole number), a
 * string of fewer than REC_TEXT_MIN bytes in double quotes (\" \\ \n \r \t and \xHH
 * for the other control bytes; every other byte as it is), a longer one as t"SHA256",
 * the sha256 of its bytes, which are once in a pack of texts/ (xz; `xz -dc` reads it),
 * or a blob as x"HEX"; a ledger entry without its prev and hash, which its other
 * columns and the entry before make, and an import makes again (rec_derived), and
 * without its row_sha256 where it is its row's last entry and the row hashes as it
 * says (rec_optional: the row there gives it again; an entry a later one follows for
 * its row keeps it, the row having changed since). So the same source or log, met in
 * a thousand attempts, is written once. Rows never leave their file, so a regeneration
 * adds files, rewrites the last one of each table (sealing it when full) and the files
 * of rows it updated, and the last pack of texts and packs after it.
 *
 * The MANIFEST, written last, names every file with its rows and its text's size and
 * sha256 (a sealed file's once decompressed), and every text with its length, in the
 * order the rows first refer to them, REC_PER_PACK a pack (never anything of the
 * compressed bytes, which another liblzma may write otherwise: the MANIFEST is a
 * function of the database alone; an export keeps a sealed file or a pack that reads
 * back as it should, whichever liblzma wrote it):
 *
 *   # akops provenance records, format 4
 *   schema_version=8
 *   ledger_head=HEX ledger_entries=8862
 *   table runs rows=37 per_file=256
 *   file runs/000000001.txt rows=37 bytes=20377 sha256=HEX
 *   table jobs rows=300 per_file=256
 *   file jobs/000000001.xz rows=256 bytes=97083 sha256=HEX
 *   file jobs/000000257.txt rows=44 bytes=16820 sha256=HEX
 *   ...
 *   texts rows=2 per_pack=512
 *   text 9b41...(64 hex) bytes=24311
 *   text 0f3a...(64 hex) bytes=1830
 *
 * Format 3 is the same with every file plain text and every ledger entry's row_sha256
 * written (1024 rows a file but of attempts); format 2, with each text in
 * texts/SHA256.gz, listed in sha256 order and without per_pack; format 1, without
 * texts: every string inline, 16 attempts a file (the MANIFEST says per_file). All
 * still import; an export writes format 4.
 *
 * Everything has one form: an import renders every line again from what it parsed
 * and refuses a line that differs, a text by reference shorter than REC_TEXT_MIN or a
 * string inline as long, a text no row refers to and texts listed in another order than
 * the rows first refer to them, a file sealed or plain where an export writes it the
 * other way, a row_sha256 written where the row gives it or left out where a later
 * entry seals the row again, so records import only as an export wrote them. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
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

/* a table of a later schema goes before the ledger: a MANIFEST lists the tables in
 * this order, those its schema version has (schema 6: comparisons, comparison_times;
 * 7: job_classes; 8: measurement_placements) */
const struct rtab rec_tables[REC_TABLES] = {
	{"runs", 256}, {"jobs", 256}, {"attempts", 256}, {"verdicts", 256},
	{"measurements", 256}, {"artifacts", 256}, {"comparisons", 256}, {"comparison_times", 256},
	{"job_classes", 256}, {"measurement_placements", 256}, {"ledger", 256},
};

const char rec_zerohash[65] = "0000000000000000000000000000000000000000000000000000000000000000";

bool rec_derived(int format, const char *table, const char *col)
{
	return format >= 3 && strcmp(table, "ledger") == 0 && (strcmp(col, "prev") == 0 || strcmp(col, "hash") == 0);
}

bool rec_optional(int format, const char *table, const char *col)
{
	return format >= 4 && strcmp(table, "ledger") == 0 && strcmp(col, "row_sha256") == 0;
}

bool rec_hasid(const int64_t *ids, size_t n, int64_t id)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (ids[mid] == id)
			return true;
		if (ids[mid] < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

void rec_mfree(struct manifest *m)
{
	for (int i = 0; i < m->nt; i++)
		free(m->t[i].f);
	for (int i = 0; i < m->nx; i++)
		free(m->x[i].data);
	free(m->x);
	free(m->xs);
	memset(m, 0, sizeof(*m));
}

void rec_maddfile(struct mtable *t, const struct mfile *f)
{
	t->f = xreallocarray(t->f, (size_t)t->nf + 1, sizeof(*f));
	t->f[t->nf++] = *f;
}

/* a file's name in its table's directory, and its path under dir (allocated) */
void rec_fname(const struct mfile *f, char name[32])
{
	snprintf(name, 32, "%09" PRId64 ".%s", f->first, f->xz ? "xz" : "txt");
}

char *rec_fpath(const char *dir, const struct mtable *t, const struct mfile *f)
{
	char name[32];

	rec_fname(f, name);
	return xasprintf("%s/%s/%s", dir, t->name, name);
}

void rec_render(const struct manifest *m, struct buf *b)
{
	char name[32];

	bufprintf(b, "%s\nschema_version=%d\nledger_head=%s ledger_entries=%" PRId64 "\n",
		  m->format == 1   ? REC_MAGIC1
		  : m->format == 2 ? REC_MAGIC2
		  : m->format == 3 ? REC_MAGIC3
				   : REC_MAGIC,
		  m->version, m->head, m->entries);
	for (int i = 0; i < m->nt; i++) {
		const struct mtable *t = &m->t[i];

		bufprintf(b, "table %s rows=%" PRId64 " per_file=%" PRId64 "\n", t->name, t->rows, t->per_file);
		for (int k = 0; k < t->nf; k++) {
			rec_fname(&t->f[k], name);
			bufprintf(b, "file %s/%s rows=%" PRId64 " bytes=%" PRId64 " sha256=%s\n", t->name, name,
				  t->f[k].rows, t->f[k].bytes, t->f[k].sha);
		}
	}
	if (m->format == 1)
		return;
	bufprintf(b, REC_TEXTS " rows=%d", m->nx);
	if (m->format >= 3)
		bufprintf(b, " per_pack=%d", m->per_pack);
	bufputc(b, '\n');
	for (int i = 0; i < m->nx; i++)
		bufprintf(b, "text %s bytes=%" PRId64 "\n", m->x[i].sha, m->x[i].bytes);
}

/* ---- reading a MANIFEST */

/* the text after prefix in s, or NULL */
static const char *after(const char *s, const char *prefix)
{
	size_t n = strlen(prefix);

	return strncmp(s, prefix, n) == 0 ? s + n : NULL;
}

/* a number of s up to stop (a character, or NUL); advances *s past it */
static bool num(const char **s, char stop, int64_t *v)
{
	const char *end = stop ? strchr(*s, stop) : *s + strlen(*s);
	char tmp[24];

	if (!end || end == *s || (size_t)(end - *s) >= sizeof(tmp))
		return false;
	memcpy(tmp, *s, (size_t)(end - *s));
	tmp[end - *s] = '\0';
	*s = stop ? end + 1 : end;
	return parseint(tmp, v);
}

/* 64 lowercase hex digits of s, then stop */
static bool hex64(const char **s, char stop, char out[65])
{
	if (strspn(*s, "0123456789abcdef") != 64 || (*s)[64] != stop)
		return false;
	memcpy(out, *s, 64);
	out[64] = '\0';
	*s += stop ? 65 : 64;
	return true;
}

static int tableindex(const char *name, size_t n)
{
	for (int i = 0; i < REC_TABLES; i++)
		if (strlen(rec_tables[i].name) == n && strncmp(rec_tables[i].name, name, n) == 0)
			return i;
	return -1;
}

/* "table NAME rows=N per_file=N"; tables in rec_tables order */
static bool tableline(const char *s, struct manifest *m, int *last)
{
	const char *sp = strchr(s, ' ');
	struct mtable *t;
	int k;

	if (!sp || (k = tableindex(s, (size_t)(sp - s))) <= *last || m->nt == REC_TABLES)
		return false;
	*last = k;
	t = &m->t[m->nt++];
	t->name = rec_tables[k].name;
	s = after(sp, " rows=");
	if (!s || !num(&s, ' ', &t->rows) || !(s = after(s, "per_file=")) || !num(&s, 0, &t->per_file))
		return false;
	return t->rows >= 0 && t->per_file >= 1 && t->per_file <= (1 << 20);
}

/* "file TABLE/FIRST.txt rows=N bytes=N sha256=HEX" (or FIRST.xz) of the last table, in
 * id order */
static bool fileline(const char *s, struct manifest *m)
{
	struct mtable *t = m->nt ? &m->t[m->nt - 1] : NULL;
	struct mfile f = {0};
	int64_t have = 0;

	if (!t || !(s = after(s, t->name)) || !(s = after(s, "/")) || !num(&s, '.', &f.first))
		return false;
	f.xz = strncmp(s, "xz ", 3) == 0;
	if (!(s = after(s, f.xz ? "xz rows=" : "txt rows=")) || !num(&s, ' ', &f.rows) || !(s = after(s, "bytes=")) ||
	    !num(&s, ' ', &f.bytes) || !(s = after(s, "sha256=")) || !hex64(&s, 0, f.sha))
		return false;
	for (int k = 0; k < t->nf; k++)
		have += t->f[k].rows;
	if (f.first < 1 || (f.first - 1) % t->per_file != 0 || (t->nf && f.first <= t->f[t->nf - 1].first) ||
	    f.rows < 1 || f.rows > t->per_file || f.bytes < 1 || (uint64_t)f.bytes > REC_FILE_MAX ||
	    f.rows > t->rows - have)
		return false;
	rec_maddfile(t, &f);
	return true;
}

/* "texts rows=N", once, after the tables (format 2); "texts rows=N per_pack=N"
 * (format 3) */
static bool textsline(const char *s, struct manifest *m, int64_t *want)
{
	int64_t per = 0;

	if (m->format == 1 || *want >= 0 || !num(&s, m->format >= 3 ? ' ' : 0, want))
		return false;
	if (m->format >= 3 && (!(s = after(s, "per_pack=")) || !num(&s, 0, &per) || per < 1 || per > 65536))
		return false;
	m->per_pack = (int)per;
	return *want >= 0 && *want <= INT32_MAX;
}

/* "text SHA256 bytes=N" after it (format 2 in sha256 order, format 3 in the order the
 * rows first refer to them); N at most a line's limit */
static bool textline(const char *s, struct manifest *m, int64_t want)
{
	struct mtext x = {0};

	if (want < 0 || m->nx >= want || !hex64(&s, ' ', x.sha) || !(s = after(s, "bytes=")) || !num(&s, 0, &x.bytes) ||
	    x.bytes < 1 || (uint64_t)x.bytes > REC_LINE_MAX ||
	    (m->format == 2 && m->nx && strcmp(x.sha, m->x[m->nx - 1].sha) <= 0))
		return false;
	m->x = xreallocarray(m->x, (size_t)m->nx + 1, sizeof(x));
	m->x[m->nx++] = x;
	return true;
}

/* the line of text (NUL-terminated in place) where a and b first differ, from 1 */
static int64_t firstdiff(const char *a, size_t na, const char *b, size_t nb)
{
	int64_t line = 1;

	for (size_t i = 0; i < na && i < nb && a[i] == b[i]; i++)
		line += a[i] == '\n';
	return line;
}

/* parse text (the MANIFEST, modified in place) into m; 0, or 1 with why */
static int parsemanifest(struct buf *text, struct manifest *m, struct buf *why)
{
	struct buf again = {0};
	int64_t line = 0, v, texts = -1;
	int last = -1, rc = 0;
	char *s = text->data, *nl, *copy = xstrndup(text->data, text->len);
	size_t len = text->len;

	memset(m, 0, sizeof(*m));
	if (len == 0 || text->data[len - 1] != '\n' || strlen(text->data) != len) {
		bufprintf(why, "MANIFEST: empty, cut short or holding a NUL byte");
		rc = 1;
	}
	for (; rc == 0 && *s; s = nl + 1) {
		const char *p;
		bool ok;

		nl = strchr(s, '\n');
		*nl = '\0';
		line++;
		if (line == 1) {
			m->format = strcmp(s, REC_MAGIC) == 0	 ? 4
				    : strcmp(s, REC_MAGIC3) == 0 ? 3
				    : strcmp(s, REC_MAGIC2) == 0 ? 2
				    : strcmp(s, REC_MAGIC1) == 0 ? 1
								 : 0;
			ok = m->format != 0;
		} else if (line == 2)
			ok = (p = after(s, "schema_version=")) && num(&p, 0, &v) && v >= 1 && v <= INT32_MAX;
		else if (line == 3)
			ok = (p = after(s, "ledger_head=")) && hex64(&p, ' ', m->head) &&
			     (p = after(p, "ledger_entries=")) && num(&p, 0, &m->entries) && m->entries >= 0;
		else if ((p = after(s, "table ")))
			ok = texts < 0 && tableline(p, m, &last);
		else if ((p = after(s, "file ")))
			ok = texts < 0 && fileline(p, m);
		else if ((p = after(s, REC_TEXTS " rows=")))
			ok = textsline(p, m, &texts);
		else
			ok = (p = after(s, "text ")) && textline(p, m, texts);
		if (!ok) {
			bufprintf(why, "MANIFEST line %" PRId64 ": not a line of the records' manifest", line);
			rc = 1;
		}
		if (line == 2 && ok)
			m->version = (int)v;
	}
	if (rc == 0 && line < 3) {
		bufprintf(why, "MANIFEST: cut short after %" PRId64 " lines", line);
		rc = 1;
	}
	if (rc == 0 && texts > m->nx) {
		bufprintf(why, "MANIFEST: texts rows=%" PRId64 ", and %d text lines", texts, m->nx);
		rc = 1;
	}
	for (int i = 0; rc == 0 && i < m->nt; i++) {
		int64_t n = 0;

		for (int k = 0; k < m->t[i].nf; k++)
			n += m->t[i].f[k].rows;
		if (n != m->t[i].rows) {
			bufprintf(why, "MANIFEST: table %s has rows=%" PRId64 ", its files %" PRId64, m->t[i].name,
				  m->t[i].rows, n);
			rc = 1;
		}
		/* one form: format 4 seals in xz every file a later one follows, and no other */
		for (int k = 0; rc == 0 && k < m->t[i].nf; k++)
			if (m->t[i].f[k].xz != (m->format >= 4 && k + 1 < m->t[i].nf)) {
				bufprintf(why, "MANIFEST: %s/%09" PRId64 ".%s: %s", m->t[i].name, m->t[i].f[k].first,
					  m->t[i].f[k].xz ? "xz" : "txt",
					  m->format < 4 ? "records of this format seal no file in xz"
					  : m->t[i].f[k].xz ? "the last file of a table is plain text, not sealed in xz"
							    : "a file that a later one follows is sealed in xz");
				rc = 1;
			}
	}
	if (rc == 0) {
		rec_render(m, &again);
		if (again.len != len || memcmp(again.data, copy, len) != 0) {
			bufprintf(why, "MANIFEST line %" PRId64 ": not in the form an export writes",
				  firstdiff(copy, len, again.data, again.len));
			rc = 1;
		}
	}
	if (rc == 0)
		rc = rec_indextexts(m, why);
	/* one form: a text that short is inline in its row, never by reference */
	for (int i = 0; rc == 0 && i < m->nx; i++)
		if (m->x[i].bytes < REC_TEXT_MIN) {
			bufprintf(why, "MANIFEST: text %s: bytes=%" PRId64 ", shorter than %d: a string that short is "
				  "written inline in its row, never as a text of " REC_TEXTS "/", m->x[i].sha,
				  m->x[i].bytes, REC_TEXT_MIN);
			rc = 1;
		}
	if (rc == 0 && m->version > PROV_SCHEMA_VERSION) {
		bufprintf(why, "MANIFEST: records of schema version %d, newer than version %d of this akgen; use a "
			  "newer akgen", m->version, PROV_SCHEMA_VERSION);
		rc = 1;
	}
	buffree(&again);
	free(copy);
	return rc;
}

/* read and parse DIR/MANIFEST; its sha256 into sha. 0, 1 with why, 2 when there is
 * none, -1 after a warning */
int rec_readmanifest(const char *dir, struct manifest *m, char sha[65], struct buf *why)
{
	char *path = pathjoin(dir, "MANIFEST");
	struct buf text = {0};
	int rc = 0;

	memset(m, 0, sizeof(*m));
	if (readfile(path, REC_MANIFEST_MAX, &text) != 0) {
		if (errno == ENOENT) {
			rc = 2;
		} else if (errno == EFBIG) {
			bufprintf(why, "MANIFEST: larger than %zu bytes", REC_MANIFEST_MAX);
			rc = 1;
		} else {
			warn("cannot read %s:", path);
			rc = -1;
		}
	}
	if (rc == 0) {
		sha256_buf(text.data, text.len, sha);
		rc = parsemanifest(&text, m, why);
	}
	buffree(&text);
	free(path);
	return rc;
}

void rec_stampof(const struct manifest *m, const char sha[65], struct prov_stamp *st)
{
	memcpy(st->manifest, sha, 65);
	st->version = m->version;
	memcpy(st->head, m->head, 65);
	st->entries = m->entries;
	st->format = m->format;
}

int prov_records_stamp(const char *dir, struct prov_stamp *st)
{
	struct manifest m;
	struct buf why = {0};
	char sha[65];
	int rc = rec_readmanifest(dir, &m, sha, &why);

	if (rc == 0)
		rec_stampof(&m, sha, st);
	if (rc == 1) {
		warn("%s: the records are refused: %s", dir, why.data);
		rc = 2;
	} else if (rc == 2) {
		rc = 1;
	}
	rec_mfree(&m);
	buffree(&why);
	return rc;
}

/* ---- the files of the records against their manifest */

const struct mtable *rec_mtable(const struct manifest *m, const char *name)
{
	for (int i = 0; i < m->nt; i++)
		if (strcmp(m->t[i].name, name) == 0)
			return &m->t[i];
	return NULL;
}

bool rec_listed(const struct mtable *t, const char *name)
{
	char want[32];

	for (int k = 0; t && k < t->nf; k++) {
		rec_fname(&t->f[k], want);
		if (strcmp(want, name) == 0)
			return true;
	}
	return false;
}

/* every entry of dir (a table's directory or texts/, or the top when sub is NULL)
 * must be listed */
static int onlylisted(const char *dir, const char *sub, const struct manifest *m, struct buf *why)
{
	char *path = sub ? pathjoin(dir, sub) : xstrdup(dir);
	const struct mtable *t = sub ? rec_mtable(m, sub) : NULL;
	DIR *d = opendir(path);
	struct dirent *e;
	int rc = 0;

	if (!d) {
		/* a table's missing directory: readrec names its first file */
		rc = errno == ENOENT && sub ? 0 : -1;
		if (rc < 0)
			warn("cannot list %s:", path);
		free(path);
		return rc;
	}
	while (rc == 0 && (e = readdir(d))) {
		const char *n = e->d_name;
		bool ok = strcmp(n, ".") == 0 || strcmp(n, "..") == 0;

		if (!ok && sub && strcmp(sub, REC_TEXTS) == 0)
			ok = rec_textlisted(m, n);
		else if (!ok && sub)
			ok = rec_listed(t, n);
		else if (!ok)
			ok = strcmp(n, "MANIFEST") == 0 || ((t = rec_mtable(m, n)) && t->nf > 0) ||
			     (strcmp(n, REC_TEXTS) == 0 && m->nx > 0);
		if (!ok) {
			bufprintf(why, "%s%s%s: not in the MANIFEST (a stray file, or records an export did not finish)",
				  sub ? sub : "", sub ? "/" : "", n);
			rc = 1;
		}
	}
	closedir(d);
	free(path);
	return rc;
}

int rec_checklist(const char *dir, const struct manifest *m, struct buf *why)
{
	int rc = onlylisted(dir, NULL, m, why);

	for (int i = 0; rc == 0 && i < REC_TABLES; i++)
		rc = onlylisted(dir, rec_tables[i].name, m, why);
	if (rc == 0)
		rc = onlylisted(dir, REC_TEXTS, m, why);
	return rc;
}

/* read one file of the records into data, checked against the manifest */
int rec_readrec(const char *dir, const struct mtable *t, const struct mfile *f, struct buf *data, struct buf *why)
{
	char *path = rec_fpath(dir, t, f), name[32], sha[65];
	int rc = 0;

	rec_fname(f, name);
	if (f->xz) {
		char *label = xasprintf("%s/%s", t->name, name);

		rc = rec_readxz(path, label, (size_t)f->bytes, data, why);
		free(label);
	} else if (readfile(path, (size_t)f->bytes, data) != 0) {
		if (errno == ENOENT || errno == EFBIG) {
			bufprintf(why, "%s/%s: %s", t->name, name, errno == ENOENT ? "missing" :
				  "larger than the MANIFEST says (edited, or an export did not finish)");
			rc = 1;
		} else {
			warn("cannot read %s:", path);
			rc = -1;
		}
	}
	if (rc == 0 && data->len != (size_t)f->bytes) {
		bufprintf(why, "%s/%s: %zu bytes, the MANIFEST says %" PRId64 " (cut short or edited)", t->name, name,
			  data->len, f->bytes);
		rc = 1;
	}
	if (rc == 0) {
		sha256_buf(data->data, data->len, sha);
		if (strcmp(sha, f->sha) != 0) {
			bufprintf(why, "%s/%s: its sha256 is not the MANIFEST's (the file was edited, or an export did "
				  "not finish)", t->name, name);
			rc = 1;
		}
	}
	free(path);
	return rc;
}

int prov_records_check(const char *dir, struct buf *why)
{
	struct manifest m;
	struct buf data = {0};
	char sha[65];
	int rc = rec_readmanifest(dir, &m, sha, why);

	if (rc == 2) {
		bufprintf(why, "%s has no MANIFEST", dir);
		rc = 1;
	}
	if (rc == 0)
		rc = rec_checklist(dir, &m, why);
	for (int i = 0; rc == 0 && i < m.nt; i++)
		for (int k = 0; rc == 0 && k < m.t[i].nf; k++)
			rc = rec_readrec(dir, &m.t[i], &m.t[i].f[k], &data, why);
	if (rc == 0)
		rc = rec_loadtexts(dir, &m, why);
	buffree(&data);
	rec_mfree(&m);
	return rc;
}
