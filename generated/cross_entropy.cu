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
 *   job 779, attempt 1398, key 07faa1bd41a75fe50062cc0c2a03e27a6b870a5619aa1733835d50d9a112d551
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 64cb63f328df9cf6198ca4f2320099b60b2fa77aa7f03a42f109c3e417c747de
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"ec5d64ef99c15438d4e2f0860813dc5a4d9a9526bb1ed75d704cab69fdb86c3d","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_cross_entropy_bf16_sm90: variants/cross_entropy_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 979, attempt 1673, key 803800638fd7ad5d701fea9cd43b197b7613d317bfeb9c2b000301f326595beb
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 9ee49d305b5d712ef3d40de8ace77fef60daa77875ca3f960c7077b1bba12fb6
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"33c66d61115e1c95f393cb5a5a3d22a55aada03c19c634d02150aa4d7a74b564","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   55 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 239.93 us, 102.6% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 125.82 us, 100.0% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_bf16_sm100: variants/cross_entropy_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 781, attempt 1401, key 8889d57e6729292d9cc3b2ead0f8e9d5c1fcff4f07b1bb417f50dc535c04c053
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 958f0730d5ab911835c67350adc885b0b7171d8dc4ea2b09e926bf296fd631ab
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"ec5d64ef99c15438d4e2f0860813dc5a4d9a9526bb1ed75d704cab69fdb86c3d","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_bf16_sm120: variants/cross_entropy_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 782, attempt 1402, key a36120dfb7e73792b6f0dff59770c0c7d8a24d13e79813adc18f4388da5d6260
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 bb65a3d7d6d13a78da7c5d40e8d187c41d1f1a5882431e8593504704ba14fbb0
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"ec5d64ef99c15438d4e2f0860813dc5a4d9a9526bb1ed75d704cab69fdb86c3d","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f16_sm80: variants/cross_entropy_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 804, attempt 1424, key f53900aa00a158e803a87f986fc63daf3dfb4f3e647e9042b3f670bcbd30ed8a
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 0f81c9ad1b2685ab59bf48943ceea58795aa831f8f7b49fca1ed83f89a049161
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"ec5d64ef99c15438d4e2f0860813dc5a4d9a9526bb1ed75d704cab69fdb86c3d","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_cross_entropy_f16_sm90: variants/cross_entropy_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 983, attempt 1674, key 5d5cc8fe8b9e609af6d48ffcafc4987b48dba8cf2df682e94d47bd27ca3b07dc
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 f245d09c45bcf82cf727883872b96af7e6cbee034e142913d095bdda33a9236d
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"33c66d61115e1c95f393cb5a5a3d22a55aada03c19c634d02150aa4d7a74b564","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   55 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 239.52 us, 102.7% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 125.38 us, 100.3% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_f16_sm100: variants/cross_entropy_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 805, attempt 1425, key bf279f92e443f9cb8a7a99917cfc00c853f713beb3b9263d4a6b370338be7bfc
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 9157c19ae740417a71cf60c174e0ffb3d1bac278ce7601aee0c445c7ae3277d8
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"ec5d64ef99c15438d4e2f0860813dc5a4d9a9526bb1ed75d704cab69fdb86c3d","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f16_sm120: variants/cross_entropy_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 806, attempt 1427, key d212cb29ce1fa926a8546c44d95094a092c9e896391f68137c28a4ca0206cf18
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 0e4236b7a81e20df173268c53e4b74985355e9db557d212b0cb5b7ac0a1a4c1c
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"ec5d64ef99c15438d4e2f0860813dc5a4d9a9526bb1ed75d704cab69fdb86c3d","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f32_sm80: variants/cross_entropy_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 828, attempt 1448, key 3e1c3656579869353521ccafb483958df2210e5aedc6a2bd996bbfd5992d9713
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 82eb8a20f37b34e00eaca1d01a8d13b23e3d4ffb612b2a7ec46922b076f9a0c6
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"ec5d64ef99c15438d4e2f0860813dc5a4d9a9526bb1ed75d704cab69fdb86c3d","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_cross_entropy_f32_sm90: variants/cross_entropy_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 981, attempt 1672, key c9e5373231e510a73406810c3b126332d723e958c1d2e856bb1d8b3467680b91
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 cb6d8a4d70672d9a1d3a373cd5f06ead089ce327271c1d5624875eaa678f1016
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"33c66d61115e1c95f393cb5a5a3d22a55aada03c19c634d02150aa4d7a74b564","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 445.63 us, 110.4% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 226.82 us, 110.9% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_f32_sm100: variants/cross_entropy_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 829, attempt 1449, key e77acb6703e7af9487f89c61705aafdfbe6271fbb9c655d20c6dca3c2749593e
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 4535ff68bc03c35d8585e9fc8b12faec451b694dd90c247cba90d7479029330e
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"ec5d64ef99c15438d4e2f0860813dc5a4d9a9526bb1ed75d704cab69fdb86c3d","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   37 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f32_sm120: variants/cross_entropy_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 830, attempt 1451, key 2143071bad26d2649c91e76de483fe888df9d41f438585efd68c46496ee009ae
 *   spec sha256 d0aa199223fc82f71d700490f54932e7043cc677374428a7f7f0bd82440cb4df, source sha256 916900705160a879b7f99ca61c20a4748ecf0e1078e7ec8b0c31aa2383774a55
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"ec5d64ef99c15438d4e2f0860813dc5a4d9a9526bb1ed75d704cab69fdb86c3d","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"fb28b1fdc5f164f20ed040d047dd88b54bda8fc7f55173c0171d3239ed4273c9","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
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
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_bf16_sm90(
	const __nv_bfloat16 *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_bf16_sm100(
	const __nv_bfloat16 *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_bf16_sm120(
	const __nv_bfloat16 *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f16_sm80(
	const __half *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f16_sm90(
	const __half *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f16_sm100(
	const __half *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f16_sm120(
	const __half *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f32_sm80(
	const float *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f32_sm90(
	const float *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f32_sm100(
	const float *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);
extern "C" cudaError_t akops_cross_entropy_f32_sm120(
	const float *logits,
	int64_t logits_stride0,
	const int64_t *target,
	float *loss,
	float *mean,
	int64_t rows,
	int64_t vocab,
	int64_t ignore_index,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"logits", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"target", 0, {0, 6, 6, 6, 0, 0, 0}, 0, 0, 1, {{0, 0}}},
	{"loss", 1, {0, 3, 3, 3, 0, 0, 0}, 0, 16, 1, {{0, 0}}},
	{"mean", 1, {0, 3, 3, 3, 0, 0, 0}, 0, 16, 0, {}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(1048576)},
	{"vocab", INT64_C(1), INT64_C(1048576)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1398), "akops_cross_entropy_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1673), "akops_cross_entropy_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1401), "akops_cross_entropy_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1402), "akops_cross_entropy_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1424), "akops_cross_entropy_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1674), "akops_cross_entropy_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1425), "akops_cross_entropy_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1427), "akops_cross_entropy_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1448), "akops_cross_entropy_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1672), "akops_cross_entropy_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1449), "akops_cross_entropy_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1451), "akops_cross_entropy_f32_sm120", 0},
};

extern "C" const struct akr_op akr_op_cross_entropy = {"cross_entropy", tensors, 4, syms, 2, variants, 12, NULL, NULL, 0, 0, 0, NULL, NULL};

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
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_cross_entropy, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_bf16_sm80", akops_cross_entropy_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 1:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_bf16_sm90", akops_cross_entropy_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 2:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_bf16_sm100", akops_cross_entropy_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 3:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_bf16_sm120", akops_cross_entropy_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 4:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f16_sm80", akops_cross_entropy_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 5:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f16_sm90", akops_cross_entropy_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 6:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f16_sm100", akops_cross_entropy_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 7:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f16_sm120", akops_cross_entropy_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 8:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f32_sm80", akops_cross_entropy_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 9:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f32_sm90", akops_cross_entropy_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 10:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f32_sm100", akops_cross_entropy_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	case 11:
		return akr_cuda(&akr_op_cross_entropy, "akops_cross_entropy_f32_sm120", akops_cross_entropy_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const int64_t *)c.ptr[1], (float *)c.ptr[2], (float *)c.ptr[3], c.sym[0], c.sym[1], ignore_index, stream));
	}
	return akr_fail(&akr_op_cross_entropy, AKOPS_ERR_ARCH, "no variant %d", v);
}
