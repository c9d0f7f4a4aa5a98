#!/bin/sh
# generate_gpu_test.sh: akgen generate's search path (rounds, the finals, the
# records) on a machine without a GPU, with tests/fakegpu/harness.cu in place
# of the real harness (it reports made-up timings from the candidates'
# parameters and never runs them; its top comment has the landscape) and
# tests/fakegpu/sanitizer.sh in place of compute-sanitizer. Checks: searched
# candidates are verified with --search-trials, the finalist again with
# --trials; a finalist that fails the full verification gives way to the next
# best, which is vetted and written; every candidate is recorded; a stale
# job starts from its own vetted variant (a parameter added to the family
# since at its default), and tries the values its variant's template lacked
# first; a job whose time is up after its first round still
# goes through the finals; past --deadline a job that has not begun is left
# as it was, and named; several jobs: a dtype starts from the first one's
# winner, an arch without a GPU is compiled from the vetted parameters; with
# a model proposing, a kernel that fails verification, its failing check fed
# back, then its fix vetted.
#
# usage: generate_gpu_test.sh AKGEN (from the repository root)
set -u
akgen=$1
. "$(dirname "$0")/common.sh"
root=$tmp/root
fakeproject "$root"
# the stand-in GPU's lock files of its own: in /tmp, the tests that run beside it (gate,
# merge) would hold its timings up past the deadlines below
mkdir -p "$tmp/locks"
export AKGEN_GPU_ARCH=sm_90 AKGEN_SANITIZER="$PWD/tests/fakegpu/sanitizer.sh" XDG_CACHE_HOME="$tmp/cache" \
	AKGEN_GPU_LOCKDIR="$tmp/locks"
db=$root/generated/provenance.db
# (the gate, gate_test.sh, would keep a slower variant: these searches are about the search)
gen() { "$akgen" -C "$root" generate --op gelu_tanh --dtype bf16 --arch sm_90 --json --accept-regression "$@"; }
# the newest job's first candidate is at the point WANT (NAME=VALUE words)
starts_at() {
	python3 - "$db" "$1" <<'PY'
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
jid = db.execute("select max(id) from jobs").fetchone()[0]
p = json.loads(db.execute("select params from attempts where job_id = ? order by seq limit 1", (jid,)).fetchone()[0])
want = dict(kv.split("=") for kv in sys.argv[2].split())
assert {k: str(v) for k, v in p["values"].items()} == want, (p["values"], want)
PY
}
q() { python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])" "$db" "$1"; }

# a search from the family's defaults: round 0 the defaults, round 1 their
# neighbours (AKP_UNROLL 8 scores best and fails the full verification). The
# job's time is no limit here (--time): under the sanitizers on a loaded machine
# round 0 alone took a minute, and the default 150 s left no room for round 1
gen --width 16 --budget 12 --patience 1 --target 1.5 --time 86400 >"$tmp/r1.json" 2>"$tmp/e1" && ok ||
	{ bad "the search exits $?"; cat "$tmp/e1"; }
python3 - "$tmp/r1.json" "$db" <<'PY' && ok || bad "the search's outcome and records"
import json, sqlite3, sys
r = json.load(open(sys.argv[1]))
(job,) = r["jobs"]
assert job["status"] == "vetted", job
assert job["candidates"] >= 3 and job["rounds"] >= 2, job
db = sqlite3.connect(sys.argv[2])
rows = db.execute("select a.id, a.params, group_concat(v.stage || ':' || v.verdict || ':' || v.detail, '|') "
                  "from attempts a join verdicts v on v.attempt_id = a.id group by a.id order by a.id").fetchall()
search = [(i, json.loads(p), v) for i, p, v in rows if json.loads(p)["role"] == "search"]
final = [(i, json.loads(p), v) for i, p, v in rows if json.loads(p)["role"] == "final"]
assert len(search) == job["candidates"], (len(search), job)
# screening: every searched candidate verified with 3 trials a shape
for i, p, v in search:
    assert "VERIFY:PASS:verified on every test and bench shape, 3 trials a shape" in v, (i, v)
