#!/bin/sh
# merge_test.sh: a generation split over workers, each in a directory made from the
# project's records, bundled (generate --bundle) and merged (akgen merge), gives the
# project what one process gives it: the same jobs, keys, statuses, parameters,
# sources, times at the least alignment (each its own measurement's), variants and
# emitted files (the ids and times they hold aside). With
# tests/fakegpu's stand-in harness for the sm_90 jobs (generate_gpu_test.sh) and real
# compile-only ports for sm_80. Also: the order of the bundles decides nothing
# (byte-identical records and database); a second merge is nothing to do; a worker
# stopped before it wrote its records and run again gives one bundle of both runs,
# and an earlier bundle of it merged with it is taken as part of it, in either order;
# refused, with the project unchanged: a bundle with a byte changed, a member whose
# MANIFEST hash was changed, one with a member outside records/, a link, a .. name,
# one of another project, one whose job was made from other inputs, one whose job the
# project recorded after the bundle's base, two bundles of one job. A job left pending
# (a deadline's stop) is no result: it conflicts with nothing. A job of an op the
# project has no spec of is taken as history, the plan unchanged.
#
# usage: merge_test.sh AKGEN (from the repository root)
set -u
akgen=$1
. "$(dirname "$0")/common.sh"
root=$tmp/root
fakeproject "$root"
printf 'archs: [sm_80, sm_90]\n' >"$root/targets.yaml"
export AKGEN_GPU_ARCH=sm_90 AKGEN_SANITIZER="$PWD/tests/fakegpu/sanitizer.sh" XDG_CACHE_HOME="$tmp/cache"
sel="--op gelu_tanh --dtype bf16 --dtype f32"
# gen DIR OUT [OPTIONS]: a generation in project DIR into OUT (a generated/ directory)
gen() {
	d=$1 o=$2
	shift 2
	# shellcheck disable=SC2086
	"$akgen" -C "$d" generate --out "$o" $sel --budget 2 --width 2 --time 86400 --seed 7 --json "$@"
}
# worker NAME: a worker's directory, made from the project's records alone
worker() {
	rm -rf "$tmp/$1"
	mkdir -p "$tmp/$1"
	cp -r "$root/generated/records" "$tmp/$1/records"
}
# the newest record of each job: status, key, the best attempt's parameters and source,
# and its measurements' shapes and times at the least alignment (the stand-in's ratio,
# and whether that time is its ratio times the measurement's median: the placement is
# of its own measurement)
state() {
	python3 - "$1" <<'PY'
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for row in db.execute("""select j.op, j.arch, j.dtype, j.status, j.key, a.params, a.source_sha256, a.id
    from jobs j left join attempts a on a.id = j.best_attempt_id
    where j.id = (select max(k.id) from jobs k where k.op = j.op and k.arch = j.arch and k.dtype = j.dtype
                  and k.status in ('vetted', 'compiled_only'))
    order by j.op, j.arch, j.dtype"""):
    row = list(row)
    # the ids an attempt names differ between two databases: all else is compared
    p = json.loads(row[5])
    p.pop("final_of_attempt", None)
    row[5] = json.dumps(p, sort_keys=True)
    row[7] = [(s, r, None if u is None else abs(u - r * m) < 1e-3) for s, m, u, r in db.execute(
        "select m.shape, m.median_us, x.min_align_median_us, x.min_align_ratio from measurements m "
        "left join measurement_placements x on x.measurement_id = m.id where m.attempt_id = ? order by m.id",
        (row[7],))]
    print(*row)
PY
}

# the project: every job generated once (the base the workers start from)
gen "$root" generated >"$tmp/base.json" 2>"$tmp/e" && ok || { bad "the first generation exits $?"; cat "$tmp/e"; }
cp -r "$root" "$tmp/one"

# one process vets every sm_90 job again, then ports them
gen "$tmp/one" generated --force --budget 1 --width 1 >"$tmp/one.json" 2>"$tmp/e" && ok ||
	{ bad "the one-process run exits $?"; cat "$tmp/e"; }

# the same as two shards of the sm_90 jobs, each a worker and a bundle, merged; then
# the ports from the merged project, a third worker
for i in 1 2; do
	worker "w$i"
	gen "$root" "$tmp/w$i" --arch sm_90 --shard "$i/2" --force --budget 1 --width 1 --bundle "$tmp/b$i.akb" \
		>"$tmp/s$i.json" 2>"$tmp/e" && ok || { bad "shard $i exits $?"; cat "$tmp/e"; }
