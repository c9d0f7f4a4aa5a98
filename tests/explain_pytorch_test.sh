#!/bin/sh
# explain_pytorch_test.sh: bench/compare.py's figures against PyTorch, from its JSON into
# the provenance database (akgen compare-import) and out through akgen explain, on a
# copy of the committed generated/: a small comparison made here is recorded (sealed in
# the ledger, in the records, schema 8); explain shows, for each bench shape, the
# record's time, the comparison's akops, eager and torch.compile medians and the
# ratios, says when a shape or a job has none, and when the comparison timed another
# attempt; --json the same; the same file again records nothing; audit is ok; the
# records import again to the same database and export to the same files. Refused,
# with nothing written: malformed JSON, an unknown op, a negative time, a file past
# the size limit, a NaN, p10 above the median, another GPU's capability, a shape of
# other symbols, a duplicate key, another tool, a bad file among good ones. A figure
# forged in the database is found by audit. akgen migrate on schema 5 records
# writes them at schema 8 with the same ledger. The report carries the figures. No
# path of compare.py's machine is recorded (the library and the command's absolute
# paths by their file names), and a candidate's times name the attempt whose source
# has its candidate_sha256.
# usage: explain_pytorch_test.sh AKGEN (from the repository root)
set -u
akgen=$1
. "$(dirname "$0")/common.sh"
sql() { python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()' "$@"; }
# a copy of the tree's generated/ beside its specs, templates and verifier
root=$tmp/root
gen=$root/generated
mkdir -p "$root"
for d in specs templates verify; do ln -s "$(pwd)/$d" "$root/$d"; done
ak() { "$akgen" -C "$root" "$@"; }
q() { python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])' "$@"; }
# the baseline, made from the committed records whatever they hold: their rows but for
# any comparison and the shape classes' jobs, sealed in a ledger of their own, at schema 5. The comparison tables
# and the ledger go (the class and placement tables too), akgen migrate seals every row again from schema 4 (to 8, the
# comparison, class and placement tables empty), those are dropped again, and the records are written from
# that database and it is built from them.
# the rows of the shape classes' jobs (schema 7): a database of an older schema has none
noclasses="DELETE FROM measurements WHERE attempt_id IN (SELECT a.id FROM attempts a JOIN job_classes c ON c.job_id = a.job_id);
	DELETE FROM verdicts WHERE attempt_id IN (SELECT a.id FROM attempts a JOIN job_classes c ON c.job_id = a.job_id);
	DELETE FROM artifacts WHERE job_id IN (SELECT job_id FROM job_classes);
	DELETE FROM attempts WHERE job_id IN (SELECT job_id FROM job_classes);
	DELETE FROM jobs WHERE id IN (SELECT job_id FROM job_classes);"
fresh() {
	rm -rf "$gen"
	cp -r generated "$gen"
	rm -f "$gen/provenance.db" "$gen/provenance.db-wal" "$gen/provenance.db-shm"
	ak plan >/dev/null 2>&1 || { echo "FAIL: plan on the committed records"; exit 1; }
	sql "$gen/provenance.db" "$noclasses DROP TABLE IF EXISTS measurement_placements; DROP TABLE IF EXISTS job_classes;
		DROP TABLE IF EXISTS comparison_times; DROP TABLE IF EXISTS comparisons; DROP TABLE ledger;
		PRAGMA user_version = 4;"
	"$akgen" migrate "$gen/provenance.db" >/dev/null 2>&1 &&
		sql "$gen/provenance.db" "DROP TABLE measurement_placements; DROP TABLE job_classes; DROP TABLE comparison_times;
			DROP TABLE comparisons; PRAGMA user_version = 5;" &&
		"$akgen" export "$gen/provenance.db" "$gen/records" >/dev/null 2>&1 &&
		grep -q '^schema_version=5$' "$gen/records/MANIFEST" || { echo "FAIL: the baseline at schema 5"; exit 1; }
	rm -f "$gen/provenance.db" "$gen/provenance.db-wal" "$gen/provenance.db-shm"
	ak plan >/dev/null 2>&1 || { echo "FAIL: plan on the baseline"; exit 1; }
}
entries() { sed -n 's/^ledger_head=.* ledger_entries=//p' "$gen/records/MANIFEST"; }

