#!/bin/sh
# The generation on the H200 in one command: `akgen generate` for every sm_90
# job (template search, the whole protocol, timings alone on the GPU), in phases
# (PHASES, default "quick main f16"):
#   quick  bf16 and f32 of QUICK_OPS (default: add_rmsnorm cross_entropy
#          silu_and_mul, far past their targets): budget 4, QUICK_DEADLINE (90 s)
#   main   bf16 and f32 of every other op: the search at full width, --target
#          TARGET (default 0.97; above 1 a search goes on until its patience or
#          budget runs out, for ops where torch.compile passes the copy ceiling)
#   f16    the ops of F16_OPS (default: every op) in f16 with a small budget (outside
#          the targets)
# Each job starts from its own last vetted variant (with no records, from its
# family's seed). akgen finishes the finals of a job it began past its --deadline:
# each phase's `timeout` leaves 60 s (main) or 120 s (quick, f16) for them; session
# 9's generation from nothing lost two f16 jobs' finals to the 40 s it had then. Then, unless COMPARE=0, the
# generated kernels against PyTorch eager and torch.compile (bench/compare.py,
# each candidate file through its launcher), bf16 first, then f32, as far as the
# time allows. Session 3 ran the generation in 474 s; session 4 ran PHASES="quick
# main" TARGET=1.0 DEADLINE=370 QUICK_DEADLINE=80 GENFLAGS="--time 300" (351 s;
# bench/results/2026-11-30-h200-session4); session 5 PHASES="main f16" TARGET=1.0
# DEADLINE=360 BUDGET=20 F16_DEADLINE=90 GENFLAGS="--time 300" COMPARE=0 (265 s, the
# nine stale jobs; bench/results/2026-11-30-h200-session5); session 8 PHASES="main f16"
# QUICK_OPS="" TARGET=1.0 DEADLINE=360 BUDGET=20 F16_DEADLINE=80 GENFLAGS="--time 300"
# COMPARE=0 (383 s, all 24 jobs, 44 candidates; bench/results/2026-12-01-h200-session8);
# session 9 PHASES="main f16" QUICK_OPS="add_rmsnorm cross_entropy silu_and_mul gelu_tanh
# softmax" F16_OPS=rope TARGET=1.1 DEADLINE=330 BUDGET=20 WIDTH=6 F16_DEADLINE=60
# GENFLAGS="--time 330" COMPARE=0 (273 s, rope's three stale jobs, 20 candidates: no
# --force, so the main phase's fresh layernorm and rmsnorm jobs did nothing;
# bench/results/2026-12-01-h200-session9).
# TARGET 1.0 stops a job whose start is already past it after one candidate: where
# torch.compile passes the copy ceiling, give more (1.1) to make it search.
#
# usage (from the repo root, akgen built beforehand with ./build.sh):
#   bench/h200-generate.sh OUTDIR
# Environment: DEADLINE (seconds for the main phase, default 380), F16_DEADLINE
# (90), WIDTH (4) and BUDGET (16) per job and GEN_JOBS (8) jobs at once in the main phase, ARCHIVE=FILE
# re-packs OUTDIR into FILE (.tgz) after every step, COMPARE=0 skips the
# comparison, GENFLAGS adds options to the main phase's akgen generate, F16_OPS
# names the f16 phase's ops.
# Writes to OUTDIR: generate-quick.json and .log, generate.json and .log (the
# main phase), generate-f16.json and .log, generated/ (the variants and
# provenance.db as the run left them), provenance.txt (the dump), compare-DT.md
# and .json, env.txt.
set -u
out=${1:?usage: bench/h200-generate.sh OUTDIR}
akgen=${AKGEN:-build/akgen}
mkdir -p "$out"
export PATH="/usr/local/cuda/bin:$PATH"
start=$(date +%s)

{
	date -u
	nvidia-smi --query-gpu=name,driver_version,compute_cap,clocks.max.sm,memory.total --format=csv
	nvcc --version | tail -n 1
	"$akgen" --version
	nproc
	python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)' 2>&1
} >"$out/env.txt" 2>&1

