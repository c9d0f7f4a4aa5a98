"""jaxgen.py: the typed XLA FFI handlers of akops.jax, one an operator, written from the
operators' table (akops_ops.json) as C++ that python/CMakeLists.txt compiles into
libakops.so against JAX's FFI headers (jax.ffi.include_dir()). Nothing per op is
written by hand: a handler takes the op's inputs and inout tensors as operands, its
outputs and inout tensors as results, its scalars as attributes of the spec's type,
XLA's stream and device, and calls akops_<op> with them in the C API's order.

usage: python3 jaxgen.py akops_ops.json OUT.cc
"""
import sys

import gentable

# a scalar's C type, as akops.h declares it and as the attribute is decoded
CTYPE = {"f32": "float", "f64": "double", "i32": "int32_t", "i64": "int64_t"}


def ident(name, what):
    """a name from the table, refused unless it is a C identifier (it is spliced into C++)"""
    return gentable.ident("jaxgen", name, what)


def handler(op):
    """the C++ of one op's handler: its implementation, then its symbol"""
    name = ident(op["op"], "the operator")
    params = op["params"]
    args = [p for p in params if p["role"] in ("in", "inout")]
    rets = [p for p in params if p["role"] in ("out", "inout")]
    scalars = [p for p in params if p["role"] == "scalar"]
    for p in scalars:
        if p.get("type") not in CTYPE:
            raise SystemExit("jaxgen: %s's scalar %s is of type %r, not one of %s"
                             % (name, p["name"], p.get("type"), ", ".join(sorted(CTYPE))))
    sig = ["cudaStream_t stream", "int32_t device"]
    sig += ["ffi::AnyBuffer a_%s" % ident(p["name"], "a tensor") for p in args]
    sig += ["ffi::Result<ffi::AnyBuffer> r_%s" % ident(p["name"], "a tensor") for p in rets]
    sig += ["%s %s" % (CTYPE[p["type"]], ident(p["name"], "a scalar")) for p in scalars]
    tensors = [p for p in params if p["role"] != "scalar"]
    body = ["\takops_jax::Call<%d> c(\"%s\", device);" % (max(len(tensors), 1), name)]
    call, i = [], 0
    for p in params:
        n = p["name"]
        if p["role"] == "scalar":
            call.append(n)
            continue
        if p["role"] == "in":
            call.append("c.tensor(%d, \"%s\", a_%s)" % (i, n, n))
        elif p["role"] == "out":
            call.append("c.tensor(%d, \"%s\", *r_%s)" % (i, n, n))
        else:
            call.append("c.inout(%d, \"%s\", a_%s, *r_%s)" % (i, n, n, n))
        i += 1
    body.append("\treturn c.status(akops_%s(%s, stream));" % (name, ", ".join(call)))
    bind = ["ffi::Ffi::Bind()", ".Ctx<ffi::PlatformStream<cudaStream_t>>()", ".Ctx<ffi::DeviceOrdinal>()"]
    bind += [".Arg<ffi::AnyBuffer>()" for _ in args]
    bind += [".Ret<ffi::AnyBuffer>()" for _ in rets]
    bind += [".Attr<%s>(\"%s\")" % (CTYPE[p["type"]], p["name"]) for p in scalars]
    return "\n".join([
        "/* %s: akops_%s(%s, stream) */" % (name, name, ", ".join(p["name"] for p in params)),
        "static ffi::Error %s_impl(%s)" % (name, ", ".join(sig)),
        "{",
        "\n".join(body),
        "}",
        "XLA_FFI_DEFINE_HANDLER_SYMBOL(akops_jax_%s, %s_impl,\n\t%s);" % (name, name, "\n\t\t".join(bind)),
        "",
    ])


def main():
    gentable.generate(sys.argv, "jaxgen.py", "jax_ffi.h", lambda table: [handler(op) for op in table["ops"]])


if __name__ == "__main__":
    main()
