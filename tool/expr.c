/* expr.c: integer expressions over named sizes, for constraints and cost models
 *
 * Grammar, lowest precedence first, as in C:
 *   or   = and { "||" and }
 *   and  = cmp { "&&" cmp }
 *   cmp  = sum [ ("=="|"!="|"<"|"<="|">"|">=") sum ]
 *   sum  = prod { ("+"|"-") prod }
 *   prod = unary { ("*"|"/"|"%") unary }
 *   unary = ("-"|"!") unary | atom
 *   atom = INTEGER | NAME | "sizeof" "(" NAME ")" | "(" or ")"
 * Each node is typed number or condition; mixing them is a type error. */
#include "expr.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

enum op {
	E_NUM,
	E_SYM,
	E_SIZEOF,
	E_NEG,
	E_NOT,
	E_ADD,
	E_SUB,
	E_MUL,
	E_DIV,
	E_MOD,
	E_EQ,
	E_NE,
	E_LT,
	E_LE,
	E_GT,
	E_GE,
	E_AND,
	E_OR,
};

struct expr {
	enum op op;
	bool isbool;
	size_t pos;
	int64_t num;
	char *name;
	struct expr *a, *b;
};

struct parser {
	const char *s;
	size_t i;
	int depth;
	struct exprerr *err;
	bool failed;
};

static void perr(struct parser *p, size_t pos, const char *fmt, const char *arg)
{
	if (p->failed)
		return;
	p->failed = true;
	p->err->pos = pos;
	snprintf(p->err->msg, sizeof(p->err->msg), fmt, arg);
}

static struct expr *mk(enum op op, size_t pos, struct expr *a, struct expr *b)
{
	struct expr *e = xcalloc(1, sizeof(*e));

	e->op = op;
	e->pos = pos;
	e->a = a;
	e->b = b;
	e->isbool = op >= E_EQ || op == E_NOT;
	return e;
}

static void skipspace(struct parser *p)
{
	while (p->s[p->i] == ' ' || p->s[p->i] == '\t')
		p->i++;
}

/* consume the operator tok if it comes next (and is not the start of a longer one) */
static bool accept(struct parser *p, const char *tok)
{
	size_t n = strlen(tok);

	skipspace(p);
	if (strncmp(p->s + p->i, tok, n) != 0)
		return false;
	/* "<" must not take the first half of "<=", "=" alone is no operator */
	if (n == 1 && (tok[0] == '<' || tok[0] == '>' || tok[0] == '!') && p->s[p->i + 1] == '=')
		return false;
	p->i += n;
	return true;
}

static bool isnamestart(char c)
{
	return isalpha((unsigned char)c) || c == '_';
}

