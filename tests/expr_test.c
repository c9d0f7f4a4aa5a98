/* expr_test.c: the expression language of tool/expr.h as a table of cases:
 * parsing, typing, checked evaluation, error messages and their offsets, and the
 * limits on length and nesting */
#define _POSIX_C_SOURCE 200809L
#include "expr.h"
#include "util.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"


static void fail(const char *src, const char *fmt, ...) AK_PRINTF(2, 3);

static void fail(const char *src, const char *fmt, ...)
{
	va_list ap;

	failed++;
	fprintf(stderr, "FAIL '%.80s%s': ", src, strlen(src) > 80 ? "..." : "");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* ---------------------------------------------------------------- environment */

/* the symbols of a case, "a=1 b=-2"; tensors have fixed sizes */
struct env {
	const char *syms;
	int nsym, nsize;	/* how often each resolver was called */
};

static bool envsym(void *ctx, const char *name, int64_t *v)
{
	struct env *e = ctx;
	size_t n = strlen(name);

	e->nsym++;
	for (const char *p = e->syms; p && *p;) {
		const char *eq = strchr(p, '=');
		char *end;

		if (!eq)
			break;
		if ((size_t)(eq - p) == n && strncmp(p, name, n) == 0) {
			*v = strtoll(eq + 1, &end, 10);
			return true;
		}
		p = strchr(eq, ' ');
		if (!p)
			break;
		p++;
	}
	return false;
}

static bool envsize(void *ctx, const char *name, int64_t *v)
{
	static const struct {
		const char *name;
		int64_t size;
	} sizes[] = {{"x", 2}, {"w", 4}, {"idx", 8}};
	struct env *e = ctx;

	e->nsize++;
	for (size_t i = 0; i < AK_LEN(sizes); i++) {
		if (strcmp(sizes[i].name, name) == 0) {
			*v = sizes[i].size;
			return true;
		}
	}
	return false;
}

/* ---------------------------------------------------------------- cases */

enum want {
	VAL,	/* parses and evaluates to want, a number */
	COND,	/* parses and evaluates to want, a condition (0 or 1) */
	PARSE,	/* expr_parse fails with err at pos */
	EVAL,	/* parses, expr_eval fails with err at pos */
};

struct ecase {
	const char *src;
	const char *syms;
	enum want kind;
	int64_t want;
	const char *err;	/* a substring of the message */
	long pos;		/* the offset of the error; -1: not checked */
};

#define V(src, syms, v) {src, syms, VAL, v, NULL, 0}
#define C(src, syms, v) {src, syms, COND, v, NULL, 0}
#define PE(src, err, pos) {src, NULL, PARSE, 0, err, pos}
#define EE(src, syms, err, pos) {src, syms, EVAL, 0, err, pos}

static const struct ecase cases[] = {
	/* precedence and associativity, as in C */
	V("1+2*3", NULL, 7),
	V("(1+2)*3", NULL, 9),
	V("1*2+3", NULL, 5),
	V("2-3-4", NULL, -5),
	V("100/10/5", NULL, 2),
	V("2*3%4", NULL, 2),
	V("2+3%4*5", NULL, 17),
	V("7/2", NULL, 3),
	V("-7/2", NULL, -3),
	V("7/-2", NULL, -3),
	V("7%3", NULL, 1),
	V("-7%3", NULL, -1),
	V("7%-3", NULL, 1),
	V("0/5", NULL, 0),
	V("  ( ( 42 ) )  ", NULL, 42),
	V("\t3\t*\t4", NULL, 12),
	V("007", NULL, 7),
	V("9223372036854775807", NULL, INT64_MAX),
	V("-9223372036854775807 - 1", NULL, INT64_MIN),
	/* unary operators bind tighter than any binary one */
	V("-3", NULL, -3),
	V("--3", NULL, 3),
	V("- - 3", NULL, 3),
	V("2--3", NULL, 5),
	V("2 - -3", NULL, 5),
	V("-2*3", NULL, -6),
	V("-(2+3)*2", NULL, -10),
	V("-a", "a=5", -5),
	C("!(1 < 2)", NULL, 0),
	C("!!(1 < 2)", NULL, 1),
	C("!(a == 0)", "a=0", 0),
	/* comparisons */
	C("3 == 3", NULL, 1),
	C("3 != 3", NULL, 0),
	C("2 < 3", NULL, 1),
	C("3 < 3", NULL, 0),
	C("3 <= 3", NULL, 1),
	C("4 > 5", NULL, 0),
	C("5 >= 5", NULL, 1),
	C("5>=6", NULL, 0),
	C("1+2 == 3", NULL, 1),
	C("dim % 2 == 0", "dim=128", 1),
	C("dim % 2 == 0", "dim=127", 0),
	C("-1 < 0", NULL, 1),
	/* logic: && binds tighter than ||; both short-circuit */
	C("1 < 2 && 2 < 3", NULL, 1),
	C("1 < 2 && 3 < 2", NULL, 0),
	C("1 > 2 || 2 < 3", NULL, 1),
	C("1 > 2 || 3 < 2", NULL, 0),
	C("1 < 2 || 1 > 2 && 1 > 2", NULL, 1),
	C("1 > 2 && 1 > 2 || 1 < 2", NULL, 1),
	C("(1 < 2 || 1 > 2) && 1 > 2", NULL, 0),
	C("!(1 > 2) && !(2 > 3)", NULL, 1),
	C("n == 0 || 10 / n > 1", "n=0", 1),
	C("n == 0 || 10 / n > 1", "n=5", 1),
	C("n == 0 || 10 / n > 1", "n=20", 0),
	C("n != 0 && 10 / n > 1", "n=0", 0),
	C("n != 0 && 10 % n == 0", "n=0", 0),
	C("n == 0 || unknown > 1", "n=0", 1),
	C("n > 0 && 9223372036854775807 + n > 0", "n=0", 0),
	EE("n == 1 || 10 / n > 1", "n=0", "division by zero", 13),
	EE("n == 0 && 10 / n > 1", "n=0", "division by zero", 13),
	/* names and sizeof */
	V("rows", "rows=7", 7),
	V("rows * cols", "rows=7 cols=129", 903),
	V("sizeof(x)", NULL, 2),
	V("sizeof ( w )", NULL, 4),
	V("rows*sizeof(w) + sizeof(idx)", "rows=3", 20),
	V("2*rows*cols*sizeof(x) + cols*sizeof(w)", "rows=7 cols=129", 4128),
	V("_a1 + b_2", "_a1=1 b_2=2", 3),
	EE("rows", NULL, "unknown name 'rows'", 0),
	EE("1 + cols", "rows=1", "unknown name 'cols'", 4),
	EE("sizeof(y)", NULL, "sizeof of an unknown tensor 'y'", 7),
	EE("2 * sizeof( nope )", NULL, "sizeof of an unknown tensor 'nope'", 12),
	PE("sizeof", "found no '(' after sizeof", 6),
	PE("sizeof x", "found no '(' after sizeof", 7),
	PE("sizeof()", "found no tensor name in sizeof()", 7),
	PE("sizeof(1)", "found no tensor name in sizeof()", 7),
	PE("sizeof(x", "found no ')' to close sizeof(", 8),
	PE("sizeof(x y)", "found no ')' to close sizeof(", 9),
	/* checked arithmetic: overflow is an error, never a wrapped value */
	EE("9223372036854775807 + 1", NULL, "64-bit overflow in '+'", 20),
	EE("big + big", "big=4611686018427387904", "64-bit overflow in '+'", 4),
	EE("-9223372036854775807 - 2", NULL, "64-bit overflow in '-'", 21),
	EE("0 - big - big - 1", "big=4611686018427387904", "64-bit overflow in '-'", 14),
	EE("4294967296 * 4294967296", NULL, "64-bit overflow in '*'", 11),
	EE("rows*rows*rows*rows", "rows=1048576", "64-bit overflow in '*'", 14),
	EE("-(-9223372036854775807 - 1)", NULL, "64-bit overflow in '-'", 0),
	EE("-m", "m=-9223372036854775808", "64-bit overflow in '-'", 0),
	EE("(-9223372036854775807 - 1) / -1", NULL, "64-bit overflow in division", 27),
	EE("(-9223372036854775807 - 1) % -1", NULL, "64-bit overflow in division", 27),
	EE("m / (0 - 1)", "m=-9223372036854775808", "64-bit overflow in division", 2),
	V("(-9223372036854775807 - 1) / 1", NULL, INT64_MIN),
	V("4294967296 * 2147483647", NULL, INT64_C(9223372032559808512)),
	/* division and modulo by zero */
	EE("1/0", NULL, "division by zero", 1),
	EE("1 % 0", NULL, "division by zero", 2),
	EE("n / (n - n)", "n=3", "division by zero", 2),
	EE("0 / 0", NULL, "division by zero", 2),
	/* integer literals */
	PE("9223372036854775808", "found an integer literal out of 64-bit range", 0),
	PE("1 + 99999999999999999999", "found an integer literal out of 64-bit range", 4),
	PE("-9223372036854775808", "found an integer literal out of 64-bit range", 1),
	PE("2x", "found 'x' after a number", 1),
	PE("1.5", "found '.' after a number", 1),
	PE("1e6", "found 'e' after a number", 1),
	PE("0x10", "found 'x' after a number", 1),
	/* types: numbers and conditions do not mix */
	PE("(a < b) + 1", "found a condition where + needs a number", 3),
	PE("1 + (a < b)", "found a condition where + needs a number", 7),
	PE("(a < b) * 2", "found a condition where * needs a number", 3),
	PE("-(a < b)", "found a condition where '-' needs a number", 4),
	PE("(a < b) < 1", "found a condition where < needs a number", 3),
	PE("(a < b) == (c < d)", "found a condition where == needs a number", 3),
	PE("!5", "found a number where '!' needs a condition", 1),
	PE("!a", "found a number where '!' needs a condition", 1),
	PE("!a < b", "found a number where '!' needs a condition", 1),
	PE("a && 3", "found a number where && needs a condition", 0),
	PE("1 < 2 && 3", "found a number where && needs a condition", 9),
	PE("3 && a < b", "found a number where && needs a condition", 0),
	PE("a < b || 3", "found a number where || needs a condition", 9),
	PE("a || b", "found a number where || needs a condition", 0),
	/* chained comparisons are refused, not read as (a < b) < c */
	PE("a < b < c", "found a chained comparison at '<', expected && between comparisons", 6),
	PE("a == b == c", "found a chained comparison at '=='", 7),
	PE("1 <= x <= 3", "found a chained comparison at '<='", 7),
	PE("a < b != c", "found a chained comparison at '!='", 6),
	PE("a > b >= c", "found a chained comparison at '>='", 6),
	/* junk, empty input, unbalanced parentheses */
	PE("1 2", "found '2' after a complete expression", 2),
	PE("a b", "found 'b' after a complete expression", 2),
	PE("a = b", "found '=' after a complete expression", 2),
	PE("a & b", "found '&' after a complete expression", 2),
	PE("a | b", "found '|' after a complete expression", 2),
	PE("a ||| b", "found '|', expected a number, a name or '('", 4),
	PE("a << b", "found '<', expected a number, a name or '('", 3),
	PE("1 +* 2", "found '*', expected a number, a name or '('", 3),
	PE("rows * * cols", "found '*', expected a number, a name or '('", 7),
	PE("a $ b", "found '$' after a complete expression", 2),
	PE("$", "found '$', expected a number, a name or '('", 0),
	PE("rows\ncols", "found '\n' after a complete expression", 4),
	PE("", "found the end of the expression", 0),
	PE("   ", "found the end of the expression", 3),
	PE("1 +", "found the end of the expression", 3),
	PE("-", "found the end of the expression", 1),
	PE("!", "found the end of the expression", 1),
	PE("(", "found the end of the expression", 1),
	PE("()", "found ')', expected a number, a name or '('", 1),
	PE("(1+2", "found no ')'", 0),
	PE("((1+2)", "found no ')'", 0),
	PE("(1+(2", "found no ')'", 3),
	PE("1+2)", "found ')' after a complete expression", 3),
	PE(")(", "found ')', expected a number, a name or '('", 0),
	PE("(1))", "found ')' after a complete expression", 3),
};

static void runcase(const struct ecase *c)
{
	struct env env = {c->syms, 0, 0};
	struct exprenv ee = {envsym, envsize, &env};
	struct exprerr err;
	struct expr *e;
	int64_t v = 0;
	bool ok;

	e = expr_parse(c->src, &err);
	if (c->kind == PARSE) {
		if (e) {
			fail(c->src, "parsed, want the error '%s' at %ld", c->err, c->pos);
			expr_free(e);
			return;
		}
		goto checkerr;
	}
	if (!e) {
		fail(c->src, "parse error '%s' at %zu, want it to parse", err.msg, err.pos);
		return;
	}
	if (c->kind != EVAL && expr_isbool(e) != (c->kind == COND)) {
		fail(c->src, "expr_isbool says %s, want %s", expr_isbool(e) ? "condition" : "number",
		     c->kind == COND ? "condition" : "number");
		expr_free(e);
		return;
	}
	ok = expr_eval(e, &ee, &v, &err);
	expr_free(e);
	if (c->kind == EVAL) {
		if (ok) {
			fail(c->src, "evaluated to %" PRId64 ", want the error '%s' at %ld", v, c->err, c->pos);
			return;
		}
		goto checkerr;
	}
	if (!ok) {
		fail(c->src, "eval error '%s' at %zu, want %" PRId64, err.msg, err.pos, c->want);
		return;
	}
	if (v != c->want) {
		fail(c->src, "evaluated to %" PRId64 ", want %" PRId64, v, c->want);
		return;
	}
	passed++;
	return;
checkerr:
	if (!strstr(err.msg, c->err)) {
		fail(c->src, "error '%s', want one containing '%s'", err.msg, c->err);
		return;
	}
	if (c->pos >= 0 && err.pos != (size_t)c->pos) {
		fail(c->src, "error '%s' at offset %zu, want offset %ld", err.msg, err.pos, c->pos);
		return;
	}
	passed++;
}

/* ---------------------------------------------------------------- generated input */

/* n copies of s, then mid, then n copies of t; allocated */
static char *wrap(const char *s, size_t n, const char *mid, const char *t)
{
	struct buf b = {0};

	for (size_t i = 0; i < n; i++)
		bufputs(&b, s);
	bufputs(&b, mid);
	for (size_t i = 0; t && i < n; i++)
		bufputs(&b, t);
	return b.data;
}

/* "1+1+...+1" of exactly len characters (len odd) */
static char *sum(size_t len)
{
	struct buf b = {0};

	bufputc(&b, '1');
	while (b.len < len)
		bufputs(&b, "+1");
	return b.data;
}

static void genvalue(char *src, enum want kind, int64_t want)
{
	struct ecase c = {src, NULL, kind, want, NULL, 0};

	runcase(&c);
	free(src);
}

static void generror(char *src, const char *err, long pos)
{
	struct ecase c = {src, NULL, PARSE, 0, err, pos};

	runcase(&c);
	free(src);
}

static void test_limits(void)
{
	char *s;

	/* length: 1024 characters are allowed, 1025 are not */
	genvalue(sum(1023), VAL, 512);
	s = sum(1023);
	s = xrealloc(s, 1025);
	memcpy(s + 1023, " ", 2);
	genvalue(s, VAL, 512);
	generror(sum(1025), "longer than 1024 characters", 0);
	generror(wrap("(", 2000, "1", ")"), "longer than 1024 characters", 0);
	/* nesting: 64 levels of parentheses or unary operators are allowed, 65
	 * are an error (and never a stack overflow) */
	genvalue(wrap("(", 64, "7", ")"), VAL, 7);
	generror(wrap("(", 65, "7", ")"), "nested too deep", 64);
	generror(wrap("(", 500, "7", ")"), "nested too deep", 64);
	generror(wrap("(", 1000, "", NULL), "nested too deep", 64);
	genvalue(wrap("-", 64, "7", NULL), VAL, 7);
	generror(wrap("-", 65, "7", NULL), "nested too deep", 64);
	generror(wrap("-", 1000, "7", NULL), "nested too deep", 64);
	generror(wrap("!", 1000, "(1<2)", NULL), "nested too deep", 64);
	generror(wrap("-(", 40, "7", ")"), "nested too deep", -1);
	/* a long flat chain is neither too deep nor slow */
	genvalue(wrap("1*", 300, "1", NULL), VAL, 1);
	genvalue(wrap("0<1&&", 100, "1<2", NULL), COND, 1);
	genvalue(wrap("1<0||", 100, "2<1", NULL), COND, 0);
}

/* ---------------------------------------------------------------- names */

struct seen {
	char names[8][16];
	bool issize[8];
	size_t pos[8];
	int n, stopat;
};

static bool onname(void *ctx, const char *name, bool issize, size_t pos)
{
	struct seen *s = ctx;

	if (s->n < 8) {
		snprintf(s->names[s->n], sizeof(s->names[0]), "%s", name);
		s->issize[s->n] = issize;
		s->pos[s->n] = pos;
	}
	s->n++;
	return s->n != s->stopat;
}

static void test_names(void)
{
	static const char *const src = "rows*sizeof(x) + cols - sizeof( rows ) + -k";
	static const struct {
		const char *name;
		bool issize;
		size_t pos;
	} want[] = {{"rows", false, 0}, {"x", true, 12}, {"cols", false, 17}, {"rows", true, 32}, {"k", false, 42}};
	struct seen s = {.stopat = -1};
	struct exprerr err;
	struct expr *e = expr_parse(src, &err);

	if (!e) {
		fail(src, "parse error '%s' at %zu", err.msg, err.pos);
		return;
	}
	if (!expr_names(e, onname, &s) || s.n != (int)AK_LEN(want)) {
		fail(src, "expr_names reported %d names, want %zu and true", s.n, AK_LEN(want));
	} else {
		bool ok = true;

		for (size_t i = 0; i < AK_LEN(want); i++) {
			if (strcmp(s.names[i], want[i].name) != 0 || s.issize[i] != want[i].issize ||
			    s.pos[i] != want[i].pos) {
				fail(src, "name %zu is '%s' (issize %d, at %zu), want '%s' (issize %d, at %zu)", i,
				     s.names[i], s.issize[i], s.pos[i], want[i].name, want[i].issize, want[i].pos);
				ok = false;
			}
		}
		if (ok)
			passed++;
	}
	/* the callback stops the walk */
	memset(&s, 0, sizeof(s));
	s.stopat = 2;
	if (expr_names(e, onname, &s) || s.n != 2)
		fail(src, "expr_names went on after the callback said stop (%d calls)", s.n);
	else
		passed++;
	expr_free(e);

	/* an expression without names */
	e = expr_parse("1 + 2 * 3 < 4", &err);
	memset(&s, 0, sizeof(s));
	s.stopat = -1;
	if (!e || !expr_names(e, onname, &s) || s.n != 0)
		fail("1 + 2 * 3 < 4", "want no names, got %d", s.n);
	else
		passed++;
	expr_free(e);
}

/* evaluating with no resolvers at all reports the name, never crashes */
static void test_noenv(void)
{
	struct exprenv none = {NULL, NULL, NULL};
	struct exprerr err;
	struct expr *e = expr_parse("1 + sizeof(x)", &err);
	int64_t v;

	if (!e || expr_eval(e, &none, &v, &err) || !strstr(err.msg, "sizeof of an unknown tensor 'x'"))
		fail("1 + sizeof(x)", "want an error without resolvers, got '%s'", e ? err.msg : "a parse error");
	else
		passed++;
	expr_free(e);
	e = expr_parse("rows", &err);
	if (!e || expr_eval(e, &none, &v, &err) || !strstr(err.msg, "unknown name 'rows'"))
		fail("rows", "want an error without resolvers, got '%s'", e ? err.msg : "a parse error");
	else
		passed++;
	expr_free(e);
}

/* && and || never call the resolvers for the side they skip */
static void test_shortcircuit(void)
{
	struct env env = {"n=0", 0, 0};
	struct exprenv ee = {envsym, envsize, &env};
	struct exprerr err;
	struct expr *e = expr_parse("n == 0 || sizeof(x) / n > rows", &err);
	int64_t v = -1;

	if (!e || !expr_eval(e, &ee, &v, &err) || v != 1 || env.nsym != 1 || env.nsize != 0)
		fail("n == 0 || sizeof(x) / n > rows", "got %" PRId64 " with %d symbol and %d size lookups, want 1, 1, 0",
		     v, env.nsym, env.nsize);
	else
		passed++;
	expr_free(e);
}

int main(void)
{
	argv0 = "expr_test";
	for (size_t i = 0; i < AK_LEN(cases); i++)
		runcase(&cases[i]);
	test_limits();
	test_names();
	test_noenv();
	test_shortcircuit();
	return check_done();
}
