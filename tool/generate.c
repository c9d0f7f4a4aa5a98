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
 * defaults; never recorded as vetted.
 *
 * This file is the jobs' state machine: which jobs run and in what order,
 * the workers that take them, each job's row, outcome and artifact, and the
 * run. The stages are elsewhere: the proposers (proposetmpl.c, proposellm.c),
 * a candidate's judgement (candidate.c), the GPU lock (genlock.c), what the
 * run tells (progress.c). */
#include "generate.h"

#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "candidate.h"
#include "dtype.h"
#include "gen.h"
#include "gate.h"
#include "opprop.h"
#include "progress.h"
#include "projectdb.h"
#include "proposellm.h"
#include "proposetmpl.h"
#include "record.h"
#include "run.h"
#include "sha256.h"
#include "proto.h"
#include "util.h"
#include "verify.h"

/* the variant's file name, relative to the output directory */
void variantname(const struct job *j, char *out, size_t len)
{
	struct buf name = {0};

	sig_variant_file(j->spec, j->dt, j->arch, &name);
	snprintf(out, len, "%s", name.data);
	buffree(&name);
}

/* the regression gate (gate.c) on a job vetted on its GPU that had a vetted record
 * before, against that record's variant timed beside it (gatetime.c): its decision
 * recorded on the winning attempt; false when the new variant is not to be adopted
 * (gj failed, saying why) */
static bool gated(struct gen *g, struct gjob *gj)
{
	struct gate_in in = {.prev_job = gj->gate_prev, .base_attempt = gj->gate_base, .new_attempt = gj->attempt,
			     .accept = g->c->accept_regression};
	struct gate_out out = {0};

	if (gj->gate_prev <= 0)
		return true;
	if (gj->gate_cut) {
		/* not judged, so not adopted: the job stays as it was */
		gj->status = PROV_PENDING;
		snprintf(gj->why, sizeof(gj->why), "left stale: %.180s, before the gate could judge its new variant",
			 gj->gate_note);
		return false;
	}
	if (gj->gate_base <= 0) {
		out.decision = GATE_PASS;
		snprintf(out.why, sizeof(out.why), "not compared: %s", gj->gate_note);
	} else if (gate_judge(g->db, &in, &out) != 0) {
		g->env_error = 1;
		return true;
	}
	if (prov_begin(g->db) != 0 ||
	    prov_verdict_add(g->db, gj->attempt, GATE_STAGE, GATE_VERDICT(out.decision),
			     *out.why ? out.why : "no bench shape slower than the previous variant beyond the noise",
			     out.detail.data ? out.detail.data : "", 0, NULL) < 0 ||
	    prov_commit(g->db) != 0) {
		prov_rollback(g->db);
		g->env_error = 1;
	}
	buffree(&out.detail);
	if (out.decision != GATE_REGRESSION)
		return true;
	gj->status = PROV_FAILED;
	snprintf(gj->why, sizeof(gj->why), "not adopted: %.200s (--accept-regression adopts it)", out.why);
	return false;
}

/* write the winner verbatim into the output directory and record it as the
 * job's artifact, and the job's status (under g->m) */
