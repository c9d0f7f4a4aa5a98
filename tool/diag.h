/* diag.h: error messages about a file, collected, sorted and printed together */
#ifndef AK_DIAG_H
#define AK_DIAG_H

#include <stdio.h>

#include "util.h"

/* the most errors kept for one file; later ones are counted, not kept */
#define DIAG_MAX 200

struct diagmsg {
	int line, col;
	char *text;	/* "FIELD.PATH: message" or "message" */
};

struct diag {
	const char *file;	/* as shown in messages */
	struct diagmsg *msgs;
	size_t n, cap;
	size_t dropped;
};

/* record an error at line:col (1-based; 0 when unknown) under a field path
 * (may be NULL or "") */
void diagf(struct diag *d, int line, int col, const char *path, const char *fmt, ...)
	AK_PRINTF(5, 6);
/* number of errors recorded, dropped ones included */
size_t diagcount(const struct diag *d);
/* print every error as FILE:LINE:COL: TEXT, in file order */
void diagprint(struct diag *d, FILE *f);
/* forget all errors */
void diagfree(struct diag *d);

#endif
