/* run_test.c: child processes with time and output limits, with CPU stand-ins
 * for a candidate that hangs, crashes, floods or leaves a process behind */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "run.h"
#include "util.h"

#include "check.h"

static struct runresult sh(const char *script, double timeout, size_t maxout, const char *input)
{
	char *argv[] = {"sh", "-c", (char *)script, NULL};
	struct runopts o = {.timeout_s = timeout, .maxout = maxout, .input = input};
	struct runresult r;

	CHECK(run(argv, &o, &r) == 0, "run %s", script);
	return r;
}

/* a process that exists and is not a zombie waiting for its reaper */
static bool alive(long pid)
{
	char path[64];
	struct buf b = {0};
	const char *close;
	bool live;

	snprintf(path, sizeof(path), "/proc/%ld/stat", pid);
	if (readfile(path, 4096, &b) != 0) {
		buffree(&b);
		return false;
	}
	close = strrchr(b.data, ')');
	live = close && close[1] == ' ' && close[2] != 'Z' && close[2] != 'X';
	buffree(&b);
	return live;
}

/* in a child process: handle the ending signals as akgen does, then run the
 * script, which writes a pid to `file`; never returns */
static void runner(const char *script, const char *file)
{
	char cmd[512];
	char *argv[] = {"sh", "-c", cmd, NULL};
	struct runopts o = {.timeout_s = 60, .maxout = 1024};
	struct runresult r;

	snprintf(cmd, sizeof(cmd), script, file, file, file);
	run_signals();
	run(argv, &o, &r);
	/* run() came back: the signal did not end this process */
	_exit(3);
}

/* the pid a runner's script wrote to file, waiting up to 10 s for it */
static long pidfrom(const char *file)
{
	for (int i = 0; i < 1000; i++) {
		struct buf b = {0};
		long pid = 0;
		struct timespec ts = {0, 10000000};

		if (readfile(file, 64, &b) == 0)
			pid = strtol(b.data, NULL, 10);
		buffree(&b);
		if (pid > 0)
			return pid;
		nanosleep(&ts, NULL);
	}
	return 0;
}

static bool gone(long pid)
{
	for (int i = 0; i < 200 && alive(pid); i++) {
		struct timespec ts = {0, 10000000};

		nanosleep(&ts, NULL);
	}
	return !alive(pid);
}

/* fork a runner of script; *pid: the pid its script wrote to file */
static pid_t spawn(const char *script, const char *file, long *pid)
{
	pid_t p;

	unlink(file);
	p = fork();
	CHECK(p >= 0, "fork");
	if (p == 0)
		runner(script, file);
	*pid = pidfrom(file);
	CHECK(*pid > 0 && alive(*pid), "%s: the process %ld is running", script, *pid);
	return p;
}

/* akgen ended by SIGTERM or SIGINT takes each child's whole group with it,
 * and ends by that signal; killed outright, its child still dies */
static void test_signals(void)
{
	char file[64];
	const int sigs[] = {SIGTERM, SIGINT};
	pid_t p;
	long pid;
	int st = 0;

	snprintf(file, sizeof(file), "/tmp/akgen-run-test-%ld", (long)getpid());
	for (int k = 0; k < 2; k++) {
		p = spawn("sleep 60 & echo $! >%s.tmp && mv %s.tmp %s; wait", file, &pid);
		kill(p, sigs[k]);
		CHECK(waitpid(p, &st, 0) == p && WIFSIGNALED(st) && WTERMSIG(st) == sigs[k],
		      "signal %d: the runner ended by it (status %#x)", sigs[k], st);
		CHECK(pid > 0 && gone(pid), "signal %d: the child's background process %ld outlived the runner",
		      sigs[k], pid);
	}
	p = spawn("echo $$ >%s.tmp && mv %s.tmp %s && exec sleep 60", file, &pid);
	kill(p, SIGKILL);
	waitpid(p, &st, 0);
	CHECK(pid > 0 && gone(pid), "the child %ld outlived the runner killed outright", pid);
	unlink(file);
}