# the best of the search (UNROLL 8, and its combinations with other moves) failed
# the verification with 10 trials; the next best passed all of the finals
assert 2 <= len(final) <= 5, final
for i0, p0, v0 in final[:-1]:
    assert p0["values"]["UNROLL"] == 8 and "VERIFY:FAIL_NUMERIC" in v0 and "SANITIZE" not in v0, v0
i1, p1, v1 = final[-1]
assert p1["values"]["UNROLL"] != 8, p1
assert "VERIFY:PASS:verified again on every test and bench shape, 10 trials a shape" in v1, v1
assert v1.split("|")[-2].startswith("SANITIZE:PASS_SANITIZER") and v1.split("|")[-1].startswith("BENCH:BENCHED"), v1
# the winner is the best timed candidate but the failed one
fr = {i: f for i, f in db.execute("select attempt_id, avg(roofline_frac) from measurements group by attempt_id")}
best = max((fr[i], i) for i, p, v in search if i in fr and p["values"]["UNROLL"] != 8)[1]
assert p1["final_of_attempt"] == best, (p1, best)
st, ba = db.execute("select status, best_attempt_id from jobs").fetchone()
assert st == "vetted" and ba == i1, (st, ba, i1)
# the times at the least alignment: none on the first bench shape, 1.25x the median on the
# other (the stand-in's), a placement row for each measurement that has them, sealed after it
ms = db.execute("select m.id, m.attempt_id, m.median_us, x.id, x.min_align_median_us, x.min_align_ratio "
                "from measurements m left join measurement_placements x on x.measurement_id = m.id "
                "order by m.id").fetchall()
by = {}
for m in ms:
    by.setdefault(m[1], []).append(m)
assert by and all(len(v) == 2 for v in by.values()), by
for first, second in by.values():
    assert first[3:] == (None, None, None), first
    assert second[5] == 1.25 and abs(second[4] - 1.25 * second[2]) < 1e-3, second
    assert db.execute("select l.id > (select max(k.id) from ledger k where k.tbl = 'measurements' and k.row_id = ?) "
                      "from ledger l where l.tbl = 'measurement_placements' and l.row_id = ?",
                      (second[0], second[3])).fetchone() == (1,), second
PY
# explain shows them with the variant's bench shapes
"$akgen" -C "$root" explain gelu_tanh bf16 sm_90 >"$tmp/x.out" 2>&1 &&
	[ "$(grep -c "^  timed .*of the roofline floor$" "$tmp/x.out")" -eq 1 ] &&
	grep -q "^  timed .*of the roofline floor; at the spec's least alignment [0-9.]* us (1.25x)$" "$tmp/x.out" && ok ||
	{ bad "explain's times at the least alignment"; cat "$tmp/x.out"; }
"$akgen" -C "$root" explain gelu_tanh bf16 sm_90 --json >"$tmp/x.json" 2>&1 && python3 - "$tmp/x.json" <<'PY' && ok ||
import json, sys
b = json.load(open(sys.argv[1]))["bench"]
assert len(b) == 2 and "min_align_median_us" not in b[0] and "min_align_ratio" not in b[0], b
assert b[1]["min_align_ratio"] == 1.25 and abs(b[1]["min_align_median_us"] - 1.25 * b[1]["median_us"]) < 1e-3, b
PY
	{ bad "explain --json's times at the least alignment"; cat "$tmp/x.json"; }
v=$root/generated/variants/gelu_tanh_bf16_sm90.cu
[ -f "$v" ] && ! grep -q '#define AKP_UNROLL 8' "$v" && ok || bad "the written variant is not the one vetted"
winner=$(sed -n 's/^#define AKP_\([A-Z_]*\) \([0-9]*\)$/\1=\2/p' "$v" | tr '\n' ' ')

