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
 *   job 792, attempt 1412, key 6363ed15e402322d3f5cd2e8f1b7f54304aa96e5eda1d19d93a30ef6f378f2c7
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 a62385e03c49ec0bf332dda719cf075170a1f20075ae9eca52764ddc253ce4df
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":1,"HINT":4,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rope_bf16_sm90: variants/rope_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 866, attempt 1496, key c479365637fd2597297ab25b768e153ace1e1076e434f1af1d7e38711ea0e7fd
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 c6986aa7ca36e4f577d7470dcaafe996ae29dd2952f557f73c3b176d8573f93a
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":1,"HINT":4,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"final","round":1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   32 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 64.99 us, 97.5% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 66.21 us, 96.4% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 33.12 us, 96.4% of the roofline floor
 *   built here for sm_90
 * akops_rope_bf16_sm100: variants/rope_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 793, attempt 1413, key 364c3d297415f75abc11f69350c913551158bbe34d0644af8e208c7d57c6db41
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 91382306fabb34737d33c3a8014e853e77eb33b51ce00ba81d77e8a11546e66d
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":1,"HINT":4,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   38 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_bf16_sm120: variants/rope_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 794, attempt 1414, key f2b9bf4082889f9c2f511b442eab616b2e2ed376ca30d3c24ed3099a1f947df6
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 3eb75f9cfab27d391bb5a8dd09813b1da8217b195122b1260385c0e0fd7b0cd3
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":1,"HINT":4,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f16_sm80: variants/rope_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 816, attempt 1436, key bd6ea2f78a4e7c050ecc93619e64042c05e77e4a780d4f0738a1c823d00ee3a1
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 63193a1535e53b4a7ec3900734eee564fb965e9cf6f686589f08f2d2da122973
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rope_f16_sm90: variants/rope_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 879, attempt 1513, key 90e8ff058bb18b69c457fdd3a9482fe771e75da373da4770ca88797e39409a38
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 ce1385c192baaa6c2512a11ff19e14d55816397e5c8f6915f6a93c759d0495e1
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"final","round":1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 65.86 us, 96.2% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 66.75 us, 95.6% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 33.57 us, 95.1% of the roofline floor
 *   built here for sm_90
 * akops_rope_f16_sm100: variants/rope_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 817, attempt 1437, key b4a4099804ede670546c3e1d9023b2be6c21b57e7e5a8f828e4d3223e10fbb06
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 26f57636fdc504c89b67ad7992bfdb70212c01102bfbb6ff21a2ec4a46c30d5e
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f16_sm120: variants/rope_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 818, attempt 1439, key 27a39be26cb72c11b07031fd56cee2b07d53d5b74d9ab98625ceda43e6e1f201
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 749286914150df8a9e020ba16d0c2324723cb0e6a6bae3dd403d057e73dc9e6b
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":2,"HINT":1,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   62 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rope_f32_sm80: variants/rope_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 840, attempt 1460, key bed9145816d7bdd03d124eb3c2fe3ee51a494bac0c0de3cdc02148e22a8372b9
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 84107056048071ba9ecff217efa548f41ee27cca9ed0f4d66a31785a719e7ba2
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":2,"HINT":3,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rope_f32_sm90: variants/rope_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 877, attempt 1517, key 5ffdd7f195cd7ed39aa554f1a939c292806568ba7a7106ae5323552839dd23e5
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 80c5feffe72bcc987c84561222a0d4bebfd4fb583c051eb2fff4d1dceb78a608
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":2,"HINT":3,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"final","round":1 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"batch":4,"dim":128,"heads":32,"seq":4096}: 128.83 us, 98.3% of the roofline floor
 *   bench {"batch":1,"dim":128,"heads":64,"seq":8192}: 136.93 us, 93.2% of the roofline floor
 *   bench {"batch":8,"dim":128,"heads":8,"seq":4096}: 65.73 us, 97.1% of the roofline floor
 *   built here for sm_90
 * akops_rope_f32_sm100: variants/rope_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 841, attempt 1461, key 471418446649654303be137069f0501041ff437b96d153cfb9667069f9cf6323
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 ffcae3d32d4d7ec34c547151a0ef7d7432776d9df8bce4e673702242a1bf904c
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":2,"HINT":3,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rope_f32_sm120: variants/rope_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 842, attempt 1463, key 431074bb84de3caf776602c91e8738c76f732e3a48b9fa821deab8a51da1191e
 *   spec sha256 a4066f561cc1d4273ff9a7766dcd39217e500427e37d6ffd2f8ef594091d79ab, source sha256 a515209091f49ac218373657706e1338839bfc0adc6bd7c042e4aca711d8b4cd
 *   proposer template:rope/flat, params {"family":"templates/rope/flat.cu","template_sha256":"c78baff98116b1202342b9d95b3826e4fafa71d12e9fe19d441f3c2ef7840207","values":{"BLOCK":128,"UNROLL":2,"HINT":3,"SHFL":0},"common":{"templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templates/common/grid.cuh":"004d8ddc87303ae56c7dfafc0fb23326709d8067b813fd399bffba41a733f37d"},"role":"compile-only","r ...
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

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1412), "akops_rope_bf16_sm80", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1496), "akops_rope_bf16_sm90", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1413), "akops_rope_bf16_sm100", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1414), "akops_rope_bf16_sm120", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1436), "akops_rope_f16_sm80", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1513), "akops_rope_f16_sm90", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1437), "akops_rope_f16_sm100", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1439), "akops_rope_f16_sm120", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1460), "akops_rope_f32_sm80", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1517), "akops_rope_f32_sm90", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1461), "akops_rope_f32_sm100", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1463), "akops_rope_f32_sm120", 0},
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
