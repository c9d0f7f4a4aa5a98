# common.sh: what the shell tests share; a test sources it first thing after its
# arguments (. "$(dirname "$0")/common.sh"), from the repository root. It gives:
#   $tmp          a directory of the test's own, removed when the test exits; TMPDIR is
#                 in it, so what akgen keeps there (a failed run's builds) goes with it
#   ok, bad MSG   a check passed (pass counts them), or failed (said, fails counts them)
#   fakeproject ROOT
#                 a project at ROOT: the gelu_tanh spec and reference, the templates and
#                 verify/rules, with tests/fakegpu's stand-in harness in verify/ (its
#                 targets.yaml and environment are the test's own)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/tmpdir"
export TMPDIR="$tmp/tmpdir"
pass=0
fails=0
ok() { pass=$((pass + 1)); }
bad() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}
fakeproject() {
	mkdir -p "$1/specs/ref" "$1/verify"
	cp specs/gelu_tanh.yaml "$1/specs/"
	cp specs/ref/gelu_tanh.c "$1/specs/ref/"
	cp -r templates "$1/templates"
	cp verify/harness.h tests/fakegpu/harness.cu "$1/verify/"
	cp -r verify/rules "$1/verify/rules"
}
