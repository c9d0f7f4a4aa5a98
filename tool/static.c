/* static.c: the checks on a candidate's source and object before anything runs
 *
 * The source is scanned with comments and literals blanked out, so that a
 * banned name in a comment is no offence and one in code cannot hide in a
 * string. Names a source could assemble (token pasting, macros) are caught
 * again in the object: nm lists what it calls and what it defines. */
#define _GNU_SOURCE	/* memmem */
#include "static.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void rulesfree1(struct rules *r)
{
	for (int i = 0; i < r->n; i++) {
		free(r->pat[i]);
		free(r->why[i]);
	}
	free(r->pat);
	free(r->why);
	memset(r, 0, sizeof(*r));
}

static int loadlist(const char *dir, const char *name, struct rules *r)
{
	char *path = pathjoin(dir, name);
	struct buf b = {0};
	char *line, *next;
	int lineno = 0;

	memset(r, 0, sizeof(*r));
	if (readfile(path, 1 << 20, &b) != 0) {
		warn("cannot read the rule list %s:", path);
		free(path);
		buffree(&b);
		return -1;
	}
	for (line = b.data; line && *line; line = next) {
		char *tab, *end;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		lineno++;
		end = line + strlen(line);
		while (end > line && (end[-1] == ' ' || end[-1] == '\r'))
			*--end = '\0';
		while (*line == ' ')
			line++;
		if (!*line || *line == '#')
			continue;
		tab = strchr(line, '\t');
		if (tab)
			*tab++ = '\0';
		if (strchr(line, ' ')) {
			warn("%s:%d: a rule is one name, then a tab and the reason", path, lineno);
			free(path);
			buffree(&b);
			rulesfree1(r);
			return -1;
		}
		r->pat = xreallocarray(r->pat, (size_t)r->n + 1, sizeof(r->pat[0]));
		r->why = xreallocarray(r->why, (size_t)r->n + 1, sizeof(r->why[0]));
		r->pat[r->n] = xstrdup(line);
		while (tab && (*tab == '\t' || *tab == ' '))
			tab++;
		r->why[r->n] = xstrdup(tab && *tab ? tab : "");
		r->n++;
	}
	free(path);
	buffree(&b);
	return 0;
}

int rules_load(const char *dir, struct ruleset *r)
{
	memset(r, 0, sizeof(*r));
	if (loadlist(dir, "includes.txt", &r->includes) || loadlist(dir, "banned.txt", &r->banned) ||
	    loadlist(dir, "undefined.txt", &r->undefined) || loadlist(dir, "defined.txt", &r->defined)) {
		rules_free(r);
		return -1;
	}
	return 0;
}

void rules_free(struct ruleset *r)
{
	rulesfree1(&r->includes);
	rulesfree1(&r->banned);
	rulesfree1(&r->undefined);
	rulesfree1(&r->defined);
}

/* '*' matches any run of characters; every other character itself */
static bool glob(const char *p, const char *s)
{
	const char *star = NULL, *back = NULL;

	while (*s) {
		if (*p == '*') {
			star = p++;
			back = s;
		} else if (*p == *s) {
			p++;
			s++;
		} else if (star) {
			p = star + 1;
			s = ++back;
		} else {
			return false;
		}
	}
	while (*p == '*')
		p++;
	return *p == '\0';
}

const char *rules_match(const struct rules *r, const char *name, bool *matched)
{
	/* the first entry that matches decides; !PATTERN reverses the verdict */
	for (int i = 0; i < r->n; i++) {
		bool neg = r->pat[i][0] == '!';

		if (glob(r->pat[i] + neg, name)) {
			*matched = !neg;
			return r->why[i];
		}
	}
	*matched = false;
	return NULL;
}

/* blank comments and string and character literals, keeping newlines so that
 * line numbers hold; the result has the same length */
static bool idchar(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '$';
}

/* translation phase 2: join lines that end in a backslash (gcc allows blanks
 * after it), moving the removed newlines to the end of the joined line so that
 * line numbers hold */
static char *splice(const char *src, size_t len, size_t *outlen)
{
	char *o = xmalloc(len + 1);
	size_t n = 0, owed = 0;

	for (size_t i = 0; i < len; i++) {
		if (src[i] == '\\') {
			size_t k = i + 1;

			while (k < len && (src[k] == ' ' || src[k] == '\t' || src[k] == '\r'))
				k++;
			if (k < len && src[k] == '\n') {
				owed++;
				i = k;
				continue;
			}
		}
		o[n++] = src[i];
		if (src[i] == '\n')
			for (; owed > 0; owed--)
				o[n++] = '\n';
	}
	o[n] = '\0';
	*outlen = n;
	return o;
}

