"""akops: verified CUDA kernels from YAML operator specs, prebuilt (libakops), as
PyTorch and JAX ops.

    import akops.torch          # torch.ops.akops.<op> and <op>_out, for torch.compile
    import akops.jax            # akops.jax.<op>, for jax.jit
    akops.variant("rmsnorm", "bf16")   # which kernel runs here, vetted or not

Every op of the library is registered from its operators' table (akops_ops.json,
written by akgen from the specs), none by hand: akops.ops() lists them.
"""
from ._lib import AkopsError, Library
from ._ops import OpError

_library = None


def library():
    """the loaded libakops.so and its operators (loaded on first use)"""
    global _library
    if _library is None:
        _library = Library()
    return _library


def ops():
    """the operators' names"""
    return sorted(library().ops)


def variant(op, dtype, device=-1):
    """which kernel runs op ("rmsnorm") in dtype ("bf16", or a torch dtype) on the
    CUDA device (-1: the current one): its launcher, arch, whether it was vetted on
    a GPU of that arch (vetted, vetted_on_device) or runs from PTX, its attempt in
    the provenance database and its shape class"""
    if not isinstance(dtype, str):
        from ._ops import TORCH
        names = {v: k for k, v in TORCH.items()}
        dtype = names[str(dtype).replace("torch.", "")]
    return library().variant(op, dtype, device)


def _version():
    from ._ops import load
    return load()[0]


__version__ = _version()
__all__ = ["AkopsError", "OpError", "library", "ops", "variant", "__version__"]
