// the emulated instance (attention_fwd or attention_fwd_causal, by the family's
// AK_CAUSAL) against the spec's double-precision reference on odd shapes: sq and skv
// off the tiles, one query or key, GQA groups of 1 to 4, d = 64, 128, 256, and every
// tensor in its own layout (dense, [B, S, H, D] strides, padded to 16 bytes, odd pads
// that force the element copies, batch innermost); the inputs' padding NaN, reads
// confined to each input's extent, output's padding and guards poisoned, lse guarded.
// Outputs within a tolerance tighter than the spec's (its rel, a third of its abs: an
// off-by-one key shows), lse within 2e-4: an f32 sum with every key, so a key masked
// wrongly or read twice shows at once.
#include INST
#include <random>
#include <vector>

extern "C" void akops_ref_attention_fwd(const double *query, const double *key, const double *value,
					double *output, double *lse, int64_t b, int64_t h, int64_t hkv, int64_t sq,
					int64_t skv, int64_t d, double scale, const int64_t *sq_at, int64_t sq_all);
extern "C" void akops_ref_attention_fwd_causal(const double *query, const double *key, const double *value,
					       double *output, double *lse, int64_t b, int64_t h, int64_t hkv,
					       int64_t sq, int64_t skv, int64_t d, double scale, const int64_t *sq_at,
					       int64_t sq_all);

static const unsigned short NAN_BITS =
#if defined(AK_DTYPE_BF16)
	0x7fc0;
#else
	0x7e00;
#endif
static const unsigned short POISON = 0xffff;
#if defined(AK_DTYPE_BF16)
static const double TOL_REL = 1e-2, TOL_ABS = 5e-2 / 3;
#else
static const double TOL_REL = 4e-3, TOL_ABS = 1e-2 / 3;
#endif

// layouts of a [n0][n1][n2][d] tensor: its outer strides in elements
enum { DENSE, BSHD, PAD16, ODD, BSHD_ODD, BINNER, NLAYOUTS };
static const char *const lname[] = {"dense", "bshd", "pad16", "odd", "bshd-odd", "b-inner"};

struct tensor {
	int64_t n[3], s[3], d, extent;
	std::vector<unsigned short> buf; // guard, extent, guard (elements)
	static const int64_t G = 64;
	unsigned short *at(int64_t i, int64_t j, int64_t k) { return &buf[G + i * s[0] + j * s[1] + k * s[2]]; }
	unsigned short *base() { return &buf[G]; }
};

static void make(tensor &t, int64_t n0, int64_t n1, int64_t n2, int64_t d, int layout, unsigned short fill)
{
	t.n[0] = n0, t.n[1] = n1, t.n[2] = n2, t.d = d;
	switch (layout) {
	case DENSE:
		t.s[2] = d, t.s[1] = n2 * d, t.s[0] = n1 * n2 * d;
		break;
	case BSHD:
		t.s[1] = d, t.s[2] = n1 * d, t.s[0] = n2 * n1 * d;
		break;
	case PAD16:
		t.s[2] = d + 8, t.s[1] = n2 * (d + 8) + 16, t.s[0] = n1 * t.s[1] + 8;
		break;
	case ODD:
		t.s[2] = d + 3, t.s[1] = n2 * (d + 3) + 5, t.s[0] = n1 * t.s[1] + 1;
		break;
	case BSHD_ODD:
		t.s[1] = d + 1, t.s[2] = n1 * (d + 1) + 2, t.s[0] = n2 * t.s[2] + 3;
		break;
	default: // batch innermost: [S, H, B, D]
		t.s[0] = d + 8, t.s[1] = n0 * (d + 8), t.s[2] = n1 * n0 * (d + 8);
		break;
	}
	t.extent = (n0 - 1) * t.s[0] + (n1 - 1) * t.s[1] + (n2 - 1) * t.s[2] + d;
	// 16-byte aligned base (a multiple of 8 elements of guard)
	t.buf.assign((size_t)(t.extent + 2 * tensor::G), fill);
}

