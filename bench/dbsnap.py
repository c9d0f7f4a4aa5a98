"""A consistent copy of a SQLite database that another process may be writing (VACUUM
INTO: one read transaction, the copy compacted), xz-compressed (the project's 75 MB
database to 3 MB in a few seconds, under the 16 MiB a device call brings back a file; gzip
left 17 MB), put in place atomically: what bench/h200-revet.sh takes of
generated/provenance.db every SNAP seconds during a device run, so that a run cut short by
the device's time still brings back the jobs it finished (bench/recover.sh).

usage: python3 bench/dbsnap.py DB OUT.xz          (a copy now)
       python3 bench/dbsnap.py DB OUT.xz SECONDS  (a copy every SECONDS until killed)
"""
import lzma
import os
import shutil
import sqlite3
import sys
import time


def snap(db, out):
    part = out + ".part"
    for f in (part, part + ".db"):
        if os.path.exists(f):
            os.remove(f)
    src = sqlite3.connect("file:%s?mode=ro" % db, uri=True)
    try:
        src.execute("VACUUM INTO ?", (part + ".db",))
    finally:
        src.close()
    with open(part + ".db", "rb") as f, lzma.open(part, "wb", preset=1) as x:
        shutil.copyfileobj(f, x)
    os.remove(part + ".db")
    os.replace(part, out)


def main(argv):
    if len(argv) not in (3, 4):
        sys.stderr.write(__doc__)
        return 2
    db, out = argv[1], argv[2]
    every = float(argv[3]) if len(argv) == 4 else 0
    while True:
        if os.path.exists(db):
            try:
                snap(db, out)
            except (OSError, sqlite3.Error) as e:
                sys.stderr.write("dbsnap: %s: %s\n" % (db, e))
                if not every:
                    return 1
        elif not every:
            sys.stderr.write("dbsnap: no %s\n" % db)
            return 1
        if not every:
            return 0
        time.sleep(every)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
