/* gemm_nn.cu: the dispatcher of akops_gemm_nn, written by akgen 0.1.0 from specs/gemm_nn.yaml; do not edit.
 *
 * y[m, n] = sum over k of x[m, k] * w[k, n] (y = x @ w, w stored [in, out] as JAX's and
 * Flax's kernels and many checkpoints keep it), products accumulated in f32 or wider, y
 * rounded once to the dtype
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_gemm_nn_bf16_sm80_decode: variants/gemm_nn_bf16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2646, attempt 3701, key f8c5dedc8d40c34e3bba3190e1ca80cd6f8c66a8b99a59c7bd373a0926f2aa0b
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 0b387936171cde18811b2a8ad3a398aa017fec9b726ae2535ad7d45b1dcb58b8
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   240 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gemm_nn_bf16_sm90a_decode: variants/gemm_nn_bf16_sm90a_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H100 80GB HBM3 (sm_90a)
 *   job 2640, attempt 3689, key c9e86b52bbaed50215c0f7dda4f7abe6019f097b462ef9113041184010069226
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 8df2da9c466648197fe490f4707df1455da2032e98d4322d4601ffef31a61e01
 *   proposer template:gemm_nn/colmma, params {"family":"templates/gemm_nn/colmma.cu","template_sha256":"59205f3139f257e34047d96721fa7cc16b4c2d7419293c9c9c0916adcebc3ead","values":{"BLOCK":256,"UNROLL":2,"CLUSTER":8,"OCC":2,"HINT":2},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templa ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90a,code=sm_90a -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   148 registers, 20480 bytes of static shared memory, 0 bytes spilled
 *   bench {"k":4096,"m":1,"n":6144}: 31.04 us, 53.6% of the roofline floor; at the spec's least alignment 33.86 us (1.09x)
 *   bench {"k":4096,"m":8,"n":28672}: 98.67 us, 78.9% of the roofline floor; at the spec's least alignment 106.82 us (1.08x)
 *   bench {"k":14336,"m":16,"n":4096}: 59.01 us, 66.1% of the roofline floor; at the spec's least alignment 79.60 us (1.35x)
 *   built here for sm_90a
 * akops_gemm_nn_bf16_sm100_decode: variants/gemm_nn_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2645, attempt 3700, key 9d7af5e06ce42702464f4731a0683b98db095efab21f252a11447c29fa992717
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 e153c163d9d87fc113ef94a53bb96de20fcf4f7d96be47af1fa3dfc0b0006c0e
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   203 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gemm_nn_bf16_sm120_decode: variants/gemm_nn_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2648, attempt 3703, key 6c6fb691a70a6d9554a9a2b7962abd61f45813b4ff7ac135bf8f2801cfd98485
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 9f40c4a19d2e19a6debae745c1736c3970b059f5f519bacc49f9015648e9c50b
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   184 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gemm_nn_bf16_sm80: variants/gemm_nn_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2643, attempt 3698, key 53ad9c0ae1d0437ef725b2cba41582ca51c64219efaf506e0b11288612ff938b
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 72f274208a672734f101dc2cf9f70d41d7d2a7109fa102a11281145b71dd84f9
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   240 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gemm_nn_bf16_sm90a: variants/gemm_nn_bf16_sm90a.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H100 80GB HBM3 (sm_90a)
 *   job 2639, attempt 3688, key 66dc92889e5e0c2ab93de8edfed554d2e24f520972b3097358540cf0400323b2
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 ec5568b3f37e10aa8a536f5e80abf46e2a80e218188f87ad29eb5c4ef366b784
 *   proposer template:gemm_nn/tma, params {"family":"templates/gemm_nn/tma.cu","template_sha256":"2bc03fdf095b282b5fb355bdd8e4a0bc8dd1879a0bc25221e8d8dd0b30cab3cd","values":{"BM":128,"BN":256,"WGS":2,"STAGES":4,"GROUP_M":8,"PERSIST":1,"VSTORE":1,"LINE":0},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90a,code=sm_90a -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   206 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"k":8192,"m":8192,"n":8192}: 1387.05 us, 86.7% of the roofline floor; at the spec's least alignment 4000.66 us (2.88x)
 *   bench {"k":4096,"m":4096,"n":6144}: 263.31 us, 85.7% of the roofline floor; at the spec's least alignment 518.21 us (1.97x)
 *   bench {"k":4096,"m":4096,"n":28672}: 1280.42 us, 82.2% of the roofline floor; at the spec's least alignment 3565.44 us (2.78x)
 *   bench {"k":14336,"m":4096,"n":4096}: 592.55 us, 88.8% of the roofline floor; at the spec's least alignment 1501.26 us (2.53x)
 *   bench {"k":3584,"m":16384,"n":4608}: 715.23 us, 82.8% of the roofline floor; at the spec's least alignment 1796.14 us (2.51x)
 *   built here for sm_90a
 * akops_gemm_nn_bf16_sm100: variants/gemm_nn_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2644, attempt 3699, key 105290697dfce7369ce002c923aa4d80b652910e8630b633b8c79a5c28d2397b
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 1c90a7712a8cf9055bb9275c25e8ec3c1f70b4dd1364abb8398a27a2e806b10f
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   203 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gemm_nn_bf16_sm120: variants/gemm_nn_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2647, attempt 3702, key bc216dccbb70e5663fbdb2eb0114e735882f387b4c9461204b25fcc4c0c45788
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 e94ce939cc7118e2a2f490063ed64040c5581c60f9e3cab0903eae94e54908dc
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   184 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gemm_nn_f16_sm80_decode: variants/gemm_nn_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2650, attempt 3705, key 40309410d64cfa895dc0beae6b1cead5f7e48796999b750f7680746b91689144
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 90e403e93c1f495f7aaf0102af7f69b75b9ae1660a7af515afd4acfe733d74d0
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   240 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gemm_nn_f16_sm90a_decode: variants/gemm_nn_f16_sm90a_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H100 80GB HBM3 (sm_90a)
 *   job 2642, attempt 3697, key 0a2b65cd522bf80df710c8cb346a6be213412a0bd9f58890cf04cbc989635045
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 6206404c119ff4ad09d065daf4f010b48b3b9f357ed5387075b0ab96c3112b30
 *   proposer template:gemm_nn/colmma, params {"family":"templates/gemm_nn/colmma.cu","template_sha256":"59205f3139f257e34047d96721fa7cc16b4c2d7419293c9c9c0916adcebc3ead","values":{"BLOCK":256,"UNROLL":2,"CLUSTER":8,"OCC":2,"HINT":2},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","templa ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90a,code=sm_90a -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   148 registers, 20480 bytes of static shared memory, 0 bytes spilled
 *   bench {"k":4096,"m":1,"n":6144}: 31.07 us, 53.6% of the roofline floor; at the spec's least alignment 33.83 us (1.09x)
 *   bench {"k":4096,"m":8,"n":28672}: 98.59 us, 79.0% of the roofline floor; at the spec's least alignment 106.94 us (1.08x)
 *   bench {"k":14336,"m":16,"n":4096}: 58.98 us, 66.2% of the roofline floor; at the spec's least alignment 79.30 us (1.34x)
 *   built here for sm_90a
 * akops_gemm_nn_f16_sm100_decode: variants/gemm_nn_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2652, attempt 3707, key 7f3091057dd68653657b35c9e094eb42086e624c35969bcc8048cf0d013714ac
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 a993327798bf91164519640cabcc81d8b20ef5be17e78d2ba8cc58c38f74361c
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   203 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gemm_nn_f16_sm120_decode: variants/gemm_nn_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2654, attempt 3709, key c86db6c816bd16099f3ad04b108c9273f719feb583987f1ecf70501f544f916e
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 a620529ca3df9e5a2e179ca400f9e8d5e92091daee0a9fb32cc1670341d5c695
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   184 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gemm_nn_f16_sm80: variants/gemm_nn_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2649, attempt 3704, key 4e212ba1c4e26b630537bd1ec6022c4d1bcf16cf8e1874fb2a125f9fdf2be35b
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 8a3e00603ac2827525cae47e8fa08df4bf83f4604d1fc7ec5f0d064d73a4bc57
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   240 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gemm_nn_f16_sm90a: variants/gemm_nn_f16_sm90a.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H100 80GB HBM3 (sm_90a)
 *   job 2641, attempt 3696, key 3514d3b85da478aef990febeff8265d50286e97d9a995fe063017538f48b845f
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 0829e9880d49f0590214ba8587f78f81d1abdf030179b7a44238f7613a886bb3
 *   proposer template:gemm_nn/tma, params {"family":"templates/gemm_nn/tma.cu","template_sha256":"2bc03fdf095b282b5fb355bdd8e4a0bc8dd1879a0bc25221e8d8dd0b30cab3cd","values":{"BM":128,"BN":256,"WGS":2,"STAGES":4,"GROUP_M":8,"PERSIST":1,"VSTORE":1,"LINE":0},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90a,code=sm_90a -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   206 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"k":8192,"m":8192,"n":8192}: 1453.73 us, 82.7% of the roofline floor; at the spec's least alignment 4005.20 us (2.76x)
 *   bench {"k":4096,"m":4096,"n":6144}: 273.54 us, 82.4% of the roofline floor; at the spec's least alignment 516.98 us (1.89x)
 *   bench {"k":4096,"m":4096,"n":28672}: 1322.15 us, 79.6% of the roofline floor; at the spec's least alignment 3565.30 us (2.70x)
 *   bench {"k":14336,"m":4096,"n":4096}: 627.20 us, 83.9% of the roofline floor; at the spec's least alignment 1472.37 us (2.35x)
 *   bench {"k":3584,"m":16384,"n":4608}: 750.95 us, 78.8% of the roofline floor; at the spec's least alignment 1792.97 us (2.39x)
 *   built here for sm_90a
 * akops_gemm_nn_f16_sm100: variants/gemm_nn_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2651, attempt 3706, key 4133b5aec22b165961472a9e709a8269805727ede2c2771b33a049f2d0299c62
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 ae68dc7437b35cc2c8387d54fb29228e58862956ad5544d1cb891c544d27579c
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   203 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gemm_nn_f16_sm120: variants/gemm_nn_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2653, attempt 3708, key c14cf2fccd1e4172705d7024befc086c17038cbd0aa103870db280d7b0c1bda8
 *   spec sha256 fdd3d44cfda7895a111d799828a7490987d1e3a21c58167c52e430ac3edc25fc, source sha256 3243731796f0d2677b32fe750bae16afe5b357e6a48368af6257c055be989125
 *   proposer template:gemm_nn/mma, params {"family":"templates/gemm_nn/mma.cu","template_sha256":"a4a3efbf5d0065fb7f8558cae34f2e70f712ac164974a247d6d9b44a7c6edf01","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39"," ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   184 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_gemm_nn_bf16_sm80_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm90a_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm100_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm120_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm80(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm90a(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm100(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_bf16_sm120(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm80_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm90a_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm100_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm120_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm80(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm90a(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm100(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);
extern "C" cudaError_t akops_gemm_nn_f16_sm120(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t m,
	int64_t n,
	int64_t k,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 0, 0, 0, 0}, 1, 16, 2, {{0, 0}, {2, 0}}},
	{"w", 0, {0, 1, 2, 0, 0, 0, 0}, 1, 16, 2, {{2, 0}, {1, 0}}},
	{"y", 1, {0, 1, 2, 0, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"m", INT64_C(1), INT64_C(1048576)},
	{"n", INT64_C(1), INT64_C(65536)},
	{"k", INT64_C(1), INT64_C(65536)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3701), "akops_gemm_nn_bf16_sm80_decode", 0},
	{1, "sm_90a", 90, 2, 0, 1, INT64_C(3689), "akops_gemm_nn_bf16_sm90a_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3700), "akops_gemm_nn_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3703), "akops_gemm_nn_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3698), "akops_gemm_nn_bf16_sm80", 1},
	{1, "sm_90a", 90, 2, 0, 1, INT64_C(3688), "akops_gemm_nn_bf16_sm90a", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3699), "akops_gemm_nn_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3702), "akops_gemm_nn_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3705), "akops_gemm_nn_f16_sm80_decode", 0},
	{2, "sm_90a", 90, 2, 0, 1, INT64_C(3697), "akops_gemm_nn_f16_sm90a_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3707), "akops_gemm_nn_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3709), "akops_gemm_nn_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3704), "akops_gemm_nn_f16_sm80", 1},
	{2, "sm_90a", 90, 2, 0, 1, INT64_C(3696), "akops_gemm_nn_f16_sm90a", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3706), "akops_gemm_nn_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3708), "akops_gemm_nn_f16_sm120", 1},
};

/* the spec's shape classes */
static const char *const classes[] = {"decode"};

