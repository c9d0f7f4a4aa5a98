#!/bin/sh
# analyze.sh: the clang static analyzer over every source of tool/, clean: any
# finding fails the test. It first shows it can fail: a file with a null
# dereference must be reported.
# usage: analyze.sh BUILD_DIR (from the repository root; clang on PATH or CLANG)
set -u
bd=${1:?usage: analyze.sh BUILD_DIR}
clang=${CLANG:-clang}
if ! command -v "$clang" >/dev/null; then
	echo "analyze: no clang: the static analyzer is not run"
	exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags="-D_POSIX_C_SOURCE=200809L -Itool -I$bd -std=c11"

printf 'int f(int *p) { p = 0; return *p; }\n' >"$tmp/bad.c"
# shellcheck disable=SC2086
if ! "$clang" --analyze $flags -o /dev/null "$tmp/bad.c" 2>&1 | grep -q "warning:"; then
	echo "FAIL: the analyzer does not report a null dereference"
	exit 1
fi

# two at a time (CI has 2 cores); each file's findings into its own log
# shellcheck disable=SC2086
ls tool/*.c | xargs -P 2 -I{} sh -c "$clang --analyze $flags -o /dev/null {} >\"$tmp/\$(basename {}).log\" 2>&1"
cat "$tmp"/*.c.log >"$tmp/all"
n=$(ls tool/*.c | wc -l)
if grep -q "warning:" "$tmp/all"; then
	grep "warning:" "$tmp/all"
	echo "FAIL: the static analyzer's findings above, in $n files"
	exit 1
fi
echo "analyze: $n files of tool/, no findings"
