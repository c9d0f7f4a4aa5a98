#!/bin/sh
# Run `akgen check` on every malformed spec in tests/specs-bad/ and require exit
# status 1 and, on stderr, every line the fixture announces with
#   # expect: LINE:COL: FIELD: message
# (prefixed by the fixture's path when compared) or
#   # expect-any: text        (a substring anywhere in the output)
# With no fixture named: every one of tests/specs-bad/ and the two too large to keep in
# git, which tests/bigspecs.sh writes (a spec past 256 KiB, one of 20001 more nodes).
# usage: check_bad.sh AKGEN [FIXTURE...]
set -u
akgen=$1
shift
out=$(mktemp)
big=$(mktemp -d)
trap 'rm -rf "$out" "$big"' EXIT
if [ $# -eq 0 ]; then
	sh "$(dirname "$0")/bigspecs.sh" "$big" || { echo "FAIL bigspecs.sh"; exit 1; }
	set -- tests/specs-bad/*.yaml "$big"/*.yaml
fi
pass=0
fail=0
for f in "$@"; do
	ok=1
	"$akgen" check "$f" >/dev/null 2>"$out"
	rc=$?
	if [ "$rc" -ne 1 ]; then
		echo "FAIL $f: exit status $rc, expected 1"
		ok=0
	fi
	n=0
	while IFS= read -r line; do
		case "$line" in
		"# expect: "*) want="$f:${line#\# expect: }" ;;
		"# expect-any: "*) want="${line#\# expect-any: }" ;;
		*) continue ;;
		esac
		n=$((n + 1))
		if ! grep -qF -- "$want" "$out"; then
			echo "FAIL $f: missing: $want"
			ok=0
		fi
	done <"$f"
	if [ "$n" -eq 0 ]; then
		echo "FAIL $f: announces no expected message"
		ok=0
	fi
	if grep -q "AddressSanitizer\|runtime error" "$out"; then
		echo "FAIL $f: sanitizer report"
		ok=0
	fi
	if [ "$ok" -eq 1 ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		sed 's/^/    got: /' "$out"
	fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
