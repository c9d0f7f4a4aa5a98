/* check.h: the counting and the closing line every C test shares */
#ifndef AK_CHECK_H
#define AK_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#include "util.h"

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

/* make the directory "TMP/NAME.XXXXXX" (util.c's tempdir: $TMPDIR, else /tmp) in buf, n
 * bytes, and return buf; exit on failure. The suite runs each test with its own TMPDIR,
 * whose check then names what a test left behind. */
static inline char *check_tmpdir(char *buf, size_t n, const char *name)
{
	int k = snprintf(buf, n, "%s/%s.XXXXXX", tempdir(), name);

	if (k < 0 || (size_t)k >= n || !mkdtemp(buf)) {
		fprintf(stderr, "%s: cannot make a temporary directory\n", name);
		exit(2);
	}
	return buf;
}

/* print "N passed, M failed" and return the exit status */
static inline int check_done(void)
{
	printf("%d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}

#endif