fresh
ak explain rmsnorm bf16 sm_90 --json >"$tmp/e0.json" 2>&1 || { cat "$tmp/e0.json"; exit 1; }
att=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["attempt"])' "$tmp/e0.json")
# the baseline: schema 5, no comparison; explain says none is recorded
ak explain rmsnorm bf16 sm_90 >"$tmp/out" 2>&1 &&
	grep -q "vs torch  none recorded for rmsnorm bf16 sm_90 (akgen compare-import" "$tmp/out" && ok ||
	{ bad "explain without a comparison"; cat "$tmp/out"; }

# the fixture: compare.py's JSON as it writes it (--lib), small; rmsnorm at two of its
# three bench shapes (the first timed in this attempt, eager twice, torch.compile),
# softmax at one, of another attempt; MUT (python) changes it for a refusal
mkjson() { # OUT [MUT]
	python3 - "$1" "$att" "${2:-}" <<'PY'
import json, sys
out, att, mut = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def impls(ak, eager, comp, extra=None):
    t = lambda m: {"median_us": m, "p10_us": m * 0.99, "p90_us": m * 1.01, "n": 100, "method": "cupti"}
    v = [{"impl": "akops (libakops via DLPack)", "kind": "candidate", "time": t(ak), "check_text": "ok (rel 1e-03)",
          "variant": "akops_rmsnorm_bf16_sm90 (vetted on this arch, attempt %d)" % att},
         {"impl": "eager", "kind": "eager", "time": t(eager), "check_text": "reference"}]
    if extra:
        v.append({"impl": "eager F.rms_norm", "kind": "eager", "time": t(extra)})
    v.append({"impl": "torch.compile", "kind": "compile", "time": t(comp), "compile_s": 3.5})
    return v
d = {"tool": "bench/compare.py", "command": "python3 bench/compare.py --lib /tmp/l/libakops.so --dtype bf16",
     "date": "2026-12-02T14:58:00Z", "dtype": "bf16", "arch": "sm_90", "seed": 1234, "min_ms": 200.0,
     "method_text": "CUPTI kernel activity", "methods_used": ["cupti"],
     "env": {"gpu": "NVIDIA H200", "capability": "9.0", "driver": "580.159.04", "torch": "2.11.0+cu130",
             "triton": "3.6.0", "python": "3.12.3", "clocks_sm": "1980 MHz"},
     "copy": {"gbps": 4282.5, "source": "measured"},
     "lib": {"path": "/tmp/l/libakops.so", "version": "0.1.0", "sha256": "ab" * 32, "label": "x"},
     "ops": [{"op": "rmsnorm", "dtype": "bf16", "candidate": None, "status": "ok",
              "variant": {"text": "akops_rmsnorm_bf16_sm90 (attempt %d)" % att, "info": {"attempt_id": att}},
              "shapes": [{"label": "16384x4096", "sym": {"rows": 16384, "cols": 4096}, "min_bytes": 268443648,
                          "flops": 1, "impls": impls(100.0, 500.0, 110.0, 200.0)},
                         {"label": "4096x8192", "sym": {"rows": 4096, "cols": 8192}, "min_bytes": 134234112,
                          "impls": impls(50.0, 250.0, 40.0)}]},
             {"op": "softmax", "dtype": "bf16", "status": "ok",
              "variant": {"text": "akops_softmax_bf16_sm90 (attempt 1)", "info": {"attempt_id": 1}},
              "shapes": [{"label": "16384x4096", "sym": {"rows": 16384, "cols": 4096},
                          "impls": impls(80.0, 160.0, 88.0)}]}]}
exec(mut)
s = json.dumps(d, indent=1) if not isinstance(d, str) else d
open(out, "w").write(s)
PY
}
mkjson "$tmp/c.json"

# recorded: one comparison, 10 times, sealed, written to the records at schema 8
n0=$(entries)
ak compare-import "$tmp/c.json" >"$tmp/out" 2>&1 &&
	grep -q "compare-import: $tmp/c.json: comparison 1: 2 ops, 3 shapes, 10 times (bf16 sm_90 on NVIDIA H200, torch 2.11.0+cu130)" "$tmp/out" &&
	ok || { bad "compare-import"; cat "$tmp/out"; }
