#!/bin/sh
# Every kernel family in templates/ gives, for every dtype it declares, a
# default instance that akgen instantiates and that passes the static checks
# and the compile of the verifier (no GPU needed), for sm_90, or for the first
# arch of its archs: line (a family of sm_90a alone has no instance for sm_90).
# A family of an operator not in the library yet is checked against its spec in
# specs/staging/.
# usage: templates_static.sh AKGEN
set -u
akgen=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
n=0
for t in templates/*/*.cu; do
	[ -f "$t" ] || continue
	n=$((n + 1))
	op=$(basename "$(dirname "$t")")
	spec=specs/$op.yaml
	[ -f "$spec" ] || spec=specs/staging/$op.yaml
	dts=$(sed -n 's|^// dtypes: *||p' "$t" | head -n 1)
	arch=$(sed -n 's|^// archs:[ ,]*\([^ ,]*\).*|\1|p' "$t" | head -n 1)
	[ -n "$arch" ] || arch=sm_90
	for dt in $dts; do
		if ! "$akgen" instantiate "$spec" "$t" --dtype "$dt" --arch "$arch" -o "$tmp/inst.cu" 2>"$tmp/err"; then
			echo "FAIL $t $dt $arch: no instance"
			sed 's/^/    /' "$tmp/err"
			fail=$((fail + 1))
			continue
		fi
		if "$akgen" verify --static-only --json --db "$tmp/p.db" --dtype "$dt" --arch "$arch" "$spec" \
			"$tmp/inst.cu" >"$tmp/out.json" 2>"$tmp/err"; then
			pass=$((pass + 1))
		else
			echo "FAIL $t $dt $arch: the default instance does not pass the static checks"
			python3 -c 'import json,sys
for s in json.load(open(sys.argv[1]))["stages"]: print("   ", s["verdict"], s["detail"]); print(s["evidence"][:2000])' \
				"$tmp/out.json" 2>/dev/null || sed 's/^/    /' "$tmp/err"
			fail=$((fail + 1))
		fi
	done
done
if [ "$n" -eq 0 ]; then
	echo "FAIL no family in templates/"
	fail=$((fail + 1))
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
