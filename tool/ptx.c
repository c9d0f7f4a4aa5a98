/* ptx.c: the PTX nvcc made of a candidate's device code
 *
 * Device code leaves no host symbol, so nm cannot see what it declares or
 * calls; the PTX can. At module scope (outside every function body) a
 * candidate may declare its kernels and device functions and shared memory;
 * nothing else: a .global, .const or .local variable is state that outlives a
 * launch (a cache across calls, whatever the source spelled: a __device__
 * variable, a declaration in inline PTX), and an .extern function is a call
 * out of the candidate: device printf (vprintf), the device heap (malloc,
 * free, __nv_aligned_device_malloc, operator new), __assertfail. */
#include "static.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* the directives a module-scope statement may start with, after any of
 * .visible, .weak, .extern (which only .shared may take) */
static const char *const allowed[] = {
	".version", ".target", ".address_size", ".file", ".entry", ".func", ".shared", ".pragma",
	/* a kernel's performance directives, between its signature and its body */
	".maxntid", ".reqntid", ".minnctapersm", ".maxnctapersm", ".maxnreg", ".noreturn", ".explicitcluster",
	".reqnctapercluster", ".maxclusterrank", ".blocksareclusters", NULL,
};

static size_t word(const char *s, size_t i, size_t len)
{
	size_t k = i;

	if (k < len && s[k] == '.')
		k++;
	while (k < len && (isalnum((unsigned char)s[k]) || s[k] == '_' || s[k] == '$'))
		k++;
	return k - i;
}

/* one module-scope statement starting at s[i]; returns problems found */
static int statement(const char *s, size_t i, size_t len, int line, struct buf *why)
{
	bool ext = false, ok = false;
	size_t w;
	char kind[32] = "";

	for (;;) {
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		w = word(s, i, len);
		if (w == 0 || s[i] != '.')
			break;
		if ((w == 8 && strncmp(s + i, ".visible", 8) == 0) || (w == 5 && strncmp(s + i, ".weak", 5) == 0)) {
			i += w;
			continue;
		}
		if (w == 7 && strncmp(s + i, ".extern", 7) == 0) {
			ext = true;
			i += w;
			continue;
		}
		/* a word too long for kind is no directive allowed, never cut to one */
		if (!snprintfok(kind, sizeof(kind), "%.*s", (int)w, s + i))
			xsnprintf(kind, sizeof(kind), "(a word of %zu bytes)", w);
		break;
	}
	if (!kind[0])
		return 0;	/* not a directive: the tail of one, or a label */
	for (int k = 0; allowed[k]; k++)
		if (strcmp(kind, allowed[k]) == 0)
			ok = true;
	if (ext && strcmp(kind, ".shared") != 0)
		ok = false;
	if (!ext && strcmp(kind, ".section") == 0) {
		/* -lineinfo's DWARF: .section .debug_str { ... } */
		size_t j = i + w;

		while (j < len && (s[j] == ' ' || s[j] == '\t'))
			j++;
		ok = len - j > 7 && strncmp(s + j, ".debug_", 7) == 0;
	}
	if (ok)
		return 0;
	if (ext && strcmp(kind, ".func") == 0) {
		/* the callee's name: the last word before '(' after the return list */
		const char *p = s + i, *end = memchr(p, ';', len - i);
		char name[96] = "?";

		for (const char *q = p + w; end && q < end; q++) {
			if (*q == ')' || *q == ' ' || *q == '\t') {
				const char *n = q + 1;
				size_t k = 0;

				while (n < end && (*n == ' ' || *n == '\t'))
					n++;
				while (n + k < end && (isalnum((unsigned char)n[k]) || n[k] == '_' || n[k] == '$'))
					k++;
				if (k > 0 && (n + k >= end || n[k] == '(' || n[k] == ' ' || n[k] == ';')) {
					snprintf(name, sizeof(name), "%.*s", (int)k, n);
					break;
				}
			}
		}
		bufprintf(why, "PTX line %d: the device code calls the external function %s (device printf is vprintf; "
			  "malloc, free and new are the device heap, state that outlives a launch)\n", line, name);
	} else {
		bufprintf(why, "PTX line %d: a module-scope %s%s declaration: device state that outlives a launch, or a "
			  "way out of the kernel; a candidate declares only its functions and shared memory\n", line,
			  ext ? ".extern " : "", kind);
	}
	return 1;
}

int static_ptx(const char *ptx, size_t len, struct buf *why)
{
	int depth = 0, paren = 0, line = 1, n = 0;
	bool start = true;	/* at the start of a statement */

	for (size_t i = 0; i < len; i++) {
		char c = ptx[i];

		if (c == '\n') {
			/* module-scope directives (.version, .target) end at the line */
			line++;
			if (depth == 0 && paren == 0)
				start = true;
			continue;
		}
		if (c == '(' || c == ')') {
			paren += c == '(' ? 1 : paren > 0 ? -1 : 0;
			start = false;
			continue;
		}
		if (c == '/' && i + 1 < len && ptx[i + 1] == '/') {
			while (i < len && ptx[i] != '\n')
				i++;
			i--;
			continue;
		}
		if (c == '/' && i + 1 < len && ptx[i + 1] == '*') {
			for (i += 2; i + 1 < len && !(ptx[i] == '*' && ptx[i + 1] == '/'); i++)
				line += ptx[i] == '\n';
			i++;
			continue;
		}
		if (c == '"') {
			for (i++; i < len && ptx[i] != '"' && ptx[i] != '\n'; i++)
				;
			continue;
		}
		if (c == '{') {
			depth++;
			start = true;
			continue;
		}
		if (c == '}') {
			depth = depth > 0 ? depth - 1 : 0;
			start = true;
			continue;
		}
		if (c == ';') {
			start = true;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\r')
			continue;
		if (start && depth == 0 && n < 16)
			n += statement(ptx, i, len, line, why);
		start = false;
	}
	return n;
}
