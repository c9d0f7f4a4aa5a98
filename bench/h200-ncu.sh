#!/bin/sh
# Nsight Compute on the H200 at the shapes where issue 4's targets are missed: the
# committed sm_90 variant (bench/ncu_driver.cu) and torch.compile's kernel
# (bench/ncu_torch.py), one profiled call each, with the sections that say where
# the time goes (throughput against the peaks, memory traffic, occupancy, warp
# stalls, scheduler issue). --clock-control none: the clocks as the benchmarks
# see them (the device notes' advice).
#
# usage (from the repo root, on the GPU machine): bench/h200-ncu.sh OUTDIR [LIST]
# LIST: lines "OP DTYPE SHAPE NCU_OP COMPILE [VARIANT]" as below (default: the list
# below); VARIANT, a kernel source to profile instead of the committed sm_90 variant
# (an `akgen instantiate` output), its file name then part of the report's name.
# A line "#metrics M1,M2,..." of LIST adds those metrics to every report (session 22's
# warp-stall counters); NCU_CACHE=none profiles with warm caches (ncu's default flushes
# every cache before the profiled launch). ARCH (default sm_90) is the arch the driver and
# the variant are built for: sm_90a for the Hopper GEMM families, whose instances (NCU_OP 5,
# `akgen instantiate specs/staging/gemm.yaml templates/gemm/tma.cu --arch sm_90a`) get the
# TMA tensor-map service (verify/harness_tmap.cuh: akops_tensor_map_2d, akops_tensor_map)
# linked in as the harness's runner has it, as does any variant that names either.
# For gemm, COMPILE 1 profiles cuBLAS (F.linear) in place of torch.compile's kernel; for
# attention_fwd and attention_fwd_causal (NCU_OP 6, SHAPE BxHxHKVxSQxSKVxD), SDPA's own
# backend, eager.
# Writes OUTDIR/NAME.txt (ncu's report) per line of the list and summary.txt.
set -u
out=${1:?usage: bench/h200-ncu.sh OUTDIR}
mkdir -p "$out"
export PATH="/usr/local/cuda/bin:$PATH"
ncu=$(command -v ncu)
for c in /opt/nvidia/nsight-compute/*/ncu; do
	[ -n "$ncu" ] || [ ! -x "$c" ] || ncu=$c
done
[ -n "$ncu" ] || { echo "h200-ncu.sh: no ncu here" | tee "$out/summary.txt" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sections="--section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section LaunchStats
	--section WarpStateStats --section SchedulerStats"
metrics=$(sed -n 's/^#metrics //p' "${2:-/dev/null}")
[ -z "$metrics" ] || sections="$sections --metrics $metrics"
[ "${NCU_CACHE:-all}" = all ] || sections="$sections --cache-control $NCU_CACHE"
# OP DTYPE SHAPE (ROWSxCOLS, rope BATCHxHEADSxSEQxDIM) NCU_OP (bench/ncu_driver.cu)
# COMPILE (1: torch.compile's too; softmax's is far from the target, 85% of the copy
# ceiling, and costs a minute)
if [ -n "${2:-}" ]; then
	grep -v '^[[:space:]]*\(#\|$\)' "$2" >"$tmp/list" || { echo "h200-ncu.sh: nothing in $2" >&2; exit 2; }
else
	cat >"$tmp/list" <<'LIST'
layernorm bf16 16384x1024 1 1
rmsnorm f32 8192x16384 2 1
rmsnorm f32 16384x4096 2 0
softmax bf16 1024x128256 3 0
LIST
fi
while read -r op dt shape code compile variant; do
	name="$op-$dt-$shape"
	src="generated/variants/${op}_${dt}_sm90.cu"
	if [ -n "$variant" ]; then
		src=$variant
		name="$name-$(basename "$variant" .cu)"
	fi
	dims=$(echo "$shape" | tr x ' ')
	arch=${ARCH:-sm_90}
	svc=""
	# either service's name (akops_tensor_map_2d, akops_tensor_map) starts so
	! grep -q akops_tensor_map "$src" || svc="-include verify/harness_tmap.cuh"
	# shellcheck disable=SC2086
	if nvcc -std=c++17 -O3 -lineinfo -gencode "arch=compute_${arch#sm_},code=$arch" -DNCU_OP="$code" \
		-include "$src" $svc bench/ncu_driver.cu -o "$tmp/d" 2>"$out/$name-build.txt"; then
		# shellcheck disable=SC2086
		timeout 120 "$ncu" --clock-control none $sections --launch-skip 2 --launch-count 1 \
			-k regex:'kernel' "$tmp/d" $dims >"$out/akops-$name.txt" 2>&1
		echo "akops $name: exit $?" >>"$out/summary.txt"
	else
		echo "akops $name: the driver did not build" >>"$out/summary.txt"
	fi
	[ "$compile" = 1 ] || continue
	# torch.compile's Triton kernel; for gemm, cuBLAS's (whatever F.linear runs in the range)
	kern=triton
	case $op in gemm | attention_fwd*) kern=. ;; esac
	# shellcheck disable=SC2086
	timeout 100 "$ncu" --clock-control none $sections --nvtx --nvtx-include "ncu/" \
		--launch-count 1 -k regex:"$kern" python3 bench/ncu_torch.py "$op" "$dt" $dims \
		>"$out/compile-$name.txt" 2>&1
	echo "torch.compile $name: exit $?" >>"$out/summary.txt"
done <"$tmp/list"
cat "$out/summary.txt"
