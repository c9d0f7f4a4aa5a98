/* planned.h: what most commands read: the specs, the database's path, and the
 * plan of both; and generated/ emitted again from what the database records */
#ifndef AK_PLANNED_H
#define AK_PLANNED_H

#include <stdbool.h>

#include "cmd.h"
#include "plan.h"
#include "specs.h"

/* the plan of p's specs with the database's path, for the commands that read both */
struct planned {
	struct specset set;
	struct plan plan;
	char *db;
};

/* load the n named specs, or every spec of p->specs when n is 0, into set
 * (which is then valid to free whatever the outcome), with *bad the invalid
 * ones; returns EXIT_OK, or EXIT_ENV after a warning when there are none to read */
int loadspecs(char **names, int n, const struct paths *p, struct specset *set, int *bad);
/* the database: --db, or provenance.db in the output directory (allocated) */
char *dbpath(const struct paths *p);
/* plan every spec of p->specs with proposer (NULL: the template search);
 * returns EXIT_OK, EXIT_FAIL when a spec is invalid, EXIT_ENV; on failure
 * nothing is left to free */
int makeplan(const struct paths *p, struct specset *set, struct plan *plan, const char *proposer);
/* makeplan, with the database's path; on failure nothing is left to free */
int planned_open(const struct paths *p, struct planned *pl);
/* free what planned_open took */
void planned_close(struct planned *pl);
/* generated/ from what db now records (emit.h), its summary on stderr;
 * returns EXIT_ENV when that fails, else status */
int planned_emit(const struct paths *p, const struct specset *set, const char *db, bool quiet, int status);

#endif
