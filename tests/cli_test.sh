#!/bin/sh
# The command line: help, version, exit statuses, plan, proto, build, dump, export, import;
# docs/cli.md is what `akgen help --markdown` prints.
# usage: cli_test.sh AKGEN (run from the source tree's root)
set -u
akgen=$1
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run NAME WANT_STATUS WANT_TEXT CMD...: the status must match and, unless
# WANT_TEXT is empty, stdout+stderr must contain it
run() {
	name=$1 want=$2 text=$3
	shift 3
	"$@" >"$tmp/out" 2>&1
	rc=$?
	if [ "$rc" -ne "$want" ]; then
		echo "FAIL $name: exit status $rc, expected $want"
		sed 's/^/    /' "$tmp/out"
		fail=$((fail + 1))
	elif [ -n "$text" ] && ! grep -qF -- "$text" "$tmp/out"; then
		echo "FAIL $name: output lacks: $text"
		sed 's/^/    /' "$tmp/out"
		fail=$((fail + 1))
	elif grep -q "AddressSanitizer\|runtime error\|LeakSanitizer" "$tmp/out"; then
		echo "FAIL $name: sanitizer report"
		sed 's/^/    /' "$tmp/out"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
}

run "no command" 2 "usage: akgen" "$akgen"
run "help" 0 "commands:" "$akgen" help
run "help check" 0 "usage: akgen check" "$akgen" help check
run "help unknown" 2 "unknown command nosuch" "$akgen" help nosuch
run "--help" 0 "commands:" "$akgen" --help
run "help lists exit statuses" 0 "128+N" "$akgen" help
run "check --help" 0 "usage: akgen check [--specs DIR]" "$akgen" check --help
run "generate -h" 0 "[--llm KEY=VALUE]..." "$akgen" generate --op softmax -h
run "help --markdown" 0 "# The akgen command line" "$akgen" help --markdown
# --help after -- is the command's, not akgen's
run "sandbox -- CMD --help" 0 "[--help]" "$akgen" sandbox -- /bin/sh -c 'echo "[$0]"' --help
# every command of the list has its help, and docs/cli.md a section for it
for c in $("$akgen" help | sed -n '/^commands:/,/^$/s/^  \([a-z-]*\) .*/\1/p'); do
	run "$c --help" 0 "usage: akgen $c" "$akgen" "$c" --help
	run "docs/cli.md has $c" 0 "## $c" cat docs/cli.md
done
# the reference is one: docs/cli.md is what akgen prints (to update it: akgen help --markdown >docs/cli.md)
"$akgen" help --markdown >"$tmp/cli.md" 2>&1
if cmp -s "$tmp/cli.md" docs/cli.md; then
	pass=$((pass + 1))
else
	echo "FAIL docs/cli.md differs from 'akgen help --markdown' (run it to update the file):"
	diff -u docs/cli.md "$tmp/cli.md" | head -40 | sed 's/^/    /'
	fail=$((fail + 1))
