/* record.h: writing a judged candidate into the provenance database */
#ifndef AK_RECORD_H
#define AK_RECORD_H

#include <stdint.h>

#include "verify.h"

struct recordctx {
	const char *db;		/* the database file, created when missing */
	const char *command;	/* the command line, for the run's record */
	const char *key;	/* the job's key (plan.c) */
	const char *proposer;	/* who proposed the candidate: "manual:PATH", ... */
};

/* record a run, its job, the attempt, a verdict per stage and the
 * measurements, in one transaction; returns the attempt id, or -1 after a
 * warning */
int64_t record_verify(const struct recordctx *rc, const struct vconf *c, const struct vresult *r);

#endif
