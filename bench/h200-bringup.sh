#!/bin/sh
# The bring-up of every operator of specs/staging/ on the H200 in one device command,
# within a time budget: bench/h200-staging.sh for each op in turn (every family of
# templates/OP/ judged by the whole protocol and timed by akgen bench, then beside
# PyTorch by compare.py), the ops after the budget is spent reported as not run, and a
# summary of every akgen bench's exit and time, after tests/tmap_test.sh (the driver's
# TMA tensor maps, which the tma families ask the harness for). Then the results packed
# into one file that the device tool brings back.
#
# usage (repo root, akgen built beforehand): bench/h200-bringup.sh OUTDIR [OP...]
# OP: default attention_fwd attention_fwd_causal gemm gemm_nn gemm_f32 gemm_bias_act
# gemm_bias_act_residual. BUDGET: seconds for the whole run (default 540); an op starts
# only while at least OPMIN seconds are left (default 90). DTYPES, AKGEN, TIMEOUT,
# COMPARE_BUDGET as bench/h200-staging.sh takes them (here TIMEOUT defaults to 200, 420 for
# the attention ops, and COMPARE_BUDGET to 40); gemm_bias_act and gemm_bias_act_residual are compared with
# --scalar act=1 (gelu_tanh: cuBLAS with its bias, then PyTorch's activation).
# Writes OUTDIR/bringup.tar.xz (one folder an op, as h200-staging.sh writes it, and
# summary.txt) and OUTDIR/summary.txt.
#   (build machine)  ./build.sh && mkdir -p build/dev && gzip -9 -c build/akgen > build/dev/akgen.gz
#   (GPU machine)    gzip -dc build/dev/akgen.gz > build/akgen && chmod +x build/akgen &&
#                    sh bench/h200-bringup.sh $OUT            # carry ["build/dev"]
set -u
out=${1:?usage: bench/h200-bringup.sh OUTDIR [OP...]}
shift
ops=$*
[ -n "$ops" ] || ops="attention_fwd attention_fwd_causal gemm gemm_nn gemm_f32 gemm_bias_act gemm_bias_act_residual"
budget=${BUDGET:-540}
opmin=${OPMIN:-90}
t0=$(date +%s)
mkdir -p "$out/bringup"
sum=$out/bringup/summary.txt
: >"$sum"
# the TMA tensor maps the tma families ask the harness for, made by this machine's driver
sh tests/tmap_test.sh >"$out/bringup/tmap_test.txt" 2>&1
echo "tmap_test: exit $? ($(tail -n 1 "$out/bringup/tmap_test.txt"))" | tee -a "$sum"
for op in $ops; do
	left=$((budget - ($(date +%s) - t0)))
	if [ "$left" -lt "$opmin" ]; then
		echo "$op: not run ($left s of the budget left)" | tee -a "$sum"
		continue
	fi
	case $op in
	gemm_bias_act | gemm_bias_act_residual) args="--scalar act=1" ;;
	*) args="" ;;
	esac
	# an attention op's akgen bench outlasted 200 s on the H100 (session 31)
	case $op in attention*) limit=${TIMEOUT:-420} ;; *) limit=${TIMEOUT:-200} ;; esac
	t1=$(date +%s)
	TIMEOUT=$limit COMPARE_BUDGET=${COMPARE_BUDGET:-40} COMPARE_ARGS=$args \
		timeout "$left" sh bench/h200-staging.sh "$out/bringup/$op" "$op"
	r=$?
	echo "$op: h200-staging.sh exit $r in $(($(date +%s) - t1)) s" | tee -a "$sum"
	# each family and dtype's akgen bench: its exit and time
	cat "$out/bringup/$op"/*.txt 2>/dev/null | grep ': akgen bench exit ' | sed "s/^/    $op /" >>"$sum"
done
cp "$sum" "$out/summary.txt"
tar -C "$out" -cJf "$out/bringup.tar.xz" bringup && rm -rf "$out/bringup"
