/* progress.c: what the agent loop tells while it runs: on a terminal, live
 * lines at the bottom (the run's, and one per running job with its stage,
 * its candidate and its best so far), plain lines above them about each job;
 * at the end, a line a job or one JSON object */
#include "progress.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>

#include "dtype.h"

static const char *jobname(const struct gjob *gj, char *buf, size_t len)
{
	char op[64];

	snprintf(buf, len, "%s %s %s", job_label(gj->j, op, sizeof(op)), gj->j->arch, dtinfo(gj->j->dt)->name);
	return buf;
}

/* on a terminal, the live lines at the bottom: erase the ones drawn last */
void unstatus(struct gen *g)
{
	for (; g->drawn > 0; g->drawn--)
		fputs("\033[1A\033[2K", stderr);
}

/* then draw them again: a line for the run, and one per running job with its
 * stage, the candidate it is at, and the best so far as a roofline fraction
 * (under g->m) */
void statusline(struct gen *g)
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
void say(struct gen *g, const struct gjob *gj, const char *fmt, ...)
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

void setstage(struct gen *g, struct gjob *gj, const char *stage, int cur, int n)
{
	pthread_mutex_lock(&g->m);
	gj->stage = stage;
	gj->cur = cur;
	gj->ncur = n;
	statusline(g);
	pthread_mutex_unlock(&g->m);
}

/* a job's outcome: its record's status, or "stale" when it was left */
static const char *statusname(const struct gjob *gj)
{
	return gj->status == PROV_PENDING ? "stale" : prov_status_name(gj->status);
}

void summary(struct gen *g)
{
	json_t *a = json_array();

	for (int i = 0; i < g->n; i++) {
		const struct gjob *gj = &g->v[i];

		if (g->c->json) {
			json_array_append_new(
				a, json_pack("{s:s, s:s?, s:s, s:s, s:s, s:s, s:i, s:i, s:f, s:s?, s:s?, s:s?, s:o, s:o}", "op",
					     gj->j->spec->op, "class",
					     *spec_classname(gj->j->spec) ? spec_classname(gj->j->spec) : NULL, "arch", gj->j->arch, "dtype", dtinfo(gj->j->dt)->name,
					     "status", statusname(gj), "why", gj->why, "candidates",
					     gj->tried, "rounds", gj->rounds, "seconds", gj->secs, "family",
					     won(gj) ? gj->family : NULL, "params", won(gj) ? gj->values : NULL,
					     "variant", gj->variant[0] ? gj->variant : NULL, "roofline",
					     gj->status == PROV_VETTED ? json_real(gj->score) : json_null(),
					     "least_roofline",
					     gj->status == PROV_VETTED ? json_real(gj->minfrac) : json_null()));
			/* the GPU it ran on, where --gpus named them */
			if (gj->dev && gj->dev->d.visible[0])
				json_object_set_new(json_array_get(a, json_array_size(a) - 1), "gpu",
						    json_integer(gj->dev->d.index));
		} else if (!g->c->quiet || gj->status == PROV_FAILED) {
			char op[64];

			printf("%-14s %-7s %-5s %-13s %3d cand. %6.1f s  %s\n", job_label(gj->j, op, sizeof(op)), gj->j->arch,
			       dtinfo(gj->j->dt)->name, statusname(gj), gj->tried, gj->secs, gj->why);
		}
	}
	if (g->c->json) {
		json_t *o = json_pack("{s:I, s:f, s:f, s:o}", "run_id", (json_int_t)g->run_id, "seconds", elapsed(g),
				      "copy_gbps", gen_copy_gbps(g), "jobs", a);
		json_t *gpus = json_array();

		/* each GPU used: its run, its ceiling */
		for (int k = 0; k < g->ngpus; k++)
			if (g->gpus[k].used)
				json_array_append_new(gpus, json_pack("{s:i, s:s, s:s, s:I, s:f}", "index", g->gpus[k].d.index,
								      "arch", g->gpus[k].d.arch, "name", g->gpus[k].d.name,
								      "run_id", (json_int_t)g->gpus[k].run_id,
								      "copy_gbps", g->gpus[k].copy_gbps));
		json_object_set_new(o, "gpus", gpus);
		/* where the failed run's builds are kept, for the caller to read and remove */
		json_object_set_new(o, "kept", g->keepwork ? json_string(g->work) : json_null());
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
