/* candidate.h: a candidate of the agent loop: made, built, verified, timed, recorded */
#ifndef AK_CANDIDATE_H
#define AK_CANDIDATE_H

#include <jansson.h>

#include "gen.h"
#include "llm.h"
#include "search.h"
#include "template.h"
#include "verify.h"

struct cand {
	struct point p;
	char *proposer;		/* "template:rmsnorm/rowreg", "llm:openai:MODEL" */
	json_t *meta;		/* what proposed it, for the attempt's params */
	char *prompt;		/* a model's prompt and its reply, when one proposed it */
	struct llmreply reply;
	bool asked;
	char *dir, *path;
	struct vconf vc;
	struct vresult r;
	bool built;
	double score, noise, minfrac;
	int64_t attempt;
	struct gen *g;
	struct gengpu *dev;	/* its job's GPU; NULL: none (compiled only) */
};

/* a candidate of source text src (NULL: none, the proposer gave nothing)
 * in its own directory, with the verifier's configuration */
void candsource(struct gen *g, struct gjob *gj, struct cand *cd, const char *src, int seq);
/* a candidate from a family at point p */
void candinit(struct gen *g, struct gjob *gj, struct cand *cd, const struct tmpl *fams, const struct point *p,
	      int seq);
/* free what the candidate holds */
void candfree(struct cand *cd);
/* build the candidate (a struct cand *), holding one of the compilers' places */
void *buildone(void *arg);
/* verify the candidate (a struct cand *) sharing the GPU */
void *checkone(void *arg);
/* a verification (verify_check or verify_recheck) sharing the GPU */
void sharedcheck(struct cand *cd, void (*fn)(const struct vconf *, struct vresult *));
/* run fn over every candidate want selects (NULL: all) in threads of its own; waits for all */
void eachcand(struct cand *cds, int n, void *(*fn)(void *), bool (*want)(const struct cand *));
/* time a verified candidate alone on the GPU and score it */
void benchone(struct gen *g, struct cand *cd, double min_ms);
/* the geometric mean of the bench shapes' roofline fractions, their least and
 * the noise, or -1 when there is no timing */
double benchscore(const struct vresult *r, double *minfrac, double *noise);
/* record a judged candidate (under g->m); returns its attempt id or -1 */
int64_t recordcand(struct gen *g, struct gjob *gj, struct cand *cd, const char *role, int round, int64_t of);
/* a candidate that compiled where no GPU of its arch is: NO_GPU, so recorded */
void unverified(struct gen *g, struct gjob *gj, struct vresult *r);
/* SANITIZE and a sustained BENCH for the best candidates until one passes;
 * returns the winner or NULL */
struct cand *finals(struct gen *g, struct gjob *gj, struct cand *all, int n);

/* whether the candidate was built and linked with the harness */
static inline bool compiled(const struct cand *cd)
{
	return cd->built && cd->r.final == V_COMPILED;
}

/* whether it passed its verification */
static inline bool judgedok(const struct cand *cd)
{
	return cd->r.final == V_PASS;
}

#endif