static char *blank(const char *src, size_t len)
{
	char *s = xstrndup(src, len);
	size_t i = 0;

	while (i < len) {
		if (idchar(s[i]) && !(i > 0 && idchar(s[i - 1]))) {
			/* a word: an identifier, an encoding prefix or a pp-number, whose
			 * digit separators (1'000) are no character literals */
			size_t e = i;
			bool num = isdigit((unsigned char)s[i]);

			while (e < len) {
				if (idchar(s[e]) || (num && s[e] == '.'))
					e++;
				else if (num && s[e] == '\'' && e + 1 < len && idchar(s[e + 1]))
					e += 2;
				else if (num && (s[e] == '+' || s[e] == '-') && strchr("eEpP", s[e - 1]))
					e++;
				else
					break;
			}
			/* R", u8R", uR", UR", LR" start a raw string */
			if (!num && e < len && s[e] == '"' && s[e - 1] == 'R' &&
			    (e - i == 1 || (e - i == 2 && strchr("uUL", s[i])) || (e - i == 3 && s[i] == 'u' && s[i + 1] == '8'))) {
				i = e - 1;
			} else {
				i = e;
				continue;
			}
		}
		if (s[i] == '/' && i + 1 < len && s[i + 1] == '/') {
			while (i < len && s[i] != '\n')
				s[i++] = ' ';
		} else if (s[i] == '/' && i + 1 < len && s[i + 1] == '*') {
			s[i++] = ' ';
			s[i++] = ' ';
			while (i < len && !(s[i] == '*' && i + 1 < len && s[i + 1] == '/')) {
				if (s[i] != '\n')
					s[i] = ' ';
				i++;
			}
			for (int k = 0; k < 2 && i < len; k++)
				s[i++] = ' ';
		} else if (s[i] == 'R' && i + 1 < len && s[i + 1] == '"') {
			/* a raw string R"delim( ... )delim" */
			size_t d = i + 2, e;
			char close[24];

			while (d < len && s[d] != '(' && d - i < 18)
				d++;
			xsnprintf(close, sizeof(close), ")%.*s\"", (int)(d - i - 2), s + i + 2);
			e = d;
			while (e < len && strncmp(s + e, close, strlen(close)) != 0)
				e++;
			e = e < len ? e + strlen(close) : len;
			for (; i < e; i++)
				if (s[i] != '\n')
					s[i] = ' ';
		} else if (s[i] == '"' || s[i] == '\'') {
			char q = s[i];
			bool include = false;
			size_t h = i;

			/* the quoted name of an #include stays: it is checked, not blanked */
			while (h > 0 && s[h - 1] != '\n')
				h--;
			while (h < i && (s[h] == ' ' || s[h] == '\t'))
				h++;
			include = q == '"' && s[h] == '#';
			if (include) {
				i++;
				while (i < len && s[i] != '"' && s[i] != '\n')
					i++;
				i++;
				continue;
			}
			s[i++] = ' ';
			while (i < len && s[i] != q && s[i] != '\n') {
				if (s[i] == '\\' && i + 1 < len && s[i + 1] != '\n')
					s[i++] = ' ';
				s[i++] = ' ';
			}
			if (i < len && s[i] == q)
				s[i++] = ' ';
		} else {
			i++;
		}
	}
	return s;
}

/* the directives a candidate may use; the others change where the compiler
 * reads (#include_next, #import, #embed), what it attributes text to (GNU line
 * markers "# 12 \"file\"") or nothing a kernel needs (#ident, #assert) */
static const char *const directives[] = {
	"include", "define", "undef", "if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif",
	"pragma", "error", "warning", "line", NULL,
};
/* the pragmas a candidate may use: loop unrolling and diagnostics. Others
 * rename or weaken symbols (redefine_extname, weak), read files (GCC
 * dependency) or change code generation behind the flags (GCC optimize) */
static const char *const pragmas[] = {
	"unroll", "nounroll", "once", "nv_diag_suppress", "nv_diag_default", "nv_diag_warning", "nv_diag_once",
	"diag_suppress", "diag_default", "diag_warning", NULL,
};

