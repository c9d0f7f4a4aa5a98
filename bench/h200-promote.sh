#!/bin/sh
# Staging operators vetted into the project on the GPU machine (issue 23): bench/promote.sh
# moves each OP into specs/ with sm_90a jobs, then one `akgen generate` searches and vets
# those jobs (--arch sm_90a: the ports to the other archs are compiled on the build
# machine, after the merge) in a worker directory made from the project's records alone,
# and its bundle comes back for `akgen merge` (bench/h200-shards.sh's way). On the build
# machine afterwards:
#   sh bench/promote.sh OP...                 # the same move, so that the keys agree
#   build/akgen merge OUTDIR/promote.akb
#   build/akgen generate --compile-only --op OP...   # the ports, from the vetted variants
#
# usage (repo root, akgen built beforehand): bench/h200-promote.sh OUTDIR OP...
# AKGEN (default build/akgen), TIMEOUT (the run's, default 560 s; its --deadline is 45 s
# less), BUDGET and WIDTH (candidates a job and a round, default 4: round 0 holds every
# family's defaults), TIME (seconds a job's search, default 300), JOBS (default 4),
# DTYPE (one dtype only, default every one), EXTRA (more options for akgen generate).
# Writes to OUTDIR: env.txt, promote.txt, generate.json, generate.log.xz, promote.akb,
# worker.tgz (the worker's records and logs, less what akgen makes again from the
# records), and worker-db.xz where the run did not end cleanly (akgen export makes its
# records again; bench/recover.sh).
# DTYPES="bf16 f16": one worker a dtype, side by side on the GPU (akgen's GPU lock
# spans processes), each from the project's records, its files named with the dtype
# (generate-bf16.json, promote-bf16.akb, ...): within one run a job waits for its
# sibling dtype's search to start from its winner, which serialises an op's dtypes;
# apart, each starts from the families' defaults. Their bundles merge together.
# An OP already in specs/ is not moved: its sm_90a jobs that are not fresh (a template
# changed under them, a class added) are searched and vetted again the same way.
# WORK=DIR (one worker, no DTYPES): the worker's directory kept for the next call on a
# warm machine, which goes on in it (what the earlier call vetted fresh there, its
# records in the bundle this call writes); a DIR that does not exist yet is made from
# the project's records, with each bundle of BUNDLES (files, in order) merged into it,
# so that a fresh machine goes on from what earlier calls brought back.
set -u
out=${1:?usage: bench/h200-promote.sh OUTDIR OP...}
shift
[ $# -gt 0 ] || { echo "usage: bench/h200-promote.sh OUTDIR OP..." >&2; exit 2; }
akgen=${AKGEN:-build/akgen}
tmo=${TIMEOUT:-560}
mkdir -p "$out"
export PATH="/usr/local/cuda/bin:$PATH"
# shellcheck source=bench/machine.sh
. bench/machine.sh
machine_env "$akgen" >"$out/env.txt" 2>&1
staged=""
for op in "$@"; do
	if [ -f "specs/staging/$op.yaml" ]; then
		staged="$staged $op"
	elif [ ! -f "specs/$op.yaml" ]; then
		echo "h200-promote: $op: no spec in specs/ or specs/staging/" >&2
		exit 2
	fi
done
: >"$out/promote.txt"
if [ -n "$staged" ]; then
	# shellcheck disable=SC2086
	sh bench/promote.sh $staged >"$out/promote.txt" 2>&1 || { cat "$out/promote.txt"; exit 1; }
fi
# one worker: its directory, from the project's records, and its run; $1 the files'
# suffix, $2 the dtype ('' every one)
worker() {
	if [ -n "${WORK:-}" ]; then
		work=$WORK
		if [ ! -d "$work" ]; then
			mkdir -p "$work" && cp -r generated/records "$work/records" || return 1
			for b in ${BUNDLES:-}; do
				"$akgen" merge --out "$work" "$b" >>"$out/promote.txt" 2>&1 ||
					{ echo "h200-promote: $b: merge failed" | tee -a "$out/promote.txt"; return 1; }
			done
		fi
	else
		work=$(mktemp -d)
		cp -r generated/records "$work/records"
	fi
	sel="--arch sm_90a"
	for op in $ops; do sel="$sel --op $op"; done
	[ -z "$2" ] || sel="$sel --dtype $2"
	t0=$(date +%s)
	# shellcheck disable=SC2086
	timeout "$tmo" "$akgen" generate --out "$work" $sel --budget "${BUDGET:-4}" --width "${WIDTH:-4}" \
		--time "${TIME:-300}" --jobs "${JOBS:-4}" --deadline $((tmo - 45)) --json --bundle "$out/promote$1.akb" \
		${EXTRA:-} >"$out/generate$1.json" 2>"$out/generate$1.log"
	rc=$?
	echo "generate$1: exit $rc, $(($(date +%s) - t0)) s" | tee -a "$out/promote.txt"
	[ $rc -eq 0 ] || python3 bench/dbsnap.py "$work/provenance.db" "$out/worker$1-db.xz" ||
		echo "no copy of the worker's database" | tee -a "$out/promote.txt"
	tar czf "$out/worker$1.tgz" -C "$work" --exclude='provenance.db*' --exclude=variants .
	[ -n "${WORK:-}" ] || rm -rf "$work"
	xz -9 "$out/generate$1.log"
	return $rc
}
ops="$*"
[ -z "${WORK:-}" ] || [ -z "${DTYPES:-}" ] || { echo "h200-promote: WORK is for one worker, not DTYPES" >&2; exit 2; }
if [ -z "${DTYPES:-}" ]; then
	worker "" "${DTYPE:-}"
	exit $?
fi
pids=""
for dt in $DTYPES; do
	worker "-$dt" "$dt" &
	pids="$pids $!"
done
rc=0
for p in $pids; do wait "$p" || rc=1; done
exit $rc
