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
 *   job 1009, attempt 1725, key 47e554602c897c2d7de6dd94a61a57ce83ded8275514db823ea5344a997c68d3
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 593356a6b78beae20e69c4ec8efbaffb56b17bde8b92575e88dad9850cac99ff
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   95 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm90_decode: variants/add_rmsnorm_bf16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1158, attempt 1891, key 4f4d775bd43a3b4860f9d3319304e6f629d169647021fd16e76cdf8dcc5a7f96
 *   spec sha256 b347dd5fb1c5e7ff05cbf9d6bd286c905a808e33b2db2a38dfcb8782b4dc74ed, source sha256 f2a5fe518625f5dd8f0ba77ee1f4cb8849a3e49e868ec7a57f98a3d60378fe93
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"c5a3e921740f08b3a39ef33d7fb252368c94c0274ed6f68ea13b451f8eea21e7","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.27 us, 0.4% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 3.49 us, 7.2% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100_decode: variants/add_rmsnorm_bf16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1010, attempt 1724, key bf466e7c2ebec1c5bc54e547b04ccc526a557b74a02fb258807fc389d1def7d0
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 a337b2799425510e50092b423a5b67a26eb9e4f221c6216c83dfdc9d8488f9de
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120_decode: variants/add_rmsnorm_bf16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1014, attempt 1729, key 1c497c4b91454cacbc52cdfd7a590a92eeb02a11c6ef838a9f55909e43672775
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 87277e00ac4bd9e2ee68de12481932046ae80a3a4b06db9d5346ee60d6a0508a
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   109 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm80: variants/add_rmsnorm_bf16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1012, attempt 1727, key fcec71f7a192b96aa20142eb489b015f3ff02d9d2f46de3b8631fe5f1340b5c2
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 f4cb32f61cb2b8aa060c48f49090dea11fc6bf6ae922b1ebac5d603d599a0b2b
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   95 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_bf16_sm90: variants/add_rmsnorm_bf16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1161, attempt 1898, key b4f5cac371727841386baa711782ce816cb9c371e6fa7fe497507c71c12b560c
 *   spec sha256 b347dd5fb1c5e7ff05cbf9d6bd286c905a808e33b2db2a38dfcb8782b4dc74ed, source sha256 725e49f140849a6c95157ae14fcce9050fb309dfcb04d4283aa852e4ced828a8
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"c5a3e921740f08b3a39ef33d7fb252368c94c0274ed6f68ea13b451f8eea21e7","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 127.84 us, 99.0% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 63.65 us, 99.4% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_bf16_sm100: variants/add_rmsnorm_bf16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1011, attempt 1726, key a106a40ad8ad704d40b855aadfc97801f70337a496977fc1a6ea24ff46bcf399
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 1a3972e49133f4405490f84e387cb1d2cc347a9b651fdc6c491e04723dcfc92f
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_bf16_sm120: variants/add_rmsnorm_bf16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1013, attempt 1728, key 4da2fb186053b2f8df2ab240afaeed83a90439da00aa9c7f76f887dffe1bd749
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 318912fef19f7c992c696fd235f331a2771e3ae8bc36e56f36b443d9380b0fba
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   109 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80_decode: variants/add_rmsnorm_f16_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1037, attempt 1752, key 3705a85f197c818a3abb673cc8d3163d00be53e37de4067221b603481369d5f8
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 0345daf7b14e4efb9fc37f9db3201e7a863abcae76fa8cba184670f0b5cfdab2
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   95 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm90_decode: variants/add_rmsnorm_f16_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1160, attempt 1890, key 116a3b670af4b8a9047d978e5a657b463886b6022a188261c846193bb2be6ba0
 *   spec sha256 b347dd5fb1c5e7ff05cbf9d6bd286c905a808e33b2db2a38dfcb8782b4dc74ed, source sha256 22d441fb6ae93c0825e28d39c22451d14cff9b102e55c6d084a9a993982fd0f2
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"c5a3e921740f08b3a39ef33d7fb252368c94c0274ed6f68ea13b451f8eea21e7","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 2.30 us, 0.4% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 3.49 us, 7.2% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100_decode: variants/add_rmsnorm_f16_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1039, attempt 1754, key 2824b7c31666896326eefbb74fb3f7d75efd1395609bb308c095f937399cb1d0
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 17a075ab6e5f8c4e9d34d693410ff417365c2514c3156233f9932af0df857159
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120_decode: variants/add_rmsnorm_f16_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1041, attempt 1756, key 02871150ade09e5a3b098869ad2acbc125ebc430d5d2661280b1bcc6a459ae1c
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 fbc5772c36278ddb0ebb5a977cb59ddbb0c7521d64dfc6514148af24d4a1223f
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   109 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm80: variants/add_rmsnorm_f16_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1036, attempt 1750, key 8bbd41d75dd59b67e72ad693197abfebf02e5a4bf69c6c76b6e3ca5790a22431
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 96f8f983ea8de0fef986defd37592def5a342dce9724fac43e712b0d2ec6e670
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   95 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f16_sm90: variants/add_rmsnorm_f16_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1156, attempt 1886, key 069ad5991eafb714bfdccd6a68bc7e074828d5586a85063d8b8f5a998d151a77
 *   spec sha256 b347dd5fb1c5e7ff05cbf9d6bd286c905a808e33b2db2a38dfcb8782b4dc74ed, source sha256 c356d140a84214053302ce00149ef6bc7d70d3a764f59f461b4fbbe613162598
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"c5a3e921740f08b3a39ef33d7fb252368c94c0274ed6f68ea13b451f8eea21e7","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   98 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 128.10 us, 98.8% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 64.10 us, 98.7% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f16_sm100: variants/add_rmsnorm_f16_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1038, attempt 1753, key ac02495f51e187a515db38454a01fd99b33c8d86617719214ce6b0cc76aef570
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 ba0348e6e69478b60282dae2b804bc75fc2e057859e6b8b73d07349bb46bab0b
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   110 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f16_sm120: variants/add_rmsnorm_f16_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1040, attempt 1755, key f4d575adfd23fc12e21ae650b7e7ed1b52b37d6466cf2f93d2466fb3414ecd19
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 97b43e4b88be0947a63c03bd6c28963b60b1a3c4661bb3d1b5f3e911b122ef9f
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   109 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80_decode: variants/add_rmsnorm_f32_sm80_decode.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1064, attempt 1779, key ba45c190ff3b3d8cc44b90ef658c4f03fc9e00e7d64aa26cb4f34d471ce0d066
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 599127c938a5944c934a353fd1c5b3511cf7e5f1802cbf01c6361bd1c4670212
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm90_decode: variants/add_rmsnorm_f32_sm90_decode.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1166, attempt 1905, key b9ebcb8c0bfcf9adb8af51ee77ed836f41146f4eec97f64c41405558af197675
 *   spec sha256 b347dd5fb1c5e7ff05cbf9d6bd286c905a808e33b2db2a38dfcb8782b4dc74ed, source sha256 bba4579d6f7ae2f1bab4f8e4f55a695127b68a04b5724a8446d324bcdd3a88b6
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"c5a3e921740f08b3a39ef33d7fb252368c94c0274ed6f68ea13b451f8eea21e7","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":1}: 3.20 us, 0.6% of the roofline floor
 *   bench {"cols":8192,"rows":16}: 3.33 us, 15.1% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100_decode: variants/add_rmsnorm_f32_sm100_decode.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1066, attempt 1781, key fd8c30470c487e32ec34bcf2c46ce6615af63c57a1dab96e60d3f2f3030ab0f7
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 e41cf12432ba40c7c8aaa628ed4f60b65d38a7ac14670ea59d91683baf9d1f33
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120_decode: variants/add_rmsnorm_f32_sm120_decode.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1068, attempt 1783, key 5ac7fd0c315a25d6b7549155bfc53e2674720e37078a7b51767a9c9577479720
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 e41418f3abd10734b3695e3bf9c6e0f8e9e652e5b55b7b7e21bd50a21b71d04e
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":256,"PACKS":2,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":1,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   97 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_120, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm80: variants/add_rmsnorm_f32_sm80.cu
 *   compiled only: no GPU of sm_80 judged it; not verified, not timed
 *   job 1063, attempt 1778, key 7362288bea14a311155d08883ff9a9c36246152e785f8dfddcf4504ab06da041
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 f1596adb8c796aea271f56fb5d14e556957be30d6183659db954a1dcb489fd70
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_80,code=sm_80 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   64 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_80, with PTX for newer devices
 * akops_add_rmsnorm_f32_sm90: variants/add_rmsnorm_f32_sm90.cu
 *   vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)
 *   job 1165, attempt 1907, key ed626b714ec982bdcc07a14ce085b36bb72e5e9acf6f74a50e590aeb9d6e787b
 *   spec sha256 b347dd5fb1c5e7ff05cbf9d6bd286c905a808e33b2db2a38dfcb8782b4dc74ed, source sha256 9eeb4ccffe44f6fe166ddd5e0eac9948484d4049e709ea48f3ed80a1c9dd1793
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"c5a3e921740f08b3a39ef33d7fb252368c94c0274ed6f68ea13b451f8eea21e7","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"SPLIT":8,"SPLIT_MIN":256,"MAXREG":0},"common":{"templates/common/cluster.cuh":"ca0bb10a7d0d2084637d2d87b0f0fc19c7f15146d15e7614f3f615b94ac2b082","t ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_90,code=sm_90 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   72 registers, 264 bytes of static shared memory, 0 bytes spilled
 *   bench {"cols":4096,"rows":16384}: 259.28 us, 97.6% of the roofline floor
 *   bench {"cols":8192,"rows":4096}: 130.98 us, 96.6% of the roofline floor
 *   built here for sm_90
 * akops_add_rmsnorm_f32_sm100: variants/add_rmsnorm_f32_sm100.cu
 *   compiled only: no GPU of sm_100 judged it; not verified, not timed
 *   job 1065, attempt 1780, key ff3ce24fece4498ed9d8769ed0b1a17ec5e3552335bd260893e82e894d37db1a
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 3b9cf1868d0cd0159f85521a64c3e5543736bd76d69d307fd5d5d4da337b75ce
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_100,code=sm_100 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   86 registers, 128 bytes of static shared memory, 0 bytes spilled
 *   built here for sm_100
 * akops_add_rmsnorm_f32_sm120: variants/add_rmsnorm_f32_sm120.cu
 *   compiled only: no GPU of sm_120 judged it; not verified, not timed
 *   job 1067, attempt 1782, key 03f0a0c3acc6d92863689c5e87768ca575345b801d8bb7336f92da07b146c3d7
 *   spec sha256 6fc3b32f9fa8f98e50ad001e7df595e9519a4dc8b857b1e58f681e5e1f85e300, source sha256 1aaebd0deaab057f9e771be931559fe45fa569cfadbd535ad68d08f7ec18d8a8
 *   proposer template:add_rmsnorm/rowreg, params {"family":"templates/add_rmsnorm/rowreg.cu","template_sha256":"dca6042617d72aa31f811ea66b727c464c5c500cce3348aff028183818e85431","values":{"BLOCK":512,"WBLOCK":128,"PACKS":4,"MAXPACKS":8,"VEC_BYTES":16,"LOAD_HINT":0,"STORE_HINT":0,"WAVES":0,"WEARLY":0,"MAXREG":0},"common":{"templates/common/rowreg.cuh":"3675162c92022c103a10f65d0b22c2b87238eda54ee952b78c76922109a85f3c","templates/common/grid.cuh":" ...
 *   compiled as /usr/local/cuda/bin/nvcc -std=c++17 -O3 -lineinfo -gencode arch=compute_120,code=sm_120 -Xptxas -v -include launcher.h -c cand.cu -o cand.o
 *   97 registers, 128 bytes of static shared memory, 0 bytes spilled
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
	float *sum,
	int64_t sum_stride0,
	float *y,
	int64_t y_stride0,
	int64_t rows,
	int64_t cols,
	float eps,
	cudaStream_t stream);

/* name, written, dtype by the call's dtype, inner layout, align, ndim, dims */
static const struct akr_tensor tensors[] = {
	{"x", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"residual", 0, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"w", 0, {0, 1, 2, 3, 0, 0, 0}, 0, 16, 1, {{1, 0}}},
	{"sum", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
	{"y", 1, {0, 1, 2, 3, 0, 0, 0}, 1, 16, 2, {{0, 0}, {1, 0}}},
};

static const struct akr_sym syms[] = {
	{"rows", INT64_C(1), INT64_C(1073741824)},
	{"cols", INT64_C(1), INT64_C(262144)},
};

/* dtype, arch, cc, kind, ptx, vetted, attempt, launcher, class */
static const struct akr_variant variants[] = {
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1725), "akops_add_rmsnorm_bf16_sm80_decode", 0},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1891), "akops_add_rmsnorm_bf16_sm90_decode", 0},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1724), "akops_add_rmsnorm_bf16_sm100_decode", 0},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1729), "akops_add_rmsnorm_bf16_sm120_decode", 0},
	{1, "sm_80", 80, 0, 1, 0, INT64_C(1727), "akops_add_rmsnorm_bf16_sm80", 1},
	{1, "sm_90", 90, 0, 0, 1, INT64_C(1898), "akops_add_rmsnorm_bf16_sm90", 1},
	{1, "sm_100", 100, 0, 0, 0, INT64_C(1726), "akops_add_rmsnorm_bf16_sm100", 1},
	{1, "sm_120", 120, 0, 1, 0, INT64_C(1728), "akops_add_rmsnorm_bf16_sm120", 1},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1752), "akops_add_rmsnorm_f16_sm80_decode", 0},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1890), "akops_add_rmsnorm_f16_sm90_decode", 0},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1754), "akops_add_rmsnorm_f16_sm100_decode", 0},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1756), "akops_add_rmsnorm_f16_sm120_decode", 0},
	{2, "sm_80", 80, 0, 1, 0, INT64_C(1750), "akops_add_rmsnorm_f16_sm80", 1},
	{2, "sm_90", 90, 0, 0, 1, INT64_C(1886), "akops_add_rmsnorm_f16_sm90", 1},
	{2, "sm_100", 100, 0, 0, 0, INT64_C(1753), "akops_add_rmsnorm_f16_sm100", 1},
	{2, "sm_120", 120, 0, 1, 0, INT64_C(1755), "akops_add_rmsnorm_f16_sm120", 1},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1779), "akops_add_rmsnorm_f32_sm80_decode", 0},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1905), "akops_add_rmsnorm_f32_sm90_decode", 0},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1781), "akops_add_rmsnorm_f32_sm100_decode", 0},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1783), "akops_add_rmsnorm_f32_sm120_decode", 0},
	{3, "sm_80", 80, 0, 1, 0, INT64_C(1778), "akops_add_rmsnorm_f32_sm80", 1},
	{3, "sm_90", 90, 0, 0, 1, INT64_C(1907), "akops_add_rmsnorm_f32_sm90", 1},
	{3, "sm_100", 100, 0, 0, 0, INT64_C(1780), "akops_add_rmsnorm_f32_sm100", 1},
	{3, "sm_120", 120, 0, 1, 0, INT64_C(1782), "akops_add_rmsnorm_f32_sm120", 1},
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

