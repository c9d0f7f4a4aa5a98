#!/usr/bin/env python3
"""How far one kernel's timings move from run to run (issue 21's regression gate).

For every vetted job whose winning source is the same text as the previous vetted
job's of its op, arch, dtype and class, the two jobs' final timings at each bench
shape both timed: the relative change of the median and the loss of roofline
fraction. What the gate must not mistake for a regression (tool/gatetime.c).

usage: bench/gate-drift.py [DB] [ARCH]   (default generated/provenance.db sm_90)
"""
import sqlite3
import sys

db = sqlite3.connect(sys.argv[1] if len(sys.argv) > 1 else "generated/provenance.db")
arch = sys.argv[2] if len(sys.argv) > 2 else "sm_90"
jobs = db.execute(
    "SELECT j.id, j.op, j.dtype, coalesce(c.class, ''), j.best_attempt_id, a.source_sha256 FROM jobs j "
    "JOIN attempts a ON a.id = j.best_attempt_id LEFT JOIN job_classes c ON c.job_id = j.id "
    "WHERE j.status = 'vetted' AND j.arch = ? ORDER BY j.id", (arch,)).fetchall()


def timings(attempt):
    rows = db.execute(
        "SELECT shape, median_us, roofline_frac FROM measurements m WHERE attempt_id = ? AND id = "
        "(SELECT max(id) FROM measurements WHERE attempt_id = m.attempt_id AND shape = m.shape)", (attempt,))
    return {s: (t, f) for s, t, f in rows if t and f}


last, pairs = {}, []
for jid, op, dt, cls, att, sha in jobs:
    prev = last.get((op, dt, cls))
    if prev and prev[1] == sha and prev[0] != att:
        old, new = timings(prev[0]), timings(att)
        for s in new.keys() & old.keys():
            pairs.append((old[s][0], new[s][0] / old[s][0] - 1, 1 - new[s][1] / old[s][1]))
    last[(op, dt, cls)] = (att, sha)


def q(v, p):
    return v[min(len(v) - 1, int(p * len(v)))]


print("shapes of an unchanged kernel timed in two runs, %s:" % arch)
for name, sel in (("all", pairs), ("under 5 us", [p for p in pairs if p[0] < 5]),
                  ("5 us and over", [p for p in pairs if p[0] >= 5])):
    if not sel:
        continue
    rel = sorted(abs(p[1]) for p in sel)
    loss = sorted(p[2] for p in sel)
    print("  %-14s %4d  |time change| p50 %.1f%% p90 %.1f%% max %.1f%%;  roofline loss p90 %.1f%% p99 %.1f%% max %.1f%%"
          % (name, len(sel), 100 * q(rel, .5), 100 * q(rel, .9), 100 * rel[-1], 100 * q(loss, .9),
             100 * q(loss, .99), 100 * loss[-1]))
