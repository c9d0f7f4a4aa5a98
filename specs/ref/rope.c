/* rope, rotate-half (NeoX) style on x[batch][heads][seq][dim] with full-width tables
 * cos_tab[seq][dim] and sin_tab[seq][dim]; h = dim/2:
 *   y[i] = x[i] * cos[s][i] - x[i + h] * sin[s][i]   for i <  h
 *   y[i] = x[i] * cos[s][i] + x[i - h] * sin[s][i]   for i >= h
 * i.e. y = x * cos + rotate_half(x) * sin, rotate_half(x) = cat(-x[h:], x[:h]). */
#include <stdint.h>

void akops_ref_rope(const double *x, const double *cos_tab, const double *sin_tab, double *y,
                    int64_t batch, int64_t heads, int64_t seq, int64_t dim)
{
	int64_t h = dim / 2;

	for (int64_t b = 0; b < batch; b++)
		for (int64_t hd = 0; hd < heads; hd++)
			for (int64_t s = 0; s < seq; s++) {
				int64_t off = ((b * heads + hd) * seq + s) * dim;
				const double *xv = x + off;
				const double *c = cos_tab + s * dim;
				const double *sn = sin_tab + s * dim;
				double *yv = y + off;

				for (int64_t i = 0; i < h; i++)
					yv[i] = xv[i] * c[i] - xv[i + h] * sn[i];
				for (int64_t i = h; i < dim; i++)
					yv[i] = xv[i] * c[i] + xv[i - h] * sn[i];
			}
}