# stale (its spec changed): the job starts from its own variant, and with no
# time for a second round still ends vetted through its finals
printf '# a change\n' >>"$root/specs/gelu_tanh.yaml"
gen --width 4 --budget 8 --time 1 >"$tmp/r2.json" 2>"$tmp/e2" && ok || { bad "the second search exits $?"; cat "$tmp/e2"; }
python3 - "$tmp/r2.json" <<'PY' && starts_at "$winner" && ok || bad "the second search"
import json, sys
(job,) = json.load(open(sys.argv[1]))["jobs"]
assert job["status"] == "vetted" and job["rounds"] == 1 and job["candidates"] == 1, job
PY
grep -q 'round 1: a gain' "$tmp/e2" && ok || bad "the second search's one round: $(cat "$tmp/e2")"
winner=$(sed -n 's/^#define AKP_\([A-Z_]*\) \([0-9]*\)$/\1=\2/p' "$v" | tr '\n' ' ')

# a parameter added to the family and BLOCK's list cut to 128 and 256 (the job
# stale again): the job still starts from its own variant, the new parameter
# at its default, BLOCK too where its value left the list
t=$root/templates/gelu_tanh/vec.cu
awk '/^\/\/ param: BLOCK / {print "// param: BLOCK = 256 : 128 256"; next} {print}
     /^\/\/ param: / && !done {print "// param: NEWP = 3 : 1 3"; done = 1}' "$t" >"$t.new" && mv "$t.new" "$t"
gen --width 4 --budget 8 --time 1 >"$tmp/r2b.json" 2>"$tmp/e2b" && ok || { bad "the search after a new parameter exits $?"; cat "$tmp/e2b"; }
want="NEWP=3"
for kv in $winner; do
	case $kv in BLOCK=128 | BLOCK=256) ;; BLOCK=*) kv=BLOCK=256 ;; esac
	want="$want $kv"
done
starts_at "$want" && ok || bad "the start after a new parameter"
cp templates/gelu_tanh/vec.cu "$t"

# values the start's own template lacked lead the first round of moves: the
# vetted variant's template had BLOCK 128 256 and NEWP; now BLOCK has its whole
# list again and a parameter NEWQ is new, so the one-step moves BLOCK=512 and
# NEWQ=1 come before every other (a width-2 round holds just those two)
awk '{print} /^\/\/ param: / && !done {print "// param: NEWQ = 2 : 1 2"; done = 1}' "$t" >"$t.new" && mv "$t.new" "$t"
gen --width 2 --budget 3 --patience 1 --target 1.5 --time 86400 >"$tmp/r2c.json" 2>"$tmp/e2c" && ok ||
	{ bad "the search after new values exits $?"; cat "$tmp/e2c"; }
python3 - "$db" <<'PY' && ok || bad "the first round after new values: $(cat "$tmp/e2c")"
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
jid = db.execute("select max(id) from jobs").fetchone()[0]
ps = [json.loads(r[0]) for r in db.execute("select params from attempts where job_id = ? order by seq", (jid,))]
search = [p["values"] for p in ps if p.get("role") == "search"]
start, r1 = search[0], search[1:3]
moved = sorted(tuple(k for k in v if v[k] != start[k]) + tuple(str(v[k]) for k in v if v[k] != start[k]) for v in r1)
assert start["BLOCK"] == 256 and start["NEWQ"] == 2, start
assert moved == [("BLOCK", "512"), ("NEWQ", "1")], (start, r1)
PY
cp templates/gelu_tanh/vec.cu "$t"

