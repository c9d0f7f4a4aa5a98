/* sample_test.cu: host-side checks of harness_sample.cuh, no GPU needed.
 *   akh_strata: k of [0, R) sorted and distinct, one in each stratum, the first and last
 *     pinned when asked, all of them where k >= R;
 *   akh_plan_grid: the grid's sides within their bounds and the shape's, about
 *     AKH_TRIAL_FLOPS of host work where the bounds allow, the first and last row and
 *     column always, the same grid for the same seed and another for another;
 *   akh_nd_index: every element of a gathered copy maps to the dense index of its
 *     sampled place (by brute force over the copy's multi-indices), distinct and in
 *     range, over thousands of shapes of 1 to 4 dimensions;
 *   akh_col_pieces and akh_piece_copy: a few rows' columns in pieces for the host threads,
 *     each piece's copy exactly its columns, and what is computed piece by piece and
 *     copied back what the whole would give, over thousands of shapes.
 * Build: nvcc -std=c++17 -O2 -Iverify verify/testglue/sample_test.cu -o sample_test */
#include <stdio.h>
#include <stdlib.h>
#include <set>
#include <vector>
#include "harness_sample.cuh"
#include "testglue/hostcheck.h"

static void check_strata(int64_t R, int64_t k, uint64_t h, bool pin)
{
	std::vector<int64_t> v;
	akh_strata(R, k, h, pin, v);
	int64_t want = std::min(R, k);
	CHECK((int64_t)v.size() == want, "strata R=%lld k=%lld: %zu drawn", (long long)R, (long long)k, v.size());
	for (size_t j = 0; j < v.size(); j++) {
		CHECK(v[j] >= 0 && v[j] < R, "strata R=%lld k=%lld: %lld out of range", (long long)R, (long long)k,
		      (long long)v[j]);
		if (j > 0)
			CHECK(v[j] > v[j - 1], "strata R=%lld k=%lld: not sorted and distinct at %zu", (long long)R,
			      (long long)k, j);
		if (k < R) {
			int64_t lo = (int64_t)((__int128)R * (int64_t)j / k), hi = (int64_t)((__int128)R * ((int64_t)j + 1) / k);
			CHECK(v[j] >= lo && v[j] < hi, "strata R=%lld k=%lld: %lld outside stratum %zu", (long long)R,
			      (long long)k, (long long)v[j], j);
		}
	}
	if (pin && v.size() >= 2)
		CHECK(v.front() == 0 && v.back() == R - 1, "strata R=%lld k=%lld: first or last not pinned", (long long)R,
		      (long long)k);
}

static void check_grid(int64_t R, int64_t C, double flops, uint64_t seed)
{
	std::vector<int64_t> r, c, r2, c2;
	akh_plan_grid(R, C, flops, seed, r, c);
	int64_t kr = (int64_t)r.size(), kc = (int64_t)c.size();
	CHECK(kr >= std::min<int64_t>(R, AKH_MIN_GRID) && kr <= std::min<int64_t>(R, AKH_MAX_GRID), "grid %lldx%lld: %lld rows",
	      (long long)R, (long long)C, (long long)kr);
	CHECK(kc >= std::min<int64_t>(C, AKH_MIN_GRID) && kc <= std::min<int64_t>(C, AKH_MAX_GRID), "grid %lldx%lld: %lld cols",
	      (long long)R, (long long)C, (long long)kc);
	double each = std::max(1.0, flops / ((double)R * (double)C)), work = each * (double)kr * (double)kc;
	bool floor = kr <= AKH_MIN_GRID || kc <= AKH_MIN_GRID;
	CHECK(work <= 1.01 * AKH_TRIAL_FLOPS || floor, "grid %lldx%lld flops %g: %lldx%lld costs %g", (long long)R,
	      (long long)C, flops, (long long)kr, (long long)kc, work);
	/* the budget used where neither side is at a bound */
	bool bounded = kr == R || kc == C || kr == AKH_MAX_GRID || kc == AKH_MAX_GRID || floor;
	CHECK(bounded || work >= 0.25 * AKH_TRIAL_FLOPS, "grid %lldx%lld flops %g: %lldx%lld uses only %g",
	      (long long)R, (long long)C, flops, (long long)kr, (long long)kc, work);
	CHECK(r.front() == 0 && r.back() == R - 1 && c.front() == 0 && c.back() == C - 1,
	      "grid %lldx%lld: first or last row or column missing", (long long)R, (long long)C);
	for (size_t j = 1; j < r.size(); j++)
		CHECK(r[j] > r[j - 1], "grid rows not sorted");
	for (size_t j = 1; j < c.size(); j++)
		CHECK(c[j] > c[j - 1], "grid cols not sorted");
	akh_plan_grid(R, C, flops, seed, r2, c2);
	CHECK(r == r2 && c == c2, "grid %lldx%lld: another grid for the same seed", (long long)R, (long long)C);
	if (R > 4 * AKH_MAX_GRID && C > 4 * AKH_MAX_GRID) {
		akh_plan_grid(R, C, flops, seed + 1, r2, c2);
		CHECK(r != r2 && c != c2, "grid %lldx%lld: the same grid for another seed", (long long)R, (long long)C);
	}
}

