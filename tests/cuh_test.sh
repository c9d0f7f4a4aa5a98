#!/bin/sh
# The host-side arithmetic of templates/common/ (the rowreg families' choice of split
# rows, split.cuh; their rows' peel, rowpeel.cuh), checked by a test program of
# tests/ (split_test.cpp, rowpeel_test.cpp) under ASan and UBSan; no GPU.
# usage: cuh_test.sh NAME [CXX]   (run from the source tree's root; NAME: tests/NAME.cpp)
set -u
name=${1:?usage: cuh_test.sh NAME [CXX]}
cxx=${2:-${CXX:-c++}}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$cxx" -std=c++17 -O1 -g -Wall -Wextra -Werror -fsanitize=address,undefined -fno-sanitize-recover=all \
	-Itemplates -Iverify -o "$dir/$name" "tests/$name.cpp" || exit 1
"$dir/$name"
