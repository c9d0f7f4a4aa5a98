#!/usr/bin/env python3
"""targets.py: issue 4's performance targets, judged from compare.py's JSON.

    python3 bench/targets.py compare-bf16.json compare-f32.json ... > targets.md

Per bench shape: akops (the candidate row: a candidate file, or libakops
through --lib) against the copy ceiling compare.py measured, and against
torch.compile. A shape meets the targets when akops reaches at least 85% of the
copy ceiling and is faster than torch.compile, or within 2% of it where
torch.compile is itself at 97% of the ceiling or more. Prints a markdown table
and the list of misses with their margins; exits 1 when a file cannot be read.
An op and dtype timed in several files is judged from the last of them (a
re-searched op's own comparison given after a whole run's).
--self-test checks the verdicts on made-up cases (the test suite runs it).
"""
import json
import sys

FLOOR = 0.85          # of the copy ceiling
NEAR_CEILING = 0.97   # torch.compile this close to the ceiling ...
SLACK = 0.02          # ... leaves akops this much room


def impl_of(shape, kind):
    for i in shape.get("impls", []):
        if i.get("kind") == kind and i.get("time"):
            return i
    return None


def judge(frac, ak_us, tc_us, tc_frac):
    """the verdict text of one shape"""
    misses = []
    if frac < FLOOR:
        # two decimals: a margin of 2.01% must not read as the 2% it misses
        misses.append("below %.0f%% of the copy ceiling by %.2f points" % (100 * FLOOR, 100 * (FLOOR - frac)))
    if tc_us is not None and ak_us > tc_us:
        slower = ak_us / tc_us - 1
        allowed = SLACK if tc_frac >= NEAR_CEILING else 0.0
        if slower > allowed:
            misses.append("slower than torch.compile by %.2f%%%s" % (
                100 * slower, " (allowed 2%%: it is at %.1f%% of the ceiling)" % (100 * tc_frac) if allowed else ""))
    return misses


def rows(doc):
    gbps = doc["copy"]["gbps"]
    for op in doc["ops"]:
        for sh in op.get("shapes", []) or []:
            ak, tc = impl_of(sh, "candidate"), impl_of(sh, "compile")
            if ak is None:
                yield (op["op"], doc["dtype"], sh["label"], None, None, None, None, ["not measured: %s" % (
                    sh.get("error") or "no akops timing")])
                continue
            ak_us = ak["time"]["median_us"]
            frac = sh["min_bytes"] / (ak_us * 1e3) / gbps
            tc_us = tc["time"]["median_us"] if tc else None
            tc_frac = sh["min_bytes"] / (tc_us * 1e3) / gbps if tc_us else None
            yield (op["op"], doc["dtype"], sh["label"], ak_us, frac, tc_us, tc_frac, judge(frac, ak_us, tc_us, tc_frac))


