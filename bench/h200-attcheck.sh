#!/bin/sh
# The staging operators' families verified side by side on the GPU machine, each stage's
# time recorded (issue 23: the attention's first verdicts after a numeric fix), where
# bench/h200-staging.sh's one `akgen bench --json` per family says nothing until it ends:
# first `akgen verify --no-sanitize` (the static checks, the compile, the harness on every
# test and bench shape) of every OP:FAMILY at once (their GPU stages take the machine's
# GPU lock in turn), then, for those that passed, compute-sanitizer's stage alone
# (`akgen verify` in full, timed: memcheck and racecheck on the smallest test shape) one
# after the other while SANITIZE_BUDGET seconds last.
#
# usage (repo root, akgen built beforehand): bench/h200-attcheck.sh OUTDIR OP:FAMILY[:P=V,...]...
# (P=V: the family's parameters other than its defaults, akgen instantiate --param; the
# instance's name is then OP-FAMILY-P=V,...)
# DTYPE (default bf16), AKGEN (default build/akgen), TIMEOUT per verify (default 280 s),
# SANITIZE_BUDGET (default 240 s; 0 skips the sanitizer's runs).
# Writes to OUTDIR: env.txt, OP-FAMILY-DT.txt (the verdicts and stage times of the run
# without the sanitizer), OP-FAMILY-DT-full.txt (the full protocol's), times.txt; the
# temporary directory's path in them as WORK.
set -u
usage="usage: bench/h200-attcheck.sh OUTDIR OP:FAMILY[:P=V,...]..."
out=${1:?$usage}
shift
[ $# -gt 0 ] || { echo "$usage" >&2; exit 2; }
akgen=${AKGEN:-build/akgen}
dt=${DTYPE:-bf16}
export PATH="/usr/local/cuda/bin:$PATH"
mkdir -p "$out"
# shellcheck source=bench/machine.sh
. bench/machine.sh
machine_env "$akgen" >"$out/env.txt" 2>&1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# OP:FAMILY[:PARAMS] taken apart: op, fam, params (as --param options) and its name
split() {
	op=${1%%:*}
	fam=${1#*:}
	params=""
	tag=$op-$fam
	case $fam in *:*)
		for p in $(echo "${fam#*:}" | tr ',' ' '); do params="$params --param $p"; done
		tag=$op-$(echo "$fam" | tr ':' '-')
		fam=${fam%%:*}
		;;
	esac
}
# the instance of OP:FAMILY[:PARAMS] and its arch (the first of its `// archs:` line, else
# sm_90) into $work/TAG.cu and $work/TAG.arch
instance() {
	split "$1"
	arch=$(sed -n 's|^// archs: *\([^ ]*\).*|\1|p' "templates/$op/$fam.cu" | head -n 1)
	echo "${arch:-sm_90}" >"$work/$tag.arch"
	# shellcheck disable=SC2086
	"$akgen" instantiate "specs/staging/$op.yaml" "templates/$op/$fam.cu" --dtype "$dt" \
		--arch "${arch:-sm_90}" $params -o "$work/$tag.cu"
}
verify() { # OP:FAMILY[:PARAMS] NAME [verify's options]
	split "$1"
	name=$2
	shift 2
	t0=$(date +%s)
	timeout "${TIMEOUT:-280}" "$akgen" verify "specs/staging/$op.yaml" "$work/$tag.cu" --dtype "$dt" \
		--arch "$(cat "$work/$tag.arch")" --db "$work/$name.db" "$@" >"$work/$name.txt" 2>&1
	r=$?
	# the work directory's path (the candidate's, the database's) left out
	sed "s|$work/|WORK/|g" "$work/$name.txt" >"$out/$name.txt"
	echo "$name: exit $r in $(($(date +%s) - t0)) s" | tee -a "$out/times.txt"
	return $r
}
for of in "$@"; do
	split "$of"
	instance "$of" >"$out/$tag-$dt.txt" 2>&1 || echo "$tag-$dt: no instance" | tee -a "$out/times.txt"
done
for of in "$@"; do
	split "$of"
	[ -f "$work/$tag.cu" ] || continue
	verify "$of" "$tag-$dt" --no-sanitize &
done
wait
t0=$(date +%s)
for of in "$@"; do
	split "$of"
	name=$tag-$dt
	grep -q '^verdict: PASS' "$out/$name.txt" 2>/dev/null || continue
	[ $(($(date +%s) - t0)) -lt "${SANITIZE_BUDGET:-240}" ] || break
	verify "$of" "$name-full"
done
exit 0
