/* verifyint.h: what verify.c (the judging stages) and vbuild.c (the static
 * checks, the compile and the link) share */
#ifndef AK_VERIFYINT_H
#define AK_VERIFYINT_H

#include "sandbox.h"
#include "verify.h"

/* the most a compiler or the harness may print before it is cut off */
#define LOG_MAX (256 * 1024)
#define HARNESS_OUT_MAX (64 * 1024)

/* add a stage: its verdict, one paragraph for people and what proves it */
void verify_stage(struct vresult *r, enum verdict v, const char *detail, const char *evidence);
/* the last lines of a log, at most max bytes (allocated) */
char *verify_tail(const char *log, size_t max);

/* a sandbox for one of the candidate's children, with the paths it may read
 * besides the toolchain: the verifier, the reference, the cache of objects,
 * nvcc's own tree (and extra, when given); its strings live in own */
struct vsandbox {
	struct sandbox s;
	char *own[SBX_MAX_PATHS];
	int nown;
};

void verify_sandbox(const struct vconf *c, enum sbxkind k, const char *scratch, const char *extra,
		    struct vsandbox *vs);
void verify_sandbox_free(struct vsandbox *vs);
/* akgen's cache of objects that do not depend on the candidate (allocated) */
char *verify_cachedir(void);

#endif