n1=$(entries)
[ "$n1" -eq $((n0 + 11)) ] && grep -q '^schema_version=8$' "$gen/records/MANIFEST" &&
	grep -q '^table comparisons rows=1 per_file=256$' "$gen/records/MANIFEST" &&
	grep -q '^table comparison_times rows=10 per_file=256$' "$gen/records/MANIFEST" &&
	grep -q "file_sha256=\"$(sha256sum "$tmp/c.json" | cut -c1-64)\"" "$gen/records/comparisons/000000001.txt" &&
	grep -q 'command="python3 bench/compare.py --lib libakops.so --dtype bf16"' "$gen/records/comparisons/000000001.txt" &&
	grep -q 'lib_path="libakops.so"' "$gen/records/comparisons/000000001.txt" &&
	grep -q 'gpu="NVIDIA H200".* torch="2.11.0+cu130"' "$gen/records/comparisons/000000001.txt" &&
	grep -q "lib_version=\"0.1.0\" lib_sha256=\"$(printf 'ab%.0s' $(seq 32))\"" "$gen/records/comparisons/000000001.txt" &&
	ok || { bad "the records after compare-import ($n0 -> $n1 entries)"; cat "$gen/records/MANIFEST" | head -20; }
ak dump | cmp -s - "$gen/provenance.txt" && grep -q '^# comparison_times$' "$gen/provenance.txt" && ok ||
	bad "the dump after compare-import"

# explain: the figures of each bench shape, the ratios, the shape with none
ak explain rmsnorm bf16 sm_90 >"$tmp/out" 2>&1
rc=$?
rec=$(python3 -c 'import json,sys; print("%.2f" % json.load(open(sys.argv[1]))["bench"][0]["median_us"])' "$tmp/e0.json")
[ $rc -eq 0 ] &&
	grep -q "vs torch  comparison 1, 2026-12-02T14:58:00Z: bench/compare.py on NVIDIA H200, torch 2.11.0+cu130, libakops 0.1.0 (sha256 abababababababab...); $tmp/c.json, sha256 " "$tmp/out" &&
	grep -qF "vs torch  {\"cols\":4096,\"rows\":16384}: comparison 1: akops 100.00 us (its record $rec us), eager 500.00 us = 5.00x akops, eager F.rms_norm 200.00 us = 2.00x akops, torch.compile 110.00 us = 1.10x akops" "$tmp/out" &&
	grep -qF 'vs torch  {"cols":8192,"rows":4096}: comparison 1: akops 50.00 us' "$tmp/out" &&
	grep -qF 'torch.compile 40.00 us = 0.80x akops' "$tmp/out" &&
	grep -qF 'vs torch  {"cols":16384,"rows":8192}: in no recorded comparison' "$tmp/out" &&
	! grep -q "NOTE" "$tmp/out" && ok || { bad "explain's figures"; cat "$tmp/out"; }
ak explain rmsnorm bf16 sm_90 --json >"$tmp/e.json" 2>&1 && python3 - "$tmp/e.json" "$att" "$tmp/c.json" <<'PY' && ok ||
import hashlib, json, sys
e, att = json.load(open(sys.argv[1])), int(sys.argv[2])
pt = e["pytorch"]
c, = pt["comparisons"]
assert c["id"] == 1 and c["gpu"] == "NVIDIA H200" and c["torch"] == "2.11.0+cu130" and c["date"] == "2026-12-02T14:58:00Z"
assert c["file_sha256"] == hashlib.sha256(open(sys.argv[3], "rb").read()).hexdigest() and c["file"] == sys.argv[3]
assert c["lib"]["version"] == "0.1.0" and c["command"].startswith("python3 bench/compare.py --lib"), c
s = pt["shapes"]
assert [x["shape"] for x in s] == [{"rows": 16384, "cols": 4096}, {"rows": 4096, "cols": 8192}, {"rows": 8192, "cols": 16384}]
assert s[0]["comparison"] == 1 and s[2]["comparison"] is None and s[2]["akops"] is None and s[2]["eager"] == []
assert s[0]["record_us"] == e["bench"][0]["median_us"], (s[0], e["bench"])
a = s[0]["akops"]
assert a["median_us"] == 100.0 and a["attempt"] == att and a["same_attempt"] is True and a["p10_us"] == 99.0
assert [(x["impl"], x["median_us"], x["akops_speedup"]) for x in s[0]["eager"]] == [("eager", 500.0, 5.0), ("eager F.rms_norm", 200.0, 2.0)]
assert s[0]["compile"]["impl"] == "torch.compile" and abs(s[0]["compile"]["akops_speedup"] - 1.1) < 1e-12
assert abs(s[1]["compile"]["akops_speedup"] - 0.8) < 1e-12
PY
	{ bad "explain --json's figures"; cat "$tmp/e.json"; }
