/* proposellm.h: the model proposer: a language model (or a command) writes a
 * job's candidates, one a round, its last judgement fed back */
#ifndef AK_PROPOSELLM_H
#define AK_PROPOSELLM_H

#include "gen.h"

/* what proposes, as the run records it (allocated): "template-search",
 * "llm:BACKEND:MODEL", "command:PROGRAM", or the template search and the ops'
 * own ("template-search; OP: command:PROGRAM") */
char *runproposer(const struct gen *g);
/* read the prompt templates of the model proposer and ready its budget; returns 0 or -1 */
int loadprompts(struct gen *g);
/* a job the model proposes for: searched (with a GPU) until the stop rule, or
 * compiled only until a candidate compiles */
void llmjob(struct gen *g, struct gjob *gj);

#endif
