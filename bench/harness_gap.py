#!/usr/bin/env python3
"""harness_gap.py: the harness's timings against compare.py's, shape by shape.

    python3 bench/harness_gap.py generated/provenance.db compare-bf16.json compare-f32.json ...

For every bench shape of a vetted sm_90 job in the database (its emitted attempt's
measurements: the final, sustained timing of the harness) that a compare.py JSON
also timed for akops (the candidate row: a candidate file, or libakops through
--lib), prints the harness's median over compare.py's, less one, and then the
median and range over the shapes. bench/results/2026-11-30-h200-session3 quotes
its output. A FILE.json.xz (bench/results keeps the bulky ones packed:
bench/pack-results.sh) is read as its JSON. Exits 1 when a file cannot be read or
nothing matches.
"""
import json
import lzma
import sqlite3
import statistics
import sys


def harness_times(db_path):
    db = sqlite3.connect("file:%s?mode=ro" % db_path, uri=True)
    out = {}
    for op, dt, shape, us in db.execute(
            "select j.op, j.dtype, m.shape, m.median_us from jobs j join measurements m "
            "on m.attempt_id = j.best_attempt_id where j.arch = 'sm_90' and j.status = 'vetted' "
            "and j.id in (select max(id) from jobs where status = 'vetted' group by op, arch, dtype)"):
        out[(op, dt, tuple(sorted(json.loads(shape).items())))] = us
    return out


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip())
        return 2
    try:
        h = harness_times(argv[1])
        docs = []
        for p in argv[2:]:
            with (lzma.open(p, "rt") if p.endswith(".xz") else open(p)) as f:
                docs.append(json.load(f))
    except (OSError, ValueError, lzma.LZMAError, sqlite3.Error) as e:
        print("harness_gap.py: %s" % e, file=sys.stderr)
        return 1
    gaps = []
    for d in docs:
        for o in d["ops"]:
            for sh in o.get("shapes") or []:
                key = (o["op"], d["dtype"], tuple(sorted(sh["sym"].items())))
                ak = [i for i in sh.get("impls", []) if i.get("kind") == "candidate" and i.get("time")]
                if key in h and ak:
                    gaps.append((h[key] / ak[0]["time"]["median_us"] - 1, o["op"], d["dtype"], sh["label"]))
    if not gaps:
        print("harness_gap.py: no shape timed by both", file=sys.stderr)
        return 1
    for g, op, dt, label in sorted(gaps):
        print("%+6.1f%%  %s %s %s" % (100 * g, op, dt, label))
    print("%d shapes: the harness's median is %+.1f%% of compare.py's at the median, %+.1f%% to %+.1f%%"
          % (len(gaps), 100 * statistics.median(g[0] for g in gaps), 100 * min(gaps)[0], 100 * max(gaps)[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
