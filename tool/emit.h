/* emit.h: the library's sources in generated/, from the variants the
 * provenance database records */
#ifndef AK_EMIT_H
#define AK_EMIT_H

#include <stdbool.h>
#include <stdio.h>

#include "plan.h"

/* where emit reads and writes; relative paths, from the root ninja runs in,
 * keep the generated files the same on every machine */
struct emitconf {
	const char *out;	/* generated/ */
	const char *db;		/* its provenance.db */
	const char *specs;	/* specs/, an input of the regenerate rule */
	const char *templates;	/* templates/, likewise */
};

enum emitstate {
	EMIT_NORECORD,		/* no vetted or compiled-only record */
	EMIT_USED,		/* its variant is in the library */
	EMIT_LEFTOUT,		/* a record, but not its variant file as recorded */
};

struct emitjob {
	enum emitstate state;
	bool stale;		/* the record's key is not the job's now */
	char why[256];		/* why it was left out */
};

struct emitreport {
	struct emitjob *jobs;	/* one per job of the plan, in its order */
	int used, stale, leftout, norecord;
	int written;		/* files written because their content changed */
};

/* write akops.h, a dispatcher per op, the runtime and build.ninja into
 * conf->out from the newest vetted or compiled-only record of every job of
 * plan whose variant file (variants/<op>_<dtype>_<arch>.cu) is recorded as an
 * artifact and still hashes so, stale records included; each file only when
 * its content changes. Writes nothing when no job has a variant and there is
 * no build.ninja yet ("nothing generated yet"). Returns 0, or
 * -1 after a warning (rep is filled either way). */
int emit_library(const struct specset *set, const struct plan *plan, const struct emitconf *conf,
		 struct emitreport *rep);
/* print one line per job left out and, unless quiet, a summary */
void emit_print(const struct plan *plan, const struct emitreport *rep, bool quiet, FILE *f);
void emit_freereport(struct emitreport *rep);

#endif
