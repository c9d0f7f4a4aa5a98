/* run_test.c: child processes with time and output limits, with CPU stand-ins
 * for a candidate that hangs, crashes, floods or leaves a process behind */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
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

/* in a child process: handle the ending signals as akgen does (removing
 * tempdir, unless NULL), then run the script, which writes a pid to `file`;
 * never returns */
static void runner(const char *script, const char *file, const char *tempdir)
{
	char cmd[512];
	char *argv[] = {"sh", "-c", cmd, NULL};
	struct runopts o = {.timeout_s = 60, .maxout = 1024};
	struct runresult r;

	snprintf(cmd, sizeof(cmd), script, file, file, file);
	run_signals();
	if (tempdir && run_tempdir(tempdir) != 0)
		_exit(4);
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
static pid_t spawn(const char *script, const char *file, const char *tempdir, long *pid)
{
	pid_t p;

	unlink(file);
	p = fork();
	CHECK(p >= 0, "fork");
	if (p == 0)
		runner(script, file, tempdir);
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
		p = spawn("sleep 60 & echo $! >%s.tmp && mv %s.tmp %s; wait", file, NULL, &pid);
		kill(p, sigs[k]);
		CHECK(waitpid(p, &st, 0) == p && WIFSIGNALED(st) && WTERMSIG(st) == sigs[k],
		      "signal %d: the runner ended by it (status %#x)", sigs[k], st);
		CHECK(pid > 0 && gone(pid), "signal %d: the child's background process %ld outlived the runner",
		      sigs[k], pid);
	}
	p = spawn("echo $$ >%s.tmp && mv %s.tmp %s && exec sleep 60", file, NULL, &pid);
	kill(p, SIGKILL);
	waitpid(p, &st, 0);
	CHECK(pid > 0 && gone(pid), "the child %ld outlived the runner killed outright", pid);
	unlink(file);
}

/* an ending signal also removes the directory run_tempdir names, with all
 * in it (more entries than one read of the directory gives, nested, a link:
 * the link goes, not what it names), once the child is killed */
static void test_tempdir(void)
{
	char dir[64], file[80], keep[80], script[1024];
	pid_t p;
	long pid;
	int st = 0;
	struct stat sb;
	struct runresult r;

	snprintf(dir, sizeof(dir), "/tmp/akgen-run-tempdir-%ld", (long)getpid());
	snprintf(file, sizeof(file), "%s.pid", dir);
	snprintf(keep, sizeof(keep), "%s.keep", dir);
	snprintf(script, sizeof(script),
		 "rm -rf %s %s && mkdir -p %s/a/b/c %s/many %s && : >%s/kept && : >%s/a/b/c/f && ln -s %s %s/a/link && "
		 "i=0; while [ $i -lt 300 ]; do : >%s/many/a-name-long-enough-to-fill-a-read-sooner-$i; i=$((i + 1)); done",
		 dir, keep, dir, dir, keep, keep, dir, keep, dir, dir);
	r = sh(script, 30, 1024, NULL);
	CHECK(r.end == RUN_EXITED && r.code == 0, "the tree to remove: %s", r.err.data);
	runfree(&r);
	/* the child writes into the directory as it runs, as a compiler would */
	snprintf(script, sizeof(script), "echo $$ >%s/a/b/pid && echo $$ >%%s.tmp && mv %%s.tmp %%s && exec sleep 60",
		 dir);
	p = spawn(script, file, dir, &pid);
	kill(p, SIGTERM);
	CHECK(waitpid(p, &st, 0) == p && WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM,
	      "the runner ended by SIGTERM (status %#x)", st);
	CHECK(pid > 0 && gone(pid), "the child %ld outlived the runner", pid);
	CHECK(lstat(dir, &sb) != 0, "%s was left after the signal", dir);
	snprintf(script, sizeof(script), "%s/kept", keep);
	CHECK(stat(script, &sb) == 0, "what a link in it named was removed too");
	snprintf(script, sizeof(script), "rm -rf %s %s", dir, keep);
	r = sh(script, 30, 1024, NULL);
	runfree(&r);
	unlink(file);
	CHECK(run_tempdir(NULL) == 0 && run_tempdir("") == -1, "an empty path is refused");
}

/* this thread's view of SIGPIPE's disposition while another runs a child */
static atomic_int watching, changed;

static void *watchpipe(void *arg)
{
	(void)arg;
	while (atomic_load(&watching)) {
		struct sigaction sa;

		if (sigaction(SIGPIPE, NULL, &sa) == 0 && sa.sa_handler != SIG_DFL)
			atomic_store(&changed, 1);
	}
	return NULL;
}

/* input to a child that exits without reading it: the write ends in EPIPE,
 * and its SIGPIPE neither ends this process nor stays pending, and SIGPIPE's
 * disposition, the process's, is never changed meanwhile (other threads run
 * children at once and would die of it, or lose their handler) */
static void test_brokenpipe(void)
{
	size_t len = 1 << 20;
	char *input = xmalloc(len + 1);
	struct sigaction dfl = {.sa_handler = SIG_DFL};
	pthread_t th;
	struct runresult r;
	sigset_t pend;

	memset(input, 'x', len);
	input[len] = 0;
	sigemptyset(&dfl.sa_mask);
	sigaction(SIGPIPE, &dfl, NULL);
	atomic_store(&watching, 1);
	CHECK(pthread_create(&th, NULL, watchpipe, NULL) == 0, "a watching thread");
	r = sh("sleep 0.2", 10, 1024, input);
	atomic_store(&watching, 0);
	pthread_join(th, NULL);
	CHECK(r.end == RUN_EXITED && r.code == 0, "a child that does not read: end %d code %d", r.end, r.code);
	CHECK(!atomic_load(&changed), "run() changed SIGPIPE's disposition while another thread ran");
	CHECK(sigpending(&pend) == 0 && !sigismember(&pend, SIGPIPE), "a SIGPIPE was left pending");
	runfree(&r);
	free(input);
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

	test_brokenpipe();
	test_signals();
	test_tempdir();
	return check_done();
}
