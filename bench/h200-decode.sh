#!/bin/sh
# Session 14's decode run on the H200, in one device command: the decode class's sm_90
# jobs searched again (bench/h200-classes.sh, DTYPES, its search settings), then each
# op's decode variant timed against PyTorch on bench/lists/decode.txt (bench/h200-cands.sh:
# bench/compare.py in candidate mode, the variant's .cu from generated/variants/,
# COMPARE_BUDGET seconds a dtype, default 110, compare.py's default of calls a row).
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
DTYPES=${DTYPES:-bf16} AKGEN=$akgen COMPARE_BUDGET=${COMPARE_BUDGET:-110} COMPARE_MAXREPS=50000 \
	sh bench/h200-cands.sh "$out" decode bench/lists/decode.txt || rc=1
exit $rc
