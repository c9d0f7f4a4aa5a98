/* slurm.h: what the parts of akgen slurm share (internal to cmdslurm.c,
 * slurmscript.c and slurmstatus.c): a run's units and settings, and the files
 * written for it */
#ifndef AK_SLURM_H
#define AK_SLURM_H

#include <stdbool.h>

#include "generate.h"
#include "plan.h"
#include "targets.h"
#include "util.h"


#define SLURM_UNIT_JOBS GEN_MAX_FILTER	/* a unit's jobs at most: the --job options generate takes */
#define SLURM_MAX_SHARDS 4096
#define SLURM_MAX_PASS 64		/* generate's options after -- */
#define SLURM_GROUPS (SPEC_MAX_ARCHS + 1)
#define SLURM_COMPILE "compile"		/* the compile-only units' group */
#define SLURM_MAX_FILE ((size_t)16 << 20)

/* the units of an arch's GPU jobs, or of the compile-only ones */
struct group {
	const char *name;	/* the arch, or SLURM_COMPILE */
	bool gpu;
	struct slurmopts o;	/* its Slurm settings (the targets' strings) */
	int *jobs, njobs;	/* indices into the plan, in its order */
	int nunits;		/* job k goes to unit k % nunits + 1 */
};

struct slurmrun {
	const char *sel[4][GEN_MAX_FILTER];	/* --op, --arch, --dtype, --class */
	int nsel[4];
	int shards;
	bool compile_only;
	const char *dirarg, *workarg;
	char *const *pass;	/* generate's options after -- */
	int npass;
	struct group g[SLURM_GROUPS];
	int ng;
	/* absolute paths */
	char *dir, *work, *root, *akgen, *out, *records;
	char *specs, *templates, *targets, *outarg;	/* the path options given, as given; NULL: the default */
	struct slurmopts cpu;	/* the compile-only jobs' settings, and the gathers' */
};

/* the files of a run (slurmscript.c), each a function of the plan, the options and
 * the paths alone */
void slurm_unitsfile(struct buf *b, const struct slurmrun *r, const struct plan *plan);
void slurm_unitsh(struct buf *b, const struct slurmrun *r, const struct plan *plan);
void slurm_groupsbatch(struct buf *b, const struct slurmrun *r, const struct group *g);
void slurm_gathersbatch(struct buf *b, const struct slurmrun *r);
void slurm_submitsh(struct buf *b, const struct slurmrun *r);
/* akgen slurm --status DIR (slurmstatus.c): an exit status */
int slurm_status(const char *dirarg);

#endif
