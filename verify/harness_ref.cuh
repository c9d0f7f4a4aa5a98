/* harness_ref.cuh: the reference on the host and the comparison: inputs regenerated
 * from the generator (never read back from the device), the C reference on whole
 * tensors or on sampled batch rows, NaN/Inf parity, the tolerance, degeneracy and the
 * invariants.
 * Part of harness.cu, which includes it once, in order, after the parts before it; not
 * a header of its own. */
#pragma once

// ----------------------------------------------------------------------------
// the reference on the host, and the comparison

/* Shapes whose tensors hold at most this many elements get the full reference in every
 * trial; larger ones (with a batch symbol) a sample of rows: at least AKH_MIN_ROWS a
 * trial (so that a kernel skipping 1% of the rows survives the ten trials of a shape with
 * odds of 0.99^1280, under 3e-6, the rows drawn from the checker's seed, which the
 * candidate's process never holds), more where the host work stays near AKH_TRIAL_ELEMS,
 * fewer only where rows are so long that AKH_MIN_ROWS of them pass AKH_ROWS_MAX
 * elements; for rows longer than AKH_TRIAL_ELEMS, one row a trial in the first trials
 * until AKH_SHAPE_ELEMS elements (always the first row, then the last). Outputs that are
 * not rows (a mean over them) get the full reference too, on one trial of every shape
 * the checker picks (akh_whole_trial). */
#define AKH_FULL_ELEMS ((int64_t)1 << 24)
#define AKH_TRIAL_ELEMS ((int64_t)1 << 22)
#define AKH_SHAPE_ELEMS ((int64_t)1 << 28)
#define AKH_MIN_ROWS 128
#define AKH_ROWS_MAX ((int64_t)1 << 25)

/* what a shape's checks came to */
struct akh_tally {
	int checks, degenerate, trials_ref, whole;
	bool full;
	int64_t sampled;	/* rows of the last sampled trial */
	int64_t sampled_cols;	/* and its columns, with `columns` */
};

static bool akh_evidence[H_MAX_TENSORS];	/* a non-degenerate check passed */
static struct {
	bool have;
	double v;
} akh_prev1[H_MAX_TENSORS];			/* single-value checks: the last value, this shape */

static std::vector<double> akh_hd[H_MAX_TENSORS];	/* floating tensors, widened */
static std::vector<double> akh_hmag[H_MAX_TENSORS];	/* outputs' sums of magnitudes, or empty */
static std::vector<int64_t> akh_hl[H_MAX_TENSORS];	/* integer tensors */
static std::vector<uint8_t> akh_hgot[H_MAX_TENSORS];	/* the device's output bits */
static std::vector<int64_t> akh_rows;			/* this trial's sampled batch rows */
static int64_t *akh_drows;				/* the same on the device */
static size_t akh_drows_cap;
static std::vector<int64_t> akh_cols;			/* and its sampled columns, with `columns` */
static int64_t *akh_dcols;
static size_t akh_dcols_cap;
static bool akh_colsamp;				/* this check samples columns */
static int akh_lcdim[H_MAX_TENSORS];			/* and so gathers tensor i along this
							 * dimension (-1: none) */
static char *akh_dscratch;				/* gathered rows */
static size_t akh_dscratch_cap;

/* The batch rows this trial checks, sorted and distinct (empty: none this trial): one
 * random row from each of k equal strata, the first and last rows pinned on a set's
 * first trial and whenever k >= 8. Bench sets use trial numbers from 1000. */
static void akh_plan_rows(const akh_geom &g, int trial, uint64_t tseed, std::vector<int64_t> &rows)
{
	rows.clear();
	int64_t re = std::max<int64_t>(1, g.row_elems), R = g.rows, k, t = trial % 1000;
	if (re <= ((int64_t)1 << 17))
		k = std::min<int64_t>((int64_t)1 << 20, std::max<int64_t>(AKH_MIN_ROWS, AKH_TRIAL_ELEMS / re));
	else if (re <= AKH_TRIAL_ELEMS)
		k = std::max<int64_t>(std::min<int64_t>(AKH_MIN_ROWS, AKH_ROWS_MAX / re), std::max<int64_t>(2, AKH_TRIAL_ELEMS / re));
	else if (t < std::max<int64_t>(2, AKH_SHAPE_ELEMS / re))
		k = 1;
	else
		return;
	if (k >= R) {
		for (int64_t r = 0; r < R; r++)
			rows.push_back(r);
		return;
	}
	uint64_t h = akh_mix64(tseed ^ 0x5851f42d4c957f2dULL);
	if (k == 1) {
		rows.push_back(t == 0 ? 0 : t == 1 ? R - 1 : (int64_t)(h % (uint64_t)R));
		return;
	}
	akh_strata(R, k, h, k >= 8 || t == 0, rows);
}

