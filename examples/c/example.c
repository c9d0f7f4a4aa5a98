/* example.c: libakops from C. Runs rmsnorm and softmax on the GPU, in f32 and
 * bf16, on a stream of its own, and checks each result against a computation
 * on the CPU (double precision); prints which variant ran on this device.
 * Without a GPU it says so and exits 77 (the "skipped" of test harnesses).
 *
 * Build against an installed libakops (cmake --install):
 *   cmake -S examples/c -B build-example -DCMAKE_PREFIX_PATH=PREFIX && cmake --build build-example
 *   cc example.c $(PKG_CONFIG_PATH=PREFIX/lib/pkgconfig pkg-config --cflags --libs akops) -o example
 *   cc -I PREFIX/include/akops -I /usr/local/cuda/include example.c PREFIX/lib/libakops.a \
 *      -L /usr/local/cuda/lib64 -lcudart -lstdc++ -lm -o example */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <akops.h>

#define ROWS 37
#define COLS 4099	/* odd on purpose: no vector-width tail left unchecked */

static int failed;

#define CUDA(call)                                                                                 \
	do {                                                                                       \
		cudaError_t e_ = (call);                                                           \
		if (e_ != cudaSuccess) {                                                           \
			fprintf(stderr, "example: %s: %s\n", #call, cudaGetErrorString(e_));        \
			exit(1);                                                                   \
		}                                                                                  \
	} while (0)

static uint16_t tobf16(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	u += 0x7fff + ((u >> 16) & 1);	/* round to nearest even */
	return (uint16_t)(u >> 16);
}

static float frombf16(uint16_t h)
{
	uint32_t u = (uint32_t)h << 16;
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static DLTensor tensor(void *data, int ndim, int64_t *shape, int bf16, int device)
{
	DLTensor t;

	memset(&t, 0, sizeof(t));
	t.data = data;
	t.device.device_type = kDLCUDA;
	t.device.device_id = device;
	t.ndim = ndim;
	t.dtype.code = bf16 ? kDLBfloat : kDLFloat;
	t.dtype.bits = bf16 ? 16 : 32;
	t.dtype.lanes = 1;
	t.shape = shape;
	return t;
}

static void compare(const char *what, const double *want, const float *got, size_t n, double rel, double abs)
{
	double worst = 0;
	size_t at = 0;

	for (size_t i = 0; i < n; i++) {
		double err = fabs(got[i] - want[i]) - rel * fabs(want[i]);

		if (!(err <= abs) && (isnan(err) || err - abs > worst)) {
			worst = isnan(err) ? INFINITY : err - abs;
			at = i;
		}
	}
	if (worst > 0) {
		failed++;
		printf("FAIL %-16s at %zu: %g, expected %g\n", what, at, got[at], want[at]);
	} else {
		printf("ok   %-16s %zu values within rel %g, abs %g\n", what, n, rel, abs);
	}
}

static void variant(const char *op, akops_dtype dt, int device)
{
	struct akops_variant_info v;

	if (akops_variant(op, dt, device, &v) == AKOPS_OK)
		printf("     %s runs %s (%s%s, attempt %lld)\n", op, v.launcher, v.vetted ? "vetted" : "compiled only",
		       v.vetted_on_device ? " on this arch" : v.ptx ? ", from PTX" : "", (long long)v.attempt_id);
	else
		printf("     %s: %s\n", op, akops_last_error());
}

static void run(int bf16, int device, cudaStream_t stream)
{
	size_t n = (size_t)ROWS * COLS, es = bf16 ? 2 : 4;
	int64_t shape[2] = {ROWS, COLS}, wshape[1] = {COLS};
	float *x = malloc(n * 4), *w = malloc(COLS * 4), *y = malloc(n * 4);
	double *ref = malloc(n * sizeof(double));
	void *hx = malloc(n * es), *hw = malloc(COLS * es), *hy = malloc(n * es);
	void *dx, *dw, *dy;
	DLTensor tx, tw, ty;
	akops_status st;
	char what[32];

	srand(7);
	for (size_t i = 0; i < n; i++)
		x[i] = (float)rand() / RAND_MAX * 8 - 4;
	for (size_t i = 0; i < COLS; i++)
		w[i] = (float)rand() / RAND_MAX + 0.5f;
	/* the inputs as the GPU sees them: rounded to bf16 first */
	for (size_t i = 0; i < n; i++) {
		if (bf16)
			((uint16_t *)hx)[i] = tobf16(x[i]), x[i] = frombf16(((uint16_t *)hx)[i]);
		else
			((float *)hx)[i] = x[i];
	}
	for (size_t i = 0; i < COLS; i++) {
		if (bf16)
			((uint16_t *)hw)[i] = tobf16(w[i]), w[i] = frombf16(((uint16_t *)hw)[i]);
		else
			((float *)hw)[i] = w[i];
	}
	CUDA(cudaMalloc(&dx, n * es));
	CUDA(cudaMalloc(&dw, COLS * es));
	CUDA(cudaMalloc(&dy, n * es));
	CUDA(cudaMemcpyAsync(dx, hx, n * es, cudaMemcpyHostToDevice, stream));
	CUDA(cudaMemcpyAsync(dw, hw, COLS * es, cudaMemcpyHostToDevice, stream));
	tx = tensor(dx, 2, shape, bf16, device);
	tw = tensor(dw, 1, wshape, bf16, device);
	ty = tensor(dy, 2, shape, bf16, device);

	for (int op = 0; op < 2; op++) {
		st = op == 0 ? akops_rmsnorm(&tx, &tw, &ty, 1e-6f, stream) : akops_softmax(&tx, &ty, stream);
		snprintf(what, sizeof(what), "%s %s", op == 0 ? "rmsnorm" : "softmax", bf16 ? "bf16" : "f32");
		if (st != AKOPS_OK) {
			failed++;
			printf("FAIL %s: %s: %s\n", what, akops_status_string(st), akops_last_error());
			continue;
		}
		CUDA(cudaMemcpyAsync(hy, dy, n * es, cudaMemcpyDeviceToHost, stream));
		CUDA(cudaStreamSynchronize(stream));
		for (size_t i = 0; i < n; i++)
			y[i] = bf16 ? frombf16(((uint16_t *)hy)[i]) : ((float *)hy)[i];
		for (size_t r = 0; r < ROWS; r++) {
			const float *xr = x + r * COLS;
			double *o = ref + r * COLS, acc = 0, mx = -INFINITY;

			if (op == 0) {
				for (size_t c = 0; c < COLS; c++)
					acc += (double)xr[c] * xr[c];
				acc = 1 / sqrt(acc / COLS + 1e-6);
				for (size_t c = 0; c < COLS; c++)
					o[c] = xr[c] * acc * w[c];
			} else {
				for (size_t c = 0; c < COLS; c++)
					mx = xr[c] > mx ? xr[c] : mx;
				for (size_t c = 0; c < COLS; c++)
					acc += o[c] = exp(xr[c] - mx);
				for (size_t c = 0; c < COLS; c++)
					o[c] /= acc;
			}
		}
		/* the specs' tolerances */
		compare(what, ref, y, n, bf16 ? 1e-2 : 1e-5, op == 0 ? (bf16 ? 1e-1 : 2e-5) : (bf16 ? 4e-3 : 1e-6));
		variant(op == 0 ? "rmsnorm" : "softmax", bf16 ? AKOPS_BF16 : AKOPS_F32, device);
	}
	CUDA(cudaFree(dx));
	CUDA(cudaFree(dw));
	CUDA(cudaFree(dy));
	free(x), free(w), free(y), free(ref), free(hx), free(hw), free(hy);
}

int main(void)
{
	int count = 0, device = 0;
	cudaError_t e = cudaGetDeviceCount(&count);
	cudaStream_t stream;

	printf("libakops %s\n", akops_version());
	if (e != cudaSuccess || count == 0) {
		printf("example: no GPU here (%s): skipped\n", e != cudaSuccess ? cudaGetErrorString(e) : "no device");
		return 77;
	}
	CUDA(cudaGetDevice(&device));
	CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
	run(0, device, stream);
	run(1, device, stream);
	CUDA(cudaStreamDestroy(stream));
	printf("%s\n", failed ? "FAILED" : "all results match the CPU");
	return failed ? 1 : 0;
}
