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
#include "util.h"

#define SLURM_UNIT_JOBS GEN_MAX_FILTER	/* a unit's jobs at most: the --job options generate takes */
#define SLURM_MAX_SHARDS 4096
#define SLURM_MAX_PASS 64		/* generate's options after -- */
#define SLURM_GROUPS (SPEC_MAX_ARCHS + 1)
#define SLURM_COMPILE "compile"		/* the compile-only units' group */
#define SLURM_MAX_FILE ((size_t)16 << 20)

/* the units of an arch's GPU jobs, or of the compile-only ones */
struct group {
	const char *name;	/* the arch, or SLURM_COMPILE */
	bool gpu;
	struct slurmopts o;	/* its Slurm settings (the targets' strings) */
	int *jobs, njobs;	/* indices into the plan, in its order */
	int nunits;		/* job k goes to unit k % nunits + 1 */
};

struct slurmrun {
	const char *sel[4][GEN_MAX_FILTER];	/* --op, --arch, --dtype, --class */
	int nsel[4];
	int shards;
	bool compile_only;
	const char *dirarg, *workarg;
	char *const *pass;	/* generate's options after -- */
	int npass;
	struct group g[SLURM_GROUPS];
	int ng;
	/* absolute paths */
	char *dir, *work, *root, *akgen, *out, *records;
	char *specs, *templates, *targets, *outarg;	/* the path options given, as given; NULL: the default */
	struct slurmopts cpu;	/* the compile-only jobs' settings, and the gathers' */
};

/* ---------------------------------------------------------------- text */

/* s single-quoted for sh */
static void shq(struct buf *b, const char *s)
{
	bufputc(b, '\'');
	for (; *s; s++)
		if (*s == '\'')
			bufputs(b, "'\\''");
		else
			bufputc(b, *s);
	bufputc(b, '\'');
}

/* sh's "NAME='VALUE'" line */
static void shvar(struct buf *b, const char *name, const char *v)
{
	bufprintf(b, "%s=", name);
	shq(b, v);
	bufputc(b, '\n');
}

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

static const struct group *compilegroup(const struct slurmrun *r)
{
	return r->ng > 0 && !r->g[r->ng - 1].gpu ? &r->g[r->ng - 1] : NULL;
}

/* ---------------------------------------------------------------- the files */

static void header(struct buf *b, const char *name, const char *what)
{
	bufprintf(b, "#!/bin/sh\n# %s: %s\n# Written by akgen slurm from the plan (docs/design.md#slurm): do not edit (run akgen slurm again).\n",
		  name, what);
}

/* the paths every script names */
static void paths(struct buf *b, const struct slurmrun *r)
{
	shvar(b, "akgen", r->akgen);
	shvar(b, "root", r->root);
	shvar(b, "dir", r->dir);
	shvar(b, "work", r->work);
}

/* the project's path options that are not the defaults, as given (relative
 * to the root, which akgen -C enters: the records name the templates so) */
static void pathargs(struct buf *b, const struct slurmrun *r)
{
	const char *names[] = {"--specs", "--templates", "--targets"};
	const char *vals[] = {r->specs, r->templates, r->targets};

	for (size_t i = 0; i < AK_LEN(names); i++)
		if (vals[i]) {
			bufprintf(b, " %s ", names[i]);
			shq(b, vals[i]);
		}
}

static void unitsfile(struct buf *b, const struct slurmrun *r, const struct plan *plan)
{
	bufputs(b, "# akgen slurm: the units of this run and their jobs, read by akgen slurm --status.\n"
		   "# Written by akgen slurm from the plan: do not edit.\n");
	bufprintf(b, "work %s\n", r->work);
	for (int k = 0; k < r->ng; k++) {
		const struct group *g = &r->g[k];

		bufprintf(b, "group %s %s %d %d\n", g->name, g->gpu ? "gpu" : "compile", g->nunits, g->njobs);
		for (int u = 1; u <= g->nunits; u++)
			for (int i = u - 1; i < g->njobs; i += g->nunits) {
				const struct job *j = &plan->v[g->jobs[i]];
				char op[64];

				bufprintf(b, "job %s-%d %s %s %s %s\n", g->name, u, j->key, job_label(j, op, sizeof(op)), j->arch,
					  dtinfo(j->dt)->name);
			}
	}
}