/* one chunk's comparison of an output tensor with its reference */
struct akh_cmp {
	int64_t nfin, nbad, npar;	/* finite pairs, over the bound, NaN/Inf parity broken */
	double se2, sr2;		/* sums of err^2 and ref^2 over the finite pairs */
	double mean, m2, sabs;		/* Welford over the finite reference values; sum |ref| */
	int nb, np;
	int64_t bi[8], pi[8];
	double bg[8], bw[8], pg[8], pw[8];
	int64_t wi;			/* the worst element: largest err / bound */
	double wr, wg, ww, wb;
};

static void akh_cmp_merge(akh_cmp &a, const akh_cmp &b)
{
	for (int k = 0; k < b.nb && a.nb < 8; k++, a.nb++)
		a.bi[a.nb] = b.bi[k], a.bg[a.nb] = b.bg[k], a.bw[a.nb] = b.bw[k];
	for (int k = 0; k < b.np && a.np < 8; k++, a.np++)
		a.pi[a.np] = b.pi[k], a.pg[a.np] = b.pg[k], a.pw[a.np] = b.pw[k];
	if (b.wr > a.wr)
		a.wi = b.wi, a.wr = b.wr, a.wg = b.wg, a.ww = b.ww, a.wb = b.wb;
	if (b.nfin > 0) {	/* Chan et al.'s pairwise update */
		double n = (double)(a.nfin + b.nfin), d = b.mean - a.mean;
		a.mean += d * (double)b.nfin / n;
		a.m2 += b.m2 + d * d * (double)a.nfin * (double)b.nfin / n;
	}
	a.nfin += b.nfin, a.nbad += b.nbad, a.npar += b.npar;
	a.se2 += b.se2, a.sr2 += b.sr2, a.sabs += b.sabs;
}

static void akh_first_bad(akh_json &j, int n, const int64_t *idx, const double *got, const double *want)
{
	jopen(j, "first_bad", "[");
	for (int k = 0; k < n; k++) {
		jopen(j, NULL, "{");
		jint(j, "index", (long long)idx[k]);
		jnum(j, "got", got[k]);
		jnum(j, "want", want[k]);
		jclose(j, "}");
	}
	jclose(j, "]");
}

/* the dimension of tensor i that `columns` names, or -1 */
static int akh_coldim(int i)
{
	for (int d = 0; h_op.columns >= 0 && d < T(i).ndims; d++)
		if (T(i).dimsym[d] == h_op.columns)
			return d;
	return -1;
}

/* tensor i in this check is gathered along its columns dimension (akh_lcdim, set once
 * a check: akh_gidx asks for every element) */
static bool akh_colwise(int i)
{
	return akh_colsamp && akh_lcdim[i] >= 0;
}

/* dimension d of tensor i: its size, and its size in the gathered copy */
static int64_t akh_dimsize(const akh_geom &g, int i, int d)
{
	return T(i).dimsym[d] >= 0 ? g.sh->sym[T(i).dimsym[d]] : T(i).dimlit[d];
}

static int64_t akh_ldim(const akh_geom &g, int i, bool rowwise, int d)
{
	if (d == 0 && rowwise)
		return (int64_t)akh_rows.size();
	if (akh_colwise(i) && d == akh_lcdim[i])
		return (int64_t)akh_cols.size();
	return akh_dimsize(g, i, d);
}

/* elements of one gathered batch row of tensor i (rowwise), or of the gathered tensor */
static int64_t akh_lrowel(const akh_geom &g, int i, bool rowwise)
{
	int64_t n = 1;
	for (int d = rowwise ? 1 : 0; d < T(i).ndims; d++)
		n *= akh_ldim(g, i, rowwise, d);
	return n;
}

/* the last dimension of tensor i as checked (its gathered size when it is the columns') */
static int64_t akh_llast(const akh_geom &g, int i, bool rowwise)
{
	return T(i).ndims > 0 ? akh_ldim(g, i, rowwise, T(i).ndims - 1) : 1;
}

/* the global element index of local element f of tensor i: f of the gathered copy
 * (sampled rows along dimension 0 where rowwise, sampled columns along the columns
 * dimension where this check samples them: akh_lmap, set with them) */
static akh_nd_map akh_lmap[H_MAX_TENSORS];

static int64_t akh_gidx(const akh_geom &g, int i, bool rowwise, int64_t f)
{
	if (akh_colwise(i))
		return akh_nd_index(akh_lmap[i], akh_rows.data(), akh_cols.data(), f);
	if (!rowwise)
		return f;
	int64_t re = g.rowel[i];
	return akh_rows[(size_t)(f / re)] * re + f % re;
}

static double akh_got(int i, int64_t f)
{
	int dt = T(i).dtype, es = akh_dtype_size(dt);
	uint64_t bits = 0;
	memcpy(&bits, akh_hgot[i].data() + f * es, (size_t)es);
	return akh_widen(dt, bits);
}

