#!/bin/sh
# Takes an archive of bench/changed.sh (a device run's gen-*.tgz) into the checkout:
# its files of generated/ in place, and the files of generated/records/ it lists in
# REMOVED removed (only plain paths under generated/records/ are), then checks that
# the records read back (akgen dump builds the database from them).
# usage (repo root): bench/apply.sh GEN.tgz [AKGEN]   (AKGEN default build/akgen)
set -eu
gen=${1:?usage: bench/apply.sh GEN.tgz [AKGEN]}
akgen=${2:-build/akgen}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar xzf "$gen" -C "$tmp"
[ -d "$tmp/generated" ] && cp -R "$tmp/generated/." generated/
if [ -f "$tmp/REMOVED" ]; then
	while read -r f; do
		case $f in
		generated/records/*..* | *' '*) echo "apply.sh: not removed: $f" >&2 ;;
		generated/records/*) rm -f "$f" ;;
		*) echo "apply.sh: not removed: $f" >&2 ;;
		esac
	done <"$tmp/REMOVED"
fi
rm -f generated/provenance.db generated/provenance.db-wal generated/provenance.db-shm
"$akgen" dump >/dev/null
