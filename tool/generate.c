/* generate.c: the agent loop
 *
 * Per job (op x arch x dtype): ANALYZE (its families, its start point) ->
 * PROPOSE (a round of points from search.c) -> STATIC and COMPILE (in
 * parallel, bounded by nvcc_jobs) -> VERIFY (in parallel on the GPU, bounded
 * by gpu_jobs) -> BENCH (alone on the GPU) -> DECIDE (the stop rule), and at
 * the end the best candidates through SANITIZE and a sustained BENCH until
 * one passes. Several jobs run at once; the GPU is shared by verifications
 * and held alone by every timing (struct gpulock), so that nothing disturbs
 * a measurement. Every candidate is recorded, whatever its verdict; a job's
 * winner is written verbatim to generated/variants/ and recorded as the
 * job's artifact.
 *
 * A job whose arch has no GPU here is compiled only: the winner of its op
 * and dtype on the arch that has one (this run's, or the newest vetted
 * variant) instantiated for its arch, or with compile_only the family's
 * defaults; never recorded as vetted. */
#define _GNU_SOURCE
#include "generate.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "extract.h"
#include "llm.h"
#include "prompt.h"
#include "prov.h"
#include "run.h"
#include "record.h"
#include "search.h"
#include "sha256.h"
#include "proto.h"
#include "template.h"
#include "util.h"
#include "verify.h"

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

/* the GPU: verifications share it (up to max at once), a timing holds it
 * alone and goes first when it waits */
struct gpulock {
	pthread_mutex_t m;
	pthread_cond_t cv;
	int readers, max, writer, waiting;
};

/* a counting semaphore */
struct sem {
	pthread_mutex_t m;
	pthread_cond_t cv;
	int n;
};

struct gjob {
	const struct job *j;
	bool search;		/* a GPU of its arch is here: searched and vetted */
	int sibling;		/* the job whose winner it starts from, or -1 */
	bool ownstart;		/* it starts from its own last vetted variant instead */
	bool taken, done;
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
	struct llmstate llm;	/* what the job spent of the model */
	/* live state, for the status line */
	bool scored;
	const char *stage;
	int cur, ncur;
};

struct gen {
	const struct genconf *c;
	const char *gpu;	/* this machine's GPU arch, "" for none */
	const char *nvcc;
	char *work;
	struct prov *db;
	int64_t run_id;
	bool device_recorded, ceiling_recorded;
	double copy_gbps;
	struct gpulock gl;
	struct sem nvcc_sem;
	pthread_mutex_t m;	/* everything below, the database and the output */
	pthread_cond_t cv;
	struct gjob *v;
	int n, started, nsearch;
	int kept;		/* vetted jobs left as they are for want of their GPU */
	double t0;
	bool tty;
	int drawn;		/* live lines on the terminal now */
	int env_error;
	/* the language model, when it proposes */
	char *system, *propose;	/* the prompt templates' text */
	struct llmstate budget;
	pthread_mutex_t llm_m;	/* one question at a time, and the budget */
};

/* whether the job ended with a variant (vetted or compiled only) */
static bool won(const struct gjob *gj)
{
	return gj->status == PROV_VETTED || gj->status == PROV_COMPILED_ONLY;
}

/* ---------------------------------------------------------------- locks */

static void gpu_share(struct gpulock *g)
{
	pthread_mutex_lock(&g->m);
	while (g->writer || g->waiting || g->readers >= g->max)
		pthread_cond_wait(&g->cv, &g->m);
	g->readers++;
	pthread_mutex_unlock(&g->m);
}

static void gpu_unshare(struct gpulock *g)
{
	pthread_mutex_lock(&g->m);
	g->readers--;
	pthread_cond_broadcast(&g->cv);
	pthread_mutex_unlock(&g->m);
}

static void gpu_hold(struct gpulock *g)
{
	pthread_mutex_lock(&g->m);
	g->waiting++;
	while (g->writer || g->readers)
		pthread_cond_wait(&g->cv, &g->m);
	g->waiting--;
	g->writer = 1;
	pthread_mutex_unlock(&g->m);
}

static void gpu_release(struct gpulock *g)
{
	pthread_mutex_lock(&g->m);
	g->writer = 0;
	pthread_cond_broadcast(&g->cv);
	pthread_mutex_unlock(&g->m);
}

static void sem_down(struct sem *s)
{
	pthread_mutex_lock(&s->m);
	while (s->n <= 0)
		pthread_cond_wait(&s->cv, &s->m);
	s->n--;
	pthread_mutex_unlock(&s->m);
}

static void sem_up(struct sem *s)
{
	pthread_mutex_lock(&s->m);
	s->n++;
	pthread_cond_signal(&s->cv);
	pthread_mutex_unlock(&s->m);
}

/* ---------------------------------------------------------------- output */

static double elapsed(const struct gen *g)
{
	return monotime() - g->t0;
}

static const char *jobname(const struct gjob *gj, char *buf, size_t len)
{
	snprintf(buf, len, "%s %s %s", gj->j->spec->op, gj->j->arch, dtinfo(gj->j->dt)->name);
	return buf;
}

/* on a terminal, the live lines at the bottom: erase the ones drawn last */
static void unstatus(struct gen *g)
{
	for (; g->drawn > 0; g->drawn--)
		fputs("\033[1A\033[2K", stderr);
}

/* then draw them again: a line for the run, and one per running job with its
 * stage, the candidate it is at, and the best so far as a roofline fraction
 * (under g->m) */
static void statusline(struct gen *g)
{
	int done = 0;

	if (!g->tty || g->c->quiet)
		return;
	unstatus(g);
	for (int i = 0; i < g->n; i++)
		done += g->v[i].done;
	fprintf(stderr, "%s: %d of %d jobs done, %.0f s\n", argv0, done, g->n, elapsed(g));
	g->drawn = 1;
	for (int i = 0; i < g->n && g->drawn < 24; i++) {
		const struct gjob *gj = &g->v[i];
		char name[96], best[32] = "";

		if (!gj->taken || gj->done || !gj->stage)
			continue;
		if (gj->scored)
			snprintf(best, sizeof(best), ", best %.1f%%", 100 * gj->score);
		fprintf(stderr, "  %-28.28s %-8s candidate %d of %d%s\n", jobname(gj, name, sizeof(name)), gj->stage,
			gj->cur, gj->ncur, best);
		g->drawn++;
	}
	fflush(stderr);
}

/* a plain line about a job (under g->m) */
static void say(struct gen *g, const struct gjob *gj, const char *fmt, ...) AK_PRINTF(3, 4);
static void say(struct gen *g, const struct gjob *gj, const char *fmt, ...)
{
	char name[96];
	va_list ap;

	if (g->c->quiet)
		return;
	if (g->tty)
		unstatus(g);
	fprintf(stderr, "%s: %6.1f s %s: ", argv0, elapsed(g), jobname(gj, name, sizeof(name)));
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	statusline(g);
}

static void setstage(struct gen *g, struct gjob *gj, const char *stage, int cur, int n)
{
	pthread_mutex_lock(&g->m);
	gj->stage = stage;
	gj->cur = cur;
	gj->ncur = n;
	statusline(g);
	pthread_mutex_unlock(&g->m);
}

/* ---------------------------------------------------------------- families */

