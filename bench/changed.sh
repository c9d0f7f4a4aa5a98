#!/bin/sh
# Packs the files of generated/ that differ from the checkout's, out of an archive
# bench/h200-revet.sh (or h200-classes.sh) wrote: the whole of generated/ is over
# the 16 MiB a device call brings back, its changes a few MB.
# usage (repo root): bench/changed.sh GEN.tgz OUT.tgz
set -eu
gen=${1:?usage: bench/changed.sh GEN.tgz OUT.tgz} out=${2:?usage: bench/changed.sh GEN.tgz OUT.tgz}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar xzf "$gen" -C "$tmp"
here=$(pwd)
(cd "$tmp" && find generated -type f | while read -r f; do cmp -s "$f" "$here/$f" || echo "$f"; done) >"$tmp/list"
echo "$(wc -l <"$tmp/list") files changed"
tar czf "$out" -C "$tmp" -T "$tmp/list"
