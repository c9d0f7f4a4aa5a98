/* spec.h: operator specs: loading, validation and the questions later stages ask */
#ifndef AK_SPEC_H
#define AK_SPEC_H

#include <stdbool.h>
#include <stdint.h>

#include "diag.h"
#include "dtype.h"
#include "expr.h"

#define SPEC_MAX_SYMS 8
#define SPEC_MAX_DIMS 8
#define SPEC_MAX_PARAMS 32
#define SPEC_MAX_SHAPES 256
#define SPEC_MAX_ARCHS 16
#define SPEC_MAX_SYM_VALUE ((int64_t)1 << 40)
#define SPEC_MAX_CLASSES 8
#define SPEC_MAX_CLASSNAME 16

enum role {
	ROLE_IN,
	ROLE_OUT,
	ROLE_INOUT,
	ROLE_SCALAR,
};

/* the values are the harness's and the runtime's too (glue.c, emitapi.c emit them) */
enum layout {
	LAYOUT_CONTIGUOUS = 0,
	LAYOUT_INNER = 1,	/* only the last dimension is dense: a stride per outer one */
	LAYOUT_BROADCAST = 2,	/* dense, or any dimension broadcast (stride 0): a stride per
				 * dimension (inputs only) */
};

enum invkind {
	INV_ROW_SUM,
	INV_NONNEGATIVE,
	INV_BOUNDED,
};

struct symbol {
	char *name;
	int64_t min, max;
	int line, col;
};

/* a dimension: a symbol (sym >= 0) or a literal size */
struct dim {
	int sym;
	int64_t size;
};

/* an interval of scalar values; open ends may be infinite */
struct interval {
	double lo, hi;
	int64_t ilo, ihi;	/* the exact bounds of an integer scalar's range */
	bool loopen, hiopen;
};

/* where a field of a param was written, for messages after the first pass */
struct pos {
	int line, col;
};

struct param {
	char *name;
	enum role role;
	int line, col;
	int index;		/* its place in the params list as written */
	struct pos atdtype, atalign, atspecial, atrange;
	/* tensors */
	unsigned dtypes;	/* bitmask over enum dtype: the job's dtype set, or 0 */
	enum dtype dtype;	/* a fixed dtype, or DT_NONE */
	int same;		/* index of the tensor whose dtype this follows, or -1 */
	struct dim dims[SPEC_MAX_DIMS];
	int ndims;
	enum layout layout;
	int64_t align;
	struct expr *vlo, *vhi;	/* values: the range's bounds, or NULL */
	bool vloopen, vhiopen;	/* values: whether a bound is excluded */
	int also[SPEC_MAX_PARAMS];	/* values: scalar params also allowed */
	int nalso;
	double *special;	/* adversarial values to plant */
	int nspecial;
	/* scalars */
	enum dtype type;
	double def;		/* the default of a floating scalar */
	int64_t idef;		/* the default of an integer scalar */
	struct interval range;
};

struct invariant {
	enum invkind kind;
	int tensor;
	double value, min, max;
	double tol[DT_COUNT];	/* per job dtype */
};

struct shape {
	int64_t v[SPEC_MAX_SYMS];	/* by symbol index */
	int line, col;
};

/* a shape class: the shapes whose sizes meet its condition and no earlier
 * class's; the shapes no class takes are the op's default class, unnamed */
struct shapeclass {
	char *name;		/* [a-z][a-z0-9_]*, at most SPEC_MAX_CLASSNAME characters */
	struct expr *when;	/* a condition over the symbols and sizeof(TENSOR) */
	char *whensrc;
	int line, col;
};

struct tolerance {
	bool set;
	double rel, abs;
};

