/* verify.h: judging one candidate: static checks, compile, verify, sanitize, bench */
#ifndef AK_VERIFY_H
#define AK_VERIFY_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "spec.h"
#include "static.h"
#include "verdict.h"

#define VERIFY_MAX_STAGES 8

struct vconf {
	const struct spec *spec;
	enum dtype dt;
	const char *arch;	/* the job's arch, "sm_90" */
	char *const *archflags;	/* its target's nvcc options (targets.h), narchflags of them */
	int narchflags;
	const char *cand;	/* the candidate's path */
	const char *verifydir;	/* verify/: harness.cu, harness.h, rules/ */
	const char *workdir;	/* an empty directory to build in */
	const char *nvcc;
	uint64_t seed;
	int trials;		/* per shape; 0: the harness's default */
	bool nostatic;		/* skip the static checks (to test deeper defenses) */
	bool staticonly;	/* stop after the static checks and the compile */
	bool nosanitize;
	bool bench;		/* time the bench shapes after a pass */
	double timeout_s;	/* per harness run */
	double min_ms;		/* sustained time per bench shape */
	double copy_gbps;	/* the copy ceiling; 0: measure it */
	double mma_tflops;	/* the matrix ceiling (verify/harness_mma.cuh); 0: measure it */
	const char *gpu;	/* this machine's GPU arch ("sm_90", "" for none); NULL: ask nvidia-smi */
	const char *device;	/* the harness's only GPU (CUDA_VISIBLE_DEVICES: a UUID or an
				 * index of nvidia-smi's); NULL: what akgen sees */
};

struct vstage {
	enum verdict v;
	double secs;		/* how long the stage took */
	char *detail;		/* one paragraph for people */
	char *evidence;		/* what proves it: the harness's event, a log excerpt */
	char *sandbox;		/* what its programs ran under; NULL: none ran */
};

struct vresult {
	struct vstage st[VERIFY_MAX_STAGES];
	int nst;
	enum verdict final;	/* the last stage's verdict */
	char source_sha[65];
	char *source;
	char *compile_cmd, *compile_log;
	struct resources res;
	char *sandbox;		/* what the harness ran under (sandbox_describe), NULL: it never ran */
	json_t *start;		/* the harness's start event (device, driver, ...) */
	json_t *bench;		/* array of bench events */
	json_t *ceiling;	/* the ceiling event */
	double wall_s;
	double mark;		/* when the last stage ended (monotime) */
};

/* turn what the harness printed and how it ended into the next stage's
 * verdict (okv when it passed); keeps its start, bench and ceiling events */
struct runresult;
void verify_harnessverdict(struct vresult *r, const struct runresult *rr, enum verdict okv, const char *what);
/* judge the candidate; returns 0 when it was judged (whatever the verdict),
 * -1 after a warning when the environment failed (no nvcc, unwritable dir) */
int verify_run(const struct vconf *c, struct vresult *r);
/* the first half, needing no GPU: STATIC and COMPILE, ending in COMPILED
 * with the harness built in c->workdir (or the verdict that stopped it) */
int verify_build(const struct vconf *c, struct vresult *r);
/* the second half, after verify_build ended in COMPILED: VERIFY, SANITIZE
 * (unless c->nosanitize) and BENCH (if c->bench), on this machine's GPU */
void verify_judge(const struct vconf *c, struct vresult *r);
/* its stages one by one, each after the last one passed (else nothing):
 * VERIFY after COMPILED; SANITIZE after PASS or BENCHED; BENCH after PASS, PASS_SANITIZER
 * or BENCHED (a second timing replaces the first's events) */
void verify_check(const struct vconf *c, struct vresult *r);
/* the verification again (c->trials a shape) of a candidate that passed it, or was
 * timed after it: the finals of a search that screened with fewer trials */
void verify_recheck(const struct vconf *c, struct vresult *r);
void verify_sanitize(const struct vconf *c, struct vresult *r);
void verify_bench(const struct vconf *c, struct vresult *r);
/* add a stage with its verdict by hand (what happened before the verifier:
 * NO_CANDIDATE); the text is copied */
void verify_note(struct vresult *r, enum verdict v, const char *detail, const char *evidence);
/* forget the last stage (a harness error to be retried), so that the stage
 * before it is final again */
void verify_unstage(struct vresult *r);
/* after a build stopped at the static checks (c->staticonly): record that
 * the candidate stays unverified (NO_GPU, with why) */
void verify_unverified(struct vresult *r, const char *why);
void verify_free(struct vresult *r);
/* where verify and bench record what they judged unless told --db: scratch.db in
 * akgen's cache directory, never generated/'s database */
char *verify_scratchdb(void);
/* build the harness object for c->arch into the cache, if it is not there,
 * so that candidates built at once do not each build it; returns 0 or -1 */
int verify_harness(const struct vconf *c);
/* the arch of the GPU the CUDA runtime calls device 0 here ("sm_90"), from
 * nvidia-smi (gpus.c); NULL when there is none */
char *verify_gpu_arch(void);
/* nvcc from $NVCC, /usr/local/cuda/bin or PATH; NULL when there is none */
const char *verify_nvcc(void);

#endif
