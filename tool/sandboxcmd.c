/* sandboxcmd.c: akgen sandbox, the sandbox by hand: what this machine gives
 * each kind of child, or one command run under it (to check a machine, or to
 * see what a tool does when it is held to its scratch directory) */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "exitcode.h"
#include "run.h"
#include "sandbox.h"
#include "util.h"

/* where the usage is (main.c's table of commands holds it) */
static const char usage[] = "akgen: see 'akgen help sandbox'\n";

static const char *const kindnames[] = {"tool", "gpu", "command"};

static int report(bool check)
{
	bool full = true;

	for (int k = 0; k < 3; k++) {
		const char *d = sandbox_describe((enum sbxkind)k);

		printf("%-8s %s\n", kindnames[k], d);
		if (strstr(d, "none") || strstr(d, "sockets-only") || strstr(d, "no startup"))
			full = false;
	}
	return check && !full ? EXIT_FAIL : EXIT_OK;
}

/* what the command line asks for */
struct sbxopts {
	struct sandbox s;
	const char *pass[17];	/* NULL-terminated */
	int npass;
	bool startup, check;
	double timeout;
	char *scratch;		/* allocated */
	int cmd;		/* argv's index of "--", or argc */
};

/* one option with a value: a, v */
static int sbxopt(const char *a, const char *v, struct sbxopts *o)
{
	static const char *const mech[] = {"landlock", "netns", "seccomp", "caps", "rlimits"};
	unsigned bit = 0;
	int k = -1;

	if (!strcmp(a, "--kind")) {
		for (int j = 0; j < 3; j++)
			if (!strcmp(v, kindnames[j]))
				k = j;
		if (k < 0) {
			fprintf(stderr, "akgen: sandbox: --kind: expected tool, gpu or command, not '%s'\n", v);
			return EXIT_USAGE;
		}
		o->s.kind = (enum sbxkind)k;
	} else if (!strcmp(a, "--scratch")) {
		free(o->scratch);
		o->scratch = realpath(v, NULL);
		if (!o->scratch) {
			warn("sandbox: --scratch %s:", v);
			return EXIT_ENV;
		}
	} else if (!strcmp(a, "--ro") && o->s.nro < SBX_MAX_PATHS) {
		o->s.ro[o->s.nro++] = v;
	} else if (!strcmp(a, "--pass") && o->npass < 16) {
		o->pass[o->npass++] = v;
	} else if (!strcmp(a, "--timeout") && parsefloat(v, &o->timeout) && o->timeout > 0) {
		;
	} else if (!strcmp(a, "--without")) {
		for (int j = 0; j < 5; j++)
			if (!strcmp(v, mech[j]))
				bit = 1u << j;
		if (!bit) {
			fprintf(stderr, "akgen: sandbox: --without: expected landlock, netns, seccomp, caps or "
				"rlimits, not '%s'\n", v);
			return EXIT_USAGE;
		}
		o->s.without |= bit;
	} else {
		fprintf(stderr, "akgen: sandbox: bad option %s %s\n%s", a, v, usage);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

static int sbxparse(int argc, char **argv, struct sbxopts *o)
{
	int i, status = EXIT_OK;

	for (i = 1; i < argc && argv[i] && strcmp(argv[i], "--") != 0 && status == EXIT_OK; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (!strcmp(a, "--check")) {
			o->check = true;
		} else if (!strcmp(a, "--net")) {
			o->s.net = true;
		} else if (!strcmp(a, "--startup")) {
			o->startup = true;
		} else if (!v || !strcmp(v, "--")) {
			fprintf(stderr, "akgen: sandbox: %s needs a value (or is not an option)\n%s", a, usage);
			status = EXIT_USAGE;
		} else {
			i++;
			status = sbxopt(a, v, o);
		}
	}
	o->cmd = i;
	if (status == EXIT_OK && i == argc - 1) {
		fprintf(stderr, "%s", usage);
		status = EXIT_USAGE;
	}
	return status;
}

/* run argv under o's sandbox: its output as it wrote it, its status as akgen's */
static int sbxrun(char **argv, struct sbxopts *o)
{
	int fds[2] = {-1, -1}, status;
	struct runopts ro = {.timeout_s = o->timeout, .maxout = 16u << 20, .dir = o->scratch, .sbx = &o->s};
	struct runresult r;

	o->s.scratch = o->scratch;
	o->s.passenv = o->pass;
	if (o->startup && sandbox_startup(&o->s, fds) != 0)
		warn("sandbox: the start-up layers are incomplete here: %s", sandbox_describe(SBX_GPU));
	ro.fds[0] = fds[0] < 0 ? 0 : fds[0];
	ro.fds[1] = fds[1] < 0 ? 0 : fds[1];
	status = run(argv, &ro, &r);
	fwrite(r.out.data, 1, r.out.len, stdout);
	fwrite(r.err.data, 1, r.err.len, stderr);
	fflush(NULL);
	if (status == 0)
		status = r.end == RUN_EXITED ? r.code : r.end == RUN_SIGNALED ? EXIT_SIGNAL + r.code : EXIT_NOTRUN;
	else
		status = EXIT_NOTRUN;
	runfree(&r);
	for (int k = 0; k < 2; k++)
		if (fds[k] >= 0)
			close(fds[k]);
	return status;
}

int sandbox_command(int argc, char **argv)
{
	struct sbxopts o = {.s = {.kind = SBX_TOOL}};
	int status = sbxparse(argc, argv, &o);

	if (status == EXIT_OK && o.cmd >= argc)
		status = report(o.check);
	else if (status == EXIT_OK)
		status = sbxrun(argv + o.cmd + 1, &o);
	free(o.scratch);
	return status;
}
