/* check.h: the counting and the closing line every C test shares */
#ifndef AK_CHECK_H
#define AK_CHECK_H

#include <stdio.h>

static int passed, failed;

/* count cond; when false, say where and why */
#define CHECK(cond, ...)                                                                                        \
	do {                                                                                                    \
		if (cond) {                                                                                     \
			passed++;                                                                               \
		} else {                                                                                        \
			failed++;                                                                               \
			fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                        \
			fprintf(stderr, __VA_ARGS__);                                                           \
			fputc('\n', stderr);                                                                    \
		}                                                                                               \
	} while (0)

/* print "N passed, M failed" and return the exit status */
static inline int check_done(void)
{
	printf("%d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}

#endif
