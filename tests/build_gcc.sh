#!/bin/sh
# build_gcc.sh: the C sources build with gcc too, warnings as errors, as they do
# with clang (build.sh's default): akgen, its sanitizer build and the unit tests,
# in a build directory of their own. Debian's cc is gcc.
# usage: build_gcc.sh SOURCE_DIR
set -u
src=$1
command -v gcc >/dev/null || { echo "build_gcc: no gcc"; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
CC=gcc cmake -S "$src" -B "$dir" -G Ninja >"$dir.log" 2>&1 || { cat "$dir.log"; rm -f "$dir.log"; exit 1; }
rm -f "$dir.log"
targets=$(ninja -C "$dir" -t targets all | sed -n 's/^\(tests\/[a-z0-9_]*\): C_EXECUTABLE_LINKER.*/\1/p')
ninja -C "$dir" akgen akgen_san emit_fixture $targets >"$dir/log" 2>&1 || { grep -E "error|warning" "$dir/log" | head -40; exit 1; }
if grep -q "warning:" "$dir/log"; then
	grep "warning:" "$dir/log" | head -20
	exit 1
fi
echo "build_gcc: akgen, akgen_san and $(echo "$targets" | wc -w) tests built with $(gcc -dumpfullversion)"
