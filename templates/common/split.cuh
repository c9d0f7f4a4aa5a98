// common/split.cuh: the split of a few long rows over a thread-block cluster, as
// arithmetic alone (host code, no CUDA call): how many blocks a row takes, the
// threads of each and the packs of each thread. common/rowreg_launch.cuh launches
// what it decides; tests/split_test.cpp checks it over every kind of shape.
#include <stdint.h>

// a split row's blocks: up to 1024 threads (BLOCK is the one-block rows')
#define SPLIT_THREADS 1024

// cl blocks a row (1: the row is not split), t threads a block, nv packs a thread,
// lg = log2(cl * t), the row's threads in all
struct Split {
	int cl, t, nv, lg;
};

// log2 of the threads that hold a row of npk packs at pk packs each
static inline int split_lt(int npk, int pk)
{
	int lt = 0;
	while ((1 << lt) < (npk + pk - 1) / pk && lt < 30)
		lt++;
	return lt;
}

// whether a row of npk packs may be split at all: one block of `block` threads does
// not hold it at pk packs a thread (the launcher asks before it looks up the GPU, so
// that the rows that stay whole pay nothing for the split)
static inline bool split_wanted(int npk, int pk, int block)
{
	return npk >= 1 && pk >= 1 && (1 << split_lt(npk, pk)) > block;
}

// A row of npk packs, in a tensor of `rows` rows, on a GPU of sms multiprocessors.
// Only rows that one block of `block` threads does not hold at pk packs a thread are
// split (the row's 2^lt threads at pk packs are more than block: split, a decode
// row of 16 KiB, 16 x 8192 bf16, took 3.49 us for 2.50 on the H200). cl doubles while
// `split` allows, the rows' blocks stay within half the multiprocessors (a cluster's
// blocks share one GPC: not every multiprocessor can take one), and each block keeps
// split_min of the 2^lt threads; each block then has up to SPLIT_THREADS of them, and
// a thread nv <= nvmax packs, else the row is not split (rows of more than split *
// 1024 * nvmax packs take the looping path).
static inline Split split_of(int64_t rows, int npk, int pk, int sms, int block, int split, int split_min, int nvmax)
{
	Split s = {1, 0, 0, 0};
	if (split <= 1 || rows < 1 || !split_wanted(npk, pk, block))
		return s;
	const int lt = split_lt(npk, pk);	// log2 of the row's threads at pk packs each
	int cl = 1;
	while (cl < split && rows * cl * 4 <= sms && (1 << lt) / (cl * 2) >= split_min)
		cl *= 2;
	if (cl == 1)
		return s;
	const int t = (1 << lt) / cl < SPLIT_THREADS ? (1 << lt) / cl : SPLIT_THREADS;
	const int nv = (npk + cl * t - 1) / (cl * t);
	if (nv > nvmax)
		return s;
	s.cl = cl, s.t = t, s.nv = nv;
	while ((1 << s.lg) < cl * t)
		s.lg++;
	return s;
}
