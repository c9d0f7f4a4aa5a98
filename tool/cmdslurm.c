/* cmdslurm.c: akgen slurm: the plan's jobs that are not fresh as Slurm array
 * jobs on an existing cluster, and the state of such a run (--status)
 *
 * The jobs are cut into units. The jobs of an arch whose target says where its
 * GPUs are (targets.yaml: arch: ARCH: slurm: a partition, a constraint or
 * generic resources) are that arch's GPU units, --shards-per-arch of them; the
 * rest (every job with --compile-only) are compile-only units, as many, on the
 * cpu: settings. A unit holds at most GEN_MAX_FILTER jobs (generate's --job).
 * Each unit is one array task: akgen generate --job KEY... --bundle in a worker
 * directory of its own (WORK/UNIT, made from the project's records), which a
 * task run again keeps, so that the jobs it finished, fresh there, are not
 * redone. DIR receives:
 *
 *   units          the units and their jobs, for akgen slurm --status
 *   unit.sh        one unit: its worker directory, its state file, generate
 *   GROUP.sbatch   the array of a group (an arch's GPU units, or compile) with its settings
 *   gather.sbatch  a stage's bundles merged into the project, then the summary
 *   submit.sh      the arrays and gathers with their dependencies: the GPU units, their
 *                  merge, then the compile-only units (ports of what merged), their merge
 *   log/           Slurm's output files
 *
 * Every file is a function of the plan, the options and the paths alone, and
 * every value in a script is quoted. */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "dtype.h"
#include "generate.h"
#include "opts.h"
#include "plan.h"
#include "planned.h"
#include "targets.h"
#include "slurm.h"
#include "util.h"

/* ---------------------------------------------------------------- text */

static bool hascontrol(const char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s < 0x20 || *s == 0x7f)
			return true;
	return false;
}

/* a path that an #SBATCH line holds as it is (sbatch's own parsing, no shell) */
static bool sbatchsafe(const char *s)
{
	return strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./+@:,=-") == strlen(s);
}

/* path made absolute against the working directory (the root), allocated */
static char *abspath(const char *root, const char *path)
{
	return path[0] == '/' ? xstrdup(path) : pathjoin(root, path);
}

/* ---------------------------------------------------------------- the units */

static const char *const selname[4] = {"--op", "--arch", "--dtype", "--class"};

static const char *jobfield(const struct job *j, int which)
{
	return which == 0 ? j->spec->op : which == 1 ? j->arch : which == 2 ? dtinfo(j->dt)->name : job_class(j);
}

static bool selected(const struct slurmrun *r, const struct job *j)
{
	if (j->state == JOB_FRESH)
		return false;
	for (int w = 0; w < 4; w++) {
		bool any = r->nsel[w] == 0;

		for (int k = 0; k < r->nsel[w] && !any; k++)
			any = strcmp(r->sel[w][k], jobfield(j, w)) == 0;
		if (!any)
			return false;
	}
	return true;
}

/* every --op, --arch, --dtype and --class names something the plan has */
static int checksel(const struct slurmrun *r, const struct plan *plan)
{
	for (int w = 0; w < 4; w++)
		for (int k = 0; k < r->nsel[w]; k++) {
			bool found = false;

			for (int i = 0; i < plan->n && !found; i++)
				found = strcmp(r->sel[w][k], jobfield(&plan->v[i], w)) == 0;
			if (!found) {
				char msg[200];

				snprintf(msg, sizeof(msg), "%s %.64s: no job of the plan has it ('akgen plan' lists them)",
					 selname[w], r->sel[w][k]);
				return usage("slurm", "%s", msg);
			}
		}
	return EXIT_OK;
}

/* whether the target says where its GPUs are: its own partition, constraint or gres */
static bool gpuarch(const struct target *tg)
{
	return tg && (tg->slurm.partition || tg->slurm.constraint || tg->slurm.gres);
}

static void mergeopts(struct slurmopts *o, const struct slurmopts *first, const struct slurmopts *dflt)
{
	o->partition = first->partition ? first->partition : dflt->partition;
	o->constraint = first->constraint ? first->constraint : dflt->constraint;
	o->gres = first->gres ? first->gres : dflt->gres;
	o->account = first->account ? first->account : dflt->account;
	o->time = first->time ? first->time : dflt->time;
}

