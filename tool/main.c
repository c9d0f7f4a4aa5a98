/* main.c: akgen's command line: global options and the table of subcommands */
#define _XOPEN_SOURCE 700
#include <ctype.h>
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "ask.h"
#include "attest.h"
#include "audit.h"
#include "emit.h"
#include "explain.h"
#include "generate.h"
#include "glue.h"
#include "llm.h"
#include "plan.h"
#include "projectdb.h"
#include "prov.h"
#include "record.h"
#include "replay.h"
#include "report.h"
#include "run.h"
#include "sandbox.h"
#include "sig.h"
#include "specs.h"
#include "template.h"
#include "util.h"
#include "verify.h"
#include "version.h"

/* exit statuses, documented in README.md */
enum {
	EXIT_OK = 0,
	EXIT_FAIL = 1,		/* invalid specs, stale jobs with --check, a failed build */
	EXIT_USAGE = 2,		/* a bad command line */
	EXIT_ENV = 3,		/* the environment: I/O, the database, memory */
};

/* where a command finds its inputs and writes its outputs */
struct paths {
	const char *specs, *templates, *out, *db, *verify;
};

struct cmd {
	const char *name;
	int (*fn)(int argc, char **argv, struct paths *p);
	const char *usage;
	const char *summary;	/* one line for the list of commands */
	const char *help;
};

static const struct cmd cmds[];

static int usage(const char *cmd, const char *fmt, const char *arg)
{
	fprintf(stderr, "%s: ", argv0);
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s: see '%s help%s%s'\n", argv0, argv0, cmd ? " " : "", cmd ? cmd : "");
	return EXIT_USAGE;
}

/* take "--name VALUE" or "--name=VALUE" at argv[*i]; returns the value, or
 * NULL when argv[*i] is not that option */
static const char *optval(int argc, char **argv, int *i, const char *name, bool *missing)
{
	size_t n = strlen(name);
	const char *a = argv[*i];

	if (strncmp(a, name, n) != 0)
		return NULL;
	if (a[n] == '=')
		return a + n + 1;
	if (a[n] != '\0')
		return NULL;
	if (*i + 1 >= argc) {
		*missing = true;
		return NULL;
	}
	return argv[++*i];
}

/* the path options every command that reads specs takes; returns 1 when
 * argv[*i] was one, 0 when not, -1 when its value is missing */
static int pathopt(int argc, char **argv, int *i, struct paths *p)
{
	static const char *const names[] = {"--specs", "--templates", "--out", "--db"};
	const char **fields[] = {&p->specs, &p->templates, &p->out, &p->db};
	bool missing = false;

	for (size_t k = 0; k < AK_LEN(names); k++) {
		const char *v = optval(argc, argv, i, names[k], &missing);

		if (missing)
			return -1;
		if (v) {
			*fields[k] = v;
			return 1;
		}
	}
	return 0;
}

/* load the named specs, or every spec of the spec directory */
static int loadspecs(char **names, int n, const struct paths *p, struct specset *set, int *bad)
{
	char **paths;

	if (n > 0) {
		paths = xcalloc((size_t)n + 1, sizeof(paths[0]));
		for (int i = 0; i < n; i++)
			paths[i] = xstrdup(names[i]);
	} else {
		paths = specs_list(p->specs);
		if (!paths)
			return -1;
		if (!paths[0]) {
			warn("no specs in %s", p->specs);
			specs_freelist(paths);
			return -1;
		}
	}
	*bad = specs_load(paths, set);
	specs_freelist(paths);
	return 0;
}

/* ---------------------------------------------------------------- check */

static int cmdcheck(int argc, char **argv, struct paths *p)
{
	struct specset set;
	int bad, i, first = 0;
	char **names = xcalloc((size_t)argc + 1, sizeof(names[0]));

	for (i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			return free(names), usage("check", "option %s needs a value", argv[i]);
		if (r > 0)
			continue;
		if (argv[i][0] == '-' && argv[i][1])
			return free(names), usage("check", "unknown option %s", argv[i]);
		names[first++] = argv[i];
	}
	if (loadspecs(names, first, p, &set, &bad) != 0) {
		free(names);
		return EXIT_ENV;
	}
	free(names);
	if (!bad)
		printf("%d spec%s valid\n", set.n, set.n == 1 ? "" : "s");
	else
		fprintf(stderr, "%s: %d of %d spec%s invalid\n", argv0, bad, set.n + bad, set.n + bad == 1 ? "" : "s");
	specs_free(&set);
	return bad ? EXIT_FAIL : EXIT_OK;
}

/* ---------------------------------------------------------------- proto */

/* a Makefile-style depfile: the output depends on every spec read */
static int writedeps(const char *depfile, const char *output, const struct specset *set)
{
	struct buf b = {0};
	int rc;

	bufprintf(&b, "%s:", output);
	for (int i = 0; i < set->n; i++) {
		bufputs(&b, " \\\n ");
		for (const char *c = set->v[i]->path; *c; c++) {
			if (*c == ' ' || *c == '#' || *c == '$')
				bufputc(&b, *c == '$' ? '$' : '\\');
			bufputc(&b, *c);
		}
	}
	bufputc(&b, '\n');
	rc = writefile(depfile, b.data, b.len);
	buffree(&b);
	return rc;
}

static int cmdproto(int argc, char **argv, struct paths *p)
{
	const char *dtname = NULL, *arch = NULL, *output = NULL, *depfile = NULL;
	bool ref = false, glue = false, missing = false;
	struct specset set;
	struct buf b = {0};
	int n = 0, bad, r, rc = EXIT_OK;
	char **names = xcalloc((size_t)argc + 1, sizeof(names[0]));
	const char *v;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--ref") == 0)
			ref = true;
		else if (strcmp(argv[i], "--glue") == 0)
			glue = true;
		else if ((v = optval(argc, argv, &i, "--dtype", &missing)))
			dtname = v;
		else if ((v = optval(argc, argv, &i, "--arch", &missing)))
			arch = v;
		else if ((v = optval(argc, argv, &i, "-o", &missing)))
			output = v;
		else if ((v = optval(argc, argv, &i, "--depfile", &missing)))
			depfile = v;
		else if (missing || (r = pathopt(argc, argv, &i, p)) < 0)
			return free(names), usage("proto", "option %s needs a value", argv[i]);
		else if (r > 0)
			continue;
		else if (argv[i][0] == '-' && argv[i][1])
			return free(names), usage("proto", "unknown option %s", argv[i]);
		else
			names[n++] = argv[i];
	}
	if (depfile && !output)
		return free(names), usage("proto", "%s", "--depfile needs -o FILE");
	if (glue && (ref || n != 1 || !dtname || !arch))
		return free(names), usage("proto", "%s", "--glue takes one spec, --dtype and --arch");
	if (dtname && dtparse(dtname) == DT_NONE)
		return free(names), usage("proto", "unknown dtype %s", dtname);
	if (loadspecs(names, n, p, &set, &bad) != 0 || bad) {
		free(names);
		specs_free(&set);
		return EXIT_FAIL;
	}
	free(names);
	if (glue) {
		if (glue_write(set.v[0], dtparse(dtname), arch, &b) != 0)
			rc = EXIT_FAIL;
		goto emit;
	}
	bufputs(&b, ref ? "/* the reference prototypes, derived by akgen proto --ref */\n#include <stdint.h>\n\n"
			: "/* the launcher prototypes, derived by akgen proto */\n#include <cuda_runtime.h>\n"
			  "#include <cuda_bf16.h>\n#include <cuda_fp16.h>\n#include <stdint.h>\n\n");
	for (int i = 0; i < set.n; i++) {
		const struct spec *s = set.v[i];
		enum dtype dts[DT_COUNT];
		int ndt = spec_jobdtypes(s, dts);

		if (ref) {
			sig_reference(s, &b);
			continue;
		}
		for (int a = 0; a < s->narchs; a++) {
			if (arch && strcmp(arch, s->archs[a]) != 0)
				continue;
			for (int t = 0; t < ndt; t++)
				if (!dtname || dts[t] == dtparse(dtname))
					sig_launcher(s, dts[t], s->archs[a], &b);
		}
	}
emit:
	if (rc != EXIT_OK) {
	} else if (output) {
		if (writefile(output, b.data, b.len) < 0 || (depfile && writedeps(depfile, output, &set) < 0))
			rc = EXIT_ENV;
	} else {
		fputs(b.data, stdout);
	}
	buffree(&b);
	specs_free(&set);
	return rc;
}

/* ---------------------------------------------------------------- plan */

/* the database: --db as it is, or OUT/provenance.db made current with the records in
 * OUT/records (projectdb.c); NULL after a warning */
static char *dbpath(const struct paths *p)
{
	char *db = NULL;

	if (p->db)
		return xstrdup(p->db);
	projectdb_open(p->out, &db);
	return db;
}

static int makeplan(const struct paths *p, struct specset *set, struct plan *plan, const char *proposer)
{
	char *db = dbpath(p);
	struct planconf conf = {p->templates, p->out, db, proposer ? proposer : plan_default_proposer, p->verify};
	int bad, rc;

	if (!db)
		return EXIT_ENV;
	if (loadspecs(NULL, 0, p, set, &bad) != 0) {
		free(db);
		return EXIT_ENV;
	}
	if (bad) {
		free(db);
		fprintf(stderr, "%s: %d invalid spec%s: fix them first ('%s check' lists the errors)\n", argv0, bad,
			bad == 1 ? "" : "s", argv0);
		specs_free(set);
		return EXIT_FAIL;
	}
	rc = plan_make(set, &conf, plan);
	free(db);
	if (rc != 0) {
		specs_free(set);
		return EXIT_ENV;
	}
	return EXIT_OK;
}

