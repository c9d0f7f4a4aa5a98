/* genlock.c: the GPU lock and the compilers' semaphore of the agent loop
 *
 * Verifications share the GPU (up to gpu_jobs at once); a timing holds it
 * alone, and a timing that waits goes before the verifications that come
 * after it, so that nothing disturbs a measurement and the measurements are
 * not starved. Between processes (shards of one host on one GPU) the same
 * with flock on the GPU's lock file: the process's first verification takes
 * it shared, its last gives it back, a timing takes it alone; a timing that
 * waits for it holds the turnstile file, which every taker passes through
 * first, so that the other processes' verifications do not starve it. */
#define _DEFAULT_SOURCE
#include "genlock.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

void gpulock_init(struct gpulock *g, int max)
{
	pthread_mutex_init(&g->m, NULL);
	pthread_cond_init(&g->cv, NULL);
	g->readers = g->writer = g->waiting = 0;
	g->max = max;
	g->fd = g->turn = -1;
}

/* open a lock file, made readable by every user when this process makes it
 * (a lock needs no more than a descriptor to read); never through a link (one
 * planted in /tmp fails the open, and the run says so and goes on without) */
static int lockfile(const char *path)
{
	for (int tries = 0; tries < 3; tries++) {
		int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);

		if (fd >= 0 || errno != ENOENT)
			return fd;
		fd = open(path, O_RDONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
		if (fd >= 0) {
			(void)fchmod(fd, 0644);
			return fd;
		}
		if (errno != EEXIST)
			return -1;
	}
	return -1;
}

int gpulock_files(struct gpulock *g, const char *lock, const char *turn)
{
	g->fd = lockfile(lock);
	g->turn = g->fd >= 0 ? lockfile(turn) : -1;
	if (g->turn < 0) {
		warn("cannot open the GPU's lock file %s: other akgen processes may time on it at once:",
		     g->fd < 0 ? lock : turn);
		gpulock_close(g);
		return -1;
	}
	return 0;
}

void gpulock_close(struct gpulock *g)
{
	if (g->fd >= 0)
		close(g->fd);
	if (g->turn >= 0)
		close(g->turn);
	g->fd = g->turn = -1;
}

/* flock, again when a signal cut it short; a lock the system refuses (ENOLCK) is
 * said once and done without */
static void lockop(int fd, int op)
{
	static int said;

	while (flock(fd, op) != 0)
		if (errno != EINTR) {
			if (!said++)
				warn("flock on a GPU's lock file:");
			return;
		}
}

/* take the lock file shared or alone, through the turnstile */
static void filelock(struct gpulock *g, int op)
{
	if (g->fd < 0)
		return;
	lockop(g->turn, LOCK_EX);
	lockop(g->fd, op);
	lockop(g->turn, LOCK_UN);
}

void seminit(struct sem *s, int n)
{
	pthread_mutex_init(&s->m, NULL);
	pthread_cond_init(&s->cv, NULL);
	s->n = n;
}

void gpu_share(struct gpulock *g)
{
	pthread_mutex_lock(&g->m);
	while (g->writer || g->waiting || g->readers >= g->max)
		pthread_cond_wait(&g->cv, &g->m);
	/* the first verification of this process takes the file for all of
	 * them: the others wait on g->m meanwhile, as they would on it */
	if (g->readers++ == 0)
		filelock(g, LOCK_SH);
	pthread_mutex_unlock(&g->m);
}

void gpu_unshare(struct gpulock *g)
{
	pthread_mutex_lock(&g->m);
	if (--g->readers == 0 && g->fd >= 0)
		lockop(g->fd, LOCK_UN);
	pthread_cond_broadcast(&g->cv);
	pthread_mutex_unlock(&g->m);
}

void gpu_hold(struct gpulock *g)
{
	pthread_mutex_lock(&g->m);
	g->waiting++;
	while (g->writer || g->readers)
		pthread_cond_wait(&g->cv, &g->m);
	g->waiting--;
	g->writer = 1;
	pthread_mutex_unlock(&g->m);
	filelock(g, LOCK_EX);
}

void gpu_release(struct gpulock *g)
{
	if (g->fd >= 0)
		lockop(g->fd, LOCK_UN);
	pthread_mutex_lock(&g->m);
	g->writer = 0;
	pthread_cond_broadcast(&g->cv);
	pthread_mutex_unlock(&g->m);
}

void semdown(struct sem *s)
{
	pthread_mutex_lock(&s->m);
	while (s->n <= 0)
		pthread_cond_wait(&s->cv, &s->m);
	s->n--;
	pthread_mutex_unlock(&s->m);
}

void semup(struct sem *s)
{
	pthread_mutex_lock(&s->m);
	s->n++;
	pthread_cond_signal(&s->cv);
	pthread_mutex_unlock(&s->m);
}
