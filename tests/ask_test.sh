#!/bin/sh
# akgen ask against tests/fakellm.py (both API shapes, every scripted
# scenario) and the command backend: outcomes, tries, time limits, and that a
# planted key reaches no output, log, message or file.
# usage: ask_test.sh AKGEN (run from the source tree's root)
set -u
akgen=$1
pass=0
fail=0
tmp=$(mktemp -d)
key=sk-test-PLANTED-4f2a
launcher=akops_gelu_tanh_bf16_sm90
spec=specs/gelu_tanh.yaml
srv=
trap '[ -n "$srv" ] && kill "$srv" 2>/dev/null; rm -rf "$tmp"' EXIT

ok() { pass=$((pass + 1)); }
bad() {
	echo "FAIL $*"
	fail=$((fail + 1))
}

. tests/fakellm.sh

# ask NAME SHAPE SCENARIO [ARGS...]: akgen ask --json into $tmp/NAME.{out,err,rc}
ask() {
	name=$1 shape=$2 scen=$3
	shift 3
	AK_TEST_KEY=$key "$akgen" ask --backend "$shape" --endpoint "http://127.0.0.1:$port/$scen" \
		--model fake-model --key-env AK_TEST_KEY --backoff 0.01 --connect-timeout 2 --timeout 10 \
		--extract $launcher --json "$@" $spec --dtype bf16 --arch sm_90 >"$tmp/$name.out" 2>"$tmp/$name.err"
	echo $? >"$tmp/$name.rc"
}

# expect NAME FIELD VALUE: the JSON output's "FIELD": VALUE (as printed)
expect() {
	if grep -qF -- "\"$2\": $3" "$tmp/$1.out"; then
		ok
	else
		bad "$1: expected \"$2\": $3"
		sed 's/^/    /' "$tmp/$1.out" "$tmp/$1.err" | head -20
	fi
}

# served NAME SHAPE SCENARIO N: the server saw N requests of that scenario
served() {
	n=$(grep -c "\"scenario\": \"$3\", \"shape\": \"$2\"" "$tmp/server.log")
	[ "$n" -eq "$4" ] && ok || bad "$1: the server saw $n requests, expected $4"
}

wall() { sed -n 's/.*"wall_ms": \([0-9]*\).*/\1/p' "$tmp/$1.out"; }

# a prompt template with a byte that is not UTF-8 (JSON cannot hold it)
mkdir -p "$tmp/badtpl/prompts"
cp templates/prompts/system.txt "$tmp/badtpl/prompts/"
{ cat templates/prompts/propose.txt; printf 'caf\351\n'; } >"$tmp/badtpl/prompts/propose.txt"

