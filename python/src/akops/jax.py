"""akops as JAX ops: importing this registers, for every operator of the library, its
typed XLA FFI handler (akops_jax_<op> in libakops.so, which python/jaxgen.py writes
from the operators' table) as the CUDA target akops_<op>, and makes

    akops.jax.<op>(inputs..., scalars...)      the outputs, as new arrays

a function that calls it through jax.ffi.ffi_call, usable under jax.jit. None is
written per op: each comes from the table (akops_ops.json). The arguments are the C
API's (akops.h), in its order, the outputs left out, the scalars last with the spec's
defaults. An inout tensor is both an argument and a result (the result aliases it).

- **Devices and streams.** An op runs on the device of its arrays, on XLA's stream.
- **Shapes.** Extra leading dimensions fold into the spec's batch, as in the C API
  (rmsnorm takes x [batch, seq, hidden]; its y is of x's shape).
- **Refusals.** What the package can say when tracing (a dtype no variant takes, a
  rank, sizes that disagree) raises OpError then; what the library refuses (a GPU no
  variant runs on, a scalar out of its range) fails the computation with the
  library's status and reason.
- **Scalars** are attributes of the call, fixed when it is compiled: Python numbers,
  not traced values (under jax.jit, static_argnames).
- **Forward only.** No differentiation rule is registered: jax.grad of an akops op
  raises. Under jax.vmap an op runs once per element (vmap_method "sequential").
"""
import json
import os
import re

try:
    import jax
    import jax.numpy as jnp
    import numpy as np
except ImportError as e:  # said as what to do
    raise ImportError("akops.jax needs JAX (pip install jax, with its CUDA plugin for a GPU): %s" % e) from e

from . import library
from ._ops import OpError

__all__ = ["OpError", "ops", "target"]

# the table's dtype names as JAX's, and back
JAX = {"bf16": jnp.bfloat16, "f16": jnp.float16, "f32": jnp.float32, "f64": jnp.float64, "i32": jnp.int32,
       "i64": jnp.int64}
NAMES = {np.dtype(v): k for k, v in JAX.items()}
# an attribute's type, as the handler decodes it (jaxgen.CTYPE)
SCALAR = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i64": np.int64}


def _version(text):
    """"0.10.2" as (0, 10, 2), for comparing; a part that is not all digits ends it"""
    out = []
    for part in text.split("."):
        m = re.match(r"[0-9]+", part)
        if not m:
            break
        out.append(int(m.group()))
        if m.end() != len(part):
            break
    return tuple(out)


def _built():
    """the jax the handlers were built against (akops_jax.json beside libakops.so);
    ImportError when the package was built without them, or with a newer jax than
    this one (its FFI may lack what the handlers ask of it)"""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "akops_jax.json")
    if not os.path.exists(path):
        raise ImportError("this akops was built without akops.jax's handlers (AKOPS_JAX=OFF, or no jax at build "
                          "time): build it again with jax installed")
    with open(path) as f:
        built = json.load(f)["jax"]
    if _version(jax.__version__) < _version(built):
        raise ImportError("akops.jax was built against jax %s; this jax is %s, older: upgrade jax, or build akops "
                          "again against this one" % (built, jax.__version__))
    return built


BUILT_WITH = _built()


def target(op):
    """the XLA custom call target of an op: akops_<op>"""
    return "akops_" + op


def _register():
    lib = library()
    for name in lib.ops:
        fn = getattr(lib.lib, "akops_jax_" + name, None)
        if fn is None:
            raise ImportError("%s has no handler akops_jax_%s: install the package again" % (lib.path, name))
        jax.ffi.register_ffi_target(target(name), jax.ffi.pycapsule(fn), platform="CUDA")
    return sorted(lib.ops)


def _dtname(x):
    return NAMES.get(np.dtype(x.dtype), str(x.dtype))


