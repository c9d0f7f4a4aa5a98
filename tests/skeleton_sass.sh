#!/bin/sh
# skeleton_sass.sh: the vetted sm_90 variants are what the kernel families give,
# to the machine code. For every generated/variants/*_sm90.cu made from a family
# (its first comment names the family and the parameter values), the family of
# this tree is instantiated at the same point, and both are compiled as the
# library compiles a variant (nvcc -std=c++17 -O3 -arch=sm_90 -cubin, the
# launchers' prototypes forced in); their SASS (cuobjdump -sass, each function's
# instructions with their encodings, the functions in name order) and each
# function's resources (cuobjdump -res-usage) must be the same.
#
# It proved the rewrite of the families onto templates/common/ neutral (issue 19):
# the variants were vetted on the H200 before it, so their results carry over.
# A family edit meant to change the code makes its points differ until a device
# session makes the variants again: name each such point (e.g. rmsnorm_bf16_sm90)
# on a line of tests/skeleton_sass.expect with the reason; a listed point that
# differs is reported, not failed, and one that no longer differs is said to be
# listed for nothing.
#
# usage: skeleton_sass.sh AKGEN [NVCC] [--base REV [--defaults]] [--keep DIR] [--only RE]
#   --base REV   the "before" side from the families and specs of git revision
#                REV (instantiated there) instead of the variant files; each
#                base instance is also checked to be its variant byte for byte
#   --defaults   with --base: also every family's default point for each dtype
#                it declares (families no vetted variant comes from included)
#   --keep DIR   leave the instances, cubins and SASS of each point in DIR
#   --only RE    only the points whose name (e.g. rmsnorm_bf16_sm90) matches RE
# Exit: 0 the same everywhere (but the expected), 1 a difference, 77 no nvcc, cuobjdump or
# nvdisasm (the test is skipped), 2 usage.
set -u
akgen=${1:?usage: skeleton_sass.sh AKGEN [NVCC] [--base REV [--defaults]] [--keep DIR]}
shift
nvcc=""
base=""
defaults=0
keep=""
only=""
while [ $# -gt 0 ]; do
	case $1 in
	--base) base=${2:?--base REV}; shift 2 ;;
	--defaults) defaults=1; shift ;;
	--keep) keep=${2:?--keep DIR}; shift 2 ;;
	--only) only=${2:?--only RE}; shift 2 ;;
	-*) echo "skeleton_sass.sh: unknown option $1" >&2; exit 2 ;;
	*) nvcc=$1; shift ;;
	esac
done
case $akgen in /*) ;; *) akgen=$PWD/$akgen ;; esac
if [ $defaults -eq 1 ] && [ -z "$base" ]; then
	echo "skeleton_sass.sh: --defaults needs --base" >&2
	exit 2
fi

# the tools: nvcc as the build finds it; cuobjdump and nvdisasm on PATH, in the
# toolkit, or where build.sh installs them from PyPI (BUILD_DIR/tools)
[ -n "$nvcc" ] || nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
found() {
	command -v "$1" 2>/dev/null && return
	for f in "$(dirname "$nvcc")/$1" "${BUILD_DIR:-build}"/tools/nvidia/cu*/bin/"$1" \
		"${BUILD_DIR:-build}"/tools/*/nvidia/cu*/bin/"$1"; do
		[ -x "$f" ] && { echo "$f"; return; }
	done
}
cuobjdump=$(found cuobjdump)
nvdisasm=$(found nvdisasm)
if [ ! -x "$nvcc" ] || [ -z "$cuobjdump" ] || [ -z "$nvdisasm" ]; then
	echo "skeleton_sass.sh: skipped: needs nvcc ($nvcc), cuobjdump (${cuobjdump:-none}) and nvdisasm" \
		"(${nvdisasm:-none}; PyPI: nvidia-cuda-nvdisasm, build.sh installs it)"
	exit 77
fi
case $cuobjdump in /*) ;; *) cuobjdump=$PWD/$cuobjdump ;; esac
case $nvdisasm in /*) ;; *) nvdisasm=$PWD/$nvdisasm ;; esac
NVDISASM_PATH=$(dirname "$nvdisasm")
export NVDISASM_PATH
PATH=$NVDISASM_PATH:$PATH

root=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -n "$keep" ]; then
	mkdir -p "$keep" && out=$(cd "$keep" && pwd)
else
	out=$tmp/out
	mkdir -p "$out"
fi
if [ -n "$base" ]; then
	mkdir -p "$tmp/base"
	git archive "$base" templates specs | tar -x -C "$tmp/base" || {
		echo "skeleton_sass.sh: cannot read templates/ and specs/ at $base" >&2
		exit 2
	}
fi

# the points: "NAME FAMILY DTYPE VARIANT PARAM=V..." (VARIANT - for a default)
for v in generated/variants/*_sm90.cu; do
	line1=$(sed -n 1p "$v")
	line2=$(sed -n 2p "$v")
	fam=$(printf '%s\n' "$line1" | sed -n 's|.*an instance of \(templates/[^ ]*\.cu\) (sha256.*|\1|p')
	if [ -z "$fam" ]; then
		echo "not a family's instance, left out: $v" >&2
		continue
	fi
	dt=$(printf '%s\n' "$line2" | sed -n 's|^ \* for [a-z0-9_]* \([a-z0-9]*\) sm_90: .*|\1|p')
	params=$(printf '%s\n' "$line2" | sed -n 's|^ \* for [^:]*: \(.*\) \*/$|\1|p')
	echo "$(basename "$v" .cu) $fam $dt $v $params"
