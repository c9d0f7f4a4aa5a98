// ncu_driver.cu: one committed variant's launcher called on one shape, for Nsight
// Compute (bench/h200-ncu.sh). The variant comes in with -include; NCU_OP names
// its launcher's argument list: 1 layernorm, 2 rmsnorm, 3 softmax, 4 rope, 5 gemm (a
// staging op's instance: y = x w^T, x [m, k], w [n, k], y [m, n]), 6 attention_fwd or
// attention_fwd_causal (staging: q and o [b, h, sq, d], k and v [b, hkv, skv, d], lse
// [b, h, sq], scale 1 / sqrt(d)).
//
//   nvcc -std=c++17 -O3 -gencode arch=compute_90,code=sm_90 -DNCU_OP=1 \
//        -include generated/variants/layernorm_bf16_sm90.cu bench/ncu_driver.cu -o d
//   ./d ROWS COLS            (five calls; ncu picks one with --launch-skip)
//   ./d BATCH HEADS SEQ DIM  (rope: x and y [batch, heads, seq, dim], the tables [seq, dim])
//   ./d M N K                (gemm)
//   ./d B H HKV SQ SKV D     (attention)
#include <cstdio>
#include <cstdlib>

#define CHECK(e)                                                                                  \
	do {                                                                                      \
		cudaError_t err_ = (e);                                                           \
		if (err_ != cudaSuccess) {                                                        \
			fprintf(stderr, "ncu_driver: %s: %s\n", #e, cudaGetErrorString(err_));    \
			return 1;                                                                 \
		}                                                                                 \
	} while (0)

// values in [-2, 2) from the index: a hash, so that no two rows are alike
__global__ void fill(AK_T *p, int64_t n, unsigned salt)
{
	for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		unsigned h = (unsigned)i * 2654435761u ^ salt;
		h ^= h >> 15;
		h *= 2246822519u;
		h ^= h >> 13;
		p[i] = AK_T((float)(h >> 8) / 4194304.0f - 2.0f);
	}
}

#if NCU_OP == 6
#include <cmath>

// the attention's call, its tensors contiguous
static int attention(int argc, char **argv)
{
	if (argc != 7) {
		fprintf(stderr, "usage: %s B H HKV SQ SKV D\n", argv[0]);
		return 2;
	}
	int64_t v[6];
	for (int i = 0; i < 6; i++)
		v[i] = atoll(argv[i + 1]);
	const int64_t b = v[0], h = v[1], hkv = v[2], sq = v[3], skv = v[4], d = v[5];
	if (b < 1 || h < 1 || hkv < 1 || h % hkv != 0 || sq < 1 || skv < 1 || d < 1) {
		fprintf(stderr, "ncu_driver: bad shape\n");
		return 2;
	}
	const int64_t qn = b * h * sq * d, kn = b * hkv * skv * d;
	AK_T *q, *k, *val, *o;
	float *lse;
	CHECK(cudaMalloc(&q, qn * sizeof(AK_T)));
	CHECK(cudaMalloc(&o, qn * sizeof(AK_T)));
	CHECK(cudaMalloc(&k, kn * sizeof(AK_T)));
	CHECK(cudaMalloc(&val, kn * sizeof(AK_T)));
	CHECK(cudaMalloc(&lse, b * h * sq * sizeof(float)));
	fill<<<1024, 256>>>(q, qn, 1u);
	fill<<<1024, 256>>>(k, kn, 2u);
	fill<<<1024, 256>>>(val, kn, 3u);
	CHECK(cudaGetLastError());
	for (int i = 0; i < 5; i++)
		CHECK(AK_LAUNCHER(q, h * sq * d, sq * d, d, k, hkv * skv * d, skv * d, d, val, hkv * skv * d, skv * d, d, o,
				  h * sq * d, sq * d, d, lse, b, h, hkv, sq, skv, d, 1.0f / sqrtf((float)d), 0));
	CHECK(cudaDeviceSynchronize());
	printf("ncu_driver: attention %lld x %lld x %lld x %lld x %lld x %lld, 5 calls\n", (long long)b, (long long)h,
	       (long long)hkv, (long long)sq, (long long)skv, (long long)d);
	return 0;
}
#else

