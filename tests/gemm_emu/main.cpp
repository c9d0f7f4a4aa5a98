// the emulated instance of a form of common/gemm_mma.cuh, common/gemm_wgmma.cuh or
// common/gemm_rowdot.cuh (w [n][k] or, mma only, [k][n]; no epilogue, bias and activation, or those and a
// residual; y in the dtype or in f32) against exact integer GEMMs: every output element,
// the rows' padding and the guard after y (poisoned), reads confined to x's, w's, b's
// and r's elements
#include INST
#ifndef GM_NN
#define GM_NN 0 // the rowdot forms: w [n][k] (gemm_nn/colmma defines it)
#endif
#include <array>
#include <random>
#include <vector>

static const unsigned short NAN_BITS =
#if defined(AK_DTYPE_BF16)
	0x7fc0;
#else
	0x7e00;
#endif
// the dtype's relative spacing: an activation's value, computed here in double, may
// round to the neighbour of the kernel's f32 value
#if defined(AK_DTYPE_BF16)
static const double ULP = 0x1p-7;
#else
static const double ULP = 0x1p-10;
#endif

struct tcase {
	int64_t m, n, k, xs, ws, ys;
	int64_t bs, rs;	// b's stride (0 broadcast, 1 dense) and r's row stride
	int act;
	int64_t off;	// x and w this many elements past their allocations' 128-byte starts
};

static std::mt19937_64 rng(12345);

// the tensor maps made so far (tma.h's count; 0 for the families without TMA)
static int tmaps()
{
#ifdef GT_SMEM
	return emu_tmaps;
#else
	return 0;
#endif
}

template <class T> static T *alloc(size_t elems)
{
	size_t bytes = (elems * sizeof(T) + 63) / 64 * 64;
	return (T *)aligned_alloc(128, bytes);
}

static double act_of(double z, int act)
{
	if (act == 1)
		return 0.5 * z * (1.0 + tanh(sqrt(2.0 / M_PI) * (z + 0.044715 * z * z * z)));
	if (act == 2)
		return z / (1.0 + exp(-z));
	return z;
}

