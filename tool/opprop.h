/* opprop.h: the proposer a project keeps for an op (SPECS/OP.proposer beside the
 * op's spec: the model proposer's settings, as --llm-config reads them), and the
 * canonical text of a proposer configuration that goes into the jobs' keys */
#ifndef AK_OPPROP_H
#define AK_OPPROP_H

#include "llm.h"
#include "spec.h"
#include "util.h"

/* an op's proposer: its settings (whose strings point into store) and their
 * canonical text */
struct opprop {
	const struct spec *spec;
	struct llmconf lc;
	struct buf store, canon;
};

/* SPECS/OP.proposer for the spec s (allocated) */
char *opprop_path(const struct spec *s);
/* the canonical text of the model proposer lc with the prompt templates under
 * templates/prompts (never the key, only the variable that holds it) into canon:
 * 0, or -1 after a warning */
int opprop_canon(const struct llmconf *lc, const char *templates, struct buf *canon);
/* the proposer s's project keeps into op: 0, 1 when it keeps none, -1 after a
 * warning (a file that is not a usable configuration) */
int opprop_load(const struct spec *s, const char *templates, struct opprop *op);
void opprop_free(struct opprop *op);

#endif
