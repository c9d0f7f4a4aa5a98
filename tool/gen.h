/* gen.h: the agent loop's state, shared by its modules (generate.c, the
 * proposers, candidate.c, progress.c); not for the rest of akgen */
#ifndef AK_GEN_H
#define AK_GEN_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "generate.h"
#include "genlock.h"
#include "gpus.h"
#include "llm.h"
#include "plan.h"
#include "prov.h"
#include "search.h"
#include "util.h"

#define MAX_WIDTH 32
/* the best candidates tried in the finals, in order, until one passes: a fault
 * that only the full verification finds tends to be shared by a point's
 * neighbours, which the search ranks next to it */
#define MAX_FINALISTS 5
/* seconds kept back from a job's search for its final judgement (the verification
 * again with the full trials, compute-sanitizer, the sustained timing), and more
 * for every other job running, whose finals share the GPU and whose sustained
 * timings take turns: on the H200, eight jobs ending together took 60-75 s over
 * their finals, past a flat 40 s reserve */
#define FINAL_RESERVE 40.0
#define FINAL_RESERVE_PER_JOB 6.0

struct cand;

/* a GPU of the run (gengpu.c): jobs of its arch run on it, each timing alone */
struct gengpu {
	struct gpudev d;
	struct gpulock gl;
	bool used;		/* a job searched here needs its arch */
	int64_t run_id;		/* its row in runs: its device, its ceilings, its jobs */
	double copy_gbps;	/* the copy ceiling its first timing measured */
	double mma_tflops;	/* and the matrix ceiling, where at the arch's full rate; 0: none */
	bool device_recorded, ceiling_recorded;
};

struct gjob {
	const struct job *j;
	bool search;		/* a GPU of its arch is here: searched and vetted */
	int sibling;		/* the job whose winner it starts from, or -1 */
	bool ownstart;		/* it starts from its own last vetted variant instead */
	bool taken, done;
	struct gengpu *dev;	/* the GPU it runs on (a searched job); NULL: none */
	/* the outcome */
	enum prov_status status;
	char why[256];
	char family[128];	/* the winner's template path */
	char values[512];	/* and its parameters, "NAME=V ..." */
	struct point win;
	double score, minfrac;
	int tried, rounds;
	double secs;
	int64_t job_id, attempt;
	char variant[256];	/* relative to the output directory */
	const struct llmconf *model;	/* its proposer: a language model; NULL: the template search */
	const char *proposer;	/* the model's settings as canonical text, as in its key; NULL: the default */
	struct llmstate llm;	/* what the job spent of the model */
	/* the regression gate's baseline (gatetime.c): the previous vetted job, its
	 * variant timed again beside the winner (0: not timed, gate_note says why) */
	int64_t gate_prev, gate_base;
	char gate_note[300];
	bool gate_cut;		/* the deadline stopped the baseline's timing */
	/* live state, for the status line */
	bool scored;
	const char *stage;
	int cur, ncur;
};

struct gen {
	const struct genconf *c;
	struct gengpu *gpus;	/* the GPUs here (--gpus, else the one of device 0) */
	int ngpus;
	const char *nvcc;
	char *work;
	bool keepwork;		/* a job failed: the work directory stays, for its builds */
	struct prov *db;
	int64_t run_id;		/* the first used GPU's run; the compiled-only jobs' */
	struct sem nvcc_sem;
	pthread_mutex_t m;	/* everything below, the database and the output */
	pthread_cond_t cv;
	struct gjob *v;
	int n, started, nsearch;
	int kept;		/* vetted jobs left as they are for want of their GPU */
	int left;		/* a model's jobs left so, without --compile-only */
	int unported;		/* ports left at selection, with nothing vetted to port
				 * (in v, reported, never run) */
	double t0;
	bool tty;
	int drawn;		/* live lines on the terminal now */
	int env_error;
	/* the deadline's watchdog (generate.c): cut once the deadline came and the
	 * children were stopped (run_cut); over once the workers are done */
	bool cut, over;
	pthread_cond_t overcv;
	/* the language model, when it proposes */
	char *system, *propose;	/* the prompt templates' text */
	struct llmstate budget;
	pthread_mutex_t records_m;	/* one export of the records at a time */
	pthread_mutex_t llm_m;	/* one question at a time, and the budget */
};

/* whether the job ended with a variant (vetted or compiled only) */
static inline bool won(const struct gjob *gj)
{
	return gj->status == PROV_VETTED || gj->status == PROV_COMPILED_ONLY;
}

/* seconds since the run began */
static inline double elapsed(const struct gen *g)
{
	return monotime() - g->t0;
}

/* the variant's file name, relative to the output directory */
void variantname(const struct job *j, char *out, size_t len);
/* the job's row in the database, added when it first has something to
 * record; returns false (the job failed) when the database refused it */
bool jobrow(struct gen *g, struct gjob *gj);
/* write the winner (NULL: none) verbatim into the output directory and record
 * it as the job's artifact, and the job's status (under g->m) */
void conclude(struct gen *g, struct gjob *gj, const struct cand *win);
/* a job left as it was for want of a GPU of its arch: named, not recorded */
void leave(struct gen *g, struct gjob *gj, const char *what);
/* a job the run's deadline stopped (under g->m): left stale, named */
void leftcut(struct gen *g, struct gjob *gj);
/* the job's outcome when win passed its finals (under g->m) */
void vetted(struct gjob *gj, const struct cand *win, const char *family);
/* the job's deadline, seconds from the run's start: its share of what is left
 * to the jobs of its arch (gengpu.c) */
double jobdeadline(struct gen *g, const struct gjob *gj);
/* the verifications a job can run at once: its share of its GPU's slots */
int verifyslots(struct gen *g, const struct gjob *gj);
/* the GPUs of --gpus (else the one of device 0) into g->gpus; 0, or -1 after a
 * warning (a listed GPU that is not here) */
int gen_gpus_find(struct gen *g);
/* whether a GPU of arch is here */
bool gen_hasarch(const struct gen *g, const char *arch);
/* the GPUs here, for people: "GPU 0 sm_90, GPU 2 sm_80", "sm_90" or "none" */
void gen_gpustext(const struct gen *g, char *out, size_t n);
/* after the jobs are chosen: mark the GPUs they use, a run row each (the first
 * one's is g->run_id; one for the run when none is used), their locks, the
 * harness of each arch; 0 or -1 (the database refused) */
int gen_gpus_start(struct gen *g, const char *proposer);
/* the runs finished, the lock files closed; 0 or -1 */
int gen_gpus_finish(struct gen *g);
/* whether a worker of GPU dev (NULL: none) may take job gj (g->m held) */
bool gen_fits(const struct gjob *gj, const struct gengpu *dev);
/* the run's copy ceiling as the summary gives it: its first used GPU's */
double gen_copy_gbps(const struct gen *g);

#endif
