#!/bin/sh
# gate_test.sh: the regression gate (tool/gate.c, tool/gatetime.c). A job vetted again
# is compared with the variant it would replace, timed again beside it, at every bench
# shape: as fast, or faster, it is adopted (GATE PASS_GATE); slower beyond the noise it
# is not (GATE REGRESSION: the job fails, the previous variant keeps shipping unchanged,
# and akgen plan says why); --accept-regression adopts it (GATE ACCEPTED_REGRESSION).
# The same source is not timed again; the previous record's own figures, from another
# day, are never the baseline; a previous variant that no longer builds is no baseline.
# Slower at the spec's least alignment alone is a regression too; a side not timed
# there is said, not judged.
# With tests/fakegpu's stand-in harness, whose timings a source's "fakegpu: slower"
# or "fakegpu: faster" moves by 5% (here put in the family's text, which also makes
# the job stale).
#
# usage: gate_test.sh AKGEN (from the repository root)
set -u
akgen=$1
. "$(dirname "$0")/common.sh"
root=$tmp/root
fakeproject "$root"
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
# SQL run on the database (python3's sqlite3: CI has no sqlite3 command), its rows
# a line each
sql() {
	python3 -c 'import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for r in db.execute(sys.argv[2]): print(*r)
db.commit()' "$db" "$1"
}
# the newest job's gate detail, and how many baseline attempts it made
detail() {
	sql "select v.detail from verdicts v join attempts a on a.id = v.attempt_id where v.stage = 'GATE'
		and a.job_id = (select max(id) from jobs) order by v.id desc limit 1"
}
baselines() {
	sql "select count(*) from attempts where job_id = (select max(id) from jobs)
		and json_extract(params, '$.role') = 'gate-baseline'"
}
mark() { # the family's text with a marker for the fake harness (none: as it was)
	cp "$tmp/family.orig" "$family"
	[ -z "$1" ] || printf '// fakegpu: %s\n' "$1" >>"$family"
}
cp "$family" "$tmp/family.orig"

gen --budget 2 --width 2 >/dev/null 2>"$tmp/e" && ok || { bad "the first generation exits $?"; cat "$tmp/e"; }
[ "$(last)" = "vetted -" ] && ok || bad "a first variant is gated: $(last)"

# the same source: adopted, not timed again
gen --force >/dev/null 2>"$tmp/e" && ok || { bad "the same again exits $?"; cat "$tmp/e"; }
[ "$(last)" = "vetted PASS_GATE" ] && ok || bad "the same timings: $(last)"
[ "$(detail)" = "not compared: the same source as job 1's variant: not timed again" ] && ok ||
	bad "the same source: $(detail)"
[ "$(baselines)" = 0 ] && ok || bad "the same source was timed again: $(baselines) baselines"

# 5% slower: not adopted, the previous variant kept and said so
sha0=$(sha256sum "$variant" | cut -c1-64)
mark slower
gen >"$tmp/r.json" 2>"$tmp/e"
[ $? -eq 1 ] && ok || { bad "a refused variant's run does not exit 1"; cat "$tmp/e"; }
[ "$(last)" = "failed REGRESSION" ] && ok || bad "a slower variant: $(last)"
[ "$(baselines)" = 1 ] && ok || bad "a changed source's baseline: $(baselines) attempts"
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

# what follows rewrites the database's records of the shipping variant, as no
# project would: the cases the gate must see through
# the previous record's figures 10% faster than its kernel runs today (timed on a
# faster day): an unchanged kernel, its source changed in a comment only, is adopted,
# its baseline being the previous variant timed now
sql "update measurements set median_us = median_us * 0.9, p10_us = p10_us * 0.9, p90_us = p90_us * 0.9,
	roofline_frac = roofline_frac / 0.9 where attempt_id = (select best_attempt_id from jobs
	where status = 'vetted' order by id desc limit 1)"
mark faster
printf '// the same kernel, another comment\n' >>"$family"
gen >/dev/null 2>"$tmp/e" && ok || { bad "an unchanged kernel after a faster day exits $?"; cat "$tmp/e"; }
[ "$(last)" = "vetted PASS_GATE" ] && ok || bad "an unchanged kernel after a faster day: $(last)"
detail | grep -q "^no bench shape slower" && ok || bad "its gate: $(detail)"
sql "select evidence from verdicts where stage = 'GATE' order by id desc limit 1" |
	grep -q "timed again beside it (attempt [0-9]*)" && ok || bad "the evidence does not name the baseline"
