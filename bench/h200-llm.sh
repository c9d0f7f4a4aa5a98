#!/bin/sh
# The language-model proposer end to end on the GPU, in one command: a fake
# OpenAI server (tests/fakellm.py, the "repair" scenario) first answers with a
# kernel that does not compile, then, once akgen has fed the compiler's errors
# back, with a correct gelu_tanh bf16 kernel; akgen generate verifies, times
# and vets it on this machine's GPU. Then the server is stopped and the run's
# record is replayed: the variant derived again from the recorded answer must
# be the same bytes (akgen replay --check, then a replay into a copy).
#
# usage (from the repo root, akgen built beforehand):
#   bench/h200-llm.sh OUTDIR
# Writes OUTDIR/generate.json and .log, replay.txt, provenance.txt, server.log,
# and gen/ (the generated directory of the run).
set -u
out=${1:?usage: bench/h200-llm.sh OUTDIR}
akgen=${AKGEN:-build/akgen}
mkdir -p "$out/gen" "$out/specs/ref"
export PATH="/usr/local/cuda/bin:$PATH"
cp specs/gelu_tanh.yaml "$out/specs/"
cp specs/ref/gelu_tanh.c "$out/specs/ref/"
key=sk-fake-$(date +%s)
tmp=$out
. tests/fakellm.sh
AK_FAKE_KEY=$key "$akgen" generate --specs "$out/specs" --out "$out/gen" --op gelu_tanh --dtype bf16 --arch sm_90 \
	--llm endpoint="http://127.0.0.1:$port/repair" --llm model=fake-model --llm key_env=AK_FAKE_KEY \
	--budget 4 --json >"$out/generate.json" 2>"$out/generate.log"
echo "generate: exit $?" >>"$out/generate.log"
kill "$srv"
{
	"$akgen" replay --check --specs "$out/specs" --out "$out/gen"
	echo "replay --check: exit $?"
	cp -r "$out/gen" "$out/gen2"
	rm -f "$out"/gen2/variants/*.cu
	"$akgen" replay --specs "$out/specs" --out "$out/gen2" && diff -r "$out/gen/variants" "$out/gen2/variants"
	echo "replay into a copy, then diff: exit $?"
	rm -rf "$out/gen2"
} >"$out/replay.txt" 2>&1
"$akgen" dump "$out/gen/provenance.db" >"$out/provenance.txt" 2>&1
grep -rl "$key" "$out" && echo "THE KEY LEAKED" >>"$out/replay.txt"
[ -z "${ARCHIVE:-}" ] || tar czf "$ARCHIVE" -C "$out" .
