#!/bin/sh
# What a device run vetted before it was cut short (the device's time ran out before it
# packed generated/): out of the database snapshot bench/h200-revet.sh leaves in
# OUTDIR/GROUP-db.xz (bench/dbsnap.py, every SNAP seconds), the records written again
# from it (akgen export), the project's database rebuilt from them (akgen import), and
# generated/ made again from the records (akgen replay: each vetted attempt's source
# from its family at the recorded parameters, hashed against the record; the dispatchers
# and the header emitted). Run it in the checkout the run was made from, generated/ as it
# was then: the snapshot holds that database and what the run added to it.
# A job the run had not finished is in the snapshot as it was (its attempts, no verdict)
# and stays stale.
# usage (repo root): bench/recover.sh GROUP-db.xz      AKGEN (default build/akgen)
set -eu
snap=${1:?usage: bench/recover.sh GROUP-db.xz}
akgen=${AKGEN:-build/akgen}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
xz -dc "$snap" >"$tmp/snapshot.db"
"$akgen" export "$tmp/snapshot.db" generated/records
"$akgen" import --force
rc=0
"$akgen" replay --quiet || rc=$?
"$akgen" plan | tail -n 1
exit "$rc"
