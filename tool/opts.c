/* opts.c: the command line of akgen's commands: usage errors, options with
 * values, the path options most commands take */
#include <stdio.h>
#include <string.h>

#include "opts.h"

int usage(const char *cmd, const char *fmt, const char *arg)
{
	fprintf(stderr, "%s: ", argv0);
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s: see '%s help%s%s'\n", argv0, argv0, cmd ? " " : "", cmd ? cmd : "");
	return EXIT_USAGE;
}

const char *optval(int argc, char **argv, int *i, const char *name, bool *missing)
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

int strarg(int argc, char **argv, int *i, const char *name, const char **v)
{
	bool missing = false;
	const char *got = optval(argc, argv, i, name, &missing);

	if (missing)
		return -1;
	if (got)
		*v = got;
	return got != NULL;
}

int pathopt(int argc, char **argv, int *i, struct paths *p)
{
	static const char *const names[] = {"--specs", "--templates", "--out", "--db", "--targets"};
	const char **fields[] = {&p->specs, &p->templates, &p->out, &p->db, &p->targets};

	for (size_t k = 0; k < AK_LEN(names); k++) {
		int r = strarg(argc, argv, i, names[k], fields[k]);

		if (r != 0)
			return r;
	}
	return 0;
}

void cmdline(int argc, char **argv, struct buf *b)
{
	for (int i = 0; i < argc; i++)
		bufprintf(b, "%s%s", i ? " " : "akgen ", argv[i]);
}

bool wantshelp(int argc, char **argv)
{
	for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
			return true;
	return false;
}
