#!/bin/sh
# CPU-only check of the verification harness, for CI (no GPU needed): verify/harness.cu
# compiles and links with the hand-written rmsnorm bf16 glue, the naive candidate and
# the C reference, with no error and no warning at all (host code under -Wall -Wextra,
# every nvcc and ptxas diagnostic counted), and the generator's and the layouts' host
# sides pass their unit tests (verify/testglue/gen_test.cu: conversions, log,
# distributions; verify/testglue/layout_test.cu: offsets, overlap and guard membership
# of the dense, padded, permuted and broadcast layouts; verify/testglue/sample_test.cu:
# the sampled rows and columns of a reference check and the gathered copies' indices).
# usage: harness_compile.sh [NVCC]   (run from the source tree's root)
set -u
nvcc=${1:-${NVCC:-/usr/local/cuda/bin/nvcc}}
cc=${CC:-cc}
cuda=$(dirname "$(dirname "$nvcc")")
lib=
for d in "$cuda/lib64" "$cuda/lib" "$cuda/targets/x86_64-linux/lib"; do
	if [ -e "$d/libcupti.so" ]; then
		lib=$d
		break
	fi
done
if [ -z "$lib" ]; then
	echo "FAIL harness_compile: no libcupti.so under $cuda"
	exit 1
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
flags="-std=c++17 -O2 -arch=sm_90 -Xcompiler -Wall,-Wextra -Iverify"

# build NAME CMD...: the command must succeed and print nothing
build() {
	name=$1
	shift
	if ! "$@" >"$dir/log" 2>&1 || [ -s "$dir/log" ]; then
		echo "FAIL harness_compile: $name"
		sed 's/^/    /' "$dir/log"
		exit 1
	fi
}

build "reference (C)" "$cc" -std=c11 -O2 -Wall -Wextra -c specs/ref/rmsnorm.c -o "$dir/ref.o"
build "harness + rmsnorm bf16 glue + naive candidate" "$nvcc" $flags verify/harness.cu \
	verify/testglue/rmsnorm_bf16_glue.cu verify/testglue/rmsnorm_bf16_naive.cu "$dir/ref.o" \
	-L"$lib" -lcupti -o "$dir/harness"
# unit NAME TEST: verify/testglue/TEST.cu builds without a diagnostic and passes
unit() {
	build "$1" "$nvcc" -std=c++17 -O2 -Xcompiler -Wall,-Wextra -Iverify "verify/testglue/$2.cu" -o "$dir/$2"
	if ! "$dir/$2" >"$dir/log" 2>&1; then
		echo "FAIL harness_compile: $1"
		sed 's/^/    /' "$dir/log"
		exit 1
	fi
}

unit "generator unit test" gen_test
unit "layout unit test" layout_test
unit "sampling unit test" sample_test
echo "harness_compile: verify/harness.cu + rmsnorm bf16 glue + naive candidate + reference build and link with no warning; generator, layout and sampling host tests pass"
