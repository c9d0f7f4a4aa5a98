/* record.h: writing judged candidates into the provenance database */
#ifndef AK_RECORD_H
#define AK_RECORD_H

#include <stddef.h>
#include <stdint.h>

#include "prov.h"
#include "verify.h"

struct recordctx {
	const char *db;		/* the database file, created when missing */
	const char *command;	/* the command line, for the run's record */
	const char *key;	/* the job's key (plan.c) */
	const char *proposer;	/* who proposed the candidate: "manual:PATH", ... */
};

/* record a run, its job, the attempt, a verdict per stage and the
 * measurements, in one transaction; returns the attempt id, or -1 after a
 * warning */
int64_t record_verify(const struct recordctx *rc, const struct vconf *c, const struct vresult *r);

/* the pieces, for callers that hold the database and a transaction: */
/* a run row, its device facts unknown until record_device */
int64_t record_run(struct prov *p, const char *command, const char *proposer, uint64_t seed);
/* the NVIDIA driver's version ("580.159.04") from the first line of path
 * (/proc/driver/nvidia/version); 0, or -1 with out empty */
int record_nvidia_driver(const char *path, char *out, size_t n);
/* the run's device facts, from a judged candidate's harness events; returns 0 or -1 */
int record_device(struct prov *p, int64_t run_id, const char *arch, const struct vresult *r, double copy_gbps);
/* a ceiling event's matrix ceiling in TFLOP/s, where measured at the arch's full rate
 * (the runs' peak_tflops, the bench's --mma-tflops); 0: none */
double record_mma_tflops(const json_t *ceiling);
/* what a language model was asked and answered, for an attempt it proposed */
struct recordllm {
	const char *prompt, *response, *model;
	int64_t tokens_in, tokens_out, latency_ms, http_status;	/* < 0: unknown */
};

/* an attempt of a job with its verdicts and measurements; params is JSON
 * text; llm is NULL for a candidate no model proposed; returns its id or -1 */
int64_t record_attempt(struct prov *p, int64_t job_id, const char *proposer, const char *params, uint64_t seed,
		       const struct vresult *r, const struct recordllm *llm);

#endif
