#!/bin/sh
# generate_llm_test.sh: akgen generate with a model proposing, on a machine
# without a GPU (--compile-only), against tests/fakellm.py and a command: a
# kernel that does not compile, then its repair after the compiler's errors
# are fed back; answers without code; every prompt and response recorded with
# model, tokens, latency and status; a planted key in no file akgen wrote.
#
# usage: generate_llm_test.sh AKGEN (from the repository root)
set -u
akgen=$1
. "$(dirname "$0")/common.sh"
key=sk-test-PLANTED-7c1e
srv=
trap '[ -n "$srv" ] && kill "$srv" 2>/dev/null; rm -rf "$tmp"' EXIT
export AKGEN_GPU_ARCH=none AK_TEST_KEY=$key
mkdir -p "$tmp/specs/ref"
cp specs/gelu_tanh.yaml "$tmp/specs/"
cp specs/ref/gelu_tanh.c "$tmp/specs/ref/"
. tests/fakellm.sh

# gen NAME SCENARIO [ARGS...]: generate for gelu_tanh bf16 sm_90 into $tmp/NAME
gen() {
	name=$1 scen=$2
	shift 2
	"$akgen" generate --specs "$tmp/specs" --out "$tmp/$name" --op gelu_tanh --dtype bf16 --arch sm_90 \
		--llm endpoint="http://127.0.0.1:$port/$scen" --llm model=fake-model --llm key_env=AK_TEST_KEY \
		--llm backoff=0.01 --json "$@" >"$tmp/$name.json" 2>"$tmp/$name.err"
	echo $? >"$tmp/$name.rc"
}
q() { python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])" "$@"; }

# the repair: a broken kernel, its compiler errors fed back, then one that compiles
gen repair repair --compile-only
[ "$(cat "$tmp/repair.rc")" = 0 ] && ok || bad "repair exits $(cat "$tmp/repair.rc"): $(cat "$tmp/repair.err")"
db=$tmp/repair/provenance.db
[ "$(q "$db" 'select count(*) from attempts')" = 2 ] && ok || bad "two attempts"
[ "$(q "$db" "select verdict from verdicts where attempt_id = 1")" = FAIL_COMPILE ] && ok || bad "the first fails to compile"
[ "$(q "$db" "select group_concat(verdict, ' ') from verdicts where attempt_id = 2")" = "PASS_STATIC NO_GPU" ] && ok ||
	bad "the second compiles, unverified"
[ "$(q "$db" "select status from jobs")" = compiled_only ] && ok || bad "the job is compiled only"
q "$db" "select prompt from attempts where id = 2" | grep -q 'error: "this" may only be used' && ok ||
	bad "the second prompt carries the compiler's error"
q "$db" "select prompt from attempts where id = 1" | grep -q 'akops_gelu_tanh_bf16_sm90' && ok || bad "the prompt names the launcher"
[ "$(q "$db" "select model || ' ' || tokens_in || ' ' || tokens_out || ' ' || http_status from attempts where id = 2")" = \
	"fake-model 1200 800 200" ] && ok || bad "model, tokens and status recorded"
q "$db" "select response from attempts where id = 2" | grep -q 'Here is the kernel' && ok || bad "the response, verbatim"
cmp -s "$tmp/kernel.cu" "$tmp/repair/variants/gelu_tanh_bf16_sm90.cu" && ok || bad "the variant is the answer's code"
q "$db" "select proposer from attempts where id = 2" | grep -qx 'llm:openai:fake-model' && ok || bad "the proposer"
q "$db" "select proposer from runs" | grep -qx 'llm:openai:fake-model' && ok || bad "the run's proposer"
[ "$(grep -c '"scenario": "repair"' "$tmp/server.log")" = 2 ] && ok || bad "two requests"

