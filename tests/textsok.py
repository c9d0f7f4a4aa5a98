#!/usr/bin/env python3
"""textsok.py DIR: the long texts of the records DIR (format 3 or 4) as a reviewer reads
them: texts/ holds exactly the packs of the MANIFEST's texts (per_pack a pack, each
named by its first text's number), `xz -dc` reads each, and what they hold is every
text in the MANIFEST's order, after its line "text SHA256 bytes=N", of that length and
sha256, and a newline. In format 4 also every file of rows: each table's last plain
text, every other sealed (`xz -dc` reads it), of the rows, bytes and sha256 the MANIFEST
lists. Exit 0, or 1 naming what is wrong."""
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
    return rows(d, man)


def rows(d, man):
    if not man.startswith("# akops provenance records, format 4\n"):
        return None
    files = re.findall(r"^file (\w+)/(\d{9,})\.(txt|xz) rows=(\d+) bytes=(\d+) sha256=([0-9a-f]{64})$", man, re.M)
    if len(files) != len(re.findall(r"^file ", man, re.M)):
        return "a file line of the MANIFEST not in its form"
    for i, (table, first, ext, n, size, sha) in enumerate(files):
        last = i + 1 == len(files) or files[i + 1][0] != table
        if (ext == "xz") == last:
            return f"{table}/{first}.{ext}: {'the last file plain' if last else 'a file a later one follows sealed'}, not so"
        path = os.path.join(d, table, f"{first}.{ext}")
        if ext == "xz":
            r = subprocess.run(["xz", "-dc", path], capture_output=True)
            if r.returncode != 0:
                return f"xz -dc {table}/{first}.xz: {r.stderr.decode(errors='replace').strip()}"
            data = r.stdout
        else:
            data = open(path, "rb").read()
        if len(data) != int(size) or hashlib.sha256(data).hexdigest() != sha or data.count(b"\n") != int(n):
            return f"{table}/{first}.{ext}: not the {n} rows, {size} bytes and sha256 the MANIFEST lists"
    return None


if __name__ == "__main__":
    why = main(sys.argv[1])
    if why:
        print(f"textsok.py {sys.argv[1]}: {why}", file=sys.stderr)
    sys.exit(1 if why else 0)
