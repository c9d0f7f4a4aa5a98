#!/bin/sh
# library_elf.sh: the libakops.a that the first command of the quick start built
# from generated/ holds SASS for every target arch of every variant and PTX for
# the highest and the lowest, as `cuobjdump --list-elf` and `--list-ptx` show.
#
# usage: library_elf.sh LIBDIR (from the repository root; the build's akops/)
set -u
lib=${1:?usage: library_elf.sh LIBDIR}/libakops.a
cuobjdump=$(command -v cuobjdump || ls /usr/local/cuda/bin/cuobjdump build*/tools/nvidia/cu*/bin/cuobjdump 2>/dev/null | head -n 1)
if [ -z "$cuobjdump" ]; then
	echo "no cuobjdump: skipped"
	exit 77
fi
if [ ! -f "$lib" ]; then
	echo "FAIL: $lib is missing: './build.sh' (or 'akgen build') builds it"
	exit 1
fi
fails=0
elf=$("$cuobjdump" --list-elf "$lib")
ptx=$("$cuobjdump" --list-ptx "$lib")
for v in generated/variants/*.cu; do
	name=$(basename "$v" .cu)
	# OP_DTYPE_smNN[a], then _CLASS for a shape class's variant
	arch=$(echo "$name" | sed 's/.*_sm\([0-9][0-9]*[a-z]*\)\(_[a-z][a-z0-9_]*\)\{0,1\}$/sm_\1/')
	if ! echo "$elf" | grep -q "^ELF file .*: $name\.$arch\.cubin\$"; then
		echo "FAIL: no $arch SASS for $name"
		fails=$((fails + 1))
	fi
done
# the highest and the lowest arch of the variants carry PTX, the others none
archs=$(ls generated/variants/ | sed 's/.*_sm\([0-9][0-9]*\)[a-z]*\(_[a-z][a-z0-9_]*\)\{0,1\}\.cu$/\1/' | sort -n | uniq)
high=$(echo "$archs" | tail -n 1)
low=$(echo "$archs" | head -n 1)
got=0
for a in $high $low; do
	n=$(ls generated/variants/ | grep -c "_sm${a}\(_[a-z][a-z0-9_]*\)\{0,1\}\.cu\$")
	k=$(echo "$ptx" | grep -c "^PTX file .*\.sm_$a\.ptx\$")
	[ "$k" -eq "$n" ] || { echo "FAIL: $k PTX of sm_$a, expected $n"; fails=$((fails + 1)); }
	got=$((got + k))
	[ "$high" = "$low" ] && break
done
other=$(echo "$ptx" | grep -c '^PTX file')
[ "$other" -eq "$got" ] || { echo "FAIL: PTX of other archs: $(echo "$ptx" | grep '^PTX file' | grep -v -e "sm_$high" -e "sm_$low")"; fails=$((fails + 1)); }
echo "$(ls generated/variants/*.cu | wc -l) variants, PTX of sm_$high and sm_$low in $got; $fails failed"
[ "$fails" -eq 0 ]
