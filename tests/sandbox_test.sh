#!/bin/sh
# sandbox_test.sh: what a child of akgen can reach, tried from inside by
# tests/sandbox_probe.c under each kind of sandbox (`akgen sandbox`): no key of
# akgen's environment, no file outside its scratch directory and the toolchain,
# no socket, no ptrace or signal to akgen, no memory or environment of akgen's
# through /proc; after a harness's start-up layers, no process, thread, execve,
# socket or executable mapping; a 32-bit system call kills it. Also: akgen names
# each mechanism it applies, and a mechanism left out by hand is named as missing.
# Run on the GPU machine by bench/h200-verify.sh too.
#
# usage: sandbox_test.sh AKGEN CC
set -u
akgen=$(realpath "$1")
cc=${2:-cc}
. "$(dirname "$0")/common.sh"
mkdir -p "$tmp/scratch"
"$cc" -O2 -o "$tmp/scratch/sandbox_probe" "$(dirname "$0")/sandbox_probe.c" -lpthread || exit 1
echo "a planted secret" >"$tmp/planted"

"$akgen" sandbox >"$tmp/report" 2>&1 || bad "akgen sandbox exits $?: $(cat "$tmp/report")"
for k in tool gpu command; do
	grep -q "^$k .*env:allowlist fs:landlock-[0-9]* net:netns.* seccomp:[a-z]" "$tmp/report" ||
		bad "akgen sandbox does not report every mechanism for $k: $(grep "^$k" "$tmp/report")"
done
grep -q '^gpu .*seccomp:gpu+startup fs-startup:landlock' "$tmp/report" || bad "no start-up layers for the harness"

probe() {
	kind=$1
	shift
	(cd "$tmp/scratch" && OPENAI_API_KEY=sk-planted-by-sandbox-test ANTHROPIC_API_KEY=sk-ant-planted \
		"$akgen" sandbox --kind "$kind" --scratch "$tmp/scratch" "$@" >"$tmp/out.$kind" 2>&1)
}
for kind in tool command; do
	probe $kind -- ./sandbox_probe "$tmp/planted" OPENAI_API_KEY || bad "$kind: $(grep -v '^ok' "$tmp/out.$kind")"
	grep -c '^ok' "$tmp/out.$kind" | grep -qx 11 || bad "$kind: not every check ran: $(cat "$tmp/out.$kind")"
done
probe gpu --startup -- ./sandbox_probe "$tmp/planted" ANTHROPIC_API_KEY --startup ||
	bad "gpu: $(grep -v '^ok' "$tmp/out.gpu")"
grep -c '^ok' "$tmp/out.gpu" | grep -qx 20 || bad "gpu: not every check ran: $(cat "$tmp/out.gpu")"

# a 32-bit system call would pass a filter written for the 64-bit table: the
# filter kills the process (SIGSYS: 128 + 31)
probe gpu -- ./sandbox_probe --int80
rc=$?
[ $rc -eq 159 ] || bad "a 32-bit system call ended with $rc, not SIGSYS (159): $(cat "$tmp/out.gpu")"

# the probe can tell: without landlock the planted file is readable, and the
# report says landlock is missing
probe tool --without landlock -- ./sandbox_probe "$tmp/planted" OPENAI_API_KEY &&
	bad "the probe found nothing to report with landlock left out"
grep -q '^FAIL planted file unreadable' "$tmp/out.tool" || bad "without landlock: $(cat "$tmp/out.tool")"
rm -f /tmp/akgen-sandbox-probe	# what the probe could write there then

[ $fails -eq 0 ] && echo "sandbox_test: every check held" || echo "sandbox_test: $fails failures"
exit $((fails != 0))
