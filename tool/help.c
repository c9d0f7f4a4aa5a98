/* help.c: the one reference of akgen's command line, printed from the table
 * of commands (main.c) and the exit statuses (exitcode.h): `akgen help`,
 * `akgen help CMD` (and `akgen CMD --help`), and docs/cli.md, which is
 * `akgen help --markdown` (tests/cli_test.sh fails when they differ) */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "util.h"

static const struct {
	int status;
	const char *meaning;
} exits[] = {
#define AK_EXIT_DOC(name, status, meaning) {status, meaning},
	AK_EXIT_CODES(AK_EXIT_DOC)
#undef AK_EXIT_DOC
};

static const char synopsis[] = "[-C DIR] COMMAND [ARGS...]";
static const char signals[] =
	"Cancelled by SIGINT, SIGTERM or SIGHUP, akgen kills every command it has running, then ends by that signal "
	"(status 130, 143 or 129 in a shell).";

const struct cmd *cmd_find(const char *name)
{
	for (const struct cmd *c = cmds; c->name; c++)
		if (strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

/* a status as the reference writes it into s: "128+N" for a signal's */
static const char *statusname(int status, char *s, size_t n)
{
	if (status == EXIT_SIGNAL)
		snprintf(s, n, "%d+N", status);
	else
		snprintf(s, n, "%d", status);
	return s;
}

/* text as lines of at most width columns, each after indent spaces but the first */
static void wrap(FILE *f, const char *text, int indent, int width)
{
	int col = indent;

	while (*text) {
		size_t n = strcspn(text, " ");

		if (col > indent && col + 1 + (int)n > width) {
			fprintf(f, "\n%*s", indent, "");
			col = indent;
		} else if (col > indent) {
			fputc(' ', f);
			col++;
		}
		fwrite(text, 1, n, f);
		col += (int)n;
		text += n + (text[n] == ' ');
	}
	fputc('\n', f);
}

void help_list(FILE *f)
{
	int w = 0;

	for (const struct cmd *c = cmds; c->name; c++)
		if ((int)strlen(c->name) > w)
			w = (int)strlen(c->name);
	fprintf(f, "usage: %s %s\n       %s --version | --help\n\ncommands:\n", argv0, synopsis, argv0);
	for (const struct cmd *c = cmds; c->name; c++)
		fprintf(f, "  %-*s %s\n", w, c->name, c->summary);
	fprintf(f, "\n'%s help COMMAND' or '%s COMMAND --help' tells more; docs/cli.md has it all.\n"
		   "-C DIR: run in DIR, as if started there.\n\nexit status:\n", argv0, argv0);
	for (size_t i = 0; i < AK_LEN(exits); i++) {
		char s[16];

		fprintf(f, "  %-5s ", statusname(exits[i].status, s, sizeof(s)));
		wrap(f, exits[i].meaning, 8, 80);
	}
	fputc('\n', f);
	wrap(f, signals, 0, 80);
}

void help_command(FILE *f, const struct cmd *c)
{
	fprintf(f, "usage: %s %s\n\n%s\n", argv0, c->synopsis, c->help);
}

/* -------------------------------------------------------------- markdown */

/* s as Markdown text (in a table cell too): what would be markup escaped */
static void mdtext(FILE *f, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		bool word = (i > 0 && isalnum((unsigned char)s[i - 1])) && i + 1 < n && isalnum((unsigned char)s[i + 1]);

		if (strchr("\\`*[]<>|", c) || (c == '_' && !word))
			fputc('\\', f);
		fputc(c, f);
	}
}

/* one line of prose: a line that would open a heading, a quote or a list is escaped */
static void mdline(FILE *f, const char *s, size_t n)
{
	size_t digits = strspn(s, "0123456789");

	if (n > 0 && (s[0] == '#' || ((s[0] == '-' || s[0] == '+') && n > 1 && s[1] == ' ')))
		fputc('\\', f);
	if (digits > 0 && digits < n && (s[digits] == '.' || s[digits] == ')')) {
		fwrite(s, 1, digits, f);
		fputc('\\', f);
		s += digits;
		n -= digits;
	}
	mdtext(f, s, n);
	fputc('\n', f);
}

/* a command's help: indented lines (the path options) as a code block, the others as prose */
static void mdhelp(FILE *f, const char *help)
{
	bool code = false;

	while (*help) {
		size_t n = strcspn(help, "\n");
		bool indented = help[0] == ' ';

		if (indented != code)
			fputs(indented ? "\n```\n" : "```\n\n", f);
		code = indented;
		if (code) {
			fwrite(help, 1, n, f);
			fputc('\n', f);
		} else {
			mdline(f, help, n);
		}
		help += n + (help[n] == '\n');
	}
	if (code)
		fputs("```\n", f);
}

void help_markdown(FILE *f)
{
	fprintf(f, "# The akgen command line\n\n"
		   "<!-- written by `akgen help --markdown` from the table of commands in tool/main.c and the exit\n"
		   "statuses in tool/exitcode.h: edit those, then run it again (tests/cli_test.sh fails while this\n"
		   "file differs from what akgen prints) -->\n\n"
		   "```\nakgen %s\nakgen --version | --help\n```\n\n"
		   "`-C DIR` runs akgen in DIR, as if started there. `akgen help COMMAND` and `akgen COMMAND --help`\n"
		   "print a command's section below; `akgen help` the list of commands.\n\n"
		   "| command | what it does |\n|---|---|\n", synopsis);
	for (const struct cmd *c = cmds; c->name; c++) {
		fprintf(f, "| [`%s`](#%s) | ", c->name, c->name);
		mdtext(f, c->summary, strlen(c->summary));
		fputs(" |\n", f);
	}
	fputs("\n## Exit status\n\n| status | meaning |\n|---|---|\n", f);
	for (size_t i = 0; i < AK_LEN(exits); i++) {
		char s[16];

		fprintf(f, "| %s | ", statusname(exits[i].status, s, sizeof(s)));
		mdtext(f, exits[i].meaning, strlen(exits[i].meaning));
		fputs(" |\n", f);
	}
	fprintf(f, "\n%s\n", signals);
	for (const struct cmd *c = cmds; c->name; c++) {
		fprintf(f, "\n## %s\n\n", c->name);
		mdline(f, c->summary, strlen(c->summary));
		fprintf(f, "\n```\nusage: akgen %s\n```\n\n", c->synopsis);
		mdhelp(f, c->help);
	}
}
