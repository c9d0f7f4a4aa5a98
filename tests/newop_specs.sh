#!/bin/sh
# The tests follow the spec list: in a copy of the tree, akgen new adds a ninth
# operator to specs/, and every check that reads the spec list passes there as in
# the tree itself: check, plan, the references built against proto --ref,
# cli_test.sh, compare_selftest.sh (bench/compare.py and the ctypes binding),
# report_test.sh (where Chromium is) and the provenance dump.
# usage: newop_specs.sh AKGEN (from the source tree's root)
set -u
akgen=$1
root=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0

# run NAME CMD...: in the copy, the command must succeed
run() {
	name=$1
	shift
	if (cd "$tmp/tree" && "$@") >"$tmp/out" 2>&1; then
		pass=$((pass + 1))
	else
		echo "FAIL $name:"
		tail -40 "$tmp/out" | sed 's/^/    /'
		fail=$((fail + 1))
	fi
}

mkdir "$tmp/tree"
cp -r specs docs templates verify bench examples generated "$tmp/tree/"
rm -f "$tmp/tree/generated/provenance.db-wal" "$tmp/tree/generated/provenance.db-shm"
before=$(ls specs/*.yaml | wc -l)
run "new ninth" "$akgen" new ninth
run "check: one spec more" sh -c '"$1" check | grep -qx "$2 specs valid"' sh "$akgen" $((before + 1))
run "plan: the ninth's jobs" sh -c '"$1" plan --out "$2/gen" | grep -q "^ninth .* missing"' sh "$akgen" "$tmp"
# every reference, the ninth's too, built against the prototypes, as tests/CMakeLists.txt builds them
run "proto --ref" "$akgen" proto --ref -o "$tmp/ref_proto.h"
run "the references build" sh -c 'for f in specs/ref/*.c; do ${CC:-cc} -std=c11 -pedantic -Wall -Werror \
	-include "$1" -c "$f" -o "$2/$(basename "$f" .c).o" || exit 1; done; test -f "$2/ninth.o"' sh "$tmp/ref_proto.h" "$tmp"
run "cli_test" sh "$root/tests/cli_test.sh" "$akgen"
if command -v python3 >/dev/null; then
	run "compare_selftest" sh "$root/tests/compare_selftest.sh" "$akgen"
	run "compare: the ninth noted" sh -c 'python3 bench/compare.py --self-test --akgen "$1" |
		grep -q "^note: ninth: no PyTorch implementation"' sh "$akgen"
fi
if command -v chromium >/dev/null || command -v chromium-browser >/dev/null || command -v google-chrome >/dev/null; then
	run "report_test" sh "$root/tests/report_test.sh" "$akgen"
fi
run "provenance dump" sh -c 'd=$(mktemp) && "$1" dump >"$d" && cmp "$d" generated/provenance.txt; r=$?; rm -f "$d"; exit $r' sh "$akgen"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