/* A product sum's own rounding (the spec's accumulate, a symbol of length L): an output
 * that is a sum of L products accumulated in f32 is off by up to about sqrt(L) 2^-24
 * times the sum of the products' magnitudes (rounding errors of random sign; the worst
 * case, L 2^-24, is reached by no tiled sum), however small the sum itself is after
 * cancellation. So each output's bound also holds 2 sqrt(L) 2^-24 times its magnitude:
 * the reference run again on the inputs' absolute values (sum |x||w| for a matrix
 * product; a bias, an activation or a residual after it enter with theirs), into
 * akh_hmag. The factor 2 is a margin over the H100's own: the mma, wgmma and tma GEMMs
 * there, with heavy-tailed inputs at k = 65536, were off by at most 0.4 of it. A sum
 * kept in bf16 or f16 is off by 2^8 or 2^5 times more, which the error norm (against
 * rel, unchanged) and this bound both fail. */
static double akh_accum_tol(const akh_geom &g)
{
	return 2.0 * sqrt((double)std::max<int64_t>(1, g.sh->sym[h_op.accumulate])) * 0x1p-24;
}

/* Output i's m checked elements against the reference: NaN/Inf parity exactly, then the
 * relative error norm and the per-element bound |out - ref| <= abs + rel |ref| (integer
 * outputs: equality); fails at the first broken rule, else tallies the check. */
static void akh_compare(const akh_geom &g, int i, bool rowwise, int64_t m, akh_tally *tally)
{
	const h_tensor &t = T(i);
	const int dt = t.dtype, es = akh_dtype_size(dt), isint = akh_dtype_isint(dt);
	const double rel = isint ? 0.0 : h_op.rel, abs = isint ? 0.0 : h_op.abs;
	const uint8_t *got = akh_hgot[i].data();
	const double *wd = isint ? NULL : akh_hd[i].data();
	/* the sums' own rounding, where the spec's accumulate asked for their magnitudes */
	const double *mag = !isint && akh_hmag[i].size() == (size_t)m ? akh_hmag[i].data() : NULL;
	const double acc = mag ? akh_accum_tol(g) : 0.0;
	const int64_t *wl = isint ? akh_hl[i].data() : NULL;
	std::vector<akh_cmp> cs((size_t)akh_nthreads);
	int nc = akh_par(m, 1 << 16, [&](int64_t lo, int64_t hi, int c) {
		akh_cmp x;
		memset(&x, 0, sizeof x);
		x.wr = -1.0;
		for (int64_t f = lo; f < hi; f++) {
			uint64_t bits = 0;
			memcpy(&bits, got + f * es, (size_t)es);
			double gv = akh_widen(dt, bits), wv, e, bound;
			bool bad;
			if (isint) {
				int64_t gl = dt == H_I32 ? (int64_t)(int32_t)(uint32_t)bits : (int64_t)bits;
				wv = (double)wl[f];
				bad = gl != wl[f];
				e = bad ? 1.0 : 0.0;
				bound = 0.0;
			} else {
				wv = wd[f];
				/* a sum past the dtype's range is its infinity, as IEEE rounding makes
				 * it (f16's 65504, reached by a long product sum): the reference
				 * expects that infinity, and an output within the tolerance of the
				 * range's end may be either */
				if (isfinite(wv) && isinf(gv) && (gv > 0) == (wv > 0) &&
				    fabs(wv) + abs + rel * fabs(wv) >= akh_dtype_max(dt))
					continue;
				if (!isfinite(gv) || !isfinite(wv)) {
					bool same = (isnan(gv) && isnan(wv)) || gv == wv;
					if (!same) {
						if (x.np < 8)
							x.pi[x.np] = f, x.pg[x.np] = gv, x.pw[x.np] = wv, x.np++;
						x.npar++;
					}
					continue;
				}
				e = fabs(gv - wv);
				bound = abs + rel * fabs(wv) + (mag ? acc * mag[f] : 0.0);
				bad = e > bound;
				x.se2 += e * e;
				x.sr2 += wv * wv;
			}
			x.nfin++;
			double d = wv - x.mean;
			x.mean += d / (double)x.nfin;
			x.m2 += d * (wv - x.mean);
			x.sabs += fabs(wv);
			double r = bound > 0 ? e / bound : e > 0 ? INFINITY : 0.0;
			if (r > x.wr)
				x.wi = f, x.wr = r, x.wg = gv, x.ww = wv, x.wb = bound;
			if (bad) {
				if (x.nb < 8)
					x.bi[x.nb] = f, x.bg[x.nb] = gv, x.bw[x.nb] = wv, x.nb++;
				x.nbad++;
			}
		}
		cs[(size_t)c] = x;
	});
	akh_cmp a = cs[0];
	for (int c = 1; c < nc; c++)
		akh_cmp_merge(a, cs[(size_t)c]);
	for (int k = 0; k < a.nb; k++)
		a.bi[k] = akh_gidx(g, i, rowwise, a.bi[k]);
	for (int k = 0; k < a.np; k++)
		a.pi[k] = akh_gidx(g, i, rowwise, a.pi[k]);
	if (a.npar > 0) {
		akh_json &j = fail_begin("FAIL_NAN");
		jstr(j, "tensor", t.name);
		jint(j, "count", (long long)a.npar);
		jint(j, "checked", (long long)m);
		char d[300];
		snprintf(d, sizeof d, "%lld of %lld checked elements of %s break NaN/Inf parity with the reference "
			 "(NaN where it has none, a finite value where it has NaN or Inf, or the wrong Inf)",
			 (long long)a.npar, (long long)m, t.name);
		jstr(j, "detail", d);
		akh_first_bad(j, a.np, a.pi, a.pg, a.pw);
		fail_end(j, "FAIL_NAN");
	}
	/* The error norm relative to the reference's, with the reference's norm floored
	 * at abs * sqrt(n): where the checked values are all far under abs (one element
	 * of gelu at -5 is -2.3e-7, computed through 1 + tanh, which cancels in f32) a
	 * relative norm measures rounding noise, not error, and abs governs instead. */
	double norm = std::max(sqrt(a.sr2), abs * sqrt((double)a.nfin));
	double relerr = norm > 0 ? sqrt(a.se2) / norm : a.se2 > 0 ? INFINITY : 0.0;
	if (a.nbad > 0 || relerr > rel) {
		akh_json &j = fail_begin("FAIL_NUMERIC");
		jstr(j, "tensor", t.name);
		jint(j, "checked", (long long)m);
		jint(j, "bad", (long long)a.nbad);
		jnum(j, "rel_err", relerr);
		jnum(j, "rel", rel);
		jnum(j, "abs", abs);
		jopen(j, "worst", "{");
		jint(j, "index", (long long)akh_gidx(g, i, rowwise, a.wi));
		jnum(j, "got", a.wg);
		jnum(j, "want", a.ww);
		jnum(j, "err", fabs(a.wg - a.ww));
		jnum(j, "bound", a.wb);
		jclose(j, "}");
		if (mag)
			jnum(j, "accumulate", acc);
		char d[300];
		snprintf(d, sizeof d, "%s: relative error norm %.3g (tolerance %.3g); %lld of %lld checked elements "
			 "over abs + rel*|ref|%s", t.name, relerr, rel, (long long)a.nbad, (long long)m,
			 mag ? " + 2 sqrt(L) 2^-24 * (the sum's magnitude)" : "");
		jstr(j, "detail", d);
		akh_first_bad(j, a.nb, a.bi, a.bg, a.bw);
		fail_end(j, "FAIL_NUMERIC");
	}
	/* evidence: the reference must vary over the checked elements; a single value must
	 * differ from the one the last trial of this shape checked */
	bool degenerate;
	if (a.nfin >= 2) {
		double sd = sqrt(a.m2 / (double)a.nfin);
		degenerate = !(sd > 1e-12 * std::max(1.0, a.sabs / (double)a.nfin));
	} else if (a.nfin == 1) {
		degenerate = !(akh_prev1[i].have && akh_prev1[i].v != a.mean);
		akh_prev1[i].have = true;
		akh_prev1[i].v = a.mean;
	} else {
		degenerate = true;
	}
	tally->checks++;
	if (degenerate)
		tally->degenerate++;
	else
		akh_evidence[i] = true;
}

