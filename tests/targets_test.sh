#!/bin/sh
# The project's targets (targets.yaml, tool/targets.c): an arch added makes only
# its own jobs and stales nothing; a spec's archs: narrows them and keeps its
# keys; an arch's nvcc options key that arch's jobs only; bad files are refused
# at FILE:LINE:COL.
# usage: targets_test.sh AKGEN (run from the source tree's root)
set -u
akgen=$1
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { pass=$((pass + 1)); }
bad() {
	echo "FAIL $1"
	fail=$((fail + 1))
}

# a copy of the specs; the project's records (read only: --db of a copy)
cp -r specs "$tmp/specs"
"$akgen" plan --json >"$tmp/base.json" 2>"$tmp/err" || { bad "plan of the project"; cat "$tmp/err"; }
cp generated/provenance.db "$tmp/db"
plan() { # plan TARGETS OUT [SPECS]: the jobs as "label arch dtype state key" lines
	"$akgen" plan --json --specs "${3:-$tmp/specs}" --db "$tmp/db" --targets "$1" >"$tmp/p.json" 2>"$tmp/perr"
	rc=$?
	python3 -c 'import json,sys
for j in json.load(open(sys.argv[1])):
    print("%s%s %s %s %s %s" % (j["op"], "." + j["class"] if j["class"] else "", j["arch"], j["dtype"], j["state"], j["key"]))' \
		"$tmp/p.json" >"$2" 2>/dev/null || true
	return $rc
}

# the targets as the project has them: every job as the project's plan says
plan targets.yaml "$tmp/same" || bad "plan with targets.yaml"
python3 -c 'import json,sys
for j in json.load(open(sys.argv[1])):
    print("%s%s %s %s %s %s" % (j["op"], "." + j["class"] if j["class"] else "", j["arch"], j["dtype"], j["state"], j["key"]))' \
	"$tmp/base.json" >"$tmp/base"
cmp -s "$tmp/base" "$tmp/same" && ok || bad "targets.yaml plans as the project"
# every job of the project has its record: fresh, or stale where the verifier changed since
# the GPU last vetted (a job's key holds the verifier's hash: docs/design.md), never missing
[ -z "$(awk '$4 != "fresh" && $4 != "stale" {print}' "$tmp/same")" ] && [ -s "$tmp/same" ] && ok ||
	bad "the project's jobs are fresh or stale, none missing"

# an arch added: its jobs missing, every other job as it was (key and state)
sed 's/^archs: \[sm_80, sm_90, sm_90a, sm_100, sm_120\]$/archs: [sm_80, sm_90, sm_90a, sm_100, sm_103, sm_120]/' targets.yaml >"$tmp/t103.yaml"
grep -q sm_103 "$tmp/t103.yaml" || bad "could not add sm_103 to a copy of targets.yaml"
plan "$tmp/t103.yaml" "$tmp/p103" || bad "plan with sm_103"
grep -v ' sm_103 ' "$tmp/p103" | cmp -s - "$tmp/base" && ok || bad "adding sm_103 changed another arch's job"
n103=$(grep -c ' sm_103 .* missing ' "$tmp/p103")
nall=$(grep -c ' sm_90 ' "$tmp/base")
[ "$n103" -eq "$nall" ] && [ "$n103" -gt 0 ] && ok || bad "sm_103 has $n103 missing jobs, expected $nall"

# an arch's nvcc options: that arch's keys change, no other's
cat >"$tmp/tflags.yaml" <<'EOF'
archs: [sm_80, sm_90, sm_90a, sm_100, sm_120]
arch:
  sm_100:
    nvcc-flags: [-maxrregcount=128]
    slurm: {constraint: b200, gres: "gpu:1"}
slurm:
  partition: gpu
  cpu: {partition: cpu}
EOF
plan "$tmp/tflags.yaml" "$tmp/pflags" || bad "plan with sm_100 options"
grep -v ' sm_100 ' "$tmp/pflags" | cmp -s - "$(grep -v ' sm_100 ' "$tmp/base" >"$tmp/b100"; echo "$tmp/b100")" && ok ||
	bad "sm_100's options changed another arch's job"
if [ "$(grep ' sm_100 ' "$tmp/pflags" | awk '$4 == "stale"' | wc -l)" -eq "$(grep -c ' sm_100 ' "$tmp/base")" ]; then ok; else
	bad "sm_100's options did not stale its jobs"; fi

