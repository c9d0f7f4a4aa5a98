#!/bin/sh
# The proof run on the GPU machine, in one command: the sandbox from inside
# (tests/sandbox_test.sh), the eight naive kernels verified and benchmarked by
# akgen, the cheat suite on the hardware, and the side-by-side comparison with
# PyTorch. The first figures in bench/results/
# (the naive kernels, the cheats, the first comparison) came from runs of it.
#
# usage (from the repo root, akgen built beforehand with ./build.sh):
#   bench/h200.sh OUTDIR
# Environment: OPS (the ops, in order; default all eight), MIN_MS (each bench
# shape's timed milliseconds, default 200), CHEATS=0 and COMPARE=0 skip those
# parts, JOBS (cheats judged at once), ARCHIVE=FILE re-packs OUTDIR into FILE (.tgz)
# after every step, so that a run cut short still hands back what it did.
# It writes to OUTDIR: sandbox.txt, naive-OP.json (akgen bench --json per op) and verify.txt,
# cheats.tsv and cheats.txt, compare.md and compare.json, provenance.db and
# its dump provenance.txt, env.txt.
set -u
out=${1:?usage: bench/h200.sh OUTDIR}
akgen=${AKGEN:-build/akgen}
mkdir -p "$out"
db=$out/provenance.db
export PATH=/usr/local/cuda/bin:$PATH
start=$(date +%s)

{
	date -u
	nvidia-smi --query-gpu=name,driver_version,compute_cap,clocks.max.sm,memory.total --format=csv
	nvcc --version | tail -n 1
	"$akgen" --version
	uname -a
	grep -E '^(Seccomp|NoNewPrivs|CapEff):' /proc/self/status
	"$akgen" sandbox
	python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)' 2>&1
} >"$out/env.txt" 2>&1

pack() {
	"$akgen" dump "$db" >"$out/provenance.txt" 2>&1
	[ -z "${ARCHIVE:-}" ] || tar czf "$ARCHIVE" -C "$out" .
}

# the sandbox, tried from inside a child of each kind
sh tests/sandbox_test.sh "$akgen" cc >"$out/sandbox.txt" 2>&1
echo "--- sandbox_test: exit $? after $(($(date +%s) - start)) s" >>"$out/sandbox.txt"
pack

# the eight naive kernels: the whole protocol, then timing on every bench shape
ops=${OPS:-$(for f in verify/naive/*_bf16.cu; do basename "$f" _bf16.cu; done)}
for op in $ops; do
	"$akgen" bench --json --db "$db" --dtype bf16 --seed 20261130 --min-ms "${MIN_MS:-200}" "specs/$op.yaml" "verify/naive/${op}_bf16.cu" \
		>"$out/naive-$op.json" 2>>"$out/verify.txt"
	echo "--- $op: exit $? after $(($(date +%s) - start)) s" >>"$out/verify.txt"
	pack
done

# the cheat suite, on the hardware
if [ "${CHEATS:-1}" != 0 ]; then
	sh verify/cheats.sh "$akgen" gpu "$out/cheats.tsv" >"$out/cheats.txt" 2>&1
	echo "--- cheats done after $(($(date +%s) - start)) s" >>"$out/cheats.txt"
	pack
fi

# the comparison with PyTorch, through the launchers
if [ "${COMPARE:-1}" != 0 ]; then
	python3 bench/compare.py --akgen "$akgen" --candidates-dir verify/naive --dtype bf16 \
		--json "$out/compare.json" --markdown "$out/compare.md" >"$out/compare.txt" 2>&1
	echo "--- compare done after $(($(date +%s) - start)) s" >>"$out/compare.txt"
fi
echo "total $(($(date +%s) - start)) s" >>"$out/env.txt"
pack
