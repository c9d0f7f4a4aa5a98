/* specnames.h: the names a spec may not give its op, params and symbols: the
 * words of C, C++ and CUDA, and the identifiers the generated code itself holds */
#ifndef AK_SPECNAMES_H
#define AK_SPECNAMES_H

/* where a name of a spec lands in the generated code */
enum namekind {
	NAME_OP,	/* in akops_OP, akr_op_OP, OP.cu, variants/OP_DTYPE_ARCH.cu */
	NAME_ARG,	/* a param or a symbol: a parameter of the API function, the launcher and the reference */
};

/* why name would clash in the code generated where a name of kind lands, as
 * "a keyword of C++ ..."; NULL when it is free */
const char *specname_clash(const char *name, enum namekind kind);

#endif
