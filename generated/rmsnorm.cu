/* rmsnorm.cu: the dispatcher of akops_rmsnorm, written by akgen 0.1.0 from specs/rmsnorm.yaml; do not edit.
 *
 * y = x / sqrt(mean(x^2 over the last dim) + eps) * w
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_rmsnorm_bf16_sm80_decode: variants/rmsnorm_bf16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1509, attempt 2287, key 971af62cbfb3dc400e550bed537684539231603f31c60f52d28bfa163f621fa8
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 2328ead9f0c46eb6681c1b93d63d89e2f5d4feb4e2dcaa8e2d937dfb8dacb290
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   84 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_bf16_sm90_decode: variants/rmsnorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1454, attempt 2204, key 16100273bd85c3a6353d321c6eb51d6070210003ae3d77fc500b8b29a621f537
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 4628701bb1473ef102905b7257a80c870df27488848bd29e2d926c9b4b9b618e
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.62 us, 0.2% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 2.78 us, 2.4% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.53 us, 2.2% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100_decode: variants/rmsnorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1511, attempt 2288, key e4efffa89ab5af0fea952164224686b182aaa195330cc8504c7a9357310f616e
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 5f9c8c16ad1be7e99dd859696dbda9ed9340731b592b48973574ce470423de89
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120_decode: variants/rmsnorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1513, attempt 2290, key ace853b6b88622274e097b64701a82ea6015da04a805d1e4471c883faf44278c
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 238a542ce775fc6a5f7c9885920e7922aba7fd918c92feb32c9edcacc2d8ab0c
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_bf16_sm80: variants/rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1508, attempt 2286, key 0ec012f7993e918c8ea96871cdd27a15756663be8fe56fd4be0c731bac77fc59
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 cc50d626b224289d799c076081de4145a017687eae1b62943657fae56b4f16ab
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   84 registers, 264 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_bf16_sm90: variants/rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1453, attempt 2199, key 96c8bf63604b9c6ecb31bed94610a5a8684a48d91106a7a1c0445eba46b8835b
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 e922f2cd4905dc4b47d0d1e848b137c49a81132f543438cbc1885dd46e8b9beb
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 62.62 us, 101.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 31.23 us, 101.4% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 126.11 us, 100.4% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100: variants/rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1510, attempt 2289, key cdb2e4e017d1505a3fd1bc2aa342dfa6204829977481c71e0e2f371cf787b9bd
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 cd65088a70aa287817c0a992a765a7ef41eeaf06327c2a30ad45909ab2de37d3
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120: variants/rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1512, attempt 2291, key 7291fb83eacc826e4803039599e1fe2819999d77068ff2ac50db87ae098dc123
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 c2afe177fcaf8b18c77a504355befd0c119b76acb06b6ca2d006a17b22ba107d
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80_decode: variants/rmsnorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1545, attempt 2323, key ab67f119999c4fe23bb585fcc9d989a680a157ce5e81e3581bcc7eb2c9a76751
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 d8d8147d10fb0115813716b03a1b7eedbd56273e2cb18ab69a079477979adc82
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f16_sm90_decode: variants/rmsnorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1462, attempt 2219, key d61130d6970f20307a73d572461a74aa2eb60f6814cd0cff4cf39c3c2ddb75c7
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 b9e9fe9d64126cad3da75b2aef251f56e2d91230cc14d62009b70f30292686fe
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   78 registers, 264 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":4096,"rows":1}: 3.49 us, 0.2% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 3.62 us, 1.8% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 3.27 us, 1.7% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100_decode: variants/rmsnorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1547, attempt 2325, key 87471a4596c0dcc1c9114297dc9d5495bcfcf4a21a4f4bebc0647021226099d7
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 8172bd2ca93cc6fe24119c5c0267eb0270ba12376961d25b10a17877f7449fc4
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120_decode: variants/rmsnorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1549, attempt 2328, key e482d7ccf23e8ecbe3b1708d1e0ead1aecb728c9b58fe51490c89491fb7ff1fb
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 d640bf37d5f069d6c50bf4de2cbf17b6e4dbbb42ba4823261a342439b986e2fe
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80: variants/rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1544, attempt 2322, key 62ead8c0b1840e82ffafbc93365409c7546233671d45ab838c021f1eec8a6168
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 6b0980ac3c2f2b04abbcfef61b8bdf8dc0789b3afc4a9aa6b0d6001837c8aa31
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f16_sm90: variants/rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1461, attempt 2220, key 81b978108ef814d7a6932c23d9d624b835cb7d79a0ae6c88272decb0946cfd9b
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 a3b2f944f83aa224bbcae80ce04e4e00c9978f1f448871327016e919e5e265be
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 63.23 us, 100.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 31.23 us, 101.4% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 128.19 us, 98.8% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100: variants/rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1546, attempt 2324, key 2e8c80e437a6326e6718f05586ccaf8756e6a23d39f065ee9d1b5e84b62ba34d
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 eb3c26503a6cca8350d6c39223b0577f049124bdb02b7bc152eb35b29fa44a07
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 48 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120: variants/rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1548, attempt 2326, key bc0cd92a7796850956c8665cbef2ca82f7294615fbeec4f3c63004a13ad3bbbf
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 bee3ce55b4b696bb9a61a934cb86e6234d5d86d2fe5b431b9daf3ae2d920f896
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80_decode: variants/rmsnorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1581, attempt 2358, key b6dd116c2e833e50e76a982e44658d6461614e969166caf836ecde1004d6618c
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 e0812abdee9ec9132aea97703763548af96a5417994223e6b0a828096ba7c7c0
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   68 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f32_sm90_decode: variants/rmsnorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1468, attempt 2225, key 51a4274a798c1995e2585f4c8c87f5826742f96e95a7b4d5a8cc2bed4a750a0e
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 bb1e969e497d1098af868530d2f7b0a8e1915d36165aefb96962b6298742abea
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.94 us, 0.4% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 3.04 us, 4.3% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.82 us, 4.0% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100_decode: variants/rmsnorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1583, attempt 2360, key b0f74446ce1970f52e7c7a71d4dde4417dace4569dd66ecde7592a106fd11800
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 a1f44a693ebdfb48b428bab4e52f5f19cced3238fe0d191f1bb0339fc216e124
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120_decode: variants/rmsnorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1585, attempt 2362, key 555503718ee4937ce7281eb3334bddd77f5dfb548cd2156c45d70cd4bffa49ee
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 b7c7d4954a9a3403f9da6329c068f7dffcf38f6cf20d00bd98be2cbd9d67eec8
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   74 registers, 264 bytes of static shared memory, 48 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80: variants/rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1580, attempt 2359, key 3b62006fd615fde6dede5ffc2916ec868976c0aba750ed9ed5bf43c9bea762ea
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 9c44a3bc8b6f8dd3d7d3f50ca024fe305f6683327c4e8225924f85fede12fdeb
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f32_sm90: variants/rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1467, attempt 2224, key f8e94e25486b5f707a5fc76f08812069e0bba6f89e45b0834711331c544107a4
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 d2ccec5fd0927332a485dc3e70914562dfe76a15179ea1ad503d1e1171a9b7be
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 124.19 us, 102.0% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 61.63 us, 102.7% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 251.94 us, 100.5% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100: variants/rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1582, attempt 2361, key b0554afd552e7a870ac3218d8b3177969d237f14ee287b8e83800011cb84f922
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 8343a1131b7611248e6bf86bcdfddc3fd555ae1ac0bcae205f615d1ea8341a4e
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 40 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120: variants/rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1584, attempt 2363, key 1bbbdc7900a1ba8d089f29cd683c733352e1a3bbd598763c8fbadddd3d325959
 *   spec sha256 6da20e167d9127ffdcf4b8edfdf9ac4d5eafc84173fd4af9a06a83574dc56ce9, source sha256 9918537cd663a3f90186a789959175b878f0805411388a5c3ab6330395b3547c
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"73306edff1cf15516d20514a079552c24e8d32f9fdcdd5319978cc7968919376","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 264 bytes of static shared memory, 104 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_rmsnorm_bf16_sm80_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm90_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm100_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm120_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm80(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm90(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm100(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm120(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm80_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm90_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm100_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm120_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm80(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm90(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm100(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm120(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm80_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm90_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm100_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm120_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm80(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm90(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm100(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm120(
	const float *x,
	int64_t x_stride0,
	const float *w,
	int64_t w_stride0,
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
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(2147483647)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2287), "akops_rmsnorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2204), "akops_rmsnorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2288), "akops_rmsnorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2290), "akops_rmsnorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2286), "akops_rmsnorm_bf16_sm80", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2199), "akops_rmsnorm_bf16_sm90", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2289), "akops_rmsnorm_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2291), "akops_rmsnorm_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2323), "akops_rmsnorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2219), "akops_rmsnorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2325), "akops_rmsnorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2328), "akops_rmsnorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2322), "akops_rmsnorm_f16_sm80", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2220), "akops_rmsnorm_f16_sm90", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2324), "akops_rmsnorm_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2326), "akops_rmsnorm_f16_sm120", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2358), "akops_rmsnorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2225), "akops_rmsnorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2360), "akops_rmsnorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2362), "akops_rmsnorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2359), "akops_rmsnorm_f32_sm80", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2224), "akops_rmsnorm_f32_sm90", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2361), "akops_rmsnorm_f32_sm100", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2363), "akops_rmsnorm_f32_sm120", 1},
};

/* the spec's shape classes */
static const char *const classes[] = {"decode"};

