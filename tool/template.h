/* template.h: kernel families with tunable parameters, and their instances */
#ifndef AK_TEMPLATE_H
#define AK_TEMPLATE_H

#include <stdint.h>

#include "diag.h"
#include "spec.h"
#include "util.h"

#define TMPL_MAX_PARAMS 16
#define TMPL_MAX_VALUES 32
#define TMPL_MAX_REQUIRES 16
#define TMPL_MAX_BYTES (1 << 20)
/* the common files (templates/common/NAME.cuh) one family may inline, and the
 * size of each */
#define TMPL_MAX_COMMON 16
#define TMPL_MAX_COMMON_BYTES (256 << 10)
/* the archs one `// archs:` line may name: as many as a spec or the targets may */
#define TMPL_MAX_ARCHS SPEC_MAX_ARCHS

struct tparam {
	char *name;		/* BLOCK */
	int64_t def;		/* the first guess */
	int64_t vals[TMPL_MAX_VALUES];	/* the search space */
	int nvals;
};

/* a common file a family inlines: its path (TEMPLATES/common/NAME.cuh) and sha256 */
struct tcommon {
	char *path;
	char sha[65];
};

struct tmpl {
	char *path;
	char *op, *family, *summary;
	unsigned dtypes;	/* bitmask over enum dtype */
	/* the job archs it alone applies to (// archs:, names spec_knownarch takes);
	 * none: every arch */
	char *archs[TMPL_MAX_ARCHS];
	int narchs;
	struct tparam params[TMPL_MAX_PARAMS];
	int nparams;
	struct expr *reqs[TMPL_MAX_REQUIRES];
	char *reqsrc[TMPL_MAX_REQUIRES];
	int nreqs;
	struct buf text;	/* the whole file, each #include "common/NAME.cuh" line
				 * replaced by that file's text between markers */
	char sha[65];		/* of the family's file as it is (not of the common files) */
	struct tcommon common[TMPL_MAX_COMMON];	/* in the order the family includes them */
	int ncommon;
};

/* read a family's header (templates/README.md) and inline the common files
 * its lines #include "common/NAME.cuh" name; returns 0, or -1 after recording
 * every error in d */
int tmpl_load(const char *path, struct tmpl *t, struct diag *d);
void tmpl_free(struct tmpl *t);
/* the line l (n bytes, no newline) `#include "common/NAME.cuh"`, exactly, NAME of
 * [A-Za-z0-9_-]: NAME's length (NAME starts at l + 17), else 0 */
size_t tmpl_commonname(const char *l, size_t n);
/* the families of TEMPLATES/op/ (its *.cu, in name order) that load, declare a dtype
 * of the bitmask dtypes and apply to arch (tmpl_hasarch; NULL: any arch), at most max,
 * into fams; returns how many. why is left as it was unless something went wrong: then
 * it says what, the last such (a directory that cannot be read, a family that does not
 * load, left out) */
int tmpl_loadop(const char *templates, const char *op, unsigned dtypes, const char *arch, struct tmpl *fams,
		int max, char *why, size_t whylen);
/* whether the family applies to jobs of arch: its archs: line names arch exactly
 * (sm_90a is not sm_90), or it has none */
bool tmpl_hasarch(const struct tmpl *t, const char *arch);
/* the same of a family's text, its header read as tmpl_load reads it, for what must
 * not load the family (a job's key): true without an archs: line */
bool tmpl_text_hasarch(const char *text, size_t len, const char *arch);
/* the archs the family's archs: line names, ", " between, into out ("every arch"
 * without one): for messages */
void tmpl_archnames(const struct tmpl *t, struct buf *out);
/* the index of a parameter by name, or -1 */
int tmpl_param(const struct tmpl *t, const char *name);
/* the search space that `// param: NAME = ...` in text (a template's, or an
 * instance's, which carries its template's text) declares: up to max values
 * into vals; returns their count, or -1 when text has no such line or it does
 * not read as one */
int tmpl_text_values(const char *text, const char *name, int64_t *vals, int max);
/* whether values (one per parameter) lie in the search space and meet every
 * require: line for elements of elembytes; on failure err says why */
bool tmpl_admits(const struct tmpl *t, const int64_t *vals, int elembytes, char *err, size_t errlen);
/* write the instance for (spec, dtype, arch): the definitions, then the text */
void tmpl_instance(const struct tmpl *t, const struct spec *s, enum dtype dt, const char *arch, const int64_t *vals,
		   struct buf *out);

#endif
