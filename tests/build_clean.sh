#!/bin/sh
# build_clean.sh: the build leaves generated/ as the commit has it. `./build.sh` runs
# `akgen build`, whose ninja runs `akgen generate --quiet` again whenever akgen is newer
# than generated/build.ninja (always, in a fresh clone); that run must find nothing a
# machine without a GPU can do: every port fresh, a vetted job or a model's kept as it is.
# A port left stale by a change to what keys it (a template, the harness, the rules) is
# made again by every build, minutes of nvcc, and written into the records; regenerate
# and commit it instead (`akgen generate` on any machine makes the ports).
# usage: build_clean.sh (from the repository root, after the build; skipped outside a
# git checkout)
set -u
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git checkout: skipped"; exit 0; }
changed=$(git status --porcelain -- generated/ | head -n 20)
if [ -n "$changed" ]; then
	echo "FAIL: generated/ is not as committed (the build's regeneration wrote it, or it was edited);"
	echo "'akgen plan' names the stale jobs: commit what 'akgen generate' made, or 'git checkout generated'"
	echo "$changed"
	exit 1
fi
echo "generated/: as committed"
