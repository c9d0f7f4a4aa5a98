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
 *   job 1136, attempt 1859, key fcfe5456a3e9daf8125eac45bddad44286d0a2ef1b2037815546779f2f0cf861
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 f30191d81ace6820ff4dcff3489dca11d1a34aa9dea2b9bbbacf90249309e966
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"123de45a79586550aefb89ad8d381c62d011a77725720c1d2555cc60e89a4d23","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   71 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_cross_entropy_bf16_sm90: variants/cross_entropy_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1179, attempt 1926, key 034e8bd5d4c12112b13e12c46243aa49c2199cbf043e7b7df53f2fc3c29ca53b
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 8eb4929d1652304a45c27d64caaf4123bf9780c3ea7455c883fc4e28ba2add32
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   75 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 240.10 us, 102.5% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 125.99 us, 99.8% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_bf16_sm100: variants/cross_entropy_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1135, attempt 1860, key 3cec319fbd5f61e3a9ea57d89162b7bcf25288b181e0006acc0ad829f6e92d06
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 0c9fa6c794c7b1309f6d6f8506a21dcd3d14eaf17d490fe78ec4608ef4bcd42a
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"123de45a79586550aefb89ad8d381c62d011a77725720c1d2555cc60e89a4d23","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_bf16_sm120: variants/cross_entropy_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1138, attempt 1861, key da0c36a4e4a41f559e6f52b3e51a752eb85cbbc6c6edbc706f17735a208458a7
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 cd257eeea96c4f697cc4e0dd29459cd84b41508be667c3f4a52900cbb0048a6f
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"123de45a79586550aefb89ad8d381c62d011a77725720c1d2555cc60e89a4d23","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   71 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f16_sm80: variants/cross_entropy_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1141, attempt 1865, key fce6617a179f217b416579c560149bc3b8195923f3acea23cb4fb028879f80b0
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 b2520d087e450de539b84f109b11f38834cbef3bc3a75c73709f1e85e2c95b10
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"123de45a79586550aefb89ad8d381c62d011a77725720c1d2555cc60e89a4d23","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   71 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_cross_entropy_f16_sm90: variants/cross_entropy_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1174, attempt 1930, key db381d3f5fea2befb822b20578248a9bfdecca52b0fc35dd2392278c38a3d488
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 3215d4b492c033d5f2e879bcc9f2ea6ec827fc5a8cd30afc1e1ba2f2b33fd912
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   75 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 239.52 us, 102.7% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 125.63 us, 100.1% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_f16_sm100: variants/cross_entropy_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1142, attempt 1866, key 55adb70597622bfece857f59be3bb574cb0681a18b2fde5812e6c34089fd2683
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 7e4ca00425af87af0ef1795dda18dd5512c2e85abe8963b83dcf08e27c71f8f2
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"123de45a79586550aefb89ad8d381c62d011a77725720c1d2555cc60e89a4d23","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f16_sm120: variants/cross_entropy_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1143, attempt 1867, key ac49b28b4494661ec04cdb4c61fb23390c2814f82b599d8b474556bbcc835897
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 2e6e025de0161aa32e543f6e3ff8d0b8330e078572e70453f8ddfdbd19e140a4
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"123de45a79586550aefb89ad8d381c62d011a77725720c1d2555cc60e89a4d23","values":{"BLOCK":256,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   71 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_cross_entropy_f32_sm80: variants/cross_entropy_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1147, attempt 1871, key 4d9c9ddaed9a1ef659cb46015e7bd7e42db1486eccb3c5a42ce024927bfec05f
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 062fd6852ba8865abe3be390c1942fa56975f19a70e79da88e9d13a492fbc64b
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"123de45a79586550aefb89ad8d381c62d011a77725720c1d2555cc60e89a4d23","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_cross_entropy_f32_sm90: variants/cross_entropy_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1175, attempt 1927, key dad0758372f6dd6e8deb7aa4b71e78b96a3f4c3f0e4c29aa6cd31672775c5e63
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 cdc553bf844f6bdc9009cdd78da8d56e1d77b489eec0214defead645cdaa8e40
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"4ab8e830452bba5dce481572170337890ddc096e272bd403695a794c61148914","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"e3697d3ab08f536bcc733c5967e5ab0a46047acb38d143635504382ce0992a79","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   45 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   bench {"rows":4096,"vocab":128256}: 445.70 us, 110.4% of the roofline floor
 *   bench {"rows":8192,"vocab":32768}: 226.85 us, 110.9% of the roofline floor
 *   built here for sm_90
 * akops_cross_entropy_f32_sm100: variants/cross_entropy_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1148, attempt 1872, key fa8f9e8b5f58b9f980f050c245660e23d62b47c2e9d7636dbaf6172073079771
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 16f4527712604da3e696e5e8e37b7cf8bed343e3adcbd9cf4a0c78e047a8f4bd
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"123de45a79586550aefb89ad8d381c62d011a77725720c1d2555cc60e89a4d23","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   39 registers, 272 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_cross_entropy_f32_sm120: variants/cross_entropy_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1149, attempt 1873, key 36817af9339f18e9e8e1b103bd934ca90e9fb2642ed702779eee943bd19454ff
 *   spec sha256 deeca28ce5b0d81dca9ae1985983500c7827b714d43cbca9cbdba6e38c6c4f97, source sha256 57fedf7445f166ffe3a9e25b8e5eeb8bdeb0982b560b954a65e8de0cf7de79de
 *   proposer template:cross_entropy/online, params {"family":"templates/cross_entropy/online.cu","template_sha256":"123de45a79586550aefb89ad8d381c62d011a77725720c1d2555cc60e89a4d23","values":{"BLOCK":512,"UNROLL":4,"CLUSTER":4,"FILL":32,"MEAN_THREADS":512,"PDL":1,"HINT":1},"common":{"templates/common/vec.cuh":"5becf96ce825dc1b0f3ef6394e69daeb130a3f060be1f78eea9c3d4cf6d96cd4","templates/common/online.cuh":"4cfbd55e276ba330a5078d75e1b228dbb57b60ffb1 ...
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1859), "akops_cross_entropy_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1926), "akops_cross_entropy_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1860), "akops_cross_entropy_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1861), "akops_cross_entropy_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1865), "akops_cross_entropy_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1930), "akops_cross_entropy_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1866), "akops_cross_entropy_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1867), "akops_cross_entropy_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1871), "akops_cross_entropy_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1927), "akops_cross_entropy_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1872), "akops_cross_entropy_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1873), "akops_cross_entropy_f32_sm120", 0},
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
