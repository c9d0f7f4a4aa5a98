/* targets.h: the project's targets (targets.yaml): the GPU architectures every
 * op is built and vetted for, each arch's options, and where a cluster runs
 * each kind of job. A spec may narrow the archs (its archs: must name targets);
 * the job key of an arch holds that arch's options only, so adding an arch
 * stales nothing vetted for another. */
#ifndef AK_TARGETS_H
#define AK_TARGETS_H

#include <stdbool.h>

#include "diag.h"
#include "spec.h"
#include "specs.h"

#define TARGET_MAX_FLAGS 8
#define TARGET_MAX_TEXT 128	/* a setting's longest value */

/* a cluster's settings: Slurm's partition, constraint and generic resources
 * (sbatch -p, -C, --gres); NULL where unset */
struct slurmopts {
	char *partition, *constraint, *gres, *account, *time;
};

struct target {
	char *arch;
	char *nvcc_flags[TARGET_MAX_FLAGS];	/* passed to nvcc for this arch; part of its jobs' keys */
	int nflags;
	struct slurmopts slurm;			/* for this arch's GPU jobs */
};

struct targets {
	char *path;		/* the file read, or NULL for the built-in default */
	struct target v[SPEC_MAX_ARCHS];
	int n;
	struct slurmopts slurm;	/* every job's defaults */
	struct slurmopts cpu;	/* compile-only jobs' (slurm: cpu:) */
};

/* load the targets from path; a missing file at the default path (required
 * false) gives the built-in default [sm_80, sm_90, sm_90a, sm_100, sm_120]. Returns 0,
 * or -1 after printing every error as FILE:LINE:COL. */
int targets_load(const char *path, bool required, struct targets *t);
/* the same from a buffer, errors into d */
int targets_parse(const char *data, size_t len, struct targets *t, struct diag *d);
void targets_free(struct targets *t);
/* the target of arch, or NULL */
const struct target *targets_find(const struct targets *t, const char *arch);
/* give each spec (and its class views) the targets it builds for: the targets,
 * in their order, but the arch- and family-specific ones, or those of them
 * its own archs: names (each must be a target). Returns the number of specs
 * refused, each said on stderr. */
int targets_apply(const struct targets *t, struct specset *set);
/* the options of an arch as the key holds them ("" for none) */
void targets_keytext(const struct target *tg, struct buf *b);
/* the default path (beside the specs directory: DIR/../targets.yaml) */
char *targets_defaultpath(const char *specsdir);

#endif
