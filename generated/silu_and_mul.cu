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
 *   job 1518, attempt 2297, key 40a492a716fe1caa2596fa0bbbeb3a2e635e99779143385e37c85315b0362144
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 fa05f128886092844bf5dafcb8abeea7f085ecaa6a7fd26a949dd6c9523ae596
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm90_decode: variants/silu_and_mul_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1622, attempt 2405, key 2801b9856650cb9e6c23e0a53206b7ae0a2abf3c44220afa5b9b9823b23ee244
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
 *   job 1520, attempt 2298, key f4a5637188c0a78cf2aed37a78fd944673f66486c1fde15793ca84770eb5bb4a
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 be102607821b1f3ad72445368c0c7e856bcc5b3886e362cf0654db3846efb889
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   53 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120_decode: variants/silu_and_mul_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1522, attempt 2300, key 63786234cb3a037557a2ae21d3d1ba31fc5b9dbc1669ae62a117b59e0b27afff
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 df3d3472ba4d2ae359618b97c76a909522aa8bfadc8a9df1f617fa1c2ba1e4fd
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm80: variants/silu_and_mul_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1517, attempt 2295, key f3fbadcf002bd5b2bb1c19b268e7034d004d0a945a85b7207c7b567d33ed2f02
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 c0eb17c2c84cb5dffbd4f763dd30f8e20e37722e89c4b2b964ff75a824671542
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm90: variants/silu_and_mul_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1620, attempt 2406, key 9c14227f231fbe7c84e5c19101d545f90c694a43f4f117c1809c824e8f1defbc
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 048afae747ad33609a41596a12b6ea940b5c7a5ebac1b3222aed53711a39374b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 184.06 us, 102.4% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 79.78 us, 103.4% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 160.56 us, 102.8% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_bf16_sm100: variants/silu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1519, attempt 2296, key e9ffc1d86206f4b847432c44a9a62d42e1cb9a8b8ed2e5bf62affe361d1f1fcf
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 2a767f72dbec0a65f488fc917cf99801359711073013e2bfe108342fdeca010c
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120: variants/silu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1521, attempt 2299, key 0a6b984e070be72ace2e5ad4c150a834fc256648c9f1e3b22d98941de1373ca8
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 cc32f71b9515fe4d812641c12f663cd4bcd37a319fd18a8aea08b163e83e46f2
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80_decode: variants/silu_and_mul_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1554, attempt 2332, key 0c20602431f0a6e91d28dc49eed8a568fccaa9701fdeaff7cfc91d2877926fc3
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 ff6cec3c3f1e59d63ef4aaf991d0f2b0c518281a073e119d7bc62934487010b8
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f16_sm90_decode: variants/silu_and_mul_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1475, attempt 2242, key 07ad30e57af49986f630d6908672777805ef9c8a0d87f145edee9a2b14243c5f
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 7f53c66e6e5b01d0f9ccd368647c6c8c3e679aeafb32873f1a45f4d2d864419c
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":14336,"rows":1}: 2.37 us, 0.9% of the roofline floor
 *   bench {"cols":14336,"rows":7}: 2.53 us, 5.6% of the roofline floor
 *   bench {"cols":28672,"rows":16}: 2.72 us, 23.9% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f16_sm100_decode: variants/silu_and_mul_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1556, attempt 2334, key acdadb40fb92bcabb5e87036b3a8267636f416ff9a6870097b677b4442c77004
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 740323bd391de52c0e0953c0b24f742e4e79b5f39bf1a61856b4b3d29e055402
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120_decode: variants/silu_and_mul_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1558, attempt 2336, key 9e7fa298d60de4a1a02405b02093a85919ed39995456c9508ece966f5afb5714
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 a4947c123485720f0d3d7f3732ec724fc5d445812ea5b9b5c3af2700647bc074
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80: variants/silu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1553, attempt 2331, key 987117452a328bf2f8210daf7daaf0dd5c1357665bf0f06164b271708f0e275b
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 3859228e23755dc57ba8100f343e81b4ff5f80cb31bdeacc24f879a7ec1e318b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f16_sm90: variants/silu_and_mul_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1621, attempt 2407, key d060d0e6ec0b0752c7f3e0ef6646afeea5781f2c2d9acdc7d4e9c54792877e72
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 ea527799e5b01acda934f819b65d2e36b79bae9128d0d514ed2dbe6538ce5a03
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"52b882fa2ced806a7cab39b3fa15953f8b23d650fe117cb42298abf1a029b017","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 184.06 us, 102.4% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 79.81 us, 103.4% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 160.70 us, 102.7% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f16_sm100: variants/silu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1555, attempt 2333, key a7b2e4a1289c3e4697551ba3aada5e43b7d5ef96376c8f0c8f60a44fb6d523e6
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 ff057562d00e811484f9e140ac95f1fd26262b4b7fe6143ac83bcec0229156f3
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120: variants/silu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1557, attempt 2335, key b6909fc81ac2119d354418c01de25172d34e0a42a91bbc5c9b1e280c9bb0e223
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 127e75327aa9520558afc26c81f55e72bf1bf8aa3b1b884c3a86a28a8ba360db
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80_decode: variants/silu_and_mul_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1590, attempt 2369, key cc7c4d24b4d89f1e3b227de206a423f5d195730b82dccfa51c23ef8eb34c2a58
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 ab83bdeb9c057395bb14b35a29b8622a91c7c6dce04c60e853adad3686912a42
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   62 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f32_sm90_decode: variants/silu_and_mul_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1477, attempt 2243, key a6be1d0ca8fb74e57fa73d8fe48694ada3ed29f8f5ef07351ea070abb46fef92
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 d7d789222b88586c7a7530c39ea08221d0c00467987cde0967dc2048b709f6b8
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":14336,"rows":1}: 1.79 us, 2.3% of the roofline floor
 *   bench {"cols":14336,"rows":7}: 1.82 us, 15.6% of the roofline floor
 *   bench {"cols":28672,"rows":16}: 2.66 us, 48.9% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f32_sm100_decode: variants/silu_and_mul_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1592, attempt 2370, key 2bd82eb31691417b0557af8029b9a81dae4f9d578a595aee6b0cf85151c7a4eb
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 883bf3e9b3da7c49f9b10a78e598939cdd1a661dec72316f9800bdb3974564d5
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120_decode: variants/silu_and_mul_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1594, attempt 2372, key bced0a011f6244b47d2183d901ae3ed833a9b5fd7a1e23a7aafa68f8ec47b4b3
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 6839520c33fd0839f35a40db5c7c0ab78f7939f3f4e209d329bf5776955f0100
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80: variants/silu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1589, attempt 2366, key 2c3c0f6c1ec3d3b9a8010eb430931423a8841e28ab4a350deaadee81a209de89
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 50b852ad7eb73ffcf9361db2efc0121ed37f114c44c6d0c275331e014314c11d
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   62 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f32_sm90: variants/silu_and_mul_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1476, attempt 2241, key df051072c46d3911492548b622f6e66c174fd3c082dd307ea1f21e66785ac4f3
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 3d9e209f6daeae7c09f50d74c138bac9c2eda527e6fdec4ff26d8f8550d19059
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 366.56 us, 103.6% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 159.36 us, 104.2% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 320.48 us, 103.7% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f32_sm100: variants/silu_and_mul_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1591, attempt 2368, key 1e49961fd07ba560dbae77c8a21ef2ea5753740d9a2779fc40465a3e04d1fd4b
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 373f0fa5d8a478302f98d38a18ad664453dccfa6fe19fce1db8af1a65111591b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120: variants/silu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1593, attempt 2371, key faa04d4c71352c87579daeb8e34e00a7721abc0cc14761de13be8c9785bb3a60
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 8455b460699eafb3c26f9af20c737916689bf3d9952102fedcc8c0d290ece627
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2297), "akops_silu_and_mul_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2405), "akops_silu_and_mul_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2298), "akops_silu_and_mul_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2300), "akops_silu_and_mul_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(2295), "akops_silu_and_mul_bf16_sm80", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2406), "akops_silu_and_mul_bf16_sm90", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(2296), "akops_silu_and_mul_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(2299), "akops_silu_and_mul_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2332), "akops_silu_and_mul_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2242), "akops_silu_and_mul_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2334), "akops_silu_and_mul_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2336), "akops_silu_and_mul_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(2331), "akops_silu_and_mul_f16_sm80", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2407), "akops_silu_and_mul_f16_sm90", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(2333), "akops_silu_and_mul_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(2335), "akops_silu_and_mul_f16_sm120", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2369), "akops_silu_and_mul_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2243), "akops_silu_and_mul_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2370), "akops_silu_and_mul_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2372), "akops_silu_and_mul_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2366), "akops_silu_and_mul_f32_sm80", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2241), "akops_silu_and_mul_f32_sm90", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2368), "akops_silu_and_mul_f32_sm100", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2371), "akops_silu_and_mul_f32_sm120", 1},
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
