"""akops as PyTorch ops: importing this registers, for every operator of the library,

    torch.ops.akops.<op>(inputs..., scalars...)           the outputs allocated, returned
    torch.ops.akops.<op>_out(inputs..., outputs..., scalars...)   written in place

as torch.library custom ops (akops::<op>, akops::<op>_out), generated from the
operators' table (akops_ops.json), none by hand. Each runs on its tensors' CUDA device
and PyTorch's current stream there; each has a fake (meta) implementation, so that
torch.compile traces a model that calls them with no graph break, and
torch.library.opcheck accepts them. The arguments are the C API's (akops.h), in its
order, scalars last with the spec's defaults; the tensors are of the spec's rank
(rmsnorm's x is [rows, cols]: a [batch, seq, hidden] activation is passed as
x.view(-1, hidden)).

Forward only: akops registers no backward. An op called with grad enabled on a tensor
that requires grad raises (AkopsNoGrad) instead of giving a graph that cannot be
differentiated; run it under torch.no_grad() or on detached tensors.

What the library refuses (a dtype, a rank, a shape, a tensor off the GPU, a layout
its kernels do not take, an output overlapping an input) raises OpError or AkopsError
with the library's own reason.
"""
import threading

import torch

from . import library
from ._lib import AkopsError, Packer
from ._ops import TORCH, OpError

__all__ = ["AkopsError", "AkopsNoGrad", "OpError", "ops"]

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


def _packer():
    p = getattr(_local, "packer", None)
    if p is None:
        p = _local.packer = Packer(_MAXTENSORS)
    return p


def _launch(op, tensors, scalars, dev, d):
    """akops_<op> on dev's current stream, the tensors by name, the scalars by name"""
    pk, args, i = _packer(), [], 0
    for p in op.params:
        if p["role"] == "scalar":
            args.append(scalars[p["name"]])
        else:
            t = tensors[p["name"]]
            args.append(pk.pack(i, t.data_ptr(), p["dtype"][d], t.shape, t.stride(), dev.index))
            i += 1
    if dev.index != torch.cuda.current_device():
        with torch.cuda.device(dev):
            library().call(op.name, args, _rawstream(dev.index))
    else:
        library().call(op.name, args, _rawstream(dev.index))


def _split(op, names, args):
    """the call's tensors and scalars by name; a scalar left out has its default
    (the dispatcher passes only what the caller gave)"""
    named = dict(zip(names, args))
    tensors = {p["name"]: named[p["name"]] for p in op.tensors if p["name"] in named}
    scalars = {p["name"]: named.get(p["name"], p.get("default")) for p in op.scalars}
    return tensors, scalars


def _functional(op, names):
    def run(*args):
        tensors, scalars = _split(op, names, args)
        dev = _device(op, tensors)
        d = op.dtype_of({n: _dtname(t) for n, t in tensors.items()})
        sym = op.sizes({n: t.shape for n, t in tensors.items()})
        outs = [torch.empty(s, dtype=TYPES[p["dtype"][d]], device=dev) for p, s in zip(op.outs, op.out_shapes(sym))]
        tensors.update({p["name"]: t for p, t in zip(op.outs, outs)})
        _launch(op, tensors, scalars, dev, d)
        return _result(outs)
    return run


def _outform(op, names):
    def run(*args):
        tensors, scalars = _split(op, names, args)
        if torch.is_grad_enabled() and any(t.requires_grad for t in tensors.values()):
            # a mutating op takes no autograd formula: said here, before the work
            raise AkopsNoGrad(NOGRAD % ("akops::%s_out" % op.name))
        dev = _device(op, tensors)
        d = op.dtype_of({n: _dtname(t) for n, t in tensors.items()})
        op.sizes({n: t.shape for n, t in tensors.items()})
        _launch(op, tensors, scalars, dev, d)
    return run


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
        d = op.dtype_of({n: _dtname(t) for n, t in tensors.items()})
        sym = op.bind({n: tuple(t.shape) for n, t in tensors.items()}, check=_check)
        if out:
            return None
        some = next(iter(tensors.values()))
        return _result([some.new_empty(s, dtype=TYPES[p["dtype"][d]]) for p, s in zip(op.outs, op.out_shapes(sym))])
    return run


NOGRAD = ("%s is forward only (akops registers no backward), and an input requires grad: call it under "
          "torch.no_grad(), or on detached tensors")


def _nograd(opname):
    def setup_context(ctx, inputs, output):
        raise AkopsNoGrad(NOGRAD % opname)

    def backward(ctx, *grads):
        raise AkopsNoGrad("akops::%s has no backward" % opname)
    return setup_context, backward


def _names(op, out):
    """the schema's argument names, in its order"""
    return [p["name"] for p in op.tensors if p["role"] != "out" or out] + [p["name"] for p in op.scalars]


def _register(op):
    made = {}
    for out in (False, True):
        name = "akops::%s%s" % (op.name, "_out" if out else "")
        names = _names(op, out)
        fn = (_outform if out else _functional)(op, names)
        fn.__name__ = name.replace("::", "_")
        c = torch.library.custom_op(name, fn, mutates_args=op.mutated(out), schema=op.schema(out))
        c.register_fake(_fake(op, names, out))
        if not out and not op.inouts:
            setup_context, backward = _nograd(name)
            c.register_autograd(backward, setup_context=setup_context)
        made[name] = c
    return made


def _registerall():
    made = {}
    for op in library().ops.values():
        made.update(_register(op))
    return made


# the most tensors an op takes (one Packer a thread holds that many)
_MAXTENSORS = max(len(op.tensors) for op in library().ops.values())
# every op, registered once, on import
REGISTERED = _registerall()


def ops():
    """the registered ops' names: akops::<op> and akops::<op>_out for each operator"""
    return sorted(REGISTERED)