done
cp -r "$root" "$tmp/before"
"$akgen" -C "$root" merge "$tmp/b2.akb" "$tmp/b1.akb" >"$tmp/m" 2>&1 && ok || { bad "merge exits $?"; cat "$tmp/m"; }
grep -q "merged .* rows, 1 job" "$tmp/m" && ok || { bad "merge did not say what it took"; cat "$tmp/m"; }
worker w3
gen "$root" "$tmp/w3" --arch sm_80 --force --bundle "$tmp/b3.akb" >"$tmp/s3.json" 2>"$tmp/e" && ok ||
	{ bad "the ports' worker exits $?"; cat "$tmp/e"; }
"$akgen" -C "$root" merge "$tmp/b3.akb" >"$tmp/m" 2>&1 && ok || { bad "merge of the ports exits $?"; cat "$tmp/m"; }

# the same result as one process
state "$tmp/one/generated/provenance.db" >"$tmp/one.state"
state "$root/generated/provenance.db" >"$tmp/merged.state"
[ "$(wc -l <"$tmp/one.state")" -eq 4 ] && cmp -s "$tmp/one.state" "$tmp/merged.state" &&
	[ "$(grep -c "1.25, True)]$" "$tmp/merged.state")" -eq 2 ] && ok ||
	{ bad "merged jobs differ from one process's"; diff "$tmp/one.state" "$tmp/merged.state"; cat "$tmp/merged.state"; }
diff -r "$tmp/one/generated/variants" "$root/generated/variants" >/dev/null && ok || bad "the variants differ"
# the emitted files: the same but for the ids of the jobs and attempts they name
emitted() {
	for f in "$1"/*; do
		[ -f "$f" ] && case $f in *provenance*) ;; *)
			echo "== ${f##*/}"
			sed -E 's/(job|attempt) [0-9]+/\1 N/g; s/INT64_C\([0-9]+\)/INT64_C(N)/g' "$f"
			;;
		esac
	done
}
emitted "$tmp/one/generated" >"$tmp/one.emitted"
emitted "$root/generated" >"$tmp/merged.emitted"
[ "$(grep -c '^== ' "$tmp/one.emitted")" -ge 5 ] && cmp -s "$tmp/one.emitted" "$tmp/merged.emitted" && ok ||
	{ bad "the emitted files differ from one process's"; diff "$tmp/one.emitted" "$tmp/merged.emitted" | head -20; }
"$akgen" -C "$root" plan >"$tmp/p" 2>&1
[ "$(awk '$3 == "bf16" || $3 == "f32" {print $4}' "$tmp/p" | sort -u)" = fresh ] && ok ||
	{ bad "the merged project's jobs are not fresh"; cat "$tmp/p"; }
"$akgen" -C "$root" audit --quiet >"$tmp/a" 2>&1 && ok || { bad "audit of the merged project"; cat "$tmp/a"; }
python3 - "$root/generated/provenance.db" "$(sha256sum "$tmp/b1.akb" | cut -c1-64)" <<'PY' && ok || bad "the merged rows' ledger origins"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
n = db.execute("select count(*) from ledger where origin like 'merge ' || ? || ' %'", (sys.argv[2],)).fetchone()[0]
assert n > 0, n
# every merged row sealed once, its origin the bundle and the worker's entry
assert all(len(o.split()) == 3 and len(o.split()[2]) == 64
           for (o,) in db.execute("select origin from ledger where origin like 'merge %'")), "origin"
PY

# the other order of the bundles: byte-identical records
cp -r "$tmp/before" "$tmp/other"
"$akgen" -C "$tmp/other" merge "$tmp/b1.akb" "$tmp/b2.akb" >/dev/null 2>&1 &&
	"$akgen" -C "$tmp/other" merge "$tmp/b3.akb" >/dev/null 2>&1 && ok || bad "merge in the other order"
