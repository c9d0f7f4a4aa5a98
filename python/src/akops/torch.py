"""akops as PyTorch ops: importing this registers, for every operator of the library,

    torch.ops.akops.<op>(inputs..., scalars...)           the outputs allocated, returned
    torch.ops.akops.<op>_out(inputs..., outputs..., scalars...)   written in place

as torch.library ops (akops::<op>, akops::<op>_out) defined by their schemas and
generated from the operators' table (akops_ops.json), none by hand. Each runs on its
tensors' CUDA device and PyTorch's current stream there; each has a fake (meta)
implementation, so that torch.compile traces a model that calls them with no graph
break, and torch.library.opcheck accepts them. The arguments are the C API's (akops.h),
in its order, scalars last with the spec's defaults; the tensors are of the spec's
rank, or have extra leading dimensions that fold into the spec's batch (rmsnorm takes
x [rows, cols] or [batch, seq, hidden]).

The schemas, the fake kernels and the CPU kernel (a refusal) are defined here; the CUDA
kernels are C++ (akops/_torch_ops.so, which python/torchopsgen.py writes from the table
when the wheel is built), loaded with torch.ops.load_library when the package was built
against this very torch: a call then costs what a native op's dispatch does. Otherwise,
or with AKOPS_TORCH_NATIVE=0 in the environment, the CUDA kernels are the Python ones
below, registered with the dispatcher (torch.library.Library): a call checks its tensors
once a thread for each signature (dtypes, shapes, strides, device) and afterwards only
packs their data pointers into the DLTensors it keeps, and calls the library through
ctypes. `native` says which it is, `native_reason` why. The C++ kernels raise c10's
exceptions with the Python kernels' messages: ValueError for what OpError says,
RuntimeError for AkopsNoGrad's and AkopsError's.

The same ops are functions of this module, akops.torch.<op> and akops.torch.<op>_out,
with the same arguments, positional or by name. In eager code they call the op through
the dispatcher from C (akops/_torch_fast, python/torchfastgen.py, built with the C++
kernels), as torch.add's own binding does, past the torch.ops packet's Python layer (a
microsecond or more a call: bench/hostcost.py); under torch.compile or torch.export, and
for what that entry point leaves (tensor subclasses, torch function modes), they call
torch.ops.akops.<op>. `fast` says which, `fast_reason` why (AKOPS_TORCH_FAST=0 in the
environment: always torch.ops).

Forward only: akops registers no backward. An op called with grad enabled on a tensor
that requires grad raises (AkopsNoGrad) instead of giving a graph that cannot be
differentiated; run it under torch.no_grad() or on detached tensors.

What the library refuses (a dtype, a rank, a shape, a tensor off the GPU, a layout
its kernels do not take, an output overlapping an input) raises OpError or AkopsError
with the library's own reason.
"""
import json
import os
import threading

try:
    import torch
except ImportError as e:  # said as what to do
    raise ImportError("akops.torch needs PyTorch (pip install torch): %s" % e) from e

from . import library
from ._lib import AkopsError, Packer
from ._ops import TORCH, OpError

__all__ = ["AkopsError", "AkopsNoGrad", "OpError", "native", "native_reason", "ops"]

NAMES = {getattr(torch, v): k for k, v in TORCH.items()}
TYPES = {k: getattr(torch, v) for k, v in TORCH.items()}


class AkopsNoGrad(RuntimeError):
    """an akops op called where autograd would need its backward"""


def _dtname(t):
    return NAMES.get(t.dtype, str(t.dtype).replace("torch.", ""))


def _device(op, tensors):
    """the one CUDA device of the op's tensors; OpError when one is elsewhere"""
    dev = None
    for name, t in tensors.items():
        if t.device.type != "cuda":
            raise OpError("akops::%s: %s is on %s; akops runs on CUDA devices" % (op.name, name, t.device))
        if dev is None:
            dev = t.device
        elif t.device != dev:
            raise OpError("akops::%s: %s is on %s, the other tensors on %s" % (op.name, name, t.device, dev))
    return dev


_local = threading.local()
try:  # the current stream's handle, as Inductor's generated code asks for it
    _rawstream = torch._C._cuda_getCurrentRawStream
except AttributeError:  # pragma: no cover (older PyTorch)
    def _rawstream(index):
        return torch.cuda.current_stream(index).cuda_stream
try:
    _curdev = torch._C._cuda_getDevice
