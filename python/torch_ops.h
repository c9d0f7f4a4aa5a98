/* torch_ops.h: what every C++ kernel of akops.torch shares (python/torchopsgen.py writes
 * the kernels, two an operator, from the operators' table, with each op's description
 * below as data). A kernel does what akops.torch's Python kernel does, for a call of
 * akops::<op> or akops::<op>_out that the dispatcher sends to CUDA: it refuses grad,
 * checks that the tensors are on one CUDA device and of one of the op's dtypes, binds
 * the spec's sizes (extra leading dimensions folded into the batch), allocates the
 * functional form's outputs, points DLTensors on the stack at the tensors' data, sizes
 * and strides, bumps the version of what it writes, and calls the C API on PyTorch's
 * current stream of the tensors' device. The messages are the Python kernel's; the
 * exceptions are c10's: ValueError where akops.torch raises OpError, RuntimeError where
 * it raises AkopsNoGrad or AkopsError.
 *
 * Only c10 and ATen's core (libc10, libtorch_cpu), as a CPU-only PyTorch has them: the
 * device and its current stream come through c10's device-guard interface, registered
 * by libc10_cuda at run time, and the raw cudaStream_t through its
 * getStreamNativeHandle (PyTorch 2.11 and later; CMakeLists.txt checks the headers).
 *
 * The functional form's outputs are allocated as PyTorch's own CUDA kernels allocate
 * theirs (at::detail::empty_cuda, which torch.add's output takes without a second trip
 * through the dispatcher): empty_generic with the device's allocator, under the device
 * guard the call holds from prepare() on. Through at::empty (the dispatcher, its
 * backend selection, a guard of its own) each output cost 1.6-1.8 us beyond the out=
 * form on the H200 (session 35's compare.py --package), where torch.add's one output
 * cost 0.9-1.7: add_rmsnorm and cross_entropy, of two outputs, were 1.2-1.6x
 * torch.add's functional call, gelu_and_mul within 2% of it. The allocator is
 * c10's registered one for the device, which libc10_cuda sets to its caching
 * allocator; a process that swapped in another (torch.cuda.memory's pluggable
 * allocators) would see c10's stale entry, so the first output of the process comes
 * from at::empty and the direct path is taken only if that output's storage has the
 * same allocator (direct_allocator below). */
#ifndef AKOPS_TORCH_OPS_H
#define AKOPS_TORCH_OPS_H

#include <akops.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <tuple>

#include <ATen/EmptyTensor.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/empty.h>
#include <c10/core/Allocator.h>
#include <c10/core/DeviceGuard.h>
#include <c10/core/GradMode.h>
#include <c10/core/impl/DeviceGuardImplInterface.h>
#include <c10/util/Exception.h>
#include <torch/library.h>

/* the dispatch key and device the kernels are for: CUDA. python_test.sh builds them
 * for the CPU too (AKOPS_TORCH_TEST_CPU), against recorders of the C API, to run every
 * step of theirs but the device guard and the stream without a GPU */
#ifdef AKOPS_TORCH_TEST_CPU
#define AKOPS_TORCH_KEY CPU
#else
#define AKOPS_TORCH_KEY CUDA
#endif