# a family added since the job was searched (none of its candidates in the
# records) joins the start in round 0 with its defaults; in the next run, with
# candidates of both on record, the start is alone again
sed 's|^// akops-template: gelu_tanh/vec$|// akops-template: gelu_tanh/vec2|' "$t" >"${t%vec.cu}vec2.cu"
firstround() {
	python3 - "$db" "$1" <<'PY'
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
jid = db.execute("select max(id) from jobs").fetchone()[0]
ps = [json.loads(r[0]) for r in db.execute("select params from attempts where job_id = ? order by seq", (jid,))]
r0 = [p["family"].split("/")[-1] for p in ps if p.get("role") == "search" and p.get("round") == 0]
assert r0 == sys.argv[2].split(), r0
PY
}
gen --width 4 --budget 4 --patience 1 --target 1.5 >"$tmp/r2d.json" 2>"$tmp/e2d" && ok ||
	{ bad "the search after a new family exits $?"; cat "$tmp/e2d"; }
firstround "vec.cu vec2.cu" && ok || bad "round 0 after a new family: $(cat "$tmp/e2d")"
gen --force --width 4 --budget 4 --patience 1 --target 1.5 >"$tmp/r2e.json" 2>"$tmp/e2e" && ok ||
	{ bad "the search with both families on record exits $?"; cat "$tmp/e2e"; }
firstround "$(sed -n 's|.*an instance of templates/gelu_tanh/\(vec2*\.cu\).*|\1|p' "$root/generated/variants/gelu_tanh_bf16_sm90.cu" | head -n 1)" && ok ||
	bad "round 0 with both families on record: $(cat "$tmp/e2e")"
rm "${t%vec.cu}vec2.cu"

# a deadline: the first job runs (one round, of a verification the stand-in makes
# take 20 s, then its finals and the gate's timing of the variant it replaces), the one
# that would begin after the deadline less the finals' reserve (half of 36 s) is left as
# it was, and named. The first job's one round ends past 18 s, and the job before the
# deadline: its finals and the gate's timing have 15 s, on a machine as loaded as CI's
# (an 8 s round and a 14 s deadline left them 6 s, once too little there)
fam=$root/templates/gelu_tanh/vec.cu
cp "$fam" "$tmp/vec.orig"
printf '// fakegpu: slow search\n' >>"$fam"
gen --dtype f32 --force --jobs 1 --width 1 --budget 4 --deadline 36 >"$tmp/r3.json" 2>"$tmp/e3" && ok ||
	{ bad "the run with a deadline exits $?"; cat "$tmp/e3"; }
cp "$tmp/vec.orig" "$fam"
python3 - "$tmp/r3.json" <<'PY' && ok || bad "the run with a deadline: $(cat "$tmp/r3.json")"
import json, sys
jobs = {j["dtype"]: j for j in json.load(open(sys.argv[1]))["jobs"]}
assert jobs["bf16"]["status"] == "vetted" and jobs["bf16"]["rounds"] == 1, jobs["bf16"]
assert jobs["f32"]["status"] == "stale" and "deadline" in jobs["f32"]["why"] and jobs["f32"]["candidates"] == 0, jobs["f32"]
PY
grep -q "gelu_tanh sm_90 f32: left stale: the run's deadline (36 s) came before it began" "$tmp/e3" && ok ||
	bad "the left job is not named: $(cat "$tmp/e3")"

# the deadline in a job's finals (the stand-in's verification of 10 trials a shape
# takes 5 minutes): at --deadline the run stops its children and ends, the job left
# as it was and named, the finals' attempt recorded as stopped (no judgement of the
# candidate), the records and the bundle written, the audit clean (20 s: the screening
# before the finals must end within it, also under ASan on a loaded machine)
printf '// fakegpu: slow finals\n' >>"$fam"
t0=$(date +%s)
"$akgen" -C "$root" generate --out cut --op gelu_tanh --dtype bf16 --arch sm_90 --width 1 --budget 1 --time 86400 \
	--deadline 20 --bundle "$tmp/cut.akb" --json >"$tmp/r4.json" 2>"$tmp/e4" && ok ||
	{ bad "the run its deadline stopped exits $?"; cat "$tmp/e4"; }
