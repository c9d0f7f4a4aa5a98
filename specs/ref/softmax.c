/* softmax over the last dim: y[r][c] = exp(x[r][c] - m) / sum over c of exp(x[r][c] - m),
 * m the row max. As in PyTorch, a row that is all -inf, or holds +inf or NaN, gives NaN
 * everywhere (-inf - -inf and inf - inf are NaN); -inf entries of other rows give 0. */
#include <math.h>
#include <stdint.h>

void akops_ref_softmax(const double *x, double *y, int64_t rows, int64_t cols)
{
	for (int64_t r = 0; r < rows; r++) {
		const double *xr = x + r * cols;
		double *yr = y + r * cols;
		double m = -INFINITY, s = 0.0;

		for (int64_t c = 0; c < cols; c++)
			if (xr[c] > m)
				m = xr[c];
		for (int64_t c = 0; c < cols; c++) {
			yr[c] = exp(xr[c] - m);
			s += yr[c];
		}
		for (int64_t c = 0; c < cols; c++)
			yr[c] /= s;
	}
}
