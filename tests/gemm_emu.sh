#!/bin/sh
# The forms of templates/common/gemm_mma.cuh (gemm/mma, gemm_nn/mma, gemm_f32/mma,
# gemm_bias_act/mma, gemm_bias_act_residual/mma), of common/gemm_wgmma.cuh and
# common/gemm_tma.cuh (the wgmma and tma forms, sm_90a; gemm_nn's w [k][n] read
# MN-major), of common/gemm_rowdot.cuh (the rowdot forms) and gemm_nn/colmma (its decode
# family, clusters by tests/gemm_emu/cluster.h) run on the CPU: each instance's kernels and launcher,
# the PTX they use emulated (tests/gemm_emu/emu.h, rowdot.h, wgmma.h and tma.h: a fiber
# a CUDA thread, ldmatrix, ldmatrix.trans and mma.sync by the PTX ISA's fragment tables,
# wgmma by its descriptors and accumulator layout with its reads and writes at
# wait_group, mbarriers, TMA boxes landing at issue or as late as a wait allows, the
# tensor-map service, shuffles, cp.async completing as late as the waits allow and at
# once, races in shared memory (happens-before by vector clocks across the block's
# barrier, mbarrier phases and named barriers), missing proxy fences, writes under an
# in-flight wgmma and reads of TMA data before its barrier phase flagged), against exact
# integer products on odd shapes and strides (tests/gemm_emu/main.cpp: every output
# element, the epilogue's bias dense and broadcast, each activation, the residual, the
# rows' padding and guards poisoned, reads confined to the tensors' elements). A check of the family's index arithmetic
# and pipeline without a GPU; the GPU's own judgement is the verifier's.
# usage: gemm_emu.sh AKGEN [CXX]   (run from the source tree's root)
set -u
akgen=$1
cxx=${2:-${CXX:-g++}}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0
fail=0
# mma: the defaults and points of other tiles, warps, depths and rasters: every point
# for the two layouts of w, the defaults and one other for the epilogues and the f32
# output; wgmma and tma: the defaults and points of one and two warpgroups, one and two
# m64 tiles a warpgroup, each N, the shallowest and deepest rings, each form, and tma's
# 16-byte stores (VSTORE, their default) and the 4-byte ones for the forms that have them,
# and TMA only on 128-byte lines (LINE); rowdot:
# both engines, each form; gemm_nn/colmma: clusters of up to 8 and of up to 4 blocks
p1="--param BM=16 --param BN=64 --param BK=64 --param WM=1 --param WN=2 --param STAGES=3 --param GROUP_M=1"
p2="--param BM=256 --param BN=128 --param BK=32 --param WM=4 --param WN=2 --param STAGES=3 --param GROUP_M=4"
p3="--param BM=32 --param BN=32 --param BK=32 --param WM=2 --param WN=1 --param STAGES=5 --param GROUP_M=8"
p4="--param BM=64 --param BN=256 --param BK=32 --param WM=1 --param WN=4 --param STAGES=2 --param GROUP_M=16"
w1="--param BM=64 --param BN=64 --param WGS=1 --param STAGES=6 --param GROUP_M=1"
w2="--param BM=256 --param BN=128 --param WGS=2 --param STAGES=3 --param GROUP_M=4"
w3="--param BM=128 --param BN=128 --param WGS=1 --param STAGES=5 --param GROUP_M=16"
r1="--param ENGINE=1 --param TILES=1 --param UNROLL=2 --param BLOCK=128"
r2="--param ENGINE=0 --param MROWS=4 --param COLS=2 --param UNROLL=4"
r3="--param ENGINE=0"
c1="--param BLOCK=128 --param UNROLL=1"
c2="--param BLOCK=128 --param UNROLL=2 --param CLUSTER=4 --param HINT=1"
runs="gemm mma bf16 -
gemm mma f16 -
gemm mma bf16 $p1
gemm mma f16 $p2
gemm mma bf16 $p3
gemm mma f16 $p4
gemm_nn mma bf16 -
gemm_nn mma f16 -
gemm_nn mma bf16 $p1
gemm_nn mma f16 $p2
gemm_nn mma bf16 $p3
gemm_nn mma f16 $p4
gemm_f32 mma bf16 -
gemm_f32 mma f16 $p3
gemm_bias_act mma bf16 -
gemm_bias_act mma f16 $p1
gemm_bias_act_residual mma f16 -
gemm_bias_act_residual mma bf16 $p4
gemm wgmma bf16 -
gemm wgmma f16 -
gemm wgmma bf16 $w1
gemm wgmma f16 $w2
gemm wgmma bf16 $w3
gemm_f32 wgmma f16 -
gemm_f32 wgmma bf16 $w1
gemm_bias_act wgmma bf16 -
gemm_bias_act wgmma f16 $w3
gemm_bias_act_residual wgmma f16 -
gemm_bias_act_residual wgmma bf16 $w2
gemm tma bf16 -
gemm tma f16 $w2
gemm tma bf16 $w1
gemm tma bf16 --param PERSIST=0 --param GROUP_M=4
gemm tma f16 $w3
gemm tma bf16 --param VSTORE=0
gemm tma f16 $w2 --param VSTORE=1
gemm tma bf16 $w1 --param VSTORE=1 --param PERSIST=0
gemm tma f16 --param LINE=1
gemm_nn wgmma bf16 -
gemm_nn wgmma f16 $w1
gemm_nn wgmma bf16 $w2
gemm_nn tma bf16 -
gemm_nn tma f16 -
gemm_nn tma bf16 $w1
gemm_nn tma f16 $w2
gemm_nn tma bf16 $w3 --param PERSIST=0
gemm_nn tma f16 --param VSTORE=0 --param LINE=1
gemm_f32 tma bf16 -
gemm_bias_act tma f16 $w1
gemm_bias_act tma bf16 $w3 --param VSTORE=1
gemm_bias_act_residual tma bf16 -
gemm_bias_act tma f16 --param VSTORE=0
gemm_bias_act_residual tma f16 $w3 --param LINE=1
gemm rowdot bf16 -
gemm rowdot f16 $r1
gemm_f32 rowdot f16 $r2
gemm_bias_act rowdot bf16 $r1
gemm_bias_act_residual rowdot f16 -
gemm_bias_act_residual rowdot bf16 $r3
gemm_nn colmma bf16 $c1
gemm_nn colmma f16 $c2"
# ONLY (an extended regular expression): the runs whose line it matches alone
printf '%s\n' "$runs" | grep -E -- "${ONLY:-.}" | while read -r op fam dt p; do
	[ "$p" = - ] && p=""
	# a family of some archs alone (its // archs: line: wgmma, tma) for the first of them
	arch=$(sed -n 's|^// archs: *\([^ ]*\).*|\1|p' "templates/$op/$fam.cu" | head -n 1)
	arch=${arch:-sm_90}
	# the op's spec, in specs/ once promoted (bench/promote.sh)
	spec=specs/$op.yaml
	[ -f "$spec" ] || spec=specs/staging/$op.yaml
	# shellcheck disable=SC2086
	if ! "$akgen" instantiate "$spec" "templates/$op/$fam.cu" --dtype "$dt" --arch "$arch" $p \
		-o "$dir/i.cu" >"$dir/log" 2>&1 ||
		! python3 tests/gemm_emu/transform.py "$dir/i.cu" "$dir/e.cpp" >>"$dir/log" 2>&1 ||
		! "$cxx" -std=c++20 -O1 -Wall -Wno-unknown-pragmas -Wno-unused-function -Wno-psabi -Itests/gemm_emu \
			-DINST="\"$dir/e.cpp\"" tests/gemm_emu/main.cpp -o "$dir/t" >>"$dir/log" 2>&1; then
		echo "FAIL $op/$fam $dt ${p:-defaults}: no emulation built"
		sed 's/^/    /' "$dir/log" | tail -n 20
		echo x >>"$dir/failed"
		continue
	fi
	if "$dir/t" >"$dir/out" 2>&1; then
		echo "ok $op/$fam $dt ${p:-defaults}: $(tail -n 1 "$dir/out")"
	else
		echo "FAIL $op/$fam $dt ${p:-defaults}"
		tail -n 20 "$dir/out" | sed 's/^/    /'
		echo x >>"$dir/failed"
	fi
done
if [ -s "$dir/failed" ]; then
	echo "$(wc -l <"$dir/failed") failed"
	exit 1
fi
echo "gemm_emu: every instance passed"