/* load the families of templates/<op>/ that support dt; returns how many */
static int loadfams(struct gen *g, const struct gjob *gj, struct tmpl *fams, int max, char *why, size_t whylen)
{
	char *dir = pathjoin(g->c->templates, gj->j->spec->op);
	struct dirent **names = NULL;
	int nn = scandir(dir, &names, NULL, alphasort), n = 0;

	if (nn < 0)
		snprintf(why, whylen, "no kernel families in %s", dir);
	for (int i = 0; i < nn; i++) {
		char *path = pathjoin(dir, names[i]->d_name);
		struct diag d = {0};

		if (hassuffix(names[i]->d_name, ".cu") && n < max) {
			if (tmpl_load(path, &fams[n], &d) == 0) {
				if (fams[n].dtypes & (1u << gj->j->dt))
					n++;
				else
					tmpl_free(&fams[n]);
			} else {
				snprintf(why, whylen, "%s does not load: %s", path,
					 d.n ? d.msgs[0].text : "see its errors with akgen instantiate");
			}
		}
		diagfree(&d);
		free(path);
		free(names[i]);
	}
	free(names);
	free(dir);
	if (n == 0 && !why[0])
		snprintf(why, whylen, "no kernel family of templates/%s supports %s", gj->j->spec->op,
			 dtinfo(gj->j->dt)->name);
	return n;
}

/* the family a point's template path names, or -1 */
static int famindex(const struct tmpl *fams, int n, const char *path)
{
	for (int i = 0; i < n; i++)
		if (strcmp(fams[i].path, path) == 0)
			return i;
	return -1;
}

/* read the point back from an instance's text: the template's path in its
 * first comment and its AKP_ definitions (a parameter it lacks, or a value
 * the parameter's list has lost, at the family's default); returns 0 or -1.
 * fresh (unless NULL), set only on success: per parameter, a bit per value
 * index for the values the instance's own template, whose text it carries,
 * did not have */
static int readinstance(const char *text, const struct tmpl *fams, int n, struct point *p, uint32_t *fresh)
{
	const char *a = strstr(text, "an instance of "), *e;
	char path[512];
	uint32_t fr[TMPL_MAX_PARAMS] = {0};

	if (!a)
		return -1;
	a += strlen("an instance of ");
	e = strstr(a, " (sha256");
	if (!e || (size_t)(e - a) >= sizeof(path))
		return -1;
	snprintf(path, sizeof(path), "%.*s", (int)(e - a), a);
	p->fam = famindex(fams, n, path);
	if (p->fam < 0)
		return -1;
	for (int i = 0; i < fams[p->fam].nparams; i++) {
		const struct tparam *tp = &fams[p->fam].params[i];
		char def[128];
		const char *d;
		int64_t v;
		char num[32];
		size_t k = 0;

		if (fresh) {
			int64_t old[TMPL_MAX_VALUES];
			int nold = tmpl_text_values(text, tp->name, old, TMPL_MAX_VALUES);

			/* a parameter the instance's template lacked: every value
			 * but the default the point takes for it */
			for (int j = 0; j < tp->nvals; j++) {
				bool had = nold < 0 && tp->vals[j] == tp->def;

				for (int o = 0; o < nold; o++)
					had |= old[o] == tp->vals[j];
				if (!had)
					fr[i] |= 1u << j;
			}
		}
		snprintf(def, sizeof(def), "#define AKP_%s ", tp->name);
		d = strstr(text, def);
		/* a parameter added to the family since the instance was made
		 * takes its default, and so does a value its list no longer
		 * holds: the rest of the point is still the place to start */
		p->v[i] = tp->def;
		if (!d)
			continue;
		d += strlen(def);
		while (k + 1 < sizeof(num) && d[k] && d[k] != '\n')
			num[k] = d[k], k++;
		num[k] = 0;
		if (!parseint(num, &v))
			return -1;
		for (int j = 0; j < tp->nvals; j++)
			if (tp->vals[j] == v)
				p->v[i] = v;
	}
	if (fresh)
		memcpy(fresh, fr, sizeof(fr));
	return 0;
}

/* ---------------------------------------------------------------- candidates */

struct cand {
	struct point p;
	char *proposer;		/* "template:rmsnorm/rowreg", "llm:openai:MODEL" */
	json_t *meta;		/* what proposed it, for the attempt's params */
	char *prompt;		/* a model's prompt and its reply, when one proposed it */
	struct llmreply reply;
	bool asked;
	char *dir, *path;
	struct vconf vc;
	struct vresult r;
	bool built;
	double score, noise, minfrac;
	int64_t attempt;
	struct gen *g;
};

/* a candidate of source text src (NULL: none, the proposer gave nothing)
 * in its own directory, with the verifier's configuration */
static void candsource(struct gen *g, struct gjob *gj, struct cand *cd, const char *src, int seq)
{
	char name[64];

	cd->g = g;
	cd->score = -1;
	snprintf(name, sizeof(name), "%s_%s_%s/c%03d", gj->j->spec->op, dtinfo(gj->j->dt)->name, gj->j->arch, seq);
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
	cd->vc.cand = cd->path;
	cd->vc.verifydir = g->c->verify;
	cd->vc.workdir = cd->dir;
	cd->vc.nvcc = g->nvcc;
	cd->vc.seed = g->c->seed;
	/* a searched candidate is screened with fewer trials; the finals verify again */
	cd->vc.trials = gj->search ? g->c->search_trials : g->c->trials;
	cd->vc.timeout_s = 120;
	cd->vc.gpu = g->gpu;
	cd->vc.nosanitize = true;
	cd->vc.staticonly = !gj->search;
}

/* a candidate from a family at point p */
static void candinit(struct gen *g, struct gjob *gj, struct cand *cd, const struct tmpl *fams, const struct point *p,
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
}

static void candfree(struct cand *cd)
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

static void *buildone(void *arg)
{
	struct cand *cd = arg;
	double t = monotime();

	sem_down(&cd->g->nvcc_sem);
	if (cd->path && verify_build(&cd->vc, &cd->r) == 0)
		cd->built = true;
	sem_up(&cd->g->nvcc_sem);
	cd->r.wall_s += monotime() - t;
	return NULL;
}

/* a verification (verify_check or verify_recheck) sharing the GPU */
static void shared(struct cand *cd, void (*fn)(const struct vconf *, struct vresult *))
{
	double t = monotime();

	gpu_share(&cd->g->gl);
	fn(&cd->vc, &cd->r);
	gpu_unshare(&cd->g->gl);
	if (cd->r.final == V_HARNESS_ERROR) {
		/* the harness, not the candidate, failed, most often for want of
		 * device memory beside the other verifications: once more, alone */
		verify_unstage(&cd->r);
		gpu_hold(&cd->g->gl);
		fn(&cd->vc, &cd->r);
		gpu_release(&cd->g->gl);
	}
	cd->r.wall_s += monotime() - t;
}

static void *checkone(void *arg)
{
	shared(arg, verify_check);
	return NULL;
}

/* run fn over every candidate in threads of its own; waits for all */
static void each(struct cand *cds, int n, void *(*fn)(void *), bool (*want)(const struct cand *))
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

static bool compiled(const struct cand *cd)
{
	return cd->built && cd->r.final == V_COMPILED;
}

/* the geometric mean of the bench shapes' roofline fractions, their least,
 * and the relative noise of the medians it is made of: the worst shape's
 * standard error of the median, doubled (a 95% bound). From the spread of the
 * reps: sigma ~ (p90 - p10) / 2.563 for a normal spread, the median's error
 * 1.2533 sigma / sqrt(reps). (The spread of single reps, 1-6% on the H200,
 * held back real gains of 2% a round in the session-3 run: the median of a
 * few hundred reps is known far better.) -1 when there is no timing */
