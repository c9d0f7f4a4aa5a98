#!/bin/sh
# The verifier compiles a candidate's device code once: its object is the host
# translation unit nvcc's --cuda left in lowered/ (the bytes the static checks read,
# the device code embedded) compiled (tool/vbuild.c). That object must be the one
# `nvcc -c cand.cu` makes with the same flags: here, for a naive kernel and a
# template instance, the recorded compile line's first step is run again as a whole
# compile and the two objects compared: symbols (nm -P), sections by name, type
# and size but the symbol table's (readelf -S), host instructions (objdump -d)
# and the embedded fat binary byte for byte; and that step preprocesses nothing
# (an #include added to the lowered text is an error, not a file read). A
# compile-only check: no GPU needed.
# usage: lowered_object.sh AKGEN   (from the repo root)
set -u
akgen=$1
. "$(dirname "$0")/common.sh"
# the lowered step's mode and files, as the recorded compile line spells them
low=" --cuda -keep --keep-dir lowered cand.cu -o lowered/cand.cu.ii"
one() { # NAME SPEC SOURCE
	name=$1 spec=$2 src=$3 w=$tmp/$1
	if ! "$akgen" verify --static-only --work "$w" --keep --db "$tmp/$name.db" --dtype bf16 --arch sm_90 \
		"$spec" "$src" >"$tmp/$name.out" 2>&1; then
		bad "$name: akgen verify --static-only"
		cat "$tmp/$name.out"
		return
	fi
	cmd=$(python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT compile_cmd FROM attempts").fetchone()[0])' "$tmp/$name.db")
	case $cmd in
	*"$low"*" && "*" -c lowered/cand.cu.ii -o cand.o") ;;
	*) bad "$name: the recorded compile line is not the two steps: $cmd"; return ;;
	esac
	whole=$(printf '%s\n' "${cmd%% && *}" | sed "s|$low| -c cand.cu -o whole.o|")
	# shellcheck disable=SC2086
	if ! (cd "$w" && $whole >whole.log 2>&1); then
		bad "$name: the whole compile ($whole)"
		cat "$w/whole.log"
		return
	fi
	for o in cand whole; do
		nm -P "$w/$o.o" >"$w/$o.nm"
		# Name Type Address Off Size ES Flg Lk Inf Al, the index cut: name, type, size
		readelf -S -W "$w/$o.o" | sed -n 's/^ *\[ *[0-9]*\] //p' | awk '$1 !~ /symtab|strtab/ { print $1, $2, $5 }' >"$w/$o.sec"
		objdump -d --no-show-raw-insn "$w/$o.o" | tail -n +3 >"$w/$o.dis"
		objcopy -O binary --only-section=.nv_fatbin "$w/$o.o" "$w/$o.fatbin"
	done
	[ -s "$w/cand.fatbin" ] || { bad "$name: no .nv_fatbin section in the object"; return; }
	[ -s "$w/cand.nm" ] && [ -s "$w/cand.sec" ] && [ -s "$w/cand.dis" ] ||
		{ bad "$name: nm, readelf or objdump read nothing of the object"; return; }
	# the object's step reads the checked text as it is: a directive in it (which
	# nvcc's own passes could leave as text) is an error there, never an include
	objstep=${cmd#* && }
	printf 'int lowered_object_probe = 7;\n' >"$tmp/probe.h"
	cp "$w/lowered/cand.cu.ii" "$w/checked.ii"
	printf '#include "%s"\n' "$tmp/probe.h" >>"$w/lowered/cand.cu.ii"
	# shellcheck disable=SC2086
	if (cd "$w" && $objstep >probe.log 2>&1) || nm -P "$w/cand.o" 2>/dev/null | grep -q lowered_object_probe; then
		bad "$name: the object's step ran a directive of the lowered text ($objstep)"
	else
		ok
	fi
	cp "$w/checked.ii" "$w/lowered/cand.cu.ii"
	# shellcheck disable=SC2086
	(cd "$w" && $objstep >obj.log 2>&1) || bad "$name: the object's step again ($objstep)"
	for x in nm sec dis fatbin; do
		if cmp -s "$w/cand.$x" "$w/whole.$x"; then
			ok
		else
			bad "$name: the objects' $x differ"
			diff "$w/cand.$x" "$w/whole.$x" 2>/dev/null | head -n 10
		fi
	done
}
one naive specs/rmsnorm.yaml verify/naive/rmsnorm_bf16.cu
"$akgen" instantiate specs/rope.yaml templates/rope/flat.cu --dtype bf16 --arch sm_90 -o "$tmp/rope.cu" >/dev/null 2>&1 ||
	bad "rope/flat: no instance"
[ -s "$tmp/rope.cu" ] && one rope specs/rope.yaml "$tmp/rope.cu"
echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ] && [ "$pass" -eq 10 ]
