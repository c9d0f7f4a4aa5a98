/* genlock.h: what the agent loop's jobs share: the GPU and the compilers */
#ifndef AK_GENLOCK_H
#define AK_GENLOCK_H

#include <pthread.h>

/* the GPU: verifications share it (up to max at once), a timing holds it
 * alone and goes first when it waits; with its lock files, the same between
 * the akgen processes of the host */
struct gpulock {
	pthread_mutex_t m;
	pthread_cond_t cv;
	int readers, max, writer, waiting;
	int fd, turn;		/* the GPU's lock file and its turnstile (flock); -1: none */
};

/* a counting semaphore */
struct sem {
	pthread_mutex_t m;
	pthread_cond_t cv;
	int n;
};

/* ready the lock for max verifications at once */
void gpulock_init(struct gpulock *g, int max);
/* share the GPU with the other processes too, through the advisory lock files
 * lock and turn (created when missing): this process's verifications hold lock
 * shared, a timing holds it alone; a timing waiting holds turn, which keeps new
 * verifications of every process back. 0, or -1 after a warning (then only
 * this process's jobs keep apart) */
int gpulock_files(struct gpulock *g, const char *lock, const char *turn);
/* close the lock files */
void gpulock_close(struct gpulock *g);
/* take one of the shared places on the GPU, waiting while a timing holds or wants it */
void gpu_share(struct gpulock *g);
/* give the shared place back */
void gpu_unshare(struct gpulock *g);
/* hold the GPU alone, once every verification on it has ended */
void gpu_hold(struct gpulock *g);
/* let the others have it again */
void gpu_release(struct gpulock *g);
/* ready the semaphore with n places */
void seminit(struct sem *s, int n);
/* take a place, waiting for one */
void semdown(struct sem *s);
/* give it back */
void semup(struct sem *s);

#endif