static void addjob(struct group *g, int i)
{
	g->jobs = xreallocarray(g->jobs, (size_t)g->njobs + 1, sizeof(g->jobs[0]));
	g->jobs[g->njobs++] = i;
}

/* the groups of the plan's selected jobs: each GPU arch in the targets' order,
 * then the compile-only jobs; returns the number of jobs */
static int makegroups(struct slurmrun *r, const struct plan *plan, const struct targets *t)
{
	struct group *cg;
	int total = 0;

	for (int a = 0; a < t->n; a++) {
		struct group *g = &r->g[r->ng];

		if (r->compile_only || !gpuarch(&t->v[a]))
			continue;
		memset(g, 0, sizeof(*g));
		g->name = t->v[a].arch;
		g->gpu = true;
		mergeopts(&g->o, &t->v[a].slurm, &t->slurm);
		for (int i = 0; i < plan->n; i++)
			if (selected(r, &plan->v[i]) && strcmp(plan->v[i].arch, g->name) == 0)
				addjob(g, i);
		if (g->njobs)
			r->ng++;
		else
			free(g->jobs);
	}
	mergeopts(&r->cpu, &t->cpu, &t->slurm);
	cg = &r->g[r->ng];
	memset(cg, 0, sizeof(*cg));
	cg->name = SLURM_COMPILE;
	cg->o = r->cpu;
	for (int i = 0; i < plan->n; i++) {
		const struct job *j = &plan->v[i];

		if (selected(r, j) && (r->compile_only || !gpuarch(targets_find(t, j->arch))))
			addjob(cg, i);
	}
	if (cg->njobs)
		r->ng++;
	else
		free(cg->jobs);
	for (int k = 0; k < r->ng; k++) {
		struct group *g = &r->g[k];
		int n = g->njobs < r->shards ? g->njobs : r->shards, least = (g->njobs + SLURM_UNIT_JOBS - 1) / SLURM_UNIT_JOBS;

		g->nunits = n > least ? n : least;
		total += g->njobs;
	}
	return total;
}

static void freegroups(struct slurmrun *r)
{
	for (int k = 0; k < r->ng; k++)
		free(r->g[k].jobs);
	r->ng = 0;
}

/* ---------------------------------------------------------------- write */

/* DIR/name from b, executable when exec; 0 or -1 after a warning */
static int put(const struct slurmrun *r, const char *name, const struct buf *b, bool exec)
{
	char *path = pathjoin(r->dir, name);
	int rc = writefile(path, b->data, b->len) < 0 ? -1 : 0;

	if (rc == 0 && chmod(path, exec ? 0755 : 0644) != 0) {
		warn("cannot set the mode of %s:", path);
		rc = -1;
	}
	free(path);
	return rc;
}

/* a directory made and named absolutely (allocated), or NULL after a warning */
static char *makedir(const char *root, const char *path)
{
	char *a = abspath(root, path), *real = NULL;

	if (mkdirs(a) != 0)
		warn("cannot create %s:", a);
	else if (!(real = realpath(a, NULL)))
		warn("cannot resolve %s:", a);
	free(a);
	return real;
}

