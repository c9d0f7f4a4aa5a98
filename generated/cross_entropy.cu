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
 *   job 671, attempt 1267, key aa88b36e027d1821f42110d05e511bda5534101e87ff65020a2ba2718c268f33
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 a7a33412426e8a707223a9d897aaf5dbbc13ef341cb4df7d95aefa02a2ba3d2c
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_cross_entropy_bf16_sm90: variants/cross_entropy_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 762, attempt 1383, key 354bbcf2a08efc5d38410ea7a64dc92cb3c76b8c18fcbe60ffde283dec10054d
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 9a8ea46c1edf4226052f304e0662d819b4dd2f57de21a84d0e884f75f290ee86
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"final","round":1,"final_of_attempt":1377}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 240.24 us, 102.4% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 126.08 us, 99.7% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_bf16_sm100: variants/cross_entropy_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 673, attempt 1269, key b5ff00e58243fc941ac8e0a195480629d28e554c4aa71b620216e9581023cd91
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 061edfc6e63401815d3c8dab1594bc5c153d91631a1940237dde0a5f22e20828
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_bf16_sm120: variants/cross_entropy_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 674, attempt 1270, key 687c54051de01bf0d3a97dd900d4acaa95f5b02b52d95f473423e8618012f857
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 6e90cea45acb4cf115a4c21410deb274134de9aa41cc16caa60a4e78c904764b
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f16_sm80: variants/cross_entropy_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 696, attempt 1292, key c63e7a81dc61fc51ead1750d4097af67232c9e409b8cdbcea33c69cf666facec
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 708f3e7711ff39ab35731dd09d70944e93fa52d2ce7528c2a91131e45a00ddd1
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_cross_entropy_f16_sm90: variants/cross_entropy_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 759, attempt 1381, key ae1e0eea28608142b673323b3fef286b242e600c7895391829535feca554bb0a
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 458fbed917becb74e0476a23c253d7b01a1eb1a126e3097c9f5913697c31155a
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"final","round":1,"final_of_attempt":1374}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 239.39 us, 102.8% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 125.60 us, 100.1% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_f16_sm100: variants/cross_entropy_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 697, attempt 1293, key 982267b15ef3badb979a678bdd3e63b6f2d3c3452e855aff315447062ab889a8
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 7d8eeed366b00fad1dc415b37c2df3290069249a41e558f242d2cc4e50f64cad
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f16_sm120: variants/cross_entropy_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 698, attempt 1295, key 5e0b45c65a45e5296748a20733b4290f200dc403b2eed0838ced68bb13f2173f
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 3ba87d409a7cf82983fd7161f7e580aa762cdb7871fc31999e4b82879e3f176d
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f32_sm80: variants/cross_entropy_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 720, attempt 1316, key 5911f38a857be22560ddd27f973decc338d07cf5e692f709f2a298f06a9fa12d
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 b14e7e11d8eff3b5c2d8ee419892e759b041bc21aa987386fbee0583dd281007
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80
 * akops_cross_entropy_f32_sm90: variants/cross_entropy_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 760, attempt 1384, key 1df07604b53d62f3a56c7e2526276e0e79704adb8173d38b9f60ffe3e4b00dce
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 6376a7c2ddd9ca6da774600cbb65339d62f06a30189a00905965a59fb6a0ddcb
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"final","round":1,"final_of_attempt":1378}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 445.63 us, 110.4% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 226.82 us, 110.9% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_f32_sm100: variants/cross_entropy_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 721, attempt 1317, key 06e9627ad262aa215e7465dfba8271e220bd6ff1e4aee6ebdb31718626c49684
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 5baa4d27853d3a5e087ce5332a1aad15fd340ccdc372a64bd076d474dfba407b
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"88f676eb76423772136c46ba63c679cca9ea4f33714dd01116f810c22d644bf9","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"role":"compile-only","round":0}
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   37 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f32_sm120: variants/cross_entropy_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 722, attempt 1319, key eea6044ecc432a7c7a7e9284bb389cb6c76fe47b6ca0b56bfb099d76b957aa10
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
	{1, "sm_80", 80, 0, 0, 0, INT64_C(1267), "akops_cross_entropy_bf16_sm80"},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1383), "akops_cross_entropy_bf16_sm90"},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1269), "akops_cross_entropy_bf16_sm100"},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1270), "akops_cross_entropy_bf16_sm120"},
	{2, "sm_80", 80, 0, 0, 0, INT64_C(1292), "akops_cross_entropy_f16_sm80"},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1381), "akops_cross_entropy_f16_sm90"},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1293), "akops_cross_entropy_f16_sm100"},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1295), "akops_cross_entropy_f16_sm120"},
	{3, "sm_80", 80, 0, 0, 0, INT64_C(1316), "akops_cross_entropy_f32_sm80"},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1384), "akops_cross_entropy_f32_sm90"},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1317), "akops_cross_entropy_f32_sm100"},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1319), "akops_cross_entropy_f32_sm120"},
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