def _make(op):
    """the function of one op: its tensors (in, inout) then its scalars, by position or
    name, as the C API orders them"""
    operands = [p for p in op.tensors if p["role"] != "out"]
    results = [p for p in op.tensors if p["role"] != "in"]
    names = [p["name"] for p in operands] + [p["name"] for p in op.scalars]
    # an inout tensor's operand aliases its result
    aliases = {operands.index(p): results.index(p) for p in op.inouts}

    def call(*args, **kwargs):
        if len(args) > len(names):
            raise TypeError("akops.jax.%s takes %d arguments (%s), %d given" % (op.name, len(names),
                                                                               ", ".join(names), len(args)))
        given = dict(zip(names, args))
        for k, v in kwargs.items():
            if k not in names:
                raise TypeError("akops.jax.%s has no argument %s (it has %s)" % (op.name, k, ", ".join(names)))
            if k in given:
                raise TypeError("akops.jax.%s: %s given twice" % (op.name, k))
            given[k] = v
        missing = [p["name"] for p in operands if p["name"] not in given]
        missing += [p["name"] for p in op.scalars if p["name"] not in given and p.get("default") is None]
        if missing:
            raise TypeError("akops.jax.%s: no %s given" % (op.name, ", ".join(missing)))
        arrays = [jnp.asarray(given[p["name"]]) for p in operands]
        try:
            d = op.dtype_of({p["name"]: _dtname(a) for p, a in zip(operands, arrays)})
        except OpError as e:
            wide = [p["name"] for p in operands if any(t in ("i64", "f64") for t in p["dtype"].values())]
            if wide and not jax.config.jax_enable_x64:
                raise OpError("%s (%s is 64-bit, and JAX makes 64-bit arrays only with "
                              "jax.config.update('jax_enable_x64', True))" % (e, ", ".join(wide))) from None
            raise
        sym = op.bind({p["name"]: tuple(a.shape) for p, a in zip(operands, arrays)})
        shapes = dict(zip([p["name"] for p in op.outs], op.out_shapes(sym)))
        out = []
        for p in results:
            if p["role"] == "inout":
                a = arrays[operands.index(p)]
                out.append(jax.ShapeDtypeStruct(a.shape, a.dtype))
            else:
                out.append(jax.ShapeDtypeStruct(tuple(shapes[p["name"]]), JAX[p["dtype"][d]]))
        attrs = {}
        for p in op.scalars:
            v = given.get(p["name"], p.get("default"))
            try:  # a traced value has no number yet (JAX's errors here are TypeErrors)
                attrs[p["name"]] = SCALAR[p["type"]](v)
                if p["type"] in ("i32", "i64") and attrs[p["name"]] != v:
                    raise ValueError("not an integer of its type")
            except (TypeError, ValueError, OverflowError):
                raise TypeError("akops.jax.%s: %s is %r, not an %s; a scalar is an attribute of the call, fixed "
                                "when it is compiled: give a Python number (under jax.jit, static_argnames=\"%s\")"
                                % (op.name, p["name"], v, p["type"], p["name"])) from None
        f = jax.ffi.ffi_call(target(op.name), out, input_output_aliases=aliases or None,
                             vmap_method="sequential")
        res = f(*arrays, **attrs)
        return res[0] if len(res) == 1 else tuple(res)

    call.__name__ = op.name
    call.__qualname__ = op.name
    outs = ", ".join(p["name"] for p in results)
    call.__doc__ = "%s\n\nakops.jax.%s(%s) -> %s (akops_%s, akops.h)" % (
        op.summary or op.name, op.name, ", ".join(
            n if p.get("default") is None else "%s=%r" % (n, p["default"])
            for n, p in zip(names, operands + op.scalars)), outs, op.name)
    return call


def ops():
    """the operators akops.jax has, each a function of this module"""
    return list(_OPS)


_OPS = _register()
for _name in _OPS:
    globals()[_name] = _make(library().ops[_name])
    __all__.append(_name)
del _name
