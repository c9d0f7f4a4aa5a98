/* gate.h: the regression gate: a job vetted again against its previous vetted variant */
#ifndef AK_GATE_H
#define AK_GATE_H

#include <stdbool.h>
#include <stdint.h>

#include "util.h"

struct prov;

enum gate_decision {
	GATE_PASS,	/* no bench shape slower beyond the noise, or nothing compared */
	GATE_REGRESSION,	/* slower at a shape: the new variant is not adopted */
	GATE_ACCEPTED,	/* slower, adopted by --accept-regression */
};

struct gate_in {
	int64_t prev_job;	/* the previous vetted job */
	int64_t base_attempt;	/* its variant timed again beside the new one (gatetime.c) */
	int64_t new_attempt;	/* the new winner's final attempt */
	bool accept;		/* --accept-regression */
};

struct gate_out {
	enum gate_decision decision;
	char why[400];		/* the worst shape, or why nothing was compared ("" when all is well) */
	struct buf detail;	/* every shape's two figures, for the verdict's record */
};

/* the stage and the verdicts the gate records on the new attempt (verdicts table) */
#define GATE_STAGE "GATE"
#define GATE_VERDICT(d) ((d) == GATE_PASS ? "PASS_GATE" : (d) == GATE_REGRESSION ? "REGRESSION" : "ACCEPTED_REGRESSION")

/* judge in against p's records: 0 with out (free out->detail), -1 after a warning */
int gate_judge(struct prov *p, const struct gate_in *in, struct gate_out *out);
/* the gate's newest refusal of a job of op, arch, dtype and class (cls "" the default)
 * made after its record rec_id: 1 with its reason in why, 0 when none, -1 */
int gate_refusal(struct prov *p, const char *op, const char *arch, const char *dtype, const char *cls, int64_t rec_id,
		 char *why, size_t n);

#endif