static void unitsh(struct buf *b, const struct slurmrun *r, const struct plan *plan)
{
	header(b, "unit.sh", "one unit of an akgen Slurm run, as its array task runs it");
	bufputs(b, "# Its jobs run in a worker directory of its own, WORK/UNIT, made from the project's\n"
		   "# records; a run again (a requeued or re-submitted task) keeps it, so that the jobs\n"
		   "# it finished, fresh there, are not redone. Once gather.sbatch merged its bundle the\n"
		   "# directory is spent: a run again starts from the project's records, where they are\n"
		   "# fresh. WORK/UNIT/state says started, finished or failed, the exit status, the task,\n"
		   "# the host and the time.\n"
		   "# usage: unit.sh UNIT\n"
		   "set -u\n");
	shvar(b, "akgen", r->akgen);
	shvar(b, "root", r->root);
	shvar(b, "work", r->work);
	shvar(b, "records", r->records);
	bufputs(b, "unit=${1:?usage: unit.sh UNIT}\ncase $unit in\n");
	for (int k = 0; k < r->ng; k++) {
		const struct group *g = &r->g[k];

		for (int u = 1; u <= g->nunits; u++) {
			bufprintf(b, "%s-%d) set --%s", g->name, u, g->gpu ? "" : " --compile-only");
			for (int i = u - 1; i < g->njobs; i += g->nunits)
				bufprintf(b, " --job %s", plan->v[g->jobs[i]].key);
			bufputs(b, " ;;\n");
		}
	}
	bufputs(b, "*)\n\techo \"unit.sh: $unit is not a unit of this run\" >&2\n\texit 2\n\t;;\nesac\n"
		   "d=$work/$unit\n"
		   "task=${SLURM_ARRAY_JOB_ID:+${SLURM_ARRAY_JOB_ID}_${SLURM_ARRAY_TASK_ID:-}}\n"
		   "task=${task:-${SLURM_JOB_ID:--}}\n"
		   "# say WORD STATUS: the unit's state, replaced whole\n"
		   "say() {\n"
		   "\tprintf '%s %s %s %s %s\\n' \"$1\" \"$2\" \"$task\" \"$(uname -n)\" \"$(date -u +%Y-%m-%dT%H:%M:%SZ)\" "
		   ">\"$d/state.tmp\" &&\n"
		   "\t\tmv -f \"$d/state.tmp\" \"$d/state\"\n"
		   "}\n"
		   "if [ -e \"$d/merged\" ]; then\n"
		   "\trm -rf \"$d.spent\" && mv \"$d\" \"$d.spent\" || exit 3\n"
		   "fi\n"
		   "if [ ! -d \"$d\" ]; then\n"
		   "\trm -rf \"$d.new\" && mkdir -p \"$d.new\" || exit 3\n"
		   "\tif [ -d \"$records\" ]; then\n"
		   "\t\tcp -R \"$records\" \"$d.new/records\" || exit 3\n"
		   "\tfi\n"
		   "\tmv \"$d.new\" \"$d\" || exit 3\n"
		   "fi\n"
		   "say started -\n"
		   "rm -f \"$d/bundle.akb\"\n"
		   "# Slurm's scancel and requeue send SIGTERM: akgen stops its commands and ends, then this\n"
		   "trap 'say failed 143; exit 143' TERM\n"
		   "trap 'say failed 130; exit 130' INT\n"
		   "trap 'say failed 129; exit 129' HUP\n"
		   "# as many nvcc at once as the task has CPUs (an --nvcc-jobs after -- wins)\n"
		   "cpus=${SLURM_CPUS_PER_TASK:-${SLURM_CPUS_ON_NODE:-}}\n"
		   "case $cpus in\n'' | *[!0-9]* | 0) cpus= ;;\nesac\n"
		   "if [ -n \"$cpus\" ] && [ \"$cpus\" -gt 256 ]; then\n\tcpus=256\nfi\n"
		   "\"$akgen\" -C \"$root\" generate --out \"$d\" --bundle \"$d/bundle.akb\"");
	pathargs(b, r);
	bufputs(b, " ${cpus:+--nvcc-jobs \"$cpus\"} \"$@\"");
	for (int i = 0; i < r->npass; i++) {
		bufputc(b, ' ');
		shq(b, r->pass[i]);
	}
	bufputs(b, "\nrc=$?\n"
		   "if [ \"$rc\" -eq 0 ]; then\n\tsay finished 0\nelse\n\tsay failed \"$rc\"\nfi\n"
		   "exit \"$rc\"\n");
}

