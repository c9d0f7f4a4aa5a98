/* rmsnorm.cu: the dispatcher of akops_rmsnorm, written by akgen 0.1.0 from specs/rmsnorm.yaml; do not edit.
 *
 * y = x / sqrt(mean(x^2 over the last dim) + eps) * w
 *
 * Host code only: it checks a call against the spec, then calls the launcher
 * of the variant the runtime picks for the device. Each variant is the
 * verbatim source of the attempt the provenance database names:
 *
 * akops_rmsnorm_bf16_sm80_decode: variants/rmsnorm_bf16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 973, attempt 1658, key 4f306163a3e23221dd947a795c6ccd73d98b723a772cbb2dd1c99a688b867b97
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 c878ca2968b0e4d35d23c9c1c3d8aaaf3f29a10f341de82efef678ec72f84518
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 32 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_bf16_sm90_decode: variants/rmsnorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 995, attempt 1701, key abeae2b8df1e33a0b3b05215b322cc26e981736c07ccf00673ebcdd77f44bd34
 *   spec sha256 814416e50a53d9c8bf0f29e0e9462786a0de1927a34e254f1206b916ed32bcb5, source sha256 3b683a0ec715da656907ee846e971c121ae6b28674f5d644e019e7695c00acd6
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"a5e2b51dcaba1129f9e1ac3ce642788999b061f90944ba4aed6127306921af00","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 8 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.59 us, 0.2% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 2.82 us, 2.3% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.53 us, 2.2% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100_decode: variants/rmsnorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 974, attempt 1659, key 0d26a3a4b027e05342f6c4198a9db1e62fac4882815969449aab1f5e30f64616
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 8698f4ea75c30157c60c3066a0fac3a069e5e85137d162f4fa70be39255c28a3
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120_decode: variants/rmsnorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 975, attempt 1660, key 66d05534aebd1a04450453a17aecb4a1492519112da145fd8d521344d32b0191
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 9d485e0b1d8b69e0d921ec868f081b56741df58d8eb8a38a8804a8d2b695509b
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_bf16_sm80: variants/rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 909, attempt 1572, key b84a6299d8b4074b42d874c8b2bcb2ccc88fb912bb460d87767fe623ebbc90a2
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 cb0a39cb9384cf8b8759ff321ba7d48862652259a35cf9f25c47402e2f58d3a1
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 32 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_bf16_sm90: variants/rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 993, attempt 1708, key 10dc5baccba5182480b2cc495625460df0b346efb6cf6c147d12bc427c307085
 *   spec sha256 814416e50a53d9c8bf0f29e0e9462786a0de1927a34e254f1206b916ed32bcb5, source sha256 800c8d4cee91886a55d08f4bc3d3670b2157d8d4779daa10507a2ecd05b73325
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"a5e2b51dcaba1129f9e1ac3ce642788999b061f90944ba4aed6127306921af00","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 8 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 62.30 us, 101.6% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 31.30 us, 101.2% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 125.09 us, 101.2% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_bf16_sm100: variants/rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 910, attempt 1573, key 9ceaea3971557c774a410f1245a3f26369317aa951bccb4c032f4a978cbea176
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 108dff947e7ebb0ead4ab30bd78878082e65c0848571fa492c50cd93730195b0
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_bf16_sm120: variants/rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 911, attempt 1575, key 396bc3bac6a2a2482f1ba07074a5fbc0567cb28940a6bcdcca87067e3acdc61b
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 9cf3bc1f31e9234c2dcdd22713b79c7c0268e84e5a369b1ceaee455e810bbb9b
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80_decode: variants/rmsnorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 945, attempt 1608, key d07ee9e216e4d40ff88561f4b9b4a106ec490fe2697fa88831865e5799ac3428
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 bfea777b05b4787717d4cd3a56ca6e88aefc467560225231cfa53697cd28aa94
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 64 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f16_sm90_decode: variants/rmsnorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1002, attempt 1717, key a518f211dbe48dbf898b40331e64d51a28363c2e274d6e823eff9640ae0a66e1
 *   spec sha256 814416e50a53d9c8bf0f29e0e9462786a0de1927a34e254f1206b916ed32bcb5, source sha256 1c62c13945f0618286506276fd2192e0ecf4fe6ef2bc763411312bd0e8c5448a
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"a5e2b51dcaba1129f9e1ac3ce642788999b061f90944ba4aed6127306921af00","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 128 bytes of static shared memory, 8 bytes spilled
 *   bench {"cols":4096,"rows":1}: 3.49 us, 0.2% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 3.62 us, 1.8% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 3.30 us, 1.7% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100_decode: variants/rmsnorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 946, attempt 1609, key a0b2013202e6b946054120a47a2739b9b5d89f0dc4d7c5f938bc49a4c1ad5a60
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 f9fff9d40d8602af59afceaba5378ad28749288656f3989201383b335b34e10b
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120_decode: variants/rmsnorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 947, attempt 1610, key 5c88e5d179f7cd3b779be5b0788876cedfa5ad4fd9c97fddb6905daa4f351f89
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 3a0bc1cc3c1ca3a8cf1536c57ba64db016aaa65c02457df14824884516d833bb
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f16_sm80: variants/rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 921, attempt 1584, key b65c318d1d4c6958fde41ec2bba22ffdac14e04f993351f6db5f7a2e03aaaf48
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 30eacfdca43a02e70d3d2c1b542e6a1bd8022216db8f6a3a5f16aa1e8f8bde36
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   63 registers, 256 bytes of static shared memory, 32 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f16_sm90: variants/rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1001, attempt 1720, key 81b3f291b0063c255006c3a1c8d1694d376669ffac29d62ae7fc5ba5d9bd60f5
 *   spec sha256 814416e50a53d9c8bf0f29e0e9462786a0de1927a34e254f1206b916ed32bcb5, source sha256 971ac921d8c047e165b172a5c4acc00e03f2ba46840a484a49463b86d7db3439
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"a5e2b51dcaba1129f9e1ac3ce642788999b061f90944ba4aed6127306921af00","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   60 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 63.01 us, 100.5% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 31.33 us, 101.1% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 127.39 us, 99.4% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f16_sm100: variants/rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 922, attempt 1585, key ac9f874e01c0a5e2b60f15980fdfed7f14345cfbd2e0b376b334172b9a658d85
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 302643b27b29d522da98ca09880e5d762d9ba740e1146c50ddca1d36ffa36488
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f16_sm120: variants/rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 923, attempt 1586, key d28af1cdbf68818202150526f45d74cae6cd5d5438c461996142af5cefa35437
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 121f6bc626f0f8d0d793ea23223f77905440fdebe51dd11396eee0ec99c95096
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":2,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80_decode: variants/rmsnorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 957, attempt 1620, key ce4605e9ca3c30fc92ffd3c21b22ac72b8241e93e70defd8d0094f4ff49d82d2
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 459c7482a91c4d553f96c2d468efc2459ea46459d4b4f593581c8631fbb73ec1
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   68 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f32_sm90_decode: variants/rmsnorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1008, attempt 1722, key 7f3ba4d99569df0190ec54c57655cbde91a48a07848ee5749e1188aa6ba76d03
 *   spec sha256 814416e50a53d9c8bf0f29e0e9462786a0de1927a34e254f1206b916ed32bcb5, source sha256 b437db7e7a5471a34935937aa512889d1fb1719d33072aa330b0e13862fbcb13
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"a5e2b51dcaba1129f9e1ac3ce642788999b061f90944ba4aed6127306921af00","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.91 us, 0.4% of the roofline floor
 *   bench {"cols":8192,"rows":8}: 3.07 us, 4.3% of the roofline floor
 *   bench {"cols":3584,"rows":16}: 2.82 us, 4.0% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100_decode: variants/rmsnorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 958, attempt 1621, key c95ca28af3a0197277545dc83f5f82354cb1136d60bdb3689a6a4afc660172f1
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 21476e2e575d93aa6b05bc7760f137dee128cccf504c73653abd97243d6512f1
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120_decode: variants/rmsnorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 959, attempt 1622, key d57e09f8dc34ec80dd61668bb11553f36243dd2e8a92dbde7a4dc010a73b9cec
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 3a0c7f041ad45b59f6ba8d9f0892372c7419dee201bb817e55eda4d009a707c8
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid. ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_rmsnorm_f32_sm80: variants/rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 933, attempt 1596, key cee2f5e5cfef12df43f359c9fbed15bb3527ac81234a9b586fb175e248ba0acc
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 ed4f5dc5ced2ac85236f49e788171bbf1df3266e6cd2cf24a919ad150b8e3eb4
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   80 registers, 256 bytes of static shared memory, 16 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_rmsnorm_f32_sm90: variants/rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1007, attempt 1721, key 355aed06d7dab133d54b2209bcfab98125bcaeb10ea5e21acca03950cb20f8c1
 *   spec sha256 814416e50a53d9c8bf0f29e0e9462786a0de1927a34e254f1206b916ed32bcb5, source sha256 55b1277d92d3b4d5d4d4fd6fdd2de87985492e487e77a012467c701fe7846499
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"a5e2b51dcaba1129f9e1ac3ce642788999b061f90944ba4aed6127306921af00","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 122.91 us, 103.0% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 61.95 us, 102.2% of the roofline floor
 *   bench {"cols":16384,"rows":8192}: 250.11 us, 101.3% of the roofline floor
 *   built here for sm_90
 * akops_rmsnorm_f32_sm100: variants/rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 934, attempt 1597, key fc444a922b277fbb51273fe0d1e0c50d9cb9152535afb3a147f9eaaa777220c3
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 6aa1e8591bfb7b5702240b7243f9a449bebd0edf9ce80ac2306588a18e840af3
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_rmsnorm_f32_sm120: variants/rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 935, attempt 1599, key b07df150353c58f4971a77855335b249bef4069330783910e0f6a34a5c389843
 *   spec sha256 5e2ae846fbbb5597c4625e458ba5d6ddffb467e8c82f4f749068ebec9cbb6f2c, source sha256 688dac3516bc8296c89eef4f3043bb2b3555a9aedc1896437aa5dcace39e3939
 *   proposer template:rmsnorm/rowreg, params {"family":"templates/rmsnorm/rowreg.cu","template_sha256":"6631dbcbac3846f17aecee0df8c0aed054ff2cd111508e24cda0bd9f3debfd94","values":{"BLOCK":1024,"WBLOCK":256,"PACKS":8,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":3,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"EXACT":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   70 registers, 256 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

#include "akops_internal.h"

extern "C" cudaError_t akops_rmsnorm_bf16_sm80_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm90_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm100_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm120_decode(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm80(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm90(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm100(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_bf16_sm120(
	const __nv_bfloat16 *x,
	int64_t x_stride0,
	const __nv_bfloat16 *w,
	__nv_bfloat16 *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm80_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm90_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm100_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm120_decode(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm80(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm90(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm100(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f16_sm120(
	const __half *x,
	int64_t x_stride0,
	const __half *w,
	__half *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm80_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm90_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm100_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm120_decode(
	const float *x,
	int64_t x_stride0,
	const float *w,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm80(
	const float *x,
	int64_t x_stride0,
	const float *w,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm90(
	const float *x,
	int64_t x_stride0,
	const float *w,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm100(
	const float *x,
	int64_t x_stride0,
	const float *w,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);
extern "C" cudaError_t akops_rmsnorm_f32_sm120(
	const float *x,
	int64_t x_stride0,
	const float *w,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"w", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(2147483647)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1658), "akops_rmsnorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1701), "akops_rmsnorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1659), "akops_rmsnorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1660), "akops_rmsnorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1572), "akops_rmsnorm_bf16_sm80", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1708), "akops_rmsnorm_bf16_sm90", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1573), "akops_rmsnorm_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1575), "akops_rmsnorm_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1608), "akops_rmsnorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1717), "akops_rmsnorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1609), "akops_rmsnorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1610), "akops_rmsnorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1584), "akops_rmsnorm_f16_sm80", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1720), "akops_rmsnorm_f16_sm90", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1585), "akops_rmsnorm_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1586), "akops_rmsnorm_f16_sm120", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1620), "akops_rmsnorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1722), "akops_rmsnorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1621), "akops_rmsnorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1622), "akops_rmsnorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1596), "akops_rmsnorm_f32_sm80", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1721), "akops_rmsnorm_f32_sm90", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1597), "akops_rmsnorm_f32_sm100", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1599), "akops_rmsnorm_f32_sm120", 1},
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

extern "C" const struct akr_op akr_op_rmsnorm = {"rmsnorm", tensors, 3, syms, 2, variants, 24, classof, classes, 1, 0, 0, NULL, NULL};

extern "C" akops_status akops_rmsnorm(const DLTensor *x, const DLTensor *w, DLTensor *y, float eps, cudaStream_t stream)
{
	const DLTensor *t[3] = {x, w, y};
	struct akr_call c;
	akops_status st = akr_check(&akr_op_rmsnorm, t, &c);
	int v = -1;

	if (st != AKOPS_OK)
		return st;
	if (!(eps > 0 && eps < 1))
		return akr_fail(&akr_op_rmsnorm, AKOPS_ERR_SCALAR_RANGE, "eps = %g is outside (0, 1)", (double)eps);
	if (c.empty)
		return AKOPS_OK;
	st = akr_pick(&akr_op_rmsnorm, &c, &v);
	if (st != AKOPS_OK)
		return st;
	switch (v) {
	case 0:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm80_decode", akops_rmsnorm_bf16_sm80_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 1:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm90_decode", akops_rmsnorm_bf16_sm90_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 2:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm100_decode", akops_rmsnorm_bf16_sm100_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 3:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm120_decode", akops_rmsnorm_bf16_sm120_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 4:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm80", akops_rmsnorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm90", akops_rmsnorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm100", akops_rmsnorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_bf16_sm120", akops_rmsnorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], (__nv_bfloat16 *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm80_decode", akops_rmsnorm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm90_decode", akops_rmsnorm_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm100_decode", akops_rmsnorm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm120_decode", akops_rmsnorm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 12:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm80", akops_rmsnorm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 13:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm90", akops_rmsnorm_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 14:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm100", akops_rmsnorm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 15:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f16_sm120", akops_rmsnorm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], (__half *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 16:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm80_decode", akops_rmsnorm_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 17:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm90_decode", akops_rmsnorm_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 18:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm100_decode", akops_rmsnorm_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 19:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm120_decode", akops_rmsnorm_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 20:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm80", akops_rmsnorm_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 21:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm90", akops_rmsnorm_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 22:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm100", akops_rmsnorm_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	case 23:
		return akr_cuda(&akr_op_rmsnorm, "akops_rmsnorm_f32_sm120", akops_rmsnorm_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], (float *)c.ptr[2], c.stride[2][0], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_rmsnorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
