/* prompt.h: the prompts of the LLM proposers: plain-text templates with named
 * slots ({{spec}}, {{launcher}}, ...; templates/prompts/README.md) and the
 * texts that fill them */
#ifndef AK_PROMPT_H
#define AK_PROMPT_H

#include "spec.h"
#include "util.h"
#include "verify.h"

/* caps on what a slot quotes from outside */
#define PROMPT_MAX_SOURCE (64 << 10)
#define PROMPT_MAX_LOG 3000
#define PROMPT_MAX_EVIDENCE 1500

struct prompt_slot {
	const char *name;	/* "spec" */
	const char *text;	/* NULL: not known (a template that uses it is refused) */
};

/* what the target is known to be; unknown numbers are <= 0 */
struct prompt_target {
	const char *arch;	/* "sm_90" */
	const char *gpu;	/* "NVIDIA H200", or NULL */
	int sms;
	double copy_gbps;	/* the measured copy ceiling */
	double mma_tflops;	/* the measured matrix ceiling, at the arch's full rate */
};

/* everything a proposal prompt is made of */
struct prompt_job {
	const struct spec *spec;
	const char *spectext;	/* the spec file as written */
	enum dtype dt;
	struct prompt_target target;
	const struct vresult *best;	/* the best candidate so far with its bench events, or NULL */
	const struct vresult *last;	/* the last attempt's judgment, or NULL for the first */
};

/* replace each {{name}} in tmpl by its slot's text; refuses (returns -1,
 * every reason a line in err) a slot not in slots, a slot whose text is NULL,
 * and a malformed {{...}}; returns 0 */
int prompt_render(const char *tmpl, const struct prompt_slot *slots, int nslots, struct buf *out, struct buf *err);

/* the slot texts */
void prompt_spec(const char *spectext, struct buf *out);
void prompt_launcher(const struct spec *s, enum dtype dt, const char *arch, struct buf *out);
void prompt_target(const struct spec *s, enum dtype dt, const struct prompt_target *t, struct buf *out);
/* the fixed rules every candidate must follow */
const char *prompt_rules(void);
/* the best source so far and its measurements ("none yet" when best is NULL) */
void prompt_best(const struct vresult *best, struct buf *out);
/* the last attempt's judgment: the failing stage, its detail and evidence, the
 * compile log trimmed to its first errors; the timing against the roofline */
void prompt_feedback(const struct vresult *last, struct buf *out);
/* the compile log from its first error, at most max bytes */
void prompt_trimlog(const char *log, size_t max, struct buf *out);

/* render tmpl (templates/prompts/propose.txt) for a job; returns 0, or -1
 * with why in err */
int prompt_propose(const char *tmpl, const struct prompt_job *j, struct buf *out, struct buf *err);

#endif