static int setpaths(struct slurmrun *r, const struct paths *p)
{
	char cwd[PATH_MAX];
	char *log;
	const char *bad = NULL;

	if (!getcwd(cwd, sizeof(cwd))) {
		warn("cannot name the working directory:");
		return EXIT_ENV;
	}
	r->root = xstrdup(cwd);
	if (!(r->akgen = realpath("/proc/self/exe", NULL))) {
		warn("cannot name akgen's own path (/proc/self/exe):");
		return EXIT_ENV;
	}
	r->out = abspath(r->root, p->out);
	r->records = pathjoin(r->out, "records");
	r->specs = strcmp(p->specs, "specs") != 0 ? xstrdup(p->specs) : NULL;
	r->templates = strcmp(p->templates, "templates") != 0 ? xstrdup(p->templates) : NULL;
	r->targets = p->targets ? xstrdup(p->targets) : NULL;
	r->outarg = strcmp(p->out, "generated") != 0 ? xstrdup(p->out) : NULL;
	/* before anything is made, and once more as resolved */
	r->dir = abspath(r->root, r->dirarg);
	if (sbatchsafe(r->dir)) {
		free(r->dir);
		if (!(r->dir = makedir(r->root, r->dirarg)))
			return EXIT_ENV;
	}
	if (!sbatchsafe(r->dir)) {
		char msg[PATH_MAX + 200];

		snprintf(msg, sizeof(msg), "-o %s: the #SBATCH lines name it as it is: letters, digits and _./+@:,=- only",
			 r->dir);
		usage("slurm", "%s", msg);
		return EXIT_USAGE;
	}
	if (r->workarg)
		r->work = makedir(r->root, r->workarg);
	else {
		char *w = pathjoin(r->dir, "work");

		r->work = makedir(r->root, w);
		free(w);
	}
	if (!r->work)
		return EXIT_ENV;
	log = pathjoin(r->dir, "log");
	if (mkdirs(log) != 0) {
		warn("cannot create %s:", log);
		free(log);
		return EXIT_ENV;
	}
	free(log);
	const char *all[] = {r->root, r->akgen, r->out, r->work, r->specs, r->templates, r->targets, r->outarg};

	for (size_t i = 0; i < AK_LEN(all) && !bad; i++)
		if (all[i] && hascontrol(all[i]))
			bad = all[i];
	if (bad) {
		warn("a path with a control character cannot go into a script: %.200s", bad);
		return EXIT_ENV;
	}
	return EXIT_OK;
}

static void freepaths(struct slurmrun *r)
{
	free(r->dir);
	free(r->work);
	free(r->root);
	free(r->akgen);
	free(r->out);
	free(r->records);
	free(r->specs);
	free(r->templates);
	free(r->targets);
	free(r->outarg);
}

/* the scripts of the run into r->dir; DIR/units of another plan is refused */
static int writerun(struct slurmrun *r, const struct plan *plan)
{
	struct buf units = {0}, b = {0}, old = {0};
	char *upath = pathjoin(r->dir, "units");
	int status = EXIT_OK;

	slurm_unitsfile(&units, r, plan);
	if (readfile(upath, SLURM_MAX_FILE, &old) == 0 && (old.len != units.len || memcmp(old.data, units.data, old.len))) {
		warn("%s holds the units of another plan, whose work is in its work directory: give another -o, or "
		     "submit that run's rest (akgen slurm --status %s says what)",
		     upath, r->dir);
		status = EXIT_FAIL;
	}
	if (status == EXIT_OK && put(r, "units", &units, false) != 0)
		status = EXIT_ENV;
	if (status == EXIT_OK) {
		slurm_unitsh(&b, r, plan);
		if (put(r, "unit.sh", &b, true) != 0)
			status = EXIT_ENV;
	}
	for (int k = 0; k < r->ng && status == EXIT_OK; k++) {
		char name[64];

		b.len = 0;
		slurm_groupsbatch(&b, r, &r->g[k]);
		snprintf(name, sizeof(name), "%s.sbatch", r->g[k].name);
		if (put(r, name, &b, true) != 0)
			status = EXIT_ENV;
	}
	if (status == EXIT_OK) {
		b.len = 0;
		slurm_gathersbatch(&b, r);
		if (put(r, "gather.sbatch", &b, true) != 0)
			status = EXIT_ENV;
	}
	if (status == EXIT_OK) {
		b.len = 0;
		slurm_submitsh(&b, r);
		if (put(r, "submit.sh", &b, true) != 0)
			status = EXIT_ENV;
	}
	buffree(&units);
	buffree(&b);
	buffree(&old);
	free(upath);
	return status;
}

static void summary(const struct slurmrun *r, int njobs)
{
	printf("akgen slurm: %d jobs in %s:\n", njobs, r->dir);
	for (int k = 0; k < r->ng; k++) {
		const struct group *g = &r->g[k];

		printf("  %-8s %3d jobs in %3d unit%s  %s.sbatch%s%s%s%s%s%s\n", g->name, g->njobs, g->nunits,
		       g->nunits == 1 ? " " : "s", g->name, g->o.partition ? "  -p " : "",
		       g->o.partition ? g->o.partition : "", g->o.constraint ? "  -C " : "",
		       g->o.constraint ? g->o.constraint : "", g->o.gres ? "  --gres=" : "", g->o.gres ? g->o.gres : "");
	}
	printf("submit: %s/submit.sh; the state: akgen slurm --status %s\n", r->dir, r->dir);
}

