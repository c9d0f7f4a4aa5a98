/* llmint.h: what llm.c and llmhttp.c share */
#ifndef AK_LLMINT_H
#define AK_LLMINT_H

#include "llm.h"

/* one HTTP try: fills out (outcome, msg, status, text, tokens, latency), the
 * body as received (for the retry decision) and the retry-after seconds (-1) */
void llm_http(const struct llmconf *c, const char *key, const char *system, const char *prompt,
	      struct llmreply *out, struct buf *body, double *retry_after);
/* set out's outcome and one-line message */
void llm_say(struct llmreply *r, enum llmoutcome o, const char *fmt, ...) AK_PRINTF(3, 4);
/* set out's model name; one longer than it holds ends in "..." (recorded so,
 * never as another name) */
void llm_setmodel(struct llmreply *r, const char *name);
/* overwrite every occurrence of key in s with '*' (keys shorter than 4 are left) */
void llm_scrub(char *s, const char *key);

#endif
