/* expr.h: integer expressions over named sizes, for constraints and cost models */
#ifndef AK_EXPR_H
#define AK_EXPR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define EXPR_MAX_LEN 1024
#define EXPR_MAX_DEPTH 64

struct expr;
struct buf;

/* how names are resolved: sym for a bare name, size for sizeof(NAME); each
 * returns false if it does not know the name */
struct exprenv {
	bool (*sym)(void *ctx, const char *name, int64_t *v);
	bool (*size)(void *ctx, const char *name, int64_t *v);
	void *ctx;
};

/* an error: what went wrong and the byte offset in the source where */
struct exprerr {
	char msg[160];
	size_t pos;
};

/* parse s; returns NULL and fills err on a syntax or type error */
struct expr *expr_parse(const char *s, struct exprerr *err);
void expr_free(struct expr *e);
/* true if the expression is a condition (comparison or logic), false if a number */
bool expr_isbool(const struct expr *e);
/* call fn for every name in e (issize tells sizeof(NAME) from a bare NAME); stops
 * and returns false as soon as fn returns false */
bool expr_names(const struct expr *e, bool (*fn)(void *ctx, const char *name, bool issize, size_t pos),
		void *ctx);
/* call fn for every number written in e */
void expr_numbers(const struct expr *e, void (*fn)(void *ctx, int64_t v), void *ctx);
/* evaluate in checked 64-bit arithmetic; a condition gives 0 or 1. Returns false
 * and fills err on an unknown name, division by zero or overflow. */
bool expr_eval(const struct expr *e, const struct exprenv *env, int64_t *v, struct exprerr *err);

/* write e as a C expression of type int64_t in checked arithmetic, for the
 * library's dispatchers: each + - * / % and unary - is a call to akr_add,
 * akr_sub, akr_mul, akr_div, akr_mod or akr_neg with the operands and the
 * int *ok in scope, which the helper clears on overflow or division by zero;
 * a condition gives 0 or 1. name writes the value of each name (issize for
 * sizeof(NAME)). */
void expr_c(const struct expr *e, struct buf *out, void (*name)(void *ctx, const char *name, bool issize, struct buf *out),
	    void *ctx);

#endif
