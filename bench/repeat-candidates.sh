#!/bin/sh
# Candidates timed in several processes each, interleaved (A B A B ...), by bench/compare.py
# with the same options, and each shape's akops medians of every process side by side:
# whether a difference between two kernels holds from process to process or is the
# spread of one kernel's figures between processes (each process its own allocations,
# so its own physical placement and L2 sets). Session 48's regression gate refused
# gemm's new variant at 4096^3 at the spec's least alignment (375 us against 313) where
# the kept variant had itself taken 380 in session 44 (bench/results/2026-12-08-session48):
#   COMPARE_ARGS="--offset 16 --shapes FILE" bench/repeat-candidates.sh OUT gemm 5 kept.cu new.cu
# Timing only: nothing here is verified.
#
# usage (repo root, akgen built beforehand): bench/repeat-candidates.sh OUTDIR OP N CAND.cu...
# DTYPE (default bf16), ARCH (default sm_90a), AKGEN (default build/akgen), BUDGET
# seconds of compare.py a process (default 60), COMPARE_ARGS (more of compare.py's
# options: --offset, --shapes, --scalar...). Writes OUTDIR/CAND-I.json (CAND the file's
# name less .cu, I the process), OUTDIR/log.txt and OUTDIR/table.md.
set -u
usage="usage: bench/repeat-candidates.sh OUTDIR OP N CAND.cu..."
out=${1:?$usage}
op=${2:?$usage}
n=${3:?$usage}
shift 3
[ $# -gt 0 ] || { echo "$usage" >&2; exit 2; }
case $n in '' | *[!0-9]*) echo "repeat-candidates.sh: N must be a count" >&2; exit 2 ;; esac
akgen=${AKGEN:-build/akgen}
spec=specs/$op.yaml
[ -f "$spec" ] || spec=specs/staging/$op.yaml
[ -f "$spec" ] || { echo "repeat-candidates.sh: no spec of $op" >&2; exit 2; }
for c in "$@"; do
	[ -f "$c" ] || { echo "repeat-candidates.sh: $c: no such file" >&2; exit 2; }
done
export PATH="/usr/local/cuda/bin:$PATH"
mkdir -p "$out"
rc=0
i=1
while [ "$i" -le "$n" ]; do
	for c in "$@"; do
		name=$(basename "$c" .cu)
		# shellcheck disable=SC2086
		python3 bench/compare.py --akgen "$akgen" --nvcc "$(command -v nvcc)" --specs "$(dirname "$spec")" \
			--op "$op" --dtype "${DTYPE:-bf16}" --arch "${ARCH:-sm_90a}" --candidate "$op=$c" \
			--time-budget "${BUDGET:-60}" ${COMPARE_ARGS:-} --json "$out/$name-$i.json" >>"$out/log.txt" 2>&1
		r=$?
		echo "$name, process $i: compare.py exit $r" | tee -a "$out/log.txt"
		[ $r -eq 0 ] || rc=1
	done
	i=$((i + 1))
done
python3 - "$out" "$n" "$@" >"$out/table.md" <<'EOF' || rc=1
import json, os, sys
out, n, cands = sys.argv[1], int(sys.argv[2]), [os.path.basename(c)[:-3] for c in sys.argv[3:]]
rows, labels = {}, []
for c in cands:
    for i in range(1, n + 1):
        try:
            d = json.load(open(os.path.join(out, '%s-%d.json' % (c, i))))
        except (OSError, ValueError):
            continue
        # a process that failed writes its JSON without shapes
        for s in (d.get('ops') or [{}])[0].get('shapes', []):
            if s['label'] not in labels:
                labels.append(s['label'])
            for im in s['impls']:
                if im['impl'] == 'akops candidate' and im.get('time'):
                    rows.setdefault((s['label'], c), {})[i] = im['time']['median_us']
print('| shape | candidate | ' + ' | '.join('process %d us' % i for i in range(1, n + 1)) + ' |')
print('|---|---|' + '---:|' * n)
for l in labels:
    for c in cands:
        r = rows.get((l, c), {})
        print('| %s | %s | %s |' % (l, c, ' | '.join('%.2f' % r[i] if i in r else '-' for i in range(1, n + 1))))
EOF
cat "$out/table.md"
exit $rc