static bool inlist(const char *const *list, const char *w, size_t n)
{
	for (int i = 0; list[i]; i++)
		if (strlen(list[i]) == n && strncmp(list[i], w, n) == 0)
			return true;
	return false;
}

static size_t wordlen(const char *p)
{
	size_t k = 0;

	while (isalnum((unsigned char)p[k]) || p[k] == '_')
		k++;
	return k;
}

static void include(const struct ruleset *r, const char *p, int lineno, struct buf *why, int *n)
{
	bool ok;
	char name[256];
	size_t k = 0;

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p == '"') {
		bufprintf(why, "line %d: a quoted #include: a candidate is one translation unit with system headers only\n",
			  lineno);
		(*n)++;
		return;
	}
	if (*p != '<') {
		bufprintf(why, "line %d: a computed #include: only #include <header> is allowed\n", lineno);
		(*n)++;
		return;
	}
	p++;
	while (*p && *p != '>' && *p != '\n' && k + 1 < sizeof(name))
		name[k++] = *p++;
	name[k] = '\0';
	if (*p && *p != '>' && *p != '\n') {
		bufprintf(why, "line %d: an #include of a name longer than %zu bytes\n", lineno, sizeof(name) - 1);
		(*n)++;
		return;
	}
	rules_match(&r->includes, name, &ok);
	if (!ok) {
		bufprintf(why, "line %d: #include <%s> is not on the allowed list (verify/rules/includes.txt)\n", lineno,
			  name);
		(*n)++;
	}
}

/* #line N "file": the name must not pass the candidate's text off as a system
 * header's or as nvcc's own (the host-code check trusts those) */
static void linedirective(const char *p, int lineno, struct buf *why, int *n)
{
	const char *q = strchr(p, '"'), *e = q ? strchr(q + 1, '"') : NULL;
	size_t len = e ? (size_t)(e - q - 1) : 0;

	if (!q)
		return;
	if (!e || len == 0 || q[1] == '/' || q[1] == '<' || memmem(q + 1, len, "..", 2) ||
	    memmem(q + 1, len, "cand.", 5) || memmem(q + 1, len, "launcher.h", 10) ||
	    (len >= 7 && strncmp(q + 1, "lowered", 7) == 0) || memchr(q + 1, '\\', len)) {
		bufprintf(why, "line %d: #line may name only a relative file of the candidate's own (no '..', no absolute "
			  "path, not nvcc's or akgen's files)\n", lineno);
		(*n)++;
	}
}

/* one directive line (from '#'); comments and literals are blanked, but the
 * first quoted name of the line stays */
static void directive(const struct ruleset *r, const char *line, int lineno, struct buf *why, int *n)
{
	const char *p = line + 1;
	size_t k;

	while (*p == ' ' || *p == '\t')
		p++;
	if (!*p)
		return;	/* the null directive */
	k = wordlen(p);
	if (k == 0 || isdigit((unsigned char)*p) || !inlist(directives, p, k)) {
		bufprintf(why, "line %d: the directive #%.*s is refused: only #include <header>, macros, conditionals, "
			  "#pragma unroll and diagnostics, #error, #warning and #line\n", lineno,
			  (int)(k ? k : strcspn(p, " \t")), p);
		(*n)++;
		return;
	}
	if (k == 7 && strncmp(p, "include", 7) == 0) {
		include(r, p + 7, lineno, why, n);
	} else if (k == 4 && strncmp(p, "line", 4) == 0) {
		linedirective(p + 4, lineno, why, n);
	} else if (k == 6 && strncmp(p, "pragma", 6) == 0) {
		const char *w = p + 6;
		size_t m;

		while (*w == ' ' || *w == '\t')
			w++;
		m = wordlen(w);
		if ((m == 3 && strncmp(w, "GCC", 3) == 0) || (m == 5 && strncmp(w, "clang", 5) == 0)) {
			const char *d = w + m;

			while (*d == ' ' || *d == '\t')
				d++;
			if (strncmp(d, "diagnostic", 10) == 0 && !isalnum((unsigned char)d[10]))
				return;
		}
		if (!inlist(pragmas, w, m)) {
			bufprintf(why, "line %d: #pragma %.*s is refused: only unroll, nounroll, once and diagnostics\n",
				  lineno, (int)(m ? m : strcspn(w, " \t")), w);
			(*n)++;
		}
	}
}

/* A function-like macro's parameters, from its #define line at p (the '#'), so
 * that its body's stringizing # can be told from a stray one; false for any
 * other line. At most AK_MAXPARAMS names are kept (a longer list: its # refused) */
