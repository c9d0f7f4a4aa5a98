/* harness.h: the contract between the generic verification and benchmark
 * harness (harness.cu) and the glue akgen writes for one job (op, dtype, arch).
 *
 * akgen derives the glue from the spec: the tensors and their shapes, the
 * scalars' values, the tolerances, the invariants and, for every test and
 * bench shape, the symbol values, the cost model's bytes and flops and the
 * value range of each integer tensor, all evaluated by akgen. The glue also
 * holds the two calls whose signatures depend on the spec: the candidate's
 * launcher and the C reference. Everything else is generic and lives in
 * harness.cu, compiled once per candidate together with the glue, the
 * reference (compiled as C) and the candidate's object.
 *
 * The harness prints its findings as JSON lines on stdout (harness.cu's top
 * comment lists them); akgen reads them, bounded, from a child process. */
#ifndef AK_HARNESS_H
#define AK_HARNESS_H

#include <cuda_runtime.h>
#include <stdint.h>

#define H_MAX_SYMS 8
#define H_MAX_DIMS 8
#define H_MAX_TENSORS 16
#define H_MAX_SCALARS 16

/* element types, numbered as akgen's enum dtype */
enum h_dtype {
	H_BF16 = 1,
	H_F16 = 2,
	H_F32 = 3,
	H_F64 = 4,
	H_I32 = 5,
	H_I64 = 6,
};

enum h_role {
	H_IN = 0,
	H_OUT = 1,
	H_INOUT = 2,
};

enum h_invkind {
	H_INV_ROW_SUM = 0,
	H_INV_NONNEGATIVE = 1,
	H_INV_BOUNDED = 2,
};

/* tensor layouts, numbered as akgen's enum layout */
enum h_layout {
	H_LAYOUT_DENSE = 0,	/* contiguous: no strides */
	H_LAYOUT_INNER = 1,	/* inner_contiguous: a stride per outer dimension (dims
				 * 0..nd-2); called dense, padded and permuted */
	H_LAYOUT_BROADCAST = 2,	/* an input, dense but for dimensions of stride 0: a stride
				 * per dimension (dims 0..nd-1), each 0 or the dense stride
				 * without the broadcast ones; called dense and broadcast */
};

struct h_tensor {
	const char *name;
	int role;		/* enum h_role */
	int dtype;		/* enum h_dtype, resolved for this job */
	int ndims;
	int dimsym[H_MAX_DIMS];	/* the symbol of each dimension, or -1 */
	int64_t dimlit[H_MAX_DIMS];	/* the size of a literal dimension */
	int64_t align;		/* bytes the library guarantees the data pointer */
	int batched;		/* its leading dimension is the op's batch symbol */
	int nspecial;		/* adversarial values to plant in a floating input */
	const double *special;
	int hasvalues;		/* an integer input with a value range (per shape) */
	int nalso;		/* scalars whose values are valid too (e.g. ignore_index) */
	int also[H_MAX_SCALARS];
	int layout;		/* enum h_layout: how the launcher takes the tensor, and so
				 * which layouts the harness calls it with */
};

struct h_scalar {
	const char *name;
	int isint;
	double value;		/* the spec's default: the first trial of every shape uses it */
	double lo, hi;		/* the admitted range, which the other trials draw from */
	int loopen, hiopen;	/* whether a bound is excluded */
	int isf32;		/* the launcher takes it as a float: values drawn are rounded to one */
};

struct h_invariant {
	int kind;		/* enum h_invkind */
	int tensor;
	double value, tol, min, max;
};

/* one test or bench shape with what akgen evaluated there */
struct h_shape {
	int bench;		/* 0: a test shape, 1: a bench shape */
	int index;		/* its index in the spec's test or bench list */
	int64_t sym[H_MAX_SYMS];
	double bytes, flops;	/* the cost model: minimum bytes moved, flops */
	int64_t lo[H_MAX_TENSORS], hi[H_MAX_TENSORS];	/* integer inputs: values in [lo, hi] */
};

/* the launcher's call: device pointers in tensor order, the strides in elements of
 * tensor i's dimension d at st[i * H_MAX_DIMS + d] (read for inner and broadcast
 * tensors only), symbols, scalars */
typedef cudaError_t (*h_launch_fn)(void *const *t, const int64_t *st, const int64_t *sym, const double *sc,
				   cudaStream_t s);
/* the reference's call: host arrays in tensor order (double for floating
 * tensors, int64_t for integer ones), symbols, scalars; with `columns`, the index in the
 * whole tensor of each of the sym[columns] columns it is given, and the whole tensor's
 * count of them (ignored without `columns`) */
typedef void (*h_ref_fn)(void *const *t, const int64_t *sym, const double *sc, const int64_t *at, int64_t all);

struct h_op {
	const char *op, *dtype, *arch, *launcher;
	int nsyms;
	const char *const *symnames;
	int ntensors;
	const struct h_tensor *tensors;
	int nscalars;
	const struct h_scalar *scalars;
	double rel, abs;	/* the spec's tolerance for this dtype */
	int ninv;
	const struct h_invariant *inv;
	int batch;		/* the batch symbol, or -1 */
	int columns;		/* the second sampled symbol (with batch), or -1 */
	int accumulate;		/* the symbol each output's product sum runs over, or -1 */
	int nshapes;		/* tests first, then benches */
	const struct h_shape *shapes;
	h_launch_fn launch;
	h_ref_fn reference;
};

/* the glue defines exactly this */
extern "C" const struct h_op h_op;

#endif
