/* gemm: y[i][j] = sum over kk of x[i][kk] * w[j][kk], on x[m][k] and w[n][k] (y = x w^T,
 * w as nn.Linear stores its weight), summed in double in order of kk. Where each column
 * lies in the whole of y (ak_columns_at, when the verifier hands a sample of them) does
 * not matter to it. */
#include <stdint.h>

void akops_ref_gemm(const double *x, const double *w, double *y, int64_t m, int64_t n, int64_t k,
		    const int64_t *ak_columns_at, int64_t ak_columns_all)
{
	(void)ak_columns_at, (void)ak_columns_all;
	for (int64_t i = 0; i < m; i++)
		for (int64_t j = 0; j < n; j++) {
			double s = 0.0;

			for (int64_t kk = 0; kk < k; kk++)
				s += x[i * k + kk] * w[j * k + kk];
			y[i * n + j] = s;
		}
}