# a spec narrows the targets: only its archs, with the keys they had
printf 'archs: [sm_90]\n' >>"$tmp/specs/rope.yaml"
plan targets.yaml "$tmp/pnarrow" || bad "plan with rope narrowed to sm_90"
grep '^rope ' "$tmp/pnarrow" | awk '{print $2}' | sort -u | grep -qx sm_90 && ok || bad "rope narrowed still has other archs"
grep '^rope sm_90 ' "$tmp/base" | cmp -s - "$(grep '^rope ' "$tmp/pnarrow" >"$tmp/r90"; echo "$tmp/r90")" && ok ||
	bad "narrowing rope changed its sm_90 keys"
# ... and a spec that names an arch the targets lack is refused
printf 'archs: [sm_90, sm_103]\n' >"$tmp/arch.txt"
sed -i '$d' "$tmp/specs/rope.yaml"
cat "$tmp/arch.txt" >>"$tmp/specs/rope.yaml"
if plan targets.yaml "$tmp/pbad"; then bad "a spec naming sm_103 was planned"; else
	grep -q "archs: names sm_103, which is not a target" "$tmp/perr" && ok || { bad "no message for a non-target"; cat "$tmp/perr"; }
fi
"$akgen" check --specs "$tmp/specs" --targets targets.yaml >"$tmp/out" 2>&1 && bad "check passed a spec naming a non-target" ||
	{ grep -q "not a target" "$tmp/out" && ok || bad "check did not say why"; }
cp specs/rope.yaml "$tmp/specs/rope.yaml"

# an arch-specific target (sm_90a) makes jobs only for the specs that name it: none of
# the project's nine (no sm_90a job in its plan), and rope's alone once it names
# sm_90a, all of them missing, with no sm_90 job left beside them; a family-specific
# one (sm_100f) added to the targets makes none either
plain=$(grep -L '^archs:' specs/*.yaml | sed 's|specs/||; s|\.yaml$||' | tr '\n' ' ')
[ -s "$tmp/base" ] && [ -n "$plain" ] && awk -v ops=" $plain" '$2 == "sm_90a" { op = $1; sub(/\..*/, "", op);
	if (index(ops, " " op " ")) bad = 1 } END { exit bad }' "$tmp/base" && ok || bad "a spec without archs: has sm_90a jobs"
sed -i '/^reference:/i archs: [sm_80, sm_90a, sm_100, sm_120]' "$tmp/specs/rope.yaml"
plan targets.yaml "$tmp/p90a" || bad "plan with rope on sm_90a"
ropes() { awk -v a="$1" -v st="$2" '$1 ~ /^rope(\.|$)/ && $2 == a && (st == "" || $4 == st)' "$3" | wc -l; }
n90a=$(ropes sm_90a missing "$tmp/p90a")
[ "$n90a" -eq "$(ropes sm_90 "" "$tmp/base")" ] && [ "$n90a" -gt 0 ] && [ "$(ropes sm_90 "" "$tmp/p90a")" -eq 0 ] &&
	ok || bad "rope on sm_90a: $n90a missing sm_90a jobs, or sm_90 ones left"
awk '$1 !~ /^rope(\.|$)/' "$tmp/p90a" | cmp -s - "$(awk '$1 !~ /^rope(\.|$)/' "$tmp/base" >"$tmp/nr"; echo "$tmp/nr")" && ok ||
	bad "rope on sm_90a changed another op's jobs"
cp specs/rope.yaml "$tmp/specs/rope.yaml"
sed 's/^archs: \[sm_80, sm_90, sm_90a, sm_100, sm_120\]$/archs: [sm_80, sm_90, sm_90a, sm_100, sm_100f, sm_120]/' \
	targets.yaml >"$tmp/t100f.yaml"
plan "$tmp/t100f.yaml" "$tmp/p100f" && cmp -s "$tmp/p100f" "$tmp/base" && grep -q sm_100f "$tmp/t100f.yaml" && ok ||
	bad "sm_100f in the targets made jobs for specs that do not name it"

# no targets file beside the specs: the default archs (those of targets.yaml), the same plan
plan "$tmp/none.yaml" "$tmp/pnone" 2>/dev/null && bad "a missing --targets file was taken" || ok
"$akgen" plan --json --specs "$tmp/specs" --db "$tmp/db" >"$tmp/p.json" 2>"$tmp/perr" && ok || bad "plan without a targets file"
[ "$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$tmp/p.json")" = \
	"$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$tmp/base.json")" ] && ok ||
	bad "the default targets plan another number of jobs"

