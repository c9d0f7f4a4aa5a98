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
 *   job 1876, attempt 2787, key 49b441497951586af7c9d2fd6b5ae77577a93b330d0aed4993a45b44f7eeba54
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 aa822dab14996c44482bdfcafc2829dcd434bf21d57cae63da90de1db01e488b
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 528 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_bf16_sm90_decode: variants/layernorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1947, attempt 2870, key 152e7c17aadb4bec05fa6400b134cf5b7c4c253b3649edd619d601c4fbed29f2
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 8e2ba692492724d20ef0cb4388337e94a8bc5e9b4f1ab8f3ce1264a2edbbb53c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 528 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.24 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 2.27 us, 0.6% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_bf16_sm100_decode: variants/layernorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1879, attempt 2790, key 29ab816eee2e7ca92b57071eb38bcb88d268b469bda279d97d171ef15215e11f
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 33f1e3d348f3dd436de6a810d1206bb52b59d2f39dc9d6e2b47bfc7959cfeedc
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120_decode: variants/layernorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1882, attempt 2793, key 436e97557f1475080d2d11662c2e2042203f81fc99b3656db0c4e38e0b69ca27
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 7c3ff4ad196bd7ff992e4b069ce9e75fd491d5fd48c80cec8072767e4ab35c8e
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_bf16_sm80_few: variants/layernorm_bf16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1877, attempt 2788, key 99f36b938f9553093dd2abe939d5e12bee94747ce29c5b35df3e107891968d25
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 64a72387a8ee63bde40d15dd2d75df87288d8c13e04a3609379dc29b5df06d6e
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
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
 *   built here for sm_90
 * akops_layernorm_bf16_sm100_few: variants/layernorm_bf16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1880, attempt 2791, key 003f2cb625031ef831ef45441b00045a33ef90c9c537f40f3b2921820e5e2694
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 c45d8481f79de571b6fc9e16ba1a4ca5a44fe1b8ca7f660e7d9e4634d39be39c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   74 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120_few: variants/layernorm_bf16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1883, attempt 2795, key b8e350f9b38a80e1dbc48e1f3e40dd10dbb7bca57172d951abf9cf5cce6d8c0e
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 6d5905d72b8ec90b14845122e6f918a43462540df42661763532576940da00af
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   94 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_bf16_sm80: variants/layernorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1875, attempt 2786, key 7fc1d5355b94183a550f1808b6364125a2bdc971672dff59c39c77ba81509c31
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 d9f1b5a21a53bf6c5467bcc01176ab20d0260b723bcd9cde8d2f42a31ad08393
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 528 bytes of static shared memory, 0 bytes spilled
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
 *   job 1878, attempt 2789, key 4717e75477269c0da10318d4fd119bdbb81556b56827afd52f9e7b6692320a86
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 b85f065f936a9202bc1fdf57c9b71fd29528004eb7f744295f821edc30cf94c7
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   74 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_layernorm_bf16_sm120: variants/layernorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1881, attempt 2792, key 0361303f99ebf1f836dd9b370dd1a22660b090de6288799c6f4bf3761eb7adb4
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 4efc998abd67192fa118737c647a52ae37e9eace896b060e67c74d4891ae5759
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   94 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80_decode: variants/layernorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1951, attempt 2872, key bc51cf062f80234b83c9aab665c3bc0c703562881ae12635158cbae2d4525e53
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 136c560e1c493872222304d823601fca94fda254cccc14ad7a42c16c7acc65ce
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   63 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f16_sm90_decode: variants/layernorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1948, attempt 2871, key 0ab83dd1b5e2e5a29fc5c9c61dd5ad59ac06fe4241fcfd668d6d1b3467ddca97
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 9ca76a0a10ee3f9aff5d598c2adfac5fb0140ccbbaf948ea80c28581152211df
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   56 registers, 528 bytes of static shared memory, 16 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.30 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 2.34 us, 0.6% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f16_sm100_decode: variants/layernorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1950, attempt 2873, key 2d9f3bea65380a7561bff09c6ebe9dfde06da3591c82f750ab26087b8291076f
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 94f60d879ed3b4fcd5db24fe914cfbc322f1191762bcb24511fa52762d6411c6
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120_decode: variants/layernorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1952, attempt 2874, key 8288ecc81609e02666e3eb3a80a8fe38a795eeaa9e78d3f8f3c9fc94f4d2b009
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 5009f760f652540d86ad76099aa97052a6bf1492198e579850fdef53a8b52237
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":2,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80_few: variants/layernorm_f16_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1904, attempt 2815, key 25e111f89c9e26cad2aa17e3f8b8a602e0f8704480e0f67bee7f8625841bcceb
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 ec5cfa04a4361f1d6055c4dc3f7c321b881b3036f115ca98cad729bc893bdd28
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   96 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
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
 *   built here for sm_90
 * akops_layernorm_f16_sm100_few: variants/layernorm_f16_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1907, attempt 2818, key 3615b0a78cb35eb845da2fe503052a5a9e0ec5db416835fcec800f6cf8b73b56
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 877ae101181a253d7d01cf46603ecae6a0602c26fadf3302cedb14b3a65c5e09
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   74 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120_few: variants/layernorm_f16_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1910, attempt 2821, key a7f910c36087825e4f8c883a16ae285041f732c17df2572586a47acc7425267a
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 36678ad6542294b4f80edeb359bd9ac1b43262036de9ff9a1efb93509e91aaba
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   92 registers, 528 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f16_sm80: variants/layernorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1902, attempt 2813, key feddba98e4722c6477d7a13283a62b19bcde67de539ce1deef69a3f782955e5e
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 1cab4a0d29ce99b187c675e4647e7dc11a1a609c4c7d057294461514c7538028
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 528 bytes of static shared memory, 16 bytes spilled
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
 *   job 1905, attempt 2816, key 7308daed79635e7de63fb57b8797cda8de108c0ee612fa90e415826de21b8dca
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 80c312f4e900b9bb8187195542436ff589a3984f925ec89be781ff009f42777f
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 528 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f16_sm120: variants/layernorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1908, attempt 2819, key 35c73156587f30686e995d7e926cb715ed2622bbbb7a1e12711a9c37e739f653
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 d6bae7f5bb0b8f11c0861e410e23202dae1724dc3d5b8ebc96f329259e109149
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":4,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94a ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 528 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80_decode: variants/layernorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1930, attempt 2841, key 8f2c2a7f042f76ba136f621986edec35fd58860efd71ba2755b48ec89badfaf6
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 44b981fb756430a5063ee5807f5545c97f60c841d821c7b709f6ee2a73e9f6bb
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_layernorm_f32_sm90_decode: variants/layernorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1949, attempt 2869, key ac98d502ff991d7f8f8552d6602e81772cfaa2e9b6306a022d6b20a297b8fc4c
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 d60c3319133983967ff963cfa5b671780d8031bb9c773668be7648bc27563a2c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 408 bytes spilled
 *   bench {"cols":768,"rows":1}: 2.27 us, 0.1% of the roofline floor
 *   bench {"cols":1600,"rows":8}: 2.37 us, 1.1% of the roofline floor
 *   built here for sm_90
 * akops_layernorm_f32_sm100_decode: variants/layernorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1933, attempt 2844, key 12989e556c19e392a0c9e934ef97b21c63593d2c295cfdd0767e1bc791fc6196
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 dccbf7ba68f3ba680aea69770e948066da742562302d472cf6088857411cfdcc
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120_decode: variants/layernorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1936, attempt 2847, key e5114712726efc5c866a18362c456cce80e1b736aa906ef8314e7b54bb40c7ae
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 e75306d15f1f74e30e20aa18cc0e38f7f672c1b4537927149515b2a67e40431c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   94 registers, 528 bytes of static shared memory, 76 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80_few: variants/layernorm_f32_sm80_few.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1931, attempt 2842, key 6b7b82893f5901e4746c82f3d4acefaab2954ee9251f4b8accb58be22bec0b90
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 430f3c727c3e76bc6bbb0982d994e3230216d8075256cfe5a34a37c9d986a388
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   76 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_80, with PTX for newer devices
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
 *   built here for sm_90
 * akops_layernorm_f32_sm100_few: variants/layernorm_f32_sm100_few.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1934, attempt 2845, key ae44e4cb2fbd1e8794500d93ac6a203f19ad6e580f3708ea9ef9d72d3bcf0495
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 2afc98ad4b9e31f52d7bd0f36b6274366b624ed8373187bcf232ec986e83e9fe
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 528 bytes of static shared memory, 8 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120_few: variants/layernorm_f32_sm120_few.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1937, attempt 2848, key 4170493638196ef1cbb1fb468442b3db387f7452319ce5439b2bb81a3606a78b
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 8598712bc9de32b555934fd4aa190e93bb18129a112f68c147cfb533d682a2b1
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":128,"WBLOCK":64,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":16,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   94 registers, 528 bytes of static shared memory, 76 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_layernorm_f32_sm80: variants/layernorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1929, attempt 2840, key 5ca6d38c0d320c0941dc33f93359e162e97e9d06a67233c0645ebe4897cfd9b7
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 6545142f090a55a0e0f23b9f7f2393963a184b5ee45fc4561cd3d2540d943ee8
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   79 registers, 528 bytes of static shared memory, 24 bytes spilled
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
 *   job 1932, attempt 2843, key b1affbca2e6a135bb93e801cf4be3c88ffbdd3544b64d88c36c96b979ee748b3
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 ccf31bf9cf6b21c2976a7e0688d47517eff8350aa79d3417f3823c807fe2bed3
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   109 registers, 528 bytes of static shared memory, 24 bytes spilled
 *   built here for sm_100
 * akops_layernorm_f32_sm120: variants/layernorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1935, attempt 2846, key 05ba535b16ed78ae567ca7b2ae4b4c5e805bcbdba9cff301d945921787708cac
 *   spec sha256 7d9c74a707e7eba1492f5978593b22aac230e4a38d14edd95b5ebb88fc0cffd0, source sha256 3922e322613e8b4ebbc967516e65e169275b3e5a288efdf67b1d9d3b702d131c
 *   proposer template:layernorm/rowreg, params {"family":"templates/layernorm/rowreg.cu","template_sha256":"cbe089e87ebf3c09d21a575b0a3c62d90ec51a62f58eb5df5cfd34473d69c3ab","values":{"BLOCK":256,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"EXACT":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2 ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   128 registers, 528 bytes of static shared memory, 76 bytes spilled
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
extern "C" cudaError_t akops_layernorm_bf16_sm80_few(
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
extern "C" cudaError_t akops_layernorm_bf16_sm100_few(
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
extern "C" cudaError_t akops_layernorm_bf16_sm120_few(
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
extern "C" cudaError_t akops_layernorm_f16_sm80_few(
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
extern "C" cudaError_t akops_layernorm_f16_sm100_few(
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
extern "C" cudaError_t akops_layernorm_f16_sm120_few(
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
extern "C" cudaError_t akops_layernorm_f32_sm80_few(
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
extern "C" cudaError_t akops_layernorm_f32_sm100_few(
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
extern "C" cudaError_t akops_layernorm_f32_sm120_few(
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2787), "akops_layernorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2870), "akops_layernorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2790), "akops_layernorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2793), "akops_layernorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2788), "akops_layernorm_bf16_sm80_few", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2765), "akops_layernorm_bf16_sm90_few", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2791), "akops_layernorm_bf16_sm100_few", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2795), "akops_layernorm_bf16_sm120_few", 1},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2786), "akops_layernorm_bf16_sm80", 2},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2754), "akops_layernorm_bf16_sm90", 2},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2789), "akops_layernorm_bf16_sm100", 2},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2792), "akops_layernorm_bf16_sm120", 2},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2872), "akops_layernorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2871), "akops_layernorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2873), "akops_layernorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2874), "akops_layernorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2815), "akops_layernorm_f16_sm80_few", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2776), "akops_layernorm_f16_sm90_few", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2818), "akops_layernorm_f16_sm100_few", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2821), "akops_layernorm_f16_sm120_few", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2813), "akops_layernorm_f16_sm80", 2},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2762), "akops_layernorm_f16_sm90", 2},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2816), "akops_layernorm_f16_sm100", 2},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2819), "akops_layernorm_f16_sm120", 2},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2841), "akops_layernorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2869), "akops_layernorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2844), "akops_layernorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2847), "akops_layernorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2842), "akops_layernorm_f32_sm80_few", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2775), "akops_layernorm_f32_sm90_few", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2845), "akops_layernorm_f32_sm100_few", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2848), "akops_layernorm_f32_sm120_few", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2840), "akops_layernorm_f32_sm80", 2},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2763), "akops_layernorm_f32_sm90", 2},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2843), "akops_layernorm_f32_sm100", 2},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2846), "akops_layernorm_f32_sm120", 2},
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

