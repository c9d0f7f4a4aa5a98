/* ytree.h: a bounded YAML loader into a small tree that keeps line and column */
#ifndef AK_YTREE_H
#define AK_YTREE_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"

/* limits on what a spec may be; larger input is refused, never half-read */
#define YAML_MAX_BYTES (256 * 1024)
#define YAML_MAX_DEPTH 32
#define YAML_MAX_NODES 20000
#define YAML_MAX_KEYS 1024

enum ykind {
	Y_SCALAR,
	Y_SEQ,
	Y_MAP,
};

struct ynode {
	enum ykind kind;
	int line, col;		/* 1-based position of the node's start */
	bool quoted;		/* a quoted or block scalar: always a string */
	char *str;		/* scalar text, NUL-terminated */
	size_t len;
	struct ynode **kids;	/* sequence items; for a mapping key, value, key, ... */
	size_t n;		/* number of kids */
};

/* load one YAML document from data; returns the root, or NULL when it could not
 * be read at all. Errors are recorded in d: anchors, tags, duplicate and
 * non-scalar keys are reported and the load goes on without them (the tree
 * returned is then not to be trusted as a whole); aliases, several documents,
 * invalid UTF-8, NUL bytes, syntax errors and input beyond the limits stop it. */
struct ynode *ytree_load(const char *data, size_t len, struct diag *d);
/* free a tree */
void ytree_free(struct ynode *n);
/* number of entries of a mapping */
static inline size_t ymaplen(const struct ynode *m) { return m->n / 2; }
/* look up a key in a mapping; returns NULL if it is not there */
struct ynode *ymapget(const struct ynode *m, const char *key);
/* a word for the kind of a node, for messages ("a mapping") */
const char *ykindname(const struct ynode *n);

#endif
