#!/bin/sh
# generate_test.sh: akgen generate on a machine without a GPU, over copies of
# two specs: jobs without a GPU or a vetted variant are left and named; with
# --compile-only they are compiled and recorded as unverified, never vetted;
# generated/ is emitted, with the records and the dump; --shard I/N splits the plan's
# jobs over N runs, --job picks one; a second run does nothing
# and writes nothing; a changed spec makes only its own jobs run again; a run
# cancelled mid-compile (SIGTERM, SIGINT) takes its nvcc and its work directory in
# $TMPDIR with it and leaves the database whole; bad options are refused.
#
# usage: generate_test.sh AKGEN (from the repository root)
set -u
akgen=$1
. "$(dirname "$0")/common.sh"
export AKGEN_GPU_ARCH=none
mkdir -p "$tmp/specs/ref"
# the specs without their shape classes (tested at the end: a class's jobs)
for s in gelu_tanh silu_and_mul; do
	sed '/^classes:/,$d' "specs/$s.yaml" >"$tmp/specs/$s.yaml"
done
cp specs/ref/gelu_tanh.c specs/ref/silu_and_mul.c "$tmp/specs/ref/"
out=$tmp/gen
gen() { "$akgen" generate --specs "$tmp/specs" --out "$out" --dtype bf16 --arch sm_90 --arch sm_80 "$@"; }

# no GPU, nothing vetted: every job is left, named, and nothing is written
gen --json >"$tmp/r0.json" 2>"$tmp/e0" && ok || bad "a run without a GPU exits $?"
grep -q 'no GPU of arch sm_90 here and no vetted variant to port' "$tmp/e0" && ok || bad "the left job is not named"
python3 - "$tmp/r0.json" <<'PY' && ok || bad "report of a run without a GPU"
import json, sys
j = json.load(open(sys.argv[1]))
assert len(j["jobs"]) == 4, j
assert all(x["status"] == "stale" and x["candidates"] == 0 for x in j["jobs"]), j
PY
[ ! -d "$out/variants" ] && ok || bad "a left job wrote a variant"

# --shard I/N: N runs of the plan do every job once; --job KEY: that job alone
for i in 1 2 3; do
	gen --json --shard "$i/3" >"$tmp/s$i.json" 2>/dev/null || bad "--shard $i/3 exits $?"
done
"$akgen" plan --json --specs "$tmp/specs" --out "$out" >"$tmp/plan.json" 2>/dev/null || bad "plan --json exits $?"
python3 - "$tmp/r0.json" "$tmp/plan.json" "$tmp/s1.json" "$tmp/s2.json" "$tmp/s3.json" <<'PY' && ok || bad "the shards"
import json, sys
name = lambda x: (x["op"], x["arch"], x["dtype"])
whole = sorted(name(x) for x in json.load(open(sys.argv[1]))["jobs"])
shards = [[name(x) for x in json.load(open(f))["jobs"]] for f in sys.argv[3:]]
assert sorted(sum(shards, [])) == whole, (whole, shards)
# each shard is, of the jobs the filters keep in the plan's order (plan --json's
# position), those at i, i + 3, ...
plan = json.load(open(sys.argv[2]))
pos = {name(x): x["position"] for x in plan}
assert sorted(pos.values()) == list(range(1, len(plan) + 1)), pos
assert all(x["gpu"] == x["arch"] for x in plan), plan
kept = sorted(whole, key=lambda j: pos[j])
for k, s in enumerate(shards):
    assert all(kept.index(j) % 3 == k for j in s), (k, s)
PY
key=$(python3 -c 'import json,sys; print([x for x in json.load(open(sys.argv[1])) if x["op"] == "silu_and_mul" and x["arch"] == "sm_80" and x["dtype"] == "bf16"][0]["key"])' "$tmp/plan.json")
"$akgen" generate --specs "$tmp/specs" --out "$out" --json --job "$(echo "$key" | cut -c1-12)" >"$tmp/k.json" 2>/dev/null
python3 - "$tmp/k.json" <<'PY' && ok || bad "--job ran other jobs: $(cat "$tmp/k.json")"
import json, sys
j = json.load(open(sys.argv[1]))["jobs"]
assert [(x["op"], x["arch"], x["dtype"]) for x in j] == [("silu_and_mul", "sm_80", "bf16")], j
PY
# every job left at selection: not even a run's row, so no database at all
[ ! -e "$out/provenance.db" ] && ok || bad "runs that left every job wrote a database"

