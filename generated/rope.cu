/* rope.cu: the dispatcher of akops_rope, written by akgen 0.1.0 from specs/rope.yaml; do not edit.
 *
 * y = x * cos + rotate_half(x) * sin on x[batch, heads, seq, dim], rotate_half(x) =
 * cat(-x[dim/2:], x[:dim/2]), tables [seq, dim]
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_rope_bf16_sm80: variants/rope_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2517, attempt 3538, key ec4c052ce1ac1230f0bf80eccd127e31c71d2a4ac8f10fe7b8e2d8a5b3e2c79a
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 a36085688dcb107bfafcc7d98cd3f2dea31f459fcbe667153644aa537d7bbe04
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":1,"HINT":4,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rope_bf16_sm90: variants/rope_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2026, attempt 3000, key 441be42d29dfb2570f2fedafe422365ef15d10756fa9036d8de24bf1001ba0ec
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 5637f751efef4bca0529ed331b6d19697ef880fd141a8de39acb7ae66f70a2b2
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":1,"HINT":4,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"final","round":1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 65.02 us, 97.4% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 66.21 us, 96.4% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 33.15 us, 96.3% of the roofline floor
 *   built here for sm_90
 * akops_rope_bf16_sm100: variants/rope_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2518, attempt 3539, key a20970ed3375b415f5d2f80c820957fc0758a7c5360809f4545adb59a37a5f9b
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 4a9b51f13de51fe3fb297674ac498ec8f8f553a2256e410aa0d5aea33bd53d6a
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":1,"HINT":4,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_bf16_sm120: variants/rope_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2519, attempt 3540, key 19e1456848ad964919742c1589369a44b053786cf9562bd86bc8b5a034de872b
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 4d76a9a707203965d4892e92d39c3e351c6de67ba343af741873b39e95294990
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":1,"HINT":4,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f16_sm80: variants/rope_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2562, attempt 3583, key 9477cd6154bb711dd7a917d7d340f643bbc4ab2c33a0186d8563db141dd9add9
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 78193a13ace16ba03ac25ce30ecdecbcb7df60e0cc60f222da1c4af48699a751
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rope_f16_sm90: variants/rope_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2006, attempt 2970, key 4a7e2f8c4f3680181b9100299cf4ac4d63adfe339d42af500876436642236051
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 27a25fdd7983986753e870af060ad7d4c33a8a4c7b1f5ff4f43f1eee23fe47fb
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"final","round":1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 65.86 us, 96.2% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 66.78 us, 95.6% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 33.60 us, 95.0% of the roofline floor
 *   built here for sm_90
 * akops_rope_f16_sm100: variants/rope_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2563, attempt 3584, key ad06f96bac2b6befbef77598c2ba0b06bc6ab4ca377bca9290f98eb5c46304e1
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 536d8102a0377479dfea656a4108e5fc07162313ccb135dd4331f9d2a6bac682
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   62 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f16_sm120: variants/rope_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2564, attempt 3585, key aad3fb1863829bce93f9f193510ca20e1a71ba57305bd88b7dfde24be194ddde
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 c033e3de7dcb71d61f1658b00c9e37e8752eb46c795e853756cc85da86614cdd
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   62 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f32_sm80: variants/rope_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2607, attempt 3627, key 58b4feab9c50386d9d7aad5c4075036b04cfd13c4a845e0015bfd6c3bf001d03
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 85097cf02d4bdd099222ecb80c320dea2f72983f43667c215e677c7babe51900
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":2,"HINT":3,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rope_f32_sm90: variants/rope_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2018, attempt 2984, key 27c0529c5abcc7606dc089d62723ae1e87ec063793b65a62855a8fbfecd5dd24
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 1006cdbbcab58021e14c4e7c5854731dc06fdf3891d3ff8d3f0684ccc5417d1b
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":2,"HINT":3,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"final","round":1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 128.99 us, 98.3% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 137.12 us, 93.2% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 65.76 us, 97.1% of the roofline floor
 *   built here for sm_90
 * akops_rope_f32_sm100: variants/rope_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2608, attempt 3629, key b404f314f8f41edabb9d83a0fb675b873cb9ae3c9c0d209eac23abd844f70f9d
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 476fd1c4394c2ec546f0d2b003a0f9e4dd986ff000b83f5e53ee9c441f712a40
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":2,"HINT":3,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f32_sm120: variants/rope_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2609, attempt 3630, key d32944965e278cdb3bceb38c11dab0832cad52b1e7864cfc3b6af8292620063a
 *   spec sha256 b07c9dc984c208f45f75ef1f0dada7d69eb7ba6b0a91872facd9fadf1cca77fc, source sha256 ec1e2148d91471ef7911f0faf6f99990c7da65b0ffbcfa726a6d60818037fe52
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"a31cc8d0e2622490e22c56f66b4114a35e5bd557defa42d1be1ddfb20473e1dd","values":{"BLOCK":128,"UNROLL":2,"HINT":3,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_rope_bf16_sm80(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const __nv_bfloat16 *cos_tab,
	const __nv_bfloat16 *sin_tab,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_bf16_sm90(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const __nv_bfloat16 *cos_tab,
	const __nv_bfloat16 *sin_tab,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_bf16_sm100(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const __nv_bfloat16 *cos_tab,
	const __nv_bfloat16 *sin_tab,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_bf16_sm120(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const __nv_bfloat16 *cos_tab,
	const __nv_bfloat16 *sin_tab,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f16_sm80(
	const __half *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const __half *cos_tab,
	const __half *sin_tab,
	__half *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f16_sm90(
	const __half *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const __half *cos_tab,
	const __half *sin_tab,
	__half *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f16_sm100(
	const __half *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const __half *cos_tab,
	const __half *sin_tab,
	__half *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f16_sm120(
	const __half *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const __half *cos_tab,
	const __half *sin_tab,
	__half *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f32_sm80(
	const float *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const float *cos_tab,
	const float *sin_tab,
	float *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f32_sm90(
	const float *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const float *cos_tab,
	const float *sin_tab,
	float *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f32_sm100(
	const float *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const float *cos_tab,
	const float *sin_tab,
	float *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);
extern "C" cudaError_t akops_rope_f32_sm120(
	const float *x,
	int64_t x_stride0,
	int64_t x_stride1,
	int64_t x_stride2,
	const float *cos_tab,
	const float *sin_tab,
	float *y,
	int64_t y_stride0,
	int64_t y_stride1,
	int64_t y_stride2,
	int64_t batch,
	int64_t heads,
	int64_t seq,
	int64_t dim,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 4, {{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
	{"cos_tab", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{2, 0}, {3, 0}}},
	{"sin_tab", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 2, {{2, 0}, {3, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 4, {{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
};

static const struct akr_sym syms[] = {
	{"batch", INT64_C(1), INT64_C(65536)},
	{"heads", INT64_C(1), INT64_C(1024)},
	{"seq", INT64_C(1), INT64_C(1048576)},
	{"dim", INT64_C(2), INT64_C(512)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3538), "akops_rope_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3000), "akops_rope_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3539), "akops_rope_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3540), "akops_rope_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3583), "akops_rope_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2970), "akops_rope_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3584), "akops_rope_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3585), "akops_rope_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3627), "akops_rope_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2984), "akops_rope_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3629), "akops_rope_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3630), "akops_rope_f32_sm120", 0},
};

/* the spec's constraints */
static int constraints(const int64_t *sym, const int *esize)
{
	int okv = 1, *ok = &okv;

	(void)sym;
	(void)esize;
	/* dim % 2 == 0 */
	if (!(akr_mod(sym[3], INT64_C(2), ok) == INT64_C(0)))
		return 0;
	return okv;
}