namespace akops_torch {

constexpr c10::DeviceType DEVICE = c10::DeviceType::AKOPS_TORCH_KEY;

/* the most dimensions a tensor takes, leading ones included (akops._lib.MAXDIMS), and
 * the most symbols an op's spec names */
constexpr int MAXDIMS = 8;
constexpr int MAXSYMS = 16;

/* one dimension of a tensor's spec: the symbol sym (an index into Op::syms), or a
 * fixed size when sym < 0 */
struct Dim {
	int sym;
	int64_t size;
};

/* one tensor of an op, in the C API's order */
struct Param {
	const char *name;
	bool out;                  /* role out: the functional form allocates it */
	bool inout;                /* written by both forms */
	int ndim;
	const Dim *dims;
	const akops_dtype *dtype;  /* its dtype in each of the op's dtypes */
	const char *takes;         /* "2 [rows, cols] (more only before rows)" */
};

struct Op {
	const char *name;
	int ntensors;
	const Param *tensors;
	int ndtypes;
	const char *const *syms;   /* the symbols' names */
	int batch;                 /* the symbol leading dimensions fold into; -1: none */
	const char *takes;         /* "x bf16 | f16 | f32; w ..." for the dtype refusal */
};

/* a name for a tensor's dtype: the table's for the ones akops has, else PyTorch's */
inline const char *dtname(at::ScalarType t)
{
	switch (t) {
	case at::ScalarType::BFloat16: return "bf16";
	case at::ScalarType::Half: return "f16";
	case at::ScalarType::Float: return "f32";
	case at::ScalarType::Double: return "f64";
	case at::ScalarType::Int: return "i32";
	case at::ScalarType::Long: return "i64";
	default: return c10::toString(t);
	}
}

inline akops_dtype akdtype(at::ScalarType t)
{
	switch (t) {
	case at::ScalarType::BFloat16: return AKOPS_BF16;
	case at::ScalarType::Half: return AKOPS_F16;
	case at::ScalarType::Float: return AKOPS_F32;
	case at::ScalarType::Double: return AKOPS_F64;
	case at::ScalarType::Int: return AKOPS_I32;
	case at::ScalarType::Long: return AKOPS_I64;
	default: return static_cast<akops_dtype>(0);
	}
}

inline at::ScalarType scalartype(akops_dtype d)
{
	switch (d) {
	case AKOPS_BF16: return at::ScalarType::BFloat16;
	case AKOPS_F16: return at::ScalarType::Half;
	case AKOPS_F32: return at::ScalarType::Float;
	case AKOPS_F64: return at::ScalarType::Double;
	case AKOPS_I32: return at::ScalarType::Int;
	default: return at::ScalarType::Long;
	}
}

inline DLDataType dltype(akops_dtype d)
{
	switch (d) {
	case AKOPS_BF16: return {kDLBfloat, 16, 1};
	case AKOPS_F16: return {kDLFloat, 16, 1};
	case AKOPS_F32: return {kDLFloat, 32, 1};
	case AKOPS_F64: return {kDLFloat, 64, 1};
	case AKOPS_I32: return {kDLInt, 32, 1};
	default: return {kDLInt, 64, 1};
	}
}

/* akops_status's names: akops._lib.STATUS, which torchopsgen.py writes into the kernels'
 * file (one list for both kinds of kernel) */
extern const char *const STATUS_NAMES[];
extern const int NSTATUS;

inline std::string statusname(akops_status st)
{
	int k = static_cast<int>(st);
	if (k >= 0 && k < NSTATUS)
		return STATUS_NAMES[k];
	return std::to_string(k);
}

/* The allocator make() may call directly, or nullptr: decided once a process, from
 * the storage of an output at::empty made (t), whose allocator is the one PyTorch's
 * kernels use for the device; c10's registered allocator for the device is taken only
 * where it is that one */
inline c10::Allocator *direct_allocator(const at::Tensor *t)
{
	static std::atomic<int> known{-1}; /* -1 undecided, 0 at::empty always, 1 direct */
	int k = known.load(std::memory_order_acquire);
	if (k >= 0)
		return k ? c10::GetAllocator(DEVICE) : nullptr;
	if (!t)
		return nullptr;
	c10::Allocator *mine = c10::GetAllocator(DEVICE);
	k = mine && t->has_storage() && t->storage().allocator() == mine ? 1 : 0;
	known.store(k, std::memory_order_release);
	return nullptr;
}

/* Python's list of sizes, "[2, 5]" */
inline std::string pylist(const int64_t *v, int n)
{
	std::string s = "[";
	for (int k = 0; k < n; k++)
		s += (k ? ", " : "") + std::to_string(v[k]);
	return s + "]";
}

/* an i32 scalar from the schema's int */
inline int32_t int32(const char *op, const char *name, int64_t v)
{
	TORCH_CHECK_VALUE(v >= INT32_MIN && v <= INT32_MAX, "akops::", op, ": ", name, " is ", v,
			  ", out of the range of its type (int32)");
	return static_cast<int32_t>(v);
}

/* One call of a form (functional when out is false) of an op of N tensors: given()
 * each tensor the schema passes, prepare(), make() each output to allocate, then
 * run() the C API function. */
template <int N> class Call {
public:
	Call(const Op &op, const char *qname, bool out) : op_(op), qname_(qname), out_(out) {}

	/* the i-th tensor of the C API's order, as the schema gives it */
	void given(int i, const at::Tensor &t) { t_[i] = &t; }

	/* the Python kernel's refusals, in its order: grad, devices, dtype, sizes */
	void prepare()
	{
		if (c10::GradMode::is_enabled())
			for (int i = 0; i < N; i++)
				TORCH_CHECK(!t_[i] || !t_[i]->requires_grad(), qname_,
					    " is forward only (akops registers no backward), and an input requires grad:"
					    " call it under torch.no_grad(), or on detached tensors");
		device();
		dtype();
		bind();
#ifndef AKOPS_TORCH_TEST_CPU
		/* the tensors' device current from here to the call's end: the outputs'
		 * allocation (the caching allocator takes the current device) and the
		 * stream */
		impl_ = c10::impl::getDeviceGuardImpl(DEVICE);
		if (impl_->getDevice() != dev_)
			guard_.reset_device(dev_, impl_);
#endif
	}

	/* the functional form's i-th tensor, an output: allocated of its spec's shape
	 * (the inputs' leading dimensions before the batch's) and dtype */
	const at::Tensor &make(int i)
	{
		const Param &p = op_.tensors[i];
		int64_t shape[MAXDIMS];
		int n = 0;
		for (int k = 0; k < p.ndim; k++) {
			const Dim &d = p.dims[k];
			if (k == 0 && nlead_ > 0 && d.sym >= 0 && d.sym == op_.batch) {
				for (int j = 0; j < nlead_; j++)
					shape[n++] = lead_[j];
				continue;
			}
			TORCH_CHECK(d.sym < 0 || bound_[d.sym], "akops::", op_.name, ": the size ", op_.syms[d.sym],
				    " of ", p.name, " is given by no input");
			shape[n++] = d.sym < 0 ? d.size : sym_[d.sym];
		}
		const at::ScalarType st = scalartype(p.dtype[d_]);
		if (c10::Allocator *al = direct_allocator(nullptr)) {
			made_[i] = at::detail::empty_generic(c10::IntArrayRef(shape, n), al,
							     c10::DispatchKeySet(c10::DispatchKey::AKOPS_TORCH_KEY), st,
							     std::nullopt);
		} else {
			made_[i] = at::empty(c10::IntArrayRef(shape, n), at::TensorOptions().dtype(st).device(dev_));
			direct_allocator(&made_[i]);
		}
		t_[i] = &made_[i];
		return made_[i];
	}

	/* the call: fn(DLTensors in the C API's order, stream) on the tensors' device,
	 * with PyTorch's current stream there; the library's refusal raised as AkopsError
	 * says it */
	template <class F> void run(F fn)
	{
		for (int i = 0; i < N; i++) {
			const at::Tensor &t = *t_[i];
			const Param &p = op_.tensors[i];
			bool written = p.inout || p.out;
			DLTensor &d = dl_[i];
			d.data = written ? t.mutable_data_ptr() : const_cast<void *>(t.const_data_ptr());
			d.device = {kDLCUDA, static_cast<int32_t>(dev_.has_index() ? dev_.index() : 0)};
			d.ndim = static_cast<int32_t>(t.dim());
			d.dtype = dltype(p.dtype[d_]);
			d.shape = const_cast<int64_t *>(t.sizes().data());
			d.strides = const_cast<int64_t *>(t.strides().data());
			d.byte_offset = 0;
		}
		/* as PyTorch's own in-place ops do, for autograd's checks; an inference
		 * tensor has no version (torch.autograd.graph.increment_version) */
		for (int i = 0; i < N; i++) {
			const Param &p = op_.tensors[i];
			if ((p.inout || (out_ && p.out)) && !t_[i]->is_inference())
				t_[i]->unsafeGetTensorImpl()->bump_version();
		}
#ifdef AKOPS_TORCH_TEST_CPU
		void *stream = reinterpret_cast<void *>(0x5eed); /* the recorders' stream */
#else
		void *stream = impl_->getStreamNativeHandle(impl_->getStream(dev_));
#endif
		akops_status st = fn(dl_, static_cast<cudaStream_t>(stream));
		TORCH_CHECK(st == AKOPS_OK, "AKOPS_ERR_", statusname(st), ": ", akops_last_error());
	}

	at::Tensor result(int i) { return std::move(made_[i]); }

private:
	/* the one CUDA device of the given tensors */
	void device()
	{
		bool first = true;
		for (int i = 0; i < N; i++) {
			if (!t_[i])
				continue;
			const at::Device dev = t_[i]->device();
			TORCH_CHECK_VALUE(dev.type() == DEVICE, "akops::", op_.name, ": ", op_.tensors[i].name, " is on ",
					  dev.str(), "; akops runs on CUDA devices");
			if (first)
				dev_ = dev;
			TORCH_CHECK_VALUE(dev == dev_, "akops::", op_.name, ": ", op_.tensors[i].name, " is on ",
					  dev.str(), ", the other tensors on ", dev_.str());
			first = false;
		}
	}

	/* the op's dtype that the given tensors' dtypes fit */
	void dtype()
	{
		for (d_ = 0; d_ < op_.ndtypes; d_++) {
			bool fits = true;
			for (int i = 0; i < N && fits; i++)
				fits = !t_[i] || akdtype(t_[i]->scalar_type()) == op_.tensors[i].dtype[d_];
			if (fits)
				return;
		}
		std::string have;
		for (int i = 0; i < N; i++)
			if (t_[i])
				have += std::string(have.empty() ? "" : ", ") + op_.tensors[i].name + " " +
					dtname(t_[i]->scalar_type());
		TORCH_CHECK_VALUE(false, "akops::", op_.name, ": no dtype of the library's takes ", have, " (it takes ",
				  op_.takes, ", alike in each call)");
	}

	/* akops._ops.Op.bind without check: each given tensor of its spec's rank, or with
	 * leading dimensions folded into the batch (the same in each), and each symbol of
	 * one size */
	void bind()
	{
		int leadfrom = -1;
		for (int i = 0; i < N; i++) {
			if (!t_[i])
				continue;
			const Param &p = op_.tensors[i];
			c10::IntArrayRef sizes = t_[i]->sizes();
			int nd = static_cast<int>(sizes.size());
			int extra = nd - p.ndim;
			int64_t first = 0;
			TORCH_CHECK_VALUE(nd <= MAXDIMS, "akops::", op_.name, ": ", p.name, " is a tensor of more than ",
					  MAXDIMS, " dimensions");
			if (extra != 0) {
				TORCH_CHECK_VALUE(extra > 0 && p.ndim > 0 && p.dims[0].sym >= 0 &&
							  p.dims[0].sym == op_.batch,
						  "akops::", op_.name, ": ", p.name, " has ", nd,
						  " dimensions, the op takes ", p.takes);
				if (leadfrom < 0) {
					for (int k = 0; k <= extra; k++)
						lead_[k] = sizes[k];
					nlead_ = extra + 1;
					leadfrom = i;
				} else {
					bool same = nlead_ == extra + 1;
					for (int k = 0; same && k <= extra; k++)
						same = lead_[k] == sizes[k];
					TORCH_CHECK_VALUE(same, "akops::", op_.name, ": ", p.name, "'s leading sizes ",
							  pylist(sizes.data(), extra + 1), " are not ",
							  op_.tensors[leadfrom].name, "'s ", pylist(lead_, nlead_));
				}
				first = 1;
				for (int k = 0; k <= extra; k++)
					first *= sizes[k];
			}
			for (int k = 0; k < p.ndim; k++) {
				int64_t size = (k == 0 && extra > 0) ? first : sizes[extra > 0 ? extra + k : k];
				const Dim &d = p.dims[k];
				if (d.sym >= 0 && !bound_[d.sym]) {
					bound_[d.sym] = true;
					sym_[d.sym] = size;
					where_[d.sym][0] = i;
					where_[d.sym][1] = k;
					continue;
				}
				int64_t want = d.sym < 0 ? d.size : sym_[d.sym];
				if (size == want)
					continue;
				std::string as = "the spec says";
				if (d.sym >= 0) {
					const int *w = where_[d.sym];
					as = std::string(op_.tensors[w[0]].name) + ".shape[" + std::to_string(w[1]) +
					     "] (" + op_.syms[d.sym] + ")";
				}
				TORCH_CHECK_VALUE(false, "akops::", op_.name, ": ", p.name, ".shape[", k, "] (",
						  d.sym >= 0 ? std::string(op_.syms[d.sym]) : std::to_string(d.size),
						  ") is ", size, ", expected ", want, " (as ", as, ")");
			}
		}
	}

	const Op &op_;
	const char *qname_;
	bool out_;
	const at::Tensor *t_[N] = {};
	at::Tensor made_[N];
	DLTensor dl_[N] = {};
	at::Device dev_{c10::DeviceType::CUDA, 0};
	const c10::impl::DeviceGuardImplInterface *impl_ = nullptr;
	c10::OptionalDeviceGuard guard_;
	int d_ = 0;
	int64_t sym_[MAXSYMS] = {};
	bool bound_[MAXSYMS] = {};
	int where_[MAXSYMS][2] = {};
	int64_t lead_[MAXDIMS] = {};
	int nlead_ = 0;
};

} // namespace akops_torch

#endif
