/* rmsnorm: y[r][c] = x[r][c] / sqrt(mean over c of x[r][c]^2 + eps) * w[c] */
#include <math.h>
#include <stdint.h>

void akops_ref_rmsnorm(const double *x, const double *w, double *y,
                       int64_t rows, int64_t cols, double eps)
{
	for (int64_t r = 0; r < rows; r++) {
		const double *xr = x + r * cols;
		double *yr = y + r * cols;
		double ss = 0.0;

		for (int64_t c = 0; c < cols; c++)
			ss += xr[c] * xr[c];
		double rms = sqrt(ss / (double)cols + eps);
		for (int64_t c = 0; c < cols; c++)
			yr[c] = xr[c] / rms * w[c];
	}
}
