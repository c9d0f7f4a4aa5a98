/* genlock.h: what the agent loop's jobs share: the GPU and the compilers */
#ifndef AK_GENLOCK_H
#define AK_GENLOCK_H

#include <pthread.h>

/* the GPU: verifications share it (up to max at once), a timing holds it
 * alone and goes first when it waits */
struct gpulock {
	pthread_mutex_t m;
	pthread_cond_t cv;
	int readers, max, writer, waiting;
};

/* a counting semaphore */
struct sem {
	pthread_mutex_t m;
	pthread_cond_t cv;
	int n;
};

/* ready the lock for max verifications at once */
void gpulock_init(struct gpulock *g, int max);
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
