#!/bin/sh
# tests/fakegpu/sanitizer.sh: stands in for compute-sanitizer where there is no
# GPU (AKGEN_SANITIZER, generate_gpu_test.sh): drops compute-sanitizer's options
# and runs the program after them, so its exit status and output are the
# verdict, as compute-sanitizer passes them on when it finds nothing.
while [ $# -gt 0 ]; do
	case $1 in
	--tool | --error-exitcode | --print-limit) shift 2 ;;
	*) break ;;
	esac
done
[ $# -gt 0 ] || { echo "sanitizer.sh: no program to run" >&2; exit 2; }
exec "$@"
