#!/bin/sh
# build.sh: the first command of the quick start. On Debian 12 it installs the
# packages akops needs when they are missing, builds akgen with CMake and Ninja,
# then runs the main job: `akgen build`, which builds libakops.a from the vetted
# sources in generated/, and makes the Python package's wheel from it (build/dist).
# Run again with nothing changed, it does no work.
#
# Environment: BUILD_DIR (default: build), CC (default: clang, which the fuzz
# targets need).
set -eu
cd "$(dirname "$0")"
build=${BUILD_DIR:-build}

# munge to mariadb-server-core: the Slurm cluster tests/slurm_test.sh starts and stops itself
packages="cmake ninja-build pkg-config clang g++ libclang-rt-14-dev python3 python3-dev python3-pip python3-venv
libyaml-dev libseccomp-dev libssl-dev libcurl4-openssl-dev libsqlite3-dev zlib1g-dev liblzma-dev libjansson-dev libdlpack-dev
openssl openssh-client strace xz-utils chromium
munge slurmctld slurmd slurmdbd slurm-client slurm-wlm-mysql-plugin mariadb-server-core"

missing=""
for p in $packages; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing="$missing $p"
	fi
done
if [ -n "$missing" ]; then
	echo "build.sh: installing$missing"
	if [ "$(id -u)" -eq 0 ]; then
		sudo=""
	elif command -v sudo >/dev/null; then
		sudo="sudo"
	else
		echo "build.sh: missing packages:$missing; install them as root" >&2
		exit 1
	fi
	$sudo apt-get update -q
	# shellcheck disable=SC2086
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends $missing
fi
# pip_tries CMD...: a pip command tried up to three times, 20 s apart (a connection
# dropped in the middle of a download of PyPI's larger wheels fails pip at once)
pip_tries() {
	n=1
	until "$@" --disable-pip-version-check --retries 10 --timeout 60; do
		if [ "$n" -ge 3 ]; then
			echo "build.sh: pip failed 3 times: $*; free space where it installs:" >&2
			df -h "$build" >&2 || true
			return 1
		fi
		echo "build.sh: pip failed (try $n of 3); trying again in 20 s" >&2
		n=$((n + 1))
		sleep 20
	done
}
if [ ! -x /usr/local/cuda/bin/nvcc ] && ! command -v nvcc >/dev/null; then
	echo "build.sh: note: no CUDA toolkit (nvcc) found; akgen builds, but the CUDA checks of the test suite are skipped" >&2
fi

# cuobjdump lists the fat binaries of libakops.a for the test suite (emit_build);
# the CUDA toolkit here lacks it, NVIDIA's PyPI package has it
if { [ -x /usr/local/cuda/bin/nvcc ] || command -v nvcc >/dev/null; } &&
	[ ! -x /usr/local/cuda/bin/cuobjdump ] && ! command -v cuobjdump >/dev/null &&
	! ls "$build"/tools/nvidia/cu*/bin/cuobjdump >/dev/null 2>&1; then
	echo "build.sh: installing cuobjdump (PyPI: nvidia-cuda-cuobjdump) into $build/tools"
	pip_tries python3 -m pip install -q --target "$build/tools" 'nvidia-cuda-cuobjdump<14' ||
		echo "build.sh: note: no cuobjdump; the test emit_build skips its fat-binary checks" >&2
fi
# cuobjdump -sass disassembles with nvdisasm (the test skeleton_sass), in a folder of
# its own: pip --target leaves an existing nvidia/ folder as it is
if { [ -x /usr/local/cuda/bin/nvcc ] || command -v nvcc >/dev/null; } &&
	[ ! -x /usr/local/cuda/bin/nvdisasm ] && ! command -v nvdisasm >/dev/null &&
	! ls "$build"/tools/nvdisasm/nvidia/cu*/bin/nvdisasm >/dev/null 2>&1; then
	echo "build.sh: installing nvdisasm (PyPI: nvidia-cuda-nvdisasm) into $build/tools/nvdisasm"
	pip_tries python3 -m pip install -q --target "$build/tools/nvdisasm" 'nvidia-cuda-nvdisasm<14' ||
		echo "build.sh: note: no nvdisasm; the test skeleton_sass is skipped" >&2
fi

# the test suite checks akgen's signed attestations with an implementation of its own
# (tests/attest_test.sh): Python's cryptography, from PyPI where python3 lacks it
if ! python3 -c 'import cryptography' 2>/dev/null; then
	echo "build.sh: installing Python's cryptography (PyPI)"
	python3 -m pip install -q --disable-pip-version-check cryptography ||
		pip_tries python3 -m pip install -q --break-system-packages cryptography ||
		echo "build.sh: note: no Python cryptography; the test attest_test fails" >&2
fi

# the Python package (python/): its build backend, JAX (whose FFI headers akops.jax's
# handlers are compiled against), and PyTorch and JAX for the test suite's checks of
# the ops' registrations and tracing (PyPI's wheels, used on the CPU here), in a
# virtual environment of the build directory (some 6 GB: PyPI's torch brings NVIDIA's
# CUDA libraries). The wheel below needs it: a failure here ends the build, with pip's
# own words and the disk's free space.
if ! "$build/pyenv/bin/python" -c 'import scikit_build_core, torch, jax' 2>/dev/null; then
	echo "build.sh: installing scikit-build-core, PyTorch and JAX (PyPI) into $build/pyenv"
	if ! { python3 -m venv "$build/pyenv" &&
		pip_tries "$build/pyenv/bin/pip" install -q 'scikit-build-core>=0.10' torch 'jax>=0.6' &&
		"$build/pyenv/bin/python" -c 'import scikit_build_core, torch, jax'; }; then
		echo "build.sh: error: no Python build environment in $build/pyenv (scikit-build-core, torch," \
			"jax from PyPI); the Python package's wheel and its tests need it" >&2
		exit 1
	fi
fi

# configure once; afterwards ninja re-runs CMake itself when a CMakeLists changes
if [ ! -f "$build/build.ninja" ]; then
	CC=${CC:-clang} cmake -S . -B "$build" -G Ninja
fi
ninja -C "$build"
"$build/akgen" build

# the Python package's wheel (python/README.md), against the library just built,
# installed into build/akops-prefix first; made again when the library or python/ changed
if [ -f "$build/akops/libakops.a" ] && [ -x "$build/pyenv/bin/pip" ] &&
	{ [ ! -e "$build/dist/stamp" ] ||
		[ -n "$(find "$build/akops/libakops.a" python -newer "$build/dist/stamp" 2>/dev/null | head -n 1)" ]; }; then
	prefix=$(cd "$build" && pwd)/akops-prefix
	cmake --install "$build" --prefix "$prefix" --component library >/dev/null
	rm -rf "$build/dist"
	CMAKE_PREFIX_PATH="$prefix" "$build/pyenv/bin/pip" wheel -q --disable-pip-version-check --no-deps \
		--no-build-isolation -w "$build/dist" ./python
	touch "$build/dist/stamp"
	echo "build.sh: the Python package: $(ls "$build"/dist/*.whl)"
fi