# what the model made stays fresh under the template search's plan: a plain
# plan calls it fresh, a plain generate does not search it again
"$akgen" plan --specs "$tmp/specs" --out "$tmp/repair" >"$tmp/plan.txt" 2>&1
grep -Eq '^gelu_tanh +sm_90 +bf16 +fresh .* made by another proposer' "$tmp/plan.txt" && ok ||
	bad "the model's job is not fresh: $(cat "$tmp/plan.txt")"
python3 - "$db" <<'PY' && ok || bad "the job records the model proposer's hash"
import hashlib, sqlite3, sys
h = sqlite3.connect(sys.argv[1]).execute("select proposer_sha256 from jobs").fetchone()[0]
assert len(h) == 64 and h != hashlib.sha256(b"proposer template-search\nseed 0\n").hexdigest(), h
PY
"$akgen" generate --specs "$tmp/specs" --out "$tmp/repair" --op gelu_tanh --dtype bf16 --arch sm_90 --compile-only \
	>/dev/null 2>"$tmp/plain.err" && ok || bad "a plain generate after the model's: $(cat "$tmp/plain.err")"
[ "$(q "$db" 'select count(*) from attempts')" = 2 ] && ok || bad "a plain generate searched the model's job again"
cmp -s "$tmp/kernel.cu" "$tmp/repair/variants/gelu_tanh_bf16_sm90.cu" && ok || bad "a plain generate replaced the model's variant"

# answers without code: NO_CANDIDATE each, the job fails when the budget is spent
gen trunc length --compile-only --budget 2
[ "$(cat "$tmp/trunc.rc")" = 1 ] && ok || bad "a job without a candidate exits $(cat "$tmp/trunc.rc"), not 1"
[ "$(q "$tmp/trunc/provenance.db" "select count(*) from verdicts where verdict = 'NO_CANDIDATE' and stage = 'PROPOSE'")" = 2 ] &&
	ok || bad "two NO_CANDIDATE verdicts"
[ "$(q "$tmp/trunc/provenance.db" "select status from jobs")" = failed ] && ok || bad "the job failed"

# budgets: a job's requests, then the run's; the job ends when it is spent
# (Anthropic's shape: the fake's "repair" counts anew, its first answer broken)
gen jobbudget repair --compile-only --job-requests 1 --llm backend=anthropic
[ "$(cat "$tmp/jobbudget.rc")" = 1 ] && ok || bad "a spent job budget exits $(cat "$tmp/jobbudget.rc"), not 1"
q "$tmp/jobbudget/provenance.db" "select group_concat(verdict, ' ') from verdicts" | grep -qx 'FAIL_COMPILE NO_CANDIDATE' &&
	ok || bad "the job's budget: $(q "$tmp/jobbudget/provenance.db" "select group_concat(detail, ' | ') from verdicts")"
q "$tmp/jobbudget/provenance.db" "select detail from verdicts where verdict = 'NO_CANDIDATE'" | grep -q 'BUDGET' && ok ||
	bad "the budget is named"
gen runbudget ok --compile-only --llm max_requests=0
[ "$(cat "$tmp/runbudget.rc")" = 0 ] && ok || bad "an unlimited run budget: exit $(cat "$tmp/runbudget.rc")"

# no GPU and no --compile-only: the job is left, nothing asked
n0=$(wc -l <"$tmp/server.log")
gen left ok
[ "$(cat "$tmp/left.rc")" = 0 ] && ok || bad "a left job exits $(cat "$tmp/left.rc")"
grep -q 'no GPU of arch sm_90 here: left as it was' "$tmp/left.err" && ok || bad "the left job is named"
[ "$(wc -l <"$tmp/server.log")" = "$n0" ] && ok || bad "a left job asked the model"
# and a run with nothing else to do writes nothing: no database, no run, no files
[ ! -e "$tmp/left" ] && ok || bad "a run that could do nothing wrote $(find "$tmp/left" | head -n 5)"

