/* static.h: the checks on a candidate's source and object before anything runs */
#ifndef AK_STATIC_H
#define AK_STATIC_H

#include <stdbool.h>
#include <stdint.h>

#include "util.h"

/* one rule list of verify/rules/: exact names, or prefixes (written NAME*) */
struct rules {
	char **pat;
	char **why;
	int n;
};

struct ruleset {
	struct rules includes, banned, undefined, defined;
};

/* what ptxas said about the kernels */
struct resources {
	int kernels;		/* entry functions compiled */
	int64_t registers;	/* the most registers of a kernel */
	int64_t smem;		/* the most static shared memory of a kernel, bytes */
	int64_t spills;		/* spill stores + loads, bytes, over all functions */
	int64_t stack;		/* the largest stack frame, bytes */
};

/* load the four lists from dir (verify/rules); returns 0, or -1 after a warning */
int rules_load(const char *dir, struct ruleset *r);
void rules_free(struct ruleset *r);
/* the reason a name matches a list, or NULL when it matches none */
const char *rules_match(const struct rules *r, const char *name, bool *matched);

/* check the source text; every problem is appended to why as one line;
 * returns the number of problems */
int static_source(const struct ruleset *r, const char *src, size_t len, struct buf *why);
/* check the symbols of the candidate's object as nm printed them ("nm -P"
 * output); launcher is the one extern "C" name it must define; returns the
 * number of problems, each appended to why */
int static_symbols(const struct ruleset *r, const char *nm, const char *launcher, struct buf *why);
/* check readelf -S -W output: nvcc's one .init_array entry and no other load
 * or exit hooks, whatever the name or type; nothing executable or writable
 * but what nvcc makes for kernels and a launcher; a stack that is not
 * executable */
int static_sections(const char *readelf, struct buf *why);
/* check the host translation unit nvcc's front end made (nvcc --cuda): no
 * assembly in the candidate's lines (cand: its file name, "cand.cu"), only
 * symbol names in system headers' (cudaroot: the toolkit's tree) and only
 * nvcc's own fat binary in its; returns the problems, each a line of why */
int static_hostcode(const char *ii, size_t len, const char *cand, const char *cudaroot, struct buf *why);
/* check the PTX: at module scope only kernels, device functions and shared
 * memory; no .global/.const/.local state, no .extern function (device printf,
 * the device heap) */
int static_ptx(const char *ptx, size_t len, struct buf *why);
/* check objdump -d output of the host code: no system call instructions */
int static_insns(const char *objdump_d, struct buf *why);
/* read the ptxas -v report from nvcc's stderr */
void static_resources(const char *log, struct resources *res);

#endif
