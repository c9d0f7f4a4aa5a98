#!/bin/sh
# Run `akgen check` on every malformed spec in tests/specs-bad/ and require exit
# status 1 and, on stderr, every line the fixture announces with
#   # expect: LINE:COL: FIELD: message
# (prefixed by the fixture's path when compared) or
#   # expect-any: text        (a substring anywhere in the output)
# usage: check_bad.sh AKGEN [FIXTURE...]
set -u
akgen=$1
shift
[ $# -gt 0 ] || set -- tests/specs-bad/*.yaml
pass=0
fail=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT
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
