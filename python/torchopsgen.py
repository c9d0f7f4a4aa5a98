"""torchopsgen.py: the C++ kernels of akops.torch, two an operator (akops::<op> and
akops::<op>_out), written from the operators' table (akops_ops.json) as C++ that
python/CMakeLists.txt compiles into akops/_torch_ops.so against PyTorch's headers.
Nothing per op is written by hand: each op becomes its description as data (its tensors
in the C API's order, their spec shapes and dtypes, its symbols) and two kernels of the
schemas akops.torch defines (akops._ops.Op.schema: the C API's order, the outputs left
out of the functional form, the scalars last), registered for CUDA with
TORCH_LIBRARY_IMPL; torch_ops.h does the work they share.

usage: python3 torchopsgen.py akops_ops.json OUT.cc
"""
import ast
import os
import sys

import gentable


def statuses():
    """the statuses' names, as the Python kernels name them: akops._lib.STATUS, read from
    its source (importing akops needs an installed table)"""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "src", "akops", "_lib.py")
    with open(path) as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["STATUS"]:
            return ast.literal_eval(node.value)
    raise SystemExit("torchopsgen: no STATUS list in %s" % path)

# a scalar's type in the schema's C++ signature, and as akops.h takes it
SIGTYPE = {"f32": "double", "f64": "double", "i32": "int64_t", "i64": "int64_t"}
AKDTYPE = {"bf16": "AKOPS_BF16", "f16": "AKOPS_F16", "f32": "AKOPS_F32", "f64": "AKOPS_F64", "i32": "AKOPS_I32",
           "i64": "AKOPS_I64"}


def ident(name, what):
    """a name from the table, refused unless it is a C identifier (it is spliced into C++)"""
    return gentable.ident("torchopsgen", name, what)


def describe(op, name):
    """the op as akops_torch::Op, and its symbols' indices"""
    tensors = [p for p in op["params"] if p["role"] != "scalar"]
    syms = [s["name"] for s in op.get("symbols", [])]
    for p in tensors:
        for s in p["shape"]:
            if isinstance(s, str) and s not in syms:
                syms.append(s)
    for s in syms:
        ident(s, "a symbol")
    batch = op.get("batch")
    lines = []
    for p in tensors:
        n = ident(p["name"], "a tensor")
        if p["shape"]:
            dims = ", ".join("{%d, 0}" % syms.index(s) if isinstance(s, str) else "{-1, %d}" % int(s)
                             for s in p["shape"])
            lines.append("static const akops_torch::Dim %s_%s_dims[] = {%s};" % (name, n, dims))
        for d in op["dtypes"]:
            if p["dtype"].get(d) not in AKDTYPE:
                raise SystemExit("torchopsgen: %s's %s is of dtype %r in %s, not one of %s"
                                 % (name, n, p["dtype"].get(d), d, ", ".join(sorted(AKDTYPE))))
        lines.append("static const akops_dtype %s_%s_dtype[] = {%s};"
                     % (name, n, ", ".join(AKDTYPE[p["dtype"][d]] for d in op["dtypes"])))
    params = []
    for p in tensors:
        n = p["name"]
        shape = p["shape"]
        takes = "%d [%s]%s" % (len(shape), ", ".join(str(s) for s in shape),
                                " (more only before %s)" % batch if shape and shape[0] == batch else "")
        params.append("\t{\"%s\", %s, %s, %d, %s, %s_%s_dtype, \"%s\"}," % (
            n, "true" if p["role"] == "out" else "false", "true" if p["role"] == "inout" else "false", len(shape),
            "%s_%s_dims" % (name, n) if shape else "nullptr", name, n, takes))
    lines.append("static const akops_torch::Param %s_tensors[] = {\n%s\n};" % (name, "\n".join(params)))
    lines.append("static const char *const %s_syms[] = {%s};" % (name, ", ".join("\"%s\"" % s for s in syms)
                                                                 or "nullptr"))
    takes = "; ".join("%s %s" % (p["name"], " | ".join(sorted(set(p["dtype"].values())))) for p in tensors)
    lines.append("static const akops_torch::Op %s_op = {\"%s\", %d, %s_tensors, %d, %s_syms, %d, \"%s\"};" % (
        name, name, len(tensors), name, len(op["dtypes"]), name,
        syms.index(batch) if batch in syms else -1, takes))
    if len(syms) > 16 or any(len(p["shape"]) > 8 for p in tensors):
        raise SystemExit("torchopsgen: %s has more symbols or dimensions than torch_ops.h takes" % name)
    return "\n".join(lines)


