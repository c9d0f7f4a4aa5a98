#!/bin/sh
# Every naive baseline kernel (verify/naive/<op>_bf16.cu) compiles with nvcc against
# the launcher prototype akgen derives from its spec, force-included as the build
# does, with every warning (host, device, ptxas) an error and nothing printed.
# A compile-only check: no GPU needed.
# usage: naive_compile.sh AKGEN NVCC   (from the repo root)
set -u
if [ $# -ne 2 ]; then
	echo "usage: naive_compile.sh AKGEN NVCC" >&2
	exit 2
fi
akgen=$1
nvcc=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0
fail=0
for src in verify/naive/*_bf16.cu; do
	[ -e "$src" ] || continue
	op=$(basename "$src" _bf16.cu)
	if ! "$akgen" proto --dtype bf16 --arch sm_90 -o "$dir/$op.h" "specs/$op.yaml"; then
		echo "FAIL $src: no prototype from specs/$op.yaml"
		fail=$((fail + 1))
		continue
	fi
	# nvcc prints nothing on a clean compile: any output is a finding
	if "$nvcc" -std=c++17 -O2 -arch=sm_90 -c -include "$dir/$op.h" \
		-Xcompiler -Wall,-Wextra -Werror all-warnings \
		"$src" -o "$dir/$op.o" >"$dir/$op.log" 2>&1 && [ ! -s "$dir/$op.log" ]; then
		pass=$((pass + 1))
	else
		echo "FAIL $src"
		cat "$dir/$op.log"
		fail=$((fail + 1))
	fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
