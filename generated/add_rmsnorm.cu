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
 *   job 2484, attempt 3505, key 33c1caa373e502ed62404b6788689339e90fbca8e00de304f0727fc81752624b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 5fd6678abf44a4649136a20d075d4e57473c21393dad55a1b63768a8a1a699cc
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm90_decode: variants/add_rmsnorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2007, attempt 2973, key eca26e7e1b902fe454ec97c173cc4afed73b5729f9c9e2f8b351921eb0289a9b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 0da3840cf3fd0f2389cd0675b2a5b070326084e9cff2fbc5e0e9b6f76a60eb0c
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.24 us, 0.4% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 2.53 us, 9.9% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100_decode: variants/add_rmsnorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2488, attempt 3509, key 0fc32f9e7a195198f3790e60c7cef4cae7478fb6966017215fb18bca90cf854b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 c13618df2224745c028360dca8b978eb83ddd6304a0052361f990d92c9ce6657
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120_decode: variants/add_rmsnorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2491, attempt 3512, key 3eab883b903a61eb908182b0464984e2fe515c92979a3668dc039ce78797e38a
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 6047537403b7bffbf4c6f2ba36cbf63edae808f3a1502744903e667587a16c60
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm80_few: variants/add_rmsnorm_bf16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2486, attempt 3508, key 887a3ab626ff7185d83aa872db33c6699f2f4d0e91324937b07ec14d2c922216
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 1dc4ec401d127e389b1cd2ffa8b959d1a6f9dee2c2c4f61f51683e2c721a2ee2
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm90_few: variants/add_rmsnorm_bf16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2017, attempt 2991, key 61014c1d3403355bfa07ae11d15563c635b808d7f2ba30ea6e521e659150996f
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 e121844bf9040bb9b02f5e257b1c8674b8f660d03b915bf8af668636d1180958
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":5120,"rows":64}: 2.50 us, 24.7% of the roofline floor
 *   bench {"cols":3072,"rows":1024}: 7.84 us, 75.2% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100_few: variants/add_rmsnorm_bf16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2489, attempt 3510, key 1696a687e4f03007d1cf20a9879dbf97013be1b7618a9b4562e50852708ed779
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 a821ea4710138dd1662a5fbb7937693e82363b473e25474eea8fee0315a83d14
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120_few: variants/add_rmsnorm_bf16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2492, attempt 3514, key 7bb9152a0e3fce966b441ab77619096c30c9becaef6a2d75bb2cc2a4d5c2f2a2
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 14e2782194755abf20363c663226d60319d44b08f026f1f3b7bab1a415c86934
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm80: variants/add_rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2487, attempt 3507, key 6c31e8609719137d2bb4d33ce018852364bfd6a038881f2279673d2230c8fd4b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 d68363dbcc510a12dd092493f54394e4cc69bca851c4e9a4feb536324b2644d6
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm90: variants/add_rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2028, attempt 3007, key 668235ac2e9c4dcba742872e8c322e8a537511a90478d693723b016eea7e5e4f
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 d80620257934f7cb3fa3c71d7d18bfabe2e6cdac01abc9d8dad45e4514457dce
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 126.75 us, 99.2% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 63.55 us, 98.9% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100: variants/add_rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2485, attempt 3506, key 7bdc5337a9eaca01d2d5d9444e0fabf5208b67e6f26c656b8e8dc516c6cb9805
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 ffc4d104465471a002ec9d0640c53c8ed83c0029da10f280b881844720bfc744
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120: variants/add_rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2490, attempt 3511, key 238c4bd27418e2bbccb9605645eb999648a271bc277fc45521055ceae17cab77
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 4caadc041133d1856d671faae7f6a4524521494ba6ce96e1cde2d2deb87142f7
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80_decode: variants/add_rmsnorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2530, attempt 3551, key a84277bf9d4f43e5ba7a6a0b57e460adb175d693bd876fafdda9980732f35597
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 2414eac71a3c6560dea46d9d3d6dfbda8ee988925acf00b1a3a5b3704befa548
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm90_decode: variants/add_rmsnorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2072, attempt 3091, key 1f9e4a63eaf11b948176cfd2d303c598f48b7d7fa28856e195b86c2958fbdd44
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 453e23aaade8e70a8daa500b58cf88ef0d51761ce84ce5cbf525e996a271f5cd
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.27 us, 0.4% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 2.56 us, 9.7% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100_decode: variants/add_rmsnorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2533, attempt 3554, key d5155c8fd5b21f821d5629b8d6050c1facf3253d0e11d36720fbc305b716ce7d
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 82ff2fdc1c8c668d6323a63a72cc9e24974ada18f1adc9f24ec12037188fcbd2
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120_decode: variants/add_rmsnorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2536, attempt 3557, key 6a3018f04c55dce1217efac6f9fb73e68a94eaa21ba586b5c8d32703aac4dcb5
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 832be1776bba749eda27bd87013e34981339065c8de8df892ccf3fedb9420171
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80_few: variants/add_rmsnorm_f16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2531, attempt 3552, key 321f80c507149b4f6a2a7d4936aad553922f54ffbc1440e1f600466bfd46719e
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 fd5a24ff96efaebf53d1fd0a21e41bcb432dd7e8848766db79e987182f6beb6f
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm90_few: variants/add_rmsnorm_f16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2069, attempt 3096, key 53f3be5d99f44bf6c165a4831582a814aa24c3ca7f2ad98fc54de7fc84adea05
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 463ab9cc6b1bcfdc2417fe65b3b64ffa5e2df8f424ffe8624e424f9fa45f3ec3
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":5120,"rows":64}: 2.56 us, 24.1% of the roofline floor
 *   bench {"cols":3072,"rows":1024}: 7.74 us, 76.1% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100_few: variants/add_rmsnorm_f16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2534, attempt 3555, key 48005ecf93938bba897b5571f3718368126a307df98da9f983ff98d5289cc5c9
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 6dc5e52e682298cb00d193dd54b221669a492421104a5dcd0675cf4e0bafd93d
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120_few: variants/add_rmsnorm_f16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2537, attempt 3558, key 1ccbd0c08ba1059256577bb016d65ac8467a550e07d6e770bcf42a7b53043bef
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 a1a52aec647bff78e9392cd755b47228e6e5db2fa4eb0514c266642a1ed86fee
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80: variants/add_rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2529, attempt 3550, key 9217324b9ef12df618d42d0d9511148bf844e18278f18d562d541bea173fee81
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 c7655124588a660b994d866d3177ddaf21852df5085d8da36babc389227bbded
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm90: variants/add_rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2031, attempt 3018, key 3e6b53c30ac2a9a35ee188119940444dfabbce7291727121a4cf7bf69b352292
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 a6220db207b77f8e8ae0d72cbe556771a72789c5b073114e6218b34fc2af5e45
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 126.98 us, 99.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 63.52 us, 99.0% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100: variants/add_rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2532, attempt 3553, key f935f6574565f2100e64cefcdf14816cff79a4e51d742642a421b7b49dad9bff
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 3abf119b389fdcaadd3e3f64a585100341924ee7e28a8ff8d3e9350cf1cda2d5
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120: variants/add_rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2535, attempt 3556, key 7d62f569ac12080685e3829340fda2df93044b63fcf1fa9c58778ded2a13e032
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 20d6e542a073c1ed15b3e8c6dd744457f7fe09b0df53f9ec31969a2372622eed
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80_decode: variants/add_rmsnorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2575, attempt 3596, key 4406055eba51947da5ac771bbaa2eb62f46d7398946d4cff60bfc13502326a53
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 c4c0f1f6a0aa2e0681dd162c8416bebdd28bad6ebb97e23e09dd4c2667361445
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm90_decode: variants/add_rmsnorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2009, attempt 2975, key a1e6e6fbf6c938d7f072e42b403de66b6481c83db753f5a7e7726c935a940078
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 9a9b006301ab5b1dfa53ee9d6a11e5b35c6f6babb35c7ba2d5dc2dbc7befa96e
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.53 us, 0.8% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 3.30 us, 15.1% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100_decode: variants/add_rmsnorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2578, attempt 3598, key ecda59af765f583b455f57f10079805c4f38ce5240f75ca18db1b3e69cc8d195
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 dbae3ae1866fbb50430e44f8a17a53877b93c19521775e1eaad0e687f2bc2a99
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120_decode: variants/add_rmsnorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2581, attempt 3602, key 661b673b8b7344f868fcf37a62b21d004fd58125ec61f9d315ab06a740b41601
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 6c3598778a4a173979ffc1a1f5d9d65e61960447f10cb90755e0fc4b3f0dd536
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   97 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80_few: variants/add_rmsnorm_f32_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2576, attempt 3597, key 783ae8431fb4aec776cc1993d54ca9b1268eee32e28ff6d0cd447d68b29f0a2b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 8f6fee43baa9dad4e8a8bf2ab89e61bbd7f2e3ae3ef43bce914a171248fd9f64
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm90_few: variants/add_rmsnorm_f32_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2015, attempt 2990, key b34370d7d9fad20a2b6df17aa7bd83d43b0db6e0a73b5e425b5dd9b0c6d8c16b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 f9aedad369c081348dffb1eca9cb5c8702cf002dcb00f5f52201b2d8be7cb607
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":5120,"rows":64}: 3.49 us, 35.4% of the roofline floor
 *   bench {"cols":3072,"rows":1024}: 12.74 us, 92.6% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100_few: variants/add_rmsnorm_f32_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2579, attempt 3600, key 8fda76e0681ac810b768c860a9eda7af34edc789c2a0c384a4dd98bcd77ff1c2
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 3efa9e91492769372c576f4ec8805fb1c4058a27baa2d45fde1da3059485e5e5
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120_few: variants/add_rmsnorm_f32_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2582, attempt 3603, key c20bc7a5dab8d517d5d070ffb5462e571decabb2b24aeb9727dcb67280f4e22b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 ecdcb0a0a1525678bd657548845ff87626b9472941e85ee819bfffbb7b030a42
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   97 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80: variants/add_rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2574, attempt 3594, key 997114653bd57506ce218eb5df9451637a839a726faf3f4a45bea4f332157301
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 334a6b067ac80d17649f6f683e0e27fc87f17109a67033fef3990ca2b0bc2a82
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   84 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm90: variants/add_rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2025, attempt 3003, key 240e899e6af09d87d8a8743080f64822b9a8d4aab75f84e411a845f9cf00af8a
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 5295b16dcd1ec871a74d2f725f43c6ce41f993c1638eafafd60ec98f54624fde
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   82 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 258.66 us, 97.2% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 130.21 us, 96.6% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100: variants/add_rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2577, attempt 3599, key ff63cec6f599e12be1bb20070f5fac41f1b6512ef326d2078329b2144f955867
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 11f1c420248aaf78869b8d7832a230f86675ddf69ddbf49ae8e89d9e1068e003
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120: variants/add_rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2580, attempt 3601, key dadc44cbf772cfd86a727057edb16607ccd5468623456100424cdf4e6f23d62c
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 1d36018d5327fd2a5f5298e0bf441997357d80a61f81fa2903d77dda68c3cb16
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"db804e23d718e255055bd7fd9ede6af970b707544b386cd20eba865bcad07af4","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   97 registers, 264 bytes of static shared memory, 0 bytes spilled
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm80_few(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm90_few(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm100_few(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
	__nv_bfloat16 *sum,
	int64_t sum_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_bf16_sm120_few(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *residual,
	int64_t residual_stride0,
	const __nv_bfloat16 *w,
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm80_few(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm90_few(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm100_few(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	int64_t w_stride0,
	__half *sum,
	int64_t sum_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f16_sm120_few(
	const __half *x,
	int64_t x_stride0,
	const __half *residual,
	int64_t residual_stride0,
	const __half *w,
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm80_few(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	int64_t w_stride0,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm90_few(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	int64_t w_stride0,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm100_few(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	int64_t w_stride0,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_add_rmsnorm_f32_sm120_few(
	const float *x,
	int64_t x_stride0,
	const float *residual,
	int64_t residual_stride0,
	const float *w,
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
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
	int64_t w_stride0,
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"residual", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"w", 0, {0, 1, 2, 3, 0, 0, 0}, 2, 16, 1, {{1, 0}}},
	{"sum", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(1073741824)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3505), "akops_add_rmsnorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2973), "akops_add_rmsnorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3509), "akops_add_rmsnorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3512), "akops_add_rmsnorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3508), "akops_add_rmsnorm_bf16_sm80_few", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2991), "akops_add_rmsnorm_bf16_sm90_few", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3510), "akops_add_rmsnorm_bf16_sm100_few", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3514), "akops_add_rmsnorm_bf16_sm120_few", 1},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3507), "akops_add_rmsnorm_bf16_sm80", 2},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3007), "akops_add_rmsnorm_bf16_sm90", 2},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3506), "akops_add_rmsnorm_bf16_sm100", 2},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3511), "akops_add_rmsnorm_bf16_sm120", 2},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3551), "akops_add_rmsnorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3091), "akops_add_rmsnorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3554), "akops_add_rmsnorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3557), "akops_add_rmsnorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3552), "akops_add_rmsnorm_f16_sm80_few", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3096), "akops_add_rmsnorm_f16_sm90_few", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3555), "akops_add_rmsnorm_f16_sm100_few", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3558), "akops_add_rmsnorm_f16_sm120_few", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3550), "akops_add_rmsnorm_f16_sm80", 2},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3018), "akops_add_rmsnorm_f16_sm90", 2},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3553), "akops_add_rmsnorm_f16_sm100", 2},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3556), "akops_add_rmsnorm_f16_sm120", 2},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3596), "akops_add_rmsnorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2975), "akops_add_rmsnorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3598), "akops_add_rmsnorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3602), "akops_add_rmsnorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3597), "akops_add_rmsnorm_f32_sm80_few", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2990), "akops_add_rmsnorm_f32_sm90_few", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3600), "akops_add_rmsnorm_f32_sm100_few", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3603), "akops_add_rmsnorm_f32_sm120_few", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3594), "akops_add_rmsnorm_f32_sm80", 2},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3003), "akops_add_rmsnorm_f32_sm90", 2},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3599), "akops_add_rmsnorm_f32_sm100", 2},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3601), "akops_add_rmsnorm_f32_sm120", 2},
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

