/* layernorm.cu: the dispatcher of akops_layernorm, written by akgen 0.1.0 from specs/layernorm.yaml; do not edit.
 *
 * y = (x - mean(x)) / sqrt(var(x) + eps) * w + b, mean and biased variance over the
 * last dim
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_layernorm_bf16_sm80_decode: variants/layernorm_bf16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1965, attempt 2896, key a101515b2b9e379b5750190b8fda94e702ce01408150b42ad2873902a5b80b8c
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 af0d27c048d68573756cc226038d5d212d2215b7bd30dab8b1188dfa73d2906e
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_bf16_sm90_decode: variants/layernorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2010, attempt 2971, key 6a81ef5a44d53e3db75fd35e710c656d70bd6cb56f4648447db59a92a930844d
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 d24a055bc4c87f9d2196ceb19b8fd202268388504dc5e453ce701b3e96b31ed0
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.21 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 2.24 us, 0.6% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100_decode: variants/layernorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1966, attempt 2897, key be68e39aed7eec556879d1052e739d0fba486f773e5d94b9ab835131b1175f02
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 1befffc0574b91fca777280f5e3819bc4cdce40cabae4223f7e7f413b06596f8
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120_decode: variants/layernorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1969, attempt 2900, key 20831c0f707cb1920b3792645d3d5d77bcebb27ed8b6497bc7f4abee7f1bf3eb
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 89d83d0ad74cade0bc3cb0be8d66aa60ab107b9f96dc3f8366ff7bb169efd90a
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_bf16_sm80_few: variants/layernorm_bf16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1963, attempt 2895, key fea9a9cc1e9674ac709c23f46c69361d7a3de8c8908d089d182f65c24b284163
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 633abce1526097027bfcf0f26492ba1830667cd0ad9ce4d51c1d104fec3316fe
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_bf16_sm90_few: variants/layernorm_bf16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2016, attempt 2989, key 59e9f3ef7b751acff62fea3b71db8f7081952d30f4661ac54e04aa9fc3641e5f
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 6c7f1e693b979c547071ae03238e2eed4cd1077d91ff171f840f878466a74d1f
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 396 bytes of static shared memory, 24 bytes spilled
 *   bench {"cols":1600,"rows":256}: 2.69 us, 14.3% of the roofline floor
 *   bench {"cols":1024,"rows":512}: 2.59 us, 19.0% of the roofline floor
 *   bench {"cols":768,"rows":1024}: 2.69 us, 27.4% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100_few: variants/layernorm_bf16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1967, attempt 2898, key deb54aa76a391d4d088ca286f7ee25c7a262b23b6ef4e131d3476ef90e7e9bf9
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 f63b657709e813d6db53249b2de0654faf61f475e0e14b182b9231ceaec0ced9
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 396 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120_few: variants/layernorm_bf16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1970, attempt 2902, key a59266aa7771557a4e118ca5b28b7814fe2064eba3dd189ec2fe6012d9299d88
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 a460e43fa0a4aa9ea176086c5330fe5dbcf6ddad2efd93bc1bc18b38b816d9bb
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   82 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_bf16_sm80: variants/layernorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1962, attempt 2893, key 1f570e69b9d4939bdb739db3d5da2527e2baef5e8b0663d09f34e7a19de60730
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 6bdf1418787ba9a67886d96d276e01cf4fa984ecf453a996d53bf0d321d7a6eb
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_bf16_sm90: variants/layernorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2023, attempt 3004, key f57420ddd9591815d67e593632de7dc1864f95d43a98646cd53c5a62c7f2dbf1
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 5c6d11105b0aef49bff4306031dc8f023475a3f749ff631899d5129c50f1f6d9
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 396 bytes of static shared memory, 24 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 61.41 us, 102.4% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 34.91 us, 90.1% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 16.38 us, 95.9% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100: variants/layernorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1964, attempt 2894, key 7fef020870014f1b69cfaa9d9e22a92ae58ba4321f9f25568342628d916a5c3f
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 f63a5ab410209393f37291b6ac36ad6ed7ce18c34dd266aab80ef0b86d778fcf
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 396 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120: variants/layernorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1968, attempt 2899, key d28c6cced69dcfc9a4de31421dddd3d034b5a267e55ddd6a9ec5fa0c385492e6
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 4e0e7fcf116b317e75fefaaac85c33ba759ace97165c2eaf7a9e6b5eba98726a
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   82 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80_decode: variants/layernorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1972, attempt 2903, key afa72ea903a6ec47ba9fc613db639e72c03efe9f48f92fb0b7647bf460de24e0
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 08b8f3f4fc4b28ec55fece9a267f414121b0d1d4fced95fb68f01a26329d52f3
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f16_sm90_decode: variants/layernorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2075, attempt 3090, key c2ff1d7031970b7731f9a59a9724f12c6c487cae6687d00339407544bc6512ea
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 ed365a45c6c3e38c1f1a268b5f5467547cce00e194652d6ff4a91b57c82d1467
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.24 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 2.27 us, 0.6% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f16_sm100_decode: variants/layernorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1975, attempt 2906, key d9abafa9440d0a91448c570dac758036ebb0ace42c46688568141251140c9b7c
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 f5830703ac08c9839f482ca12d17dac2b4ea2cc158c4516f37f77e74c386238b
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120_decode: variants/layernorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1978, attempt 2909, key 661a0a62feb72b9c4bdd2de4ce9b5ae45389a1ab715d7cb8d469e421da89835e
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 19734b7120c395f2a1d53fc5526b7ca5dd58194e7799275136e91d8c718a1cd7
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80_few: variants/layernorm_f16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1973, attempt 2904, key 3689ae217885cb795166c559612e12a248549f5f206618c303c4239c7800c4ab
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 a5f6390d340fa8ddd4216c36b90adf5854fbd6904b8f35a31fe89bee6c405a3c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   116 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f16_sm90_few: variants/layernorm_f16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2071, attempt 3095, key 5c6c09d1db2077227cf44293005a1353280df1b4d28183bfe42b5c4d31d6960c
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 9fd44d3068a464bb658905eb16a96184cb5459640f83605ec9792e4565184a5c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":1600,"rows":256}: 2.82 us, 13.7% of the roofline floor
 *   bench {"cols":1024,"rows":512}: 2.59 us, 19.0% of the roofline floor
 *   bench {"cols":768,"rows":1024}: 2.72 us, 27.1% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f16_sm100_few: variants/layernorm_f16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1976, attempt 2907, key 1504afb615d09d30f49be11c59d61e76dbc969923310abb8307ddb940ebeee3b
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 36871e13a78a92ebf835bf07c1e009f1b0faa3dc98650bec58868f163ff56b90
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120_few: variants/layernorm_f16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1979, attempt 2910, key ed8f6c4776d840d952e425c2ef4937d7d6dfb3b7f773d50115c8bf7777fcf8b2
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 7012ac77bf1238700ff16423faa2a540eda881fcf4281808a779a7fa4b909360
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 396 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80: variants/layernorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1971, attempt 2901, key 4d2f3f48a5c0b24b2c61c38142fa6f373fc5a12e590f46cd09b95d31f8c1f7cd
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 78fba3d56b4ffdc5fe24f9995594e55d2b8d736186c278c7b8c548dace03006a
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f16_sm90: variants/layernorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2036, attempt 3022, key 78440bfd91a7044f75592e1e72eb94937ae84d36baacf24adc6d16b702bdf0c9
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 a0b982b2e0a75e03d7340e3b08fe96acf0292ea661c4b4d075abdd8d506134a8
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 396 bytes of static shared memory, 24 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 63.94 us, 98.4% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 33.82 us, 93.0% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 17.50 us, 89.8% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f16_sm100: variants/layernorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1974, attempt 2905, key 2562db9dd5e98c8b0ccf52a586bf1d2b1c1650b69275886992b796fa8591b86f
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 d69c3d9f2da14ce4c652949252c4bf128cce2e0500f8307e68cbd31cb272bb94
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 48 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120: variants/layernorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1977, attempt 2908, key 17416ce77fad634f61d0a153c4a5d94c9464980590fadfade950d0375591b37d
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 963b479ff8fd8c69093285e34687771faa169353446a12818a07ee93d46503b9
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80_decode: variants/layernorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1981, attempt 2912, key 22af2da8e9df71b12ef4dcab1909c25f198348be77e358c74518e08fb455a15b
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 dc6af983b02eef219af90143570ba53906100278d15980f756672596ea1f884e
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f32_sm90_decode: variants/layernorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2012, attempt 2972, key 4e030efc8dc493508277a73ccb2a7e41a2f89190be0c7f7650ea011dc05dab21
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 5485a840a7e75b401f3723dab5d6df6d4db29ce7d83244ae0daabf971546d7b0
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 408 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.27 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 2.34 us, 1.2% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100_decode: variants/layernorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1984, attempt 2915, key f6417f09acb60d3bf502cd652454cec876fb7e3b4a7efbd5e2249e28c3030aa6
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 614058795adeaeeb83650f1daa61265131b557919ac22676f672fb3f1d1012ba
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120_decode: variants/layernorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1987, attempt 2918, key 888b12f915520568a3a689c8458c3ba5cfd9a1379b10be1b4d8b3583da43d5c4
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 8559fa16e2b4d6ac5283c346cc32a3cd9d097cd404b69f6c26b960fe3fc8418a
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   94 registers, 528 bytes of static shared memory, 76 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80_few: variants/layernorm_f32_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2002, attempt 2957, key 5e150eadaa3f5572a787d9b213303db866486736e8af12357527df92160822ac
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 35748b9c1f714c71506f04b5757c2f0fcbe1f772889251c38fa8ac79b11fc250
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   156 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f32_sm90_few: variants/layernorm_f32_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2020, attempt 2987, key 0ef5ec92d4529022d2be0808dad8c2fcea3bb57896809595878482f913a70bdc
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 baa3c692ddf4724be7cb09a44e2a21903231258cb4887b805cd724dbb91c4192
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   148 registers, 528 bytes of static shared memory, 408 bytes spilled
 *   bench {"cols":1600,"rows":256}: 3.01 us, 25.6% of the roofline floor
 *   bench {"cols":1024,"rows":512}: 2.82 us, 35.0% of the roofline floor
 *   bench {"cols":768,"rows":1024}: 3.46 us, 42.7% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100_few: variants/layernorm_f32_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2003, attempt 2958, key ec363085689129ae3242099aa6749ff750ad94b6d2c1b4b875148bf9106829dd
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 09d6d8c1ddc29c9ce4c1605879acb513ad90a746f09d21448db280a271f696fb
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   158 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120_few: variants/layernorm_f32_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2004, attempt 2959, key c38a47cd1518ddf058dd658c9ee7b7d67177575d122fe35b8ef5831a5bea2fdd
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 f65803a5d4c6ba88a94d795adad15d5f43d344e95ad974be3cf7e779a11277ed
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   158 registers, 528 bytes of static shared memory, 76 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80: variants/layernorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1980, attempt 2911, key d5728dea019b19a93d91d024351e730c83493b7ebd90c6e541a9fff021dcd370
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 e9701544ed1c435df6c72396b5ded0b650459bac478ee43ff65f63c793d38446
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f32_sm90: variants/layernorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2027, attempt 3005, key b9c849eef65d3a08ebc8b80cd0a04b317ccc551ef591eae9528cb9729b95480d
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 499a88d880cedaa83483d4df700ce0fdbdb8e72834e8700372b9a265ba40141b
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 528 bytes of static shared memory, 408 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 122.08 us, 103.0% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 65.41 us, 96.1% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 30.18 us, 104.2% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100: variants/layernorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1983, attempt 2914, key 5fc2dc6edf0a4f6f17f6103361d8337f325387bec5d76c76d43dd0921171fdca
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 828b40b8b921006a09a58597586cfb4d209609e552f30ad86471cc331145e209
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   109 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120: variants/layernorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1986, attempt 2917, key e8ca530780c7d3486cc94264e8dd39f83bef24670be5ef35f88acac0a75ba8d5
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 2fcd8bbc95409e1af018401cdf6148901ed86e651ce686baebc11878be93345f
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   128 registers, 528 bytes of static shared memory, 76 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_layernorm_bf16_sm80_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm90_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm100_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm120_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm80_few(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm90_few(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm100_few(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm120_few(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm80(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm90(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm100(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_bf16_sm120(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	const __nv_bfloat16 *b,
	int64_t b_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm80_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm90_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm100_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm120_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm80_few(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm90_few(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm100_few(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm120_few(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm80(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm90(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm100(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f16_sm120(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	const __half *b,
	int64_t b_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm80_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm90_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm100_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm120_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm80_few(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm90_few(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm100_few(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm120_few(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm80(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm90(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm100(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_layernorm_f32_sm120(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	const float *b,
	int64_t b_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"w", 0, {0, 1, 2, 3, 0, 0, 0}, 2, 16, 1, {{1, 0}}},
	{"b", 0, {0, 1, 2, 3, 0, 0, 0}, 2, 16, 1, {{1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(2147483647)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2896), "akops_layernorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2971), "akops_layernorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2897), "akops_layernorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2900), "akops_layernorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2895), "akops_layernorm_bf16_sm80_few", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2989), "akops_layernorm_bf16_sm90_few", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2898), "akops_layernorm_bf16_sm100_few", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2902), "akops_layernorm_bf16_sm120_few", 1},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2893), "akops_layernorm_bf16_sm80", 2},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3004), "akops_layernorm_bf16_sm90", 2},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2894), "akops_layernorm_bf16_sm100", 2},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2899), "akops_layernorm_bf16_sm120", 2},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2903), "akops_layernorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3090), "akops_layernorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2906), "akops_layernorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2909), "akops_layernorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2904), "akops_layernorm_f16_sm80_few", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3095), "akops_layernorm_f16_sm90_few", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2907), "akops_layernorm_f16_sm100_few", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2910), "akops_layernorm_f16_sm120_few", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2901), "akops_layernorm_f16_sm80", 2},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3022), "akops_layernorm_f16_sm90", 2},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2905), "akops_layernorm_f16_sm100", 2},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2908), "akops_layernorm_f16_sm120", 2},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2912), "akops_layernorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2972), "akops_layernorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2915), "akops_layernorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2918), "akops_layernorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2957), "akops_layernorm_f32_sm80_few", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2987), "akops_layernorm_f32_sm90_few", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2958), "akops_layernorm_f32_sm100_few", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2959), "akops_layernorm_f32_sm120_few", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2911), "akops_layernorm_f32_sm80", 2},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3005), "akops_layernorm_f32_sm90", 2},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2914), "akops_layernorm_f32_sm100", 2},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2917), "akops_layernorm_f32_sm120", 2},
};

/* the spec's shape classes */
static const char *const classes[] = {"decode", "few"};

