/* cmd.h: akgen's commands: what each is given, the table main.c holds, and
 * the modules that hold their bodies */
#ifndef AK_CMD_H
#define AK_CMD_H

#include <stdbool.h>
#include <stdio.h>

#include "exitcode.h"

/* where a command finds its inputs and writes its outputs */
struct paths {
	const char *specs, *templates, *out, *db, *verify;
	bool damaged_ok;	/* plan even on a database that fails its quick check (build --allow-unvetted) */
	const char *targets;	/* targets.yaml; NULL: beside the specs directory, the default where missing */
};

/* a command: its body gets argv from the command's name on and returns an exit status */
struct cmd {
	const char *name;
	int (*fn)(int argc, char **argv, struct paths *p);
	const char *synopsis;	/* what follows "akgen " in its usage */
	const char *summary;	/* one line for the list of commands */
	const char *help;
};

/* the table of commands (main.c), ending with a NULL name */
extern const struct cmd cmds[];

/* cmdspec.c: the specs */
int cmd_check(int argc, char **argv, struct paths *p);
int cmd_proto(int argc, char **argv, struct paths *p);
int cmd_show(int argc, char **argv, struct paths *p);
int cmd_instantiate(int argc, char **argv, struct paths *p);

/* cmdnew.c: a new operator's spec skeleton and reference stub */
int cmd_new(int argc, char **argv, struct paths *p);

/* cmdgen.c: the jobs, the agent loop and the library */
int cmd_plan(int argc, char **argv, struct paths *p);
int cmd_build(int argc, char **argv, struct paths *p);
int cmd_generate(int argc, char **argv, struct paths *p);

/* cmdmerge.c: a worker's results as one file, and bundles into the project */
int cmd_bundle(int argc, char **argv, struct paths *p);
int cmd_merge(int argc, char **argv, struct paths *p);
/* the records of the worker directory out (made current) as one tar at file,
 * the same bytes from the same records; 0 or -1 after a warning */
int bundle_write(const char *out, const char *file);

/* cmdslurm.c: the plan's jobs as Slurm array jobs, and the state of such a run */
int cmd_slurm(int argc, char **argv, struct paths *p);

/* cmdverify.c: one candidate or one command by hand */
int cmd_verify(int argc, char **argv, struct paths *p);
int cmd_bench(int argc, char **argv, struct paths *p);
int cmd_ask(int argc, char **argv, struct paths *p);
int cmd_sandbox(int argc, char **argv, struct paths *p);

/* cmdrecords.c: the provenance database and what it says of generated/ */
int cmd_explain(int argc, char **argv, struct paths *p);
int cmd_report(int argc, char **argv, struct paths *p);
int cmd_compare_import(int argc, char **argv, struct paths *p);
int cmd_attest(int argc, char **argv, struct paths *p);
int cmd_audit(int argc, char **argv, struct paths *p);
int cmd_replay(int argc, char **argv, struct paths *p);
int cmd_dump(int argc, char **argv, struct paths *p);
int cmd_migrate(int argc, char **argv, struct paths *p);
int cmd_export(int argc, char **argv, struct paths *p);
int cmd_import(int argc, char **argv, struct paths *p);

/* help.c: the reference of the command line, from the table */
/* the list of commands and the exit statuses, as `akgen help` prints it */
void help_list(FILE *f);
/* one command's usage and help, as `akgen help CMD` prints it */
void help_command(FILE *f, const struct cmd *c);
/* the whole reference as Markdown (docs/cli.md) */
void help_markdown(FILE *f);
/* the command of that name, or NULL */
const struct cmd *cmd_find(const char *name);

#endif
