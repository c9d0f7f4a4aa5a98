#!/bin/sh
# Adding an operator rebuilds only its own objects: in a copy of the tree, ninja
# builds the library from generated/ with a stand-in nvcc (the real one's
# dependency pass, nvcc -M, writes each depfile, so ninja learns every header an
# object reads; the object itself is an empty file), then akgen new adds a ninth
# operator, a kernel family for it (gelu_tanh's, renamed) and its compile-only
# variants for f32 sm_80 and sm_90, and generated/ is emitted again. ninja -n must
# then redo exactly the ninth's two variants and its dispatcher, the runtime (its
# table lists every op) and the archive; nothing of the eight other ops. A
# changed spec of the ninth redoes only the ninth's objects and the archive, and
# each time a second build has nothing to do.
# usage: newop_rebuild.sh AKGEN NVCC (from the source tree's root)
set -u
akgen=$(realpath "$1")
nvcc=$(realpath "$2")
if ! command -v ninja >/dev/null; then
	echo "skipped: no ninja"
	exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tree=$tmp/tree
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() {
	echo "FAIL $*"
	fail=$((fail + 1))
}

mkdir -p "$tree/build" "$tmp/bin"
cp -r specs templates verify generated "$tree/"
rm -f "$tree/generated/provenance.db-wal" "$tree/generated/provenance.db-shm"
ln -s "$akgen" "$tree/build/akgen"
# akgen compiles with the real nvcc; ninja finds the stand-in first on PATH
export NVCC="$nvcc" AKGEN_GPU_ARCH=none
cat >"$tmp/bin/nvcc" <<EOF
#!/bin/sh
# stand-in nvcc: the real one's dependency pass writes the depfile (-MF), the
# object (-o) is an empty file
out= mf= next=
for a in "\$@"; do
	shift
	case \$next in
	o) out=\$a next= && continue ;;
	f) mf=\$a next= && continue ;;
	esac
	case \$a in
	-o) next=o ;;
	-MF) next=f ;;
	-MD | -c) ;;
	*) set -- "\$@" "\$a" ;;
	esac
done
"$nvcc" "\$@" -M -MT "\$out" -o "\$mf" && : >"\$out"
EOF
chmod +x "$tmp/bin/nvcc"

# ninja on the copy's generated/build.ninja, with the stand-in nvcc
nj() {
	(cd "$tree" && PATH="$tmp/bin:$PATH" ninja -f generated/build.ninja "$@")
}

# the steps a build would redo (ninja -n), "NVCC generated/..." and "AR ...", sorted;
# the reasons (-d explain) in $tmp/explain
steps() {
	nj -n -d explain >"$tmp/dry" 2>&1 || { cat "$tmp/dry"; return 1; }
	grep '^ninja explain: ' "$tmp/dry" >"$tmp/explain"
	grep '^\[[0-9]*/[0-9]*\] ' "$tmp/dry" | sed 's/^\[[0-9]*\/[0-9]*\] //' | sort
}

# the steps a build must redo, compared with the list expected (sorted); on a
# mismatch, the difference and why ninja found the steps dirty
expect() { # WHAT EXPECTED
	steps >"$tmp/got"
	printf '%s\n' "$2" | sed '/^$/d' | sort >"$tmp/want"
	if cmp -s "$tmp/got" "$tmp/want"; then
		ok
	else
		bad "$1: ninja would redo $(wc -l <"$tmp/got") steps, not the $(wc -l <"$tmp/want") expected:"
		diff "$tmp/want" "$tmp/got" | sed -n 's/^[<>] /    &/p' | head -n 20
		echo "    why (ninja -d explain):"
		grep -v 'is dirty$' "$tmp/explain" | head -n 8 | sed 's/^/    /'
	fi
}

# nothing left to do
noop() { # WHAT
	if nj -n | grep -qx 'ninja: no work to do.'; then
		ok
	else
		bad "$1: a second build has work to do:"
		nj -n | head -n 5 | sed 's/^/    /'
	fi
}

# the library as committed: every variant, every dispatcher, the runtime, the archive
if nj >"$tmp/build.out" 2>&1; then
	nvariants=$(ls "$tree"/generated/variants/*.cu | wc -l)
	nops=$(ls "$tree"/specs/*.yaml | wc -l)
	n=$(grep -c '^\[' "$tmp/build.out")
	[ "$n" -eq $((nvariants + nops + 2)) ] && ok || bad "the first build did $n steps, not $((nvariants + nops + 2))"
else
	bad "the first build:"
	tail -n 20 "$tmp/build.out"
fi
noop "the library as committed"

# a ninth op, with variants, emitted; ninja first runs the regenerate edge (the spec
# is newer than build.ninja), a generate with nothing to do, which must succeed
(cd "$tree" && build/akgen new ninth) >"$tmp/new.out" 2>&1 || bad "akgen new ninth: $(cat "$tmp/new.out")"
mkdir "$tree/templates/ninth"
sed '1s|gelu_tanh/vec|ninth/vec|' templates/gelu_tanh/vec.cu >"$tree/templates/ninth/vec.cu"
gen() {
	(cd "$tree" && build/akgen generate --quiet --op ninth --compile-only --dtype f32 --arch sm_80 --arch sm_90) \
		>"$tmp/gen.out" 2>&1 && [ -f "$tree/generated/variants/ninth_f32_sm80.cu" ] &&
		[ -f "$tree/generated/variants/ninth_f32_sm90.cu" ] && ok || {
		bad "the ninth's compile-only generation:"
		tail -n 20 "$tmp/gen.out"
	}
	nj generated/build.ninja >"$tmp/regen.out" 2>&1 && ok || {
		bad "the regenerate edge:"
		tail -n 20 "$tmp/regen.out"
	}
}
gen
expect "a ninth op" "AR build/akops/libakops.a
NVCC generated/akops_runtime.cu
NVCC generated/ninth.cu
NVCC generated/variants/ninth_f32_sm80.cu
NVCC generated/variants/ninth_f32_sm90.cu"
nj >"$tmp/build.out" 2>&1 || { bad "the build with the ninth:" && tail -n 20 "$tmp/build.out"; }
noop "after the ninth"

# the ninth's spec changed: its objects and the archive (the runtime, which names
# the ops, and every other op's objects stay); its variants only if their source changed
sed -i 's/^summary: .*/summary: y = x, elementwise (changed)/' "$tree/specs/ninth.yaml"
gen
steps >"$tmp/got"
if grep -qx 'NVCC generated/ninth.cu' "$tmp/got" && grep -qx 'AR build/akops/libakops.a' "$tmp/got" &&
	! grep -v -e '^NVCC generated/ninth\.cu$' -e '^NVCC generated/variants/ninth_' -e '^AR ' "$tmp/got" >/dev/null; then
	ok
else
	bad "a changed spec of the ninth: ninja would redo"
	sed 's/^/    /' "$tmp/got" | head -n 20
fi
nj >"$tmp/build.out" 2>&1 || { bad "the build after the change:" && tail -n 20 "$tmp/build.out"; }
noop "after the change"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