t1=$(date +%s)
cp "$tmp/vec.orig" "$fam"
[ $((t1 - t0)) -lt 60 ] && ok || bad "the run its deadline stopped took $((t1 - t0)) s"
python3 - "$tmp/r4.json" "$root/cut/provenance.db" <<'PY' && ok || bad "the job its deadline stopped: $(cat "$tmp/r4.json")"
import json, sqlite3, sys
job = json.load(open(sys.argv[1]))["jobs"][0]
assert job["status"] == "stale" and "the run's deadline (20 s) stopped it" in job["why"], job
db = sqlite3.connect(sys.argv[2])
assert db.execute("select status from jobs").fetchone()[0] == "pending"
rows = db.execute("select v.verdict, v.detail from verdicts v join attempts a on a.id = v.attempt_id "
                  "where json_extract(a.params, '$.role') = 'final' order by v.id desc limit 1").fetchall()
assert rows and rows[0][0] == "HARNESS_ERROR" and "stopped by the run's deadline" in rows[0][1], rows
assert db.execute("select finished_at from runs").fetchone()[0], "the run was not finished"
PY
[ -s "$tmp/cut.akb" ] && ok || bad "no bundle after the deadline"
grep -q "the run's deadline (20 s): the jobs still running are stopped" "$tmp/e4" && ok ||
	bad "the stop is not said: $(cat "$tmp/e4")"
"$akgen" -C "$root" audit --out cut --quiet >"$tmp/a4" 2>&1 && ok || { bad "audit after the deadline"; cat "$tmp/a4"; }

# several jobs: f32 waits for bf16 and starts from its winner; sm_80 has no GPU
# here and is compiled from the sm_90 winners' parameters, recorded as such
"$akgen" -C "$root" generate --out multi --op gelu_tanh --dtype bf16 --dtype f32 --arch sm_90 --arch sm_80 --jobs 2 \
	--width 3 --budget 3 --json >"$tmp/r5.json" 2>"$tmp/e5" && ok || { bad "several jobs exit $?"; cat "$tmp/e5"; }
python3 - "$tmp/r5.json" "$root/multi/provenance.db" <<'PY' && ok || bad "several jobs"
import json, sqlite3, sys
jobs = {(j["arch"], j["dtype"]): j for j in json.load(open(sys.argv[1]))["jobs"]}
assert jobs[("sm_90", "bf16")]["status"] == "vetted" and jobs[("sm_90", "f32")]["status"] == "vetted", jobs
assert jobs[("sm_80", "bf16")]["status"] == jobs[("sm_80", "f32")]["status"] == "compiled_only", jobs
db = sqlite3.connect(sys.argv[2])
def first(arch, dt):
    return json.loads(db.execute("select a.params from attempts a join jobs j on j.id = a.job_id where j.arch = ? "
                                 "and j.dtype = ? order by a.seq limit 1", (arch, dt)).fetchone()[0])["values"]
def won(arch, dt):
    return json.loads(db.execute("select a.params from attempts a join jobs j on j.best_attempt_id = a.id where "
                                 "j.arch = ? and j.dtype = ?", (arch, dt)).fetchone()[0])["values"]
assert first("sm_90", "f32") == won("sm_90", "bf16"), (first("sm_90", "f32"), won("sm_90", "bf16"))
assert won("sm_80", "bf16") == won("sm_90", "bf16") and won("sm_80", "f32") == won("sm_90", "f32")
n = db.execute("select count(*) from verdicts v join attempts a on a.id = v.attempt_id join jobs j on j.id = a.job_id "
               "where j.arch = 'sm_80' and v.verdict = 'NO_GPU'").fetchone()[0]
assert n == 2, n
PY

# a class with a vetted variant in one dtype: the jobs of two others begin at once
# from it, neither waits for the other's search (session 20: f32 waited for f16's
# until the run's deadline, bf16's vetted beforehand)
"$akgen" -C "$root" generate --out cls --op gelu_tanh --dtype bf16 --arch sm_90 --width 2 --budget 2 --json \
	>"$tmp/r6.json" 2>"$tmp/e6" && ok || { bad "the bf16 job exits $?"; cat "$tmp/e6"; }