for b in openai anthropic; do
	# such a prompt is refused before anything is sent: once it went as no message at all
	ask $b-badprompt $b badprompt --templates "$tmp/badtpl"
	expect $b-badprompt outcome '"BAD_UTF8"'
	expect $b-badprompt tries 0
	grep -q "the prompt is not UTF-8 (byte 0xe9 at offset [0-9]* of [0-9]*); nothing was sent" "$tmp/$b-badprompt.out" \
		"$tmp/$b-badprompt.err" && ok || bad "$b-badprompt: the message does not say where: $(cat "$tmp/$b-badprompt.err")"
	served $b-badprompt $b badprompt 0

	ask $b-ok $b ok
	expect $b-ok outcome '"OK"'
	expect $b-ok tries 1
	expect $b-ok status 200
	expect $b-ok tokens_in 1200
	expect $b-ok tokens_out 800
	expect $b-ok chosen 1
	served $b-ok $b ok 1
	[ "$(cat "$tmp/$b-ok.rc")" = 0 ] && ok || bad "$b-ok: exit status $(cat "$tmp/$b-ok.rc")"
	ask $b-okfile $b ok -o "$tmp/$b-source.cu"
	cmp -s "$tmp/$b-source.cu" "$tmp/kernel.cu" && ok || bad "$b-okfile: the source written differs from the kernel"

	ask $b-repair1 $b repair
	ask $b-repair2 $b repair -o "$tmp/$b-repaired.cu"
	expect $b-repair1 outcome '"OK"'
	grep -q "this does not compile" "$tmp/$b-repair1.out" && ok || bad "$b-repair1: the broken kernel is not extracted"
	cmp -s "$tmp/$b-repaired.cu" "$tmp/kernel.cu" && ok || bad "$b-repair2: the repair is not the kernel"

	ask $b-429 $b r429
	expect $b-429 outcome '"OK"'
	expect $b-429 tries 2
	served $b-429 $b r429 2
	[ "$(wall $b-429)" -ge 950 ] && ok || bad "$b-429: retry-after 1 not honoured (wall $(wall $b-429) ms)"

	ask $b-500 $b r500
	expect $b-500 outcome '"OK"'
	expect $b-500 tries 2

	ask $b-503 $b always503 --retries 2
	expect $b-503 outcome '"HTTP_ERROR"'
	expect $b-503 tries 3
	expect $b-503 status 503
	served $b-503 $b always503 3

	ask $b-budget $b always503 --retries 5 --max-requests 2
	expect $b-budget outcome '"BUDGET"'
	expect $b-budget tries 2

	for s in quota r401 r400; do
		ask $b-$s $b $s
		expect $b-$s outcome '"HTTP_ERROR"'
		expect $b-$s tries 1
		served $b-$s $b $s 1
	done
	expect $b-r401 status 401

	ask $b-badjson $b badjson
	expect $b-badjson outcome '"BAD_JSON"'
	expect $b-badjson tries 1

	ask $b-partial $b partial --retries 1
	expect $b-partial outcome '"NETWORK"'
	expect $b-partial tries 2

	ask $b-slow $b slow --timeout 1 --retries 0
	expect $b-slow outcome '"TIMEOUT"'
	expect $b-slow tries 1
	# the answer comes after 3 s: TIMEOUT says the limit cut it; no upper bound on
	# the time (a loaded machine is slow), only that the limit was waited for
	w=$(wall $b-slow)
	[ "$w" -ge 900 ] && ok || bad "$b-slow: the 1 s limit ended it after $w ms"

	ask $b-huge $b huge --max-bytes 65536
	expect $b-huge outcome '"TOO_LARGE"'
	expect $b-huge tries 1

	ask $b-utf8 $b badutf8
	expect $b-utf8 outcome '"BAD_UTF8"'

	ask $b-length $b length
	expect $b-length outcome '"TRUNCATED"'
	grep -q '"outcome": "TRUNCATED",' "$tmp/$b-length.out" && grep -qF '"source": null' "$tmp/$b-length.out" &&
		ok || bad "$b-length: a truncated answer gave a source"

	ask $b-nousage $b nousage
	expect $b-nousage outcome '"OK"'
	expect $b-nousage tokens_in -1

	# no key in the environment: nothing is sent
	env -u AK_TEST_KEY "$akgen" ask --backend $b --endpoint "http://127.0.0.1:$port/nokey" --model m \
		--key-env AK_TEST_KEY --json $spec --dtype bf16 --arch sm_90 >"$tmp/$b-nokey.out" 2>&1
	expect $b-nokey outcome '"NO_KEY"'
	served $b-nokey $b nokey 0
done

# the config file: its values, flags win; the key only by its variable's name
cat >"$tmp/llm.conf" <<EOF
# a test config
backend = anthropic
endpoint = http://127.0.0.1:$port/ok
model = from-config
key_env = AK_TEST_KEY
retries = 0
EOF
AK_TEST_KEY=$key "$akgen" ask --config "$tmp/llm.conf" --model from-flag --json $spec --dtype bf16 --arch sm_90 \
	>"$tmp/conf.out" 2>"$tmp/conf.err"
expect conf outcome '"OK"'
tail -1 "$tmp/server.log" | grep -q '"shape": "anthropic".*"model": "from-flag"' && ok || bad "conf: the flag did not win"
printf 'model = x\nnosuch = 1\n' >"$tmp/bad.conf"
"$akgen" ask --config "$tmp/bad.conf" $spec --dtype bf16 --arch sm_90 >"$tmp/badconf.out" 2>&1
grep -q "bad.conf:2: unknown key" "$tmp/badconf.out" && ok || bad "badconf: $(cat "$tmp/badconf.out")"