static int run(const tcase &c, int mode, int optin, cudaError_t want)
{
	// w: n rows of k ([n][k]) or k rows of n ([k][n]), ws apart
	const int64_t wrows = GM_NN ? c.k : c.n, wcols = GM_NN ? c.n : c.k;
	const size_t nx = (size_t)((c.m - 1) * c.xs + c.k), nw = (size_t)((wrows - 1) * c.ws + wcols);
	const size_t ny = (size_t)((c.m - 1) * c.ys + c.n), guard = 40;
	const size_t nb = c.bs ? (size_t)c.n : 1, nr = (size_t)((c.m - 1) * c.rs + c.n);
	unsigned short *xa = alloc<unsigned short>(nx + (size_t)c.off), *wa = alloc<unsigned short>(nw + (size_t)c.off);
	unsigned short *x = xa + c.off, *w = wa + c.off;
	unsigned short *b = alloc<unsigned short>(nb), *r = alloc<unsigned short>(nr);
	GM_YT *y = alloc<GM_YT>(ny + guard);
	std::vector<float> xf(c.m * c.k), wf(c.n * c.k), bf(c.n), rf(c.m * c.n);
	for (size_t i = 0; i < nx; i++)
		x[i] = NAN_BITS;
	for (size_t i = 0; i < nw; i++)
		w[i] = NAN_BITS;
	for (size_t i = 0; i < nr; i++)
		r[i] = NAN_BITS;
	memset((void *)y, 0xff, (ny + guard) * sizeof(GM_YT));
	std::uniform_int_distribution<int> d(-3, 3);
	for (int64_t i = 0; i < c.m; i++)
		for (int64_t kk = 0; kk < c.k; kk++) {
			float v = (float)d(rng);
			xf[i * c.k + kk] = v;
			x[i * c.xs + kk] = dt_bits(v);
		}
	// wf[j * k + kk] is the product's w'[kk][j] whatever the layout
	for (int64_t j = 0; j < c.n; j++)
		for (int64_t kk = 0; kk < c.k; kk++) {
			float v = (float)d(rng);
			wf[j * c.k + kk] = v;
			w[GM_NN ? kk * c.ws + j : j * c.ws + kk] = dt_bits(v);
		}
	for (size_t j = 0; j < nb; j++)
		b[j] = dt_bits((float)d(rng) * 0.25f);
	for (int64_t j = 0; j < c.n; j++)
		bf[j] = dt_float(b[c.bs ? j : 0]);
	for (int64_t i = 0; i < c.m; i++)
		for (int64_t j = 0; j < c.n; j++) {
			float v = (float)d(rng) * 0.5f;
			rf[i * c.n + j] = v;
			r[i * c.rs + j] = dt_bits(v);
		}
	emu_readable.clear();
	emu_readable.push_back({(const char *)x, (const char *)(x + nx)});
	emu_readable.push_back({(const char *)w, (const char *)(w + nw)});
	if (GM_EPI >= 1)
		emu_readable.push_back({(const char *)b, (const char *)(b + nb)});
	if (GM_EPI == 2)
		emu_readable.push_back({(const char *)r, (const char *)(r + nr)});
	emu_mode = mode;
	emu_optin = optin;
	emu_maxdyn.clear();
	emu_launches = 0;
	cudaError_t e = AK_LAUNCHER((const AK_T *)x, c.xs, (const AK_T *)w, c.ws,
#if GM_EPI >= 1
				    (const AK_T *)b, c.bs,
#endif
#if GM_EPI == 2
				    (const AK_T *)r, c.rs,
#endif
				    y, c.ys, c.m, c.n, c.k,
#if GM_EPI >= 1
				    c.act,
#endif
				    nullptr);
	int bad = 0;
	if (e != want) {
		printf("  returned %d, expected %d\n", e, want);
		bad++;
	}
	if (e == cudaSuccess) {
		for (int64_t i = 0; i < c.m; i++)
			for (int64_t j = 0; j < c.n; j++) {
				double s = 0;
				for (int64_t kk = 0; kk < c.k; kk++)
					s += (double)xf[i * c.k + kk] * wf[j * c.k + kk];
				const GM_YT got = y[i * c.ys + j];
#if GM_YF32
				// sums of small integers: exact in f32
				if (got != (float)s && bad++ < 5)
					printf("  y[%ld][%ld] = %g, expected %g\n", (long)i, (long)j, (double)got, s);
#else
				if (GM_EPI >= 1)
					s = act_of(s + bf[j], c.act);
				if (GM_EPI == 2)
					s += rf[i * c.n + j];
				const float g = dt_float(got.x);
				// exact where the value is (no activation: sums of multiples of 1/4 and
				// 1/2), within a unit of the dtype's last place where an activation's
				// f32 value may round the other way
				const bool ok = c.act == 0 ? got.x == dt_bits((float)s)
							   : fabs(g - s) <= ULP * fabs(s) + 1e-6;
				if (!ok && bad++ < 5)
					printf("  y[%ld][%ld] = %04x (%g), expected %g\n", (long)i, (long)j, got.x, g, s);
#endif
			}
	}
	const unsigned char *yb = (const unsigned char *)y;
	for (size_t i = 0; i < ny + guard; i++) {
		const int64_t row = (int64_t)i / c.ys, col = (int64_t)i % c.ys;
		const bool inside = row < c.m && col < c.n && i < ny;
		bool poisoned = true;
		for (size_t q = 0; q < sizeof(GM_YT); q++)
			poisoned = poisoned && yb[i * sizeof(GM_YT) + q] == 0xff;
		if (!inside && !poisoned && bad++ < 5)
			printf("  wrote outside y's rows at element %zu (row %ld col %ld)\n", i, (long)row, (long)col);
	}
	free(xa);
	free(wa);
	free(b);
	free(r);
	free(y);
	return bad;
}

