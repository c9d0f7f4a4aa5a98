"""akops_ctypes.py: libakops from Python through ctypes, no build step.

Loads a shared libakops.so (made from libakops.a: see README.md here) and
declares the C API. Tensors go in as DLPack DLTensor pointers: from PyTorch,
torch.utils.dlpack.to_dlpack(t) gives a capsule whose pointer is a
DLManagedTensor, whose first member is the DLTensor. The library borrows it
for the call and never frees it; the capsule (and through it the tensor) must
stay alive until the work on the stream is done, which holding the tensor
does. Zero copies: the kernels read and write the tensors' own memory.

torch_dltensor(t, keep) does the above for a torch tensor, keeping the capsule in
a list; Akops.variant() says which kernel runs (akops_variant). Besides
example.py here, bench/compare.py --lib times libakops through this module.

python3 akops_ctypes.py LIB: a self-test that needs neither torch nor a GPU.
"""
import ctypes
import sys


class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


T = ctypes.POINTER(DLTensor)
S = ctypes.c_void_p  # cudaStream_t
F = ctypes.c_float
# the C types of akops.h's operator arguments
CTYPES = {"float": F, "double": ctypes.c_double, "int32_t": ctypes.c_int32, "int64_t": ctypes.c_int64,
          "cudaStream_t": S}


def signatures(header):
    """op -> the argtypes of akops_<op>, read from akops.h's text: every function that
    takes DLTensors and ends with the stream (the status is an int), so the binding
    follows the spec list the header was emitted from"""
    import re
    out = {}
    for name, params in re.findall(r"^akops_status akops_(\w+)\(([^)]*)\);", header, re.M):
        args = [a.strip() for a in params.split(",")]
        if not args[-1].startswith("cudaStream_t") or not any("DLTensor" in a for a in args):
            continue
        types = []
        for a in args:
            ty = a.rsplit(None, 1)[0].replace("const ", "").strip()
            if ty == "DLTensor *" or ty == "DLTensor":
                types.append(T)
            elif ty in CTYPES:
                types.append(CTYPES[ty])
            else:
                raise ValueError("akops_%s: an argument of unknown type: %s" % (name, a))
        out[name] = types
    return out


def default_header():
    """akops.h: $AKOPS_H, else the repository's generated/akops.h beside examples/"""
    import os
    return os.environ.get("AKOPS_H") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                                     "generated", "akops.h")


def load_signatures(path=None):
    """signatures() of the header at path (default_header()); {} when there is none"""
    try:
        with open(path or default_header()) as f:
            return signatures(f.read())
    except OSError:
        return {}


# the operators' arguments, as in akops.h (AKOPS_H, or generated/akops.h)
SIGNATURES = load_signatures()
STATUS = ["OK", "NULL_ARGUMENT", "DEVICE_TYPE", "DEVICE_MISMATCH", "DTYPE_UNSUPPORTED", "DTYPE_MISMATCH", "NDIM",
          "SHAPE_MISMATCH", "SHAPE_RANGE", "NOT_CONTIGUOUS", "MISALIGNED", "SCALAR_RANGE", "ARCH", "CUDA",
          "INVALID_ARGUMENT", "ALIASING"]


# akops_dtype
DTYPES = {"bf16": 1, "f16": 2, "f32": 3, "f64": 4, "i32": 5, "i64": 6}


class VariantInfo(ctypes.Structure):
    """struct akops_variant_info"""
    _fields_ = [("op", ctypes.c_char_p), ("launcher", ctypes.c_char_p), ("arch", ctypes.c_char_p),
                ("variant_arch", ctypes.c_int), ("device_arch", ctypes.c_int), ("ptx", ctypes.c_int),
                ("vetted", ctypes.c_int), ("vetted_on_device", ctypes.c_int), ("attempt_id", ctypes.c_int64),
                ("shape_class", ctypes.c_char_p)]


class AkopsError(RuntimeError):
    def __init__(self, status, message):
        super().__init__(f"{STATUS[status] if status < len(STATUS) else status}: {message}")
        self.status = status