/* The error norm's floor (abs * sqrt(n), above) lets an output pass whose values are
 * all far under abs: a softmax over a long row, each value ~1/cols. A constant or
 * uniform output must not pass there: over each row (the last dimension; the whole
 * checked set for an output of one dimension) whose reference spreads, ||ref - mean||
 * at least 10 * rel * ||ref||, the error must stay under half that spread. A constant c
 * is off by at least the spread itself; an output within the tolerance of the norm test
 * without its floor is off by a tenth of it at most. Elements whose reference is under
 * the output dtype's smallest normal number do not count: an honest kernel may flush
 * them to zero (silu of -256 is -1e-109 in double, 0 in any dtype here; the naive
 * silu_and_mul failed this check on the H200 before). */
static void akh_spread_check(const akh_geom &g, int i, bool rowwise, int64_t m)
{
	const double rel = h_op.rel;
	const double tiny = T(i).dtype == H_F16 ? 0x1p-14 : 0x1p-126;	/* smallest normal: f16; bf16 and f32 */
	const int64_t L = T(i).ndims >= 2 ? std::max<int64_t>(1, akh_llast(g, i, rowwise)) : m;
	if (akh_dtype_isint(T(i).dtype) || L < 2 || m % L != 0)
		return;
	const int64_t rows = m / L;
	std::vector<int64_t> bad((size_t)akh_nthreads, -1);
	std::vector<double> ratio((size_t)akh_nthreads, 0);
	akh_par(rows, std::max<int64_t>(1, (1 << 16) / L), [&](int64_t lo, int64_t hi, int c) {
		for (int64_t r = lo; r < hi && bad[(size_t)c] < 0; r++) {
			double se = 0, sr = 0, sr2 = 0;
			int64_t n = 0;
			for (int64_t f = r * L; f < (r + 1) * L; f++) {
				double w = akh_hd[i][(size_t)f], gv = akh_got(i, f);
				if (!std::isfinite(w) || !std::isfinite(gv) || std::fabs(w) < tiny)
					continue;
				se += (gv - w) * (gv - w);
				sr += w;
				sr2 += w * w;
				n++;
			}
			if (n < 2)
				continue;
			double d2 = sr2 - sr * sr / (double)n;
			if (d2 > 0 && d2 >= 100 * rel * rel * sr2 && se > 0.25 * d2) {
				bad[(size_t)c] = r;
				ratio[(size_t)c] = sqrt(se / d2);
			}
		}
	});
	for (int c = 0; c < akh_nthreads; c++) {
		if (bad[(size_t)c] < 0)
			continue;
		int64_t r = bad[(size_t)c];
		akh_json &j = fail_begin("FAIL_NUMERIC");
		jstr(j, "tensor", T(i).name);
		jint(j, "row_first_index", (long long)akh_gidx(g, i, rowwise, r * L));
		jnum(j, "err_over_spread", ratio[(size_t)c]);
		char d[300];
		snprintf(d, sizeof d, "%s: the row starting at element %lld is off by %.3g times the reference's own spread "
			 "over it (at most 0.5): a constant or near-uniform output where the reference varies", T(i).name,
			 (long long)akh_gidx(g, i, rowwise, r * L), ratio[(size_t)c]);
		jstr(j, "detail", d);
		fail_end(j, "FAIL_NUMERIC");
	}
}

