# shellcheck shell=sh
# prefix.sh: sourced by the GPU machine's scripts that take an installed libakops
# (bench/h200-examples.sh, bench/h200-l2probe.sh). unpack_prefix PREFIX TMP: PREFIX is
# the installed prefix (cmake --install ... --component library) or that prefix packed
# as .tgz or .txz (tar czf build/akops-prefix.tgz -C build akops-prefix, or tar cJf ...txz,
# which is less than half the size: the tree and the unpacked prefix can pass the device
# runner's 64 MiB); sets `prefix` to the directory
# holding lib/libakops.a, unpacking into TMP/prefix when packed. Returns 2 with a
# message when there is none. link_so PREFIX CUDA OUT: libakops.so from the archive
# (the whole archive, so every launcher is in it), for ctypes. Sourcing it sets `nvcc`
# (PATH's, else /usr/local/cuda/bin/nvcc), `cuda`, the toolkit it belongs to, and `tmp`,
# a temporary directory removed at exit.

nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
# shellcheck disable=SC2034 # used by the scripts that source this
cuda=$(dirname "$(dirname "$(realpath "$nvcc")")")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

unpack_prefix() {
	prefix=$1
	case $prefix in
	*.tgz | *.txz)
		if ! mkdir "$2/prefix" || ! tar xf "$prefix" -C "$2/prefix"; then
			echo "cannot unpack $1" >&2
			return 2
		fi
		prefix=$(find "$2/prefix" -path '*/lib/libakops.a' | head -n 1)
		prefix=${prefix%/lib/libakops.a}
		;;
	esac
	if [ ! -f "$prefix/lib/libakops.a" ]; then
		echo "no libakops installed in $1" >&2
		return 2
	fi
}

link_so() {
	cc -shared -o "$3" -Wl,--whole-archive "$1/lib/libakops.a" -Wl,--no-whole-archive \
		-L"$2/lib64" -Wl,-rpath,"$2/lib64" -lcudart -lstdc++ -lm
}
