/* static_test.c: the source scanner, the symbol and section checks and the
 * ptxas report, against the real rule lists of verify/rules/ */
#define _POSIX_C_SOURCE 200809L
#include <string.h>

#include "static.h"
#include "util.h"

#include "check.h"

struct srccase {
	const char *name;
	const char *src;
	int problems;		/* 0: clean; > 0: at least one finding */
	const char *mention;	/* a word the finding must hold, or NULL */
};

static const struct srccase srccases[] = {
	{"plain kernel", "#include <cuda_runtime.h>\n__global__ void k(float *y) { y[0] = 1.0f; }\n", 0, NULL},
	{"banned name in a comment", "// cudaMalloc would be wrong here\n/* printf too */\n__global__ void k() {}\n", 0,
	 NULL},
	{"banned name in a string", "const char *s = \"cudaMalloc printf\";\n", 0, NULL},
	{"banned name in a raw string", "const char *s = R\"x(cudaMalloc)x\";\n", 0, NULL},
	{"banned name in code", "void f(void **p) { cudaMalloc(p, 4); }\n", 1, "cudaMalloc"},
	{"printf in device code", "__global__ void k() { printf(\"hi\"); }\n", 1, "printf"},
	{"line splice", "__global__ void k() { pri\\\nntf(\"x\"); }\n", 1, "printf"},
	{"line splice with blanks", "__global__ void k() { pri\\  \nntf(\"x\"); }\n", 1, "printf"},
	{"digit separator", "__global__ void k() { int a = 1'000; printf(\"%d\", a); }\n", 1, "printf"},
	{"prefixed raw string", "const char *s = u8R\"(\")\"; void f() { printf(\"\"); }\n", 1, "printf"},
	{"token pasting", "#define CAT(a, b) a##b\n", 1, "pasting"},
	{"digraph pasting", "#define CAT(a, b) a%:%:b\n", 1, "pasting"},
	{"digraph directive", "%:include <stdio.h>\n", 1, "digraph"},
	{"stringizing", "#define STR(x) #x\n#define S2(a, ...) # a #__VA_ARGS__\n", 0, NULL},
	{"a # made a directive", "#define H #\nH include <stdio.h>\n", 1, "neither begins"},
	{"a # as an argument", "#define ID(x) x\nID(#) pragma weak f\n", 1, "neither begins"},
	{"a %: made a directive", "#define H %:\nH line 1 \"/usr/include/stdio.h\"\n", 1, "neither begins"},
	{"a # before no parameter", "#define F(x) #y\n", 1, "neither begins"},
	{"quoted include", "#include \"local.h\"\n", 1, "quoted"},
	{"computed include", "#define H <stdio.h>\n#include H\n", 1, "computed"},
	{"include not allowed", "#include <stdio.h>\n", 1, "stdio.h"},
	{"include allowed", "#include <cuda_bf16.h>\n#include <stdint.h>\n", 0, NULL},
	{"#import", "#import <cuda_runtime.h>\n", 1, "import"},
	{"std", "#include <cuda_runtime.h>\nvoid f() { std::thread t; }\n", 1, "std"},
	{"a NUL byte", "__global__ void k() {}\0printf", 1, "NUL"},
};