/* the spec's invariants of output i over its m checked elements, skipping positions
 * where the reference is NaN. A row sum holds for the exact outputs: the rounding of
 * each to the output's dtype moves it by up to half its spacing, and where a row's
 * inputs take few distinct values (the offset distribution's, in f16 at 384) those
 * roundings do not cancel: on the H200, a correct f16 softmax's rows of 262147
 * outputs near 1e-6 (subnormals, spacing 6e-8) summed to 1.003 (session 11). The
 * bound is the spec's tol plus how far the rounding moves the reference's own sum:
 * |sum of the reference rounded to the dtype - sum of the reference|. */
static void akh_invariants(const akh_geom &g, int i, bool rowwise, int64_t m)
{
	static const char *const kinds[] = {"row_sum", "nonnegative", "bounded"};
	bool isint = akh_dtype_isint(T(i).dtype);
	for (int v = 0; v < h_op.ninv; v++) {
		const h_invariant &inv = h_op.inv[v];
		if (inv.tensor != i)
			continue;
		int64_t L = akh_llast(g, i, rowwise), badf = -1;
		double badv = 0, badtol = inv.tol;
		if (inv.kind == H_INV_ROW_SUM) {
			/* a 1-D batched tensor's rows are the batch: whole only in a full check;
			 * a row of sampled columns is not a whole row */
			if ((rowwise && T(i).ndims < 2) || akh_colwise(i) || L < 1 || m % L != 0)
				continue;
			for (int64_t r0 = 0; r0 < m && badf < 0; r0 += L) {
				double sum = 0, exact = 0, rounded = 0;
				bool skip = false;
				for (int64_t f = r0; f < r0 + L && !skip; f++) {
					const double w = akh_hd[i][(size_t)f];
					skip = !isint && isnan(w);
					sum += akh_got(i, f);
					exact += w;
					rounded += isint ? w : akh_widen(T(i).dtype, akh_round_bits(T(i).dtype, w));
				}
				const double slack = fabs(rounded - exact);
				if (!skip && !(fabs(sum - inv.value) <= inv.tol + slack))
					badf = r0, badv = sum, badtol = inv.tol + slack;
			}
		} else {
			for (int64_t f = 0; f < m && badf < 0; f++) {
				if (!isint && isnan(akh_hd[i][(size_t)f]))
					continue;
				double x = akh_got(i, f);
				bool ok = inv.kind == H_INV_NONNEGATIVE ? x >= 0 : x >= inv.min && x <= inv.max;
				if (!ok)
					badf = f, badv = x;
			}
		}
		if (badf < 0)
			continue;
		akh_json &j = fail_begin("FAIL_INVARIANT");
		jstr(j, "tensor", T(i).name);
		jstr(j, "invariant", kinds[inv.kind]);
		jint(j, "index", (long long)akh_gidx(g, i, rowwise, badf));
		jnum(j, "got", badv);
		char d[300];
		if (inv.kind == H_INV_ROW_SUM)
			snprintf(d, sizeof d, "the row of %s starting at element %lld sums to %.9g, not %g within %.3g "
				 "(the spec's %g and the outputs' rounding)",
				 T(i).name, (long long)akh_gidx(g, i, rowwise, badf), badv, inv.value, badtol, inv.tol);
		else if (inv.kind == H_INV_NONNEGATIVE)
			snprintf(d, sizeof d, "element %lld of %s is %.9g, not >= 0", (long long)akh_gidx(g, i, rowwise, badf),
				 T(i).name, badv);
		else
			snprintf(d, sizeof d, "element %lld of %s is %.9g, outside [%g, %g]",
				 (long long)akh_gidx(g, i, rowwise, badf), T(i).name, badv, inv.min, inv.max);
		jstr(j, "detail", d);
		fail_end(j, "FAIL_INVARIANT");
	}
}

