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
 *   job 2509, attempt 3530, key 4cb01ec86b22c0123f80ce596f0fa54b5434a5fcbe79292568e7052ebab86441
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 03cfda7f95d1649b05060051a6711883ceb0c1fbda0c469c38f0c725671dbe40
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   84 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_bf16_sm90_decode: variants/rmsnorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2074, attempt 3092, key ce942e41ca5887089c27e5d8d4cafef45fe6d54c66fed17fcdf73180f087cff4
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 d30b3ef78e1c9cfc30578f068d9c9ddacf73fe107ee8ac2488d5391de0c6108e
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.14 us, 0.3% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 2.30 us, 2.8% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.08 us, 2.7% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100_decode: variants/rmsnorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2512, attempt 3533, key dadf98f2e45b73b82a4329efa6b437188b69c89d692faed075e8617de0cefbfc
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 cc80365e66e2bf8f01cddb720a45c2f67e4e97b3973ccd61cc49cbeb10a993b0
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120_decode: variants/rmsnorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2515, attempt 3536, key 7c4232249509b04345ff89fe39c7a2e420aefbf57224c8e55cbc57b2f6a2dc83
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 b78b9bfb6af43fe922ef543c5c418f09fb2e0fd784a1695365713fc032e6053c
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_bf16_sm80_few: variants/rmsnorm_bf16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2510, attempt 3531, key 484edd51345cf789b4f50b08ec3bf561876df84de6d8a14fad3d80e9fdd061fc
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 18b06f4535ada436821e39b2978435511c5d9b4b846a8ad8f070bf352660d003
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   84 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_bf16_sm90_few: variants/rmsnorm_bf16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2068, attempt 3089, key 84f3f6be8da8bd303203ac031f4d5abde368fac5931bdffd5c3aee5cd9bdf889
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 d8371a1a52363d5ebc44d71a7f7e2e91cf155749bbe9278757c0df5f6ea6c902
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   bench {"cols":3072,"rows":64}: 2.08 us, 8.9% of the roofline floor
 *   bench {"cols":4096,"rows":256}: 2.72 us, 36.2% of the roofline floor
 *   bench {"cols":2048,"rows":1024}: 3.49 us, 56.4% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100_few: variants/rmsnorm_bf16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2513, attempt 3534, key 18d74295aa26338bbc22a41f9af5da9a0dbfc4058b91861a88432edc0348a614
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 5c73cb3b158c83a3ba79a5baac88ec2882faf78cf77e737fad6ffda73fc823bf
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120_few: variants/rmsnorm_bf16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2516, attempt 3537, key 042fce846e137e5d69d4bdd1224862dc427c6837382aa5a1da4f7c95bfb0e62a
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 6a3d86019a02a8849686bac66d7d140bcefb1bf20c439f7e7249a557b9719401
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_bf16_sm80: variants/rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2508, attempt 3528, key 4d850a259da95d86a0016937fad86fa587daa472f5ced94f76c95bcdb4f9baa7
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 c957184c567085e85a584845ad6715af14b6a504911b11501b51d57087595b9f
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   84 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_bf16_sm90: variants/rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2035, attempt 3019, key f94e0e0c693515411f11e5ca670cb26952eadade8048ec0f12b3aa107eb2a7a4
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 942522d0ee267dbad15b0344d0d9b3c939eebafe672c8ba64d2fd779a7bb0236
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 61.47 us, 102.3% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 30.56 us, 102.9% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 124.13 us, 101.3% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100: variants/rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2511, attempt 3532, key 1f046fe8bed3caf081d5ada2cdd0609394b2c6afaa841bcde40124167dc56f8a
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 9de38c907c56cd0bb73524a3bd19d22d0e802021315aa03d260abd47bdf7cb99
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120: variants/rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2514, attempt 3535, key 6cf388ea0f3f5bdef52d9fd0ba5d2cffc5e4e75e18d903f8277fe6c749d89079
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 be16170057ca78b3bc84ea56122034d1b85859ee69e880a0ea1e1317c52f1c67
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80_decode: variants/rmsnorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2554, attempt 3575, key 9c65ec8ce37e9a439be6cd47924535e10f0e7dc297ba9bb80c2df1d49c38723a
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 d312cb7b56e5ef870017c9d92f0f3d218ade67cc0412d077089c3dc1f9daa63e
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f16_sm90_decode: variants/rmsnorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2008, attempt 2974, key ca70d0d288912e052b43c5ca909702b5ed4856ca1682f9c84f5cf106a82cb8ff
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 f7e6b358317b46749addd466deca4d6ce6f1357cf41889d8600bff6550348b86
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   78 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.27 us, 0.3% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 2.34 us, 2.8% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.14 us, 2.6% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100_decode: variants/rmsnorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2557, attempt 3578, key 724501af56a063924af2ce6f4f91f5a76cd6a34a1708bc84cddd6daa7e135cbc
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 733c440bda42c26ffbb42d01df0adfab40458304004ce42de9dd4b9aee132506
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120_decode: variants/rmsnorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2560, attempt 3581, key 2a871cad4c7c0c64e4794620d02b04cab99b6aaead882848e56ef8d83f2d1ffb
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 873618473471fedcdd92879e8ff008ba6922889fefa01eb5d599373222264439
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80_few: variants/rmsnorm_f16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2555, attempt 3576, key 93781bc937f35b8f95c8f2cbbf26a05d79a92b4b0bc3f7365001a59d48029b23
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 84249e60fe571844b274a4b808bf11b752ebfdeb97d9615c7ca30446520a77a6
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f16_sm90_few: variants/rmsnorm_f16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2019, attempt 2988, key f52631e38603546fd0528c67ea1c5fda3512ef0df5098a1b539541ba73447660
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 46e40e9de5b9b14ea37ec809251022d7e90ac686b6d327ced0f250f59478ebef
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   78 registers, 264 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":3072,"rows":64}: 2.11 us, 8.8% of the roofline floor
 *   bench {"cols":4096,"rows":256}: 2.69 us, 36.6% of the roofline floor
 *   bench {"cols":2048,"rows":1024}: 3.42 us, 57.4% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100_few: variants/rmsnorm_f16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2558, attempt 3579, key 246f22bceb53b3988d870545708422c3aaeba6f8563ca335cadd5d73c4e87484
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 b20292ea7c6e9984fb40c1af93b54fdce9b6c43d6b92979f172b491499b9e072
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120_few: variants/rmsnorm_f16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2561, attempt 3582, key 23701156a788d27291845b213d5a9877461b92cf8934d766fa5f4bf5b135fd07
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 3e747d1f2393e2d9d690135f79993110ed2052c0bb0a671899ced58f2b355d1c
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80: variants/rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2553, attempt 3573, key 34ab50a430dac1a4186b0e18598eb55dd07e9c8f0f6d296baf939c6fa38485b8
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 db55b3f0b8b48718edd700b57e49fe4807d2a2e9c83fe510d85789f77d5da1e3
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   59 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f16_sm90: variants/rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2024, attempt 3006, key 5ad96f31e70ec5b7cefea01a3fc5c7b3ae42fb0565c402048388b84ba7ba2e0e
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 4ee21372217f2dc0d6af2b5593ec89718d357594e1d8526a58d0dba61cb0545f
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 62.69 us, 100.3% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 30.94 us, 101.6% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 126.59 us, 99.3% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100: variants/rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2556, attempt 3577, key e9eaf5a5a982cb7f7b8962bcfc8f689eee39c8faf9677a432d6e138e4a42c0a3
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 fe89d404cbf6c962f8fbc0ec2e9c905f39e030367bad6298a26751b0579cf077
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 40 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120: variants/rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2559, attempt 3580, key 80a9505f1e0896c8f17714789fea53c56205e1fd7690fffdb1a27abc35126e9f
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 5a2e47eb8f1452d42603284a2c943d83561e435c00ede49961816ce76b4f51f3
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80_decode: variants/rmsnorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2599, attempt 3620, key 21a89c0833de065050b87f157c8a52cb0da744a3da471cf730e1a908a41f0905
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 e3712579fb67a631c896f832d460449a43e954f519b356cff88814a030b11d61
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   68 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f32_sm90_decode: variants/rmsnorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2070, attempt 3093, key bd340f182fc4773384691b01ec26aa4a7a8b8cc99bad44f0e07f0f0a44b89ab7
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
 *   job 2602, attempt 3623, key 2d73bcc09aad5ea1436bb2b8bb333be59c6aa4ffaabd90c41981f846888de90e
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 9f1247a27845fe964ac7bb059ad29b667256415466097d4b64902ab125fcc617
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120_decode: variants/rmsnorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2605, attempt 3626, key b9afe96a4459f06fb05feb3d2772d59850f90dded526c2b7b3758e97e6e72f82
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 55f786863086dec384c4c0bfce5f3ca43ad95ed8880b64eff1689c3a07bae761
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   74 registers, 264 bytes of static shared memory, 60 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80_few: variants/rmsnorm_f32_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2600, attempt 3621, key ac83a284b6d35282daf4ba7cf504ea92795b38cb3aa69f85560490a463124594
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 3d9fc5b2dd84ef8a364b3c4815565368f4940233866cfb530b61582783391b3e
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":256,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f32_sm90_few: variants/rmsnorm_f32_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2073, attempt 3094, key 3c6492a5c409cde4e60d519206d958edf846028411f052cb4e144e4fb73933c6
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 3beee8c42ce14ea636336b32d37468799754fcdef08fa56e7b0cd1637da710a6
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":256,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b0 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":3072,"rows":64}: 2.18 us, 17.1% of the roofline floor
 *   bench {"cols":4096,"rows":256}: 3.55 us, 55.4% of the roofline floor
 *   bench {"cols":2048,"rows":1024}: 5.31 us, 74.0% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100_few: variants/rmsnorm_f32_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2603, attempt 3624, key 4468ba6b9dac29affea3f6d786ea32bd810f4d9fb362847b17c37b465937f7e7
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 c7705b04dd61d33afda4ef590b72caf0791c5ef1758ecbd59509c738056651ed
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":256,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120_few: variants/rmsnorm_f32_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2606, attempt 3628, key 1179d6b03dd328e3b4b8ceba4397538beacb6ac1917fba69e4665d310f91ad41
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 ebf91d7fbabf85d9f305ba5a02b8a20c111ada43fe5c6d16c4301f941fb713d1
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":256,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 60 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80: variants/rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2598, attempt 3618, key 33d455211d987469d905e2a7378a0a2636c032c6f44acea13a8d1d1f187e3479
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 9be8616afba62284bc65576a408d529c1bed218af942563c5ee4d9ad47fbc53f
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f32_sm90: variants/rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2034, attempt 3020, key e7d258462b37c2a81d21e9d940f19109876d74434a78a0af5545ecc5434bbc1a
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 83a9270032b162c236a3c9e4248d51b3437c49f42af24a0ea82e867eedec37f0
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 123.36 us, 102.0% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 61.25 us, 102.7% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 247.79 us, 101.5% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100: variants/rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2601, attempt 3622, key b713e9c1e936f347b532c61e3e7375bbb18348cc9eaf5f06c1f5565e46cf6ec8
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 ac38b421ece8cf8456c771834da8e18fba62dfceb751c2077e4d604c274a0741
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 40 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120: variants/rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2604, attempt 3625, key d8801d7b154a266607c870b0c949be7fbbf473f0e283cfb003b3849656c71591
 *   spec sha256 a4907357fb589f09cb6c220db8298d700f779fa3710423a8b830972ea83b0f89, source sha256 7145e75e24c355242586f79837500158f8b97d0ede9fb3c4cd244152f0185da4
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"087bbd75096a7fe40bb7b03bea3ec7875495361b38b4d5451a8660eab34ca669","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07 ...
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3530), "akops_rmsnorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3092), "akops_rmsnorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3533), "akops_rmsnorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3536), "akops_rmsnorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3531), "akops_rmsnorm_bf16_sm80_few", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3089), "akops_rmsnorm_bf16_sm90_few", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3534), "akops_rmsnorm_bf16_sm100_few", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3537), "akops_rmsnorm_bf16_sm120_few", 1},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3528), "akops_rmsnorm_bf16_sm80", 2},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3019), "akops_rmsnorm_bf16_sm90", 2},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3532), "akops_rmsnorm_bf16_sm100", 2},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3535), "akops_rmsnorm_bf16_sm120", 2},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3575), "akops_rmsnorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2974), "akops_rmsnorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3578), "akops_rmsnorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3581), "akops_rmsnorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3576), "akops_rmsnorm_f16_sm80_few", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2988), "akops_rmsnorm_f16_sm90_few", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3579), "akops_rmsnorm_f16_sm100_few", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3582), "akops_rmsnorm_f16_sm120_few", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3573), "akops_rmsnorm_f16_sm80", 2},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3006), "akops_rmsnorm_f16_sm90", 2},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3577), "akops_rmsnorm_f16_sm100", 2},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3580), "akops_rmsnorm_f16_sm120", 2},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3620), "akops_rmsnorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3093), "akops_rmsnorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3623), "akops_rmsnorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3626), "akops_rmsnorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3621), "akops_rmsnorm_f32_sm80_few", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3094), "akops_rmsnorm_f32_sm90_few", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3624), "akops_rmsnorm_f32_sm100_few", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3628), "akops_rmsnorm_f32_sm120_few", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3618), "akops_rmsnorm_f32_sm80", 2},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3020), "akops_rmsnorm_f32_sm90", 2},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3622), "akops_rmsnorm_f32_sm100", 2},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3625), "akops_rmsnorm_f32_sm120", 2},
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
