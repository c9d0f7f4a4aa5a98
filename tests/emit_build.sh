#!/bin/sh
# From variants to libakops.a, without a GPU: in a copy of the repository, akgen
# instantiates the default instance of a few families (gelu_tanh and
# silu_and_mul in bf16 and f32 for sm_80, sm_90 and sm_120; rmsnorm bf16 and
# rope f32 for sm_90), emit_fixture records them as the agent loop would
# (sm_90 vetted, the rest compiled only) and emits generated/, then `akgen
# build` runs ninja. Checks: a library built past the strict build's refusals says so
# (akops_version), SASS of every target arch and PTX of the highest
# in the archive, a second build does no work, the generated files name no
# absolute path, a plain C program links (and its checks run: emit_api.c), the
# header is C++ too, BUILD_DIR moves the outputs, and a changed spec re-runs
# the generator.
# usage: emit_build.sh AKGEN EMIT_FIXTURE NVCC
set -u
akgen=$(realpath "$1")
fixture=$(realpath "$2")
nvcc=$3
cuda=$(dirname "$(dirname "$(realpath "$nvcc")")")
src=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
root=$tmp/repo
pass=0
fail=0

ok() {
	pass=$((pass + 1))
}

bad() {
	echo "FAIL $*"
	fail=$((fail + 1))
}

mkdir -p "$root/build" "$root/generated/variants" "$tmp/bin"
cp -R specs templates verify "$root/"
ln -s "$akgen" "$root/build/akgen"
export NVCC="$nvcc"

jobs=""
variant() { # OP DTYPE ARCH STATUS
	t=$(ls "templates/$1/"*.cu | head -n 1)
	if "$akgen" -C "$root" instantiate "specs/$1.yaml" "$t" --dtype "$2" --arch "$3" \
		-o "generated/variants/$1_$2_$(echo "$3" | tr -d _).cu"; then
		jobs="$jobs $1:$2:$3:$4"
	else
		bad "instantiate $1 $2 $3"
	fi
}
for op in gelu_tanh silu_and_mul; do
	for dt in bf16 f32; do
		variant $op $dt sm_80 compiled_only
		variant $op $dt sm_90 vetted
		variant $op $dt sm_120 compiled_only
	done
done
variant rmsnorm bf16 sm_90 vetted
variant rope f32 sm_90 compiled_only

# shellcheck disable=SC2086
if "$fixture" "$root" $jobs >"$tmp/fixture.out" 2>&1 && grep -q "^used 14 stale 0 leftout 0 " "$tmp/fixture.out"; then
	ok
else
	bad "emit_fixture:"
	cat "$tmp/fixture.out"
fi

# a library of 14 of the specs' jobs: the strict build refuses it, naming a
# missing job; --allow-unvetted builds it, then has nothing to do
"$akgen" -C "$root" build >"$tmp/build.out" 2>&1
if [ $? -eq 1 ] && grep -q "rope sm_80 bf16 has no vetted or compiled-only record" "$tmp/build.out" &&
	grep -q "build: refused" "$tmp/build.out" && [ ! -f "$root/build/akops/libakops.a" ]; then
	ok
else
	bad "the strict build of a partial library:"
	tail -n 5 "$tmp/build.out"
fi
if "$akgen" -C "$root" build --allow-unvetted >"$tmp/build.out" 2>&1 && [ -f "$root/build/akops/libakops.a" ] &&
	grep -q "allow-unvetted: building" "$tmp/build.out"; then
	ok
else
	bad "akgen build --allow-unvetted:"
	tail -n 40 "$tmp/build.out"
fi
if "$akgen" -C "$root" build --allow-unvetted 2>&1 | grep -q "ninja: no work to do"; then ok; else bad "a second build does work"; fi
lib=$root/build/akops/libakops.a
# built past its refusals, the runtime says so (emit_api.c checks akops_version)
if grep -q "^relflags = -DAKOPS_REFUSALS=[1-9]" "$root/build/akops-build.ninja" &&
	grep -aq "(unvetted: built by akgen build --allow-unvetted past" "$root/build/akops/akops_runtime.o"; then
	ok
else
	bad "the library built past refusals does not say so"
fi

# SASS for every target, PTX for the highest and the lowest of each op and dtype, nothing else
cuobjdump=${CUOBJDUMP:-}
for c in "$cuda/bin/cuobjdump" "$(command -v cuobjdump)" "$(dirname "$akgen")"/tools/nvidia/cu*/bin/cuobjdump; do
	if [ -z "$cuobjdump" ] && [ -x "$c" ]; then
		cuobjdump=$c
	fi