static void akh_grow(void **p, size_t *cap, size_t need)
{
	if (need <= *cap)
		return;
	if (*p)
		CK(cudaFree(*p));
	*p = NULL;
	size_t want = std::max(need, *cap * 2);
	if (cudaMalloc(p, want) != cudaSuccess) {
		cudaGetLastError();
		akh_herr("out of device memory for %zu bytes of sampled rows", want);
	}
	*cap = want;
}

/* The reference on this trial's inputs, regenerated on the host (never read from the
 * device, so nothing a candidate does there can reach it), against the outputs of run
 * `copy`: the whole tensors on small shapes, sampled batch rows on large ones. */
/* the op has outputs that are not rows (cross-entropy's mean): on a sampled shape they
 * get the full reference on one trial the checker picks */
/* The reference on the sampled rows: one row at a time with the batch symbol 1, tensors
 * without the batch dimension shared when read-only and private to each thread when
 * written. On a grid of fewer rows than host threads each row's columns go in pieces
 * (akh_col_pieces): the tensors that have the columns dimension are sliced into a
 * piece's own copies, the reference called on them with the columns symbol the piece's
 * length and the pieces' positions, the outputs copied back. Columns are independent by
 * the spec's `columns`, so the pieces compute what the whole row would. */
static void akh_slice(const akh_geom &g, int i, bool rowwise, int64_t c0, int64_t c1, char *whole, char *part, bool back)
{
	int64_t dims[H_MAX_DIMS];
	int nd = 0, d0 = rowwise ? 1 : 0;
	for (int d = d0; d < T(i).ndims; d++)
		dims[nd++] = akh_ldim(g, i, rowwise, d);
	akh_piece_copy(nd, dims, akh_lcdim[i] - d0, c0, c1, whole, part, back);
}

static void akh_sampled_reference(const akh_geom &g, akh_set *s, void *const *base, const bool *rowwise,
				  const int64_t *lrowel, int64_t k)
{
	const int nt = h_op.ntensors;
	const int64_t kc = (int64_t)akh_cols.size();
	int64_t sym1[H_MAX_SYMS];
	memcpy(sym1, g.sh->sym, sizeof sym1);
	sym1[h_op.batch] = 1;
	const int64_t pieces = akh_colsamp ? akh_col_pieces(k, kc, akh_nthreads) : 1;
	const int64_t all = akh_colsamp ? g.sh->sym[h_op.columns] : 0;
	akh_par(k * pieces, 1, [&](int64_t lo, int64_t hi, int) {
		std::vector<double> sd[H_MAX_TENSORS];
		std::vector<int64_t> sl[H_MAX_TENSORS];
		std::vector<char> part[H_MAX_TENSORS];
		void *t[H_MAX_TENSORS];
		int64_t sym[H_MAX_SYMS];
		memcpy(sym, sym1, sizeof sym);
		for (int64_t u = lo; u < hi; u++) {
			const int64_t j = u / pieces, c0 = kc * (u % pieces) / pieces, c1 = kc * (u % pieces + 1) / pieces;
			for (int i = 0; i < nt; i++) {
				bool isint = akh_dtype_isint(T(i).dtype);
				char *whole = rowwise[i] ? (char *)base[i] + j * lrowel[i] * 8 : (char *)base[i];
				if (pieces > 1 && akh_colwise(i)) {
					part[i].resize((size_t)(lrowel[i] / kc * (c1 - c0)) * 8);
					akh_slice(g, i, rowwise[i], c0, c1, whole, part[i].data(), false);
					t[i] = part[i].data();
				} else if (rowwise[i] || !akh_isout(i)) {	/* host elements are 8 bytes */
					t[i] = whole;
				} else if (isint) {
					if (T(i).role == H_INOUT || sl[i].empty())
						sl[i] = akh_hl[i];
					t[i] = sl[i].data();
				} else {
					if (T(i).role == H_INOUT || sd[i].empty())
						sd[i] = akh_hd[i];
					t[i] = sd[i].data();
				}
			}
			if (akh_colsamp)
				sym[h_op.columns] = c1 - c0;
			h_op.reference(t, sym, s->sc, akh_colsamp ? akh_cols.data() + c0 : NULL, all);
			for (int i = 0; pieces > 1 && i < nt; i++)
				if (akh_isout(i) && akh_colwise(i))
					akh_slice(g, i, rowwise[i], c0, c1, (char *)base[i] + (rowwise[i] ? j * lrowel[i] * 8 : 0),
						  part[i].data(), true);
		}
	});
}

