/* extract.c: the one CUDA source in a model's answer
 *
 * Fences are CommonMark's, read loosely: a line whose first non-blank text is
 * three or more backticks (or tildes) opens a block, with an info string
 * naming its language; a line of at least as many of the same character,
 * and nothing else, closes it. Backticks inside a line (a string literal, a
 * prose mention) are text. A code fence that never closes means the answer
 * was cut off: that is a verdict of its own, never a partial kernel. */
#include "extract.h"
#include "util.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BLOCKS 64

static const char *const names[] = {"OK", "NO_CODE", "TRUNCATED", "TOO_LARGE"};
static const char *const langs[] = {"", "cuda", "cu", "cuh", "cpp", "c++", "cxx", "cc", "c", "hpp", "h"};

const char *extract_outcome_name(enum xoutcome o)
{
	return o >= 0 && (size_t)o < AK_LEN(names) ? names[o] : "?";
}

/* a line [p, e) without its line end */
struct line {
	const char *p, *e;
};

/* the fence at the start of l: its character and length, 0 when none */
static size_t fence(struct line l, char *ch, const char **info)
{
	const char *p = l.p;
	size_t n = 0;

	while (p < l.e && (*p == ' ' || *p == '\t'))
		p++;
	if (p >= l.e || (*p != '`' && *p != '~'))
		return 0;
	*ch = *p;
	while (p + n < l.e && p[n] == *ch)
		n++;
	if (n < 3)
		return 0;
	*info = p + n;
	/* a backtick fence's info string holds no backtick */
	if (*ch == '`' && memchr(p + n, '`', (size_t)(l.e - (p + n))))
		return 0;
	return n;
}

/* whether the info string [s, e) names C, C++ or CUDA, or nothing */
static bool codelang(const char *s, const char *e)
{
	char w[16];
	size_t n = 0;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (s < e && !isspace((unsigned char)*s) && *s != '{') {
		if (n + 1 >= sizeof(w))
			return false;
		w[n++] = (char)tolower((unsigned char)*s++);
	}
	w[n] = '\0';
	for (size_t i = 0; i < AK_LEN(langs); i++)
		if (strcmp(w, langs[i]) == 0)
			return true;
	return false;
}

/* whether l closes a fence of n ch's */
static bool closes(struct line l, char ch, size_t n)
{
	const char *p = l.p;
	size_t k = 0;

	while (p < l.e && (*p == ' ' || *p == '\t'))
		p++;
	while (p < l.e && *p == ch)
		p++, k++;
	while (p < l.e && (*p == ' ' || *p == '\t'))
		p++;
	return k >= n && p == l.e;
}

static bool identch(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* whether s names the identifier id */
static bool names_ident(const char *s, const char *id)
{
	size_t n = strlen(id);

	for (const char *p = strstr(s, id); p; p = strstr(p + 1, id))
		if ((p == s || !identch(p[-1])) && !identch(p[n]))
			return true;
	return false;
}

int extract_code(const char *text, size_t len, const char *launcher, struct xresult *out)
{
	struct buf blocks[MAX_BLOCKS] = {{0}};
	int nb = 0, other = 0, pick = -1, named = 0;
	const char *p = text, *end = text + len;
	bool in = false, code = false, open = false;
	char ch = 0;
	size_t flen = 0;

	memset(out, 0, sizeof(*out));
	if (len > EXTRACT_MAX_INPUT) {
		out->outcome = XR_TOO_LARGE;
		snprintf(out->why, sizeof(out->why), "the answer has %zu bytes; at most %d are read", len, EXTRACT_MAX_INPUT);
		return -1;
	}
	while (p < end) {
		struct line l = {p, memchr(p, '\n', (size_t)(end - p))};
		const char *info;
		char c;
		size_t n;

		if (!l.e)
			l.e = end;
		p = l.e < end ? l.e + 1 : end;
		if (l.e > l.p && l.e[-1] == '\r')
			l.e--;
		if (in) {
			if (closes(l, ch, flen)) {
				in = false;
				/* an empty block is no candidate */
				if (code && strspn(blocks[nb].data, " \t\n") < blocks[nb].len)
					nb++;
				else if (code)
					buffree(&blocks[nb]);
			} else if (code) {
				bufadd(&blocks[nb], l.p, (size_t)(l.e - l.p));
				bufputc(&blocks[nb], '\n');
			}
			continue;
		}
		n = fence(l, &c, &info);
		if (!n)
			continue;
		in = true, ch = c, flen = n;
		code = codelang(info, l.e) && nb < MAX_BLOCKS;
		if (code)
			bufputs(&blocks[nb], "");
		else
			other++;
	}
	if (in && code) {
		open = true;
		buffree(&blocks[nb]);
	}
	out->nblocks = nb;
	if (open) {
		out->outcome = XR_TRUNCATED;
		snprintf(out->why, sizeof(out->why), "a code block opened and never closed: the answer was cut off%s",
			 nb ? " (a complete block before it is not taken)" : "");
	} else if (nb == 0) {
		out->outcome = XR_NO_CODE;
		snprintf(out->why, sizeof(out->why), "no fenced C, C++ or CUDA block%s",
			 other ? " (only blocks in other languages)" : "");
	} else {
		for (int i = 0; i < nb; i++) {
			bool has = launcher && *launcher && names_ident(blocks[i].data, launcher);

			if (has && !named)
				pick = -1;
			if (has)
				named++;
			if ((has || !named) && (pick < 0 || blocks[i].len > blocks[pick].len))
				pick = i;
		}
		out->outcome = XR_OK;
		out->chosen = pick + 1;
		out->source = xstrndup(blocks[pick].data, blocks[pick].len);
		if (nb == 1)
			snprintf(out->why, sizeof(out->why), "one code block");
		else if (named)
			snprintf(out->why, sizeof(out->why), "%d code blocks; took block %d, the %s that names %s", nb,
				 pick + 1, named > 1 ? "longest of those" : "one", launcher);
		else
			snprintf(out->why, sizeof(out->why), "%d code blocks, none naming the launcher; took block %d, the longest",
				 nb, pick + 1);
	}
	for (int i = 0; i < MAX_BLOCKS; i++)
		buffree(&blocks[i]);
	return out->outcome == XR_OK ? 0 : -1;
}

void extract_free(struct xresult *r)
{
	free(r->source);
	r->source = NULL;
}
