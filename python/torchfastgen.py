"""torchfastgen.py: the eager entry points of akops.torch, two an operator (akops.torch.<op>
and akops.torch.<op>_out), written from the operators' table (akops_ops.json) as the C++
of a Python extension, akops/_torch_fast, that python/CMakeLists.txt compiles against
PyTorch's headers beside akops/_torch_ops.so. Each takes the arguments of the schema
akops.torch defines for its form (akops._ops.Op.schema: the C API's order, the outputs
left out of the functional form, the scalars last with the spec's defaults), positional
or by name, and calls akops::<op> or akops::<op>_out through the dispatcher's typed
handle, the arguments converted first and the GIL released for the call; torch_fast.h
does the work they share and says why.

usage: python3 torchfastgen.py akops_ops.json OUT.cc
"""
import sys

import gentable

# a scalar's type in the schema's C++ signature, and how torch_fast.h converts it
SIGTYPE = {"f32": "double", "f64": "double", "i32": "int64_t", "i64": "int64_t"}
KIND = {"double": "akops_fast::REAL", "int64_t": "akops_fast::INTEGER"}
CONVERT = {"double": "real", "int64_t": "integer"}


def ident(name, what):
    """a name from the table, refused unless it is a C identifier (it is spliced into C++)"""
    return gentable.ident("torchfastgen", name, what)


def form(op, name, out):
    """one form's argument table and entry point"""
    params = op["params"]
    tensors = [p for p in params if p["role"] != "scalar" and (out or p["role"] != "out")]
    scalars = [p for p in params if p["role"] == "scalar"]
    outs = [p for p in params if p["role"] == "out"]
    bare = "%s%s" % (name, "_out" if out else "")
    args, sig, call, conv = [], [], [], []
    for i, p in enumerate(tensors):
        args.append("{\"%s\", akops_fast::TENSOR, false}" % ident(p["name"], "a tensor"))
        sig.append("const at::Tensor &")
        conv.append("\tconst at::Tensor &t%d = akops_fast::tensor(a[%d]);" % (i, i))
        call.append("t%d" % i)
    for k, p in enumerate(scalars):
        t = SIGTYPE.get(p.get("type"))
        if t is None:
            raise SystemExit("torchfastgen: %s's scalar %s is of type %r, not one of %s"
                             % (name, p["name"], p.get("type"), ", ".join(sorted(SIGTYPE))))
        default = p.get("default")
        args.append("{\"%s\", %s, %s}" % (ident(p["name"], "a scalar"), KIND[t],
                                          "false" if default is None else "true"))
        sig.append(t)
        dflt = "0" if default is None else (repr(float(default)) if t == "double" else "%dLL" % int(default))
        conv.append("\tconst %s s%d = akops_fast::%s(%s_form, %d, a[%d], %s);" % (
            t, k, CONVERT[t], bare, len(tensors) + k, len(tensors) + k, dflt))
        call.append("s%d" % k)
    if out or not outs:
        ret, back = "void", None
    elif len(outs) == 1:
        ret, back = "at::Tensor", "\treturn akops_fast::wrap(std::move(r));"
    else:
        ret = "std::tuple<%s>" % ", ".join("at::Tensor" for _ in outs)
        back = "\n".join(["\tPyObject *t = PyTuple_New(%d);" % len(outs), "\tif (!t)", "\t\treturn nullptr;"] +
                         ["\tPyTuple_SET_ITEM(t, %d, akops_fast::wrap(std::move(std::get<%d>(r))));" % (i, i)
                          for i in range(len(outs))] + ["\treturn t;"])
    n = len(args)
    lines = [
        "/* akops.torch.%s: akops::%s */" % (bare, bare),
        "static const akops_fast::Arg %s_args[] = {%s};" % (bare, ", ".join(args)),
        "static const akops_fast::Form %s_form = {\"akops.torch.%s\", %d, %s_args};" % (bare, bare, n, bare),
        "static PyObject *%s(PyObject *, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)" % bare,
        "{",
        "\tHANDLE_TH_ERRORS",
        "\tPyObject *a[%d];" % n,
        "\tswitch (akops_fast::parse(%s_form, args, nargs, kwnames, a)) {" % bare,
        "\tcase -1:", "\t\treturn nullptr;", "\tcase 1:", "\t\tPy_RETURN_NOTIMPLEMENTED;", "\t}",
        "\tstatic const auto op = c10::Dispatcher::singleton().findSchemaOrThrow(\"akops::%s\", \"\")" % bare,
        "\t\t\t\t\t.typed<%s(%s)>();" % (ret, ", ".join(sig)),
    ]
    # the arguments converted under the GIL, the call made without it
    lines += conv
    if ret == "void":
        lines += ["\t{", "\t\takops_fast::NoGil nogil;", "\t\top.call(%s);" % ", ".join(call), "\t}",
                  "\tPy_RETURN_NONE;"]
    else:
        lines += ["\t%s r;" % ret, "\t{", "\t\takops_fast::NoGil nogil;",
                  "\t\tr = op.call(%s);" % ", ".join(call), "\t}", back]
    lines += ["\tEND_HANDLE_TH_ERRORS", "}", ""]
    return "\n".join(lines)


def body(table):
    """each op's two entry points, then the module"""
    text, names = [], []
    for op in table["ops"]:
        name = ident(op["op"], "the operator")
        for out in (False, True):
            text.append(form(op, name, out))
            names.append(name + ("_out" if out else ""))
    text += ["static PyMethodDef methods[] = {"]
    text += ["\t{\"%s\", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)(void)>(%s)), "
             "METH_FASTCALL | METH_KEYWORDS, \"akops::%s through the dispatcher\"}," % (n, n, n) for n in names]
    text += ["\t{nullptr, nullptr, 0, nullptr},", "};", "",
             "static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, \"akops._torch_fast\", "
             "\"akops.torch's eager entry points (python/torchfastgen.py)\", -1, methods, nullptr, nullptr, nullptr, "
             "nullptr};", "",
             "extern \"C\" __attribute__((visibility(\"default\"))) PyObject *PyInit__torch_fast(void)",
             "{", "\treturn PyModule_Create(&module);", "}", ""]
    return text


def main():
    gentable.generate(sys.argv, "torchfastgen.py", "torch_fast.h", body)


if __name__ == "__main__":
    main()
