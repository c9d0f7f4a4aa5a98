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
 *   job 1662, attempt 2464, key fd3092da97d04fb1b415058e81cb95063b31e28c80134608bff78b94e3b78c6c
 *   spec sha256 a6f1473518b78ebabe9a0af82567b892322524fcb094f6fd5a49a0f9d6f56819, source sha256 bcd661ba28564b9bbb48e455353983c2241d17b78cefe3700ed0a4d264395494
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 24 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.14 us, 0.3% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 2.37 us, 2.8% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.05 us, 2.7% of the roofline floor
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
 *   job 1669, attempt 2486, key 02ce555f9022d9097edc4d31c6bf0463b6e182de39f14af8e52f5f6a207f42f5
 *   spec sha256 a6f1473518b78ebabe9a0af82567b892322524fcb094f6fd5a49a0f9d6f56819, source sha256 03aa047aa6614a969147da4586b3da02416204c63e9349edc171b2ab57217907
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 61.34 us, 102.5% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 30.85 us, 102.0% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 124.00 us, 101.5% of the roofline floor
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
 *   job 1659, attempt 2476, key 067f732a64a0643ee4db78825e7854c373ca7ec227a3bdbed81bfd428c8fec21
 *   spec sha256 a6f1473518b78ebabe9a0af82567b892322524fcb094f6fd5a49a0f9d6f56819, source sha256 e4e07e13a02dc5bea6a28dc9c0b4750f4e449671ab4441a1c21cd7b60f35cbdb
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   78 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.27 us, 0.3% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 2.40 us, 2.7% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.14 us, 2.6% of the roofline floor
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
 *   job 1665, attempt 2490, key e0d22ecfd7fdd73a632d0f776a4bba0b826b1816f22e20522a860fd61c3f8c36
 *   spec sha256 a6f1473518b78ebabe9a0af82567b892322524fcb094f6fd5a49a0f9d6f56819, source sha256 dbcfa33a4eefa02664b061a1672fc36a006b1480cbbee0f7797907028dbfa43a
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   63 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 62.53 us, 100.6% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 31.14 us, 101.0% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 126.34 us, 99.6% of the roofline floor
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
 *   job 1671, attempt 2482, key 02f86d391fc5b8c96178ef64d8eef8c95994f87e40c53f47f18c088619ca7b8c
 *   spec sha256 a6f1473518b78ebabe9a0af82567b892322524fcb094f6fd5a49a0f9d6f56819, source sha256 e18c83a4324c2d09bcba99a8851cf541964f2db8384870a17ab89fdf18ac5848
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.08 us, 0.6% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 2.59 us, 5.0% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.05 us, 5.4% of the roofline floor
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
 *   job 1667, attempt 2480, key 17701df218678057329c7d15c90dba778b6e12bc3a0643fcf60da3266dd3bfa9
 *   spec sha256 a6f1473518b78ebabe9a0af82567b892322524fcb094f6fd5a49a0f9d6f56819, source sha256 2af2786c44660c02df70b534804ece8b11e09d2f25fcbba9f1dfb674af0714c0
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 123.17 us, 102.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 61.73 us, 101.9% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 247.81 us, 101.5% of the roofline floor
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
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2464), "akops_rmsnorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2288), "akops_rmsnorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2290), "akops_rmsnorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2286), "akops_rmsnorm_bf16_sm80", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2486), "akops_rmsnorm_bf16_sm90", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2289), "akops_rmsnorm_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2291), "akops_rmsnorm_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2323), "akops_rmsnorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2476), "akops_rmsnorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2325), "akops_rmsnorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2328), "akops_rmsnorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2322), "akops_rmsnorm_f16_sm80", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2490), "akops_rmsnorm_f16_sm90", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2324), "akops_rmsnorm_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2326), "akops_rmsnorm_f16_sm120", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2358), "akops_rmsnorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2482), "akops_rmsnorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2360), "akops_rmsnorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2362), "akops_rmsnorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2359), "akops_rmsnorm_f32_sm80", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2480), "akops_rmsnorm_f32_sm90", 1},
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