# every request carried the key in its header and nowhere else
n=$(grep -c '"key_in_header": true, "key_elsewhere": false' "$tmp/server.log")
t=$(wc -l <"$tmp/server.log")
[ "$n" -eq "$t" ] && ok || bad "key: $n of $t requests carried the key only in its header"

# the command backend
printf 'Sure.\n\n```cuda\n' >"$tmp/answer.md"
cat "$tmp/kernel.cu" >>"$tmp/answer.md"
printf '```\n' >>"$tmp/answer.md"
# cmd NAME [ARGS...] -- COMMAND...
cmd() {
	name=$1
	shift
	AK_TEST_KEY=$key "$akgen" ask --backend command --extract $launcher --json "$@" >"$tmp/$name.out" 2>"$tmp/$name.err"
}
cmd cmd-ok $spec --dtype bf16 --arch sm_90 -- sh -c 'cat >"$0"; cat "$1"' "$tmp/prompt.txt" "$tmp/answer.md"
expect cmd-ok outcome '"OK"'
expect cmd-ok status 0
grep -q "$launcher" "$tmp/prompt.txt" && ok || bad "cmd-ok: the prompt on stdin lacks the launcher"
grep -qF '"source": "/* akops candidate' "$tmp/cmd-ok.out" && ok || bad "cmd-ok: no source extracted"
cmd cmd-slow --timeout 1 $spec --dtype bf16 --arch sm_90 -- sh -c 'sleep 5'
expect cmd-slow outcome '"TIMEOUT"'
w=$(wall cmd-slow)
[ "$w" -ge 900 ] && ok || bad "cmd-slow: the 1 s limit ended it after $w ms"
cmd cmd-exit $spec --dtype bf16 --arch sm_90 -- sh -c 'echo broken >&2; exit 3'
expect cmd-exit outcome '"COMMAND_FAILED"'
expect cmd-exit status 3
grep -q "exited 3.*: broken" "$tmp/cmd-exit.out" && ok || bad "cmd-exit: no exit status or stderr in the message"
cmd cmd-flood --max-bytes 65536 $spec --dtype bf16 --arch sm_90 -- sh -c 'yes'
expect cmd-flood outcome '"TOO_LARGE"'
cmd cmd-none $spec --dtype bf16 --arch sm_90 -- sh -c 'echo no code here'
expect cmd-none outcome '"OK"'
grep -qF '"outcome": "NO_CODE"' "$tmp/cmd-none.out" && ok || bad "cmd-none: no NO_CODE"
cmd cmd-missing $spec --dtype bf16 --arch sm_90 -- /nonexistent/agent
expect cmd-missing outcome '"COMMAND_FAILED"'

# akgen cancelled (SIGTERM, as a build system's timeout sends) ends by that signal,
# and the command it was running dies with it, with all it started
. tests/procs.sh
AK_TEST_KEY=$key "$akgen" ask --backend command --timeout 60 --json $spec --dtype bf16 --arch sm_90 -- \
	sh -c "sleep 60 & echo \$! >$tmp/bg.tmp && mv $tmp/bg.tmp $tmp/bg; wait" >"$tmp/cmd-cancel.out" 2>"$tmp/cmd-cancel.err" &
a=$!
waitlines "$tmp/bg" 1
bg=$(cat "$tmp/bg" 2>/dev/null)
kill -TERM $a
wait $a
rc=$?
[ $rc -eq 143 ] && ok || bad "cmd-cancel: akgen ended $rc, not by SIGTERM (143)"
if [ -z "$bg" ]; then
	bad "cmd-cancel: the command never started its background process"
elif gone "$bg"; then
	ok
else
	bad "cmd-cancel: the command's background process $bg outlived akgen"
	kill "$bg" 2>/dev/null
fi

# the planted key is in no output, message or file
if grep -rlF "$key" "$tmp" >"$tmp/leaks" 2>/dev/null; then
	bad "the key leaked into: $(tr '\n' ' ' <"$tmp/leaks")"
else
	ok
fi
if grep -l "AddressSanitizer\|runtime error\|LeakSanitizer" "$tmp"/*.err "$tmp"/*.out >/dev/null 2>&1; then
	bad "sanitizer report in $(grep -l "AddressSanitizer\|runtime error\|LeakSanitizer" "$tmp"/*.err "$tmp"/*.out | head -3)"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
