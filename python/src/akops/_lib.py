"""libakops.so through ctypes: the C API of akops.h, its functions declared from the
operators' table (akops._ops), not by hand. Tensors go in as DLPack DLTensors packed here
from a framework's pointers, shapes and strides: the library borrows them for the call;
the caller keeps the tensors alive until the stream's work is done (holding them does).
Loading needs no GPU: the CUDA runtime is linked into the library and asks the driver
only when an op is called.
"""
import ctypes
import os
import struct

from . import _ops


class VariantInfo(ctypes.Structure):
    """struct akops_variant_info"""
    _fields_ = [("op", ctypes.c_char_p), ("launcher", ctypes.c_char_p), ("arch", ctypes.c_char_p),
                ("variant_arch", ctypes.c_int), ("device_arch", ctypes.c_int), ("ptx", ctypes.c_int),
                ("vetted", ctypes.c_int), ("vetted_on_device", ctypes.c_int), ("attempt_id", ctypes.c_int64),
                ("shape_class", ctypes.c_char_p)]


# DLPack's type codes and kDLCUDA
DL_INT, DL_FLOAT, DL_BFLOAT, DL_CUDA = 0, 2, 4, 2
DLTYPES = {"bf16": (DL_BFLOAT, 16), "f16": (DL_FLOAT, 16), "f32": (DL_FLOAT, 32), "f64": (DL_FLOAT, 64),
           "i32": (DL_INT, 32), "i64": (DL_INT, 64)}
CSCALAR = {"f32": ctypes.c_float, "f64": ctypes.c_double, "i32": ctypes.c_int32, "i64": ctypes.c_int64}
STATUS = ["OK", "NULL_ARGUMENT", "DEVICE_TYPE", "DEVICE_MISMATCH", "DTYPE_UNSUPPORTED", "DTYPE_MISMATCH", "NDIM",
          "SHAPE_MISMATCH", "SHAPE_RANGE", "NOT_CONTIGUOUS", "MISALIGNED", "SCALAR_RANGE", "ARCH", "CUDA",
          "INVALID_ARGUMENT", "ALIASING"]


class AkopsError(RuntimeError):
    """the library refused a call: its status (akops.h) and akops_last_error()"""

    def __init__(self, status, message):
        name = STATUS[status] if 0 <= status < len(STATUS) else str(status)
        super().__init__("AKOPS_ERR_%s: %s" % (name, message))
        self.status = status


# a DLTensor, packed: data, device (type, id), ndim, dtype (code, bits, lanes), the
# shape and strides pointers, byte_offset
DLPACK = struct.Struct("<QiiiBBHQQQ")
# a DLTensor's data pointer, its first field
DATA = struct.Struct("<Q")
MAXDIMS = 8


class Packer:
    """DLTensors for one call, packed into memory kept between calls (one Packer a
    thread: akops.torch keeps one in a threading.local): pack(i, ...) fills the i-th
    and returns its address"""

    def __init__(self, n):
        self.buf = ctypes.create_string_buffer(DLPACK.size * n)
        self.dims = ctypes.create_string_buffer(16 * MAXDIMS * n)
        self.base, self.dbase = ctypes.addressof(self.buf), ctypes.addressof(self.dims)

    def pack(self, i, ptr, dtype, shape, strides, device):
        n = len(shape)
        if n > MAXDIMS:
            raise ValueError("a tensor of more than %d dimensions" % MAXDIMS)
        off = 16 * MAXDIMS * i
        struct.pack_into("<%dq" % (2 * n), self.dims, off, *shape, *strides)
        code, bits = DLTYPES[dtype]
        DLPACK.pack_into(self.buf, DLPACK.size * i, ptr, DL_CUDA, device, n, code, bits, 1, self.dbase + off,
                         self.dbase + off + 8 * n, 0)
        return self.base + DLPACK.size * i

    def data(self, i, ptr):
        """the i-th DLTensor's data pointer, the rest as pack() left it"""
        DATA.pack_into(self.buf, DLPACK.size * i, ptr)


class Library:
    """libakops.so (beside this file, or path) and the operators' table"""

    def __init__(self, path=None, table=None):
        here = os.path.dirname(os.path.abspath(__file__))
        self.path = path or os.path.join(here, "libakops.so")
        self.version, self.ops = _ops.load(table)
        self.lib = ctypes.CDLL(self.path)
        for name in ("akops_version", "akops_last_error", "akops_python_abi"):
            f = getattr(self.lib, name)
            f.argtypes, f.restype = [], ctypes.c_char_p
        if self.lib.akops_python_abi().decode() != self.version:
            raise ImportError("%s is version %s, its operators' table %s: install the package again"
                              % (self.path, self.lib.akops_python_abi().decode(), self.version))
        self.lib.akops_status_string.argtypes, self.lib.akops_status_string.restype = [ctypes.c_int], ctypes.c_char_p
        self.lib.akops_variant.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_int, ctypes.POINTER(VariantInfo)]
        self.lib.akops_variant.restype = ctypes.c_int
        self.fns = {}
        for op in self.ops.values():
            # a tensor goes as its DLTensor's address (Packer.pack)
            f = getattr(self.lib, "akops_" + op.name)
            f.argtypes = [ctypes.c_void_p if p["role"] != "scalar" else CSCALAR[p["type"]]
                          for p in op.params] + [ctypes.c_void_p]
            f.restype = ctypes.c_int
            self.fns[op.name] = f

    def last_error(self):
        return self.lib.akops_last_error().decode(errors="replace")

    def call(self, op, args, stream):
        """akops_<op>(args..., stream): args in the C API's order, the tensors as
        their DLTensors' addresses (Packer.pack), the scalars as Python numbers;
        AkopsError on a refusal"""
        status = self.fns[op](*args, stream)
        if status != 0:
            raise AkopsError(status, self.last_error())

    def variant(self, op, dtype, device=-1):
        """which kernel runs op in dtype on device (-1: the current one): a dict of
        struct akops_variant_info; AkopsError when none does (no GPU, no variant)"""
        if op not in self.ops:
            raise KeyError("akops has no operator %s (it has %s)" % (op, ", ".join(sorted(self.ops))))
        info = VariantInfo()
        status = self.lib.akops_variant(op.encode(), _ops.DTYPES[dtype], device, ctypes.byref(info))
        if status != 0:
            raise AkopsError(status, self.last_error())
        out = {k: getattr(info, k) for k, _ in VariantInfo._fields_}
        return {k: v.decode() if isinstance(v, bytes) else v for k, v in out.items()}