static uint64_t rng = 0x1234;
static uint64_t draw(void)
{
	return rng = akh_mix64(rng + 0x9e3779b97f4a7c15ULL);
}

static void check_nd(void)
{
	akh_nd_map g;
	memset(&g, 0, sizeof g);
	g.nd = 1 + (int)(draw() % 4);
	std::vector<int64_t> rows, cols;
	int rowdim = draw() % 2 ? 0 : -1, coldim = (int)(draw() % (uint64_t)g.nd);
	if (coldim == rowdim)
		coldim = -1;
	for (int d = 0; d < g.nd; d++) {
		g.full[d] = 1 + (int64_t)(draw() % 9);
		g.local[d] = g.full[d];
		g.map[d] = 0;
	}
	if (rowdim == 0) {
		akh_strata(g.full[0], 1 + (int64_t)(draw() % (uint64_t)g.full[0]), draw(), true, rows);
		g.local[0] = (int64_t)rows.size();
		g.map[0] = 1;
	}
	if (coldim >= 0) {
		akh_strata(g.full[coldim], 1 + (int64_t)(draw() % (uint64_t)g.full[coldim]), draw(), draw() % 2, cols);
		g.local[coldim] = (int64_t)cols.size();
		g.map[coldim] = 2;
	}
	int64_t n = 1, total = 1;
	for (int d = 0; d < g.nd; d++)
		n *= g.local[d], total *= g.full[d];
	std::set<int64_t> seen;
	for (int64_t f = 0; f < n; f++) {
		/* brute force: the copy's multi-index, mapped, then the tensor's dense index */
		int64_t rest = f, li[H_MAX_DIMS], want = 0;
		for (int d = g.nd - 1; d >= 0; d--)
			li[d] = rest % g.local[d], rest /= g.local[d];
		for (int d = 0; d < g.nd; d++) {
			int64_t x = g.map[d] == 1 ? rows[(size_t)li[d]] : g.map[d] == 2 ? cols[(size_t)li[d]] : li[d];
			want = want * g.full[d] + x;
		}
		int64_t got = akh_nd_index(g, rows.data(), cols.data(), f);
		CHECK(got == want, "nd %d dims: element %lld at %lld, want %lld", g.nd, (long long)f, (long long)got,
		      (long long)want);
		CHECK(got >= 0 && got < total, "nd: %lld out of range", (long long)got);
		seen.insert(got);
	}
	CHECK((int64_t)seen.size() == n, "nd %d dims: %zu distinct of %lld", g.nd, seen.size(), (long long)n);
}

/* akh_col_pieces: one piece where the rows fill the threads, else enough to, never more
 * than the columns; akh_piece_copy: every piece's copy holds exactly its columns (by
 * brute force over the multi-indices), and a function of each element's whole-tensor
 * column applied piece by piece and copied back equals it applied to the whole */
