/* provrec.h: what the parts of the records share (provrecords.c, provexport.c,
 * provimport.c; internal to them) */
#ifndef AK_PROVREC_H
#define AK_PROVREC_H

#include <stdbool.h>
#include <stdint.h>

/* the longest row a records file holds, as text; the largest file; the largest MANIFEST */
#define REC_LINE_MAX ((size_t)64 << 20)
#define REC_FILE_MAX ((size_t)256 << 20)
#define REC_MANIFEST_MAX ((size_t)4 << 20)
#define REC_MAGIC "# akops provenance records, format 1"
#define REC_TABLES 7
/* the table of a built database that notes which records it is (never in the records) */
#define REC_SYNC_TABLE "records_sync"

struct buf;
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

struct mtable {
	const char *name;
	int64_t rows, per_file;
	struct mfile *f;
	int nf;
};

struct manifest {
	int version;
	char head[65];
	int64_t entries;
	struct mtable t[REC_TABLES];
	int nt;
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
/* nothing in dir and its tables' directories that m does not list: 0, 1 with why, -1 */
int rec_checklist(const char *dir, const struct manifest *m, struct buf *why);
/* one file of t into data, checked against its size and sha256: 0, 1 with why, -1 */
int rec_readrec(const char *dir, const struct mtable *t, const struct mfile *f, struct buf *data, struct buf *why);
/* whether p has a table of that name (*rc = -1 after a warning) */
bool rec_tableexists(struct prov *p, const char *name, int *rc);
/* note in p that it is the records st (table REC_SYNC_TABLE): 0 or -1 */
int rec_setsync(struct prov *p, const struct prov_stamp *st);

#endif