# --try: a move the families of the ops it runs have, else refused before any job runs
gen --try BLOCK=3 >/dev/null 2>"$tmp/et" && bad "--try BLOCK=3 (no family has it) was taken" ||
	grep -q -- '--try BLOCK=3: no kernel family of the ops it would search has that value (its values:' "$tmp/et" &&
	ok || bad "--try BLOCK=3: $(cat "$tmp/et")"
gen --try NOSUCH=1 >/dev/null 2>"$tmp/et" && bad "--try NOSUCH=1 was taken" ||
	grep -q 'no such parameter' "$tmp/et" && ok || bad "--try NOSUCH=1: $(cat "$tmp/et")"
gen --try block=1 >/dev/null 2>"$tmp/et" && bad "--try block=1 was taken" ||
	grep -q 'is not NAME=VALUE' "$tmp/et" && ok || bad "--try block=1: $(cat "$tmp/et")"
gen --try BLOCK=256 --json >"$tmp/rt.json" 2>/dev/null && ok || bad "--try BLOCK=256 (a value the families have) exits $?"
gen --try BLOCK=256 --llm-config specs/gelu_and_mul.proposer >/dev/null 2>"$tmp/et" && bad "--try with --llm was taken" ||
	grep -q 'is for the template search' "$tmp/et" && ok || bad "--try with --llm: $(cat "$tmp/et")"

# --compile-only: the families' defaults, compiled for each arch, unverified
gen --compile-only --json >"$tmp/r1.json" 2>"$tmp/e1" && ok || { bad "compile-only exits $?"; cat "$tmp/e1"; }
python3 - "$tmp/r1.json" <<'PY' && ok || bad "report of the compile-only run"
import json, sys
j = json.load(open(sys.argv[1]))
assert len(j["jobs"]) == 4, j
for x in j["jobs"]:
    assert x["status"] == "compiled_only", x
    assert x["variant"] == "variants/%s_bf16_%s.cu" % (x["op"], x["arch"].replace("_", "")), x
    assert x["roofline"] is None and x["family"].startswith("templates/"), x
PY
for v in gelu_tanh_bf16_sm90 gelu_tanh_bf16_sm80 silu_and_mul_bf16_sm90 silu_and_mul_bf16_sm80; do
	grep -q "#define AK_LAUNCHER akops_$v" "$out/variants/$v.cu" && ok || bad "variants/$v.cu"
done
for f in akops.h akops_launchers_gelu_tanh.h akops_launchers_silu_and_mul.h akops_runtime.cu build.ninja gelu_tanh.cu \
	silu_and_mul.cu; do
	[ -s "$out/$f" ] && ok || bad "emit did not write $f"
done
"$akgen" dump "$out/provenance.db" >"$tmp/dump"
grep -q 'status="vetted"' "$tmp/dump" && bad "a compile-only run recorded a vetted job" || ok
[ "$(grep -c 'status="compiled_only"' "$tmp/dump")" -eq 4 ] && ok || bad "four compiled-only jobs"
grep -q 'verdict="NO_GPU" detail="no GPU of arch sm_80 here' "$tmp/dump" && ok || bad "NO_GPU verdicts"
grep -q 'spec_sha256="[0-9a-f]\{64\}"' "$tmp/dump" && ok || bad "the job's spec hash"
"$akgen" plan --specs "$tmp/specs" --out "$out" | grep -q '^gelu_tanh .* sm_90 .* bf16  fresh    compiled_only' &&
	ok || bad "plan after the run"
# what git holds of the records, written by the run: the dump, and the records that build the same database
cmp -s "$tmp/dump" "$out/provenance.txt" && ok || bad "generate did not write its dump"
"$akgen" import "$out/records" "$tmp/imported.db" >/dev/null && "$akgen" dump "$tmp/imported.db" | cmp -s - "$tmp/dump" &&
	ok || bad "generate's records do not build its database"

# nothing changed: a no-op, rewriting nothing (how long it takes is not asserted:
# under the sanitizers on a loaded machine a no-op is no faster than the machine)
touch "$tmp/mark"
sleep 1
gen >"$tmp/o2" 2>"$tmp/e2" && ok || bad "the second run exits $?"
grep -q 'nothing to generate' "$tmp/o2" && ok || bad "the second run did something: $(cat "$tmp/o2" "$tmp/e2")"
[ -z "$(find "$out" -newer "$tmp/mark" -type f ! -name '*-shm' ! -name '*-wal')" ] && ok ||
	bad "the no-op wrote $(find "$out" -newer "$tmp/mark" -type f)"