struct spec {
	char *path;		/* the spec file as given */
	char *op, *summary;
	struct symbol syms[SPEC_MAX_SYMS];
	int nsyms;
	struct expr **cons;
	char **conssrc;
	int ncons;
	struct param params[SPEC_MAX_PARAMS];
	int nparams;
	int lead;		/* the tensor that carries the job's dtype set */
	unsigned dtypes;	/* the job's dtype set, a bitmask over enum dtype */
	char *reference;	/* as written */
	char *refpath;		/* resolved against the spec's directory */
	int batch;		/* symbol index, or -1 */
	int columns;		/* the second sampled symbol (specs/README.md), or -1 */
	int accumulate;		/* the symbol each output's product sum runs over (specs/README.md), or -1 */
	struct tolerance tol[DT_COUNT];
	struct invariant *invs;
	int ninvs;
	struct expr *bytes, *flops;
	char *bytessrc, *flopssrc;
	struct shape tests[SPEC_MAX_SHAPES], benches[SPEC_MAX_SHAPES];
	int ntests, nbenches;
	char *archs[SPEC_MAX_ARCHS];	/* its targets (targets_apply), else its own or the default */
	int narchs;
	bool archs_declared;	/* the spec names its archs (a narrowing of the targets) */
	/* sha256 of the spec's text less its top-level archs: entry, what job keys hold:
	 * the targets and a narrowing decide which jobs exist, never a job's inputs */
	char keysha[65];
	/* shape classes (classes:), numbered 0 .. nclasses - 1; class nclasses is the
	 * default, the shapes none of them takes (every shape when there are none) */
	struct shapeclass classes[SPEC_MAX_CLASSES];
	int nclasses;
	/* each class's view of the spec in each job dtype (spec_class), the default's
	 * last, made at load when the spec declares classes */
	struct spec *views[SPEC_MAX_CLASSES + 1][DT_COUNT];
	/* in a view: the spec it narrows and its class (nclasses: the default); whole
	 * is NULL and cls -1 in a spec */
	const struct spec *whole;
	int cls;
};

/* load and validate the spec in path; returns NULL after recording every error
 * found in d (d->file is set to path when unset) */
struct spec *spec_load(const char *path, struct diag *d);
/* the same from a buffer; path names the file (its stem must equal op, and the
 * reference is resolved against its directory); when checkref is false the
 * reference is not looked for on disk (for the fuzzer) */
struct spec *spec_parse(const char *data, size_t len, const char *path, bool checkref, struct diag *d);
void spec_free(struct spec *s);

/* the dtype of param i in the job of dtype jobdt */
enum dtype spec_dtype(const struct spec *s, int i, enum dtype jobdt);
/* a layout's name in the spec format */
const char *spec_layoutname(enum layout l);
/* the strides a launcher takes after tensor p, of its dimensions 0, 1, ...: the
 * outer ones of an inner_contiguous tensor, every one of a broadcast tensor, none
 * of a contiguous one */
int spec_nstrides(const struct param *p);
/* evaluate an expression of the spec at a shape in a job's dtype */
bool spec_eval(const struct spec *s, const struct expr *e, const int64_t *shape, enum dtype jobdt, int64_t *v,
	       struct exprerr *err);
/* the job dtypes of a spec in enum order; returns how many */
int spec_jobdtypes(const struct spec *s, enum dtype *out);
/* The view of spec s that a job of class c (0 .. nclasses, the last the default)
 * in dtype dt works on: the same spec, its bench shapes those of the class in that
 * dtype, the other classes' bench shapes added to its tests (verified there, never
 * timed). s itself when it declares no classes; NULL when c or dt is not its own. */
const struct spec *spec_class(const struct spec *s, int c, enum dtype dt);
/* the class of a shape in dtype dt: the first whose condition holds, else the
 * default, nclasses (0 when the spec declares none); -1 after filling err when a
 * condition cannot be evaluated */
int spec_classof(const struct spec *s, const int64_t *shape, enum dtype dt, struct exprerr *err);
/* shapes on both sides of the class boundaries in dtype dt: each bench shape with
 * one size moved to either side of a number the conditions name (or that number
 * over an element size) where the class changes there, within the spec's ranges
 * and constraints; at most max into out, returns how many */
int spec_classprobes(const struct spec *s, enum dtype dt, struct shape *out, int max);
/* the spec a view narrows, or s itself */
const struct spec *spec_whole(const struct spec *s);
/* a view's class name; "" for the default class and a spec that declares none */
const char *spec_classname(const struct spec *s);
/* the name of class c of s (0 .. nclasses): "" for the default class */
const char *spec_classnameof(const struct spec *s, int c);
/* the class at place k (0 .. nclasses) of the order jobs are listed in: the
 * default class first, then the spec's classes as written */
int spec_listclass(const struct spec *s, int k);
/* an arch nvcc builds for */
bool spec_knownarch(const char *arch);
/* how far an arch's code runs (as struct akr_variant's kind in the runtime) */
enum archkind {
	ARCH_PLAIN,		/* sm_90: on 9.0 and later minors of 9 */
	ARCH_FAMILY,		/* sm_100f: likewise */
	ARCH_SPECIFIC,		/* sm_90a: on 9.0 only */
};
/* "sm_90a" -> 90 and ARCH_SPECIFIC; false when it is not an arch name */
bool spec_parsearch(const char *arch, int *cc, enum archkind *kind);
/* the archs a spec targets when it names none and no targets file says */
extern const char *const spec_default_archs[];

#endif
