/* jax_ffi.h: what every handler of akops.jax shares (python/jaxgen.py writes the
 * handlers, one an operator): XLA's buffers as the DLTensors the C API borrows, and
 * its status as an XLA FFI error. XLA's buffers are dense and row-major (akops.jax
 * asks for no other layout), so a DLTensor's strides are NULL; the shapes are copied,
 * since a DLTensor's shape is not const. No CUDA runtime call here: the only one in
 * libakops.so is the library's own. */
#ifndef AKOPS_JAX_FFI_H
#define AKOPS_JAX_FFI_H

#include <akops.h>

#include <cstdint>
#include <string>

#include "xla/ffi/api/ffi.h"

namespace ffi = xla::ffi;

namespace akops_jax {

/* the most dimensions a tensor of an op's takes, leading ones folded in included
 * (as akops._lib.MAXDIMS) */
constexpr int MAXDIMS = 8;

/* XLA's element type as DLPack's; false for one the library has no dtype for */
inline bool dltype(ffi::DataType t, DLDataType *out)
{
	switch (t) {
	case ffi::DataType::BF16: *out = {kDLBfloat, 16, 1}; return true;
	case ffi::DataType::F16: *out = {kDLFloat, 16, 1}; return true;
	case ffi::DataType::F32: *out = {kDLFloat, 32, 1}; return true;
	case ffi::DataType::F64: *out = {kDLFloat, 64, 1}; return true;
	case ffi::DataType::S32: *out = {kDLInt, 32, 1}; return true;
	case ffi::DataType::S64: *out = {kDLInt, 64, 1}; return true;
	default: return false;
	}
}

/* one call's N tensors on XLA's device; the first refusal found here is kept and
 * said instead of the library's status (the tensor it concerns goes as NULL, which
 * the library refuses before any work) */
template <int N> class Call {
public:
	Call(const char *op, int32_t device) : op_(op), device_(device) {}

	/* the i-th tensor, named name, from XLA's buffer b */
	DLTensor *tensor(int i, const char *name, const ffi::AnyBuffer &b)
	{
		DLTensor *t = &t_[i];
		auto dims = b.dimensions();
		if (dims.size() > MAXDIMS)
			return refuse(name, "has " + std::to_string(dims.size()) + " dimensions, more than " +
						    std::to_string(MAXDIMS));
		if (!dltype(b.element_type(), &t->dtype))
			return refuse(name, "is of an element type the library has no dtype for (XLA's " +
						    std::to_string(static_cast<int>(b.element_type())) + ")");
		for (size_t k = 0; k < dims.size(); k++)
			shape_[i][k] = dims[k];
		t->data = b.untyped_data();
		t->device = {kDLCUDA, device_};
		t->ndim = static_cast<int32_t>(dims.size());
		t->shape = shape_[i];
		t->strides = nullptr;
		t->byte_offset = 0;
		return t;
	}

	/* an inout tensor: XLA gives it as operand a and result r, one buffer when it
	 * keeps akops.jax's input_output_aliases, as it does (a copy first if need be) */
	DLTensor *inout(int i, const char *name, const ffi::AnyBuffer &a, const ffi::AnyBuffer &r)
	{
		if (a.untyped_data() != r.untyped_data())
			return refuse(name, "is an inout tensor whose operand and result XLA gave as two buffers");
		return tensor(i, name, r);
	}

	/* the call's outcome: the refusal kept here, or the library's status */
	ffi::Error status(akops_status st)
	{
		if (!err_.empty())
			return ffi::Error(ffi::ErrorCode::kInvalidArgument, err_);
		if (st == AKOPS_OK)
			return ffi::Error::Success();
		std::string msg = std::string("akops_") + op_ + ": " + akops_status_string(st) + ": " + akops_last_error();
		ffi::ErrorCode code = st == AKOPS_ERR_CUDA ? ffi::ErrorCode::kInternal
				      : st == AKOPS_ERR_ARCH ? ffi::ErrorCode::kUnimplemented
							     : ffi::ErrorCode::kInvalidArgument;
		return ffi::Error(code, msg);
	}

private:
	DLTensor *refuse(const char *name, const std::string &why)
	{
		if (err_.empty())
			err_ = std::string("akops_") + op_ + ": " + name + " " + why;
		return nullptr;
	}

	const char *op_;
	int32_t device_;
	DLTensor t_[N] = {};
	int64_t shape_[N][MAXDIMS] = {};
	std::string err_;
};

} // namespace akops_jax

#endif