# another attempt's figures are said to be so; a job with none says so
ak explain softmax bf16 sm_90 >"$tmp/out" 2>&1 &&
	grep -q "vs torch  NOTE: that comparison timed attempt 1, not this record's attempt [0-9]*: its akops figures are another variant's" "$tmp/out" &&
	ok || { bad "explain of figures of another attempt"; cat "$tmp/out"; }
ak explain rmsnorm f32 sm_90 >"$tmp/out" 2>&1 && grep -q "vs torch  none recorded for rmsnorm f32 sm_90" "$tmp/out" && ok ||
	{ bad "explain of a job with no comparison"; cat "$tmp/out"; }

# the same file again: recorded already, nothing written
cp "$gen/records/MANIFEST" "$tmp/MANIFEST.1"
ak compare-import "$tmp/c.json" >"$tmp/out" 2>&1 && grep -q "recorded already, as comparison 1" "$tmp/out" &&
	cmp -s "$gen/records/MANIFEST" "$tmp/MANIFEST.1" && ok || { bad "the same file twice"; cat "$tmp/out"; }

# audit: the ledger with the new rows, the records the database's
ak audit >"$tmp/out" 2>&1 && grep -q "records  every file as the MANIFEST says, and they are the database's" "$tmp/out" &&
	grep -q "audit: ok" "$tmp/out" && ok || { bad "audit after compare-import"; cat "$tmp/out"; }
# the records import again to the same database, and export to the same files
"$akgen" import "$gen/records" "$tmp/rt.db" >"$tmp/out" 2>&1 && grep -q "schema version 8, $n1 ledger entries" "$tmp/out" &&
	"$akgen" dump "$tmp/rt.db" | cmp -s - "$gen/provenance.txt" && ok || { bad "the records imported again"; cat "$tmp/out"; }
"$akgen" export "$tmp/rt.db" "$tmp/rt" >/dev/null 2>&1 && diff -r "$gen/records" "$tmp/rt" >"$tmp/out" 2>&1 && ok ||
	{ bad "the imported records exported again"; head "$tmp/out"; }
# the report carries them
ak report --html "$tmp/r.html" >/dev/null 2>&1 && grep -q "akops_speedup" "$tmp/r.html" && grep -q "torch.compile" "$tmp/r.html" &&
	ok || bad "the report's figures"

# refusals: exit 1, the file and what is wrong named, nothing written
refuse() { # WHAT TEXT MUT
	mkjson "$tmp/bad.json" "$3"
	ak compare-import "$tmp/bad.json" >"$tmp/out" 2>&1
	rc=$?
	if [ $rc -eq 1 ] && grep -qF "compare-import: $tmp/bad.json is refused, nothing is recorded: " "$tmp/out" &&
		grep -qF -- "$2" "$tmp/out" &&
		cmp -s "$gen/records/MANIFEST" "$tmp/MANIFEST.1" && [ "$(entries)" -eq "$n1" ]; then ok; else
		bad "$1: exit $rc"
		sed 's/^/    /' "$tmp/out"
	fi
}
refuse "malformed JSON" "not JSON (line" 'd = json.dumps(d)[:-40]'
refuse "an unknown op" 'ops[1]: op nosuchop: no spec of that name' 'd["ops"][1]["op"] = "nosuchop"'
refuse "a negative time" 'ops[0].shapes[1].impls[1].time: "median_us" is -250: not a finite number above 0' \
	'd["ops"][0]["shapes"][1]["impls"][1]["time"]["median_us"] = -250.0'