extern "C" const struct akr_op akr_op_add_rmsnorm = {"add_rmsnorm", tensors, 5, syms, 2, variants, 36, classof, classes, 2, 0, 0, NULL, NULL};

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
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm80_decode", akops_add_rmsnorm_bf16_sm80_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 1:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm90_decode", akops_add_rmsnorm_bf16_sm90_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 2:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm100_decode", akops_add_rmsnorm_bf16_sm100_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 3:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm120_decode", akops_add_rmsnorm_bf16_sm120_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 4:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm80_few", akops_add_rmsnorm_bf16_sm80_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm90_few", akops_add_rmsnorm_bf16_sm90_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm100_few", akops_add_rmsnorm_bf16_sm100_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm120_few", akops_add_rmsnorm_bf16_sm120_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm80", akops_add_rmsnorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm90", akops_add_rmsnorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm100", akops_add_rmsnorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm120", akops_add_rmsnorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 12:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm80_decode", akops_add_rmsnorm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 13:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm90_decode", akops_add_rmsnorm_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 14:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm100_decode", akops_add_rmsnorm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 15:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm120_decode", akops_add_rmsnorm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 16:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm80_few", akops_add_rmsnorm_f16_sm80_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 17:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm90_few", akops_add_rmsnorm_f16_sm90_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 18:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm100_few", akops_add_rmsnorm_f16_sm100_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 19:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm120_few", akops_add_rmsnorm_f16_sm120_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 20:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm80", akops_add_rmsnorm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 21:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm90", akops_add_rmsnorm_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 22:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm100", akops_add_rmsnorm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 23:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm120", akops_add_rmsnorm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 24:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm80_decode", akops_add_rmsnorm_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 25:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm90_decode", akops_add_rmsnorm_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 26:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm100_decode", akops_add_rmsnorm_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 27:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm120_decode", akops_add_rmsnorm_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 28:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm80_few", akops_add_rmsnorm_f32_sm80_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 29:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm90_few", akops_add_rmsnorm_f32_sm90_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 30:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm100_few", akops_add_rmsnorm_f32_sm100_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 31:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm120_few", akops_add_rmsnorm_f32_sm120_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 32:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm80", akops_add_rmsnorm_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 33:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm90", akops_add_rmsnorm_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 34:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm100", akops_add_rmsnorm_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 35:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm120", akops_add_rmsnorm_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_add_rmsnorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
