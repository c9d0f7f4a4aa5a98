/* record.c: writing a judged candidate into the provenance database */
#define _POSIX_C_SOURCE 200809L
#include "record.h"

#include <jansson.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prov.h"
#include "version.h"

static const char *jstr(json_t *o, const char *k)
{
	return o ? json_string_value(json_object_get(o, k)) : NULL;
}

static double jnum(json_t *o, const char *k)
{
	json_t *v = o ? json_object_get(o, k) : NULL;

	return json_is_number(v) ? json_number_value(v) : NAN;
}

/* a count, its fraction dropped: -1 (unknown) where it is missing, below 0 or past 2^62
 * (a NaN or a value past int64_t cast to it is undefined) */
static int64_t jcount(json_t *o, const char *k)
{
	double v = jnum(o, k);

	return v >= 0 && v <= 0x1p62 ? (int64_t)v : -1;
}

int64_t record_run(struct prov *p, const char *command, const char *proposer, uint64_t seed)
{
	struct prov_run run;
	char host[256] = "";

	prov_run_init(&run);
	gethostname(host, sizeof(host) - 1);
	run.tool_version = AK_VERSION;
	run.tool_commit = AK_COMMIT;
	run.command = command;
	run.host = host;
	run.seed = (int64_t)(seed & INT64_MAX);
	run.proposer = proposer;
	return prov_run_begin(p, &run);
}

int record_nvidia_driver(const char *path, char *out, size_t n)
{
	char line[512] = "";
	FILE *f = fopen(path, "r");
	const char *k;

	out[0] = 0;
	if (!f)
		return -1;
	if (!fgets(line, sizeof(line), f))
		line[0] = 0;
	fclose(f);
	/* "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.159.04  Tue Oct ..." or
	 * "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.95.05  Release
	 * Build ...": the first word of digits and dots with a dot in it */
	k = strstr(line, "NVRM version:");
	for (k = k ? k + 13 : NULL; k && *k;) {
		size_t w, len;

		k += strspn(k, " \t\r\n");
		w = strcspn(k, " \t\r\n");
		len = strspn(k, "0123456789.");
		if (len == w && len > 2 && len < n && k[0] >= '0' && k[0] <= '9' && memchr(k, '.', len)) {
			memcpy(out, k, len);
			out[len] = 0;
			return 0;
		}
		k += w;
	}
	return -1;
}

int record_device(struct prov *p, int64_t run_id, const char *arch, const struct vresult *r, double copy_gbps)
{
	struct prov_run run;
	char drv[64], cuda[96] = "";

	prov_run_init(&run);
	run.gpu_name = jstr(r->start, "device");
	run.gpu_arch = r->start ? arch : NULL;
	/* the NVIDIA driver's own version (the harness ran here, on this machine's
	 * driver); the harness's "driver" is the CUDA version that driver supports */
	run.driver_version = r->start && record_nvidia_driver("/proc/driver/nvidia/version", drv, sizeof(drv)) == 0
				     ? drv : NULL;
	if (jstr(r->start, "runtime"))
		snprintf(cuda, sizeof(cuda), "runtime %s, driver API %s", jstr(r->start, "runtime"),
			 jstr(r->start, "driver") ? jstr(r->start, "driver") : "unknown");
	run.cuda_version = cuda[0] ? cuda : NULL;
	run.copy_gbps = r->ceiling ? jnum(r->ceiling, "copy_gbps") : copy_gbps > 0 ? copy_gbps : NAN;
	run.peak_tflops = r->ceiling ? record_mma_tflops(r->ceiling) : 0;
	if (!(run.peak_tflops > 0))
		run.peak_tflops = NAN;
	return prov_run_set_device(p, run_id, &run);
}

double record_mma_tflops(const json_t *ceiling)
{
	const json_t *t = json_object_get(ceiling, "mma_tflops");

	if (!json_is_true(json_object_get(ceiling, "mma_full_rate")) || !json_is_number(t))
		return 0;
	return json_number_value(t) > 0 && json_number_value(t) < 1e6 ? json_number_value(t) : 0;
}

/* a bench event's number k that may be null (not timed: NaN); -1 after a warning
 * where it is there and neither */
static int jnullable(json_t *e, const char *shape, const char *k, double *out)
{
	json_t *v = json_object_get(e, k);

	*out = json_is_number(v) ? json_number_value(v) : NAN;
	if (!v || json_is_null(v) || json_is_number(v))
		return 0;
	warn("the harness's bench event of shape %s: %s is neither a number nor null", shape ? shape : "?", k);
	return -1;
}

