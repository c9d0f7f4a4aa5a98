"""akops.torch's C++ kernels without a GPU (tests/python_test.sh): the installed package,
built against this torch, loads them (akops.torch.native) and every op of the table has,
in both forms, a CUDA kernel that is the C++ one (torchopsgen.py's, registered from
akops_torch.cc: torch._C._dispatch_dump names the file) and a CPU kernel that is the
Python refusal; the fallbacks give the Python CUDA kernels and say why: AKOPS_TORCH_NATIVE=0,
the kernels built against another torch (akops_torch.json), a package without them.
Each fallback runs in a fresh interpreter (a loaded library stays loaded). Prints what
failed; exits 1 if anything did.

usage: python3 torch_native_check.py SPECS.json
       python3 torch_native_check.py --report     (one interpreter's view, as JSON)
       python3 torch_native_check.py --refusals   (the CUDA kernels' refusals, as JSON)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile


def report():
    """{native, reason, kernels: {qualified name: {key: "cpp" | "python" | None}}}"""
    import torch
    import akops
    import akops.torch as at
    kernels = {}
    for name in akops.ops():
        for q in ("akops::" + name, "akops::%s_out" % name):
            dump = torch._C._dispatch_dump(q).splitlines()
            kinds = {}
            for key in ("CUDA", "CPU"):
                line = next((ln for ln in dump if ln.startswith(key + ": ")), None)
                if line is None or not torch._C._dispatch_has_kernel_for_dispatch_key(q, key):
                    kinds[key] = None
                elif "akops_torch.cc" in line and "unboxed" in line:
                    kinds[key] = "cpp"
                elif os.path.join("akops", "torch.py") in line:
                    kinds[key] = "python"
                else:
                    kinds[key] = line
            kernels[q] = kinds
    return {"native": at.native, "reason": at.native_reason, "kernels": kernels}


def refusals():
    """the shipped C++ CUDA kernels' refusals without a GPU: tensors on a fake CUDA device
    (FakeTensorMode: a device, sizes and strides, no memory) given to the CUDA kernel itself
    (redispatch to the CUDA key), each message the Python kernels' own. {what: None when
    refused so, else why not}"""
    import torch
    import akops
    import akops.torch  # noqa: F401 (the kernels)
    from torch._subclasses.fake_tensor import FakeTensorMode
    from common import value_refusals
    with FakeTensorMode():
        cases = value_refusals(torch, akops.library(), "cuda")
    ks = torch._C.DispatchKeySet(torch._C.DispatchKey.CUDA)
    out = {}
    for what, name, args, message in cases:
        try:
            getattr(torch.ops.akops, name).default.redispatch(ks, *args)
            out[what] = "not refused"
        except ValueError as e:
            text = str(e).split("\nException raised from")[0]
            out[what] = None if text == message else "the message %r, the Python kernels' %r" % (text, message)
        except Exception as e:  # noqa: BLE001 (reported)
            out[what] = "%s: %s" % (type(e).__name__, e)
    return out


def child(env_extra, path, what="--report"):
    """report() (or refusals()) in a fresh interpreter, the package from path"""
    env = {k: v for k, v in os.environ.items() if k != "AKOPS_TORCH_NATIVE"}
    env.update(env_extra, PYTHONPATH=path)
    out = subprocess.run([sys.executable, os.path.abspath(__file__), what], env=env, cwd=tempfile.gettempdir(),
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if out.returncode != 0:
        return {"error": out.stderr[-2000:]}
    return json.loads(out.stdout.splitlines()[-1])


def main():
    import torch
    from common import check, fails, value_refusals
    import akops
    specs = [s["op"] for s in json.load(open(sys.argv[1]))]
    site = os.path.dirname(os.path.dirname(os.path.abspath(akops.__file__)))
    want = sorted("akops::%s%s" % (o, f) for o in specs for f in ("", "_out"))

    def expect(what, got, native, cuda, reason):
        if "error" in got:
            check(False, "%s: the import failed: %s" % (what, got["error"]))
            return
        print("%s: native %s: %s" % (what, got["native"], got["reason"]))
        check(got["native"] is native, "%s: akops.torch.native is %r" % (what, got["native"]))
        check(reason in got["reason"], "%s: native_reason %r does not say %r" % (what, got["reason"], reason))
        check(sorted(got["kernels"]) == want, "%s: the ops %s, the specs' %s" % (what, sorted(got["kernels"]), want))
        for q, kinds in sorted(got["kernels"].items()):
            check(kinds["CUDA"] == cuda, "%s: %s's CUDA kernel is %r, not the %s one" % (what, q, kinds["CUDA"], cuda))
            check(kinds["CPU"] == "python", "%s: %s's CPU kernel (the refusal) is %r" % (what, q, kinds["CPU"]))

    expect("built against this torch", child({}, site), True, "cpp", "the C++ kernels")
    expect("AKOPS_TORCH_NATIVE=0", child({"AKOPS_TORCH_NATIVE": "0"}, site), False, "python", "AKOPS_TORCH_NATIVE=0")
    # the shipped CUDA kernels' refusals, on fake CUDA tensors (a segfault of one on the
    # GPU machine, session 33, is what this watches for)
    got = child({}, site, "--refusals")
    cases = [c[0] for c in value_refusals(torch, akops.library(), "cpu")]
    check("error" not in got and sorted(got) == sorted(cases), "the CUDA kernels' refusals: %s" % got)
    for what, why in sorted(got.items()):
        check(why is None, "the CUDA kernel's refusal of %s: %s" % (what, why))
        print("refused by the CUDA kernel, %s: %s" % (what, "as the Python kernels" if why is None else why))
    # the same package, its kernels said to be another torch's, then without them
    tmp = tempfile.mkdtemp()
    try:
        shutil.copytree(os.path.join(site, "akops"), os.path.join(tmp, "akops"))
        with open(os.path.join(tmp, "akops", "akops_torch.json"), "w") as f:
            json.dump({"torch": "0.0.1+elsewhere"}, f)
        expect("built against another torch", child({}, tmp), False, "python", "built against torch 0.0.1+elsewhere")
        os.remove(os.path.join(tmp, "akops", "akops_torch.json"))
        os.remove(os.path.join(tmp, "akops", "_torch_ops.so"))
        expect("built without them", child({}, tmp), False, "python", "built without the C++ kernels")
    finally:
        shutil.rmtree(tmp)
    print("torch_native_check: %d failed" % len(fails))
    return 1 if fails else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--report"]:
        print(json.dumps(report()))
        sys.exit(0)
    if sys.argv[1:] == ["--refusals"]:
        print(json.dumps(refusals()))
        sys.exit(0)
    sys.exit(main())
