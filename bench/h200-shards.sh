#!/bin/sh
# The sm_90 generation as shards (issue 21): shards I of N of `akgen plan`'s list
# (generate --shard I/N), each one akgen process of its own, one after another (so
# that no two processes time on the GPU at once), each in a worker directory of its
# own made from the project's records alone (WORK/shard-I: records/ copied; the
# database, the variants and the library's sources are made there by akgen). Every
# sm_90 job is vetted again (--force) from its own last vetted variant, one candidate
# (--budget 1 --width 1, screening on one trial a shape), the finals the whole
# protocol, as bench/h200-revet.sh does: the variants must come out as the records
# hold them. Each worker's bundle (akgen bundle) and records come back as
# OUTDIR/shard-I.akb and OUTDIR/worker-I.tgz, and the database of a shard that did
# not end cleanly as OUTDIR/worker-I-db.xz; `akgen merge` takes the bundles into the
# project here (bench/results/2026-12-04-h200-session24/README.md). A device call
# brings back 8 files: pack OUTDIR into one tar.
#
# usage (repo root, akgen built beforehand): bench/h200-shards.sh OUTDIR N I...
# AKGEN (default build/akgen), TIMEOUT per shard (default 270 s; its --deadline is
# 30 s less), JOBS (default 12: jobs at once within a shard, sharing the GPU as
# generate shares it), EXTRA (more options for akgen generate), PARALLEL=1 (the
# shards named run at once, as shards on the GPUs of one host would: their timings take
# the GPU in turn through akgen's lock file a GPU, so `--gpus 0` in EXTRA makes them
# honest on one GPU).
set -u
out=${1:?usage: bench/h200-shards.sh OUTDIR N I...}
n=${2:?usage: bench/h200-shards.sh OUTDIR N I...}
shift 2
akgen=${AKGEN:-build/akgen}
tmo=${TIMEOUT:-270}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PATH="/usr/local/cuda/bin:$PATH"
# shellcheck source=bench/machine.sh
. bench/machine.sh
machine_env "$akgen" >"$out/env.txt" 2>&1
shard() {
	i=$1
	w="$work/shard-$i"
	mkdir -p "$w"
	cp -r generated/records "$w/records"
	t0=$(date +%s)
	# shellcheck disable=SC2086
	timeout "$tmo" "$akgen" generate --out "$w" --arch sm_90 --shard "$i/$n" --force --budget 1 --width 1 \
		--search-trials 1 --jobs "${JOBS:-12}" --gpu-jobs 8 --deadline $((tmo - 30)) --json ${EXTRA:-} \
		>"$out/shard-$i.json" 2>"$out/shard-$i.log"
	rc=$?
	echo "shard $i/$n: exit $rc, $(($(date +%s) - t0)) s" | tee -a "$out/time.txt"
	# a shard `timeout` ended may have been writing its records (session 24's shard 6):
	# its database, a consistent copy, comes back too (akgen export DB DIR makes its
	# records again here)
	[ $rc -eq 0 ] || python3 bench/dbsnap.py "$w/provenance.db" "$out/worker-$i-db.xz" ||
		echo "shard $i/$n: no copy of its database" | tee -a "$out/time.txt"
	"$akgen" bundle --out "$w" -o "$out/shard-$i.akb" >>"$out/shard-$i.log" 2>&1 ||
		echo "shard $i/$n: no bundle" | tee -a "$out/time.txt"
	# the worker as akgen left it, less what it makes again from the records
	tar czf "$out/worker-$i.tgz" -C "$w" --exclude='provenance.db*' --exclude=variants .
	xz -9 "$out/shard-$i.log"
}
for i in "$@"; do
	if [ "${PARALLEL:-0}" = 1 ]; then
		shard "$i" &
	else
		shard "$i"
	fi
done
wait
