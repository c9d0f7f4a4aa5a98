/* layout_test.cu: host-side checks of harness_layout.cuh, no GPU needed. Over thousands
 * of seeds and shapes (1 to 4 dimensions, sizes 1 to 9, and a few large ones), for every
 * kind of layout the harness calls with (dense, padded, permuted, broadcast):
 *   every element's offset lies in [0, span);
 *   no two distinct elements share an offset (in a broadcast layout, the canonical
 *     ones: every other element shares its canonical element's offset);
 *   akh_lay_member(o) holds exactly for the offsets some element maps to, which the
 *     guards of the strided copy rely on (every other byte of it is a guard);
 *   the strides are the ones the launcher is promised: a broadcast one 0 or the dense
 *     stride without the broadcast dimensions, a dimension of size 1 dense.
 * Each kind must also be drawn (a broadcast 1-D weight on most draws), so that a draw
 * that stopped making one fails here.
 * And the placements (akh_offset), for every alignment a spec can give: a multiple of
 * it, under the 16 * 256 bytes each allocation leaves; the allocator's kind at
 * multiples of 256 bytes, the spec's least alignment never at one where the alignment
 * is less; verification's mix draws both, about half and half.
 * Build: nvcc -std=c++17 -O2 -Iverify verify/testglue/layout_test.cu -o layout_test */
#include <stdio.h>
#include <stdlib.h>
#include <vector>
#include "harness_layout.cuh"
#include "testglue/hostcheck.h"

enum { DENSE, PADDED, PERMUTED, BROADCAST, NKINDS };
static const char *const kindname[NKINDS] = {"dense", "padded", "permuted", "broadcast"};
static long drawn[NKINDS];

static void shape_text(const akh_layout &l, char *out, size_t n)
{
	size_t k = (size_t)snprintf(out, n, "[");
	for (int d = 0; d < l.nd && k < n; d++)
		k += (size_t)snprintf(out + k, n - k, "%s%lld:%lld", d ? " " : "", (long long)l.shape[d],
				      (long long)l.stride[d]);
	if (k < n)
		snprintf(out + k, n - k, "]");
}

/* the kind a drawn layout is */
static int kind_of(const akh_layout &l)
{
	if (!l.strided)
		return DENSE;
	if (l.bcast)
		return BROADCAST;
	for (int a = 0; a < l.nd; a++)
		for (int b = a + 1; b < l.nd; b++)
			if (l.shape[a] > 1 && l.shape[b] > 1 && l.stride[a] < l.stride[b])
				return PERMUTED;
	return PADDED;
}

/* every property of one layout, by brute force over its elements and offsets */
static void check_layout(const akh_layout &l, const char *what)
{
	char sh[200];
	shape_text(l, sh, sizeof sh);
	int64_t n = 1;
	for (int d = 0; d < l.nd; d++)
		n *= l.shape[d];
	CHECK(l.span >= 1 && l.span <= (int64_t)1 << 24, "%s %s: span %lld", what, sh, (long long)l.span);
	if (!(l.span >= 1 && l.span <= (int64_t)1 << 24))
		return;
	/* the strides: broadcast dimensions (size > 1) at 0, the rest dense over the
	 * compact tensor; inner layouts keep the last dimension dense */
	if (l.bcast) {
		int64_t st = 1;
		for (int d = l.nd - 1; d >= 0; d--) {
			const bool b = (l.bcast >> d) & 1;
			CHECK(!b || l.shape[d] > 1, "%s %s: dimension %d of size 1 broadcast", what, sh, d);
			CHECK(l.stride[d] == (b ? 0 : st), "%s %s: stride %d is %lld, not %lld", what, sh, d,
			      (long long)l.stride[d], (long long)(b ? 0 : st));
			st *= b ? 1 : l.shape[d];
		}
		CHECK(l.span == st, "%s %s: span %lld, the compact tensor has %lld", what, sh, (long long)l.span,
		      (long long)st);
	} else if (l.nd > 0) {
		CHECK(l.stride[l.nd - 1] == 1, "%s %s: the last dimension is not dense", what, sh);
	}
	/* owner[o]: the element whose value fills offset o (its canonical element), -1 none */
	std::vector<int64_t> owner((size_t)l.span, -1);
	for (int64_t e = 0; e < n; e++) {
		const int64_t o = akh_lay_at(l, e);
		if (o < 0 || o >= l.span) {
			CHECK(0, "%s %s: element %lld at offset %lld, outside [0, %lld)", what, sh, (long long)e,
			      (long long)o, (long long)l.span);
			return;
		}
		const int64_t c = akh_canon_index(l.nd, l.shape, l.bcast, e);
		CHECK(akh_lay_canonical(l, e) == (c == e), "%s %s: element %lld canonical %d, its canonical element %lld",
		      what, sh, (long long)e, (int)akh_lay_canonical(l, e), (long long)c);
		CHECK(c >= 0 && c <= e && akh_lay_at(l, c) == o, "%s %s: element %lld at %lld, its canonical element %lld elsewhere",
		      what, sh, (long long)e, (long long)o, (long long)c);
		if (c != e)
			continue;
		CHECK(owner[(size_t)o] < 0, "%s %s: elements %lld and %lld both at offset %lld", what, sh,
		      (long long)owner[(size_t)o], (long long)e, (long long)o);
		owner[(size_t)o] = e;
	}
	/* membership: exactly the offsets an element maps to, none past the span (the
	 * guard kernel asks only inside it, but a wrong answer past it must not hide) */
	int64_t members = 0;
	for (int64_t o = 0; o < l.span + 64; o++) {
		const bool held = o < l.span && owner[(size_t)o] >= 0;
		const bool m = akh_lay_member(l, o);
		members += held;
		if (m != held) {
			CHECK(0, "%s %s: offset %lld is%s held, akh_lay_member says %d", what, sh, (long long)o,
			      held ? "" : " not", (int)m);
			return;
		}
	}
	/* the canonical elements onto the member offsets, one to one */
	int64_t canon = 0;
	for (int64_t e = 0; e < n; e++)
		canon += akh_lay_canonical(l, e);
	CHECK(canon == members, "%s %s: %lld canonical elements, %lld member offsets", what, sh, (long long)canon,
	      (long long)members);
	CHECK(l.bcast || canon == n, "%s %s: %lld of %lld elements canonical without a broadcast dimension", what, sh,
	      (long long)canon, (long long)n);
}

