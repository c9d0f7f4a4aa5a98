#!/bin/sh
# The consumers of libakops on the GPU machine: examples/c (rmsnorm and softmax
# from C, checked against the CPU) and examples/torch (PyTorch tensors through
# DLPack and ctypes, on the current stream, checked against PyTorch).
#
# It needs an installed libakops, made on the build machine and carried over,
# because the GPU machine has no DLPack header, no pkg-config or CMake to rely
# on, and building the library there would take minutes:
#   (build machine)  ./build.sh && cmake --install build --prefix build/akops-prefix --component library
#   (GPU machine)    bench/h200-examples.sh OUTDIR [PREFIX]     # PREFIX: build/akops-prefix
# (with the device runner: carry ["build/akops-prefix"], about 45 MB, or, where
# that and the tree pass its 64 MiB, PREFIX build/akops-prefix.tgz made by
# `tar czf build/akops-prefix.tgz -C build akops-prefix`, about 10 MB). The
# prefix holds libakops.a, akops.h and DLPack's header beside it. It uses only
# cc (nvcc's host compiler), the CUDA toolkit of nvcc, python3 and torch.
# It writes to OUTDIR: env.txt, example-c.txt, example-torch.txt, summary.txt.
#
# COMPARE_LIB=1: then the comparison table with PyTorch timed through the torch
# example's binding: bench/compare.py --lib on the libakops.so linked above, once
# per dtype of COMPARE_DTYPES (default "bf16 f32 f16"), each with --time-budget
# COMPARE_BUDGET seconds (default 150; shapes not started by then are reported
# as skipped, so a run takes about that plus one shape and the copy ceiling),
# writing compare-DT.md, compare-DT.json and compare-DT.txt; COMPARE_OPS (default:
# every op) limits it to those ops; COMPARE_SHAPES=FILE times that file's shapes
# (compare.py --shapes, e.g. bench/lists/models.txt) into models-DT.*, after the
# bench shapes, in as much time again (COMPARE_BENCH=0: those shapes alone). compare.py needs
# akgen for the specs (AKGEN, default build/akgen: carry it too, about 1 MB)
# and nvcc for its L2 flush kernel. COMPARE_MINMS (default compare.py's 200) is
# each timed row's least time, in milliseconds: 40 fits many small shapes in a budget;
# COMPARE_MAXREPS (compare.py --max-reps, default 50000) caps a row's calls: each call
# pays an L2 flush of about 0.1 ms, so a 2 us shape at 40 ms is 20000 calls and 2 s of
# flushes a row (session 18 timed 17 shapes in 210 s so); 2000 calls hold a median well;
# COMPARE_PAD=N times strided rows (compare.py --pad N: the rows of every tensor the spec
# lets be strided N elements apart beyond their length); COMPARE_BCAST=1 (compare.py --bcast)
# passes every tensor the spec lets be broadcast (the norms' weights) as one element
# expanded, stride 0. Three dtypes at 150 s come near the device
# runner's 10 minutes a command: give fewer dtypes or a smaller budget there.
set -u
out=${1:?usage: bench/h200-examples.sh OUTDIR [PREFIX]}
prefix=${2:-build/akops-prefix}
akgen=${AKGEN:-build/akgen}
mkdir -p "$out"
# shellcheck source=bench/prefix.sh
. bench/prefix.sh
unpack_prefix "$prefix" "$tmp" || exit 2
[ -f "$prefix/include/akops/akops.h" ] || { echo "no akops.h in $prefix (see the top of $0)" >&2; exit 2; }

{
	date -u
	nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv
	"$nvcc" --version | tail -n 1
	cc --version | head -n 1
	python3 -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda)' 2>&1
} >"$out/env.txt" 2>&1

# examples/c, with the plain cc line of its top comment
if cc -std=c11 -O2 -I"$prefix/include/akops" -I"$cuda/include" examples/c/example.c "$prefix/lib/libakops.a" \
	-L"$cuda/lib64" -Wl,-rpath,"$cuda/lib64" -lcudart -lstdc++ -lm -o "$tmp/example" >"$out/example-c.txt" 2>&1; then
	"$tmp/example" >>"$out/example-c.txt" 2>&1
	c=$?
else
	c=build
fi

# examples/torch: libakops.so from the archive, then the script
if link_so "$prefix" "$cuda" "$tmp/libakops.so" >"$out/example-torch.txt" 2>&1; then
	python3 examples/torch/example.py "$tmp/libakops.so" >>"$out/example-torch.txt" 2>&1
	t=$?
else
	t=build
fi
printf 'examples/c: exit %s\nexamples/torch: exit %s\n' "$c" "$t" >"$out/summary.txt"

# the comparison with PyTorch, akops timed through the torch example's binding
cmp=0
if [ "${COMPARE_LIB:-0}" != 0 ]; then
	if [ "$t" = build ]; then
		echo "compare.py --lib: not run, libakops.so did not link" >>"$out/summary.txt"
		cmp=1
	elif [ ! -x "$akgen" ]; then
		echo "compare.py --lib: not run, no akgen at $akgen (AKGEN)" >>"$out/summary.txt"
		cmp=1
	else
		for dt in ${COMPARE_DTYPES:-bf16 f32 f16}; do
			ops=$(for o in ${COMPARE_OPS:-}; do printf ' --op %s' "$o"; done)
			[ -z "${COMPARE_MINMS:-}" ] || ops="$ops --min-ms $COMPARE_MINMS"
			[ -z "${COMPARE_MAXREPS:-}" ] || ops="$ops --max-reps $COMPARE_MAXREPS"
			[ -z "${COMPARE_PAD:-}" ] || ops="$ops --pad $COMPARE_PAD"
			[ -z "${COMPARE_BCAST:-}" ] || ops="$ops --bcast"
			if [ "${COMPARE_BENCH:-1}" != 0 ]; then
				# shellcheck disable=SC2086
				python3 bench/compare.py --akgen "$akgen" --nvcc "$nvcc" --lib "$tmp/libakops.so" --dtype "$dt" \
					$ops --time-budget "${COMPARE_BUDGET:-150}" --json "$out/compare-$dt.json" \
					--markdown "$out/compare-$dt.md" >"$out/compare-$dt.txt" 2>&1
				rc=$?
				echo "compare.py --lib --dtype $dt: exit $rc" >>"$out/summary.txt"
				[ "$rc" = 0 ] || cmp=1
			fi
			[ -n "${COMPARE_SHAPES:-}" ] || continue
			# shellcheck disable=SC2086
			python3 bench/compare.py --akgen "$akgen" --nvcc "$nvcc" --lib "$tmp/libakops.so" --dtype "$dt" $ops \
				--shapes "$COMPARE_SHAPES" --time-budget "${COMPARE_BUDGET:-150}" --json "$out/models-$dt.json" \
				--markdown "$out/models-$dt.md" >"$out/models-$dt.txt" 2>&1
			rc=$?
			echo "compare.py --lib --shapes $COMPARE_SHAPES --dtype $dt: exit $rc" >>"$out/summary.txt"
			[ "$rc" = 0 ] || cmp=1
		done
	fi
fi
cat "$out/summary.txt"
[ "$c" = 0 ] && [ "$t" = 0 ] && [ "$cmp" = 0 ]
