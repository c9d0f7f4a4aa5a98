#!/bin/sh
# bench/sandbox/probe.sh AKGEN: what the GPU machine allows a sandboxed harness
# (probe.cu says what each line means). Run from the repository's root:
#   sh bench/sandbox/probe.sh build/akgen
set -u
akgen=$(realpath "$1")
cuda=${CUDA:-/usr/local/cuda}
uname -a
grep -E '^(Seccomp|NoNewPrivs|CapEff):' /proc/self/status
"$akgen" sandbox
d=$(mktemp -d)
mkdir -p "$d/scratch"
lib=$cuda/targets/x86_64-linux/lib
"$cuda/bin/nvcc" -O2 -arch=sm_90 bench/sandbox/probe.cu -L"$lib" -lcupti -Xlinker -rpath,"$lib" \
	-o "$d/scratch/probe" || exit 1
echo "devshm_before=$(ls /dev/shm | wc -l)"
for w in ""; do
	echo "--- without: ${w:-nothing}"
	(cd "$d" && WITHOUT=$w "$d/scratch/probe" checker "$akgen" "$d/scratch" "$d/scratch/probe")
done
if [ -x .dbg/strace ]; then
	LD_LIBRARY_PATH=$PWD/.dbg:${LD_LIBRARY_PATH:-} .dbg/strace -f -o "$d/san.tr" "$akgen" sandbox --kind gpu \
		--scratch "$d/scratch" --startup -- "$cuda/bin/compute-sanitizer" --tool memcheck ./probe solo >/dev/null 2>&1
	grep -E "= -1 E(ACCES|PERM)" "$d/san.tr" | head -20
	grep -c . "$d/san.tr"
fi
for tool in memcheck racecheck; do
	echo "sanitizer $tool:"
	"$akgen" sandbox --kind gpu --scratch "$d/scratch" --startup -- \
		"$cuda/bin/compute-sanitizer" --tool $tool --error-exitcode 86 ./probe solo >"$d/san.log" 2>&1
	echo "sanitizer_exit=$?"
	tail -n 5 "$d/san.log"
done
echo "tests/sandbox_probe.c:"
cc -O2 tests/sandbox_probe.c -o "$d/scratch/sandbox_probe" -lpthread && echo secret >"$d/planted" &&
	OPENAI_API_KEY=sk-planted "$akgen" sandbox --kind gpu --scratch "$d/scratch" --startup -- \
		./sandbox_probe "$d/planted" OPENAI_API_KEY --startup
echo "sandbox_probe_exit=$?"
"$akgen" sandbox --kind gpu --scratch "$d/scratch" -- ./sandbox_probe --int80
echo "int80_exit=$? (159: killed by SIGSYS)"
rm -rf "$d"
