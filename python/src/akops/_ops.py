"""The operators of the library, as data: akops_ops.json, which akgen writes from the
specs beside akops.h (and the package carries beside libakops.so). Everything the
bindings (akops.torch, akops.jax) say of an op comes from here, not from code per op:
its arguments in the C API's order, their roles, ranks, dtypes and scalar defaults.
Pure Python: nothing here needs torch, jax or a GPU.
"""
import json
import os

# akops_dtype (akops.h), and each dtype's name in PyTorch and NumPy
DTYPES = {"bf16": 1, "f16": 2, "f32": 3, "f64": 4, "i32": 5, "i64": 6}
TORCH = {"bf16": "bfloat16", "f16": "float16", "f32": "float32", "f64": "float64", "i32": "int32",
         "i64": "int64"}
# a scalar's type in a torch.library schema
SCHEMA_SCALAR = {"f32": "float", "f64": "float", "i32": "int", "i64": "int"}


# where bind() and sizes() keep the leading sizes folded into the batch
LEAD = "(leading)"


class OpError(ValueError):
    """what the library would refuse, said before the call (a dtype, a rank, a shape)"""


def load(path=None):
    """the table: akops_ops.json beside this file, else path"""
    path = path or os.path.join(os.path.dirname(os.path.abspath(__file__)), "akops_ops.json")
    with open(path) as f:
        table = json.load(f)
    return table["version"], {o["op"]: Op(o) for o in table["ops"]}


