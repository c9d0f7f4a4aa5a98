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
 *   job 1787, attempt 2657, key 69f3dc3d40c3bfb9bb8721e4abc6e4d2962ae7dca95d462e3e9d17283347b192
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 3fdcfa7ad650a0bf7223d65506369d397a64394565ccc0c0e585751ec34ec48c
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   84 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_bf16_sm90_decode: variants/rmsnorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1837, attempt 2717, key ce942e41ca5887089c27e5d8d4cafef45fe6d54c66fed17fcdf73180f087cff4
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 d30b3ef78e1c9cfc30578f068d9c9ddacf73fe107ee8ac2488d5391de0c6108e
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.14 us, 0.3% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 2.34 us, 2.8% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.05 us, 2.7% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100_decode: variants/rmsnorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1790, attempt 2659, key 13268b38caaa729bc2307239be431acf97720bab32d1ea7a13f27dd3e23054ae
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 e36a3f5c69f620c419b3bf077bcc8515afc8f52dbfe10581328416bc1cf5bf63
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120_decode: variants/rmsnorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1793, attempt 2663, key 16c91b1c1bb658ea2961c7e7f1556250013035666c5404982755e061915c8b85
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 64dbd6aa86016958f1c00d188c78e8122aff825437e669775751f23c1fa2e666
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_bf16_sm80_few: variants/rmsnorm_bf16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1788, attempt 2658, key b589cac8f62d284415957902b248622fa76c77df77603ea27cda51b42395dc63
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 899f1ea1f5bff2cd69d4dd15df071d2f4451324306466b1fe310eb1e7edb7bd2
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   84 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_bf16_sm90_few: variants/rmsnorm_bf16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1856, attempt 2764, key 84f3f6be8da8bd303203ac031f4d5abde368fac5931bdffd5c3aee5cd9bdf889
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 d8371a1a52363d5ebc44d71a7f7e2e91cf155749bbe9278757c0df5f6ea6c902
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   bench {"cols":3072,"rows":64}: 2.11 us, 8.8% of the roofline floor
 *   bench {"cols":4096,"rows":256}: 2.69 us, 36.9% of the roofline floor
 *   bench {"cols":2048,"rows":1024}: 3.49 us, 56.7% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100_few: variants/rmsnorm_bf16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1791, attempt 2661, key cd9e9dfe590db4a57df95a4c7a3f596c90f90f68c2f923b72db931d288d2ef85
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 ead2a780d97404746a7b7211bc2d5612d25ea012d70d4bf513ce6f0c2f959e1f
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120_few: variants/rmsnorm_bf16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1794, attempt 2664, key 3dff6253ba2aa31837c5cb14e6a6f8f98d74f27c0602f83a93d07ad88a024725
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 a41280cad3f46ab7f8928751ac30010e2b4ba3107bb0f29d4bb46b1229d8c016
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_bf16_sm80: variants/rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1786, attempt 2656, key 9bfd384f68f78f9f63ceb11b59d8d956cfe55ea5a6eafdd0413bce0d49793707
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 004355467aacf098df7a08525cdf913ea97c5851f1c60936455481f34750c9d3
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   84 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_bf16_sm90: variants/rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1850, attempt 2726, key f94e0e0c693515411f11e5ca670cb26952eadade8048ec0f12b3aa107eb2a7a4
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 942522d0ee267dbad15b0344d0d9b3c939eebafe672c8ba64d2fd779a7bb0236
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 61.44 us, 102.3% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 30.50 us, 103.1% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 124.10 us, 101.3% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100: variants/rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1789, attempt 2660, key 63d2f4665ab84988a9839d2b5697961f825a7071a1a6e7a70f279d048480801d
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 5b0b0530b9b2b14335f0081522c47b768e830e8455e089b58fd124c4d93fa2e9
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120: variants/rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1792, attempt 2662, key 9149f1c4d7b63c63050f5fb81adeb93284e2a104e6b0f45ad06ddd72b14b75a1
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 5627c7950f03319c1a7e0f501e5f8aa4cf81c5813f93c2f0a45b245eeeacd92d
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80_decode: variants/rmsnorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1805, attempt 2676, key c616865a0973817c12761c43ed35bdfbd62b9fdb86e8f107ea116161b18e6f94
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 983d9ffe64cf08588dc9f5f96a481141a9199a8163ea71e62386e393f4d52efa
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f16_sm90_decode: variants/rmsnorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1849, attempt 2735, key ca70d0d288912e052b43c5ca909702b5ed4856ca1682f9c84f5cf106a82cb8ff
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 f7e6b358317b46749addd466deca4d6ce6f1357cf41889d8600bff6550348b86
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   78 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.27 us, 0.3% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 2.37 us, 2.8% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.14 us, 2.6% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100_decode: variants/rmsnorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1808, attempt 2678, key 7d3a466f97aba10d6393bb06a81d888736a5c4db473d543891c71a2c80e640d6
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 3eafb8c18fe3d5cfe7d60ebb155bcfddf66ab44a0ab81aa0cb69260e34ba0f06
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120_decode: variants/rmsnorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1811, attempt 2681, key 35d3bb3aff8e80c2941b446f53b914002b6e6787d24de809090d4a6f2967b6d9
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 31282c646d78a3a166819b5ec6cf33e45b58392bb860e007f1a4db3e12433fc5
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80_few: variants/rmsnorm_f16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1806, attempt 2675, key dd01b4ae95e5e1b4e5955142a5cb716c8ba73d94cb03549bfce417e33da73f63
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 a732b69ba1057be233991c96361745adb28fc583bb7b355d8feda607ea8b2524
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f16_sm90_few: variants/rmsnorm_f16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1857, attempt 2761, key f52631e38603546fd0528c67ea1c5fda3512ef0df5098a1b539541ba73447660
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 46e40e9de5b9b14ea37ec809251022d7e90ac686b6d327ced0f250f59478ebef
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   78 registers, 264 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":3072,"rows":64}: 2.14 us, 8.7% of the roofline floor
 *   bench {"cols":4096,"rows":256}: 2.69 us, 36.9% of the roofline floor
 *   bench {"cols":2048,"rows":1024}: 3.39 us, 58.3% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100_few: variants/rmsnorm_f16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1809, attempt 2679, key 1b916010d2c48f865eacf7baad19630d6f253fcad8e8edfd661c22b22df410c1
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 e001a3961cd3ec1a8766f152cab7e7d4cb4491025441b642294f59b7afd656c2
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120_few: variants/rmsnorm_f16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1812, attempt 2682, key 6540a0890979076a92d62236796f23e9b4e314ef7b9eff41b7f019d234d4d5fe
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 c8f0f76d13ae9466bb3f33ae397f0a0e4c73f7c95cee4cdae09e24f200634209
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80: variants/rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1804, attempt 2674, key 5d48d48f4fd35b6b9c7f1cf12118027bc0a9af5ceeb64cb3f8fbb5d77652b561
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 fde9517199e38488307e8e98c4b6cf62236c7f1a478cd593cb476a009503c5ae
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f16_sm90: variants/rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1838, attempt 2729, key 5ad96f31e70ec5b7cefea01a3fc5c7b3ae42fb0565c402048388b84ba7ba2e0e
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 4ee21372217f2dc0d6af2b5593ec89718d357594e1d8526a58d0dba61cb0545f
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 62.69 us, 100.3% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 30.88 us, 101.8% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 126.53 us, 99.4% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100: variants/rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1807, attempt 2677, key 87576c14d42cbcc2e24c24de7caf0acf703f8b47789fac1f9436cf8f4411b3c8
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 4533246f36ffbcb56adf3547a28cb22ec0755dfd845819dbc210e6b92682067d
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 40 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120: variants/rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1810, attempt 2680, key f0f9f928c5118c8ce594f8e720f620c6c5fd0de76ed7b670611e610cf352dfc2
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 0ee75085a9c7a85949e1ef412c2f34c3743bfa7be7abf2bbba906db16c605410
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80_decode: variants/rmsnorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1820, attempt 2689, key 8319e5d6b15ee6b27ffd799599071ff7517e260ff768c4e6fed6b5b62b8f655e
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 844cc5881b4e0fcc819b604fe621edcd22df5ce945c2d977cf03d59b63a7d8b9
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   68 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f32_sm90_decode: variants/rmsnorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1848, attempt 2736, key bd340f182fc4773384691b01ec26aa4a7a8b8cc99bad44f0e07f0f0a44b89ab7
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 2335a69784583dabc2a9e772e69beb502728e7cc5bc5ce978343add28aa2b75e
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.05 us, 0.6% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 2.53 us, 5.2% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.05 us, 5.4% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100_decode: variants/rmsnorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1822, attempt 2691, key 9c376134245cdda81902a1d65093f8e10a84c84887415b690e94aa933c262e9a
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 1865d787fcb930bc20dee4fd19013ae1eae04fee165ce5e365e315478384f463
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120_decode: variants/rmsnorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1824, attempt 2693, key 91d10e239a380ff8812a36b0f5a9690aa71d4ceee008bee0a88313e5bc6e89e7
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 c5e3a0f70d63644d1003f804598de895d89769ea78adc7a1183e016933fd516f
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   74 registers, 264 bytes of static shared memory, 60 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80_few: variants/rmsnorm_f32_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1830, attempt 2699, key 733f52448e43ed3616c3edfd240cdc646ca6f676c78dde441284f3edb7309c44
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 a7d448b171f36e5978633af808268d0e59e35472da1437becdbc595fb4a01a57
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f32_sm90_few: variants/rmsnorm_f32_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1860, attempt 2768, key 3c6492a5c409cde4e60d519206d958edf846028411f052cb4e144e4fb73933c6
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 c337b0ba07507185f9dc3ed578339b8fb327dfab522375fbd5985cbe080a46ba
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":3072,"rows":64}: 2.27 us, 16.4% of the roofline floor
 *   bench {"cols":4096,"rows":256}: 3.62 us, 54.8% of the roofline floor
 *   bench {"cols":2048,"rows":1024}: 6.18 us, 64.1% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100_few: variants/rmsnorm_f32_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1831, attempt 2701, key c82a53c7e1c7ce9c08f2a9a0a7e35bd090c7aea60f20a78195cebd3499787300
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 1b7e1a9c0d2efc5c17ace80212c15bb12a285cb6bfa374a1e2f23ca8c8c6c14d
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 40 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120_few: variants/rmsnorm_f32_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1832, attempt 2702, key 150d2eb860751d3db688b3b14efb6b74e9a6bc6dbb6c8342f812a6bfe798cc8d
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 0b34f30a8c8350acebd59453c23d8fc3c380699be2120b6d153aa4bc83850aa3
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80: variants/rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1819, attempt 2690, key 6c1da66caa032ba5b0409c656e5451c884ae14b59f05004c92d4dc6e21894020
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 a92e86d4814189cf61daf86d6cea0ba51a7ed1f75f238f1f99803c3ab2d19f1d
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f32_sm90: variants/rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1843, attempt 2724, key e7d258462b37c2a81d21e9d940f19109876d74434a78a0af5545ecc5434bbc1a
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 83a9270032b162c236a3c9e4248d51b3437c49f42af24a0ea82e867eedec37f0
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 123.42 us, 101.9% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 61.25 us, 102.6% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 247.71 us, 101.5% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100: variants/rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1821, attempt 2692, key aa10fb178a93532dd746cc1b29cc347b869033f16717d04c244a25f067571a58
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 587fdbb830a5a97c31e36fbdc98fa19ef47714c731e3e450b8012d2ff84d4d2c
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 40 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120: variants/rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1823, attempt 2694, key dea69e23938f188d6998a96f880146fa78029cda8af9c9b6fcd615c358375167
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 174999da7d2c80776cf12db2946c2d7136b8c2c727a4d8873db66c712e66dfbd
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"03d74cb8bcf846ca777ca2676e7560373acbe7acb478194afab8781719aa353b","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 264 bytes of static shared memory, 116 bytes spilled
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
extern "C" cudaError_t akops_rmsnorm_bf16_sm80_few(
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
extern "C" cudaError_t akops_rmsnorm_bf16_sm90_few(
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
extern "C" cudaError_t akops_rmsnorm_bf16_sm100_few(
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
extern "C" cudaError_t akops_rmsnorm_bf16_sm120_few(
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
extern "C" cudaError_t akops_rmsnorm_f16_sm80_few(
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
extern "C" cudaError_t akops_rmsnorm_f16_sm90_few(
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
extern "C" cudaError_t akops_rmsnorm_f16_sm100_few(
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
extern "C" cudaError_t akops_rmsnorm_f16_sm120_few(
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
extern "C" cudaError_t akops_rmsnorm_f32_sm80_few(
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
extern "C" cudaError_t akops_rmsnorm_f32_sm90_few(
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
extern "C" cudaError_t akops_rmsnorm_f32_sm100_few(
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
extern "C" cudaError_t akops_rmsnorm_f32_sm120_few(
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2657), "akops_rmsnorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2717), "akops_rmsnorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2659), "akops_rmsnorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2663), "akops_rmsnorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2658), "akops_rmsnorm_bf16_sm80_few", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2764), "akops_rmsnorm_bf16_sm90_few", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2661), "akops_rmsnorm_bf16_sm100_few", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2664), "akops_rmsnorm_bf16_sm120_few", 1},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2656), "akops_rmsnorm_bf16_sm80", 2},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2726), "akops_rmsnorm_bf16_sm90", 2},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2660), "akops_rmsnorm_bf16_sm100", 2},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2662), "akops_rmsnorm_bf16_sm120", 2},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2676), "akops_rmsnorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2735), "akops_rmsnorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2678), "akops_rmsnorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2681), "akops_rmsnorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2675), "akops_rmsnorm_f16_sm80_few", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2761), "akops_rmsnorm_f16_sm90_few", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2679), "akops_rmsnorm_f16_sm100_few", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2682), "akops_rmsnorm_f16_sm120_few", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2674), "akops_rmsnorm_f16_sm80", 2},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2729), "akops_rmsnorm_f16_sm90", 2},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2677), "akops_rmsnorm_f16_sm100", 2},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2680), "akops_rmsnorm_f16_sm120", 2},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2689), "akops_rmsnorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2736), "akops_rmsnorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2691), "akops_rmsnorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2693), "akops_rmsnorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2699), "akops_rmsnorm_f32_sm80_few", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2768), "akops_rmsnorm_f32_sm90_few", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2701), "akops_rmsnorm_f32_sm100_few", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2702), "akops_rmsnorm_f32_sm120_few", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2690), "akops_rmsnorm_f32_sm80", 2},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2724), "akops_rmsnorm_f32_sm90", 2},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2692), "akops_rmsnorm_f32_sm100", 2},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2694), "akops_rmsnorm_f32_sm120", 2},
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

