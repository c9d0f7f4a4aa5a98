# shellcheck shell=sh
# procs.sh: sourced by the scripts that check what a cancelled akgen leaves running.

# running PID: the process exists and is not a zombie (state Z) left for its reaper
running() { [ -r "/proc/$1/stat" ] && ! sed 's/.*) //' "/proc/$1/stat" | grep -q '^Z'; }

# gone PID: waits up to 5 s for the process to stop running; true once it has
gone() {
	_i=0
	while running "$1" && [ $_i -lt 50 ]; do
		sleep 0.1
		_i=$((_i + 1))
	done
	! running "$1"
}

# waitlines FILE N: waits up to 20 s for FILE to hold N lines; true once it does
nlines() { if [ -r "$1" ]; then wc -l <"$1"; else echo 0; fi; }
waitlines() {
	_i=0
	while [ "$(nlines "$1")" -lt "$2" ] && [ $_i -lt 200 ]; do
		sleep 0.1
		_i=$((_i + 1))
	done
	[ "$(nlines "$1")" -ge "$2" ]
}