int main(void)
{
	struct runresult r;
	struct buf b = {0};

	r = sh("echo out; echo err >&2; exit 3", 10, 1024, NULL);
	CHECK(r.end == RUN_EXITED && r.code == 3, "exit status: end %d code %d", r.end, r.code);
	CHECK(strcmp(r.out.data, "out\n") == 0 && strcmp(r.err.data, "err\n") == 0, "output: %s / %s", r.out.data,
	      r.err.data);
	rundescribe(&r, &b);
	CHECK(strstr(b.data, "exited 3") != NULL, "describe: %s", b.data);
	buffree(&b);
	runfree(&r);

	/* a hang is killed at the limit (RUN_TIMEOUT: not waited for to its end;
	 * no upper bound on the time, which a loaded machine stretches) */
	r = sh("sleep 30", 0.3, 1024, NULL);
	CHECK(r.end == RUN_TIMEOUT, "hang: end %d", r.end);
	CHECK(r.wall_s >= 0.29, "hang killed at the limit, not before: %.2f s", r.wall_s);
	runfree(&r);

	/* a hang with its output closed is killed too */
	r = sh("exec >/dev/null 2>&1; sleep 30", 0.3, 1024, NULL);
	CHECK(r.end == RUN_TIMEOUT && r.wall_s >= 0.29, "silent hang: end %d after %.2f s", r.end, r.wall_s);
	runfree(&r);

	/* a crash is a signal, named */
	r = sh("kill -SEGV $$", 10, 1024, NULL);
	CHECK(r.end == RUN_SIGNALED && r.code == SIGSEGV, "crash: end %d code %d", r.end, r.code);
	rundescribe(&r, &b);
	CHECK(strstr(b.data, "signal 11") != NULL, "describe: %s", b.data);
	buffree(&b);
	runfree(&r);
	r = sh("kill -ABRT $$", 10, 1024, NULL);
	CHECK(r.end == RUN_SIGNALED && r.code == SIGABRT, "abort: end %d code %d", r.end, r.code);
	runfree(&r);

	/* a flood is cut at the limit and killed; what was kept is bounded */
	r = sh("yes flood", 30, 4096, NULL);
	CHECK(r.end == RUN_FLOOD, "flood: end %d", r.end);
	CHECK(r.out.len == 4096, "kept %zu bytes", r.out.len);
	runfree(&r);
	r = sh("yes flood >&2", 30, 4096, NULL);
	CHECK(r.end == RUN_FLOOD && r.err.len == 4096, "stderr flood: end %d, %zu bytes", r.end, r.err.len);
	runfree(&r);

	/* input reaches the child; a child that ignores it does not block */
	r = sh("cat", 10, 1024, "a prompt\n");
	CHECK(r.end == RUN_EXITED && strcmp(r.out.data, "a prompt\n") == 0, "stdin: %s", r.out.data);
	runfree(&r);
	r = sh("exit 0", 10, 1024, "ignored input");
	CHECK(r.end == RUN_EXITED && r.code == 0, "ignored stdin: end %d", r.end);
	runfree(&r);

	/* what the child leaves behind in its group dies with it */
	r = sh("sleep 30 & echo $!; wait", 0.5, 1024, NULL);
	CHECK(r.end == RUN_TIMEOUT, "group: end %d", r.end);
	{
		long pid = strtol(r.out.data, NULL, 10);

		struct timespec ts = {0, 100000000};

		nanosleep(&ts, NULL);
		CHECK(pid > 0 && !alive(pid), "background child %ld still alive", pid);
	}
	runfree(&r);

	/* a program that does not exist */
	{
		char *argv[] = {"/nonexistent/akgen-harness", NULL};
		struct runopts o = {.timeout_s = 5, .maxout = 1024};

		CHECK(run(argv, &o, &r) == 0 && r.end == RUN_NOSTART, "nostart: end %d", r.end);
		runfree(&r);
	}

	/* a working directory */
	{
		char *argv[] = {"pwd", NULL};
		struct runopts o = {.timeout_s = 5, .maxout = 1024, .dir = "/tmp"};

		CHECK(run(argv, &o, &r) == 0 && strcmp(r.out.data, "/tmp\n") == 0, "dir: %s", r.out.data);
		runfree(&r);
	}

	test_signals();
	return check_done();
}
