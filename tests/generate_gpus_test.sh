#!/bin/sh
# generate_gpus_test.sh: akgen generate --gpus, on a machine without a GPU:
# AKGEN_GPU_ARCH=0:sm_90,1:sm_90,2:sm_80 plays three GPUs, and tests/fakegpu's
# stand-in harness appends to AKGEN_FAKEGPU_LOG a line a run: its mode, the job
# it ran for (op, dtype, arch), the GPU it was given (CUDA_VISIBLE_DEVICES) and
# its wall-clock times. Checks: every job searched ran on GPUs of its arch only,
# and the sm_90 jobs on both sm_90 GPUs; each GPU's jobs belong to a run of their
# own, which holds its arch; every stage on a GPU records the device it saw; no
# timing overlapped another run on its GPU, within one process (each GPU's lock)
# and between two processes on one GPU at once (its lock file); a GPU not here
# and a malformed list are refused; a job whose arch no listed GPU has is left
# as it was. A spec of arch-specific code (sm_90a) has its jobs run on a GPU of
# compute capability 9.0 and left on one of 8.0.
#
# usage: generate_gpus_test.sh AKGEN (from the repository root)
set -u
akgen=$1
. "$(dirname "$0")/common.sh"
root=$tmp/root
fakeproject "$root"
mkdir -p "$tmp/locks"
printf 'archs: [sm_80, sm_90]\n' >"$root/targets.yaml"
export AKGEN_GPU_ARCH=0:sm_90,1:sm_90,2:sm_80 AKGEN_SANITIZER="$PWD/tests/fakegpu/sanitizer.sh" \
	XDG_CACHE_HOME="$tmp/cache" AKGEN_GPU_LOCKDIR="$tmp/locks"
gen() {
	r=$1
	shift
	"$akgen" -C "$r" generate --op gelu_tanh --dtype bf16 --dtype f16 --budget 2 --width 2 --time 86400 --json "$@"
}

# no run on a GPU overlaps a timing on the same GPU; LOG's lines "MODE OP DTYPE
# ARCH DEVICE BEGIN END"; ARCHS maps the devices to their archs ("-": not checked)
nooverlap() {
	python3 - "$1" "$2" <<'PY'
import collections, sys
lines = [l.split() for l in open(sys.argv[1])]
archs = dict(kv.split(":") for kv in sys.argv[2].split(",")) if sys.argv[2] != "-" else None
assert lines, "nothing logged"
on = collections.defaultdict(list)
for mode, op, dt, arch, dev, b, e in lines:
    if archs is not None:
        assert dev in archs and archs[dev] == arch, ("a job of", arch, "ran on", dev)
    on[dev].append((int(b), int(e), mode, dt, arch))
for dev, runs in on.items():
    for i, (b, e, m, dt, a) in enumerate(runs):
        if m != "bench":
            continue
        for k, (b2, e2, m2, dt2, a2) in enumerate(runs):
            assert k == i or e2 <= b or e <= b2, ("GPU", dev, "timing", dt, a, "overlaps", m2, dt2, a2)
print(sorted(on), sum(1 for l in lines if l[0] == "bench"), "timings")
PY
}

# one process, three GPUs: one worker each (--jobs 1), so that the two sm_90 jobs go
# to the two sm_90 GPUs (with two workers a GPU, both may go to one: CI saw it)
AKGEN_FAKEGPU_LOG=$tmp/log1 gen "$root" --gpus 0,1,2 --jobs 1 >"$tmp/r1.json" 2>"$tmp/e1" && ok ||
	{ bad "generate --gpus 0,1,2 exits $?"; cat "$tmp/e1"; }
python3 - "$tmp/r1.json" "$root/generated/provenance.db" "$tmp/log1" <<'PY' && ok || bad "the jobs on their GPUs"
import json, sqlite3, sys
r = json.load(open(sys.argv[1]))
gpus = {g["index"]: g for g in r["gpus"]}
assert sorted(gpus) == [0, 1, 2] and len({g["run_id"] for g in r["gpus"]}) == 3, r["gpus"]
arch = {0: "sm_90", 1: "sm_90", 2: "sm_80"}
assert len(r["jobs"]) == 4, r["jobs"]
for j in r["jobs"]:
    assert j["status"] == "vetted" and arch[j["gpu"]] == j["arch"], j
db = sqlite3.connect(sys.argv[2])
# each GPU's jobs in its run, which holds its arch and device
for j in r["jobs"]:
    (run, garch) = db.execute("select j.run_id, r.gpu_arch from jobs j join runs r on r.id = j.run_id "
                              "where j.arch = ? and j.dtype = ?", (j["arch"], j["dtype"])).fetchone()
    assert run == gpus[j["gpu"]]["run_id"] and garch == j["arch"], (j, run, garch)
    stages = db.execute("select v.stage, v.sandbox from verdicts v join attempts a on a.id = v.attempt_id "
                        "join jobs jj on jj.id = a.job_id where jj.arch = ? and jj.dtype = ? and "
                        "v.stage in ('VERIFY', 'SANITIZE', 'BENCH')", (j["arch"], j["dtype"])).fetchall()
    assert stages and all("CUDA_VISIBLE_DEVICES=%d;" % j["gpu"] in s for _, s in stages), stages