refuse "a file past the limit" "larger than 4194304 bytes" 'd = json.dumps(d) + " " * (4 << 20)'
refuse "a NaN" "not JSON" 'd["ops"][0]["shapes"][0]["impls"][0]["time"]["median_us"] = float("nan")'
refuse "an infinity" "not JSON" 'd["copy"]["gbps"] = float("inf")'
refuse "a time as a string" '"p90_us" is not a number' 'd["ops"][0]["shapes"][0]["impls"][2]["time"]["p90_us"] = "1"'
refuse "p10 above the median" "p10_us 120, median_us 110, p90_us 111.1: not in that order" \
	'd["ops"][0]["shapes"][0]["impls"][3]["time"]["p10_us"] = 120.0'
refuse "no job of that dtype" "op rmsnorm: no job rmsnorm i32 sm_90 in the specs" 'd["dtype"] = "i32"; [o.pop("dtype") for o in d["ops"]]'
refuse "an arch of no job" "op rmsnorm: no job rmsnorm bf16 sm_75 in the specs" 'd["arch"] = "sm_75"; del d["env"]["capability"]'
refuse "another GPU's capability" '"capability" 8.0 is sm_80, not the file'"'"'s arch sm_90' 'd["env"]["capability"] = "8.0"'
refuse "a shape of other symbols" '"sym" has no cols, a symbol of the spec of rmsnorm' \
	'd["ops"][0]["shapes"][0]["sym"] = {"rows": 1, "n": 2}'
refuse "a shape twice" 'the shape {"cols":4096,"rows":16384} of rmsnorm a second time' \
	'd["ops"][0]["shapes"][1]["sym"] = {"rows": 16384, "cols": 4096}'
refuse "an op twice" "ops[1]: op rmsnorm a second time" 'd["ops"][1]["op"] = "rmsnorm"'
refuse "a duplicate key" "duplicate object key" 'd = json.dumps(d).replace("\"dtype\": \"bf16\"", "\"dtype\": \"bf16\", \"dtype\": \"f32\"", 1)'
refuse "another tool" '"tool" is "bench/other.py", not bench/compare.py' 'd["tool"] = "bench/other.py"'
refuse "no GPU named" 'env: no "gpu"' 'del d["env"]["gpu"]'
refuse "a date of another form" '"date" is "2026-12-02 14:58", not YYYY-MM-DDTHH:MM:SSZ' 'd["date"] = "2026-12-02 14:58"'
refuse "a kind unknown" '"kind" is "fast", not candidate, eager, compile or copy' 'd["ops"][0]["shapes"][0]["impls"][1]["kind"] = "fast"'
refuse "a library digest that is none" '"sha256" is not 64 lowercase hex digits' 'd["lib"]["sha256"] = "AB" * 32'
refuse "a candidate digest that is none" 'ops[1]: "candidate_sha256" is not 64 lowercase hex digits' \
	'd["ops"][1]["candidate_sha256"] = "x" * 64'
refuse "a candidate and a library's variant" 'ops[0]: both "candidate_sha256" and "variant.info.attempt_id"' \
	'd["ops"][0]["candidate_sha256"] = "ab" * 32'
refuse "a name past its length" '"impl" is longer than 256 bytes' 'd["ops"][0]["shapes"][0]["impls"][1]["impl"] = "e" * 300'
refuse "nothing timed" "no implementation of any shape was timed" \
	'[i.pop("time") for o in d["ops"] for s in o["shapes"] for i in s["impls"]]'
refuse "not an object" "not a JSON object" 'd = "[1, 2]"'
# one bad file among good ones: none is recorded
mkjson "$tmp/c2.json" 'd["date"] = "2026-12-03T10:00:00Z"; del d["ops"][1]["variant"]'
mkjson "$tmp/bad.json" 'd["ops"][0]["shapes"][0]["impls"][0]["time"]["n"] = 0'
ak compare-import "$tmp/c2.json" "$tmp/bad.json" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -qF '"n" is 0: not in [1, 2147483647]' "$tmp/out" && ! grep -q "comparison 2" "$tmp/out" &&
	cmp -s "$gen/records/MANIFEST" "$tmp/MANIFEST.1" && ok || { bad "a bad file among good ones"; cat "$tmp/out"; }