fi
run "--version" 0 "akgen 0." "$akgen" --version
run "version commit" 0 "(commit " "$akgen" version
run "unknown command" 2 "unknown command frobnicate" "$akgen" frobnicate
run "unknown option" 2 "unknown option --bogus" "$akgen" check --bogus
run "option without value" 2 "needs a value" "$akgen" plan --specs
run "-C without dir" 2 "-C needs a directory" "$akgen" -C
run "-C missing dir" 3 "cannot enter" "$akgen" -C "$tmp/nowhere" check
# the counts follow the spec list: a spec per file of specs/, a job per launcher proto derives
nspecs=$(ls specs/*.yaml | wc -l)
njobs=$("$akgen" proto | grep -c '^extern "C" cudaError_t akops_')
run "check all" 0 "$nspecs specs valid" "$akgen" check
run "check one" 0 "1 spec valid" "$akgen" check specs/rmsnorm.yaml
run "check -C" 0 "$nspecs specs valid" "$akgen" -C specs/.. check
run "check missing file" 1 "cannot read the spec" "$akgen" check "$tmp/none.yaml"
run "check missing dir" 3 "cannot read the spec directory" "$akgen" check --specs "$tmp/none"
mkdir "$tmp/empty"
run "check empty dir" 3 "no specs in" "$akgen" check --specs "$tmp/empty"
printf 'op: bad\n' >"$tmp/bad.yaml"
run "check good and bad" 1 "1 of 2 specs invalid" "$akgen" check specs/softmax.yaml "$tmp/bad.yaml"
# a FIFO, a directory or a device is refused before it is read, never waited on
# (timeout's 124 when it hangs)
mkfifo "$tmp/fifo.yaml"
mkdir "$tmp/dir.yaml"
run "check a FIFO" 1 "fifo.yaml: cannot read the spec: not a regular file" timeout 20 "$akgen" check "$tmp/fifo.yaml"
run "check a directory" 1 "dir.yaml: cannot read the spec: Is a directory" timeout 20 "$akgen" check "$tmp/dir.yaml"
run "check a device" 1 "/dev/null: cannot read the spec: not a regular file" timeout 20 "$akgen" check /dev/null
mkdir "$tmp/fifos" && cp specs/rmsnorm.yaml "$tmp/fifos/" && mkfifo "$tmp/fifos/softmax.yaml"
run "plan, a FIFO among the specs" 1 "softmax.yaml: cannot read the spec: not a regular file" timeout 20 \
	"$akgen" plan --specs "$tmp/fifos" --out "$tmp/gen"
mkdir -p "$tmp/tpl/prompts" && cp templates/prompts/system.txt "$tmp/tpl/prompts/" && mkfifo "$tmp/tpl/prompts/propose.txt"
run "ask, a FIFO as the prompt template" 3 "propose.txt and" timeout 20 "$akgen" ask --prompt-only \
	--templates "$tmp/tpl" specs/rmsnorm.yaml --dtype bf16 --arch sm_90
mkfifo "$tmp/cand.cu"
run "instantiate, a FIFO as the template" 1 "not a regular file" timeout 20 "$akgen" instantiate specs/rmsnorm.yaml \
	"$tmp/cand.cu" --dtype bf16 --arch sm_90

run "plan" 0 "$njobs jobs: 0 fresh, 0 stale, $njobs missing" "$akgen" plan --out "$tmp/gen"
run "plan lists rmsnorm" 0 "rmsnorm          sm_90    bf16  missing" "$akgen" plan --out "$tmp/gen"
run "plan --check" 1 "$njobs missing" "$akgen" plan --check --out "$tmp/gen"
run "plan --json" 0 '"state": "missing"' "$akgen" plan --json --out "$tmp/gen"
"$akgen" plan --json --out "$tmp/gen" >"$tmp/plan.json" 2>&1
if python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert len(d)==int(sys.argv[2]) and all(len(j["key"])==64 for j in d)' "$tmp/plan.json" "$njobs"; then
	pass=$((pass + 1))
else
	echo "FAIL plan --json: not $njobs jobs of valid JSON"
	fail=$((fail + 1))
fi
run "plan bad db" 3 "" sh -c "echo junk >'$tmp/bad.db'; '$akgen' plan --out '$tmp/gen' --db '$tmp/bad.db'"
mkdir "$tmp/specs"
cp specs/rmsnorm.yaml "$tmp/bad.yaml" "$tmp/specs/"
cp -r specs/ref "$tmp/specs/"
run "plan refuses invalid specs" 1 "fix them first" "$akgen" plan --specs "$tmp/specs" --out "$tmp/gen"

# new: a spec skeleton and its reference, valid and matching as written, never over a file
n="$tmp/new"
run "new" 0 "next:" "$akgen" new myop --specs "$n"
run "new: the spec" 0 "op: myop" cat "$n/myop.yaml"
run "new: the reference" 0 "void akops_ref_myop(" cat "$n/ref/myop.c"
run "new: check passes" 0 "1 spec valid" "$akgen" check --specs "$n"
run "new: plan" 0 "12 jobs: 0 fresh, 0 stale, 12 missing" "$akgen" plan --specs "$n" --out "$tmp/newgen"
# the stub against the derived prototype, as tests/CMakeLists.txt compiles specs/ref for ref_test
run "new: proto --ref" 0 "" "$akgen" proto --ref --specs "$n" -o "$n/proto.h"
cc=${CC:-cc}
run "new: the stub builds against proto --ref" 0 "" "$cc" -std=c11 -Wall -Wextra -Werror -pedantic \
	-include "$n/proto.h" -c "$n/ref/myop.c" -o "$tmp/myop.o"
# y = x as written: the stub computes the skeleton's example
cat >"$tmp/myop_main.c" <<'EOC'
#include <stdint.h>
void akops_ref_myop(const double *x, double *y, int64_t n);
int main(void)
{
	double x[3] = {1.5, -0.0, 1e4}, y[3] = {0, 1, 0};

	akops_ref_myop(x, y, 3);
	return !(y[0] == 1.5 && y[1] == 0 && y[2] == 1e4);
}
EOC
run "new: the stub computes y = x" 0 "" sh -c '"$1" -std=c11 -o "$2/myop" "$2/myop_main.c" "$2/myop.o" && "$2/myop"' \
	sh "$cc" "$tmp"
# a stub whose signature drifts from the spec fails that build (the check can fail)
sed 's/int64_t n)/int32_t n)/' "$n/ref/myop.c" >"$tmp/drift.c"
run "new: a drifted stub does not build" 0 "conflicting types" sh -c '! "$1" -std=c11 -include "$2" -c "$3" -o "$4"' \
	sh "$cc" "$n/proto.h" "$tmp/drift.c" "$tmp/drift.o"
cp "$n/myop.yaml" "$tmp/myop.yaml.before"
echo "/* mine */" >>"$n/ref/myop.c"
run "new: the same op again" 3 "myop.yaml is there already" "$akgen" new myop --specs "$n"
run "new: the spec left as it was" 0 "" cmp "$n/myop.yaml" "$tmp/myop.yaml.before"
run "new: the reference left as it was" 0 "/* mine */" cat "$n/ref/myop.c"
# a reference already there: refused, and no spec left behind
mkdir -p "$tmp/new2/ref" && echo keep >"$tmp/new2/ref/other.c"
run "new: a reference there already" 3 "other.c is there already" "$akgen" new other --specs "$tmp/new2"
run "new: no spec left" 0 "" test ! -e "$tmp/new2/other.yaml"
run "new: that reference kept" 0 "keep" cat "$tmp/new2/ref/other.c"
# names akgen check refuses for an op are refused, and nothing is written
for bad in Bad 9lives ../up a-b int ref_x akops_x_bf16_sm90 this_name_is_longer_than_thirty_two_chars ""; do
	run "new: bad name '$bad'" 2 "refused" "$akgen" new "$bad" --specs "$tmp/new3"
done
run "new: nothing written for bad names" 0 "" sh -c 'test -z "$(ls -A "$1/new3" 2>/dev/null)" && test ! -e "$1/up.yaml"' sh "$tmp"
run "new: no op" 2 "no OP named" "$akgen" new --specs "$tmp/new3"
run "new: two ops" 2 "takes one OP" "$akgen" new a b
run "new: unknown option" 2 "unknown option --force" "$akgen" new a --force

run "proto" 0 'extern "C" cudaError_t akops_rmsnorm_bf16_sm90(' "$akgen" proto specs/rmsnorm.yaml
run "proto filtered" 0 "akops_softmax_f32_sm100(" "$akgen" proto --dtype f32 --arch sm_100 specs/softmax.yaml
# a job's arch the targets do not list: the sm_90a families' launchers
gemmspec=specs/gemm.yaml
[ -f "$gemmspec" ] || gemmspec=specs/staging/gemm.yaml
run "proto sm_90a" 0 "akops_gemm_bf16_sm90a_decode(" "$akgen" proto --dtype bf16 --arch sm_90a "$gemmspec"
run "proto bad arch" 2 "--arch takes an arch such as sm_90, not 90" "$akgen" proto --arch 90 specs/rmsnorm.yaml
run "proto --ref" 0 "void akops_ref_rmsnorm(" "$akgen" proto --ref specs/rmsnorm.yaml
run "proto all specs" 0 "akops_cross_entropy_f16_sm120(" "$akgen" proto
run "proto depfile without -o" 2 "--depfile needs -o" "$akgen" proto --depfile "$tmp/d"
run "proto depfile" 0 "" "$akgen" proto --ref -o "$tmp/all.h" --depfile "$tmp/all.d"
run "proto depfile content" 0 "specs/softmax.yaml" cat "$tmp/all.d"
# a spec directory that cannot be read is the environment, as for check (proto said 1)
run "proto missing dir" 3 "cannot read the spec directory" "$akgen" proto --specs "$tmp/none"
run "proto bad dtype" 2 "unknown dtype f8" "$akgen" proto --dtype f8 specs/rmsnorm.yaml
run "proto -o" 0 "" "$akgen" proto --ref -o "$tmp/ref.h" specs/rmsnorm.yaml
run "proto -o content" 0 "akops_ref_rmsnorm" cat "$tmp/ref.h"
touch -d '2000-01-01' "$tmp/ref.h"
"$akgen" proto --ref -o "$tmp/ref.h" specs/rmsnorm.yaml
if [ "$(stat -c %Y "$tmp/ref.h")" = "$(date -d 2000-01-01 +%s)" ]; then
	pass=$((pass + 1))
else
	echo "FAIL proto -o rewrote an unchanged file"
	fail=$((fail + 1))
fi

run "build, nothing generated" 0 "nothing generated yet" "$akgen" build --out "$tmp/gen"
run "dump missing db" 3 "" "$akgen" dump "$tmp/none.db"
run "export, too many arguments" 2 "too many arguments" "$akgen" export a b c
run "export, an option" 2 "unknown option --all" "$akgen" export --all
run "export, no database" 3 "cannot open provenance database" "$akgen" export "$tmp/none.db" "$tmp/rec"
run "import, an option" 2 "unknown option --bogus" "$akgen" import --bogus
run "import, no records" 1 "no MANIFEST" "$akgen" import "$tmp/norecords" "$tmp/x.db"
# the arch read from the GPU is named in the refusal, not freed before it (cli_san)
run "verify, a bogus GPU arch" 2 "not bogus" env AKGEN_GPU_ARCH=bogus "$akgen" verify specs/rmsnorm.yaml \
	verify/naive/rmsnorm_bf16.cu
run "verify, a dtype not in the spec" 2 "dtype f64 is not" "$akgen" verify --dtype f64 specs/rmsnorm.yaml \
	verify/naive/rmsnorm_bf16.cu
# a refused command line has no work directory to keep (it printed "kept in (null)")
"$akgen" verify --keep --dtype f64 specs/rmsnorm.yaml verify/naive/rmsnorm_bf16.cu >"$tmp/out" 2>&1
if ! grep -q "kept in" "$tmp/out"; then
	pass=$((pass + 1))
else
	echo "FAIL verify --keep, refused: $(cat "$tmp/out")"
	fail=$((fail + 1))
fi
# a refused option after --scratch frees the scratch path (LeakSanitizer in cli_san)
run "sandbox, a bad kind after --scratch" 2 "expected tool, gpu or command" "$akgen" sandbox --scratch "$tmp" \
	--kind bogus -- true
run "sandbox, a missing scratch" 3 "--scratch" "$akgen" sandbox --scratch "$tmp/none" -- true
run "sandbox, -- and no command" 2 "see 'akgen help sandbox'" "$akgen" sandbox --
run "dump, two databases" 2 "too many arguments" "$akgen" dump a.db b.db
run "migrate, an option" 2 "unknown option -x" "$akgen" migrate -x
run "migrate missing db" 3 "" "$akgen" migrate "$tmp/none/x.db"
run "show nothing" 2 "no spec named" "$akgen" show
run "instantiate, a bad --param" 2 "expected NAME=VALUE" "$akgen" instantiate specs/softmax.yaml \
	templates/softmax/resident.cu --dtype f32 --arch sm_90 --param NOPE=1
# a family for sm_90a alone (an archs: line) has no instance for sm_90, one for sm_90a
mkdir -p "$tmp/archs/rmsnorm"
printf '%s\n' '// akops-template: rmsnorm/hopper' '// summary: a family of sm_90a alone' '// archs: sm_90a' \
	'// dtypes: bf16' '#include <cuda_runtime.h>' >"$tmp/archs/rmsnorm/hopper.cu"
run "instantiate, a family of another arch" 1 "hopper.cu is a family for sm_90a only; it has no instance for sm_90" \
	"$akgen" instantiate specs/rmsnorm.yaml "$tmp/archs/rmsnorm/hopper.cu" --dtype bf16 --arch sm_90
run "instantiate, a family of its arch" 0 "#define AK_ARCH 90" "$akgen" instantiate specs/rmsnorm.yaml \
	"$tmp/archs/rmsnorm/hopper.cu" --dtype bf16 --arch sm_90a
run "explain, too few" 2 "expected OP DTYPE ARCH" "$akgen" explain softmax bf16
run "report without --html" 2 "--html OUT.html is required" "$akgen" report
run "attest without a key" 2 "--key KEY.pem (an Ed25519 private key) or --ssh-agent KEY.pub" "$akgen" attest
run "attest with two keys" 2 "exclude each other" "$akgen" attest --key a.pem --ssh-agent a.pub
run "audit, --key alone" 2 "go together" "$akgen" audit --key k.pem
run "replay, unknown" 2 "unknown argument --bogus" "$akgen" replay --bogus
run "build, unknown" 2 "unknown argument --bogus" "$akgen" build --bogus
run "version, an argument" 2 "takes no arguments" "$akgen" version x
# TMPDIR: verify's work directory is made there, and the cache too when there is
# no HOME (NVCC=false: the candidate fails to compile at once)
mkdir "$tmp/td"
run "verify under TMPDIR" 1 "the build is kept in $tmp/td/akgen-" env -u HOME -u XDG_CACHE_HOME TMPDIR="$tmp/td" \
	NVCC=false "$akgen" verify --keep --arch sm_90 specs/rmsnorm.yaml verify/naive/rmsnorm_bf16.cu
run "verify under TMPDIR: the work directory" 0 "" sh -c 'test -f "$1"/akgen-*/cand.cu' sh "$tmp/td"
run "verify under TMPDIR: the cache without HOME" 0 "" test -f "$tmp/td/akgen-cache/scratch.db"
rm -rf "$tmp/td"/akgen-*

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
