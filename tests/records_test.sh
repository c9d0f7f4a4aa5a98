#!/bin/sh
# records_test.sh: the project's database derived from its records (projectdb.c), in
# a small project and on the committed records: export writes the records, the dump
# and nothing when nothing changed; a reading command builds a missing database, and
# builds it again when the records changed (a pull); a database written around the
# records is used and named, audit says so, import keeps it without --force, and
# export writes it out; a database that diverged from the records is refused and left
# as it was; damaged records are refused naming the file, and audit finds a records
# file edited under a current database; commands at once build the database once; an
# import killed at any moment leaves no database or a whole one. The long texts: in
# packs of texts/ once each, as xz reads them; a damaged pack refused and found by
# audit. The variants: written from the records, once, where missing or an older
# recorded version; an edited one left; a forged path or source never written.
# usage: records_test.sh AKGEN (from the repository root)
set -u
akgen=$1
src=$(pwd)
. "$(dirname "$0")/common.sh"
export AKGEN_GPU_ARCH=none
root=$tmp/root
gen=$root/generated
mkdir -p "$gen"
for d in specs templates verify; do ln -s "$src/$d" "$root/$d"; done
ak() { "$akgen" -C "$root" "$@"; }
# one more record in DB: a candidate judged statically (a run, a job, an attempt, verdicts)
record() { ak verify specs/gelu_tanh.yaml verify/naive/gelu_tanh_bf16.cu --arch sm_90 --dtype bf16 --static-only \
	--db "$1" >/dev/null 2>&1; }
entries() { sed -n 's/^ledger_head=.* ledger_entries=//p' "$1/MANIFEST"; }
rmdb() { rm -f "$gen/provenance.db" "$gen/provenance.db-wal" "$gen/provenance.db-shm"; }
dbsha() { sha256sum "$gen/provenance.db" | cut -d' ' -f1; }
# the texts of records DIR as a reviewer reads them with xz (tests/textsok.py)
textsok() { python3 "$src/tests/textsok.py" "$1"; }

# export: the records, the dump, the note; again, nothing
record "$gen/provenance.db"
ak export >"$tmp/out" 2>&1 && grep -q "export: generated/records: schema version 8, [0-9]* ledger entries" "$tmp/out" &&
	[ -s "$gen/records/MANIFEST" ] && ls "$gen/records/verdicts/000000001.txt" >/dev/null && ok ||
	{ bad "export"; cat "$tmp/out"; }
ak dump | cmp -s - "$gen/provenance.txt" && ok || bad "export's dump is not the database's"
head -1 "$gen/records/MANIFEST" | grep -qx '# akops provenance records, format 4' && textsok "$gen/records" &&
	! grep -q 'source="' "$gen/records/attempts/000000001.txt" && ok || bad "the sources not once each in texts/"
touch "$tmp/mark"
sleep 1
ak export >"$tmp/out" 2>&1 && grep -q "generated/records is generated/provenance.db already" "$tmp/out" &&
	[ -z "$(find "$gen" -newer "$tmp/mark" -type f ! -name '*-shm' ! -name '*-wal')" ] && ok ||
	{ bad "an export with nothing new wrote $(find "$gen" -newer "$tmp/mark" -type f)"; cat "$tmp/out"; }
cp -R "$gen/records" "$tmp/rec1"
cp "$gen/provenance.db" "$tmp/db1.db"

# records exported from another database (akgen export DB DIR) leave the dump behind
# them; the next export of the database built from them writes the dump again
p2=$tmp/p2
mkdir -p "$p2/generated"
for d in specs templates verify; do ln -s "$src/$d" "$p2/$d"; done
cp -R "$gen/records" "$gen/provenance.txt" "$p2/generated/"
cp "$gen/provenance.db" "$tmp/other.db"
record "$tmp/other.db"
"$akgen" -C "$p2" export "$tmp/other.db" "$p2/generated/records" >/dev/null 2>&1 &&
	"$akgen" -C "$p2" plan >/dev/null 2>&1 && "$akgen" -C "$p2" export >"$tmp/out" 2>&1 && "$akgen" -C "$p2" dump | cmp -s - "$p2/generated/provenance.txt" &&
	ok || { bad "the dump not written again after records from another database"; cat "$tmp/out"; }
"$akgen" -C "$p2" export >"$tmp/out" 2>&1 && grep -q "is generated/provenance.db already" "$tmp/out" && ok ||
	{ bad "a second export of the same"; cat "$tmp/out"; }

# a missing database: the first command that reads it builds it
rmdb
ak plan >"$tmp/out" 2>&1 && [ -f "$gen/provenance.db" ] && ok || { bad "plan without a database"; cat "$tmp/out"; }
ak dump | cmp -s - "$gen/provenance.txt" && ok || bad "the built database's dump"
ak audit >"$tmp/out" 2>&1 && grep -q "records  every file as the MANIFEST says, and they are the database's" "$tmp/out" &&
	ok || { bad "audit of the built database"; cat "$tmp/out"; }

