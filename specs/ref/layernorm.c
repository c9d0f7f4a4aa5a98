/* layernorm: y[r][c] = (x[r][c] - mean) / sqrt(var + eps) * w[c] + b[c], with the
 * mean and the biased variance (divided by cols, as PyTorch) over the last dim.
 * Two passes, so a large common offset does not cancel the variance away. */
#include <math.h>
#include <stdint.h>

void akops_ref_layernorm(const double *x, const double *w, const double *b, double *y,
                         int64_t rows, int64_t cols, double eps)
{
	for (int64_t r = 0; r < rows; r++) {
		const double *xr = x + r * cols;
		double *yr = y + r * cols;
		double mean = 0.0, var = 0.0;

		for (int64_t c = 0; c < cols; c++)
			mean += xr[c];
		mean /= (double)cols;
		for (int64_t c = 0; c < cols; c++)
			var += (xr[c] - mean) * (xr[c] - mean);
		var /= (double)cols;
		double sd = sqrt(var + eps);
		for (int64_t c = 0; c < cols; c++)
			yr[c] = (xr[c] - mean) / sd * w[c] + b[c];
	}
}
