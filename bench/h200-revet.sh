#!/bin/sh
# The sm_90 jobs vetted again on the H200 after a change that makes them stale
# (the verifier, a family's text) but not, by intent, their kernels: each job's
# start point is its own last vetted variant, one candidate (--budget 1 --width 1),
# the search's screening on one trial a shape (--search-trials 1), the finals the
# whole protocol. As session 12 ran it (bench/results/2026-12-02-h200-session12):
# the light ops at once (381 s for 18 jobs), then cross_entropy and softmax, whose
# verifications take a minute each and would hold up the light ops' timings (330 s
# for 6 jobs). After each group generated/ is packed without its database (the
# records hold every row: a few MB), its files that the run changed (bench/changed.sh),
# into OUTDIR/gen-GROUP.tgz, so a run cut short
# by the device's time still brings back what it vetted. Between two device calls,
# take the archive into the checkout here with bench/apply.sh (which also removes the
# records' files the run removed: a last file sealed in xz) and commit, before the next call: the
# runner copies the working tree again, so a second call on a warm machine finds this
# machine's older records beside a database synced to newer ones, builds the database
# from the records (as after a checkout), and what the first call vetted is not in what
# the second packs (session 13, bench/results/2026-12-02-h200-session13/README.md).
# Groups in one call share one database and are safe. Meanwhile the database is copied
# every SNAP seconds (default 30), and once more at its end, into OUTDIR/GROUP-db.xz
# (bench/dbsnap.py), removed once the group is packed: when the device's time ends a
# call first (session 16's run C lost six vetted jobs so), bench/recover.sh makes
# generated/ from that copy.
#
# usage (repo root, akgen built beforehand): bench/h200-revet.sh OUTDIR [GROUP...]
# GROUP: light (the ops other than HEAVY), heavy (HEAVY, default "cross_entropy
# softmax"), or an op's name; default "light heavy". DTYPES (default "bf16 f32
# f16"), TIMEOUT per group (430 s; the group's --deadline is 40 s less), AKGEN
# (default build/akgen), EXTRA (more options for akgen generate, e.g. --force), WIDTH
# and BUDGET (default 1 and 1: the start point alone; 2 and 2 with EXTRA="--try
# WEARLY=1", the start and its WEARLY 1 twin, the faster vetted).
# Writes OUTDIR/out-GROUP.tgz (GROUP.json and GROUP.log, which are in OUTDIR while the group
# runs), gen-GROUP.tgz, env.txt (GROUP-db.xz while it runs): two files a group.
set -u
out=${1:?usage: bench/h200-revet.sh OUTDIR [GROUP...]}
shift
akgen=${AKGEN:-build/akgen}
heavy=${HEAVY:-cross_entropy softmax}
tmo=${TIMEOUT:-430}
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
dts=""
for d in ${DTYPES:-bf16 f32 f16}; do dts="$dts --dtype $d"; done
rc=0
[ $# -gt 0 ] || set -- light heavy
for group in "$@"; do
	ops=""
	case $group in
	light)
		for spec in specs/*.yaml; do
			op=$(basename "$spec" .yaml)
			case " $heavy " in *" $op "*) ;; *) ops="$ops $op" ;; esac
		done
		;;
	heavy) ops=$heavy ;;
	*) ops=$group ;;
	esac
	sel=""
	for op in $ops; do
		sel="$sel --op $op"
	done
	# a worker a job: the group's sm_90 jobs in the dtypes asked, every shape class
	# (three workers an op left the decode class's jobs waiting, and the deadline
	# came first: session 18's silu_and_mul f32)
	n=$("$akgen" plan 2>/dev/null | awk -v ops=" $ops " -v dts=" ${DTYPES:-bf16 f32 f16} " '
		{ split($1, o, "."); if ($2 == "sm_90" && index(ops, " " o[1] " ") && index(dts, " " $3 " ")) n++ }
		END { print n + 0 }')
	[ "$n" -gt 0 ] || n=3
	[ "$n" -le 64 ] || n=64
	# the database every SNAP seconds meanwhile: a call cut short by the device's
	# time, before the packing below, still brings back what it vetted
	snap_begin "$out/$group-db.xz"
	# every job of the group at once, a worker each
	# shellcheck disable=SC2086
	grc=0
	timeout "$tmo" "$akgen" generate --arch sm_90 $dts $sel --deadline $((tmo - 40)) --target 0.5 \
		--jobs "$n" --gpu-jobs 8 --width "${WIDTH:-1}" --budget "${BUDGET:-1}" --search-trials 1 --json ${EXTRA:-} \
		>"$out/$group.json" 2>"$out/$group.log" || grc=1
	[ $grc -eq 0 ] || rc=1
	# a last copy, with every job the run finished, kept until the packing below is
	# done: a call cut short while it packs still has it
	snap_end "$out/$group-db.xz"
	tar czf "$base/all.tgz" --exclude='provenance.db*' generated
	# the snapshot goes only when akgen ended by itself: one that `timeout` ended emitted
	# no variants (session 20's run B lost nine jobs so, the snapshot removed after an
	# archive of no changes, before akgen wrote its records as each job ended)
	bench/changed.sh "$base/all.tgz" "$out/gen-$group.tgz" "$base" && [ $grc -eq 0 ] && rm -f "$out/$group-db.xz"
	# its json and log in one archive: a call brings back 8 files, and three groups'
	# json, log and gen archive with env.txt were ten (session 17 lost silu_and_mul's)
	tar czf "$out/out-$group.tgz" -C "$out" "$group.json" "$group.log" && rm -f "$out/$group.json" "$out/$group.log"
done
exit $rc