static double score(const struct vresult *r, double *minfrac, double *noise)
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

/* time a verified candidate alone on the GPU; the run's first timing also
 * measures the copy ceiling, which every later one reuses */
static void benchone(struct gen *g, struct cand *cd, double min_ms)
{
	double t = monotime();

	gpu_hold(&g->gl);
	pthread_mutex_lock(&g->m);
	cd->vc.copy_gbps = g->copy_gbps;
	pthread_mutex_unlock(&g->m);
	cd->vc.min_ms = min_ms;
	verify_bench(&cd->vc, &cd->r);
	pthread_mutex_lock(&g->m);
	if (g->copy_gbps <= 0 && cd->r.ceiling) {
		double c = json_number_value(json_object_get(cd->r.ceiling, "copy_gbps"));

		if (c > 0)
			g->copy_gbps = c;
	}
	pthread_mutex_unlock(&g->m);
	gpu_release(&g->gl);
	cd->r.wall_s += monotime() - t;
	cd->score = score(&cd->r, &cd->minfrac, &cd->noise);
}

/* ---------------------------------------------------------------- records */

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
static int64_t recordcand(struct gen *g, struct gjob *gj, struct cand *cd, const char *role, int round, int64_t of)
{
	struct buf params = {0};
	struct recordllm l = {cd->prompt, cd->reply.text, cd->reply.model, cd->reply.tokens_in, cd->reply.tokens_out,
			      cd->reply.latency_ms, cd->reply.status};
	int64_t aid = -1;

	paramsjson(cd, role, round, of, &params);
	if (prov_begin(g->db) == 0) {
		/* the device once a harness has named it, again once the
		 * ceiling is known */
		if (cd->r.start && (!g->device_recorded || (!g->ceiling_recorded && g->copy_gbps > 0)) &&
		    record_device(g->db, g->run_id, gj->j->arch, &cd->r, g->copy_gbps) == 0) {
			g->device_recorded = true;
			g->ceiling_recorded = g->copy_gbps > 0 || cd->r.ceiling;
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

/* the variant's file name, relative to the output directory */
static void variantname(const struct job *j, char *out, size_t len)
{
	struct buf name = {0};

	sig_variant_file(j->spec, j->dt, j->arch, &name);
	snprintf(out, len, "%s", name.data);
	buffree(&name);
}

/* write the winner verbatim into the output directory and record it as the
 * job's artifact, and the job's status (under g->m) */
static void conclude(struct gen *g, struct gjob *gj, const struct cand *win)
{
	char *path;
	int wrote = 0;

	if (win && gj->attempt <= 0) {
		/* its attempt was not recorded (the database refused it): a variant
		 * with no record of how it was made is not shipped */
		gj->status = PROV_FAILED;
		snprintf(gj->why, sizeof(gj->why), "the winning attempt could not be recorded");
		g->env_error = 1;
		win = NULL;
	}
	if (win) {
		variantname(gj->j, gj->variant, sizeof(gj->variant));
		path = pathjoin(g->c->out, gj->variant);
		{
			char *dir = pathdir(path);

			if (mkdirs(dir) != 0)
				warn("cannot create %s:", dir);
			free(dir);
		}
		wrote = writefile(path, win->r.source, strlen(win->r.source));
		free(path);
		if (wrote < 0) {
			gj->status = PROV_FAILED;
			snprintf(gj->why, sizeof(gj->why), "cannot write %.200s", gj->variant);
			gj->variant[0] = 0;
			g->env_error = 1;
			win = NULL;
		}
	}
	if (prov_begin(g->db) != 0) {
		g->env_error = 1;
		return;
	}
	if ((win && prov_artifact_add(g->db, gj->job_id, gj->attempt, gj->variant, win->r.source_sha,
				      (int64_t)strlen(win->r.source)) < 0) ||
	    prov_job_set_status(g->db, gj->job_id, gj->status, win ? gj->attempt : 0) != 0 || prov_commit(g->db) != 0) {
		prov_rollback(g->db);
		g->env_error = 1;
	}
}

/* ---------------------------------------------------------------- a job */

/* a job left as it was for want of a GPU of its arch: named, not recorded */
static void leave(struct gen *g, struct gjob *gj, const char *what)
{
	pthread_mutex_lock(&g->m);
	gj->status = PROV_PENDING;
	snprintf(gj->why, sizeof(gj->why), "no GPU of arch %s here%s", gj->j->arch, what);
	say(g, gj, "%s", gj->why);
	pthread_mutex_unlock(&g->m);
}

/* the job's row in the database, added when it first has something to
 * record; returns false (the job failed) when the database refused it */
static bool jobrow(struct gen *g, struct gjob *gj)
{
	struct prov_job pj = {0};
	char spechex[65], prophex[65];

	if (gj->job_id > 0)
		return true;
	pj.run_id = g->run_id;
	pj.op = gj->j->spec->op;
	pj.arch = gj->j->arch;
	pj.dtype = dtinfo(gj->j->dt)->name;
	pj.key = gj->j->key;
	if (sha256_file(gj->j->spec->path, spechex) == 0)
		pj.spec_sha256 = spechex;
	{
		const char *prop = g->c->proposer ? g->c->proposer : plan_default_proposer;

		sha256_buf(prop, strlen(prop), prophex);
	}
	pj.proposer_sha256 = prophex;
	pthread_mutex_lock(&g->m);
	gj->job_id = prov_begin(g->db) == 0 ? prov_job_add(g->db, &pj) : -1;
	if (gj->job_id < 0 || prov_commit(g->db) != 0) {
		prov_rollback(g->db);
		g->env_error = 1;
		gj->job_id = 0;
		gj->status = PROV_FAILED;
		snprintf(gj->why, sizeof(gj->why), "the database refused the job");
		say(g, gj, "%s", gj->why);
		pthread_mutex_unlock(&g->m);
		return false;
	}
	pthread_mutex_unlock(&g->m);
	return true;
}

/* the point of job j's newest record when it is vetted and its variant is an
 * instance of one of fams (fresh: as readinstance) */
static bool vettedpoint(struct gen *g, const struct job *j, const struct tmpl *fams, int nfams, struct point *p,
			uint32_t *fresh)
{
	struct prov_jobrec rec;
	char rel[256];
	char *path;
	struct buf text = {0};
	bool ok;

	pthread_mutex_lock(&g->m);
	ok = prov_latest_job(g->db, j->spec->op, j->arch, dtinfo(j->dt)->name, &rec) == 1 && rec.status == PROV_VETTED;
	pthread_mutex_unlock(&g->m);
	if (!ok)
		return false;
	variantname(j, rel, sizeof(rel));
	path = pathjoin(g->c->out, rel);
	ok = readfile(path, TMPL_MAX_BYTES * 2, &text) == 0 &&
	     (!fams || readinstance(text.data, fams, nfams, p, fresh) == 0);
	free(path);
	buffree(&text);
	return ok;
}

/* the point a job starts from: its own last vetted variant (a job made stale
 * by a changed input: the best place to look again), else its sibling's
 * winner in this run, else the vetted variant of its op and dtype on another
 * arch that its ports come from, else (a searched job) that of the op's first
 * dtype on its arch. fresh (unless NULL): the values its families have gained
 * since that variant was made, as readinstance */
static bool startpoint(struct gen *g, const struct gjob *gj, const struct tmpl *fams, int nfams, struct point *p,
		       uint32_t *fresh)
{
	const struct spec *s = gj->j->spec;
	enum dtype dts[DT_COUNT];
	struct job other = *gj->j;
	struct prov_jobrec rec;
	int rc;

	if (fresh)
		memset(fresh, 0, sizeof(uint32_t) * TMPL_MAX_PARAMS);
	if (gj->ownstart && vettedpoint(g, gj->j, fams, nfams, p, fresh))
		return true;
	if (gj->sibling >= 0) {
		const struct gjob *sb = &g->v[gj->sibling];

		if (won(sb)) {
			p->fam = famindex(fams, nfams, sb->family);
			if (p->fam >= 0) {
				memcpy(p->v, sb->win.v, sizeof(p->v));
				return true;
			}
		}
	}
	/* the vetted variant its ports come from (plan_portsource: of its dtype
	 * on another arch), then, for a searched job, the newest vetted variant
	 * of the op's first dtype on its arch */
	pthread_mutex_lock(&g->m);
	rc = plan_portsource(g->db, gj->j, &rec, &other.arch);
	pthread_mutex_unlock(&g->m);
	if (rc == 1 && vettedpoint(g, &other, fams, nfams, p, fresh))
		return true;
	spec_jobdtypes(s, dts);
	other = *gj->j;
	other.dt = dts[0];
	return gj->search && other.dt != gj->j->dt && vettedpoint(g, &other, fams, nfams, p, fresh);
}

/* the searches running now (g->m held) */
static int running(const struct gen *g)
{
	int n = 0;

	for (int i = 0; i < g->n; i++)
		n += g->v[i].search && g->v[i].taken && !g->v[i].done;
	return n;
}

/* the job's deadline, seconds from the run's start: its share of what is left */
static double jobdeadline(struct gen *g)
{
	const struct genconf *c = g->c;
	double now = elapsed(g), end = now + c->job_s;
	int left, nrun;

	pthread_mutex_lock(&g->m);
	left = g->nsearch - g->started;
	nrun = running(g);
	pthread_mutex_unlock(&g->m);
	if (c->deadline_s > 0) {
		double share;

		/* the jobs still waiting and those running share the time left */
		share = (c->deadline_s - now) * c->jobs / (double)(left + nrun > 0 ? left + nrun : 1);
		if (now + share < end)
			end = now + share;
		if (end > c->deadline_s)
			end = c->deadline_s;
	}
	return end - FINAL_RESERVE - FINAL_RESERVE_PER_JOB * (nrun > 1 ? nrun - 1 : 0);
}

/* the verifications a job can run at once: its share of the GPU's slots among
 * the searches running now */
static int verifyslots(struct gen *g)
{
	int nrun, par;

	pthread_mutex_lock(&g->m);
	nrun = running(g);
	pthread_mutex_unlock(&g->m);
	par = g->gl.max / (nrun > 1 ? nrun : 1);
	return par > 1 ? par : 1;
}

static bool judgedok(const struct cand *cd)
{
	return cd->r.final == V_PASS;
}

/* one round: build, verify, time; returns the candidates judged. *prep_s:
 * the seconds of the build and verification (the candidates side by side),
 * *bench_s: the longest timing of one candidate, the wait for the GPU included
 * (0 when none was timed) */
static int round1(struct gen *g, struct gjob *gj, const struct tmpl *fams, struct search *s, struct cand *cds,
		  const struct point *pts, int n, int round, double end, double *prep_s, double *bench_s)
{
	char desc[512];
	int passed = 0;
	double t0 = elapsed(g);

	*bench_s = 0;
	for (int i = 0; i < n; i++)
		candinit(g, gj, &cds[i], fams, &pts[i], gj->tried + i + 1);
	setstage(g, gj, "COMPILE", 0, n);
	each(cds, n, buildone, NULL);
	if (gj->search) {
		setstage(g, gj, "VERIFY", 0, n);
		each(cds, n, checkone, compiled);
		*prep_s = elapsed(g) - t0;
		for (int i = 0; i < n; i++) {
			double tb = elapsed(g);

			if (!judgedok(&cds[i]))
				continue;
			/* past the job's time, a later round's candidates stay
			 * verified but untimed; the first round is always timed */
			if (round > 0 && elapsed(g) > end)
				continue;
			setstage(g, gj, "BENCH", i + 1, n);
			benchone(g, &cds[i], g->c->screen_ms);
			passed += cds[i].score >= 0;
			if (elapsed(g) - tb > *bench_s)
				*bench_s = elapsed(g) - tb;
		}
	} else {
		*prep_s = elapsed(g) - t0;
	}
	pthread_mutex_lock(&g->m);
	for (int i = 0; i < n; i++) {
		struct cand *cd = &cds[i];

		if (gj->search)
			search_report(s, &cd->p, cd->score, cd->noise);
		if (cd->built)
			cd->attempt = recordcand(g, gj, cd, gj->search ? "search" : "compile-only", round, 0);
		search_describe(s, &cd->p, desc, sizeof(desc));
		if (!cd->built)
			say(g, gj, "candidate %d (%s): akgen could not judge it", gj->tried + i + 1, desc);
		else if (cd->score >= 0)
			say(g, gj, "candidate %d: %.1f%% of the roofline (least %.1f%%, noise %.1f%%): %s",
			    gj->tried + i + 1, 100 * cd->score, 100 * cd->minfrac, 100 * cd->noise, desc);
		else if (cd->r.final == V_PASS)
			say(g, gj, "candidate %d: verified, not timed (the job's time was up): %s", gj->tried + i + 1, desc);
		else
			say(g, gj, "candidate %d: %s: %s", gj->tried + i + 1, verdict_info(cd->r.final)->name, desc);
	}
	gj->tried += n;
	pthread_mutex_unlock(&g->m);
	return passed;
}

/* SANITIZE and a sustained BENCH for the best candidates until one passes;
 * returns the winner or NULL */
static struct cand *finals(struct gen *g, struct gjob *gj, struct cand *all, int n)
{
	for (int k = 0; k < MAX_FINALISTS; k++) {
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
			shared(best, verify_recheck);
			t = monotime();
		}
		setstage(g, gj, "SANITIZE", k + 1, MAX_FINALISTS);
		gpu_share(&g->gl);
		verify_sanitize(&best->vc, &best->r);
		gpu_unshare(&g->gl);
		best->r.wall_s += monotime() - t;
		if (best->r.final == V_PASS_SANITIZER) {
			setstage(g, gj, "BENCH", k + 1, MAX_FINALISTS);
			benchone(g, best, g->c->final_ms);
		}
		pthread_mutex_lock(&g->m);
		if (best->r.final == V_BENCHED) {
			double sc = score(&best->r, &best->minfrac, &best->noise);

			best->score = sc;
			gj->attempt = recordcand(g, gj, best, "final", gj->rounds, best->attempt);
			pthread_mutex_unlock(&g->m);
			return gj->attempt > 0 ? best : NULL;
		}
		say(g, gj, "the best candidate failed its final judgement: %s: %s", verdict_info(best->r.final)->name,
		    best->r.st[best->r.nst - 1].detail);
		recordcand(g, gj, best, "final", gj->rounds, best->attempt);
		pthread_mutex_unlock(&g->m);
		best->score = -1;
	}
	return NULL;
}

/* a candidate that compiled where no GPU of its arch is: NO_GPU, so recorded */
static void unverified(struct gen *g, struct gjob *gj, struct vresult *r)
{
	char why[160];

	snprintf(why, sizeof(why), "no GPU of arch %s here (%s): compiled only, unverified", gj->j->arch,
		 *g->gpu ? g->gpu : "none");
	verify_unverified(r, why);
}

/* the job's outcome when win passed its finals (under g->m) */
static void vetted(struct gjob *gj, const struct cand *win, const char *family)
{
	gj->status = PROV_VETTED;
	gj->score = win->score;
	gj->minfrac = win->minfrac;
	snprintf(gj->family, sizeof(gj->family), "%s", family);
	snprintf(gj->why, sizeof(gj->why), "vetted: %.1f%% of the roofline (least %.1f%%) after %d candidates",
		 100 * win->score, 100 * win->minfrac, gj->tried);
}

/* the families, a bit per index, that the records of the job's (op, arch,
 * dtype) hold no candidate of while holding some of another: families added
 * since the job was last searched. 0 for a job never searched (its round 0
 * holds every family's defaults anyway) and when the records cannot say */
static uint32_t newfamilies(struct gen *g, const struct gjob *gj, const struct tmpl *fams, int nfams)
{
	int64_t total = 0;
	uint32_t mask = 0;

	for (int i = 0; i < nfams && i < SEARCH_MAX_FAMS; i++) {
		char proposer[160];
		int64_t n;

		snprintf(proposer, sizeof(proposer), "template:%s/%s", fams[i].op, fams[i].family);
		pthread_mutex_lock(&g->m);
		n = prov_attempts_by(g->db, gj->j->spec->op, gj->j->arch, dtinfo(gj->j->dt)->name, proposer);
		pthread_mutex_unlock(&g->m);
		if (n < 0)
			return 0;
		total += n;
		if (n == 0)
			mask |= 1u << i;
	}
	return total > 0 ? mask : 0;
}

static void searchjob(struct gen *g, struct gjob *gj, const struct tmpl *fams, int nfams)
{
	const struct genconf *c = g->c;
	struct search s;
	struct point start, pts[MAX_WIDTH];
	uint32_t fresh[TMPL_MAX_PARAMS];
	struct cand *all = NULL;
	int nall = 0, nprep = 0, width = c->width < MAX_WIDTH ? c->width : MAX_WIDTH;
	double end = jobdeadline(g), t0 = elapsed(g), prep = 0, per = 0;
	bool hasstart = startpoint(g, gj, fams, nfams, &start, fresh);
	const struct tmpl *fp[SEARCH_MAX_FAMS];
	struct cand *win;

	if (!jobrow(g, gj))
		return;
	for (int i = 0; i < nfams && i < SEARCH_MAX_FAMS; i++)
		fp[i] = &fams[i];
	search_init(&s, fp, nfams, dtinfo(gj->j->dt)->size, c->seed, hasstart ? &start : NULL, fresh);
	search_newfamilies(&s, newfamilies(g, gj, fams, nfams));
	for (;;) {
		int max = c->budget - gj->tried < width ? c->budget - gj->tried : width, n;
		double best = -1, p, b;
		bool gain;

		/* after the first round, as many candidates as the job's time can
		 * still build, verify and time, by the last round's verification per
		 * candidate and the longest timing (verifications and timings take
		 * turns on the GPU: a wide round would leave its last candidates
		 * verified and untimed; on the H200 with six jobs, round 2's eight a
		 * job all were, when the estimate took a round's verification as the
		 * same whatever its width and however many jobs shared the slots) */
		if (s.round > 0) {
			max = search_fit(end - elapsed(g), prep, nprep, verifyslots(g), per, max);
			if (max < 1)
				break;
		}
		n = max > 0 ? search_propose(&s, pts, max) : 0;
		if (n == 0)
			break;
		all = xreallocarray(all, (size_t)(nall + n), sizeof(all[0]));
		round1(g, gj, fams, &s, all + nall, pts, n, s.round, end, &p, &b);
		nall += n;
		prep = p;
		nprep = n;
		per = b > per ? b : per;
		gain = search_endround(&s);
		gj->rounds = s.round;
		pthread_mutex_lock(&g->m);
		if (search_best(&s, &best)) {
			gj->scored = true;
			gj->score = best;
		}
		say(g, gj, "round %d: %s; best %.1f%% of the roofline", s.round, gain ? "a gain" : "no gain above the noise",
		    100 * (best > 0 ? best : 0));
		pthread_mutex_unlock(&g->m);
		if (best >= c->target || s.stale >= c->patience || gj->tried >= c->budget)
			break;
	}
	win = finals(g, gj, all, nall);
	gj->secs = elapsed(g) - t0;
	pthread_mutex_lock(&g->m);
	if (win) {
		vetted(gj, win, fams[win->p.fam].path);
		gj->win = win->p;
		search_describe(&s, &win->p, gj->values, sizeof(gj->values));
	} else {
		gj->status = PROV_FAILED;
		snprintf(gj->why, sizeof(gj->why), "no candidate of %d passed the whole protocol", gj->tried);
	}
	conclude(g, gj, win);
	say(g, gj, "%s", gj->why);
	pthread_mutex_unlock(&g->m);
	for (int i = 0; i < nall; i++)
		candfree(&all[i]);
	free(all);
}

static void compilejob(struct gen *g, struct gjob *gj, const struct tmpl *fams, int nfams)
{
	struct point p;
	struct cand cd;
	struct search s;
	const struct tmpl *fp[SEARCH_MAX_FAMS];
	bool ported = startpoint(g, gj, fams, nfams, &p, NULL);
	double t0 = elapsed(g);

	for (int i = 0; i < nfams && i < SEARCH_MAX_FAMS; i++)
		fp[i] = &fams[i];
	search_init(&s, fp, nfams, dtinfo(gj->j->dt)->size, g->c->seed, NULL, NULL);
	if (!ported) {
		if (!g->c->compile_only) {
			leave(g, gj, " and no vetted variant to port: left as it was (--compile-only records the family's "
				     "defaults as compiled only)");
			return;
		}
		search_propose(&s, &p, 1);
	}
	if (!jobrow(g, gj))
		return;
	candinit(g, gj, &cd, fams, &p, 1);
	setstage(g, gj, "COMPILE", 1, 1);
	buildone(&cd);
	gj->secs = elapsed(g) - t0;
	pthread_mutex_lock(&g->m);
	gj->tried = 1;
	if (cd.built && cd.r.final == V_PASS_STATIC) {
		unverified(g, gj, &cd.r);
		cd.attempt = recordcand(g, gj, &cd, "compile-only", 0, 0);
		gj->attempt = cd.attempt;
		gj->status = PROV_COMPILED_ONLY;
			gj->win = p;
		snprintf(gj->family, sizeof(gj->family), "%s", fams[p.fam].path);
		search_describe(&s, &p, gj->values, sizeof(gj->values));
		snprintf(gj->why, sizeof(gj->why), "compiled only, unverified (%s)",
			 ported ? "the vetted variant's parameters" : "the family's defaults");
		conclude(g, gj, gj->attempt > 0 ? &cd : NULL);
	} else {
		if (cd.built)
			recordcand(g, gj, &cd, "compile-only", 0, 0);
		gj->status = PROV_FAILED;
		snprintf(gj->why, sizeof(gj->why), "the candidate did not compile: %s",
			 cd.built && cd.r.nst ? cd.r.st[cd.r.nst - 1].detail : "akgen could not judge it");
		conclude(g, gj, NULL);
	}
	say(g, gj, "%s", gj->why);
	pthread_mutex_unlock(&g->m);
	candfree(&cd);
}

/* ---------------------------------------------------------------- a model proposes */

/* what proposes, as the run and each candidate record it: "template-search",
 * "llm:BACKEND:MODEL" or "command:PROGRAM" */
static char *proposername(const struct genconf *c)
{
	const struct llmconf *lc = c->llm;

	if (!lc)
		return xstrdup("template-search");
	if (lc->backend == LLM_COMMAND)
		return xasprintf("command:%s", lc->argv[0] ? lc->argv[0] : "");
	return xasprintf("llm:%s:%s", llm_backend_name(lc->backend), lc->model ? lc->model : "");
}

/* ask the model for the job's next candidate, given the best so far and the
 * last one; fills cd (its source, or a NO_CANDIDATE stage) */
static void askmodel(struct gen *g, struct gjob *gj, struct cand *cd, const char *spectext, const struct cand *best,
		     const struct cand *last, int seq)
{
	const struct llmconf *lc = g->c->llm;
	struct prompt_job pj = {gj->j->spec, spectext, gj->j->dt, {gj->j->arch, NULL, 0, 0}, NULL, NULL};
	struct buf prompt = {0}, err = {0}, name = {0};
	struct xresult x = {0};
	char detail[768];

	memset(cd, 0, sizeof(*cd));
	pthread_mutex_lock(&g->m);
	pj.target.copy_gbps = g->copy_gbps;
	pthread_mutex_unlock(&g->m);
	pj.best = best ? &best->r : NULL;
	pj.last = last ? &last->r : NULL;
	sig_launcher_name(gj->j->spec, gj->j->dt, gj->j->arch, &name);
	cd->meta = json_pack("{s:s, s:s, s:s}", "backend", llm_backend_name(lc->backend), "model",
			     lc->model ? lc->model : "", "endpoint", lc->endpoint ? lc->endpoint : "");
	cd->proposer = proposername(g->c);
	if (prompt_propose(g->propose, &pj, &prompt, &err) != 0) {
		candsource(g, gj, cd, NULL, seq);
		snprintf(detail, sizeof(detail), "the prompt could not be made: %s", err.data ? err.data : "");
		verify_note(&cd->r, V_NO_CANDIDATE, detail, NULL);
		goto out;
	}
	cd->prompt = xstrdup(prompt.data);
	setstage(g, gj, "PROPOSE", seq, g->c->budget);
	pthread_mutex_lock(&g->llm_m);
	{
		/* the job's budget in its own state, the run's in the shared one:
		 * the run's limits are checked before each question */
		struct llmconf jc = *lc;
		int req = gj->llm.requests;
		int64_t tok = gj->llm.tokens;

		jc.max_requests = g->c->job_requests;
		jc.max_total_tokens = g->c->job_tokens;
		if ((lc->max_requests > 0 && g->budget.requests >= lc->max_requests) ||
		    (lc->max_total_tokens > 0 && g->budget.tokens >= lc->max_total_tokens)) {
			memset(&cd->reply, 0, sizeof(cd->reply));
			cd->reply.outcome = LLM_BUDGET;
			cd->reply.tokens_in = cd->reply.tokens_out = -1;
			snprintf(cd->reply.msg, sizeof(cd->reply.msg), "the run's budget (%d requests, %lld tokens) is spent",
				 lc->max_requests, (long long)lc->max_total_tokens);
		} else {
			llm_ask(&jc, &gj->llm, g->system, cd->prompt, &cd->reply);
			g->budget.requests += gj->llm.requests - req;
			g->budget.tokens += gj->llm.tokens - tok;
		}
	}
	pthread_mutex_unlock(&g->llm_m);
	cd->asked = true;
	if (cd->reply.outcome == LLM_OK &&
	    extract_code(cd->reply.text, strlen(cd->reply.text), name.data, &x) == 0) {
		candsource(g, gj, cd, x.source, seq);
		json_object_set_new(cd->meta, "extract", json_string(x.why));
	} else {
		candsource(g, gj, cd, NULL, seq);
		if (cd->reply.outcome != LLM_OK)
			snprintf(detail, sizeof(detail), "the model gave no answer: %s: %s",
				 llm_outcome_name(cd->reply.outcome), cd->reply.msg);
		else
			snprintf(detail, sizeof(detail), "no source in the answer: %s: %s", extract_outcome_name(x.outcome),
				 x.why);
		verify_note(&cd->r, V_NO_CANDIDATE, detail, NULL);
	}
out:
	json_object_set_new(cd->meta, "tries", json_integer(cd->asked ? cd->reply.tries : 0));
	extract_free(&x);
	buffree(&prompt);
	buffree(&err);
	buffree(&name);
}

/* a job the model proposes for, one candidate a round, the last judgment fed
 * back: searched (with a GPU) until the stop rule, or compiled only until a
 * candidate compiles */
static void llmjob(struct gen *g, struct gjob *gj)
{
	const struct genconf *c = g->c;
	struct cand *all = xcalloc((size_t)c->budget, sizeof(all[0]));
	struct cand *best = NULL, *last = NULL, *win = NULL;
	struct buf spectext = {0};
	double end = jobdeadline(g), t0 = elapsed(g);
	int n = 0, stale = 0;

	if (!gj->search && !c->compile_only) {
		leave(g, gj, ": left as it was (--compile-only has the model's candidates compiled and recorded as "
			     "unverified)");
		free(all);
		return;
	}
	llm_state_init(&gj->llm, c->seed ^ (uint64_t)(gj - g->v));
	if (readfile(gj->j->spec->path, 1 << 20, &spectext) != 0 || !jobrow(g, gj)) {
		pthread_mutex_lock(&g->m);
		gj->status = PROV_FAILED;
		if (!gj->why[0])
			snprintf(gj->why, sizeof(gj->why), "cannot read %s", gj->j->spec->path);
		say(g, gj, "%s", gj->why);
		pthread_mutex_unlock(&g->m);
		free(all);
		buffree(&spectext);
		return;
	}
	while (n < c->budget) {
		struct cand *cd = &all[n++];
		double gain;

		askmodel(g, gj, cd, spectext.data, best, last, n);
		if (cd->path) {
			setstage(g, gj, "COMPILE", n, c->budget);
			buildone(cd);
			if (gj->search && compiled(cd)) {
				setstage(g, gj, "VERIFY", n, c->budget);
				checkone(cd);
				if (judgedok(cd)) {
					setstage(g, gj, "BENCH", n, c->budget);
					benchone(g, cd, c->screen_ms);
				}
			}
		}
		if (!gj->search && cd->r.final == V_PASS_STATIC) {
			unverified(g, gj, &cd->r);
			win = cd;
		}
		pthread_mutex_lock(&g->m);
		cd->attempt = recordcand(g, gj, cd, gj->search ? "search" : "compile-only", n, 0);
		if (cd->score >= 0)
			say(g, gj, "candidate %d (%s): %.1f%% of the roofline (least %.1f%%)", n, cd->proposer,
			    100 * cd->score, 100 * cd->minfrac);
		else
			say(g, gj, "candidate %d (%s): %s: %.200s", n, cd->proposer, verdict_info(cd->r.final)->name,
			    cd->r.nst ? cd->r.st[cd->r.nst - 1].detail : "");
		pthread_mutex_unlock(&g->m);
		gj->tried = n;
		gj->rounds = n;
		last = cd;
		if (win || (cd->asked && cd->reply.outcome == LLM_BUDGET))
			break;
		if (!gj->search)
			continue;
		gain = best ? best->score * (1 + (best->noise > 0.005 ? best->noise : 0.005)) : 0;
		if (cd->score >= 0 && (!best || cd->score > gain)) {
			best = cd;
			stale = 0;
		} else if (best) {
			stale++;
		}
		if ((best && best->score >= c->target) || stale >= c->patience || elapsed(g) > end)
			break;
	}
	if (gj->search)
		win = finals(g, gj, all, n);
	gj->secs = elapsed(g) - t0;
	pthread_mutex_lock(&g->m);
	if (win && gj->search) {
		vetted(gj, win, win->proposer);
	} else if (win) {
		gj->attempt = win->attempt;
		gj->status = gj->attempt > 0 ? PROV_COMPILED_ONLY : PROV_FAILED;
		snprintf(gj->family, sizeof(gj->family), "%s", win->proposer);
		snprintf(gj->why, sizeof(gj->why), "compiled only, unverified, after %d candidates", gj->tried);
	} else {
		gj->status = PROV_FAILED;
		snprintf(gj->why, sizeof(gj->why), "no candidate of %d the model proposed passed", gj->tried);
	}
	conclude(g, gj, won(gj) ? win : NULL);
	say(g, gj, "%s", gj->why);
	pthread_mutex_unlock(&g->m);
	for (int i = 0; i < n; i++)
		candfree(&all[i]);
	free(all);
	buffree(&spectext);
}

static void runjob(struct gen *g, struct gjob *gj)
{
	struct tmpl fams[SEARCH_MAX_FAMS];
	int nfams;

	if (g->c->llm) {
		pthread_mutex_lock(&g->m);
		say(g, gj, "%s, the model proposing", gj->search ? "searching" : "compiling only");
		pthread_mutex_unlock(&g->m);
		llmjob(g, gj);
		return;
	}

	pthread_mutex_lock(&g->m);
	say(g, gj, "%s", gj->search ? "searching" : "compiling only");
	pthread_mutex_unlock(&g->m);
	nfams = loadfams(g, gj, fams, SEARCH_MAX_FAMS, gj->why, sizeof(gj->why));
	if (nfams == 0) {
		if (!jobrow(g, gj))
			return;
		pthread_mutex_lock(&g->m);
		gj->status = PROV_FAILED;
		conclude(g, gj, NULL);
		say(g, gj, "%s", gj->why);
		pthread_mutex_unlock(&g->m);
		return;
	}
	if (gj->search)
		searchjob(g, gj, fams, nfams);
	else
		compilejob(g, gj, fams, nfams);
	for (int i = 0; i < nfams; i++)
		tmpl_free(&fams[i]);
}

/* a worker: the next job in order, once the job it starts from is done */
static void *worker(void *arg)
{
	struct gen *g = arg;

	for (;;) {
		struct gjob *gj = NULL;

		pthread_mutex_lock(&g->m);
		for (int i = 0; i < g->n && !gj; i++)
			if (!g->v[i].taken)
				gj = &g->v[i];
		if (!gj) {
			pthread_mutex_unlock(&g->m);
			return NULL;
		}
		gj->taken = true;
		while (gj->sibling >= 0 && !g->v[gj->sibling].done)
			pthread_cond_wait(&g->cv, &g->m);
		g->started += gj->search;
		/* too late to begin: the finals' reserve before the deadline, or half a
		 * deadline shorter than twice the reserve (so that a short one runs
		 * its first jobs rather than none) */
		if (gj->search && g->c->deadline_s > 0 &&
		    elapsed(g) > g->c->deadline_s - fmin(FINAL_RESERVE, g->c->deadline_s / 2)) {
			/* too late to search: the job stays as it was, named */
			gj->status = PROV_PENDING;
			snprintf(gj->why, sizeof(gj->why), "left stale: the run's deadline (%.0f s) came before it began",
				 g->c->deadline_s);
			say(g, gj, "%s", gj->why);
			gj->done = true;
			pthread_cond_broadcast(&g->cv);
			pthread_mutex_unlock(&g->m);
			continue;
		}
		pthread_mutex_unlock(&g->m);
		runjob(g, gj);
		pthread_mutex_lock(&g->m);
		gj->done = true;
		gj->stage = NULL;
		pthread_cond_broadcast(&g->cv);
		statusline(g);
		pthread_mutex_unlock(&g->m);
	}
}

/* ---------------------------------------------------------------- the run */

static bool selected(const char *const *list, int n, const char *v)
{
	if (n == 0)
		return true;
	for (int i = 0; i < n; i++)
		if (strcmp(list[i], v) == 0)
			return true;
	return false;
}

/* the jobs to run, in order: searched jobs (each op's first dtype first),
 * then the compiled-only ones; each later job of an op starts from an
 * earlier one's winner */
static void selectjobs(struct gen *g)
{
	const struct genconf *c = g->c;

	g->v = xcalloc((size_t)c->plan->n + 1, sizeof(g->v[0]));
	for (int pass = 0; pass < 2; pass++) {
		for (int d = 0; d < DT_COUNT; d++) {
			for (int i = 0; i < c->plan->n; i++) {
				const struct job *j = &c->plan->v[i];
				bool search = !c->compile_only && *g->gpu && strcmp(j->arch, g->gpu) == 0;
				enum dtype dts[DT_COUNT];
				int nd = spec_jobdtypes(j->spec, dts), rank = -1;

				for (int k = 0; k < nd; k++)
					if (dts[k] == j->dt)
						rank = k;
				if (rank != d || search != (pass == 0) || (!c->force && j->state == JOB_FRESH) ||
				    !selected(c->ops, c->nops, j->spec->op) || !selected(c->archs, c->narchs, j->arch) ||
				    !selected(c->dtypes, c->ndtypes, dtinfo(j->dt)->name))
					continue;
				/* without a GPU of its arch, a vetted variant stays: the
				 * build uses it and names the job stale */
				if (!search && strcmp(j->record, "vetted") == 0) {
					g->kept++;
					continue;
				}
				g->v[g->n].j = j;
				g->v[g->n].search = search;
				g->v[g->n].sibling = -1;
				g->nsearch += search;
				/* a searched job starts from its op's first searched job on
				 * its arch; a compiled one from its op and dtype's searched */
				for (int k = 0; k < g->n && g->v[g->n].sibling < 0; k++) {
					const struct gjob *o = &g->v[k];

					if (o->search && strcmp(o->j->spec->op, j->spec->op) == 0 &&
					    (search ? strcmp(o->j->arch, j->arch) == 0 : o->j->dt == j->dt))
						g->v[g->n].sibling = k;
				}
				g->n++;
			}
		}
	}
}

/* a job's outcome: its record's status, or "stale" when it was left */
static const char *statusname(const struct gjob *gj)
{
	return gj->status == PROV_PENDING ? "stale" : prov_status_name(gj->status);
}

static void report(struct gen *g)
{
	json_t *a = json_array();

	for (int i = 0; i < g->n; i++) {
		const struct gjob *gj = &g->v[i];

		if (g->c->json) {
			json_array_append_new(
				a, json_pack("{s:s, s:s, s:s, s:s, s:s, s:i, s:i, s:f, s:s?, s:s?, s:s?, s:o, s:o}", "op",
					     gj->j->spec->op, "arch", gj->j->arch, "dtype", dtinfo(gj->j->dt)->name,
					     "status", statusname(gj), "why", gj->why, "candidates",
					     gj->tried, "rounds", gj->rounds, "seconds", gj->secs, "family",
					     won(gj) ? gj->family : NULL, "params", won(gj) ? gj->values : NULL,
					     "variant", gj->variant[0] ? gj->variant : NULL, "roofline",
					     gj->status == PROV_VETTED ? json_real(gj->score) : json_null(),
					     "least_roofline",
					     gj->status == PROV_VETTED ? json_real(gj->minfrac) : json_null()));
		} else if (!g->c->quiet || gj->status == PROV_FAILED) {
			printf("%-14s %-7s %-5s %-13s %3d cand. %6.1f s  %s\n", gj->j->spec->op, gj->j->arch,
			       dtinfo(gj->j->dt)->name, statusname(gj), gj->tried, gj->secs, gj->why);
		}
	}
	if (g->c->json) {
		json_t *o = json_pack("{s:I, s:f, s:f, s:o}", "run_id", (json_int_t)g->run_id, "seconds", elapsed(g),
				      "copy_gbps", g->copy_gbps, "jobs", a);
		char *text = json_dumps(o, JSON_INDENT(1) | JSON_PRESERVE_ORDER);

		if (!text)
			fatal("cannot format the report");
		puts(text);
		free(text);
		json_decref(o);
	} else {
		json_decref(a);
	}
}

/* the prompt templates of the model proposer, and its budget */
static int loadprompts(struct gen *g)
{
	const char *names[] = {"system.txt", "propose.txt"};
	char **dst[] = {&g->system, &g->propose};

	for (int i = 0; i < 2; i++) {
		char *path = pathjoin(g->c->prompts, names[i]);
		struct buf b = {0};

		if (readfile(path, 1 << 20, &b) != 0) {
			warn("cannot read the prompt template %s:", path);
			free(path);
			buffree(&b);
			return -1;
		}
		free(path);
		*dst[i] = b.data ? b.data : xstrdup("");
	}
	llm_state_init(&g->budget, g->c->seed);
	pthread_mutex_init(&g->llm_m, NULL);
	return 0;
}

int generate(const struct genconf *c)
{
	struct gen g = {0};
	pthread_t th[64];
	int nth, started = 0, failed = 0, rc = 3;
	char *gpu = NULL;
	struct sigaction sa = {.sa_handler = SIG_IGN};

	g.c = c;
	g.t0 = monotime();
	g.tty = isatty(2);
	sigaction(SIGPIPE, &sa, NULL);
	g.nvcc = verify_nvcc();
	if (!g.nvcc) {
		warn("no nvcc: set NVCC or install the CUDA toolkit in /usr/local/cuda");
		return 3;
	}
	gpu = c->compile_only ? NULL : verify_gpu_arch();
	g.gpu = gpu ? gpu : "";
	if (c->llm && loadprompts(&g) != 0)
		goto out;
	selectjobs(&g);
	if (g.kept && !c->quiet)
		fprintf(stderr, "%s: %d vetted job%s left as %s for want of a GPU of %s arch ('%s plan' names them)\n",
			argv0, g.kept, g.kept == 1 ? "" : "s", g.kept == 1 ? "it is" : "they are",
			g.kept == 1 ? "its" : "their", argv0);
	if (g.n == 0) {
		if (!c->quiet && !c->json)
			printf("%s: nothing to generate: every job %s\n", argv0,
			       g.kept ? "is fresh or waits for its GPU" : "is fresh");
		if (c->json)
			report(&g);
		rc = 0;
		goto out;
	}
	g.work = xstrdup("/tmp/akgen-gen-XXXXXX");
	g.db = mkdirs(c->out) == 0 ? prov_open(c->db, PROV_CREATE) : NULL;
	if (!g.db || !mkdtemp(g.work)) {
		if (g.db)
			warn("cannot create a work directory:");
		goto out;
	}
	if (prov_begin(g.db) == 0) {
		char *prop = proposername(c);

		g.run_id = record_run(g.db, c->command, prop, c->seed);
		free(prop);
		if (g.run_id < 0 || prov_commit(g.db) != 0)
			prov_rollback(g.db), g.run_id = -1;
	}
	if (g.run_id < 0)
		goto out;
	pthread_mutex_init(&g.m, NULL);
	pthread_cond_init(&g.cv, NULL);
	pthread_mutex_init(&g.gl.m, NULL);
	pthread_cond_init(&g.gl.cv, NULL);
	g.gl.max = c->gpu_jobs > 0 ? c->gpu_jobs : 1;
	pthread_mutex_init(&g.nvcc_sem.m, NULL);
	pthread_cond_init(&g.nvcc_sem.cv, NULL);
	g.nvcc_sem.n = c->nvcc_jobs > 0 ? c->nvcc_jobs : 1;
	/* a searched job with a vetted variant of its own (stale now) starts from it,
	 * without waiting for a sibling */
	for (int i = 0; i < g.n; i++)
		if (g.v[i].search && !c->llm && vettedpoint(&g, g.v[i].j, NULL, 0, NULL, NULL)) {
			g.v[i].ownstart = true;
			g.v[i].sibling = -1;
		}
	if (!c->quiet && !c->json)
		fprintf(stderr, "%s: %d job%s (%d searched on %s, %d compiled only), work in %s\n", argv0, g.n,
			g.n == 1 ? "" : "s", g.nsearch, *g.gpu ? g.gpu : "no GPU", g.n - g.nsearch, g.work);
	/* the harness object, built once before the candidates need it */
	for (int i = 0; i < g.n; i++) {
		struct vconf vc = {.arch = g.v[i].j->arch, .verifydir = c->verify, .nvcc = g.nvcc};

		if (g.v[i].search) {
			if (verify_harness(&vc) != 0)
				g.env_error = 1;
			break;
		}
	}
	nth = c->jobs > 0 ? c->jobs : 1;
	if (nth > (int)AK_LEN(th))
		nth = (int)AK_LEN(th);
	for (int i = 0; i < nth; i++)
		started += pthread_create(&th[started], NULL, worker, &g) == 0;
	if (started == 0)
		worker(&g);
	for (int i = 0; i < started; i++)
		pthread_join(th[i], NULL);
	if (g.tty && !c->quiet)
		unstatus(&g);
	if (prov_begin(g.db) == 0 && prov_run_finish(g.db, g.run_id) == 0)
		prov_commit(g.db);
	else
		prov_rollback(g.db), g.env_error = 1;
	report(&g);
	for (int i = 0; i < g.n; i++)
		failed += g.v[i].status == PROV_FAILED;
	rc = g.env_error ? 3 : failed ? 1 : 0;
	if (rc == 0) {
		char *rm[] = {"rm", "-rf", g.work, NULL};
		struct runopts o = {.timeout_s = 120, .maxout = 4096};
		struct runresult rr;

		if (run(rm, &o, &rr) == 0)
			runfree(&rr);
	} else if (!c->json) {
		fprintf(stderr, "%s: the candidates' builds are kept in %s\n", argv0, g.work);
	}
out:
	prov_close(g.db);
	free(g.work);
	free(g.v);
	free(gpu);
	free(g.system);
	free(g.propose);
	return rc;
}