/* ---------------------------------------------------------------- the command */

/* generate's options after --: none that akgen slurm sets itself, none with a
 * control character */
static int checkpass(char *const *pass, int n)
{
	static const char *const own[] = {"--out", "--bundle", "--job", "--shard", "--op", "--arch", "--dtype",
					  "--class", "--force", "--compile-only", "--db", "--specs", "--templates",
					  "--targets"};

	if (n > SLURM_MAX_PASS)
		return usage("slurm", "more than 64 options for generate after --%s", "");
	for (int i = 0; i < n; i++) {
		if (hascontrol(pass[i]))
			return usage("slurm", "an option for generate with a control character: %.100s", pass[i]);
		for (size_t k = 0; k < AK_LEN(own); k++) {
			size_t len = strlen(own[k]);

			if (strncmp(pass[i], own[k], len) == 0 && (pass[i][len] == '\0' || pass[i][len] == '=')) {
				char msg[200];

				snprintf(msg, sizeof(msg), "%s after --: akgen slurm sets it itself (a unit's jobs, its "
					 "directory, its bundle; --force would redo what a run again must keep)",
					 own[k]);
				return usage("slurm", "%s", msg);
			}
		}
	}
	return EXIT_OK;
}

static int parse(int argc, char **argv, struct paths *p, struct slurmrun *r, const char **statusdir)
{
	for (int i = 1; i < argc; i++) {
		bool missing = false;
		const char *v;
		int pr = pathopt(argc, argv, &i, p);

		if (pr < 0)
			return usage("slurm", "option %s needs a value", argv[i]);
		if (pr > 0)
			continue;
		if (strcmp(argv[i], "--") == 0) {
			r->pass = argv + i + 1;
			r->npass = argc - i - 1;
			return checkpass(r->pass, r->npass);
		}
		if ((v = optval(argc, argv, &i, "-o", &missing)))
			r->dirarg = v;
		else if ((v = optval(argc, argv, &i, "--workdir", &missing)))
			r->workarg = v;
		else if ((v = optval(argc, argv, &i, "--status", &missing)))
			*statusdir = v;
		else if ((v = optval(argc, argv, &i, "--shards-per-arch", &missing))) {
			int64_t x;

			if (!parseint(v, &x) || x < 1 || x > SLURM_MAX_SHARDS)
				return usage("slurm", "--shards-per-arch takes a number from 1 to 4096, not %s", v);
			r->shards = (int)x;
		} else if (!missing && strcmp(argv[i], "--compile-only") == 0)
			r->compile_only = true;
		else if (!missing) {
			int w;

			for (w = 0; w < 4 && !(v = optval(argc, argv, &i, selname[w], &missing)) && !missing; w++)
				;
			if (w == 4)
				return usage("slurm", "unknown argument %s", argv[i]);
			if (v) {
				if (r->nsel[w] == GEN_MAX_FILTER)
					return usage("slurm", "too many %s options", selname[w]);
				r->sel[w][r->nsel[w]++] = v;
			}
		}
		if (missing)
			return usage("slurm", "option %s needs a value", argv[i]);
	}
	return EXIT_OK;
}

int cmd_slurm(int argc, char **argv, struct paths *p)
{
	struct slurmrun r = {.shards = 1, .dirarg = "build/slurm"};
	const char *statusdir = NULL;
	struct planned pl;
	int status = parse(argc, argv, p, &r, &statusdir), njobs;

	if (status != EXIT_OK)
		return status;
	if (statusdir)
		return slurm_status(statusdir);
	if (p->db)
		return usage("slurm", "%s: the units' results merge into the project's records, whose database is "
				      "OUT/provenance.db",
			     "--db");
	if ((status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	status = checksel(&r, &pl.plan);
	if (status == EXIT_OK) {
		njobs = makegroups(&r, &pl.plan, pl.set.targets);
		if (njobs == 0)
			printf("akgen slurm: nothing to do: every job selected is fresh (akgen plan)\n");
		else if ((status = setpaths(&r, p)) == EXIT_OK && (status = writerun(&r, &pl.plan)) == EXIT_OK)
			summary(&r, njobs);
	}
	freegroups(&r);
	freepaths(&r);
	planned_close(&pl);
	return status;
}
