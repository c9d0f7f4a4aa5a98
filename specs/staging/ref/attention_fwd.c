/* attention_fwd: for each batch entry, head and query i, the scores s_j = scale * q_i . k_j
 * over the keys of the head's group (hkv groups of h / hkv query heads, each group's
 * heads consecutive), output = sum of softmax(s)_j v_j and lse = log(sum of exp(s_j)), in
 * double: the softmax online (the sum and the output rescaled whenever the running
 * maximum grows, so nothing overflows), rounding near 1e-16. sq_at (the index of each
 * query in the whole tensor, of sq_all) is not needed: a query's output does not depend
 * on its position. */
#include <math.h>
#include <stdint.h>

void akops_ref_attention_fwd(const double *query, const double *key, const double *value, double *output,
			     double *lse, int64_t b, int64_t h, int64_t hkv, int64_t sq, int64_t skv, int64_t d,
			     double scale, const int64_t *sq_at, int64_t sq_all)
{
	(void)sq_at, (void)sq_all;
	for (int64_t bi = 0; bi < b; bi++)
		for (int64_t hi = 0; hi < h; hi++) {
			const int64_t g = bi * hkv + hi / (h / hkv);
			const double *kg = key + g * skv * d, *vg = value + g * skv * d;

			for (int64_t i = 0; i < sq; i++) {
				const int64_t row = (bi * h + hi) * sq + i;
				const double *qi = query + row * d;
				double *oi = output + row * d, m = -INFINITY, l = 0.0;

				for (int64_t e = 0; e < d; e++)
					oi[e] = 0.0;
				for (int64_t j = 0; j < skv; j++) {
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