/* the plan of p's specs with the database's path, for the commands that read both */
struct planned {
	struct specset set;
	struct plan plan;
	char *db;
};

static int planned_open(const struct paths *p, struct planned *pl)
{
	int status = makeplan(p, &pl->set, &pl->plan, NULL);

	pl->db = status == EXIT_OK ? dbpath(p) : NULL;
	if (status == EXIT_OK && !pl->db) {
		plan_free(&pl->plan);
		specs_free(&pl->set);
		status = EXIT_ENV;
	}
	return status;
}

static void planned_close(struct planned *pl)
{
	free(pl->db);
	plan_free(&pl->plan);
	specs_free(&pl->set);
}

static void printjson(const struct plan *plan)
{
	json_t *a = json_array();
	char *text;

	for (int i = 0; i < plan->n; i++) {
		const struct job *j = &plan->v[i];

		json_array_append_new(a, json_pack("{s:s, s:s, s:s, s:s, s:s, s:s, s:s}", "op", j->spec->op, "arch",
						   j->arch, "dtype", dtinfo(j->dt)->name, "state",
						   plan_statename(j->state), "record", j->record, "key", j->key,
						   "why", j->why));
	}
	text = json_dumps(a, JSON_INDENT(1));
	if (!text)
		fatal("cannot format the plan as JSON");
	puts(text);
	free(text);
	json_decref(a);
}

static int cmdplan(int argc, char **argv, struct paths *p)
{
	bool json = false, check = false;
	struct specset set;
	struct plan plan;
	int counts[3] = {0}, rc;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			return usage("plan", "option %s needs a value", argv[i]);
		if (r > 0)
			continue;
		if (strcmp(argv[i], "--json") == 0)
			json = true;
		else if (strcmp(argv[i], "--check") == 0)
			check = true;
		else
			return usage("plan", "unknown argument %s", argv[i]);
	}
	rc = makeplan(p, &set, &plan, NULL);
	if (rc != EXIT_OK)
		return rc;
	for (int i = 0; i < plan.n; i++)
		counts[plan.v[i].state]++;
	if (json) {
		printjson(&plan);
	} else {
		printf("%-16s %-8s %-5s %-8s %-14s %s\n", "op", "arch", "dtype", "state", "record", "key");
		for (int i = 0; i < plan.n; i++) {
			const struct job *j = &plan.v[i];

			printf("%-16s %-8s %-5s %-8s %-14s %.16s%s%s\n", j->spec->op, j->arch, dtinfo(j->dt)->name,
			       plan_statename(j->state), j->record[0] ? j->record : "-", j->key, j->why[0] ? "  " : "",
			       j->why);
		}
		printf("%d jobs: %d fresh, %d stale, %d missing\n", plan.n, counts[JOB_FRESH], counts[JOB_STALE],
		       counts[JOB_MISSING]);
	}
	rc = check && counts[JOB_FRESH] != plan.n ? EXIT_FAIL : EXIT_OK;
	plan_free(&plan);
	specs_free(&set);
	return rc;
}

/* ---------------------------------------------------------------- build */

/* run a command, waiting for it; returns its exit status, or -1 */
static int runcmd(char *const *av)
{
	pid_t pid;
	int st;

	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		warn("fork:");
		return -1;
	}
	if (pid == 0) {
		execvp(av[0], av);
		warn("cannot run %s:", av[0]);
		_exit(127);
	}
	while (waitpid(pid, &st, 0) < 0) {
		if (errno != EINTR) {
			warn("waitpid:");
			return -1;
		}
	}
	if (WIFSIGNALED(st)) {
		warn("%s was killed by signal %d", av[0], WTERMSIG(st));
		return -1;
	}
	return WEXITSTATUS(st);
}

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

/* the ninja file to run: OUT/build.ninja, or with BUILD_DIR set (as build.sh
 * takes it) one there that sets builddir and akgen and includes OUT/akops.ninja;
 * returns NULL after a warning */
static char *ninjafor(const char *out)
{
	const char *bd = getenv("BUILD_DIR");
	struct buf b = {0};
	char *path;

	if (!bd || !*bd || strcmp(bd, "build") == 0)
		return pathjoin(out, "build.ninja");
	path = pathjoin(bd, "akops-build.ninja");
	bufprintf(&b, "# written by akgen build for BUILD_DIR=%s: %s/build.ninja with another builddir\n"
		      "ninja_required_version = 1.8\nbuilddir = %s/akops\nakgen = %s/akgen\ninclude %s/akops.ninja\n",
		  bd, out, bd, bd, out);
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

		if (j->state == JOB_MISSING)
			fprintf(stderr, "%s: build: %s %s %s has no vetted or compiled-only record: 'akgen generate --op %s "
				"--arch %s --dtype %s' makes one\n", argv0, j->spec->op, j->arch, dtinfo(j->dt)->name,
				j->spec->op, j->arch, dtinfo(j->dt)->name);
		else if (j->filesbad)
			fprintf(stderr, "%s: build: %s %s %s: %s; 'akgen replay' writes it again from its records\n", argv0,
				j->spec->op, j->arch, dtinfo(j->dt)->name, j->why);
		n += j->state == JOB_MISSING || j->filesbad;
	}
	buffree(&why);
	return n;
}

static int cmdbuild(int argc, char **argv, struct paths *p)
{
	struct planned pl;
	int counts[3] = {0}, rc, bad;
	bool unvetted = false;
	char *ninjafile;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			return usage("build", "option %s needs a value", argv[i]);
		if (r > 0)
			continue;
		if (strcmp(argv[i], "--allow-unvetted") == 0)
			unvetted = true;
		else
			return usage("build", "unknown argument %s", argv[i]);
	}
	if ((rc = planned_open(p, &pl)) != EXIT_OK)
		return rc;
	for (int i = 0; i < pl.plan.n; i++)
		counts[pl.plan.v[i].state]++;
	ninjafile = pathjoin(p->out, "build.ninja");
	if (access(ninjafile, F_OK) != 0) {
		printf("%s: nothing generated yet: %s/ holds no vetted kernels, so there is no libakops.a to build;\n"
		       "%s: %d of %d jobs are missing ('%s plan' lists them)\n",
		       argv0, p->out, argv0, pl.plan.n - counts[JOB_FRESH], pl.plan.n, argv0);
		rc = EXIT_OK;
	} else if ((bad = buildrefusals(pl.db, &pl.plan)) != 0 && !unvetted) {
		fprintf(stderr, "%s: build: refused: %d of the above; --allow-unvetted builds what %s holds anyway\n",
			argv0, bad, p->out);
		rc = EXIT_FAIL;
	} else {
		char *run = ninjafor(p->out);
		char *av[] = {"ninja", "-f", run, NULL};

		if (bad)
			fprintf(stderr, "%s: build: --allow-unvetted: building %s as it is, %d of the above in it\n", argv0,
				p->out, bad);
		if (counts[JOB_FRESH] != pl.plan.n)
			printf("%s: %d of %d jobs are stale and %d missing ('%s plan' lists them); building what %s holds\n",
			       argv0, counts[JOB_STALE], pl.plan.n, counts[JOB_MISSING], argv0, p->out);
		nvcconpath();
		rc = run && runcmd(av) == 0 ? EXIT_OK : EXIT_FAIL;
		if (rc != EXIT_OK)
			warn("building %s failed", run ? run : ninjafile);
		free(run);
	}
	free(ninjafile);
	planned_close(&pl);
	return rc;
}


/* ---------------------------------------------------------------- generate */

/* a numeric option of generate: its name, where it goes, its range */
struct numopt {
	const char *name;
	double *d;
	int *i;
	double lo, hi;
};

/* add a --op/--arch/--dtype value to its filter list */
static int addfilter(const char **list, int *n, const char *v, const char *name)
{
	if (*n == GEN_MAX_FILTER)
		return usage("generate", "too many %s options", name);
	list[(*n)++] = v;
	return EXIT_OK;
}

/* the model proposer's options of generate */
struct llmopts {
	const char *config;
	const char *kv[32];
	int nkv;
};