static void sbatchopts(struct buf *b, const struct slurmopts *o)
{
	const char *names[] = {"partition", "constraint", "gres", "account", "time"};
	const char *vals[] = {o->partition, o->constraint, o->gres, o->account, o->time};

	for (size_t i = 0; i < AK_LEN(names); i++)
		if (vals[i])
			bufprintf(b, "#SBATCH --%s=%s\n", names[i], vals[i]);
}

static void groupsbatch(struct buf *b, const struct slurmrun *r, const struct group *g)
{
	char name[64], what[200];

	snprintf(name, sizeof(name), "%s.sbatch", g->name);
	if (g->gpu)
		snprintf(what, sizeof(what), "the array of the %s units, one task a unit, on nodes with %s GPUs", g->name,
			 g->name);
	else
		snprintf(what, sizeof(what), "the array of the compile-only units, one task a unit");
	header(b, name, what);
	bufprintf(b, "# sbatch --array=K %s runs unit %s-K again; submit.sh %s=K submits it with its merge.\n", name,
		  g->name, g->name);
	bufprintf(b, "#SBATCH --job-name=akgen-%s\n", g->name);
	bufprintf(b, g->nunits > 1 ? "#SBATCH --array=1-%d\n" : "#SBATCH --array=%d\n", g->nunits);
	bufprintf(b, "#SBATCH --output=%s/log/%s-%%a.out\n", r->dir, g->name);
	bufputs(b, "#SBATCH --open-mode=append\n#SBATCH --requeue\n");
	sbatchopts(b, &g->o);
	bufputs(b, "exec /bin/sh ");
	shq(b, r->dir);
	bufprintf(b, "/unit.sh \"%s-${SLURM_ARRAY_TASK_ID:?not an array task: submit it with --array}\"\n", g->name);
}

/* the units of the groups of one stage, "a b c" */
static void stageunits(struct buf *b, const struct slurmrun *r, bool gpu)
{
	size_t start = b->len;

	for (int k = 0; k < r->ng; k++)
		for (int u = 1; u <= r->g[k].nunits && r->g[k].gpu == gpu; u++)
			bufprintf(b, "%s%s-%d", b->len > start ? " " : "", r->g[k].name, u);
}