/* the layouts the harness draws for a tensor of this shape on one seed: dense, inner
 * (padded or permuted) where it has two or more dimensions, broadcast */
static void check_shape(const int64_t *shape, int nd, int es, uint64_t seed)
{
	char what[64];
	const akh_layout l[3] = {
		akh_dense_layout(shape, nd),
		nd >= 2 ? akh_strided_layout(shape, nd, es, seed) : akh_dense_layout(shape, nd),
		akh_broadcast_layout(shape, nd, es, seed),
	};
	for (int k = 0; k < 3; k++) {
		snprintf(what, sizeof what, "seed %llu es %d %s", (unsigned long long)seed, es,
			 k == 0 ? "dense" : k == 1 ? "inner" : "broadcast");
		check_layout(l[k], what);
		drawn[kind_of(l[k])]++;
	}
	CHECK(!l[0].strided && !l[0].bcast, "dense layout drawn strided");
	CHECK(!l[1].bcast, "inner layout drawn broadcast");
	/* a broadcast tensor is never padded or permuted */
	CHECK(kind_of(l[2]) == DENSE || kind_of(l[2]) == BROADCAST, "broadcast layout drawn %s", kindname[kind_of(l[2])]);
}

int main(void)
{
	static const int es[] = {2, 4, 8};
	uint64_t s = 7;
	for (int t = 0; t < 4000; t++) {
		s = akh_mix64(s + (uint64_t)t);
		int64_t shape[H_MAX_DIMS];
		const int nd = 1 + (int)(s % 4);
		for (int d = 0; d < nd; d++)
			shape[d] = 1 + (int64_t)((s >> (8 + 4 * d)) % 9);
		check_shape(shape, nd, es[(s >> 40) % 3], akh_mix64(s));
	}
	/* large ones: long rows, many rows, a 1-D weight of the largest spec size */
	static const int64_t big[][5] = {
		{1, 262144}, {2, 3, 70001}, {2, 4099, 31}, {3, 17, 19, 257}, {4, 2, 3, 5, 7919},
	};
	for (const auto &b : big)
		for (uint64_t k = 0; k < 24; k++)
			check_shape(b + 1, (int)b[0], 2, akh_mix64(k * 0x9e3779b97f4a7c15ULL + (uint64_t)b[0]));
	/* a 1-D weight: broadcast on most strided draws (3 in 4), its one element alone in
	 * the copy */
	int bc = 0;
	const int64_t cols = 4096;
	for (uint64_t k = 0; k < 4000; k++) {
		const akh_layout l = akh_broadcast_layout(&cols, 1, 2, akh_mix64(k));
		bc += l.strided;
		CHECK(!l.strided || (l.stride[0] == 0 && l.span == 1), "1-D broadcast: stride %lld span %lld",
		      (long long)l.stride[0], (long long)l.span);
	}
	CHECK(bc > 2800 && bc < 3200, "1-D weight broadcast on %d of 4000 draws, not about 3 in 4", bc);
	for (int k = 0; k < NKINDS; k++)
		CHECK(drawn[k] > 100, "%s layouts drawn %ld times", kindname[k], drawn[k]);
	for (size_t align = 2; align <= 256; align *= 2) {
		int mixmin = 0;
		for (int k = 0; k < 4000; k++) {
			const uint64_t seed = akh_mix64(0x6a09e667f3bcc909ULL + (uint64_t)k);
			const size_t a = akh_offset(seed, k % 7, k % 2, align, AKH_PLACE_ALLOC);
			const size_t m = akh_offset(seed, k % 7, k % 2, align, AKH_PLACE_MIN);
			const size_t x = akh_offset(seed, k % 7, k % 2, align, AKH_PLACE_MIX);
			CHECK(a % 256 == 0 && a % align == 0 && a < 16 * 256, "align %zu: the allocator's at %zu", align, a);
			CHECK(m % align == 0 && m < 16 * 256 && (align == 256 || m % 256 != 0),
			      "align %zu: the least alignment's at %zu", align, m);
			CHECK(x == a || x == m, "align %zu: the mix at %zu, neither %zu nor %zu", align, x, a, m);
			mixmin += x % 256 != 0;
		}
		CHECK(align == 256 || (mixmin > 1800 && mixmin < 2200),
		      "align %zu: the mix at the least alignment %d times in 4000", align, mixmin);
	}
	if (fails) {
		printf("layout_test: %d failures\n", fails);
		return 1;
	}
	printf("layout_test: dense %ld, padded %ld, permuted %ld, broadcast %ld layouts checked; 1-D weight broadcast "
	       "on %d of 4000 draws\n", drawn[DENSE], drawn[PADDED], drawn[PERMUTED], drawn[BROADCAST], bc);
	return 0;
}
