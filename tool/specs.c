/* specs.c: finding and loading the specs of a run */
#define _POSIX_C_SOURCE 200809L
#include "specs.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "targets.h"
#include "util.h"

static int cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char **specs_list(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **v = NULL;
	size_t n = 0;

	if (!d) {
		warn("cannot read the spec directory %s:", dir);
		return NULL;
	}
	while ((errno = 0, e = readdir(d))) {
		if (e->d_name[0] == '.' || !hassuffix(e->d_name, ".yaml"))
			continue;
		v = xreallocarray(v, n + 2, sizeof(v[0]));
		v[n++] = pathjoin(dir, e->d_name);
	}
	if (errno) {
		warn("reading %s:", dir);
		closedir(d);
		v = xreallocarray(v, n + 1, sizeof(v[0]));
		v[n] = NULL;
		specs_freelist(v);
		return NULL;
	}
	closedir(d);
	v = xreallocarray(v, n + 1, sizeof(v[0]));
	v[n] = NULL;
	qsort(v, n, sizeof(v[0]), cmpstr);
	return v;
}

void specs_freelist(char **paths)
{
	if (!paths)
		return;
	for (char **p = paths; *p; p++)
		free(*p);
	free(paths);
}

int specs_load(char **paths, struct specset *set)
{
	int bad = 0;

	set->v = NULL;
	set->n = 0;
	set->targets = NULL;
	for (char **p = paths; *p; p++) {
		struct diag d = {.file = *p};
		struct spec *s = spec_load(*p, &d);

		if (!s) {
			diagprint(&d, stderr);
			bad++;
		} else {
			for (int i = 0; i < set->n; i++) {
				if (strcmp(set->v[i]->op, s->op) == 0) {
					fprintf(stderr, "%s: op '%s' is already defined by %s\n", *p, s->op, set->v[i]->path);
					spec_free(s);
					s = NULL;
					bad++;
					break;
				}
			}
		}
		diagfree(&d);
		if (!s)
			continue;
		set->v = xreallocarray(set->v, (size_t)set->n + 1, sizeof(set->v[0]));
		set->v[set->n++] = s;
	}
	return bad;
}

void specs_free(struct specset *set)
{
	for (int i = 0; i < set->n; i++)
		spec_free(set->v[i]);
	if (set->targets)
		targets_free(set->targets);
	free(set->targets);
	set->targets = NULL;
	free(set->v);
	set->v = NULL;
	set->n = 0;
}