python3 - "$db" <<'PY' && ok || bad "the baseline attempt's record"
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
job = db.execute("select max(id) from jobs").fetchone()[0]
prev = db.execute("select id, best_attempt_id from jobs where status = 'vetted' and id < ? order by id desc limit 1",
                  (job,)).fetchone()
rows = db.execute("select id, proposer, params, source from attempts where job_id = ? and "
                  "json_extract(params, '$.role') = 'gate-baseline'", (job,)).fetchall()
assert len(rows) == 1, rows
aid, proposer, params, source = rows[0]
p = json.loads(params)
assert proposer == "previous:job %d" % prev[0], proposer
assert (p["previous_job"], p["previous_attempt"]) == prev, p
assert source == db.execute("select source from attempts where id = ?", (prev[1],)).fetchone()[0]
verdicts = [v for (v,) in db.execute("select verdict from verdicts where attempt_id = ? order by id", (aid,))]
assert verdicts[-1] == "BENCHED", verdicts
assert db.execute("select count(*) from measurements where attempt_id = ?", (aid,)).fetchone()[0] > 0
PY
# a previous variant that no longer builds is no baseline: adopted, saying so
sql "update attempts set source = source || '#error gone' || char(10) where id = (select best_attempt_id
	from jobs where status = 'vetted' order by id desc limit 1)"
mark slower
gen >/dev/null 2>"$tmp/e" && ok || { bad "with a baseline that does not build, exits $?"; cat "$tmp/e"; }
[ "$(last)" = "vetted PASS_GATE" ] && ok || bad "with a baseline that does not build: $(last)"
detail | grep -q "^not compared: job [0-9]*'s variant could not be timed again here (FAIL_COMPILE" && ok ||
	bad "with a baseline that does not build: $(detail)"

# the times at the spec's least alignment (the stand-in's second bench shape; none on
# the first): slower there alone is a regression as well, said so; a side not timed so
# is said, and not judged
evidence() {
	sql "select v.evidence from verdicts v join attempts a on a.id = v.attempt_id where v.stage = 'GATE'
		and a.job_id = (select max(id) from jobs) order by v.id desc limit 1"
}
mark "slower"
printf '// fakegpu: misaligned slower\n' >>"$family"
gen >/dev/null 2>"$tmp/e"
[ $? -eq 1 ] && ok || { bad "slower at the least alignment alone does not exit 1"; cat "$tmp/e"; }
[ "$(last)" = "failed REGRESSION" ] && ok || bad "slower at the least alignment alone: $(last)"
detail | grep -q "^slower than job [0-9]*'s variant at {[^}]*} at the spec's least alignment: [0-9.]* us against [0-9.]* us, beyond the noise" &&
	ok || bad "slower at the least alignment: $(detail)"
grep -q "not adopted: slower than job [0-9]*'s variant at .* at the spec's least alignment" "$tmp/e" && ok ||
	{ bad "the run did not say it was the least alignment"; cat "$tmp/e"; }
evidence | grep -q "at the least alignment not timed by either; .*at the least alignment [0-9.]* us against [0-9.]* us" &&
	ok || bad "the evidence at the least alignment: $(evidence)"
# a variant adopted where one side was not timed at the least alignment: the family
# gains LINE, the evidence says that side (WHO) was not timed so
adopted() {
	line=$1 who=$2
	mark "slower"
	printf '%s\n' "$line" >>"$family"
	gen >/dev/null 2>"$tmp/e" && ok || { bad "$who not timed at the least alignment exits $?"; cat "$tmp/e"; }
	[ "$(last)" = "vetted PASS_GATE" ] && ok || bad "$who not timed at the least alignment: $(last)"
	evidence | grep -q "at the least alignment not timed by $who" && ok ||
		bad "$who not timed at the least alignment: $(evidence)"
}
adopted '// fakegpu: misaligned untimed' "the new variant"
adopted '// another comment' "the baseline"

echo "gate: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