#define AK_MAXPARAMS 64
struct params {
	const char *name[AK_MAXPARAMS];
	size_t len[AK_MAXPARAMS];
	int n;
};

static bool defineparams(const char *p, const char *end, struct params *pm)
{
	size_t k;

	pm->n = 0;
	for (p++; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	if (end - p < 6 || strncmp(p, "define", 6) != 0 || wordlen(p) != 6)
		return false;
	for (p += 6; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	p += wordlen(p);
	if (p >= end || *p != '(')
		return false;	/* an object-like macro: no parameters */
	for (p++; p < end && *p != ')'; p++) {
		if (*p == ' ' || *p == '\t' || *p == ',')
			continue;
		if (*p == '.' && end - p >= 3 && strncmp(p, "...", 3) == 0) {
			if (pm->n < AK_MAXPARAMS) {
				pm->name[pm->n] = "__VA_ARGS__";
				pm->len[pm->n++] = 11;
			}
			p += 2;
			continue;
		}
		if ((k = wordlen(p)) == 0)
			return true;
		if (pm->n < AK_MAXPARAMS) {
			pm->name[pm->n] = p;
			pm->len[pm->n++] = k;
		}
		p += k - 1;
	}
	return true;
}

/* whether the # at p (in a function-like macro's body, whose parameters pm
 * holds) stringizes a parameter: # then blanks then one of them */
static bool stringizes(const char *p, const char *end, const struct params *pm)
{
	size_t k;

	for (p++; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	k = p < end ? wordlen(p) : 0;
	for (int i = 0; k && i < pm->n; i++)
		if (pm->len[i] == k && strncmp(pm->name[i], p, k) == 0)
			return true;
	return false;
}

int static_source(const struct ruleset *r, const char *src, size_t len, struct buf *why)
{
	char *s;
	int n = 0, lineno = 1;
	size_t i = 0, dirhash = (size_t)-1, eol = 0;
	struct params pm = {0};
	bool fnmacro = false;

	if (memchr(src, '\0', len)) {
		bufputs(why, "the source holds a NUL byte\n");
		return 1;
	}
	{
		char *sp = splice(src, len, &len);

		s = blank(sp, len);
		free(sp);
	}
	while (i < len) {
		size_t start = i;
		bool linestart = i == 0 || s[i - 1] == '\n';

		if (linestart) {
			size_t k = i;
			const char *nl = memchr(s + i, '\n', len - i);

			eol = nl ? (size_t)(nl - s) : len;
			dirhash = (size_t)-1;
			fnmacro = false;
			while (k < len && (s[k] == ' ' || s[k] == '\t'))
				k++;
			if (k + 1 < len && s[k] == '%' && s[k + 1] == ':') {
				bufprintf(why, "line %d: a directive spelled with the digraph %%: is refused\n", lineno);
				n++;
				dirhash = k;
			} else if (k < len && s[k] == '#') {
				char *line = xstrndup(s + k, eol - k);

				directive(r, line, lineno, why, &n);
				free(line);
				dirhash = k;
				fnmacro = defineparams(s + k, s + eol, &pm);
			}
		}
		if (s[i] == '\n') {
			lineno++;
			i++;
		} else if (s[i] == '%' && i + 3 < len && s[i + 1] == ':' && s[i + 2] == '%' && s[i + 3] == ':') {
			bufprintf(why, "line %d: token pasting (%%:%%:) can assemble a banned name\n", lineno);
			n++;
			i += 4;
		} else if (s[i] == '#' && i + 1 < len && s[i + 1] == '#') {
			bufprintf(why, "line %d: token pasting (##) can assemble a banned name\n", lineno);
			n++;
			i += 2;
		} else if ((s[i] == '#' || (s[i] == '%' && i + 1 < len && s[i + 1] == ':')) && i != dirhash) {
			/* a # that neither begins a directive nor stringizes a parameter is
			 * a token a macro can put at a line's start, where nvcc's later
			 * passes take it for a directive these checks never read (#include,
			 * #pragma, #line: H include <...> after #define H #) */
			if (s[i] == '%' || !fnmacro || !stringizes(s + i, s + eol, &pm)) {
				bufprintf(why, "line %d: a '#' that neither begins a directive nor stringizes a macro's "
					  "parameter is refused (a macro's expansion can make a directive of it)\n", lineno);
				n++;
			}
			i += s[i] == '%' ? 2 : 1;
		} else if (isalpha((unsigned char)s[i]) || s[i] == '_') {
			char *tok;
			const char *reason;
			bool hit;

			while (i < len && (isalnum((unsigned char)s[i]) || s[i] == '_'))
				i++;
			tok = xstrndup(s + start, i - start);
			reason = rules_match(&r->banned, tok, &hit);
			if (hit) {
				bufprintf(why, "line %d: '%s' is banned%s%s\n", lineno, tok, *reason ? ": " : "", reason);
				n++;
			}
			free(tok);
		} else if (isdigit((unsigned char)s[i])) {
			/* a number's letters (1e5f, 0x1fu) are no names */
			while (i < len && (isalnum((unsigned char)s[i]) || s[i] == '.' || s[i] == '_'))
				i++;
		} else {
			i++;
		}
	}
	free(s);
	return n;
}

int static_symbols(const struct ruleset *r, const char *nm, const char *launcher, struct buf *why)
{
	const char *line = nm;
	bool launcherseen = false;
	int n = 0;

	/* nm -P: "NAME TYPE [VALUE [SIZE]]" a line */
	while (line && *line) {
		const char *nl = strchr(line, '\n');
		char name[512], subject[520], type = 0;
		size_t k = 0;
		const char *reason;
		bool hit;

		while (*line && *line != ' ' && *line != '\n' && k + 1 < sizeof(name))
			name[k++] = *line++;
		name[k] = '\0';
		if (*line && *line != ' ' && *line != '\n') {
			/* a name longer than name holds: refused, never cut to one allowed */
			bufprintf(why, "the object has a symbol whose name is longer than %zu bytes ('%.40s...')\n",
				  sizeof(name) - 1, name);
			n++;
			line = nl ? nl + 1 : NULL;
			continue;
		}
		if (*line == ' ')
			type = line[1];
		line = nl ? nl + 1 : NULL;
		if (!k || !type)
			continue;
		if (type == 'U' || type == 'w' || type == 'v') {
			/* a call out of the object */
			(void)rules_match(&r->undefined, name, &hit);
			if (!hit) {
				bufprintf(why, "the object calls '%s', which is not on the allowed list (verify/rules/undefined.txt)\n",
					  name);
				n++;
			}
			continue;
		}
		if (strcmp(name, launcher) == 0) {
			launcherseen = type == 'T';
			continue;
		}
		/* the subject is TYPE:NAME, so that the list can allow local code
		 * without allowing local data (verify/rules/README.md) */
		xsnprintf(subject, sizeof(subject), "%c:%s", type, name);
		reason = rules_match(&r->defined, subject, &hit);
		if (!hit) {
			bufprintf(why, "the object defines '%s' (%s), which is not on the allowed list (verify/rules/defined.txt)%s\n",
				  name, islower((unsigned char)type) ? "local" : "global",
				  strchr("bBdDgGsSrRcC", type) ? ": data that outlives a call can cache results" : "");
			n++;
		}
		(void)reason;
	}
	if (!launcherseen) {
		bufprintf(why, "the object does not define the launcher '%s' as an extern \"C\" function\n", launcher);
		n++;
	}
	return n;
}

/* the number after the words "key" in s, or -1 */
static int64_t numbefore(const char *s, const char *key)
{
	const char *p = strstr(s, key);
	const char *q;

	if (!p)
		return -1;
	q = p;
	while (q > s && q[-1] == ' ')
		q--;
	while (q > s && isdigit((unsigned char)q[-1]))
		q--;
	if (!isdigit((unsigned char)*q))
		return -1;
	return strtoll(q, NULL, 10);
}

void static_resources(const char *log, struct resources *res)
{
	const char *line = log;

	memset(res, 0, sizeof(*res));
	while (line && *line) {
		const char *nl = strchr(line, '\n');
		char *l = xstrndup(line, nl ? (size_t)(nl - line) : strlen(line));
		int64_t v;

		if (strstr(l, "Compiling entry function"))
			res->kernels++;
		if ((v = numbefore(l, " registers")) > res->registers)
			res->registers = v;
		if ((v = numbefore(l, " bytes smem")) > res->smem)
			res->smem = v;
		if ((v = numbefore(l, " bytes stack frame")) > res->stack)
			res->stack = v;
		if ((v = numbefore(l, " bytes spill stores")) > 0)
			res->spills += v;
		if ((v = numbefore(l, " bytes spill loads")) > 0)
			res->spills += v;
		free(l);
		line = nl ? nl + 1 : NULL;
	}
}

/* a section name's prefixes that run code at load or exit, whatever its
 * type says: the linker sorts .init_array.NNNNN (a priority) into .init_array */
static const char *const hooks[] = {".init_array", ".fini_array", ".preinit_array", ".ctors", ".dtors", ".init",
				    ".fini", ".rela.init_array", ".rela.fini_array", ".rela.preinit_array", ".rela.ctors",
				    ".rela.dtors", NULL};
/* what nvcc and the host compiler make writable for kernels and a launcher */
static const char *const writable[] = {".data", ".bss", ".nvFatBinSegment",
				       ".data.rel.local.DW.ref.__gxx_personality_v0", NULL};

static bool prefixed(const char *name, const char *pre)
{
	size_t n = strlen(pre);

	return strncmp(name, pre, n) == 0 && (name[n] == '\0' || name[n] == '.');
}

int static_sections(const char *readelf, struct buf *why)
{
	const char *line = readelf;
	bool stack = false;
	int n = 0;

	/* readelf -S -W: "  [Nr] Name Type Address Off Size ES Flg Lk Inf Al" */
	while (line && *line) {
		const char *nl = strchr(line, '\n'), *rb = strchr(line, ']');
		char name[256], type[64], flags[32] = "", f7[32];
		unsigned long size;
		int got;

		if (rb && (!nl || rb < nl) && strchr(line, '[') < rb &&
		    (got = sscanf(rb + 1, " %255s %63s %*s %*s %lx %*s %31s", name, type, &size, f7)) >= 3) {
			bool init = strcmp(name, ".init_array") == 0 && size == 8;
			bool hook = false;

			if (got == 4 && strspn(f7, "WAXMSILOGTCxoEDlp") == strlen(f7))
				xsnprintf(flags, sizeof(flags), "%s", f7);
			for (int i = 0; hooks[i]; i++)
				hook |= prefixed(name, hooks[i]);
			hook |= strcmp(type, "INIT_ARRAY") == 0 || strcmp(type, "FINI_ARRAY") == 0 ||
				strcmp(type, "PREINIT_ARRAY") == 0;
			if (hook && !init && strcmp(name, ".rela.init_array") != 0) {
				bufprintf(why, "the object has a section %s (%s, %lu bytes): code run at load or exit besides "
					  "nvcc's one registration entry\n", name, type, size);
				n++;
			} else if (strcmp(name, ".note.GNU-stack") == 0) {
				stack = true;
				if (strchr(flags, 'X')) {
					bufputs(why, "the object asks for an executable stack\n");
					n++;
				}
			} else if (strchr(flags, 'T')) {
				bufprintf(why, "the object has thread-local storage (%s): state that outlives a call\n", name);
				n++;
			} else if (strchr(flags, 'X') && strcmp(name, ".text") != 0 && !prefixed(name, ".text")) {
				bufprintf(why, "the object has an executable section %s: code goes in .text, where nvcc and "
					  "the compiler put it\n", name);
				n++;
			} else if (strchr(flags, 'W') && !init) {
				bool ok = false;

				for (int i = 0; writable[i]; i++)
					ok |= strcmp(name, writable[i]) == 0;
				if (!ok) {
					bufprintf(why, "the object has a writable section %s (%lu bytes) beyond nvcc's: data "
						  "that outlives a call can cache results\n", name, size);
					n++;
				}
			}
		}
		line = nl ? nl + 1 : NULL;
	}
	if (!stack) {
		bufputs(why, "the object has no .note.GNU-stack: the loader would make the stack executable\n");
		n++;
	}
	return n;
}

int static_insns(const char *objdump_d, struct buf *why)
{
	const char *line = objdump_d;
	int n = 0;

	while (line && *line) {
		const char *nl = strchr(line, '\n');
		char *l = xstrndup(line, nl ? (size_t)(nl - line) : strlen(line));
		const char *tab = strrchr(l, '\t');

		if (tab) {
			tab++;
			if (strncmp(tab, "syscall", 7) == 0 || strncmp(tab, "sysenter", 8) == 0 ||
			    strncmp(tab, "int ", 4) == 0 || strncmp(tab, "int\t", 4) == 0) {
				if (n < 8)
					bufprintf(why, "the host code holds the instruction '%s': a raw system call\n", tab);
				n++;
			}
		}
		free(l);
		line = nl ? nl + 1 : NULL;
	}
	return n;
}
