#!/bin/sh
# Session 14's decode run on the H200, in one device command: the decode class's sm_90
# jobs searched again (bench/h200-classes.sh, DTYPES, its search settings), then each
# op's decode variant timed against PyTorch on bench/lists/decode.txt (bench/compare.py
# in candidate mode, the variant's .cu from generated/variants/, COMPARE_BUDGET seconds a
# dtype, default 110).
#
# usage (repo root, akgen built beforehand): bench/h200-decode.sh OUTDIR
# AKGEN (default build/akgen), DTYPES (default bf16), TIMEOUT for the search (default 300);
# writes OUTDIR/decode.json, decode.log, gen-decode.tgz, env.txt and, for each dtype,
# decode-DT.json, decode-DT.md, decode-DT.txt.
set -u
out=${1:?usage: bench/h200-decode.sh OUTDIR}
akgen=${AKGEN:-build/akgen}
export PATH="/usr/local/cuda/bin:$PATH"
rc=0
DTYPES=${DTYPES:-bf16} TIMEOUT=${TIMEOUT:-300} sh bench/h200-classes.sh "$out" decode || rc=1
for dt in ${DTYPES:-bf16}; do
	cands=""
	for op in rmsnorm add_rmsnorm layernorm silu_and_mul; do
		f=generated/variants/${op}_${dt}_sm90_decode.cu
		[ -f "$f" ] && cands="$cands --candidate $op=$f --op $op"
	done
	# shellcheck disable=SC2086
	python3 bench/compare.py --akgen "$akgen" --nvcc "$(command -v nvcc)" --dtype "$dt" --class decode $cands \
		--shapes bench/lists/decode.txt --time-budget "${COMPARE_BUDGET:-110}" --min-ms 40 \
		--json "$out/decode-$dt.json" --markdown "$out/decode-$dt.md" >"$out/decode-$dt.txt" 2>&1 || rc=1
done
exit $rc
