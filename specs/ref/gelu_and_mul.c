/* gelu_and_mul (GeGLU): y = gelu_tanh(gate) * up, elementwise on [rows][cols], where
 * gelu_tanh(g) = 0.5 * g * (1 + tanh(sqrt(2/pi) * (g + 0.044715 * g^3))), PyTorch's
 * F.gelu(g, approximate="tanh"). A very negative gate gives tanh = -1 and -0 (times
 * up), not NaN; gate = -inf gives NaN, as PyTorch's. */
#include <math.h>
#include <stdint.h>

void akops_ref_gelu_and_mul(const double *gate, const double *up, double *y, int64_t rows, int64_t cols)
{
	const double pi = 3.14159265358979323846, k = sqrt(2.0 / pi);

	for (int64_t i = 0; i < rows * cols; i++) {
		const double g = gate[i];

		y[i] = 0.5 * g * (1.0 + tanh(k * (g + 0.044715 * g * g * g))) * up[i];
	}
}