static int classof(const int64_t *sym, const int *esize)
{
	int okv = 1, *ok = &okv;

	(void)sym;
	(void)esize;
	/* rows <= 16 */
	if ((sym[0] <= INT64_C(16)))
		return okv ? 0 : 1;
	if (!okv)
		return 1;
	return 1;
}

extern "C" const struct akr_op akr_op_rmsnorm = {"rmsnorm", tensors, 3, syms, 2, variants, 24, classof, classes, 1, 0, 0, NULL, NULL};

extern "C" akops_status akops_rmsnorm(const DLTensor *x, const DLTensor *w, DLTensor *y, float eps, cudaStream_t stream)
{
	const DLTensor *t[3] = {x, w, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_rmsnorm, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (!(eps > 0 && eps < 1))
		return akr_fail(&akr_op_rmsnorm, AKOPS_ERR_SCALAR_RANGE, "eps = %g is outside (0, 1)", (double)eps);
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_rmsnorm, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm80_decode", akops_rmsnorm_bf16_sm80_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 1:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm90_decode", akops_rmsnorm_bf16_sm90_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 2:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm100_decode", akops_rmsnorm_bf16_sm100_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 3:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm120_decode", akops_rmsnorm_bf16_sm120_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 4:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm80", akops_rmsnorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm90", akops_rmsnorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm100", akops_rmsnorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm120", akops_rmsnorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm80_decode", akops_rmsnorm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm90_decode", akops_rmsnorm_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm100_decode", akops_rmsnorm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm120_decode", akops_rmsnorm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 12:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm80", akops_rmsnorm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 13:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm90", akops_rmsnorm_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 14:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm100", akops_rmsnorm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 15:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm120", akops_rmsnorm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 16:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm80_decode", akops_rmsnorm_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 17:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm90_decode", akops_rmsnorm_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 18:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm100_decode", akops_rmsnorm_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 19:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm120_decode", akops_rmsnorm_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 20:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm80", akops_rmsnorm_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 21:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm90", akops_rmsnorm_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 22:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm100", akops_rmsnorm_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 23:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm120", akops_rmsnorm_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_rmsnorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