done >"$tmp/points"
if [ $defaults -eq 1 ]; then
	for t in templates/*/*.cu; do
		# an operator of specs/staging/ is not in the library: nothing to compare
		[ -f "specs/$(basename "$(dirname "$t")").yaml" ] || continue
		for dt in $(sed -n 's|^// dtypes: *||p' "$t" | head -n 1); do
			echo "$(basename "$(dirname "$t")")-$(basename "$t" .cu)_${dt}_default $t $dt -"
		done
	done >>"$tmp/points"
fi
if [ -n "$only" ]; then
	grep -E "^[^ ]*($only)" "$tmp/points" >"$tmp/p2"
	mv "$tmp/p2" "$tmp/points"
fi

# instantiate in DIR (the tree, or the base) the point's family at its values
# (the shell's variables are global: these are the function's own)
instance() { # DIR FAMILY DTYPE OUT PARAM=V...
	i_dir=$1 i_fam=$2 i_dt=$3 i_out=$4
	shift 4
	i_op=$(basename "$(dirname "$i_fam")")
	# shellcheck disable=SC2046
	set -- $(for i_p in "$@"; do printf -- '--param %s ' "$i_p"; done)
	(cd "$i_dir" && "$akgen" instantiate "specs/$i_op.yaml" "$i_fam" --dtype "$i_dt" --arch sm_90 "$@" -o "$i_out")
}
compile() { # SRC CUBIN OP: with the op's launcher prototypes, as the library's build
	"$nvcc" -std=c++17 -O3 -arch=sm_90 -cubin -include "$root/generated/akops_launchers_$3.h" "$1" -o "$2"
}
# SASS and resources, each function's block in name order: nothing of a
# function's place in the file remains (addresses inside a function are its own)
sass() { # CUBIN OUT
	"$cuobjdump" -sass "$1" | awk '
		/^[ \t]*Function : / { name = $3 }
		name != "" { printf "%s\t%08d\t%s\n", name, NR, $0 }' | sort -t '	' -k1,1 -k2,2n | cut -f 1,3 >"$2"
	"$cuobjdump" -res-usage "$1" | awk '
		/Function / { name = $2; next }
		name != "" && /REG:/ { print name "\t" $0; name = "" }' | sort >>"$2"
}

same=0
diff=0
failed=0
expected=0
expect=$root/tests/skeleton_sass.expect
listed() { [ -f "$expect" ] && grep -q "^$1\([ 	]\|\$\)" "$expect"; }
while read -r name fam dt variant params; do
	d=$out/$name
	mkdir -p "$d"
	# shellcheck disable=SC2086
	if ! instance "$root" "$fam" "$dt" "$d/after.cu" $params 2>"$d/err"; then
		echo "FAIL $name: no instance of $fam here: $(head -n 3 "$d/err")"
		failed=$((failed + 1))
		continue
	fi
	note=""
	if [ -n "$base" ]; then
		# shellcheck disable=SC2086
		if ! instance "$tmp/base" "$fam" "$dt" "$d/before.cu" $params 2>"$d/err"; then
			echo "FAIL $name: no instance of $fam at $base: $(head -n 3 "$d/err")"
			failed=$((failed + 1))
			continue
		fi
		if [ "$variant" != - ]; then
			if cmp -s "$d/before.cu" "$variant"; then
				note=" (the base instance is the variant)"
			else
				note=" (NOTE: the base instance is not $variant byte for byte)"
			fi
		fi
	else
		cp "$variant" "$d/before.cu"
	fi
	op=$(basename "$(dirname "$fam")")
	compile "$d/before.cu" "$d/before.cubin" "$op" 2>"$d/err.before" &
	compile "$d/after.cu" "$d/after.cubin" "$op" 2>"$d/err.after"
	ra=$?
	wait $!
	rb=$?
	if [ $rb -ne 0 ] || [ $ra -ne 0 ]; then
		echo "FAIL $name: does not compile (before $rb, after $ra): $(head -n 5 "$d/err.before" "$d/err.after")"
		failed=$((failed + 1))
		continue
	fi
	sass "$d/before.cubin" "$d/before.sass"
	sass "$d/after.cubin" "$d/after.sass"
	nf=$(grep -c 'REG:' "$d/after.sass")
	ni=$(grep -c '/\*[0-9a-f]*\*/' "$d/after.sass")
	if cmp -s "$d/before.sass" "$d/after.sass"; then
		echo "same $name: $nf functions, $ni instructions$note"
		if listed "$name"; then
			echo "note: $name is listed in tests/skeleton_sass.expect for nothing: it no longer differs"
		fi
		same=$((same + 1))
	else
		diff -u "$d/before.sass" "$d/after.sass" >"$d/sass.diff"
		nd=$(grep -c '^[-+][^-+]' "$d/sass.diff")
		what="DIFF"
		if listed "$name"; then
			what="differs, as tests/skeleton_sass.expect says:"
			expected=$((expected + 1))
		else
			diff=$((diff + 1))
		fi
		echo "$what $name: $nd lines differ of $ni instructions in $nf functions$note; functions:" \
			"$(grep '^[-+][^-+]' "$d/sass.diff" | cut -f 1 | sed 's/^[-+]//' | sort -u | tr '\n' ' ')"
	fi
done <"$tmp/points"
echo "skeleton_sass: $same the same, $diff different, $expected different as expected, $failed failed${base:+ (base $base)}"
[ $diff -eq 0 ] && [ $failed -eq 0 ]
