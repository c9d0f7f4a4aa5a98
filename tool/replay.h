/* replay.h: generated/ again from the provenance database, each job's source
 * derived anew from what proposed it: a model's recorded answer, or a
 * family's recorded parameters, with no network and no GPU */
#ifndef AK_REPLAY_H
#define AK_REPLAY_H

#include <stdbool.h>

#include "plan.h"

struct replayconf {
	const char *out;	/* generated/ */
	const char *db;		/* its provenance.db */
	bool check;		/* write nothing: say whether the files are what the records give */
	bool quiet;
};

/* for every job of plan with a vetted or compiled-only record, derive its
 * best attempt's source again and, unless checking, write it to its variant
 * file; returns 0 when every one reproduced its recorded sha256 (and, when
 * checking, the file holds it), 1 when one did not, 3 on an environment error */
int replay(const struct plan *plan, const struct replayconf *c);

#endif
