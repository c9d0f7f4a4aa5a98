/* hostcode.c: the host code nvcc's front end made of a candidate, before the
 * host compiler and its assembler see it
 *
 * `nvcc --cuda` writes the whole host translation unit: every header
 * expanded, device function bodies removed, nvcc's stubs and fat binary
 * added, line markers (# N "file") saying where each line came from. Assembly
 * at file scope or in host code runs at load time, switches sections or makes
 * the assembler read a file (.incbin, .include); none of it is a kernel's
 * business. So:
 *   - in the candidate's own lines, no asm statement at all;
 *   - in a system header's lines, only an asm label (a symbol name: the C
 *     library's renaming), since a candidate's macros can reach into a
 *     header's text;
 *   - in nvcc's fat binary (cand.fatbin.c), only the fat binary's directives.
 * The source check (static.c) keeps #line and GNU line markers from passing
 * the candidate's lines off as a header's or nvcc's. */
#define _GNU_SOURCE
#include "static.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum region { R_CAND, R_HEADER, R_FATBIN };

struct lexer {
	const char *s;
	size_t len, i;
	int line;		/* the line of the candidate's file, as the markers say */
	enum region reg;
	const char *cand, *cudaroot;
};

static bool startswith(const char *s, size_t n, const char *pre)
{
	size_t k = strlen(pre);

	return n >= k && strncmp(s, pre, k) == 0;
}

/* what a line marker's file is: the toolchain's, akgen's launcher header
 * and nvcc's own files (under lowered/, vbuild.c's keep directory) are
 * trusted, the rest is the candidate's */
static enum region classify(const struct lexer *x, const char *f, size_t n)
{
	size_t c = strlen(x->cand), stem = c > 3 && strcmp(x->cand + c - 3, ".cu") == 0 ? c - 3 : c;

	if (n > 0 && f[0] == '<')
		return R_HEADER;	/* <built-in>, <command-line> */
	if (startswith(f, n, "/usr/") || (x->cudaroot && *x->cudaroot && startswith(f, n, x->cudaroot)))
		return R_HEADER;
	if ((n == 10 && strncmp(f, "launcher.h", 10) == 0) || (n == 12 && strncmp(f, "./launcher.h", 12) == 0))
		return R_HEADER;
	if (startswith(f, n, "lowered/")) {
		f += 8;
		n -= 8;
	}
	if (n > stem && strncmp(f, x->cand, stem) == 0) {
		f += stem;
		n -= stem;
		if (n == 9 && strncmp(f, ".fatbin.c", 9) == 0)
			return R_FATBIN;
		if ((n == 12 && strncmp(f, ".cudafe1.cpp", 12) == 0) || (n == 15 && strncmp(f, ".cudafe1.stub.c", 15) == 0))
			return R_HEADER;
	}
	return R_CAND;
}

/* a line starting with '#': a line marker "# N "file" flags" or #pragma */
static void marker(struct lexer *x)
{
	const char *p = x->s + x->i, *end = memchr(p, '\n', x->len - x->i);
	size_t n = end ? (size_t)(end - p) : x->len - x->i;
	const char *q = p + 1;
	long ln;
	char *e;

	while (q < p + n && (*q == ' ' || *q == '\t'))
		q++;
	if (q + 4 < p + n && strncmp(q, "line", 4) == 0)
		q += 4;
	ln = strtol(q, &e, 10);
	if (e != q && e < p + n) {
		const char *f = memchr(e, '"', (size_t)(p + n - e)), *fe = f ? memchr(f + 1, '"', (size_t)(p + n - f - 1)) : NULL;

		x->line = (int)ln - 1;
		if (f && fe)
			x->reg = classify(x, f + 1, (size_t)(fe - f - 1));
	}
	x->i += n;
}

/* the next token's start, skipping blanks, newlines and markers */
static void skip(struct lexer *x)
{
	while (x->i < x->len) {
		char c = x->s[x->i];

		if (c == '\n') {
			x->line++;
			x->i++;
			if (x->i < x->len && x->s[x->i] == '#')
				marker(x);
		} else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
			x->i++;
		} else {
			return;
		}
	}
}

/* a string literal at x->i (with its encoding prefix skipped by the caller):
 * appended to val, escapes decoded for what a directive can hold */
static bool literal(struct lexer *x, struct buf *val)
{
	if (x->i >= x->len || x->s[x->i] != '"')
		return false;
	x->i++;
	while (x->i < x->len && x->s[x->i] != '"' && x->s[x->i] != '\n') {
		char c = x->s[x->i++];

		if (c == '\\' && x->i < x->len) {
			char e = x->s[x->i++];

			c = e == 'n' ? '\n' : e == 't' ? '\t' : e;
		}
		if (val)
			bufputc(val, c);
	}
	if (x->i < x->len && x->s[x->i] == '"')
		x->i++;
	return true;
}

