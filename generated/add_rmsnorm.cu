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
 *   job 1867, attempt 2778, key ca39f44b024df551c8b18a2e057622eae7fae33b556980f47ede09ba2c7bd62a
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 56b8f0ba99ea3637f340405c8488df6328727abe48e25760dc4ef5e3500551d3
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
 *   job 1870, attempt 2782, key 20908c6262b49e10c81560971766f36faff191574fdb1cecef1a83992f64fa6c
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 6bfc0f7b55a47212e3e87e3d11a389caac9ecc7f90c1e94c6acffc6ace222a1e
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120_decode: variants/add_rmsnorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1873, attempt 2784, key a641a2ab8605eb0d11e6387c2f31d22272cc495e6a6bd0fcceb417aafacb28d2
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 51f66c403c8b33c2bf82486e4ae34f7faa9ee71e4ae0f3bedf4f8a9b95e96503
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm80_few: variants/add_rmsnorm_bf16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1869, attempt 2779, key 42259ef027a4abb26f4b0047dc15db90fc1e038ab38bcf1223bf33b2ddb1bfa0
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 5ad6e519aec77e1f8d4639da28aab0a4d68824bd095256d9a73a8dee7a24f351
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
 *   job 1871, attempt 2781, key be2e85fbc1846cfb6bc362bccdccfbbb58290f4efd89db0224bf778e925cc9a8
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 47823ea1cd08f17f66738240293027a31ea06fab8ebb01c55a9abb40913f379a
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120_few: variants/add_rmsnorm_bf16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1874, attempt 2785, key 8f677be48d14db3db8e0f0200bb488ef349026cd75cf6a819bb64d21aae9c1c0
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 f7a5bcfd35afe453598ac098a82a28ecc45415e867de5481d0c31569f9ef1f60
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm80: variants/add_rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1866, attempt 2777, key f5af96c479f0193d3c3def734a05ffd465eede5ca43ab0e05d8c2637143e6d81
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 56de5da3cddf0d75c22e2e9a2221fd6f737be2da4d5b24d02b19100d568f1a2d
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
 *   job 1868, attempt 2780, key 5de00385a4d14e4dde5a0538a68f652264dd402f6537ef933f7adba23526e22e
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 6ff9eed65523f4ce135303bbf076a81415a2f9c251583b73202959eba63d7309
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120: variants/add_rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1872, attempt 2783, key 1076679014f8119011e837c2f14a9c6f459fc9649cd53275e7740f932ca40b00
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 1aa99273246f3ab8e1abd8b87e49fe169382e5291d52878514c5ab6dc116b29e
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80_decode: variants/add_rmsnorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1894, attempt 2805, key c077ff9e380a4565f86dcbceb28b641a965f20c98ac0ab2a7d0c66c6b79c7b73
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 8c2ddd2dae046a8fb8031f1038e6518047396c37fc3dd67f7d6cf62faac25887
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
 *   job 1897, attempt 2808, key 332b42b7651e71a2b50a14a3fa954b32b069c0c7f7f823d0face98a6a5813067
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 df0c93641b651ba7d546202c3783f1208b0625ac0533e2c106a338603ef16c86
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120_decode: variants/add_rmsnorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1900, attempt 2811, key af5a222a8d603f62fec0d6e0383d2f2ff3e884b8b9a7edbf2b18de45f52e8888
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 1cf10db88559aa0e2cfe4d0c0ffcbe02a572667286a10ac88121a96c3e530de0
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80_few: variants/add_rmsnorm_f16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1895, attempt 2806, key 4b2ec47c8917a50820053c2d86e84e48b71c70eef302d01f7cc23bb5fe35b0c5
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 48a2218ce0222224e7fded1608ef1a7bb641bae57b467704e8f87bb2df6a3c17
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
 *   job 1898, attempt 2809, key 25deb8b15d7462fbe4f777fa92a043404af8e14329c7842916c2579bf092cffa
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 37b5298265010cfd737a1b7d56b3a97328b463e24d4e12c451973c24bdcb0980
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120_few: variants/add_rmsnorm_f16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1901, attempt 2812, key 3765a521b7d8875dce1881abd2e86fbc9606396cd5f7177711712688a279a8f2
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 948300a1c122c1cfcd47c7740217beed9874f59232b6dc712042179641f98026
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80: variants/add_rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1893, attempt 2804, key afa35ae4eaf914f44bd43fc7babde8b7a923480e365cd191590c8989152477e7
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 925f78ba5ae9d986aa0e23ad881cd90332252c1f6bae310e28ab361238e2ff9b
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
 *   job 1896, attempt 2807, key afa33724764b89a36d5e68df086f540614a7f8d53348319b0283faae30502c47
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 04e1fcd0cbd3df3ffec3046b38ca2306f663bad487e19bb12c01dd78d2fdc13d
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120: variants/add_rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1899, attempt 2810, key c59bad934721395b9d805839fdd56e22c2269845d8550866eb341e775251e0f7
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 39483e5be57ae2d6e6c09c5cee1350482da29b4f30d1a2c20349795fdc3c00e4
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80_decode: variants/add_rmsnorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1921, attempt 2832, key 450ce28dbb09252a75a2bad3bac004090762413b0ba5be9b6e9735382e88cf9c
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 c3dae599354f9812357ecbd5ae6914cef69fba467749cc2aaf90d4203f5e24ad
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
 *   job 1924, attempt 2835, key 00286dfe6e1d0350bf47f86a54a44713f21e88c011810e171ebca8d09ba9adbe
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 7273dad5903be58aa7885065ed56766788de92485aa3e7ae0f0ee46f180a6b20
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120_decode: variants/add_rmsnorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1927, attempt 2838, key 2387b91b43112986b217be9fc0c8a2839419500aa66cabf896843a5061194f40
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 937f75a52d7945bab8cbb0ef3019784300005e907427fb781e3cd5880edb1129
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   97 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80_few: variants/add_rmsnorm_f32_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1997, attempt 2945, key c548e90855c071d5caeafca9a61bf830e04910ef43cf25feea26b3c514c5b819
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 ce6948a0160caac108fe87b6d798cd0a8a7581703197e4ee1c730dd9c03a5fd4
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
 *   job 1994, attempt 2943, key c2dbae1ff974b1c3721e4c33a7571e95d7ca84113f9e54b2632e1d87689eb763
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 fa913d8b4eb3d25f5fab18a0dd64c893d075ebb028f049e49b0c8a089f257fef
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120_few: variants/add_rmsnorm_f32_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1996, attempt 2944, key 84a1c38790a063f2a92479aa86df241cbc6f6abbc4487e2b4099966f5e7f9e13
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 4525060b964247111bc0a6ecd7eee7ef6cb6dd3317c7bc930090d005971b0324
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   97 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80: variants/add_rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1920, attempt 2831, key 36e17ab870b85d6f09b8fd5ee47b35a4fbb832c9acc5739754164cffa1ab9b33
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 ac88a929c466382099640b2a5699c8c99b17e17609accd4cb1be7d1d5bdbc353
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
 *   job 1923, attempt 2834, key 4d40bfa795b24e2bacb03078d180d87b5b99ec3c14bbb050a396cb6f1e7cd668
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 e99801630a4f948e36641cb19c8d953f6b1647710f5b17ea1f30f78be60bfccf
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120: variants/add_rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1926, attempt 2837, key f9a20ba3e3c3dbf5e27a45f275e35fa65cbc55f361dc27f9cb6ed70bd297c828
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 57172f6cf8810fcdc164af7c29b44ad58407d56720fbcc3bd4e9740cf76d54b8
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2778), "akops_add_rmsnorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2973), "akops_add_rmsnorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2782), "akops_add_rmsnorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2784), "akops_add_rmsnorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2779), "akops_add_rmsnorm_bf16_sm80_few", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2991), "akops_add_rmsnorm_bf16_sm90_few", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2781), "akops_add_rmsnorm_bf16_sm100_few", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2785), "akops_add_rmsnorm_bf16_sm120_few", 1},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2777), "akops_add_rmsnorm_bf16_sm80", 2},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3007), "akops_add_rmsnorm_bf16_sm90", 2},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2780), "akops_add_rmsnorm_bf16_sm100", 2},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2783), "akops_add_rmsnorm_bf16_sm120", 2},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2805), "akops_add_rmsnorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3091), "akops_add_rmsnorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2808), "akops_add_rmsnorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2811), "akops_add_rmsnorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2806), "akops_add_rmsnorm_f16_sm80_few", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3096), "akops_add_rmsnorm_f16_sm90_few", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2809), "akops_add_rmsnorm_f16_sm100_few", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2812), "akops_add_rmsnorm_f16_sm120_few", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2804), "akops_add_rmsnorm_f16_sm80", 2},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3018), "akops_add_rmsnorm_f16_sm90", 2},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2807), "akops_add_rmsnorm_f16_sm100", 2},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2810), "akops_add_rmsnorm_f16_sm120", 2},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2832), "akops_add_rmsnorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2975), "akops_add_rmsnorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2835), "akops_add_rmsnorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2838), "akops_add_rmsnorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2945), "akops_add_rmsnorm_f32_sm80_few", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2990), "akops_add_rmsnorm_f32_sm90_few", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2943), "akops_add_rmsnorm_f32_sm100_few", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2944), "akops_add_rmsnorm_f32_sm120_few", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2831), "akops_add_rmsnorm_f32_sm80", 2},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3003), "akops_add_rmsnorm_f32_sm90", 2},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2834), "akops_add_rmsnorm_f32_sm100", 2},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2837), "akops_add_rmsnorm_f32_sm120", 2},
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
