/* candidate.c: a candidate of the agent loop
 *
 * Made from a family's point or from a proposer's source text, in its own
 * directory under the run's work directory; built with one of the compilers'
 * places (nvcc_jobs), verified sharing the GPU (gpu_jobs), timed holding it
 * alone, scored by the geometric mean of its roofline fractions, and
 * recorded whatever its verdict. The best go through the finals: the full
 * verification again, compute-sanitizer and a sustained timing. */
#include "candidate.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtype.h"
#include "gatetime.h"
#include "progress.h"
#include "record.h"
#include "run.h"
#include "targets.h"
#include "util.h"

/* the harness's time limit for a verification of this many trials a shape: 120 s up to
 * three (the screening's default), 40 s a trial beyond. One trial of a large GEMM's
 * shapes takes the harness 6-16 s on an H100 (the inputs made and the sampled fp64
 * references, session 44); a fixed 120 s killed a correct candidate's finals at 10 */
static double verify_limit(int trials)
{
	return trials > 3 ? 40.0 * trials : 120.0;
}

/* a candidate of source text src (NULL: none, the proposer gave nothing)
 * in its own directory, with the verifier's configuration */
void candsource(struct gen *g, struct gjob *gj, struct cand *cd, const char *src, int seq)
{
	char name[96], op[64];

	cd->g = g;
	cd->score = -1;
	snprintf(name, sizeof(name), "%s_%s_%s/c%03d", job_label(gj->j, op, sizeof(op)), dtinfo(gj->j->dt)->name,
		 gj->j->arch, seq);
	cd->dir = pathjoin(g->work, name);
	if (src) {
		cd->path = pathjoin(cd->dir, "cand.cu");
		if (mkdirs(cd->dir) != 0 || writefile(cd->path, src, strlen(src)) < 0) {
			warn("cannot write %s:", cd->path);
			free(cd->path);
			cd->path = NULL;
		}
	}
	cd->vc.spec = gj->j->spec;
	cd->vc.dt = gj->j->dt;
	cd->vc.arch = gj->j->arch;
	if (gj->j->target) {
		cd->vc.archflags = gj->j->target->nvcc_flags;
		cd->vc.narchflags = gj->j->target->nflags;
	}
	cd->vc.cand = cd->path;
	cd->vc.verifydir = g->c->verify;
	cd->vc.workdir = cd->dir;
	cd->vc.nvcc = g->nvcc;
	cd->vc.seed = g->c->seed;
	/* a searched candidate is screened with fewer trials; the finals verify again */
	cd->vc.trials = gj->search ? g->c->search_trials : g->c->trials;
	cd->vc.timeout_s = verify_limit(cd->vc.trials);
	/* its job's GPU, alone in the harness's sight when --gpus named it */
	cd->dev = gj->dev;
	cd->vc.gpu = gj->dev ? gj->dev->d.arch : "";
	cd->vc.device = gj->dev && gj->dev->d.visible[0] ? gj->dev->d.visible : NULL;
	cd->vc.nosanitize = true;
	cd->vc.staticonly = !gj->search;
}

/* a candidate from a family at point p */
void candinit(struct gen *g, struct gjob *gj, struct cand *cd, const struct tmpl *fams, const struct point *p,
		     int seq)
{
	const struct tmpl *t = &fams[p->fam];
	struct buf src = {0};
	json_t *v = json_object();

	memset(cd, 0, sizeof(*cd));
	cd->p = *p;
	tmpl_instance(t, gj->j->spec, gj->j->dt, gj->j->arch, p->v, &src);
	candsource(g, gj, cd, src.data, seq);
	buffree(&src);
	cd->proposer = xasprintf("template:%s/%s", t->op, t->family);
	for (int i = 0; i < t->nparams; i++)
		json_object_set_new(v, t->params[i].name, json_integer((json_int_t)p->v[i]));
	cd->meta = json_pack("{s:s, s:s, s:o}", "family", t->path, "template_sha256", t->sha, "values", v);
	/* the common files the instance inlines, each with its sha256: replay
	 * derives the instance again only while they are as then */
	if (t->ncommon > 0) {
		json_t *c = json_object();

		for (int i = 0; i < t->ncommon; i++)
			json_object_set_new(c, t->common[i].path, json_string(t->common[i].sha));
		json_object_set_new(cd->meta, "common", c);
	}
}

void candfree(struct cand *cd)
{
	verify_free(&cd->r);
	free(cd->dir);
	free(cd->path);
	free(cd->proposer);
	json_decref(cd->meta);
	free(cd->prompt);
	if (cd->asked)
		llm_reply_free(&cd->reply);
}

void *buildone(void *arg)
{
	struct cand *cd = arg;
	double t = monotime();

	semdown(&cd->g->nvcc_sem);
	if (cd->path && verify_build(&cd->vc, &cd->r) == 0)
		cd->built = true;
	semup(&cd->g->nvcc_sem);
	cd->r.wall_s += monotime() - t;
	return NULL;
}

