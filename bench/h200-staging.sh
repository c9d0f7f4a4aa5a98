#!/bin/sh
# The bring-up on the H200 of an operator of specs/staging/ (issue 23: gemm, attention_fwd,
# attention_fwd_causal): each family of templates/OP/ at its defaults, for each dtype,
# judged by the whole protocol and timed (akgen bench: the static checks, the harness on
# every test and bench shape with the reference on a grid of rows and columns,
# compute-sanitizer, the bench shapes timed against the roofline of the copy and matrix
# ceilings measured at the start), then each family that passed timed beside PyTorch
# (F.linear, which is cuBLAS; scaled_dot_product_attention on its own pick of backend) by
# bench/compare.py on the spec's bench shapes. A family is built for the first arch of its
# `// archs:` line (wgmma's sm_90a), else for sm_90.
#
# usage (repo root, akgen built beforehand): bench/h200-staging.sh OUTDIR OP [FAMILY...]
# FAMILY: a family's name (default: every file of templates/OP/). DTYPES (default
# "bf16 f16"), AKGEN (default build/akgen), PARAMS (--param NAME=V ... for every family),
# TIMEOUT per akgen bench (default 300 s), COMPARE_BUDGET seconds of compare.py a dtype
# (default 60; 0 skips it), COMPARE_ARGS (more of compare.py's options, e.g. --scalar act=1).
# Writes to OUTDIR: env.txt, FAMILY-DT.json (akgen bench
# --json: every stage's verdict, the ceiling event, the bench events) and .txt,
# compare-FAMILY-DT.json, .md and .txt.
set -u
usage="usage: bench/h200-staging.sh OUTDIR OP [FAMILY...]"
out=${1:?$usage}
op=${2:?$usage}
shift 2
akgen=${AKGEN:-build/akgen}
spec=specs/staging/$op.yaml
if [ ! -f "$spec" ] || [ ! -d "templates/$op" ]; then
	echo "h200-staging.sh: no $spec or no templates/$op/" >&2
	exit 2
fi
export PATH="/usr/local/cuda/bin:$PATH"
mkdir -p "$out"
# shellcheck source=bench/machine.sh
. bench/machine.sh
machine_env "$akgen" >"$out/env.txt" 2>&1
fams=$*
[ -n "$fams" ] || fams=$(for f in templates/"$op"/*.cu; do basename "$f" .cu; done)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rc=0
for dt in ${DTYPES:-bf16 f16}; do
	passed=""
	for fam in $fams; do
		inst=$work/$fam-$dt.cu
		arch=$(sed -n 's|^// archs: *\([^ ]*\).*|\1|p' "templates/$op/$fam.cu" | head -n 1)
		arch=${arch:-sm_90}
		# shellcheck disable=SC2086
		if ! "$akgen" instantiate "$spec" "templates/$op/$fam.cu" --dtype "$dt" --arch "$arch" ${PARAMS:-} \
			-o "$inst" >"$out/$fam-$dt.txt" 2>&1; then
			echo "h200-staging.sh: $op $fam $dt: no instance" | tee -a "$out/$fam-$dt.txt"
			rc=1
			continue
		fi
		t0=$(date +%s)
		timeout "${TIMEOUT:-300}" "$akgen" bench "$spec" "$inst" --dtype "$dt" --arch "$arch" --json \
			--db "$work/scratch.db" >"$out/$fam-$dt.json" 2>>"$out/$fam-$dt.txt"
		r=$?
		echo "$fam $dt: akgen bench exit $r in $(($(date +%s) - t0)) s" | tee -a "$out/$fam-$dt.txt"
		if [ $r -eq 0 ]; then passed="$passed $fam:$arch"; else rc=1; fi
	done
	[ "${COMPARE_BUDGET:-60}" != 0 ] || continue
	for fa in $passed; do
		fam=${fa%%:*}
		c=$out/compare-$fam-$dt
		# shellcheck disable=SC2086
		python3 bench/compare.py --akgen "$akgen" --nvcc "$(command -v nvcc)" --specs specs/staging --op "$op" \
			--dtype "$dt" --arch "${fa#*:}" --candidate "$op=$work/$fam-$dt.cu" --time-budget "${COMPARE_BUDGET:-60}" \
			--min-ms 40 ${COMPARE_ARGS:-} --json "$c.json" --markdown "$c.md" >"$c.txt" 2>&1 || rc=1
	done
done
exit $rc