except AttributeError:  # pragma: no cover
    _curdev = torch.cuda.current_device

# the calls a thread keeps (signatures of dtypes, shapes, strides and device), at most
_KEPT = 512


class _Prepared:
    """what a call of one form of an op with one signature (its given tensors' dtypes,
    shapes, strides and device) needs beyond its data: the dtype, the outputs' shapes and
    dtypes, and its DLTensors packed but for their data pointers, with the C API's
    argument list around them. Made once a thread by _prepare, which checks the call
    as the package says its refusals; the library checks every call again itself."""
    __slots__ = ("dev", "outs", "pk", "argv", "spots")

    def __init__(self, op, d, dev, given, outs):
        self.dev = dev
        self.outs = outs
        self.pk = Packer(len(op.tensors))
        self.argv, self.spots = [], []
        shapes = dict(given)
        shapes.update({p["name"]: (s, _contiguous(s)) for p, (s, _) in zip(op.outs, outs)})
        i = 0
        for k, p in enumerate(op.params):
            if p["role"] == "scalar":
                self.argv.append(None)
                self.spots.append(k)
                continue
            shape, strides = shapes[p["name"]]
            self.argv.append(self.pk.pack(i, 0, p["dtype"][d], shape, strides, dev.index))
            i += 1


def _contiguous(shape):
    out, n = [], 1
    for s in reversed(shape):
        out.append(n)
        n *= s
    return tuple(reversed(out))


def _prepare(op, given, kept, key):
    """the _Prepared of a call whose tensors are given ({name: tensor}, the outputs too
    in the out= form), checked: OpError for what the package refuses"""
    dev = _device(op, given)
    d = op.dtype_of({n: _dtname(t) for n, t in given.items()})
    sym = op.sizes({n: t.shape for n, t in given.items()})
    outs = []
    if not any(p["name"] in given for p in op.outs):
        outs = [(tuple(s), TYPES[p["dtype"][d]]) for p, s in zip(op.outs, op.out_shapes(sym))]
    if len(kept) >= _KEPT:
        kept.clear()
    prep = kept[key] = _Prepared(op, d, dev, {n: (tuple(t.shape), tuple(t.stride())) for n, t in given.items()},
                                 outs)
    return prep


def _kept():
    kept = getattr(_local, "kept", None)
    if kept is None:
        kept = _local.kept = {}
    return kept


def _kernel(op, out):
    """the CUDA kernel of akops::<op> (out False: the outputs allocated and returned) or
    akops::<op>_out: the dispatcher gives it the schema's arguments in order, defaults
    filled in. A call whose signature this thread has seen only packs its tensors'
    data pointers and calls the library."""
    lib = library()
    fn, last_error = lib.fns[op.name], lib.last_error
    names = [p["name"] for p in op.tensors if p["role"] != "out" or out]
    ntensors = len(names)
    qname = "akops::%s%s" % (op.name, "_out" if out else "")
    nograd = NOGRAD % qname
    scalars = op.scalars
    outnames = [] if out else [p["name"] for p in op.outs]
    mutated = [names.index(n) for n in op.mutated(out)]
    # each tensor's DLTensor: the C API's order (op.tensors), wherever the schema has it
    order = [p["name"] for p in op.tensors]
    given_slots = [order.index(n) for n in names]
    made_slots = [order.index(n) for n in outnames]

    def run(*args):
        tensors = args[:ntensors]
        if torch.is_grad_enabled() and any(t.requires_grad for t in tensors):
            raise AkopsNoGrad(nograd)
        key = tuple((t.dtype, t.shape, t.stride(), t.device) for t in tensors)
        kept = _kept()
        prep = kept.get((qname, key))
        if prep is None:
            prep = _prepare(op, dict(zip(names, tensors)), kept, (qname, key))
        dev = prep.dev
        made = [torch.empty(s, dtype=dt, device=dev) for s, dt in prep.outs]
        pk = prep.pk
        for i, t in zip(given_slots, tensors):
            pk.data(i, t.data_ptr())
        for i, t in zip(made_slots, made):
            pk.data(i, t.data_ptr())
        argv = prep.argv
        if scalars:
            argv = list(argv)
            vals = args[ntensors:]
            for k, spot in enumerate(prep.spots):
                argv[spot] = vals[k] if k < len(vals) else scalars[k].get("default")
        for i in mutated:  # as PyTorch's own in-place ops do, for autograd's checks
            torch.autograd.graph.increment_version(tensors[i])
        if dev.index != _curdev():
            with torch.cuda.device(dev):
                status = fn(*argv, _rawstream(dev.index))
        else:
            status = fn(*argv, _rawstream(dev.index))
        if status != 0:
            raise AkopsError(status, last_error())
        if not outnames:
            return None
        return made[0] if len(made) == 1 else tuple(made)
    run.__name__ = qname.replace("::", "_")
    return run


