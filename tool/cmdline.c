/* cmdline.c: a recorded command line with no path of the machine it ran on
 * (cmdline.h): what bench/compare.py recorded as its argv, quoted as Python's
 * shlex.quote writes it, with every argument that names an absolute path (or
 * NAME=/an/absolute/path) by its file name */
#define _POSIX_C_SOURCE 200809L
#include "cmdline.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

/* The last component of path ("libakops.so" of "/tmp/x/libakops.so"), trailing
 * slashes ignored; "/" for the root. */
char *cmdline_filename(const char *path)
{
	size_t n = strlen(path), b;

	while (n > 1 && path[n - 1] == '/')
		n--;
	for (b = n; b > 0 && path[b - 1] != '/'; b--)
		;
	return b == n && n > 0 ? xstrdup("/") : xasprintf("%.*s", (int)(n - b), path + b);
}

/* The value of the shell word at *s (unquoted, '...' and "..." as shlex.quote and a
 * shell write them) into v: the end of the word, or NULL where a quote is not closed. */
static const char *shellword(const char *s, struct buf *v)
{
	v->len = 0;
	while (*s && *s != ' ' && *s != '\t' && *s != '\n') {
		char q = *s;

		if (q == '\'' || q == '"') {
			for (s++; *s && *s != q; s++) {
				if (q == '"' && *s == '\\' && s[1] && strchr("\"\\$`", s[1]))
					s++;
				bufadd(v, s, 1);
			}
			if (!*s)
				return NULL;
			s++;
		} else {
			if (q == '\\' && s[1])
				s++;
			bufadd(v, s, 1);
			s++;
		}
	}
	bufadd(v, "", 1);
	v->len--;
	return s;
}

/* An argument with no path of the machine it ran on: an absolute path by its file
 * name, and NAME=/an/absolute/path (--json=/root/out/x.json) by NAME= and the file
 * name; NULL when arg has none. */
static char *nopath(const char *arg)
{
	const char *eq = strchr(arg, '=');
	char *base, *s;

	if (arg[0] == '/')
		return cmdline_filename(arg);
	if (!eq || eq == arg || eq[1] != '/' || memchr(arg, '/', (size_t)(eq - arg)))
		return NULL;
	base = cmdline_filename(eq + 1);
	s = xasprintf("%.*s%s", (int)(eq - arg + 1), arg, base);
	free(base);
	return s;
}

/* s as a shell word, as Python's shlex.quote writes it. */
static void shellquote(struct buf *b, const char *s)
{
	static const char safe[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./_-";

	if (*s && strspn(s, safe) == strlen(s)) {
		bufputs(b, s);
		return;
	}
	bufputs(b, "'");
	for (; *s; s++) {
		if (*s == '\'')
			bufputs(b, "'\"'\"'");
		else
			bufadd(b, s, 1);
	}
	bufputs(b, "'");
}

/* The command compare.py recorded with every argument that names an absolute path
 * (nopath) by its file name, quoted as compare.py quotes; the rest as it is. From a
 * quote that does not close on, the command is kept as it is. */
char *cmdline_nopaths(const char *cmd)
{
	struct buf out = {0}, v = {0};
	const char *s = cmd, *end;

	while (*s) {
		char *np;

		if (*s == ' ' || *s == '\t' || *s == '\n') {
			bufadd(&out, s++, 1);
			continue;
		}
		end = shellword(s, &v);
		if (!end) {
			bufputs(&out, s);
			break;
		}
		np = nopath(v.data);
		if (np)
			shellquote(&out, np);
		else
			bufadd(&out, s, (size_t)(end - s));
		free(np);
		s = end;
	}
	bufadd(&out, "", 1);
	buffree(&v);
	return out.data;
}
