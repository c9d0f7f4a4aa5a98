#!/bin/sh
# device_check.sh: the harness's own acceptance run on the GPU machine, in one call.
# Links what prebuild.sh compiled (in .hb), then runs the stages named on the command
# line, each bounded by a timeout, and skips the rest once DEADLINE seconds have passed:
#   rms      verify: the naive rmsnorm test candidate (timed), and each broken variant
#            (-DAKH_BREAK=N), which must get the verdict rmsnorm_bf16_naive.cu names
#   bench    ceilings; bench of the naive candidate; the bench-only broken variants;
#            the roofline gate (a fake low ceiling)
#   ops      verify of verify/naive's kernel for every op, on akgen's glue
#   cheats   every cheat of verify/cheats: verify, then bench if verify passed; the
#            verdict must be its expect-dynamic
#   degen    a shape whose reference is constant must end in FAIL_DEGENERATE
#   sanitize compute-sanitizer memcheck and racecheck on sanitize mode
# The summary goes to $OUT/summary.txt and is printed last; every output, to
# $OUT/all.tgz (the device tool brings back only a few files).
# usage: sh verify/testglue/device_check.sh STAGE...   (from the source tree's root)
set -u
dest=${OUT:-out}
out=$(mktemp -d)
hb=${HB:-.hb}
deadline=${DEADLINE:-225}
mkdir -p "$dest"
cuda=${CUDA:-/usr/local/cuda}
nvcc=$cuda/bin/nvcc
lib=$cuda/targets/x86_64-linux/lib
[ -e "$lib/libcupti.so" ] || lib=$cuda/lib64
b=$(mktemp -d)
summary=$out/summary.txt
: >"$summary"
t0=$(date +%s.%N)
elapsed() { awk "BEGIN{printf \"%.1f\", $(date +%s.%N) - $t0}"; }
say() { echo "$*" >>"$summary"; }

nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv,noheader >>"$summary" 2>&1

# link NAME CANDIDATE.o OP
link() {
	"$nvcc" -arch=sm_90 "$hb/harness.o" "$hb/glue_$3.o" "$2" "$hb/ref_$3.o" -L"$lib" -lcupti \
		-Xlinker -rpath="$lib" -o "$b/$1" >"$b/$1.log" 2>&1 || { say "LINK FAIL $1"; head -5 "$b/$1.log" >>"$summary"; }
}
for v in 0 1 2 3 4 5 6 7 8 9 10; do link rms$v "$hb/rms_v$v.o" rmsnorm & done
for o in "$hb"/naive_*.o; do op=$(basename "$o" .o); op=${op#naive_}; link "naive_$op" "$o" "$op" & done
for o in "$hb"/cheat_*.o; do
	name=$(basename "$o" .o)
	op=$(sed -n 's|^// op: *\([a-z_]*\).*|\1|p' "$hb/${name#cheat_}.cu" | head -1)
	link "$name" "$o" "$op" &
done
wait
say "linked in $(elapsed) s"

# run NAME EXPECTED LIMIT BINARY ARGS...: the verdict of the last line must be EXPECTED
# (TIMEOUT: the limit ran out; FAIL_OUTPUT_FLOOD: over 64 KiB of stdout)
run() {
	name=$1 want=$2 lim=$3
	shift 3
	if awk "BEGIN{exit !($(date +%s.%N) - $t0 > $deadline)}"; then
		say "SKIP  $name (deadline)"
		return
	fi
	s=$(date +%s.%N)
	timeout "$lim" "$@" 2>"$out/$name.err" | head -c 1048576 >"$out/$name.jsonl"
	sec=$(awk "BEGIN{printf \"%.1f\", $(date +%s.%N) - $s}")
	got=$(grep '"event":"done"' "$out/$name.jsonl" | tail -1 | sed -n 's/.*"verdict":"\([A-Z_]*\)".*/\1/p')
	size=$(wc -c <"$out/$name.jsonl")
	[ "$size" -gt 65536 ] && got=FAIL_OUTPUT_FLOOD
	[ -z "$got" ] && awk "BEGIN{exit !($sec >= $lim - 0.5)}" && got=TIMEOUT
	[ -z "$got" ] && got=CRASH	# no done event: the process ended under the harness
	ok=ok
	[ "$got" = "$want" ] || ok=WRONG
	printf '%-5s %-34s want %-22s got %-22s %6s s\n' "$ok" "$name" "$want" "$got" "$sec" >>"$summary"
	last=$(tail -1 "$out/$name.jsonl" | cut -c1-400)
	case $got in PASS|BENCHED|CEILINGS|TIMEOUT|FAIL_OUTPUT_FLOOD) ;; *) grep '"event":"fail"' "$out/$name.jsonl" | tail -1 | cut -c1-500 | sed 's/^/        /' >>"$summary" ;; esac
	[ "$ok" = WRONG ] && head -c 300 "$out/$name.err" | sed 's/^/        err: /' >>"$summary"
	return 0
}