# one spec changed: only its jobs run again, and the other op's files stay
printf '# a comment changes the spec file\n' >>"$tmp/specs/silu_and_mul.yaml"
touch "$tmp/mark"
sleep 1
gen --compile-only --json >"$tmp/r3.json" 2>"$tmp/e3" && ok || bad "the run after a change exits $?"
python3 - "$tmp/r3.json" <<'PY' && ok || bad "only silu_and_mul's jobs ran again"
import json, sys
j = json.load(open(sys.argv[1]))
assert sorted((x["op"], x["arch"]) for x in j["jobs"]) == [("silu_and_mul", "sm_80"), ("silu_and_mul", "sm_90")], j
PY
[ -z "$(find "$out/variants" -newer "$tmp/mark" -name 'gelu_tanh*')" ] && ok || bad "gelu_tanh's variants were rewritten"

# replay: the variants again from the records, byte for byte; --check audits. A
# variant missing is written from its recorded source by any command that reads the
# database first (git holds none); one edited is not
cp "$out/variants/gelu_tanh_bf16_sm90.cu" "$tmp/keep.cu"
rm "$out/variants/gelu_tanh_bf16_sm90.cu"
"$akgen" replay --check --specs "$tmp/specs" --out "$out" >"$tmp/rc0" 2>&1 &&
	grep -q 'variants: 1 variant written from the records' "$tmp/rc0" &&
	cmp -s "$tmp/keep.cu" "$out/variants/gelu_tanh_bf16_sm90.cu" && ok ||
	bad "replay --check with a variant missing: $(cat "$tmp/rc0")"
printf '// edited\n' >>"$out/variants/gelu_tanh_bf16_sm90.cu"
"$akgen" replay --check --specs "$tmp/specs" --out "$out" >"$tmp/rc1" 2>&1
[ $? = 1 ] && grep -q 'gelu_tanh .* NOT reproduced: .*is not what the record gives' "$tmp/rc1" && ok ||
	bad "replay --check with a variant edited: $(cat "$tmp/rc1")"
"$akgen" replay --specs "$tmp/specs" --out "$out" >"$tmp/r5" 2>&1 && ok || bad "replay: $(cat "$tmp/r5")"
cmp -s "$tmp/keep.cu" "$out/variants/gelu_tanh_bf16_sm90.cu" && ok || bad "replay did not restore the variant byte for byte"
"$akgen" replay --check --quiet --specs "$tmp/specs" --out "$out" >"$tmp/r6" 2>&1 && ok || bad "replay --check: $(cat "$tmp/r6")"
grep -q '4 of 4 recorded variants reproduced' "$tmp/r6" && ok || bad "replay counted: $(cat "$tmp/r6")"
printf '// changed\n' >>"$out/variants/silu_and_mul_bf16_sm80.cu"
"$akgen" replay --check --specs "$tmp/specs" --out "$out" >"$tmp/r7" 2>&1
[ $? = 1 ] && ok || bad "replay --check passed a changed variant"
"$akgen" replay --specs "$tmp/specs" --out "$out" --quiet >/dev/null 2>&1 || bad "replay to restore the variant"

# a family changed since a record (its jobs stale): the file, where it holds the
# recorded source, is kept and said to be stale; an edited one is still caught
mkdir -p "$tmp/w"
cp -r templates "$tmp/w/"
printf '// changed\n' >>"$tmp/w/templates/gelu_tanh/vec.cu"
(cd "$tmp/w" && "$akgen" replay --check --specs "$tmp/specs" --out "$out") >"$tmp/r8" 2>&1 && ok ||
	bad "replay --check after a family changed: $(cat "$tmp/r8")"
grep -q 'gelu_tanh .* STALE: the file is the recorded source, not derived again: its family templates/gelu_tanh/vec.cu changed since' "$tmp/r8" &&
	grep -q '2 of 4 recorded variants reproduced and found as recorded; 2 stale' "$tmp/r8" && ok ||
	bad "the stale variants not named: $(cat "$tmp/r8")"
printf '// changed\n' >>"$out/variants/gelu_tanh_bf16_sm90.cu"
(cd "$tmp/w" && "$akgen" replay --check --specs "$tmp/specs" --out "$out") >"$tmp/r9" 2>&1
[ $? = 1 ] && grep -q 'gelu_tanh .*sm_90 .*NOT reproduced: its family .* changed since .*, and .* is not the recorded source' "$tmp/r9" &&
	ok || bad "an edited variant of a changed family passed: $(cat "$tmp/r9")"
cp "$tmp/keep.cu" "$out/variants/gelu_tanh_bf16_sm90.cu"

