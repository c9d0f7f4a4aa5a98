#!/bin/sh
# build_cancel.sh: akgen build cancelled (SIGTERM, SIGHUP: a build system's
# timeout, a closed terminal) or killed outright (SIGKILL) leaves nothing
# running: not ninja, not the commands ninja runs (each in a process group of
# its own, as ninja makes them), not what those started (as nvcc starts cicc
# and ptxas). The build here is a stand-in: a build.ninja whose two commands
# start a child each and sleep, recording their pids.
# usage: build_cancel.sh AKGEN (from the repository root)
set -u
akgen=$1
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { pass=$((pass + 1)); }
bad() {
	echo "FAIL $*"
	fail=$((fail + 1))
}
. tests/procs.sh

command -v ninja >/dev/null || { echo "FAIL: no ninja"; exit 1; }
mkdir -p "$tmp/specs/ref" "$tmp/gen"
cp specs/gelu_tanh.yaml "$tmp/specs/"
cp specs/ref/gelu_tanh.c "$tmp/specs/ref/"
# a command as slow as nvcc, with a child of its own like cicc
cat >"$tmp/slow.sh" <<EOF
sleep 300 &
echo \$! >>"$tmp/pids"
echo \$\$ >>"$tmp/pids"
wait
EOF
cat >"$tmp/gen/build.ninja" <<EOF
rule slow
  command = sh $tmp/slow.sh \$out
build $tmp/a: slow
build $tmp/b: slow
default $tmp/a $tmp/b
EOF

# the children of PID, from /proc
children() {
	for s in /proc/[0-9]*/stat; do
		sed -n "s/^\([0-9]*\) (.*) [A-Za-z] $1 .*/\1/p" "$s" 2>/dev/null
	done
}

# cancel NAME SIGNAL WANT_STATUS: akgen build, stopped by SIGNAL once both commands run
cancel() {
	rm -f "$tmp/pids"
	"$akgen" build --allow-unvetted --specs "$tmp/specs" --out "$tmp/gen" \
		>"$tmp/$1.out" 2>&1 &
	a=$!
	if ! waitlines "$tmp/pids" 4; then
		bad "$1: the build's commands did not start"
		sed 's/^/    /' "$tmp/$1.out"
		kill -KILL $a 2>/dev/null
		return
	fi
	ninja=$(children $a)
	[ -n "$ninja" ] && ok || bad "$1: no ninja under akgen"
	kill "-$2" $a
	wait $a
	rc=$?
	[ "$rc" -eq "$3" ] && ok || bad "$1: akgen exited $rc, expected $3 (ended by the signal)"
	for p in $ninja $(cat "$tmp/pids"); do
		if gone "$p"; then
			ok
		else
			bad "$1: $p ($(cat /proc/$p/cmdline 2>/dev/null | tr '\0' ' ')) is still running"
			kill -KILL "$p" 2>/dev/null
		fi
	done
	grep -q "AddressSanitizer\|runtime error" "$tmp/$1.out" && bad "$1: a sanitizer report" || ok
}

cancel sigterm TERM 143
cancel sighup HUP 129
# killed outright, akgen cannot pass anything on: ninja is told by the kernel
# (SIGTERM, its parent-death signal) and stops its commands itself
cancel sigkill KILL 137

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