struct tcase {
	int64_t b, h, hkv, sq, skv, d;
	int lq, lk, lv, lo;
	double scale, qk; // scale; q and k uniform in [-qk, qk]
	// tiny: key 0 scores 20, every other key 2.9 (weights e^-17.1 = 3.7e-8: in f16's
	// subnormals, spaced 6e-8), value 64 but key 0's 0; the weights' rounding adds up
	// over the keys unless p is kept off the subnormals
	bool tiny = false;
};

static std::mt19937_64 rng(2024);

// returns the number of failures
static int run(const tcase &c, int mode, int optin)
{
	tensor q, k, v, o;
	make(q, c.b, c.h, c.sq, c.d, c.lq, NAN_BITS);
	make(k, c.b, c.hkv, c.skv, c.d, c.lk, NAN_BITS);
	make(v, c.b, c.hkv, c.skv, c.d, c.lv, NAN_BITS);
	make(o, c.b, c.h, c.sq, c.d, c.lo, POISON);
	const int64_t nl = c.b * c.h * c.sq, lg = 16;
	std::vector<float> lse((size_t)(nl + 2 * lg));
	for (auto &x : lse)
		memset(&x, 0xff, 4);
	std::vector<double> qd(c.b * c.h * c.sq * c.d), kd(c.b * c.hkv * c.skv * c.d), vd(kd.size());
	std::vector<double> od(qd.size()), ld((size_t)nl);
	std::uniform_real_distribution<float> uqk(-(float)c.qk, (float)c.qk), uv(-1.0f, 1.0f);
	auto fill = [&](tensor &t, std::vector<double> &dd, std::uniform_real_distribution<float> &u) {
		for (int64_t i = 0; i < t.n[0]; i++)
			for (int64_t j = 0; j < t.n[1]; j++)
				for (int64_t s = 0; s < t.n[2]; s++)
					for (int64_t e = 0; e < t.d; e++) {
						const unsigned short bits = dt_bits(u(rng));
						t.at(i, j, s)[e] = bits;
						dd[((i * t.n[1] + j) * t.n[2] + s) * t.d + e] = dt_float(bits);
					}
	};
	fill(q, qd, uqk);
	fill(k, kd, uqk);
	fill(v, vd, uv);
	if (c.tiny) {
		auto set = [&](tensor &t, std::vector<double> &dd, int64_t i, int64_t j, int64_t s, int64_t e, float x) {
			t.at(i, j, s)[e] = dt_bits(x);
			dd[((i * t.n[1] + j) * t.n[2] + s) * t.d + e] = dt_float(dt_bits(x));
		};
		for (int64_t i = 0; i < c.b; i++) {
			for (int64_t j = 0; j < c.h; j++)
				for (int64_t s = 0; s < c.sq; s++)
					for (int64_t e = 0; e < c.d; e++)
						set(q, qd, i, j, s, e, e == 0 ? 1.0f : 0.0f);
			for (int64_t j = 0; j < c.hkv; j++)
				for (int64_t s = 0; s < c.skv; s++)
					for (int64_t e = 0; e < c.d; e++) {
						set(k, kd, i, j, s, e, e != 0 ? 0.0f : s == 0 ? 20.0f : 2.90625f);
						set(v, vd, i, j, s, e, s == 0 ? 0.0f : 64.0f);
					}
		}
	}

	emu_readable.clear();
	emu_readable.push_back({(const char *)q.base(), (const char *)(q.base() + q.extent)});
	emu_readable.push_back({(const char *)k.base(), (const char *)(k.base() + k.extent)});
	emu_readable.push_back({(const char *)v.base(), (const char *)(v.base() + v.extent)});
	emu_out_lo = (const char *)o.base();
	emu_out_hi = (const char *)(o.base() + o.extent);
	emu_mode = mode;
	emu_optin = optin;
	emu_maxdyn.clear();
	emu_launches = 0;
	const float scale = (float)c.scale;
	cudaError_t e = AK_LAUNCHER((const AK_T *)q.base(), q.s[0], q.s[1], q.s[2], (const AK_T *)k.base(), k.s[0],
				    k.s[1], k.s[2], (const AK_T *)v.base(), v.s[0], v.s[1], v.s[2], (AK_T *)o.base(),
				    o.s[0], o.s[1], o.s[2], lse.data() + lg, c.b, c.h, c.hkv, c.sq, c.skv, c.d, scale,
				    nullptr);
	int bad = 0;
	if (e != cudaSuccess || emu_launches != 1) {
		printf("  returned %d after %d launches\n", e, emu_launches);
		return 1;
	}
	std::vector<int64_t> at((size_t)c.sq);
	for (int64_t i = 0; i < c.sq; i++)
		at[(size_t)i] = i;
	(AK_CAUSAL ? akops_ref_attention_fwd_causal : akops_ref_attention_fwd)(
		qd.data(), kd.data(), vd.data(), od.data(), ld.data(), c.b, c.h, c.hkv, c.sq, c.skv, c.d,
		(double)scale, at.data(), c.sq);
	double worst = 0, worst_l = 0;
	for (int64_t i = 0; i < c.b; i++)
		for (int64_t j = 0; j < c.h; j++)
			for (int64_t s = 0; s < c.sq; s++) {
				const int64_t row = (i * c.h + j) * c.sq + s;
				for (int64_t x = 0; x < c.d; x++) {
					const unsigned short got = o.at(i, j, s)[x];
					const double want = od[row * c.d + x], g = dt_float(got);
					const double err = fabs(g - want), tol = TOL_ABS + TOL_REL * fabs(want);
					if (err / tol > worst)
						worst = err / tol;
					if ((got == POISON || !(err <= tol)) && bad++ < 5)
						printf("  output[%ld][%ld][%ld][%ld] = %g (%04x), expected %g\n", (long)i,
						       (long)j, (long)s, (long)x, g, got, want);
				}
				const double gl = lse[lg + row], wl = ld[row];
				const double el = fabs(gl - wl), tl = 2e-4 + 2e-6 * fabs(wl);
				if (el / tl > worst_l)
					worst_l = el / tl;
				if (!(el <= tl) && bad++ < 5)
					printf("  lse[%ld][%ld][%ld] = %.7g, expected %.7g\n", (long)i, (long)j, (long)s, gl,
					       wl);
			}
	// nothing but the outputs written: output's padding and guards, lse's guards
	{
		std::vector<char> in(o.buf.size(), 0);
		for (int64_t i = 0; i < c.b; i++)
			for (int64_t j = 0; j < c.h; j++)
				for (int64_t s = 0; s < c.sq; s++)
					memset(&in[(size_t)(o.at(i, j, s) - o.buf.data())], 1, (size_t)c.d);
		for (size_t x = 0; x < o.buf.size(); x++)
			if (!in[x] && o.buf[x] != POISON && bad++ < 5)
				printf("  wrote output's element %ld outside its rows\n", (long)x - (long)tensor::G);
		for (int64_t x = 0; x < lg; x++) {
			unsigned u0, u1;
			memcpy(&u0, &lse[(size_t)x], 4);
			memcpy(&u1, &lse[(size_t)(lg + nl + x)], 4);
			if ((u0 != 0xffffffffu || u1 != 0xffffffffu) && bad++ < 5)
				printf("  wrote lse's guard\n");
		}
	}
	if (bad)
		printf("  worst error %.2f of the tolerance, lse %.2f\n", worst, worst_l);
	return bad;
}

