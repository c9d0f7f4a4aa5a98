/* skeleton.c: the texts `akgen new OP` writes: a commented spec that akgen
 * check accepts as written, of an example operator (y = x, elementwise), and
 * its C reference, correct as written. @OP@ stands for the operator's name. */
#include <string.h>

#include "skeleton.h"

static const char spectext[] =
	"# @OP@: written by 'akgen new @OP@' as a valid spec of an example operator,\n"
	"# y = x elementwise. Make it your operator's, field by field (specs/README.md says\n"
	"# what each field means), and keep ref/@OP@.c's function to the prototype\n"
	"# 'akgen proto --ref' prints for this file; 'akgen check' says what is wrong.\n"
	"op: @OP@\n"
	"summary: y = x, elementwise (the example; write your operator's formula)\n"
	"# the named sizes, each MIN..MAX: the library refuses shapes outside them; the\n"
	"# launcher takes them in this order\n"
	"symbols:\n"
	"  n: 1..16777216\n"
	"# the arguments in launcher order: tensors, then scalars, such as\n"
	"#   - { name: eps, role: scalar, type: f32, default: 1e-6, range: \"(0, 1)\" }\n"
	"# special: values the verifier plants among the random inputs\n"
	"params:\n"
	"  - { name: x, role: in,  dtype: [bf16, f16, f32], shape: [n], align: 16, special: [0, 1e4, -1e4] }\n"
	"  - { name: y, role: out, dtype: same(x), shape: [n], align: 16 }\n"
	"# the reference in C and double precision, relative to this file\n"
	"reference: ref/@OP@.c\n"
	"# element i of y depends only on element i of x: shapes too large for the full\n"
	"# reference are checked on a sample; leave it out when that does not hold\n"
	"batch: n\n"
	"# per dtype of the set: size abs to the outputs' magnitude and the rounding of\n"
	"# a correct kernel (a copy is exact; these leave room for arithmetic)\n"
	"tolerance:\n"
	"  bf16: { rel: 1e-2, abs: 1e-2 }\n"
	"  f16:  { rel: 2e-3, abs: 2e-3 }\n"
	"  f32:  { rel: 1e-5, abs: 1e-5 }\n"
	"# the least a kernel must move (reads plus writes) and compute: the roofline floor\n"
	"cost:\n"
	"  bytes: n*sizeof(x) + n*sizeof(y)\n"
	"  flops: n\n"
	"# every candidate is verified on these: each symbol's minimum and maximum,\n"
	"# primes, sizes that are not multiples of 8, 32 or 128\n"
	"test:\n"
	"  - { n: 1 }\n"
	"  - { n: 2 }\n"
	"  - { n: 7 }\n"
	"  - { n: 31 }\n"
	"  - { n: 129 }\n"
	"  - { n: 4099 }\n"
	"  - { n: 1000003 }\n"
	"  - { n: 16777216 }\n"
	"# the shapes real models use: verified, then timed\n"
	"bench:\n"
	"  - { n: 16777216 }\n";

static const char reftext[] =
	"/* @OP@: y = x, elementwise on [n]: the example 'akgen new @OP@' wrote, correct\n"
	" * as it stands. Write the operator here in plain C11 and double precision,\n"
	" * with the prototype 'akgen proto --ref' prints for ../@OP@.yaml\n"
	" * (specs/README.md: The reference). */\n"
	"#include <stdint.h>\n"
	"\n"
	"void akops_ref_@OP@(const double *x, double *y, int64_t n)\n"
	"{\n"
	"\tfor (int64_t i = 0; i < n; i++)\n"
	"\t\ty[i] = x[i];\n"
	"}\n";

/* text with every @OP@ replaced by op, appended to b */
static void subst(const char *text, const char *op, struct buf *b)
{
	const char *at;

	while ((at = strstr(text, "@OP@"))) {
		bufadd(b, text, (size_t)(at - text));
		bufputs(b, op);
		text = at + 4;
	}
	bufputs(b, text);
}

void skeleton_spec(const char *op, struct buf *b)
{
	subst(spectext, op, b);
}

void skeleton_ref(const char *op, struct buf *b)
{
	subst(reftext, op, b);
}
