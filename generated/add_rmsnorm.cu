/* add_rmsnorm.cu: the dispatcher of akops_add_rmsnorm, written by akgen 0.1.0 from specs/add_rmsnorm.yaml; do not edit.
 *
 * sum = x + residual; y = sum / sqrt(mean(sum^2 over the last dim) + eps) * w (the
 * reference normalises the exact sum, in double)
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_add_rmsnorm_bf16_sm80_decode: variants/add_rmsnorm_bf16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 969, attempt 1654, key 93c5d48f230f00e4d312fa71efa4815be68f7ade1d20707f51a57377aceb4e3a
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 2154b26dd09386daff3e4572da603ae319086b75a5f9a515f3f5f4ab60b73136
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   114 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm90_decode: variants/add_rmsnorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 992, attempt 1703, key 3229488d5ebbcbe642b2b61edcca6a429eb5b5f0696473c37d9496b1034c99c5
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 b0dfc4c746bfe668ae4c73443e7525fcf88280744f704cdd02cf024b8d436e0c
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.21 us, 0.4% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 2.50 us, 10.1% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100_decode: variants/add_rmsnorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 967, attempt 1652, key 49108029bf451e26af4fd7e64cfa8c5d06ce58599cba318285d4253e48adca0c
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 529c7617aac3ef0efd7b0eff0e40501f4a6d9af6269ad5dfd1ca098a95c9a6ef
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   106 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120_decode: variants/add_rmsnorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 968, attempt 1653, key cb47027097c7b2422c45a2472e2f205e954c1be9f832b7618455c5bc22130371
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 20fa4482ed851cb98fbcfbf871b961285b1a39af3aabf2938e5fada004fb00d1
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   108 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm80: variants/add_rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 905, attempt 1568, key e6e7aa16c718947902e6159008e26e07b5afc8f20aee7a6aadbac5a573af1816
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 c7054e024d24c50939678a1e4da802ea67466f8349062431980a5601b228a723
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   114 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm90: variants/add_rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 991, attempt 1700, key 1bcd1be16ddc817c118abd24ebc81324c83858168f5e7b6a178a635c2b53b058
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 ae103f7e0f60216a5bb7532b76b8aa338a07e0da1487824d05c602f1d8807c17
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 127.74 us, 99.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 63.68 us, 99.4% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100: variants/add_rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 904, attempt 1566, key 8a86114038d6901b06c46cd9523e0327bedb6b999899d5f9df812be8f21358c3
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 e8a3fab29e586ce4e132272eb7d936969d6f29858067c3c489e6dd68ed6375d6
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   106 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120: variants/add_rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 903, attempt 1567, key 20009fc34d29fa5e683ec596b34ce9775d448cbf7844448009a349845ddde6e3
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 9ca3a08ca622a094c0f51f809a5b5153719aac41b4d27aa3f95d4d2bc9f0185f
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   108 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80_decode: variants/add_rmsnorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 942, attempt 1604, key 0e3555691401cc5222c33fac50a265222e936f09819a0eac6ccbe8aacffc7785
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 13d4430eec6d7249ef664a992754c6305986e82581e2b0b4800a4ea7b2ef7718
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   114 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm90_decode: variants/add_rmsnorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 996, attempt 1697, key 1188e6cc9bf6ded60364aecacf9c71624ecba03862e63680ee75cac66fffa5b1
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 a01e7c953f283a8034398445a3a7717d65f1b77ca1fd9be498dae0b5e4d411c5
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.24 us, 0.4% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 2.53 us, 9.9% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100_decode: variants/add_rmsnorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 939, attempt 1603, key 9bf7370946cd6f799414d10645ed6e76708fd83bc2d28d4e876c49de6a2bfc3d
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 5976c4f6efb183cd6f62aa384ee7fdb929995529b211d7dec87ce05264d9da09
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   106 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120_decode: variants/add_rmsnorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 940, attempt 1602, key d485fa6139d4bd8aa2339768553d61f904c92c04991c908814bf275f7406b6d0
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 b674fdbdaaddfe857f11ff6d01a4494fa4cbfd6feab4b3f30fae58e314b3813f
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   108 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80: variants/add_rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 915, attempt 1578, key 954e62eb21228db2e77114d5d26ac7fe6a78f1f9a1c041bcd1ab085dcd42baa3
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 df5b6b30f8c689eebf4a57a04c09318f1bea1f34316584c9b74b83482252812a
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   114 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm90: variants/add_rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 998, attempt 1699, key 4a485e8e4f6cb0b2ce5471d90716bf90591649348bdf06fb415259698ec85e1a
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 590252f69831c126070cd6cc5f55becbc643a4c71508caf2b914b282cede537c
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 128.10 us, 98.9% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 64.45 us, 98.2% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100: variants/add_rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 916, attempt 1579, key 1f7e522723423ad6e77476a5e85730e691d4ec7f0764c6dd6697657d314aa6da
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 7e50ceeb175ee1f907e44d1b3b6d11873cc633d6e395d067578238d712863d05
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   106 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120: variants/add_rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 917, attempt 1580, key 1b2f2544df317c1c85d64faccebaf09e94d3e8a6cef0a6af47c6ec883fc50a99
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 f5e5255aa0dbfeefdb3e27069828741cde47c3d616f39cec7b5ebe5c3a71f15a
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   108 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80_decode: variants/add_rmsnorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 951, attempt 1614, key 0df7ef3236eba142d7a6d36bce28f8e2c5dd21061a9ecc52a855db9e879e68a2
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 73bbe610fc3fe1556bfe45054f0bbf1abf11f88347acd9efbf502d84e271a43b
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm90_decode: variants/add_rmsnorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1004, attempt 1718, key a31e695ef4179ce6bb436005e9e7188db5e8794c486e1ecff5da41ecec1da9da
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 20681ec6b982e7131332f429c22e2a0f639df0fb1475eb9b1340ac888e58f0fa
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.50 us, 0.8% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 3.74 us, 13.4% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100_decode: variants/add_rmsnorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 952, attempt 1615, key 6b5ae2ce5086fc28e4f82e804666baeefefe84c4e2fde40f73d2137ffac7e9eb
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 2f4896e676bffc14a019aebed91e8dfbd8f9d14a17d42830e52b5731c86d0130
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   78 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120_decode: variants/add_rmsnorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 953, attempt 1616, key 532feb7069cd198fe4578fba351c6933e828272055fe6cd6210eb67818a0f5b0
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 92f06a0ce5ab210f8d74cf8400ad7a03e42154ecd322e7fa406801a39bb27996
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80: variants/add_rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 927, attempt 1590, key 4d0c1fbb2b097e33d14577492903e34d35aac720d185cf147a1334f3a964c4db
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 341541065a52c9676401a3458c77edbd8aeb7e4d0f75c138303270563bdb7c28
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm90: variants/add_rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1003, attempt 1716, key 9e957a763b27b096999bb32adf4ff603549da06d90722c6b9a923b546887f049
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 e44994b840bea4ede5276e644f88ba0e9d546f3c58eb0e2fdd90c3d85c230339
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 260.00 us, 97.4% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 131.81 us, 96.1% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100: variants/add_rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 928, attempt 1591, key daef74beb499b9823c69af977389e776aee26768808be57e784d47f2ea23e522
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 5770afd81e702c6dee4750409e8b2f30a19d69e63bdbdbc73cccade75d32b4dc
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   78 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120: variants/add_rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 929, attempt 1592, key 8225294120863c58317faed6d3d376c40ed198c567609c4c198ae5782178c1e4
 *   spec sha256 c1f6968118fb39053a6b3ffa7a8221f30d48223c3c2f82a16a4df71e87a29ec0, source sha256 ca8f52bdb1ee50175abc9d5aa4da824fd730be2fc5a40ce772550a5792e2c498
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"a76c7b29478dba2b70785634c1db2c2b4c615c606d1b4d47f3856a7ba8f1bcde","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_add_rmsnorm_bf16_sm80_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm90_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm100_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm120_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm80(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm90(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm100(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm120(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm80_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm90_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm100_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm120_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm80(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm90(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm100(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm120(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm80_decode(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm90_decode(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm100_decode(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm120_decode(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm80(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm90(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm100(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm120(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"residual", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"w", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{1, 0}}},
	{"sum", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(1073741824)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1654), "akops_add_rmsnorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1703), "akops_add_rmsnorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1652), "akops_add_rmsnorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1653), "akops_add_rmsnorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1568), "akops_add_rmsnorm_bf16_sm80", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1700), "akops_add_rmsnorm_bf16_sm90", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1566), "akops_add_rmsnorm_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1567), "akops_add_rmsnorm_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1604), "akops_add_rmsnorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1697), "akops_add_rmsnorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1603), "akops_add_rmsnorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1602), "akops_add_rmsnorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1578), "akops_add_rmsnorm_f16_sm80", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1699), "akops_add_rmsnorm_f16_sm90", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1579), "akops_add_rmsnorm_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1580), "akops_add_rmsnorm_f16_sm120", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1614), "akops_add_rmsnorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1718), "akops_add_rmsnorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1615), "akops_add_rmsnorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1616), "akops_add_rmsnorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1590), "akops_add_rmsnorm_f32_sm80", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1716), "akops_add_rmsnorm_f32_sm90", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1591), "akops_add_rmsnorm_f32_sm100", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1592), "akops_add_rmsnorm_f32_sm120", 1},
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

extern "C" const struct akr_op akr_op_add_rmsnorm = {"add_rmsnorm", tensors, 5, syms, 2, variants, 24, classof, classes, 1, 0, 0, NULL, NULL};

extern "C" akops_status akops_add_rmsnorm(const DLTensor *x, const DLTensor *residual, const DLTensor *w, DLTensor *sum, DLTensor *y, float eps, cudaStream_t stream)
{
	const DLTensor *t[5] = {x, residual, w, sum, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_add_rmsnorm, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (!(eps > 0 && eps < 1))
		return akr_fail(&akr_op_add_rmsnorm, AKOPS_ERR_SCALAR_RANGE, "eps = %g is outside (0, 1)", (double)eps);
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_add_rmsnorm, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm80_decode", akops_add_rmsnorm_bf16_sm80_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 1:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm90_decode", akops_add_rmsnorm_bf16_sm90_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 2:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm100_decode", akops_add_rmsnorm_bf16_sm100_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 3:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm120_decode", akops_add_rmsnorm_bf16_sm120_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 4:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm80", akops_add_rmsnorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm90", akops_add_rmsnorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm100", akops_add_rmsnorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm120", akops_add_rmsnorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm80_decode", akops_add_rmsnorm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm90_decode", akops_add_rmsnorm_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm100_decode", akops_add_rmsnorm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm120_decode", akops_add_rmsnorm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 12:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm80", akops_add_rmsnorm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 13:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm90", akops_add_rmsnorm_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 14:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm100", akops_add_rmsnorm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 15:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm120", akops_add_rmsnorm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 16:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm80_decode", akops_add_rmsnorm_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 17:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm90_decode", akops_add_rmsnorm_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 18:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm100_decode", akops_add_rmsnorm_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 19:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm120_decode", akops_add_rmsnorm_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 20:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm80", akops_add_rmsnorm_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 21:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm90", akops_add_rmsnorm_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 22:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm100", akops_add_rmsnorm_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 23:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm120", akops_add_rmsnorm_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_add_rmsnorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
