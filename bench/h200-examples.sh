#!/bin/sh
# The consumers of libakops on the GPU machine: examples/c (rmsnorm and softmax
# from C, checked against the CPU) and examples/torch (PyTorch tensors through
# DLPack and ctypes, on the current stream, checked against PyTorch).
#
# It needs an installed libakops, made on the build machine and carried over,
# because the GPU machine has no DLPack header, no pkg-config or CMake to rely
# on, and building the library there would take minutes:
#   (build machine)  ./build.sh && cmake --install build --prefix build/akops-prefix --component library
#   (GPU machine)    bench/h200-examples.sh OUTDIR [PREFIX]     # PREFIX: build/akops-prefix
# (with the device runner: carry ["build/akops-prefix"], about 45 MB). The
# prefix holds libakops.a, akops.h and DLPack's header beside it. It uses only
# cc (nvcc's host compiler), the CUDA toolkit of nvcc, python3 and torch.
# It writes to OUTDIR: env.txt, example-c.txt, example-torch.txt, summary.txt.
set -u
out=${1:?usage: bench/h200-examples.sh OUTDIR [PREFIX]}
prefix=${2:-build/akops-prefix}
mkdir -p "$out"
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
cuda=$(dirname "$(dirname "$(realpath "$nvcc")")")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ -f "$prefix/lib/libakops.a" ] && [ -f "$prefix/include/akops/akops.h" ] ||
	{ echo "no libakops installed in $prefix (see the top of $0)" >&2; exit 2; }

{
	date -u
	nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv
	"$nvcc" --version | tail -n 1
	cc --version | head -n 1
	python3 -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda)' 2>&1
} >"$out/env.txt" 2>&1

# examples/c, with the plain cc line of its top comment
if cc -std=c11 -O2 -I"$prefix/include/akops" -I"$cuda/include" examples/c/example.c "$prefix/lib/libakops.a" \
	-L"$cuda/lib64" -Wl,-rpath,"$cuda/lib64" -lcudart -lstdc++ -lm -o "$tmp/example" >"$out/example-c.txt" 2>&1; then
	"$tmp/example" >>"$out/example-c.txt" 2>&1
	c=$?
else
	c=build
fi

# examples/torch: libakops.so from the archive, then the script
if cc -shared -o "$tmp/libakops.so" -Wl,--whole-archive "$prefix/lib/libakops.a" -Wl,--no-whole-archive \
	-L"$cuda/lib64" -Wl,-rpath,"$cuda/lib64" -lcudart -lstdc++ -lm >"$out/example-torch.txt" 2>&1; then
	python3 examples/torch/example.py "$tmp/libakops.so" >>"$out/example-torch.txt" 2>&1
	t=$?
else
	t=build
fi
printf 'examples/c: exit %s\nexamples/torch: exit %s\n' "$c" "$t" | tee "$out/summary.txt"
[ "$c" = 0 ] && [ "$t" = 0 ]
