#!/bin/sh
# audit_test.sh: akgen audit on a copy of the committed generated/: everything
# matches; then each way of changing the records or the files is found and named,
# with exit status 1: a forged timing, an edited prompt, a removed artifact row, a
# row written around the ledger (a job's class and a time at the least alignment too),
# an edited ledger entry, an edited variant, a
# removed variant, a corrupted page. akgen build refuses a tampered tree unless
# --allow-unvetted, and a database of the schema before the ledger is migrated by
# akgen migrate, every row sealed.
# usage: audit_test.sh AKGEN (from the repository root)
set -u
akgen=$1
. "$(dirname "$0")/common.sh"
sql() { python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()' "$@"; }
fresh() {
	rm -rf "$tmp/gen"
	cp -r generated "$tmp/gen"
	rm -f "$tmp/gen/provenance.db-wal" "$tmp/gen/provenance.db-shm"
}
audit() { "$akgen" audit --out "$tmp/gen" >"$tmp/out" 2>&1; }
# the committed database and variants are built from generated/records once (any reading
# command), then copied
"$akgen" dump >/dev/null || { echo "FAIL: generated/records do not build the database"; exit 1; }
# expect WHAT TEXT: audit exits 1 and its output names TEXT
expect() {
	audit
	rc=$?
	if [ $rc -eq 1 ] && grep -qF -- "$2" "$tmp/out"; then ok; else
		bad "$1: exit $rc, output:"
		sed 's/^/    /' "$tmp/out"
	fi
}

fresh
audit && grep -q "audit: ok" "$tmp/out" && ok || { bad "the committed tree does not audit"; cat "$tmp/out"; }
# one variant's story, in one command
"$akgen" explain --out "$tmp/gen" rmsnorm bf16 sm_90 --json >"$tmp/e.json" 2>&1 && python3 - "$tmp/e.json" <<'PY' && ok ||
import json, sys
e = json.load(open(sys.argv[1]))
assert e["status"] == "vetted" and e["proposer"].startswith("template:rmsnorm/"), e
assert e["judged_on"]["gpu"] == "NVIDIA H200" and e["seed"] is not None
assert "VERIFY PASS" in e["checks"] and "SANITIZE PASS_SANITIZER" in e["checks"] and "BENCH BENCHED" in e["checks"]
assert len(e["bench"]) == 3 and all(b["median_us"] > 0 and 0.5 < b["roofline_frac"] < 1.2 for b in e["bench"])
assert e["files_ok"] and e["files"][0]["state"] == "as recorded", e["files"]
assert "values" in e["parameters"]
PY
	{ bad "explain --json"; cat "$tmp/e.json"; }
"$akgen" explain --out "$tmp/gen" rmsnorm bf16 sm_70 >"$tmp/e.out" 2>&1
[ $? -eq 1 ] && grep -q "no job rmsnorm bf16 sm_70" "$tmp/e.out" && ok || { bad "explain of no job"; cat "$tmp/e.out"; }
head=$(sed -n 's/.*ledger .* head \([0-9a-f]*\)$/\1/p' "$tmp/out")
grep -q "^ledger_head=$head " generated/provenance.txt && ok || bad "the dump does not carry the ledger's head $head"

db=$tmp/gen/provenance.db
fresh
sql "$db" "UPDATE measurements SET median_us = median_us * 0.99 WHERE id = 7"
expect "a forged timing" "measurements row 7: its content is not what the ledger sealed"
fresh
sql "$db" "UPDATE attempts SET prompt = 'something else' WHERE id = (SELECT max(id) FROM attempts)"
expect "an edited prompt" "its content is not what the ledger sealed"
fresh
sql "$db" "DELETE FROM artifacts WHERE id = (SELECT max(id) FROM artifacts)"
expect "a removed artifact row" "but gone (removed)"
# a record that vouches for a file it no longer names is no fresh job, and no build
"$akgen" plan --out "$tmp/gen" >"$tmp/p.out" 2>&1
grep -q "stale .*recorded .* without the file it wrote" "$tmp/p.out" && ok || { bad "plan: a record without its file"; cat "$tmp/p.out"; }
"$akgen" build --out "$tmp/gen" >"$tmp/b.out" 2>&1
[ $? -eq 1 ] && grep -q "without the file it wrote" "$tmp/b.out" && ok || { bad "build: a record without its file"; cat "$tmp/b.out"; }
fresh
sql "$db" "INSERT INTO verdicts (attempt_id, stage, verdict, created_at) VALUES (1, 'BENCH', 'BENCHED', 'x')"
expect "a row written around the ledger" "in no ledger entry"
# the committed database migrated to schema 8 (the project's, its records and dump written
# again): a dump that differs in its schema version alone; a job's class and a
# measurement's time at the least alignment are sealed like every row: one written around
# the ledger is named
fresh
mkdir -p "$tmp/root" && ln -sfn "$tmp/gen" "$tmp/root/generated"
"$akgen" -C "$tmp/root" migrate >"$tmp/m.out" 2>&1 && grep -qx "schema_version=8" "$tmp/gen/records/MANIFEST" &&
	grep -qx "schema_version=8" "$tmp/gen/provenance.txt" &&
	[ -z "$(diff generated/provenance.txt "$tmp/gen/provenance.txt" | grep '^[<>]' | grep -v '^[<>] schema_version=')" ] &&
	ok ||
	{ bad "the committed database migrated to schema 8"; cat "$tmp/m.out"; }
# (the ledger's check names the first finding, in table order: job_classes before
# measurement_placements)
rowid() { python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])' "$db" "$1"; }
sql "$db" "INSERT OR REPLACE INTO measurement_placements (measurement_id, min_align_median_us, min_align_ratio)
	VALUES (7, 120.5, 1.5)"
