"""compare_build.py: what bench/compare.py's driver does before any GPU work (no
torch): shape lists, specs through akgen, nvcc and the builds of candidates and the flush
helper, the workers' record files."""

import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import tempfile
import time

from compare_core import CompareError, no_machine_path, nvcc_command, parse_show, without_dir


# ----------------------------------------------------------------------------
# the driver: akgen, nvcc, the worker processes (no torch here)

def parse_shapes(text, origin="--shapes"):
    """a shapes file: one shape a line, `OP SYM=V SYM=V ... [# tag]`; blank lines and
    lines that begin with # are skipped. Returns {op: [(sym, tag), ...]} in file order."""
    out = {}
    for n, line in enumerate(text.splitlines(), 1):
        body, _, tag = line.partition("#")
        words = body.split()
        if not words:
            continue
        op, sym = words[0], {}
        if not re.fullmatch(r"[a-z][a-z0-9_]*", op):
            raise CompareError("%s:%d: %r is not an op name" % (origin, n, op))
        for w in words[1:]:
            m = re.fullmatch(r"([a-z_][a-z0-9_]*)=([0-9]+)", w)
            if not m:
                raise CompareError("%s:%d: %r is not SYMBOL=SIZE" % (origin, n, w))
            if m.group(1) in sym:
                raise CompareError("%s:%d: %s given twice" % (origin, n, m.group(1)))
            sym[m.group(1)] = int(m.group(2))
        if not sym:
            raise CompareError("%s:%d: %s without sizes" % (origin, n, op))
        out.setdefault(op, []).append((sym, tag.strip()))
    return out


def spec_with_bench(akgen, spath, shapes):
    """the spec at spath as akgen show gives it, with its bench shapes replaced by
    shapes [(sym, tag)]: a copy of the spec (and its reference) in a temporary
    directory, its bench: block rewritten, so that akgen checks every size against
    the symbols' ranges and constraints and counts the bytes as for a bench shape. Its
    classes: block goes too (each class must have bench shapes of its own in a spec;
    not so in a list of shapes): the class each call took is akops_last_variant's"""
    with open(spath) as f:
        text = f.read()
    kept, skip = [], False
    for line in text.splitlines():
        if re.match(r"(bench|classes)\s*:", line):
            skip = True
            continue
        if skip and re.match(r"[A-Za-z_]", line):
            skip = False
        if not skip:
            kept.append(line)
    kept.append("bench:")
    for sym, _ in shapes:
        kept.append("  - { %s }" % ", ".join("%s: %d" % kv for kv in sym.items()))
    m = re.search(r"(?m)^reference:\s*(\S+)", text)
    with tempfile.TemporaryDirectory(prefix="akops-shapes-") as d:
        if m:
            ref = m.group(1).strip("'\"")
            os.makedirs(os.path.dirname(os.path.join(d, ref)) or d, exist_ok=True)
            shutil.copyfile(os.path.join(os.path.dirname(spath), ref), os.path.join(d, ref))
        tmp = os.path.join(d, os.path.basename(spath))
        with open(tmp, "w") as f:
            f.write("\n".join(kept) + "\n")
        spec = parse_show(run_akgen(akgen, ["show", tmp]))[0]
    if len(spec["bench"]) != len(shapes):
        raise CompareError("akgen show gave %d bench shapes for the %d given" % (len(spec["bench"]), len(shapes)))
    for b, (sym, tag) in zip(spec["bench"], shapes):
        if b["sym"] != sym:
            raise CompareError("akgen show's bench shape %s is not the one given, %s" % (b["sym"], sym))
        if tag:
            b["tag"] = tag
    return spec


def run_akgen(akgen, args):
    try:
        r = subprocess.run([akgen] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=60)
    except OSError as e:
        raise CompareError("cannot run %s: %s" % (akgen, e))
    if r.returncode != 0:
        raise CompareError("%s %s failed (%d): %s" % (akgen, " ".join(args), r.returncode,
                                                        r.stderr.strip()[-2000:]))
    return r.stdout


def find_nvcc(given):
    if given:
        return given
    env = os.environ.get("NVCC")
    if env:
        return env
    found = shutil.which("nvcc")
    if found:
        return found
    if os.path.exists("/usr/local/cuda/bin/nvcc"):
        return "/usr/local/cuda/bin/nvcc"
    return None


