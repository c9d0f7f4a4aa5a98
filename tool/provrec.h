/* provrec.h: what the parts of the records share (provrecords.c, provtexts.c,
 * provexport.c, provimport.c; internal to them) */
#ifndef AK_PROVREC_H
#define AK_PROVREC_H

#include <stdbool.h>
#include <stdint.h>

#include "util.h"

/* the longest row a records file holds, as text; the largest file; the largest MANIFEST */
#define REC_LINE_MAX ((size_t)64 << 20)
#define REC_FILE_MAX ((size_t)256 << 20)
#define REC_MANIFEST_MAX ((size_t)4 << 20)
/* the first line of a MANIFEST: format 4 is what an export writes; format 3 (every
 * file of rows plain text), format 2 (each long text in a gzip file of its own) and
 * format 1 (long strings inline, no texts) still import */
#define REC_MAGIC1 "# akops provenance records, format 1"
#define REC_MAGIC2 "# akops provenance records, format 2"
#define REC_MAGIC3 "# akops provenance records, format 3"
#define REC_MAGIC "# akops provenance records, format 4"
#define REC_FORMAT PROV_RECORDS_FORMAT
#define REC_TABLES 11
/* a TEXT value of this many bytes or more is written as t"SHA256" and its bytes once
 * in texts/ (format 3: in a pack, DIR/texts/<first text's number>.xz; format 2:
 * DIR/texts/SHA256.gz); a shorter one inline */
#define REC_TEXT_MIN 1024
#define REC_TEXTS "texts"
/* the texts of a pack (format 3), and the most bytes of text the records may hold in
 * all (an import holds them all in memory) */
#define REC_PER_PACK 512
#define REC_TEXTS_MAX ((int64_t)4 << 30)
/* the table of a built database that notes which records it is (never in the records) */
#define REC_SYNC_TABLE "records_sync"

struct prov;
struct prov_stamp;

/* a table of the records and the rows of one of its files */
struct rtab {
	const char *name;
	int64_t per_file;
};

/* the tables, in the order of the records and of an import */
extern const struct rtab rec_tables[REC_TABLES];
/* the ledger's head before its first entry */
extern const char rec_zerohash[65];

/* what a MANIFEST lists: a file of rows, its rows' text of bytes with sha256, in
 * FIRST.txt, or (format 4: every file but its table's last, the sealed ones) as one xz
 * stream in FIRST.xz */
struct mfile {
	int64_t first, rows, bytes;
	char sha[65];
	bool xz;
};

/* a text of the records: its sha256 and length */
struct mtext {
	int64_t bytes;
	char sha[65];
	bool used;	/* an import met a row that refers to it */
	char *data;	/* its bytes, once read (rec_loadtexts) */
};

struct mtable {
	const char *name;
	int64_t rows, per_file;
	struct mfile *f;
	int nf;
};

struct manifest {
	int format;	/* 1 to 4 */
	int version;
	char head[65];
	int64_t entries;
	struct mtable t[REC_TABLES];
	int nt;
	/* the texts: format 3 in the order the rows first refer to them, per_pack a
	 * pack; format 2 in sha256 order. xs: they in sha256 order */
	struct mtext *x;
	int nx, per_pack;
	struct mtext **xs;
};

/* whether column col of table is one the records of format 3 leave out, and an import
 * derives again: the ledger's prev and hash, which its other columns make */
bool rec_derived(int format, const char *table, const char *col);
/* whether column col of table is one the records of format 4 leave out where the rows
 * give it again (pv_ledger_derivable): a ledger entry's row_sha256 */
bool rec_optional(int format, const char *table, const char *col);
/* whether the sorted ids[n] hold id */
bool rec_hasid(const int64_t *ids, size_t n, int64_t id);
/* free what m holds and clear it */
void rec_mfree(struct manifest *m);
/* list one more file of t */
void rec_maddfile(struct mtable *t, const struct mfile *f);
/* a file's name in its table's directory */
void rec_fname(const struct mfile *f, char name[32]);
/* a file's path under dir (allocated) */
char *rec_fpath(const char *dir, const struct mtable *t, const struct mfile *f);
/* the MANIFEST's text of m */
void rec_render(const struct manifest *m, struct buf *b);
/* read and parse DIR/MANIFEST, its sha256 into sha: 0, 1 with why, 2 when there is
 * none, -1 after a warning */
