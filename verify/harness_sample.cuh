/* harness_sample.cuh: which rows and columns a sampled reference check computes, and
 * where an element of a gathered copy lies in its tensor. Independent of the job (no
 * h_op): sizes, costs and hashes come as arguments, so that
 * verify/testglue/sample_test.cu checks it on the host. The index map is
 * __host__ __device__: the harness's gather kernel (harness_dev.cuh) and the host's
 * generation of the gathered inputs (harness_ref.cuh) share it.
 *
 * An op whose spec gives `columns` (a matrix product: an output row costs n * k) is
 * checked on a grid: kr of its batch rows and, within them, kc of its columns. Its
 * inputs are generated, and its outputs gathered, only there; the reference runs on the
 * gathered copies with the two symbols set to kr (one row a call) and kc. */
#pragma once
#include <math.h>
#include <stdint.h>
#include <string.h>
#include <algorithm>
#include <vector>
#include "harness.h"
#include "harness_gen.cuh"

/* A shape whose cost model counts more flops than this gets no full reference even when
 * its tensors are small (a matrix product of 2^24 elements can take 10^12 flops); an op
 * with `columns` then gets a grid worth about AKH_TRIAL_FLOPS of host work a trial, at
 * least AKH_MIN_GRID rows and columns (where it has them) whatever that costs: a kernel
 * that skips one tile of 128 x 128 in an 8192 x 8192 output is seen by a trial of 128 x
 * 128 with odds of about 0.75, and survives the ten trials of a shape with odds under
 * 1e-6. */
#define AKH_FULL_FLOPS ((double)((int64_t)1 << 30))
#define AKH_TRIAL_FLOPS ((double)((int64_t)1 << 31))
#define AKH_MIN_GRID 32
#define AKH_MAX_GRID 1024

/* k of [0, R) into out, sorted and distinct: all of them where k >= R, else one at random
 * (from h) in each of k equal strata, the first and last pinned when pin */
static void akh_strata(int64_t R, int64_t k, uint64_t h, bool pin, std::vector<int64_t> &out)
{
	if (k >= R) {
		for (int64_t r = 0; r < R; r++)
			out.push_back(r);
		return;
	}
	for (int64_t j = 0; j < k; j++) {
		int64_t lo = (int64_t)((__int128)R * j / k), hi = (int64_t)((__int128)R * (j + 1) / k);
		int64_t r = lo + (int64_t)(akh_mix64(h + (uint64_t)j) % (uint64_t)(hi - lo));
		if (pin && j == 0)
			r = 0;
		if (pin && j == k - 1)
			r = R - 1;
		out.push_back(r);
	}
}

/* The grid of a trial: R rows and C columns whose (row, column) pairs cost flops / (R *
 * C) each (2k for a matrix product); kr and kc both about the square root of the pairs
 * AKH_TRIAL_FLOPS buys, within [AKH_MIN_GRID, AKH_MAX_GRID] and what the shape has, a
 * short side's spare budget going to the other; each a stratified sample from its own
 * hash with its first and last pinned. */
static void akh_plan_grid(int64_t R, int64_t C, double flops, uint64_t tseed, std::vector<int64_t> &rows,
			  std::vector<int64_t> &cols)
{
	const double each = std::max(1.0, flops / ((double)R * (double)C));
	const double pairs = std::max(1.0, AKH_TRIAL_FLOPS / each);
	auto side = [](double want, int64_t have) {
		return std::min<int64_t>(have, std::max<int64_t>(AKH_MIN_GRID, std::min<int64_t>(AKH_MAX_GRID, (int64_t)want)));
	};
	int64_t kr = side(sqrt(pairs), R), kc = side(pairs / (double)kr, C);
	kr = side(pairs / (double)kc, R);
	rows.clear();
	cols.clear();
	akh_strata(R, kr, akh_mix64(tseed ^ 0x5851f42d4c957f2dULL), true, rows);
	akh_strata(C, kc, akh_mix64(tseed ^ 0x2545f4914f6cdd1dULL), true, cols);
}

/* A gathered copy of a dense tensor: dimension d of nd has full[d] elements, local[d] in
 * the copy, whose index maps through the sampled rows (map 1), the sampled columns (map
 * 2) or to itself (0). */
struct akh_nd_map {
	int nd;
	int64_t full[H_MAX_DIMS], local[H_MAX_DIMS];
	int map[H_MAX_DIMS];
};

/* the tensor's dense index of element f of the copy (row-major over local) */
AKH_HD static inline int64_t akh_nd_index(const akh_nd_map &g, const int64_t *rows, const int64_t *cols, int64_t f)
{
	int64_t idx = 0, mul = 1;
	for (int d = g.nd - 1; d >= 0; d--) {
		int64_t x = f % g.local[d];
		f /= g.local[d];
		x = g.map[d] == 1 ? rows[x] : g.map[d] == 2 ? cols[x] : x;
		idx += x * mul;
		mul *= g.full[d];
	}
	return idx;
}

/* The pieces each of k sampled rows' kc columns go in for the reference: one where the
 * rows give every one of nthreads host threads work, else as many as fill the threads
 * (attention at one sequence of 32768 queries is one row of 32 to 1024 columns, each
 * worth 10^8 flops). Piece p of np is the columns [kc p / np, kc (p + 1) / np). */
static inline int64_t akh_col_pieces(int64_t k, int64_t kc, int nthreads)
{
	if (k <= 0 || kc <= 0 || k >= nthreads)
		return 1;
	return std::min<int64_t>(kc, (nthreads + k - 1) / k);
}

/* Columns [c0, c1) of dimension cd of a dense row-major array of 8-byte elements and nd
 * dimensions dims, copied into part (dense, the same dimensions but c1 - c0 along cd),
 * or from part back into their places when back. */
static void akh_piece_copy(int nd, const int64_t *dims, int cd, int64_t c0, int64_t c1, char *whole, char *part,
			   bool back)
{
	int64_t outer = 1, inner = 1;
	for (int d = 0; d < nd; d++)
		if (d < cd)
			outer *= dims[d];
		else if (d > cd)
			inner *= dims[d];
	const size_t piece = (size_t)((c1 - c0) * inner) * 8;
	for (int64_t o = 0; o < outer; o++) {
		char *w = whole + (size_t)((o * dims[cd] + c0) * inner) * 8, *p = part + (size_t)o * piece;
		if (back)
			memcpy(w, p, piece);
		else
			memcpy(p, w, piece);
	}
}
