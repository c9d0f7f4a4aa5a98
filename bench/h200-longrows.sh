#!/bin/sh
# The norm families (rmsnorm, layernorm, add_rmsnorm rowreg) at their defaults, bf16
# and f32, through `akgen bench` (the whole protocol, then CUPTI timings) on few long
# rows, which the specs do not bench: a copy of each spec in OUTDIR/specs whose bench
# shapes are 1 x 262144, 4 x 131072, 1 x 65536 and 8 x 8192 (and no classes). A probe of
# the split rows (issue 20), session 16: bench/results/2026-12-03-h200-session16.
# usage (repo root, on the GPU machine): bench/h200-longrows.sh OUTDIR
# AKGEN (default build/akgen). Writes OUTDIR/OP-DT.cu, .json, .err and summary.txt (a
# line each: the verdict, then each shape's median and fraction of the roofline).
set -u
akgen=${AKGEN:-build/akgen}
out=${1:?usage: bench/h200-longrows.sh OUTDIR}
mkdir -p "$out/specs/ref"
cp specs/ref/* "$out/specs/ref/"
for op in rmsnorm layernorm add_rmsnorm; do
	python3 - "specs/$op.yaml" "$out/specs/$op.yaml" <<'PY'
import sys
s = open(sys.argv[1]).read()
head = s[:s.index("\nbench:")]
open(sys.argv[2], "w").write(head + "\nbench:\n  - { rows: 1, cols: 262144 }\n  - { rows: 4, cols: 131072 }\n"
                             "  - { rows: 1, cols: 65536 }\n  - { rows: 8, cols: 8192 }\n")
PY
	for dt in bf16 f32; do
		name="$out/$op-$dt"
		"$akgen" instantiate "specs/$op.yaml" "templates/$op/rowreg.cu" --dtype "$dt" --arch sm_90 -o "$name.cu"
		"$akgen" bench --json --db "$out/probe.db" --dtype "$dt" --arch sm_90 --min-ms 50 "$out/specs/$op.yaml" \
			"$name.cu" >"$name.json" 2>"$name.err"
		python3 - "$name.json" "$op $dt" >>"$out/summary.txt" <<'PY'
import json, sys
try:
    j = json.load(open(sys.argv[1]))
except Exception as e:
    print("%s: no report (%s)" % (sys.argv[2], e))
    sys.exit(0)
b = " ".join("%dx%d %.2fus %.1f%%" % (m["sym"]["rows"], m["sym"]["cols"], m["median_us"], 100 * m["roofline_frac"])
             for m in j.get("measurements") or [] if m.get("event") == "bench")
print("%s %s %s" % (sys.argv[2], j.get("verdict"), b))
PY
	done
done
