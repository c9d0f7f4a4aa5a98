#!/bin/sh
# templates/gemm/mma.cu run on the CPU: each instance's kernel and launcher, the PTX they
# use emulated (tests/gemm_emu/emu.h: a fiber a CUDA thread, ldmatrix and mma.sync by the
# PTX ISA's fragment tables, cp.async completing as late as the waits allow and at once,
# races across barriers in shared memory flagged), against exact integer products on odd
# shapes and strides (tests/gemm_emu/main.cpp: every output element, the rows' padding
# and guards poisoned, reads confined to x's and w's rows). A check of the family's index
# arithmetic and pipeline without a GPU; the GPU's own judgement is the verifier's.
# usage: gemm_emu.sh AKGEN [CXX]   (run from the source tree's root)
set -u
akgen=$1
cxx=${2:-${CXX:-g++}}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0
fail=0
# the defaults and points of other tiles, warps, depths and rasters
points="-
--param BM=16 --param BN=64 --param BK=64 --param WM=1 --param WN=2 --param STAGES=3 --param GROUP_M=1
--param BM=256 --param BN=128 --param BK=32 --param WM=4 --param WN=2 --param STAGES=3 --param GROUP_M=4
--param BM=32 --param BN=32 --param BK=32 --param WM=2 --param WN=1 --param STAGES=5 --param GROUP_M=8"
for dt in bf16 f16; do
	printf '%s\n' "$points" | while IFS= read -r p; do
		[ "$p" = - ] && p=""
		# shellcheck disable=SC2086
		if ! "$akgen" instantiate specs/staging/gemm.yaml templates/gemm/mma.cu --dtype "$dt" --arch sm_90 $p \
			-o "$dir/i.cu" >"$dir/log" 2>&1 ||
			! python3 tests/gemm_emu/transform.py "$dir/i.cu" "$dir/e.cpp" >>"$dir/log" 2>&1 ||
			! "$cxx" -std=c++20 -O1 -Wall -Wno-unknown-pragmas -Wno-unused-function -Itests/gemm_emu \
				-DINST="\"$dir/e.cpp\"" tests/gemm_emu/main.cpp -o "$dir/t" >>"$dir/log" 2>&1; then
			echo "FAIL $dt ${p:-defaults}: no emulation built"
			sed 's/^/    /' "$dir/log" | tail -n 20
			echo x >>"$dir/failed"
			continue
		fi
		if "$dir/t" >"$dir/out" 2>&1; then
			echo "ok $dt ${p:-defaults}: $(tail -n 1 "$dir/out")"
		else
			echo "FAIL $dt ${p:-defaults}"
			tail -n 20 "$dir/out" | sed 's/^/    /'
			echo x >>"$dir/failed"
		fi
	done
done
if [ -s "$dir/failed" ]; then
	echo "$(wc -l <"$dir/failed") failed"
	exit 1
fi
echo "gemm_emu: every instance passed"
