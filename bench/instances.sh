#!/bin/sh
# instances.sh: the template instances a results folder used, made again from its
# index instead of kept as copies (each one is akgen instantiate of a family as a
# commit of this repository held it). An index is a TSV with a header and, a line
# each, FILE COMMIT TEMPLATE OP DTYPE ARCH PARAMS (NAME=VALUE, space-separated).
#
# usage (from the repository root, akgen built): bench/instances.sh INDEX OUTDIR
# Writes OUTDIR/FILE for every line, byte for byte the file the run used; exits 1
# when one cannot be made.
set -eu
index=${1:?usage: bench/instances.sh INDEX OUTDIR}
out=${2:?usage: bench/instances.sh INDEX OUTDIR}
akgen=$(realpath "${AKGEN:-build/akgen}")
repo=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
out=$(realpath "$out")
bad=0
tail -n +2 "$index" | while IFS="$(printf '\t')" read -r file commit template op dtype arch params; do
	w="$tmp/$commit"
	if [ ! -d "$w" ]; then
		mkdir -p "$w"
		# the tree's specs and templates as that commit held them
		git -C "$repo" archive "$commit" specs templates | tar -x -C "$w"
	fi
	set --
	for p in $params; do set -- "$@" --param "$p"; done
	if ! (cd "$w" && "$akgen" instantiate "specs/$op.yaml" "$template" --dtype "$dtype" --arch "$arch" "$@" \
		-o "$out/$file"); then
		echo "instances.sh: $file: cannot be made again" >&2
		exit 1
	fi
done
