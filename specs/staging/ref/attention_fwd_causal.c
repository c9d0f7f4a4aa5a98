/* attention_fwd_causal: attention_fwd (ref/attention_fwd.c) with the mask aligned to the
 * end of the keys: the query at position p of sq_all (sq_at[i]; the verifier may check a
 * sample of the queries, which it renumbers 0..sq-1, and tells each one's position here)
 * sees the keys j <= p + skv - sq_all, at least one since sq_all <= skv. The softmax is
 * online in double, as there. */
#include <math.h>
#include <stdint.h>

void akops_ref_attention_fwd_causal(const double *query, const double *key, const double *value, double *output,
				    double *lse, int64_t b, int64_t h, int64_t hkv, int64_t sq, int64_t skv, int64_t d,
				    double scale, const int64_t *sq_at, int64_t sq_all)
{
	for (int64_t bi = 0; bi < b; bi++)
		for (int64_t hi = 0; hi < h; hi++) {
			const int64_t g = bi * hkv + hi / (h / hkv);
			const double *kg = key + g * skv * d, *vg = value + g * skv * d;

			for (int64_t i = 0; i < sq; i++) {
				const int64_t row = (bi * h + hi) * sq + i, last = sq_at[i] + skv - sq_all;
				const double *qi = query + row * d;
				double *oi = output + row * d, m = -INFINITY, l = 0.0;

				for (int64_t e = 0; e < d; e++)
					oi[e] = 0.0;
				for (int64_t j = 0; j <= last && j < skv; j++) {
					double dot = 0.0, s, c = 1.0, p = 1.0;

					for (int64_t e = 0; e < d; e++)
						dot += qi[e] * kg[j * d + e];
					s = scale * dot;
					if (s > m)
						c = exp(m - s), m = s;
					else
						p = exp(s - m);
					l = l * c + p;
					for (int64_t e = 0; e < d; e++)
						oi[e] = oi[e] * c + p * vg[j * d + e];
				}
				for (int64_t e = 0; e < d; e++)
					oi[e] /= l;
				lse[row] = m + log(l);
			}
		}
}
