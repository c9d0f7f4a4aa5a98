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
 *   job 1496, attempt 2274, key 3b0754223bbd870248f4c09434823a43b3bee114ed7f81d54be5a07ed135d44d
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 6b60dd9bc030c7cf5852c3e0c9059a9e90b30f8c068719f9f377ce6946a40cab
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
 *   job 1497, attempt 2275, key 9f9d27250b2abc443435b37e2ec8b9393da018f78a255c6869e07dbc4ffd1215
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 29e66201ecc006ec5325acddfbc90174ed6b10f9e5577a272b87298e17b282eb
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_bf16_sm120: variants/cross_entropy_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1498, attempt 2277, key 89a41921bdb1147eeaf700a607a4396f304b8ecf84372eb58e6c97214b5cac87
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 3af9d371f13b504230322bb58db157db4027858e1218d830a53a5c60366712f9
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   71 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f16_sm80: variants/cross_entropy_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1532, attempt 2310, key 4b1f13aeb96da56700273f11f05efbfc55d11a33cff31e8d22ca5faab3573889
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 153f05e5f08cae8f105098c20a6eb7034be73796cc6b956a80b57d08954b7649
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
 *   job 1533, attempt 2311, key 9b0c80cfb416118d5fe10f4aa02f477f41bda67f865ab8a3e2064599ba3e3a2e
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 e29ef7512584eadb89646102763bbb140a3563b45a9cf29814af1049d3d9881d
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f16_sm120: variants/cross_entropy_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1534, attempt 2313, key 809b4fdf0af282227390c7e6a32e7f2f63f1258ff3bb67513f2d3e84bf102c19
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 adea379927ea4286a2dc10fd34db420a46066020a7f3f13de062f062105640d1
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   71 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f32_sm80: variants/cross_entropy_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1568, attempt 2346, key 020cc5c35a5dc15430adb962f1e0ad091ca94b515f1be15772de498d75072ec8
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 c658c96a98e0a2609e1a0e6c66cb4440abde105d0be28df40edd13a57f97bcc5
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
 *   job 1569, attempt 2347, key 83dbe8bca52e001b717c6ca33e616ccc810c8be54fdd9c72d72a4b3b629b27b7
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 d6cf0b09c818edb9d079e83d11de7ab3b522004377726cb05429397b33bbab64
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   39 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f32_sm120: variants/cross_entropy_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1570, attempt 2348, key bbe0a65e42427feae7134b0ea1875ccfeef73ca4f8d5ec6b7ab17b327c263182
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 672a51cbea9fcb930fcebfbf0f9796266bee16e49946aae1a221a6f9943da080
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2274), "akops_cross_entropy_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3023), "akops_cross_entropy_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2275), "akops_cross_entropy_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2277), "akops_cross_entropy_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2310), "akops_cross_entropy_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3048), "akops_cross_entropy_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2311), "akops_cross_entropy_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2313), "akops_cross_entropy_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2346), "akops_cross_entropy_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3061), "akops_cross_entropy_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2347), "akops_cross_entropy_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2348), "akops_cross_entropy_f32_sm120", 0},
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
