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
 *   job 1208, attempt 1959, key 12df356a3b43db8ce7feb246526e749eb511810985efc282789de60cac19e57c
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 fa05f128886092844bf5dafcb8abeea7f085ecaa6a7fd26a949dd6c9523ae596
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm90_decode: variants/silu_and_mul_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1472, attempt 2237, key 3b7b38a07f11a58e22873f76d3c9cc486084ba6886d915dfc2b1cf14de6dc221
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 533f4acea3bbcaf2186142590542d0d1e334115fe09f89159888c6e8fb8d09f4
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":14336,"rows":1}: 1.89 us, 1.1% of the roofline floor
 *   bench {"cols":14336,"rows":7}: 2.05 us, 6.9% of the roofline floor
 *   bench {"cols":28672,"rows":16}: 2.37 us, 27.4% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_bf16_sm100_decode: variants/silu_and_mul_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1210, attempt 1962, key 49c6669f6bab5733fa5f3a1727e276b5e9c2f256f7496d1202450ba208ccc068
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 be102607821b1f3ad72445368c0c7e856bcc5b3886e362cf0654db3846efb889
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   53 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120_decode: variants/silu_and_mul_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1212, attempt 1963, key af42ce62da19586d68ef4596b4c399411f1675360a1362fcf32acaed40b33c09
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 df3d3472ba4d2ae359618b97c76a909522aa8bfadc8a9df1f617fa1c2ba1e4fd
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm80: variants/silu_and_mul_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1207, attempt 1958, key d237170abe8bbf1a7e42a3a3299581380955850017cdd2bd8ac02c1e44989fb5
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 c0eb17c2c84cb5dffbd4f763dd30f8e20e37722e89c4b2b964ff75a824671542
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm90: variants/silu_and_mul_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1473, attempt 2236, key 50f50eab0a83b4a1f2916b167ee5c40235bd5d281519469059144cef32e0bf32
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 b59ee508071bb8e82f96bb0a06d8183118387a1dadd854fc85ab15c838b49b5a
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 183.14 us, 103.7% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 79.52 us, 104.4% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 159.81 us, 103.9% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_bf16_sm100: variants/silu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1209, attempt 1960, key a597d1b8ca927be09357d297e9ad46d1118b1375e93fbdf92b7c56f442fde3ce
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 2a767f72dbec0a65f488fc917cf99801359711073013e2bfe108342fdeca010c
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120: variants/silu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1211, attempt 1961, key a7d21be79805ef8449f516eca7d756605816ec4a84f7f74ac2d10e84e2c8459f
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 cc32f71b9515fe4d812641c12f663cd4bcd37a319fd18a8aea08b163e83e46f2
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80_decode: variants/silu_and_mul_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1244, attempt 1995, key 1a51ca65674f03920a8305259705dabea58b37cb0662e0b2b0decab93865677c
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
 *   job 1246, attempt 1997, key e573087f0d352e63d960a1159a2323e96bbd419315179ba01e781cb51d5d6c7e
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 740323bd391de52c0e0953c0b24f742e4e79b5f39bf1a61856b4b3d29e055402
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120_decode: variants/silu_and_mul_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1248, attempt 1999, key 7090e77b4fd911bc90a0509341749855b79dea86b84d1813158daf70c62e52c5
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 a4947c123485720f0d3d7f3732ec724fc5d445812ea5b9b5c3af2700647bc074
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80: variants/silu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1243, attempt 1994, key ed19f5af75d05ca479661ae9f5a3510311bcb085643b7d86b61db3f1f4ff5e2f
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 3859228e23755dc57ba8100f343e81b4ff5f80cb31bdeacc24f879a7ec1e318b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   58 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f16_sm90: variants/silu_and_mul_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1474, attempt 2235, key 3a31f1d29abd93367ba8e6b05143666726afb43df1afe302025887fcad33ba5d
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 14477f516aad20b56a817495250074399995938fb782aea20d2a5c3394f8819d
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 183.17 us, 103.6% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 79.55 us, 104.4% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 159.89 us, 103.9% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f16_sm100: variants/silu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1245, attempt 1996, key f564263b89f8c6c4f1022d5d0bb9074b7570982b597f08b04e976d4dc25f95db
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 ff057562d00e811484f9e140ac95f1fd26262b4b7fe6143ac83bcec0229156f3
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120: variants/silu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1247, attempt 1998, key 584b00cbe18f58d774391436a56b6a6fec26b96f708ea58d5c29873fe7db4fd6
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 127e75327aa9520558afc26c81f55e72bf1bf8aa3b1b884c3a86a28a8ba360db
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80_decode: variants/silu_and_mul_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1327, attempt 2074, key 4c435fabed349e2261870288d4d2f667c690c9b4593457d13a0370aea2927c38
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
 *   job 1329, attempt 2076, key 66b152b2ae7945e2bb9d425aa7de55c31c80fa56532c7d4d955ca044de509149
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 883bf3e9b3da7c49f9b10a78e598939cdd1a661dec72316f9800bdb3974564d5
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120_decode: variants/silu_and_mul_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1331, attempt 2078, key 4f033a7d3efe2e36200ff056600d43f8b910f11228aa5ebbc8e4074de063efa5
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 6839520c33fd0839f35a40db5c7c0ab78f7939f3f4e209d329bf5776955f0100
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80: variants/silu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1326, attempt 2072, key 173ace3f98a5458be6121a77e98bb64a9f16509e9319df449da2d1264557564d
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
 *   job 1328, attempt 2075, key d49bfafb4c970cc14f6d7ac3c40d837b467f3d11c7b963b32a891e7c83fc5faf
 *   spec sha256 5cd0addcfac92e6cee14b8ce682827cae6920b7a3e293f8e5950240c57ae9330, source sha256 373f0fa5d8a478302f98d38a18ad664453dccfa6fe19fce1db8af1a65111591b
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"5d15945c02614f3c85b9529942f49b7f5c571122e695922c8fbbb448c94ded99","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120: variants/silu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1330, attempt 2077, key 45f9a53e5052683a762bae8b20c09b8f6040e79dd44a3da1269fb76fc395a16e
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1959), "akops_silu_and_mul_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2237), "akops_silu_and_mul_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1962), "akops_silu_and_mul_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1963), "akops_silu_and_mul_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1958), "akops_silu_and_mul_bf16_sm80", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(2236), "akops_silu_and_mul_bf16_sm90", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1960), "akops_silu_and_mul_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1961), "akops_silu_and_mul_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1995), "akops_silu_and_mul_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2242), "akops_silu_and_mul_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1997), "akops_silu_and_mul_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1999), "akops_silu_and_mul_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1994), "akops_silu_and_mul_f16_sm80", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(2235), "akops_silu_and_mul_f16_sm90", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1996), "akops_silu_and_mul_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1998), "akops_silu_and_mul_f16_sm120", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2074), "akops_silu_and_mul_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2243), "akops_silu_and_mul_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2076), "akops_silu_and_mul_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2078), "akops_silu_and_mul_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(2072), "akops_silu_and_mul_f32_sm80", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(2241), "akops_silu_and_mul_f32_sm90", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(2075), "akops_silu_and_mul_f32_sm100", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(2077), "akops_silu_and_mul_f32_sm120", 1},
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
