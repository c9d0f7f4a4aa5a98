#!/bin/sh
# The sm_90 jobs of one shape class searched on the H200 (issue 20): each job starts
# from its own last vetted variant, else its op's default class's (tool/proposetmpl.c,
# startpoint), and the template search tries up to BUDGET candidates (default 6), WIDTH
# a round (default 3), TIME seconds a job (default 150), every job of the ops at once
# (three dtypes an op), the finals the whole protocol. As session 14 ran it
# (bench/results/2026-12-02-h200-session14/). generated/ is then packed without its
# database into OUTDIR/gen-CLASS.tgz, as bench/h200-revet.sh does.
#
# usage (repo root, akgen built beforehand): bench/h200-classes.sh OUTDIR CLASS [OP...]
# CLASS: a class name, or "default" (an op's default class); OP: default every op whose
# spec declares classes. DTYPES (default "bf16 f32 f16"), TIMEOUT (default 540 s; the
# run's --deadline is 40 s less), AKGEN (default build/akgen), EXTRA (more options for
# akgen generate). Writes OUTDIR/CLASS.json, CLASS.log, gen-CLASS.tgz and env.txt, and
# CLASS-db.xz (the database) where the run did not end cleanly. bench/apply.sh takes
# gen-CLASS.tgz into the checkout (commit it before the next device call).
set -u
out=${1:?usage: bench/h200-classes.sh OUTDIR CLASS [OP...]}
cls=${2:?usage: bench/h200-classes.sh OUTDIR CLASS [OP...]}
shift 2
akgen=${AKGEN:-build/akgen}
tmo=${TIMEOUT:-540}
mkdir -p "$out"
# generated/ as it was, to pack only what the run changes (bench/changed.sh): the
# whole of it is over what a device call brings back
base=$(mktemp -d)
trap 'rm -rf "$base"' EXIT
tar cf - --exclude='provenance.db*' generated | tar xf - -C "$base"
export PATH="/usr/local/cuda/bin:$PATH"
# shellcheck source=bench/machine.sh
. bench/machine.sh
machine_env "$akgen" >"$out/env.txt" 2>&1
if [ $# -eq 0 ]; then
	for spec in specs/*.yaml; do
		grep -q '^classes:' "$spec" && set -- "$@" "$(basename "$spec" .yaml)"
	done
fi
sel=""
n=0
for op in "$@"; do
	sel="$sel --op $op"
	n=$((n + 1))
done
dts=""
for d in ${DTYPES:-bf16 f32 f16}; do dts="$dts --dtype $d"; done
rc=0
# the database every SNAP seconds meanwhile, and once more at the end (as
# bench/h200-revet.sh): akgen writes the records as each searched job ends, but
# one that `timeout` ends emits no variants and leaves the job in its finals
# unrecorded (session 19's run A: five decode jobs vetted past the deadline, in
# their finals, came back without records); bench/recover.sh makes generated/
# from the copy, akgen replay from records that came back
snap_begin "$out/$cls-db.xz"
# shellcheck disable=SC2086
timeout "$tmo" "$akgen" generate --arch sm_90 --class "$cls" $dts $sel --deadline $((tmo - 40)) \
	--jobs $((n * 3)) --gpu-jobs 8 --budget "${BUDGET:-6}" --width "${WIDTH:-3}" --time "${TIME:-150}" \
	--json ${EXTRA:-} >"$out/$cls.json" 2>"$out/$cls.log" || rc=1
snap_end "$out/$cls-db.xz"
tar czf "$base/all.tgz" --exclude='provenance.db*' generated
bench/changed.sh "$base/all.tgz" "$out/gen-$cls.tgz" "$base" && [ $rc -eq 0 ] && rm -f "$out/$cls-db.xz"
exit $rc
