#!/bin/sh
# Session 19's norm run on the H200 (issue 20): the norm families' peeled rows
# checked first, then every stale sm_90 norm job vetted again.
#  1. One instance of each norm family at its defaults (rmsnorm bf16, layernorm f32,
#     add_rmsnorm f16: the three element sizes), instantiated from this tree and
#     judged by akgen verify (every test and bench shape, TRIALS a shape, default 1; no
#     compute-sanitizer), at once: a family whose new code fails stops the run here,
#     before the long step 2 (OUTDIR/check-OP-DT.txt, the verdicts).
#  2. bench/h200-revet.sh on the norm ops (group "norms": their stale jobs, every class
#     and dtype), each job's start point and its WEARLY 1 twin (--try WEARLY=1, width 2,
#     budget 2), the faster vetted (the decode searches of session 14 never moved
#     WEARLY; session 19's run A found WEARLY 1 faster in every decode job it timed).
# usage (repo root, akgen built beforehand): bench/h200-norms.sh OUTDIR
# AKGEN (default build/akgen), TIMEOUT for step 2 (default 470 s), TRIALS.
set -u
out=${1:?usage: bench/h200-norms.sh OUTDIR}
akgen=${AKGEN:-build/akgen}
export PATH="/usr/local/cuda/bin:$PATH"
mkdir -p "$out"
pids=""
for c in rmsnorm:bf16 layernorm:f32 add_rmsnorm:f16; do
	op=${c%:*} dt=${c#*:}
	(
		cand=$(mktemp --suffix=.cu)
		"$akgen" instantiate "specs/$op.yaml" "templates/$op/rowreg.cu" --dtype "$dt" --arch sm_90 -o "$cand" &&
			timeout 240 "$akgen" verify "specs/$op.yaml" "$cand" --arch sm_90 --dtype "$dt" \
				--trials "${TRIALS:-1}" --no-sanitize
		rc=$?
		rm -f "$cand"
		exit $rc
	) >"$out/check-$op-$dt.txt" 2>&1 &
	pids="$pids $!"
done
bad=0
for p in $pids; do
	wait "$p" || bad=1
done
tail -n 3 "$out"/check-*.txt
if [ $bad -ne 0 ]; then
	echo "h200-norms: a family's instance failed its verification: the jobs are not run" >&2
	exit 1
fi
HEAVY="cross_entropy softmax gelu_tanh gelu_and_mul rope silu_and_mul" WIDTH=2 BUDGET=2 EXTRA="--try WEARLY=1" \
	TIMEOUT=${TIMEOUT:-470} AKGEN=$akgen sh bench/h200-revet.sh "$out" light
