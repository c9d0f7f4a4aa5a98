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
 *   job 2493, attempt 3513, key 171de9054359c3bff39afd4869cadb3465edb3a65294d05aaabfb1782b955c1b
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 ff57e7403f90a7c9b06b1ef7b2da4c75d30d5b6ae88af7762839fa7a8cee8317
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   71 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_cross_entropy_bf16_sm90: variants/cross_entropy_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2030, attempt 3023, key 774f87cc8c8a0da654ed8c3ee53f1e422457d6f6d4961b1430589ffc72954c75
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 8eb4929d1652304a45c27d64caaf4123bf9780c3ea7455c883fc4e28ba2add32
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   75 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 239.87 us, 102.6% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 125.86 us, 100.0% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_bf16_sm100: variants/cross_entropy_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2494, attempt 3515, key 782d0efc9c3ef4e07d1172a5e6e77195bcf8879b6c5251608d57128a10e9d753
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 639b83323c0357c9d93bb90377a9642bd723f4aa1d0a995f3789d446b4c1128e
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_bf16_sm120: variants/cross_entropy_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2495, attempt 3517, key 7f3acf0b19d42230be7bb6d1d766a618fcd7b97fad3bb7003e7ef27ed03fb634
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 1a195d0cb94407bb0de86a847e6bd6f5381492f99ecc1707204135f1d5b94a60
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   71 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f16_sm80: variants/cross_entropy_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2538, attempt 3559, key 09d38f05e198a3451b785a635dd5ac9a7fab55f86d14b7b791798af06aadd09f
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 cc5de9f8b978e69a39907701183658f160db70ce89e91ee3cee8156cbd53152d
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   71 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_cross_entropy_f16_sm90: variants/cross_entropy_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2048, attempt 3048, key 537e9487b93db5d6133baaa211d9e548134991ba5bb50fab056c3258f0b2560d
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 3215d4b492c033d5f2e879bcc9f2ea6ec827fc5a8cd30afc1e1ba2f2b33fd912
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   75 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 235.84 us, 105.0% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 123.84 us, 102.2% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_f16_sm100: variants/cross_entropy_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2539, attempt 3560, key 83fb77ead2f71b6450bdc50bbb1569747873a97b93daac50ba6097f3601b74e6
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 14bfa889d0ac52ef1d32557304aa2d92f157ea32dff606cd0dc98ef2b3a13175
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f16_sm120: variants/cross_entropy_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2540, attempt 3561, key 48c64d6ba498400459e1d01d57ec90d631b75662e7f56f2098535e094243a8f7
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 2e0a5255b7cf35e7278c6682c7633423b2cd2c451fdab70bdf29367fa6fd201e
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   71 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f32_sm80: variants/cross_entropy_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2583, attempt 3604, key 8b5c02afae72172e5c8e63ef21c5e9acd1052a200026f04149fa46c85b1c601c
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 14b7d363a36f255349c9db4d902ad7a57fb2d9137667514999a33d3210b0e361
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_cross_entropy_f32_sm90: variants/cross_entropy_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2055, attempt 3061, key 21e0c54b931562abc1ffc9fadab5442d0b21bc7d3bb98b68030cc1dc1b42d48f
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 cdc553bf844f6bdc9009cdd78da8d56e1d77b489eec0214defead645cdaa8e40
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   45 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 436.61 us, 113.5% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 223.01 us, 113.5% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_f32_sm100: variants/cross_entropy_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2584, attempt 3605, key de9adca27166b45f95bfd3efea3cc12129aebb809cb7df7a1710ef315c6db1e0
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 7b8a4f4bf710032b47325dab5749a8a4f8eaa7d727414c86988e0babe0678f4b
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   39 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f32_sm120: variants/cross_entropy_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2585, attempt 3606, key 1f89532e482b527dfbeacf59b0127968d9f817647aba38d1c8f5c8547cc39095
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 2269ebc0ed6c9743af0320915870461c7c789e441b93bfa7132e7aa669979fe5
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
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

/* name, written, dtype by the call's dtype, layout, align, ndim, dims */
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3513), "akops_cross_entropy_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3023), "akops_cross_entropy_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3515), "akops_cross_entropy_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3517), "akops_cross_entropy_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3559), "akops_cross_entropy_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3048), "akops_cross_entropy_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3560), "akops_cross_entropy_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3561), "akops_cross_entropy_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3604), "akops_cross_entropy_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3061), "akops_cross_entropy_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3605), "akops_cross_entropy_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3606), "akops_cross_entropy_f32_sm120", 0},
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
