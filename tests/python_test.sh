#!/bin/sh
# python_test.sh: the Python package (python/) as its README builds it, on the CPU:
# the library installed into a fresh prefix, the wheel built against it with
# scikit-build-core, installed, then python/tests/cpu_check.py (the version, the ops
# against the specs and akops.h, fake-tensor tracing of every op and dtype, the
# refusals), python/tests/kernel_check.py (what each op's kernel passes the library,
# its functions replaced by recorders) and python/tests/jax_cpu_check.py (akops.jax lowered for CUDA against
# akops.h, its handlers compiled with -Werror by gcc and clang); akops.torch's C++ kernels
# (torchopsgen.py): compiled with -Werror by gcc and clang, loaded as the CUDA kernels of
# every op and form, the fallbacks to the Python ones (python/tests/torch_native_check.py),
# and run on the CPU against recorders of the C API (python/tests/torch_cpp_check.py,
# which also calls them through akops.torch's eager entry points, torchfastgen.py); a
# wheel built without akops.jax and the C++ kernels, which says so; and a prefix without
# the operators' table refused with a clear message; the symbols the shared libraries
# export (the akops API alone), also when libstdc++ is linked into them statically, as a
# toolchain may do. build.sh makes BUILD/pyenv
# (scikit-build-core, PyTorch and JAX).
#
# usage: python_test.sh BUILD AKGEN (from the repository root)
set -u
build=$1
akgen=$2
py=$build/pyenv/bin/python
if [ ! -x "$py" ] || ! "$py" -c 'import scikit_build_core, torch, jax' 2>/dev/null; then
	echo "FAIL: $build/pyenv has no scikit-build-core, PyTorch and JAX: run ./build.sh"
	exit 1
fi
. "$(dirname "$0")/common.sh"
cmake --install "$build" --prefix "$tmp/prefix" --component library >"$tmp/log" 2>&1 || { bad "cmake --install"; cat "$tmp/log"; }
CMAKE_PREFIX_PATH="$tmp/prefix" "$py" -m pip wheel -q --disable-pip-version-check --no-deps --no-build-isolation \
	-w "$tmp/dist" ./python >"$tmp/log" 2>&1 || { bad "the wheel"; tail -n 30 "$tmp/log"; }
"$py" -m pip install -q --disable-pip-version-check --no-deps --target "$tmp/site" "$tmp"/dist/akops-*.whl \
	>"$tmp/log" 2>&1 || { bad "pip install of the wheel"; cat "$tmp/log"; }
