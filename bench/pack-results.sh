#!/bin/sh
# pack-results.sh: a session's raw machine outputs kept as xz, its tables and READMEs
# plain. Every file under the given session folders (default: every folder of
# bench/results) that git tracks or would add (ignored files left out) with extension
# .json, .jsonl, .txt, .log, .tsv or .diff and more than 2048 bytes becomes FILE.xz
# (xz -6, the same bytes: `xz -dc FILE.xz` gives them back, sha256 and all), the
# original removed; a tracked one with `git rm` and the .xz `git add`ed, an untracked
# one left for the session's own `git add`. records/ folders (a format of their own)
# are left alone, and so is an already packed file: running it again does nothing.
# Prints each file it packs. Run it on a new session's folder before committing it;
# tests/lean_repo.sh refuses a tracked file it would have packed.
# usage (repo root): bench/pack-results.sh [DIR...]
set -eu
LIMIT=2048
[ -d bench/results ] || { echo "pack-results.sh: run it from the repository root" >&2; exit 2; }
if [ $# -eq 0 ]; then
	for d in bench/results/*/; do
		[ -d "$d" ] && set -- "$@" "${d%/}"
	done
fi
n=0
for dir in "$@"; do
	[ -d "$dir" ] || { echo "pack-results.sh: $dir: no such folder" >&2; exit 2; }
	list=$(git ls-files -c -o --exclude-standard -- "$dir" |
		grep -E '\.(json|jsonl|txt|log|tsv|diff)$' | grep -v -E '(^|/)records/' || true)
	for f in $list; do
		[ -f "$f" ] || continue
		[ "$(wc -c <"$f")" -gt "$LIMIT" ] || continue
		# -T1: the single-threaded stream, the same bytes on every xz version
		xz -6 -T1 -c "$f" >"$f.xz.tmp"
		if ! xz -dc "$f.xz.tmp" | cmp -s - "$f"; then
			rm -f "$f.xz.tmp"
			echo "pack-results.sh: $f: xz did not give the bytes back" >&2
			exit 1
		fi
		if [ -e "$f.xz" ] && ! xz -dc "$f.xz" | cmp -s - "$f"; then
			rm -f "$f.xz.tmp"
			echo "pack-results.sh: $f.xz exists and holds other bytes than $f" >&2
			exit 1
		fi
		if [ -n "$(git ls-files -- "$f")" ]; then
			git rm -q --cached -- "$f" || { rm -f "$f.xz.tmp"; exit 1; }
			mv "$f.xz.tmp" "$f.xz"
			rm -- "$f"
			git add -- "$f.xz"
		else
			mv "$f.xz.tmp" "$f.xz"
			rm -- "$f"
		fi
		echo "packed $f -> $f.xz"
		n=$((n + 1))
	done
done
echo "pack-results.sh: $n packed"
