#!/bin/sh
# The launcher prototypes akgen derives for every job of every spec compile as
# CUDA C++ with nvcc (a compile-only check: no GPU needed).
# usage: proto_nvcc.sh AKGEN NVCC
set -eu
akgen=$1
nvcc=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$akgen" proto -o "$dir/launchers.h" specs/*.yaml
n=$(grep -c '^extern "C" cudaError_t akops_' "$dir/launchers.h")
printf '#include "launchers.h"\n' >"$dir/t.cu"
"$nvcc" -std=c++17 -c -o "$dir/t.o" -I"$dir" "$dir/t.cu"
echo "$n launcher prototypes compile with nvcc"
[ "$n" -gt 0 ]