pack() {
	rm -rf "$out/generated"
	cp -r generated "$out/generated"
	"$akgen" dump generated/provenance.db >"$out/provenance.txt" 2>&1
	[ -z "${ARCHIVE:-}" ] || tar czf "$ARCHIVE" -C "$out" .
}

quick=${QUICK_OPS-add_rmsnorm cross_entropy silu_and_mul}
main_ops=""
for spec in specs/*.yaml; do
	op=$(basename "$spec" .yaml)
	case " $quick " in *" $op "*) ;; *) main_ops="$main_ops $op" ;; esac
done
opts() { for o in "$@"; do printf ' --op %s' "$o"; done; }

for phase in ${PHASES:-quick main f16}; do
	case $phase in
	quick)
		# ops far past their targets: the stop rule's default target, a small budget
		[ -n "$quick" ] || continue
		# shellcheck disable=SC2046,SC2086
		timeout $((${QUICK_DEADLINE:-90} + 120)) "$akgen" generate --arch sm_90 --dtype bf16 --dtype f32 \
			$(opts $quick) --deadline "${QUICK_DEADLINE:-90}" --jobs 8 --gpu-jobs 8 --width 2 --budget 4 --json \
			>"$out/generate-quick.json" 2>"$out/generate-quick.log"
		echo "generate quick: exit $? after $(($(date +%s) - start)) s" >>"$out/generate-quick.log"
		;;
	main)
		# shellcheck disable=SC2046,SC2086
		timeout $((${DEADLINE:-380} + 60)) "$akgen" generate --arch sm_90 --dtype bf16 --dtype f32 $(opts $main_ops) \
			--deadline "${DEADLINE:-380}" --target "${TARGET:-0.97}" --jobs "${GEN_JOBS:-8}" --gpu-jobs 8 --width "${WIDTH:-4}" \
			--budget "${BUDGET:-16}" --json ${GENFLAGS:-} >"$out/generate.json" 2>"$out/generate.log"
		echo "generate: exit $? after $(($(date +%s) - start)) s" >>"$out/generate.log"
		;;
	f16)
		# shellcheck disable=SC2046,SC2086
		timeout $((${F16_DEADLINE:-90} + 120)) "$akgen" generate --arch sm_90 --dtype f16 $(opts ${F16_OPS:-}) \
			--deadline "${F16_DEADLINE:-90}" --jobs 8 --gpu-jobs 8 --width 2 --budget 2 --json >"$out/generate-f16.json" 2>"$out/generate-f16.log"
		echo "generate f16: exit $? after $(($(date +%s) - start)) s" >>"$out/generate-f16.log"
		;;
	*)
		echo "h200-generate.sh: no phase $phase (quick, main, f16)" >&2
		exit 2
		;;
	esac
	pack
done

if [ "${COMPARE:-1}" != 0 ]; then
	for dt in bf16 f32; do
		cands=""
		for v in generated/variants/*_"$dt"_sm90.cu; do
			[ -f "$v" ] || continue
			op=$(basename "$v" "_${dt}_sm90.cu")
			cands="$cands --candidate $op=$v"
		done
		[ -n "$cands" ] || continue
		budget=90
		[ "$dt" = f32 ] && budget=45
		# the device command's ten minutes: a comparison that would not fit is left
		left=$((580 - ($(date +%s) - start)))
		[ "$left" -lt $((budget + 20)) ] && budget=$((left - 30))
		if [ "$budget" -lt 15 ]; then
			echo "compare $dt: skipped, $left s left" >"$out/compare-$dt.txt"
			continue
		fi
		# shellcheck disable=SC2086
		timeout $((budget + 20)) python3 bench/compare.py --akgen "$akgen" --dtype "$dt" $cands --time-budget "$budget" \
			--json "$out/compare-$dt.json" --markdown "$out/compare-$dt.md" >"$out/compare-$dt.txt" 2>&1
		echo "compare $dt: exit $? after $(($(date +%s) - start)) s" >>"$out/compare-$dt.txt"
		[ -z "${ARCHIVE:-}" ] || tar czf "$ARCHIVE" -C "$out" .
	done
fi
echo "total $(($(date +%s) - start)) s" >>"$out/env.txt"
pack