# a machine that claims a GPU it lacks: the search runs, the harness cannot,
# the job fails, and nothing is recorded as vetted
AKGEN_GPU_ARCH=sm_90 "$akgen" generate --specs "$tmp/specs" --out "$tmp/claim" --op gelu_tanh --dtype bf16 \
	--arch sm_90 --budget 2 --width 2 --json >"$tmp/claim.json" 2>"$tmp/claim.err"
[ $? = 1 ] && ok || bad "a search without a real GPU does not exit 1: $(tail -3 "$tmp/claim.err")"
"$akgen" dump "$tmp/claim/provenance.db" >"$tmp/claim.dump"
grep -q 'verdict="HARNESS_ERROR"' "$tmp/claim.dump" && ok || bad "the harness's failure is recorded"
grep -q 'status="failed"' "$tmp/claim.dump" && ok || bad "the job failed"
grep -q 'status="vetted"' "$tmp/claim.dump" && bad "a job without a GPU was vetted" || ok
grep -q 'seconds=[0-9]' "$tmp/claim.dump" && ok || bad "the stages' seconds are recorded"

# cancelled mid-compile (SIGTERM, as a build system's timeout sends, and SIGINT,
# a terminal's ^C): akgen ends by the signal, its nvcc dies with all it started,
# its work directory (in $TMPDIR) goes too, the database stays whole (the run
# unfinished, its job pending), nothing is emitted, and the next run completes
. tests/procs.sh
# the stand-in runs in the sandbox, which lets it write only in its work
# directory: it leaves its pids there, in a file named after this test's
mark=nvcc-pids-$$
cat >"$tmp/slow-nvcc" <<EOF
#!/bin/sh
echo \$\$ >>"\$PWD/$mark"
sleep 60 &
echo \$! >>"\$PWD/$mark"
wait
EOF
chmod +x "$tmp/slow-nvcc"
# cancel SIG STATUS: a run into $tmp/cancel-SIG, its work in a TMPDIR of its
# own, cancelled by SIG mid-compile, ends with STATUS and leaves nothing there
cancel() {
	work=$tmp/work-$1
	mkdir -p "$work"
	# a shell starts a background command with SIGINT ignored, and akgen keeps
	# a signal ignored: the default again for it
	TMPDIR=$work NVCC=$tmp/slow-nvcc env --default-signal=INT "$akgen" generate --specs "$tmp/specs" \
		--out "$tmp/cancel-$1" --op gelu_tanh --dtype bf16 --arch sm_80 --compile-only --quiet \
		>"$tmp/cancel-$1.out" 2>"$tmp/cancel-$1.err" &
	a=$!
	pids=""
	for _ in $(seq 100); do
		pids=$(find "$work" -name "$mark" 2>/dev/null | head -n 1)
		[ -n "$pids" ] && break
		sleep 0.1
	done
	: >"$tmp/pids-$1"
	if [ -n "$pids" ] && waitlines "$pids" 2; then
		ok
		cp "$pids" "$tmp/pids-$1"
	else
		bad "$1: the stand-in nvcc never started: $(tail -3 "$tmp/cancel-$1.err")"
	fi
	kill -"$1" $a
	wait $a
	rc=$?
	[ $rc -eq "$2" ] && ok || bad "generate cancelled by $1 ended $rc, not $2"
	while read -r p; do
		if gone "$p"; then
			ok
		else
			bad "$1: process $p of the stand-in nvcc outlived akgen"
			kill "$p" 2>/dev/null
		fi
	done <"$tmp/pids-$1"
	left=$(find "$work" -mindepth 1 -maxdepth 1)
	[ -z "$left" ] && ok || bad "$1: the cancelled run left $left"
	"$akgen" dump "$tmp/cancel-$1/provenance.db" >"$tmp/cancel-$1.dump" 2>&1 && ok ||
		bad "$1: the cancelled run's database: $(head -3 "$tmp/cancel-$1.dump")"
	grep -q '^runs .*finished_at=NULL' "$tmp/cancel-$1.dump" && ok || bad "$1: the cancelled run is not shown unfinished"
	grep -q '^jobs .*status="pending"' "$tmp/cancel-$1.dump" && ok || bad "$1: the cancelled job is not pending"
	[ ! -e "$tmp/cancel-$1/variants/gelu_tanh_bf16_sm80.cu" ] && [ ! -e "$tmp/cancel-$1/akops.h" ] && ok ||
		bad "$1: the cancelled run emitted files"
}
cancel TERM 143
cancel INT 130
"$akgen" generate --specs "$tmp/specs" --out "$tmp/cancel-TERM" --op gelu_tanh --dtype bf16 --arch sm_80 \
	--compile-only --quiet >/dev/null 2>"$tmp/cancel2.err" && ok || bad "the run after a cancel: $(tail -3 "$tmp/cancel2.err")"
