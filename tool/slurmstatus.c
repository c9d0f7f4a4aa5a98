/* slurmstatus.c: akgen slurm --status DIR: each unit's state, each stage's last
 * gather, what to submit again, and the squeue and sacct commands of the run */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "exitcode.h"
#include "slurm.h"

struct unitstate {
	char name[40], group[16];
	int njobs;
	char word[16], rc[16], task[40], host[64], when[32];
	bool bundle, merged;
};

/* the first line of path into b; false when there is none */
static bool firstline(const char *path, struct buf *b)
{
	char *nl;

	b->len = 0;
	if (readfile(path, 4096, b) != 0 || b->len == 0)
		return false;
	if ((nl = strchr(b->data, '\n')))
		*nl = '\0';
	return true;
}

static bool exists(const char *path)
{
	struct stat st;

	return lstat(path, &st) == 0;
}

static void readunit(const char *work, struct unitstate *u)
{
	char *d = pathjoin(work, u->name), *state = pathjoin(d, "state"), *bundle = pathjoin(d, "bundle.akb"),
	     *merged = pathjoin(d, "merged");
	struct buf b = {0};

	if (firstline(state, &b) &&
	    sscanf(b.data, "%15s %15s %39s %63s %31s", u->word, u->rc, u->task, u->host, u->when) < 2)
		snprintf(u->word, sizeof(u->word), "unreadable");
	u->bundle = exists(bundle);
	u->merged = exists(merged);
	buffree(&b);
	free(d);
	free(state);
	free(bundle);
	free(merged);
}

static const char *unitword(const struct unitstate *u)
{
	if (u->merged)
		return "merged";
	if (!u->word[0])
		return "not started";
	if (strcmp(u->word, "started") == 0)
		return "started";
	return u->word;
}

/* the last gather of a stage: "merged N bundles", "nothing to merge", "merge refused" */
static void gatherline(const char *dir, const char *stage)
{
	char name[40];
	char *path;
	struct buf b = {0};
	int rc, n;

	snprintf(name, sizeof(name), "gather-%s.state", stage);
	path = pathjoin(dir, name);
	if (firstline(path, &b) && sscanf(b.data, "%d %d", &rc, &n) == 2) {
		if (rc != 0)
			printf("the last gather of the %s units: akgen merge refused (status %d; its output in %s/log/gather-*.out)\n",
			       stage, rc, dir);
		else
			printf("the last gather of the %s units: akgen merge took %d bundle%s\n", stage, n, n == 1 ? "" : "s");
	}
	buffree(&b);
	free(path);
}

int slurm_status(const char *dirarg)
{
	char *dir = realpath(dirarg, NULL), *upath = NULL, *jpath = NULL, *line, *save = NULL;
	struct buf b = {0}, jobs = {0}, ids = {0}, again = {0};
	struct unitstate *u = NULL;
	char *work = NULL;
	int n = 0, counts[5] = {0}, rc = EXIT_OK;
	const char *words[5] = {"merged", "finished", "failed", "started", "not started"}, *lastgroup = "";

	if (!dir) {
		warn("cannot find %s:", dirarg);
		return EXIT_ENV;
	}
	upath = pathjoin(dir, "units");
	if (readfile(upath, SLURM_MAX_FILE, &b) != 0) {
		warn("cannot read %s (written by akgen slurm -o DIR):", upath);
		rc = EXIT_ENV;
		goto out;
	}
	for (line = strtok_r(b.data, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char name[40], group[16], kind[16];
		int nu, nj;

		if (strncmp(line, "work ", 5) == 0) {
			free(work);
			work = xstrdup(line + 5);
		} else if (sscanf(line, "group %15s %15s %d %d", group, kind, &nu, &nj) == 4) {
			if (nu < 1 || nu > SLURM_MAX_SHARDS * 4) {
				warn("%s: a group of %d units", upath, nu);
				rc = EXIT_ENV;
				goto out;
			}
			u = xreallocarray(u, (size_t)n + (size_t)nu, sizeof(u[0]));
			for (int k = 1; k <= nu; k++, n++) {
				memset(&u[n], 0, sizeof(u[n]));
				snprintf(u[n].name, sizeof(u[n].name), "%s-%d", group, k);
				snprintf(u[n].group, sizeof(u[n].group), "%s", group);
			}
		} else if (sscanf(line, "job %39s", name) == 1) {
			for (int k = 0; k < n; k++)
				u[k].njobs += strcmp(u[k].name, name) == 0;
		}
	}
	if (!work || n == 0) {
		warn("%s: not the units of an akgen slurm run", upath);
		rc = EXIT_ENV;
		goto out;
	}
	printf("akgen slurm: %d units in %s, their work in %s\n", n, dir, work);
	printf("%-14s %4s  %-11s %6s  %-14s %-16s %s\n", "unit", "jobs", "state", "status", "task", "host", "since");
	for (int k = 0; k < n; k++) {
		const char *w;
		int c;

		readunit(work, &u[k]);
		w = unitword(&u[k]);
		for (c = 0; c < 5 && strcmp(words[c], w) != 0; c++)
			;
		counts[c < 5 ? c : 2]++;
		printf("%-14s %4d  %-11s %6s  %-14s %-16s %s%s\n", u[k].name, u[k].njobs, w, u[k].rc[0] ? u[k].rc : "-",
		       u[k].task[0] ? u[k].task : "-", u[k].host[0] ? u[k].host : "-", u[k].when[0] ? u[k].when : "-",
		       u[k].bundle && !u[k].merged ? "  (its bundle not merged yet)" : "");
		if (!u[k].merged) {
			if (strcmp(lastgroup, u[k].group) == 0)
				bufprintf(&again, ",%s", strrchr(u[k].name, '-') + 1);
			else
				bufprintf(&again, " %s=%s", u[k].group, strrchr(u[k].name, '-') + 1);
			lastgroup = u[k].group;
		}
	}
	printf("%d merged, %d finished (not merged yet), %d failed, %d started (running, or ended by a kill), %d not "
	       "started\n",
	       counts[0], counts[1], counts[2], counts[3], counts[4]);
	gatherline(dir, "gpu");
	gatherline(dir, SLURM_COMPILE);
	if (again.len) {
		printf("to run the rest, once none of it runs (squeue): %s/submit.sh%s\n", dir, again.data);
		rc = EXIT_FAIL;
	} else
		printf("every unit merged: akgen plan says what is still not fresh\n");
	jpath = pathjoin(dir, "jobs");
	if (readfile(jpath, SLURM_MAX_FILE, &jobs) == 0 && jobs.len) {
		save = NULL;
		for (line = strtok_r(jobs.data, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
			char name[40], id[40];

			if (sscanf(line, "%39s %39s", name, id) == 2 && strspn(id, "0123456789") == strlen(id))
				bufprintf(&ids, "%s%s", ids.len ? "," : "", id);
		}
		if (ids.len)
			printf("the last submission's jobs: squeue -j %s; sacct -j %s\n", ids.data, ids.data);
	}
out:
	free(u);
	free(work);
	free(dir);
	free(upath);
	free(jpath);
	buffree(&b);
	buffree(&jobs);
	buffree(&ids);
	buffree(&again);
	return rc;
}