# the command backend: any program that answers on stdout
{
	echo '#!/bin/sh'
	echo 'cat >/dev/null'
	echo "echo 'Here:'; echo; echo '\`\`\`cuda'; cat '$tmp/kernel.cu'; echo '\`\`\`'"
} >"$tmp/answer.sh"
printf 'backend = command\ncommand = sh %s\ntimeout = 20\n' "$tmp/answer.sh" >"$tmp/cmd.conf"
"$akgen" generate --specs "$tmp/specs" --out "$tmp/cmd" --op gelu_tanh --dtype bf16 --arch sm_90 --compile-only \
	--llm-config "$tmp/cmd.conf" >"$tmp/cmd.out" 2>"$tmp/cmd.err" && ok || bad "the command backend: $(cat "$tmp/cmd.err")"
[ "$(q "$tmp/cmd/provenance.db" "select proposer from attempts")" = "command:sh" ] && ok || bad "the command's proposer"
cmp -s "$tmp/kernel.cu" "$tmp/cmd/variants/gelu_tanh_bf16_sm90.cu" && ok || bad "the command's code is the variant"

# an op no family covers keeps its model in the project (SPECS/OP.proposer): a plain
# generate (the build's regeneration) asks it, also after an edit to the spec
mkdir -p "$tmp/own/specs/ref" "$tmp/own/templates"
cp specs/gelu_tanh.yaml "$tmp/own/specs/"
cp specs/ref/gelu_tanh.c "$tmp/own/specs/ref/"
cp -R templates/prompts "$tmp/own/templates/"
ln -s "$(pwd)/verify" "$tmp/own/verify"
owngen() { "$akgen" -C "$tmp/own" generate --compile-only --op gelu_tanh --dtype bf16 --arch sm_90 "$@"; }
ownq() { q "$tmp/own/generated/provenance.db" "$1"; }
owngen >"$tmp/own0.out" 2>&1
[ $? = 1 ] && grep -q 'gelu_tanh sm_90 bf16: .*famil' "$tmp/own0.out" && ok ||
	bad "without its proposer, an op with no family: $(cat "$tmp/own0.out")"
rm -rf "$tmp/own/generated"
cp "$tmp/cmd.conf" "$tmp/own/specs/gelu_tanh.proposer"
owngen >"$tmp/own1.out" 2>&1 && ok || bad "the op's own proposer: $(cat "$tmp/own1.out")"
[ "$(ownq "select proposer from attempts")" = "command:sh" ] && ok || bad "the op's own proposer made the candidate"
[ "$(ownq "select proposer from runs")" = "template-search; gelu_tanh: command:sh" ] && ok ||
	bad "the run names the op's proposer: $(ownq "select proposer from runs")"
cmp -s "$tmp/kernel.cu" "$tmp/own/generated/variants/gelu_tanh_bf16_sm90.cu" && ok || bad "the op's proposer's code is the variant"
"$akgen" -C "$tmp/own" plan >"$tmp/own.plan" 2>&1
grep -Eq '^gelu_tanh +sm_90 +bf16 +fresh +compiled_only +[0-9a-f]+ *$' "$tmp/own.plan" && ok ||
	bad "its job is fresh under its own proposer's key: $(cat "$tmp/own.plan")"
grep -q 'specs/gelu_tanh.proposer' "$tmp/own/generated/akops.ninja" && ok || bad "the regeneration does not depend on the proposer"
# an edit to the spec: stale, and regenerated by its own proposer
printf '# an edit\n' >>"$tmp/own/specs/gelu_tanh.yaml"
"$akgen" -C "$tmp/own" plan >"$tmp/own.plan1" 2>&1
grep -Eq '^gelu_tanh +sm_90 +bf16 +stale' "$tmp/own.plan1" && ok || bad "the edited spec's job is not stale"
owngen >"$tmp/own2.out" 2>&1 && ok || bad "the edited op regenerated: $(cat "$tmp/own2.out")"
[ "$(ownq "select count(*) from attempts where proposer = 'command:sh'")" = 2 ] && ok ||
	bad "the edited op was not asked of its own proposer again"
