// rowpeel_test: templates/common/rowpeel.cuh, the peel of the rowreg families' rows,
// for every pack width V of 1 to 8 elements, row starts `off` of 0 to 63 and near
// 2^31, 2^32 and 2^62 (r * stride in 64 bits), and rows of 1 to 600 columns and a
// few long ones: the head ends at the row's first V-aligned element (or the row's
// end), the body is whole V-aligned packs, the tail is under V elements, and the
// extras with the body cover each column exactly once; without PL, cols / V packs
// and no extras. Host code only (no GPU); built by cuh_test.sh with the sanitizers.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testglue/hostcheck.h"
#include "common/rowpeel.cuh"

#define MAXCOLS 262144
static unsigned char seen[MAXCOLS];

template <int V> static void one(long long off, int cols)
{
	const RowPeel q = row_peel<V, true>(off, cols);
	const int tail = q.ht - q.h;

	CHECK(q.h >= 0 && q.h < V && q.h <= cols, "V %d off %lld cols %d: head %d", V, off, cols, q.h);
	// the body starts V-aligned: off + h is a multiple of V, unless the row ends first
	CHECK(q.h == cols || (unsigned long long)(off + q.h) % V == 0, "V %d off %lld cols %d: body at %lld", V, off,
	      cols, off + q.h);
	CHECK(q.npk >= 0 && tail >= 0 && tail < V, "V %d off %lld cols %d: %d packs, tail %d", V, off, cols, q.npk,
	      tail);
	CHECK(q.h + q.npk * V + tail == cols, "V %d off %lld cols %d: %d + %d * V + %d", V, off, cols, q.h, q.npk,
	      tail);
	CHECK(q.ht <= 2 * V - 2, "V %d off %lld cols %d: %d extras", V, off, cols, q.ht);
	// the extras (peel_col) and the body's columns cover the row, each column once
	memset(seen, 0, (size_t)cols);
	for (int e = 0; e < q.ht; e++) {
		const int c = peel_col<V>(q, e);
		CHECK(c >= 0 && c < cols && (c < q.h || c >= q.h + q.npk * V), "V %d off %lld cols %d: extra %d at %d",
		      V, off, cols, e, c);
		if (c >= 0 && c < cols)
			seen[c]++;
	}
	for (int p = 0; p < q.npk; p++)
		for (int i = 0; i < V; i++)
			seen[q.h + p * V + i]++;
	for (int c = 0; c < cols; c++)
		CHECK(seen[c] == 1, "V %d off %lld cols %d: column %d taken %d times", V, off, cols, c, seen[c]);
	// unpeeled: the row in whole packs from its start
	const RowPeel u = row_peel<V, false>(off, cols);
	CHECK(u.h == 0 && u.npk == cols / V && u.ht == 0, "V %d cols %d: unpeeled %d %d %d", V, cols, u.h, u.npk,
	      u.ht);
}

template <int V> static void width(void)
{
	static const long long far[] = {(1ll << 31) - 3, 1ll << 31, (1ll << 32) + 5, (1ll << 62) + 7,
					2147483647ll * 262143ll};
	static const int lens[] = {1000, 4099, 65537, 262143, 262144};

	for (long long off = 0; off < 64; off++)
		for (int cols = 1; cols <= 600; cols++)
			one<V>(off, cols);
	for (size_t i = 0; i < sizeof(far) / sizeof(far[0]); i++)
		for (int d = 0; d < 2 * V; d++) {
			for (int cols = 1; cols <= 40; cols++)
				one<V>(far[i] + d, cols);
			for (size_t j = 0; j < sizeof(lens) / sizeof(lens[0]); j++)
				one<V>(far[i] + d, lens[j]);
		}
}

int main(void)
{
	width<1>();
	width<2>();
	width<4>();
	width<8>();
	// rmsnorm bf16 4096 x 2501 (session 18's odd width), V 8: row 1 starts at 2501,
	// 3 elements before 2504, then 312 packs, and a tail of 2
	{
		const RowPeel q = row_peel<8, true>(2501, 2501);
		CHECK(q.h == 3 && q.npk == 312 && q.ht == 5, "2501: %d %d %d", q.h, q.npk, q.ht);
		CHECK(peel_col<8>(q, 2) == 2 && peel_col<8>(q, 3) == 2499, "2501: extras at %d, %d", peel_col<8>(q, 2),
		      peel_col<8>(q, 3));
	}
	if (fails) {
		printf("rowpeel_test: %d failures\n", fails);
		return 1;
	}
	printf("rowpeel_test: ok\n");
	return 0;
}
