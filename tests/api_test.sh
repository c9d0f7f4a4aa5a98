#!/bin/sh
# api_test.sh: tests/api_table.c (every status of the C API, for every
# operator) against the libakops.a that `akgen build` made from generated/,
# with tests/fakecudart.c in place of the CUDA runtime, so that no GPU is
# needed; built plainly and under ASan + UBSan. Then tests/api_bench.c: the
# host time of a call, validation and dispatch, printed (the README's figure).
# usage: api_test.sh LIBDIR CUDA_INCLUDE [AKGEN] (from the repository root)
set -u
lib=${1:?usage: api_test.sh LIBDIR CUDA_INCLUDE}/libakops.a
inc=${2:?usage: api_test.sh LIBDIR CUDA_INCLUDE}
[ -f "$lib" ] || { echo "FAIL: $lib is missing: ./build.sh (or akgen build) builds it"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}
fails=0
flags="-std=c11 -Wall -Wextra -Werror -Igenerated -I$inc"
# every op of the library in the table: an op added since needs its row there
for op in $(sed -n 's/^akops_status akops_\([a-z0-9_]*\)(.*/\1/p' generated/akops.h); do
	case $op in variant | variant_class | last_variant | version | status_string | last_error) continue ;; esac
	grep -q "^	{\"$op\", " tests/api_table.c || { echo "FAIL: tests/api_table.c has no row of the op $op"; fails=$((fails + 1)); }
done
# the ops whose bf16 sm_90 (or, for the matrix products, sm_90a) variant is vetted, as
# their dispatchers say
vetted=" "
for f in generated/*.cu; do
	op=$(basename "$f" .cu)
	sed -n "/akops_${op}_bf16_sm90a\{0,1\}: /{n;p;}" "$f" | grep -q '^ \*   vetted:' && vetted="$vetted$op "
done
export AKOPS_TEST_VETTED="$vetted"
# the shapes on both sides of every class boundary of every spec (akgen show), with
# each tensor's dimensions, for api_table.c's check of the dispatcher's choice
AKOPS_TEST_PROBES=$tmp/probes
export AKOPS_TEST_PROBES
"${3:-build/akgen}" show specs/*.yaml | python3 -c '
import json, sys
for s in json.load(sys.stdin):
    tensors = [p["shape"] for p in s["params"] if p["role"] != "scalar"]
    for b in s.get("boundaries", []):
        dims = []
        for t in tensors:
            dims.append(str(len(t)))
            dims += [str(b["sym"][d] if isinstance(d, str) else d) for d in t]
        print(s["op"], b["dtype"], b["class"] or "-", " ".join(dims))
' >"$AKOPS_TEST_PROBES" || { echo "FAIL: akgen show for the class boundaries"; exit 1; }
for v in plain san; do
	extra=""
	[ "$v" = san ] && extra="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
	# shellcheck disable=SC2086
	if ! $cc $flags $extra -O1 tests/api_table.c tests/fakecudart.c "$lib" -lstdc++ -lm -lpthread \
		-o "$tmp/api_$v" 2>"$tmp/cc.out"; then
		echo "FAIL: api_table.c ($v) does not build:" && cat "$tmp/cc.out"
		fails=$((fails + 1))
		continue
	fi
	if "$tmp/api_$v" >"$tmp/out" 2>&1; then
		echo "api_table ($v): $(tail -n 1 "$tmp/out")"
	else
		echo "FAIL: api_table ($v):" && cat "$tmp/out"
		fails=$((fails + 1))
	fi
done
# shellcheck disable=SC2086
if $cc $flags -O2 tests/api_bench.c tests/fakecudart.c "$lib" -lstdc++ -lm -lpthread -o "$tmp/bench" 2>"$tmp/cc.out"; then
	"$tmp/bench" || fails=$((fails + 1))
else
	echo "FAIL: api_bench.c does not build:" && cat "$tmp/cc.out"
	fails=$((fails + 1))
fi
[ "$fails" -eq 0 ]