def _split(op, names, args):
    """the call's tensors and scalars by name; a scalar left out has its default"""
    named = dict(zip(names, args))
    tensors = {p["name"]: named[p["name"]] for p in op.tensors if p["name"] in named}
    scalars = {p["name"]: named.get(p["name"], p.get("default")) for p in op.scalars}
    return tensors, scalars


def _result(outs):
    if not outs:
        return None
    return outs[0] if len(outs) == 1 else tuple(outs)


def _check(a, b, msg):
    """sizes that must agree: OpError when they are numbers that do not, a guard of
    the trace when they are symbolic"""
    if isinstance(a, int) and isinstance(b, int):
        if a != b:
            raise OpError(msg)
    else:
        torch._check(a == b, lambda: msg)


def _fake(op, names, out):
    """the outputs' shapes and dtypes from the inputs', as the op would make them; the
    sizes may be symbolic (torch.compile's dynamic shapes)"""
    def run(*args):
        tensors, _ = _split(op, names, args)
        if torch.is_grad_enabled() and any(t.requires_grad for t in tensors.values()):
            raise AkopsNoGrad(NOGRAD % ("akops::%s%s" % (op.name, "_out" if out else "")))
        d = op.dtype_of({n: _dtname(t) for n, t in tensors.items()})
        sym = op.bind({n: tuple(t.shape) for n, t in tensors.items()}, check=_check)
        if out:
            return None
        some = next(iter(tensors.values()))
        return _result([some.new_empty(s, dtype=TYPES[p["dtype"][d]]) for p, s in zip(op.outs, op.out_shapes(sym))])
    return run


NOGRAD = ("%s is forward only (akops registers no backward), and an input requires grad: call it under "
          "torch.no_grad(), or on detached tensors")


def _names(op, out):
    """the schema's argument names, in its order"""
    return [p["name"] for p in op.tensors if p["role"] != "out" or out] + [p["name"] for p in op.scalars]


# the akops namespace: its ops' schemas, kernels and fake kernels
_LIB = torch.library.Library("akops", "DEF")


def _register(op):
    """akops::<op> and akops::<op>_out: each defined by its schema, its kernel on the CPU
    (which it refuses with OpError, as a tensor off the GPU), and its fake kernel for
    tracing; {name: Python kernel} for CUDA, registered unless the C++ kernels are
    (_native). No autograd kernel: the kernels refuse a call that autograd would need a
    backward for (AkopsNoGrad)."""
    made = {}
    for out in (False, True):
        bare = op.name + ("_out" if out else "")
        _LIB.define(bare + op.schema(out))
        kernel = _kernel(op, out)
        _LIB.impl(bare, kernel, "CPU")
        torch.library.register_fake("akops::" + bare, _fake(op, _names(op, out), out), lib=_LIB)
        made[bare] = kernel
    return made


# the C++ kernels (torchopsgen.py) and the torch they were built against, beside this file
NATIVE_LIB = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_torch_ops.so")
NATIVE_JSON = os.path.join(os.path.dirname(os.path.abspath(__file__)), "akops_torch.json")


def _native():
    """(True, what) when the C++ CUDA kernels are loaded (torch.ops.load_library, after
    the schemas are defined), else (False, why not): asked not to (AKOPS_TORCH_NATIVE=0),
    a package built without them, or against another torch than this one (their C++ ABI
    is that torch's)"""
    if os.environ.get("AKOPS_TORCH_NATIVE", "") == "0":
        return False, "AKOPS_TORCH_NATIVE=0: the Python kernels, as asked"
    if not os.path.exists(NATIVE_JSON) or not os.path.exists(NATIVE_LIB):
        return False, ("this akops was built without the C++ kernels (AKOPS_TORCH=OFF, or no torch importable "
                       "when it was built): the Python kernels; build it with pip's --no-build-isolation "
                       "against this torch for the C++ ones")
    try:
        with open(NATIVE_JSON) as f:
            built = json.load(f)["torch"]
    except (OSError, ValueError, KeyError) as e:
        return False, "%s is unreadable (%s): the Python kernels" % (NATIVE_JSON, e)
    if built != torch.__version__:
        return False, ("the C++ kernels were built against torch %s, this is torch %s: the Python kernels; "
                       "build akops again against this torch (pip's --no-build-isolation)"
                       % (built, torch.__version__))
    try:
        torch.ops.load_library(NATIVE_LIB)
    except OSError as e:
        return False, "%s did not load (%s): the Python kernels" % (NATIVE_LIB, e)
    return True, "the C++ kernels of %s, built against torch %s" % (NATIVE_LIB, built)