extern "C" const struct akr_op akr_op_layernorm = {"layernorm", tensors, 4, syms, 2, variants, 36, classof, classes, 2, 0, 0, NULL, NULL};

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
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm80_few", akops_layernorm_bf16_sm80_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm90_few", akops_layernorm_bf16_sm90_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm100_few", akops_layernorm_bf16_sm100_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm120_few", akops_layernorm_bf16_sm120_few((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm80", akops_layernorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm90", akops_layernorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm100", akops_layernorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_bf16_sm120", akops_layernorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], c.stride[2][0], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 12:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80_decode", akops_layernorm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 13:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90_decode", akops_layernorm_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 14:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100_decode", akops_layernorm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 15:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120_decode", akops_layernorm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 16:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80_few", akops_layernorm_f16_sm80_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 17:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90_few", akops_layernorm_f16_sm90_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 18:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100_few", akops_layernorm_f16_sm100_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 19:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120_few", akops_layernorm_f16_sm120_few((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 20:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm80", akops_layernorm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 21:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm90", akops_layernorm_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 22:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm100", akops_layernorm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 23:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f16_sm120", akops_layernorm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], c.stride[2][0], (__half *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 24:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80_decode", akops_layernorm_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 25:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90_decode", akops_layernorm_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 26:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100_decode", akops_layernorm_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 27:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120_decode", akops_layernorm_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 28:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80_few", akops_layernorm_f32_sm80_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 29:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90_few", akops_layernorm_f32_sm90_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 30:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100_few", akops_layernorm_f32_sm100_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 31:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120_few", akops_layernorm_f32_sm120_few((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 32:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm80", akops_layernorm_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 33:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm90", akops_layernorm_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 34:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm100", akops_layernorm_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	case 35:
		return akr_cuda(&akr_op_layernorm, "akops_layernorm_f32_sm120", akops_layernorm_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], c.stride[2][0], (float *)c.ptr[3], c.stride[3][0], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_layernorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