static int classof(const int64_t *sym, const int *esize)
{
	int okv = 1, *ok = &okv;

	(void)sym;
	(void)esize;
	/* m <= 16 */
	if ((sym[0] <= INT64_C(16)))
		return okv ? 0 : 1;
	if (!okv)
		return 1;
	return 1;
}

extern "C" const struct akr_op akr_op_gemm_nn = {"gemm_nn", tensors, 3, syms, 3, variants, 16, classof, classes, 1, 0, 0, NULL, NULL};

extern "C" akops_status akops_gemm_nn(const DLTensor *x, const DLTensor *w, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[3] = {x, w, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_gemm_nn, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_gemm_nn, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_bf16_sm80_decode", akops_gemm_nn_bf16_sm80_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 1:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_bf16_sm90a_decode", akops_gemm_nn_bf16_sm90a_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 2:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_bf16_sm100_decode", akops_gemm_nn_bf16_sm100_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 3:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_bf16_sm120_decode", akops_gemm_nn_bf16_sm120_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 4:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_bf16_sm80", akops_gemm_nn_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 5:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_bf16_sm90a", akops_gemm_nn_bf16_sm90a((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 6:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_bf16_sm100", akops_gemm_nn_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 7:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_bf16_sm120", akops_gemm_nn_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 8:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_f16_sm80_decode", akops_gemm_nn_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 9:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_f16_sm90a_decode", akops_gemm_nn_f16_sm90a_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 10:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_f16_sm100_decode", akops_gemm_nn_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 11:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_f16_sm120_decode", akops_gemm_nn_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 12:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_f16_sm80", akops_gemm_nn_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 13:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_f16_sm90a", akops_gemm_nn_f16_sm90a((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 14:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_f16_sm100", akops_gemm_nn_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 15:
		return akr_cuda(&akr_op_gemm_nn, "akops_gemm_nn_f16_sm120", akops_gemm_nn_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	}
	return akr_fail(&akr_op_gemm_nn, AKOPS_ERR_ARCH, "no variant %d", v);
}