def _registerall():
    """every op's schemas, CPU and fake kernels, then its CUDA kernels: the C++ ones
    or, failing them, the Python ones, never both"""
    global native, native_reason
    kernels = {}
    for op in library().ops.values():
        kernels.update(_register(op))
    native, native_reason = _native()
    if not native:
        for bare, kernel in kernels.items():
            _LIB.impl(bare, kernel, "CUDA")
    return ["akops::" + bare for bare in kernels]


# whether the CUDA kernels are the C++ ones (and why, or why not): set by _registerall
native = False
native_reason = ""
# every op, registered once, on import
REGISTERED = _registerall()


def _fastpath():
    """(akops._torch_fast, what) when the eager entry points are there for this torch,
    else (None, why not): asked not to (AKOPS_TORCH_FAST=0), a package built without them,
    or against another torch (they are C++ of that torch's ABI, as the kernels are)"""
    if os.environ.get("AKOPS_TORCH_FAST", "") == "0":
        return None, "AKOPS_TORCH_FAST=0: every call through torch.ops, as asked"
    try:
        with open(NATIVE_JSON) as f:
            built = json.load(f)
    except (OSError, ValueError) as e:
        return None, "no eager entry points (%s): every call through torch.ops" % e
    if built.get("torch") != torch.__version__:
        return None, ("the eager entry points were built against torch %s, this is torch %s: every call through "
                      "torch.ops" % (built.get("torch"), torch.__version__))
    if built.get("fast", "") != "":
        return None, "no eager entry points (%s): every call through torch.ops" % built["fast"]
    try:
        from . import _torch_fast
    except ImportError as e:
        return None, "akops._torch_fast did not import (%s): every call through torch.ops" % e
    return _torch_fast, "the C entry points of %s" % _torch_fast.__file__


_compiling = torch.compiler.is_compiling


def _entry(bare, fastmod):
    """akops.torch.<bare>: the op with the schema's arguments, positional or by name. In
    eager code its C entry point (akops._torch_fast) where the package has one; under
    torch.compile or torch.export, and for a call the entry point leaves (NotImplemented:
    not plain tensors, a __torch_function__ override or mode), torch.ops.akops.<bare>,
    which is what the entry point calls through the dispatcher in any case"""
    packet = getattr(torch.ops.akops, bare)
    fn = getattr(fastmod, bare, None) if fastmod is not None else None
    if fn is None:
        def call(*args, **kwargs):
            return packet(*args, **kwargs)
    else:
        def call(*args, **kwargs):
            if not _compiling():
                r = fn(*args, **kwargs)
                if r is not NotImplemented:
                    return r
            return packet(*args, **kwargs)
    call.__name__ = call.__qualname__ = bare
    call.__doc__ = "akops::%s%s: torch.ops.akops.%s, its arguments positional or by name%s" % (
        bare, str(packet.default._schema).split(bare, 1)[1], bare, "" if fn is None else
        ", in eager code through a C entry point (a microsecond or more quicker a call)")
    return call


def _entries():
    """every op's two forms as functions of this module (akops.torch.rmsnorm, ...)"""
    global fast, fast_reason
    fastmod, fast_reason = _fastpath()
    fast = fastmod is not None
    names = []
    for q in REGISTERED:
        bare = q.split("::", 1)[1]
        globals()[bare] = _entry(bare, fastmod)
        names.append(bare)
    return names


# whether akops.torch.<op> calls a C entry point in eager code (and why, or why not)
fast = False
fast_reason = ""
__all__ += ["fast", "fast_reason"] + _entries()


def ops():
    """the registered ops' names: akops::<op> and akops::<op>_out for each operator"""
    return sorted(REGISTERED)
