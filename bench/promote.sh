#!/bin/sh
# Move staging operators into the project (specs/README.md#staging): each OP's spec from
# specs/staging/ to specs/ with its reference to specs/ref/, and an `archs:` line that
# makes its Hopper jobs sm_90a (the targets' archs with sm_90 as sm_90a: its families use
# wgmma and TMA). The same edit on the GPU machine, before `akgen generate` vets the
# op's sm_90a jobs (bench/h200-promote.sh), and here, before `akgen merge` takes that
# run's bundle: a job's key is made from these files, and merge takes only jobs whose
# keys the plan here gives.
#
# usage (repo root): bench/promote.sh OP...   (exits 1, changing nothing more, at the
# first OP it cannot move)
set -eu
[ $# -gt 0 ] || { echo "usage: bench/promote.sh OP..." >&2; exit 2; }
archs=$(sed -n 's/^archs: *\[\(.*\)\].*/\1/p' targets.yaml)
case ", $archs," in
*", sm_90a,"*) ;;
*) echo "promote: targets.yaml's archs ($archs) do not list sm_90a" >&2; exit 1 ;;
esac
# the op's archs: the targets a spec without archs: takes (none arch-specific), sm_90
# as sm_90a
own=$(echo "$archs" | tr ',' '\n' | sed 's/^ *//; s/ *$//' | grep -v '[af]$' | sed 's/^sm_90$/sm_90a/' |
	paste -sd, - | sed 's/,/, /g')
for op in "$@"; do
	src=specs/staging/$op.yaml
	[ -f "$src" ] || { echo "promote: $src: no such staging spec" >&2; exit 1; }
	[ ! -e "specs/$op.yaml" ] || { echo "promote: specs/$op.yaml exists" >&2; exit 1; }
	! grep -q '^archs:' "$src" || { echo "promote: $src has an archs: line of its own" >&2; exit 1; }
	ref=$(sed -n 's/^reference: *ref\/\([A-Za-z0-9_]*\.c\) *$/\1/p' "$src")
	[ -n "$ref" ] && [ -f "specs/staging/ref/$ref" ] ||
		{ echo "promote: $src: its reference is not a file of specs/staging/ref/" >&2; exit 1; }
	[ ! -e "specs/ref/$ref" ] || { echo "promote: specs/ref/$ref exists" >&2; exit 1; }
	sed "/^reference:/i archs: [$own]" "$src" >"specs/$op.yaml"
	mv "specs/staging/ref/$ref" "specs/ref/$ref"
	rm "$src"
	echo "promote: $op: specs/$op.yaml (archs: [$own]), specs/ref/$ref"
done