static int genparse(int argc, char **argv, struct paths *p, struct genconf *c, struct llmopts *lo)
{
	double budget = c->budget, width = c->width, jobs = c->jobs, nvccj = c->nvcc_jobs, gpuj = c->gpu_jobs,
	       patience = c->patience, trials = c->trials, strials = c->search_trials, jobreq = 0, jobtok = 0;
	struct numopt nums[] = {
		{"--budget", &budget, NULL, 1, 512},     {"--time", &c->job_s, NULL, 1, 86400},
		{"--deadline", &c->deadline_s, NULL, 1, 864000}, {"--target", &c->target, NULL, 0.01, 2},
		{"--patience", &patience, NULL, 1, 100}, {"--width", &width, NULL, 1, 32},
		{"--jobs", &jobs, NULL, 1, 64},          {"--nvcc-jobs", &nvccj, NULL, 1, 256},
		{"--gpu-jobs", &gpuj, NULL, 1, 32},      {"--trials", &trials, NULL, 1, 1000},
		{"--search-trials", &strials, NULL, 1, 1000},
		{"--screen-ms", &c->screen_ms, NULL, 1, 60000}, {"--final-ms", &c->final_ms, NULL, 1, 600000},
		{"--job-requests", &jobreq, NULL, 0, 1e6},   {"--job-tokens", &jobtok, NULL, 0, 1e12},
	};
	bool missing = false;
	const char *v;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p), rc = EXIT_OK;
		bool num = false;

		if (r < 0)
			return usage("generate", "option %s needs a value", argv[i]);
		if (r > 0)
			continue;
		for (size_t k = 0; k < AK_LEN(nums) && !num && !missing; k++) {
			if ((v = optval(argc, argv, &i, nums[k].name, &missing))) {
				if (!parsefloat(v, nums[k].d) || !(*nums[k].d >= nums[k].lo && *nums[k].d <= nums[k].hi))
					return usage("generate", "a value out of range or not a number: %s", v);
				num = true;
			}
		}
		if (num)
			continue;
		if ((v = optval(argc, argv, &i, "--llm-config", &missing)))
			lo->config = v;
		else if ((v = optval(argc, argv, &i, "--llm", &missing))) {
			if (lo->nkv == (int)AK_LEN(lo->kv) || !strchr(v, '='))
				return usage("generate", "--llm takes KEY=VALUE (a setting of the model proposer), not %s", v);
			lo->kv[lo->nkv++] = v;
		} else if ((v = optval(argc, argv, &i, "--op", &missing)))
			rc = addfilter(c->ops, &c->nops, v, "--op");
		else if ((v = optval(argc, argv, &i, "--arch", &missing)))
			rc = addfilter(c->archs, &c->narchs, v, "--arch");
		else if ((v = optval(argc, argv, &i, "--dtype", &missing)))
			rc = addfilter(c->dtypes, &c->ndtypes, v, "--dtype");
		else if ((v = optval(argc, argv, &i, "--seed", &missing))) {
			int64_t x;

			if (!parseint(v, &x) || x < 0)
				return usage("generate", "--seed takes a number >= 0, not %s", v);
			c->seed = (uint64_t)x;
		} else if (missing)
			return usage("generate", "option %s needs a value", argv[i]);
		else if (strcmp(argv[i], "--compile-only") == 0)
			c->compile_only = true;
		else if (strcmp(argv[i], "--force") == 0)
			c->force = true;
		else if (strcmp(argv[i], "--quiet") == 0)
			c->quiet = true;
		else if (strcmp(argv[i], "--json") == 0)
			c->json = true;
		else
			return usage("generate", "unknown argument %s", argv[i]);
		if (rc != EXIT_OK)
			return rc;
	}
	c->budget = (int)budget;
	c->width = (int)width;
	c->jobs = (int)jobs;
	c->nvcc_jobs = (int)nvccj;
	c->gpu_jobs = (int)gpuj;
	c->patience = (int)patience;
	c->trials = (int)trials;
	c->search_trials = (int)(strials < trials ? strials : trials);
	c->job_requests = (int)jobreq;
	c->job_tokens = (int64_t)jobtok;
	return EXIT_OK;
}

/* every --op, --arch and --dtype must name something the specs have */
static int genfilters(const struct genconf *c, const struct plan *plan)
{
	for (int k = 0; k < c->nops + c->narchs + c->ndtypes; k++) {
		int which = k < c->nops ? 0 : k < c->nops + c->narchs ? 1 : 2;
		const char *v = which == 0 ? c->ops[k] : which == 1 ? c->archs[k - c->nops] : c->dtypes[k - c->nops - c->narchs];
		bool found = false;

		for (int i = 0; i < plan->n && !found; i++) {
			const struct job *j = &plan->v[i];

			found = strcmp(v, which == 0 ? j->spec->op : which == 1 ? j->arch : dtinfo(j->dt)->name) == 0;
		}
		if (!found)
			return usage("generate", which == 0 ? "no spec has the op %s" : which == 1 ? "no spec targets the arch %s"
												  : "no spec has the dtype %s",
				     v);
	}
	return EXIT_OK;
}

/* after the loop: generated/ from what the database now records */
static int genemit(const struct paths *p, const struct specset *set, const char *db, bool quiet, int rc)
{
	struct planconf pc = {p->templates, p->out, db, plan_default_proposer, p->verify};
	struct emitconf ec = {p->out, db, p->specs, p->templates};
	struct emitreport rep = {0};
	struct plan plan;

	if (plan_make(set, &pc, &plan) != 0)
		return EXIT_ENV;
	if (emit_library(set, &plan, &ec, &rep) != 0)
		rc = EXIT_ENV;
	emit_print(&plan, &rep, quiet, stderr);
	emit_freereport(&rep);
	plan_free(&plan);
	return rc;
}

/* the model proposer's configuration from --llm-config and --llm, and its
 * canonical text for the jobs' keys (never the key itself); returns EXIT_OK */
static int llmsetup(const struct llmopts *lo, const struct paths *p, struct llmconf *lc, struct buf *store,
		    struct buf *canon)
{
	char err[200], *dir = pathjoin(p->templates, "prompts");
	struct buf man = {0};

	llm_defaults(lc, LLM_OPENAI);
	if (lo->config && llm_readconf(lo->config, lc, store) != 0) {
		free(dir);
		return usage("generate", "the model proposer's configuration %s is unusable", lo->config);
	}
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < lo->nkv; i++) {
			const char *eq = strchr(lo->kv[i], '=');
			char key[64];

			snprintf(key, sizeof(key), "%.*s", (int)(eq - lo->kv[i]), lo->kv[i]);
			if ((strcmp(key, "backend") == 0) != (pass == 0))
				continue;
			if (llm_set(lc, key, eq + 1, err, sizeof(err)) != 0) {
				free(dir);
				return usage("generate", "--llm: %s", err);
			}
		}
	if (plan_hashtree(dir, &man) != 0) {
		free(dir);
		return EXIT_ENV;
	}
	bufprintf(canon, "proposer llm\nbackend %s\nendpoint %s\nmodel %s\nmax_tokens %d\ntemperature %g\n",
		  llm_backend_name(lc->backend), lc->endpoint ? lc->endpoint : "", lc->model ? lc->model : "",
		  lc->max_tokens, lc->temperature);
	for (int i = 0; lc->argv[i]; i++)
		bufprintf(canon, "command %s\n", lc->argv[i]);
	bufprintf(canon, "prompts\n%s", man.data ? man.data : "");
	buffree(&man);
	free(dir);
	return EXIT_OK;
}

static int cmdgenerate(int argc, char **argv, struct paths *p)
{
	struct genconf c = {
		.budget = 24, .job_s = 150, .target = 0.97, .patience = 2, .width = 8, .jobs = 4, .gpu_jobs = 4,
		.trials = 10, .search_trials = 3, .screen_ms = 40, .final_ms = 200, .seed = 1,
	};
	struct specset set;
	struct plan plan;
	struct buf cl = {0}, store = {0}, canon = {0};
	struct llmopts lo = {0};
	struct llmconf lc;
	char *db, *vdir, *prompts = NULL;
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	int rc;

	c.nvcc_jobs = ncpu > 0 ? (int)ncpu : 2;
	rc = genparse(argc, argv, p, &c, &lo);
	if (rc != EXIT_OK)
		return rc;
	if (lo.config || lo.nkv) {
		rc = llmsetup(&lo, p, &lc, &store, &canon);
		if (rc != EXIT_OK) {
			buffree(&store);
			buffree(&canon);
			return rc;
		}
		c.llm = &lc;
		c.proposer = canon.data;
		prompts = pathjoin(p->templates, "prompts");
		c.prompts = prompts;
	}
	rc = makeplan(p, &set, &plan, c.llm ? canon.data : NULL);
	if (rc != EXIT_OK) {
		buffree(&store);
		buffree(&canon);
		free(prompts);
		return rc;
	}
	rc = genfilters(&c, &plan);
	vdir = realpath(p->verify, NULL);
	if (rc == EXIT_OK && !vdir) {
		warn("cannot find %s (the harness and the rules):", p->verify);
		rc = EXIT_ENV;
	}
	if (rc == EXIT_OK) {
		for (int i = 0; i < argc; i++)
			bufprintf(&cl, "%s%s", i ? " " : "akgen ", argv[i]);
		db = dbpath(p);
		c.set = &set;
		c.plan = &plan;
		c.templates = p->templates;
		c.out = p->out;
		c.db = db;
		c.verify = vdir;
		c.command = cl.data;
		rc = db ? generate(&c) : EXIT_ENV;
		if (rc != EXIT_ENV)
			rc = genemit(p, &set, db, c.quiet, rc);
		/* the records and the dump of what it wrote */
		if (db && !p->db && projectdb_written(p->out) != 0)
			rc = EXIT_ENV;
		free(db);
	}
	free(vdir);
	free(prompts);
	buffree(&cl);
	buffree(&store);
	buffree(&canon);
	plan_free(&plan);
	specs_free(&set);
	return rc;
}

/* ---------------------------------------------------------------- replay */

/* a "--name VALUE" option of attest or audit */
static int strarg(int argc, char **argv, int *i, const char *name, const char **v)
{
	bool missing = false;
	const char *got = optval(argc, argv, i, name, &missing);

	if (missing)
		return -1;
	if (got)
		*v = got;
	return got != NULL;
}