static bool isnamechar(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

static struct expr *parseor(struct parser *p);

/* a numeric operand: the type rule for arithmetic and comparisons */
static struct expr *wantnum(struct parser *p, struct expr *e, const char *what)
{
	if (e && e->isbool)
		perr(p, e->pos, "found a condition where %s needs a number", what);
	return e;
}

static struct expr *wantbool(struct parser *p, struct expr *e, const char *what)
{
	if (e && !e->isbool)
		perr(p, e->pos, "found a number where %s needs a condition", what);
	return e;
}

static struct expr *parseatom(struct parser *p)
{
	size_t start;
	struct expr *e;

	skipspace(p);
	start = p->i;
	if (isdigit((unsigned char)p->s[p->i])) {
		int64_t v = 0;

		while (isdigit((unsigned char)p->s[p->i])) {
			int d = p->s[p->i] - '0';

			if (v > (INT64_MAX - d) / 10) {
				perr(p, start, "found an integer literal out of 64-bit range%s", "");
				return NULL;
			}
			v = v * 10 + d;
			p->i++;
		}
		if (isnamechar(p->s[p->i]) || p->s[p->i] == '.') {
			perr(p, p->i, "found '%.1s' after a number, expected an integer literal", p->s + p->i);
			return NULL;
		}
		e = mk(E_NUM, start, NULL, NULL);
		e->num = v;
		return e;
	}
	if (isnamestart(p->s[p->i])) {
		while (isnamechar(p->s[p->i]))
			p->i++;
		if (p->i - start == 6 && strncmp(p->s + start, "sizeof", 6) == 0) {
			size_t nstart;

			if (!accept(p, "(")) {
				perr(p, p->i, "found no '(' after sizeof, expected sizeof(TENSOR)%s", "");
				return NULL;
			}
			skipspace(p);
			nstart = p->i;
			if (!isnamestart(p->s[p->i])) {
				perr(p, p->i, "found no tensor name in sizeof(), expected sizeof(TENSOR)%s", "");
				return NULL;
			}
			while (isnamechar(p->s[p->i]))
				p->i++;
			e = mk(E_SIZEOF, nstart, NULL, NULL);
			e->name = xstrndup(p->s + nstart, p->i - nstart);
			if (!accept(p, ")")) {
				perr(p, p->i, "found no ')' to close sizeof(, expected ')'%s", "");
				expr_free(e);
				return NULL;
			}
			return e;
		}
		e = mk(E_SYM, start, NULL, NULL);
		e->name = xstrndup(p->s + start, p->i - start);
		return e;
	}
	if (accept(p, "(")) {
		if (++p->depth > EXPR_MAX_DEPTH) {
			perr(p, start, "found parentheses nested too deep, expected at most 64 levels%s", "");
			return NULL;
		}
		e = parseor(p);
		p->depth--;
		if (e && !accept(p, ")")) {
			perr(p, start, "found no ')' to close the '(' here, expected ')'%s", "");
			expr_free(e);
			return NULL;
		}
		return e;
	}
	if (p->s[p->i] == '\0')
		perr(p, p->i, "found the end of the expression, expected a number, a name or '('%s", "");
	else
		perr(p, p->i, "found '%.1s', expected a number, a name or '('", p->s + p->i);
	return NULL;
}

static struct expr *parseunary(struct parser *p)
{
	size_t pos;
	struct expr *a;

	skipspace(p);
	pos = p->i;
	if (accept(p, "-") || accept(p, "!")) {
		bool neg = p->s[pos] == '-';

		if (++p->depth > EXPR_MAX_DEPTH) {
			perr(p, pos, "found unary operators nested too deep%s", "");
			return NULL;
		}
		a = parseunary(p);
		p->depth--;
		if (!a)
			return NULL;
		a = neg ? wantnum(p, a, "'-'") : wantbool(p, a, "'!'");
		return mk(neg ? E_NEG : E_NOT, pos, a, NULL);
	}
	return parseatom(p);
}

/* a left-associative level: ops[i] maps to kinds[i] */
static struct expr *parselevel(struct parser *p, struct expr *(*next)(struct parser *), const char *const *ops,
			       const enum op *kinds, size_t nops, bool logic)
{
	struct expr *a = next(p), *b;

	while (a && !p->failed) {
		size_t i, pos;

		skipspace(p);
		pos = p->i;
		for (i = 0; i < nops; i++)
			if (accept(p, ops[i]))
				break;
		if (i == nops)
			break;
		b = next(p);
		if (!b) {
			expr_free(a);
			return NULL;
		}
		if (logic) {
			wantbool(p, a, ops[i]);
			wantbool(p, b, ops[i]);
		} else {
			wantnum(p, a, ops[i]);
			wantnum(p, b, ops[i]);
		}
		a = mk(kinds[i], pos, a, b);
	}
	return a;
}

static struct expr *parseprod(struct parser *p)
{
	static const char *const ops[] = {"*", "/", "%"};
	static const enum op kinds[] = {E_MUL, E_DIV, E_MOD};

	return parselevel(p, parseunary, ops, kinds, 3, false);
}

static struct expr *parsesum(struct parser *p)
{
	static const char *const ops[] = {"+", "-"};
	static const enum op kinds[] = {E_ADD, E_SUB};

	return parselevel(p, parseprod, ops, kinds, 2, false);
}

static struct expr *parsecmp(struct parser *p)
{
	static const char *const ops[] = {"==", "!=", "<=", ">=", "<", ">"};
	static const enum op kinds[] = {E_EQ, E_NE, E_LE, E_GE, E_LT, E_GT};
	struct expr *a = parsesum(p), *b;
	size_t i, pos;

	if (!a || p->failed)
		return a;
	skipspace(p);
	pos = p->i;
	for (i = 0; i < AK_LEN(ops); i++)
		if (accept(p, ops[i]))
			break;
	if (i == AK_LEN(ops))
		return a;
	b = parsesum(p);
	if (!b) {
		expr_free(a);
		return NULL;
	}
	wantnum(p, a, ops[i]);
	wantnum(p, b, ops[i]);
	a = mk(kinds[i], pos, a, b);
	skipspace(p);
	for (i = 0; i < AK_LEN(ops); i++) {
		if (strncmp(p->s + p->i, ops[i], strlen(ops[i])) == 0) {
			perr(p, p->i, "found a chained comparison at '%s', expected && between comparisons", ops[i]);
			break;
		}
	}
	return a;
}

static struct expr *parseand(struct parser *p)
{
	static const char *const ops[] = {"&&"};
	static const enum op kinds[] = {E_AND};

	return parselevel(p, parsecmp, ops, kinds, 1, true);
}

static struct expr *parseor(struct parser *p)
{
	static const char *const ops[] = {"||"};
	static const enum op kinds[] = {E_OR};

	return parselevel(p, parseand, ops, kinds, 1, true);
}

struct expr *expr_parse(const char *s, struct exprerr *err)
{
	struct parser p = {.s = s, .err = err};
	struct expr *e;
	size_t n = strlen(s);

	err->msg[0] = '\0';
	err->pos = 0;
	if (n > EXPR_MAX_LEN) {
		perr(&p, 0, "found an expression longer than 1024 characters%s", "");
		return NULL;
	}
	e = parseor(&p);
	if (e && !p.failed) {
		skipspace(&p);
		if (p.s[p.i] != '\0')
			perr(&p, p.i, "found '%.1s' after a complete expression, expected an operator or the end", p.s + p.i);
	}
	if (p.failed) {
		expr_free(e);
		return NULL;
	}
	return e;
}

void expr_free(struct expr *e)
{
	if (!e)
		return;
	expr_free(e->a);
	expr_free(e->b);
	free(e->name);
	free(e);
}

bool expr_isbool(const struct expr *e)
{
	return e->isbool;
}

bool expr_names(const struct expr *e, bool (*fn)(void *ctx, const char *name, bool issize, size_t pos),
		void *ctx)
{
	if (!e)
		return true;
	if (e->op == E_SYM || e->op == E_SIZEOF)
		return fn(ctx, e->name, e->op == E_SIZEOF, e->pos);
	return expr_names(e->a, fn, ctx) && expr_names(e->b, fn, ctx);
}

void expr_numbers(const struct expr *e, void (*fn)(void *ctx, int64_t v), void *ctx)
{
	if (!e)
		return;
	if (e->op == E_NUM)
		fn(ctx, e->num);
	expr_numbers(e->a, fn, ctx);
	expr_numbers(e->b, fn, ctx);
}

static bool everr(struct exprerr *err, size_t pos, const char *msg, const char *name)
{
	err->pos = pos;
	if (name)
		snprintf(err->msg, sizeof(err->msg), "%s '%s'", msg, name);
	else
		snprintf(err->msg, sizeof(err->msg), "%s", msg);
	return false;
}

bool expr_eval(const struct expr *e, const struct exprenv *env, int64_t *v, struct exprerr *err)
{
	int64_t a = 0, b = 0;

	switch (e->op) {
	case E_NUM:
		*v = e->num;
		return true;
	case E_SYM:
		if (!env->sym || !env->sym(env->ctx, e->name, v))
			return everr(err, e->pos, "unknown name", e->name);
		return true;
	case E_SIZEOF:
		if (!env->size || !env->size(env->ctx, e->name, v))
			return everr(err, e->pos, "sizeof of an unknown tensor", e->name);
		return true;
	default:
		break;
	}
	if (!expr_eval(e->a, env, &a, err))
		return false;
	/* && and || short-circuit, as in C */
	if ((e->op == E_AND && !a) || (e->op == E_OR && a)) {
		*v = e->op == E_OR;
		return true;
	}
	if (e->b && !expr_eval(e->b, env, &b, err))
		return false;
	switch (e->op) {
	case E_NEG:
		if (a == INT64_MIN)
			return everr(err, e->pos, "64-bit overflow in '-'", NULL);
		*v = -a;
		return true;
	case E_NOT:
		*v = !a;
		return true;
	case E_ADD:
		if (__builtin_add_overflow(a, b, v))
			return everr(err, e->pos, "64-bit overflow in '+'", NULL);
		return true;
	case E_SUB:
		if (__builtin_sub_overflow(a, b, v))
			return everr(err, e->pos, "64-bit overflow in '-'", NULL);
		return true;
	case E_MUL:
		if (__builtin_mul_overflow(a, b, v))
			return everr(err, e->pos, "64-bit overflow in '*'", NULL);
		return true;
	case E_DIV:
	case E_MOD:
		if (b == 0)
			return everr(err, e->pos, "division by zero", NULL);
		if (a == INT64_MIN && b == -1)
			return everr(err, e->pos, "64-bit overflow in division", NULL);
		*v = e->op == E_DIV ? a / b : a % b;
		return true;
	case E_EQ:
		*v = a == b;
		return true;
	case E_NE:
		*v = a != b;
		return true;
	case E_LT:
		*v = a < b;
		return true;
	case E_LE:
		*v = a <= b;
		return true;
	case E_GT:
		*v = a > b;
		return true;
	case E_GE:
		*v = a >= b;
		return true;
	case E_AND:
	case E_OR:
		*v = b != 0;
		return true;
	default:
		break;
	}
	return everr(err, e->pos, "internal error: unknown operator", NULL);
}

/* the C operator of a comparison or logic node, or the helper of an arithmetic one */
static const char *cop(enum op op)
{
	static const char *const names[] = {
		[E_NEG] = "akr_neg", [E_NOT] = "!", [E_ADD] = "akr_add", [E_SUB] = "akr_sub", [E_MUL] = "akr_mul",
		[E_DIV] = "akr_div", [E_MOD] = "akr_mod", [E_EQ] = "==", [E_NE] = "!=", [E_LT] = "<",
		[E_LE] = "<=", [E_GT] = ">", [E_GE] = ">=", [E_AND] = "&&", [E_OR] = "||",
	};

	return names[op];
}

void expr_c(const struct expr *e, struct buf *out, void (*name)(void *ctx, const char *name, bool issize, struct buf *out),
	    void *ctx)
{
	switch (e->op) {
	case E_NUM:
		bufprintf(out, "INT64_C(%lld)", (long long)e->num);
		return;
	case E_SYM:
	case E_SIZEOF:
		name(ctx, e->name, e->op == E_SIZEOF, out);
		return;
	case E_NEG:
	case E_NOT:
		bufprintf(out, e->op == E_NOT ? "(%s" : "%s(", cop(e->op));
		expr_c(e->a, out, name, ctx);
		bufputs(out, e->op == E_NOT ? ")" : ", ok)");
		return;
	case E_ADD:
	case E_SUB:
	case E_MUL:
	case E_DIV:
	case E_MOD:
		bufprintf(out, "%s(", cop(e->op));
		expr_c(e->a, out, name, ctx);
		bufputs(out, ", ");
		expr_c(e->b, out, name, ctx);
		bufputs(out, ", ok)");
		return;
	default:
		bufputc(out, '(');
		expr_c(e->a, out, name, ctx);
		bufprintf(out, " %s ", cop(e->op));
		expr_c(e->b, out, name, ctx);
		bufputc(out, ')');
		return;
	}
}