"$akgen" -C "$tmp/own" plan >"$tmp/own.plan1" 2>&1
grep -Eq '^gelu_tanh +sm_90 +bf16 +fresh' "$tmp/own.plan1" && ok || bad "fresh again"
# another model kept for it: what the first one made stays fresh, as for --llm
# (generate --force asks the new one)
printf 'backend = command\ncommand = sh %s\ntimeout = 21\nmax_tokens = 5000\n' "$tmp/answer.sh" >"$tmp/own/specs/gelu_tanh.proposer"
"$akgen" -C "$tmp/own" plan >"$tmp/own.plan2" 2>&1
grep -Eq '^gelu_tanh +sm_90 +bf16 +fresh .*made by another proposer' "$tmp/own.plan2" && ok ||
	bad "a changed proposer: $(cat "$tmp/own.plan2")"
# a proposer file that is not a configuration: refused, naming it
printf 'not a setting\n' >"$tmp/own/specs/gelu_tanh.proposer"
"$akgen" -C "$tmp/own" plan >"$tmp/own3.out" 2>&1
[ $? -ne 0 ] && grep -q 'gelu_tanh.proposer' "$tmp/own3.out" && ok || bad "a bad proposer file: $(cat "$tmp/own3.out")"
# a shape class of that op: its job asks the op's own proposer too (whose fixed answer
# defines the default class's launcher, not the class's: refused, as it should be)
cp "$tmp/cmd.conf" "$tmp/own/specs/gelu_tanh.proposer"
printf '  - { n: 3072 }\nclasses:\n  - { name: small, when: "n <= 65536" }\n' >>"$tmp/own/specs/gelu_tanh.yaml"
owngen --class small >"$tmp/own4.out" 2>&1
[ "$(ownq "select count(*) from attempts a join job_classes c on c.job_id = a.job_id where c.class = 'small' and a.proposer = 'command:sh'")" -ge 1 ] &&
	ok || { bad "the class's job was not asked of the op's own proposer"; cat "$tmp/own4.out"; }

# a server that echoes the key as its model's name: the name is stored scrubbed
gen echo echomodel --compile-only
[ "$(cat "$tmp/echo.rc")" = 0 ] && ok || bad "echomodel exits $(cat "$tmp/echo.rc"): $(cat "$tmp/echo.err")"
q "$tmp/echo/provenance.db" "select model from attempts" | grep -qx 'fake-\*\**' && ok ||
	bad "the echoed model is stored as $(q "$tmp/echo/provenance.db" "select model from attempts")"

# a bad setting is a bad command line
"$akgen" generate --specs "$tmp/specs" --out "$tmp/bad" --llm nosuch=1 >/dev/null 2>"$tmp/bad.err"
[ $? = 2 ] && ok || bad "--llm nosuch=1 is not refused"

# replay: the variant again from the recorded answer, with the server gone
kill "$srv" 2>/dev/null
wait "$srv" 2>/dev/null
srv=
cp "$tmp/repair/variants/gelu_tanh_bf16_sm90.cu" "$tmp/keep.cu"
rm "$tmp/repair/variants/gelu_tanh_bf16_sm90.cu"
"$akgen" replay --specs "$tmp/specs" --out "$tmp/repair" --quiet >"$tmp/replay.out" 2>&1 && ok ||
	bad "replay of a model's variant: $(cat "$tmp/replay.out")"
cmp -s "$tmp/keep.cu" "$tmp/repair/variants/gelu_tanh_bf16_sm90.cu" && ok || bad "replay restored another source"

# the key: in no file akgen wrote, no output, no message
if grep -rl "$key" "$tmp"/repair* "$tmp"/trunc* "$tmp"/left* "$tmp"/cmd* "$tmp"/echo* 2>/dev/null | grep -q .; then
	bad "the key leaked into $(grep -rl "$key" "$tmp"/repair* "$tmp"/trunc* "$tmp"/left* "$tmp"/cmd* "$tmp"/echo*)"
else
	ok
fi
grep -q '"key_elsewhere": true' "$tmp/server.log" && bad "the key was sent outside its header" || ok
echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