static void gathersbatch(struct buf *b, const struct slurmrun *r)
{
	header(b, "gather.sbatch", "the bundles of a stage's units merged into the project, then the run's summary");
	bufputs(b, "# usage: sbatch [--dependency=afterany:JOB...] gather.sbatch gpu|compile\n"
		   "# A unit's bundle is merged once; a unit that did not end leaves none, and the summary\n"
		   "# (akgen slurm --status) says what to submit again.\n"
		   "#SBATCH --job-name=akgen-gather\n");
	bufprintf(b, "#SBATCH --output=%s/log/gather-%%j.out\n", r->dir);
	sbatchopts(b, &r->cpu);
	bufputs(b, "set -u\n");
	paths(b, r);
	bufputs(b, "stage=${1:?usage: gather.sbatch gpu|compile}\ncase $stage in\ngpu) units='");
	stageunits(b, r, true);
	bufputs(b, "' ;;\ncompile) units='");
	stageunits(b, r, false);
	bufputs(b, "' ;;\n*)\n\techo \"gather.sbatch: no stage $stage (gpu, compile)\" >&2\n\texit 2\n\t;;\nesac\n"
		   "# one gather at a time\n"
		   "if command -v flock >/dev/null; then\n\texec 9>>\"$dir/gather.lock\"\n\tflock 9\nfi\n"
		   "set --\n"
		   "for u in $units; do\n"
		   "\tif [ -f \"$work/$u/bundle.akb\" ] && [ ! -e \"$work/$u/merged\" ]; then\n"
		   "\t\tset -- \"$@\" \"$work/$u/bundle.akb\"\n"
		   "\tfi\n"
		   "done\n"
		   "rc=0\n"
		   "if [ $# -gt 0 ]; then\n"
		   "\t\"$akgen\" -C \"$root\" merge");
	if (r->outarg) {
		bufputs(b, " --out ");
		shq(b, r->outarg);
	}
	pathargs(b, r);
	bufputs(b, " \"$@\"\n"
		   "\trc=$?\n"
		   "\tif [ \"$rc\" -eq 0 ]; then\n"
		   "\t\tfor f; do\n"
		   "\t\t\t: >\"${f%/bundle.akb}/merged\"\n"
		   "\t\tdone\n"
		   "\tfi\n"
		   "fi\n"
		   "echo \"$rc $#\" >\"$dir/gather-$stage.state\"\n"
		   "\"$akgen\" slurm --status \"$dir\"\n"
		   "exit \"$rc\"\n");
}

