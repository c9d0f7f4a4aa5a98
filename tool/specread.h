/* specread.h: what the parts of the spec validator share (internal to spec*.c):
 * the validation context, and readers of typed values from YAML nodes that
 * record an error with the node's position when the value is not what the
 * field expects */
#ifndef AK_SPECREAD_H
#define AK_SPECREAD_H

#include "spec.h"
#include "ytree.h"

#define MAX_NAME 32

/* one validation of one spec */
struct ctx {
	struct spec *s;
	struct diag *d;
	bool checkref;
	const char *path;
	bool symsok;		/* symbols read without error: ranges can be trusted */
	bool paramsok;		/* params read without error: dtypes can be trusted */
};

#define err(c, n, path, ...) diagf((c)->d, (n)->line, (n)->col, (path), __VA_ARGS__)

/* describe what a node holds, for "found ..." */
const char *sp_found(const struct ynode *n, char *buf, size_t size);
/* true if n is a scalar (a mapping or a list) else record an error */
bool sp_wantscalar(struct ctx *c, const struct ynode *n, const char *path, const char *expected);
bool sp_wantkind(struct ctx *c, const struct ynode *n, const char *path, enum ykind kind, const char *expected);
/* a plain (unquoted) integer */
bool sp_getint(struct ctx *c, const struct ynode *n, const char *path, int64_t *v);
/* a plain number; inf, -inf and nan only when allownan */
bool sp_getnum(struct ctx *c, const struct ynode *n, const char *path, bool allownan, double *v);
/* letters, digits and '_', 1 to 64 of them: a word C could hold */
bool sp_iscident(const char *s);
/* [a-z][a-z0-9_]*, at most MAX_NAME characters */
bool sp_isident(const char *s);
/* a name for a symbol or a parameter: an identifier that clashes with nothing
 * in the generated code (specnames.h) */
bool sp_getname(struct ctx *c, const struct ynode *n, const char *path);
/* index of a symbol or a param by name, or -1 */
int sp_findsym(const struct spec *s, const char *name);
int sp_findparam(const struct spec *s, const char *name);
bool sp_istensor(const struct param *p);
/* check that the keys of mapping m are among keys (NULL-terminated) */
bool sp_onlykeys(struct ctx *c, const struct ynode *m, const char *path, const char *const *keys);
/* a required key of mapping m, or NULL after an error */
const struct ynode *sp_need(struct ctx *c, const struct ynode *m, const char *path, const char *key,
			    const char *expected);
/* parse an expression node: a number or a condition (wantbool), over the
 * symbols and, when allowsize, sizeof(TENSOR); keeps its text in *src */
struct expr *sp_getexpr(struct ctx *c, const struct ynode *n, const char *path, bool wantbool, bool allowsize,
			char **src);
/* split "[LO, HI)" into its bounds' texts (allocated) and brackets */
bool sp_splitinterval(const char *s, char **lo, char **hi, bool *loopen, bool *hiopen);
/* strip spaces at both ends, in place */
char *sp_trim(char *s);
/* the tensor whose dtype tensor i follows through same(), or -1 on a cycle */
int sp_dtypeowner(const struct spec *s, int i);

/* the sections, in dependency order (spec.c holds the table) */
void sp_params(struct ctx *c, const struct ynode *n);
void sp_tolerance(struct ctx *c, const struct ynode *n);
void sp_invariants(struct ctx *c, const struct ynode *n);
void sp_cost(struct ctx *c, const struct ynode *n);
void sp_test(struct ctx *c, const struct ynode *n);
void sp_bench(struct ctx *c, const struct ynode *n);
void sp_classes(struct ctx *c, const struct ynode *n);
/* each class's views, once the rest of a spec is read without error */
void sp_classviews(struct ctx *c, const struct ynode *n);
/* free a spec's classes and views (specclass.c) */
void spec_freeclasses(struct spec *s);

#endif
