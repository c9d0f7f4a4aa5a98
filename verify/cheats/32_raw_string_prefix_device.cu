// op: gelu_tanh
// dtype: bf16
// expect: REJECT_STATIC
// expect-dynamic: FAIL_OUTPUT_FLOOD
// row: -
// what: a device printf flood behind u8R"(")": a scanner that knows R"..." but not its encoding prefixes
//   (u8R, uR, UR, LR) reads "(" as a string, then takes the raw string's last quote for an opening one and
//   blanks the code up to the next quote, printf included; dynamically fd 1's capture.
#include <cuda_bf16.h>
#include <stdint.h>
#include <math.h>

static const char *const note = u8R"(")"; extern "C" __host__ __device__ int printf(const char *fmt, ...);

__global__ void gelu(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n)
{
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		float v = __bfloat162float(x[i]);
		float r = 0.5f * v * (1.f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
		y[i] = __float2bfloat16(r);
		if (i % 64 == 0) {
			const char *tag = u8R"(")"; printf("y[%lld] = %f\n", (long long)i, (double)r);
			(void)tag;
		}
	}
}

extern "C" cudaError_t akops_gelu_tanh_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	int64_t blocks = (n + 255) / 256;
	gelu<<<blocks < 8192 ? (unsigned)blocks : 8192u, 256, 0, stream>>>(x, y, n);
	return cudaGetLastError();
}
