/* gemm_bias_act_residual: y[i][j] = act(sum over kk of x[i][kk] * w[j][kk] + b[j]) +
 * r[i][j], on x[m][k], w[n][k], b[n] and r[m][n] (nn.Linear with its bias, an activation,
 * then a residual), summed in double in order of kk. act 0: none; 1: gelu_tanh,
 * 0.5 z (1 + tanh(sqrt(2/pi) (z + 0.044715 z^3))) as PyTorch's approximate="tanh"; 2:
 * silu, z / (1 + e^-z). Where each column lies in the whole of y (ak_columns_at) does
 * not matter to it. */
#include <math.h>
#include <stdint.h>

void akops_ref_gemm_bias_act_residual(const double *x, const double *w, const double *b, const double *r, double *y,
				      int64_t m, int64_t n, int64_t k, int64_t act, const int64_t *ak_columns_at,
				      int64_t ak_columns_all)
{
	const double c = sqrt(2.0 / 3.14159265358979323846);

	(void)ak_columns_at, (void)ak_columns_all;
	for (int64_t i = 0; i < m; i++)
		for (int64_t j = 0; j < n; j++) {
			double z = b[j];

			for (int64_t kk = 0; kk < k; kk++)
				z += x[i * k + kk] * w[j * k + kk];
			if (act == 1)
				z = 0.5 * z * (1.0 + tanh(c * (z + 0.044715 * z * z * z)));
			else if (act == 2)
				z = z / (1.0 + exp(-z));
			y[i * n + j] = z + r[i * n + j];
		}
}
