#!/bin/sh
# The rowreg families' choice of split rows (templates/common/split.cuh), host code,
# checked by tests/split_test.cpp under ASan and UBSan; no GPU.
# usage: split_test.sh [CXX]   (run from the source tree's root)
set -u
cxx=${1:-${CXX:-c++}}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$cxx" -std=c++17 -O1 -g -Wall -Wextra -Werror -fsanitize=address,undefined -fno-sanitize-recover=all \
	-Itemplates -o "$dir/split_test" tests/split_test.cpp || exit 1
"$dir/split_test"
