#!/bin/sh
# Each op's committed sm_90 variant of one shape class timed against PyTorch in candidate
# mode (bench/compare.py --candidate: the variant's .cu from generated/variants/, built and
# called through its launcher, not the library's dispatcher), on a list's shapes: a check
# of what a device run just vetted without the library's prefix, which is built on the
# build machine (bench/prefix90.sh) and so needs a call of its own.
#
# usage (repo root, akgen built beforehand): bench/h200-cands.sh OUTDIR CLASS LIST
# CLASS: a class name, or "default" (an op's default class, its plain variant); LIST: a
# compare.py --shapes file (OP SYM=V ... # tag) of shapes of that class, its ops the ones
# timed. DTYPES (default "bf16 f32"), AKGEN (default build/akgen), COMPARE_BUDGET seconds a
# dtype (default 60: the copy ceiling, the launch floor and the builds come first; 20 timed
# nothing in session 20), COMPARE_MAXREPS a row's most calls (default 2000). Writes
# OUTDIR/CLASS-DT.json, .md and .txt for each dtype.
set -u
out=${1:?usage: bench/h200-cands.sh OUTDIR CLASS LIST}
cls=${2:?usage: bench/h200-cands.sh OUTDIR CLASS LIST}
list=${3:?usage: bench/h200-cands.sh OUTDIR CLASS LIST}
akgen=${AKGEN:-build/akgen}
export PATH="/usr/local/cuda/bin:$PATH"
mkdir -p "$out"
suffix=""
clsopt=""
if [ "$cls" != default ]; then
	suffix="_$cls"
	clsopt="--class $cls"
fi
rc=0
for dt in ${DTYPES:-bf16 f32}; do
	cands=""
	for op in $(grep -v '^[[:space:]]*\(#\|$\)' "$list" | awk '{print $1}' | sort -u); do
		f=generated/variants/${op}_${dt}_sm90$suffix.cu
		if [ -f "$f" ]; then
			cands="$cands --candidate $op=$f --op $op"
		else
			echo "h200-cands.sh: no $f" >&2
		fi
	done
	[ -n "$cands" ] || continue
	# shellcheck disable=SC2086
	python3 bench/compare.py --akgen "$akgen" --nvcc "$(command -v nvcc)" --dtype "$dt" $clsopt $cands \
		--shapes "$list" --time-budget "${COMPARE_BUDGET:-60}" --min-ms 40 --max-reps "${COMPARE_MAXREPS:-2000}" \
		--json "$out/$cls-$dt.json" --markdown "$out/$cls-$dt.md" >"$out/$cls-$dt.txt" 2>&1 || rc=1
done
exit $rc
