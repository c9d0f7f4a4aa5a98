#!/usr/bin/env python3
"""textsok.py DIR: the long texts of the records DIR (format 3) as a reviewer reads
them: texts/ holds exactly the packs of the MANIFEST's texts (per_pack a pack, each
named by its first text's number), `xz -dc` reads each, and what they hold is every
text in the MANIFEST's order, after its line "text SHA256 bytes=N", of that length and
sha256, and a newline. Exit 0, or 1 naming what is wrong."""
import hashlib
import os
import re
import subprocess
import sys


def main(d):
    man = open(os.path.join(d, "MANIFEST"), encoding="utf-8").read()
    m = re.search(r"^texts rows=(\d+) per_pack=(\d+)$", man, re.M)
    if not m:
        return "no line 'texts rows=N per_pack=N' in the MANIFEST"
    n, per = int(m.group(1)), int(m.group(2))
    want = [line for line in man.splitlines() if line.startswith("text ")]
    if len(want) != n:
        return f"texts rows={n}, and {len(want)} text lines"
    packs = ["%09d.xz" % (i + 1) for i in range(0, n, per)]
    have = sorted(os.listdir(os.path.join(d, "texts"))) if os.path.isdir(os.path.join(d, "texts")) else []
    if have != packs:
        return f"texts/ holds {have}, the MANIFEST's packs are {packs}"
    for k, pack in enumerate(packs):
        r = subprocess.run(["xz", "-dc", os.path.join(d, "texts", pack)], capture_output=True)
        if r.returncode != 0:
            return f"xz -dc {pack}: {r.stderr.decode(errors='replace').strip()}"
        data, at = r.stdout, 0
        for line in want[k * per:(k + 1) * per]:
            nl = data.find(b"\n", at)
            if nl < 0 or data[at:nl].decode(errors="replace") != line:
                return f"{pack}: not introduced by '{line}' where the text should begin"
            sha, size = line.split()[1], int(line.split("bytes=")[1])
            body = data[nl + 1:nl + 1 + size]
            if len(body) != size or data[nl + 1 + size:nl + 2 + size] != b"\n":
                return f"{pack}: text {sha[:16]}... is not {size} bytes and a newline"
            if hashlib.sha256(body).hexdigest() != sha:
                return f"{pack}: text {sha[:16]}... is not the text of that sha256"
            at = nl + 2 + size
        if at != len(data):
            return f"{pack}: more after its last text"
    return None


if __name__ == "__main__":
    why = main(sys.argv[1])
    if why:
        print(f"textsok.py {sys.argv[1]}: {why}", file=sys.stderr)
    sys.exit(1 if why else 0)