diff -r "$tmp/other/generated/records" "$root/generated/records" >/dev/null && ok || bad "the order of the bundles changed the records"
dump() { python3 -c 'import sqlite3, sys; print("\n".join(sqlite3.connect(sys.argv[1]).iterdump()))' "$1"; }
[ "$(dump "$tmp/other/generated/provenance.db")" = "$(dump "$root/generated/provenance.db")" ] && ok ||
	bad "the order of the bundles changed the database"

# again: nothing to do
"$akgen" -C "$root" merge "$tmp/b1.akb" >"$tmp/m" 2>&1 && grep -q "nothing to merge" "$tmp/m" && ok ||
	{ bad "a second merge"; cat "$tmp/m"; }

# a worker stopped before it wrote its records (its rows in its database only, as a
# run killed leaves them; generate --db writes no records), run again in its
# directory: one bundle of both runs. And a bundle of it made before (from a copy),
# merged with that one in either order, is taken as part of it.
key() { "$akgen" -C "$tmp/before" plan 2>/dev/null | awk -v d="$1" '$2 == "sm_90" && $3 == d {print $6}'; }
rm -rf "$tmp/w8" && mkdir -p "$tmp/w8" && cp -r "$tmp/before/generated/records" "$tmp/w8/records"
"$akgen" -C "$tmp/before" plan --out "$tmp/w8" >/dev/null 2>&1
gen "$tmp/before" "$tmp/w8" --db "$tmp/w8/provenance.db" --job "$(key bf16)" --force --budget 1 --width 1 \
	>/dev/null 2>"$tmp/e" && ok || { bad "the first run of w8"; cat "$tmp/e"; }
cp -r "$tmp/w8" "$tmp/w8copy"
"$akgen" -C "$tmp/before" bundle --out "$tmp/w8copy" -o "$tmp/b8a.akb" 2>"$tmp/e" && ok || { bad "akgen bundle"; cat "$tmp/e"; }
gen "$tmp/before" "$tmp/w8" --job "$(key f32)" --force --budget 1 --width 1 --bundle "$tmp/b8b.akb" >/dev/null \
	2>"$tmp/e" && ok || { bad "the second run of w8"; cat "$tmp/e"; }
for order in "b8a b8b" "b8b b8a"; do
	d=$tmp/p-$(echo "$order" | tr -d ' ')
	cp -r "$tmp/before" "$d"
	set -- $order
	"$akgen" -C "$d" merge "$tmp/$1.akb" "$tmp/$2.akb" >"$tmp/m" 2>&1 && grep -q "b8b.akb: merged .* rows, 2 jobs" "$tmp/m" &&
		grep -q "b8a.akb: an earlier state of the records of" "$tmp/m" && ok || { bad "merge $order"; cat "$tmp/m"; }
done
diff -r "$tmp/p-b8ab8b/generated/records" "$tmp/p-b8bb8a/generated/records" >/dev/null && ok ||
	bad "a worker's two bundles merged in the two orders differ"
rm -rf "$tmp/p-b8ab8b" "$tmp/p-b8bb8a"

