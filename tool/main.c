/* main.c: akgen's command line: global options and the table of subcommands */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "plan.h"
#include "prov.h"
#include "sig.h"
#include "specs.h"
#include "util.h"
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
	const char *specs, *templates, *out, *db;
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
	bool ref = false, missing = false;
	struct specset set;
	struct buf b = {0};
	int n = 0, bad, r, rc = EXIT_OK;
	char **names = xcalloc((size_t)argc + 1, sizeof(names[0]));
	const char *v;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--ref") == 0)
			ref = true;
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
	if (dtname && dtparse(dtname) == DT_NONE)
		return free(names), usage("proto", "unknown dtype %s", dtname);
	if (loadspecs(names, n, p, &set, &bad) != 0 || bad) {
		free(names);
		specs_free(&set);
		return EXIT_FAIL;
	}
	free(names);
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
	if (output) {
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

/* the database: --db, or provenance.db in the output directory */
static char *dbpath(const struct paths *p)
{
	return p->db ? xstrdup(p->db) : pathjoin(p->out, "provenance.db");
}

static int makeplan(const struct paths *p, struct specset *set, struct plan *plan)
{
	char *db = dbpath(p);
	struct planconf conf = {p->templates, p->out, db, plan_default_proposer};
	int bad, rc;

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
	rc = makeplan(p, &set, &plan);
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

static int cmdbuild(int argc, char **argv, struct paths *p)
{
	struct specset set;
	struct plan plan;
	int notfresh = 0, rc;
	char *ninjafile;

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			return usage("build", "option %s needs a value", argv[i]);
		if (r == 0)
			return usage("build", "unknown argument %s", argv[i]);
	}
	rc = makeplan(p, &set, &plan);
	if (rc != EXIT_OK)
		return rc;
	for (int i = 0; i < plan.n; i++)
		notfresh += plan.v[i].state != JOB_FRESH;
	ninjafile = pathjoin(p->out, "build.ninja");
	if (access(ninjafile, F_OK) != 0) {
		printf("%s: nothing generated yet: %s/ holds no vetted kernels, so there is no libakops.a to build;\n"
		       "%s: %d of %d jobs are missing ('%s plan' lists them)\n",
		       argv0, p->out, argv0, notfresh, plan.n, argv0);
		rc = EXIT_OK;
	} else {
		char *av[] = {"ninja", "-C", (char *)p->out, NULL};

		if (notfresh)
			printf("%s: %d of %d jobs are stale or missing ('%s plan' lists them); building what %s holds\n",
			       argv0, notfresh, plan.n, argv0, p->out);
		rc = runcmd(av) == 0 ? EXIT_OK : EXIT_FAIL;
		if (rc != EXIT_OK)
			warn("building %s failed", ninjafile);
	}
	free(ninjafile);
	plan_free(&plan);
	specs_free(&set);
	return rc;
}

/* ---------------------------------------------------------------- dump */

static int cmddump(int argc, char **argv, struct paths *p)
{
	char *path = dbpath(p);
	struct prov *db;
	int rc;

	if (argc > 2)
		return free(path), usage("dump", "%s", "too many arguments");
	if (argc == 2) {
		if (argv[1][0] == '-')
			return free(path), usage("dump", "unknown option %s", argv[1]);
		free(path);
		path = xstrdup(argv[1]);
	}
	db = prov_open(path, PROV_READONLY);
	free(path);
	if (!db)
		return EXIT_ENV;
	rc = prov_dump(db, stdout) == 0 ? EXIT_OK : EXIT_ENV;
	prov_close(db);
	return rc;
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
		fprintf(f, "  %-8s %s\n", c->name, c->summary);
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
	"provenance database (default: OUT/provenance.db)"

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
	 "the main job: build libakops.a from the vetted sources in generated/ with ninja,\n"
	 "naming the jobs that are stale or missing" PATHOPTS},
	{"proto", cmdproto, "proto [--ref] [--dtype DT] [--arch ARCH] [-o FILE [--depfile FILE]] [SPEC...]",
	 "print the launcher or reference prototypes derived from specs",
	 "print the launcher prototypes a candidate must define (CUDA C++), or with --ref\n"
	 "the prototypes of the C references, for the named specs or all of --specs DIR;\n"
	 "-o writes them to FILE only if they changed, --depfile writes the specs read\n"
	 "as a Makefile rule for Ninja"},
	{"dump", cmddump, "dump [DB]", "print the provenance database as text",
	 "print the provenance database (default: generated/provenance.db) as text, one row\n"
	 "a line; long texts appear as their sha256 and length"},
	{"help", cmdhelp, "help [COMMAND]", "list the commands, or tell about one",
	 "list the commands, or tell about one"},
	{"version", cmdversion, "version", "print the version and the commit",
	 "print the version and the commit akgen was built from (also: akgen --version)"},
	{NULL, NULL, NULL, NULL, NULL},
};

int main(int argc, char **argv)
{
	struct paths p = {"specs", "templates", "generated", NULL};
	const struct cmd *c;
	int i = 1;

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
