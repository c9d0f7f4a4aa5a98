/* run.c: running a command in a child process with a time limit and bounded output
 *
 * A candidate kernel runs in the harness, in a child: it may hang, fault,
 * abort or print without end. The child gets its own process group so that
 * everything it started dies with it; its output is read through pipes with
 * poll, so that neither a full pipe nor a silent hang blocks akgen; and every
 * way it can end becomes a value the caller turns into a verdict.
 *
 * Its own process group also keeps the child out of reach of a terminal's ^C
 * and of a signal sent to akgen: run_signals() makes SIGINT, SIGTERM and SIGHUP
 * kill every live child's group before akgen ends by that signal, so that a
 * build system cancelling akgen does not leave a hung kernel on the GPU. A
 * child also dies with the thread that started it (PR_SET_PDEATHSIG: akgen
 * killed outright), though what the child started then lives on. The
 * directory the children worked in (run_tempdir) goes with them.
 *
 * Several threads run children at once: what run() does about signals is
 * done to the calling thread alone (its signal mask), never to the process's
 * dispositions, which only the main thread sets, at the start.
 *
 * run_attached() runs a command that shares akgen's output (akgen build's
 * ninja) in a group of its own too; an ending signal is passed on to it first,
 * so that it stops the commands it started in groups of their own, before its
 * group is killed. */
#define _GNU_SOURCE	/* pipe2 */
#include "run.h"
#include "exitcode.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* the live children's process groups, 0 where free (a slot per run at once:
 * the nvcc, verification and model commands of every job) */
#define LIVE_MAX 256
static atomic_int live[LIVE_MAX];
/* set once a signal is ending akgen: a child it killed is no verdict */
static atomic_int stopping;
/* set by run_signals(): an ending signal is handled (stopping can be set) */
static atomic_int handled;
/* how long a child that failed waits for an ending signal on its way to akgen:
 * Slurm's scancel and requeue signal every process of the task, a compiler at
 * times before akgen, and nvcc told so ends as by an error (255). A failure
 * followed so closely by akgen's own end is no verdict */
#define STOP_GRACE_S 0.25
/* set by run_cut() until run_uncut(): the children are stopped for good (the run's
 * deadline), and none starts */
static atomic_int cut;

/* the directory an ending signal removes (run_tempdir), when hastemp is set */
static char rmdir_path[4096];
static atomic_int hastemp;
/* how deep rmtree goes, and how often it reads a directory again for what
 * appeared in it meanwhile (a child's file being written as it was killed) */
#define RM_DEPTH 16
#define RM_PASSES 3

/* the signals that end akgen with its children */
static const int endsigs[] = {SIGINT, SIGTERM, SIGHUP};

/* a directory entry as getdents64 gives it */
struct dent {
	uint64_t ino;
	int64_t off;
	unsigned short reclen;
	unsigned char type;
	char name[];
};

/* remove name (in the directory dirfd) with everything in it, in the signal
 * handler: only async-signal-safe calls (openat, getdents64, unlinkat, lseek,
 * close), never following a link */
static void rmtree(int dirfd, const char *name, int depth)
{
	_Alignas(8) char buf[2048];
	int fd;

	if (unlinkat(dirfd, name, 0) == 0 || depth >= RM_DEPTH)
		return;
	fd = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0)
		return;
	for (int pass = 0; pass < RM_PASSES; pass++) {
		long n;

		while ((n = syscall(SYS_getdents64, fd, buf, sizeof(buf))) > 0) {
			for (long off = 0; off < n; off += ((struct dent *)(buf + off))->reclen) {
				const char *e = ((struct dent *)(buf + off))->name;

				if (!(e[0] == '.' && (e[1] == 0 || (e[1] == '.' && e[2] == 0))))
					rmtree(fd, e, depth + 1);
			}
		}
		if (unlinkat(dirfd, name, AT_REMOVEDIR) == 0 || errno != ENOTEMPTY || lseek(fd, 0, SEEK_SET) != 0)
			break;
	}
	close(fd);
}

/* whether a live slot's child is attached (run_attached): told the signal
 * first, and given a moment to stop what it started */
