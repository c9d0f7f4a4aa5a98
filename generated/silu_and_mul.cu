/* silu_and_mul.cu: the dispatcher of akops_silu_and_mul, written by akgen 0.1.0 from specs/silu_and_mul.yaml; do not edit.
 *
 * y = silu(gate) * up = gate / (1 + exp(-gate)) * up, elementwise
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_silu_and_mul_bf16_sm80_decode: variants/silu_and_mul_bf16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2521, attempt 3541, key 4b3543cf5f044fff27abef813d41fd4748f003186943f98bd252b7736a15a80e
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 5478db71304dae377b5127f29d97698b90b7e6977a4110a79eea452df243a62b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm90_decode: variants/silu_and_mul_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2067, attempt 3088, key 2801b9856650cb9e6c23e0a53206b7ae0a2abf3c44220afa5b9b9823b23ee244
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 0c8c6197bd243b31327ad366ed84f240dcd26d8b4ea7a19741c5b901abce6584
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":14336,"rows":1}: 1.57 us, 1.3% of the roofline floor
 *   bench {"cols":14336,"rows":7}: 1.66 us, 8.5% of the roofline floor
 *   bench {"cols":28672,"rows":16}: 2.08 us, 31.0% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_bf16_sm100_decode: variants/silu_and_mul_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2523, attempt 3544, key 0e46af5b7fdc8530406f354629290d62e199f99d5123d69ceb8f5532e7fc2a3d
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 50652c425e2eb275b17352ffc19618350dc8a9c3f60d8f8e6bcfc20dfbf0081b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   53 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120_decode: variants/silu_and_mul_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2525, attempt 3546, key b6719aaced1a4bdd17ab455c279fbc7b841a26d52428e30439b76b1c00229622
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 fffa672e89b5b04806cd6f5c032208bdc7f54f6c74b5a9c37667bc9b61d744bd
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm80: variants/silu_and_mul_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2520, attempt 3542, key 671e444a061cc0aeb24866a5593fbf79b4586c82fe481edda336a986d83d83c0
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 acde7e7a987bf999d94f11241d2346cbd73f53c855f2dc49dde49d40b1bec5e2
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm90: variants/silu_and_mul_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2062, attempt 3075, key 9c14227f231fbe7c84e5c19101d545f90c694a43f4f117c1809c824e8f1defbc
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 048afae747ad33609a41596a12b6ea940b5c7a5ebac1b3222aed53711a39374b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 184.16 us, 102.5% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 79.81 us, 103.4% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 160.70 us, 102.7% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_bf16_sm100: variants/silu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2522, attempt 3543, key 98b6977f5b056bc8d7e589a9b3e1025110da5e71ded0c6e37aa5b4954415ccd5
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 b70973e21ed8645e89f63f99f7ac50d261272a95781817714e8d2035e4e37ea8
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120: variants/silu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2524, attempt 3545, key fc2e0e9267aa247d71640e6d9681aa395a82f8259a74cd3fe6e18fda4390f326
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 07a24318aacbf4f9f28e58b9d08f6292fba0ed701bdd6708d8513a01a8bd5336
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80_decode: variants/silu_and_mul_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2566, attempt 3587, key a82b14bc100f24f22f12ae15ad97e772698941e95a04d6a0dddd13c0b06df796
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 aa18be97d3ef0ef76bb3267aa90f4465f9e65cf8a8c03ce02a1f25730ef145a5
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f16_sm90_decode: variants/silu_and_mul_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2022, attempt 3001, key 44a317475df801f318b167cc07041217411b0bdf0d28fc219e28157f7a651de0
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 3035ca05c7d477bc7489ebeb7fec598e24e8c3e2162bdf576e62e76411eb05ec
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":14336,"rows":1}: 1.57 us, 1.3% of the roofline floor
 *   bench {"cols":14336,"rows":7}: 1.63 us, 8.6% of the roofline floor
 *   bench {"cols":28672,"rows":16}: 2.08 us, 31.0% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f16_sm100_decode: variants/silu_and_mul_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2568, attempt 3589, key 11f1d503b460ebfe680d8b2a79160d62688b5106a1f337a10350314a05e37fe6
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 4e34450ca44800f4c2fd37300b009ca29449aca99fdcb6964611b7c41506e66d
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120_decode: variants/silu_and_mul_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2570, attempt 3591, key 54e53223c46e97530d0cf1e158bb6bc7020acb454658d305524a14a62b213f58
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 5fa9156ec7b77c60c4086687fe7d1b4f83d7de8f7783783e4e2650eed19dae29
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80: variants/silu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2565, attempt 3586, key 0c1a13a3f4ac65c020b1b71963a3d7a8602cfcafc672320da60b6ed1a235434f
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 d8c5702e6f824476d8bd2d9e0be4b16590d45f279f5489dd8bd4c887b54eacfa
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f16_sm90: variants/silu_and_mul_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2066, attempt 3072, key d060d0e6ec0b0752c7f3e0ef6646afeea5781f2c2d9acdc7d4e9c54792877e72
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 ea527799e5b01acda934f819b65d2e36b79bae9128d0d514ed2dbe6538ce5a03
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 184.19 us, 102.4% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 79.84 us, 103.4% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 160.83 us, 102.6% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f16_sm100: variants/silu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2567, attempt 3588, key 200fb3f5385391b0214b231c2c4239eafb079b87b4ff26a7a0547729bb9d888f
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 1402d62ebfd24c649f3f87203583c536523ec9cc73b5518b9dce8b71e1bf2799
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120: variants/silu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2569, attempt 3590, key 4fedff76f28826830675a9e95345d0f44ee028428463d2de746811d7fab4f532
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 b9b1a10523102925258587dc50716a52d4182b0841378342f6e9e53f924a6f1b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80_decode: variants/silu_and_mul_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2611, attempt 3632, key 04cf9e7a1415ab4ba5584aeb8f44fc207077b707184dbf0dd64a70bd4db854c3
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 622024bb4a4d535c481c4aaedecad9346258eab7dbe2d339af12523b49f40268
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   62 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f32_sm90_decode: variants/silu_and_mul_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2014, attempt 2986, key a185724f32634f1fdabcb128f2c1aa99512822bae16ebc0a3011085201131e03
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 6e910bf7fcaee3291d9a7a0a1a8cef7933723d3c6d312aaa88ed01f94185c548
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":14336,"rows":1}: 1.50 us, 2.7% of the roofline floor
 *   bench {"cols":14336,"rows":7}: 1.63 us, 17.3% of the roofline floor
 *   bench {"cols":28672,"rows":16}: 2.72 us, 47.4% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f32_sm100_decode: variants/silu_and_mul_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2613, attempt 3634, key 14718522b1c8a70e321a65aaa3007eccd28da1e3579a1bd8d1c0d6bedc06ed02
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 f6171054212c0bc455b0b8f3e195656572a969b0cf5c49d9a747b496c048e24c
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120_decode: variants/silu_and_mul_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2615, attempt 3635, key 13d365e2334c8452f1f387db7e977f726935ddfd61566c0404ffda2bc581f0aa
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 357a120da2b1acd280a14e1d8cb5c8fb4598bf01e226a7123be2928bc1b22309
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80: variants/silu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 2610, attempt 3631, key 00397fa8cc18e8feaf968ceac03258176705440cbea25e6010dcbedcd69a2f6b
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 74938b884acde799627b73d28376130c5bf04f405a131a8ae47c2cb45e8fd252
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   62 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f32_sm90: variants/silu_and_mul_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 2063, attempt 3074, key 3930019729db8bc3635c96e76bf24a8a368e7da13f1c2d740dc52a027d45ccd4
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 ab3640c422f7af973e2dda44c90b12d7d87687e4d013074f914b4d6cfa1207b0
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 368.61 us, 102.4% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 159.93 us, 103.2% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 322.24 us, 102.5% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f32_sm100: variants/silu_and_mul_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 2612, attempt 3633, key 0da177ec4e252488f170c9c91946395efcb50b220cc1c326e48349dc354875db
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 57efc7e0276c405a083f656c61eca59e94dda0f4001db432c3f05e17e4a49a8d
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120: variants/silu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 2614, attempt 3636, key 728f7cb8548343c5090ad1010b1161b4b2910ac2db36f4470bc1a63b1ef9a3ce
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 9df49378d7d34828298fde63d6259f2858ec6403233d7b95d47d68fc17034775
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_silu_and_mul_bf16_sm80_decode(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm90_decode(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm100_decode(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm120_decode(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm80(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm90(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm100(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_bf16_sm120(
	const __nv_bfloat16 *gate,
	int64_t gate_stride0,
	const __nv_bfloat16 *up,
	int64_t up_stride0,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm80_decode(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm90_decode(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm100_decode(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm120_decode(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm80(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm90(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm100(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f16_sm120(
	const __half *gate,
	int64_t gate_stride0,
	const __half *up,
	int64_t up_stride0,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm80_decode(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm90_decode(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm100_decode(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm120_decode(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm80(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm90(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm100(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);
extern "C" cudaError_t akops_silu_and_mul_f32_sm120(
	const float *gate,
	int64_t gate_stride0,
	const float *up,
	int64_t up_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"gate", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"up", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(1073741824)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3541), "akops_silu_and_mul_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3088), "akops_silu_and_mul_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3544), "akops_silu_and_mul_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3546), "akops_silu_and_mul_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(3542), "akops_silu_and_mul_bf16_sm80", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(3075), "akops_silu_and_mul_bf16_sm90", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(3543), "akops_silu_and_mul_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(3545), "akops_silu_and_mul_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3587), "akops_silu_and_mul_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3001), "akops_silu_and_mul_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3589), "akops_silu_and_mul_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3591), "akops_silu_and_mul_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(3586), "akops_silu_and_mul_f16_sm80", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(3072), "akops_silu_and_mul_f16_sm90", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(3588), "akops_silu_and_mul_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(3590), "akops_silu_and_mul_f16_sm120", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3632), "akops_silu_and_mul_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2986), "akops_silu_and_mul_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3634), "akops_silu_and_mul_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3635), "akops_silu_and_mul_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(3631), "akops_silu_and_mul_f32_sm80", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(3074), "akops_silu_and_mul_f32_sm90", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(3633), "akops_silu_and_mul_f32_sm100", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(3636), "akops_silu_and_mul_f32_sm120", 1},
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

extern "C" const struct akr_op akr_op_silu_and_mul = {"silu_and_mul", tensors, 3, syms, 2, variants, 24, classof, classes, 1, 0, 0, NULL, NULL};

extern "C" akops_status akops_silu_and_mul(const DLTensor *gate, const DLTensor *up, DLTensor *y, cudaStream_t stream)
{
	const DLTensor *t[3] = {gate, up, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_silu_and_mul, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_silu_and_mul, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm80_decode", akops_silu_and_mul_bf16_sm80_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 1:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm90_decode", akops_silu_and_mul_bf16_sm90_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 2:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm100_decode", akops_silu_and_mul_bf16_sm100_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 3:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm120_decode", akops_silu_and_mul_bf16_sm120_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 4:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm80", akops_silu_and_mul_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 5:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm90", akops_silu_and_mul_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 6:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm100", akops_silu_and_mul_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 7:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_bf16_sm120", akops_silu_and_mul_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 8:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm80_decode", akops_silu_and_mul_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 9:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm90_decode", akops_silu_and_mul_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 10:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm100_decode", akops_silu_and_mul_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 11:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm120_decode", akops_silu_and_mul_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 12:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm80", akops_silu_and_mul_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 13:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm90", akops_silu_and_mul_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 14:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm100", akops_silu_and_mul_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 15:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f16_sm120", akops_silu_and_mul_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 16:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm80_decode", akops_silu_and_mul_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 17:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm90_decode", akops_silu_and_mul_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 18:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm100_decode", akops_silu_and_mul_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 19:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm120_decode", akops_silu_and_mul_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 20:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm80", akops_silu_and_mul_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 21:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm90", akops_silu_and_mul_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 22:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm100", akops_silu_and_mul_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	case 23:
		return akr_cuda(&akr_op_silu_and_mul, "akops_silu_and_mul_f32_sm120", akops_silu_and_mul_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], stream));
	}
	return akr_fail(&akr_op_silu_and_mul, AKOPS_ERR_ARCH, "no variant %d", v);
}