static int cmdexplain(int argc, char **argv, struct paths *p)
{
	struct explainconf ec = {0};
	const char *pos[3];
	struct planned pl;
	int n = 0, status;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			return usage("explain", "option %s needs a value", argv[i]);
		if (r > 0)
			continue;
		if (strcmp(argv[i], "--json") == 0)
			ec.json = true;
		else if (argv[i][0] == '-' || n == 3)
			return usage("explain", "unknown argument %s", argv[i]);
		else
			pos[n++] = argv[i];
	}
	if (n != 3)
		return usage("explain", "%s", "expected OP DTYPE ARCH, e.g. softmax bf16 sm_90");
	ec.op = pos[0];
	ec.dtype = pos[1];
	ec.arch = pos[2];
	if ((status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	ec.out = p->out;
	ec.db = pl.db;
	status = explain(&pl.plan, &ec);
	planned_close(&pl);
	return status;
}

static int cmdreport(int argc, char **argv, struct paths *p)
{
	struct explainconf ec = {0};
	const char *html = NULL;
	struct planned pl;
	int status;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r == 0)
			r = strarg(argc, argv, &i, "--html", &html);
		if (r < 0)
			return usage("report", "option %s needs a value", argv[i]);
		if (r == 0)
			return usage("report", "unknown argument %s", argv[i]);
	}
	if (!html)
		return usage("report", "%s", "--html OUT.html is required");
	if ((status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	ec.out = p->out;
	ec.db = pl.db;
	status = report_html(&pl.plan, &ec, html);
	planned_close(&pl);
	return status;
}

static int cmdattest(int argc, char **argv, struct paths *p)
{
	struct attestconf ac = {.file = "attestation.dsse.json"};
	struct planned pl;
	int status;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r == 0 && (r = strarg(argc, argv, &i, "--key", &ac.key)) == 0 &&
		    (r = strarg(argc, argv, &i, "--lib", &ac.lib)) == 0)
			r = strarg(argc, argv, &i, "-o", &ac.file);
		if (r < 0)
			return usage("attest", "option %s needs a value", argv[i]);
		if (r == 0)
			return usage("attest", "unknown argument %s", argv[i]);
	}
	if (!ac.key)
		return usage("attest", "%s", "--key KEY.pem is required (an Ed25519 private key)");
	if ((status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	ac.out = p->out;
	ac.db = pl.db;
	ac.verify = p->verify;
	status = attest_write(&pl.plan, &ac);
	planned_close(&pl);
	return status;
}

static int cmdaudit(int argc, char **argv, struct paths *p)
{
	struct auditconf ac = {0};
	struct attestconf at = {0};
	struct planned pl;
	char *db;
	int status;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r == 0 && (r = strarg(argc, argv, &i, "--attestation", &at.file)) == 0)
			r = strarg(argc, argv, &i, "--key", &at.key);
		if (r < 0)
			return usage("audit", "option %s needs a value", argv[i]);
		if (r > 0)
			continue;
		if (strcmp(argv[i], "--quiet") == 0)
			ac.quiet = true;
		else
			return usage("audit", "unknown argument %s", argv[i]);
	}
	if (!at.file != !at.key)
		return usage("audit", "%s", "--attestation FILE and --key PUBLIC.pem go together");
	if (p->db)
		db = xstrdup(p->db);
	else if ((status = projectdb_open(p->out, &db)) != 0)
		return status > 0 ? EXIT_FAIL : EXIT_ENV;	/* records refused: a finding, named */
	ac.out = p->out;
	ac.db = db;
	ac.records = !p->db;
	/* the records first: a damaged database is a finding, not a plan's error */
	status = audit_db(&ac);
	if (status == 0) {
		status = planned_open(p, &pl);
		if (status == EXIT_OK) {
			status = audit_files(&pl.plan, &ac);
			planned_close(&pl);
		}
	}
	if (status == 0 && at.file) {
		at.db = db;
		status = attest_verify(&at);
	}
	if (status == 0)
		printf("%s: audit: ok\n", argv0);
	free(db);
	return status == 1 ? EXIT_FAIL : status == 0 ? EXIT_OK : status;
}

static int cmdreplay(int argc, char **argv, struct paths *p)
{
	struct replayconf rc = {0};
	struct planned pl;
	int status;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			return usage("replay", "option %s needs a value", argv[i]);
		if (r > 0)
			continue;
		if (strcmp(argv[i], "--check") == 0)
			rc.check = true;
		else if (strcmp(argv[i], "--quiet") == 0)
			rc.quiet = true;
		else
			return usage("replay", "unknown argument %s", argv[i]);
	}
	if ((status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	rc.out = p->out;
	rc.db = pl.db;
	status = replay(&pl.plan, &rc);
	if (status != EXIT_ENV && !rc.check) {
		int e = genemit(p, &pl.set, pl.db, rc.quiet, EXIT_OK);

		if (e != EXIT_OK)
			status = e;
	}
	planned_close(&pl);
	return status;
}

/* ---------------------------------------------------------------- verify, bench */

struct vopts {
	const char *arch, *dtype, *work;
	bool json, keep;
	struct vconf c;
};

static int vparse(int argc, char **argv, struct paths *p, const char *cmd, struct vopts *o, char **specpath,
		  char **cand)
{
	bool missing = false;
	const char *v;
	int npos = 0;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			return usage(cmd, "option %s needs a value", argv[i]);
		if (r > 0)
			continue;
		if ((v = optval(argc, argv, &i, "--arch", &missing)))
			o->arch = v;
		else if ((v = optval(argc, argv, &i, "--dtype", &missing)))
			o->dtype = v;
		else if ((v = optval(argc, argv, &i, "--work", &missing)))
			o->work = v;
		else if ((v = optval(argc, argv, &i, "--seed", &missing))) {
			int64_t x;

			if (!parseint(v, &x) || x < 0)
				return usage(cmd, "--seed takes a number >= 0, not %s", v);
			o->c.seed = (uint64_t)x;
		} else if ((v = optval(argc, argv, &i, "--trials", &missing))) {
			int64_t x;

			if (!parseint(v, &x) || x < 1 || x > 1000)
				return usage(cmd, "--trials takes 1..1000, not %s", v);
			o->c.trials = (int)x;
		} else if ((v = optval(argc, argv, &i, "--timeout", &missing))) {
			if (!parsefloat(v, &o->c.timeout_s) || !(o->c.timeout_s > 0 && o->c.timeout_s < 86400))
				return usage(cmd, "--timeout takes seconds, not %s", v);
		} else if ((v = optval(argc, argv, &i, "--min-ms", &missing))) {
			if (!parsefloat(v, &o->c.min_ms) || !(o->c.min_ms > 0 && o->c.min_ms < 600000))
				return usage(cmd, "--min-ms takes milliseconds, not %s", v);
		} else if ((v = optval(argc, argv, &i, "--copy-gbps", &missing))) {
			if (!parsefloat(v, &o->c.copy_gbps) || !(o->c.copy_gbps > 0 && o->c.copy_gbps < 1e6))
				return usage(cmd, "--copy-gbps takes GB/s, not %s", v);
		} else if (missing) {
			return usage(cmd, "option %s needs a value", argv[i]);
		} else if (strcmp(argv[i], "--json") == 0) {
			o->json = true;
		} else if (strcmp(argv[i], "--keep") == 0) {
			o->keep = true;
		} else if (strcmp(argv[i], "--no-static") == 0) {
			o->c.nostatic = true;
		} else if (strcmp(argv[i], "--static-only") == 0) {
			o->c.staticonly = true;
		} else if (strcmp(argv[i], "--no-sanitize") == 0) {
			o->c.nosanitize = true;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			return usage(cmd, "unknown option %s", argv[i]);
		} else if (npos == 0) {
			*specpath = argv[i];
			npos++;
		} else if (npos == 1) {
			*cand = argv[i];
			npos++;
		} else {
			return usage(cmd, "unexpected argument %s", argv[i]);
		}
	}
	if (npos != 2)
		return usage(cmd, "%s", "usage: SPEC CANDIDATE.cu");
	return EXIT_OK;
}

/* the job's key as plan computes it, or "unplanned" for an arch the spec does not target */
static char *jobkey(struct spec *s, enum dtype dt, const char *arch, const struct paths *p)
{
	struct specset set = {&s, 1};
	/* no database: only the key is wanted, not the job's state */
	struct planconf conf = {p->templates, p->out, "/nonexistent/akgen.db", plan_default_proposer, p->verify};
	struct plan plan;
	char *key = NULL;

	if (plan_make(&set, &conf, &plan) != 0)
		return NULL;
	for (int i = 0; i < plan.n; i++)
		if (plan.v[i].dt == dt && strcmp(plan.v[i].arch, arch) == 0)
			key = xstrdup(plan.v[i].key);
	plan_free(&plan);
	return key ? key : xstrdup("unplanned");
}