ak compare-import >"$tmp/out" 2>&1
[ $? -eq 2 ] && grep -q "expected FILE.json" "$tmp/out" && ok || { bad "compare-import of nothing"; cat "$tmp/out"; }
ak compare-import "$tmp/none.json" >"$tmp/out" 2>&1
[ $? -eq 3 ] && grep -q "cannot read $tmp/none.json" "$tmp/out" && ok || { bad "a file missing"; cat "$tmp/out"; }
# a newer comparison is the one shown; the older stays recorded
ak compare-import "$tmp/c2.json" >"$tmp/out" 2>&1 && grep -q "comparison 2:" "$tmp/out" &&
	ak explain rmsnorm bf16 sm_90 >"$tmp/out" 2>&1 && grep -q "vs torch  comparison 2, 2026-12-03T10:00:00Z" "$tmp/out" &&
	! grep -q "vs torch  comparison 1" "$tmp/out" && ok || { bad "the newest comparison"; cat "$tmp/out"; }
ak explain softmax bf16 sm_90 >"$tmp/out" 2>&1 &&
	grep -q "vs torch  NOTE: that comparison does not name the attempt it timed" "$tmp/out" && ok ||
	{ bad "explain of figures of an attempt not named"; cat "$tmp/out"; }

# a figure forged in the database: audit finds it
sql "$gen/provenance.db" "UPDATE comparison_times SET median_us = 90 WHERE id = 2"
ak audit >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "comparison_times row 2: its content is not what the ledger sealed" "$tmp/out" && ok ||
	{ bad "audit of a forged figure"; cat "$tmp/out"; }

# migrate on the baseline's records (schema 5): schema 8, the same ledger, exported
fresh
ak migrate >"$tmp/out" 2>&1 && grep -q '^schema_version=8$' "$gen/records/MANIFEST" && [ "$(entries)" -eq "$n0" ] &&
	grep -q '^table comparisons rows=0 per_file=256$' "$gen/records/MANIFEST" &&
	grep -q '^table job_classes rows=0 per_file=256$' "$gen/records/MANIFEST" &&
	grep -q '^table measurement_placements rows=0 per_file=256$' "$gen/records/MANIFEST" && ak audit >"$tmp/out2" 2>&1 && ok ||
	{ bad "migrate of schema 5 records"; cat "$tmp/out" "$tmp/out2"; }

# no path of compare.py's machine in the records: the library by its file name, and each
# argument of the command that is an absolute path (or NAME=/an/absolute/path) by its own
mkjson "$tmp/paths.json" 'd["date"] = "2026-12-04T10:00:00Z"; d["lib"]["path"] = "/tmp/tmp.tlf0mzav8m/libakops.so"
d["command"] = ("/opt/torch/.venv/bin/python3 bench/compare.py --akgen build/dev/akgen --nvcc /usr/local/cuda/bin/nvcc"
    " --lib /tmp/tmp.tlf0mzav8m/libakops.so --dtype bf16 --json=/root/out/d/compare-bf16.json"
    " --markdown '"'"'/root/my out/compare-bf16.md'"'"' --candidate x=/root/c.cu --out /root/out/")'
ak compare-import "$tmp/paths.json" >"$tmp/out" 2>&1 && ak dump >"$tmp/dump" 2>&1 &&
	grep -qF 'command="python3 bench/compare.py --akgen build/dev/akgen --nvcc nvcc --lib libakops.so --dtype bf16 --json=compare-bf16.json --markdown compare-bf16.md --candidate x=c.cu --out out"' "$tmp/dump" &&
	grep -qF 'lib_path="libakops.so" lib_version="0.1.0"' "$tmp/dump" &&
	! grep '^comparisons ' "$tmp/dump" | grep -q -e /tmp/tmp.tlf0mzav8m -e /root/ -e /opt/torch -e /usr/local/cuda && ok ||
	{ bad "the machine's paths kept in the records"; cat "$tmp/out"; grep '^comparisons ' "$tmp/dump"; }

