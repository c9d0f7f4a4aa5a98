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
 *   job 2500, attempt 3520, key 6fb64cc693a63e665ed5e750b75240cd1cf7ad8d721a30a4d519c284f4a93a29
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 eb581096a8e13b1afdf98014c46ec782be0fbaa8246a7d8c4a06693715454efe
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
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
 *   job 2503, attempt 3524, key 96cdd0efe449bff8b8e14af623847d49d13427955bb929063bf15810caf08cb2
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 0216fb78cde5364d771f2d1e0533b8d347139255bb00335a842e4965114de5c5
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120_decode: variants/layernorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2506, attempt 3527, key 49ea83303cb2f60b85d4a32079fb8df1b3a2a4d1adc6aa67175ceb503510debb
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 305592099afe2b798dd2c2b097d71e1312def69b617d93347c0a62a81adc6b6b
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_bf16_sm80_few: variants/layernorm_bf16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2501, attempt 3522, key 9c5842c6d09f6ac370ad91957a1bf072826c8579cc013bce4811a47ebe2f5a8d
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 dea4552c9d3bfcba96c2af9e6ee7727f971867f8c10cbaae0cc9a0f0cd6675e9
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
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
 *   job 2504, attempt 3525, key 202f126ed61cc94325f38f29d93615cceda43cf2bc96f2f392859d67f6d3e69d
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 ce883667f35e713753bc7a22dc99fc7175c42b7142dc49c9c6c453018bb16f09
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 396 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120_few: variants/layernorm_bf16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2507, attempt 3529, key cc7efd5d42bd878bee7dcae15dbb101f665cd997992eb3e1b32718a757e8adec
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 a2f51333f15261b6d7521b2cf552790486e5ee3bd6b9c0d4ecf45ee030ae8bff
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   82 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_bf16_sm80: variants/layernorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2499, attempt 3521, key fe58a1451c242f748650a5a50e9a617bee136f7066649247d7eacd70edb9abdd
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 226054f645759412cf299bbeab8a245c3fffbd158863a67f471d62cf5ecb027f
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
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
 *   job 2502, attempt 3523, key d1becabfe5df7c97646a4c6702aaf995f7d8b9e094121b82cbfdb2c0888777a7
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 39533bc88c30f77e1abf9fd71e33b3f15be3c89712f4eb5017b72d1525176d04
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 396 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120: variants/layernorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2505, attempt 3526, key 9e8bd54f926e7ff9a377a9ea7bba325330b5682da8d4ffa1c3279b8b5022e701
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 f72b64b5d1845df245c21d7f411e6e402cd81021f7d6203e0025849183e44106
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   82 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80_decode: variants/layernorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2545, attempt 3565, key f445d90a47572063cfb8925d54d6ca55dc316c7c08f5255896962566302fa84c
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 c3b80d3c1e33ae6e796deeae53c6703cca5ccb390fac7155ef41cb44b01df309
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
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
 *   job 2548, attempt 3569, key 5b625d8bce9d4ecd28090534fc6330706817dc70fae36e2d61c83b21adea9f5f
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 abf09c6554bb4cce7eae6b138a4f607ec76f53171bbbfa2682f95444f4a5da8d
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120_decode: variants/layernorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2551, attempt 3572, key d9188d1c06fb4a6de381b1a4237dfece26064457070f276facc9526246df0983
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 12bd1fac5ca621b4a29720bb4b8fbe81b5074cfc3821263f6c0e16bf8f1d4283
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80_few: variants/layernorm_f16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2546, attempt 3567, key 11f2bbf81befaa16be02bb8b06dc77d4ddd6bb83586d992d515331b6636543a2
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 98a81a93163bd66765bc24722de0e35da3f9efe235629e801afac4658e45228c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
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
 *   job 2549, attempt 3570, key 355508b708622335fb03d4cc1e873915457f216d0995f89dc60eb2794f7c9efe
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 ca87cf4adeecab4a414f023acf8b2277ba78dc194c2da2cf2ac2de571d5f07c0
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120_few: variants/layernorm_f16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2552, attempt 3574, key d35166908f322b6d1da264a3d5212d7cbfc8371c88aa25ab3b77d2ccebd74612
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 4c6f5f2d2047e18ffa7336de95c2b267daada7b84d00220559d00bcc0667eb5b
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 396 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80: variants/layernorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2544, attempt 3566, key ee3f9e681f63215eb27de0daff6fcd4855180ae5cd7755880d2a3d1af5a1bc38
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 06ae7f24b59ec2832577a6baf5ffcf1ae7c0b69563b6a0efe1c816587fb7f686
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bca ...
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
 *   job 2547, attempt 3568, key 71155d11986965dedb5a32b507282ce58317521ee326d497aedc1b4cc0c1b3e5
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 13ff8444c5d3f5c744799d0e98aac926c053cff30e78602e78bbad36021e8ee5
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bca ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 48 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120: variants/layernorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2550, attempt 3571, key a6b584fa71ad15bc4cad194c2aa29aba6ecabcbb504c0e99150d70478322c433
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 6da0efbc445b59881e4f0094ca461f63f102eb7acbf25f7a833ce4dab6b356be
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bca ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80_decode: variants/layernorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2590, attempt 3611, key 300d545ce01d3a737ae65966c35f5de62dc559d3d72d40f1076ecad226b65194
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 8ed092e76304c91dffa2adfdd75c7a995d6489f13894bb58adfa15aab6f402b2
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
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
 *   job 2593, attempt 3614, key a0f6b040dcfe26aea3692affdab8d4860824d8ddb955c16d6c04b08a5aa5c446
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 72696a408f92f0574df039c339d97782a79441e0b9342a581fbe72009e6ce47d
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120_decode: variants/layernorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2596, attempt 3617, key e15cbfb003094bb694c6c6a2fe6fd01a90a3f8c029957b0933ef4eebd94459b1
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 05c2354eedcb952cbf1c4b8a7a1774eac4cff4aa11e095e86e3fd1797ea6c86c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   94 registers, 528 bytes of static shared memory, 76 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80_few: variants/layernorm_f32_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2591, attempt 3612, key 2b4299cc899bde15492340b097114c2937af646be221313646b6f7afb0ee8ab4
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 4e18de331a9359fa935f9b9a3dd34a5aef708d6b369643e447f6e8b9e40b91fe
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
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
 *   job 2594, attempt 3615, key 2647529719dff3285780ab1ae2ede404125e6e6a92e4651d95d198951d0db27d
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 70757ba83ebedc6222d7c6fa07162aa0190bd83997366dc6f26719e41440ff93
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   158 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120_few: variants/layernorm_f32_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2597, attempt 3619, key 99a327f6ba530dcd32cba985c4d8e2fce25939be82e4f4ffeb3b3843ef3ab0d4
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 1310824cf894eaaaf5a25a3a78f3d01c08cad4ed30fd19aa904966aa9375e042
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   158 registers, 528 bytes of static shared memory, 76 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80: variants/layernorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2589, attempt 3610, key 86ca2cff1ee936b9edacc0485aad911b62de3ad0558bbceb3fcb8563ceadd1f7
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 c7d500ec0f03c008e2b09d483eb39cf84bf0b5a42ad9f9016a2104dc5d58586a
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
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
 *   job 2592, attempt 3613, key 579db0197e40eaccf1debb6dfbcfbefed0f572c8fa28e2ae37bf3f1a00adc833
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 c238d50944dd42da946c6b7608817cf1739d612512573e7813d4c8acd4a0b5ef
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   109 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120: variants/layernorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2595, attempt 3616, key 973740c2d6d6fe82a3b976d9b6da34fb101cf06944a09f78901ef89bf7b219f2
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 7b853deda7c94eb6c3350623adc7d6578c1084757be9fc317af3e362d1595f92
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3520), "akops_layernorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2971), "akops_layernorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3524), "akops_layernorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3527), "akops_layernorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3522), "akops_layernorm_bf16_sm80_few", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2989), "akops_layernorm_bf16_sm90_few", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3525), "akops_layernorm_bf16_sm100_few", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3529), "akops_layernorm_bf16_sm120_few", 1},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3521), "akops_layernorm_bf16_sm80", 2},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3004), "akops_layernorm_bf16_sm90", 2},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3523), "akops_layernorm_bf16_sm100", 2},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3526), "akops_layernorm_bf16_sm120", 2},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3565), "akops_layernorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3090), "akops_layernorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3569), "akops_layernorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3572), "akops_layernorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3567), "akops_layernorm_f16_sm80_few", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3095), "akops_layernorm_f16_sm90_few", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3570), "akops_layernorm_f16_sm100_few", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3574), "akops_layernorm_f16_sm120_few", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3566), "akops_layernorm_f16_sm80", 2},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3022), "akops_layernorm_f16_sm90", 2},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3568), "akops_layernorm_f16_sm100", 2},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3571), "akops_layernorm_f16_sm120", 2},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3611), "akops_layernorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2972), "akops_layernorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3614), "akops_layernorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3617), "akops_layernorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3612), "akops_layernorm_f32_sm80_few", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2987), "akops_layernorm_f32_sm90_few", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3615), "akops_layernorm_f32_sm100_few", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3619), "akops_layernorm_f32_sm120_few", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3610), "akops_layernorm_f32_sm80", 2},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3005), "akops_layernorm_f32_sm90", 2},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3613), "akops_layernorm_f32_sm100", 2},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3616), "akops_layernorm_f32_sm120", 2},
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
