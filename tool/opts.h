/* opts.h: the command line of akgen's commands: usage errors, options with
 * values, the path options most commands take */
#ifndef AK_OPTS_H
#define AK_OPTS_H

#include <stdbool.h>

#include "cmd.h"
#include "util.h"

/* print "akgen: " and fmt with arg, then where the help is (cmd's, or the
 * list's when cmd is NULL); returns EXIT_USAGE */
int usage(const char *cmd, const char *fmt, const char *arg);
/* take "--name VALUE" or "--name=VALUE" at argv[*i] (moving *i past the value);
 * returns the value, or NULL when argv[*i] is not that option or (then with
 * *missing set) its value is missing */
const char *optval(int argc, char **argv, int *i, const char *name, bool *missing);
/* the same, into *v: 1 when it was that option, 0 when not, -1 when its value is missing */
int strarg(int argc, char **argv, int *i, const char *name, const char **v);
/* --specs, --templates, --out or --db at argv[*i], into p: 1 when it was one,
 * 0 when not, -1 when its value is missing */
int pathopt(int argc, char **argv, int *i, struct paths *p);
/* the command line as the records keep it: "akgen CMD ARGS..." */
void cmdline(int argc, char **argv, struct buf *b);
/* true when argv asks for the command's help (--help or -h before any "--") */
bool wantshelp(int argc, char **argv);

#endif
