/* specnames.c: the names a spec may not give its op, params and symbols
 *
 * A param's or a symbol's name becomes a parameter of the op's API function
 * (akops_OP in akops.h and OP.cu, C and C++), of its launcher (CUDA C++) and
 * of its C reference; an op's name becomes part of akops_OP, akr_op_OP,
 * akops_ref_OP, the launchers akops_OP_DTYPE_ARCH and the file OP.cu. A name
 * is refused when it would be a keyword there, a macro or type of the headers
 * the generated code includes, or an identifier that code declares itself.
 * tests/names_test.c reads the generated code for the identifiers in those
 * scopes and requires every one of them to be refused here. */
#include "specnames.h"

#include <stdbool.h>
#include <string.h>

#include "dtype.h"
#include "util.h"

/* a list of words and why each is refused */
struct wordset {
	const char *why;
	const char *const *words;
};

static const char *const ckeywords[] = {
	"alignas", "alignof", "auto", "bool", "break", "case", "char", "const", "constexpr", "continue", "default",
	"do", "double", "else", "enum", "extern", "false", "float", "for", "goto", "if", "inline", "int", "long",
	"nullptr", "register", "restrict", "return", "short", "signed", "sizeof", "static", "static_assert",
	"struct", "switch", "thread_local", "true", "typedef", "typeof", "typeof_unqual", "union", "unsigned",
	"void", "volatile", "while", "_Alignas", "_Alignof", "_Atomic", "_BitInt", "_Bool", "_Complex",
	"_Decimal128", "_Decimal32", "_Decimal64", "_Generic", "_Imaginary", "_Noreturn", "_Static_assert",
	"_Thread_local", NULL,
};

/* C++20's keywords and alternative tokens, those of the TM and reflection
 * TSs, and C++26's contract_assert */
static const char *const cxxkeywords[] = {
	"alignas", "alignof", "and", "and_eq", "asm", "atomic_cancel", "atomic_commit", "atomic_noexcept", "auto",
	"bitand", "bitor", "bool", "break", "case", "catch", "char", "char8_t", "char16_t", "char32_t", "class",
	"compl", "concept", "const", "consteval", "constexpr", "constinit", "const_cast", "continue",
	"contract_assert", "co_await", "co_return", "co_yield", "decltype", "default", "delete", "do", "double",
	"dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend", "goto",
	"if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr",
	"operator", "or", "or_eq", "private", "protected", "public", "reflexpr", "register", "reinterpret_cast",
	"requires", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct",
	"switch", "synchronized", "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid",
	"typename", "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor",
	"xor_eq", NULL,
};

static const char *const cxxspecial[] = {
	"final", "override", "import", "module", "transaction_safe", "transaction_safe_dynamic", NULL,
};

/* the C library's lowercase macros and types that end in no _t, and NULL */
static const char *const clibrary[] = {
	"NULL", "assert", "complex", "errno", "imaginary", "jmp_buf", "math_errhandling", "noreturn", "offsetof",
	"stderr", "stdin", "stdout", "unreachable", "va_arg", "va_copy", "va_end", "va_list", "va_start", NULL,
};

/* what GCC and Clang define as 1 in their default GNU modes (the references
 * are C compiled as gnu11) */
static const char *const gnumacros[] = {"linux", "unix", "i386", NULL};

static const char *const cuda[] = {
	"threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "__global__", "__device__", "__host__",
	"__shared__", "__constant__", "__managed__", "__restrict__", "__noinline__", "__forceinline__",
	"__launch_bounds__", "__grid_constant__", "dim3", "half", "half2", "nv_bfloat16", "nv_bfloat162", NULL,
};

static const struct wordset wordsets[] = {
	{"a keyword of C (C23)", ckeywords},
	{"a keyword of C++ (C++20; launchers and the API are C++ too)", cxxkeywords},
	{"an identifier with a special meaning in C++", cxxspecial},
	{"a name the C library defines (a macro or a type)", clibrary},
	{"a macro GCC and Clang predefine as 1 outside strict ISO C (the references are gnu11)", gnumacros},
	{"a CUDA built-in (a variable, a qualifier or a type)", cuda},
};

/* one word of the generated code and where it is */
struct word {
	const char *word, *why;
};

/* the identifiers in the scope of a param's name (tool/emitapi.c, tool/proto.c) */
static const struct word argwords[] = {
	{"stream", "the last parameter of every launcher and API function"},
	{"t", "a local variable of every API function akops_OP (OP.cu: the tensors)"},
	{"c", "a local variable of every API function akops_OP (OP.cu: the checked call)"},
	{"st", "a local variable of every API function akops_OP (OP.cu: the status)"},
	{"v", "a local variable of every API function akops_OP (OP.cu: the variant)"},
};

