/* gen_test.cu: host-side checks of harness_gen.cuh, no GPU needed. The conversions
 * are checked against brute force (the nearest representable value, ties to even), the
 * log against libm, the distributions by their moments and tails, integer tensors by
 * their range and planted values. That the device computes the same bits is checked by
 * the harness itself on every shape's first trial (HARNESS_ERROR otherwise).
 * Build: nvcc -std=c++17 -O2 -Iverify verify/testglue/gen_test.cu -o gen_test */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <algorithm>
#include <vector>
#include "harness_gen.cuh"
#include "testglue/hostcheck.h"

/* the nearest of the sorted finite values to x, ties to the even bit pattern; values
 * past max + half an ulp round to inf */
static double nearest(const std::vector<double> &vals, const std::vector<uint32_t> &bits, double x, double maxulp,
		      uint32_t *out)
{
	size_t n = vals.size();
	double mx = vals[n - 1];
	if (x >= mx + maxulp / 2) {
		*out = 0xffffffffu;
		return INFINITY;
	}
	if (x <= -mx - maxulp / 2) {
		*out = 0xfffffffeu;
		return -INFINITY;
	}
	size_t hi = (size_t)(std::lower_bound(vals.begin(), vals.end(), x) - vals.begin());
	if (hi == n)
		hi = n - 1;
	size_t lo = hi > 0 ? hi - 1 : 0;
	double dl = fabs(x - vals[lo]), dh = fabs(vals[hi] - x);
	size_t k = dl < dh ? lo : dh < dl ? hi : (bits[lo] & 1) == 0 ? lo : hi;
	*out = bits[k];
	return vals[k];
}

static void check_f16(void)
{
	/* every pattern widens and narrows back to itself (NaNs: to a NaN) */
	std::vector<double> vals;
	std::vector<uint32_t> bits;
	for (uint32_t h = 0; h < 0x10000; h++) {
		float f = akh_f16_to_f32((uint16_t)h);
		uint16_t back = akh_f32_to_f16(f);
		if (((h >> 10) & 0x1f) == 0x1f && (h & 0x3ff))
			CHECK(isnan(f) && ((back >> 10) & 0x1f) == 0x1f && (back & 0x3ff), "f16 NaN 0x%04x", h);
		else
			CHECK(back == h, "f16 0x%04x -> %g -> 0x%04x", h, (double)f, back);
		if (((h >> 10) & 0x1f) != 0x1f && h != 0x8000)
			vals.push_back((double)f), bits.push_back(h);
	}
	std::vector<size_t> ord(vals.size());
	for (size_t k = 0; k < ord.size(); k++)
		ord[k] = k;
	std::sort(ord.begin(), ord.end(), [&](size_t a, size_t b) { return vals[a] < vals[b]; });
	std::vector<double> sv;
	std::vector<uint32_t> sb;
	for (size_t k : ord)
		sv.push_back(vals[k]), sb.push_back(bits[k]);
	/* random floats of every magnitude, and exact midpoints */
	uint64_t s = 1;
	for (int k = 0; k < 2000000; k++) {
		s = akh_mix64(s + (uint64_t)k);
		float f;
		if (k % 4 == 3) {
			size_t i = (size_t)(s >> 8) % (sv.size() - 1);
			f = (float)((sv[i] + sv[i + 1]) / 2);	/* exact in f32 */
		} else {
			uint32_t u = (uint32_t)s;
			u = (u & 0x807fffffu) | ((uint32_t)(100 + (s >> 40) % 48) << 23);	/* 2^-27 .. 2^20 */
			f = akh_bitsf(u);
		}
		uint32_t want;
		double wv = nearest(sv, sb, (double)f, 32.0, &want);
		uint16_t got = akh_f32_to_f16(f);
		double gv = (double)akh_f16_to_f32(got);
		if (fabs(wv) == 0.0)
			CHECK(gv == 0.0 && signbit(gv) == signbit((double)f), "f16 of %a gave %a", (double)f, gv);
		else
			CHECK(gv == wv, "f16 of %a gave %a, want %a", (double)f, gv, wv);
	}
}

static void check_bf16(void)
{
	uint64_t s = 7;
	for (int k = 0; k < 2000000; k++) {
		s = akh_mix64(s + (uint64_t)k);
		float f = akh_bitsf((uint32_t)s);
		uint16_t b = akh_f32_to_bf16(f);
		float g = akh_bitsf((uint32_t)b << 16);
		if (isnan(f)) {
			CHECK(isnan(g), "bf16 of NaN");
			continue;
		}
		/* the two neighbours in bf16 and the tie rule */
		uint32_t u = akh_fbits(f), lo = u & 0xffff0000u, hi = lo + 0x10000u;
		double dl = fabs((double)f - (double)akh_bitsf(lo));
		double dh = isinf(akh_bitsf(hi)) || isnan(akh_bitsf(hi)) ? INFINITY : fabs((double)akh_bitsf(hi) - (double)f);
		uint32_t want = dl < dh ? lo : dh < dl ? hi : ((lo >> 16) & 1) ? hi : lo;
		if (isnan(akh_bitsf(hi)))	/* lo is the largest finite: past its half ulp, inf */
			want = (u & 0xffffu) >= 0x8000u ? ((u & 0x80000000u) | 0x7f800000u) : lo;
		CHECK(((uint32_t)b << 16) == want || (dh == INFINITY && dl > 0 && isinf(g)), "bf16 of %a gave %a", (double)f, (double)g);
	}
}

