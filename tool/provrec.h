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
/* the first line of a MANIFEST: format 2 is what an export writes, format 1 (long
 * strings inline, no texts) still imports */
#define REC_MAGIC1 "# akops provenance records, format 1"
#define REC_MAGIC "# akops provenance records, format 2"
#define REC_FORMAT PROV_RECORDS_FORMAT
#define REC_TABLES 10
/* a TEXT value of this many bytes or more is written as t"SHA256" and its bytes once
 * in DIR/texts/SHA256.gz (format 2); a shorter one inline */
#define REC_TEXT_MIN 1024
#define REC_TEXTS "texts"
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

/* what a MANIFEST lists */
struct mfile {
	int64_t first, rows, bytes;
	char sha[65];
};

/* a text of the records: its sha256 and length */
struct mtext {
	int64_t bytes;
	char sha[65];
	bool used;	/* an import met a row that refers to it */
};

struct mtable {
	const char *name;
	int64_t rows, per_file;
	struct mfile *f;
	int nf;
};

struct manifest {
	int format;	/* 1 or 2 */
	int version;
	char head[65];
	int64_t entries;
	struct mtable t[REC_TABLES];
	int nt;
	struct mtext *x;	/* the texts, in sha256 order (format 2) */
	int nx;
};

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
/* one file of t into data, checked against its size and sha256: 0, 1 with why, -1 */
int rec_readrec(const char *dir, const struct mtable *t, const struct mfile *f, struct buf *data, struct buf *why);
/* whether p has a table of that name (*rc = -1 after a warning) */
bool rec_tableexists(struct prov *p, const char *name, int *rc);
/* note in p that it is the records st (table REC_SYNC_TABLE): 0 or -1 */
int rec_setsync(struct prov *p, const struct prov_stamp *st);

/* ---- the long texts of format 2 (provtexts.c) */

/* the texts an export met, by sha256: v in the order it met them */
struct textset {
	struct mtext *v;
	int n;
	int *slot;	/* a hash of v: index + 1, 0 where none; nslot is a power of 2 */
	size_t nslot;
	struct buf scratch;	/* a text read back, a gzip stream */
};

/* the text of m with that sha256 (64 hex digits), or NULL */
struct mtext *rec_text(const struct manifest *m, const char *sha);
/* whether name is "SHA256.gz" of a text m lists */
bool rec_textlisted(const struct manifest *m, const char *name);
/* the text x of DIR/texts/ into data (never more than x->bytes + 1 allocated),
 * checked: a gzip stream that ends where its file ends, of exactly x->bytes bytes,
 * whose sha256 is x->sha. 0, 1 with why naming the file, -1 after a warning */
int rec_readtext(const char *dir, const struct mtext *x, struct buf *data, struct buf *why);
/* every text m lists, as rec_readtext: 0, 1 with why, -1 */
int rec_checktexts(const char *dir, const struct manifest *m, struct buf *why);
/* an export's long text s of n bytes: its sha256 into sha, and unless ts has met it,
 * DIR/texts/SHA256.gz written where it is missing or does not read back as s. 0 or -1
 * after a warning */
int rec_puttext(const char *dir, struct textset *ts, const unsigned char *s, size_t n, char sha[65]);
/* the texts of ts into m, in sha256 order; ts is emptied */
void rec_settexts(struct manifest *m, struct textset *ts);
/* free what ts holds and clear it */
void rec_textsfree(struct textset *ts);
/* remove what DIR/texts/ holds that m does not list (texts no row refers to any more,
 * temporary files of an export that did not finish), and the directory when m lists
 * none: 0 or -1 after a warning */
int rec_prunetexts(const char *dir, const struct manifest *m);

#endif