int main(void)
{
	struct ruleset r;
	struct resources res;
	struct buf why = {0};

	if (rules_load("verify/rules", &r) != 0)
		fatal("cannot load verify/rules");
	for (size_t i = 0; i < AK_LEN(srccases); i++) {
		const struct srccase *c = &srccases[i];
		size_t len = strcmp(c->name, "a NUL byte") == 0 ? strlen(c->src) + 7 : strlen(c->src);
		int n;

		why.len = 0;
		bufputs(&why, "");
		n = static_source(&r, c->src, len, &why);
		CHECK(c->problems ? n > 0 : n == 0, "%s: %d findings: %s", c->name, n, why.data);
		CHECK(!c->mention || strstr(why.data, c->mention), "%s: no mention of %s in: %s", c->name, c->mention,
		      why.data);
	}

	/* symbols, as nm -P prints them */
	why.len = 0;
	bufputs(&why, "");
	CHECK(static_symbols(&r,
			     "akops_x_bf16_sm90 T 0 10\n__cudaLaunchKernel U\n_ZL15__fatDeviceText d 0 18\n"
			     "_ZL20__cudaFatCubinHandle b 0 8\n_Z8k_kernelPf T 0 40\nfatbinData r 0 100\n",
			     "akops_x_bf16_sm90", &why) == 0,
	      "nvcc's own symbols pass: %s", why.data);
	why.len = 0;
	CHECK(static_symbols(&r, "akops_x_bf16_sm90 T 0 10\ncudaMemcpy U\n", "akops_x_bf16_sm90", &why) == 1 &&
		      strstr(why.data, "cudaMemcpy"),
	      "a call to cudaMemcpy: %s", why.data);
	why.len = 0;
	CHECK(static_symbols(&r, "akops_x_bf16_sm90 T 0 10\n_ZZ17akops_x_bf16_sm90E5calls b 0 4\n", "akops_x_bf16_sm90",
			     &why) == 1,
	      "a launcher's static variable: %s", why.data);
	why.len = 0;
	CHECK(static_symbols(&r, "akops_x_bf16_sm90 T 0 10\n__cudaRegisterVar U\n", "akops_x_bf16_sm90", &why) == 1,
	      "a device variable: %s", why.data);
	why.len = 0;
	CHECK(static_symbols(&r, "akops_x_bf16_sm90 T 0 10\nexit T 0 10\n", "akops_x_bf16_sm90", &why) == 1,
	      "defining exit: %s", why.data);
	why.len = 0;
	CHECK(static_symbols(&r, "_Z8k_kernelPf T 0 40\n", "akops_x_bf16_sm90", &why) == 1 &&
		      strstr(why.data, "does not define the launcher"),
	      "no launcher: %s", why.data);

	/* names longer than the scan holds: refused, never cut to one allowed nor
	 * skipped (a global variable of 600 characters once passed unseen) */
	{
		struct buf nm = {0}, src = {0};

		bufputs(&nm, "akops_x_bf16_sm90 T 0 10\nstate");
		bufputs(&src, "#include <cuda_runtime.h");
		for (int i = 0; i < 600; i++) {
			bufputc(&nm, 'x');
			bufputc(&src, 'x');
		}
		bufputs(&nm, " B 0 4\n");
		bufputs(&src, ">\n__global__ void k() {}\n");
		why.len = 0;
		CHECK(static_symbols(&r, nm.data, "akops_x_bf16_sm90", &why) == 1 && strstr(why.data, "longer than 511"),
		      "a symbol name of 605 characters: %s", why.data);
		why.len = 0;
		CHECK(static_source(&r, src.data, src.len, &why) == 1 && strstr(why.data, "longer than 255"),
		      "an #include of a name of 614 characters: %s", why.data);
		buffree(&nm);
		buffree(&src);
	}

	/* the ptxas report */
	static_resources("ptxas info    : Compiling entry function '_Z1kPf' for 'sm_90'\n"
			 "ptxas info    : Function properties for _Z1kPf\n"
			 "    16 bytes stack frame, 8 bytes spill stores, 8 bytes spill loads\n"
			 "ptxas info    : Used 40 registers, used 1 barriers, 2048 bytes smem, 368 bytes cmem[0]\n"
			 "ptxas info    : Compiling entry function '_Z1jPf' for 'sm_90'\n"
			 "ptxas info    : Used 12 registers, 0 bytes smem\n",
			 &res);
	CHECK(res.kernels == 2 && res.registers == 40 && res.smem == 2048 && res.spills == 16 && res.stack == 16,
	      "resources: %d kernels, %lld regs, %lld smem, %lld spills, %lld stack", res.kernels,
	      (long long)res.registers, (long long)res.smem, (long long)res.spills, (long long)res.stack);
	buffree(&why);
	rules_free(&r);
	return check_done();
}
