/* explain.h: akgen explain OP DTYPE ARCH: what produced a variant (its family and
 * parameter values, or a model's answer), every check it passed with the GPU and
 * seed, its timings against the roofline floor and, where bench/compare.py's figures
 * are recorded (akgen compare-import), against PyTorch eager and torch.compile, and
 * whether its file is still as recorded, from the newest record of the job */
#ifndef AK_EXPLAIN_H
#define AK_EXPLAIN_H

#include <stdbool.h>

#include "plan.h"

struct explainconf {
	const char *out, *db;
	const char *op, *dtype, *arch;
	bool json;
	bool nopytorch;		/* explain_json without the PyTorch figures (attest's statement) */
};

/* prints the explanation; 0, 1 when there is no such job or record or a file
 * differs from it, 3 after a warning (the database) */
int explain(const struct plan *plan, const struct explainconf *c);
/* the explanation of job j as JSON (its fields are explain --json's); NULL after
 * a warning, or with *none set when j has no record */
struct json_t;
struct json_t *explain_json(const struct explainconf *c, const struct job *j, bool *none);

#endif
