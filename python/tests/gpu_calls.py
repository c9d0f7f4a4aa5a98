"""Every op and dtype of akops.torch called on the GPU, each in a child process of its own,
so that a crash in one kernel (a segfault in the C++ kernels, say) is placed and does not
hide the others: the functional form on gpu_check's samples, then the out= form (the
last line the child wrote says which). Prints one line an op and dtype, and a JSON
summary; exits 1 when a call failed. Then each of gpu_check's refusals, each in a child of
its own too (a crash in the C++ kernels' refusal of a shape, session 33, hid the rest).

usage: python3 python/tests/gpu_calls.py [OUT.json]
A refusal killed by a signal runs again under $GDB (a gdb or cuda-gdb) where it is set,
for the native stack.
"""
import json
import os
import subprocess
import sys

CHILD = r'''
import sys
import torch
import akops, akops.torch
sys.path.insert(0, %(here)r)
from gpu_check import crash_reports, fn, outs, sample
crash_reports()
op = akops.library().ops[%(op)r]
args = sample(op, %(d)r)
print("functional", file=sys.stderr, flush=True)
fn(op.name)(*args)
torch.cuda.synchronize()
print("out=", file=sys.stderr, flush=True)
fn(op.name + "_out")(*(args[:len(op.ins)] + outs(op, %(d)r) + args[len(op.ins):]))
torch.cuda.synchronize()
'''

# one of gpu_check's refusals, by name
REFUSAL = r'''
import sys
import torch
import akops, akops.torch
sys.path.insert(0, %(here)r)
from gpu_check import crash_reports, refusal_cases
crash_reports()
what, call, want, says = next(c for c in refusal_cases() if c[0] == %(what)r)
try:
    call()
    sys.exit("not refused")
except want as e:
    if says not in str(e):
        sys.exit("refused, but not saying %%r: %%s" %% (says, e))
'''


def child(argv, key, res, failed, tail):
    """argv run as a child; its result under key in res (the last tail characters of its
    stderr where it failed, and key in failed); the finished process"""
    p = subprocess.run(argv, capture_output=True, text=True, timeout=600)
    res[key] = "ok" if p.returncode == 0 else "exit %d: %s" % (p.returncode, p.stderr[-tail:])
    print("%s: %s" % (key, res[key]), flush=True)
    if p.returncode:
        failed.append(key)
    return p


def main():
    import akops
    here = os.path.dirname(os.path.abspath(__file__))
    res, failed = {}, []
    for op in akops.library().ops.values():
        for d in op.dtypes:
            child([sys.executable, "-c", CHILD % {"here": here, "op": op.name, "d": d}], "%s %s" % (op.name, d),
                  res, failed, 1500)
    from gpu_check import refusal_cases
    gdb = os.environ.get("GDB")
    for what in [c[0] for c in refusal_cases()]:
        argv = [sys.executable, "-c", REFUSAL % {"here": here, "what": what}]
        if child(argv, "refusal " + what, res, failed, 3000).returncode < 0 and gdb:
            # killed by a signal: again under the debugger, for the native stack
            g = subprocess.run([gdb, "-batch", "-ex", "run", "-ex", "bt 40", "--args"] + argv,
                               capture_output=True, text=True, timeout=600)
            res["refusal %s (debugger)" % what] = (g.stdout + g.stderr)[-6000:]
    text = json.dumps({"calls": res, "failed": failed}, indent=1)
    print(text)
    if len(sys.argv) > 1:
        with open(sys.argv[1], "w") as f:
            f.write(text)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