extern "C" const struct akr_op akr_op_rope = {"rope", tensors, 4, syms, 4, variants, 12, NULL, NULL, 0, 0, 0, constraints, "dim % 2 == 0"};

extern "C" akops_status akops_rope(const DLTensor *x, const DLTensor *cos_tab, const DLTensor *sin_tab, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[4] = {x, cos_tab, sin_tab, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_rope, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_rope, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_rope, "akops_rope_bf16_sm80", akops_rope_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 1:
		return akr_cuda(&akr_op_rope, "akops_rope_bf16_sm90", akops_rope_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 2:
		return akr_cuda(&akr_op_rope, "akops_rope_bf16_sm100", akops_rope_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 3:
		return akr_cuda(&akr_op_rope, "akops_rope_bf16_sm120", akops_rope_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 4:
		return akr_cuda(&akr_op_rope, "akops_rope_f16_sm80", akops_rope_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 5:
		return akr_cuda(&akr_op_rope, "akops_rope_f16_sm90", akops_rope_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 6:
		return akr_cuda(&akr_op_rope, "akops_rope_f16_sm100", akops_rope_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 7:
		return akr_cuda(&akr_op_rope, "akops_rope_f16_sm120", akops_rope_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 8:
		return akr_cuda(&akr_op_rope, "akops_rope_f32_sm80", akops_rope_f32_sm80((const float *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 9:
		return akr_cuda(&akr_op_rope, "akops_rope_f32_sm90", akops_rope_f32_sm90((const float *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 10:
		return akr_cuda(&akr_op_rope, "akops_rope_f32_sm100", akops_rope_f32_sm100((const float *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	case 11:
		return akr_cuda(&akr_op_rope, "akops_rope_f32_sm120", akops_rope_f32_sm120((const float *)c.ptr[0], c.stride[0][0], c.stride[0][1], c.stride[0][2], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.stride[3][1], c.stride[3][2], c.sym[0], c.sym[1], c.sym[2], c.sym[3], stream));
	}
	return akr_fail(&akr_op_rope, AKOPS_ERR_ARCH, "no variant %d", v);
}