int main()
{
	const double r64 = 0.125, r128 = 0.08838834764831845, r256 = 0.0625;
	// b, h, hkv, sq, skv, d, layouts of q, k, v, output, scale, |q|, |k| bound
	std::vector<tcase> cs = {
		{1, 1, 1, 1, 1, 64, DENSE, DENSE, DENSE, DENSE, r64, 2},
		{1, 1, 1, 1, 1, 256, BSHD, DENSE, BSHD, ODD, r256, 2},
		{2, 3, 1, 5, 7, 64, BSHD, BSHD, BSHD, BSHD, r64, 2},
		{1, 4, 1, 4, 33, 128, DENSE, PAD16, DENSE, BSHD_ODD, r128, 2},
		{1, 8, 2, 2, 100, 128, BSHD, BSHD, BSHD, BSHD, r128, 2},
		{1, 3, 3, 16, 150, 128, PAD16, DENSE, BINNER, DENSE, 0.3, 2},
		{1, 4, 1, 5, 40, 128, DENSE, DENSE, DENSE, DENSE, r128, 2},
		{1, 6, 2, 37, 70, 128, PAD16, PAD16, PAD16, PAD16, r128, 2},
		{1, 2, 1, 17, 140, 256, BSHD, BSHD, BSHD, BSHD, r256, 2},
		{2, 2, 2, 130, 131, 64, ODD, ODD, ODD, ODD, r64, 2},
		{3, 1, 1, 3, 16, 64, DENSE, BSHD_ODD, DENSE, DENSE, r64, 2},
		{1, 1, 1, 64, 64, 256, PAD16, PAD16, PAD16, ODD, r256, 2},
		{1, 2, 2, 33, 150, 64, BINNER, BINNER, BINNER, BINNER, 1.0, 4},
		{1, 1, 1, 200, 65, 64, DENSE, DENSE, DENSE, BSHD, r64, 2},
		{2, 4, 4, 1, 9, 64, DENSE, ODD, DENSE, DENSE, r64, 2},
		// the causal diagonal 2 keys short of a tile's end (skv - sq = 62, 126): a
		// tile the first row sees all of but its last key
		{1, 1, 1, 70, 132, 64, DENSE, DENSE, DENSE, DENSE, r64, 2},
		{1, 2, 2, 20, 146, 128, BSHD, BSHD, BSHD, BSHD, r128, 2},
		// decode tiles long enough to split over a cluster (sm_90: CLUSTER blocks),
		// the first on a grid of 3 clusters for its 4 tiles
		{2, 8, 2, 2, 600, 128, BSHD, BSHD, BSHD, BSHD, r128, 2},
		{1, 4, 1, 1, 1100, 64, DENSE, DENSE, DENSE, ODD, r64, 2},
		{1, 3, 3, 16, 700, 64, PAD16, BSHD, PAD16, DENSE, 0.7, 3},
		// weights in f16's subnormals, decode tile and prefill tile
		{1, 1, 1, 1, 4000, 64, DENSE, DENSE, DENSE, DENSE, 1.0, 1, true},
		{1, 1, 1, 20, 4000, 64, DENSE, DENSE, DENSE, DENSE, 1.0, 1, true},
#if defined(FW_WGMMA)
		// the wgmma family's kernel (16-byte aligned rows, more than 16 rows a group,
		// d 64 or 128): several row tiles a group and key tiles a row, the causal
		// diagonal inside a warpgroup's rows and across them, sq = skv
		{1, 8, 2, 50, 300, 128, BSHD, PAD16, DENSE, BSHD, r128, 2},
		{2, 4, 1, 70, 260, 64, DENSE, BSHD, PAD16, PAD16, r64, 2},
		{1, 2, 2, 150, 150, 128, DENSE, DENSE, DENSE, ODD, r128, 3},
		{1, 3, 1, 100, 333, 64, BINNER, BINNER, BINNER, BINNER, 0.4, 2},
		// cases 26 and 29 (grids capped at 2 and 5 blocks, below): a persistent grid's
		// rounds, odd and even (the causal op's snake), the last one short and, at 29,
		// odd (past the items for its first blocks); between them two small groups
		{2, 4, 2, 190, 260, 64, DENSE, BSHD, DENSE, DENSE, r64, 2},
		{1, 4, 1, 5, 24, 64, BSHD, DENSE, DENSE, BSHD, r64, 2},
		{1, 2, 1, 9, 17, 128, DENSE, DENSE, BSHD, DENSE, r128, 2},
		{1, 6, 2, 150, 300, 128, BSHD, DENSE, BSHD, DENSE, r128, 2},
#endif
	};
	// and random small shapes: every residue of sq, skv and skv - sq against the tiles
	// comes up over the instances
	std::uniform_int_distribution<int> pick(0, 1 << 20);
	for (int i = 0; i < 16; i++) {
		const int64_t ds[3] = {64, 128, 256}, grps[4] = {1, 2, 3, 4};
		tcase c;
		c.b = 1 + pick(rng) % 2;
		c.hkv = 1 + pick(rng) % 2;
		c.h = c.hkv * grps[pick(rng) % 4];
		c.d = ds[pick(rng) % 3];
		c.sq = 1 + pick(rng) % (c.d == 256 ? 40 : 100);
		c.skv = 1 + pick(rng) % (c.d == 256 ? 90 : 200);
		c.lq = pick(rng) % NLAYOUTS, c.lk = pick(rng) % NLAYOUTS, c.lv = pick(rng) % NLAYOUTS;
		c.lo = pick(rng) % NLAYOUTS;
		c.scale = 0.05 + (pick(rng) % 96) / 100.0;
		c.qk = 1 + pick(rng) % 3;
		cs.push_back(c);
	}
	int fails = 0, runs = 0;
	for (size_t i = 0; i < cs.size(); i++) {
		tcase c = cs[i];
		// the causal op admits sq <= skv only
		if (AK_CAUSAL && c.sq > c.skv)
			std::swap(c.sq, c.skv);
		runs++;
		// every third case on a grid of a few blocks, each striding over tiles
		emu_grid_cap = i % 3 == 2 ? 1 + (int64_t)i % 5 : 0x7fffffff;
		if (run(c, (int)i % 2, 232448)) {
			printf("FAIL b %ld h %ld hkv %ld sq %ld skv %ld d %ld, %s %s %s %s, mode %d\n", (long)c.b, (long)c.h,
			       (long)c.hkv, (long)c.sq, (long)c.skv, (long)c.d, lname[c.lq], lname[c.lk], lname[c.lv],
			       lname[c.lo], (int)i % 2);
			printf("    grid cap %ld\n", (long)emu_grid_cap);
			fails++;
		}
	}
	// a device of 99 KiB (sm_86, sm_89, sm_120): two stages, or the small tile
	emu_grid_cap = 0x7fffffff;
	for (size_t i : {5, 7, 8}) {
		tcase c = cs[i];
		if (AK_CAUSAL && c.sq > c.skv)
			std::swap(c.sq, c.skv);
		runs++;
		if (run(c, 1, 101376) || emu_last_smem > 101376) {
			printf("FAIL at 99 KiB: b %ld h %ld sq %ld skv %ld d %ld\n", (long)c.b, (long)c.h, (long)c.sq,
			       (long)c.skv, (long)c.d);
			fails++;
		}
	}
#if AK_ARCH >= 90 && AKP_CLUSTER > 1
	if (emu_cl_launches == 0) {
		printf("FAIL: no cluster launch\n");
		fails++;
	}
#endif
#if defined(FW_WGMMA)
	// the wgmma kernel ran (its products of both forms), beside the flash kernels of
	// the shapes it leaves to them
	if (emu_wg_ss_issued == 0 || emu_wg_rs_issued == 0) {
		printf("FAIL: the wgmma kernel never ran\n");
		fails++;
	}
	printf("%ld wgmma (SS), %ld wgmma (RS); ", emu_wg_ss_issued, emu_wg_rs_issued);
#endif
	printf("%d of %d runs failed, %d stores, %d cluster launches\n", fails, runs, emu_stores, emu_cl_launches);
	return fails != 0;
}
