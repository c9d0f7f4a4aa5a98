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
 *   job 1777, attempt 2647, key ceec1758c81484f5a23c2069a15519344ef801b37a470c9945f0f3b80aca8a5f
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 985058a7f69454222c03973adc9d9a47d4fb10beea36b9cf71301216e598cbb4
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   100 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm90_decode: variants/add_rmsnorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1840, attempt 2738, key eca26e7e1b902fe454ec97c173cc4afed73b5729f9c9e2f8b351921eb0289a9b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 0da3840cf3fd0f2389cd0675b2a5b070326084e9cff2fbc5e0e9b6f76a60eb0c
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.24 us, 0.4% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 2.53 us, 9.9% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100_decode: variants/add_rmsnorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1781, attempt 2651, key a2b430b2d9bd4ddb72919b39ef5a297205174d16fe2b726c5f3ee8ead43a7ba6
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 9378804e19a2fe815014faec9f3c969b8ed6b4cd878d6dddf1c1534fdbfb2691
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120_decode: variants/add_rmsnorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1784, attempt 2654, key 116d74af2a6eecb3ff78f91ea1d4c7e295721d33c7186979c3f77daf01944180
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 0685b4be69e49d4d7420e7796d193c04fc2610207f047b995acaeadd9cef93ab
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm80_few: variants/add_rmsnorm_bf16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1778, attempt 2648, key 50b75d28ab9f74425248025f0e8869e60174413b5f9f419602c13de738d91603
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 034e8f6ad202c05c01d3e8196c4756478c9b5a987f99e4566674a5cd07478d5e
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   100 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm90_few: variants/add_rmsnorm_bf16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1859, attempt 2769, key 61014c1d3403355bfa07ae11d15563c635b808d7f2ba30ea6e521e659150996f
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 e121844bf9040bb9b02f5e257b1c8674b8f660d03b915bf8af668636d1180958
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":5120,"rows":64}: 2.53 us, 24.5% of the roofline floor
 *   bench {"cols":3072,"rows":1024}: 7.81 us, 76.0% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100_few: variants/add_rmsnorm_bf16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1782, attempt 2652, key c182a2396f99177c55eca45e22e77a9a7618ab004370c2328c1ae42f6b11280e
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 e1a36ad5482183527a19f5d4da08b46c9a8add8b26e998ec71c26ebfd72fb5e5
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120_few: variants/add_rmsnorm_bf16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1785, attempt 2655, key ea0898eea78b5fc16eae9426628dae28b96bdd2070a251a2d73dbab3fbfb83f2
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 903de3ed07c7f11409cc36f76a854b11c2dee93554876bd216dca1cf56f340e1
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm80: variants/add_rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1780, attempt 2649, key 7f61a8eac9592307f94f0ff95d16515d87888e14933690ef0cdcc78d9e306343
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 2a807bf8b35801053bd90db620eb83d7b8ebcd6f8abe67162f87fba2277f63d1
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   100 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm90: variants/add_rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1834, attempt 2727, key 668235ac2e9c4dcba742872e8c322e8a537511a90478d693723b016eea7e5e4f
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 d80620257934f7cb3fa3c71d7d18bfabe2e6cdac01abc9d8dad45e4514457dce
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 126.66 us, 99.3% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 63.55 us, 98.9% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100: variants/add_rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1779, attempt 2650, key 76b6173c41fcb3e2496c382b0c7d618f463426970eb4da372a9e3a6797136f73
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 595988deea699c385aff31e292141a7f4d7326adc148573b3f0a4601e9f08f30
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120: variants/add_rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1783, attempt 2653, key d838209ac2e8ff02a445c46dfa40650e97b43f593309bbb29413b659c938a39b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 9ff98dbe0af402314bb09b6e277c7be0870cc828a4b21caf2409d8ca37497fff
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80_decode: variants/add_rmsnorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1796, attempt 2666, key 4cb5559288056ec245fc06ff0d8e4827d2f5b2db052da4419ae6c4b06f89d590
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 1d93b756c74f4e870bd2dde7217d496b8ac6f901183f8c6f2f72d08b3fb847f5
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   100 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm90_decode: variants/add_rmsnorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1833, attempt 2734, key 1f9e4a63eaf11b948176cfd2d303c598f48b7d7fa28856e195b86c2958fbdd44
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 453e23aaade8e70a8daa500b58cf88ef0d51761ce84ce5cbf525e996a271f5cd
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.27 us, 0.4% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 2.53 us, 9.9% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100_decode: variants/add_rmsnorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1799, attempt 2669, key b87ec35f71499c484c9f93bc3caa852016e3ff12b1910517ef22f2a9465a36a5
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 9fe63d1971c75559eabdf3bd2679622948008ccca9604cb10e04ae25c1143ca9
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120_decode: variants/add_rmsnorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1802, attempt 2672, key 6275071809205053130985a87a19feef90b9c40c086b808893fc78de88be353d
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 870f907177f39796541dab2d0f08908b0708812eafcdaad612bc9faea2b7dc65
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80_few: variants/add_rmsnorm_f16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1797, attempt 2667, key a3ff62effe56428f9f44c80c904400dbb4a77440c3f12563a26d92419c088d21
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 32523064ffb8c4058a5eb297cafb758c8292acfcd8c5a39833ce218d192f5f81
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   100 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm90_few: variants/add_rmsnorm_f16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1851, attempt 2760, key 53f3be5d99f44bf6c165a4831582a814aa24c3ca7f2ad98fc54de7fc84adea05
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 463ab9cc6b1bcfdc2417fe65b3b64ffa5e2df8f424ffe8624e424f9fa45f3ec3
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":5120,"rows":64}: 2.56 us, 24.2% of the roofline floor
 *   bench {"cols":3072,"rows":1024}: 7.78 us, 76.3% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100_few: variants/add_rmsnorm_f16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1800, attempt 2670, key 938f9b73d5d04d13204005b4dc9191fa0972e7745cf5df3557d559745c2392bf
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 127bf81d1f60ad416a03092e84ef39db879c16eb6f7a25450bf6ec9618203581
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120_few: variants/add_rmsnorm_f16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1803, attempt 2673, key 1ea6b87654941f88a03a5fac9ba066c0c68ba3a817f052a44dabdd9a964cdb62
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 d988839f2de092397422578117a54a983cbe69072ba6448f4c6429d871c009d3
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80: variants/add_rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1795, attempt 2665, key ebcbf20e5badc105f69c48144a6ad9dbf372806c6753cf09b80c71bb3eb0dbdd
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 9e3dac37cf3a16e1bda0600f5c439d68c9ab42be12c550638a286a4ba25df6cb
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   100 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm90: variants/add_rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1835, attempt 2731, key 3e6b53c30ac2a9a35ee188119940444dfabbce7291727121a4cf7bf69b352292
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 a6220db207b77f8e8ae0d72cbe556771a72789c5b073114e6218b34fc2af5e45
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   102 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 126.91 us, 99.1% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 63.46 us, 99.1% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100: variants/add_rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1798, attempt 2668, key 09cbfd14370457a6f0038e726c644b93c1141f79b53d8526235c55004d3536c9
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 9c99d32d650d2c26006c50e88488eeb914c33df0d1938f8de99374eecc76380e
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120: variants/add_rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1801, attempt 2671, key 278b85ce08247570b349acce82647e711f99d11b69d057ff24fb4e009309b70f
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 a11f0d77f505b06caed3cb05dcd7c18d7b5830248d1343bcddb146c86e036db1
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80_decode: variants/add_rmsnorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1814, attempt 2684, key f07a7543aef6d15759fbe08609dc35ed98b4069c990213147e7485c5fb1acd72
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 43e181a397ce3e662cf6479ad5637f1e838cb3001f0017e7963737b57c388d37
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   74 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm90_decode: variants/add_rmsnorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1839, attempt 2733, key a1e6e6fbf6c938d7f072e42b403de66b6481c83db753f5a7e7726c935a940078
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 9a9b006301ab5b1dfa53ee9d6a11e5b35c6f6babb35c7ba2d5dc2dbc7befa96e
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.53 us, 0.8% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 3.30 us, 15.1% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100_decode: variants/add_rmsnorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1816, attempt 2685, key ba70e37c05bf82193bc3333b458dc5de9203ae609697e94ca534e3d970b86f11
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 506539836c76ce1217c1b5b71bcc8f8d2a18fcc0f7ea8e3cf176183db73159eb
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120_decode: variants/add_rmsnorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1818, attempt 2687, key 8bd83129797ae86747718306ecd756d5bb7a2a80c4a66fa33da8262dfdfa1c56
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 ce52d607c6d282cff0ac32ef16d1f5bc7c0b473cba595f1cf5c1330d1b642bbc
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   97 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80_few: variants/add_rmsnorm_f32_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1828, attempt 2697, key e722b2e0fe638ff80b6056fbde8a9f5c1a69ecc89a38459bcf8e64ed4f77eb4c
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 d8d5b5b38b2d8ce3c23455163d1057118ae9f6345c930a974476a044342557d7
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   74 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm90_few: variants/add_rmsnorm_f32_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1855, attempt 2759, key b34370d7d9fad20a2b6df17aa7bd83d43b0db6e0a73b5e425b5dd9b0c6d8c16b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 9ae7c41ed8dd30898752b7fc5a29daada55ac6c5dc3a5710075c5ccfe7657e4d
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":5120,"rows":64}: 3.49 us, 35.6% of the roofline floor
 *   bench {"cols":3072,"rows":1024}: 12.83 us, 92.5% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100_few: variants/add_rmsnorm_f32_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1827, attempt 2698, key efdbb43d49c536e517e275dabd87370ae4465165523ce78f698db103b5df576c
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 f12ee8e09438e6dbc4b2de2e967b37355624d08877471eb992e40f5f7cf870c3
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120_few: variants/add_rmsnorm_f32_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1829, attempt 2700, key 67fa93c3a9d1dcc12751ebba47869839f07d11a0f9e1f113b5d23d80cad599d2
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 70ef65e6f958f7b0c23494c5e15836b8d22ce841b31383c726a00417d2272012
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":1,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   97 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80: variants/add_rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1813, attempt 2683, key b576f4c2ee6ac4d1e349e32bca8a843db14a0bab62222314386920e9d4c9eb8b
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 a3f746802bff89d604ed51505e6c9ff01763a8e5ff01a19db165e5962b72e73d
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm90: variants/add_rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1845, attempt 2722, key 240e899e6af09d87d8a8743080f64822b9a8d4aab75f84e411a845f9cf00af8a
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 5295b16dcd1ec871a74d2f725f43c6ce41f993c1638eafafd60ec98f54624fde
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"9a51168cef35bfb1d56984e9d1c4cb781d777ad574fee6f205aaeed6a81f8992","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   82 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 258.53 us, 97.3% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 130.34 us, 96.5% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100: variants/add_rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1815, attempt 2686, key 4fc1df838db78046bf30e44366a3fe3b050ea4a17da2386fa9ffa531df33edcc
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 087cb6a1f281b6167efef21cbea551d3c0b4d23bf17b298db2c617207d7ca0b3
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120: variants/add_rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1817, attempt 2688, key a30c665171346021baa34c86b88f3db4f00197085176164934e8ce3c6616b2d0
 *   spec sha256 66c3962f63d3b1d9d2e0ae983db0297e075bd9f82e8d9e237d8e50feacceb240, source sha256 0056a5d237e46f9c5e493c99cc62dd5caced9811a4f90800341c8cd7ef6ca0c4
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"bef95e9fd6c5d0e5233f870773a0d23c0bdb0b24e24c3743227392e511d31367","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2647), "akops_add_rmsnorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2738), "akops_add_rmsnorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2651), "akops_add_rmsnorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2654), "akops_add_rmsnorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2648), "akops_add_rmsnorm_bf16_sm80_few", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2769), "akops_add_rmsnorm_bf16_sm90_few", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2652), "akops_add_rmsnorm_bf16_sm100_few", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2655), "akops_add_rmsnorm_bf16_sm120_few", 1},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2649), "akops_add_rmsnorm_bf16_sm80", 2},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2727), "akops_add_rmsnorm_bf16_sm90", 2},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2650), "akops_add_rmsnorm_bf16_sm100", 2},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2653), "akops_add_rmsnorm_bf16_sm120", 2},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2666), "akops_add_rmsnorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2734), "akops_add_rmsnorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2669), "akops_add_rmsnorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2672), "akops_add_rmsnorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2667), "akops_add_rmsnorm_f16_sm80_few", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2760), "akops_add_rmsnorm_f16_sm90_few", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2670), "akops_add_rmsnorm_f16_sm100_few", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2673), "akops_add_rmsnorm_f16_sm120_few", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2665), "akops_add_rmsnorm_f16_sm80", 2},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2731), "akops_add_rmsnorm_f16_sm90", 2},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2668), "akops_add_rmsnorm_f16_sm100", 2},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2671), "akops_add_rmsnorm_f16_sm120", 2},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2684), "akops_add_rmsnorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2733), "akops_add_rmsnorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2685), "akops_add_rmsnorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2687), "akops_add_rmsnorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2697), "akops_add_rmsnorm_f32_sm80_few", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2759), "akops_add_rmsnorm_f32_sm90_few", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2698), "akops_add_rmsnorm_f32_sm100_few", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2700), "akops_add_rmsnorm_f32_sm120_few", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2683), "akops_add_rmsnorm_f32_sm80", 2},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2722), "akops_add_rmsnorm_f32_sm90", 2},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2686), "akops_add_rmsnorm_f32_sm100", 2},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2688), "akops_add_rmsnorm_f32_sm120", 2},
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