# a candidate's times name the recorded attempt whose source compare.py timed
# (candidate_sha256), so explain compares that attempt with no NOTE
# (the committed comparison is kept packed: bench/pack-results.sh)
cand=bench/results/2026-12-02-h200-session13/run4/cmp-bf16.json.xz
src=generated/variants/gelu_and_mul_bf16_sm90.cu
python3 - "$cand" "$tmp/cand.json" "$(sha256sum "$src" | cut -c1-64)" <<'PY'
import json, lzma, sys
d = json.load(lzma.open(sys.argv[1], "rt"))
for o in d["ops"]:
    o["candidate_sha256"] = sys.argv[3]
open(sys.argv[2], "w").write(json.dumps(d, indent=1))
PY
ak explain gelu_and_mul bf16 sm_90 --json >"$tmp/g0.json" 2>&1
gatt=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["attempt"])' "$tmp/g0.json")
ak compare-import "$tmp/cand.json" >"$tmp/out" 2>&1 && ! grep -q "no recorded attempt" "$tmp/out" &&
	ak explain gelu_and_mul bf16 sm_90 >"$tmp/out2" 2>&1 && grep -q "vs torch  comparison" "$tmp/out2" &&
	! grep -q "NOTE" "$tmp/out2" && ok || { bad "compare-import of a candidate by its sha256"; cat "$tmp/out" "$tmp/out2"; }
ak explain gelu_and_mul bf16 sm_90 --json >"$tmp/g.json" 2>&1 && python3 - "$tmp/g.json" "$gatt" <<'PY' && ok ||
import json, sys
e, att = json.load(open(sys.argv[1])), int(sys.argv[2])
timed = [s for s in e["pytorch"]["shapes"] if s["akops"]]
assert timed, e["pytorch"]
for s in timed:
    assert s["akops"]["attempt"] == att and s["akops"]["same_attempt"] is True, s["akops"]
PY
	{ bad "explain --json of a candidate named by its sha256"; cat "$tmp/g.json"; }
# a candidate no attempt has: recorded, said, its times name none
python3 - "$tmp/cand.json" "$tmp/cand2.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["date"] = "2026-12-04T11:00:00Z"
for o in d["ops"]:
    o["candidate_sha256"] = "cd" * 32
open(sys.argv[2], "w").write(json.dumps(d, indent=1))
PY
ak compare-import "$tmp/cand2.json" >"$tmp/out" 2>&1 &&
	grep -q "the candidate of gelu_and_mul (sha256 cdcdcdcdcdcdcdcd...) is the source of no recorded attempt of gelu_and_mul bf16 sm_90" "$tmp/out" &&
	ak explain gelu_and_mul bf16 sm_90 >"$tmp/out2" 2>&1 &&
	grep -q "vs torch  NOTE: that comparison does not name the attempt it timed" "$tmp/out2" && ok ||
	{ bad "a candidate no attempt has"; cat "$tmp/out" "$tmp/out2"; }
# a copy_ of a small call's bytes (compare.py's bound, kind copy): checked, not recorded
mkjson "$tmp/copy.json" 'd["date"] = "2026-12-05T09:00:00Z"
d["ops"][1]["shapes"][0]["impls"].append({"impl": "copy_ of its bytes", "kind": "copy", "bytes": 64,
    "check_text": "not an implementation: a bound",
    "time": {"median_us": 1.3, "p10_us": 1.2, "p90_us": 1.4, "n": 2000, "method": "cupti"}})'
c0=$(q "$gen/provenance.db" 'SELECT count(*) FROM comparison_times')
ak compare-import "$tmp/copy.json" >"$tmp/out" 2>&1 &&
	grep -q "2 ops, 3 shapes, 10 times (bf16 sm_90 on NVIDIA H200, torch 2.11.0+cu130); the copies of small calls' bytes, bounds, not recorded" "$tmp/out" &&
	[ "$(q "$gen/provenance.db" 'SELECT count(*) FROM comparison_times')" = "$((c0 + 10))" ] &&
	[ "$(q "$gen/provenance.db" "SELECT count(*) FROM comparison_times WHERE impl = 'copy_ of its bytes'")" = 0 ] &&
	ok || { bad "a copy row"; cat "$tmp/out"; }

echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
