/* cross_entropy.cu: the dispatcher of akops_cross_entropy, written by akgen 0.1.0 from specs/cross_entropy.yaml; do not edit.
 *
 * loss[r] = logsumexp(logits[r]) - logits[r][target[r]] (0 where target ==
 * ignore_index); mean = sum(loss) / count(not ignored), NaN if none
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_cross_entropy_bf16_sm80: variants/cross_entropy_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 219, attempt 436, key 41bf5a8819e3eb0095d091b1fe1daef4666e2e0dd082832fcccf3bd8f2453d6a
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 a7a33412426e8a707223a9d897aaf5dbbc13ef341cb4df7d95aefa02a2ba3d2c
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_cross_entropy_bf16_sm90: variants/cross_entropy_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 205, attempt 368, key acfdb6fa88986a8d5b890bb0c4f22cb43107c5325aa9fdf77477b051d18f6cc9
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 9a8ea46c1edf4226052f304e0662d819b4dd2f57de21a84d0e884f75f290ee86
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"final","round":1,"final_of_attempt":362}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 239.26 us, 103.1% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 125.09 us, 100.8% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_bf16_sm100: variants/cross_entropy_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 221, attempt 439, key 51fc4e33249bdb2b631893371260ae0381f665917ec166c30d5ee8cefe823886
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 061edfc6e63401815d3c8dab1594bc5c153d91631a1940237dde0a5f22e20828
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_bf16_sm120: variants/cross_entropy_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 220, attempt 438, key 4392eca4a364c3fa083a0ed936e04d526f0407354287bd5eca8f9193f96ef752
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 6e90cea45acb4cf115a4c21410deb274134de9aa41cc16caa60a4e78c904764b
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f16_sm80: variants/cross_entropy_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 243, attempt 461, key b054a0e33348bcc31041617f72582a1aee4ffeb8c18f8f72af508a204457de90
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 708f3e7711ff39ab35731dd09d70944e93fa52d2ce7528c2a91131e45a00ddd1
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_cross_entropy_f16_sm90: variants/cross_entropy_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 290, attempt 514, key e5974b727bc24499cb81201f17e27b64c577b2963d1264b75e8c7083bd6bcd36
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 458fbed917becb74e0476a23c253d7b01a1eb1a126e3097c9f5913697c31155a
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"final","round":1,"final_of_attempt":512}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 238.24 us, 103.5% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 124.70 us, 101.1% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_f16_sm100: variants/cross_entropy_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 244, attempt 462, key f0adc1f88cac3f9d3bfe5123f4cfa2466990341874256db0602b0738816ee0cd
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 7d8eeed366b00fad1dc415b37c2df3290069249a41e558f242d2cc4e50f64cad
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f16_sm120: variants/cross_entropy_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 245, attempt 463, key 95c380a1e09e6301f001d1ec12b51148a69893e28e960e9ae17d713d0eabca00
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 3ba87d409a7cf82983fd7161f7e580aa762cdb7871fc31999e4b82879e3f176d
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f32_sm80: variants/cross_entropy_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 267, attempt 485, key 4ad973682745133a3cccb2c572d8091450bf670804e8a2ce5322b2b9eee3d719
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 b14e7e11d8eff3b5c2d8ee419892e759b041bc21aa987386fbee0583dd281007
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_cross_entropy_f32_sm90: variants/cross_entropy_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 202, attempt 367, key a466489d118f66994dd032a293168745198a411beec32af692b7ca008b16925b
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 6376a7c2ddd9ca6da774600cbb65339d62f06a30189a00905965a59fb6a0ddcb
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"final","round":1,"final_of_attempt":363}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 438.69 us, 112.5% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 225.47 us, 111.8% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_f32_sm100: variants/cross_entropy_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 268, attempt 486, key 3a5e70e2a360086a9ece4d80fcdd7891caa35ccbe221b4d792072e472ea1f332
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 5baa4d27853d3a5e087ce5332a1aad15fd340ccdc372a64bd076d474dfba407b
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   37 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f32_sm120: variants/cross_entropy_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 269, attempt 488, key 884b48aa3010a1e7954a7348fb9a5e5dd68a7b3db90d022569a6bc35d229e10a
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 a7c9fccb148096ba89624d3069bede1261a148dbbebf064779e91cc64fe6f536
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_cross_entropy_bf16_sm80(
	const __nv_bfloat16 *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_bf16_sm90(
	const __nv_bfloat16 *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_bf16_sm100(
	const __nv_bfloat16 *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_bf16_sm120(
	const __nv_bfloat16 *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f16_sm80(
	const __half *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f16_sm90(
	const __half *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f16_sm100(
	const __half *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f16_sm120(
	const __half *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f32_sm80(
	const float *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f32_sm90(
	const float *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f32_sm100(
	const float *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f32_sm120(
	const float *logits,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"logits", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{0, 0}, {1, 0}}},
	{"target", 0, {0, 6, 6, 6, 0, 0, 0}, 0, 0, 1, {{0, 0}}},
	{"loss", 1, {0, 3, 3, 3, 0, 0, 0}, 0, 16, 1, {{0, 0}}},
	{"mean", 1, {0, 3, 3, 3, 0, 0, 0}, 0, 16, 0, {}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(1048576)},
	{"vocab", INT64_C(1), INT64_C(1048576)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 0, 0, INT64_C(436), "akops_cross_entropy_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(368), "akops_cross_entropy_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(439), "akops_cross_entropy_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(438), "akops_cross_entropy_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(461), "akops_cross_entropy_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(514), "akops_cross_entropy_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(462), "akops_cross_entropy_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(463), "akops_cross_entropy_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(485), "akops_cross_entropy_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(367), "akops_cross_entropy_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(486), "akops_cross_entropy_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(488), "akops_cross_entropy_f32_sm120"},
};

extern "C" const struct akr_op akr_op_cross_entropy = {"cross_entropy", tensors, 4, syms, 2, variants, 12, 0, NULL, NULL};

extern "C" akops_status akops_cross_entropy(const DLTensor *logits, const DLTensor *target, DLTensor *loss, DLTensor *mean, int64_t ignore_index, cudaStream_t stream)
{
	const DLTensor *t[4] = {logits, target, loss, mean};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_cross_entropy, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (!(ignore_index >= INT64_C(-2147483648) && ignore_index <= INT64_C(2147483647)))
		return akr_fail(&akr_op_cross_entropy, AKOPS_ERR_SCALAR_RANGE, "ignore_index = %lld is outside [-2147483648, 2147483647]", (long long)ignore_index);
	st = akr_pick(&akr_op_cross_entropy, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_bf16_sm80", akops_cross_entropy_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 1:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_bf16_sm90", akops_cross_entropy_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 2:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_bf16_sm100", akops_cross_entropy_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 3:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_bf16_sm120", akops_cross_entropy_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 4:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f16_sm80", akops_cross_entropy_f16_sm80((const __half *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 5:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f16_sm90", akops_cross_entropy_f16_sm90((const __half *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 6:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f16_sm100", akops_cross_entropy_f16_sm100((const __half *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 7:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f16_sm120", akops_cross_entropy_f16_sm120((const __half *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 8:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f32_sm80", akops_cross_entropy_f32_sm80((const float *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 9:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f32_sm90", akops_cross_entropy_f32_sm90((const float *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 10:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f32_sm100", akops_cross_entropy_f32_sm100((const float *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 11:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f32_sm120", akops_cross_entropy_f32_sm120((const float *)c.ptr[0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	}
	return akr_fail(&akr_op_cross_entropy, AKOPS_ERR_ARCH, "no variant %d", v);
}