static void submitsh(struct buf *b, const struct slurmrun *r)
{
	const struct group *cg = compilegroup(r);

	header(b, "submit.sh", "submit an akgen Slurm run: its arrays and their merges, in order");
	bufputs(b, "# usage: submit.sh [GROUP=TASKS...]\n"
		   "# Without an argument every unit: the GPU units' arrays, gather.sbatch gpu once they\n"
		   "# ended, then the compile-only units (ports of what was merged), gather.sbatch compile.\n"
		   "# GROUP=TASKS submits those tasks of a group again (sm_90=2,4), then its merge; a GPU\n"
		   "# unit brings the compile-only units after it, whose ports of what it vets go stale.\n"
		   "# The jobs submitted are listed in DIR/jobs (squeue -j, sacct -j).\n"
		   "set -eu\n");
	shvar(b, "dir", r->dir);
	bufputs(b, "groups='");
	for (int k = 0; k < r->ng; k++)
		bufprintf(b, "%s%s", k ? " " : "", r->g[k].name);
	bufputs(b, "'\nsel=' '\n"
		   "for a; do\n"
		   "\tcase \" $groups \" in\n"
		   "\t*\" ${a%%=*} \"*) ;;\n"
		   "\t*)\n\t\techo \"submit.sh: $a: name a group ($groups) and its tasks, as GROUP=1,3-4\" >&2\n\t\texit 2\n"
		   "\t\t;;\n\tesac\n"
		   "\tcase $a in\n"
		   "\t*=*[!0-9,-]* | *=) echo \"submit.sh: $a: the tasks are a list such as 1,3-4\" >&2 && exit 2 ;;\n"
		   "\t*=*) ;;\n"
		   "\t*) echo \"submit.sh: $a: name a group and its tasks, as GROUP=1,3-4\" >&2 && exit 2 ;;\n"
		   "\tesac\n"
		   "\tsel=\"$sel$a \"\n"
		   "done\n"
		   "# tasks GROUP ALL: the tasks of GROUP to submit (ALL when no group is named)\n"
		   "tasks() {\n"
		   "\tif [ \"$sel\" = ' ' ]; then\n\t\techo \"$2\"\n\t\treturn\n\tfi\n"
		   "\tfor a in $sel; do\n"
		   "\t\tif [ \"${a%%=*}\" = \"$1\" ]; then\n\t\t\techo \"${a#*=}\"\n\t\t\treturn\n\t\tfi\n"
		   "\tdone\n"
		   "}\n"
		   "# submit ARGS...: sbatch, the job's id on stdout\n"
		   "submit() {\n"
		   "\tid=$(sbatch --parsable \"$@\") || exit 1\n"
		   "\techo \"${id%%;*}\"\n"
		   "}\n"
		   ": >\"$dir/jobs.new\"\n"
		   "# record NAME ID TASKS\n"
		   "record() {\n"
		   "\techo \"$1 $2 $3\" >>\"$dir/jobs.new\"\n"
		   "\techo \"submit.sh: $1: job $2${3:+, tasks $3}\"\n"
		   "}\n"
		   "after=\n");
	for (int k = 0; k < r->ng; k++) {
		const struct group *g = &r->g[k];
		char all[32];

		if (!g->gpu)
			continue;
		snprintf(all, sizeof(all), g->nunits > 1 ? "1-%d" : "%d", g->nunits);
		bufprintf(b, "t=$(tasks %s %s)\n"
			  "if [ -n \"$t\" ]; then\n"
			  "\tid=$(submit --array=\"$t\" \"$dir/%s.sbatch\")\n"
			  "\trecord %s \"$id\" \"$t\"\n"
			  "\tafter=$after:$id\n"
			  "fi\n",
			  g->name, all, g->name, g->name);
	}
	bufputs(b, "gpu=\n"
		   "if [ -n \"$after\" ]; then\n"
		   "\tgpu=$(submit --dependency=\"afterany$after\" \"$dir/gather.sbatch\" gpu)\n"
		   "\trecord gather-gpu \"$gpu\" ''\n"
		   "fi\n");
	if (cg) {
		char all[32];

		snprintf(all, sizeof(all), cg->nunits > 1 ? "1-%d" : "%d", cg->nunits);
		bufprintf(b, "t=$(tasks %s %s)\n"
			  "if [ -n \"$gpu\" ]; then\n\tt=%s\nfi\n"
			  "if [ -n \"$t\" ]; then\n"
			  "\tid=$(submit ${gpu:+--dependency=afterany:$gpu} --array=\"$t\" \"$dir/%s.sbatch\")\n"
			  "\trecord %s \"$id\" \"$t\"\n"
			  "\tid=$(submit --dependency=\"afterany:$id\" \"$dir/gather.sbatch\" compile)\n"
			  "\trecord gather-compile \"$id\" ''\n"
			  "fi\n",
			  SLURM_COMPILE, all, all, SLURM_COMPILE, SLURM_COMPILE);
	}
	bufputs(b, "mv -f \"$dir/jobs.new\" \"$dir/jobs\"\n"
		   "cat \"$dir/jobs\" >>\"$dir/jobs.log\"\n"
		   "echo \"submit.sh: the state: akgen slurm --status $dir; the queue: squeue -j $(cut -d ' ' -f 2 "
		   "\"$dir/jobs\" | paste -sd , -)\"\n");
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

	unitsfile(&units, r, plan);
	if (readfile(upath, SLURM_MAX_FILE, &old) == 0 && (old.len != units.len || memcmp(old.data, units.data, old.len))) {
		warn("%s holds the units of another plan, whose work is in its work directory: give another -o, or "
		     "submit that run's rest (akgen slurm --status %s says what)",
		     upath, r->dir);
		status = EXIT_FAIL;
	}
	if (status == EXIT_OK && put(r, "units", &units, false) != 0)
		status = EXIT_ENV;
	if (status == EXIT_OK) {
		unitsh(&b, r, plan);
		if (put(r, "unit.sh", &b, true) != 0)
			status = EXIT_ENV;
	}
	for (int k = 0; k < r->ng && status == EXIT_OK; k++) {
		char name[64];

		b.len = 0;
		groupsbatch(&b, r, &r->g[k]);
		snprintf(name, sizeof(name), "%s.sbatch", r->g[k].name);
		if (put(r, name, &b, true) != 0)
			status = EXIT_ENV;
	}
	if (status == EXIT_OK) {
		b.len = 0;
		gathersbatch(&b, r);
		if (put(r, "gather.sbatch", &b, true) != 0)
			status = EXIT_ENV;
	}
	if (status == EXIT_OK) {
		b.len = 0;
		submitsh(&b, r);
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

/* ---------------------------------------------------------------- --status */

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

static int runstatus(const char *dirarg)
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
		return runstatus(statusdir);
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