expect "a time at the least alignment written around the ledger" \
	"measurement_placements row $(rowid "SELECT id FROM measurement_placements WHERE measurement_id = 7"): in no ledger entry"
sql "$db" "INSERT INTO job_classes (job_id, class) VALUES (1, 'decode')"
expect "a class written around the ledger" \
	"job_classes row $(rowid "SELECT id FROM job_classes WHERE job_id = 1"): in no ledger entry"
fresh
sql "$db" "UPDATE ledger SET origin = 'write' WHERE id = 10"
expect "an edited ledger entry" "ledger entry 10"
fresh
echo "// edited" >>"$tmp/gen/variants/rmsnorm_bf16_sm90.cu"
expect "an edited variant" "rmsnorm sm_90 bf16: $tmp/gen/variants/rmsnorm_bf16_sm90.cu differs from its record"
"$akgen" explain --out "$tmp/gen" rmsnorm bf16 sm_90 >"$tmp/e.out" 2>&1
[ $? -eq 1 ] && grep -q "rmsnorm_bf16_sm90.cu: differs from its record" "$tmp/e.out" && ok ||
	{ bad "explain of an edited variant"; cat "$tmp/e.out"; }
"$akgen" build --out "$tmp/gen" >"$tmp/b.out" 2>&1
[ $? -eq 1 ] && grep -q "build: refused" "$tmp/b.out" && grep -q "rmsnorm sm_90 bf16: .* differs from its record" \
	"$tmp/b.out" && ok || { bad "build does not refuse an edited variant"; cat "$tmp/b.out"; }
fresh
# a removed variant: git holds none, the records hold each; written again from them
rm "$tmp/gen/variants/gelu_tanh_f32_sm80.cu"
"$akgen" audit --out "$tmp/gen" >"$tmp/a.out" 2>&1
[ $? -eq 0 ] && grep -q "gen/variants: 1 variant written from the records" "$tmp/a.out" &&
	cmp -s "$tmp/gen/variants/gelu_tanh_f32_sm80.cu" generated/variants/gelu_tanh_f32_sm80.cu && ok ||
	{ bad "a removed variant not written again"; cat "$tmp/a.out"; }
fresh
# bytes of a row's text changed in place, past SQLite's own checks: the first place the
# file holds a family instance's header (an attempt's source), rewritten to as many bytes
# (a place found whole in the file lies inside one page's content: overwriting a fixed
# offset, as this did, hit whatever the layout put there, free space included)
python3 - "$db" <<'PY'
import sys
mark = b"akops-template: rmsnorm/rowreg"
with open(sys.argv[1], "r+b") as f:
    i = f.read().find(mark)
    assert i >= 0, "no attempt's source in the database"
    f.seek(i)
    f.write(mark.replace(b"rmsnorm", b"XXXXXXX"))
PY
expect "a page's content overwritten" "its content is not what the ledger sealed"
fresh
# the header of a page in the middle of the file overwritten
python3 -c 'import os,sys; f=open(sys.argv[1],"r+b"); f.seek(os.path.getsize(sys.argv[1])//2//4096*4096); f.write(b"\xff"*8)' "$db"
expect "a corrupted page" "database FAILED"
"$akgen" build --out "$tmp/gen" >"$tmp/b.out" 2>&1
[ $? -eq 1 ] && grep -q "is damaged\|missing or unreadable" "$tmp/b.out" && ok ||
	{ bad "build does not refuse a damaged database"; cat "$tmp/b.out"; }
# the commands that trust the database check it first and say what to do
for c in plan "replay --check" "explain rmsnorm bf16 sm_90" "report --html $tmp/r.html" "attest --key $tmp/none.pem"; do
	# shellcheck disable=SC2086
	"$akgen" $c --out "$tmp/gen" >"$tmp/c.out" 2>&1
	[ $? -eq 1 ] && grep -q "is damaged (SQLite's quick_check: .*'akgen import --force'" "$tmp/c.out" && ok ||
		{ bad "$c on a damaged database"; cat "$tmp/c.out"; }
done

# the rows of the shape classes' jobs (schema 7): a database of an older schema has none
noclasses="DELETE FROM measurements WHERE attempt_id IN (SELECT a.id FROM attempts a JOIN job_classes c ON c.job_id = a.job_id);
	DELETE FROM verdicts WHERE attempt_id IN (SELECT a.id FROM attempts a JOIN job_classes c ON c.job_id = a.job_id);
	DELETE FROM artifacts WHERE job_id IN (SELECT job_id FROM job_classes);
	DELETE FROM attempts WHERE job_id IN (SELECT job_id FROM job_classes);
	DELETE FROM jobs WHERE id IN (SELECT job_id FROM job_classes);"
# a database from before the ledger: audit says so; migrate seals every row (the
# database alone: records/ would hold another ledger)
fresh
rm -rf "$tmp/gen/records"
sql "$db" "$noclasses DROP TABLE ledger; DROP TABLE IF EXISTS measurement_placements; DROP TABLE IF EXISTS job_classes;
	DROP TABLE IF EXISTS comparison_times; DROP TABLE IF EXISTS comparisons; PRAGMA user_version = 4;"
expect "a database without a ledger" "has no ledger: run 'akgen migrate'"
"$akgen" migrate "$db" >"$tmp/m.out" 2>&1 && grep -q "schema version 4 to 8; the ledger holds" "$tmp/m.out" && ok ||
	{ bad "migrate"; cat "$tmp/m.out"; }
audit && ok || { bad "the migrated database does not audit"; cat "$tmp/out"; }

echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
