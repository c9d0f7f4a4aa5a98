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
 *   job 970, attempt 1655, key 1c10b6bfd62c6ad79230b3f82e5a5c84e3f6dc1728e5c402a11b17415c21c732
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 f15e7d49f53b0cf0438a50f47256120a272b933d2d1f7a624e3f0cd60d3d9cf3
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_bf16_sm90_decode: variants/layernorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 999, attempt 1709, key 18a685ee87fbd131c774d16095b9638fffe1088ca7b3d3a761bd78509fc991fb
 *   spec sha256 15f7cf76905058e618404225b93a288cf86355fe4c5aa005a84fa72b67694f9e, source sha256 73c0949dda9cda8e0aa129898fae32df297fa8218a8b4b4274fad1f6a5a323d8
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"b31cad66997871cf8b8ec0d4a3ce5cec370414d5d24b10798c4f7851da79000c","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.59 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 2.66 us, 0.5% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100_decode: variants/layernorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 972, attempt 1657, key 0f8a60989bd19956c1ffa85fd3844c49319331f045a4a01d498706d87e0077ae
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 a58e22b193856755579dc137c706b11a7dada73c6038bde525c1186c730002c9
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120_decode: variants/layernorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 971, attempt 1656, key 303ac2f330c9149f5f910f53023cdfd364839f34faa111f2dfb2f9dcb67666da
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 389643d6b36218ac21933b61ee6d8955af0ed094e4129dc6123e94aa809feb37
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_bf16_sm80: variants/layernorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 906, attempt 1569, key 62af89b46e812efd4dc6bfd1752c904ed19010321c5120c46b98f2616cdc1375
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 d33ab10d0b84fc712276c0b7e94eb66b38196fa657ca838fb41e958b8f650c79
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_bf16_sm90: variants/layernorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 994, attempt 1702, key 4a958747ab428dcb1cc3315981dbb6c4817e78120b85bc965a1837db3d29c81f
 *   spec sha256 15f7cf76905058e618404225b93a288cf86355fe4c5aa005a84fa72b67694f9e, source sha256 31db524458feadce3b25c8b3cbb4889c8ff3a9573efd5a0dc190ec7b22b7a096
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"b31cad66997871cf8b8ec0d4a3ce5cec370414d5d24b10798c4f7851da79000c","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 62.27 us, 101.7% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 35.01 us, 90.4% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 16.35 us, 96.8% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100: variants/layernorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 907, attempt 1571, key c2f725beb06cac75b06351106404bdd9867da9c23f8fecacea2a210fceb8e541
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 fc0102c81cec5d10528ee73c371d91f98b1f6bcfa61be4694dbc08397ded2a71
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120: variants/layernorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 908, attempt 1570, key 5c8a872b99fb9b752646a5b77013f3bc42c0920f366e69db32dc7693ec00e1ef
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 f8ca6735071c5c25f3fea0d3796cb8aad3794f9459b9e5e3d8a168804a342786
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80_decode: variants/layernorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 941, attempt 1605, key b3f6528e316ffe6971d6533da8214fce0a43cd133516159e0db11d0eccdbf59b
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 2ae74e1d11c8c8e22d2b968ce3bdce607dfc89c4eada6e595f4c90f070e5745e
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f16_sm90_decode: variants/layernorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1000, attempt 1715, key b0b91cd650da0202cb190c7318c115570c53ffc98ac0c3ff5e9428cff2a81815
 *   spec sha256 15f7cf76905058e618404225b93a288cf86355fe4c5aa005a84fa72b67694f9e, source sha256 6f12cdc0224ae71f66e8178b6ed1d99e300042d06e6d5865c27fd21281279926
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"b31cad66997871cf8b8ec0d4a3ce5cec370414d5d24b10798c4f7851da79000c","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   63 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":768,"rows":1}: 3.04 us, 0.0% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 3.52 us, 0.4% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f16_sm100_decode: variants/layernorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 943, attempt 1607, key ff23c9d956969a5b5dd5418002ba8a9197c55dac9881709726ee2a39291cd081
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 bde78627f200144ac14e2dadc0ba1c1dac148069d64b97ff3b4ee734e40b582f
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120_decode: variants/layernorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 944, attempt 1606, key 8517352ed27153e6c7404e753ed962f8d2f259fcfe8c369e033225920a68167e
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 d2abfc993f37567d250e2df1d5fcb2b05786a9c80bdfe2517e715138236fdba0
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80: variants/layernorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 918, attempt 1581, key e9add3bbd5b280aa346722702e4a17b4f9fd9385aaf1eedb5651ff33c9229a70
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 e5d44ec2c1d75fd49b5904fcc3a5ea996a7a961c2aac918d8744582c4320215a
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/ ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f16_sm90: variants/layernorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 997, attempt 1698, key 9961c7d743b7b97a0117ee617e7be3ef9d3ce969d749a9a1d89b26d70ce9fba9
 *   spec sha256 15f7cf76905058e618404225b93a288cf86355fe4c5aa005a84fa72b67694f9e, source sha256 71b1437674e8266f2e13509a7da1c15e0ad84d213e15a0753b469e7b761bce60
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"b31cad66997871cf8b8ec0d4a3ce5cec370414d5d24b10798c4f7851da79000c","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/ ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   50 registers, 256 bytes of static shared memory, 8 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 63.90 us, 99.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 33.25 us, 95.2% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 16.61 us, 95.3% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f16_sm100: variants/layernorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 919, attempt 1582, key a7d5ed04da45fb19dee8efffcc08c9c5cca30bc76ce889f5c42f678335a6d723
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 b8e80940be918f97a629f49ec40f8e11ad722b0b1f2800087ef583a353f5cf1e
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/ ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120: variants/layernorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 920, attempt 1583, key 91a3adea92243f910945ad8b529d94326c4db78e7051d172656eda133fe269ec
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 5fb760de6a299801635012d593380e15976842a0a3070858e5a98786cdf822b6
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/ ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80_decode: variants/layernorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 954, attempt 1617, key 64c0b16ac90c118f13892bdd7f1c49bc0dfbfc3c6b66be60254bd61d5f885c5c
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 c66c6e9e23feba60e888231e4b62c76a8fb6cdc641ac2ab7eb9469cb8ebb78a8
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   93 registers, 32 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f32_sm90_decode: variants/layernorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1006, attempt 1723, key 6ab45a6bf2460ff5f34fc24104808d8e278fa3a52cbbe825b071b34c4fcb5675
 *   spec sha256 15f7cf76905058e618404225b93a288cf86355fe4c5aa005a84fa72b67694f9e, source sha256 9f214c4b1b9bc43d32afdf2c214358e056dd333fd74bc08eb7b59622546e73b8
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"b31cad66997871cf8b8ec0d4a3ce5cec370414d5d24b10798c4f7851da79000c","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 32 bytes of static shared memory, 40 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.94 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 3.30 us, 0.8% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100_decode: variants/layernorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 955, attempt 1618, key 0ea053374b47895704d69ccf206e3b0a5a158787df90560f2d0f034c591398c4
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 5feb942afb6dcbe8b115fe3d7897e3726dddf82480f4bd4f2ad28c1afab75a1d
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120_decode: variants/layernorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 956, attempt 1619, key f7266e718f3f6f9923b43d4bf5bf78a40bf6d116f4bc0c6631382ad7a870a78b
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 3aa7303e6cb485118e43800c09c527fc0beed58f9435bef69b4f139055f5813e
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/co ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   93 registers, 32 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80: variants/layernorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 930, attempt 1593, key 67a63866aabe0342f8f788169d2be0d79e5326041560f6d5aa57a7953f1d949b
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 cccb5c6aefb17b5d7a2406d3202ead80a767a3ec3f423c706d69ee0a95cad04f
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":256,"WBLOCK":128,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/c ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   103 registers, 64 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f32_sm90: variants/layernorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1005, attempt 1719, key 803ce17772a60dbadbff170db654ba2d1e55ac15a33f49688a63edc6f5d8ca0d
 *   spec sha256 15f7cf76905058e618404225b93a288cf86355fe4c5aa005a84fa72b67694f9e, source sha256 c5ca1d87e1eb1862bc18e1fdc014970190a8b12d7535f5e3d9e166c7d4cd2754
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"b31cad66997871cf8b8ec0d4a3ce5cec370414d5d24b10798c4f7851da79000c","values":{"BLOCK":256,"WBLOCK":128,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/c ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   78 registers, 64 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 123.62 us, 102.4% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 64.48 us, 98.2% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 31.81 us, 99.5% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100: variants/layernorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 931, attempt 1594, key 7d54c478ed05363294c39481e5e39a8cacf996ce97ca9d71e425de336d887fe1
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 1cb194b0857291d3ea36f9eb98781cd0f7fb10257a6c2f272afdf3c57fa98d4d
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":256,"WBLOCK":128,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/c ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 64 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120: variants/layernorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 932, attempt 1595, key 221cc23cb98a9fce1ae70e92770c439224b064b5952a3efd4f83f73ad87781c1
 *   spec sha256 f6cb91c19fed10dd9de4520fd0f6b58a0781109d4ed956141403d4169b200a44, source sha256 141b5cffe4b9dbd61cee1b53dc3fb5b95c73f0edd276bdd56bdb019db7ca897d
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"3b745d9a5bafc13eebfb42e83a0a054db996c09bd2509fd18c0d02c14de5c9c1","values":{"BLOCK":256,"WBLOCK":128,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"MAXREG":0,"AFF2":1},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/c ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   120 registers, 64 bytes of static shared memory, 0 bytes spilled
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
	const __nv_bfloat16 *b,
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
	const __nv_bfloat16 *b,
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
	const __nv_bfloat16 *b,
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
	const __nv_bfloat16 *b,
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
	const __nv_bfloat16 *b,
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
	const __nv_bfloat16 *b,
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
	const __nv_bfloat16 *b,
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
	const __nv_bfloat16 *b,
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
	const __half *b,
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
	const __half *b,
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
	const __half *b,
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
	const __half *b,
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
	const __half *b,
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
	const __half *b,
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
	const __half *b,
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
	const __half *b,
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
	const float *b,
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
	const float *b,
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
	const float *b,
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
	const float *b,
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
	const float *b,
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
	const float *b,
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
	const float *b,
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
	const float *b,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"w", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{1, 0}}},
	{"b", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(2147483647)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1655), "akops_layernorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1709), "akops_layernorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1657), "akops_layernorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1656), "akops_layernorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1569), "akops_layernorm_bf16_sm80", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1702), "akops_layernorm_bf16_sm90", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1571), "akops_layernorm_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1570), "akops_layernorm_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1605), "akops_layernorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1715), "akops_layernorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1607), "akops_layernorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1606), "akops_layernorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1581), "akops_layernorm_f16_sm80", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1698), "akops_layernorm_f16_sm90", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1582), "akops_layernorm_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1583), "akops_layernorm_f16_sm120", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1617), "akops_layernorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1723), "akops_layernorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1618), "akops_layernorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1619), "akops_layernorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1593), "akops_layernorm_f32_sm80", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1719), "akops_layernorm_f32_sm90", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1594), "akops_layernorm_f32_sm100", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1595), "akops_layernorm_f32_sm120", 1},
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

extern "C" const struct akr_op akr_op_layernorm = {"layernorm", tensors, 4, syms, 2, variants, 24, classof, classes, 1, 0, 0, NULL, NULL};

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
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm80_decode", akops_layernorm_bf16_sm80_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 1:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm90_decode", akops_layernorm_bf16_sm90_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 2:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm100_decode", akops_layernorm_bf16_sm100_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 3:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm120_decode", akops_layernorm_bf16_sm120_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 4:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm80", akops_layernorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm90", akops_layernorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm100", akops_layernorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm120", akops_layernorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80_decode", akops_layernorm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90_decode", akops_layernorm_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100_decode", akops_layernorm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120_decode", akops_layernorm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 12:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80", akops_layernorm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 13:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90", akops_layernorm_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 14:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100", akops_layernorm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 15:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120", akops_layernorm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 16:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80_decode", akops_layernorm_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 17:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90_decode", akops_layernorm_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 18:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100_decode", akops_layernorm_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 19:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120_decode", akops_layernorm_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 20:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80", akops_layernorm_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 21:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90", akops_layernorm_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 22:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100", akops_layernorm_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 23:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120", akops_layernorm_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_layernorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
