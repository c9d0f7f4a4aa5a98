"""compare_report.py: bench/compare.py's tables and notes, from its results (no torch)."""


def fmt_num(v, digits=1):
    if v is None:
        return "-"
    return "%.*f" % (digits, v)


def fmt_us(v):
    if v is None:
        return "-"
    if v >= 100:
        return "%.1f" % v
    if v >= 10:
        return "%.2f" % v
    return "%.3f" % v


# TFLOP/s: the cost model's flops over the median, for shapes bound by compute (more than
# 64 flops a byte: a matrix product), "-" for the others
COLUMNS = ["op", "shape", "impl", "median us", "p10-p90 us", "GB/s", "% copy", "TFLOP/s", "vs compile",
           "n", "check"]
NUMERIC = {3, 5, 6, 7, 8, 9}


def table_rows(results):
    """one list of cells per measured implementation, COLUMNS order"""
    rows = []
    for op in results.get("ops", []):
        for sh in op.get("shapes", []):
            for im in sh.get("impls", []):
                t = im.get("time")
                if t:
                    med = t["median_us"]
                    spread = "%s-%s" % (fmt_us(t["p10_us"]), fmt_us(t["p90_us"]))
                    n = str(t["n"])
                else:
                    med, spread, n = None, im.get("error") or sh.get("error") or "not timed", "-"
                su = im.get("speedup_vs_compile")
                label = sh["label"] + (" (%s)" % sh["tag"] if sh.get("tag") else "")
                rows.append([op["op"], label, im["impl"], fmt_us(med), spread,
                             fmt_num(im.get("gbps"), 0), fmt_num(im.get("pct_copy"), 1),
                             fmt_num(im.get("tflops"), 1), "-" if su is None else "%.2fx" % su, n, im.get("check_text", "")])
    return rows


def format_text(rows):
    widths = [len(c) for c in COLUMNS]
    for r in rows:
        for i, c in enumerate(r):
            widths[i] = max(widths[i], len(c))
    def line(cells):
        return "  ".join(c.rjust(widths[i]) if i in NUMERIC else c.ljust(widths[i])
                         for i, c in enumerate(cells)).rstrip()

    out = [line(COLUMNS), line(["-" * w for w in widths])]
    prev = None
    for r in rows:
        key = (r[0], r[1])
        if prev is not None and key != prev:
            out.append("")
        prev = key
        out.append(line(r))
    return "\n".join(out) + "\n"


def format_markdown(rows):
    def esc(c):
        return c.replace("|", "\\|")

    out = ["| " + " | ".join(COLUMNS) + " |",
           "|" + "|".join("---:" if i in NUMERIC else "---" for i in range(len(COLUMNS))) + "|"]
    for r in rows:
        out.append("| " + " | ".join(esc(c) for c in r) + " |")
    return "\n".join(out) + "\n"


def markdown_report(results):
    env = results.get("env", {})
    copy = results.get("copy") or {}
    lib = results.get("lib")
    if lib:
        lines = ["# libakops against PyTorch (%s, %s)" % (results.get("dtype"), env.get("gpu")), ""]
    else:
        lines = ["# akops candidates against PyTorch (%s, %s)" % (results.get("dtype"), results.get("arch")), ""]
    lines.append("- command: `%s`" % results.get("command", ""))
    if lib:
        lines.append("- akops: libakops %s (`%s`), its C API `akops_<op>` called through examples/torch's "
                     "ctypes binding (`akops_ctypes.py`), the tensors zero-copy by "
                     "`torch.utils.dlpack.to_dlpack`, on PyTorch's current stream; the variant each op ran "
                     "(`akops_variant`) is in the notes" % (lib.get("version"), lib.get("path")))
    lines.append("- date: %s; GPU: %s; driver %s; torch %s (CUDA %s); triton %s; nvcc %s"
                 % (results.get("date"), env.get("gpu"), env.get("driver"), env.get("torch"),
                    env.get("torch_cuda"), env.get("triton"), env.get("nvcc")))
    lines.append("- method: %s" % results.get("method_text", ""))
    if copy.get("gbps"):
        lines.append("- copy ceiling: %.0f GB/s (%s)" % (copy["gbps"], copy.get("source")))
    fl = results.get("launch_floor") or {}
    if fl.get("us"):
        lines.append("- launch floor: %s us (%s)" % (fmt_us(fl["us"]), fl.get("source")))
    for c in results.get("copy_sizes", []):
        lines.append("- copy of %g MiB: %.0f GB/s (median %s us)" % (c["mib"], c["gbps"],
                                                                  fmt_us(c["time"]["median_us"])))
    lines.append("- GB/s counts the spec's minimum bytes (`akgen show`) over the median; "
                 "'vs compile' is torch.compile's median over the row's")
    lines.append("")
    lines.append(format_markdown(table_rows(results)))
    notes = results_notes(results)
    if notes:
        lines.append("")
        lines += ["- " + n for n in notes]
    return "\n".join(lines) + "\n"


def results_notes(results):
    """the ops skipped or failed, and every mismatch, one line each"""
    notes = []
    for op in results.get("ops", []):
        v = op.get("variant")
        if v:
            notes.append("%s: libakops runs %s" % (op["op"], v.get("text") or "no variant: %s" % v.get("error")))
        if op.get("status") != "ok":
            notes.append("%s: %s: %s" % (op["op"], op.get("status"), op.get("reason", "")))
        for sh in op.get("shapes", []):
            if sh.get("error"):
                notes.append("%s %s: %s" % (op["op"], sh["label"], sh["error"]))
            for im in sh.get("impls", []):
                # a shape class's variant, where the call picked another than the op's default
                if im.get("ran") and v and im["ran"] != v.get("text"):
                    notes.append("%s %s: libakops ran %s" % (op["op"], sh["label"], im["ran"]))
                for w in im.get("warnings", []) + im.get("notes", []):
                    notes.append("%s %s %s: %s" % (op["op"], sh["label"], im["impl"], w))
    return notes
