/* gpus.h: the GPUs of this host a run may use: which ones, the arch of each,
 * and what a child is told to see only one of them */
#ifndef AK_GPUS_H
#define AK_GPUS_H

#include <stdbool.h>
#include <stddef.h>

#define GPUS_MAX 64

struct gpudev {
	int index;		/* as nvidia-smi lists it */
	char arch[16];		/* "sm_90" */
	char name[128];		/* nvidia-smi's name; "" when not known (AKGEN_GPU_ARCH) */
	char uuid[96];		/* "GPU-..."; "" when not known */
	char visible[96];	/* CUDA_VISIBLE_DEVICES for its children (its UUID, else its
				 * index); "": they see what akgen sees */
};

/* check the form of a --gpus list ("0,1,3", "all"); false with why when it is not one */
bool gpus_listok(const char *list, char *why, size_t n);
/* the GPUs of list, each with its arch (nvidia-smi --query-gpu, or the tests'
 * AKGEN_GPU_ARCH); list NULL: the one GPU the CUDA runtime calls device 0 (the first
 * of CUDA_VISIBLE_DEVICES, else nvidia-smi's first), its children left to see what
 * akgen sees. Returns how many (0: no GPU here, none listed), -1 after a warning
 * (a listed GPU that is not here) */
int gpus_find(const char *list, struct gpudev *out, int max);
/* whether a GPU of arch gpu ("sm_90", as gpus_find reads it) runs a job of arch job:
 * the same arch; its arch-specific code ("sm_90a": that compute capability alone); a
 * family's ("sm_100f": the same major version, at or past its minor) */
bool gpus_runs(const char *gpu, const char *job);
/* the advisory lock files of a GPU, shared by every akgen process of the host: in
 * $AKGEN_GPU_LOCKDIR, else /tmp; allocated paths of the lock and its turnstile */
void gpus_lockpaths(const struct gpudev *d, char **lock, char **turn);

#endif
