/* fuzz_expr.c: libFuzzer target over the expression parser and evaluator */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "expr.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* every name is known, with a value taken from its first letter, so that
 * evaluation reaches overflow and division paths */
static bool sym(void *ctx, const char *name, int64_t *v)
{
	(void)ctx;
	*v = name[0] == 'z' ? 0 : name[0] == 'm' ? INT64_MAX : name[0] == 'n' ? INT64_MIN : name[0] - 'a';
	return name[0] != 'u';
}

static bool size(void *ctx, const char *name, int64_t *v)
{
	(void)ctx;
	*v = 2;
	return name[0] != 'u';
}

static bool count(void *ctx, const char *name, bool issize, size_t pos)
{
	(void)name;
	(void)issize;
	(void)pos;
	return ++*(int *)ctx < 1000;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size_)
{
	struct exprenv env = {sym, size, NULL};
	struct exprerr err;
	struct expr *e;
	char *s = malloc(size_ + 1);
	int64_t v;
	int n = 0;

	if (!s)
		return 0;
	memcpy(s, data, size_);
	s[size_] = '\0';
	e = expr_parse(s, &err);
	if (e) {
		expr_names(e, count, &n);
		expr_eval(e, &env, &v, &err);
		expr_free(e);
	}
	free(s);
	return 0;
}
