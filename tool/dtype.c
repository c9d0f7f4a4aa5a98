/* dtype.c: the element types a spec may name */
#include "dtype.h"

#include <assert.h>
#include <string.h>

static const struct dtypeinfo infos[DT_COUNT] = {
	[DT_NONE] = {"none", 0, false, "void", "void", 0, 0},
	[DT_BF16] = {"bf16", 2, true, "__nv_bfloat16", "uint16_t", 4, 16},
	[DT_F16] = {"f16", 2, true, "__half", "uint16_t", 2, 16},
	[DT_F32] = {"f32", 4, true, "float", "float", 2, 32},
	[DT_F64] = {"f64", 8, true, "double", "double", 2, 64},
	[DT_I32] = {"i32", 4, false, "int32_t", "int32_t", 0, 32},
	[DT_I64] = {"i64", 8, false, "int64_t", "int64_t", 0, 64},
};

const struct dtypeinfo *dtinfo(enum dtype t)
{
	assert(t > DT_NONE && t < DT_COUNT);
	return &infos[t];
}

enum dtype dtparse(const char *name)
{
	for (int t = DT_NONE + 1; t < DT_COUNT; t++)
		if (strcmp(infos[t].name, name) == 0)
			return (enum dtype)t;
	return DT_NONE;
}

const char *dtnames(void)
{
	return "bf16, f16, f32, f64, i32, i64";
}
