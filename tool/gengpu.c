/* gengpu.c: the run's GPUs (akgen generate)
 *
 * The GPUs of --gpus (else the one the CUDA runtime calls device 0), each with
 * its arch read from nvidia-smi (gpus.c). A job searched needs a GPU of its arch
 * here; every such GPU gets --jobs workers (generate.c), which take the jobs of
 * its arch and the compiled-only ones. Each GPU has its own lock (genlock.c):
 * the verifications of its jobs share it, a timing holds it alone, and its lock
 * file does the same between the akgen processes of the host. Each GPU has a run
 * row of its own, which its jobs belong to: its device as the harness named it,
 * and the copy ceiling its first timing measured, which every later timing on it
 * reuses. The time a job may take is its share of what is left to the jobs of
 * its arch, and its verifications its share of its GPU's places. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "record.h"
#include "verify.h"

int gen_gpus_find(struct gen *g)
{
	struct gpudev *d = xcalloc(GPUS_MAX, sizeof(d[0]));
	int n = gpus_find(g->c->gpus, d, GPUS_MAX);

	g->gpus = xcalloc(GPUS_MAX, sizeof(g->gpus[0]));
	for (int k = 0; k < n; k++)
		g->gpus[k].d = d[k];
	g->ngpus = n > 0 ? n : 0;
	free(d);
	return n < 0 ? -1 : 0;
}

bool gen_hasarch(const struct gen *g, const char *arch)
{
	for (int k = 0; k < g->ngpus; k++)
		if (gpus_runs(g->gpus[k].d.arch, arch))
			return true;
	return false;
}

void gen_gpustext(const struct gen *g, char *out, size_t n)
{
	size_t len = 0;

	snprintf(out, n, "%s", g->ngpus ? "" : "none");
	for (int k = 0; k < g->ngpus && len < n; k++) {
		const struct gengpu *d = &g->gpus[k];

		if (d->d.visible[0])
			len += (size_t)snprintf(out + len, n - len, "%sGPU %d %s", k ? ", " : "", d->d.index, d->d.arch);
		else
			len += (size_t)snprintf(out + len, n - len, "%s%s", k ? ", " : "", d->d.arch);
	}
}

bool gen_fits(const struct gjob *gj, const struct gengpu *dev)
{
	return !gj->search || (dev && gpus_runs(dev->d.arch, gj->j->arch));
}

double gen_copy_gbps(const struct gen *g)
{
	for (int k = 0; k < g->ngpus; k++)
		if (g->gpus[k].used)
			return g->gpus[k].copy_gbps;
	return 0;
}

/* a run row; its id or -1 */
static int64_t newrun(struct gen *g, const char *proposer)
{
	int64_t id = -1;

	if (prov_begin(g->db) == 0) {
		id = record_run(g->db, g->c->command, proposer, g->c->seed);
		if (id < 0 || prov_commit(g->db) != 0) {
			prov_rollback(g->db);
			id = -1;
		}
	}
	return id;
}

int gen_gpus_start(struct gen *g, const char *proposer)
{
	const struct genconf *c = g->c;

	g->run_id = 0;
	for (int i = 0; i < g->n; i++)
		for (int k = 0; k < g->ngpus; k++)
			if (g->v[i].search && gpus_runs(g->gpus[k].d.arch, g->v[i].j->arch))
				g->gpus[k].used = true;
	for (int k = 0; k < g->ngpus; k++) {
		struct gengpu *d = &g->gpus[k];
		char *lock, *turn;

		if (!d->used)
			continue;
		if ((d->run_id = newrun(g, proposer)) < 0)
			return -1;
		if (g->run_id == 0)
			g->run_id = d->run_id;
		gpulock_init(&d->gl, c->gpu_jobs > 0 ? c->gpu_jobs : 1);
		gpus_lockpaths(&d->d, &lock, &turn);
		gpulock_files(&d->gl, lock, turn);
		free(lock);
		free(turn);
	}
	if (g->run_id == 0 && (g->run_id = newrun(g, proposer)) < 0)
		return -1;
	/* the harness object of each arch searched, built once before the
	 * candidates need it */
	for (int i = 0; i < g->n; i++) {
		struct vconf vc = {.arch = g->v[i].j->arch, .verifydir = c->verify, .nvcc = g->nvcc};
		bool first = g->v[i].search;

		for (int k = 0; k < i && first; k++)
			first = !g->v[k].search || strcmp(g->v[k].j->arch, vc.arch) != 0;
		if (first && verify_harness(&vc) != 0)
			g->env_error = 1;
	}
	return 0;
}

int gen_gpus_finish(struct gen *g)
{
	int rc = prov_begin(g->db);
	bool own = false;

	for (int k = 0; k < g->ngpus; k++) {
		if (!g->gpus[k].used)
			continue;
		own |= g->gpus[k].run_id == g->run_id;
		if (rc == 0)
			rc = prov_run_finish(g->db, g->gpus[k].run_id);
		gpulock_close(&g->gpus[k].gl);
	}
	if (rc == 0 && !own)
		rc = prov_run_finish(g->db, g->run_id);
	if (rc == 0)
		rc = prov_commit(g->db);
	if (rc != 0)
		prov_rollback(g->db);
	return rc == 0 ? 0 : -1;
}

double jobdeadline(struct gen *g, const struct gjob *gj)
{
	const struct genconf *c = g->c;
	double now = elapsed(g), end = now + c->job_s;
	int left = 0, nrun = 0, here = 0, ngpu = 0;

	pthread_mutex_lock(&g->m);
	for (int i = 0; i < g->n; i++) {
		const struct gjob *o = &g->v[i];

		if (!o->search || strcmp(o->j->arch, gj->j->arch) != 0)
			continue;
		left += !o->taken;
		nrun += o->taken && !o->done;
		here += o->taken && !o->done && o->dev == gj->dev;
	}
	pthread_mutex_unlock(&g->m);
	for (int k = 0; k < g->ngpus; k++)
		ngpu += g->gpus[k].used && gpus_runs(g->gpus[k].d.arch, gj->j->arch);
	if (c->deadline_s > 0) {
		double share;

		/* the jobs of its arch still waiting and those running share the
		 * time left on its GPUs */
		share = (c->deadline_s - now) * c->jobs * (ngpu > 1 ? ngpu : 1) / (double)(left + nrun > 0 ? left + nrun : 1);
		if (now + share < end)
			end = now + share;
		if (end > c->deadline_s)
			end = c->deadline_s;
	}
	/* the finals of the others on its GPU share it, their sustained timings
	 * take turns */
	return end - FINAL_RESERVE - FINAL_RESERVE_PER_JOB * (here > 1 ? here - 1 : 0);
}

int verifyslots(struct gen *g, const struct gjob *gj)
{
	int nrun = 0, par;

	if (!gj->dev)
		return 1;
	pthread_mutex_lock(&g->m);
	for (int i = 0; i < g->n; i++)
		nrun += g->v[i].search && g->v[i].taken && !g->v[i].done && g->v[i].dev == gj->dev;
	pthread_mutex_unlock(&g->m);
	par = gj->dev->gl.max / (nrun > 1 ? nrun : 1);
	return par > 1 ? par : 1;
}