void conclude(struct gen *g, struct gjob *gj, const struct cand *win)
{
	char *path;
	int wrote = 0;

	if (win && gj->status == PROV_VETTED && gj->search && gj->attempt > 0 && !gated(g, gj))
		win = NULL;

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

/* a job the run's deadline stopped before its judgement ended (under g->m): left as
 * it was, named; what it tried is recorded */
void leftcut(struct gen *g, struct gjob *gj)
{
	gj->status = PROV_PENDING;
	snprintf(gj->why, sizeof(gj->why), "left stale: the run's deadline (%.0f s) stopped it after %d candidates",
		 g->c->deadline_s, gj->tried);
}

/* a job left as it was for want of a GPU of its arch: named, not recorded */
void leave(struct gen *g, struct gjob *gj, const char *what)
{
	pthread_mutex_lock(&g->m);
	gj->status = PROV_PENDING;
	snprintf(gj->why, sizeof(gj->why), "no GPU of arch %s here%s", gj->j->arch, what);
	say(g, gj, "%s", gj->why);
	pthread_mutex_unlock(&g->m);
}

/* the job's row in the database, added when it first has something to
 * record; returns false (the job failed) when the database refused it */
bool jobrow(struct gen *g, struct gjob *gj)
{
	struct prov_job pj = {0};
	char spechex[65], prophex[65];

	if (gj->job_id > 0)
		return true;
	pj.run_id = gj->dev ? gj->dev->run_id : g->run_id;
	pj.op = gj->j->spec->op;
	pj.arch = gj->j->arch;
	pj.dtype = dtinfo(gj->j->dt)->name;
	pj.key = gj->j->key;
	pj.cls = spec_classname(gj->j->spec);
	if (sha256_file(gj->j->spec->path, spechex) == 0)
		pj.spec_sha256 = spechex;
	{
		const char *prop = gj->proposer ? gj->proposer : plan_default_proposer;

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

/* The project's records and dump written now, as a searched job ends (its
 * record committed): a run ended from outside (a build's or a device's timeout,
 * a machine given back) keeps every job it finished, where the records were
 * written only at the end (session 20 lost nine vetted jobs so); generated/'s
 * variants then come from them (akgen replay). The export reads the database
 * in a transaction of its own (WAL), beside the workers' writes; a failure is
 * said and the run goes on (the end's export tries again). Compiled-only jobs,
 * which take seconds, wait for the end. */
static void records_now(struct gen *g)
{
	if (!g->c->records)
		return;
	pthread_mutex_lock(&g->records_m);
	if (projectdb_written(g->c->out) != 0)
		warn("the records of %s were not written as the job ended: they will be at the run's end", g->c->out);
	pthread_mutex_unlock(&g->records_m);
}

/* the job's outcome when win passed its finals (under g->m) */
void vetted(struct gjob *gj, const struct cand *win, const char *family)
{
	gj->status = PROV_VETTED;
	gj->score = win->score;
	gj->minfrac = win->minfrac;
	snprintf(gj->family, sizeof(gj->family), "%s", family);
	snprintf(gj->why, sizeof(gj->why), "vetted: %.1f%% of the roofline (least %.1f%%) after %d candidates",
		 100 * win->score, 100 * win->minfrac, gj->tried);
}

/* a job, by its proposer: the model, or the template search (one compilation
 * for a job without its GPU) */
static void runjob(struct gen *g, struct gjob *gj)
{
	struct tmpl fams[SEARCH_MAX_FAMS];
	int nfams;

	if (gj->model) {
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

/* a worker of a GPU (NULL: none is used) */
struct worker {
	struct gen *g;
	struct gengpu *dev;
};

/* a worker: the next job in order that it may take (one of its GPU's arch or a
 * compiled-only one), once the job it starts from is done */
static void *worker(void *arg)
{
	struct worker *w = arg;
	struct gen *g = w->g;

	for (;;) {
		struct gjob *gj = NULL;

		pthread_mutex_lock(&g->m);
		for (int i = 0; i < g->n && !gj; i++)
			if (!g->v[i].taken && gen_fits(&g->v[i], w->dev))
				gj = &g->v[i];
		if (!gj) {
			pthread_mutex_unlock(&g->m);
			return NULL;
		}
		gj->taken = true;
		gj->dev = gj->search ? w->dev : NULL;
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
		if (gj->search)
			records_now(g);
	}
}

static bool selected(const char *const *list, int n, const char *v)
{
	if (n == 0)
		return true;
	for (int i = 0; i < n; i++)
		if (strcmp(list[i], v) == 0)
			return true;
	return false;
}

/* whether job j is one --op, --arch, --dtype, --class and --job select */
static bool chosen(const struct genconf *c, const struct job *j)
{
	bool any = c->nkeys == 0;

	for (int k = 0; k < c->nkeys && !any; k++)
		any = strncmp(j->key, c->keys[k], strlen(c->keys[k])) == 0;
	return any && selected(c->ops, c->nops, j->spec->op) && selected(c->archs, c->narchs, j->arch) &&
	       selected(c->dtypes, c->ndtypes, dtinfo(j->dt)->name) && selected(c->classes, c->nclasses, job_class(j));
}

/* whether job i of the plan is chosen and in --shard I/N: of the chosen jobs in
 * the plan's order, whatever their state (so that a shard run again after some
 * of its jobs ended keeps the same jobs), those at I, I + N, I + 2N... */
static bool mine(const struct genconf *c, int i)
{
	int ord = 0;

	if (!chosen(c, &c->plan->v[i]))
		return false;
	if (c->nshards == 0)
		return true;
	for (int k = 0; k < i; k++)
		ord += chosen(c, &c->plan->v[k]);
	return ord % c->nshards == c->shard - 1;
}

/* the jobs to run, in order: searched jobs (each op's first dtype first),
 * then the compiled-only ones; each later job of an op starts from an
 * earlier one's winner */
/* a job's proposer: the command line's model, else the one its op's project
 * keeps, else the template search */
static void proposerof(const struct genconf *c, const struct spec *s, struct gjob *gj)
{
	gj->model = c->llm;
	gj->proposer = c->llm ? c->proposer : NULL;
	for (int i = 0; !c->llm && i < c->nopprops; i++)
		if (c->opprops[i].spec == spec_whole(s)) {	/* every class of the op */
			gj->model = &c->opprops[i].lc;
			gj->proposer = c->opprops[i].canon.data;
		}
}

/* whether a model proposes for any job of the run */
static bool anymodel(const struct gen *g)
{
	for (int i = 0; i < g->n; i++)
		if (g->v[i].model)
			return true;
	return false;
}

/* whether a port has a vetted variant to start from (proposetmpl.c's startpoint, but
 * for a sibling searched in the run): one of its op, class and dtype on another arch,
 * or of its op's default class and its dtype */
static bool portsource(const struct plan *p, const struct job *j)
{
	const struct spec *whole = spec_whole(j->spec);
	const struct spec *dflt = spec_class(j->spec, whole->nclasses, j->dt);

	for (int i = 0; i < p->n; i++) {
		const struct job *o = &p->v[i];

		if (o != j && o->dt == j->dt && spec_whole(o->spec) == whole && strcmp(o->record, "vetted") == 0 &&
		    (o->spec == j->spec || o->spec == dflt))
			return true;
	}
	return false;
}

/* a port that can neither be compiled from a vetted variant (none is recorded, and no
 * job of the run searches one) nor from the family's defaults (no --compile-only): left
 * at selection, reported, never run, so that a run with nothing else to do writes
 * nothing (no run row: design.md's contract) */
static void unported(struct gen *g, struct gjob *gj)
{
	char op[64];

	gj->status = PROV_PENDING;
	gj->taken = gj->done = true;
	snprintf(gj->why, sizeof(gj->why),
		 "no GPU of arch %s here and no vetted variant to port: left as it was (--compile-only records the "
		 "family's defaults as compiled only)", gj->j->arch);
	if (!g->c->quiet)
		fprintf(stderr, "%s: %s %s %s: %s\n", argv0, job_label(gj->j, op, sizeof(op)), gj->j->arch,
			dtinfo(gj->j->dt)->name, gj->why);
	g->unported++;
}

static void selectjobs(struct gen *g)
{
	const struct genconf *c = g->c;

	g->v = xcalloc((size_t)c->plan->n + 1, sizeof(g->v[0]));
	for (int pass = 0; pass < 2; pass++) {
		for (int d = 0; d < DT_COUNT; d++) {
			for (int i = 0; i < c->plan->n; i++) {
				const struct job *j = &c->plan->v[i];
				bool search = !c->compile_only && gen_hasarch(g, j->arch);
				enum dtype dts[DT_COUNT];
				int nd = spec_jobdtypes(j->spec, dts), rank = -1;

				for (int k = 0; k < nd; k++)
					if (dts[k] == j->dt)
						rank = k;
				if (rank != d || search != (pass == 0) || (!c->force && j->state == JOB_FRESH) || !mine(c, i))
					continue;
				/* without a GPU of its arch, a vetted variant stays: the
				 * build uses it and names the job stale */
				if (!search && strcmp(j->record, "vetted") == 0) {
					g->kept++;
					continue;
				}
				g->v[g->n].j = j;
				proposerof(c, j->spec, &g->v[g->n]);
				/* a model's job without a GPU of its arch is compiled only
				 * under --compile-only; else nothing here can be done for it,
				 * and a run with nothing else to do writes nothing */
				if (!search && g->v[g->n].model && !c->compile_only) {
					char op[64];

					if (!c->quiet)
						fprintf(stderr, "%s: %s %s %s: no GPU of arch %s here: left as it was "
							"(--compile-only has the model's candidates compiled and "
							"recorded as unverified)\n", argv0, job_label(j, op, sizeof(op)),
							j->arch, dtinfo(j->dt)->name, j->arch);
					memset(&g->v[g->n], 0, sizeof(g->v[0]));
					g->left++;
					continue;
				}
				g->v[g->n].search = search;
				g->v[g->n].sibling = -1;
				g->nsearch += search;
				/* a searched job starts from its op's first searched job on
				 * its arch; a compiled one from its op and dtype's searched */
				for (int k = 0; k < g->n && g->v[g->n].sibling < 0; k++) {
					const struct gjob *o = &g->v[k];

					if (o->search && strcmp(o->j->spec->op, j->spec->op) == 0 &&
					    o->j->spec->cls == j->spec->cls &&
					    (search ? strcmp(o->j->arch, j->arch) == 0 : o->j->dt == j->dt))
						g->v[g->n].sibling = k;
				}
				if (!search && !g->v[g->n].model && !c->compile_only && g->v[g->n].sibling < 0 &&
				    !portsource(c->plan, j))
					unported(g, &g->v[g->n]);
				g->n++;
			}
		}
	}
}

/* the work directory's template: in $TMPDIR, else in /tmp (util.c tempdir) */
static char *worktemplate(void)
{
	return pathjoin(tempdir(), "akgen-gen-XXXXXX");
}

/* the run's deadline: at --deadline, every child still running is stopped and none
 * starts (run_cut), so that the run ends then, its records and bundle written; what
 * the jobs were doing is left as it was, and named (a scheduler's time limit then
 * never kills it mid-write) */
static void *watchdog(void *arg)
{
	struct gen *g = arg;
	struct timespec at;
	double left = g->c->deadline_s - elapsed(g);

	clock_gettime(CLOCK_REALTIME, &at);
	at.tv_sec += (time_t)left;
	at.tv_nsec += (long)((left - (double)(time_t)left) * 1e9);
	if (at.tv_nsec >= 1000000000L) {
		at.tv_sec++;
		at.tv_nsec -= 1000000000L;
	}
	pthread_mutex_lock(&g->m);
	while (!g->over && pthread_cond_timedwait(&g->overcv, &g->m, &at) == 0)
		;
	if (!g->over) {
		g->cut = true;
		run_cut();
		if (!g->c->quiet) {
			if (g->tty)
				unstatus(g);
			fprintf(stderr, "%s: %6.1f s: the run's deadline (%.0f s): the jobs still running are stopped\n",
				argv0, elapsed(g), g->c->deadline_s);
		}
	}
	pthread_mutex_unlock(&g->m);
	return NULL;
}

int generate(const struct genconf *c)
{
	struct gen g = {0};
	pthread_t th[64], dog;
	bool watched = false;
	struct worker wk[GPUS_MAX];
	int nth, nwk = 0, started = 0, failed = 0, rc = 3;
	struct sigaction sa = {.sa_handler = SIG_IGN};

	g.c = c;
	g.t0 = monotime();
	g.tty = isatty(2);
	/* ignored once, here in the main thread before any other starts: libcurl,
	 * told to leave signals alone (CURLOPT_NOSIGNAL), may still raise SIGPIPE
	 * on a connection the server closed, and that must not end the run
	 * (run() keeps its children's pipes from raising it on its own) */
	sigaction(SIGPIPE, &sa, NULL);
	g.nvcc = verify_nvcc();
	if (!g.nvcc) {
		warn("no nvcc: set NVCC or install the CUDA toolkit in /usr/local/cuda");
		return 3;
	}
	if (!c->compile_only && gen_gpus_find(&g) != 0) {
		free(g.gpus);
		return 3;
	}
	selectjobs(&g);
	if (anymodel(&g) && loadprompts(&g) != 0)
		goto out;
	if (g.kept && !c->quiet)
		fprintf(stderr, "%s: %d vetted job%s left as %s for want of a GPU of %s arch ('%s plan' names them)\n",
			argv0, g.kept, g.kept == 1 ? "" : "s", g.kept == 1 ? "it is" : "they are",
			g.kept == 1 ? "its" : "their", argv0);
	if (g.n == g.unported) {
		if (!c->quiet && !c->json)
			printf("%s: nothing to generate: every job %s\n", argv0,
			       g.kept || g.left || g.unported ? "is fresh or waits for its GPU" : "is fresh");
		if (c->json)
			summary(&g);
		rc = 0;
		goto out;
	}
	g.work = worktemplate();
	g.db = mkdirs(c->out) == 0 ? prov_open(c->db, PROV_CREATE) : NULL;
	if (!g.db || !mkdtemp(g.work)) {
		if (g.db)
			warn("cannot create a work directory %s:", g.work);
		goto out;
	}
	/* a cancelled run (SIGINT, SIGTERM, SIGHUP) takes it with its children */
	if (run_tempdir(g.work) != 0)
		warn("%s will stay if the run is cancelled: too long a path", g.work);
	{
		/* a run row a GPU, its locks, the harness of each arch (gengpu.c) */
		char *prop = runproposer(&g);
		int r = gen_gpus_start(&g, prop);

		free(prop);
		if (r != 0)
			goto out;
	}
	pthread_mutex_init(&g.m, NULL);
	pthread_mutex_init(&g.records_m, NULL);
	pthread_cond_init(&g.cv, NULL);
	pthread_cond_init(&g.overcv, NULL);
	seminit(&g.nvcc_sem, c->nvcc_jobs > 0 ? c->nvcc_jobs : 1);
	/* a searched job with a vetted variant of its own (stale now) starts from it,
	 * and one whose op and class have a vetted variant on its arch in another
	 * dtype from that, without waiting for a sibling (a sibling's whole search
	 * and finals: session 20's few class of f32 waited for f16's until the run's
	 * deadline, with bf16's vetted beforehand) */
	for (int i = 0; i < g.n; i++) {
		if (!g.v[i].search || g.v[i].model)
			continue;
		if (vettedpoint(&g, g.v[i].j, NULL, 0, NULL, NULL)) {
			g.v[i].ownstart = true;
			g.v[i].sibling = -1;
		} else if (classpoint(&g, g.v[i].j, NULL, 0, NULL, NULL)) {
			g.v[i].sibling = -1;
		}
	}
	if (!c->quiet && !c->json) {
		char gpus[256];

		gen_gpustext(&g, gpus, sizeof(gpus));
		fprintf(stderr, "%s: %d job%s (%d searched on %s, %d compiled only), work in %s\n", argv0, g.n,
			g.n == 1 ? "" : "s", g.nsearch, g.ngpus ? gpus : "no GPU", g.n - g.nsearch, g.work);
	}
	/* --jobs workers for each GPU used, each taking the jobs of its arch */
	for (int k = 0; k < g.ngpus; k++)
		if (g.gpus[k].used)
			wk[nwk++] = (struct worker){&g, &g.gpus[k]};
	if (nwk == 0)
		wk[nwk++] = (struct worker){&g, NULL};
	nth = (c->jobs > 0 ? c->jobs : 1) * nwk;
	if (nth > (int)AK_LEN(th))
		nth = (int)AK_LEN(th);
	for (int i = 0; i < nth; i++)
		started += pthread_create(&th[started], NULL, worker, &wk[i % nwk]) == 0;
	if (c->deadline_s > 0 && pthread_create(&dog, NULL, watchdog, &g) == 0)
		watched = true;
	for (int i = 0; i < started; i++)
		pthread_join(th[i], NULL);
	/* what the workers that did not start would have taken */
	for (int k = 0; k < nwk; k++)
		worker(&wk[k]);
	pthread_mutex_lock(&g.m);
	g.over = true;
	pthread_cond_broadcast(&g.overcv);
	pthread_mutex_unlock(&g.m);
	if (watched)
		pthread_join(dog, NULL);
	/* what is left to run (the work directory's removal) runs */
	run_uncut();
	if (g.tty && !c->quiet)
		unstatus(&g);
	if (gen_gpus_finish(&g) != 0)
		g.env_error = 1;
	for (int i = 0; i < g.n; i++)
		failed += g.v[i].status == PROV_FAILED;
	rc = g.env_error ? 3 : failed ? 1 : 0;
	g.keepwork = rc != 0;
	summary(&g);
	if (!g.keepwork) {
		char *rm[] = {"rm", "-rf", g.work, NULL};
		struct runopts o = {.timeout_s = 120, .maxout = 4096};
		struct runresult rr;

		if (run(rm, &o, &rr) == 0)
			runfree(&rr);
	} else if (!c->json) {
		fprintf(stderr, "%s: the candidates' builds are kept in %s\n", argv0, g.work);
	}
out:
	run_tempdir(NULL);
	prov_close(g.db);
	free(g.work);
	free(g.v);
	free(g.gpus);
	free(g.system);
	free(g.propose);
	return rc;
}