# both sm_90 GPUs had work, as the harness saw it
seen = {l.split()[4] for l in open(sys.argv[3]) if l.split()[3] == "sm_90"}
assert seen == {"0", "1"}, seen
PY
nooverlap "$tmp/log1" "0:sm_90,1:sm_90,2:sm_80" >"$tmp/o1" 2>&1 && ok || { bad "timings shared a GPU"; cat "$tmp/o1"; }
"$akgen" -C "$root" audit >"$tmp/audit" 2>&1 && ok || { bad "audit"; cat "$tmp/audit"; }

# two processes at once on one GPU (no --gpus: the one CUDA calls device 0), each
# searching its project's sm_90 jobs again: their timings take turns
cp -r "$root" "$tmp/root2"
export AKGEN_GPU_ARCH=sm_90 AKGEN_FAKEGPU_LOG=$tmp/log2
gen "$root" --arch sm_90 --force --jobs 2 --screen-ms 250 --final-ms 500 >"$tmp/r2a.json" 2>"$tmp/e2a" &
pid=$!
gen "$tmp/root2" --arch sm_90 --force --jobs 2 --screen-ms 250 --final-ms 500 >"$tmp/r2b.json" 2>"$tmp/e2b" && ok ||
	{ bad "the second process exits $?"; cat "$tmp/e2b"; }
wait $pid && ok || { bad "the first process exits $?"; cat "$tmp/e2a"; }
nooverlap "$tmp/log2" - >"$tmp/o2" 2>&1 && ok || { bad "two processes timed on one GPU at once"; cat "$tmp/o2"; }
[ -e "$tmp/locks/akgen-gpu-index0.lock" ] && [ -e "$tmp/locks/akgen-gpu-index2.lock" ] && ok ||
	bad "the lock files in AKGEN_GPU_LOCKDIR: $(ls "$tmp/locks")"

# refused: a GPU not here, a list not understood
export AKGEN_GPU_ARCH=0:sm_90,1:sm_90,2:sm_80
gen "$root" --gpus 0,5 >/dev/null 2>"$tmp/e3"
[ $? -eq 3 ] && grep -q 'no GPU 5 here' "$tmp/e3" && ok || bad "--gpus 0,5: $(cat "$tmp/e3")"
for l in 0,0 x 1,,2 ''; do
	gen "$root" --gpus "$l" >/dev/null 2>"$tmp/e4"
	[ $? -eq 2 ] && grep -q -- '--gpus' "$tmp/e4" && ok || bad "--gpus '$l': $(cat "$tmp/e4")"
done
# only the sm_80 GPU listed: the vetted sm_90 jobs stay as they are
gen "$root" --gpus 2 --arch sm_90 --force >"$tmp/r5.json" 2>"$tmp/e5" && grep -q 'for want of a GPU' "$tmp/e5" &&
	python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))["jobs"] == []' "$tmp/r5.json" && ok ||
	bad "--gpus 2 with sm_90 jobs: $(cat "$tmp/e5")"

# a spec of arch-specific code (sm_90a): its jobs run on a GPU of compute capability 9.0,
# which gpus reads as sm_90, and on none of 8.0
cp -r "$root" "$tmp/root3"
printf 'archs: [sm_80, sm_90, sm_90a]\n' >"$tmp/root3/targets.yaml"
sed -i '/^reference:/i archs: [sm_90a]' "$tmp/root3/specs/gelu_tanh.yaml"
AKGEN_GPU_ARCH=sm_80 AKGEN_FAKEGPU_LOG=$tmp/log6 gen "$tmp/root3" >"$tmp/r6.json" 2>"$tmp/e6"
python3 -c 'import json,sys; assert all(j["arch"] == "sm_90a" and j["candidates"] == 0 and j["status"] != "vetted"
    for j in json.load(open(sys.argv[1]))["jobs"])' "$tmp/r6.json" && [ ! -s "$tmp/log6" ] &&
	grep -q 'no GPU of arch sm_90a here' "$tmp/e6" && ok || bad "sm_90a jobs on an sm_80 GPU: $(cat "$tmp/e6")"
AKGEN_GPU_ARCH=sm_90 AKGEN_FAKEGPU_LOG=$tmp/log7 gen "$tmp/root3" >"$tmp/r7.json" 2>"$tmp/e7"
python3 - "$tmp/r7.json" <<'PY' && ok || { bad "sm_90a jobs on an sm_90 GPU"; cat "$tmp/e7"; }
import json, sys
r = json.load(open(sys.argv[1]))
assert [(j["arch"], j["status"]) for j in r["jobs"]] == [("sm_90a", "vetted")] * 2, r["jobs"]
assert [g["arch"] for g in r["gpus"]] == ["sm_90"], r["gpus"]
PY

echo "generate_gpus_test: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
