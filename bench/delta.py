#!/usr/bin/env python3
"""The akops medians of two sets of bench/compare.py --json files, shape by shape:
what a change did to the library's times (before and after it, each timed on its
own run of the same machine kind), with torch.compile's median of the later set beside.

    python3 bench/delta.py --before OLD.json... --after NEW.json... [--op OP]...

Prints a markdown table: op, dtype, shape, the akops median before and after (us),
after over before, torch.compile's median in the later files and akops against it. A
shape in one set alone is left out: it was not timed on both sides. A FILE.json.xz
(bench/results keeps the bulky ones packed: bench/pack-results.sh) is read as its JSON."""
import argparse
import json
import lzma
import sys


def medians(files):
    out = {}
    for f in files:
        with (lzma.open(f, "rt") if f.endswith(".xz") else open(f)) as fh:
            j = json.load(fh)
        for o in j.get("ops", []):
            for s in o.get("shapes", []):
                key = (o["op"], o["dtype"], str(s.get("label")))
                for im in s.get("impls", []):
                    t = im.get("time")
                    if t and "median_us" in t:
                        out.setdefault(key, {})[im["kind"]] = t["median_us"]
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--before", nargs="+", required=True)
    ap.add_argument("--after", nargs="+", required=True)
    ap.add_argument("--op", action="append", default=[])
    a = ap.parse_args()
    old, new = medians(a.before), medians(a.after)
    print("| op | dtype | shape | before us | after us | after / before | torch.compile us | akops vs compile |")
    print("|---|---|---|---:|---:|---:|---:|---:|")
    for k in sorted(new):
        if a.op and k[0] not in a.op:
            continue
        n, o = new[k].get("candidate"), old.get(k, {}).get("candidate")
        if n is None or o is None:
            continue
        c = new[k].get("compile")
        cs = "%.2f | %.2fx" % (c, c / n) if c else "- | -"
        print("| %s | %s | %s | %.2f | %.2f | %.2f | %s |" % (k[0], k[1], k[2], o, n, n / o, cs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