static bool akh_has_whole_outputs(void)
{
	for (int i = 0; i < h_op.ntensors; i++)
		if (akh_isout(i) && !T(i).batched)
			return true;
	return false;
}

/* inputs from the generator (their magnitudes where absval); outputs start as NaN, so a
 * reference that leaves an element unwritten shows */
static void akh_fill(const akh_geom &g, akh_set *s, const int64_t *m, const bool *rowwise, bool absval)
{
	for (int i = 0; i < h_op.ntensors; i++) {
		const akh_gen &ge = s->g[i];
		bool isint = akh_dtype_isint(T(i).dtype), gen = T(i).role != H_OUT;
		if (isint)
			akh_hl[i].resize((size_t)m[i]);
		else
			akh_hd[i].resize((size_t)m[i]);
		double *d = isint ? NULL : akh_hd[i].data();
		int64_t *l = isint ? akh_hl[i].data() : NULL;
		bool rw = rowwise[i];
		akh_par(m[i], 1 << 14, [&, d, l, rw, isint, gen, i](int64_t lo, int64_t hi, int) {
			for (int64_t f = lo; f < hi; f++) {
				uint64_t b = gen ? akh_gen_bits(ge, akh_gidx(g, i, rw, f)) : 0;
				if (isint)
					l[f] = !gen ? INT64_MIN : ge.dtype == H_I32 ? (int64_t)(int32_t)(uint32_t)b : (int64_t)b;
				else
					d[f] = !gen ? NAN : absval ? fabs(akh_widen(ge.dtype, b)) : akh_widen(ge.dtype, b);
			}
		});
	}
}

/* the reference on the host tensors akh_fill made: whole, or on the sampled rows */
static void akh_run_reference(const akh_geom &g, akh_set *s, bool full, const bool *rowwise, const int64_t *lrowel,
			      int64_t k)
{
	void *base[H_MAX_TENSORS];
	for (int i = 0; i < h_op.ntensors; i++)
		base[i] = akh_dtype_isint(T(i).dtype) ? (void *)akh_hl[i].data() : (void *)akh_hd[i].data();
	if (full) {
		/* every column, each where it is */
		std::vector<int64_t> at;
		const int64_t all = h_op.columns >= 0 ? g.sh->sym[h_op.columns] : 0;
		for (int64_t c = 0; c < all; c++)
			at.push_back(c);
		h_op.reference(base, g.sh->sym, s->sc, at.data(), all);
	} else {
		akh_sampled_reference(g, s, base, rowwise, lrowel, k);
	}
}

/* whether output i has an element off by more than abs + rel |ref| (finite ones: the
 * rest are akh_compare's) */
static bool akh_over_bound(int i, int64_t m)
{
	const int dt = T(i).dtype, es = akh_dtype_size(dt);
	if (akh_dtype_isint(dt))
		return false;
	const double *wd = akh_hd[i].data();
	std::vector<char> over((size_t)akh_nthreads, 0);
	akh_par(m, 1 << 16, [&](int64_t lo, int64_t hi, int c) {
		for (int64_t f = lo; f < hi && !over[(size_t)c]; f++) {
			uint64_t bits = 0;
			memcpy(&bits, akh_hgot[i].data() + f * es, (size_t)es);
			double gv = akh_widen(dt, bits);
			if (isfinite(gv) && isfinite(wd[f]) && fabs(gv - wd[f]) > h_op.abs + h_op.rel * fabs(wd[f]))
				over[(size_t)c] = 1;
		}
	});
	for (char o : over)
		if (o)
			return true;
	return false;
}

static void akh_magnitudes(const akh_geom &g, akh_set *s, bool full, const bool *rowwise, const int64_t *lrowel,
			   int64_t k, const int64_t *m)
{
	std::vector<double> keep[H_MAX_TENSORS];
	std::vector<int64_t> keepl[H_MAX_TENSORS];
	for (int i = 0; i < h_op.ntensors; i++) {
		keep[i].swap(akh_hd[i]);
		keepl[i].swap(akh_hl[i]);
	}
	akh_fill(g, s, m, rowwise, true);
	akh_run_reference(g, s, full, rowwise, lrowel, k);
	for (int i = 0; i < h_op.ntensors; i++) {
		if (akh_isout(i) && !akh_dtype_isint(T(i).dtype))
			akh_hmag[i].swap(akh_hd[i]);
		akh_hd[i].swap(keep[i]);
		akh_hl[i].swap(keepl[i]);
	}
}

