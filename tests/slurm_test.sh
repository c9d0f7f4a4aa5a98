#!/bin/sh
# slurm_test.sh: akgen slurm on a real single-node Slurm cluster, started here from
# Debian's packages (munged, mariadbd, slurmdbd, slurmctld, slurmd on localhost, each
# from a configuration in a temporary directory) and stopped at the end, whatever
# happens. A small op's jobs, made stale by an edit of its spec, run as the scripts
# akgen slurm writes: the sm_90 jobs in two GPU units (tests/fakegpu's stand-in
# harness, on a node with the arch's constraint and gres), the sm_80 ports in two
# compile-only units (real nvcc), each unit's bundle merged by the gather jobs. One
# GPU unit is cancelled by scancel once it has finished one of its two jobs; its
# re-submission (the command akgen slurm --status prints) does only the other. One
# compile-only unit is requeued (a preemption) once it has ported one of its two
# jobs; Slurm runs it again, which ports only the other. The
# project then holds what one process with the same seed makes: the jobs, keys,
# statuses, parameters, sources, variants and emitted files. Also: the scripts are
# the same for the same plan, another plan into the same directory is refused, and
# squeue and sacct see the run.
#
# usage: slurm_test.sh AKGEN (from the repository root); skipped (77) where Slurm's
# packages are missing (build.sh installs them) or not run as root (the daemons)
set -u
akgen=$(realpath "$1")
PATH=$PATH:/usr/sbin:/sbin
for c in munged mariadbd slurmdbd slurmctld slurmd sbatch squeue sacct scontrol scancel sinfo python3; do
	if ! command -v "$c" >/dev/null; then
		echo "slurm_test: skipped: no $c (build.sh installs slurmctld, slurmd, slurmdbd, slurm-client, munge, mariadb)"
		exit 77
	fi
done
if [ "$(id -u)" -ne 0 ]; then
	echo "slurm_test: skipped: the Slurm daemons of the test run as root"
	exit 77
fi
. "$(dirname "$0")/common.sh"
c=$tmp/cluster
# akgen's own temporary directories (a cancelled run's builds) go with the rest
mkdir "$tmp/t"
export TMPDIR="$tmp/t"
started=$(date +%s)
# the cluster's daemons, stopped in the reverse order, each waited for
stop() {
	if [ -f "$c/slurm.conf" ] && [ -f "$c/ctld.pid" ]; then
		scancel --full --user=root >/dev/null 2>&1
		i=0
		while [ $i -lt 40 ] && [ -n "$(squeue -h 2>/dev/null)" ]; do
			sleep 0.5
			i=$((i + 1))
		done
	fi
	for d in d ctld dbd my munged; do
		[ -f "$c/$d.pid" ] || continue
		p=$(cat "$c/$d.pid")
		kill "$p" 2>/dev/null || continue
		i=0
		while kill -0 "$p" 2>/dev/null && [ $i -lt 40 ]; do
			sleep 0.25
			i=$((i + 1))
		done
		kill -9 "$p" 2>/dev/null
	done
}
finish() {
	stop
	# SLURM_TEST_KEEP=1 keeps the cluster's logs, the project and the run
	if [ -n "${SLURM_TEST_KEEP:-}" ]; then
		echo "slurm_test: kept $tmp"
	else
		rm -rf "$tmp"
	fi
}
trap finish EXIT
trap 'exit 1' INT TERM HUP