static bool symbolname(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_' && *s != '.' && *s != '$' && *s != '@')
			return false;
	return true;
}

/* nvcc's fat binary: .section .nv_fatbin, "a" / .align 8 / fatbinData: /
 * .quad lists of hexadecimal words / .text */
static bool fatbintext(const char *s)
{
	static const char head[] = ".section .nv_fatbin, \"a\"\n.align 8\nfatbinData:\n";

	if (strncmp(s, head, sizeof(head) - 1) != 0)
		return false;
	s += sizeof(head) - 1;
	while (strncmp(s, ".quad ", 6) == 0) {
		s += 6;
		while (*s && *s != '\n') {
			if (!(isxdigit((unsigned char)*s) || *s == 'x' || *s == ',' || *s == ' '))
				return false;
			s++;
		}
		if (*s != '\n')
			return false;
		s++;
	}
	return strcmp(s, ".text\n") == 0;
}

/* an asm statement whose keyword was just read: its string operands, and
 * whether what region it is in allows them */
static int asmstmt(struct lexer *x, int line, enum region reg, struct buf *why)
{
	struct buf v = {0};
	bool paren, close = false;
	int bad = 0;

	skip(x);
	/* qualifiers */
	for (;;) {
		size_t k = x->i;

		while (k < x->len && (isalnum((unsigned char)x->s[k]) || x->s[k] == '_'))
			k++;
		if (k == x->i)
			break;
		x->i = k;
		skip(x);
	}
	paren = x->i < x->len && x->s[x->i] == '(';
	if (paren) {
		x->i++;
		skip(x);
		while (literal(x, &v))
			skip(x);
		close = x->i < x->len && x->s[x->i] == ')';
	}
	bufputs(&v, "");
	if (reg == R_CAND) {
		bufprintf(why, "line %d: assembly in host code or at file scope (asm%s%.60s%s): it runs, or makes the "
			  "assembler read files, outside any kernel; inline PTX belongs in device code\n", line,
			  paren ? "(\"" : "", v.data, paren ? "\"...)" : "");
		bad = 1;
	} else if (reg == R_FATBIN ? !(close && fatbintext(v.data)) : !(close && symbolname(v.data))) {
		bufprintf(why, "line %d of the host code: an assembly statement in %s text that is not %s (%.60s): the "
			  "candidate's macros changed it\n", line, reg == R_FATBIN ? "nvcc's fat binary" : "a system header's",
			  reg == R_FATBIN ? "the fat binary" : "a symbol name", v.data);
		bad = 1;
	}
	buffree(&v);
	return bad;
}

int static_hostcode(const char *ii, size_t len, const char *cand, const char *cudaroot, struct buf *why)
{
	struct lexer x = {.s = ii, .len = len, .line = 1, .reg = R_HEADER, .cand = cand, .cudaroot = cudaroot};
	int n = 0;

	if (len > 0 && ii[0] == '#')
		marker(&x);
	while (x.i < x.len) {
		char c;

		skip(&x);
		if (x.i >= x.len)
			break;
		c = x.s[x.i];
		if (isalpha((unsigned char)c) || c == '_') {
			size_t k = x.i;
			int line = x.line;
			enum region reg = x.reg;

			while (k < x.len && (isalnum((unsigned char)x.s[k]) || x.s[k] == '_'))
				k++;
			/* an encoding prefix or a raw string: u8"..", R"(..)" */
			if (k < x.len && x.s[k] == '"' && k - x.i <= 3) {
				if (x.s[k - 1] == 'R') {
					const char *close = strstr(x.s + k, ")\"");

					x.i = close ? (size_t)(close - x.s) + 2 : x.len;
					continue;
				}
				x.i = k;
				literal(&x, NULL);
				continue;
			}
			if ((k - x.i == 3 && strncmp(x.s + x.i, "asm", 3) == 0) ||
			    (k - x.i == 5 && strncmp(x.s + x.i, "__asm", 5) == 0) ||
			    (k - x.i == 7 && strncmp(x.s + x.i, "__asm__", 7) == 0)) {
				x.i = k;
				if (n < 16)
					n += asmstmt(&x, line, reg, why);
				else
					n++;
				continue;
			}
			x.i = k;
		} else if (c == '"') {
			literal(&x, NULL);
		} else if (c == '\'') {
			x.i++;
			while (x.i < x.len && x.s[x.i] != '\'' && x.s[x.i] != '\n')
				x.i += x.s[x.i] == '\\' ? 2 : 1;
			x.i++;
		} else if (isdigit((unsigned char)c)) {
			while (x.i < x.len && (isalnum((unsigned char)x.s[x.i]) || x.s[x.i] == '.' || x.s[x.i] == '\''))
				x.i++;
		} else {
			x.i++;
		}
	}
	return n;
}
