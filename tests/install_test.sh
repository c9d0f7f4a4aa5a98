#!/bin/sh
# install_test.sh: libakops as a product, against an installed tree. It runs
# `cmake --install BUILD --component library` into a temporary prefix, then
# builds and runs three consumers of it: tests/consumer with CMake's
# find_package(akops) (static cudart, AKOPS_CUDART=static) and examples/c with
# find_package (shared cudart); tests/consumer with `pkg-config --cflags --libs
# akops` and with a plain cc line, both after the prefix was moved elsewhere
# (the package files are relocatable). tests/consumer's refusals need no GPU;
# examples/c exits 77 without one (accepted here) and 0 with one. Last, the
# shared library of examples/torch is linked from libakops.a and its ctypes
# binding loaded and run without torch.
# usage: install_test.sh BUILD_DIR CUDA_DIR (from the repository root)
set -u
build=$(realpath "${1:?usage: install_test.sh BUILD_DIR CUDA_DIR}")
cuda=${2:?usage: install_test.sh BUILD_DIR CUDA_DIR}
src=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
run() { # NAME BINARY: runs it, 0 expected
	if "$2" >"$tmp/$1.out" 2>&1; then ok; else bad "$1 exits $?:" && cat "$tmp/$1.out"; fi
}

[ -f "$build/akops/libakops.a" ] || { echo "FAIL: $build/akops/libakops.a is missing: ./build.sh builds it"; exit 1; }
p=$tmp/prefix
if cmake --install "$build" --prefix "$p" --component library >"$tmp/install.out" 2>&1; then ok; else
	bad "cmake --install:" && cat "$tmp/install.out"
fi
for f in lib/libakops.a include/akops/akops.h include/akops/dlpack/dlpack.h lib/pkgconfig/akops.pc \
	lib/cmake/akops/akopsConfig.cmake lib/cmake/akops/akopsConfigVersion.cmake; do
	if [ -f "$p/$f" ]; then ok; else bad "not installed: $f"; fi
done
[ ! -e "$p/bin/akgen" ] && ok || bad "the library component installs akgen"

# CMake: find_package(akops), static and shared cudart
cmakeuse() { # NAME SOURCE_DIR CMAKE_ARGS...
	name=$1 dir=$2
	shift 2
	if cmake -S "$dir" -B "$tmp/$name" -G Ninja -DCMAKE_PREFIX_PATH="$p" "$@" >"$tmp/$name.cfg" 2>&1 &&
		cmake --build "$tmp/$name" >"$tmp/$name.build" 2>&1; then
		ok
	else
		bad "$name with find_package:" && cat "$tmp/$name.cfg" "$tmp/$name.build" 2>/dev/null | tail -n 30
	fi
}
cmakeuse consumer_cmake tests/consumer -DAKOPS_CUDART=static
[ -x "$tmp/consumer_cmake/consumer" ] && run consumer_cmake "$tmp/consumer_cmake/consumer"
cmakeuse example_c examples/c
if [ -x "$tmp/example_c/example" ]; then
	"$tmp/example_c/example" >"$tmp/example.out" 2>&1
	rc=$?
	if [ "$rc" -eq 0 ] || { [ "$rc" -eq 77 ] && grep -q "no GPU here" "$tmp/example.out"; }; then ok; else
		bad "examples/c exits $rc:" && cat "$tmp/example.out"
	fi
fi
# the version file: 0.2 is not compatible with 0.1
sed 's/find_package(akops 0.1 REQUIRED)/find_package(akops 0.2 REQUIRED)/' tests/consumer/CMakeLists.txt >"$tmp/v.txt"
mkdir -p "$tmp/vsrc" && cp "$tmp/v.txt" "$tmp/vsrc/CMakeLists.txt" && cp tests/consumer/consumer.c "$tmp/vsrc/"
if cmake -S "$tmp/vsrc" -B "$tmp/vbuild" -G Ninja -DCMAKE_PREFIX_PATH="$p" >"$tmp/v.out" 2>&1; then
	bad "find_package(akops 0.2) accepted 0.1"
else
	ok
fi

# the prefix moved: pkg-config and a plain cc line
mv "$p" "$tmp/moved"
p=$tmp/moved
if PKG_CONFIG_PATH=$p/lib/pkgconfig pkg-config --exists akops; then ok; else bad "pkg-config finds no akops"; fi
# shellcheck disable=SC2046
if cc -std=c11 -Wall -Wextra -Werror -pedantic tests/consumer/consumer.c \
	$(PKG_CONFIG_PATH=$p/lib/pkgconfig pkg-config --cflags --libs akops) -o "$tmp/consumer_pc" 2>"$tmp/pc.out"; then
	ok
	run consumer_pkgconfig "$tmp/consumer_pc"
else
	bad "pkg-config consumer:" && cat "$tmp/pc.out"
fi
if cc -std=c11 -Wall -Wextra -Werror -pedantic -I"$p/include/akops" -I"$cuda/include" tests/consumer/consumer.c \
	"$p/lib/libakops.a" -L"$cuda/lib64" -Wl,-rpath,"$cuda/lib64" -lcudart -lstdc++ -lm -o "$tmp/consumer_cc" \
	2>"$tmp/cc.out"; then
	ok
	run consumer_cc "$tmp/consumer_cc"
else
	bad "plain cc consumer:" && cat "$tmp/cc.out"
fi

# examples/torch's shared library, and its ctypes binding without torch
if cc -shared -o "$tmp/libakops.so" -Wl,--whole-archive "$p/lib/libakops.a" -Wl,--no-whole-archive \
	-L"$cuda/lib64" -Wl,-rpath,"$cuda/lib64" -lcudart -lstdc++ -lm 2>"$tmp/so.out"; then
	ok
	if python3 examples/torch/akops_ctypes.py "$tmp/libakops.so" >"$tmp/py.out" 2>&1; then ok; else
		bad "akops_ctypes.py self-test:" && cat "$tmp/py.out"
	fi
else
	bad "libakops.so:" && cat "$tmp/so.out"
fi
cat "$tmp/consumer_cc.out" 2>/dev/null
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
