/* dtype.h: the element types a spec may name */
#ifndef AK_DTYPE_H
#define AK_DTYPE_H

#include <stdbool.h>

enum dtype {
	DT_NONE,
	DT_BF16,
	DT_F16,
	DT_F32,
	DT_F64,
	DT_I32,
	DT_I64,
	DT_COUNT,
};

struct dtypeinfo {
	const char *name;	/* as in specs: "bf16" */
	int size;		/* bytes per element */
	bool isfloat;
	const char *cuda;	/* element type in CUDA C++: "__nv_bfloat16" */
	const char *c;		/* element type in host C: "uint16_t" for the 16-bit floats */
	int dlcode;		/* DLDataTypeCode: 0 int, 2 float, 4 bfloat */
	int bits;
};

/* facts about a dtype; t must be a real dtype, not DT_NONE */
const struct dtypeinfo *dtinfo(enum dtype t);
/* look up a dtype by name; DT_NONE if there is none */
enum dtype dtparse(const char *name);
/* the names of all dtypes, comma-separated, for messages */
const char *dtnames(void);

#endif