done
skipped=""
if [ -z "$cuobjdump" ]; then
	skipped="no cuobjdump (build.sh installs it; or set CUOBJDUMP): the fat binary is not checked"
else
	"$cuobjdump" --list-elf "$lib" >"$tmp/elf" 2>&1
	"$cuobjdump" --list-ptx "$lib" >"$tmp/ptx" 2>&1
	for a in sm_80:4 sm_90:6 sm_120:4; do
		n=$(grep -c "\.${a%:*}\.cubin" "$tmp/elf")
		if [ "$n" -eq "${a#*:}" ]; then ok; else bad "$n SASS images of ${a%:*}, expected ${a#*:}"; fi
	done
	n=$(grep -c "\.cubin" "$tmp/elf")
	if [ "$n" -eq 14 ]; then ok; else bad "$n SASS images in all, expected 14:" && cat "$tmp/elf"; fi
	if [ "$(grep -c 'sm_120\.ptx' "$tmp/ptx")" -eq 4 ] && [ "$(grep -c 'sm_80\.ptx' "$tmp/ptx")" -eq 4 ] &&
		[ "$(grep -c 'sm_90\.ptx' "$tmp/ptx")" -eq 2 ] && [ "$(grep -c '\.ptx' "$tmp/ptx")" -eq 10 ]; then
		ok
	else
		bad "PTX: expected sm_120 and sm_80 for gelu_tanh and silu_and_mul (none for their sm_90), sm_90 for rmsnorm and rope:"
		cat "$tmp/ptx"
	fi
fi

# generated/ is the same on every machine
if grep -rl "$tmp" "$root/generated" --exclude='provenance.db*' >"$tmp/abs"; then
	bad "absolute paths in:" && cat "$tmp/abs"
else
	ok
fi

# a C program with a plain C compiler, and the header in C++
if cc -std=c11 -Wall -Wextra -Werror -pedantic -I"$root/generated" -I"$cuda/include" "$src/tests/emit_api.c" "$lib" \
	-L"$cuda/lib64" -Wl,-rpath,"$cuda/lib64" -lcudart -lstdc++ -lm -o "$tmp/api" 2>"$tmp/cc.out"; then
	ok
	if "$tmp/api" >"$tmp/api.out" 2>&1; then ok; else bad "emit_api:" && cat "$tmp/api.out"; fi
else
	bad "cc emit_api.c:" && cat "$tmp/cc.out"
fi
printf '#include "akops.h"\nint main() { return akops_gelu_tanh(nullptr, nullptr, nullptr) != AKOPS_OK ? 0 : 1; }\n' \
	>"$tmp/api.cc"
if c++ -std=c++11 -Wall -Wextra -Werror -pedantic -I"$root/generated" -I"$cuda/include" -c "$tmp/api.cc" \
	-o "$tmp/api.o" 2>"$tmp/cxx.out"; then
	ok
else
	bad "akops.h in C++:" && cat "$tmp/cxx.out"
fi

# BUILD_DIR: akgen runs ninja on a file there that includes generated/akops.ninja
printf '#!/bin/sh\necho "$@" >"%s/ninja.args"\n' "$tmp" >"$tmp/bin/ninja"
chmod +x "$tmp/bin/ninja"
PATH="$tmp/bin:$PATH" BUILD_DIR=out2 "$akgen" -C "$root" build --allow-unvetted >/dev/null 2>&1
if [ "$(cat "$tmp/ninja.args" 2>/dev/null)" = "-f out2/akops-build.ninja" ] &&
	grep -qx "builddir = out2/akops" "$root/out2/akops-build.ninja" &&
	grep -qx "include generated/akops.ninja" "$root/out2/akops-build.ninja" &&
	(cd "$root" && ninja -f out2/akops-build.ninja -n) | grep -q "out2/akops/libakops.a"; then
	ok
else
	bad "BUILD_DIR"
fi

# a changed spec re-runs the generator first
touch "$root/specs/gelu_tanh.yaml"
if (cd "$root" && ninja -f generated/build.ninja -n) | grep -q "AKGEN generate"; then ok; else bad "no regeneration"; fi

if [ -n "$skipped" ]; then
	echo "$pass passed, $fail failed, 1 skipped: $skipped"
	[ "$fail" -eq 0 ] && exit 77
	exit 1
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
