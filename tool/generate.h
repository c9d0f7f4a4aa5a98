/* generate.h: the agent loop: every stale job searched, judged, recorded and
 * its winner written to generated/ */
#ifndef AK_GENERATE_H
#define AK_GENERATE_H

#include <stdbool.h>
#include <stdint.h>

#include "llm.h"
#include "plan.h"
#include "search.h"
#include "specs.h"

#define GEN_MAX_FILTER 16

struct opprop;

struct genconf {
	const struct specset *set;
	const struct plan *plan;
	const char *templates, *out, *db, *verify;	/* directories and the database */
	const char *command;	/* the command line, for the run's record */
	const char *bundle;	/* --bundle: OUT's records as one file when the run ends (cmdmerge.c) */
	const char *gpus;	/* --gpus: nvidia-smi's indices ("0,1,3") or "all"; NULL: device 0 (gpus.h) */
	bool accept_regression;	/* adopt a variant the regression gate finds slower (gate.c) */
	const char *ops[GEN_MAX_FILTER], *archs[GEN_MAX_FILTER], *dtypes[GEN_MAX_FILTER];
	int nops, narchs, ndtypes;	/* 0: every one */
	const char *classes[GEN_MAX_FILTER];	/* shape classes, "default" the op's default one */
	int nclasses;
	const char *keys[GEN_MAX_FILTER];	/* --job: jobs whose key begins so (8 to 64 hex digits) */
	int nkeys;
	int shard, nshards;	/* --shard I/N: the plan's jobs i with i % N == I - 1; nshards 0: all */
	uint64_t seed;
	struct search_move tries[SEARCH_MAX_TRIES];	/* --try: moves round 0 offers beside its lead */
	int ntries;
	int budget;		/* candidates a job may try */
	double job_s;		/* seconds a job's search may take */
	double deadline_s;	/* seconds the whole run may take; 0: no limit */
	double target;		/* the roofline fraction (geometric mean) that ends a search */
	int patience;		/* rounds without a gain above the noise that end a search */
	int width;		/* candidates a round */
	int jobs;		/* jobs at once */
	int nvcc_jobs;		/* compilations at once */
	int gpu_jobs;		/* verifications sharing the GPU at once */
	int trials;		/* verification trials a shape: the winner's, in the finals */
	int search_trials;	/* a searched candidate's, at most trials (the finals verify again) */
	double screen_ms, final_ms;	/* timing a shape: searching, and the winner */
	const struct llmconf *llm;	/* the proposer: a language model; NULL: the template search */
	const char *proposer;	/* its configuration as canonical text, as in the jobs' keys; NULL: the default */
	const struct opprop *opprops;	/* without llm: the proposers the project keeps for some ops */
	int nopprops;
	const char *prompts;	/* templates/prompts/: system.txt, propose.txt */
	int job_requests;	/* the model's requests a job may make; 0: no limit (llm->max_requests bounds the run) */
	int64_t job_tokens;	/* its tokens in and out a job may spend; 0: no limit (llm->max_total_tokens: the run) */
	bool compile_only;	/* no verification: record compiled-only candidates */
	bool records;		/* the project's database (no --db): its records written as each
				 * searched job ends, so that a run ended from outside keeps them */
	bool force;		/* fresh jobs too */
	bool quiet, json;
};

/* run the loop over the plan's jobs the filters select that are not fresh
 * (every one with force); returns 0 when every job ended as it may (vetted,
 * compiled only, or left stale for want of a GPU), 1 when a job failed, 3 on
 * an environment error */
int generate(const struct genconf *c);

#endif
