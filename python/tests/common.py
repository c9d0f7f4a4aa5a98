"""What the package's checks share: a failure list that check() fills and prints, and
akops.h's prototypes (the C API's own text, independent of the operators' table)."""
import re

fails = []


def check(ok, what):
    if not ok:
        fails.append(what)
        print("FAIL:", what)


def header_protos(text):
    """op -> [(C type, name)] of each akops_<op>(... cudaStream_t stream)"""
    out = {}
    for name, params in re.findall(r"^akops_status akops_(\w+)\(([^)]*)\);", text, re.M):
        args = [a.strip() for a in params.split(",")]
        if args[-1].startswith("cudaStream_t") and any("DLTensor" in a for a in args):
            out[name] = [tuple(a.replace("*", "* ").rsplit(None, 1)) for a in args[:-1]]
    return out