"$akgen" -C "$root" generate --out cls --op gelu_tanh --dtype f16 --dtype f32 --arch sm_90 --jobs 2 --width 2 \
	--budget 2 --json >"$tmp/r7.json" 2>"$tmp/e7" && ok || { bad "the f16 and f32 jobs exit $?"; cat "$tmp/e7"; }
python3 - "$tmp/e7" "$root/cls/provenance.db" <<'PY' && ok || bad "a class's other dtypes: $(cat "$tmp/e7")"
import json, re, sqlite3, sys
log = open(sys.argv[1]).read().splitlines()
def line(pat):
    return next(i for i, l in enumerate(log) if re.search(pat, l))
# each job began before the other was vetted
assert line(r"sm_90 f32: searching") < line(r"sm_90 f16: vetted"), log
assert line(r"sm_90 f16: searching") < line(r"sm_90 f32: vetted"), log
db = sqlite3.connect(sys.argv[2])
def q(sql, dt):
    return json.loads(db.execute(sql, (dt,)).fetchone()[0])["values"]
won = q("select a.params from attempts a join jobs j on j.best_attempt_id = a.id where j.dtype = ?", "bf16")
for dt in ("f16", "f32"):
    first = q("select a.params from attempts a join jobs j on j.id = a.job_id where j.dtype = ? order by a.seq limit 1", dt)
    assert first == won, (dt, first, won)
PY

# a model proposing, on the stand-in GPU (tests/fakellm.py "verifyfix"): a kernel
# that compiles and fails verification, the failing check fed back, then its fix,
# screened, verified again with 10 trials, sanitized, timed and vetted
key=sk-test-PLANTED-gpu
srv=
trap '[ -n "$srv" ] && kill "$srv" 2>/dev/null; rm -rf "$tmp"' EXIT
. tests/fakellm.sh
AK_TEST_KEY=$key "$akgen" -C "$root" generate --out llm --op gelu_tanh --dtype bf16 --arch sm_90 --budget 2 --json \
	--llm endpoint="http://127.0.0.1:$port/verifyfix" --llm model=fake-model --llm key_env=AK_TEST_KEY \
	--llm backoff=0.01 >"$tmp/r4.json" 2>"$tmp/e4" && ok || { bad "the model's run exits $?"; cat "$tmp/e4"; }
python3 - "$tmp/r4.json" "$root/llm/provenance.db" <<'PY' && ok || bad "the model's run on the GPU"
import json, sqlite3, sys
(job,) = json.load(open(sys.argv[1]))["jobs"]
assert job["status"] == "vetted", job
db = sqlite3.connect(sys.argv[2])
v = lambda a: db.execute("select group_concat(stage || ':' || verdict || ':' || detail, '|') from verdicts "
                         "where attempt_id = ? order by id", (a,)).fetchone()[0]
assert "VERIFY:FAIL_NUMERIC:fake GPU: y differs" in v(1), v(1)
p2 = db.execute("select prompt from attempts where id = 2").fetchone()[0]
assert "FAIL_NUMERIC" in p2 and "y differs from the reference" in p2 and '"first_bad"' in p2, p2[-3000:]
assert "verified on every test and bench shape, 3 trials a shape" in v(2), v(2)
f = db.execute("select id from attempts where params like '%\"final\"%'").fetchone()[0]
assert "verified again on every test and bench shape, 10 trials a shape" in v(f) and v(f).endswith(
    "BENCH:BENCHED:timed on every bench shape"), v(f)
assert db.execute("select best_attempt_id from jobs").fetchone()[0] == f
PY
cmp -s "$tmp/kernel.cu" "$root/llm/variants/gelu_tanh_bf16_sm90.cu" && ok || bad "the vetted variant is not the fix"
grep -rl "$key" "$root" "$tmp"/r4.json "$tmp"/e4 2>/dev/null | grep -q . && bad "the key reached a file" || ok

