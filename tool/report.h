/* report.h: akgen report --html OUT: one self-contained page (inline SVG, no
 * script, no network): the vetted / compiled-only / missing matrix by arch and
 * dtype, the verdict counts, per op a chart of the roofline fraction of every
 * bench shape and the search's path of every timed job, and every variant's
 * explanation (explain.h), linked from the matrix */
#ifndef AK_REPORT_H
#define AK_REPORT_H

#include "explain.h"

/* writes the page to outfile; 0, or 3 after a warning */
int report_html(const struct plan *plan, const struct explainconf *c, const char *outfile);

#endif
