/* gemm.cu: the dispatcher of akops_gemm, written by akgen 0.1.0 from specs/gemm.yaml; do not edit.
 *
 * y[m, n] = sum over k of x[m, k] * w[n, k] (y = x @ w.T, nn.Linear without bias, w as
 * it stores its weight), products accumulated in f32 or wider, y rounded once to the
 * dtype
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_gemm_bf16_sm80_decode: variants/gemm_bf16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2628, attempt 3670, key 878272b151521147ad5ce418188145683a58cd87fd4489ca45e567e3d6ca0d7a
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 6d5720482d194384b74aabcb81998ae29803ada21358371902266a8de33eaa81
 *   proposer template:gemm/rowdot, params {"family":"templates/gemm/rowdot.cu","template_sha256":"edde0d04960a8132319500dfa1ada7a3d4b7520a50d2e14d25aa43c1e8255dea","values":{"ENGINE":1,"BLOCK":256,"MROWS":16,"COLS":1,"TILES":2,"UNROLL":4,"HINT":2,"MINB":1},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   160 registers, 16384 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gemm_bf16_sm90a_decode: variants/gemm_bf16_sm90a_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H100 80GB HBM3 (sm_90a)
 *   job 2621, attempt 3654, key cc8f1d3eb860581d07d838f182e722eb6cc183d5feda4e97caca6388dd5baf73
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 e05f77af06e20d4982e9a6aa4969ba42ad22ecd978c6dfaac1dd059bd258fa71
 *   proposer template:gemm/rowdot, params {"family":"templates/gemm/rowdot.cu","template_sha256":"edde0d04960a8132319500dfa1ada7a3d4b7520a50d2e14d25aa43c1e8255dea","values":{"ENGINE":1,"BLOCK":256,"MROWS":16,"COLS":1,"TILES":2,"UNROLL":4,"HINT":2,"MINB":1},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90a,code=sm_90a -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   162 registers, 16384 bytes of static shared memory, 0 bytes spilled
 *   bench {"k":4096,"m":1,"n":6144}: 19.55 us, 84.7% of the roofline floor; at the spec's least alignment 24.00 us (1.23x)
 *   bench {"k":4096,"m":8,"n":28672}: 78.82 us, 98.2% of the roofline floor; at the spec's least alignment 99.26 us (1.26x)
 *   bench {"k":14336,"m":16,"n":4096}: 41.79 us, 92.9% of the roofline floor; at the spec's least alignment 52.64 us (1.26x)
 *   bench {"k":28672,"m":4,"n":8192}: 155.81 us, 99.2% of the roofline floor; at the spec's least alignment 198.49 us (1.27x)
 *   built here for sm_90a
 * akops_gemm_bf16_sm100_decode: variants/gemm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2629, attempt 3672, key bbff6b782acf27cb6dc7c2348a9c5afdca5d222a70b932f0f556caac6bcb5ac4
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 a2e15a85d847685a553091ff39f7877805c438b36a82f337e2375fb38f56722f
 *   proposer template:gemm/rowdot, params {"family":"templates/gemm/rowdot.cu","template_sha256":"edde0d04960a8132319500dfa1ada7a3d4b7520a50d2e14d25aa43c1e8255dea","values":{"ENGINE":1,"BLOCK":256,"MROWS":16,"COLS":1,"TILES":2,"UNROLL":4,"HINT":2,"MINB":1},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   164 registers, 16384 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gemm_bf16_sm120_decode: variants/gemm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2632, attempt 3675, key dd19265aa8ddda4847756d8d286110b4f6a535eab257a82425e3ebc2679690fd
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 ef15678a926eb38bc0d823baecbdbf6a5ae5317f535c948f0b8db3c515155b6f
 *   proposer template:gemm/rowdot, params {"family":"templates/gemm/rowdot.cu","template_sha256":"edde0d04960a8132319500dfa1ada7a3d4b7520a50d2e14d25aa43c1e8255dea","values":{"ENGINE":1,"BLOCK":256,"MROWS":16,"COLS":1,"TILES":2,"UNROLL":4,"HINT":2,"MINB":1},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   162 registers, 16384 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gemm_bf16_sm80: variants/gemm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2627, attempt 3671, key 5d7b5258a09563a3c71b851bd7ab5a0271eae70bf6ba2565f40d13176387edc0
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 d79b4b81cf48e8fe17724cd04a46bea297eceaaf4f4d7ea47b7b4dc49f940761
 *   proposer template:gemm/mma, params {"family":"templates/gemm/mma.cu","template_sha256":"0adb761c11d2002e48da4858c0cb34765710eb1b2e2bb6373213f1bdfcd9573c","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39","tem ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   234 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gemm_bf16_sm90a: variants/gemm_bf16_sm90a.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H100 80GB HBM3 (sm_90a)
 *   job 2619, attempt 3655, key 34aac0995d60e3b9c0d918f207ddbc27544a6c06678e5d34bc801f17234a334c
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 15c5bd59c0d1ab29f1fe2624dc94d1de1bc7ac9fcbb9fd92a9ffbba8fda45169
 *   proposer template:gemm/tma, params {"family":"templates/gemm/tma.cu","template_sha256":"0652b5b37e63d053f7c389fdacd134c97b766a0cd5fc93e0ef559eb69002ff7f","values":{"BM":128,"BN":256,"WGS":2,"STAGES":4,"GROUP_M":8,"PERSIST":1,"VSTORE":1,"LINE":0},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90a,code=sm_90a -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   229 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"k":8192,"m":8192,"n":8192}: 1410.88 us, 85.6% of the roofline floor; at the spec's least alignment 3754.07 us (2.66x)
 *   bench {"k":4096,"m":4096,"n":6144}: 268.91 us, 84.2% of the roofline floor; at the spec's least alignment 492.51 us (1.83x)
 *   bench {"k":4096,"m":4096,"n":4096}: 179.68 us, 84.0% of the roofline floor; at the spec's least alignment 380.18 us (2.12x)
 *   bench {"k":4096,"m":4096,"n":28672}: 1243.74 us, 84.9% of the roofline floor; at the spec's least alignment 2988.64 us (2.40x)
 *   bench {"k":14336,"m":4096,"n":4096}: 628.27 us, 84.1% of the roofline floor; at the spec's least alignment 1546.14 us (2.46x)
 *   bench {"k":28672,"m":2048,"n":8192}: 1204.26 us, 87.7% of the roofline floor; at the spec's least alignment 2230.43 us (1.85x)
 *   bench {"k":3584,"m":16384,"n":4608}: 719.45 us, 82.6% of the roofline floor; at the spec's least alignment 1852.35 us (2.57x)
 *   bench {"k":18944,"m":1024,"n":3584}: 188.10 us, 81.2% of the roofline floor; at the spec's least alignment 339.62 us (1.81x)
 *   built here for sm_90a
 * akops_gemm_bf16_sm100: variants/gemm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2630, attempt 3673, key 07a13becfcce4bdb36e42b496cbb9fd739a1ba6cde2e3e5cef5d9457e336151e
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 87b0182576e99e33789cd663fd559342b62cec95eebbdbd27cdcf101ff332481
 *   proposer template:gemm/mma, params {"family":"templates/gemm/mma.cu","template_sha256":"0adb761c11d2002e48da4858c0cb34765710eb1b2e2bb6373213f1bdfcd9573c","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39","tem ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   168 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gemm_bf16_sm120: variants/gemm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2631, attempt 3674, key 372323ec58e592277c401f8564b41459eb3add8ad4ccee09fe67245f18870056
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 273e482fd30e70e02e39597d7ad80f93756c6af1b6c06a58580c5514c05ec6e1
 *   proposer template:gemm/mma, params {"family":"templates/gemm/mma.cu","template_sha256":"0adb761c11d2002e48da4858c0cb34765710eb1b2e2bb6373213f1bdfcd9573c","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39","tem ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   168 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gemm_f16_sm80_decode: variants/gemm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2634, attempt 3676, key acb608abac63d132241888648e03442211081519859564b2aa2cf399d7b13ea2
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 2077cde631c29db6fbb36253d6b5392f30023d82b0f54ee3b28e4fbeee4cab1f
 *   proposer template:gemm/rowdot, params {"family":"templates/gemm/rowdot.cu","template_sha256":"edde0d04960a8132319500dfa1ada7a3d4b7520a50d2e14d25aa43c1e8255dea","values":{"ENGINE":1,"BLOCK":256,"MROWS":16,"COLS":1,"TILES":2,"UNROLL":4,"HINT":2,"MINB":1},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   160 registers, 16384 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gemm_f16_sm90a_decode: variants/gemm_f16_sm90a_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H100 80GB HBM3 (sm_90a)
 *   job 2626, attempt 3669, key c81304ff672df4b34faf5abf87059e52b647987af079844e15baa62f6c04fc20
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 5db97bc719f97a972f7ee15c4dece4cb21966340f51303eed6fcade9e9007e35
 *   proposer template:gemm/rowdot, params {"family":"templates/gemm/rowdot.cu","template_sha256":"edde0d04960a8132319500dfa1ada7a3d4b7520a50d2e14d25aa43c1e8255dea","values":{"ENGINE":1,"BLOCK":256,"MROWS":16,"COLS":1,"TILES":2,"UNROLL":4,"HINT":2,"MINB":1},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90a,code=sm_90a -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   162 registers, 16384 bytes of static shared memory, 0 bytes spilled
 *   bench {"k":4096,"m":1,"n":6144}: 19.55 us, 84.7% of the roofline floor; at the spec's least alignment 23.97 us (1.23x)
 *   bench {"k":4096,"m":8,"n":28672}: 78.82 us, 98.3% of the roofline floor; at the spec's least alignment 99.31 us (1.26x)
 *   bench {"k":14336,"m":16,"n":4096}: 41.82 us, 92.8% of the roofline floor; at the spec's least alignment 52.67 us (1.26x)
 *   bench {"k":28672,"m":4,"n":8192}: 155.71 us, 99.3% of the roofline floor; at the spec's least alignment 198.31 us (1.27x)
 *   built here for sm_90a
 * akops_gemm_f16_sm100_decode: variants/gemm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2636, attempt 3678, key b7f854d7accf6db0aec9a39b4927b598e31bd54f3351180a5dc22364bba1545d
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 fab19de7823d51649dc994ce4a77bca13f3131ae8e4ed30a10e1da67d9b4c219
 *   proposer template:gemm/rowdot, params {"family":"templates/gemm/rowdot.cu","template_sha256":"edde0d04960a8132319500dfa1ada7a3d4b7520a50d2e14d25aa43c1e8255dea","values":{"ENGINE":1,"BLOCK":256,"MROWS":16,"COLS":1,"TILES":2,"UNROLL":4,"HINT":2,"MINB":1},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   164 registers, 16384 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gemm_f16_sm120_decode: variants/gemm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2638, attempt 3680, key f85249f0157b4764561995cda36c49c8bb9267e88d0f5a30a93c72d8de0b5a12
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 9bc57fd1e493c4e85aa754b3c9f15a4d1e6b554896203f5ca1b8762f204298db
 *   proposer template:gemm/rowdot, params {"family":"templates/gemm/rowdot.cu","template_sha256":"edde0d04960a8132319500dfa1ada7a3d4b7520a50d2e14d25aa43c1e8255dea","values":{"ENGINE":1,"BLOCK":256,"MROWS":16,"COLS":1,"TILES":2,"UNROLL":4,"HINT":2,"MINB":1},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   162 registers, 16384 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_gemm_f16_sm80: variants/gemm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2633, attempt 3677, key 424a4d5f9f1d5a3724b3022e76bd1a9a4c741ddd5a48c3662229d793a1798c8e
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 de00b6ded67f722dde22b0de4a0a6ea698cc99df51850d0e50a6c2fecbe2d3da
 *   proposer template:gemm/mma, params {"family":"templates/gemm/mma.cu","template_sha256":"0adb761c11d2002e48da4858c0cb34765710eb1b2e2bb6373213f1bdfcd9573c","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39","tem ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   234 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_gemm_f16_sm90a: variants/gemm_f16_sm90a.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H100 80GB HBM3 (sm_90a)
 *   job 2625, attempt 3668, key 7563e2af593b5c73dd230a6a2a3b3735d7ff0115aa208e8f267b959b0b17b5a0
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 fb3304a4cf2e288692dd4319df83684e26fc00116e842979861ef4c90e3f82b2
 *   proposer template:gemm/tma, params {"family":"templates/gemm/tma.cu","template_sha256":"0652b5b37e63d053f7c389fdacd134c97b766a0cd5fc93e0ef559eb69002ff7f","values":{"BM":128,"BN":256,"WGS":2,"STAGES":4,"GROUP_M":8,"PERSIST":1,"VSTORE":1,"LINE":0},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90a,code=sm_90a -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   229 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"k":8192,"m":8192,"n":8192}: 1445.00 us, 83.8% of the roofline floor; at the spec's least alignment 3755.79 us (2.60x)
 *   bench {"k":4096,"m":4096,"n":6144}: 275.84 us, 82.4% of the roofline floor; at the spec's least alignment 490.91 us (1.78x)
 *   bench {"k":4096,"m":4096,"n":4096}: 183.58 us, 82.5% of the roofline floor; at the spec's least alignment 402.91 us (2.19x)
 *   bench {"k":4096,"m":4096,"n":28672}: 1288.52 us, 82.3% of the roofline floor; at the spec's least alignment 2988.69 us (2.32x)
 *   bench {"k":14336,"m":4096,"n":4096}: 621.15 us, 85.3% of the roofline floor; at the spec's least alignment 1542.89 us (2.48x)
 *   bench {"k":28672,"m":2048,"n":8192}: 1242.15 us, 85.3% of the roofline floor; at the spec's least alignment 2226.15 us (1.79x)
 *   bench {"k":3584,"m":16384,"n":4608}: 742.66 us, 80.3% of the roofline floor; at the spec's least alignment 1850.07 us (2.49x)
 *   bench {"k":18944,"m":1024,"n":3584}: 190.85 us, 80.3% of the roofline floor; at the spec's least alignment 338.26 us (1.77x)
 *   built here for sm_90a
 * akops_gemm_f16_sm100: variants/gemm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2635, attempt 3679, key aa8cd1755594947e8deb108c3ef390554714ae40ad00348784dee3cda72a2fc7
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 389350dfce13f6fdfdcd11361e1894a7d712815cf54ae9253c244318b401f1e4
 *   proposer template:gemm/mma, params {"family":"templates/gemm/mma.cu","template_sha256":"0adb761c11d2002e48da4858c0cb34765710eb1b2e2bb6373213f1bdfcd9573c","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39","tem ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   168 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_gemm_f16_sm120: variants/gemm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2637, attempt 3681, key bc6e12d98e31d260c7dfe39c0cda02dab5071e878c7ebb2144af7e2d672a81a2
 *   spec sha256 87fe49fb3c006b194f1504b0079417064800aaac0a5ebc99bf81bf0cd87ff635, source sha256 b762fa47c123c89ea92aede7a3df10b586a5d90eae591ead2bfeef9b32cf9e7e
 *   proposer template:gemm/mma, params {"family":"templates/gemm/mma.cu","template_sha256":"0adb761c11d2002e48da4858c0cb34765710eb1b2e2bb6373213f1bdfcd9573c","values":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"STAGES":4,"GROUP_M":8},"common":{"templates/common/mma.cuh":"b6775145f7c4bf8aba6624148f472e5709ddca699a238d76ca4633455b8dd35f","templates/common/gemm_epi.cuh":"a01bd73ecdde15f5790bf3c9817e808e83c9234fdee8b5ac7fc9df5555ea4c39","tem ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii && /usr/local/cuda/bin/nvcc -std=c++17 -O3 -Xcompiler -fpreprocessed -c lowered/cand.cu.ii -o cand.o
 *   168 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_gemm_bf16_sm80_decode(
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
extern "C" cudaError_t akops_gemm_bf16_sm90a_decode(
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
extern "C" cudaError_t akops_gemm_bf16_sm100_decode(
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
extern "C" cudaError_t akops_gemm_bf16_sm120_decode(
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
extern "C" cudaError_t akops_gemm_bf16_sm80(
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
extern "C" cudaError_t akops_gemm_bf16_sm90a(
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
extern "C" cudaError_t akops_gemm_bf16_sm100(
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
extern "C" cudaError_t akops_gemm_bf16_sm120(
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
extern "C" cudaError_t akops_gemm_f16_sm80_decode(
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
extern "C" cudaError_t akops_gemm_f16_sm90a_decode(
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
extern "C" cudaError_t akops_gemm_f16_sm100_decode(
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
extern "C" cudaError_t akops_gemm_f16_sm120_decode(
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
extern "C" cudaError_t akops_gemm_f16_sm80(
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
extern "C" cudaError_t akops_gemm_f16_sm90a(
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
extern "C" cudaError_t akops_gemm_f16_sm100(
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
extern "C" cudaError_t akops_gemm_f16_sm120(
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
	{"w", 0, {0, 1, 2, 0, 0, 0, 0}, 1, 16, 2, {{1, 0}, {2, 0}}},
	{"y", 1, {0, 1, 2, 0, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"m", INT64_C(1), INT64_C(1048576)},
	{"n", INT64_C(1), INT64_C(65536)},
	{"k", INT64_C(1), INT64_C(65536)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3670), "akops_gemm_bf16_sm80_decode", 0},
	{1, "sm_90a", 90, 2, 0, 1, INT64_C(3654), "akops_gemm_bf16_sm90a_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3672), "akops_gemm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3675), "akops_gemm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3671), "akops_gemm_bf16_sm80", 1},
	{1, "sm_90a", 90, 2, 0, 1, INT64_C(3655), "akops_gemm_bf16_sm90a", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3673), "akops_gemm_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3674), "akops_gemm_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3676), "akops_gemm_f16_sm80_decode", 0},
	{2, "sm_90a", 90, 2, 0, 1, INT64_C(3669), "akops_gemm_f16_sm90a_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3678), "akops_gemm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3680), "akops_gemm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3677), "akops_gemm_f16_sm80", 1},
	{2, "sm_90a", 90, 2, 0, 1, INT64_C(3668), "akops_gemm_f16_sm90a", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3679), "akops_gemm_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3681), "akops_gemm_f16_sm120", 1},
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

extern "C" const struct akr_op akr_op_gemm = {"gemm", tensors, 3, syms, 3, variants, 16, classof, classes, 1, 0, 0, NULL, NULL};

extern "C" akops_status akops_gemm(const DLTensor *x, const DLTensor *w, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[3] = {x, w, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_gemm, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_gemm, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_gemm, "akops_gemm_bf16_sm80_decode", akops_gemm_bf16_sm80_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 1:
		return akr_cuda(&akr_op_gemm, "akops_gemm_bf16_sm90a_decode", akops_gemm_bf16_sm90a_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 2:
		return akr_cuda(&akr_op_gemm, "akops_gemm_bf16_sm100_decode", akops_gemm_bf16_sm100_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 3:
		return akr_cuda(&akr_op_gemm, "akops_gemm_bf16_sm120_decode", akops_gemm_bf16_sm120_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 4:
		return akr_cuda(&akr_op_gemm, "akops_gemm_bf16_sm80", akops_gemm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 5:
		return akr_cuda(&akr_op_gemm, "akops_gemm_bf16_sm90a", akops_gemm_bf16_sm90a((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 6:
		return akr_cuda(&akr_op_gemm, "akops_gemm_bf16_sm100", akops_gemm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 7:
		return akr_cuda(&akr_op_gemm, "akops_gemm_bf16_sm120", akops_gemm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 8:
		return akr_cuda(&akr_op_gemm, "akops_gemm_f16_sm80_decode", akops_gemm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 9:
		return akr_cuda(&akr_op_gemm, "akops_gemm_f16_sm90a_decode", akops_gemm_f16_sm90a_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 10:
		return akr_cuda(&akr_op_gemm, "akops_gemm_f16_sm100_decode", akops_gemm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 11:
		return akr_cuda(&akr_op_gemm, "akops_gemm_f16_sm120_decode", akops_gemm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 12:
		return akr_cuda(&akr_op_gemm, "akops_gemm_f16_sm80", akops_gemm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 13:
		return akr_cuda(&akr_op_gemm, "akops_gemm_f16_sm90a", akops_gemm_f16_sm90a((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 14:
		return akr_cuda(&akr_op_gemm, "akops_gemm_f16_sm100", akops_gemm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	case 15:
		return akr_cuda(&akr_op_gemm, "akops_gemm_f16_sm120", akops_gemm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], c.sym[2], stream));
	}
	return akr_fail(&akr_op_gemm, AKOPS_ERR_ARCH, "no variant %d", v);
}
