#!/bin/sh
# Chosen kernels through `akgen bench` on this machine's GPU, one after another: the
# committed sm_90 variants (to see what the harness makes of them now) and points of
# a family the search has not reached, before a generation is spent on them. A
# probe, not a vetting: one trial a shape, no compute-sanitizer (--trials 1
# --no-sanitize), its attempts in OUTDIR's own database.
#
# usage (from the repo root, akgen built beforehand):
#   bench/h200-probe.sh OUTDIR LISTFILE
# Each line of LISTFILE (blank lines and # comments skipped):
#   OP DTYPE committed                 generated/variants/OP_DTYPE_sm90.cu
#   OP DTYPE FAMILY [NAME=VALUE]...    templates/OP/FAMILY.cu at those values
# Environment: MIN_MS (default 100 per shape), ARCHIVE=FILE re-packs OUTDIR into
# FILE (.tgz) after every line.
# Writes OUTDIR/NN-OP-DTYPE.cu and .json, probe.txt (a line per probe: the
# verdict and each bench shape's median and roofline fraction), provenance.db.
set -u
out=${1:?usage: bench/h200-probe.sh OUTDIR LISTFILE}
list=${2:?usage: bench/h200-probe.sh OUTDIR LISTFILE}
akgen=${AKGEN:-build/akgen}
mkdir -p "$out"
export PATH=/usr/local/cuda/bin:$PATH
n=0
grep -v '^[[:space:]]*\(#\|$\)' "$list" | while read -r op dt fam rest; do
	n=$((n + 1))
	name=$(printf '%02d-%s-%s' "$n" "$op" "$dt")
	if [ "$fam" = committed ]; then
		cp "generated/variants/${op}_${dt}_sm90.cu" "$out/$name.cu" || continue
	else
		params=""
		for p in $rest; do
			params="$params --param $p"
		done
		# shellcheck disable=SC2086
		"$akgen" instantiate "specs/$op.yaml" "templates/$op/$fam.cu" --dtype "$dt" --arch sm_90 $params \
			-o "$out/$name.cu" 2>>"$out/probe.txt" || continue
	fi
	t0=$(date +%s)
	"$akgen" bench --json --db "$out/provenance.db" --dtype "$dt" --arch sm_90 --trials 1 --no-sanitize \
		--min-ms "${MIN_MS:-100}" "specs/$op.yaml" "$out/$name.cu" >"$out/$name.json" 2>>"$out/probe.txt"
	python3 - "$out/$name.json" "$name $fam $rest" "$(($(date +%s) - t0))" >>"$out/probe.txt" <<'EOF'
import json, sys
try:
    j = json.load(open(sys.argv[1]))
except Exception as e:
    print("%s: no report (%s)" % (sys.argv[2], e))
    sys.exit(0)
b = " ".join("%.2fus=%.1f%%" % (s["median_us"], 100 * s["roofline_frac"]) for s in j.get("measurements") or [] if s.get("event") == "bench")
print("%s: %s in %s s  %s" % (sys.argv[2], j.get("verdict"), sys.argv[3], b))
EOF
	[ -z "${ARCHIVE:-}" ] || tar czf "$ARCHIVE" -C "$out" .
done
