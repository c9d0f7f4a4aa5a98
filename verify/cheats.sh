#!/bin/sh
# The cheat suite: every kernel in verify/cheats/ must be rejected with the
# verdict its header announces.
#
#   // op: softmax            the spec it pretends to implement
#   // dtype: bf16
#   // expect: REJECT_STATIC  the verdict of the full protocol
#   // expect-dynamic: FAIL_NUMERIC   the verdict with --no-static (the deeper defense)
#   // spec: specs/staging/gemm.yaml  (optional) its spec, where not specs/OP.yaml
#
# usage: verify/cheats.sh AKGEN static|gpu [RESULTS.tsv]
#   static: no GPU; the static checks and the compile only. A cheat the
#           static checks must catch is rejected with its verdict; every other
#           cheat must pass them (its defense is dynamic, tested on the GPU).
#   gpu:    the whole protocol (akgen bench), then again with --no-static.
# Prints "N passed, M failed"; writes one line a run to RESULTS.tsv if given.
# JOBS=N judges N cheats at once (default 1); ONLY="NN NN" judges only the
# cheats of those numbers; CHEAT_TIMEOUT=S is the harness's
# time limit (default 120), which only the hanging cheat reaches. The verdicts do not depend on it:
# sharing the GPU only slows a kernel, and the too-fast gate looks for the
# opposite.
set -u
akgen=$1
mode=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
results=${3:-$tmp/results.tsv}
# the harness's time limit per run: it must stay well above a slow honest run
limit=${CHEAT_TIMEOUT:-120}
jobs=${JOBS:-1}
n=0
printf 'cheat\tmode\texpected\tgot\tresult\n' >"$results"

field() { sed -n "s|^// $1: *\([A-Za-z0-9_|]*\).*|\1|p" "$2" | head -n 1; }

# judge CHEAT SPEC DTYPE MODE EXPECTED [OPTIONS...]: appends its line to the
# results and prints why when it failed; works in a directory of its own
judge() {
	cheat=$1 spec=$2 dt=$3 how=$4 want=$5
	shift 5
	d=$tmp/run$n
	mkdir -p "$d"
	# a key in akgen's environment, which no candidate may see (cheat 42)
	OPENAI_API_KEY=sk-planted-by-cheats-sh "$akgen" "$@" --json --db "$d/p.db" --dtype "$dt" --arch sm_90 --seed 1 "$spec" "$cheat" \
		>"$d/out.json" 2>"$d/err"
	got=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["verdict"])' "$d/out.json" 2>/dev/null)
	[ -n "$got" ] || got="NO_JSON"
	# a header may allow several verdicts: FAIL_UNWRITTEN|FAIL_LINK
	case "|$want|" in
	*"|$got|"*) ok=ok ;;
	*) ok=FAIL ;;
	esac
	if [ "$ok" = FAIL ]; then
		{
			echo "FAIL $cheat ($how): got $got, expected $want"
			sed 's/^/    /' "$d/err" | head -n 20
			python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["stages"][-1]; print("    " + s["detail"]); print("    " + s["evidence"][:1500].replace("\n", "\n    "))' \
				"$d/out.json" 2>/dev/null
		} >"$tmp/$n.log"
	fi
	# one short line, appended at once: safe from judgements running beside it,
	# and a run cut short keeps what it judged
	printf '%s\t%s\t%s\t%s\t%s\n' "$(basename "$cheat")" "$how" "$want" "$got" "$ok" >>"$results"
	[ -f "$tmp/$n.log" ] && cat "$tmp/$n.log"
	rm -rf "$d"
}

# run the judgement in the background when JOBS > 1, at most JOBS at once
spawn() {
	n=$((n + 1))
	if [ "$jobs" -le 1 ]; then
		judge "$@"
		return
	fi
	judge "$@" &
	if [ $((n % jobs)) -eq 0 ]; then
		wait
	fi
}

fail=0
for cheat in verify/cheats/*.cu; do
	# ONLY="07 45": the cheats whose numbers are listed, to judge a few again
	if [ -n "${ONLY:-}" ]; then
		case " $ONLY " in *" $(basename "$cheat" | cut -d_ -f1) "*) ;; *) continue ;; esac
	fi
	op=$(field op "$cheat")
	dt=$(field dtype "$cheat")
	want=$(field expect "$cheat")
	deep=$(field expect-dynamic "$cheat")
	if [ -z "$op" ] || [ -z "$dt" ] || [ -z "$want" ]; then
		echo "FAIL $cheat: its header lacks op, dtype or expect"
		fail=1
		continue
	fi
	# a staging op's cheat names its spec (// spec: specs/staging/gemm.yaml)
	spec=$(sed -n 's|^// spec: *\([A-Za-z0-9_./-]*\).*|\1|p' "$cheat" | head -n 1)
	spec=${spec:-specs/$op.yaml}
	# a staging op promoted since (bench/promote.sh) has its spec in specs/
	[ -f "$spec" ] || [ ! -f "specs/${spec##*/}" ] || spec=specs/${spec##*/}
	if [ ! -f "$spec" ]; then
		echo "FAIL $cheat: no spec $spec"
		fail=1
		continue
	fi
	case $mode in
	static)
		case $want in
		REJECT_STATIC | FAIL_COMPILE) spawn "$cheat" "$spec" "$dt" static "$want" verify --static-only ;;
		*) spawn "$cheat" "$spec" "$dt" static PASS_STATIC verify --static-only ;;
		esac
		# a defence that holds without the GPU: the sandbox keeps the assembler from
		# reading a file outside it (cheat 36)
		[ "$deep" = FAIL_COMPILE ] &&
			spawn "$cheat" "$spec" "$dt" no-static "$deep" verify --no-static --static-only
		;;
	gpu)
		spawn "$cheat" "$spec" "$dt" full "$want" bench --timeout "$limit" --min-ms 50
		[ -n "$deep" ] && spawn "$cheat" "$spec" "$dt" no-static "$deep" bench --no-static --timeout "$limit" --min-ms 50
		;;
	*)
		echo "usage: cheats.sh AKGEN static|gpu [RESULTS.tsv]" >&2
		exit 2
		;;
	esac
done
wait
pass=$(grep -c '	ok$' "$results")
fail=$((fail + $(grep -c '	FAIL$' "$results")))
if [ "$((pass + fail))" -lt "$n" ]; then
	echo "FAIL $((n - pass - fail)) judgements left no result"
	fail=$((fail + n - pass - fail))
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