class Akops:
    def __init__(self, path, header=None):
        """the library at path, with the operators header (akops.h) declares (default:
        SIGNATURES, from $AKOPS_H or generated/akops.h)"""
        self.lib = ctypes.CDLL(path)
        self.signatures = load_signatures(header) if header else SIGNATURES
        if not self.signatures:
            raise OSError("no operators: akops.h not found at %s (set AKOPS_H)" % (header or default_header()))
        for name, args in self.signatures.items():
            f = getattr(self.lib, "akops_" + name)
            f.argtypes, f.restype = args, ctypes.c_int
        for name in ("akops_version", "akops_last_error"):
            getattr(self.lib, name).argtypes, getattr(self.lib, name).restype = [], ctypes.c_char_p
        self.lib.akops_status_string.argtypes, self.lib.akops_status_string.restype = [ctypes.c_int], ctypes.c_char_p
        self.lib.akops_variant.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_int, ctypes.POINTER(VariantInfo)]
        self.lib.akops_variant.restype = ctypes.c_int
        self.lib.akops_variant_class.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                                                 ctypes.POINTER(VariantInfo)]
        self.lib.akops_variant_class.restype = ctypes.c_int
        self.lib.akops_last_variant.argtypes = [ctypes.POINTER(VariantInfo)]
        self.lib.akops_last_variant.restype = ctypes.c_int

    def version(self):
        return self.lib.akops_version().decode()

    def last_error(self):
        """akops_last_error(): the calling thread's last refusal, "" after a success"""
        return self.lib.akops_last_error().decode(errors="replace")

    def call(self, op, *args):
        """call akops_<op>; raises AkopsError with akops_last_error() on a refusal"""
        status = getattr(self.lib, "akops_" + op)(*args)
        if status != 0:
            raise AkopsError(status, self.last_error())

    def variant(self, op, dtype, device=-1, shape_class=None):
        """which variant of op runs in dtype ("bf16") on device (-1: the current one) for
        shape_class (None: the op's default class), by akops_variant_class: a dict of
        struct akops_variant_info's fields; raises AkopsError"""
        info = VariantInfo()
        status = self.lib.akops_variant_class(op.encode(), DTYPES.get(dtype, 0),
                                              shape_class.encode() if shape_class else None, device,
                                              ctypes.byref(info))
        if status != 0:
            raise AkopsError(status, self.last_error())
        return self._info(info)

    def last_variant(self):
        """the variant the calling thread's last call picked (akops_last_variant): which
        shape class the call's sizes fell in, and what ran"""
        info = VariantInfo()
        status = self.lib.akops_last_variant(ctypes.byref(info))
        if status != 0:
            raise AkopsError(status, self.last_error())
        return self._info(info)

    @staticmethod
    def _info(info):
        out = {}
        for name, _ in VariantInfo._fields_:
            v = getattr(info, name)
            out[name] = v.decode() if isinstance(v, bytes) else v
        return out


def variant_text(v):
    """a variant as examples/c prints it: akops_rmsnorm_bf16_sm90 (vetted on this arch, attempt 12)"""
    where = " on this arch" if v["vetted_on_device"] else ", from PTX" if v["ptx"] else ""
    cls = f", shape class {v['shape_class']}" if v.get("shape_class") else ""
    return f"{v['launcher']} ({'vetted' if v['vetted'] else 'compiled only'}{where}{cls}, attempt {v['attempt_id']})"


_get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_get_pointer.argtypes, _get_pointer.restype = [ctypes.py_object, ctypes.c_char_p], ctypes.c_void_p


def dltensor(capsule):
    """the DLTensor of a DLPack capsule ("dltensor"), borrowed, not consumed"""
    return ctypes.cast(_get_pointer(capsule, b"dltensor"), T)


def torch_dltensor(t, keep):
    """the DLTensor of torch tensor t, zero-copy (torch.utils.dlpack.to_dlpack). The capsule,
    which keeps t and the DLTensor alive, is appended to keep: hold keep as long as the
    pointer is used and until the work queued with it is done"""
    import torch.utils.dlpack
    capsule = torch.utils.dlpack.to_dlpack(t)
    keep.append(capsule)
    return dltensor(capsule)


def selftest(path):
    ak = Akops(path)
    print("libakops", ak.version())
    shape = (ctypes.c_int64 * 2)(4, 64)
    buf = ctypes.create_string_buffer(4 * 64 * 4 + 256)
    base = (ctypes.addressof(buf) + 255) // 256 * 256
    host = DLTensor(base, DLDevice(1, 0), 2, DLDataType(2, 32, 1), shape, None, 0)
    for args, want in (((None, None, None), "NULL_ARGUMENT"), ((ctypes.byref(host), ctypes.byref(host), None),
                                                               "DEVICE_TYPE")):
        try:
            ak.call("softmax", *args[:2], args[2])
            print("FAIL: accepted")
            return 1
        except AkopsError as e:
            print("ok  ", e)
            if STATUS[e.status] != want or "akops_softmax: " not in str(e):
                print("FAIL: expected", want)
                return 1
    # akops_variant's refusals that ask the CUDA runtime nothing
    for op, dt, cls in (("no_such_op", "bf16", None), ("softmax", "bf15", None), ("softmax", "bf16", "nope")):
        try:
            ak.variant(op, dt, shape_class=cls)
            print("FAIL: variant accepted", op, dt, cls)
            return 1
        except AkopsError as e:
            print("ok  ", e)
            if STATUS[e.status] != "INVALID_ARGUMENT" or "akops_variant_class: " not in str(e):
                print("FAIL: expected INVALID_ARGUMENT")
                return 1
    try:
        ak.last_variant()
        print("FAIL: last_variant before any call")
        return 1
    except AkopsError as e:
        print("ok  ", e)
        if STATUS[e.status] != "INVALID_ARGUMENT" or "no call on this thread" not in str(e):
            print("FAIL: expected INVALID_ARGUMENT")
            return 1
    v = {"launcher": "akops_rmsnorm_bf16_sm90", "vetted": 1, "vetted_on_device": 1, "ptx": 0, "attempt_id": 12}
    if variant_text(v) != "akops_rmsnorm_bf16_sm90 (vetted on this arch, attempt 12)":
        print("FAIL: variant_text", variant_text(v))
        return 1
    v.update(launcher="akops_rmsnorm_bf16_sm90_decode", shape_class="decode")
    if variant_text(v) != "akops_rmsnorm_bf16_sm90_decode (vetted on this arch, shape class decode, attempt 12)":
        print("FAIL: variant_text", variant_text(v))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(selftest(sys.argv[1]))