# the deadline while the model is asked (its answer would come after two minutes):
# the request is stopped, the run ends, the job left as it was and named
t0=$(date +%s)
AK_TEST_KEY=$key "$akgen" -C "$root" generate --out llmcut --op gelu_tanh --dtype bf16 --arch sm_90 --budget 2 --json \
	--deadline 6 --llm endpoint="http://127.0.0.1:$port/stall" --llm model=fake-model --llm key_env=AK_TEST_KEY \
	--llm backoff=0.01 >"$tmp/r9.json" 2>"$tmp/e9" && ok || { bad "the run its deadline stopped exits $?"; cat "$tmp/e9"; }
[ $(($(date +%s) - t0)) -lt 60 ] && ok || bad "the model's request outlived the deadline: $(($(date +%s) - t0)) s"
python3 - "$tmp/r9.json" <<'PY' && ok || bad "the model's job its deadline stopped: $(cat "$tmp/r9.json")"
import json, sys
(job,) = json.load(open(sys.argv[1]))["jobs"]
assert job["status"] == "stale" and "the run's deadline (6 s) stopped it" in job["why"], job
PY

# a pass is held to the plan akgen sent: a report with a trial too few on one
# shape is no pass, and neither is a timing that leaves a bench shape out
cp verify/naive/gelu_tanh_bf16.cu "$tmp/short.cu"
cp verify/naive/gelu_tanh_bf16.cu "$tmp/short2.cu"
echo '// fakegpu: short verify' >>"$tmp/short.cu"
echo '// fakegpu: short bench' >>"$tmp/short2.cu"
"$akgen" -C "$root" verify specs/gelu_tanh.yaml "$tmp/short.cu" --arch sm_90 --dtype bf16 --json --db "$tmp/s.db" \
	>"$tmp/short.json" 2>"$tmp/e5"
python3 - "$tmp/short.json" <<'PY' && ok || bad "a verification short of its plan"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["verdict"] == "CRASH", r["verdict"]
d = r["stages"][-1]["detail"]
assert r["stages"][-1]["stage"] == "VERIFY" and "of the" in d and "akgen asked for with every trial" in d, d
PY
"$akgen" -C "$root" bench specs/gelu_tanh.yaml "$tmp/short2.cu" --arch sm_90 --dtype bf16 --json --db "$tmp/s.db" \
	>"$tmp/short2.json" 2>"$tmp/e6"
python3 - "$tmp/short2.json" <<'PY' && ok || bad "a timing short of its plan"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["verdict"] == "CRASH", r["verdict"]
s = r["stages"][-1]
assert s["stage"] == "VERIFY" and "bench shapes akgen asked for" in s["detail"], s
PY

# the records written as each searched job ends: a run ended from outside (a
# build's or a device's timeout) keeps the jobs it finished. f16's compiles hang
# (a stand-in nvcc), the run is ended by SIGTERM there, after bf16 was vetted:
# bf16's job is in the records, vetted, and f16's is not
realnvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
hang=hang-$$
cat >"$tmp/hang-nvcc" <<EOF
#!/bin/sh
for a in "\$@"; do
	case \$a in
	*.cu) if grep -q '^#define AK_DTYPE_F16 1' "\$a" 2>/dev/null; then echo \$\$ >>"\$PWD/$hang"; exec sleep 60; fi ;;
	esac
done
exec "$realnvcc" "\$@"
EOF
chmod +x "$tmp/hang-nvcc"
work=$tmp/work-rec
mkdir -p "$work"
TMPDIR=$work NVCC=$tmp/hang-nvcc "$akgen" -C "$root" generate --out rec --op gelu_tanh --dtype bf16 --dtype f16 \
	--arch sm_90 --jobs 1 --width 2 --budget 2 --json >"$tmp/r8.json" 2>"$tmp/e8" &
