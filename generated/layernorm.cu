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
 *   job 2230, attempt 3250, key fb337dbeea9bd99e6aa096ef66cc53dbf5d022224f525fe2102e0fa08cd90794
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
 *   job 2233, attempt 3254, key f282af2ff26114ca876099a15e2f378999947976d65fed4566e2e30a13d6efeb
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 0216fb78cde5364d771f2d1e0533b8d347139255bb00335a842e4965114de5c5
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120_decode: variants/layernorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2236, attempt 3257, key 679e2ca5d0605a1a66bff6e00c43656353c7ba76a6e185380a708a258059a1e5
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 305592099afe2b798dd2c2b097d71e1312def69b617d93347c0a62a81adc6b6b
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_bf16_sm80_few: variants/layernorm_bf16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2231, attempt 3252, key 91a609b30ca1a3d1273b0d18e3abbe1411c6a361edccb173bedc8290a0432c9b
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
 *   job 2234, attempt 3255, key 295eee9ab21793c36eb96a430285f95ecd6bfb14165e410d5e76cf7733a68871
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 ce883667f35e713753bc7a22dc99fc7175c42b7142dc49c9c6c453018bb16f09
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 396 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120_few: variants/layernorm_bf16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2237, attempt 3259, key ca051836f84bb877ca0e65271a6e5c019f9746a35d1d80ad8ab8e77f40101030
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 a2f51333f15261b6d7521b2cf552790486e5ee3bd6b9c0d4ecf45ee030ae8bff
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   82 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_bf16_sm80: variants/layernorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2229, attempt 3251, key 26fce582908e6dff6da850845e8e811d139904dfaa3e3f9aad30c5f3ca95cb3f
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
 *   job 2232, attempt 3253, key b79360f7eedf32231ce684e8bdc91f2e41d2def034ad5c86d327efdbb639aaf0
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 39533bc88c30f77e1abf9fd71e33b3f15be3c89712f4eb5017b72d1525176d04
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 396 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120: variants/layernorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2235, attempt 3256, key 7c180e514cf618afb2834848910c8dd680c5fba18acea5cdf26efa6e92e32855
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 f72b64b5d1845df245c21d7f411e6e402cd81021f7d6203e0025849183e44106
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   82 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80_decode: variants/layernorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2275, attempt 3296, key f0c4086d5e836eaee40825fc04726b5b6a18fabf4a25c35ab84ad04af065ceb7
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
 *   job 2278, attempt 3299, key d16a5fe93612fe0fda0767645fbe2219ebe33e49e4a5f712dba69069f3eb3523
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 abf09c6554bb4cce7eae6b138a4f607ec76f53171bbbfa2682f95444f4a5da8d
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120_decode: variants/layernorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2281, attempt 3302, key fd03a94530f15c8dd6f844b9cc1d58e9a7e8132939e0fdd3aa8c3d07a98660eb
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 12bd1fac5ca621b4a29720bb4b8fbe81b5074cfc3821263f6c0e16bf8f1d4283
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80_few: variants/layernorm_f16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2276, attempt 3297, key 58aa88f3cb22ca09eda3fb58f83531fb34f204babbe00e77c46057b8c36bd6a1
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
 *   job 2279, attempt 3300, key 070d618e983218b18795f2fc84cbbf89d3ba41c9fca72219d110313f07965931
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 ca87cf4adeecab4a414f023acf8b2277ba78dc194c2da2cf2ac2de571d5f07c0
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120_few: variants/layernorm_f16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2282, attempt 3304, key b4e60aa5218e0883a571f56e6a3ca49c887956423e6556460648f823a201292a
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 4c6f5f2d2047e18ffa7336de95c2b267daada7b84d00220559d00bcc0667eb5b
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 396 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80: variants/layernorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2274, attempt 3295, key e588d016a07e2c11a6d7268ccc31040ec7904903558fd7657ba6a405da67d4b8
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
 *   job 2277, attempt 3298, key 9e1fc993c77c632c2552a8635310a9f2e31c8481dcafd31e6faf74647c74a682
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 13ff8444c5d3f5c744799d0e98aac926c053cff30e78602e78bbad36021e8ee5
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bca ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 48 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120: variants/layernorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2280, attempt 3301, key c87d42cddf10c56314c11dc9225bcb079626832f8c60834acb818a9395928275
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 6da0efbc445b59881e4f0094ca461f63f102eb7acbf25f7a833ce4dab6b356be
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bca ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 396 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80_decode: variants/layernorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2320, attempt 3341, key 0aa70e4453d32b7016a0c6b4e4cc5f8604d1ec8e2fa88615a4aec22892f91b1c
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
 *   job 2323, attempt 3344, key 3367af477afa97825cdd321672b1756781d5089e3b50a1985f31baefe6fe41f8
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 72696a408f92f0574df039c339d97782a79441e0b9342a581fbe72009e6ce47d
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120_decode: variants/layernorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2326, attempt 3347, key f5869f987ddf9aa5ce08cfb9db39ad657dd05e9158edea9137ac63fecd8abf1c
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 05c2354eedcb952cbf1c4b8a7a1774eac4cff4aa11e095e86e3fd1797ea6c86c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   94 registers, 528 bytes of static shared memory, 76 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80_few: variants/layernorm_f32_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2321, attempt 3342, key fff10c5bd81277ac890e13801303bf2f9cacd76513c6fde80842ad22acae1303
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
 *   job 2324, attempt 3345, key 90603884086abf22545699135099c20d3c35e53156574339986f24a934691db8
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 70757ba83ebedc6222d7c6fa07162aa0190bd83997366dc6f26719e41440ff93
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   158 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120_few: variants/layernorm_f32_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2327, attempt 3349, key c3aa2d3311c5455c0eab95d914522f8cc45cd28c9aa163a3cb6bc33d70e28fcd
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 1310824cf894eaaaf5a25a3a78f3d01c08cad4ed30fd19aa904966aa9375e042
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":128,"WBLOCK":64,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   158 registers, 528 bytes of static shared memory, 76 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80: variants/layernorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2319, attempt 3340, key 12afe1ef3035fd298d35fe3d3f116fc2e0d0f12b2ab09d91e9c04cc3a4506bcc
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
 *   job 2322, attempt 3343, key 2d6949b7f9852aa9037202eb458bd6d11ea4d730c1048f3b5402e226105acf70
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 c238d50944dd42da946c6b7608817cf1739d612512573e7813d4c8acd4a0b5ef
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cfa7efb280f2d4272105a292ac15f363b56b82c0ca05a362c09d9f30acbec01a","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   109 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120: variants/layernorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2325, attempt 3346, key 2a9288b2858cbc61b7cbdcd28fbc8ce31fb7441760d8caa56020db2a744d6e4d
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3250), "akops_layernorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2971), "akops_layernorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3254), "akops_layernorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3257), "akops_layernorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3252), "akops_layernorm_bf16_sm80_few", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2989), "akops_layernorm_bf16_sm90_few", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3255), "akops_layernorm_bf16_sm100_few", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3259), "akops_layernorm_bf16_sm120_few", 1},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3251), "akops_layernorm_bf16_sm80", 2},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3004), "akops_layernorm_bf16_sm90", 2},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3253), "akops_layernorm_bf16_sm100", 2},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3256), "akops_layernorm_bf16_sm120", 2},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3296), "akops_layernorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3090), "akops_layernorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3299), "akops_layernorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3302), "akops_layernorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3297), "akops_layernorm_f16_sm80_few", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3095), "akops_layernorm_f16_sm90_few", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3300), "akops_layernorm_f16_sm100_few", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3304), "akops_layernorm_f16_sm120_few", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3295), "akops_layernorm_f16_sm80", 2},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3022), "akops_layernorm_f16_sm90", 2},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3298), "akops_layernorm_f16_sm100", 2},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3301), "akops_layernorm_f16_sm120", 2},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3341), "akops_layernorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2972), "akops_layernorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3344), "akops_layernorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3347), "akops_layernorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3342), "akops_layernorm_f32_sm80_few", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2987), "akops_layernorm_f32_sm90_few", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3345), "akops_layernorm_f32_sm100_few", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3349), "akops_layernorm_f32_sm120_few", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3340), "akops_layernorm_f32_sm80", 2},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3005), "akops_layernorm_f32_sm90", 2},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3343), "akops_layernorm_f32_sm100", 2},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3346), "akops_layernorm_f32_sm120", 2},
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