static void vjson(const struct vopts *o, const struct vresult *r, const char *cand, int64_t aid, const char *db)
{
	json_t *j = json_object(), *st = json_array();
	char *text;

	json_object_set_new(j, "op", json_string(o->c.spec->op));
	json_object_set_new(j, "dtype", json_string(dtinfo(o->c.dt)->name));
	json_object_set_new(j, "arch", json_string(o->c.arch));
	json_object_set_new(j, "candidate", json_string(cand));
	json_object_set_new(j, "source_sha256", json_string(r->source_sha));
	json_object_set_new(j, "verdict", json_string(verdict_info(r->final)->name));
	json_object_set_new(j, "ok", json_boolean(verdict_info(r->final)->ok));
	json_object_set_new(j, "seed", json_integer((json_int_t)(o->c.seed & INT64_MAX)));
	for (int i = 0; i < r->nst; i++)
		json_array_append_new(st, json_pack("{s:s, s:s, s:f, s:s, s:s, s:s?}", "stage",
						    verdict_info(r->st[i].v)->stage, "verdict", verdict_info(r->st[i].v)->name,
						    "seconds", r->st[i].secs, "detail", r->st[i].detail, "evidence",
						    r->st[i].evidence, "sandbox", r->st[i].sandbox));
	json_object_set_new(j, "stages", st);
	json_object_set_new(j, "resources", json_pack("{s:i, s:I, s:I, s:I, s:I}", "kernels", r->res.kernels,
							  "registers", (json_int_t)r->res.registers, "smem_bytes",
							  (json_int_t)r->res.smem, "spill_bytes", (json_int_t)r->res.spills,
							  "stack_bytes", (json_int_t)r->res.stack));
	if (r->bench)
		json_object_set(j, "measurements", r->bench);
	if (r->ceiling)
		json_object_set(j, "ceiling", r->ceiling);
	if (r->start)
		json_object_set(j, "device", r->start);
	json_object_set_new(j, "attempt_id", aid > 0 ? json_integer(aid) : json_null());
	json_object_set_new(j, "db", json_string(db));
	text = json_dumps(j, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
	if (!text)
		fatal("cannot format the verdict as JSON");
	puts(text);
	free(text);
	json_decref(j);
}

static void vhuman(const struct vopts *o, const struct vresult *r, const char *cand, int64_t aid, const char *db)
{
	size_t i;
	json_t *e;

	printf("%s %s %s  %s  (seed %llu)\n", o->c.spec->op, dtinfo(o->c.dt)->name, o->c.arch, cand,
	       (unsigned long long)o->c.seed);
	for (int k = 0; k < r->nst; k++) {
		const struct verdictinfo *vi = verdict_info(r->st[k].v);

		printf("  %-9s %-22s %s\n", vi->stage, vi->name, r->st[k].detail);
		if (r->st[k].v == V_COMPILED && r->res.kernels)
			printf("  %-9s %-22s %d kernel%s, %lld registers, %lld B static smem, %lld B spilled\n", "", "",
			       r->res.kernels, r->res.kernels == 1 ? "" : "s", (long long)r->res.registers,
			       (long long)r->res.smem, (long long)r->res.spills);
		if (!vi->ok && r->st[k].evidence[0]) {
			char *ev = xstrndup(r->st[k].evidence, 1500);

			printf("%s%s", ev, ev[strlen(ev) - 1] == '\n' ? "" : "\n");
			free(ev);
		}
	}
	if (r->ceiling)
		printf("  copy ceiling: %.0f GB/s\n", json_number_value(json_object_get(r->ceiling, "copy_gbps")));
	json_array_foreach(r->bench, i, e) {
		char *shape = json_dumps(json_object_get(e, "sym"), JSON_COMPACT);

		printf("  bench %-36s %9.2f us (p10 %.2f, p90 %.2f)  %6.0f GB/s  %5.1f%% of roofline\n", shape ? shape : "?",
		       json_number_value(json_object_get(e, "median_us")), json_number_value(json_object_get(e, "p10_us")),
		       json_number_value(json_object_get(e, "p90_us")), json_number_value(json_object_get(e, "gbps")),
		       100 * json_number_value(json_object_get(e, "roofline_frac")));
		free(shape);
	}
	printf("verdict: %s", verdict_info(r->final)->name);
	if (aid > 0)
		printf(" (attempt %lld in %s)", (long long)aid, db);
	putchar('\n');
}

/* a seed for a run that names none: different each run, recorded with it */
static uint64_t freshseed(void)
{
	struct timespec t;

	clock_gettime(CLOCK_REALTIME, &t);
	return ((uint64_t)t.tv_sec * 1000003u ^ (uint64_t)t.tv_nsec ^ (uint64_t)getpid() << 20) & 0xffffffffffffULL;
}

static int cmdjudge(int argc, char **argv, struct paths *p, bool bench)
{
	const char *cmd = bench ? "bench" : "verify";
	struct vopts o = {0};
	char *specpath = NULL, *cand = NULL, *work = NULL, *key = NULL, *db = NULL, *gpu = NULL, *vdir = NULL;
	struct diag d = {0};
	struct spec *s;
	struct vresult r;
	struct buf cl = {0}, prop = {0};
	struct recordctx rc = {0};
	int status;
	int64_t aid;
	time_t t0 = time(NULL);

	o.c.seed = freshseed();
	o.c.timeout_s = 300;
	status = vparse(argc, argv, p, cmd, &o, &specpath, &cand);
	if (status != EXIT_OK)
		return status;
	s = spec_load(specpath, &d);
	if (!s) {
		diagprint(&d, stderr);
		diagfree(&d);
		return EXIT_FAIL;
	}
	diagfree(&d);
	o.c.spec = s;
	o.c.dt = o.dtype ? dtparse(o.dtype) : DT_NONE;
	/* from here every exit goes through out, which frees what was taken */
	if (o.dtype && (o.c.dt == DT_NONE || !(s->dtypes & (1u << o.c.dt)))) {
		status = usage(cmd, "dtype %s is not in the spec's dtype set", o.dtype);
		goto out;
	}
	if (!o.dtype) {
		enum dtype dts[DT_COUNT];

		spec_jobdtypes(s, dts);
		o.c.dt = dts[0];
	}
	gpu = o.arch ? NULL : verify_gpu_arch();
	o.c.arch = o.arch ? o.arch : gpu ? gpu : s->archs[0];
	if (strncmp(o.c.arch, "sm_", 3) != 0 || strlen(o.c.arch) < 5) {
		status = usage(cmd, "--arch takes an arch such as sm_90, not %s", o.c.arch);
		goto out;
	}
	o.c.cand = cand;
	vdir = realpath("verify", NULL);
	if (!vdir) {
		warn("cannot find verify/ (the harness and the rules) here:");
		status = EXIT_ENV;
		goto out;
	}
	o.c.verifydir = vdir;
	o.c.bench = bench;
	o.c.nvcc = verify_nvcc();
	if (!o.c.nvcc) {
		warn("no nvcc: set NVCC or install the CUDA toolkit in /usr/local/cuda");
		status = EXIT_ENV;
		goto out;
	}
	work = o.work ? xstrdup(o.work) : xstrdup("/tmp/akgen-XXXXXX");
	if ((o.work && mkdirs(work) != 0) || (!o.work && !mkdtemp(work))) {
		warn("cannot create the work directory %s:", work);
		status = EXIT_ENV;
		free(work);
		work = NULL;
		goto out;
	}
	o.c.workdir = work;
	if (verify_run(&o.c, &r) != 0) {
		status = EXIT_ENV;
		goto out;
	}
	r.wall_s = difftime(time(NULL), t0);
	for (int i = 0; i < argc; i++)
		bufprintf(&cl, "%s%s", i ? " " : "akgen ", argv[i]);
	bufprintf(&prop, "manual:%s", cand);
	key = jobkey(s, o.c.dt, o.c.arch, p);
	db = p->db ? xstrdup(p->db) : verify_scratchdb();
	rc.db = db;
	rc.command = cl.data;
	rc.key = key ? key : "unknown";
	rc.proposer = prop.data;
	aid = record_verify(&rc, &o.c, &r);
	if (o.json)
		vjson(&o, &r, cand, aid, db);
	else
		vhuman(&o, &r, cand, aid, db);
	status = aid < 0 ? EXIT_ENV : verdict_info(r.final)->ok ? EXIT_OK : EXIT_FAIL;
	verify_free(&r);
out:
	if (!o.keep && !o.work && work) {
		char *rm[] = {"rm", "-rf", work, NULL};

		runcmd(rm);
	} else if (o.keep) {
		fprintf(stderr, "%s: the build is kept in %s\n", argv0, work);
	}
	free(work);
	free(key);
	free(db);
	free(gpu);
	free(vdir);
	buffree(&cl);
	buffree(&prop);
	spec_free(s);
	return status;
}

static int cmdverify(int argc, char **argv, struct paths *p)
{
	return cmdjudge(argc, argv, p, false);
}

static int cmdbench(int argc, char **argv, struct paths *p)
{
	return cmdjudge(argc, argv, p, true);
}

/* ---------------------------------------------------------------- show */

static json_t *shapesjson(const struct spec *s, const struct shape *v, int n)
{
	json_t *a = json_array();
	enum dtype dts[DT_COUNT];
	int ndt = spec_jobdtypes(s, dts);

	for (int i = 0; i < n; i++) {
		json_t *o = json_object(), *sym = json_object(), *bytes = json_object(), *flops = json_object();

		for (int k = 0; k < s->nsyms; k++)
			json_object_set_new(sym, s->syms[k].name, json_integer(v[i].v[k]));
		for (int t = 0; t < ndt; t++) {
			struct exprerr e;
			int64_t x;

			if (spec_eval(s, s->bytes, v[i].v, dts[t], &x, &e))
				json_object_set_new(bytes, dtinfo(dts[t])->name, json_integer(x));
			if (spec_eval(s, s->flops, v[i].v, dts[t], &x, &e))
				json_object_set_new(flops, dtinfo(dts[t])->name, json_integer(x));
		}
		json_object_set_new(o, "sym", sym);
		json_object_set_new(o, "bytes", bytes);
		json_object_set_new(o, "flops", flops);
		json_array_append_new(a, o);
	}
	return a;
}

static json_t *specjson(const struct spec *s)
{
	static const char *const roles[] = {"in", "out", "inout", "scalar"};
	json_t *o = json_object(), *syms = json_array(), *params = json_array(), *tol = json_object(), *dts = json_array();
	enum dtype dt[DT_COUNT];
	int ndt = spec_jobdtypes(s, dt);

	json_object_set_new(o, "op", json_string(s->op));
	json_object_set_new(o, "summary", json_string(s->summary));
	for (int k = 0; k < s->nsyms; k++)
		json_array_append_new(syms, json_pack("{s:s, s:I, s:I}", "name", s->syms[k].name, "min",
						      (json_int_t)s->syms[k].min, "max", (json_int_t)s->syms[k].max));
	for (int t = 0; t < ndt; t++) {
		json_array_append_new(dts, json_string(dtinfo(dt[t])->name));
		if (s->tol[dt[t]].set)
			json_object_set_new(tol, dtinfo(dt[t])->name,
					    json_pack("{s:f, s:f}", "rel", s->tol[dt[t]].rel, "abs", s->tol[dt[t]].abs));
	}
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];
		json_t *j = json_pack("{s:s, s:s}", "name", p->name, "role", roles[p->role]);

		if (p->role == ROLE_SCALAR) {
			json_object_set_new(j, "type", json_string(dtinfo(p->type)->name));
			json_object_set_new(j, "default", dtinfo(p->type)->isfloat ? json_real(p->def)
										  : json_integer((json_int_t)p->idef));
		} else {
			json_t *shape = json_array(), *bydt = json_object();

			for (int d = 0; d < p->ndims; d++)
				json_array_append_new(shape, p->dims[d].sym >= 0 ? json_string(s->syms[p->dims[d].sym].name)
										 : json_integer(p->dims[d].size));
			for (int t = 0; t < ndt; t++)
				json_object_set_new(bydt, dtinfo(dt[t])->name, json_string(dtinfo(spec_dtype(s, i, dt[t]))->name));
			json_object_set_new(j, "shape", shape);
			json_object_set_new(j, "dtype", bydt);
		}
		json_array_append_new(params, j);
	}
	json_object_set_new(o, "symbols", syms);
	json_object_set_new(o, "dtypes", dts);
	json_object_set_new(o, "params", params);
	json_object_set_new(o, "tolerance", tol);
	json_object_set_new(o, "test", shapesjson(s, s->tests, s->ntests));
	json_object_set_new(o, "bench", shapesjson(s, s->benches, s->nbenches));
	return o;
}

