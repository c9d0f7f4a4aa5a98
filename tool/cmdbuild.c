/* cmdbuild.c: the commands on the jobs and the library: plan, build */
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "opts.h"
#include "planned.h"
#include "prov.h"
#include "run.h"
#include "verify.h"

/* ---------------------------------------------------------------- plan */

static void printjson(const struct plan *plan)
{
	json_t *a = json_array();
	char *text;

	for (int i = 0; i < plan->n; i++) {
		const struct job *j = &plan->v[i];

		/* position: the job's place for generate --shard (shard (position - 1) % N + 1);
		 * gpu: the arch of the GPU that vets it (without one, a run compiles it only) */
		json_array_append_new(a, json_pack("{s:s, s:s?, s:s, s:s, s:s, s:s, s:s, s:s, s:i, s:s}", "op", j->spec->op,
						   "class", *spec_classname(j->spec) ? spec_classname(j->spec) : NULL, "arch", j->arch, "dtype", dtinfo(j->dt)->name, "state",
						   plan_statename(j->state), "record", j->record, "key", j->key,
						   "why", j->why, "position", i + 1, "gpu", j->arch));
	}
	text = json_dumps(a, JSON_INDENT(1));
	if (!text)
		fatal("cannot format the plan as JSON");
	puts(text);
	free(text);
	json_decref(a);
}

static void printplan(const struct plan *plan, const int *counts)
{
	printf("%-16s %-8s %-5s %-8s %-14s %s\n", "op", "arch", "dtype", "state", "record", "key");
	for (int i = 0; i < plan->n; i++) {
		const struct job *j = &plan->v[i];

		char op[64];

		printf("%-16s %-8s %-5s %-8s %-14s %.16s%s%s\n", job_label(j, op, sizeof(op)), j->arch, dtinfo(j->dt)->name,
		       plan_statename(j->state), j->record[0] ? j->record : "-", j->key, j->why[0] ? "  " : "", j->why);
	}
	printf("%d jobs: %d fresh, %d stale, %d missing\n", plan->n, counts[JOB_FRESH], counts[JOB_STALE],
	       counts[JOB_MISSING]);
}