# refused, the project unchanged
manifest() { sha256sum "$root/generated/records/MANIFEST" | cut -c1-64; }
refused() { # NAME WANT BUNDLE...
	name=$1 want=$2
	shift 2
	m0=$(manifest)
	if "$akgen" -C "$root" merge "$@" >"$tmp/m" 2>&1; then
		bad "$name: merged"
	elif ! grep -qF -- "$want" "$tmp/m"; then
		bad "$name: lacks '$want'"
		sed 's/^/    /' "$tmp/m"
	elif [ "$(manifest)" != "$m0" ]; then
		bad "$name: the project changed"
	else
		ok
	fi
}
# a byte of a record changed (the tar's checksum made good again by writing it anew)
mkdir -p "$tmp/t" && tar -xf "$tmp/b1.akb" -C "$tmp/t"
f=$(grep -l '"vetted"' "$tmp/t"/records/jobs/*.txt | tail -n 1)
sed -i 's/"vetted"/"failed"/' "$f"
tar -cf "$tmp/bad1.akb" -C "$tmp/t" records
refused "an edited record" "its records are refused" "$tmp/bad1.akb"
# a byte of the bundle itself changed (in a record's text: tar reads it as before)
python3 - "$tmp/b1.akb" "$tmp/bad5.akb" <<'PY'
import sys
b = bytearray(open(sys.argv[1], "rb").read())
i = b.index(b'"vetted"')
b[i + 1] ^= 0x20
open(sys.argv[2], "wb").write(b)
PY
refused "a byte changed" "its sha256 is not the MANIFEST's" "$tmp/bad5.akb"
# a member's hash in the MANIFEST changed
rm -rf "$tmp/t3" && mkdir -p "$tmp/t3" && tar -xf "$tmp/b1.akb" -C "$tmp/t3"
python3 - "$tmp/t3/records/MANIFEST" <<'PY'
import re, sys
t = open(sys.argv[1]).read()
m = re.search(r"^file jobs/\S+ .*sha256=([0-9a-f])", t, re.M)
t = t[:m.start(1)] + ("1" if m.group(1) == "0" else "0") + t[m.end(1):]
open(sys.argv[1], "w").write(t)
PY
tar -cf "$tmp/bad6.akb" -C "$tmp/t3" records
refused "a member's hash" "its records are refused" "$tmp/bad6.akb"
# a member outside records/, and a link
rm -rf "$tmp/t2" && mkdir -p "$tmp/t2" && tar -xf "$tmp/b1.akb" -C "$tmp/t2"
echo x >"$tmp/t2/evil"
tar -cf "$tmp/bad2.akb" -C "$tmp/t2" records evil
refused "a member outside records/" "a member named outside records/" "$tmp/bad2.akb"
ln -s /etc "$tmp/t2/records/etc"
rm "$tmp/t2/evil"
tar -cf "$tmp/bad3.akb" -C "$tmp/t2" records
refused "a link" "neither a file nor a directory" "$tmp/bad3.akb"
tar -cf "$tmp/bad4.akb" -P --transform 's,^records,../records,' -C "$tmp/t" records
refused "a name with .." "a member named outside records/" "$tmp/bad4.akb"
# a worker of another project: its ledger shares nothing with this one's
mkdir -p "$tmp/elsewhere" && cp -r "$tmp/before/specs" "$tmp/before/templates" "$tmp/before/verify" \
	"$tmp/before/targets.yaml" "$tmp/elsewhere/"
gen "$tmp/elsewhere" generated --dtype bf16 --arch sm_90 --bundle "$tmp/else.akb" >/dev/null 2>&1
refused "another project's" "do not extend the project's" "$tmp/else.akb"
# a job made from other inputs (a spec's tolerance changed in the worker's project)
cp -r "$tmp/before" "$tmp/edited"
sed -i 's/^summary: \(.*\)$/summary: \1 (edited)/' "$tmp/edited/specs/gelu_tanh.yaml"
worker w4
gen "$tmp/edited" "$tmp/w4" --arch sm_90 --dtype bf16 --budget 1 --width 1 --bundle "$tmp/b4.akb" >/dev/null 2>&1
refused "other inputs" "was made from other inputs" "$tmp/b4.akb"
# a job the project recorded after the bundle's base: w5 was made before the merges above
rm -rf "$tmp/w5" && mkdir -p "$tmp/w5" && cp -r "$tmp/before/generated/records" "$tmp/w5/records"
gen "$tmp/before" "$tmp/w5" --arch sm_90 --dtype bf16 --force --budget 1 --width 1 --bundle "$tmp/b5.akb" >/dev/null 2>&1
refused "a newer record here" "recorded after this bundle's base" "$tmp/b5.akb"
# a job run here after the bundles' base
cp -r "$tmp/before" "$tmp/here"
gen "$tmp/here" generated --job "$(key bf16)" --force --budget 1 --width 1 >/dev/null 2>&1
"$akgen" -C "$tmp/here" merge "$tmp/b1.akb" "$tmp/b2.akb" >"$tmp/m" 2>&1
[ $? -eq 1 ] && grep -q "recorded after this bundle's base by a run here" "$tmp/m" && ok ||
	{ bad "a job run here after the base"; cat "$tmp/m"; }
rm -rf "$tmp/here"
# two bundles of one job, with one that would merge: neither is taken
worker w6
gen "$root" "$tmp/w6" --arch sm_90 --dtype bf16 --force --budget 1 --width 1 --bundle "$tmp/b6.akb" >/dev/null 2>&1
worker w7
gen "$root" "$tmp/w7" --arch sm_90 --dtype bf16 --force --budget 1 --width 1 --seed 8 --bundle "$tmp/b7.akb" \
	>/dev/null 2>&1
refused "two bundles of one job" "one job, two results" "$tmp/b6.akb" "$tmp/b7.akb"
# a job left pending (a worker's deadline stopped it mid-compile) is no result: its
# bundle and another's result of the same job both merge, in either order, and the job
# is as the result alone makes it
# (nvcc slow for the candidates alone: the job begins, and its compile is stopped)
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
printf '#!/bin/sh\ncase "$*" in *cand.cu*) sleep 60 ;; esac\nexec "%s" "$@"\n' "$nvcc" >"$tmp/slow-nvcc"
chmod +x "$tmp/slow-nvcc"
worker w9
(export NVCC="$tmp/slow-nvcc" && sel="--op gelu_tanh --dtype bf16" && gen "$root" "$tmp/w9" --arch sm_90 --force \
	--budget 1 --width 1 --deadline 30 --bundle "$tmp/b9.akb" >"$tmp/r9.json" 2>"$tmp/e")
python3 - "$tmp/r9.json" <<'PY' && ok || { bad "the job a deadline left: $(cat "$tmp/r9.json")"; cat "$tmp/e"; }
import json, sys
j = json.load(open(sys.argv[1]))["jobs"][0]
assert j["status"] == "stale" and "deadline (30 s) stopped it" in j["why"], j
PY
rm -rf "$tmp/pend" && cp -r "$root" "$tmp/pend"
"$akgen" -C "$tmp/pend" merge "$tmp/b6.akb" >"$tmp/m" 2>&1 || { bad "the result alone"; cat "$tmp/m"; }
state "$tmp/pend/generated/provenance.db" >"$tmp/s6"
for order in "b6 b9" "b9 b6"; do
	rm -rf "$tmp/pend" && cp -r "$root" "$tmp/pend"
	for b in $order; do
		"$akgen" -C "$tmp/pend" merge "$tmp/$b.akb" >"$tmp/m" 2>&1 || { bad "$b after a pending job ($order)"; cat "$tmp/m"; }
	done
	state "$tmp/pend/generated/provenance.db" | cmp -s - "$tmp/s6" && ok || bad "a pending job changed the result ($order)"
	"$akgen" -C "$tmp/pend" audit --quiet >"$tmp/m" 2>&1 && ok || { bad "audit with a pending job ($order)"; cat "$tmp/m"; }
done
rm -rf "$tmp/pend"
# a job of an op the project has no spec of (a staging op a promotion run vetted beside
# the ops it promotes): taken as history, and the project's plan is as it was
cp -r "$root" "$tmp/extra"
cp specs/silu_and_mul.yaml "$tmp/extra/specs/"
cp specs/ref/silu_and_mul.c "$tmp/extra/specs/ref/"
worker w8
"$akgen" -C "$tmp/extra" generate --out "$tmp/w8" --op silu_and_mul --arch sm_90 --dtype bf16 --class default \
	--budget 1 --width 1 --time 86400 --seed 7 --bundle "$tmp/b8.akb" >/dev/null 2>"$tmp/e" ||
	{ bad "the extra op's worker exits $?"; cat "$tmp/e"; }
"$akgen" -C "$root" plan >"$tmp/plan0" 2>/dev/null
m0=$(manifest)
"$akgen" -C "$root" merge "$tmp/b8.akb" >"$tmp/m" 2>&1 && grep -q "1 job of ops without a spec here taken as history" \
	"$tmp/m" && [ "$(manifest)" != "$m0" ] && ok || { bad "a job of an op the project lacks"; cat "$tmp/m"; }
"$akgen" -C "$root" plan >"$tmp/plan1" 2>/dev/null
cmp -s "$tmp/plan0" "$tmp/plan1" && ! grep -q silu_and_mul "$tmp/plan1" && ok ||
	{ bad "the plan changed with the history"; diff "$tmp/plan0" "$tmp/plan1"; }
"$akgen" -C "$root" audit >"$tmp/m" 2>&1 && ok || { bad "audit after the history"; tail -n 5 "$tmp/m"; }
# usage
"$akgen" -C "$root" merge >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "merge without a bundle"
"$akgen" -C "$root" merge "$tmp/nonexistent.akb" >/dev/null 2>&1
[ $? -eq 1 ] && ok || bad "merge of a missing file"

echo "merge: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