static int cmdshow(int argc, char **argv, struct paths *p)
{
	struct specset set;
	json_t *a;
	char *text;
	int bad;

	if (argc < 2)
		return usage("show", "%s", "no spec named");
	for (int i = 1; i < argc; i++)
		if (argv[i][0] == '-')
			return usage("show", "unknown option %s", argv[i]);
	if (loadspecs(argv + 1, argc - 1, p, &set, &bad) != 0)
		return EXIT_ENV;
	if (bad) {
		specs_free(&set);
		return EXIT_FAIL;
	}
	a = json_array();
	for (int i = 0; i < set.n; i++)
		json_array_append_new(a, specjson(set.v[i]));
	text = json_dumps(a, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
	if (!text)
		fatal("cannot format the specs as JSON");
	puts(text);
	free(text);
	json_decref(a);
	specs_free(&set);
	return EXIT_OK;
}

/* ---------------------------------------------------------------- instantiate */

static int cmdinstantiate(int argc, char **argv, struct paths *p)
{
	const char *dtname = NULL, *arch = NULL, *output = NULL, *v;
	char *specpath = NULL, *tpath = NULL, err[256];
	char *sets[TMPL_MAX_PARAMS * 2];
	int nsets = 0, npos = 0, rc = EXIT_OK;
	bool missing = false;
	struct diag d = {0}, td = {0};
	struct spec *s;
	struct tmpl t;
	int64_t vals[TMPL_MAX_PARAMS];
	struct buf b = {0};
	enum dtype dt;

	(void)p;
	for (int i = 1; i < argc; i++) {
		if ((v = optval(argc, argv, &i, "--dtype", &missing)))
			dtname = v;
		else if ((v = optval(argc, argv, &i, "--arch", &missing)))
			arch = v;
		else if ((v = optval(argc, argv, &i, "-o", &missing)))
			output = v;
		else if ((v = optval(argc, argv, &i, "--param", &missing))) {
			if (nsets == (int)AK_LEN(sets))
				return usage("instantiate", "%s", "too many --param options");
			sets[nsets++] = (char *)v;
		} else if (missing)
			return usage("instantiate", "option %s needs a value", argv[i]);
		else if (argv[i][0] == '-' && argv[i][1])
			return usage("instantiate", "unknown option %s", argv[i]);
		else if (npos == 0)
			specpath = argv[i], npos++;
		else if (npos == 1)
			tpath = argv[i], npos++;
		else
			return usage("instantiate", "unexpected argument %s", argv[i]);
	}
	if (npos != 2 || !dtname || !arch)
		return usage("instantiate", "%s", "usage: SPEC TEMPLATE --dtype DT --arch ARCH");
	dt = dtparse(dtname);
	if (dt == DT_NONE)
		return usage("instantiate", "unknown dtype %s", dtname);
	if (strncmp(arch, "sm_", 3) != 0 || !isdigit((unsigned char)arch[3]))
		return usage("instantiate", "--arch takes an arch such as sm_90, not %s", arch);
	s = spec_load(specpath, &d);
	if (!s) {
		diagprint(&d, stderr);
		diagfree(&d);
		return EXIT_FAIL;
	}
	if (tmpl_load(tpath, &t, &td) != 0) {
		diagprint(&td, stderr);
		rc = EXIT_FAIL;
		goto out;
	}
	if (strcmp(t.op, s->op) != 0 || !(t.dtypes & s->dtypes & (1u << dt))) {
		fprintf(stderr, "%s: %s is a family of %s for %s; it has no instance for %s %s\n", argv0, tpath, t.op,
			"its declared dtypes", s->op, dtname);
		rc = EXIT_FAIL;
		goto out;
	}
	for (int i = 0; i < t.nparams; i++)
		vals[i] = t.params[i].def;
	for (int i = 0; i < nsets; i++) {
		char *eq = strchr(sets[i], '=');
		int k;
		int64_t x;

		if (eq)
			*eq = '\0';
		k = eq ? tmpl_param(&t, sets[i]) : -1;
		if (!eq || k < 0 || !parseint(eq + 1, &x)) {
			fprintf(stderr, "%s: --param %s: expected NAME=VALUE with NAME a parameter of %s\n", argv0, sets[i], tpath);
			rc = EXIT_USAGE;
			goto out;
		}
		vals[k] = x;
	}
	if (!tmpl_admits(&t, vals, dtinfo(dt)->size, err, sizeof(err))) {
		fprintf(stderr, "%s: %s: no instance: %s\n", argv0, tpath, err);
		rc = EXIT_FAIL;
		goto out;
	}
	tmpl_instance(&t, s, dt, arch, vals, &b);
	if (output) {
		if (writefile(output, b.data, b.len) < 0)
			rc = EXIT_ENV;
	} else {
		fputs(b.data, stdout);
	}
out:
	buffree(&b);
	tmpl_free(&t);
	diagfree(&td);
	diagfree(&d);
	spec_free(s);
	return rc;
}

/* ---------------------------------------------------------------- dump */

static int cmddump(int argc, char **argv, struct paths *p)
{
	char *path;
	struct prov *db;
	int rc;

	if (argc > 2)
		return usage("dump", "%s", "too many arguments");
	if (argc == 2 && argv[1][0] == '-')
		return usage("dump", "unknown option %s", argv[1]);
	path = argc == 2 ? xstrdup(argv[1]) : dbpath(p);
	if (!path)
		return EXIT_ENV;
	db = prov_open(path, PROV_READONLY);
	free(path);
	if (!db)
		return EXIT_ENV;
	rc = prov_dump(db, stdout) == 0 ? EXIT_OK : EXIT_ENV;
	prov_close(db);
	return rc;
}

static int cmdmigrate(int argc, char **argv, struct paths *p)
{
	char *path;
	struct prov *db;
	int from = 0;

	if (argc > 2)
		return usage("migrate", "%s", "too many arguments");
	if (argc == 2 && argv[1][0] == '-')
		return usage("migrate", "unknown option %s", argv[1]);
	path = argc == 2 ? xstrdup(argv[1]) : dbpath(p);
	if (!path)
		return EXIT_ENV;
	db = prov_open(path, PROV_READONLY);
	if (db)
		from = prov_version(db);
	prov_close(db);
	db = db ? prov_open(path, 0) : NULL;
	if (db) {
		char head[65];
		int64_t n = 0;

		if (from == prov_version(db))
			printf("%s: %s: already at schema version %d\n", argv0, path, from);
		else if (prov_ledger_head(db, head, &n) == 0)
			printf("%s: %s: schema version %d to %d; the ledger holds %lld entries, head %s\n", argv0, path,
			       from, prov_version(db), (long long)n, head);
	}
	free(path);
	prov_close(db);
	if (db && argc == 1 && projectdb_written(p->out) != 0)
		return EXIT_ENV;
	return db ? EXIT_OK : EXIT_ENV;
}

/* ---------------------------------------------------------------- export, import */

static int cmdexport(int argc, char **argv, struct paths *p)
{
	if (argc > 3)
		return usage("export", "%s", "too many arguments");
	for (int i = 1; i < argc; i++)
		if (argv[i][0] == '-')
			return usage("export", "unknown option %s", argv[i]);
	return projectdb_export_cmd(p->out, argc > 1 ? argv[1] : NULL, argc > 2 ? argv[2] : NULL);
}

static int cmdimport(int argc, char **argv, struct paths *p)
{
	const char *pos[2] = {NULL, NULL};
	bool force = false;
	int n = 0;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--force") == 0)
			force = true;
		else if (argv[i][0] == '-')
			return usage("import", "unknown option %s", argv[i]);
		else if (n == 2)
			return usage("import", "%s", "too many arguments");
		else
			pos[n++] = argv[i];
	}
	return projectdb_import_cmd(p->out, pos[0], pos[1], force);
}