# generate for an arch that is not a target says so and where to add it
AKGEN_GPU_ARCH=none "$akgen" generate --db "$tmp/db" --arch sm_103 >"$tmp/out" 2>&1
[ $? -eq 2 ] && grep -q "sm_103 is not a target: targets.yaml lists sm_80, sm_90, sm_90a, sm_100, sm_120" "$tmp/out" && ok ||
	{ bad "generate --arch sm_103"; cat "$tmp/out"; }

# an arch's nvcc options reach its candidates' compile (nvcc notes them in the object)
if [ -x /usr/local/cuda/bin/nvcc ] || command -v nvcc >/dev/null 2>&1; then
	printf 'archs: [sm_80, sm_90]\narch:\n  sm_90:\n    nvcc-flags: [-maxrregcount=40]\n' >"$tmp/tf.yaml"
	for a in sm_90 sm_80; do
		rm -rf "$tmp/vw"
		# (the naive kernel is sm_90's: on sm_80 the static checks refuse its launcher's
		# name, after the compile this looks at)
		"$akgen" verify --targets "$tmp/tf.yaml" --db "$tmp/vdb" --arch $a --dtype bf16 --static-only --keep \
			--work "$tmp/vw" specs/rmsnorm.yaml verify/naive/rmsnorm_bf16.cu >"$tmp/out" 2>&1
		[ -f "$tmp/vw/cand.o" ] || { bad "verify --static-only on $a compiled nothing"; cat "$tmp/out"; }
		if grep -q "maxrregcount 40" "$tmp/vw/cand.o"; then has=yes; else has=no; fi
		want=no
		[ $a = sm_90 ] && want=yes
		[ $has = $want ] && ok || bad "$a's candidate compiled with the option: $has, expected $want"
	done
fi

# bad targets files: each refused at its place
badfile() { # NAME WANT TEXT
	printf '%s\n' "$3" >"$tmp/bad.yaml"
	if "$akgen" check --targets "$tmp/bad.yaml" >"$tmp/out" 2>&1; then
		bad "$1: accepted"
	elif grep -qF -- "$2" "$tmp/out"; then ok; else
		bad "$1: lacks '$2'"
		sed 's/^/    /' "$tmp/out"
	fi
}
badfile "no archs" "missing key 'archs'" "arch: {}"
badfile "unknown arch" "1:16: archs: found sm_91, expected an arch nvcc builds for" "archs: [sm_90, sm_91]"
badfile "twice" "found 'sm_90' twice" "archs: [sm_90, sm_90]"
badfile "unknown key" "found unknown key 'gpus'" "archs: [sm_90]
gpus: 4"
badfile "options of a non-target" "arch: found 'sm_80', expected one of the archs listed" "archs: [sm_90]
arch: {sm_80: {nvcc-flags: [-lineinfo]}}"
badfile "a flag that redirects" "expected an nvcc option a target may set" "archs: [sm_90]
arch: {sm_90: {nvcc-flags: [-o/tmp/x]}}"
badfile "an include" "expected an nvcc option a target may set" "archs: [sm_90]
arch: {sm_90: {nvcc-flags: ['-include=/etc/passwd']}}"
badfile "a shell word" "expected 1 to 128 of letters" "archs: [sm_90]
slurm: {partition: 'gpu; rm -rf /'}"
badfile "a list for a setting" "found a list" "archs: [sm_90]
slurm: {cpu: {gres: [a]}}"
badfile "empty" "archs: found an empty list, expected a list of 1 to 16 archs" "archs: []"
badfile "not a mapping" "expected a mapping" "- sm_90"
# (the specs that name their archs name targets of the project's file: kept in a good one)
printf 'archs: [sm_90%s]\n' "$(grep -h '^archs:' specs/*.yaml | tr -d '[]' | sed 's/^archs://' | tr ',' '\n' |
	tr -d ' ' | grep -vx 'sm_90' | sort -u | sed 's/^/, /' | tr -d '\n')" >"$tmp/good.yaml"
"$akgen" check --targets "$tmp/good.yaml" >"$tmp/out" 2>&1 && ok || { bad "a good targets file"; cat "$tmp/good.yaml" "$tmp/out"; }

echo "targets: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