/* the library's own akops_NAME (tool/rt/api.h, tool/emitapi.c) */
static const struct word opwords[] = {
	{"status_string", "akops_status_string, a function of the library's own"},
	{"last_error", "akops_last_error, a function of the library's own"},
	{"version", "akops_version, a function of the library's own"},
	{"variant", "akops_variant, a function of the library's own"},
	{"variant_info", "struct akops_variant_info, the library's own"},
	{"variant_class", "akops_variant_class, a function of the library's own"},
	{"last_variant", "akops_last_variant, a function of the library's own"},
	{"status", "akops_status, the library's type of every result"},
	{"dtype", "akops_dtype, the library's type of the element types"},
};

static bool inlist(const char *const *v, const char *s)
{
	for (; *v; v++)
		if (strcmp(*v, s) == 0)
			return true;
	return false;
}

static const char *inwords(const struct word *v, size_t n, const char *s)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(v[i].word, s) == 0)
			return v[i].why;
	return NULL;
}

static bool startswith(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* char1 ... ulonglong4, with CUDA 13's _16a and _32a alignments */
static bool cudavector(const char *s)
{
	static const char *const bases[] = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
					    "longlong", "ulonglong", "float", "double", NULL};

	for (int i = 0; bases[i]; i++) {
		size_t n = strlen(bases[i]);
		const char *rest = s + n + 1;

		if (strncmp(s, bases[i], n) != 0 || s[n] < '1' || s[n] > '4')
			continue;
		if (!*rest || strcmp(rest, "_16a") == 0 || strcmp(rest, "_32a") == 0)
			return true;
	}
	return false;
}

/* s ends in _DIGITS after the word before them, as x_stride0 */
static bool endsin(const char *s, const char *word)
{
	const char *end = s + strlen(s), *d = end;
	size_t n = strlen(word);

	while (d > s && d[-1] >= '0' && d[-1] <= '9')
		d--;
	return d < end && (size_t)(d - s) > n && strncmp(d - n, word, n) == 0;
}

/* OP_DTYPE_smNN[af]: the name of a variant's launcher without akops_ */
static bool launcherform(const char *s)
{
	const char *sm = strrchr(s, '_');
	size_t k;

	if (!sm || sm == s || strncmp(sm, "_sm", 3) != 0 || sm[3] < '0' || sm[3] > '9')
		return false;
	k = strspn(sm + 3, "0123456789");
	if (sm[3 + k] && (strchr("af", sm[3 + k]) == NULL || sm[4 + k]))
		return false;
	for (int t = DT_NONE + 1; t < DT_COUNT; t++) {
		const char *dt = dtinfo((enum dtype)t)->name;
		size_t n = strlen(dt);

		if ((size_t)(sm - s) > n + 1 && strncmp(sm - n, dt, n) == 0 && *(sm - n - 1) == '_')
			return true;
	}
	return false;
}

/* the rules that are forms rather than words */
static const char *form(const char *s, enum namekind kind)
{
	if (s[0] == '_')
		return "an identifier C reserves (a leading underscore)";
	if (strstr(s, "__"))
		return "an identifier C++ reserves (two underscores in a row)";
	if (startswith(s, "akops") || startswith(s, "akr_") || startswith(s, "akh_") || startswith(s, "ak_"))
		return "a name with a prefix of the library's own identifiers (akops, akr_, akh_, ak_)";
	if (hassuffix(s, "_t"))
		return "a name POSIX reserves for types (ending in _t, as int64_t, size_t and cudaStream_t)";
	if (cudavector(s))
		return "a CUDA vector type";
	if (kind == NAME_ARG && endsin(s, "_stride"))
		return "the form of the strides a launcher takes after a strided tensor (x_stride0)";
	if (kind == NAME_OP && startswith(s, "ref_"))
		return "the form of a reference's name (akops_ref_OP is the reference of OP)";
	if (kind == NAME_OP && launcherform(s))
		return "the form of a variant's launcher (akops_OP_DTYPE_smNN)";
	return NULL;
}

const char *specname_clash(const char *name, enum namekind kind)
{
	const char *why;

	for (size_t i = 0; i < AK_LEN(wordsets); i++)
		if (inlist(wordsets[i].words, name))
			return wordsets[i].why;
	why = kind == NAME_ARG ? inwords(argwords, AK_LEN(argwords), name) : inwords(opwords, AK_LEN(opwords), name);
	return why ? why : form(name, kind);
}
