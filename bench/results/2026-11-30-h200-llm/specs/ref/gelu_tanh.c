/* gelu_tanh: y = 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3))), elementwise
 * on [n]. As PyTorch's approximate="tanh": x = -inf gives -inf * 0 = NaN. */
#include <math.h>
#include <stdint.h>

void akops_ref_gelu_tanh(const double *x, double *y, int64_t n)
{
	const double pi = 3.14159265358979323846;
	double k = sqrt(2.0 / pi);

	for (int64_t i = 0; i < n; i++)
		y[i] = 0.5 * x[i] * (1.0 + tanh(k * (x[i] + 0.044715 * x[i] * x[i] * x[i])));
}