int rec_readmanifest(const char *dir, struct manifest *m, char sha[65], struct buf *why);
/* the stamp of the records m with the MANIFEST's sha256 */
void rec_stampof(const struct manifest *m, const char sha[65], struct prov_stamp *st);
/* the table of m with that name, or NULL */
const struct mtable *rec_mtable(const struct manifest *m, const char *name);
/* whether t (may be NULL) lists a file of that name */
bool rec_listed(const struct mtable *t, const char *name);
/* nothing in dir, its tables' directories and texts/ that m does not list: 0, 1 with
 * why, -1 */
int rec_checklist(const char *dir, const struct manifest *m, struct buf *why);
/* one file of t into data (decompressed, where sealed), checked against its size and
 * sha256: 0, 1 with why, -1 */
int rec_readrec(const char *dir, const struct mtable *t, const struct mfile *f, struct buf *data, struct buf *why);
/* whether p has a table of that name (*rc = -1 after a warning) */
bool rec_tableexists(struct prov *p, const char *name, int *rc);
/* note in p that it is the records st (table REC_SYNC_TABLE): 0 or -1 */
int rec_setsync(struct prov *p, const struct prov_stamp *st);

/* ---- the long texts (provtexts.c) */

/* the texts an export met, by sha256: v in the order it met them; the pack being
 * filled */
struct textset {
	struct mtext *v;
	int n;
	int *slot;	/* a hash of v: index + 1, 0 where none; nslot is a power of 2 */
	size_t nslot;
	struct buf pack;	/* the texts of the pack being filled, as the pack holds them */
	struct buf scratch;	/* a pack read back, or compressed */
};

/* m's texts in sha256 order into m->xs: 0, or 1 with why when one is listed twice */
int rec_indextexts(struct manifest *m, struct buf *why);
/* the text of m with that sha256 (64 hex digits), or NULL */
struct mtext *rec_text(const struct manifest *m, const char *sha);
/* whether name is the file in texts/ of a text (format 2) or a pack (format 3) that m
 * lists */
bool rec_textlisted(const struct manifest *m, const char *name);
/* nothing after a file's stream (label: its path in the records, of the kind what): left
 * bytes of its last read, or more to read from fd. 0, 1 with why, -1 after a warning */
int rec_nothingmore(int fd, const char *path, const char *label, size_t left, const char *what, struct buf *why);
/* the xz file at path (label: its path in the records, for why) decompressed into out,
 * never more than want + 1 bytes: one stream that ends where the file ends. 0 (out->len
 * may differ from want: the caller checks), 1 with why (missing, not a regular file, not
 * such a stream), -1 after a warning. rec_unxz: the same of an open file */
int rec_readxz(const char *path, const char *label, size_t want, struct buf *out, struct buf *why);
int rec_unxz(int fd, const char *path, const char *label, size_t want, struct buf *out, struct buf *why);
/* data written to path as one xz stream, unless the file there reads back as data (then
 * left as it is, whichever liblzma wrote it); scratch is reused. 0 or -1 after a warning */
int rec_xzput(const char *path, const char *label, const char *data, size_t len, struct buf *scratch);
/* read every text m lists from DIR/texts/ into its data, checked: each pack (format 3)
 * one xz stream that ends where its file ends and holds exactly its texts, framed as
 * an export writes them; each file (format 2) one gzip stream of its text; every text
 * of its length and sha256. 0, 1 with why naming the file, -1 after a warning */
int rec_loadtexts(const char *dir, struct manifest *m, struct buf *why);
/* an export's long text s of n bytes: its sha256 into sha, and unless ts has met it,
 * into the pack being filled, which is written (DIR/texts/FIRST.xz, where it is
 * missing or does not read back as its texts) once full. 0 or -1 after a warning */
int rec_puttext(const char *dir, struct textset *ts, const unsigned char *s, size_t n, char sha[65]);
/* the last pack of ts written as rec_puttext does, and ts's texts into m, in the
 * order met; ts is emptied. 0 or -1 after a warning */
int rec_endtexts(const char *dir, struct manifest *m, struct textset *ts);
/* the format 2 text x, DIR/texts/SHA256.gz, into data (never more than x->bytes + 1
 * allocated), checked: a gzip stream that ends where its file ends, of exactly
 * x->bytes bytes, whose sha256 is x->sha. 0, 1 with why naming the file, -1 after a
 * warning (provtextgz.c) */
int rec_gzreadtext(const char *dir, const struct mtext *x, struct buf *data, struct buf *why);
/* free what ts holds and clear it */
void rec_textsfree(struct textset *ts);
/* remove what DIR/texts/ holds that m does not list (texts of format 2, packs no
 * longer needed, temporary files of an export that did not finish), and the
 * directory when m lists no text: 0 or -1 after a warning */
int rec_prunetexts(const char *dir, const struct manifest *m);

#endif