# written around the records: used and named; kept by import; written out by export
record "$gen/provenance.db"
ak plan >"$tmp/out" 2>"$tmp/err" && grep -q "ledger entries that generated/records lacks" "$tmp/err" && ok ||
	{ bad "a database ahead of its records"; cat "$tmp/err"; }
ak audit >"$tmp/out" 2>&1 && grep -q "past them, not exported yet" "$tmp/out" && ok ||
	{ bad "audit of a database ahead of its records"; cat "$tmp/out"; }
ak import >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "may hold what the records do not: --force replaces it" "$tmp/out" && ok ||
	{ bad "import over a database ahead of its records"; cat "$tmp/out"; }
ak export >/dev/null 2>&1 && [ "$(entries "$gen/records")" -gt "$(entries "$tmp/rec1")" ] && ok || bad "export after"
ak dump | cmp -s - "$gen/provenance.txt" && ok || bad "the dump after the export"
cp -R "$gen/records" "$tmp/rec2"
cp "$gen/provenance.txt" "$tmp/dump2"

# the records changed under a database not written since (a pull): built again
rmdb
cp "$tmp/db1.db" "$gen/provenance.db"
rm -rf "$gen/records" && cp -R "$tmp/rec1" "$gen/records"
ak dump >"$tmp/d1" 2>"$tmp/err" && [ ! -s "$tmp/err" ] && ok || { bad "the database of the first records"; cat "$tmp/err"; }
rm -rf "$gen/records" && cp -R "$tmp/rec2" "$gen/records"
ak dump | cmp -s - "$tmp/dump2" && ok || bad "a database not rebuilt when its records changed"

# diverged: written since, and the records are another line of them: refused, untouched
record "$tmp/db1.db"
ak export "$tmp/db1.db" "$tmp/recx" >/dev/null 2>&1
record "$gen/provenance.db"
before=$(dbsha)
rm -rf "$gen/records" && cp -R "$tmp/recx" "$gen/records"
ak plan >"$tmp/out" 2>&1
[ $? -eq 3 ] && grep -q "have diverged" "$tmp/out" && [ "$(dbsha)" = "$before" ] && ok ||
	{ bad "a database diverged from its records"; cat "$tmp/out"; }
ak dump "$tmp/db1.db" >"$tmp/dumpx"
ak import --force >"$tmp/out" 2>&1 && ak dump | cmp -s - "$tmp/dumpx" && ok || { bad "import --force"; cat "$tmp/out"; }

# damaged records: refused, the file named; under a current database, audit finds them
sed -i 's/stage="STATIC"/stage="STATIK"/' "$gen/records/verdicts/000000001.txt"
rmdb
ak plan >"$tmp/out" 2>&1
[ $? -eq 3 ] && grep -q "verdicts/000000001.txt: its sha256 is not the MANIFEST's" "$tmp/out" &&
	[ ! -e "$gen/provenance.db" ] && ok || { bad "damaged records"; cat "$tmp/out"; }
ak audit >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "the records are refused" "$tmp/out" && ok || { bad "audit of damaged records"; cat "$tmp/out"; }
rm -rf "$gen/records" && cp -R "$tmp/rec2" "$gen/records"
ak plan >/dev/null 2>&1 && ok || bad "plan with the records restored"
sed -i 's/stage="STATIC"/stage="STATIK"/' "$gen/records/verdicts/000000001.txt"
ak audit >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "records  FAILED: verdicts/000000001.txt: its sha256 is not the MANIFEST's" "$tmp/out" && ok ||
	{ bad "audit of records edited under a current database"; cat "$tmp/out"; }
# a text damaged: found by audit under a current database, refused by the next build
rm -rf "$gen/records" && cp -R "$tmp/rec2" "$gen/records"
text=$(ls "$gen/records/texts" | head -1)
printf 'not xz' >"$gen/records/texts/$text"
ak audit >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "records  FAILED: texts/$text: not an xz stream" "$tmp/out" && ok ||
	{ bad "audit of a text damaged under a current database"; cat "$tmp/out"; }
rmdb
ak plan >"$tmp/out" 2>&1
[ $? -eq 3 ] && grep -q "texts/$text: not an xz stream" "$tmp/out" && [ ! -e "$gen/provenance.db" ] && ok ||
	{ bad "a damaged text"; cat "$tmp/out"; }
rm -rf "$gen/records" && cp -R "$tmp/rec2" "$gen/records"

# the committed records: four commands at once build one database, every dump the same
mkdir -p "$tmp/big/generated"
cp -R "$src/generated/records" "$tmp/big/generated/records"
for i in 1 2 3 4; do
	"$akgen" -C "$tmp/big" dump >"$tmp/big.$i" 2>"$tmp/big.$i.err" &
done
wait
for i in 1 2 3 4; do
	"$akgen" -C "$tmp/big" dump | cmp -s - "$tmp/big.$i" && ok || { bad "dump $i at once"; head -3 "$tmp/big.$i"; }
done
cmp -s "$tmp/big.1" "$tmp/big/generated/provenance.txt" && ok || bad "the dump written beside the database built from the committed records is not its dump"
textsok "$tmp/big/generated/records" && ok || bad "the committed texts"
ls "$tmp/big/generated" | grep -q "tmp-" && bad "a temporary file is left: $(ls "$tmp/big/generated")" || ok

