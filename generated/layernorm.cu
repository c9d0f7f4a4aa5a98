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
 *   job 1742, attempt 2584, key 755a48328f3e63bd9fb372ddea0f85405231624397efaee11be406da26edd3ce
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 50125c2e2117e41cac76eca7fced8c710e3fab394669f162416497bcbd8fc51f
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f6 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 528 bytes of static shared memory, 32 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_bf16_sm90_decode: variants/layernorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1858, attempt 2774, key 152e7c17aadb4bec05fa6400b134cf5b7c4c253b3649edd619d601c4fbed29f2
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 8e2ba692492724d20ef0cb4388337e94a8bc5e9b4f1ab8f3ce1264a2edbbb53c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 528 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.27 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 2.30 us, 0.6% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100_decode: variants/layernorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1741, attempt 2585, key 1f82ef3dc9069c686268b547ebd7cfb7ef1d2832a7a3c8de861463ab8d3d64f3
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 6e5c18d0bfdd55983aca21172e4b85e3353941acd97db2d1090f8c005afa17ba
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f6 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 528 bytes of static shared memory, 32 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120_decode: variants/layernorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1744, attempt 2587, key 54f588852719d56973c75cfbb6a5bc86aebdf6d77c3073733d220f00357678ce
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 8829e6fbe1521a6fa1d8f675ed8644a6f16340579736dfba21b976d30eef562d
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f6 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_bf16_sm90_few: variants/layernorm_bf16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1852, attempt 2765, key ba03a1337dea0e8033848cf9099baf41918e4683d07b9d717c52a1f6f9e29b98
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 68230e8478a52fd6b39d47dc2d8f7dbb56b5cab4b9963f4b6ac97aa71c8c13d3
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 528 bytes of static shared memory, 40 bytes spilled
 *   bench {"cols":1600,"rows":256}: 2.75 us, 14.1% of the roofline floor
 *   bench {"cols":1024,"rows":512}: 2.66 us, 18.6% of the roofline floor
 *   bench {"cols":768,"rows":1024}: 2.75 us, 27.0% of the roofline floor
 *   built here for sm_90, with PTX for newer devices
 * akops_layernorm_bf16_sm80: variants/layernorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1739, attempt 2582, key bf08023f9ff862f29398ee2df4261f3b657ceb07d916ae3034eb339e8b8c1c35
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 a2d98ae9b9a07e74eecae54d48cfaf89ed3403ba9b8b851a1eb6e519edbd3da7
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 528 bytes of static shared memory, 32 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_bf16_sm90: variants/layernorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1854, attempt 2754, key 1d40628e74eeec80df5f7546862f53d3773ebf1edb5b13ee5c5ad8e1b3c6fbed
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 66772c0b2b5be331f9698218c5aad84173f994a04276d5038947149741a42b04
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 528 bytes of static shared memory, 40 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 62.18 us, 101.8% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 35.14 us, 90.1% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 16.42 us, 96.4% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100: variants/layernorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1740, attempt 2583, key 06a2e61f8ac68a83785493ead64ed1d3f1bb101f3a4df78d60e8df4d0c227670
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 a478a7cdd41b6608181941ab04da508db2a34118683a1a55ddb34de9f199bcbe
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 528 bytes of static shared memory, 32 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120: variants/layernorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1743, attempt 2586, key 5f866cac85b2f9612800db6ca91e88d7baa1daee64b91e8d8d9d06027463b05c
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 9ca39672bd021d9756fdbe58dd282c30e38e51904b05a637a588ab52ef3d3154
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80_decode: variants/layernorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1746, attempt 2589, key 9d95f096cfc385920b3e64dc5735000b095c8ba001438a13d6cdaba07a8e4589
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 057492fa6fe9149b8c5b018316ac430943458b8fc859b368d61824848fc245a5
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f6 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f16_sm90_decode: variants/layernorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1861, attempt 2767, key 0ab83dd1b5e2e5a29fc5c9c61dd5ad59ac06fe4241fcfd668d6d1b3467ddca97
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 5a814ed4eda34a7e3ae11747ef5f82d1ca28b7eaea616bc3050db383c25599b2
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 528 bytes of static shared memory, 32 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.34 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 2.34 us, 0.6% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f16_sm100_decode: variants/layernorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1748, attempt 2591, key 94009b84215597ff3d4ae0d25e7cfeb809637fa12702233070f9a5c80a59a6ae
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 6ad2b4531e9fb704c278973359b20dede2e6245e1dd7c2656e0760bf90102b79
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f6 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 528 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120_decode: variants/layernorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1750, attempt 2593, key 035ef07bdd0f835144f8d3d7dda9b754aad5e2751b019d4c0b98eb435f1805f9
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 628354c45e38536623ed909307c7347748042eeb9d6d076ccd41022125b7009f
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f6 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 528 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm90_few: variants/layernorm_f16_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1864, attempt 2776, key 21a8462fc5a5fe8a9913ff638e9599bd70903f5a30fa9da240e8e267b933871d
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 69e6d46d4983c1f3c6b734dd1ce04de702bb045d07668e0020f5adbb34b773a3
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 528 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":1600,"rows":256}: 2.85 us, 13.6% of the roofline floor
 *   bench {"cols":1024,"rows":512}: 2.69 us, 18.4% of the roofline floor
 *   bench {"cols":768,"rows":1024}: 2.75 us, 27.0% of the roofline floor
 *   built here for sm_90, with PTX for newer devices
 * akops_layernorm_f16_sm80: variants/layernorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1745, attempt 2588, key 031721bdcd17633abd7dd371e6a1df16569a648abbf253000374b13a7dcf3b13
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 2ce7d54408109dd0a36f0770ecaaaf20e47d43a1e0c354bc6f8ffb15d96944d6
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f16_sm90: variants/layernorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1853, attempt 2762, key 78695442689e2ae611e38b1beb1a93191f2ca0da64a17e035ceb60e53720a35a
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 b1f0ef393c169bfe88cfbe30de53a88fc607b6e2ef56e23ae726156ad43ed95a
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 64.42 us, 98.2% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 35.46 us, 89.3% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 17.60 us, 89.9% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f16_sm100: variants/layernorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1747, attempt 2590, key 920829b5e3c4747457458dd7f77fea64542386cc03cb25fc895662951c3ed2a7
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 2ff209cf7d9f5e885c0330648849b2b26b1a642f8fdfb3cf82b1d2b2818610ff
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 528 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120: variants/layernorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1749, attempt 2592, key e24e449c9513d4e246c24ee7e0f058fdfa78ac519482589aaabd8bacc6e540e3
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 08baad70df985334b865c1638166ceeb589e5058a24a9d9ce2566681c6b3bdb2
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80_decode: variants/layernorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1752, attempt 2595, key c42e612da072f9c68ebeb1576ae80ec95a41fd6b38726cc7fc815745ac4de125
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 97cb85e07bac2218583d676700eced7e2d9c85305fc80764d77403b47bf71066
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f6 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f32_sm90_decode: variants/layernorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1863, attempt 2766, key ac98d502ff991d7f8f8552d6602e81772cfaa2e9b6306a022d6b20a297b8fc4c
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 d60c3319133983967ff963cfa5b671780d8031bb9c773668be7648bc27563a2c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 408 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.31 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 2.37 us, 1.1% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100_decode: variants/layernorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1754, attempt 2597, key 10d966774a91f5d88c0b4081d4f8a0a606341824999c9d2c0ce2b4ab1bc7a4f8
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 7636e25d9f05009a4e2ecd7d49a0f726e7514579eed925e259842e6b42a32daf
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f6 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120_decode: variants/layernorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1756, attempt 2599, key 3f3e335dc0264843fe5008076bf92ef56944a5e47f91fb7bb7c43d53d7b9943d
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 6f11bf14621670ac5124688531c0c8283cd85700e784b559e4f0ad119366f60e
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f6 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   94 registers, 528 bytes of static shared memory, 76 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm90_few: variants/layernorm_f32_sm90_few.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1865, attempt 2775, key 7aafaea0fd45294739232c9ed1f58c25d45a15977c85da873a0605e0f887e142
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 34a87a1da4880002269d473ee0a63cace1ab5be7fad185e8e8791822256b40bb
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 408 bytes spilled
 *   bench {"cols":1600,"rows":256}: 2.85 us, 27.2% of the roofline floor
 *   bench {"cols":1024,"rows":512}: 2.94 us, 33.6% of the roofline floor
 *   bench {"cols":768,"rows":1024}: 3.42 us, 43.4% of the roofline floor
 *   built here for sm_90, with PTX for newer devices
 * akops_layernorm_f32_sm80: variants/layernorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1751, attempt 2594, key 4b632a9019e92ef9865d4460c9e346f9414a497b8922ac8beceb29e324450e1a
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 4af0fd6e1768bf19deaf3392b59ad238e3400a9976af7ce49a9d5932a789abb6
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f32_sm90: variants/layernorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1862, attempt 2763, key 4d3d2bf830dcd43755eb3b40f010f03d2810132ea616138d5fe67b69700a2567
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 d52c4effb02efd6a1df564bcec31d839dac6dfd7c60f44eb823f35a786cb89c8
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 528 bytes of static shared memory, 408 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 122.53 us, 103.3% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 65.73 us, 96.3% of the roofline floor
 *   bench {"cols":1024,"rows":16384}: 30.21 us, 104.7% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100: variants/layernorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1753, attempt 2596, key 211c75a29e45a26ef9689eeace87fb7f51754a6e0fdb0c20f9fc312b168cfede
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 f5c1819a94784b394a74d0e2a9bc8c613c8f4c6bd6addc3b8d5ec0d3ecddd02a
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   109 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120: variants/layernorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1755, attempt 2598, key be754c2e86e7cc36a5948e6f2ec872dc989155beab5c6bb60d89de84a0831c88
 *   spec sha256 5774ad9935cd12b1fabe69db96773b7c9270a49dfc7f975247a546b989c37362, source sha256 e88452dcc96954939917f4e8b5ebe921c3f12a152b976d7654908e6c3043ec0d
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"445905c60dea5f7190c16f0322eea0468535dec7d33bdb802ee8b41f1a268089","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0,"AFF2":1},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   128 registers, 528 bytes of static shared memory, 100 bytes spilled
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2584), "akops_layernorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2774), "akops_layernorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2585), "akops_layernorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2587), "akops_layernorm_bf16_sm120_decode", 0},
	{1, "sm_90", 90, 0, 1, 1, INT64_C(2765), "akops_layernorm_bf16_sm90_few", 1},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2582), "akops_layernorm_bf16_sm80", 2},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2754), "akops_layernorm_bf16_sm90", 2},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2583), "akops_layernorm_bf16_sm100", 2},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2586), "akops_layernorm_bf16_sm120", 2},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2589), "akops_layernorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2767), "akops_layernorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2591), "akops_layernorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2593), "akops_layernorm_f16_sm120_decode", 0},
	{2, "sm_90", 90, 0, 1, 1, INT64_C(2776), "akops_layernorm_f16_sm90_few", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2588), "akops_layernorm_f16_sm80", 2},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2762), "akops_layernorm_f16_sm90", 2},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2590), "akops_layernorm_f16_sm100", 2},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2592), "akops_layernorm_f16_sm120", 2},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2595), "akops_layernorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2766), "akops_layernorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2597), "akops_layernorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2599), "akops_layernorm_f32_sm120_decode", 0},
	{3, "sm_90", 90, 0, 1, 1, INT64_C(2775), "akops_layernorm_f32_sm90_few", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2594), "akops_layernorm_f32_sm80", 2},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2763), "akops_layernorm_f32_sm90", 2},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2596), "akops_layernorm_f32_sm100", 2},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2598), "akops_layernorm_f32_sm120", 2},
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

extern "C" const struct akr_op akr_op_layernorm = {"layernorm", tensors, 4, syms, 2, variants, 27, classof, classes, 2, 0, 0, NULL, NULL};

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
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm90_few", akops_layernorm_bf16_sm90_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm80", akops_layernorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm90", akops_layernorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm100", akops_layernorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm120", akops_layernorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80_decode", akops_layernorm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90_decode", akops_layernorm_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100_decode", akops_layernorm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 12:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120_decode", akops_layernorm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 13:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90_few", akops_layernorm_f16_sm90_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 14:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80", akops_layernorm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 15:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90", akops_layernorm_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 16:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100", akops_layernorm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 17:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120", akops_layernorm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 18:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80_decode", akops_layernorm_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 19:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90_decode", akops_layernorm_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 20:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100_decode", akops_layernorm_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 21:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120_decode", akops_layernorm_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 22:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90_few", akops_layernorm_f32_sm90_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 23:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80", akops_layernorm_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 24:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90", akops_layernorm_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 25:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100", akops_layernorm_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 26:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120", akops_layernorm_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_layernorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