a=$!
# begun: until the stand-in's mark is in $work (true), or the run $a has ended (false)
begun() {
	for _ in $(seq 3000); do
		[ -n "$(find "$work" -name "$hang" 2>/dev/null | head -n 1)" ] && return 0
		kill -0 $a 2>/dev/null || return 1
		sleep 0.1
	done
	return 1
}
begun && ok || bad "f16's compile never began: $(tail -3 "$tmp/e8")"
kill -TERM $a 2>/dev/null
wait $a
[ $? -eq 143 ] && ok || bad "the run was not ended by SIGTERM: $(tail -3 "$tmp/e8")"
rm -f "$root/rec/provenance.db" "$root/rec/provenance.db-wal" "$root/rec/provenance.db-shm"
"$akgen" -C "$root" plan --out rec --json >"$tmp/p8.json" 2>"$tmp/pe8" && ok || bad "plan of the ended run: $(cat "$tmp/pe8")"
python3 - "$tmp/p8.json" <<'PY' && ok || bad "the jobs the ended run finished are not in its records: $(cat "$tmp/p8.json")"
import json, sys
jobs = {(j["arch"], j["dtype"]): j for j in json.load(open(sys.argv[1])) if j["op"] == "gelu_tanh"}
assert jobs[("sm_90", "bf16")]["record"] == "vetted" and jobs[("sm_90", "bf16")]["state"] == "fresh", jobs
assert jobs[("sm_90", "f16")]["record"] != "vetted", jobs
PY

# an ending signal sent to every process of the run (Slurm's scancel and requeue):
# the compiler, told first, ends as nvcc does (255, "Terminated"), akgen told 0.1 s
# later. The compiler's end is no verdict: the run records no compile failure and
# leaves f16's job as it was
cat >"$tmp/term-nvcc" <<EOF
#!/bin/sh
for a in "\$@"; do
	case \$a in
	*.cu) if grep -q '^#define AK_DTYPE_F16 1' "\$a" 2>/dev/null; then
		trap 'echo "nvcc: Terminated" >&2; exit 255' TERM
		echo \$\$ >>"\$PWD/$hang"
		sleep 60 </dev/null >/dev/null 2>&1 &
		wait \$!
		exit 0
	fi ;;
	esac
done
exec "$realnvcc" "\$@"
EOF
chmod +x "$tmp/term-nvcc"
work=$tmp/work-term
mkdir -p "$work"
TMPDIR=$work NVCC=$tmp/term-nvcc "$akgen" -C "$root" generate --out term --op gelu_tanh --dtype f16 --arch sm_90 \
	--jobs 1 --width 2 --budget 2 --json >"$tmp/r9.json" 2>"$tmp/e9" &
a=$!
# the stand-in's process as the machine sees it (a sandbox's pid namespace numbers it otherwise)
standin() {
	python3 - "$tmp/term-nvcc" <<'PY'
import os, sys
for p in os.listdir("/proc"):
    try:
        argv = open("/proc/%s/cmdline" % p, "rb").read().split(b"\0")
    except OSError:
        continue
    if p.isdigit() and len(argv) > 1 and argv[1] == sys.argv[1].encode():
        print(p)
PY
}
# the stand-in writes its mark itself: once it is there, so is the stand-in
n=""
begun && n=$(standin)
[ -n "$n" ] && ok || bad "f16's compile never began: $(tail -3 "$tmp/e9")"
# shellcheck disable=SC2086
kill -TERM $n 2>/dev/null
sleep 0.1
kill -TERM $a 2>/dev/null
wait $a
[ $? -eq 143 ] && ok || bad "the run told SIGTERM after its compiler was not ended by it: $(tail -3 "$tmp/e9")"
python3 - "$root/term/provenance.db" <<'PY' && ok || bad "a compiler ended by the run's signal was taken for a verdict"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
v = db.execute("select stage, verdict, detail from verdicts").fetchall()
assert not v, v
s = db.execute("select status from jobs where dtype = 'f16'").fetchall()
assert all(x != "failed" for (x,) in s), s
PY

echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
