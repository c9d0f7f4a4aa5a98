#!/bin/sh
# prebuild.sh: compiles, on a machine without a GPU, everything device_check.sh links
# and runs on the GPU machine, into DIR (default .hb, which .git/info/exclude ignores;
# carry it to the device): the harness object; for each op of specs/ in bf16/sm_90 the
# glue akgen writes and the C reference; the naive kernels of verify/naive; the rmsnorm
# test candidate and its broken variants (verify/testglue); the cheats of verify/cheats.
# usage: sh verify/testglue/prebuild.sh AKGEN [DIR]   (from the source tree's root)
set -u
akgen=$1
out=${2:-.hb}
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
flags="-std=c++17 -O2 -arch=sm_90 -Iverify"
jobs=${JOBS:-2}
rm -rf "$out"
mkdir -p "$out"
fail=0

# compile OUT.o SRC [FLAGS...], at most $jobs at a time
pids=
n=0
compile() {
	o=$1
	shift
	"$nvcc" $flags "$@" -c -o "$out/$o.o" >"$out/$o.log" 2>&1 &
	n=$((n + 1))
	if [ "$n" -ge "$jobs" ]; then
		wait
		n=0
	fi
}

compile harness verify/harness.cu
for spec in specs/*.yaml; do
	op=$(basename "$spec" .yaml)
	mkdir -p "$out/$op"
	"$akgen" proto --dtype bf16 --arch sm_90 -o "$out/$op/launcher.h" "$spec" &&
		"$akgen" proto --glue --dtype bf16 --arch sm_90 -o "$out/$op/glue.cu" "$spec" || fail=1
	cc -std=c11 -O2 -c "specs/ref/$op.c" -o "$out/ref_$op.o" || fail=1
	compile "glue_$op" "$out/$op/glue.cu" -I"$out/$op"
	[ -e "verify/naive/${op}_bf16.cu" ] && compile "naive_$op" "verify/naive/${op}_bf16.cu"
done
for v in 0 1 2 3 4 5 6 7 8 9 10; do
	compile "rms_v$v" verify/testglue/rmsnorm_bf16_naive.cu -DAKH_BREAK=$v
done
for c in verify/cheats/*.cu; do
	name=$(basename "$c" .cu)
	grep -q 'expect-dynamic: FAIL_COMPILE' "$c" && continue
	compile "cheat_$name" "$c"
done
wait
for l in "$out"/*.log; do
	o=${l%.log}.o
	if [ ! -e "$o" ]; then
		echo "FAIL $(basename "$o")"
		sed 's/^/    /' "$l" | head -20
		fail=1
	fi
done
cp verify/cheats/*.cu "$out/" 2>/dev/null
du -sh "$out"
exit $fail
