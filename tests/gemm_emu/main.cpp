// the emulated instance against exact integer GEMMs: every output element, the rows'
// padding and the guard after y (poisoned), reads confined to x's and w's rows
#include INST
#include <random>
#include <vector>

static unsigned short tobits(float f)
{
#if defined(AK_DTYPE_BF16)
	return f2bf_bits(f);
#else
	return f2h_bits(f);
#endif
}
static const unsigned short NAN_BITS =
#if defined(AK_DTYPE_BF16)
	0x7fc0;
#else
	0x7e00;
#endif
static const unsigned short POISON = 0xffff;

struct tcase {
	int64_t m, n, k, xs, ws, ys;
};

static std::mt19937_64 rng(12345);

static unsigned short *alloc16(size_t elems)
{
	size_t bytes = (elems * 2 + 63) / 64 * 64;
	return (unsigned short *)aligned_alloc(64, bytes);
}

static int run(const tcase &c, int mode, int optin, cudaError_t want)
{
	const size_t nx = (size_t)((c.m - 1) * c.xs + c.k), nw = (size_t)((c.n - 1) * c.ws + c.k);
	const size_t ny = (size_t)((c.m - 1) * c.ys + c.n), guard = 40;
	unsigned short *x = alloc16(nx), *w = alloc16(nw), *y = alloc16(ny + guard);
	std::vector<float> xf(c.m * c.k), wf(c.n * c.k);
	for (size_t i = 0; i < nx; i++)
		x[i] = NAN_BITS;
	for (size_t i = 0; i < nw; i++)
		w[i] = NAN_BITS;
	for (size_t i = 0; i < ny + guard; i++)
		y[i] = POISON;
	std::uniform_int_distribution<int> d(-3, 3);
	for (int64_t r = 0; r < c.m; r++)
		for (int64_t kk = 0; kk < c.k; kk++) {
			float v = (float)d(rng);
			xf[r * c.k + kk] = v;
			x[r * c.xs + kk] = tobits(v);
		}
	for (int64_t r = 0; r < c.n; r++)
		for (int64_t kk = 0; kk < c.k; kk++) {
			float v = (float)d(rng);
			wf[r * c.k + kk] = v;
			w[r * c.ws + kk] = tobits(v);
		}
	emu_readable.clear();
	emu_readable.push_back({(const char *)x, (const char *)(x + nx)});
	emu_readable.push_back({(const char *)w, (const char *)(w + nw)});
	emu_mode = mode;
	emu_optin = optin;
	emu_maxdyn.clear();
	emu_launches = 0;
	cudaError_t e = AK_LAUNCHER((const AK_T *)x, c.xs, (const AK_T *)w, c.ws, (AK_T *)y, c.ys, c.m, c.n, c.k, nullptr);
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
				const unsigned short want_bits = tobits((float)s), got = y[i * c.ys + j];
				if (got != want_bits && bad++ < 5)
					printf("  y[%ld][%ld] = %04x, expected %04x\n", (long)i, (long)j, got, want_bits);
			}
	}
	for (size_t i = 0; i < ny + guard; i++) {
		const int64_t r = (int64_t)i / c.ys, col = (int64_t)i % c.ys;
		const bool inside = r < c.m && col < c.n && i < ny;
		if (!inside && y[i] != POISON && bad++ < 5)
			printf("  wrote outside y's rows at element %zu (row %ld col %ld)\n", i, (long)r, (long)col);
	}
	free(x);
	free(w);
	free(y);
	return bad;
}

int main()
{
	std::vector<tcase> cs;
	const int64_t shapes[][3] = {{1, 1, 1},   {5, 3, 7},      {2, 17, 40},  {1, 70, 72},  {16, 41, 100},
				     {17, 33, 64}, {33, 65, 129}, {127, 70, 33}, {40, 130, 24}, {130, 40, 8},
				     {64, 64, 64}, {3, 300, 16},  {300, 200, 9}, {1, 1, 300},  {257, 3, 1}};
	for (auto &s : shapes) {
		const int64_t m = s[0], n = s[1], k = s[2];
		const int64_t k8 = (k + 7) / 8 * 8;
		cs.push_back({m, n, k, k, k, n});                 // dense
		cs.push_back({m, n, k, k8 + 8, k8, n + 2});       // padded to 16 bytes
		cs.push_back({m, n, k, k + 3, k + 1, n + 1});     // odd pads
		cs.push_back({m, n, k, k8, k + 5, n + 7});        // x aligned, w not
		cs.push_back({m, n, k, k + 9, k8 + 16, n + 8});   // w aligned, x not
	}
	int fails = 0, runs = 0;
	for (auto &c : cs)
		for (int mode = 0; mode < 2; mode++) {
			runs++;
			int b = run(c, mode, 232448, cudaSuccess);
			if (b) {
				printf("FAIL m %ld n %ld k %ld xs %ld ws %ld ys %ld mode %d\n", (long)c.m, (long)c.n, (long)c.k,
				       (long)c.xs, (long)c.ws, (long)c.ys, mode);
				fails++;
			}
		}
	// a device with 99 KiB: the 2-stage fallback where STAGES does not fit
	{
		const int stage = GM_STAGE_BYTES;
		const int optin = 101376;
		cudaError_t want = (AKP_STAGES * stage <= optin || 2 * stage <= optin) ? cudaSuccess
										       : cudaErrorInvalidConfiguration;
		for (int i = 0; i < 10; i += 3) {
			runs++;
			int b = run(cs[i * 5 + 2], 0, optin, want);
			if (b) {
				printf("FAIL at optin %d\n", optin);
				fails++;
			}
			if (want == cudaSuccess && emu_last_smem > optin)
				fails++;
		}
		printf("99 KiB device: %s, last smem %d\n", want == cudaSuccess ? "runs" : "refuses", emu_last_smem);
	}
	printf("%d of %d runs failed\n", fails, runs);
	return fails != 0;
}
