#!/bin/sh
# Every kernel family at its default parameters, through the whole protocol
# (akgen bench) on this machine's GPU: the first test of a family on hardware,
# and the time each stage takes. Serial, so the timings are undisturbed.
#
# usage (from the repo root, akgen built beforehand):
#   bench/templates.sh OUTDIR
# Environment: OPS and DTYPES (default: every family, bf16 f16 f32), MIN_MS
# (default 100), ARCHIVE=FILE re-packs OUTDIR into FILE after every family.
# Writes OUTDIR/OP-FAMILY-DT.cu (the instance), .json (akgen bench --json),
# templates.txt (one line per instance: verdict, seconds), provenance.db.
set -u
out=${1:?usage: bench/templates.sh OUTDIR}
akgen=${AKGEN:-build/akgen}
mkdir -p "$out"
export PATH=/usr/local/cuda/bin:$PATH
start=$(date +%s)
for t in templates/*/*.cu; do
	op=$(basename "$(dirname "$t")")
	fam=$(basename "$t" .cu)
	case " ${OPS:-$op} " in *" $op "*) ;; *) continue ;; esac
	for dt in ${DTYPES:-bf16 f16 f32}; do
		name=$op-$fam-$dt
		"$akgen" instantiate "specs/$op.yaml" "$t" --dtype "$dt" --arch sm_90 -o "$out/$name.cu" 2>>"$out/templates.txt" ||
			continue
		t0=$(date +%s)
		"$akgen" bench --json --db "$out/provenance.db" --dtype "$dt" --arch sm_90 --seed 20261130 \
			--min-ms "${MIN_MS:-100}" "specs/$op.yaml" "$out/$name.cu" >"$out/$name.json" 2>>"$out/templates.txt"
		rc=$?
		v=$(python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); print(j["verdict"], " ".join("%s=%.1f" % (s["stage"], s.get("seconds", 0)) for s in j["stages"]))' "$out/$name.json" 2>/dev/null)
		echo "$name exit $rc $((${t0} - start))+$(($(date +%s) - t0)) s: $v" >>"$out/templates.txt"
		[ -z "${ARCHIVE:-}" ] || tar czf "$ARCHIVE" -C "$out" .
	done
done
"$akgen" dump "$out/provenance.db" >"$out/provenance.txt" 2>&1
[ -z "${ARCHIVE:-}" ] || tar czf "$ARCHIVE" -C "$out" .