static int classof(const int64_t *sym, const int *esize)
{
	int okv = 1, *ok = &okv;

	(void)sym;
	(void)esize;
	/* rows <= 16 */
	if ((sym[0] <= INT64_C(16)))
		return okv ? 0 : 2;
	if (!okv)
		return 2;
	/* rows <= 1024 && rows * cols <= 4194304 */
	if (((sym[0] <= INT64_C(1024)) && (akr_mul(sym[0], sym[1], ok) <= INT64_C(4194304))))
		return okv ? 1 : 2;
	if (!okv)
		return 2;
	return 2;
}

extern "C" const struct akr_op akr_op_layernorm = {"layernorm", tensors, 4, syms, 2, variants, 36, classof, classes, 2, 0, 0, NULL, NULL};

extern "C" akops_status akops_layernorm(const DLTensor *x, const DLTensor *w, const DLTensor *b, DLTensor *y, float eps, cudaStream_t stream)
{
	const DLTensor *t[4] = {x, w, b, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_layernorm, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (!(eps > 0 && eps < 1))
		return akr_fail(&akr_op_layernorm, AKOPS_ERR_SCALAR_RANGE, "eps = %g is outside (0, 1)", (double)eps);
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_layernorm, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm80_decode", akops_layernorm_bf16_sm80_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 1:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm90_decode", akops_layernorm_bf16_sm90_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 2:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm100_decode", akops_layernorm_bf16_sm100_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 3:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm120_decode", akops_layernorm_bf16_sm120_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 4:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm80_few", akops_layernorm_bf16_sm80_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm90_few", akops_layernorm_bf16_sm90_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm100_few", akops_layernorm_bf16_sm100_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm120_few", akops_layernorm_bf16_sm120_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm80", akops_layernorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm90", akops_layernorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm100", akops_layernorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm120", akops_layernorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 12:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80_decode", akops_layernorm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 13:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90_decode", akops_layernorm_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 14:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100_decode", akops_layernorm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 15:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120_decode", akops_layernorm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 16:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80_few", akops_layernorm_f16_sm80_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 17:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90_few", akops_layernorm_f16_sm90_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 18:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100_few", akops_layernorm_f16_sm100_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 19:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120_few", akops_layernorm_f16_sm120_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 20:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80", akops_layernorm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 21:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90", akops_layernorm_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 22:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100", akops_layernorm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 23:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120", akops_layernorm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 24:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80_decode", akops_layernorm_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 25:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90_decode", akops_layernorm_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 26:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100_decode", akops_layernorm_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 27:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120_decode", akops_layernorm_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 28:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80_few", akops_layernorm_f32_sm80_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 29:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90_few", akops_layernorm_f32_sm90_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 30:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100_few", akops_layernorm_f32_sm100_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 31:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120_few", akops_layernorm_f32_sm120_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 32:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80", akops_layernorm_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 33:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90", akops_layernorm_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 34:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100", akops_layernorm_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 35:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120", akops_layernorm_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_layernorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
