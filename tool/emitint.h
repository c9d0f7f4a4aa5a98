/* emitint.h: what the parts of emit share (internal to emit*.c) */
#ifndef AK_EMITINT_H
#define AK_EMITINT_H

#include <stdbool.h>

#include "plan.h"
#include "prov.h"
#include "util.h"

/* one job's variant and what the provenance says of it */
struct variant {
	const struct job *job;
	struct prov_variant pv;
	char *file;		/* "variants/rmsnorm_bf16_sm90.cu", relative to the output directory */
	char *launcher;		/* "akops_rmsnorm_bf16_sm90" */
	int cc;			/* 90 */
	enum archkind kind;
	bool ptx;		/* built with PTX too: the highest plain arch of its dtype */
};

/* an op and its variants, by dtype, then arch as the spec lists them */
struct emitop {
	const struct spec *s;
	struct variant *v;
	int n;
};

/* the public header, akops.h */
void emit_header(const struct emitop *ops, int nops, struct buf *b);
/* the part of akops.h that names no operator, under its own include guard:
 * akops_internal.h has it too, so that the dispatchers and the runtime do not
 * depend on the list of operators */
void emit_apicommon(struct buf *b);
/* the dispatcher of one op, <op>.cu */
void emit_dispatcher(const struct emitop *op, struct buf *b);
/* text from outside (the database) inside a C comment: one line, no comment
 * end, at most max bytes */
void emit_commenttext(struct buf *b, const char *s, size_t max);

/* the fixed parts of the library's sources, embedded from tool/rt/ */
extern const char emit_rt_api[], emit_rt_internal[], emit_rt_runtime[], emit_rt_harness_tmap[];

#endif
