/* sandboxcmd.c: akgen sandbox, the sandbox by hand: what this machine gives
 * each kind of child, or one command run under it (to check a machine, or to
 * see what a tool does when it is held to its scratch directory) */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run.h"
#include "sandbox.h"
#include "util.h"

static const char usage[] =
	"usage: akgen sandbox [--check]\n"
	"       akgen sandbox [--kind tool|gpu|command] [--scratch DIR] [--ro PATH]... [--net] [--pass NAME]...\n"
	"                     [--startup] [--timeout S] [--without MECHANISM]... -- COMMAND [ARGS...]\n";

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
	return check && !full ? 1 : 0;
}

int sandbox_command(int argc, char **argv)
{
	struct sandbox s = {.kind = SBX_TOOL};
	const char *pass[17] = {NULL};
	int npass = 0, i, rc, fds[2] = {-1, -1};
	bool startup = false, check = false;
	double timeout = 0;
	char *scratch = NULL;

	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (!strcmp(a, "--check")) {
			check = true;
			continue;
		}
		if (!strcmp(a, "--net")) {
			s.net = true;
			continue;
		}
		if (!strcmp(a, "--startup")) {
			startup = true;
			continue;
		}
		if (!v || !strcmp(v, "--")) {
			fprintf(stderr, "akgen: sandbox: %s needs a value (or is not an option)\n%s", a, usage);
			return 2;
		}
		i++;
		if (!strcmp(a, "--kind")) {
			int k = -1;

			for (int j = 0; j < 3; j++)
				if (!strcmp(v, kindnames[j]))
					k = j;
			if (k < 0) {
				fprintf(stderr, "akgen: sandbox: --kind: expected tool, gpu or command, not '%s'\n", v);
				return 2;
			}
			s.kind = (enum sbxkind)k;
		} else if (!strcmp(a, "--scratch")) {
			free(scratch);
			scratch = realpath(v, NULL);
			if (!scratch) {
				warn("sandbox: --scratch %s:", v);
				return 3;
			}
		} else if (!strcmp(a, "--ro") && s.nro < SBX_MAX_PATHS) {
			s.ro[s.nro++] = v;
		} else if (!strcmp(a, "--pass") && npass < 16) {
			pass[npass++] = v;
		} else if (!strcmp(a, "--timeout") && parsefloat(v, &timeout) && timeout > 0) {
			;
		} else if (!strcmp(a, "--without")) {
			static const char *const mech[] = {"landlock", "netns", "seccomp", "caps", "rlimits"};
			unsigned bit = 0;

			for (int j = 0; j < 5; j++)
				if (!strcmp(v, mech[j]))
					bit = 1u << j;
			if (!bit) {
				fprintf(stderr, "akgen: sandbox: --without: expected landlock, netns, seccomp, caps or "
					"rlimits, not '%s'\n", v);
				return 2;
			}
			s.without |= bit;
		} else {
			fprintf(stderr, "akgen: sandbox: bad option %s %s\n%s", a, v, usage);
			return 2;
		}
	}
	if (i >= argc - 1)
		return i >= argc ? report(check) : (fprintf(stderr, "%s", usage), 2);
	s.scratch = scratch;
	s.passenv = pass;
	if (startup && sandbox_startup(&s, fds) != 0)
		warn("sandbox: the start-up layers are incomplete here: %s", sandbox_describe(SBX_GPU));
	{
		struct runopts o = {.timeout_s = timeout, .maxout = 16u << 20, .dir = scratch, .sbx = &s,
				    .fds = {fds[0] < 0 ? 0 : fds[0], fds[1] < 0 ? 0 : fds[1]}};
		struct runresult r;

		rc = run(argv + i + 1, &o, &r);
		fwrite(r.out.data, 1, r.out.len, stdout);
		fwrite(r.err.data, 1, r.err.len, stderr);
		fflush(NULL);
		if (rc == 0)
			rc = r.end == RUN_EXITED ? r.code : r.end == RUN_SIGNALED ? 128 + r.code : 125;
		else
			rc = 125;
		runfree(&r);
	}
	for (int k = 0; k < 2; k++)
		if (fds[k] >= 0)
			close(fds[k]);
	free(scratch);
	return rc;
}
