#!/bin/sh
# The CPU emulation's race checker judged (tests/gemm_emu/selftest.cpp): small kernels
# whose order is sound must pass, and each kind of race (no order, an arrival before the
# write, a write after a read not waited for, a named barrier's arrival taken for an
# acquire, a parity wait that passes at once, a rewrite of what another warpgroup's wgmma
# read not ordered after its wait_group) must be flagged, and setmaxnreg past the
# registers the block was launched with must stop as the GPU's hangs, so that gemm_emu
# and attn_emu passing means what they say. Then TMA of rank 4 (tma.h): a box of keys
# must land byte for byte as TMA lays it out, with zeros past the keys' end (13), a map
# claiming more keys than the tensor holds must be caught reading past it (14), and the
# emulated service must refuse exactly tests/tmap_cases.h's broken requests (15). Then
# clusters (cluster.h): blocks reading each other's shared memory between the cluster's
# barriers must pass (16); a block exiting while another reads it (17), a read not
# ordered after the write (18), an arrival twice (19) and a relaxed arrival taken for a
# release (20) must be flagged; a block's barrier (21) or named barrier (22) taken to order
# a read of another block's part must be flagged, and both order the block's own (23).
# usage: emu_selftest.sh [CXX]
set -u
cxx=${1:-${CXX:-g++}}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
if ! "$cxx" -std=c++20 -O1 -Wall -Wno-unknown-pragmas -Wno-unused-function -Itests/gemm_emu \
	tests/gemm_emu/selftest.cpp -o "$dir/t" >"$dir/log" 2>&1; then
	echo "FAIL: the self-test did not build"
	cat "$dir/log"
	exit 1
fi
fail=0
# CASE EXPECTED (pass: no race; race: flagged, a race or a deadlock)
for c in "0 pass" "1 race" "2 pass" "3 race" "4 pass" "5 pass" "6 race" "7 race" "8 race" "9 pass" "10 race" "11 pass" "12 race" "13 pass" "14 race" "15 pass" \
	"16 pass" "17 race" "18 race" "19 race" "20 race" "21 race" "22 race" "23 pass"; do
	# shellcheck disable=SC2086
	set -- $c
	if "$dir/t" "$1" >"$dir/out" 2>&1; then got=pass; else got=race; fi
	if [ "$got" = "$2" ]; then
		echo "ok case $1: $2 ($(grep -m 1 -e 'EMU FAIL' -e 'no race' "$dir/out"))"
	else
		echo "FAIL case $1: expected $2, got $got"
		sed 's/^/    /' "$dir/out" | tail -n 5
		fail=1
	fi
done
[ $fail -eq 0 ] && echo "emu_selftest: every case as expected"
exit $fail