int main()
{
	std::vector<tcase> cs;
	const int64_t shapes[][3] = {{1, 1, 1},   {5, 3, 7},      {2, 17, 40},  {1, 70, 72},  {16, 41, 100},
				     {17, 33, 64}, {33, 65, 129}, {127, 70, 33}, {40, 130, 24}, {130, 40, 8},
				     {64, 64, 64}, {3, 300, 16},  {300, 200, 9}, {1, 1, 300},  {257, 3, 1},
				     {140, 270, 460}};
	std::vector<std::array<int64_t, 3>> all;
	for (auto &s : shapes)
		all.push_back({s[0], s[1], s[2]});
#ifdef CM_KC
	// gemm_nn/colmma: k long enough for its clusters of 2, 4 and 8 blocks (each warp two
	// chunks at least) with the passes and slabs odd at their edges
	for (auto s : {std::array<int64_t, 3>{2, 70, 600}, {9, 130, 1100}, {17, 64, 2100}, {1, 8, 4104}})
		all.push_back(s);
#endif
	int q = 0;
	for (auto &s : all) {
		const int64_t m = s[0], n = s[1], k = s[2];
#if !defined(GW_STAGE_BYTES) && !defined(CM_KC)
		// the ring wrapping several times over tiles of both dimensions: wgmma's k-tiles
		// are 64 deep, few for the other shapes
		if (k > 300)
			continue;
#endif
#if !defined(GM_STAGE_BYTES) && !defined(GW_STAGE_BYTES)
		// rowdot (decode): up to 40 rows, passes of 8 or 16 among them (each of its
		// blocks is 128 to 512 fibers: larger m only costs time here)
		if (m > 40)
			continue;
#endif
		// w's row length: k for [n][k], n for [k][n]
		const int64_t wl = GM_NN ? n : k, wl8 = (wl + 7) / 8 * 8, k8 = (k + 7) / 8 * 8;
		// the epilogue's forms in turn: b dense or broadcast, each activation, r dense
		// or padded
		auto epi = [&](tcase c) {
			c.bs = q % 2;
			c.act = GM_EPI ? q % 3 : 0;
			c.rs = q % 4 < 2 ? n : n + 3;
			q++;
			return c;
		};
		cs.push_back(epi({m, n, k, k, wl, n, 1, n, 0}));                // dense
		cs.push_back(epi({m, n, k, k8 + 8, wl8, n + 2, 1, n, 0}));      // padded to 16 bytes
		cs.push_back(epi({m, n, k, k + 3, wl + 1, n + 1, 1, n, 0}));    // odd pads
		cs.push_back(epi({m, n, k, k8, wl + 5, n + 7, 1, n, 0}));       // x aligned, w not
		cs.push_back(epi({m, n, k, k + 9, wl8 + 16, n + 8, 1, n, 0}));  // w aligned, x not
		// dense, x and w 16 bytes past a line: the TMA kernel, or with LINE the cp.async one
		tcase o = epi({m, n, k, k8, wl8, n, 1, n, 0});
		o.off = 8;
		cs.push_back(o);
	}
	// off_tma: the runs of x and w 16 bytes past a line (off_runs) that made tensor maps
	int fails = 0, runs = 0, off_runs = 0, off_tma = 0;
	for (auto &c : cs)
		for (int mode = 0; mode < 2; mode++) {
			runs++;
			const int before = tmaps();
			int b = run(c, mode, 232448, cudaSuccess);
			if (c.off) {
				off_runs++;
				off_tma += tmaps() > before;
			}
			if (b) {
				printf("FAIL m %ld n %ld k %ld xs %ld ws %ld ys %ld bs %ld rs %ld act %d off %ld mode %d\n",
				       (long)c.m, (long)c.n, (long)c.k, (long)c.xs, (long)c.ws, (long)c.ys, (long)c.bs,
				       (long)c.rs, c.act, (long)c.off, mode);
				fails++;
			}
		}
#ifdef GM_STAGE_BYTES
	// mma: a device with 99 KiB: the 2-stage fallback where STAGES does not fit
	{
		const int stage = GM_STAGE_BYTES;
		const int optin = 101376;
		cudaError_t want = (AKP_STAGES * stage <= optin || 2 * stage <= optin) ? cudaSuccess
										       : cudaErrorInvalidConfiguration;
		for (int i = 0; i < 10; i += 3) {
			runs++;
			int b = run(cs[i * 6 + 2], 0, optin, want);
			if (b) {
				printf("FAIL at optin %d\n", optin);
				fails++;
			}
			if (want == cudaSuccess && emu_last_smem > optin)
				fails++;
		}
		printf("99 KiB device: %s, last smem %d\n", want == cudaSuccess ? "runs" : "refuses", emu_last_smem);
	}
#endif
#ifdef GW_STAGE_BYTES
	// wgmma: a device whose opt-in limit is below the ring refuses (sm_90a runs on devices
	// of 227 KiB only; the check keeps a smaller one from a launch error)
	{
		const int optin = 101376;
		const cudaError_t want = AKP_STAGES * GW_STAGE_BYTES + 1024 <= optin ? cudaSuccess
										     : cudaErrorInvalidConfiguration;
		runs++;
		fails += run(cs[2], 0, optin, want) != 0;
		printf("99 KiB device: %s\n", want == cudaSuccess ? "runs" : "refuses");
	}
#endif
#if GM_EPI >= 1
	// what the launcher refuses: a bias stride other than 0 or 1, an act out of range
	{
		tcase c = cs[8];
		c.bs = 2;
		runs++;
		fails += run(c, 0, 232448, cudaErrorInvalidValue) != 0;
		c.bs = 1;
		c.act = 3;
		runs++;
		fails += run(c, 0, 232448, cudaErrorInvalidValue) != 0;
	}
#endif
#ifdef GT_SMEM
	// tma: x and w 16 bytes past a line took the TMA kernel, or with LINE the cp.async one
	{
#if defined(AKP_LINE) && AKP_LINE
		const bool want_tma = false;
#else
		const bool want_tma = true;
#endif
		printf("x and w 16 bytes past a line: the TMA kernel in %d of %d runs\n", off_tma, off_runs);
		if (off_runs == 0 || off_tma != (want_tma ? off_runs : 0)) {
			printf("FAIL the TMA kernel ran %d times of %d at 16-byte placements, expected %s\n", off_tma,
			       off_runs, want_tma ? "every time" : "never (LINE)");
			fails++;
		}
	}
#ifdef AKP_SPLITK
	// tma: k split over a cluster where the tiles are few (SPLITK): two tiles (one row of
	// tiles, m and n short of their edges) on 20 multiprocessors, k of 33 k-tiles, which
	// clusters of 4 blocks take where BN allows (rank 3 has 9), else 2; on 6, clusters of
	// 2; on 9 in GPCs of 3, which hold no cluster of 4, clusters of 2; 15 k-tiles, too few
	// for 4 blocks of 4 or more, clusters of 2; 7, none. Each in both modes
	// (the last, no split, once), x's and w's rows padded to whole 128-byte lines and a line
	// or two more, y's and r's dense and padded, the bias dense and the activations in
	// turn; the largest cluster is checked to be the one the case asks for (with PING, the
	// consumers' tiles in turn, none)
	{
		// (PING: no split)
		const int most = AKP_SPLITK < 2 || GT_PING ? 1 : AKP_SPLITK >= 4 && AKP_BN >= 128 ? 4 : 2;
		const struct {
			int sms, gpc, ktiles, cl, modes;
		} sc[] = {{20, 0, 33, most, 2},
			  {6, 0, 33, most < 2 ? most : 2, 2},
			  {9, 3, 33, most < 2 ? most : 2, 1},
			  {20, 0, 15, most < 2 ? most : 2, 2},
			  {20, 0, 7, 1, 1}};
		const int64_t m = AKP_BM - 28, n = 2 * AKP_BN - 56;
		int act = 0;
		for (auto &e : sc) {
			// x's and w's rows on 128-byte lines (LINE takes TMA only there)
			const int64_t k = 64 * e.ktiles - 27, k8 = (k + 63) / 64 * 64, wl8 = ((GM_NN ? n : k) + 63) / 64 * 64;
			emu_sms = e.sms;
			emu_gpc = e.gpc;
			emu_cl_max = 0;
			for (int mode = 0; mode < e.modes; mode++)
				for (int pad = 0; pad < 2; pad++) {
					const tcase c = pad ? tcase{m, n, k, k8 + 64, wl8 + 128, n + 2, 1, n + 3, GM_EPI ? act++ % 3 : 0, 0}
							    : tcase{m, n, k, k8, wl8, n, 1, n, GM_EPI ? act++ % 3 : 0, 0};
					runs++;
					if (run(c, mode, 232448, cudaSuccess)) {
						printf("FAIL split m %ld n %ld k %ld on %d multiprocessors, mode %d pad %d\n", (long)m,
						       (long)n, (long)k, e.sms, mode, pad);
						fails++;
					}
				}
			printf("%d k-tiles on %d multiprocessors (GPCs of %d): clusters of %d blocks\n", e.ktiles, e.sms, e.gpc,
			       emu_cl_max);
			if (emu_cl_max != (e.cl > 1 ? e.cl : 0)) {
				printf("FAIL the largest cluster had %d blocks, expected %d\n", emu_cl_max, e.cl > 1 ? e.cl : 0);
				fails++;
			}
		}
		emu_sms = 3;
		emu_gpc = 0;
	}
#endif
	// tma: the runs whose rows are 16-byte aligned took the TMA kernel
	printf("tensor maps made: %d\n", emu_tmaps);
	if (emu_tmaps == 0) {
		printf("FAIL the TMA path never ran\n");
		fails++;
	}
#endif
#ifdef CM_KC
	// colmma: k was split over clusters, the largest of CLUSTER blocks
	printf("clusters of up to %d blocks summed through distributed shared memory\n", emu_cm_maxcl);
	if (emu_cm_maxcl != AKP_CLUSTER && AKP_CLUSTER > 1) {
		printf("FAIL the largest cluster had %d blocks, CLUSTER is %d\n", emu_cm_maxcl, AKP_CLUSTER);
		fails++;
	}
#endif
	printf("%d of %d runs failed\n", fails, runs);
	return fails != 0;
}
