/* specs.h: finding and loading the specs of a run */
#ifndef AK_SPECS_H
#define AK_SPECS_H

#include "spec.h"

struct targets;

struct specset {
	struct spec **v;
	int n;
	struct targets *targets;	/* what the specs were narrowed to (targets.h), owned; or NULL */
};

/* list the .yaml files of dir, sorted by name; returns the paths (NULL-terminated,
 * allocated) or NULL after a warning when dir cannot be read */
char **specs_list(const char *dir);
void specs_freelist(char **paths);
/* load every path, printing all errors to stderr; returns the number of specs
 * with errors (set->v holds only the valid ones) */
int specs_load(char **paths, struct specset *set);
void specs_free(struct specset *set);

#endif
