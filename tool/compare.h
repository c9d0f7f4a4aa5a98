/* compare.h: akgen compare-import FILE.json...: the figures of bench/compare.py (akops
 * against PyTorch eager and torch.compile) recorded in the provenance database, from
 * the JSON it wrote, checked strictly first; docs/provenance.md, "comparisons" */
#ifndef AK_COMPARE_H
#define AK_COMPARE_H

#include "plan.h"

/* the largest JSON file taken (compare.py's of all ops is about 100 KB), and the most
 * files one command takes */
#define COMPARE_FILE_MAX ((size_t)4 << 20)
#define COMPARE_FILES_MAX 64

struct compareconf {
	const char *db;		/* the database to record in */
	const char *command;	/* akgen's command line, as the row keeps it */
	char **files;
	int nfiles;
};

/* check every file against the plan's jobs (each op, dtype and arch one of the specs'),
 * then record them all in one transaction, a file already recorded (its sha256) left
 * as it is; nothing is written when one is refused. Returns an exit status: 0, 1 when
 * a file is refused (after a message naming it and what is wrong), 3 after a warning */
int compare_import(const struct plan *plan, const struct compareconf *c);

#endif
