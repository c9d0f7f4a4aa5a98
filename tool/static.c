/* static.c: the checks on a candidate's source and object before anything runs
 *
 * The source is scanned with comments and literals blanked out, so that a
 * banned name in a comment is no offence and one in code cannot hide in a
 * string. Names a source could assemble (token pasting, macros) are caught
 * again in the object: nm lists what it calls and what it defines. */
#define _POSIX_C_SOURCE 200809L
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
			snprintf(close, sizeof(close), ")%.*s\"", (int)(d - i - 2), s + i + 2);
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

static void include(const struct ruleset *r, const char *line, int lineno, struct buf *why, int *n)
{
	const char *p = line;
	bool ok;
	char name[256];
	size_t k = 0;

	while (*p == ' ' || *p == '\t' || *p == '#')
		p++;
	if (strncmp(p, "import", 6) == 0) {
		bufprintf(why, "line %d: #import is refused: only #include <header>\n", lineno);
		(*n)++;
		return;
	}
	if (strncmp(p, "include", 7) != 0)
		return;
	p += 7;
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
	rules_match(&r->includes, name, &ok);
	if (!ok) {
		bufprintf(why, "line %d: #include <%s> is not on the allowed list (verify/rules/includes.txt)\n", lineno,
			  name);
		(*n)++;
	}
}

int static_source(const struct ruleset *r, const char *src, size_t len, struct buf *why)
{
	char *s;
	int n = 0, lineno = 1;
	size_t i = 0;

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

			while (k < len && (s[k] == ' ' || s[k] == '\t'))
				k++;
			if (k + 1 < len && s[k] == '%' && s[k + 1] == ':') {
				bufprintf(why, "line %d: a directive spelled with the digraph %%: is refused\n", lineno);
				n++;
			} else if (k < len && s[k] == '#') {
				const char *nl = memchr(s + k, '\n', len - k);
				char *line = xstrndup(s + k, nl ? (size_t)(nl - (s + k)) : len - k);

				include(r, line, lineno, why, &n);
				free(line);
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
		if (*line == ' ')
			type = line[1];
		line = nl ? nl + 1 : NULL;
		if (!k || !type)
			continue;
		if (type == 'U' || type == 'w' || type == 'v') {
			/* a call out of the object */
			reason = rules_match(&r->undefined, name, &hit);
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
		snprintf(subject, sizeof(subject), "%c:%s", type, name);
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

int static_sections(const char *objdump_h, struct buf *why)
{
	const char *line = objdump_h;
	int n = 0;

	/* objdump -h: "  IDX NAME SIZE VMA LMA OFF ALIGN" */
	while (line && *line) {
		const char *nl = strchr(line, '\n');
		char name[256];
		unsigned long size;
		int idx;

		if (sscanf(line, " %d %255s %lx", &idx, name, &size) == 3) {
			bool init = strcmp(name, ".init_array") == 0;

			if ((init && size != 8) || (!init && (strcmp(name, ".fini_array") == 0 || strcmp(name, ".ctors") == 0 ||
							      strcmp(name, ".dtors") == 0 || strcmp(name, ".preinit_array") == 0))) {
				bufprintf(why, "the object has a %s section of %lu bytes: code run at load or exit besides "
					  "nvcc's one registration entry\n", name, size);
				n++;
			}
		}
		line = nl ? nl + 1 : NULL;
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
