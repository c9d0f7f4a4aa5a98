/* proposellm.c: the model proposer
 *
 * A job asks the model for a candidate (prompt.c makes the question from the
 * spec, the target, the best candidate so far and the last one's judgement),
 * takes the source out of the answer (extract.c) and judges it as any other
 * candidate, round after round until the stop rule. The questions are asked
 * one at a time; each job has a budget of its own and the run one shared. */
#include "proposellm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "candidate.h"
#include "dtype.h"
#include "extract.h"
#include "progress.h"
#include "run.h"
#include "prompt.h"
#include "proto.h"
#include "util.h"

/* what proposes, as each candidate records it: "template-search",
 * "llm:BACKEND:MODEL" or "command:PROGRAM" */
static char *proposername(const struct llmconf *lc)
{
	if (!lc)
		return xstrdup("template-search");
	if (lc->backend == LLM_COMMAND)
		return xasprintf("command:%s", lc->argv[0] ? lc->argv[0] : "");
	return xasprintf("llm:%s:%s", llm_backend_name(lc->backend), lc->model ? lc->model : "");
}

/* what proposes, as the run records it: the command line's proposer, or the
 * template search and, after it, each op's own that the run's jobs use
 * ("template-search; softplus: command:./model") */
char *runproposer(const struct gen *g)
{
	struct buf b = {0};
	char *own;

	if (g->c->llm)
		return proposername(g->c->llm);
	bufputs(&b, "template-search");
	for (int i = 0; i < g->n; i++) {
		bool first = true;

		if (!g->v[i].model)
			continue;
		for (int k = 0; k < i; k++)
			first = first && spec_whole(g->v[k].j->spec) != spec_whole(g->v[i].j->spec);
		if (!first)
			continue;
		own = proposername(g->v[i].model);
		bufprintf(&b, "; %s: %s", g->v[i].j->spec->op, own);
		free(own);
	}
	return b.data;
}

/* ask the model for the job's next candidate, given the best so far and the
 * last one; fills cd (its source, or a NO_CANDIDATE stage) */
static void askmodel(struct gen *g, struct gjob *gj, struct cand *cd, const char *spectext, const struct cand *best,
		     const struct cand *last, int seq)
{
	const struct llmconf *lc = gj->model;
	struct prompt_job pj = {gj->j->spec, spectext, gj->j->dt, {gj->j->arch, NULL, 0, 0, 0}, NULL, NULL};
	struct buf prompt = {0}, err = {0}, name = {0};
	struct xresult x = {0};
	char detail[768];

	memset(cd, 0, sizeof(*cd));
	pthread_mutex_lock(&g->m);
	pj.target.copy_gbps = gj->dev ? gj->dev->copy_gbps : 0;
	pj.target.mma_tflops = gj->dev ? gj->dev->mma_tflops : 0;
	pthread_mutex_unlock(&g->m);
	pj.best = best ? &best->r : NULL;
	pj.last = last ? &last->r : NULL;
	sig_launcher_name(gj->j->spec, gj->j->dt, gj->j->arch, &name);
	cd->meta = json_pack("{s:s, s:s, s:s}", "backend", llm_backend_name(lc->backend), "model",
			     lc->model ? lc->model : "", "endpoint", lc->endpoint ? lc->endpoint : "");
	cd->proposer = proposername(lc);
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
void llmjob(struct gen *g, struct gjob *gj)
{
	const struct genconf *c = g->c;
	struct cand *all = xcalloc((size_t)c->budget, sizeof(all[0]));
	struct cand *best = NULL, *last = NULL, *win = NULL;
	struct buf spectext = {0};
	double end = jobdeadline(g, gj), t0 = elapsed(g);
	int n = 0, stale = 0;

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
	} else if (run_iscut()) {
		leftcut(g, gj);
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

/* the prompt templates of the model proposer, and its budget */
int loadprompts(struct gen *g)
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