# waitfor SECONDS WHAT CMD...: until CMD succeeds
waitfor() {
	n=$(($1 * 4)) what=$2
	shift 2
	while ! "$@" >/dev/null 2>&1; do
		n=$((n - 1))
		if [ $n -le 0 ]; then
			bad "waited in vain for $what"
			for f in "$c"/log/*; do
				echo "--- $f"
				tail -n 15 "$f"
			done
			exit 1
		fi
		sleep 0.25
	done
}

# ---------------------------------------------------------------- the cluster
mkdir -p "$c/log" "$c/ctld" "$c/d" "$c/db"
chmod 700 "$c"
host=$(uname -n)
base=$((20000 + $$ % 9000 * 4))
head -c 1024 /dev/urandom >"$c/munge.key"
chmod 600 "$c/munge.key"
munged -f --key-file="$c/munge.key" --socket="$c/munge.sock" --pid-file="$c/munged.pid" \
	--log-file="$c/log/munged.log" --seed-file="$c/munge.seed" ||
	{ bad "munged did not start"; exit 1; }
# accounting (sacct) is slurmdbd's, over MariaDB: a database of the test's own, no
# grant tables (it listens on 127.0.0.1 only)
mariadbd --no-defaults --datadir="$c/db" --socket="$c/my.sock" --port=$((base + 3)) --bind-address=127.0.0.1 \
	--skip-grant-tables --user=root --pid-file="$c/my.pid" --log-error="$c/log/mariadb.log" \
	--innodb-buffer-pool-size=16M --skip-log-bin >/dev/null 2>&1 &
echo $! >"$c/my.pid"
waitfor 60 "MariaDB" grep -q "ready for connections" "$c/log/mariadb.log"
cat >"$c/slurmdbd.conf" <<EOF
AuthType=auth/munge
AuthInfo=socket=$c/munge.sock
DbdHost=$host
DbdAddr=127.0.0.1
DbdPort=$((base + 2))
SlurmUser=root
StorageType=accounting_storage/mysql
StorageHost=127.0.0.1
StoragePort=$((base + 3))
StorageUser=root
StorageLoc=akgen_acct
PidFile=$c/dbd.pid
LogFile=$c/log/slurmdbd.log
EOF
chmod 600 "$c/slurmdbd.conf"
# a node with the sm_90 jobs' constraint (h200) and generic resources (two stand-in GPUs)
cat >"$c/slurm.conf" <<EOF
ClusterName=akgen
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$c/munge.sock
CredType=cred/munge
SlurmctldPort=$base
SlurmdPort=$((base + 1))
StateSaveLocation=$c/ctld
SlurmdSpoolDir=$c/d
SlurmctldPidFile=$c/ctld.pid
SlurmdPidFile=$c/d.pid
SlurmctldLogFile=$c/log/slurmctld.log
SlurmdLogFile=$c/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=127.0.0.1
AccountingStoragePort=$((base + 2))
AccountingStoragePass=$c/munge.sock
MailProg=/bin/true
ReturnToService=2
KillWait=5
MinJobAge=600
GresTypes=gpu
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) Features=h200 Gres=gpu:2 State=UNKNOWN
PartitionName=gpu Nodes=$host Default=YES MaxTime=INFINITE State=UP
PartitionName=cpu Nodes=$host MaxTime=INFINITE State=UP
EOF
printf 'NodeName=%s Name=gpu File=/dev/null\nNodeName=%s Name=gpu File=/dev/zero\n' "$host" "$host" >"$c/gres.conf"
export SLURM_CONF="$c/slurm.conf"
SLURM_CONF="$c/slurm.conf" slurmdbd || { bad "slurmdbd did not start"; exit 1; }
waitfor 60 "slurmdbd" grep -q "slurmdbd version .* started" "$c/log/slurmdbd.log"
slurmctld -f "$c/slurm.conf" || { bad "slurmctld did not start"; exit 1; }
slurmd -f "$c/slurm.conf" || { bad "slurmd did not start"; exit 1; }
# idle: up, registered and accepting jobs
nodeidle() { sinfo -h -n "$host" -p gpu -o %T | grep -qx idle; }
waitfor 60 "the node to be idle" nodeidle
echo "slurm_test: the cluster is up after $(($(date +%s) - started)) s"

# ---------------------------------------------------------------- the project
root=$tmp/root
fakeproject "$root"
cat >"$root/targets.yaml" <<'EOF'
archs: [sm_80, sm_90]
arch:
  sm_90:
    slurm: {partition: gpu, constraint: h200, gres: "gpu:1"}
slurm:
  time: "30:00"
  cpu: {partition: cpu}
EOF
export AKGEN_GPU_ARCH=sm_90 AKGEN_SANITIZER="$PWD/tests/fakegpu/sanitizer.sh" XDG_CACHE_HOME="$tmp/cache"
sel="--op gelu_tanh --dtype bf16 --dtype f16 --dtype f32"
opts="--budget 1 --width 1 --time 86400 --seed 7 --jobs 1"
# the base: every job vetted (sm_90) or ported (sm_80) once
# shellcheck disable=SC2086
"$akgen" -C "$root" generate $sel $opts >"$tmp/e" 2>&1 || { bad "the base generation exits $?"; cat "$tmp/e"; }
# an edit of the spec stales its six jobs: each starts from its own last variant
sed -i 's/^summary: \(.*\)$/summary: \1 (edited)/' "$root/specs/gelu_tanh.yaml"
cp -r "$root" "$tmp/one"
# one process
# shellcheck disable=SC2086
"$akgen" -C "$tmp/one" generate $sel $opts >"$tmp/e" 2>&1 || { bad "the one-process run exits $?"; cat "$tmp/e"; }
echo "slurm_test: the base and the one-process run after $(($(date +%s) - started)) s"

# ---------------------------------------------------------------- the scripts
run=$tmp/run
# shellcheck disable=SC2086
"$akgen" -C "$root" slurm -o "$run" --shards-per-arch 2 $sel -- $opts >"$tmp/w" 2>&1 && ok ||
	{ bad "akgen slurm exits $?"; cat "$tmp/w"; }
grep -q "sm_90 .* 3 jobs in .* 2 units .*-p gpu  -C h200  --gres=gpu:1" "$tmp/w" &&
	grep -q "compile .* 3 jobs in .* 2 units .*-p cpu" "$tmp/w" && ok || { bad "akgen slurm's summary"; cat "$tmp/w"; }
[ "$(grep -c '^job sm_90-1 ' "$run/units")" -eq 2 ] && [ "$(grep -c '^job compile-2 ' "$run/units")" -eq 1 ] && ok ||
	{ bad "the units"; cat "$run/units"; }
grep -qx '#SBATCH --constraint=h200' "$run/sm_90.sbatch" && grep -qx '#SBATCH --gres=gpu:1' "$run/sm_90.sbatch" &&
	grep -qx '#SBATCH --time=30:00' "$run/sm_90.sbatch" && grep -qx '#SBATCH --partition=cpu' "$run/compile.sbatch" &&
	! grep -q 'gres' "$run/compile.sbatch" && ok || bad "the arrays' Slurm settings"
for f in unit.sh submit.sh gather.sbatch sm_90.sbatch compile.sbatch; do
	sh -n "$run/$f" || bad "$f is not valid sh"
done
# the same plan: the same files, byte for byte; into another directory, the same but for its paths
sums() { (cd "$1" && sha256sum units unit.sh submit.sh gather.sbatch sm_90.sbatch compile.sbatch); }
sums "$run" >"$tmp/s1"
# shellcheck disable=SC2086
"$akgen" -C "$root" slurm -o "$run" --shards-per-arch 2 $sel -- $opts >/dev/null 2>&1 && sums "$run" | cmp -s - "$tmp/s1" &&
	ok || bad "akgen slurm again changed the scripts"
# shellcheck disable=SC2086
"$akgen" -C "$root" slurm -o "$tmp/run2" --shards-per-arch 2 $sel -- $opts >/dev/null 2>&1 || bad "akgen slurm -o run2"
for f in units unit.sh submit.sh gather.sbatch sm_90.sbatch compile.sbatch; do
	sed "s,$tmp/run2,$run,g" "$tmp/run2/$f" | cmp -s - "$run/$f" || bad "$f differs in another directory but for its paths"
done
# another plan into the same directory is refused; generate's own options are refused after --
"$akgen" -C "$root" slurm -o "$run" --dtype bf16 >"$tmp/m" 2>&1
[ $? -eq 1 ] && grep -q "holds the units of another plan" "$tmp/m" && ok || { bad "another plan into run/"; cat "$tmp/m"; }
"$akgen" -C "$root" slurm -o "$tmp/run3" -- --force >"$tmp/m" 2>&1
[ $? -eq 2 ] && ok || { bad "--force after --"; cat "$tmp/m"; }
"$akgen" -C "$root" slurm --status "$run" >"$tmp/m" 2>&1
[ $? -eq 1 ] && grep -q "0 merged, .* 4 not started" "$tmp/m" && ok || { bad "--status before a submission"; cat "$tmp/m"; }

# ---------------------------------------------------------------- a run, one task cancelled
sh "$run/submit.sh" >"$tmp/sub1" 2>&1 || { bad "submit.sh exits $?"; cat "$tmp/sub1"; exit 1; }
ids=$(cut -d ' ' -f 2 "$run/jobs" | paste -sd , -)
gpujob=$(awk '$1 == "sm_90" {print $2}' "$run/jobs")
[ "$(wc -l <"$run/jobs")" -eq 4 ] && ok || { bad "submit.sh's jobs"; cat "$tmp/sub1" "$run/jobs"; }
# the jobs a unit's worker directory has vetted since the base (whose jobs end at $last)
last=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select max(id) from jobs").fetchone()[0])' \
	"$root/generated/provenance.db")
vetted() {
	python3 - "$run/work/$1/provenance.db" "$last" <<'PY' 2>/dev/null || echo 0
import sqlite3, sys
db = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True, timeout=5)
print(db.execute("select count(*) from jobs where status = 'vetted' and id > ?", (int(sys.argv[2]),)).fetchone()[0])
PY
}
# resumed UNIT ARCH STATUS: since the base, the unit's worker directory ended its first job
# (bf16) once, in its first run, and its second (f32, begun there or not) in a later run alone
resumed() {
	python3 - "$run/work/$1/provenance.db" "$last" "$2" "$3" <<'PY' || bad "$1: the first run should end bf16, a later one f32 alone"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
rows = db.execute("select run_id, dtype, status from jobs where arch = ? and id > ? order by id",
                  (sys.argv[3], int(sys.argv[2]))).fetchall()
want = sys.argv[4]
first = min(r for r, _, _ in rows) if rows else None
a = [(r, s) for r, d, s in rows if d == "bf16"]
b = [(r, s) for r, d, s in rows if d == "f32"]
if not (a == [(first, want)] and all(s == "pending" for r, s in b if r == first)
        and [s for r, s in b if r != first] == [want]):
    print("   ", rows)
    sys.exit(1)
PY
}
# once unit sm_90-1 has vetted the first of its two jobs (--jobs 1: one after the other), cancel its task
seen=0
end=$(($(date +%s) + 180))
while [ "$(vetted sm_90-1)" -lt 1 ]; do
	squeue -h -j "$ids" -o '%i %T' 2>/dev/null | grep -q "^${gpujob}_1 RUNNING" && seen=1
	[ "$(date +%s)" -lt $end ] || { bad "unit sm_90-1 vetted no job in 180 s"; break; }
	sleep 0.2
done
[ "$(vetted sm_90-1)" -eq 1 ] && ok || bad "unit sm_90-1 had vetted $(vetted sm_90-1) jobs when cancelled (want 1)"
scancel "${gpujob}_1" || bad "scancel of task ${gpujob}_1"
[ $seen -eq 1 ] && ok || bad "squeue never showed task ${gpujob}_1 running"
echo "slurm_test: task ${gpujob}_1 cancelled after $(($(date +%s) - started)) s"
# the ports of a unit's worker directory since the base
ported() {
	python3 - "$run/work/$1/provenance.db" "$last" <<'PY' 2>/dev/null || echo 0
import sqlite3, sys
db = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True, timeout=5)
print(db.execute("select count(*) from jobs where status = 'compiled_only' and id > ?", (int(sys.argv[2]),)).fetchone()[0])
PY
}
# a preemption: unit compile-1's task requeued once it has ported the first of its two jobs
cjob=$(awk '$1 == "compile" {print $2}' "$run/jobs")
end=$(($(date +%s) + 240))
while [ "$(ported compile-1)" -lt 1 ]; do
	[ "$(date +%s)" -lt $end ] || { bad "unit compile-1 ported no job in 240 s"; break; }
	sleep 0.2
done
[ "$(ported compile-1)" -eq 1 ] && ok || bad "unit compile-1 had ported $(ported compile-1) jobs when requeued (want 1)"
scontrol requeue "${cjob}_1" || bad "scontrol requeue ${cjob}_1"
# Slurm holds a requeued job a while (BeginTime): let it go sooner, but not within the
# second of the kill. slurmd revokes the old launch's credential at the kill and refuses a
# credential made in the same second (cred_revoked() compares whole seconds): a start in
# that second kills the task ("Job credential revoked") instead of running it again
waitfor 60 "the requeued task to be pending" sh -c "squeue -h -j '${cjob}_1' -o %T | grep -qx PENDING"
sleep 2
scontrol update jobid="${cjob}_1" starttime=now || bad "the requeued task's start time"
echo "slurm_test: task ${cjob}_1 requeued after $(($(date +%s) - started)) s"
# ended ID,ID... SECONDS: wait until squeue lists none of the jobs
ended() {
	end=$(($(date +%s) + $2))
	while [ -n "$(squeue -h -j "$1" 2>/dev/null)" ]; do
		[ "$(date +%s)" -lt $end ] || { bad "jobs $1 did not end in $2 s"; return 1; }
		sleep 0.25
	done
}
ended "$ids" 300
echo "slurm_test: the first submission ended after $(($(date +%s) - started)) s"
"$akgen" slurm --status "$run" >"$tmp/st1" 2>&1
[ $? -eq 1 ] && ok || bad "--status exits 0 with a unit cancelled"
grep -q "^sm_90-1 .* failed .*143" "$tmp/st1" && grep -q "^sm_90-2 .* merged" "$tmp/st1" &&
	grep -q "^compile-1 .* merged" "$tmp/st1" && grep -q "^compile-2 .* merged" "$tmp/st1" && ok ||
	{ bad "the state after the cancel"; cat "$tmp/st1"; }
grep -q "3 merged, 0 finished (not merged yet), 1 failed" "$tmp/st1" && ok || { bad "the state's counts"; cat "$tmp/st1"; }
# sacct: the cancelled task and the others
waitfor 30 "sacct to list the gathers" sh -c "sacct -n -X -j '$ids' -o JobName%20,State | grep -c COMPLETED | grep -qx 5"
sacct -n -X -j "$ids" -o JobID%20,JobName%20,State >"$tmp/acct"
grep -q "${gpujob}_1 .*akgen-sm_90 .*CANCELLED" "$tmp/acct" && grep -q "${gpujob}_2 .*akgen-sm_90 .*COMPLETED" "$tmp/acct" &&
	grep -q "akgen-gather .*COMPLETED" "$tmp/acct" && ok || { bad "sacct's view"; cat "$tmp/acct"; }
# a unit's akgen ran with the time Slurm left its task (30:00) less 2 minutes as its --deadline
python3 - "$run/work/sm_90-2/provenance.db" <<'PY' && ok || bad "the unit's --deadline from Slurm's time left"
import re, sqlite3, sys
cmd = sqlite3.connect(sys.argv[1]).execute("select command from runs order by id desc limit 1").fetchone()[0]
m = re.search(r"--deadline (\d+)", cmd)
assert m and 1500 <= int(m.group(1)) <= 1680, cmd
PY
# ---------------------------------------------------------------- the rest, as --status says
again=$(sed -n 's/^to run the rest, once none of it runs (squeue): //p' "$tmp/st1")
[ "$again" = "$run/submit.sh sm_90=1" ] && ok || { bad "--status's command: '$again'"; cat "$tmp/st1"; }
# shellcheck disable=SC2086
sh $again >"$tmp/sub2" 2>&1 || { bad "submit.sh again exits $?"; cat "$tmp/sub2"; }
ids2=$(cut -d ' ' -f 2 "$run/jobs" | paste -sd , -)
[ "$(wc -l <"$run/jobs")" -eq 4 ] && grep -q "^sm_90 .* 1$" "$run/jobs" && grep -q "^compile .* 1-2$" "$run/jobs" && ok ||
	{ bad "the re-submission's jobs"; cat "$run/jobs"; }
ended "$ids2" 300
echo "slurm_test: the re-submission ended after $(($(date +%s) - started)) s"
"$akgen" slurm --status "$run" >"$tmp/st2" 2>&1 && grep -q "^4 merged" "$tmp/st2" && ok ||
	{ bad "--status after the re-submission"; cat "$tmp/st2"; for f in "$run"/log/*; do echo "--- $f"; tail -n 20 "$f"; done; }
# the re-run did only the job the cancel cut short
resumed sm_90-1 sm_90 vetted
# and the requeued compile-only task (its directory merged since, then set aside by the re-submission)
resumed compile-1.spent sm_80 compiled_only

# ---------------------------------------------------------------- what one process made
state() {
	python3 - "$1" <<'PY'
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for row in db.execute("""select j.op, j.arch, j.dtype, j.status, j.key, a.params, a.source_sha256
    from jobs j left join attempts a on a.id = j.best_attempt_id
    where j.id = (select max(k.id) from jobs k where k.op = j.op and k.arch = j.arch and k.dtype = j.dtype
                  and k.status in ('vetted', 'compiled_only'))
    order by j.op, j.arch, j.dtype"""):
    row = list(row)
    # the ids an attempt names differ between two databases: all else is compared
    p = json.loads(row[5])
    p.pop("final_of_attempt", None)
    row[5] = json.dumps(p, sort_keys=True)
    print(*row)
PY
}
state "$tmp/one/generated/provenance.db" >"$tmp/one.state"
state "$root/generated/provenance.db" >"$tmp/merged.state"
[ "$(wc -l <"$tmp/one.state")" -eq 6 ] && cmp -s "$tmp/one.state" "$tmp/merged.state" && ok ||
	{ bad "the merged jobs differ from one process's"; diff "$tmp/one.state" "$tmp/merged.state"; }
diff -r "$tmp/one/generated/variants" "$root/generated/variants" >/dev/null && ok || bad "the variants differ"
# the emitted files, but for the ids of the jobs and attempts they name (a merge gives its rows the next ids)
for g in one root; do
	mkdir -p "$tmp/emitted/$g"
	(cd "$tmp/$g/generated" && find . -path ./records -prune -o -path ./variants -prune -o -type f \
		! -name 'provenance.*' -print) | sort >"$tmp/emitted/$g.list"
	while read -r f; do
		mkdir -p "$tmp/emitted/$g/$(dirname "$f")"
		sed 's/job [0-9]*, attempt [0-9]*/job N, attempt N/; s/INT64_C([0-9]*)/INT64_C(N)/' "$tmp/$g/generated/$f" \
			>"$tmp/emitted/$g/$f"
	done <"$tmp/emitted/$g.list"
done
[ "$(wc -l <"$tmp/emitted/one.list")" -gt 5 ] && diff -r "$tmp/emitted/one" "$tmp/emitted/root" >"$tmp/d" && ok ||
	{ bad "the emitted files differ"; head -40 "$tmp/d"; }
"$akgen" -C "$root" plan >"$tmp/p" 2>&1
[ "$(awk 'NR > 1 && $2 ~ /^sm_/ {print $4}' "$tmp/p" | sort -u)" = fresh ] && ok || { bad "the project's jobs are not fresh"; cat "$tmp/p"; }
"$akgen" -C "$root" audit --quiet >"$tmp/a" 2>&1 && ok || { bad "audit of the merged project"; cat "$tmp/a"; }
# nothing left to do
"$akgen" -C "$root" slurm -o "$tmp/run4" $sel >"$tmp/m" 2>&1 && grep -q "nothing to do" "$tmp/m" && ok ||
	{ bad "akgen slurm of a fresh plan"; cat "$tmp/m"; }

echo "slurm: $pass passed, $fails failed, $(($(date +%s) - started)) s"
[ "$fails" -eq 0 ]
