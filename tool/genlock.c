/* genlock.c: the GPU lock and the compilers' semaphore of the agent loop
 *
 * Verifications share the GPU (up to gpu_jobs at once); a timing holds it
 * alone, and a timing that waits goes before the verifications that come
 * after it, so that nothing disturbs a measurement and the measurements are
 * not starved. */
#include "genlock.h"

void gpulock_init(struct gpulock *g, int max)
{
	pthread_mutex_init(&g->m, NULL);
	pthread_cond_init(&g->cv, NULL);
	g->readers = g->writer = g->waiting = 0;
	g->max = max;
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
	g->readers++;
	pthread_mutex_unlock(&g->m);
}

void gpu_unshare(struct gpulock *g)
{
	pthread_mutex_lock(&g->m);
	g->readers--;
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
}

void gpu_release(struct gpulock *g)
{
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
