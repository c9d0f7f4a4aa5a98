/* torch_fast.h: what the eager entry points of akops.torch share (python/torchfastgen.py
 * writes them, two an operator, into the Python extension akops/_torch_fast). An entry
 * point is what torch.add's own binding is to aten::add: a C function Python calls with
 * the schema's arguments, positional or by name, that converts them and calls the op
 * through the dispatcher's typed handle (so that autograd's fallback, the profiler,
 * autocast, fake tensors and every other dispatch key see the call as they see one
 * through torch.ops), skipping the torch.ops packet's Python frame, its overload lookup
 * and the boxing of its arguments: a microsecond and more a call (bench/hostcost.py).
 *
 * A call the entry point does not take returns NotImplemented, and akops.torch makes it
 * through torch.ops instead, which has the general machinery: an argument that is not a
 * torch.Tensor or nn.Parameter where a tensor goes (a Python number, an FX proxy, a
 * subclass, whose __torch_function__ may be its own), or any call under a torch function
 * mode. Wrong arguments raise TypeError as Python's own calls do; the op's refusals
 * raise as through torch.ops. The arguments are converted with the GIL held, the call
 * made without it (NoGil). */
#ifndef AKOPS_TORCH_FAST_H
#define AKOPS_TORCH_FAST_H

#include <Python.h>

#include <cstdint>
#include <cstring>

#include <ATen/PythonTorchFunctionTLS.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <torch/csrc/Exceptions.h>
#include <torch/csrc/autograd/python_variable.h>

namespace akops_fast {

enum Kind { TENSOR, REAL, INTEGER };

/* one argument of a form's schema, in its order */
struct Arg {
	const char *name;
	Kind kind;
	bool has_default;
};

/* a form: its Python name (akops.torch.<op>[_out]) and its arguments */
struct Form {
	const char *name;
	int n;
	const Arg *args;
};

/* the call's arguments in the schema's order into slot (nullptr: a scalar left to its
 * default): 0 when the entry point takes them, 1 when akops.torch is to make the call
 * through torch.ops (NotImplemented), -1 with a TypeError set */
inline int parse(const Form &f, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, PyObject **slot)
{
	if (nargs > f.n) {
		PyErr_Format(PyExc_TypeError, "%s() takes at most %d arguments (%zd given)", f.name, f.n, nargs);
		return -1;
	}
	for (int i = 0; i < f.n; i++)
		slot[i] = i < nargs ? args[i] : nullptr;
	Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
	for (Py_ssize_t k = 0; k < nkw; k++) {
		const char *key = PyUnicode_AsUTF8(PyTuple_GET_ITEM(kwnames, k));
		if (!key)
			return -1;
		int i = 0;
		while (i < f.n && std::strcmp(f.args[i].name, key) != 0)
			i++;
		if (i == f.n) {
			PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%s'", f.name, key);
			return -1;
		}
		if (slot[i]) {
			PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%s'", f.name, key);
			return -1;
		}
		slot[i] = args[nargs + k];
	}
	for (int i = 0; i < f.n; i++) {
		const Arg &a = f.args[i];
		if (!slot[i]) {
			if (a.has_default)
				continue;
			PyErr_Format(PyExc_TypeError, "%s() missing required argument '%s' (pos %d)", f.name, a.name,
				     i + 1);
			return -1;
		}
		/* anything but a torch.Tensor or nn.Parameter (a subclass may override
		 * __torch_function__) goes the general way */
		if (a.kind == TENSOR && !THPVariable_CheckExact(slot[i]))
			return 1;
	}
	/* and so does every call under a torch function mode */
	return at::impl::torch_function_mode_enabled() ? 1 : 0;
}

inline const at::Tensor &tensor(PyObject *o)
{
	return THPVariable_Unpack(o);
}

/* Python's error of a scalar argument's conversion, said of the form and the argument */
[[noreturn]] inline void bad_scalar(const Form &f, int i, const char *type)
{
	PyObject *type_, *value, *tb;
	PyErr_Fetch(&type_, &value, &tb);
	PyObject *why = value ? PyObject_Str(value) : nullptr;
	const char *text = why ? PyUnicode_AsUTF8(why) : nullptr;
	PyErr_Clear();
	PyErr_Format(type_ && PyErr_GivenExceptionMatches(type_, PyExc_OverflowError) ? PyExc_OverflowError
										    : PyExc_TypeError,
		     "%s(): %s must be %s (%s)", f.name, f.args[i].name, type, text ? text : "not convertible");
	Py_XDECREF(why);
	Py_XDECREF(type_);
	Py_XDECREF(value);
	Py_XDECREF(tb);
	throw python_error();
}

/* argument i, a float (a Python float or int, or what has __float__), or its default */
inline double real(const Form &f, int i, PyObject *o, double dflt)
{
	if (!o)
		return dflt;
	double v = PyFloat_AsDouble(o);
	if (v == -1.0 && PyErr_Occurred())
		bad_scalar(f, i, "a float");
	return v;
}

/* argument i, an int (a Python int, or what has __index__), or its default */
inline int64_t integer(const Form &f, int i, PyObject *o, int64_t dflt)
{
	if (!o)
		return dflt;
	long long v = PyLong_AsLongLong(o);
	if (v == -1 && PyErr_Occurred())
		bad_scalar(f, i, "an int");
	return static_cast<int64_t>(v);
}

/* The GIL released for the dispatcher's call, as torch's own bindings release it around
 * theirs (other Python threads run while the op checks, allocates and launches); taken
 * back when the scope ends, an exception's unwinding included, before
 * END_HANDLE_TH_ERRORS sets Python's error. A kernel that needs Python (akops.torch's
 * Python kernels, a torch dispatch mode) takes the GIL itself, as torch's do. */
class NoGil {
public:
	NoGil() : state_(PyEval_SaveThread()) {}
	~NoGil() { PyEval_RestoreThread(state_); }
	NoGil(const NoGil &) = delete;
	NoGil &operator=(const NoGil &) = delete;

private:
	PyThreadState *state_;
};

inline PyObject *wrap(at::Tensor t)
{
	return THPVariable_Wrap(std::move(t));
}

} // namespace akops_fast

#endif
