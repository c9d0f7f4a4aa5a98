#!/bin/sh
# The generation on the H200 in one command: `akgen generate` for every sm_90
# job (template search, the whole protocol, timings alone on the GPU): the
# dtypes of the targets (bf16, f32) searched fully, then f16 with a
# small budget (each job starts from its own last vetted variant); then the
# generated kernels against PyTorch eager and torch.compile (bench/compare.py,
# each candidate file through its launcher), bf16 first, then f32, as far as
# the time allows. Session 3 ran the generation part (COMPARE=0, DEADLINE=390,
# BUDGET=16, GENFLAGS="--time 220") in 474 s.
#
# usage (from the repo root, akgen built beforehand with ./build.sh):
#   bench/h200-generate.sh OUTDIR
# Environment: DEADLINE (seconds for bf16 and f32, default 380), F16_DEADLINE
# (for f16, default 90; 0 skips it), WIDTH (4) and BUDGET (16) per job,
# ARCHIVE=FILE re-packs OUTDIR into FILE (.tgz) after every step, COMPARE=0
# skips the comparison, GENFLAGS adds options to the first akgen generate.
# Writes to OUTDIR: generate.json (the report), generate.log (its progress),
# generate-f16.json and .log, generated/ (the variants and provenance.db as the
# run left them), provenance.txt (the dump), compare-DT.md and .json, env.txt.
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

# shellcheck disable=SC2086
timeout $((${DEADLINE:-380} + 60)) "$akgen" generate --arch sm_90 --dtype bf16 --dtype f32 --deadline "${DEADLINE:-380}" \
	--jobs 8 --gpu-jobs 8 --width "${WIDTH:-4}" --budget "${BUDGET:-16}" --json ${GENFLAGS:-} >"$out/generate.json" \
	2>"$out/generate.log"
echo "generate: exit $? after $(($(date +%s) - start)) s" >>"$out/generate.log"
pack
if [ "${F16_DEADLINE:-90}" != 0 ]; then
	timeout $((${F16_DEADLINE:-90} + 40)) "$akgen" generate --arch sm_90 --dtype f16 --deadline "${F16_DEADLINE:-90}" \
		--jobs 8 --gpu-jobs 8 --width 2 --budget 2 --json >"$out/generate-f16.json" 2>"$out/generate-f16.log"
	echo "generate f16: exit $? after $(($(date +%s) - start)) s" >>"$out/generate-f16.log"
	pack
fi

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
