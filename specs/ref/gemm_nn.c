/* gemm_nn: y[i][j] = sum over kk of x[i][kk] * w[kk][j], on x[m][k] and w[k][n] (y = x w,
 * w stored [in, out]), summed in double in order of kk. Where each column lies in the
 * whole of y (ak_columns_at, when the verifier hands a sample of them) does not matter
 * to it. */
#include <stdint.h>

void akops_ref_gemm_nn(const double *x, const double *w, double *y, int64_t m, int64_t n, int64_t k,
		       const int64_t *ak_columns_at, int64_t ak_columns_all)
{
	(void)ak_columns_at, (void)ak_columns_all;
	/* row by row of w, which is contiguous: each y[i][j] still takes its products in
	 * order of kk, so the sums are those of the loop over kk innermost, without its read
	 * of w down a column (a cache line a product: 1.7x the harness's time on gemm_nn's
	 * shapes, session 44) */
	for (int64_t i = 0; i < m; i++) {
		double *yr = y + i * n;

		for (int64_t j = 0; j < n; j++)
			yr[j] = 0.0;
		for (int64_t kk = 0; kk < k; kk++) {
			const double xv = x[i * k + kk];
			const double *wr = w + kk * n;

			for (int64_t j = 0; j < n; j++)
				yr[j] += xv * wr[j];
		}
	}
}
