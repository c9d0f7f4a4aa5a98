/* progress.h: what the agent loop tells while it runs, and its summary at the end */
#ifndef AK_PROGRESS_H
#define AK_PROGRESS_H

#include "gen.h"

/* on a terminal, erase the live lines drawn last */
void unstatus(struct gen *g);
/* draw the live lines again: the run's, and one per running job (under g->m) */
void statusline(struct gen *g);
/* a plain line about a job (under g->m) */
void say(struct gen *g, const struct gjob *gj, const char *fmt, ...) AK_PRINTF(3, 4);
/* the job's stage and the candidate it is at, for the status line */
void setstage(struct gen *g, struct gjob *gj, const char *stage, int cur, int n);
/* the run's outcome: a line a job, or with json one object on stdout */
void summary(struct gen *g);

#endif
