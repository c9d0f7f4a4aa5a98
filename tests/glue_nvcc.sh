#!/bin/sh
# The harness glue akgen writes for every spec and dtype compiles with nvcc
# against verify/harness.h (compile only: no GPU needed); the specs of specs/staging/
# (operators not in the library yet) too, each with the dtypes it declares.
# usage: glue_nvcc.sh AKGEN NVCC
set -u
akgen=$1
nvcc=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0
fail=0
for spec in specs/*.yaml specs/staging/*.yaml; do
	[ -f "$spec" ] || continue
	op=$(basename "$spec" .yaml)
	dts=$("$akgen" show "$spec" | python3 -c 'import json, sys; print(" ".join(json.load(sys.stdin)[0]["dtypes"]))')
	for dt in $dts; do
		if ! "$akgen" proto --dtype "$dt" --arch sm_90 -o "$dir/launcher.h" "$spec" ||
			! "$akgen" proto --glue --dtype "$dt" --arch sm_90 -o "$dir/glue.cu" "$spec"; then
			echo "FAIL $op $dt: akgen could not write the glue"
			fail=$((fail + 1))
			continue
		fi
		if "$nvcc" -std=c++17 -arch=sm_90 -Iverify -I"$dir" -Xcompiler -Wall,-Wextra -c "$dir/glue.cu" \
			-o "$dir/glue.o" >"$dir/log" 2>&1 && [ ! -s "$dir/log" ]; then
			pass=$((pass + 1))
		else
			echo "FAIL $op $dt: the glue does not compile cleanly"
			sed 's/^/    /' "$dir/log"
			fail=$((fail + 1))
		fi
	done
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