shapes() {	# the shape events of a run, one short line each
	grep '"event":"shape"' "$out/$1.jsonl" | sed 's/{"event":"shape",//; s/"kind":"\([a-z]*\)","index":/\1 /; s/"trials":[0-9]*,"reused_trials":[0-9]*,//; s/}$//' |
		cut -c1-200 | sed 's/^/        /' >>"$summary"
}

for stage in "$@"; do
	case $stage in
	rms)
		run verify_rms_naive PASS 150 "$b/rms0" verify --seed 1
		shapes verify_rms_naive
		run verify_rms_unwritten FAIL_UNWRITTEN 30 "$b/rms1" verify --seed 2
		run verify_rms_noeps FAIL_NAN 60 "$b/rms2" verify --seed 3
		run verify_rms_lowprec FAIL_NUMERIC 30 "$b/rms3" verify --seed 4
		run verify_rms_inputmod FAIL_INPUT_MODIFIED 30 "$b/rms4" verify --seed 5
		run verify_rms_nondet FAIL_NONDETERMINISTIC 30 "$b/rms5" verify --seed 6
		run verify_rms_crash CRASH 30 "$b/rms6" verify --seed 7
		run verify_rms_oob FAIL_INPUT_MODIFIED 30 "$b/rms10" verify --seed 8
		;;
	bench)
		run ceilings CEILINGS 30 "$b/rms0" ceilings
		grep '"event":"ceiling"' "$out/ceilings.jsonl" | sed 's/^/        /' >>"$summary"
		run bench_rms_naive BENCHED 90 "$b/rms0" bench --seed 1
		grep '"event":"bench"' "$out/bench_rms_naive.jsonl" | cut -c1-600 | sed 's/^/        /' >>"$summary"
		run bench_rms_hostwork FAIL_WALL_MISMATCH 40 "$b/rms7" bench --seed 1 --shape 12 --min-ms 50
		run bench_rms_fastpath FAIL_BENCH_RECHECK 40 "$b/rms8" bench --seed 1 --shape 12 --min-ms 50
		run bench_rms_thread REJECT_TOO_FAST 40 "$b/rms9" bench --seed 1 --shape 12 --min-ms 50
		run bench_rms_floor REJECT_TOO_FAST 40 "$b/rms0" bench --seed 1 --shape 12 --min-ms 50 --copy-gbps 100
		;;
	ops)
		for x in "$b"/naive_*; do
			case $x in *.log) continue ;; esac
			n=$(basename "$x")
			run "verify_$n" PASS 40 "$x" verify --seed 11 --trials ${OPS_TRIALS:-10}
			shapes "verify_$n"
		done
		;;
	cheats)
		for x in "$b"/cheat_*; do
			case $x in *.log) continue ;; esac
			n=$(basename "$x")
			src=$hb/${n#cheat_}.cu
			want=$(sed -n 's|^// expect-dynamic: *\([A-Z_]*\).*|\1|p' "$src" | head -1)
			op=$(sed -n 's|^// op: *\([a-z_]*\).*|\1|p' "$src" | head -1)
			case $op in gelu_tanh) bs=11 ;; *) bs=12 ;; esac
			case $want in
			FAIL_BENCH_RECHECK | FAIL_WALL_MISMATCH | REJECT_TOO_FAST)
				# bench verifies its own inputs first; the full verify is left out for time
				run "bench_$n" "$want" 40 "$x" bench --seed 21 --shape $bs --min-ms 50 ;;
			TIMEOUT) run "verify_$n" "$want" 10 "$x" verify --seed 21 ;;
			*) run "verify_$n" "$want" 40 "$x" verify --seed 21 ;;
			esac
		done
		;;
	degen)
		# softmax at 1 x 1 is 1 whatever the input: no evidence
		run verify_softmax_degenerate FAIL_DEGENERATE 30 "$b/naive_softmax" verify --seed 9 --shape 0 --trials 4
		;;
	sanitize)
		run sanitize_memcheck PASS 60 compute-sanitizer --tool memcheck --error-exitcode 9 "$b/rms0" sanitize --seed 1 --shape 4
		tail -2 "$out/sanitize_memcheck.err" | sed 's/^/        /' >>"$summary"
		run sanitize_racecheck PASS 60 compute-sanitizer --tool racecheck --error-exitcode 9 "$b/rms0" sanitize --seed 1 --shape 4
		tail -2 "$out/sanitize_racecheck.err" | sed 's/^/        /' >>"$summary"
		;;
	esac
done
say "total $(elapsed) s"
cp "$summary" "$dest/summary.txt"
tar czf "$dest/all.tgz" -C "$out" . 2>/dev/null
cat "$summary"
