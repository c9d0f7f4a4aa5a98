/* slurmscript.c: the files akgen slurm writes for a run (cmdslurm.c's top
 * comment lists them): every value in a script quoted, every file a function of
 * the plan, the options and the paths alone */
#define _XOPEN_SOURCE 700
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtype.h"
#include "slurm.h"

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

void slurm_unitsfile(struct buf *b, const struct slurmrun *r, const struct plan *plan)
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

void slurm_unitsh(struct buf *b, const struct slurmrun *r, const struct plan *plan)
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
		   "# the time Slurm leaves the task (squeue's %L: [D-]H:M:S or M:S; none when UNLIMITED),\n"
		   "# less 2 minutes for the records and the bundle (a quarter of less than 8), is akgen's\n"
		   "# --deadline: the unit ends by itself, its bundle written, before Slurm kills it (a\n"
		   "# --deadline after -- wins)\n"
		   "left=$(squeue -h -j \"${SLURM_JOB_ID:-0}\" -o %L 2>/dev/null | awk '/^([0-9]+-)?[0-9]+(:[0-9]+)*$/ {\n"
		   "\td = 0; t = $0; i = index(t, \"-\")\n"
		   "\tif (i) { d = substr(t, 1, i - 1); t = substr(t, i + 1) }\n"
		   "\tn = split(t, p, \":\"); s = 0\n"
		   "\tfor (k = 1; k <= n; k++) s = s * 60 + p[k]\n"
		   "\tif (i && n == 1) s *= 3600\n"
		   "\tprint d * 86400 + s; exit\n"
		   "}')\n"
		   "deadline=\n"
		   "if [ -n \"$left\" ]; then\n"
		   "\tif [ \"$left\" -ge 480 ]; then deadline=$((left - 120)); else deadline=$((left * 3 / 4)); fi\n"
		   "\t[ \"$deadline\" -ge 1 ] || deadline=1\n"
		   "fi\n"
		   "\"$akgen\" -C \"$root\" generate --out \"$d\" --bundle \"$d/bundle.akb\"");
	pathargs(b, r);
	bufputs(b, " ${cpus:+--nvcc-jobs \"$cpus\"} ${deadline:+--deadline \"$deadline\"} \"$@\"");
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

void slurm_groupsbatch(struct buf *b, const struct slurmrun *r, const struct group *g)
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

void slurm_gathersbatch(struct buf *b, const struct slurmrun *r)
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

void slurm_submitsh(struct buf *b, const struct slurmrun *r)
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