class Op:
    """one operator: op.tensors (name, role, shape) in order, op.scalars, op.outs"""

    def __init__(self, spec):
        self.name = spec["op"]
        self.summary = spec.get("summary", "")
        self.dtypes = list(spec["dtypes"])
        self.params = spec["params"]
        self.tensors = [p for p in self.params if p["role"] != "scalar"]
        self.ins = [p for p in self.tensors if p["role"] == "in"]
        self.outs = [p for p in self.tensors if p["role"] == "out"]
        self.inouts = [p for p in self.tensors if p["role"] == "inout"]
        self.scalars = [p for p in self.params if p["role"] == "scalar"]
        self._dims = [(p["name"], p["shape"]) for p in self.tensors]
        # the symbol a tensor's extra leading dimensions fold into (akops.h: an
        # activation [batch, seq, hidden] is rmsnorm's [rows, cols])
        self.batch = spec.get("batch")

    # ---------------------------------------------------------------- schemas
    def _scalar(self, p):
        default = p.get("default")
        text = "%s %s" % (SCHEMA_SCALAR[p["type"]], p["name"])
        if default is not None:
            text += "=%r" % (float(default) if SCHEMA_SCALAR[p["type"]] == "float" else int(default))
        return text

    def schema(self, out=False):
        """the torch.library schema: functional (the outputs allocated and returned) or
        out= (the outputs given, written in place, nothing returned); an inout
        tensor is mutated in both. Arguments in the C API's order, scalars last."""
        args, alias = [], iter("abcdefghijklmnopqrstuvwxyz")
        for p in self.tensors:
            if p["role"] == "in":
                args.append("Tensor %s" % p["name"])
            elif p["role"] == "inout" or out:
                args.append("Tensor(%s!) %s" % (next(alias), p["name"]))
        args += [self._scalar(p) for p in self.scalars]
        if out or not self.outs:
            ret = "()"
        elif len(self.outs) == 1:
            ret = "Tensor"
        else:
            ret = "(%s)" % ", ".join("Tensor" for _ in self.outs)
        return "(%s) -> %s" % (", ".join(args), ret)

    def mutated(self, out=False):
        """the names of the arguments the op writes"""
        return tuple(p["name"] for p in self.tensors if p["role"] == "inout" or (out and p["role"] == "out"))

    # ---------------------------------------------------------------- shapes
    def dtype_of(self, given):
        """the op's dtype (a key of each param's dtype table) that the given tensors'
        dtypes ({name: "bf16"...}, the inputs at least) fit; OpError if none does"""
        for d in self.dtypes:
            if all(given.get(p["name"], p["dtype"][d]) == p["dtype"][d] for p in self.tensors):
                return d
        want = "; ".join("%s %s" % (p["name"], " | ".join(sorted(set(p["dtype"].values())))) for p in self.tensors)
        have = ", ".join("%s %s" % kv for kv in given.items())
        raise OpError("akops::%s: no dtype of the library's takes %s (it takes %s, alike in each call)"
                      % (self.name, have, want))

    def fold(self, dims, shape):
        """a tensor's shape with its extra leading dimensions folded into the batch
        (when its spec's first dimension is the batch), and those leading sizes (None
        when there are none to fold)"""
        extra = len(shape) - len(dims)
        if extra <= 0 or not dims or dims[0] != self.batch:
            return shape, None
        lead = tuple(shape[:extra + 1])
        n = 1
        for s in lead:
            n = n * s
        return (n,) + tuple(shape[extra + 1:]), lead

    def sizes(self, shapes):
        """bind() for a call: the symbols' sizes, the same OpError when they do not
        agree, with no work spent on messages while they do"""
        sym = {}
        try:
            for name, dims in self._dims:
                shape = shapes.get(name)
                if shape is None:
                    continue
                if len(shape) != len(dims):
                    shape, lead = self.fold(dims, shape)
                    if lead is None or sym.setdefault(LEAD, lead) != lead:
                        raise OpError
                for s, size in zip(dims, shape):
                    if isinstance(s, int):
                        if size != s:
                            raise OpError
                    elif sym.setdefault(s, size) != size:
                        raise OpError
        except OpError:
            return self.bind(shapes)
        return sym

    def bind(self, shapes, check=None):
        """the symbols' sizes from the shapes of the given tensors ({name: shape}):
        each tensor of its spec's rank, a symbol the same size wherever it appears
        (check(a, b, what) is asked for each equality when given: under tracing the
        sizes may be symbolic; else they are compared here); OpError when not"""
        sym = {}
        for p in self.tensors:
            if p["name"] not in shapes:
                continue
            shape = list(shapes[p["name"]])
            if len(shape) != len(p["shape"]):
                folded, lead = self.fold(p["shape"], shape)
                if lead is None:
                    raise OpError("akops::%s: %s has %d dimensions, the op takes %d [%s]%s" % (
                        self.name, p["name"], len(shape), len(p["shape"]), ", ".join(str(s) for s in p["shape"]),
                        " (more only before %s)" % self.batch if p["shape"] and p["shape"][0] == self.batch else ""))
                if LEAD not in sym:
                    sym[LEAD] = (lead, p["name"])
                elif check is not None:
                    for a, b in zip(lead, sym[LEAD][0]):
                        check(a, b, "akops::%s: %s's leading sizes must be %s's" % (self.name, p["name"],
                                                                                   sym[LEAD][1]))
                    check(len(lead), len(sym[LEAD][0]), "akops::%s: %s's leading dimensions must be %s's" % (
                        self.name, p["name"], sym[LEAD][1]))
                elif tuple(lead) != tuple(sym[LEAD][0]):
                    raise OpError("akops::%s: %s's leading sizes %s are not %s's %s" % (
                        self.name, p["name"], list(lead), sym[LEAD][1], list(sym[LEAD][0])))
                shape = list(folded)
            for k, (s, size) in enumerate(zip(p["shape"], shape)):
                what = "%s.shape[%d] (%s)" % (p["name"], k, s)
                if isinstance(s, int):
                    sym_size, name = s, None
                elif s in sym:
                    sym_size, name = sym[s][0], sym[s][1]
                else:
                    sym[s] = (size, what)
                    continue
                if check is not None:
                    check(size, sym_size, "akops::%s: %s must equal %s" % (self.name, what, name or sym_size))
                elif size != sym_size:
                    raise OpError("akops::%s: %s is %s, expected %s (as %s)" % (
                        self.name, what, size, sym_size, name or "the spec says"))
        return {k: v[0] for k, v in sym.items()}

    def out_shapes(self, sym):
        """each output's shape, from the symbols' sizes (an output of the batch with
        the inputs' leading dimensions, when they had some to fold)"""
        lead = sym.get(LEAD)
        out = []
        for p in self.outs:
            shape = [sym[s] if isinstance(s, str) else s for s in p["shape"]]
            if lead is not None and p["shape"] and p["shape"][0] == self.batch:
                shape = list(lead) + shape[1:]
            out.append(shape)
        return out