/* a verification (verify_check or verify_recheck) sharing the GPU */
void sharedcheck(struct cand *cd, void (*fn)(const struct vconf *, struct vresult *))
{
	double t = monotime();

	gpu_share(&cd->dev->gl);
	fn(&cd->vc, &cd->r);
	gpu_unshare(&cd->dev->gl);
	if (cd->r.final == V_HARNESS_ERROR) {
		/* the harness, not the candidate, failed, most often for want of
		 * device memory beside the other verifications: once more, alone */
		verify_unstage(&cd->r);
		gpu_hold(&cd->dev->gl);
		fn(&cd->vc, &cd->r);
		gpu_release(&cd->dev->gl);
	}
	cd->r.wall_s += monotime() - t;
}

void *checkone(void *arg)
{
	sharedcheck(arg, verify_check);
	return NULL;
}

/* run fn over every candidate in threads of its own; waits for all */
void eachcand(struct cand *cds, int n, void *(*fn)(void *), bool (*want)(const struct cand *))
{
	pthread_t th[MAX_WIDTH];
	bool started[MAX_WIDTH] = {false};

	for (int i = 0; i < n; i++) {
		if (want && !want(&cds[i]))
			continue;
		started[i] = pthread_create(&th[i], NULL, fn, &cds[i]) == 0;
		if (!started[i])
			fn(&cds[i]);
	}
	for (int i = 0; i < n; i++)
		if (started[i])
			pthread_join(th[i], NULL);
}

/* the geometric mean of the bench shapes' roofline fractions, their least,
 * and the relative noise of the medians it is made of: the worst shape's
 * standard error of the median, doubled (a 95% bound). From the spread of the
 * reps: sigma ~ (p90 - p10) / 2.563 for a normal spread, the median's error
 * 1.2533 sigma / sqrt(reps). (The spread of single reps, 1-6% on the H200,
 * held back real gains of 2% a round in the session-3 run: the median of a
 * few hundred reps is known far better.) -1 when there is no timing */
double benchscore(const struct vresult *r, double *minfrac, double *noise)
{
	double logsum = 0, mn = INFINITY, nz = 0;
	size_t i, n = json_array_size(r->bench);
	json_t *e;

	if (r->final != V_BENCHED || n == 0)
		return -1;
	json_array_foreach(r->bench, i, e) {
		double f = json_number_value(json_object_get(e, "roofline_frac"));
		double med = json_number_value(json_object_get(e, "median_us"));
		double p10 = json_number_value(json_object_get(e, "p10_us"));
		double p90 = json_number_value(json_object_get(e, "p90_us"));
		double reps = json_number_value(json_object_get(e, "reps")), se;

		if (!(f > 0) || !(med > 0))
			return -1;
		logsum += log(f);
		if (f < mn)
			mn = f;
		se = 2 * 1.2533 * ((p90 - p10) / 2.563) / med / sqrt(reps >= 1 ? reps : 1);
		if (se > nz)
			nz = se;
	}
	*minfrac = mn;
	*noise = nz;
	return exp(logsum / (double)n);
}

/* time a verified candidate alone on its GPU; the GPU's first timing also
 * measures its copy and matrix ceilings, which every later one on it reuses */
void benchone(struct gen *g, struct cand *cd, double min_ms)
{
	struct gengpu *d = cd->dev;
	double t = monotime();

	gpu_hold(&d->gl);
	pthread_mutex_lock(&g->m);
	cd->vc.copy_gbps = d->copy_gbps;
	cd->vc.mma_tflops = d->mma_tflops;
	pthread_mutex_unlock(&g->m);
	cd->vc.min_ms = min_ms;
	verify_bench(&cd->vc, &cd->r);
	pthread_mutex_lock(&g->m);
	if (d->copy_gbps <= 0 && cd->r.ceiling) {
		double c = json_number_value(json_object_get(cd->r.ceiling, "copy_gbps"));

		if (c > 0)
			d->copy_gbps = c;
	}
	if (d->mma_tflops <= 0 && cd->r.ceiling)
		d->mma_tflops = record_mma_tflops(cd->r.ceiling);
	pthread_mutex_unlock(&g->m);
	gpu_release(&d->gl);
	cd->r.wall_s += monotime() - t;
	cd->score = benchscore(&cd->r, &cd->minfrac, &cd->noise);
}

/* the attempt's params: what proposed it, its role, its round, the attempt
 * it finalises */
