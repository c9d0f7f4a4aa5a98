/* proposetmpl.h: the template proposer: a job's candidates are points in the
 * parameter spaces of templates/<op>/'s kernel families */
#ifndef AK_PROPOSETMPL_H
#define AK_PROPOSETMPL_H

#include <stddef.h>
#include <stdint.h>

#include "gen.h"
#include "template.h"

/* load the families of templates/<op>/ that support the job's dtype; returns
 * how many (0: why says why) */
int loadfams(struct gen *g, const struct gjob *gj, struct tmpl *fams, int max, char *why, size_t whylen);
/* whether job j's newest record is vetted and its variant an instance of one of
 * fams (NULL: any), and then its point (fresh: the values its family gained since) */
bool vettedpoint(struct gen *g, const struct job *j, const struct tmpl *fams, int nfams, struct point *p,
		 uint32_t *fresh);
/* whether a vetted variant of job j's op and class on its arch exists in another of its
 * dtypes (the first of the spec's job dtypes that has one), and then its point: a
 * searched job starts there rather than wait for a sibling that a run searches */
bool classpoint(struct gen *g, const struct job *j, const struct tmpl *fams, int nfams, struct point *p,
		uint32_t *fresh);
/* search the families round by round, then the finals: a job with a GPU of its arch */
void searchjob(struct gen *g, struct gjob *gj, const struct tmpl *fams, int nfams);
/* compile one point, a vetted variant's or the defaults: a job without its GPU */
void compilejob(struct gen *g, struct gjob *gj, const struct tmpl *fams, int nfams);

#endif
