/* cross_entropy: per row r with t = target[r],
 *   loss[r] = 0                                          if t == ignore_index
 *   loss[r] = log(sum over v of exp(logits[r][v])) - logits[r][t]   otherwise
 * with the logsumexp taken as m + log(sum exp(logits - m)), m the row max;
 *   mean = sum of loss over the rows not ignored / their count, NaN when every row is
 * ignored (as PyTorch's reduction="mean"). An all -inf row gives NaN, a -inf target
 * logit +inf, as PyTorch. A target outside [0, vocab) is not a valid input: NaN. */
#include <math.h>
#include <stdint.h>

void akops_ref_cross_entropy(const double *logits, const int64_t *target, double *loss,
                             double *mean, int64_t rows, int64_t vocab, int64_t ignore_index)
{
	double total = 0.0;
	int64_t count = 0;

	for (int64_t r = 0; r < rows; r++) {
		const double *xr = logits + r * vocab;
		int64_t t = target[r];

		if (t == ignore_index) {
			loss[r] = 0.0;
			continue;
		}
		if (t < 0 || t >= vocab) {
			loss[r] = NAN;
		} else {
			double m = -INFINITY, s = 0.0;

			for (int64_t v = 0; v < vocab; v++)
				if (xr[v] > m)
					m = xr[v];
			for (int64_t v = 0; v < vocab; v++)
				s += exp(xr[v] - m);
			loss[r] = m + log(s) - xr[t];
		}
		total += loss[r];
		count++;
	}
	*mean = count > 0 ? total / (double)count : NAN;
}