static void akh_reference_check(const akh_geom &g, akh_set *s, int copy, int trial, akh_tally *tally, bool whole)
{
	const int nt = h_op.ntensors;
	bool full = (g.total <= AKH_FULL_ELEMS && g.sh->flops <= AKH_FULL_FLOPS) || h_op.batch < 0;
	tally->full = full;
	/* the whole tensors on the host, for the outputs that are not rows only */
	whole = whole && !full && akh_has_whole_outputs();
	if (whole) {
		full = true;
		tally->whole++;
	}
	akh_colsamp = !full && h_op.columns >= 0;
	for (int i = 0; i < nt; i++)
		akh_lcdim[i] = akh_colsamp ? akh_coldim(i) : -1;
	akh_cols.clear();
	if (akh_colsamp) {
		akh_plan_grid(g.rows, g.sh->sym[h_op.columns], g.sh->flops, s->tseed, akh_rows, akh_cols);
		tally->sampled = (int64_t)akh_rows.size();
		tally->sampled_cols = (int64_t)akh_cols.size();
	} else if (!full) {
		akh_plan_rows(g, trial, s->tseed, akh_rows);
		if (akh_rows.empty())
			return;
		tally->sampled = (int64_t)akh_rows.size();
	}
	tally->trials_ref++;
	const int64_t k = full ? 0 : (int64_t)akh_rows.size();
	int64_t m[H_MAX_TENSORS], lrowel[H_MAX_TENSORS];
	bool rowwise[H_MAX_TENSORS];
	double hostbytes = 0;
	for (int i = 0; i < nt; i++) {
		rowwise[i] = !full && T(i).batched;
		lrowel[i] = akh_lrowel(g, i, rowwise[i]);	/* g.rowel[i] without columns */
		if (akh_colwise(i)) {
			akh_nd_map &nd = akh_lmap[i];
			memset(&nd, 0, sizeof nd);
			nd.nd = T(i).ndims;
			for (int d = 0; d < nd.nd; d++) {
				nd.full[d] = akh_dimsize(g, i, d);
				nd.local[d] = akh_ldim(g, i, rowwise[i], d);
				nd.map[d] = d == 0 && rowwise[i] ? 1 : d == akh_lcdim[i] ? 2 : 0;
			}
		}
		m[i] = rowwise[i] ? k * lrowel[i] : akh_colwise(i) ? lrowel[i] : g.n[i];
		hostbytes += (double)m[i] * 10;
	}
	if (hostbytes > 64e9)
		akh_herr("the host reference at shape %d would need %.0f GB", g.si, hostbytes / 1e9);

	akh_fill(g, s, m, rowwise, false);
	akh_run_reference(g, s, full, rowwise, lrowel, k);

	/* the device's outputs: whole, or the sampled rows (and columns) gathered into one
	 * buffer */
	if (!full) {
		akh_grow((void **)&akh_drows, &akh_drows_cap, (size_t)k * sizeof(int64_t));
		/* on our stream: a pageable copy may return before its DMA lands */
		CK(cudaMemcpyAsync(akh_drows, akh_rows.data(), (size_t)k * sizeof(int64_t), cudaMemcpyHostToDevice, akh_hs));
	}
	if (akh_colsamp) {
		akh_grow((void **)&akh_dcols, &akh_dcols_cap, akh_cols.size() * sizeof(int64_t));
		CK(cudaMemcpyAsync(akh_dcols, akh_cols.data(), akh_cols.size() * sizeof(int64_t), cudaMemcpyHostToDevice,
				   akh_hs));
	}
	for (int i = 0; i < nt; i++) {
		if (!akh_isout(i) || (!full && !rowwise[i]) || (whole && T(i).batched))
			continue;
		size_t bytes = (size_t)m[i] * (size_t)akh_dtype_size(T(i).dtype);
		akh_hgot[i].resize(bytes);
		const char *src = s->b[i][copy].p;
		if (!full) {
			akh_grow((void **)&akh_dscratch, &akh_dscratch_cap, bytes);
			if (akh_colwise(i))
				akh_dgather_nd(T(i).dtype, src, akh_lmap[i], akh_drows, akh_dcols, m[i], akh_dscratch);
			else
				akh_dgather(T(i).dtype, src, g.rowel[i], akh_drows, k, akh_dscratch);
			CK(cudaStreamSynchronize(akh_hs));
			src = akh_dscratch;
		}
		CK(cudaMemcpy(akh_hgot[i].data(), src, bytes, cudaMemcpyDeviceToHost));
	}
	/* with the spec's accumulate, and only where an output is off by more than abs + rel
	 * |ref|: the sums' magnitudes, which the bound then also holds */
	bool over = false;
	for (int i = 0; i < nt; i++)
		akh_hmag[i].clear();
	for (int i = 0; i < nt && h_op.accumulate >= 0; i++)
		if (akh_isout(i) && (full || rowwise[i]) && !(whole && T(i).batched))
			over = over || akh_over_bound(i, m[i]);
	if (over)
		akh_magnitudes(g, s, full, rowwise, lrowel, k, m);
	for (int i = 0; i < nt; i++)
		if (akh_isout(i) && (full || rowwise[i]) && !(whole && T(i).batched)) {
			akh_compare(g, i, rowwise[i], m[i], tally);
			akh_spread_check(g, i, rowwise[i], m[i]);
			akh_invariants(g, i, rowwise[i], m[i]);
		}
}