extern "C" const struct akr_op akr_op_add_rmsnorm = {"add_rmsnorm", tensors, 5, syms, 2, variants, 24, classof, classes, 1, 0, 0, NULL, NULL};

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
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm80_decode", akops_add_rmsnorm_bf16_sm80_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 1:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm90_decode", akops_add_rmsnorm_bf16_sm90_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 2:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm100_decode", akops_add_rmsnorm_bf16_sm100_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 3:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm120_decode", akops_add_rmsnorm_bf16_sm120_decode((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 4:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm80", akops_add_rmsnorm_bf16_sm80((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 5:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm90", akops_add_rmsnorm_bf16_sm90((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 6:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm100", akops_add_rmsnorm_bf16_sm100((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 7:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_bf16_sm120", akops_add_rmsnorm_bf16_sm120((const __nv_bfloat16 *)c.ptr[0], c.stride[0][0], (const __nv_bfloat16 *)c.ptr[1], c.stride[1][0], (const __nv_bfloat16 *)c.ptr[2], (__nv_bfloat16 *)c.ptr[3], c.stride[3][0], (__nv_bfloat16 *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 8:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm80_decode", akops_add_rmsnorm_f16_sm80_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 9:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm90_decode", akops_add_rmsnorm_f16_sm90_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 10:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm100_decode", akops_add_rmsnorm_f16_sm100_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 11:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm120_decode", akops_add_rmsnorm_f16_sm120_decode((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 12:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm80", akops_add_rmsnorm_f16_sm80((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 13:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm90", akops_add_rmsnorm_f16_sm90((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 14:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm100", akops_add_rmsnorm_f16_sm100((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 15:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f16_sm120", akops_add_rmsnorm_f16_sm120((const __half *)c.ptr[0], c.stride[0][0], (const __half *)c.ptr[1], c.stride[1][0], (const __half *)c.ptr[2], (__half *)c.ptr[3], c.stride[3][0], (__half *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 16:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm80_decode", akops_add_rmsnorm_f32_sm80_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 17:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm90_decode", akops_add_rmsnorm_f32_sm90_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 18:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm100_decode", akops_add_rmsnorm_f32_sm100_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 19:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm120_decode", akops_add_rmsnorm_f32_sm120_decode((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 20:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm80", akops_add_rmsnorm_f32_sm80((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 21:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm90", akops_add_rmsnorm_f32_sm90((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 22:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm100", akops_add_rmsnorm_f32_sm100((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	case 23:
		return akr_cuda(&akr_op_add_rmsnorm, "akops_add_rmsnorm_f32_sm120", akops_add_rmsnorm_f32_sm120((const float *)c.ptr[0], c.stride[0][0], (const float *)c.ptr[1], c.stride[1][0], (const float *)c.ptr[2], (float *)c.ptr[3], c.stride[3][0], (float *)c.ptr[4], c.stride[4][0], c.sym[0], c.sym[1], eps, stream));
	}
	return akr_fail(&akr_op_add_rmsnorm, AKOPS_ERR_ARCH, "no variant %d", v);
}