static atomic_int attached[LIVE_MAX];

/* pid has not ended (or was reaped by its waiter); async-signal-safe */
static bool alive(pid_t pid)
{
	siginfo_t si;

	memset(&si, 0, sizeof(si));
	return waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) == 0 && si.si_pid == 0;
}

/* send sig to the attached children's groups and wait up to 10 s for them to
 * end: ninja, told, stops its commands (each in a group of its own, out of
 * reach of a kill of ninja's) and waits for them */
static void letstop(int sig)
{
	struct timespec tick = {0, 10000000};
	int n = 0;

	for (int i = 0; i < LIVE_MAX; i++) {
		int pid = atomic_load(&live[i]);

		if (pid > 0 && atomic_load(&attached[i]) && kill(-pid, sig) == 0)
			n++;
	}
	for (int t = 0; n > 0 && t < 1000; t++) {
		nanosleep(&tick, NULL);
		n = 0;
		for (int i = 0; i < LIVE_MAX; i++) {
			int pid = atomic_load(&live[i]);

			n += pid > 0 && atomic_load(&attached[i]) && alive(pid);
		}
	}
}

static void onsignal(int sig)
{
	atomic_store(&stopping, 1);
	letstop(sig);
	for (int i = 0; i < LIVE_MAX; i++) {
		int pid = atomic_load(&live[i]);

		if (pid > 0) {
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
		}
	}
	if (atomic_load(&hastemp))
		rmtree(AT_FDCWD, rmdir_path, 0);
	/* then end by the signal itself, as without the handler: it is blocked
	 * while this runs and delivered on return */
	signal(sig, SIG_DFL);
	raise(sig);
}

void run_cut(void)
{
	atomic_store(&cut, 1);
	for (int i = 0; i < LIVE_MAX; i++) {
		int pid = atomic_load(&live[i]);

		if (pid > 0) {
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
		}
	}
}

void run_uncut(void)
{
	atomic_store(&cut, 0);
}

bool run_iscut(void)
{
	return atomic_load(&cut) != 0;
}

void run_holdifending(void)
{
	while (atomic_load(&stopping))
		pause();
}

/* a child ended by no doing of akgen's (not a limit, not the deadline) and not
 * well: give an ending signal sent to the whole task the moment to reach akgen */
static void awaitstop(void)
{
	struct timespec tick = {0, 5000000};
	double start = monotime();

	if (!atomic_load(&handled))
		return;
	while (!atomic_load(&stopping) && !atomic_load(&cut) && monotime() - start < STOP_GRACE_S)
		nanosleep(&tick, NULL);
}

void run_signals(void)
{
	struct sigaction sa = {.sa_handler = onsignal};

	sigfillset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof(endsigs) / sizeof(endsigs[0]); i++) {
		struct sigaction old;

		/* a signal ignored when akgen started (nohup) stays ignored */
		if (sigaction(endsigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
			sigaction(endsigs[i], &sa, NULL);
	}
	atomic_store(&handled, 1);
}

int run_tempdir(const char *dir)
{
	size_t len = dir ? strlen(dir) : 0;

	atomic_store(&hastemp, 0);
	if (!dir)
		return 0;
	if (len == 0 || len >= sizeof(rmdir_path))
		return -1;
	memcpy(rmdir_path, dir, len + 1);
	atomic_store(&hastemp, 1);
	return 0;
}

static int enlist(pid_t pid)
{
	for (int i = 0; i < LIVE_MAX; i++) {
		int empty = 0;

		if (atomic_compare_exchange_strong(&live[i], &empty, (int)pid))
			return i;
	}
	return -1;
}

/* in the child: wire the pipes, enter the sandbox and exec; never returns.
 * parent: akgen's pid; mask: the signal mask to exec with */
static void child(char *const *argv, const struct runopts *o, const struct sbxprep *sp, int in, int out, int err,
		  pid_t parent, const sigset_t *mask)
{
	setpgid(0, 0);
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent)
		_exit(EXIT_NOEXEC);
	sigprocmask(SIG_SETMASK, mask, NULL);
	if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0)
		_exit(EXIT_NOEXEC);
	for (int i = 0; i < 2; i++)
		if (o->fds[i] > 2 && dup2(o->fds[i], 3 + i) < 0)
			_exit(EXIT_NOEXEC);
	if (o->dir && chdir(o->dir) != 0) {
		dprintf(2, "cannot enter %s: %s\n", o->dir, strerror(errno));
		_exit(EXIT_NOEXEC);
	}
	if (o->sbx)
		sandbox_enter(sp);
	/* nothing of akgen's open but what it was given: the database, another
	 * job's pipes */
	{
		int from = o->sbx && sp->deferfs ? 6 : o->fds[1] > 2 ? 5 : o->fds[0] > 2 ? 4 : 3;

		if (syscall(SYS_close_range, from, ~0U, 0) != 0)
			for (int fd = from; fd < 65536; fd++)
				close(fd);
	}
	execvpe(argv[0], argv, sp->envp);
	dprintf(2, "cannot run %s: %s\n", argv[0], strerror(errno));
	_exit(EXIT_NOTFOUND);
}

