/* extract.h: the one CUDA source in a model's answer */
#ifndef AK_EXTRACT_H
#define AK_EXTRACT_H

#include <stddef.h>

/* the most of an answer extract reads */
#define EXTRACT_MAX_INPUT (1 << 20)

enum xoutcome {
	XR_OK,		/* one source, in source */
	XR_NO_CODE,	/* no fenced block of C, C++ or CUDA (or a bare one) */
	XR_TRUNCATED,	/* a code fence never closes: the answer was cut off */
	XR_TOO_LARGE,	/* the answer passed EXTRACT_MAX_INPUT */
};

struct xresult {
	enum xoutcome outcome;
	char *source;		/* allocated, LF line ends, ends in a newline; NULL unless XR_OK */
	int nblocks;		/* the code blocks found */
	int chosen;		/* which one, from 1; 0 when none */
	char why[200];		/* one line: what was found and which block was taken */
};

/* find the source in text[0..len): the fenced block (```cuda, cu, cuh, cpp, c++,
 * cxx, c or bare ```); of several, the one that names launcher (when given),
 * else the longest; returns 0 when the outcome is XR_OK, else -1 */
int extract_code(const char *text, size_t len, const char *launcher, struct xresult *out);
void extract_free(struct xresult *r);
/* "OK", "NO_CODE", "TRUNCATED", "TOO_LARGE" */
const char *extract_outcome_name(enum xoutcome o);

#endif
