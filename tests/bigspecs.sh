#!/bin/sh
# bigspecs.sh DIR: the two malformed specs of tests/specs-bad/ too large to keep in git,
# written into DIR for check_bad.sh: too_big.yaml (a valid spec behind 4700 lines of
# padding comments: past akgen's 256 KiB) and too_many_nodes.yaml (a valid spec and a
# list of 20001 more YAML nodes). Each announces its expected message as the others do.
set -eu
dir=${1:?usage: bigspecs.sh DIR}
spec() { # OP
	cat <<SPEC
op: $1
summary: y = 2 * x
symbols:
  rows: 1..1024
  cols: 1..4096
params:
  - { name: x, role: in,  dtype: [bf16, f16, f32], shape: [rows, cols], align: 16 }
  - { name: y, role: out, dtype: same(x), shape: [rows, cols], align: 16 }
reference: ref/ok.c
tolerance:
  bf16: { rel: 1e-2, abs: 1e-2 }
  f16:  { rel: 1e-3, abs: 1e-3 }
  f32:  { rel: 1e-5, abs: 1e-5 }
cost:
  bytes: 2*rows*cols*sizeof(x)
  flops: rows*cols
test:
  - { rows: 1, cols: 1 }
  - { rows: 7, cols: 129 }
  - { rows: 1024, cols: 4096 }
bench:
  - { rows: 512, cols: 2048 }
SPEC
}
{
	echo '# a spec over 256 KiB: padding comments, then a valid spec'
	i=0
	while [ $i -lt 4700 ]; do
		printf '# padding line %05d to push the file past 256 KiB ................\n' $i
		i=$((i + 1))
	done
	echo '# the spec'
	spec too_big
	echo '# expect-any: too_big.yaml: cannot read the spec: larger than 256 KiB'
} >"$dir/too_big.yaml"
{
	echo '# more than 20000 YAML nodes'
	spec too_many_nodes
	printf 'bulk: [1'
	i=1
	while [ $i -lt 20001 ]; do
		printf ',1'
		i=$((i + 1))
	done
	printf ']\n'
	echo '# expect-any: found more than 20000 YAML nodes, expected a spec of reasonable size'
} >"$dir/too_many_nodes.yaml"
