#!/bin/sh
# Variants of an attention family, each beside SDPA in its own compare.py run, on the
# GPU machine: every VARIANT an instance of templates/OP/FAMILY.cu at the family's
# defaults but for the parameters it names (akgen instantiate --param), timed at the
# shapes of LIST (bench/lists/attention-prefill.txt by default) for both attention ops.
#
# usage (repo root; akgen built): bench/h200-attvariants.sh OUTDIR FAMILY NAME[:P=V,P=V...]...
#   e.g. bench/h200-attvariants.sh OUT wgmma default wgs1:WGS=1,BN=64,STAGES=3
# DTYPE (bf16), ARCH (sm_90a), LIST, BUDGET (compare.py's --time-budget a run, 60 s),
# AKGEN (build/akgen). Writes OUTDIR/NAME-OP.{json,md,log} and gpu.txt.
set -u
out=${1:?usage: bench/h200-attvariants.sh OUTDIR FAMILY NAME[:P=V,...]...}
fam=${2:?usage: bench/h200-attvariants.sh OUTDIR FAMILY NAME[:P=V,...]...}
shift 2
akgen=${AKGEN:-build/akgen}
dt=${DTYPE:-bf16}
arch=${ARCH:-sm_90a}
list=${LIST:-bench/lists/attention-prefill.txt}
export PATH="/usr/local/cuda/bin:$PATH"
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv >"$out/gpu.txt" 2>&1
rc=0
for v in "$@"; do
	name=${v%%:*}
	params=""
	case $v in *:*) for p in $(echo "${v#*:}" | tr ',' ' '); do params="$params --param $p"; done ;; esac
	for op in attention_fwd attention_fwd_causal; do
		grep -q "^$op " "$list" || continue
		src="$out/$name-$op.cu"
		# shellcheck disable=SC2086
		if ! "$akgen" instantiate "specs/staging/$op.yaml" "templates/$op/$fam.cu" --dtype "$dt" \
			--arch "$arch" $params -o "$src" 2>"$out/$name-$op.log"; then
			rc=1
			continue
		fi
		python3 bench/compare.py --akgen "$akgen" --nvcc "$(command -v nvcc)" --specs specs/staging \
			--op "$op" --dtype "$dt" --arch "$arch" --candidate "$op=$src" --shapes "$list" \
			--time-budget "${BUDGET:-60}" --min-ms 40 --json "$out/$name-$op.json" \
			--markdown "$out/$name-$op.md" >>"$out/$name-$op.log" 2>&1 || rc=1
		rm -f "$src"
	done
done
exit $rc