static void check_log(void)
{
	double worst = 0;
	uint64_t s = 3;
	for (int k = 0; k < 1000000; k++) {
		s = akh_mix64(s + (uint64_t)k);
		double x = akh_u01(s);
		if (k % 3 == 0)
			x = ldexp(x, -(int)(s % 1000));
		double e = fabs(akh_log(x) - log(x)) / std::max(1e-300, fabs(log(x)));
		if (log(x) != 0)
			worst = std::max(worst, e);
	}
	CHECK(worst < 1e-14, "akh_log relative error %g", worst);
	CHECK(akh_log(1.0) == 0.0, "log 1 = %g", akh_log(1.0));
}

static void moments(const akh_gen &g, int64_t n, double *mean, double *sd, double *mn, double *mx, int64_t *nonfin)
{
	double s1 = 0, s2 = 0;
	*mn = INFINITY, *mx = -INFINITY, *nonfin = 0;
	int64_t m = 0;
	for (int64_t i = 0; i < n; i++) {
		double v = akh_widen(g.dtype, akh_gen_bits(g, i));
		if (!isfinite(v)) {
			++*nonfin;
			continue;
		}
		s1 += v, s2 += v * v, m++;
		*mn = std::min(*mn, v), *mx = std::max(*mx, v);
	}
	*mean = s1 / (double)m;
	*sd = sqrt(s2 / (double)m - *mean * *mean);
}

static void check_dists(void)
{
	akh_gen g;
	memset(&g, 0, sizeof g);
	g.key = 12345;
	g.dtype = H_F64;
	g.rowlen = 100;
	double mean, sd, mn, mx;
	int64_t nf;
	const int64_t n = 1000000;

	g.dist = AKH_NORMAL;
	moments(g, n, &mean, &sd, &mn, &mx, &nf);
	CHECK(fabs(mean) < 0.005 && fabs(sd - 1) < 0.005 && mx > 4 && mn < -4, "normal: mean %g sd %g [%g, %g]", mean, sd, mn, mx);
	int64_t tail = 0;
	for (int64_t i = 0; i < n; i++)
		tail += fabs(akh_widen(H_F64, akh_gen_bits(g, i))) > 1.959963985;
	CHECK(fabs((double)tail / n - 0.05) < 0.002, "normal: P(|z| > 1.96) = %g", (double)tail / n);

	g.dist = AKH_UNIFORM;
	moments(g, n, &mean, &sd, &mn, &mx, &nf);
	CHECK(fabs(mean) < 0.005 && fabs(sd - 1 / sqrt(3.0)) < 0.005 && mn >= -1 && mx < 1, "uniform: mean %g sd %g [%g, %g]", mean, sd, mn, mx);

	g.dist = AKH_HEAVY;
	moments(g, n, &mean, &sd, &mn, &mx, &nf);
	CHECK(mx == 64 && mn == -64 && sd > 2, "heavy: sd %g [%g, %g]", sd, mn, mx);

	g.dist = AKH_PLANTED;
	g.nspecial = 3;
	g.special[0] = -INFINITY, g.special[1] = 0, g.special[2] = 1e4;
	int64_t planted = 0, ends = 0;
	for (int64_t i = 0; i < n; i++) {
		double v = akh_widen(H_F64, akh_gen_bits(g, i));
		bool sp = v == -INFINITY || v == 0 || v == 1e4;
		planted += sp;
		if (i % 100 == 0 || i % 100 == 99)
			ends += sp;
	}
	CHECK(ends == 2 * n / 100, "planted: %lld of %lld row ends planted", (long long)ends, (long long)(2 * n / 100));
	double frac = (double)(planted - ends) / (double)(n - 2 * n / 100);
	CHECK(fabs(frac - 1.0 / 32) < 0.002, "planted: %g of the other positions, not 1/32", frac);

	/* a rounded dtype: every value a bf16 */
	g.dtype = H_BF16;
	g.dist = AKH_NORMAL;
	for (int64_t i = 0; i < 1000; i++) {
		uint64_t b = akh_gen_bits(g, i);
		CHECK(b <= 0xffff, "bf16 bits 0x%llx", (unsigned long long)b);
	}

	/* integers: [lo, hi] with the also values at about 1/16 */
	memset(&g, 0, sizeof g);
	g.key = 99;
	g.dtype = H_I64;
	g.lo = 0, g.hi = 128255, g.nalso = 1, g.also[0] = -100;
	int64_t nalso = 0, lo = INT64_MAX, hi = INT64_MIN;
	for (int64_t i = 0; i < n; i++) {
		int64_t v = (int64_t)akh_gen_bits(g, i);
		if (v == -100) {
			nalso++;
			continue;
		}
		lo = std::min(lo, v), hi = std::max(hi, v);
		CHECK(v >= 0 && v <= 128255, "i64 value %lld out of range", (long long)v);
	}
	CHECK(lo < 100 && hi > 128155, "i64 range [%lld, %lld]", (long long)lo, (long long)hi);
	CHECK(fabs((double)nalso / n - 1.0 / 16) < 0.002, "also at %g", (double)nalso / n);
	g.dtype = H_I32;
	g.lo = -5, g.hi = 5, g.nalso = 0;
	for (int64_t i = 0; i < 10000; i++) {
		int32_t v = (int32_t)(uint32_t)akh_gen_bits(g, i);
		CHECK(v >= -5 && v <= 5 && akh_gen_bits(g, i) <= 0xffffffffu, "i32 value %d", v);
	}
	/* the full 64-bit range does not divide by zero */
	g.dtype = H_I64;
	g.lo = INT64_MIN, g.hi = INT64_MAX;
	(void)akh_gen_bits(g, 1);
}

int main(void)
{
	check_f16();
	check_bf16();
	check_log();
	check_dists();
	if (fails)
		printf("gen_test: %d failures\n", fails);
	else
		printf("gen_test: conversions, log, distributions and integer ranges ok\n");
	return fails != 0;
}
