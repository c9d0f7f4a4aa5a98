#!/bin/sh
# apply_test.sh: a device run's archive taken into a checkout (bench/changed.sh, then
# bench/apply.sh): the files the run changed in place, the records' files it removed
# (a table's last file sealed in xz becomes FIRST.xz) removed, the database built from
# the records after; a REMOVED line outside generated/records/ never removed.
# usage: apply_test.sh AKGEN (from the repository root)
set -u
akgen=$(realpath "$1")
src=$(pwd)
. "$(dirname "$0")/common.sh"
# the checkout before the run: the committed records and a file of them the run will
# have removed; the device's generated/ after it: the records as committed, a README changed
mkdir -p "$tmp/before/generated" "$tmp/after/generated" "$tmp/before/bench"
cp -R "$src/generated/records" "$src/generated/README.md" "$tmp/before/generated/"
cp -R "$src/generated/records" "$src/generated/README.md" "$tmp/after/generated/"
cp "$src/bench/changed.sh" "$src/bench/apply.sh" "$tmp/before/bench/"
last=$(ls "$tmp/before/generated/records/ledger" | tail -n 1)
cp "$tmp/before/generated/records/ledger/$last" "$tmp/before/generated/records/ledger/000000000.txt"
echo "changed on the device" >>"$tmp/after/generated/README.md"
tar czf "$tmp/all.tgz" -C "$tmp/after" generated
(cd "$tmp/before" && sh bench/changed.sh "$tmp/all.tgz" "$tmp/gen.tgz" "$tmp/before") >"$tmp/out" 2>&1 &&
	grep -q "^1 files changed, 1 removed$" "$tmp/out" && tar tzf "$tmp/gen.tgz" | grep -qx REMOVED && ok ||
	{ bad "changed.sh"; cat "$tmp/out"; }
"$akgen" -C "$tmp/before" dump >/dev/null 2>&1 && bad "the stray file did not refuse the records" || ok
(cd "$tmp/before" && sh bench/apply.sh "$tmp/gen.tgz" "$akgen") >"$tmp/out" 2>&1 && ok ||
	{ bad "apply.sh"; cat "$tmp/out"; }
diff -r "$tmp/before/generated/records" "$tmp/after/generated/records" >/dev/null &&
	cmp -s "$tmp/before/generated/README.md" "$tmp/after/generated/README.md" && ok ||
	bad "the checkout is not the device's generated/ after apply.sh"
[ -f "$tmp/before/generated/provenance.db" ] && ok || bad "apply.sh built no database"
# a REMOVED that names anything outside generated/records/ is refused
mkdir -p "$tmp/evil"
printf 'README.md\ngenerated/records/../README.md\n' >"$tmp/evil/REMOVED"
tar czf "$tmp/evil.tgz" -C "$tmp/evil" REMOVED
echo keep >"$tmp/before/README.md"
(cd "$tmp/before" && sh bench/apply.sh "$tmp/evil.tgz" "$akgen") >"$tmp/out" 2>&1
[ -f "$tmp/before/README.md" ] && [ -f "$tmp/before/generated/README.md" ] &&
	[ "$(grep -c 'not removed' "$tmp/out")" -eq 2 ] && ok || { bad "a REMOVED outside the records"; cat "$tmp/out"; }
echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