def kernel(op, name, out):
    """one form's kernel, of the schema akops.torch defines for it"""
    params = op["params"]
    tensors = [p for p in params if p["role"] != "scalar"]
    scalars = [p for p in params if p["role"] == "scalar"]
    outs = [p for p in tensors if p["role"] == "out"]
    qname = "akops::%s%s" % (name, "_out" if out else "")
    sig = ["const at::Tensor &%s" % p["name"] for p in tensors if out or p["role"] != "out"]
    for p in scalars:
        if p.get("type") not in SIGTYPE:
            raise SystemExit("torchopsgen: %s's scalar %s is of type %r, not one of %s"
                             % (name, p["name"], p.get("type"), ", ".join(sorted(SIGTYPE))))
        sig.append("%s %s" % (SIGTYPE[p["type"]], ident(p["name"], "a scalar")))
    if out or not outs:
        ret = "void"
    elif len(outs) == 1:
        ret = "at::Tensor"
    else:
        ret = "std::tuple<%s>" % ", ".join("at::Tensor" for _ in outs)
    body = ["\takops_torch::Call<%d> c(%s_op, \"%s\", %s);" % (len(tensors), name, qname,
                                                              "true" if out else "false")]
    body += ["\tc.given(%d, %s);" % (i, p["name"]) for i, p in enumerate(tensors) if out or p["role"] != "out"]
    body.append("\tc.prepare();")
    made = [i for i, p in enumerate(tensors) if not out and p["role"] == "out"]
    body += ["\tc.make(%d);" % i for i in made]
    call, i = [], 0
    for p in params:
        if p["role"] == "scalar":
            t = p["type"]
            call.append("static_cast<float>(%s)" % p["name"] if t == "f32" else
                        "akops_torch::int32(\"%s\", \"%s\", %s)" % (name, p["name"], p["name"]) if t == "i32" else
                        p["name"])
        else:
            call.append("&t[%d]" % i)
            i += 1
    body.append("\tc.run([&](DLTensor *t, cudaStream_t stream) {\n\t\treturn akops_%s(%s, stream);\n\t});"
                % (name, ", ".join(call)))
    if ret == "at::Tensor":
        body.append("\treturn c.result(%d);" % made[0])
    elif ret != "void":
        body.append("\treturn {%s};" % ", ".join("c.result(%d)" % k for k in made))
    fn = "%s%s" % (name, "_out" if out else "")
    return "\n".join([
        "/* %s */" % qname,
        "static %s %s(%s)" % (ret, fn, ", ".join(sig)),
        "{",
        "\n".join(body),
        "}",
        "",
    ])


def body(table):
    """each op's description and kernels, then their registration"""
    status = [ident(n, "a status") for n in statuses()]
    text, names = ["namespace akops_torch {",
                   "const char *const STATUS_NAMES[] = {%s};" % ", ".join("\"%s\"" % n for n in status),
                   "const int NSTATUS = %d;" % len(status), "} // namespace akops_torch", ""], []
    for op in table["ops"]:
        name = ident(op["op"], "the operator")
        names.append(name)
        text += ["/* ---------------------------------------------------------------- %s */" % name,
                 describe(op, name), "", kernel(op, name, False), kernel(op, name, True)]
    text += ["/* the CUDA kernels of the schemas akops.torch defines (torch.ops.load_library) */",
             "TORCH_LIBRARY_IMPL(akops, AKOPS_TORCH_KEY, m)", "{"]
    for name in names:
        text += ["\tm.impl(\"%s\", TORCH_FN(%s));" % (name, name),
                 "\tm.impl(\"%s_out\", TORCH_FN(%s_out));" % (name, name)]
    return text + ["}", ""]


def main():
    gentable.generate(sys.argv, "torchopsgen.py", "torch_ops.h", body)


if __name__ == "__main__":
    main()