"$akgen" show specs/*.yaml >"$tmp/specs.json" || bad "akgen show"
# from elsewhere than python/src: the installed package, not the sources
(cd "$tmp" && PYTHONPATH="$tmp/site" "$py" "$OLDPWD/python/tests/cpu_check.py" "$tmp/specs.json" \
	"$OLDPWD/generated/akops.h") >"$tmp/check" 2>&1 || { bad "cpu_check"; cat "$tmp/check"; }
grep -q "cpu_check: 0 failed" "$tmp/check" || bad "cpu_check did not finish"
# what the kernels pass the library, with its functions replaced by recorders
(cd "$tmp" && PYTHONPATH="$tmp/site" "$py" "$OLDPWD/python/tests/kernel_check.py" "$tmp/specs.json" \
	"$OLDPWD/generated/akops.h") >"$tmp/check" 2>&1 || { bad "kernel_check"; cat "$tmp/check"; }
grep -q "kernel_check: 0 failed" "$tmp/check" || bad "kernel_check did not finish"
# akops.jax: the handlers jaxgen.py writes compile warning-free with both compilers
# (XLA's own headers aside), and the JAX ops lower for CUDA as akops.h says
"$py" python/jaxgen.py generated/akops_ops.json "$tmp/akops_jax.cc" || bad "jaxgen.py"
xla=$("$py" -c 'import jax.ffi; print(jax.ffi.include_dir())') || bad "jax.ffi.include_dir()"
for cxx in g++ clang++; do
	$cxx -std=c++17 -Wall -Wextra -Werror -fPIC -c "$tmp/akops_jax.cc" -o "$tmp/akops_jax.o" -I python \
		-I "$tmp/prefix/include/akops" -isystem /usr/local/cuda/include -isystem "$xla" >"$tmp/log" 2>&1 ||
		{ bad "the handlers with $cxx"; head -n 30 "$tmp/log"; }
done
(cd "$tmp" && PYTHONPATH="$tmp/site" "$py" "$OLDPWD/python/tests/jax_cpu_check.py" "$tmp/specs.json" \
	"$OLDPWD/generated/akops.h" "$tmp/akops_jax.cc") >"$tmp/check" 2>&1 || { bad "jax_cpu_check"; cat "$tmp/check"; }
grep -q "jax_cpu_check: 0 failed" "$tmp/check" || bad "jax_cpu_check did not finish"
# akops.torch's C++ kernels: torchopsgen.py's file compiles warning-free with both compilers
# (torch's own headers aside); the installed package loads it as every op's CUDA kernels,
# and falls back to the Python ones, saying why; the kernels run on the CPU against
# recorders of the C API, as the Python ones do
"$py" python/torchopsgen.py generated/akops_ops.json "$tmp/akops_torch.cc" || bad "torchopsgen.py"
torchinc=$("$py" -c 'import os, torch; print(os.path.join(os.path.dirname(torch.__file__), "include"))') ||
	bad "torch's include directory"
for cxx in g++ clang++; do
	$cxx -std=c++20 -Wall -Wextra -Werror -fPIC -c "$tmp/akops_torch.cc" -o "$tmp/akops_torch.o" -I python \
		-I "$tmp/prefix/include/akops" -isystem /usr/local/cuda/include -isystem "$torchinc" >"$tmp/log" 2>&1 ||
		{ bad "the C++ kernels with $cxx"; head -n 30 "$tmp/log"; }
done
# akops.torch's eager entry points (torchfastgen.py): the same, Python's headers besides
"$py" python/torchfastgen.py generated/akops_ops.json "$tmp/akops_torch_fast.cc" || bad "torchfastgen.py"
pyinc=$("$py" -c 'import sysconfig; print(sysconfig.get_paths()["include"])') || bad "Python's include directory"
for cxx in g++ clang++; do
	$cxx -std=c++20 -Wall -Wextra -Werror -fPIC -c "$tmp/akops_torch_fast.cc" -o "$tmp/akops_torch_fast.o" \
		-I python -isystem "$torchinc" -isystem "$pyinc" >"$tmp/log" 2>&1 ||
		{ bad "the eager entry points with $cxx"; head -n 30 "$tmp/log"; }
done
(cd "$tmp" && PYTHONPATH="$tmp/site" "$py" "$OLDPWD/python/tests/torch_native_check.py" "$tmp/specs.json") \
	>"$tmp/check" 2>&1 || { bad "torch_native_check"; cat "$tmp/check"; }
grep -q "torch_native_check: 0 failed" "$tmp/check" || bad "torch_native_check did not finish"
# the shared libraries export what they must and nothing else (python/libakops.map and
# torch_ops.map): libakops.so its akops_* symbols, _torch_ops.so none
exports() { nm -D --defined-only "$1" | awk 'NF == 3 { print $3 }'; }
check_exports() { # SITE WHAT
	exports "$1/akops/libakops.so" | grep -q '^akops_rmsnorm$' || bad "$2: libakops.so does not export akops_rmsnorm"
	exports "$1/akops/libakops.so" | grep -q '^akops_jax_rmsnorm$' || bad "$2: libakops.so does not export akops_jax_rmsnorm"
	other=$(exports "$1/akops/libakops.so" | grep -v '^akops_' | head -n 3 | tr '\n' ' ')
	[ -z "$other" ] || bad "$2: libakops.so exports more than akops_*: $other"
	other=$(exports "$1/akops/_torch_ops.so" | head -n 3 | tr '\n' ' ')
	[ -z "$other" ] || bad "$2: _torch_ops.so exports $other"
	# the eager entry points, a Python extension: its initialiser alone (torch_fast.map)
	[ -f "$1/akops/_torch_fast.so" ] || bad "$2: no akops/_torch_fast.so"
	other=$(exports "$1/akops/_torch_fast.so" | grep -v '^PyInit__torch_fast$' | head -n 3 | tr '\n' ' ')
	[ -z "$other" ] || bad "$2: _torch_fast.so exports more than PyInit__torch_fast: $other"
}
check_exports "$tmp/site" "the wheel"
# linked as the GPU machine's toolchain linked it (session 34): libstdc++ whole and static
# in each shared library and in the Python extension (a MODULE: CMake's own flags). Without the maps libakops.so exported that copy, _torch_ops.so
# bound to it, and a refusal whose message went through std::ostream crashed there. The
# exports are the same, and every refusal raises.
CMAKE_PREFIX_PATH="$tmp/prefix" "$py" -m pip wheel -q --disable-pip-version-check --no-deps --no-build-isolation \
	"--config-settings=cmake.define.CMAKE_SHARED_LINKER_FLAGS=-Wl,--whole-archive -l:libstdc++.a -Wl,--no-whole-archive" \
	"--config-settings=cmake.define.CMAKE_MODULE_LINKER_FLAGS=-Wl,--whole-archive -l:libstdc++.a -Wl,--no-whole-archive" \
	-w "$tmp/dist4" ./python >"$tmp/log" 2>&1 || { bad "the wheel with a static libstdc++"; tail -n 30 "$tmp/log"; }
"$py" -m pip install -q --disable-pip-version-check --no-deps --target "$tmp/site4" "$tmp"/dist4/akops-*.whl \
	>"$tmp/log" 2>&1 || { bad "pip install of the wheel with a static libstdc++"; cat "$tmp/log"; }
check_exports "$tmp/site4" "the wheel with a static libstdc++"
(cd "$tmp" && PYTHONPATH="$tmp/site4" "$py" "$OLDPWD/python/tests/torch_native_check.py" "$tmp/specs.json") \
	>"$tmp/check" 2>&1 || { bad "torch_native_check of the wheel with a static libstdc++"; tail -n 20 "$tmp/check"; }
grep -q "torch_native_check: 0 failed" "$tmp/check" || bad "torch_native_check (a static libstdc++) did not finish"
(cd "$tmp" && PYTHONPATH="$tmp/site" "$py" "$OLDPWD/python/tests/torch_cpp_check.py" "$tmp/specs.json" \
	"$OLDPWD/generated/akops.h" "$tmp/akops_torch.cc" "$tmp/prefix/include/akops" /usr/local/cuda/include) \
	>"$tmp/check" 2>&1 || { bad "torch_cpp_check"; cat "$tmp/check"; }
grep -q "torch_cpp_check: 0 failed" "$tmp/check" || bad "torch_cpp_check did not finish"
# a binding imported without its framework says which it needs
for m in torch:PyTorch jax:JAX; do
	(cd "$tmp" && PYTHONPATH="$tmp/site" "$py" -c "import sys; sys.modules['${m%%:*}'] = None; import akops.${m%%:*}") \
		>"$tmp/log" 2>&1 && bad "akops.${m%%:*} imported without ${m%%:*}"
	grep -q "akops.${m%%:*} needs ${m#*:}" "$tmp/log" || { bad "akops.${m%%:*} without ${m%%:*}"; cat "$tmp/log"; }
done
# built without akops.jax (AKOPS_JAX=OFF) and akops.torch's C++ kernels (AKOPS_TORCH=OFF):
# the PyTorch ops import with the Python kernels, and both say why
CMAKE_PREFIX_PATH="$tmp/prefix" "$py" -m pip wheel -q --disable-pip-version-check --no-deps --no-build-isolation \
	--config-settings=cmake.define.AKOPS_JAX=OFF --config-settings=cmake.define.AKOPS_TORCH=OFF -w "$tmp/dist3" \
	./python >"$tmp/log" 2>&1 || { bad "the wheel without akops.jax"; tail -n 30 "$tmp/log"; }
"$py" -m pip install -q --disable-pip-version-check --no-deps --target "$tmp/site3" "$tmp"/dist3/akops-*.whl \
	>"$tmp/log" 2>&1 || { bad "pip install of the wheel without akops.jax"; cat "$tmp/log"; }
(cd "$tmp" && PYTHONPATH="$tmp/site3" "$py" -c 'import akops.torch' && PYTHONPATH="$tmp/site3" "$py" -c 'import akops.jax') \
	>"$tmp/log" 2>&1 && bad "akops.jax imported from a package built without it"
grep -q "built without akops.jax's handlers" "$tmp/log" || { bad "akops.jax's absence is not said"; cat "$tmp/log"; }
(cd "$tmp" && PYTHONPATH="$tmp/site3" "$py" -c 'import akops.torch as t; print(t.native, t.native_reason)') \
	>"$tmp/log" 2>&1 || { bad "akops.torch without its C++ kernels"; cat "$tmp/log"; }
grep -q "^False this akops was built without the C++ kernels" "$tmp/log" ||
	{ bad "the C++ kernels' absence is not said"; cat "$tmp/log"; }
# an installed library without its operators' table: refused, saying so
rm "$tmp/prefix/include/akops/akops_ops.json"
CMAKE_PREFIX_PATH="$tmp/prefix" "$py" -m pip wheel --disable-pip-version-check --no-deps --no-build-isolation \
	-w "$tmp/dist2" ./python >"$tmp/log" 2>&1 && bad "a prefix without akops_ops.json built a wheel"
# (CMake wraps a long message at its spaces: a long path breaks it in lines)
tr -s '\n ' '  ' <"$tmp/log" | grep -q "akops_ops.json: install it again" ||
	{ bad "the missing table is not said"; tail -n 20 "$tmp/log"; }
echo "python: $fails failed"
[ "$fails" -eq 0 ]
