/* run.h: running a command in a child process with a time limit and bounded output */
#ifndef AK_RUN_H
#define AK_RUN_H

#include <stdbool.h>
#include <stddef.h>

#include "sandbox.h"
#include "util.h"

/* how a command ended */
enum runend {
	RUN_EXITED,	/* exited; status in code */
	RUN_SIGNALED,	/* killed by a signal of its own (a crash); signal in code */
	RUN_TIMEOUT,	/* outlived its limit and was killed */
	RUN_FLOOD,	/* wrote more than its output limit and was killed */
	RUN_NOSTART,	/* could not be started */
	RUN_CUT,	/* stopped by run_cut(), or not started after it */
};

struct runopts {
	double timeout_s;	/* wall-clock limit; 0 for none */
	size_t maxout;		/* bytes kept of stdout and of stderr each; more kills the child */
	const char *dir;	/* working directory, or NULL */
	const char *input;	/* written to the child's stdin, or NULL for /dev/null */
	const struct sandbox *sbx;	/* what it may reach (sandbox.h); NULL: only its
				 * environment is reduced to the allow-list */
	int fds[2];		/* given to the child as fds 3 and 4, where > 2 (0: none);
				 * each must be 10 or more (a deferred landlock layer
				 * of the sandbox is fd 5) */
};

struct runresult {
	enum runend end;
	int code;
	double wall_s;
	struct buf out, err;	/* what it wrote, at most maxout bytes each */
};

/* run argv[0] with argv (NULL-terminated) in its own process group, killing
 * the whole group when the time or output limit is passed; returns 0 once it
 * ended (however it ended), -1 after a warning when the run could not be set up.
 * The child holds no descriptor of akgen's but its three and o->fds. */
int run(char *const *argv, const struct runopts *o, struct runresult *r);
/* run argv (on PATH) with akgen's environment, stdout and stderr (stdin
 * /dev/null), in a process group of its own, and wait for it. An ending signal
 * (run_signals) is passed on to its group, which gets up to 10 s to stop what
 * it started before it is killed; killed outright, akgen leaves it SIGTERM.
 * Returns its exit status, or -1 after a warning (not started, killed). */
int run_attached(char *const *argv);
void runfree(struct runresult *r);
/* stop every child run() has running, and start none until run_uncut(): a run
 * stopped so ends as RUN_CUT (akgen generate's deadline: no judgement of what ran) */
void run_cut(void);
void run_uncut(void);
bool run_iscut(void);
/* make SIGINT, SIGTERM and SIGHUP (where not ignored) kill the group of every
 * child run() has running, then end akgen by that signal */
void run_signals(void);
/* once an ending signal is being handled, wait for akgen's end, never
 * returning: what the calling thread was about to record may have come of the
 * signal (a child killed from outside, the work directory being removed).
 * run() does so before it reports a child; the record's writers before each write */
void run_holdifending(void);
/* have the signals of run_signals also remove dir with everything in it, once
 * the children are killed (NULL: no directory); returns -1 when the path is
 * too long to keep */
int run_tempdir(const char *dir);
/* a word for how it ended ("exited 1", "killed by signal 11 (Segmentation fault)", ...) */
void rundescribe(const struct runresult *r, struct buf *b);

#endif
