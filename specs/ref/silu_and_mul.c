/* silu_and_mul (SwiGLU): y = silu(gate) * up = gate / (1 + exp(-gate)) * up, elementwise
 * on [rows][cols]. A very negative gate gives exp(-gate) = inf and silu = -0, not NaN;
 * gate = -inf gives NaN, as PyTorch's x * sigmoid(x). */
#include <math.h>
#include <stdint.h>

void akops_ref_silu_and_mul(const double *gate, const double *up, double *y,
                            int64_t rows, int64_t cols)
{
	for (int64_t i = 0; i < rows * cols; i++)
		y[i] = gate[i] / (1.0 + exp(-gate[i])) * up[i];
}