static void paramsjson(const struct cand *cd, const char *role, int round, int64_t of, struct buf *b)
{
	json_t *j = cd->meta ? json_deep_copy(cd->meta) : json_object();
	char *text;

	json_object_set_new(j, "role", json_string(role));
	json_object_set_new(j, "round", json_integer(round));
	if (of > 0)
		json_object_set_new(j, "final_of_attempt", json_integer((json_int_t)of));
	text = json_dumps(j, JSON_COMPACT | JSON_PRESERVE_ORDER);
	if (!text)
		fatal("cannot format an attempt's parameters");
	bufputs(b, text);
	free(text);
	json_decref(j);
}

/* record a judged candidate (under g->m); returns its attempt id or -1 */
int64_t recordcand(struct gen *g, struct gjob *gj, struct cand *cd, const char *role, int round, int64_t of)
{
	struct buf params = {0};
	struct recordllm l = {cd->prompt, cd->reply.text, cd->reply.model, cd->reply.tokens_in, cd->reply.tokens_out,
			      cd->reply.latency_ms, cd->reply.status};
	int64_t aid = -1;

	paramsjson(cd, role, round, of, &params);
	if (prov_begin(g->db) == 0) {
		/* the device once a harness has named it, again once the
		 * ceiling is known, in its GPU's run */
		struct gengpu *d = gj->dev;

		if (d && cd->r.start && (!d->device_recorded || (!d->ceiling_recorded && d->copy_gbps > 0)) &&
		    record_device(g->db, d->run_id, gj->j->arch, &cd->r, d->copy_gbps) == 0) {
			d->device_recorded = true;
			d->ceiling_recorded = d->copy_gbps > 0 || cd->r.ceiling;
		}
		aid = record_attempt(g->db, gj->job_id, cd->proposer, params.data, g->c->seed, &cd->r,
				     cd->asked ? &l : NULL);
		if (aid >= 0 && prov_commit(g->db) != 0)
			aid = -1;
		if (aid < 0)
			prov_rollback(g->db);
	}
	if (aid < 0)
		g->env_error = 1;
	buffree(&params);
	return aid;
}

/* a candidate that compiled where no GPU of its arch is: NO_GPU, so recorded */
void unverified(struct gen *g, struct gjob *gj, struct vresult *r)
{
	char why[160], gpus[96];

	gen_gpustext(g, gpus, sizeof(gpus));
	snprintf(why, sizeof(why), "no GPU of arch %s here (%s): compiled only, unverified", gj->j->arch, gpus);
	verify_unverified(r, why);
}

/* SANITIZE and a sustained BENCH for the best candidates until one passes;
 * returns the winner or NULL */
struct cand *finals(struct gen *g, struct gjob *gj, struct cand *all, int n)
{
	for (int k = 0; k < MAX_FINALISTS && !run_iscut(); k++) {
		struct cand *best = NULL;
		double t = monotime();

		for (int i = 0; i < n; i++)
			if (all[i].score >= 0 && (!best || all[i].score > best->score))
				best = &all[i];
		if (!best)
			return NULL;
		if (best->vc.trials < g->c->trials) {
			/* screened with fewer trials: the protocol's count now */
			setstage(g, gj, "VERIFY", k + 1, MAX_FINALISTS);
			best->vc.trials = g->c->trials;
			best->vc.timeout_s = verify_limit(best->vc.trials);
			sharedcheck(best, verify_recheck);
			t = monotime();
		}
		setstage(g, gj, "SANITIZE", k + 1, MAX_FINALISTS);
		/* the sanitizer runs the smallest shape: its limit (four harness runs') stays
		 * that of one trial a shape, whatever the verification's trials */
		best->vc.timeout_s = verify_limit(1);
		gpu_share(&gj->dev->gl);
		verify_sanitize(&best->vc, &best->r);
		gpu_unshare(&gj->dev->gl);
		best->r.wall_s += monotime() - t;
		if (best->r.final == V_PASS_SANITIZER) {
			setstage(g, gj, "BENCH", k + 1, MAX_FINALISTS);
			benchone(g, best, g->c->final_ms);
		}
		pthread_mutex_lock(&g->m);
		if (best->r.final == V_BENCHED) {
			double sc = benchscore(&best->r, &best->minfrac, &best->noise);

			best->score = sc;
			gj->attempt = recordcand(g, gj, best, "final", gj->rounds, best->attempt);
			pthread_mutex_unlock(&g->m);
			if (gj->attempt <= 0)
				return NULL;
			/* what the gate will compare it with, timed now beside it */
			setstage(g, gj, "GATE", 1, 1);
			gate_baseline(g, gj, best);
			return best;
		}
		if (!run_iscut())
			say(g, gj, "the best candidate failed its final judgement: %s: %s",
			    verdict_info(best->r.final)->name, best->r.st[best->r.nst - 1].detail);
		/* recorded as far as it went; stopped by the deadline, it says so */
		recordcand(g, gj, best, "final", gj->rounds, best->attempt);
		pthread_mutex_unlock(&g->m);
		best->score = -1;
	}
	return NULL;
}
