#!/bin/sh
# bench/l2probe.py on the GPU machine: placement, write-back and unchosen kernels at a
# few shapes, timed by compare.py's method, with torch.compile in the same batches.
#
# usage (from the repo root, with akgen and the installed prefix carried as for
# bench/h200-examples.sh):
#   bench/h200-l2probe.sh OUTDIR PREFIX LISTFILE
# PREFIX: build/akops-prefix or its .tgz. Each line of LISTFILE (blank lines and #
# comments skipped) is one of
#   case OP DTYPE SHAPE                   a bench shape to probe (e.g. case layernorm bf16 16384x1024)
#   cand NAME OP DTYPE FAMILY [N=V]...    templates/OP/FAMILY.cu at those values, timed
#                                         at that op's cases as NAME
# Environment: AKGEN (default build/akgen), MIN_MS (default 150).
# Writes OUTDIR/l2probe.json, l2probe.txt (the log), and the candidates' sources.
set -u
out=${1:?usage: bench/h200-l2probe.sh OUTDIR PREFIX LISTFILE}
prefix=${2:?usage: bench/h200-l2probe.sh OUTDIR PREFIX LISTFILE}
list=${3:?usage: bench/h200-l2probe.sh OUTDIR PREFIX LISTFILE}
akgen=${AKGEN:-build/akgen}
mkdir -p "$out"
# shellcheck source=bench/prefix.sh
. bench/prefix.sh
unpack_prefix "$prefix" "$tmp" || exit 2
link_so "$prefix" "$cuda" "$tmp/libakops.so" || exit 2

set --
while read -r kind a b c rest; do
	case $kind in
	'' | '#'*) continue ;;
	case) set -- "$@" --case "$a:$b:$c" ;;
	cand)
		fam=${rest%% *}
		vals=${rest#"$fam"}
		params=""
		for p in $vals; do
			params="$params --param $p"
		done
		# shellcheck disable=SC2086
		"$akgen" instantiate "specs/$b.yaml" "templates/$b/$fam.cu" --dtype "$c" --arch sm_90 $params \
			-o "$out/$a.cu" || { echo "l2probe: cannot instantiate $a" >&2; exit 2; }
		set -- "$@" --cand "$a=$b:$c:$out/$a.cu"
		;;
	*) echo "l2probe: $list: unknown line kind $kind" >&2; exit 2 ;;
	esac
done <"$list"
python3 bench/l2probe.py --lib "$tmp/libakops.so" --akgen "$akgen" --nvcc "$nvcc" --min-ms "${MIN_MS:-150}" \
	--json "$out/l2probe.json" "$@" 2>&1 | tee "$out/l2probe.txt"
