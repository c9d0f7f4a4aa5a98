#!/bin/sh
# prefix90.sh: an installed libakops whose every object holds sm_90 code alone, packed
# for the device runner, whose working tree and carried paths must stay under 64 MiB
# (the whole library's prefix, four archs and PTX, is 36 MB as .tgz since the shape
# classes; this one is about a quarter of it). The variants and dispatchers are
# generated/'s, compiled by the rules of generated/akops.ninja with every gencode
# replaced by sm_90's: a variant of another arch is then sm_90 code that no H200 call
# runs (the dispatcher picks the sm_90 one), and the sm_90 variants are the library's
# own, compiled with the same command. For timing on an H200 only: never shipped.
#   bench/prefix90.sh [OUT]     # default build/dev90: OUT/akops-prefix.txz
# Needs ninja, nvcc (PATH, else /usr/local/cuda/bin) and an installed prefix of the
# library (./build.sh && cmake --install build --prefix build/akops-prefix --component
# library) for akops.h and DLPack's header.
set -eu
out=${1:-build/dev90}
PATH=$PATH:/usr/local/cuda/bin
[ -f build/akops-prefix/include/akops/akops.h ] || {
	echo "prefix90.sh: no build/akops-prefix (see the top of $0)" >&2
	exit 2
}
mkdir -p "$out"
sed -e 's/^  gencode = .*/  gencode = -gencode arch=compute_90,code=sm_90/' generated/akops.ninja >"$out/akops.ninja"
printf 'ninja_required_version = 1.8\nbuilddir = %s/out\nakgen = build/akgen\ninclude %s/akops.ninja\n' \
	"$out" "$out" >"$out/build.ninja"
ninja -f "$out/build.ninja"
rm -rf "$out/akops-prefix"
cp -R build/akops-prefix "$out/akops-prefix"
cp "$out/out/libakops.a" "$out/akops-prefix/lib/libakops.a"
tar cf - -C "$out" akops-prefix | xz -9 -T2 >"$out/akops-prefix.txz"
ls -l "$out/akops-prefix.txz"