/* ---------------------------------------------------------------- ask */

static int cmdask(int argc, char **argv, struct paths *p)
{
	(void)p;
	return ask_main(argc, argv);
}

static int cmdsandbox(int argc, char **argv, struct paths *p)
{
	(void)p;
	return sandbox_command(argc, argv);
}

/* ---------------------------------------------------------------- help */

static int cmdversion(int argc, char **argv, struct paths *p)
{
	(void)argv;
	(void)p;
	if (argc > 1)
		return usage("version", "%s", "version takes no arguments");
	printf("akgen %s (commit %s)\n", AK_VERSION, AK_COMMIT);
	return EXIT_OK;
}

static const struct cmd *findcmd(const char *name)
{
	for (const struct cmd *c = cmds; c->name; c++)
		if (strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

static void mainusage(FILE *f)
{
	fprintf(f, "usage: %s [-C DIR] COMMAND [ARGS...]\n\ncommands:\n", argv0);
	for (const struct cmd *c = cmds; c->name; c++)
		fprintf(f, "  %-12s %s\n", c->name, c->summary);
	fprintf(f, "\n'%s help COMMAND' tells more. Exit status: 0 success, 1 invalid specs or a failed\n"
		   "check or build, 2 a bad command line, 3 an environment error (I/O, database).\n",
		argv0);
}

static int cmdhelp(int argc, char **argv, struct paths *p)
{
	const struct cmd *c;

	(void)p;
	if (argc == 1) {
		mainusage(stdout);
		return EXIT_OK;
	}
	if (argc > 2)
		return usage("help", "%s", "help takes one command");
	c = findcmd(argv[1]);
	if (!c)
		return usage(NULL, "unknown command %s", argv[1]);
	printf("usage: %s %s\n\n%s\n", argv0, c->usage, c->help);
	return EXIT_OK;
}

#define PATHOPTS                                                                                                \
	"\n  --specs DIR       the specs (default: specs)\n  --templates DIR   the kernel templates (default: "        \
	"templates)\n  --out DIR         the generated library (default: generated)\n  --db FILE         the "      \
	"provenance database, as it is (default: OUT/provenance.db, built from OUT/records)"

static const struct cmd cmds[] = {
	{"check", cmdcheck, "check [--specs DIR] [SPEC...]", "validate specs",
	 "validate specs (default: every specs/*.yaml); every error is printed as\n"
	 "FILE:LINE:COL: FIELD: found ..., expected ...; exits 1 if any spec is invalid"},
	{"plan", cmdplan, "plan [--json] [--check] [--specs DIR] [--templates DIR] [--out DIR] [--db FILE]",
	 "list the jobs and whether each is missing, stale or fresh",
	 "list every job (op x arch x dtype) with its key and state: missing (no record),\n"
	 "stale (its inputs or its files changed) or fresh; --check exits 1 unless all are fresh" PATHOPTS},
	{"build", cmdbuild, "build [--specs DIR] [--templates DIR] [--out DIR] [--db FILE]",
	 "the main job: build libakops.a from generated/",
	 "the main job: build libakops.a from the sources in generated/: runs\n"
	 "ninja -f OUT/build.ninja (outputs in build/akops/, or BUILD_DIR/akops/ when the\n"
	 "environment sets BUILD_DIR), with akgen's nvcc first on PATH. Stale or missing\n"
	 "jobs are named, not fatal: the library holds the variants generated/ has.\n"
	 "Without OUT/build.ninja it says that nothing is generated yet." PATHOPTS},
	{"proto", cmdproto, "proto [--ref | --glue] [--dtype DT] [--arch ARCH] [-o FILE [--depfile FILE]] [SPEC...]",
	 "print the launcher or reference prototypes derived from specs",
	 "print the launcher prototypes a candidate must define (CUDA C++), or with --ref\n"
	 "the prototypes of the C references, for the named specs or all of --specs DIR;\n"
	 "-o writes them to FILE only if they changed, --depfile writes the specs read\n"
	 "as a Makefile rule for Ninja; --glue writes the harness glue of one job\n"
	 "(verify/harness.h) instead"},
	{"verify", cmdverify, "verify SPEC CANDIDATE.cu [--arch ARCH] [--dtype DT] [--seed N] [--trials N] [--json]\n"
	 "       [--no-static] [--static-only] [--no-sanitize] [--timeout S] [--work DIR] [--keep] [--db FILE]",
	 "judge one candidate kernel: static checks, compile, verify, sanitize",
	 "judge one candidate: the static checks of verify/rules/, nvcc with the derived\n"
	 "launcher, the harness on every test and bench shape in a child process with a\n"
	 "time limit, then compute-sanitizer on the smallest shape. Prints each stage's\n"
	 "verdict (--json: machine-readable) and records the attempt in a scratch database\n"
	 "(the cache's akgen/scratch.db) unless --db names one: an experiment never enters\n"
	 "generated/'s records.\n"
	 "The arch defaults to this machine's GPU; without one of that arch the verdict is\n"
	 "NO_GPU (compiled only, unverified). Exits 0 on a pass, 1 on any other verdict."},
	{"bench", cmdbench, "bench SPEC CANDIDATE.cu [verify's options] [--min-ms MS] [--copy-gbps G]",
	 "judge a candidate, then time it on the bench shapes",
	 "verify, then time the candidate on every bench shape with CUPTI: L2 flushed and\n"
	 "outputs re-checked between repetitions, at least --min-ms (200) per shape, the\n"
	 "median, p10 and p90, and the fraction of the roofline floor (bytes over the\n"
	 "copy bandwidth, measured at the start unless --copy-gbps is given)."},
	{"generate", cmdgenerate,
	 "generate [--op OP]... [--arch ARCH]... [--dtype DT]... [--compile-only] [--force] [--seed N]\n"
	 "       [--budget N] [--time S] [--deadline S] [--target F] [--patience K] [--width N] [--jobs N]\n"
	 "       [--nvcc-jobs N] [--gpu-jobs N] [--trials N] [--search-trials N] [--screen-ms MS] [--final-ms MS]\n"
	 "       [--quiet] [--json] [--llm-config FILE] [--llm KEY=VALUE]... [--job-requests N] [--job-tokens N]",
	 "run the agent loop over the stale jobs and write generated/",
	 "run the agent loop for every job (op x arch x dtype) that is not fresh (--force: every\n"
	 "one; --op, --arch, --dtype select): the kernel families of templates/ searched round by\n"
	 "round (at most --width candidates a round, --budget a job, --time seconds a job, all\n"
	 "within --deadline), each candidate compiled (--nvcc-jobs at once), verified on the GPU\n"
	 "(--gpu-jobs at once, --search-trials a shape) and timed alone (--screen-ms a shape); a\n"
	 "search ends at --target of the roofline (geometric mean over the bench shapes) or after\n"
	 "--patience rounds without a gain above the noise. The best candidates then go through\n"
	 "the verification again with --trials a shape, compute-sanitizer and a sustained timing\n"
	 "(--final-ms) until one passes: it is written to OUT/variants/ and\n"
	 "recorded as vetted. A job whose arch has no GPU here is compiled only: its op and\n"
	 "dtype's vetted variant, instantiated for its arch (with --compile-only, every job, and\n"
	 "the families' defaults where nothing is vetted). Every candidate is recorded.\n"
	 "Defaults: --budget 24 --time 150 --target 0.97 --patience 2 --width 8 --jobs 4\n"
	 "--gpu-jobs 4 --trials 10 --search-trials 3 --screen-ms 40 --final-ms 200 --seed 1; --nvcc-jobs: the cores.\n"
	 "Exits 0 when every job ended vetted, compiled only or left for want of a GPU, 1 when\n"
	 "a job found no passing candidate.\n"
	 "With --llm-config or --llm, a language model proposes instead (akgen help ask has the\n"
	 "settings): one candidate a round, the last judgment fed back, the prompt and the\n"
	 "answer recorded; --budget bounds its candidates, --job-requests and --job-tokens what a\n"
	 "job may spend of the model, max_requests and max_total_tokens what the run may. The\n"
	 "key comes only from the environment variable key_env names." PATHOPTS},
	{"explain", cmdexplain, "explain OP DTYPE ARCH [--json] [--specs DIR] [--out DIR] [--db FILE]",
	 "what made one variant, which checks it passed, how fast it is",
	 "one variant's story from its newest record: who proposed it (the kernel family and\n"
	 "its parameter values, or a model's answer), whether its key is the current inputs',\n"
	 "the GPU and seed that judged it, the verdict of every stage, its median time on\n"
	 "every bench shape against the roofline floor, and whether each file it wrote is\n"
	 "still as recorded. --json: the same as one object. Exits 1 when there is no such\n"
	 "job or record, or a file is not as recorded." PATHOPTS},
	{"report", cmdreport, "report --html OUT.html [--specs DIR] [--out DIR] [--db FILE]",
	 "one self-contained page of the records for a reviewer",
	 "write one HTML page with no script and nothing beside it (charts as inline SVG): the\n"
	 "vetted, compiled-only and missing jobs by arch and dtype, the count of every verdict,\n"
	 "per op the roofline fraction of every bench shape of every timed variant and each\n"
	 "job's search (candidate against score), and every variant's explanation (akgen\n"
	 "explain), each linked from the matrix." PATHOPTS},
	{"attest", cmdattest, "attest --key KEY.pem [--lib libakops.a] [-o FILE] [--specs DIR] [--out DIR] [--db FILE]",
	 "sign a statement of what generated/ is and how it was made",
	 "write an in-toto Statement v1 with a SLSA Provenance v1 predicate in a DSSE envelope\n"
	 "(-o, default attestation.dsse.json), signed with the Ed25519 private key in KEY.pem\n"
	 "(openssl genpkey -algorithm ed25519 -out KEY.pem; the key is read, never stored).\n"
	 "Subjects: every file each job's newest record wrote, and --lib's library, by sha256.\n"
	 "Predicate: the jobs and the tool as parameters; the specs, references, kernel\n"
	 "families or model answers and the verifier as resolved dependencies; each job's\n"
	 "record (status, proposer, parameters, seed, GPU, verdicts, timings) and the\n"
	 "ledger's head as byproducts. 'akgen audit --attestation FILE --key PUBLIC.pem'\n"
	 "verifies it." PATHOPTS},
	{"audit", cmdaudit,
	 "audit [--quiet] [--attestation FILE --key PUBLIC.pem] [--specs DIR] [--templates DIR] [--out DIR] [--db FILE]",
	 "check the records against themselves and generated/ against the records",
	 "recompute what a reviewer would before trusting generated/: SQLite's integrity_check\n"
	 "of the database; the ledger, a hash chain over every row ever written (prompts,\n"
	 "answers, sources, verdicts, timings, artifacts), against every row as it is now;\n"
	 "the records git holds (OUT/records) against their MANIFEST and the database; the\n"
	 "sha256 of every file the newest record of each job wrote; every variant derived\n"
	 "again from what proposed it (replay --check). Prints the ledger's head, which the\n"
	 "dump beside the database carries too (a chain rewritten whole has another head).\n"
	 "With --attestation: the envelope's signature under the public key, and every\n"
	 "subject and the ledger's head against the tree (akgen attest wrote it).\n"
	 "Exits 0 when everything matches, 1 naming the first row, entry or file that does\n"
	 "not, 3 when there is no database." PATHOPTS},
	{"replay", cmdreplay, "replay [--check] [--quiet] [--specs DIR] [--templates DIR] [--out DIR] [--db FILE]",
	 "generated/ again from the provenance database, with no network or GPU",
	 "for every job with a vetted or compiled-only record, derive its best attempt's source\n"
	 "again from what proposed it: the code block of the model's recorded answer, or the\n"
	 "kernel family's instance at the recorded parameters (the family must hash as it did);\n"
	 "it must hash to the attempt's source_sha256, and is then written to OUT/variants/ and\n"
	 "generated/ emitted again: the same bytes, with no network and no GPU. --check writes\n"
	 "nothing and says whether every variant file is what its record gives (an audit).\n"
	 "Exits 0 when every one reproduced, 1 when one did not." PATHOPTS},
	{"instantiate", cmdinstantiate,
	 "instantiate SPEC TEMPLATE --dtype DT --arch ARCH [--param NAME=VALUE]... [-o FILE]",
	 "write a candidate from a kernel family and parameter values",
	 "write the candidate a family of templates/ gives for one job: the parameters'\n"
	 "values (the family's defaults unless --param), the element type and the launcher's\n"
	 "name as #defines, then the family's text (templates/README.md). Refuses values\n"
	 "outside the search space or against a require: line."},
	{"show", cmdshow, "show SPEC...", "print specs as JSON, with the cost model evaluated",
	 "print each spec as JSON: symbols, dtypes, params, tolerances, and every test and\n"
	 "bench shape with the cost model's bytes and flops per dtype (for scripts such as\n"
	 "bench/compare.py)"},
	{"migrate", cmdmigrate, "migrate [DB]", "bring a provenance database to this akgen's schema",
	 "migrate the provenance database (default: generated/provenance.db) to this akgen's\n"
	 "schema version, in place, one transaction a version; the migration to the ledger\n"
	 "seals every row as it is then. Reading commands take older databases as they are;\n"
	 "the first command that writes migrates too."},
	{"dump", cmddump, "dump [DB]", "print the provenance database as text",
	 "print the provenance database (default: generated/provenance.db) as text, one row\n"
	 "a line; long texts appear as their sha256 and length"},
	{"export", cmdexport, "export [DB [DIR]]", "write the provenance database as the text records git holds",
	 "write every row of the provenance database (default: generated/provenance.db) as\n"
	 "text records into DIR (default: generated/records): per table, files of a fixed id\n"
	 "range, one row a line, every value exact; only changed files are written, stale\n"
	 "ones removed, and a MANIFEST of every file's sha256 and the ledger's head last\n"
	 "(docs/provenance.md). Without DB it also writes generated/provenance.txt, the dump,\n"
	 "and notes in the database that it is these records; generate and migrate do so\n"
	 "after they write, and every command that reads generated/provenance.db builds it\n"
	 "from generated/records when it is missing or the records changed."},
	{"import", cmdimport, "import [DIR [DB]] [--force]", "build the provenance database from its text records",
	 "build the provenance database (default: generated/provenance.db) from the records\n"
	 "in DIR (default: generated/records): into a temporary file, checked (every file\n"
	 "against the MANIFEST, every line, the foreign keys, the ledger against every row\n"
	 "and its head against the MANIFEST's), then renamed over DB. Records that do not\n"
	 "check are refused, naming the file and line or the row, and no database is\n"
	 "written. A DB that may hold what the records do not is replaced only with --force.\n"
	 "Exits 0 when built, 1 when the records are refused, 3 on an environment error."},
	{"ask", cmdask,
	 "ask [--backend openai|anthropic|command] [--endpoint URL] [--model M] [--key-env NAME]\n"
	 "       [--config FILE] [--timeout S] [--connect-timeout S] [--max-bytes N] [--max-tokens N]\n"
	 "       [--temperature T] [--retries N] [--backoff S] [--max-requests N] [--extract LAUNCHER]\n"
	 "       [-o FILE] [--templates DIR] [--gpu NAME] [--sms N] [--copy-gbps G] [--json] [--prompt-only]\n"
	 "       SPEC --dtype DT --arch ARCH [-- COMMAND ARGS...]",
	 "ask a language model for one job's kernel (the LLM proposers by hand)",
	 "render the proposal prompt of one job (templates/prompts/propose.txt), ask a model\n"
	 "and print the outcome (stderr) and the answer (stdout). Backends: openai (chat\n"
	 "completions: OpenAI, vLLM, llama.cpp, Ollama), anthropic (Messages) and command (any\n"
	 "CLI after --: the prompt on stdin, the answer on stdout). The key is read from the\n"
	 "environment variable --key-env names (default OPENAI_API_KEY or ANTHROPIC_API_KEY;\n"
	 "'' for none). --config reads key = value lines (README.md); flags win. --extract\n"
	 "takes the fenced source that defines LAUNCHER from the answer (-o: into FILE).\n"
	 "--json prints one object. Exits 0 on an answer (and a source with --extract), else 1."},
	{"sandbox", cmdsandbox,
	 "sandbox [--check] | sandbox [--kind tool|gpu|command] [--scratch DIR] [--ro PATH]... [--net]\n"
	 "       [--pass NAME]... [--startup] [--timeout S] -- COMMAND [ARGS...]",
	 "tell what the sandbox gives each child here, or run a command under it",
	 "without a command: one line for each kind of child akgen starts (tool: nvcc and the\n"
	 "binutils; gpu: a harness; command: a model's command) saying what holds it here:\n"
	 "the environment's allow-list, landlock (the filesystem), the network, the\n"
	 "system-call filter, resource limits (verify/README.md); --check exits 1 when a\n"
	 "mechanism is missing. With a command: run it under that kind's sandbox, writable\n"
	 "only in --scratch (also its directory and HOME), readable in the toolchain and\n"
	 "--ro; --pass keeps a variable, --net the network; --startup gives it what a\n"
	 "harness puts on itself after start-up (the filter as fd 3, the landlock layer as fd 4). Exits with the command's status (125: not run)."},
	{"help", cmdhelp, "help [COMMAND]", "list the commands, or tell about one",
	 "list the commands, or tell about one"},
	{"version", cmdversion, "version", "print the version and the commit",
	 "print the version and the commit akgen was built from (also: akgen --version)"},
	{NULL, NULL, NULL, NULL, NULL},
};

int main(int argc, char **argv)
{
	struct paths p = {"specs", "templates", "generated", NULL, "verify"};
	const struct cmd *c;
	int i = 1;

	run_signals();
	/* what akgen holds (a model's key in its environment) is not for the
	 * programs it runs: they cannot read a process that is not dumpable
	 * (sandbox.c drops their capabilities) */
	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
	if (argc > 1 && strcmp(argv[1], "-C") == 0) {
		if (argc < 3)
			return usage(NULL, "%s", "-C needs a directory");
		if (chdir(argv[2]) != 0) {
			warn("cannot enter %s:", argv[2]);
			return EXIT_ENV;
		}
		i = 3;
	}
	if (i >= argc) {
		mainusage(stderr);
		return EXIT_USAGE;
	}
	if (strcmp(argv[i], "--version") == 0 || strcmp(argv[i], "-V") == 0)
		return cmdversion(1, argv + i, &p);
	if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
		return cmdhelp(1, argv + i, &p);
	c = findcmd(argv[i]);
	if (!c)
		return usage(NULL, "unknown command %s", argv[i]);
	return c->fn(argc - i, argv + i, &p);
}