int cmd_plan(int argc, char **argv, struct paths *p)
{
	bool json = false, check = false;
	struct planned pl;
	int counts[3] = {0}, status = EXIT_OK;

	for (int i = 1; i < argc && status == EXIT_OK; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			status = usage("plan", "option %s needs a value", argv[i]);
		else if (r > 0)
			continue;
		else if (strcmp(argv[i], "--json") == 0)
			json = true;
		else if (strcmp(argv[i], "--check") == 0)
			check = true;
		else
			status = usage("plan", "unknown argument %s", argv[i]);
	}
	if (status != EXIT_OK || (status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	for (int i = 0; i < pl.plan.n; i++)
		counts[pl.plan.v[i].state]++;
	if (json)
		printjson(&pl.plan);
	else
		printplan(&pl.plan, counts);
	status = check && counts[JOB_FRESH] != pl.plan.n ? EXIT_FAIL : EXIT_OK;
	planned_close(&pl);
	return status;
}

/* ---------------------------------------------------------------- build */

/* build.ninja calls plain nvcc: put the one akgen uses (NVCC, the CUDA
 * toolkit, PATH) first on PATH for ninja */
static void nvcconpath(void)
{
	const char *nvcc = verify_nvcc(), *path = getenv("PATH");
	char *dir, *v;

	if (!nvcc || !strchr(nvcc, '/'))
		return;
	dir = pathdir(nvcc);
	v = path && *path ? xasprintf("%s:%s", dir, path) : xstrdup(dir);
	if (setenv("PATH", v, 1) != 0)
		warn("cannot set PATH:");
	free(v);
	free(dir);
}

/* the ninja file to run: OUT/build.ninja, or, with BUILD_DIR set (as build.sh
 * takes it) or refusals let through, one in BUILD_DIR (default build) that sets
 * builddir and akgen, and relflags where refused is not 0 (the runtime is then
 * built to say so), and includes OUT/akops.ninja; returns NULL after a warning */
static char *ninjafor(const char *out, int refused)
{
	const char *bd = getenv("BUILD_DIR");
	struct buf b = {0};
	char *path;

	if (!bd || !*bd)
		bd = "build";
	if (strcmp(bd, "build") == 0 && refused == 0)
		return pathjoin(out, "build.ninja");
	path = pathjoin(bd, "akops-build.ninja");
	if (strcmp(bd, "build") == 0)
		bufprintf(&b, "# written by akgen build: %s/build.ninja as it is", out);
	else
		bufprintf(&b, "# written by akgen build for BUILD_DIR=%s: %s/build.ninja with another builddir\n"
			      "ninja_required_version = 1.8\nbuilddir = %s/akops\nakgen = %s/akgen", bd, out, bd, bd);
	if (refused)
		bufprintf(&b, "\n# --allow-unvetted let %d refusals through\nrelflags = -DAKOPS_REFUSALS=%d", refused,
			  refused);
	/* the default build directory's is OUT/build.ninja itself, whatever it holds */
	bufprintf(&b, "\ninclude %s/%s\n", out, strcmp(bd, "build") == 0 ? "build.ninja" : "akops.ninja");
	if (mkdirs(bd) != 0 || writefile(path, b.data, b.len) < 0) {
		warn("cannot write %s", path);
		free(path);
		path = NULL;
	}
	buffree(&b);
	return path;
}

/* what a release build refuses: a damaged database, a job with no record, a
 * file that is not what its record says (each named, with what to do); returns
 * how many it found, after printing them */
static int buildrefusals(const char *db, const struct plan *plan)
{
	struct prov *pv = access(db, F_OK) == 0 ? prov_open(db, PROV_READONLY) : NULL;
	struct buf why = {0};
	int n = 0;

	if (!pv || prov_check_integrity(pv, true, &why) != 0) {
		fprintf(stderr, "%s: build: the database %s is %s%s%s; 'akgen audit' says more: restore it, or generate "
			"again\n", argv0, db, pv ? "damaged (" : "missing or unreadable", pv ? why.data : "", pv ? ")" : "");
		n++;
	}
	prov_close(pv);
	for (int i = 0; i < plan->n; i++) {
		const struct job *j = &plan->v[i];
		char op[64];

		job_label(j, op, sizeof(op));
		if (j->state == JOB_MISSING)
			fprintf(stderr, "%s: build: %s %s %s has no vetted or compiled-only record: 'akgen generate --op %s "
				"--arch %s --dtype %s' makes one\n", argv0, op, j->arch, dtinfo(j->dt)->name,
				j->spec->op, j->arch, dtinfo(j->dt)->name);
		else if (j->filesbad)
			fprintf(stderr, "%s: build: %s %s %s: %s; 'akgen replay' writes it again from its records\n", argv0,
				op, j->arch, dtinfo(j->dt)->name, j->why);
		n += j->state == JOB_MISSING || j->filesbad;
	}
	buffree(&why);
	return n;
}

/* ninja on what OUT holds (ninjafile, unless BUILD_DIR says otherwise), bad
 * of the refusals above let through */
static int buildninja(const struct paths *p, const char *ninjafile, const struct plan *plan, const int *counts,
		      int bad)
{
	char *run = ninjafor(p->out, bad), *av[] = {"ninja", "-f", run, NULL};
	int status;

	if (bad)
		fprintf(stderr, "%s: build: --allow-unvetted: building %s as it is, %d of the above in it\n", argv0,
			p->out, bad);
	if (counts[JOB_FRESH] != plan->n)
		printf("%s: %d of %d jobs are stale and %d missing ('%s plan' lists them); building what %s holds\n",
		       argv0, counts[JOB_STALE], plan->n, counts[JOB_MISSING], argv0, p->out);
	nvcconpath();
	status = run && run_attached(av) == 0 ? EXIT_OK : EXIT_FAIL;
	if (status != EXIT_OK)
		warn("building %s failed", run ? run : ninjafile);
	free(run);
	return status;
}

int cmd_build(int argc, char **argv, struct paths *p)
{
	struct planned pl;
	int counts[3] = {0}, status = EXIT_OK, bad;
	bool unvetted = false;
	char *ninjafile;

	for (int i = 1; i < argc && status == EXIT_OK; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			status = usage("build", "option %s needs a value", argv[i]);
		else if (r == 0 && strcmp(argv[i], "--allow-unvetted") == 0)
			unvetted = p->damaged_ok = true;
		else if (r == 0)
			status = usage("build", "unknown argument %s", argv[i]);
	}
	if (status != EXIT_OK || (status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	for (int i = 0; i < pl.plan.n; i++)
		counts[pl.plan.v[i].state]++;
	ninjafile = pathjoin(p->out, "build.ninja");
	if (access(ninjafile, F_OK) != 0) {
		printf("%s: nothing generated yet: %s/ holds no vetted kernels, so there is no libakops.a to build;\n"
		       "%s: %d of %d jobs are missing ('%s plan' lists them)\n",
		       argv0, p->out, argv0, pl.plan.n - counts[JOB_FRESH], pl.plan.n, argv0);
	} else if ((bad = buildrefusals(pl.db, &pl.plan)) != 0 && !unvetted) {
		fprintf(stderr, "%s: build: refused: %d of the above; --allow-unvetted builds what %s holds anyway\n",
			argv0, bad, p->out);
		status = EXIT_FAIL;
	} else {
		status = buildninja(p, ninjafile, &pl.plan, counts, bad);
	}
	free(ninjafile);
	planned_close(&pl);
	return status;
}
