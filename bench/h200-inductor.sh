#!/bin/sh
# What torch.compile runs where it beats akops: bench/compare.py for the given
# ops and dtype with TORCH_LOGS=output_code, so that Inductor's generated Triton
# (block sizes, warps, loads' eviction policies, persistent or looped reductions)
# lands in OUTDIR/OP-DT.log beside the timing table, akops timed from the committed
# sm_90 variant (generated/variants/OP_DT_sm90.cu).
#
# usage (from the repo root, akgen built beforehand):
#   bench/h200-inductor.sh OUTDIR DT OP...
# Environment: MIN_MS (default 50), ARCHIVE=FILE re-packs OUTDIR into FILE (.tgz)
# after every op.
set -u
out=${1:?usage: bench/h200-inductor.sh OUTDIR DT OP...}
dt=${2:?usage: bench/h200-inductor.sh OUTDIR DT OP...}
shift 2
akgen=${AKGEN:-build/akgen}
mkdir -p "$out"
export PATH=/usr/local/cuda/bin:$PATH
for op in "$@"; do
	TORCH_LOGS=output_code timeout 170 python3 bench/compare.py --akgen "$akgen" --dtype "$dt" --op "$op" \
		--candidate "$op=generated/variants/${op}_${dt}_sm90.cu" --min-ms "${MIN_MS:-50}" \
		--markdown "$out/$op-$dt.md" >"$out/$op-$dt.log" 2>&1
	echo "$op $dt: exit $?" >>"$out/inductor.txt"
	[ -z "${ARCHIVE:-}" ] || tar czf "$ARCHIVE" -C "$out" .
done
