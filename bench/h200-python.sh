#!/bin/sh
# The akops Python package on the GPU machine (issue 22): the wheel built there, as
# python/README.md builds it, against an installed libakops made on the build machine
# and carried over; then python/tests/gpu_check.py (opcheck of every op and dtype,
# torch.compile with no graph break, the refusals, the host cost of a call) and
# examples/torch/block.py (a transformer block with akops ops under torch.compile,
# checked against plain PyTorch), with the machine's PyTorch; then, with the machine's
# JAX, examples/jax/block.py (the block's norm and activation through akops.jax under
# jax.jit, checked against jax.numpy) and python/tests/jax_gpu_check.py (every op and
# dtype through akops.jax against akops.torch, vmap, a refusal, the host cost).
#   (build machine)  ./build.sh && cmake --install build --prefix build/akops-prefix --component library
#                    gzip -9 -c build/akgen > build/dev/akgen.gz        # for PARTS package
#                    mkdir -p build/dev/py/wheels && (cd build && tar cf - akops-prefix | xz -6 > dev/py/akops-prefix.tar.xz)
#                    python3 -m pip download --no-deps --only-binary=:all: -d build/dev/py/wheels \
#                        scikit-build-core packaging pathspec
#   (GPU machine)    bench/h200-python.sh OUTDIR build/dev/py        # carry ["build/dev"]
# CALLS=1: first python/tests/gpu_calls.py (every op, dtype and form in a child process of
# its own, so that a crash is placed, and a refusal that crashed again under cuda-gdb for
# the native stack: gpu_calls.json and .txt).
# OPCHECK_BUDGET: seconds for the opchecks (the ops after it are reported not run).
# PARTS: "torch jax package" (the default), or some of them; package times the paths of
# one call (bench/hostcost.py: hostcost.json and .txt) and the host cost of every call
# through the package (bench/compare.py --package, bf16; PACKAGE_BUDGET
# seconds, default 240) with the akgen of build/dev/akgen.gz (gzip -9 -c build/akgen).
# akops.torch's CUDA kernels are the C++ ones where the wheel built them (python/README.md);
# gpu_check and the package's timing run again with AKOPS_TORCH_NATIVE=0, the Python ones
# (PYTHON_KERNELS=0 skips that; PACKAGE_PY_BUDGET seconds for that timing, default 120).
# It writes to OUTDIR: env.txt, wheel.txt, refusals.json and .txt, gpu_check.json and .txt, gpu_check-python.json
# and .txt, block.json and .txt, jax_block.json and .txt, jax_gpu_check.json and .txt,
# package-bf16.json and .md, package-bf16-python.json and .md, package.txt.
set -u
out=${1:?usage: bench/h200-python.sh OUTDIR DEVDIR}
dev=${2:?usage: bench/h200-python.sh OUTDIR DEVDIR}
mkdir -p "$out"
export PATH="/usr/local/cuda/bin:$PATH"
work=$(mktemp -d)
{
	date -u
	nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv
	nvcc --version | tail -n 1
	cmake --version | head -n 1
	c++ --version | head -n 1	# the wheel's C++ kernels are built with it
	python3 -c 'import sys, torch; print("python", sys.version.split()[0], "torch", torch.__version__)'
	python3 -c 'import jax; print("jax", jax.__version__, jax.devices())'
} >"$out/env.txt" 2>&1
xz -dc "$dev/akops-prefix.tar.xz" | tar xf - -C "$work" || exit 1
python3 -m pip install -q --no-index --no-deps --no-compile --target "$work/skb" "$dev"/wheels/*.whl || exit 1
t0=$(date +%s)
PYTHONPATH="$work/skb" CMAKE_PREFIX_PATH="$work/akops-prefix" python3 -m pip wheel --no-index --no-deps \
	--no-build-isolation -w "$work/wheel" ./python >"$out/wheel.txt" 2>&1 || { tail -n 40 "$out/wheel.txt"; exit 1; }
python3 -m pip install -q --no-index --no-deps --target "$work/site" "$work"/wheel/akops-*.whl || exit 1
echo "wheel built and installed in $(($(date +%s) - t0)) s: $(ls "$work/wheel")" | tee -a "$out/wheel.txt"
# what the shared libraries export beyond the akops API (python/libakops.map: nothing)
for so in libakops.so _torch_ops.so _torch_fast.so; do
	[ -f "$work/site/akops/$so" ] || continue
	echo "$so exports beyond akops_* and PyInit__torch_fast: $(nm -D --defined-only "$work/site/akops/$so" |
		awk 'NF == 3 { print $3 }' | grep -c -v -e '^akops_' -e '^PyInit__torch_fast$')"
done | tee -a "$out/wheel.txt"
case " ${PARTS:-torch jax package} " in *" torch "*)
	# the C++ kernels' refusals on fake CUDA tensors first: what CI checks, on this
	# machine's build (session 33: a refusal on real tensors segfaulted here)
	PYTHONPATH="$work/site" python3 python/tests/torch_native_check.py --refusals >"$out/refusals.json" \
		2>"$out/refusals.txt"
	echo "refusals on fake CUDA tensors: exit $? $(cat "$out/refusals.json")"
	PYTHONPATH="$work/site" python3 examples/torch/block.py >"$out/block.json" 2>"$out/block.txt"
	echo "block: exit $?"
	if [ "${CALLS:-0}" != 0 ]; then
		GDB=$(command -v cuda-gdb || command -v gdb) PYTHONPATH="$work/site" python3 python/tests/gpu_calls.py \
			"$out/gpu_calls.json" >"$out/gpu_calls.txt" 2>&1
		echo "gpu_calls: exit $?"
	fi
	PYTHONPATH="$work/site" python3 python/tests/gpu_check.py "$out/gpu_check.json" "${OPCHECK_BUDGET:-1e9}" \
		>"$out/gpu_check.txt" 2>&1
	echo "gpu_check: exit $?"
	if [ "${PYTHON_KERNELS:-1}" != 0 ]; then
		AKOPS_TORCH_NATIVE=0 PYTHONPATH="$work/site" python3 python/tests/gpu_check.py "$out/gpu_check-python.json" \
			"${OPCHECK_BUDGET:-1e9}" >"$out/gpu_check-python.txt" 2>&1
		echo "gpu_check (the Python kernels): exit $?"
	fi
	;;
esac
case " ${PARTS:-torch jax package} " in *" package "*)
	# where a call's host time goes: each path into one akops op beside a native op's
	# (bench/hostcost.py), then the host cost of every op's call through the package
	# (bench/compare.py --package), bf16
	PYTHONPATH="$work/site" python3 bench/hostcost.py --json "$out/hostcost.json" >"$out/hostcost.txt" 2>&1
	echo "hostcost: exit $?"
	if gzip -dc "$dev/../akgen.gz" >"$work/akgen" 2>"$out/package.txt" && chmod +x "$work/akgen"; then
		PYTHONPATH="$work/site" python3 bench/compare.py --package --akgen "$work/akgen" --dtype bf16 \
			--time-budget "${PACKAGE_BUDGET:-240}" --json "$out/package-bf16.json" \
			--markdown "$out/package-bf16.md" >"$out/package.txt" 2>&1
		echo "package: exit $?"
		if [ "${PYTHON_KERNELS:-1}" != 0 ]; then
			AKOPS_TORCH_NATIVE=0 PYTHONPATH="$work/site" python3 bench/compare.py --package --akgen "$work/akgen" \
				--dtype bf16 --time-budget "${PACKAGE_PY_BUDGET:-120}" --json "$out/package-bf16-python.json" \
				--markdown "$out/package-bf16-python.md" >>"$out/package.txt" 2>&1
			echo "package (the Python kernels): exit $?"
		fi
	else
		echo "package: not run: no akgen at $dev/../akgen.gz" | tee -a "$out/package.txt"
	fi
	;;
esac
case " ${PARTS:-torch jax package} " in *" jax "*)
	PYTHONPATH="$work/site" python3 examples/jax/block.py >"$out/jax_block.json" 2>"$out/jax_block.txt"
	echo "jax block: exit $?"
	PYTHONPATH="$work/site" python3 python/tests/jax_gpu_check.py "$out/jax_gpu_check.json" \
		>"$out/jax_gpu_check.txt" 2>&1
	echo "jax_gpu_check: exit $?"
	;;
esac
rm -rf "$work"
