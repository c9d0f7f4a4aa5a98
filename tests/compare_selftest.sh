#!/bin/sh
# bench/compare.py without a GPU (and without torch): it compiles, its --self-test passes
# (prototype and spec parsing for every spec through akgen, statistics, scheduling, the
# grouping of kernel records into calls, the tables, --lib's binding of akops_<op> against
# akops.h and examples/torch/akops_ctypes.py), --help works, its L2 flush helper and
# bench/l2residue.cu build under nvcc where there is one, and a bad command line (--lib
# with candidates, or with no library) fails cleanly before anything is measured. Also
# bench/l2probe.py, which uses compare.py's Worker: it compiles, and a bad command line fails.
# usage: compare_selftest.sh AKGEN   (from the repo root)
set -u
if [ $# -ne 1 ]; then
	echo "usage: compare_selftest.sh AKGEN" >&2
	exit 2
fi
akgen=$1
py=${PYTHON:-python3}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0
fail=0

# check NAME EXPECTED-STATUS CMD...: run CMD, compare its exit status
check() {
	name=$1
	want=$2
	shift 2
	"$@" >"$dir/out" 2>&1
	got=$?
	if [ "$got" -eq "$want" ]; then
		pass=$((pass + 1))
	else
		echo "FAIL $name: exit $got, expected $want"
		sed 's/^/    /' "$dir/out"
		fail=$((fail + 1))
	fi
}

for f in bench/compare.py bench/compare_*.py bench/hostcost.py bench/ncu_torch.py; do
	check "py_compile $f" 0 "$py" -c "import py_compile; py_compile.compile('$f', cfile='$dir/c.pyc', doraise=True)"
done
check self-test 0 "$py" bench/compare.py --self-test --akgen "$akgen"
# the self-test's own count, for the log
grep -E '^[0-9]+ passed, [0-9]+ failed$' "$dir/out" | sed 's/^/self-test: /'
check help 0 "$py" bench/compare.py --help
# the L2 flush helper (its demote kernel's applypriority, the launch of its three kernels)
# builds as compare.py builds it, with no diagnostic, for the H200 and for an arch before
# eviction priorities
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
if [ -x "$nvcc" ]; then
	check flush-source 0 "$py" -c "import sys; sys.path.insert(0, 'bench'); import compare; open('$dir/flush.cu', 'w').write(compare.FLUSH_SRC)"
	for a in sm_90 sm_75; do
		check "flush-builds-$a" 0 sh -c '"$1" -arch="$2" -Xcompiler -fPIC -shared -Werror all-warnings -o "$3" "$4" 2>&1 && test -s "$3"' \
			sh "$nvcc" "$a" "$dir/flush-$a.so" "$dir/flush.cu"
	done
	# bench/l2residue.cu, the measurement behind the demote
	check l2residue-builds 0 "$nvcc" -O3 -arch=sm_90 -Werror all-warnings -o "$dir/l2residue" bench/l2residue.cu
	# bench/ncu_driver.cu as h200-ncu.sh builds it: a norm's variant, and the GEMM's tma
	# instance for sm_90a with the TMA service
	check ncu-driver-rmsnorm 0 "$nvcc" -std=c++17 -O3 -gencode arch=compute_90,code=sm_90 -DNCU_OP=2 \
		-include generated/variants/rmsnorm_bf16_sm90.cu bench/ncu_driver.cu -o "$dir/ncu2"
	# (the staging ops' specs in specs/ once promoted: bench/promote.sh)
	spec() { if [ -f "specs/$1.yaml" ]; then echo "specs/$1.yaml"; else echo "specs/staging/$1.yaml"; fi; }
	check ncu-tma-instance 0 "$akgen" instantiate "$(spec gemm)" templates/gemm/tma.cu --dtype bf16 \
		--arch sm_90a -o "$dir/tma.cu"
	check ncu-driver-gemm 0 "$nvcc" -std=c++17 -O3 -gencode arch=compute_90a,code=sm_90a -DNCU_OP=5 \
		-include "$dir/tma.cu" -include verify/harness_tmap.cuh bench/ncu_driver.cu -o "$dir/ncu5"
	# and the wgmma attention's (NCU_OP 6, bench/lists/attention-ncu.txt), with the TMA
	# service where the instance names it (akops_tensor_map: keys and values by TMA), as
	# h200-ncu.sh builds it
	check ncu-attention-instance 0 "$akgen" instantiate "$(spec attention_fwd)" templates/attention_fwd/wgmma.cu \
		--dtype bf16 --arch sm_90a -o "$dir/att.cu"
	svc=""
	! grep -q akops_tensor_map "$dir/att.cu" || svc="-include verify/harness_tmap.cuh"
	# shellcheck disable=SC2086
	check ncu-driver-attention 0 "$nvcc" -std=c++17 -O3 -gencode arch=compute_90a,code=sm_90a -DNCU_OP=6 \
		-include "$dir/att.cu" $svc bench/ncu_driver.cu -o "$dir/ncu6"
fi
check unknown-op 2 "$py" bench/compare.py --akgen "$akgen" --op no_such_op
check no-akgen 2 "$py" bench/compare.py --akgen "$dir/no-akgen" --op rmsnorm
check bad-candidate-arg 2 "$py" bench/compare.py --akgen "$akgen" --op rmsnorm --candidate rmsnorm.cu
check bad-offset 2 "$py" bench/compare.py --akgen "$akgen" --op rmsnorm --offset 8
check big-offset 2 "$py" bench/compare.py --akgen "$akgen" --op rmsnorm --offset 4112
check self-test-no-akgen 1 "$py" bench/compare.py --self-test --akgen "$dir/no-akgen"
# --lib: no candidates beside it; a library that is not there, or not libakops
check lib-with-candidate 2 "$py" bench/compare.py --akgen "$akgen" --lib "$dir/libakops.so" --candidate rmsnorm=a.cu
cp "$dir/out" "$dir/lib.out"
check lib-with-candidate-says 0 grep -q 'cannot be given with --candidate' "$dir/lib.out"
check lib-with-candidates-dir 2 "$py" bench/compare.py --akgen "$akgen" --lib "$dir/libakops.so" --candidates-dir verify/naive
check lib-missing 2 "$py" bench/compare.py --akgen "$akgen" --lib "$dir/libakops.so" --op rmsnorm
echo 'not a library' >"$dir/junk.so"
check lib-junk 2 "$py" bench/compare.py --akgen "$akgen" --lib "$dir/junk.so" --op rmsnorm

# bench/l2probe.py (compare.py's Worker at chosen shapes): it compiles against compare.py,
# and a bad command line fails before anything is built or measured
check l2probe-py_compile 0 "$py" -c "import py_compile; py_compile.compile('bench/l2probe.py', cfile='$dir/l.pyc', doraise=True)"
check l2probe-help 0 "$py" bench/l2probe.py --help
check l2probe-no-lib 2 "$py" bench/l2probe.py --json "$dir/l.json"
check l2probe-bad-case 1 "$py" bench/l2probe.py --lib "$dir/libakops.so" --json "$dir/l.json" --case layernorm:bf16
cp "$dir/out" "$dir/l2.out"
check l2probe-bad-case-says 0 grep -q 'wants OP:DTYPE:SHAPE' "$dir/l2.out"
check l2probe-bad-cand 1 "$py" bench/l2probe.py --lib "$dir/libakops.so" --json "$dir/l.json" --cand x=rmsnorm:f32
check l2probe-bad-offsets 2 "$py" bench/l2probe.py --lib "$dir/libakops.so" --json "$dir/l.json" --offsets-mib 1,x
check l2probe-no-json 0 test ! -e "$dir/l.json"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
