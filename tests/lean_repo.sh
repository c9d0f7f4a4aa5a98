#!/bin/sh
# lean_repo.sh: what git tracks is source, docs and what the library is built from, not
# copies of what the tool writes again: no kernel source, database or packed candidates
# under bench/results/ (a run's gen/variants/, which `akgen replay --check` checks against
# its records, excepted); neither the project's database, its dump nor its variants (all
# derived from generated/records/); the records in format 4: the texts in packs only, no
# text of its own, every full file of rows sealed in xz; a run's raw outputs (.json, .jsonl,
# .txt, .log, .tsv, .diff) over 2 KiB under bench/results/ kept as FILE.xz, as
# bench/pack-results.sh leaves them (records/ folders, a format of their own, excepted).
# usage: lean_repo.sh (from the repository root; skipped outside a git checkout)
set -u
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git checkout: skipped"; exit 0; }
fails=0
bad() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}
extra=$(git ls-files bench/results | grep -E '\.(cu|cuh|db)$|(^|/)cands\.tgz$' | grep -v '/gen/variants/[^/]*\.cu$')
[ -z "$extra" ] || bad "bench/results holds what the tool writes again: $extra"
for f in generated/provenance.db generated/provenance.txt generated/variants; do
	[ -z "$(git ls-files "$f")" ] || bad "$f is tracked: it is derived from generated/records"
done
raw=$(git ls-files bench/results | grep -E '\.(json|jsonl|txt|log|tsv|diff)$' | grep -v -E '(^|/)records/' |
	while read -r f; do [ -f "$f" ] && [ "$(wc -c <"$f")" -gt 2048 ] && echo "$f"; done)
[ -z "$raw" ] || bad "bench/results holds raw outputs over 2 KiB unpacked (run bench/pack-results.sh): $raw"
texts=$(git ls-files generated/records/texts | grep -vE '/[0-9]{9}\.xz$')
[ -z "$texts" ] || bad "generated/records/texts holds other than packs: $texts"
head -1 generated/records/MANIFEST | grep -qx '# akops provenance records, format 4' ||
	bad "generated/records is not in format 4 (akgen export writes it)"
[ "$fails" -eq 0 ] && echo "lean: ok"
[ "$fails" -eq 0 ]
