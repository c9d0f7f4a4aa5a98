#!/bin/sh
# gate_test.sh: the regression gate (tool/gate.c). A job vetted again is compared with
# its previous vetted record at every bench shape: as fast (the same timings), or
# faster, it is adopted (GATE PASS_GATE); slower beyond the noise it is not (GATE
# REGRESSION: the job fails, the previous variant keeps shipping unchanged, and
# akgen plan says why); --accept-regression adopts it (GATE ACCEPTED_REGRESSION).
# With tests/fakegpu's stand-in harness, whose timings a source's "fakegpu: slower"
# or "fakegpu: faster" moves by 5% (here put in the family's text, which also makes
# the job stale).
#
# usage: gate_test.sh AKGEN (from the repository root)
set -u
akgen=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fails=0
ok() { pass=$((pass + 1)); }
bad() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}
root=$tmp/root
mkdir -p "$root/specs/ref" "$root/verify"
cp specs/gelu_tanh.yaml "$root/specs/"
cp specs/ref/gelu_tanh.c "$root/specs/ref/"
cp -r templates "$root/templates"
cp verify/harness.h tests/fakegpu/harness.cu "$root/verify/"
cp -r verify/rules "$root/verify/rules"
printf 'archs: [sm_90]\n' >"$root/targets.yaml"
export AKGEN_GPU_ARCH=sm_90 AKGEN_SANITIZER="$PWD/tests/fakegpu/sanitizer.sh" XDG_CACHE_HOME="$tmp/cache"
db=$root/generated/provenance.db
variant=$root/generated/variants/gelu_tanh_bf16_sm90.cu
family=$root/templates/gelu_tanh/vec.cu
gen() { "$akgen" -C "$root" generate --op gelu_tanh --dtype bf16 --budget 1 --width 1 --time 86400 --json "$@"; }
# the newest job's status and its gate verdict ("-" for none)
last() {
	python3 - "$db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
jid, status = db.execute("select id, status from jobs order by id desc limit 1").fetchone()
v = db.execute("select v.verdict from verdicts v join attempts a on a.id = v.attempt_id "
               "where a.job_id = ? and v.stage = 'GATE' order by v.id desc limit 1", (jid,)).fetchone()
print(status, v[0] if v else "-")
PY
}
mark() { # the family's text with a marker for the fake harness (none: as it was)
	cp "$tmp/family.orig" "$family"
	[ -z "$1" ] || printf '// fakegpu: %s\n' "$1" >>"$family"
}
cp "$family" "$tmp/family.orig"

gen --budget 2 --width 2 >/dev/null 2>"$tmp/e" && ok || { bad "the first generation exits $?"; cat "$tmp/e"; }
[ "$(last)" = "vetted -" ] && ok || bad "a first variant is gated: $(last)"

# the same timings: adopted
gen --force >/dev/null 2>"$tmp/e" && ok || { bad "the same again exits $?"; cat "$tmp/e"; }
[ "$(last)" = "vetted PASS_GATE" ] && ok || bad "the same timings: $(last)"

# 5% slower: not adopted, the previous variant kept and said so
sha0=$(sha256sum "$variant" | cut -c1-64)
mark slower
gen >"$tmp/r.json" 2>"$tmp/e"
[ $? -eq 1 ] && ok || { bad "a refused variant's run does not exit 1"; cat "$tmp/e"; }
[ "$(last)" = "failed REGRESSION" ] && ok || bad "a slower variant: $(last)"
grep -q "not adopted: slower than job" "$tmp/e" && ok || { bad "the run did not say why"; cat "$tmp/e"; }
[ "$(sha256sum "$variant" | cut -c1-64)" = "$sha0" ] && ok || bad "the previous variant was replaced"
"$akgen" -C "$root" plan >"$tmp/p" 2>&1
grep -q "kept: the gate refused a newer variant, slower than job" "$tmp/p" && ok || { bad "plan does not say it"; cat "$tmp/p"; }
python3 - "$db" <<'PY' && ok || bad "the gate's record lacks both figures"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
detail, evidence = db.execute("select detail, evidence from verdicts where verdict = 'REGRESSION'").fetchone()
assert " us (" in detail and "against" in detail and "noise" in detail, detail
assert evidence.count(" against ") >= 1 and "against job" in evidence, evidence
PY
"$akgen" -C "$root" audit --quiet >"$tmp/a" 2>&1 && ok || { bad "audit after a refusal"; cat "$tmp/a"; }

# --accept-regression adopts it
gen --accept-regression >/dev/null 2>"$tmp/e" && ok || { bad "--accept-regression exits $?"; cat "$tmp/e"; }
[ "$(last)" = "vetted ACCEPTED_REGRESSION" ] && ok || bad "an accepted regression: $(last)"
grep -q "fakegpu: slower" "$variant" && ok || bad "the accepted variant was not written"

# faster than that: adopted
mark faster
gen >/dev/null 2>"$tmp/e" && ok || { bad "a faster variant exits $?"; cat "$tmp/e"; }
[ "$(last)" = "vetted PASS_GATE" ] && ok || bad "a faster variant: $(last)"

echo "gate: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