extern "C" const struct akr_op akr_op_rmsnorm = {"rmsnorm", tensors, 3, syms, 2, variants, 36, classof, classes, 2, 0, 0, NULL, NULL};

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
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm80_few", akops_rmsnorm_bf16_sm80_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm90_few", akops_rmsnorm_bf16_sm90_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm100_few", akops_rmsnorm_bf16_sm100_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm120_few", akops_rmsnorm_bf16_sm120_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm80", akops_rmsnorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm90", akops_rmsnorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm100", akops_rmsnorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm120", akops_rmsnorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 12:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm80_decode", akops_rmsnorm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 13:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm90_decode", akops_rmsnorm_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 14:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm100_decode", akops_rmsnorm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 15:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm120_decode", akops_rmsnorm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 16:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm80_few", akops_rmsnorm_f16_sm80_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 17:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm90_few", akops_rmsnorm_f16_sm90_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 18:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm100_few", akops_rmsnorm_f16_sm100_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 19:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm120_few", akops_rmsnorm_f16_sm120_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 20:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm80", akops_rmsnorm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 21:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm90", akops_rmsnorm_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 22:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm100", akops_rmsnorm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 23:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm120", akops_rmsnorm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 24:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm80_decode", akops_rmsnorm_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 25:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm90_decode", akops_rmsnorm_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 26:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm100_decode", akops_rmsnorm_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 27:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm120_decode", akops_rmsnorm_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 28:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm80_few", akops_rmsnorm_f32_sm80_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 29:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm90_few", akops_rmsnorm_f32_sm90_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 30:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm100_few", akops_rmsnorm_f32_sm100_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 31:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm120_few", akops_rmsnorm_f32_sm120_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 32:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm80", akops_rmsnorm_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 33:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm90", akops_rmsnorm_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 34:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm100", akops_rmsnorm_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 35:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm120", akops_rmsnorm_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_rmsnorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