/* write input whole to fd (the child's stdin), or until the child closes it.
 * A child that does gives EPIPE and SIGPIPE: the signal is blocked in this
 * thread while it writes, and one raised is taken before the mask is
 * restored, so that neither ends akgen nor needs the process's disposition
 * changed (other threads run children at once) */
static void feed(int fd, const char *input)
{
	size_t off = 0, len = strlen(input);
	sigset_t pipe, mask;
	bool broken = false;

	sigemptyset(&pipe);
	sigaddset(&pipe, SIGPIPE);
	pthread_sigmask(SIG_BLOCK, &pipe, &mask);
	while (off < len) {
		ssize_t w = write(fd, input + off, len - off);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			broken = w < 0 && errno == EPIPE;
			break;
		}
		off += (size_t)w;
	}
	if (broken && !sigismember(&mask, SIGPIPE)) {
		struct timespec now = {0, 0};

		while (sigtimedwait(&pipe, NULL, &now) < 0 && errno == EINTR)
			;
	}
	pthread_sigmask(SIG_SETMASK, &mask, NULL);
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

/* block the ending signals in this thread, the mask before into *old: none is
 * handled here between a fork and the child's enlisting (one handled in another
 * thread then leaves the child to PDEATHSIG) */
static void blockends(sigset_t *old)
{
	sigset_t ends;

	sigemptyset(&ends);
	for (size_t i = 0; i < sizeof(endsigs) / sizeof(endsigs[0]); i++)
		sigaddset(&ends, endsigs[i]);
	pthread_sigmask(SIG_BLOCK, &ends, old);
}