def self_test():
    """judge() on the cases that decide a verdict; 0 when all hold"""
    cases = [
        # frac, akops us, compile us, compile frac -> misses
        ((0.90, 10.0, 11.0, 0.80), 0),   # faster, above the floor
        ((0.84, 10.0, 11.0, 0.80), 1),   # under 85%
        ((0.96, 10.1, 10.0, 0.98), 0),   # 1% slower, compile near the ceiling: allowed
        ((0.96, 10.3, 10.0, 0.98), 1),   # 3% slower: not
        ((0.96, 10.1, 10.0, 0.90), 1),   # 1% slower, compile not near the ceiling: not
        ((0.80, 10.5, 10.0, 0.99), 2),   # both
        ((0.90, 10.0, None, None), 0),   # no torch.compile timing: the floor alone
    ]
    bad = 0
    for args, want in cases:
        got = judge(*args)
        if len(got) != want:
            print("FAIL: judge%s gave %s" % (args, got))
            bad += 1
    # the margin past the 2% allowed is readable as one
    got = judge(0.96, 10.201, 10.0, 0.98)
    if not (len(got) == 1 and "by 2.01%" in got[0]):
        print("FAIL: judge's text for 2.01%% slower: %s" % got)
        bad += 1
    doc = {"dtype": "bf16", "copy": {"gbps": 4000.0}, "ops": [{"op": "x", "shapes": [
        {"label": "a", "min_bytes": 4e6, "impls": [{"kind": "candidate", "time": {"median_us": 1.0}},
                                                   {"kind": "compile", "time": {"median_us": 2.0}}]},
        {"label": "b", "min_bytes": 4e6, "error": "skipped", "impls": []}]}]}
    r = list(rows(doc))
    if not (len(r) == 2 and abs(r[0][4] - 1.0) < 1e-9 and r[0][7] == [] and r[1][3] is None):
        print("FAIL: rows() gave %s" % r)
        bad += 1
    # a later file's op replaces an earlier file's, in the earlier one's place
    later = {"dtype": "bf16", "copy": {"gbps": 4000.0}, "ops": [{"op": "x", "shapes": [
        {"label": "a", "min_bytes": 4e6, "impls": [{"kind": "candidate", "time": {"median_us": 3.0}}]}]}]}
    other = {"dtype": "f32", "copy": {"gbps": 4000.0}, "ops": [{"op": "x", "shapes": [
        {"label": "a", "min_bytes": 4e6, "impls": [{"kind": "candidate", "time": {"median_us": 1.0}}]}]}]}
    r = latest([doc, other, later])
    if not (len(r) == 2 and r[0][1] == "bf16" and r[0][3] == 3.0 and r[1][1] == "f32"):
        print("FAIL: latest() gave %s" % r)
        bad += 1
    print("targets.py self-test: %d of %d passed" % (len(cases) + 3 - bad, len(cases) + 3))
    return 1 if bad else 0


def latest(docs):
    """the rows of every (op, dtype), from the last file that timed it, in the
    order the pairs first appear"""
    order, by = [], {}
    for d in docs:
        mine = {}
        for r in rows(d):
            mine.setdefault((r[0], r[1]), []).append(r)
        for k, v in mine.items():
            if k not in by:
                order.append(k)
            by[k] = v
    return [r for k in order for r in by[k]]


def main(paths):
    docs = []
    for p in paths:
        try:
            with open(p) as f:
                docs.append(json.load(f))
        except (OSError, ValueError) as e:
            print("targets.py: %s: %s" % (p, e), file=sys.stderr)
            return 1
    out = ["| op | dtype | shape | akops us | % copy | torch.compile us | compile % copy | akops vs compile | targets |",
           "|---|---|---|---:|---:|---:|---:|---:|---|"]
    met = total = 0
    missed = []
    for op, dt, label, ak_us, frac, tc_us, tc_frac, misses in latest(docs):
        total += 1
        if ak_us is None:
            out.append("| %s | %s | %s | - | - | - | - | - | %s |" % (op, dt, label, misses[0]))
            missed.append("%s %s %s: %s" % (op, dt, label, misses[0]))
            continue
        met += not misses
        if misses:
            missed.append("%s %s %s: %s" % (op, dt, label, "; ".join(misses)))
        out.append("| %s | %s | %s | %.1f | %.1f | %s | %s | %s | %s |" % (
            op, dt, label, ak_us, 100 * frac, "%.1f" % tc_us if tc_us else "-",
            "%.1f" % (100 * tc_frac) if tc_frac else "-", "%.2fx" % (tc_us / ak_us) if tc_us else "-",
            "; ".join(misses) or "met"))
    print("\n".join(out))
    print("\nMet at %d of %d shapes (copy ceiling per file: %s GB/s).\n" % (
        met, total, ", ".join("%s %.0f" % (d["dtype"], d["copy"]["gbps"]) for d in docs)))
    for m in missed:
        print("- " + m)
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        sys.exit(0 if len(sys.argv) > 1 else 2)
    sys.exit(main(sys.argv[1:]))
