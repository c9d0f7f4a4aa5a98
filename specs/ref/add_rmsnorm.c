/* add_rmsnorm: sum = x + residual; y = sum / sqrt(mean over the last dim of sum^2 + eps) * w.
 * The norm is taken of the sum in double, not of the sum rounded to the job's dtype: a
 * kernel may normalise either, the tolerance covers the one extra rounding. */
#include <math.h>
#include <stdint.h>

void akops_ref_add_rmsnorm(const double *x, const double *residual, const double *w,
                           double *sum, double *y, int64_t rows, int64_t cols, double eps)
{
	for (int64_t r = 0; r < rows; r++) {
		const double *xr = x + r * cols, *rr = residual + r * cols;
		double *sr = sum + r * cols, *yr = y + r * cols;
		double ss = 0.0;

		for (int64_t c = 0; c < cols; c++) {
			sr[c] = xr[c] + rr[c];
			ss += sr[c] * sr[c];
		}
		double rms = sqrt(ss / (double)cols + eps);
		for (int64_t c = 0; c < cols; c++)
			yr[c] = sr[c] / rms * w[c];
	}
}
