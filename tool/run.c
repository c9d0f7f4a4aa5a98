/* run.c: running a command in a child process with a time limit and bounded output
 *
 * A candidate kernel runs in the harness, in a child: it may hang, fault,
 * abort or print without end. The child gets its own process group so that
 * everything it started dies with it; its output is read through pipes with
 * poll, so that neither a full pipe nor a silent hang blocks akgen; and every
 * way it can end becomes a value the caller turns into a verdict. */
#define _GNU_SOURCE	/* pipe2 */
#include "run.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* in the child: wire the pipes and exec; never returns */
static void child(char *const *argv, const struct runopts *o, int in, int out, int err)
{
	setpgid(0, 0);
	if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0)
		_exit(126);
	if (o->dir && chdir(o->dir) != 0) {
		dprintf(2, "cannot enter %s: %s\n", o->dir, strerror(errno));
		_exit(126);
	}
	execvp(argv[0], argv);
	dprintf(2, "cannot run %s: %s\n", argv[0], strerror(errno));
	_exit(127);
}

/* read what is there from fd into b; returns bytes read, 0 at EOF, -1 on error */
static ssize_t drain(int fd, struct buf *b, size_t max, bool *over)
{
	char chunk[16384];
	ssize_t n = read(fd, chunk, sizeof(chunk));

	if (n <= 0)
		return n < 0 && (errno == EINTR || errno == EAGAIN) ? 1 : n;
	if (b->len + (size_t)n > max) {
		bufadd(b, chunk, max - b->len);
		*over = true;
	} else {
		bufadd(b, chunk, (size_t)n);
	}
	return n;
}

static void killgroup(pid_t pid)
{
	kill(-pid, SIGKILL);
	kill(pid, SIGKILL);
}

int run(char *const *argv, const struct runopts *o, struct runresult *r)
{
	int pout[2] = {-1, -1}, perr[2] = {-1, -1}, pin[2] = {-1, -1};
	bool over = false, timedout = false, open[2] = {true, true};
	double start = monotime();
	pid_t pid;
	int st = 0;

	memset(r, 0, sizeof(*r));
	bufputs(&r->out, "");
	bufputs(&r->err, "");
	/* close-on-exec: a child started by another thread must not hold
	 * these pipes open (the dup2s in child() clear it on 0, 1 and 2) */
	if (pipe2(pout, O_CLOEXEC) != 0 || pipe2(perr, O_CLOEXEC) != 0 || pipe2(pin, O_CLOEXEC) != 0) {
		warn("pipe:");
		goto fail;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		warn("fork:");
		goto fail;
	}
	if (pid == 0) {
		close(pout[0]);
		close(perr[0]);
		close(pin[1]);
		child(argv, o, pin[0], pout[1], perr[1]);
	}
	setpgid(pid, pid);
	close(pout[1]);
	close(perr[1]);
	close(pin[0]);
	/* the input is small (a prompt at most): write it whole, then close */
	if (o->input) {
		size_t off = 0, len = strlen(o->input);
		struct sigaction sa = {.sa_handler = SIG_IGN}, old;

		sigaction(SIGPIPE, &sa, &old);
		while (off < len) {
			ssize_t w = write(pin[1], o->input + off, len - off);

			if (w < 0 && errno == EINTR)
				continue;
			if (w <= 0)
				break;
			off += (size_t)w;
		}
		sigaction(SIGPIPE, &old, NULL);
	}
	close(pin[1]);
	pin[1] = -1;
	while (open[0] || open[1]) {
		struct pollfd fds[2] = {{pout[0], POLLIN, 0}, {perr[0], POLLIN, 0}};
		double left = o->timeout_s > 0 ? o->timeout_s - (monotime() - start) : 1.0;
		int n;

		if (left <= 0) {
			timedout = true;
			break;
		}
		fds[0].fd = open[0] ? pout[0] : -1;
		fds[1].fd = open[1] ? perr[0] : -1;
		n = poll(fds, 2, (int)(left * 1000) + 1);
		if (n < 0 && errno != EINTR) {
			warn("poll:");
			break;
		}
		for (int i = 0; i < 2 && n > 0; i++) {
			if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
				continue;
			if (drain(i ? perr[0] : pout[0], i ? &r->err : &r->out, o->maxout, &over) == 0)
				open[i] = false;
		}
		if (over)
			break;
	}
	if (timedout || over)
		killgroup(pid);
	/* a child that closed its pipes may still be running: wait within the limit */
	for (;;) {
		pid_t w = waitpid(pid, &st, timedout || over ? 0 : WNOHANG);

		if (w == pid)
			break;
		if (w < 0 && errno != EINTR) {
			warn("waitpid:");
			break;
		}
		if (w == 0) {
			if (o->timeout_s > 0 && monotime() - start > o->timeout_s) {
				timedout = true;
				killgroup(pid);
			} else {
				struct timespec ts = {0, 2000000};

				nanosleep(&ts, NULL);
			}
		}
	}
	/* what the group left behind (a daemonised grandchild) goes too */
	kill(-pid, SIGKILL);
	close(pout[0]);
	close(perr[0]);
	r->wall_s = monotime() - start;
	if (timedout) {
		r->end = RUN_TIMEOUT;
	} else if (over) {
		r->end = RUN_FLOOD;
	} else if (WIFSIGNALED(st)) {
		r->end = RUN_SIGNALED;
		r->code = WTERMSIG(st);
	} else {
		r->code = WEXITSTATUS(st);
		r->end = r->code == 127 && strstr(r->err.data, "cannot run ") ? RUN_NOSTART : RUN_EXITED;
	}
	return 0;
fail:
	for (int i = 0; i < 2; i++) {
		if (pout[i] >= 0)
			close(pout[i]);
		if (perr[i] >= 0)
			close(perr[i]);
		if (pin[i] >= 0)
			close(pin[i]);
	}
	r->end = RUN_NOSTART;
	return -1;
}

void runfree(struct runresult *r)
{
	buffree(&r->out);
	buffree(&r->err);
}

void rundescribe(const struct runresult *r, struct buf *b)
{
	switch (r->end) {
	case RUN_EXITED:
		bufprintf(b, "exited %d after %.2f s", r->code, r->wall_s);
		break;
	case RUN_SIGNALED:
		bufprintf(b, "killed by signal %d (%s) after %.2f s", r->code, strsignal(r->code), r->wall_s);
		break;
	case RUN_TIMEOUT:
		bufprintf(b, "killed after the %.2f s time limit", r->wall_s);
		break;
	case RUN_FLOOD:
		bufprintf(b, "killed for writing more output than allowed, after %.2f s", r->wall_s);
		break;
	case RUN_NOSTART:
		bufputs(b, "could not be started");
		break;
	}
}