// the other ops' call
static int others(int argc, char **argv)
{
#if NCU_OP == 5
	if (argc != 4) {
		fprintf(stderr, "usage: %s M N K\n", argv[0]);
		return 2;
	}
	// x [m, k] as rows of k; w [n, k]; y [m, n]
	const int64_t gm = atoll(argv[1]), gn = atoll(argv[2]), gk = atoll(argv[3]);
	if (gm < 1 || gn < 1 || gk < 1) {
		fprintf(stderr, "ncu_driver: bad shape\n");
		return 2;
	}
	const int64_t rows = gm, cols = gk, n = gm * gk, wn = gn * gk;
	const int64_t yn = gm * gn;
#elif NCU_OP == 4
	if (argc != 5) {
		fprintf(stderr, "usage: %s BATCH HEADS SEQ DIM\n", argv[0]);
		return 2;
	}
	const int64_t bt = atoll(argv[1]), hd = atoll(argv[2]), sq = atoll(argv[3]);
	// rows: the tables' [seq, dim]; x and y hold batch * heads of them
	const int64_t rows = bt * hd * sq, cols = atoll(argv[4]), n = rows * cols;
	if (bt < 1 || hd < 1 || sq < 1 || cols < 1) {
		fprintf(stderr, "ncu_driver: bad shape\n");
		return 2;
	}
	const int64_t wn = sq * cols;
#else
	if (argc != 3) {
		fprintf(stderr, "usage: %s ROWS COLS\n", argv[0]);
		return 2;
	}
	const int64_t rows = atoll(argv[1]), cols = atoll(argv[2]), n = rows * cols;
	if (rows < 1 || cols < 1) {
		fprintf(stderr, "ncu_driver: bad shape %s x %s\n", argv[1], argv[2]);
		return 2;
	}
	const int64_t wn = cols;
#endif
#if NCU_OP != 5
	const int64_t yn = n;
#endif
	AK_T *x, *y, *w, *b;
	CHECK(cudaMalloc(&x, n * sizeof(AK_T)));
	CHECK(cudaMalloc(&y, yn * sizeof(AK_T)));
	CHECK(cudaMalloc(&w, wn * sizeof(AK_T)));
	CHECK(cudaMalloc(&b, wn * sizeof(AK_T)));
	fill<<<1024, 256>>>(x, n, 1u);
	fill<<<1024, 256>>>(w, wn, 2u);
	fill<<<64, 256>>>(b, wn, 3u);
	CHECK(cudaGetLastError());
	for (int i = 0; i < 5; i++) {
		// dense: each tensor's strides (elements) as a contiguous one has them
#if NCU_OP == 1
		CHECK(AK_LAUNCHER(x, cols, w, 1, b, 1, y, cols, rows, cols, 1e-5f, 0));
#elif NCU_OP == 2
		CHECK(AK_LAUNCHER(x, cols, w, 1, y, cols, rows, cols, 1e-6f, 0));
#elif NCU_OP == 3
		CHECK(AK_LAUNCHER(x, cols, y, cols, rows, cols, 0));
#elif NCU_OP == 5
		(void)b;
		CHECK(AK_LAUNCHER(x, gk, w, gk, y, gn, gm, gn, gk, 0));
#else
		CHECK(AK_LAUNCHER(x, hd * sq * cols, sq * cols, cols, w, b, y, hd * sq * cols, sq * cols, cols, bt, hd,
				  sq, cols, 0));
#endif
	}
	CHECK(cudaDeviceSynchronize());
	printf("ncu_driver: %lld x %lld, 5 calls\n", (long long)rows, (long long)cols);
	return 0;
}
#endif

int main(int argc, char **argv)
{
#if NCU_OP == 6
	return attention(argc, argv);
#else
	return others(argc, argv);
#endif
}
