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
 *   job 976, attempt 1661, key 4959d09c6a4e2a6c49b93da644b27b8ea0dcd00e69e299698b10a3138830b72c
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 367a5cd8b343a2ca41735ea292bc12b715a3471d8da247626f884efbc24d6ea2
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm90_decode: variants/silu_and_mul_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 963, attempt 1649, key ef3bf97ed1e5e1235b44c1efe8deae78a9c9081086aaa155cd9935f7bdabffef
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 9f38d4aabaddd8de0ab2a9bed58b9601f1eaa0cf8675b806164ef460d92d13a0
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":14336,"rows":1}: 1.89 us, 1.1% of the roofline floor
 *   bench {"cols":14336,"rows":7}: 2.05 us, 6.9% of the roofline floor
 *   bench {"cols":28672,"rows":16}: 2.34 us, 27.6% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_bf16_sm100_decode: variants/silu_and_mul_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 977, attempt 1662, key f8c036adedebe475f5d05b40ae36b19652e1b190467d4b310fbd940c2105cb0d
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 473fc3537dec637af78dc40ee0c2ce0fcdd21aee2e153938832a14d8fc5a50e1
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120_decode: variants/silu_and_mul_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 978, attempt 1663, key f156837f3759493c0a182e5dba9e9d14a2ab633047136d380766dd9d00ece022
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 a4bd4b8a5a984f3664e10be64415ee2d5e8a346d419c33fdc19b14bdf227e272
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":2,"BPS":0,"HINT":1,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   40 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm80: variants/silu_and_mul_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 912, attempt 1574, key 793620e7debc3ca911fbd126f47c6c2d5e8a90611fc6c86acc0524f2ab169fa8
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 586399a54752da1da0fea6ca9d13df69471673aac6f271149f541ef3cd99c2bd
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_bf16_sm90: variants/silu_and_mul_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 868, attempt 1510, key e4b6df32fc5ce2481e9ffcf5059013246432def228aa8376fddb2292a6f57f9e
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 240a834c382dc6f136117f567dc779e7da896aa38b77afdc496676b39f6a5bc8
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 183.58 us, 102.7% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 79.74 us, 103.5% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 160.64 us, 102.7% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_bf16_sm100: variants/silu_and_mul_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 913, attempt 1576, key 5a920e390ce924ef2d505abd934a02d53bc9d6376699992803a476dd217cebd1
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 ab3510a28f44fb59c7630202b5d5a26c4ef2cd82f011decaa4559dbc1ce97bf3
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_bf16_sm120: variants/silu_and_mul_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 914, attempt 1577, key 5fd22082814df53075552c7622ed290ed9c57188b44129d293ea2741445792e5
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 39063bf618c0f863471f15eb0c0a4bc6ff02e225177ad7a82e9a46bedfdd9570
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80_decode: variants/silu_and_mul_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 948, attempt 1611, key e54f8fa28b2ab3f256d5cef90c43be73d595a827434ec9f72c8f8b96e46e8559
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 67627512cc7ad03c9d07dbcb8fff5bf6d764981b3100d59e4c0f2936fe06a443
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f16_sm90_decode: variants/silu_and_mul_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 896, attempt 1558, key b3da4e422d86512022b6705759ad4a15a63505719f194cacce9c7ff345b8c4d5
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 ac9844ed96fc29545ff86b1bc841ffbbdc47dca171126187a0178d56bb8b35a3
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":14336,"rows":1}: 2.40 us, 0.8% of the roofline floor
 *   bench {"cols":14336,"rows":7}: 2.53 us, 5.6% of the roofline floor
 *   bench {"cols":28672,"rows":16}: 2.72 us, 23.8% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f16_sm100_decode: variants/silu_and_mul_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 949, attempt 1612, key 45edd50d657813d0ad9d6d03bfc736c25b8d1a0e89addbdef13316c3541531d2
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 9101b6d98ac38e0ba52858403df018263ffe46125eea95e0b29e0ed55faa979e
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120_decode: variants/silu_and_mul_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 950, attempt 1613, key ca86cbb67d5e0cf9766a4b9fae4746c6ff140f960c16fc66ad36b2ed952a1249
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 9f8a713d3288430656440af4bbe032208f9f9fc60e53f70b88ab592953447142
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f16_sm80: variants/silu_and_mul_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 924, attempt 1587, key 01f7e5b9b856e0930f0f16723d71ee67ea184225a81945551591e8ca4d337dd2
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 dc857e75c8e39518638cac7ddeef102158767b657f7039048f4ebc90d36421d6
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f16_sm90: variants/silu_and_mul_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 875, attempt 1507, key caafb0170c5066e2f820247dd76b319afac775ba39ca10452d20486abe8c4675
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 37edf70f6ed4ffbf579258caf7152dc29b1e25284f851a481167a08966587d68
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 183.55 us, 102.7% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 79.74 us, 103.5% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 160.38 us, 102.9% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f16_sm100: variants/silu_and_mul_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 925, attempt 1588, key 70f512635e531cd14a9298aa46390a6ce6b18b16d88e73273ff44891623b8ed8
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 5e7eb730a00f6de23cced6462128384bb9540644f0654fd3dd91d36a485d4077
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f16_sm120: variants/silu_and_mul_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 926, attempt 1589, key 29294774c6ce32a268a1b802cd8b93e846e44f1fd0508fc9adc0fa6ce1281a93
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 5c4c07b15582ee8a6900c3f28e48bb4edc4281c04752ba4150bbf6b46168f21c
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80_decode: variants/silu_and_mul_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 960, attempt 1623, key b7a5696eb0a7612f9d781390169a2955b8eb5478d06b8888dfe432536365d218
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 9dcba4d0e189ef7e2a37bb1ea985a20d665f85df2eee566f4bb9278a89603e18
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f32_sm90_decode: variants/silu_and_mul_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 895, attempt 1560, key 842636ccc0709ac8fa62ee3587dd721091576bea23c68e489c1e51e3e0a197c9
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 6a031162cd9eacd58ae02b731d2b17da47ac58f8ae2d7002c1c52901a67d572d
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":14336,"rows":1}: 1.76 us, 2.3% of the roofline floor
 *   bench {"cols":14336,"rows":7}: 1.86 us, 15.3% of the roofline floor
 *   bench {"cols":28672,"rows":16}: 2.69 us, 48.3% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f32_sm100_decode: variants/silu_and_mul_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 961, attempt 1624, key 58cc7edab0542009c187f8f683a407daeaa18817cd7c587013f5077eff08efd5
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 fcca486c534e3891b904798ee40f07177a7df79c9bcdec2ff75184b61f47e481
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120_decode: variants/silu_and_mul_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 962, attempt 1625, key a138737d626c34f996a69bf87610f0131c151425542cb6ee1e8fec366edd4218
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 f63f6a8c6e53836f2d3c3bafb601451f9162e5b0d32716b6068a2b0ac61f482f
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_silu_and_mul_f32_sm80: variants/silu_and_mul_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 936, attempt 1598, key c30b49387a302ea8cfa241f994d0338e0a1f915da5625e68c8b5668103154901
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 d75bc8fbb9e286864249706266ff2681a8d4de88b08df54353831d2d35cbfb84
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_silu_and_mul_f32_sm90: variants/silu_and_mul_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 876, attempt 1502, key 20792ca83c8350881525435c7c01c70390abb2891aa988de620985e17e740ae5
 *   spec sha256 a7fc857584c018690ca71e8217d35e2436a1fdaa8e8809a7d1ee150d6c69b7c8, source sha256 d31b405ab863f6a48acdc50edf1f89c9e762066df60512d368094e27794c671c
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   48 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":8192,"rows":16384}: 367.97 us, 102.5% of the roofline floor
 *   bench {"cols":14336,"rows":4096}: 159.81 us, 103.2% of the roofline floor
 *   bench {"cols":28672,"rows":4096}: 322.02 us, 102.5% of the roofline floor
 *   built here for sm_90
 * akops_silu_and_mul_f32_sm100: variants/silu_and_mul_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 937, attempt 1600, key 67ff747f13a9b7129ccf0056377a24cca762b413bbf4206be632b48d7519b71c
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 84be922b1f945c78a53e3ed608dd20b0206619d275689e4b172f0458bff91eb9
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 0 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_silu_and_mul_f32_sm120: variants/silu_and_mul_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 938, attempt 1601, key 4002a63e2cd99cf87f335bc8f8fd69cba8492f4fb54a38c57b7b25ca0b6915a1
 *   spec sha256 df8c69c5ad8d877af89a0fd556bea012ef41273729d600f130b72bc3ef8262ce, source sha256 c221ade83ccebc72331c55d8601451743d6be7832e35e7ff24a66a2b53c995a7
 *   proposer template:silu_and_mul/vec, params {"family":"templates/silu_and_mul/vec.cu","template_sha256":"7263ba70355f048d5e1bbeea6467ba817a79dd2712160a3007ad0768a186ecc3","values":{"BLOCK":256,"UNROLL":4,"BPS":0,"HINT":0,"OCC":0},"common":{"templates/common/stream.cuh":"8d0fd05952f5b608e5ad1da1f00d3f62042064308d7877ae3a3c20738a769f95","templates/common/convert.cuh":"083edf1eed9beadc4c116c4773320d03152170e31c5dbb018b5e22e5c192323c","template ...
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

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
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
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1661), "akops_silu_and_mul_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1649), "akops_silu_and_mul_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1662), "akops_silu_and_mul_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1663), "akops_silu_and_mul_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1574), "akops_silu_and_mul_bf16_sm80", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1510), "akops_silu_and_mul_bf16_sm90", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1576), "akops_silu_and_mul_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1577), "akops_silu_and_mul_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1611), "akops_silu_and_mul_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1558), "akops_silu_and_mul_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1612), "akops_silu_and_mul_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1613), "akops_silu_and_mul_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1587), "akops_silu_and_mul_f16_sm80", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1507), "akops_silu_and_mul_f16_sm90", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1588), "akops_silu_and_mul_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1589), "akops_silu_and_mul_f16_sm120", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1623), "akops_silu_and_mul_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1560), "akops_silu_and_mul_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1624), "akops_silu_and_mul_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1625), "akops_silu_and_mul_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1598), "akops_silu_and_mul_f32_sm80", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1502), "akops_silu_and_mul_f32_sm90", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1600), "akops_silu_and_mul_f32_sm100", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1601), "akops_silu_and_mul_f32_sm120", 1},
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
