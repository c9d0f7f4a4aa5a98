# shellcheck shell=sh
# bench/machine.sh: sourced by the device scripts (bench/h200-revet.sh,
# bench/h200-classes.sh): what the GPU machine is, for a run's env.txt.
# machine_env AKGEN: the date, the GPU, nvcc, akgen's version and what its sandbox can
# do there, on stdout
machine_env() {
	date -u
	nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv
	nvcc --version | tail -n 1
	"$1" --version
	"$1" sandbox
}