def nvcc_version(nvcc):
    try:
        r = subprocess.run([nvcc, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True, timeout=60)
        lines = [l for l in r.stdout.splitlines() if l.strip()]
        return lines[-1].strip() if lines else "?"
    except (OSError, subprocess.SubprocessError):
        return None


def cache_dir(given):
    d = given or os.path.join(tempfile.gettempdir(), "akops-compare-cache-%d" % os.getuid())
    os.makedirs(d, exist_ok=True)
    return d


def build_so(nvcc, nvcc_ver, arch, src_text, header_text, cdir, tag):
    """nvcc src (+ the force-included header) into a cached shared object.
    Returns (path or None, log, seconds, cached)."""
    h = hashlib.sha256()
    for part in (" ".join(nvcc_command("nvcc", arch, "SRC", "OUT", "H" if header_text else None)),
                 nvcc_ver or "", header_text or "", src_text):
        h.update(part.encode("utf-8", "surrogateescape"))
        h.update(b"\0")
    key = h.hexdigest()[:24]
    so = os.path.join(cdir, "%s-%s.so" % (tag, key))
    if os.path.exists(so):
        return so, "", 0.0, True
    work = tempfile.mkdtemp(prefix="build-", dir=cdir)
    try:
        src = os.path.join(work, "cand.cu")
        with open(src, "w") as f:
            f.write(src_text)
        header = None
        if header_text:
            header = os.path.join(work, "launcher.h")
            with open(header, "w") as f:
                f.write(header_text)
        out = os.path.join(work, "cand.so")
        cmd = nvcc_command(nvcc, arch, src, out, header)
        t0 = time.time()
        try:
            r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               universal_newlines=True, timeout=600)
            log, rc = r.stdout, r.returncode
        except (OSError, subprocess.SubprocessError) as e:
            log, rc = str(e), -1
        dt = time.time() - t0
        log = without_dir(log, work)
        if rc != 0 or not os.path.exists(out):
            return None, without_dir("%s\n%s" % (" ".join(shlex.quote(no_machine_path(c)) for c in cmd), log),
                                     work), dt, False
        os.replace(out, so)
        return so, log, dt, False
    finally:
        shutil.rmtree(work, ignore_errors=True)


def resolve_candidates(ops, dtype, pairs, cdir_arg):
    """op -> candidate path (or None): --candidate OP=PATH wins over --candidates-dir"""
    out = {op: None for op in ops}
    if cdir_arg:
        for op in ops:
            p = os.path.join(cdir_arg, "%s_%s.cu" % (op, dtype))
            if os.path.exists(p):
                out[op] = p
    for pair in pairs or []:
        if "=" not in pair:
            raise CompareError("--candidate wants OP=PATH, got %r" % pair)
        op, path = pair.split("=", 1)
        if op not in out:
            raise CompareError("--candidate for %s, which is not among the ops run" % op)
        out[op] = path
    return out


def read_candidate(path):
    """a candidate's source as it is compiled, and the sha256 of its bytes: akgen
    compare-import names the recorded attempt of that source as the one timed"""
    with open(path, "rb") as f:
        raw = f.read()
    return raw.decode("utf-8", "surrogateescape"), hashlib.sha256(raw).hexdigest()


TMAP_SERVICE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "verify", "harness_tmap.cuh")


def with_services(src_text, service=TMAP_SERVICE):
    """the source compare.py builds of a candidate: the candidate's own, and, when it asks
    for TMA tensor maps (akops_tensor_map_2d or akops_tensor_map, either name a prefix of
    the text `akops_tensor_map`), the service the harness's runner and libakops give it
    (verify/harness_tmap.cuh, which defines both) after it, in the same shared object"""
    if "akops_tensor_map" not in src_text:
        return src_text
    with open(service, encoding="utf-8") as f:
        return src_text + "\n/* compare.py: verify/harness_tmap.cuh */\n" + f.read()


def read_records(path):
    recs = []
    if not os.path.exists(path):
        return recs
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line:
                try:
                    recs.append(json.loads(line))
                except ValueError:
                    pass  # a line cut short by a crash
    return recs
