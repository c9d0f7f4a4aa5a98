/* gatetime.c: the regression gate's baseline (akgen generate)
 *
 * The gate (gate.c) compares a job's new winner with the variant it would replace.
 * Figures recorded on another day are no baseline: the same kernel timed again in a
 * later run of the H200 lost up to 8.2% of its roofline fraction at a shape (p99 2.9%
 * over 502 shapes, bench/gate-drift.py on session 25's records), far past the noise
 * of either timing, and the gate refused unchanged kernels. So the
 * previous variant is built again from its recorded source and timed here, on the
 * winner's GPU, right after the winner's sustained timing and as long: two timings of
 * one GPU, one clock and one ceiling. It is verified first (the search's trials): a
 * kernel today's verification rejects is no baseline. The baseline is an attempt of the
 * new job (role "gate-baseline", its params naming the previous job and attempt), with
 * its own verdicts and timings, so that a reviewer sees what the gate compared. A
 * previous variant of the same source as the winner is not timed (the same kernel
 * cannot regress), nor one that no longer builds or verifies: gj->gate_note says so,
 * and the gate records it. */
#define _POSIX_C_SOURCE 200809L
#include "gatetime.h"

#include <jansson.h>
#include <string.h>

#include "candidate.h"
#include "gen.h"
#include "prov.h"
#include "run.h"
#include "sha256.h"
#include "spec.h"
#include "util.h"

/* the last stage's verdict and detail, for a note */
static void lastsaid(const struct cand *cd, char *out, size_t n)
{
	const struct vstage *s = cd->r.nst ? &cd->r.st[cd->r.nst - 1] : NULL;

	snprintf(out, n, "%s%s%.160s", s ? verdict_info(s->v)->name : "no verdict", s && s->detail ? ": " : "",
		 s && s->detail ? s->detail : "");
}

void gate_baseline(struct gen *g, struct gjob *gj, const struct cand *win)
{
	struct prov_jobrec rec;
	struct buf src = {0};
	struct cand cd;
	char sha[65], said[200];
	int rc;

	gj->gate_prev = gj->gate_base = 0;
	gj->gate_cut = false;
	gj->gate_note[0] = '\0';
	pthread_mutex_lock(&g->m);
	rc = prov_latest_job(g->db, gj->j->spec->op, gj->j->arch, dtinfo(gj->j->dt)->name, spec_classname(gj->j->spec),
			     &rec);
	if (rc == 1 && rec.status == PROV_VETTED && rec.best_attempt_id > 0 && rec.id != gj->job_id)
		rc = prov_attempt_source(g->db, rec.best_attempt_id, &src);
	else if (rc == 1)
		rc = 0;
	pthread_mutex_unlock(&g->m);
	if (rc < 0)
		g->env_error = 1;
	if (rc <= 0)
		goto out;
	gj->gate_prev = rec.id;
	sha256_buf(src.data, src.len, sha);
	if (strcmp(sha, win->r.source_sha) == 0) {
		snprintf(gj->gate_note, sizeof(gj->gate_note), "the same source as job %lld's variant: not timed again",
			 (long long)rec.id);
		goto out;
	}
	memset(&cd, 0, sizeof(cd));
	candsource(g, gj, &cd, src.data, gj->tried + 1);
	cd.proposer = xasprintf("previous:job %lld", (long long)rec.id);
	cd.meta = json_pack("{s:I, s:I}", "previous_job", (json_int_t)rec.id, "previous_attempt",
			    (json_int_t)rec.best_attempt_id);
	buildone(&cd);
	if (compiled(&cd))
		checkone(&cd);
	if (judgedok(&cd))
		benchone(g, &cd, g->c->final_ms);
	pthread_mutex_lock(&g->m);
	cd.attempt = recordcand(g, gj, &cd, "gate-baseline", gj->rounds, 0);
	pthread_mutex_unlock(&g->m);
	if (cd.r.final == V_BENCHED && cd.attempt > 0) {
		gj->gate_base = cd.attempt;
	} else if (run_iscut()) {
		/* no baseline for want of time is no reason to adopt: the job is left */
		gj->gate_cut = true;
		snprintf(gj->gate_note, sizeof(gj->gate_note), "the run's deadline stopped job %lld's variant's timing",
			 (long long)rec.id);
	} else {
		lastsaid(&cd, said, sizeof(said));
		snprintf(gj->gate_note, sizeof(gj->gate_note), "job %lld's variant could not be timed again here (%s)",
			 (long long)rec.id, said);
	}
	candfree(&cd);
out:
	buffree(&src);
}
