#!/bin/sh
# verify/harness_tmap.cuh, the TMA tensor maps the harness and libakops make for a
# candidate: its refusals of every argument TMA does not take (no GPU needed), and on a
# machine with one the driver's map (tests/tmap_test.cu).
# usage: tmap_test.sh [NVCC]   (run from the source tree's root)
set -u
nvcc=${1:-${NVCC:-/usr/local/cuda/bin/nvcc}}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$nvcc" -std=c++17 -O1 -Xcompiler -Wall,-Wextra,-Werror -Iverify -o "$dir/tmap_test" tests/tmap_test.cu || exit 1
"$dir/tmap_test"
