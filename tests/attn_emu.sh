#!/bin/sh
# templates/attention_fwd/flash.cu and templates/attention_fwd_causal/flash.cu (their
# kernel and launcher: templates/common/flash.cuh), and the wgmma families of both ops
# (templates/common/flash_wg.cuh, sm_90a, whose launcher leaves some shapes to
# common/flash.cuh's; wgmma in both its forms emulated by tests/gemm_emu/wgmma.h, the
# check that it ran in main.cpp) run on the CPU: each instance's
# kernels and launcher, the PTX they use emulated (tests/gemm_emu/emu.h, and
# tests/attn_emu/emu_extra.h for ldmatrix.trans, shuffles, ex2 and the rest: a fiber a
# CUDA thread, ldmatrix and mma.sync by the PTX ISA's fragment tables, cp.async
# completing as late as the waits allow and at once, mbarriers, named barriers and
# setmaxnreg by tests/gemm_emu/tma.h, races in shared memory flagged by happens-before
# across every barrier), against the specs' double-precision references on odd shapes,
# strides and grids (tests/attn_emu/main.cpp: every output element and lse, the
# outputs' padding and guards poisoned, reads confined to each input). A check of the
# families' index arithmetic, masks, softmax and pipeline without a GPU; the GPU's own
# judgement is the verifier's.
# usage: attn_emu.sh AKGEN [CXX [CC]]   (run from the source tree's root)
set -u
akgen=$1
cxx=${2:-${CXX:-g++}}
cc=${3:-${CC:-cc}}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for op in attention_fwd attention_fwd_causal; do
	ref=specs/ref/$op.c
	[ -f "$ref" ] || ref=specs/staging/ref/$op.c
	if ! "$cc" -O2 -c "$ref" -o "$dir/$op.o" >"$dir/log" 2>&1; then
		echo "FAIL: the reference $op.c does not compile"
		cat "$dir/log"
		exit 1
	fi
done
# flash: the defaults, then points of other tiles, warps, depths, Q in registers, decode
# splits and clusters, the last FlashAttention 2's own tile for d = 128 (128 x 64, 32
# rows a warp) and no clusters; wgmma: warp-specialised (PROD 1: a producer warpgroup,
# mbarriers, the consumers' ping-pong) at the defaults (two consumer warpgroups, 128-key
# tiles, rings of three stages; attention_fwd's grid persistent, so that the emulation's
# three multiprocessors each take several tiles), with three consumer warpgroups in four
# stages, with one, a block a tile (PERSIST 0, the causal op's default), a persistent
# grid with two warpgroups and 64-key tiles at d = 64 (three and 128-key tiles the
# default there) whose row maxes move with every tile (STALE 0), K and V by TMA boxes
# of 4-D tensor maps (TMA 1) on a persistent grid and at three warpgroups a block a
# tile; every thread a copier (PROD 0) at the same defaults, three warpgroups with
# 64-key tiles in three stages, two with 64-key tiles in four stages, one warpgroup a
# block (two blocks an SM) with 64-key tiles. Each point
# in both ops; in bf16, and in f16 too (first field) where the dtype's code differs
# from bf16's: the conversions, the offset POFF and FW_STALE of each family's defaults,
# the PROD 0 kernel and the max moved every tile (the other points' code is the
# dtype's at the defaults: 40 instances in place of 64)
points="bf16,f16 flash -
bf16 flash --param BM=128 --param MF=1 --param BN=128 --param STAGES=3 --param QREG=1 --param DWN=8 --param DBN=128 --param DSTAGES=2 --param CLUSTER=4
bf16 flash --param BM=64 --param MF=2 --param BN=32 --param STAGES=3 --param QREG=1 --param DWN=1 --param DBN=32 --param DSTAGES=4 --param CLUSTER=2
bf16 flash --param BM=128 --param MF=2 --param BN=64 --param STAGES=2 --param QREG=0 --param DWN=2 --param DBN=128 --param CLUSTER=1
bf16,f16 wgmma -
bf16 wgmma --param WGS=3 --param BN=64 --param STAGES=4
bf16 wgmma --param WGS=1 --param BN=64 --param STAGES=3
bf16 wgmma --param PERSIST=0
bf16,f16 wgmma --param PERSIST=1 --param WGS64=2 --param BN64=64 --param STALE=0 --param STALE64=0
bf16 wgmma --param TMA=1 --param PERSIST=1
bf16 wgmma --param TMA=1 --param WGS=3 --param BN=64 --param STAGES=4 --param PERSIST=0
bf16,f16 wgmma --param PROD=0
bf16 wgmma --param PROD=0 --param WGS=3 --param BN=64 --param STAGES=3
bf16 wgmma --param PROD=0 --param WGS=2 --param BN=64 --param STAGES=4
bf16 wgmma --param PROD=0 --param WGS=1 --param BN=64 --param STAGES=3"
# one instance: build it, run it, say how it went (a failure leaves a line in failed)
one() {
	op=$1 dt=$2 fam=$3 p=$4 w=$dir/$op-$dt-$5
	# a family of some archs alone (its // archs: line: wgmma) for the first of them
	arch=$(sed -n 's|^// archs: *\([^ ]*\).*|\1|p' "templates/$op/$fam.cu" | head -n 1)
	arch=${arch:-sm_90}
	# the op's spec, in specs/ once promoted (bench/promote.sh)
	spec=specs/$op.yaml
	[ -f "$spec" ] || spec=specs/staging/$op.yaml
	# shellcheck disable=SC2086
	if ! "$akgen" instantiate "$spec" "templates/$op/$fam.cu" --dtype "$dt" --arch "$arch" $p \
		-o "$w.cu" >"$w.log" 2>&1 ||
		! python3 tests/attn_emu/transform.py "$w.cu" "$w.cpp" >>"$w.log" 2>&1 ||
		! "$cxx" -std=c++20 -O1 -Wall -Wno-unknown-pragmas -Wno-unused-function -Itests/gemm_emu -Itests/attn_emu \
			-DINST="\"$w.cpp\"" tests/attn_emu/main.cpp "$dir/attention_fwd.o" "$dir/attention_fwd_causal.o" \
			-o "$w" >>"$w.log" 2>&1; then
		echo "FAIL $op/$fam $dt ${p:-defaults}: no emulation built"
		sed 's/^/    /' "$w.log" | tail -n 20
		echo x >>"$dir/failed"
		return
	fi
	if "$w" >"$w.out" 2>&1; then
		echo "ok $op/$fam $dt ${p:-defaults}: $(tail -n 1 "$w.out")"
	else
		echo "FAIL $op/$fam $dt ${p:-defaults}"
		tail -n 20 "$w.out" | sed 's/^/    /'
		echo x >>"$dir/failed"
	fi
}
n=0
printf '%s\n' "$points" | while read -r dts fam p; do
	[ "$p" = - ] && p=""
	for dt in $(echo "$dts" | tr , ' '); do
		n=$((n + 1))
		# the two ops at once (two cores)
		one attention_fwd "$dt" "$fam" "$p" "$n" >"$dir/a.txt" &
		one attention_fwd_causal "$dt" "$fam" "$p" "$n" >"$dir/b.txt"
		wait
		cat "$dir/a.txt" "$dir/b.txt"
	done
done
if [ -s "$dir/failed" ]; then
	echo "$(wc -l <"$dir/failed") failed"
	exit 1
fi
echo "attn_emu: every instance passed"
