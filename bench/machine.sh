# shellcheck shell=sh
# bench/machine.sh: sourced by the device scripts (bench/h200-revet.sh,
# bench/h200-classes.sh): what the GPU machine is, for a run's env.txt, and the
# database's snapshots while a run writes it.
# machine_env AKGEN: the date, the GPU, nvcc, akgen's version and what its sandbox can
# do there, on stdout
machine_env() {
	date -u
	nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv
	nvcc --version | tail -n 1
	"$1" --version
	"$1" sandbox
}

# snap_begin FILE: generated/provenance.db copied into FILE (xz, bench/dbsnap.py) every
# SNAP seconds (default 30) in the background, while a run writes it: a call the
# device's time cuts short, or a run that `timeout` ends before it exports its records,
# still brings back what it vetted (bench/recover.sh FILE makes generated/ from it).
# snap_end FILE: the background copier stopped, and one last copy, with every job the
# run finished (kept until the caller has packed generated/).
snap_begin() {
	python3 bench/dbsnap.py generated/provenance.db "$1" "${SNAP:-30}" &
	snapper=$!
}
snap_end() {
	kill "$snapper" 2>/dev/null
	wait "$snapper" 2>/dev/null
	python3 bench/dbsnap.py generated/provenance.db "$1"
}