# the variants, derived from the committed records as the database is: every one the
# dispatchers in git name, with the sha256 they give, written once by one of the four
v=$tmp/big/generated/variants
sed -n 's|^ \* akops_[a-z0-9_]*: \(variants/[a-z0-9_]*\.cu\)$|\1|p' "$src"/generated/*.cu >"$tmp/inorder"
sort "$tmp/inorder" >"$tmp/named"
sed -n 's|^ \*   spec sha256 [0-9a-f]*, source sha256 \([0-9a-f]*\)$|\1|p' "$src"/generated/*.cu >"$tmp/shas"
[ -s "$tmp/named" ] && [ "$(wc -l <"$tmp/named")" -eq "$(wc -l <"$tmp/shas")" ] && ok || bad "the dispatchers' variant lines"
(cd "$tmp/big/generated" && ls variants/*.cu) | cmp -s - "$tmp/named" && ok || bad "the variants written are not those the dispatchers name"
paste -d' ' "$tmp/shas" "$tmp/inorder" | sed 's/ /  /' | (cd "$tmp/big/generated" && sha256sum -c --quiet -) && ok ||
	bad "a variant written is not the source its dispatcher names"
[ "$(cat "$tmp"/big.?.err | grep -c "generated/variants: $(wc -l <"$tmp/named") variants written from the records")" -eq 1 ] && ok ||
	{ bad "the variants not written once"; cat "$tmp"/big.?.err; }
# removed: written again by the next command; an older recorded version of the file (one
# akgen wrote before the records changed): replaced; another content: left as it is
f=$(head -1 "$tmp/named")
g=$(sed -n 2p "$tmp/named")
rm "$tmp/big/generated/$f"
python3 - "$tmp/big/generated/provenance.db" "$g" "$tmp/big/generated/$g" <<'PY' || bad "no older version of $g"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
now = open(sys.argv[3], "rb").read()
for (src,) in db.execute("SELECT t.source FROM artifacts a JOIN attempts t ON t.id = a.attempt_id "
                         "WHERE a.path = ? ORDER BY a.id", (sys.argv[2],)):
    if src.encode() != now:
        open(sys.argv[3], "wb").write(src.encode())
        sys.exit(0)
sys.exit(1)
PY
cmp -s "$tmp/big/generated/$g" "$src/generated/$g" && bad "the older version of $g is the current one"
printf '// edited\n' >>"$v/$(sed -n 3p "$tmp/named" | cut -d/ -f2)"
"$akgen" -C "$tmp/big" plan >/dev/null 2>"$tmp/out"
grep -q "generated/variants: 2 variants written from the records" "$tmp/out" && ok || { bad "two variants again"; cat "$tmp/out"; }
for x in "$f" "$g"; do
	cmp -s "$tmp/big/generated/$x" "$src/generated/$x" && ok || bad "$x not written again"
done
tail -1 "$v/$(sed -n 3p "$tmp/named" | cut -d/ -f2)" | grep -qx '// edited' && ok || bad "an edited variant was overwritten"
# records that name a path outside variants/, or a source that does not hash as
# recorded: nothing written (the database edited under its note: read as it is)
python3 - "$tmp/big/generated/provenance.db" "$f" "$g" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
def current(path):
    return db.execute("SELECT max(a.id), max(a.attempt_id) FROM artifacts a WHERE a.path = ?", (path,)).fetchone()
aid, _ = current(sys.argv[2])
db.execute("UPDATE artifacts SET path = '../../escaped.cu' WHERE id = ?", (aid,))
_, att = current(sys.argv[3])
db.execute("UPDATE attempts SET source = source || '// more' WHERE id = ?", (att,))
db.commit()
PY
rm "$tmp/big/generated/$f" "$tmp/big/generated/$g"
"$akgen" -C "$tmp/big" plan >/dev/null 2>"$tmp/out"
grep -q "the records name a variant ../../escaped.cu outside variants/: not written" "$tmp/out" &&
	grep -q "generated/$g: the recorded source hashes to" "$tmp/out" && [ ! -e "$tmp/escaped.cu" ] &&
	[ ! -e "$tmp/big/escaped.cu" ] && [ ! -e "$tmp/big/generated/$f" ] && [ ! -e "$tmp/big/generated/$g" ] && ok ||
	{ bad "a forged variant path or source"; cat "$tmp/out"; }

# an import killed at any moment: no database, or a whole one
for t in 0.2 0.5 1 1.5 2.5 4; do
	rm -f "$tmp/k.db"*
	"$akgen" import "$src/generated/records" "$tmp/k.db" >/dev/null 2>&1 &
	pid=$!
	sleep "$t"
	kill -9 "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	if [ -e "$tmp/k.db" ]; then
		"$akgen" dump "$tmp/k.db" | cmp -s - "$tmp/big.1" && ok || bad "killed after $t s: a database, not whole"
	else
		ok
	fi
done

echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