int run(char *const *argv, const struct runopts *o, struct runresult *r)
{
	int pout[2] = {-1, -1}, perr[2] = {-1, -1}, pin[2] = {-1, -1};
	bool over = false, timedout = false, open[2] = {true, true};
	double start = monotime();
	pid_t pid, self = getpid();
	sigset_t mask;
	int st = 0, slot;
	struct sandbox plain = {.kind = SBX_TOOL};
	struct sbxprep sp;

	memset(r, 0, sizeof(*r));
	bufputs(&r->out, "");
	bufputs(&r->err, "");
	if (atomic_load(&cut)) {
		r->end = RUN_CUT;
		return 0;
	}
	/* the environment (and what else of the sandbox applies) is ready before
	 * the fork: the child of a threaded process may not allocate */
	if (o->sbx) {
		if (sandbox_prepare(o->sbx, &sp) != 0) {
			r->end = RUN_NOSTART;
			return -1;
		}
	} else {
		memset(&sp, 0, sizeof(sp));
		sp.rulesetfd = -1;
		sp.envp = sandbox_env(&plain);
	}
	/* close-on-exec: a child started by another thread must not hold
	 * these pipes open (the dup2s in child() clear it on 0, 1 and 2) */
	if (pipe2(pout, O_CLOEXEC) != 0 || pipe2(perr, O_CLOEXEC) != 0 || pipe2(pin, O_CLOEXEC) != 0) {
		warn("pipe:");
		goto fail;
	}
	fflush(NULL);
	/* no ending signal handled in this thread between the fork and the child's
	 * enlisting (one handled in another thread then leaves it to PDEATHSIG) */
	blockends(&mask);
	pid = fork();
	if (pid < 0) {
		pthread_sigmask(SIG_SETMASK, &mask, NULL);
		warn("fork:");
		goto fail;
	}
	if (pid == 0) {
		close(pout[0]);
		close(perr[0]);
		close(pin[1]);
		child(argv, o, &sp, pin[0], pout[1], perr[1], self, &mask);
	}
	sandbox_release(&sp);
	setpgid(pid, pid);
	slot = enlist(pid);
	pthread_sigmask(SIG_SETMASK, &mask, NULL);
	/* cut between the check above and its enlisting: run_cut() did not see it */
	if (atomic_load(&cut))
		killgroup(pid);
	close(pout[1]);
	close(perr[1]);
	close(pin[0]);
	/* the input is small (a prompt at most): write it whole, then close */
	if (o->input)
		feed(pin[1], o->input);
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
	if (slot >= 0)
		atomic_store(&live[slot], 0);
	if (!timedout && !over && !(WIFEXITED(st) && WEXITSTATUS(st) == 0))
		awaitstop();
	/* killed because akgen is ending: wait for the end, reporting nothing */
	run_holdifending();
	close(pout[0]);
	close(perr[0]);
	r->wall_s = monotime() - start;
	if (timedout) {
		r->end = RUN_TIMEOUT;
	} else if (over) {
		r->end = RUN_FLOOD;
	} else if (WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL && atomic_load(&cut)) {
		r->end = RUN_CUT;
	} else if (WIFSIGNALED(st)) {
		r->end = RUN_SIGNALED;
		r->code = WTERMSIG(st);
	} else {
		r->code = WEXITSTATUS(st);
		r->end = r->code == EXIT_NOTFOUND && strstr(r->err.data, "cannot run ") ? RUN_NOSTART : RUN_EXITED;
	}
	return 0;
fail:
	sandbox_release(&sp);
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

int run_attached(char *const *argv)
{
	pid_t pid, self = getpid();
	sigset_t mask;
	int st, slot, rc = -1;

	fflush(NULL);
	/* enlisted before an ending signal can be handled in this thread */
	blockends(&mask);
	pid = fork();
	if (pid < 0) {
		pthread_sigmask(SIG_SETMASK, &mask, NULL);
		warn("fork:");
		return -1;
	}
	if (pid == 0) {
		int null = open("/dev/null", O_RDONLY | O_CLOEXEC);

		setpgid(0, 0);
		/* akgen killed outright: told as by a signal, it still stops its commands */
		if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() != self || null < 0 || dup2(null, 0) < 0)
			_exit(126);
		sigprocmask(SIG_SETMASK, &mask, NULL);
		execvp(argv[0], argv);
		dprintf(2, "%s: cannot run %s: %s\n", argv0, argv[0], strerror(errno));
		_exit(127);
	}
	setpgid(pid, pid);
	slot = enlist(pid);
	if (slot >= 0)
		atomic_store(&attached[slot], 1);
	pthread_sigmask(SIG_SETMASK, &mask, NULL);
	while (waitpid(pid, &st, 0) < 0) {
		if (errno != EINTR) {
			warn("waitpid:");
			goto out;
		}
	}
	if (WIFSIGNALED(st))
		warn("%s was killed by signal %d", argv[0], WTERMSIG(st));
	else
		rc = WEXITSTATUS(st);
out:
	kill(-pid, SIGKILL);
	if (slot >= 0) {
		atomic_store(&attached[slot], 0);
		atomic_store(&live[slot], 0);
	}
	if (rc != 0)
		awaitstop();
	/* killed because akgen is ending: wait for the end, reporting nothing */
	run_holdifending();
	return rc;
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
	case RUN_CUT:
		bufprintf(b, "stopped by the run's deadline after %.2f s", r->wall_s);
		break;
	}
}
