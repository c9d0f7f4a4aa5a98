// split_test: templates/common/split.cuh, the choice of the rowreg families' split
// rows, over rows 1..70 and every row length of packs up to 2^17 in steps, every pk,
// block, split, split_min and nvmax the families allow, on GPUs of 16 to 132
// multiprocessors: a split is a power-of-two cluster within split, within half the
// multiprocessors, of blocks of split_min to 1024 threads that together hold the row at
// the fewest packs a thread (at most nvmax), and only of a row that one block does not
// hold at pk packs a thread; then the shapes whose choice session 16 measured.
// Host code only (no GPU); built by cuh_test.sh with the sanitizers.
#include <stdio.h>
#include <stdlib.h>

#include "testglue/hostcheck.h"
#include "common/split.cuh"


static int lt_of(int npk, int pk)
{
	int lt = 0;
	while ((1 << lt) < (npk + pk - 1) / pk)
		lt++;
	return lt;
}

static void one(long rows, int npk, int pk, int sms, int block, int split, int smin, int nvmax)
{
	const Split s = split_of(rows, npk, pk, sms, block, split, smin, nvmax);
	const int whole = 1 << lt_of(npk, pk);

	CHECK(split_wanted(npk, pk, block) == (whole > block), "npk %d pk %d block %d: wanted", npk, pk, block);

	if (s.cl == 1) {
		// not split: then the row is one a block holds, or no legal split exists at
		// the smallest cluster (two blocks of split_min within the budget of packs)
		if (whole > block && split >= 2 && rows * 4 <= sms && whole / 2 >= smin) {
			const int t = whole / 2 < SPLIT_THREADS ? whole / 2 : SPLIT_THREADS;
			CHECK((npk + 2 * t - 1) / (2 * t) > nvmax, "rows %ld npk %d pk %d block %d split %d smin %d: not split",
			      rows, npk, pk, block, split, smin);
		}
		return;
	}
	CHECK(whole > block, "rows %ld npk %d pk %d: split a row one block of %d holds", rows, npk, pk, block);
	CHECK(s.cl >= 2 && s.cl <= split && (s.cl & (s.cl - 1)) == 0, "cl %d, split %d", s.cl, split);
	CHECK(rows * s.cl * 2 <= sms, "rows %ld x cl %d over half of %d multiprocessors", rows, s.cl, sms);
	CHECK(s.t >= smin && s.t <= SPLIT_THREADS && (s.t & (s.t - 1)) == 0, "t %d, split_min %d", s.t, smin);
	CHECK(s.nv >= 1 && s.nv <= nvmax, "nv %d, nvmax %d", s.nv, nvmax);
	// the row is held, at the fewest packs a thread
	CHECK((long)s.cl * s.t * s.nv >= npk && (long)s.cl * s.t * (s.nv - 1) < npk, "npk %d: cl %d t %d nv %d", npk,
	      s.cl, s.t, s.nv);
	CHECK((1 << s.lg) == s.cl * s.t, "lg %d, cl %d t %d", s.lg, s.cl, s.t);
	// the cluster grows while it may: doubling it breaks a rule
	if (s.cl < split)
		CHECK(rows * s.cl * 4 > sms || whole / (s.cl * 2) < smin, "rows %ld npk %d: cl %d could double", rows, npk,
		      s.cl);
}

int main(void)
{
	static const int pks[] = {1, 2, 4, 8}, blocks[] = {128, 256, 512, 1024}, splits[] = {1, 2, 4, 8, 16},
			 smins[] = {32, 64, 128, 256}, nvmaxes[] = {1, 2, 4, 8}, smss[] = {16, 78, 132};
	long n = 0;

	for (long rows = 1; rows <= 70; rows += rows < 20 ? 1 : 7)
		for (int npk = 1; npk <= 1 << 17; npk += npk < 64 ? 1 : npk / 16 + 1)
			for (int a = 0; a < 4; a++)
				for (int b = 0; b < 4; b++)
					for (int c = 0; c < 5; c++)
						for (int d = 0; d < 4; d++)
							for (int e = 0; e < 4; e++)
								for (int f = 0; f < 3; f++, n++)
									one(rows, npk, pks[a], smss[f], blocks[b], splits[c],
									    smins[d], nvmaxes[e]);

	// the shapes measured (bf16: 8 elements a pack; f32: 4), on the H200's 132
	// multiprocessors, at the parameters of the session 16 variants
	Split s = split_of(1, 262144 / 8, 4, 132, 1024, 8, 256, 4);	// layernorm 1 x 262144 bf16: 7.68 us
	CHECK(s.cl == 8 && s.t == 1024 && s.nv == 4, "layernorm 1 x 262144 bf16: cl %d t %d nv %d", s.cl, s.t, s.nv);
	s = split_of(1, 262144 / 4, 4, 132, 1024, 8, 256, 4);	// its f32 row: over 8 x 1024 x 4 packs
	CHECK(s.cl == 1, "layernorm 1 x 262144 f32 is not split at nvmax 4: cl %d", s.cl);
	s = split_of(1, 262144 / 4, 4, 132, 1024, 8, 256, 8);	// rmsnorm holds 8 packs a thread
	CHECK(s.cl == 8 && s.nv == 8, "rmsnorm 1 x 262144 f32: cl %d nv %d", s.cl, s.nv);
	s = split_of(1, 262144 / 4, 4, 132, 1024, 16, 256, 4);	// or a cluster of 16
	CHECK(s.cl == 16 && s.nv == 4, "layernorm 1 x 262144 f32 at SPLIT 16: cl %d nv %d", s.cl, s.nv);
	s = split_of(16, 8192 / 8, 2, 132, 512, 8, 256, 4);	// add_rmsnorm decode 16 x 8192 bf16
	CHECK(s.cl == 1, "16 x 8192 bf16, a row one block of 512 holds at 2 packs, is split: cl %d", s.cl);
	s = split_of(8, 8192 / 8, 2, 132, 512, 8, 256, 8);	// rmsnorm decode 8 x 8192 bf16
	CHECK(s.cl == 1, "8 x 8192 bf16 is split: cl %d", s.cl);
	s = split_of(16, 8192 / 4, 2, 132, 512, 8, 256, 4);	// add_rmsnorm decode 16 x 8192 f32
	CHECK(s.cl == 4 && s.t == 256 && s.nv == 2, "16 x 8192 f32: cl %d t %d nv %d", s.cl, s.t, s.nv);
	s = split_of(1024, 4096, 4, 132, 1024, 8, 256, 8);	// many rows never split
	CHECK(s.cl == 1, "1024 rows split: cl %d", s.cl);

	printf("split_test: %ld choices, %d failures\n", n, fails);
	return fails ? 1 : 0;
}
