#!/bin/sh
# Packs the files of generated/ that differ from the checkout's, out of an archive
# bench/h200-revet.sh (or h200-classes.sh) wrote: the whole of generated/ is over
# the 16 MiB a device call brings back, its changes a few MB. The files of
# generated/records/ the run removed (a table's last file, sealed in xz once full, is
# FIRST.xz in place of FIRST.txt) are listed in the archive's REMOVED; bench/apply.sh
# takes the archive into the checkout, removals included.
# BASE is a copy of the repository root's generated/ as it was before the run (the run
# changed the one in place; in a later device call the tree is the checkout's again and
# BASE can be left at its default, the repository root).
# bench/h200-revet.sh and bench/h200-classes.sh call it after each group, BASE their copy
# of generated/ from before the run.
# usage (repo root): bench/changed.sh GEN.tgz OUT.tgz [BASE]   (BASE/generated is compared)
set -eu
gen=${1:?usage: bench/changed.sh GEN.tgz OUT.tgz [BASE]} out=${2:?usage: bench/changed.sh GEN.tgz OUT.tgz [BASE]}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar xzf "$gen" -C "$tmp"
here=$(cd "${3:-.}" && pwd)
(cd "$tmp" && find generated -type f | while read -r f; do cmp -s "$f" "$here/$f" || echo "$f"; done) >"$tmp/list"
(cd "$here" && find generated/records -type f 2>/dev/null | while read -r f; do [ -e "$tmp/$f" ] || echo "$f"; done) \
	>"$tmp/REMOVED"
echo "$(wc -l <"$tmp/list") files changed, $(wc -l <"$tmp/REMOVED") removed"
echo REMOVED >>"$tmp/list"
tar czf "$out" -C "$tmp" -T "$tmp/list"