grep -q '#define AK_LAUNCHER akops_gelu_tanh_bf16_sm80' "$tmp/cancel-TERM/variants/gelu_tanh_bf16_sm80.cu" 2>/dev/null &&
	ok || bad "the run after a cancel wrote no variant"

# verify without --db records into the cache's scratch database, never into the
# project's: the experiment leaves generated/ as it was
mkdir -p "$tmp/proj/generated" "$tmp/xdg"
cp -r "$tmp/specs" "$tmp/proj/specs"
cp -r verify "$tmp/proj/verify"
XDG_CACHE_HOME=$tmp/xdg "$akgen" -C "$tmp/proj" verify specs/gelu_tanh.yaml "$PWD/verify/naive/gelu_tanh_bf16.cu" \
	--arch sm_90 --dtype bf16 --json >"$tmp/v.json" 2>"$tmp/v.err"
[ -e "$tmp/proj/generated/provenance.db" ] && bad "verify wrote into the project's database" || ok
python3 - "$tmp/v.json" "$tmp/xdg/akgen/scratch.db" <<'PY' && ok || bad "verify's scratch record: $(cat "$tmp/v.err")"
import json, sqlite3, sys
r = json.load(open(sys.argv[1]))
assert r["verdict"] == "NO_GPU" and r["db"] == sys.argv[2], r
db = sqlite3.connect(sys.argv[2])
assert db.execute("select count(*) from attempts").fetchone()[0] == 1
PY

# a spec with a shape class: a job per class and one for the default class; --class
# selects (default: the op's default class), each variant named by its class and
# compiled with its launcher
mkdir -p "$tmp/cspecs/ref"
cp specs/silu_and_mul.yaml "$tmp/cspecs/"
cp specs/ref/silu_and_mul.c "$tmp/cspecs/ref/"
cgen() { "$akgen" generate --specs "$tmp/cspecs" --out "$tmp/cgen" --dtype bf16 --arch sm_80 --compile-only --json "$@"; }
cgen --class decode >"$tmp/c1.json" 2>"$tmp/c1.err" || bad "generate --class decode exits $?: $(tail -3 "$tmp/c1.err")"
python3 - "$tmp/c1.json" <<'PY' && ok || bad "the decode class's job alone"
import json, sys
j = json.load(open(sys.argv[1]))["jobs"]
assert [(x["op"], x["class"], x["status"], x["variant"]) for x in j] == [
    ("silu_and_mul", "decode", "compiled_only", "variants/silu_and_mul_bf16_sm80_decode.cu")], j
PY
grep -q '#define AK_LAUNCHER akops_silu_and_mul_bf16_sm80_decode$' "$tmp/cgen/variants/silu_and_mul_bf16_sm80_decode.cu" &&
	ok || bad "the decode variant's launcher"
cgen --class default >"$tmp/c2.json" 2>/dev/null || bad "generate --class default exits $?"
python3 -c 'import json,sys; j=json.load(open(sys.argv[1]))["jobs"]; assert [x["class"] for x in j] == [None], j' \
	"$tmp/c2.json" && ok || bad "the default class's job alone"
"$akgen" plan --specs "$tmp/cspecs" --out "$tmp/cgen" | grep -q '^silu_and_mul.decode sm_80 .* bf16  fresh    compiled_only' &&
	ok || bad "the decode job fresh in the plan"
"$akgen" generate --specs "$tmp/cspecs" --out "$tmp/cgen" --class nosuch >/dev/null 2>"$tmp/eb"
[ $? -eq 2 ] && grep -q 'no spec has the shape class nosuch' "$tmp/eb" && ok || bad "--class nosuch: $(cat "$tmp/eb")"

# bad command lines
for args in "--op nosuch" "--arch sm_99" "--dtype f64" "--budget 0" "--width 33" "--target x" "--deadline" "--search-trials 0" "--trials 1001" "--nope" \
	"--shard 0/3" "--shard 4/3" "--shard 1/0" "--shard 1" "--shard a/b" "--job 1234" "--job ABCDEF0123" "--job 0000000000000000"; do
	# shellcheck disable=SC2086
	"$akgen" generate --specs "$tmp/specs" --out "$out" $args >/dev/null 2>"$tmp/eb"
	rc=$?
	[ "$rc" -eq 2 ] && ok || bad "generate $args exits $rc, not 2"
	grep -q 'see .akgen help generate' "$tmp/eb" && ok || bad "generate $args: $(cat "$tmp/eb")"
done
echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
