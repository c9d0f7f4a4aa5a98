#!/bin/sh
# A timing sweep of a staging family's parameter points beside PyTorch, to choose
# which points the whole protocol (bench/h200-staging.sh, akgen bench) should judge:
# each point instantiated (akgen instantiate) and timed with PyTorch (bench/compare.py
# --candidate) on the spec's bench shapes. Timing only: nothing here is verified, and
# a figure from it is a candidate's, never a vetted kernel's.
#
# usage (repo root, akgen built beforehand):
#   bench/gemm-sweep.sh OUTDIR OP FAMILY POINT...
# POINT: the family's parameters, NAME=V joined by commas (e.g. PERSIST=0,GROUP_M=16);
# "-" for its defaults. DTYPE (default bf16), ARCH (default: the family's first
# `// archs:`, else sm_90), AKGEN (default build/akgen), BUDGET seconds of compare.py a
# point (default 30), COMPARE_ARGS (more of compare.py's options).
# Writes OUTDIR/POINT.json, .md and .txt for each point (POINT with = and , as - and _;
# "defaults" for -).
set -u
usage="usage: bench/gemm-sweep.sh OUTDIR OP FAMILY POINT..."
out=${1:?$usage}
op=${2:?$usage}
fam=${3:?$usage}
shift 3
[ $# -gt 0 ] || { echo "$usage" >&2; exit 2; }
akgen=${AKGEN:-build/akgen}
dt=${DTYPE:-bf16}
tmpl=templates/$op/$fam.cu
spec=specs/staging/$op.yaml
[ -f "$spec" ] || spec=specs/$op.yaml
if [ ! -f "$spec" ] || [ ! -f "$tmpl" ]; then
	echo "gemm-sweep.sh: no spec of $op or no $tmpl" >&2
	exit 2
fi
arch=${ARCH:-$(sed -n 's|^// archs: *\([^ ]*\).*|\1|p' "$tmpl" | head -n 1)}
arch=${arch:-sm_90}
export PATH="/usr/local/cuda/bin:$PATH"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rc=0
for point in "$@"; do
	name=$(printf '%s' "$point" | tr '=,' '-_')
	[ "$point" != - ] || name=defaults
	params=""
	if [ "$point" != - ]; then
		for p in $(printf '%s' "$point" | tr ',' ' '); do params="$params --param $p"; done
	fi
	inst=$work/$name.cu
	# shellcheck disable=SC2086
	if ! "$akgen" instantiate "$spec" "$tmpl" --dtype "$dt" --arch "$arch" $params -o "$inst" \
		>"$out/$name.txt" 2>&1; then
		echo "gemm-sweep.sh: $fam $point: no instance" | tee -a "$out/$name.txt"
		rc=1
		continue
	fi
	t0=$(date +%s)
	# shellcheck disable=SC2086
	python3 bench/compare.py --akgen "$akgen" --nvcc "$(command -v nvcc)" --specs "$(dirname "$spec")" \
		--op "$op" --dtype "$dt" --arch "$arch" --candidate "$op=$inst" --time-budget "${BUDGET:-30}" \
		--min-ms 40 ${COMPARE_ARGS:-} --json "$out/$name.json" --markdown "$out/$name.md" \
		>>"$out/$name.txt" 2>&1
	r=$?
	[ $r -eq 0 ] || rc=1
	echo "$fam $point: compare.py exit $r in $(($(date +%s) - t0)) s" | tee -a "$out/$name.txt"
done
exit $rc