static void check_pieces(void)
{
	int64_t k = 1 + (int64_t)(draw() % 40), kc = 1 + (int64_t)(draw() % 40);
	int nth = 1 + (int)(draw() % 32);
	int64_t np = akh_col_pieces(k, kc, nth);
	CHECK(np >= 1 && np <= kc, "pieces k=%lld kc=%lld threads %d: %lld", (long long)k, (long long)kc, nth, (long long)np);
	if (k >= nth)
		CHECK(np == 1, "pieces k=%lld >= threads %d: %lld", (long long)k, nth, (long long)np);
	else
		CHECK(k * np >= std::min<int64_t>(nth, k * kc), "pieces k=%lld kc=%lld threads %d: %lld leave threads idle",
		      (long long)k, (long long)kc, nth, (long long)np);

	int nd = 1 + (int)(draw() % 4), cd = (int)(draw() % (uint64_t)nd);
	int64_t dims[H_MAX_DIMS], n = 1;
	for (int d = 0; d < nd; d++)
		dims[d] = 1 + (int64_t)(draw() % 9), n *= dims[d];
	const int64_t len = dims[cd];
	np = 1 + (int64_t)(draw() % (uint64_t)len);
	std::vector<double> whole((size_t)n), orig;
	for (auto &x : whole)
		x = (double)(draw() % 1000);
	orig = whole;
	/* the column of element f of an array of dims, along cd */
	auto column = [&](const int64_t *dm, int64_t f) {
		for (int d = nd - 1; d > cd; d--)
			f /= dm[d];
		return f % dm[cd];
	};
	for (int64_t p = 0; p < np; p++) {
		int64_t c0 = len * p / np, c1 = len * (p + 1) / np, pd[H_MAX_DIMS], pn = 1;
		for (int d = 0; d < nd; d++)
			pd[d] = d == cd ? c1 - c0 : dims[d], pn *= pd[d];
		std::vector<double> part((size_t)pn);
		akh_piece_copy(nd, dims, cd, c0, c1, (char *)whole.data(), (char *)part.data(), false);
		for (int64_t f = 0; f < pn; f++) {
			/* the part's multi-index, moved by c0 along cd, in the whole array */
			int64_t rest = f, li[H_MAX_DIMS], w = 0;
			for (int d = nd - 1; d >= 0; d--)
				li[d] = rest % pd[d], rest /= pd[d];
			for (int d = 0; d < nd; d++)
				w = w * dims[d] + li[d] + (d == cd ? c0 : 0);
			CHECK(part[(size_t)f] == orig[(size_t)w], "piece %lld of %lld, nd %d cd %d: element %lld is %g, want %g",
			      (long long)p, (long long)np, nd, cd, (long long)f, part[(size_t)f], orig[(size_t)w]);
			part[(size_t)f] = 3 * part[(size_t)f] + (double)(c0 + column(pd, f));
		}
		akh_piece_copy(nd, dims, cd, c0, c1, (char *)whole.data(), (char *)part.data(), true);
	}
	for (int64_t f = 0; f < n; f++)
		CHECK(whole[(size_t)f] == 3 * orig[(size_t)f] + (double)column(dims, f),
		      "pieces %lld, nd %d cd %d: element %lld is %g after the pieces, want %g", (long long)np, nd, cd,
		      (long long)f, whole[(size_t)f], 3 * orig[(size_t)f] + (double)column(dims, f));
}

int main(void)
{
	static const int64_t sizes[] = {1, 2, 3, 7, 8, 31, 32, 33, 127, 1000, 4099, 65536, 1048576, (int64_t)1 << 40};
	for (int64_t R : sizes)
		for (int64_t k : sizes)
			for (int pin = 0; pin < 2; pin++)
				if (k <= 1 << 20)
					check_strata(R, k, draw(), pin);
	static const int64_t dims[] = {1, 16, 17, 1000, 4096, 28672, 65536, 1048576};
	for (int64_t m : dims)
		for (int64_t n : dims)
			for (int64_t k : dims)
				check_grid(m, n, 2.0 * (double)m * (double)n * (double)k, draw());
	for (int t = 0; t < 5000; t++)
		check_nd();
	for (int t = 0; t < 5000; t++)
		check_pieces();
	printf("sample_test: %d failures\n", fails);
	return fails ? 1 : 0;
}