static int measurements(struct prov *p, int64_t aid, const struct vresult *r)
{
	size_t i;
	json_t *e;

	json_array_foreach(r->bench, i, e) {
		struct prov_measurement m;
		char *shape = json_dumps(json_object_get(e, "sym"), JSON_COMPACT | JSON_SORT_KEYS);
		const char *flag = jstr(e, "flag");
		int64_t id = -1;

		prov_measurement_init(&m);
		m.attempt_id = aid;
		m.shape = shape;
		m.median_us = jnum(e, "median_us");
		m.p10_us = jnum(e, "p10_us");
		m.p90_us = jnum(e, "p90_us");
		m.reps = jcount(e, "reps");
		m.wall_us = jnum(e, "wall_us");
		m.roofline_floor_us = jnum(e, "floor_us");
		m.roofline_frac = jnum(e, "roofline_frac");
		m.sm_clock_mhz = jcount(e, "sm_clock_mhz");
		m.throttle_reasons = jstr(e, "throttle");
		m.baseline = flag;
		/* the sets at the spec's least alignment, where the harness timed them */
		if (jnullable(e, shape, "min_align_median_us", &m.min_align_median_us) == 0 &&
		    jnullable(e, shape, "min_align_ratio", &m.min_align_ratio) == 0)
			id = prov_measurement_add(p, &m);
		free(shape);
		if (id < 0)
			return -1;
	}
	return 0;
}

int64_t record_attempt(struct prov *p, int64_t job_id, const char *proposer, const char *params, uint64_t seed,
		       const struct vresult *r, const struct recordllm *llm)
{
	struct prov_attempt a;
	int64_t aid;

	prov_attempt_init(&a);
	a.job_id = job_id;
	a.proposer = proposer;
	a.params = params;
	if (llm) {
		a.prompt = llm->prompt;
		a.response = llm->response;
		a.model = llm->model;
		a.tokens_in = llm->tokens_in;
		a.tokens_out = llm->tokens_out;
		a.latency_ms = llm->latency_ms;
		a.http_status = llm->http_status;
	}
	a.source = r->source;
	a.source_sha256 = r->source ? r->source_sha : NULL;
	a.compile_cmd = r->compile_cmd;
	a.compile_log = r->compile_log;
	a.registers = r->res.kernels ? r->res.registers : -1;
	a.smem_bytes = r->res.kernels ? r->res.smem : -1;
	a.spill_bytes = r->res.kernels ? r->res.spills : -1;
	a.seed = (int64_t)(seed & INT64_MAX);
	a.wall_ms = (int64_t)(r->wall_s * 1000);
	aid = prov_attempt_add(p, &a);
	for (int i = 0; i < r->nst && aid >= 0; i++) {
		const struct verdictinfo *vi = verdict_info(r->st[i].v);

		if (prov_verdict_add(p, aid, vi->stage, vi->name, r->st[i].detail, r->st[i].evidence, r->st[i].secs,
				     r->st[i].sandbox) < 0)
			aid = -1;
	}
	if (aid >= 0 && r->bench && measurements(p, aid, r) != 0)
		aid = -1;
	return aid;
}

int64_t record_verify(const struct recordctx *rc, const struct vconf *c, const struct vresult *r)
{
	struct prov *p = prov_open(rc->db, PROV_CREATE);
	struct prov_job job = {0};
	int64_t rid, jid, aid = -1;
	char params[64];

	if (!p)
		return -1;
	if (prov_begin(p) != 0)
		goto out;
	rid = record_run(p, rc->command, rc->proposer, c->seed);
	if (rid >= 0 && (r->start || r->ceiling) && record_device(p, rid, c->arch, r, c->copy_gbps) != 0)
		rid = -1;
	job.run_id = rid;
	job.op = c->spec->op;
	job.arch = c->arch;
	job.dtype = dtinfo(c->dt)->name;
	job.key = rc->key;
	job.cls = spec_classname(c->spec);
	jid = rid < 0 ? -1 : prov_job_add(p, &job);
	xsnprintf(params, sizeof(params), "{\"trials\": %d}", c->trials);
	aid = jid < 0 ? -1 : record_attempt(p, jid, rc->proposer, params, c->seed, r, NULL);
	/* a judged candidate is not a release: only generate marks a job vetted */
	if (aid >= 0 && prov_job_set_status(p, jid, verdict_info(r->final)->ok ? PROV_PENDING : PROV_FAILED, 0) != 0)
		aid = -1;
	if (aid >= 0 && prov_run_finish(p, rid) != 0)
		aid = -1;
	if (aid >= 0) {
		if (prov_commit(p) != 0)
			aid = -1;
	} else {
		prov_rollback(p);
	}
out:
	prov_close(p);
	return aid;
}
