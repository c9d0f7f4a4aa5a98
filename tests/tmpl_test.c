/* tmpl_test.c: kernel-family headers, search spaces, requirements and instances */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sha256.h"
#include "spec.h"
#include "template.h"
#include "util.h"

#include "check.h"

/* write name under dir, a directory made as needed */
static void put(const char *dir, const char *name, const char *text)
{
	char *path = pathjoin(dir, name), *slash = strrchr(path, '/');

	*slash = '\0';
	mkdirs(path);
	*slash = '/';
	CHECK(writefile(path, text, strlen(text)) >= 0, "write %s", path);
	free(path);
}

#define HEADER(FAM)                                                                                              \
	"// akops-template: rmsnorm/" FAM "\n// summary: a test family\n// dtypes: bf16 f32\n"                       \
	"// param: BLOCK = 256 : 128 256\n#include <cuda_runtime.h>\n"

/* the common files a family inlines: `#include "common/NAME.cuh"` lines replaced by
 * the file's text between markers; every other form, a missing, linked, nested or
 * oversized file refused with its line */
static void commonfiles(void)
{
	char dir[2048], *fam, *cpath, *text, *big, want[512], hex[65];
	struct diag d = {0}, sd = {0};
	struct spec *s = spec_load("specs/rmsnorm.yaml", &sd);
	struct buf b = {0};
	struct tmpl t;
	int64_t vals[1] = {256};
	size_t n = 0;
	FILE *f;

	check_tmpdir(dir, sizeof(dir), "tmpl_test");
	put(dir, "templates/common/sum.cuh", "// common/sum.cuh: a test helper\n"
					     "static __device__ __forceinline__ float twice(float v) { return v + v; }\n");
	put(dir, "templates/common/nested.cuh", "// nests\n#include \"common/sum.cuh\"\n");
	put(dir, "templates/common/param.cuh", "// param: X = 1 : 1\n");
	put(dir, "templates/rmsnorm/inc.cu",
	    HEADER("inc") "#include \"common/sum.cuh\"\n__global__ void k(float *p) { *p = twice(*p); }\n");
	fam = pathjoin(dir, "templates/rmsnorm/inc.cu");
	cpath = pathjoin(dir, "templates/common/sum.cuh");
	CHECK(tmpl_load(fam, &t, &d) == 0, "a family with a common file loads");
	diagprint(&d, stderr);
	CHECK(t.ncommon == 1 && strcmp(t.common[0].path, cpath) == 0, "its common file: %s",
	      t.ncommon ? t.common[0].path : "none");
	CHECK(sha256_file(cpath, hex) == 0 && strcmp(hex, t.common[0].sha) == 0, "the common file's sha256");
	CHECK(sha256_file(fam, hex) == 0 && strcmp(hex, t.sha) == 0, "the family's sha256 is its file's own");
	if (s) {
		tmpl_instance(&t, s, DT_BF16, "sm_90", vals, &b);
		CHECK(!strstr(b.data, "#include \"common/"), "no include left:\n%s", b.data);
		snprintf(want, sizeof(want), "/* akops-common: begin %s (sha256 %s), inlined by akgen */\n#line 1 \"%s\"\n"
			 "// common/sum.cuh: a test helper\n", cpath, t.common[0].sha, cpath);
		CHECK(strstr(b.data, want) != NULL, "the begin marker and the text:\n%s", b.data);
		snprintf(want, sizeof(want), "/* akops-common: end %s */\n#line 7 \"%s\"\n__global__ void k", cpath, fam);
		CHECK(strstr(b.data, want) != NULL, "the end marker and the family's line after it:\n%s", b.data);
		CHECK(strstr(b.data, "an instance of") && strstr(b.data, t.sha), "the family named with its sha256");
	}
	buffree(&b);
	tmpl_free(&t);
	diagfree(&d);

	/* every refusal, with its line */
	big = calloc(TMPL_MAX_COMMON_BYTES + 2, 1);
	memset(big, '/', TMPL_MAX_COMMON_BYTES + 1);
	put(dir, "templates/common/big.cuh", big);
	free(big);
	put(dir, "templates/rmsnorm/good.cu", HEADER("good"));
	{
		char *target = pathjoin(dir, "templates/rmsnorm/good.cu"), *link = pathjoin(dir, "templates/common/link.cuh");

		CHECK(symlink(target, link) == 0, "a link");
		free(target);
		free(link);
	}
	put(dir, "templates/rmsnorm/bad.cu",
	    HEADER("bad") "#include \"common/none.cuh\"\n"	/* 6 */
			  "#include \"../rmsnorm/good.cu\"\n"	/* 7 */
			  "#include \"common/../rmsnorm/good.cu\"\n" /* 8 */
			  "#include \"common/sub/x.cuh\"\n"	/* 9 */
			  "  #  include \"common/sum.cuh\"\n"	/* 10 */
			  "#include \"common/nested.cuh\"\n"	/* 11 */
			  "#include \"common/param.cuh\"\n"	/* 12 */
			  "#include \"common/link.cuh\"\n"	/* 13 */
			  "#include \"common/big.cuh\"\n"	/* 14 */
			  "#include \"common/sum.cuh\"\n"	/* 15 */
			  "#include \"common/sum.cuh\"\n");	/* 16 */
	free(fam);
	fam = pathjoin(dir, "templates/rmsnorm/bad.cu");
	d.file = NULL;
	CHECK(tmpl_load(fam, &t, &d) != 0, "a family with bad includes refused");
	text = NULL;
	f = open_memstream(&text, &n);
	diagprint(&d, f);
	fclose(f);
	{
		static const char *const want2[] = {
			"6:1: include: cannot read ",
			"7:1: include: found '#include \"../rmsnorm/good.cu\"', expected exactly #include \"common/NAME.cuh\"",
			"8:1: include: found '#include \"common/../rmsnorm/good.cu\"', expected exactly",
			"9:1: include: found '#include \"common/sub/x.cuh\"', expected exactly",
			"10:1: include: found '  #  include \"common/sum.cuh\"', expected exactly",
			"11:1: include: ",
			"nested.cuh:2: a common file includes no other",
			"12:1: include: ",
			"param.cuh:1: found '// param: X = 1 : 1': parameters are the family's",
			"13:1: include: ",
			"link.cuh is not a regular file",
			"14:1: include: cannot read ",
			"big.cuh: larger than 256 KiB",
			"16:1: include: ",
			"sum.cuh is included twice",
		};

		for (size_t i = 0; i < AK_LEN(want2); i++)
			CHECK(strstr(text, want2[i]) != NULL, "missing: %s\nin:\n%s", want2[i], text);
		CHECK(!strstr(text, "15:1:"), "the first include of sum.cuh is fine:\n%s", text);
	}
	free(text);
	tmpl_free(&t);
	diagfree(&d);
	free(fam);
	free(cpath);
	spec_free(s);
	diagfree(&sd);
	{
		char *cmd = xasprintf("rm -rf '%s'", dir);

		CHECK(system(cmd) == 0, "clean up");
		free(cmd);
	}
}

/* a family whose lines from the 4th are archs (then a parameter and code) */
#define ARCHSFAM(FAM, ARCHS)                                                                                     \
	"// akops-template: rmsnorm/" FAM "\n// summary: a test family\n// dtypes: bf16 f32\n" ARCHS               \
	"// param: BLOCK = 256 : 128 256\n#include <cuda_runtime.h>\n"

/* family name under dir/templates/rmsnorm refused, its errors holding want */
static void archsrefused(const char *dir, const char *name, const char *want)
{
	char *file = xasprintf("templates/rmsnorm/%s.cu", name), *fam = pathjoin(dir, file), *text = NULL;
	struct diag d = {0};
	struct tmpl t;
	size_t n = 0;
	FILE *f;

	CHECK(tmpl_load(fam, &t, &d) != 0, "%s refused", name);
	f = open_memstream(&text, &n);
	diagprint(&d, f);
	fclose(f);
	CHECK(strstr(text, want) != NULL, "%s: missing: %s\nin:\n%s", name, want, text);
	free(text);
	tmpl_free(&t);
	diagfree(&d);
	free(fam);
	free(file);
}

/* the archs: line: the job archs a family alone applies to (exactly: sm_90a is not
 * sm_90), every arch without it; tmpl_loadop leaves out the families of other archs */
static void familyarchs(void)
{
	char dir[2048], *fam, *tdir, why[256] = "";
	struct diag d = {0};
	struct tmpl t, fams[4];
	struct buf b = {0};
	int n;

	check_tmpdir(dir, sizeof(dir), "tmpl_test");
	put(dir, "templates/rmsnorm/hopper.cu", ARCHSFAM("hopper", "// archs: sm_90a\n"));
	put(dir, "templates/rmsnorm/two.cu", ARCHSFAM("two", "// archs: sm_90a, sm_100a\n"));
	put(dir, "templates/rmsnorm/plain.cu", ARCHSFAM("plain", ""));
	put(dir, "templates/rmsnorm/unknown.cu", ARCHSFAM("unknown", "// archs: sm_90a sm_91\n"));
	put(dir, "templates/rmsnorm/dup.cu", ARCHSFAM("dup", "// archs: sm_90a sm_90a\n"));
	put(dir, "templates/rmsnorm/empty.cu", ARCHSFAM("empty", "// archs:  \n"));
	put(dir, "templates/rmsnorm/twice.cu", ARCHSFAM("twice", "// archs: sm_90a\n// archs: sm_100a\n"));

	fam = pathjoin(dir, "templates/rmsnorm/hopper.cu");
	CHECK(tmpl_load(fam, &t, &d) == 0, "a family with an archs: line loads");
	diagprint(&d, stderr);
	CHECK(t.narchs == 1 && strcmp(t.archs[0], "sm_90a") == 0, "its archs: %d", t.narchs);
	CHECK(tmpl_hasarch(&t, "sm_90a"), "sm_90a listed");
	CHECK(!tmpl_hasarch(&t, "sm_90") && !tmpl_hasarch(&t, "sm_80") && !tmpl_hasarch(&t, "sm_100a"),
	      "sm_90, sm_80, sm_100a not (an exact match)");
	tmpl_archnames(&t, &b);
	CHECK(strcmp(b.data, "sm_90a") == 0, "its archs named: %s", b.data);
	b.len = 0;
	tmpl_free(&t);
	diagfree(&d);
	free(fam);

	fam = pathjoin(dir, "templates/rmsnorm/two.cu");
	d.file = NULL;
	CHECK(tmpl_load(fam, &t, &d) == 0, "a family of two archs loads");
	CHECK(tmpl_hasarch(&t, "sm_90a") && tmpl_hasarch(&t, "sm_100a") && !tmpl_hasarch(&t, "sm_100"), "two archs");
	tmpl_archnames(&t, &b);
	CHECK(strcmp(b.data, "sm_90a, sm_100a") == 0, "two archs named: %s", b.data);
	b.len = 0;
	tmpl_free(&t);
	diagfree(&d);
	free(fam);

	fam = pathjoin(dir, "templates/rmsnorm/plain.cu");
	d.file = NULL;
	CHECK(tmpl_load(fam, &t, &d) == 0, "a family without an archs: line loads");
	CHECK(t.narchs == 0 && tmpl_hasarch(&t, "sm_80") && tmpl_hasarch(&t, "sm_90") && tmpl_hasarch(&t, "sm_90a"),
	      "without the line: every arch");
	tmpl_archnames(&t, &b);
	CHECK(strcmp(b.data, "every arch") == 0, "every arch named: %s", b.data);
	tmpl_free(&t);
	diagfree(&d);
	free(fam);
	buffree(&b);

	archsrefused(dir, "unknown", "4:1: archs: found 'sm_91', expected an arch nvcc builds for");
	archsrefused(dir, "dup", "4:1: archs: found 'sm_90a' twice, expected each arch once");
	archsrefused(dir, "empty", "4:1: archs: found an empty list");
	archsrefused(dir, "twice", "5:1: archs: found a second archs: line (the first is line 4)");

	/* the families of a job: those of its arch and every arch; without an arch, all.
	 * (the refused ones above are left out, the last named in why) */
	tdir = pathjoin(dir, "templates");
	n = tmpl_loadop(tdir, "rmsnorm", 1u << DT_BF16, "sm_90", fams, 4, why, sizeof(why));
	CHECK(n == 1 && strcmp(fams[0].family, "plain") == 0, "sm_90: the plain family alone (%d)", n);
	CHECK(strstr(why, "does not load"), "why: %s", why);
	for (int i = 0; i < n; i++)
		tmpl_free(&fams[i]);
	n = tmpl_loadop(tdir, "rmsnorm", 1u << DT_BF16, "sm_90a", fams, 4, why, sizeof(why));
	CHECK(n == 3 && strcmp(fams[0].family, "hopper") == 0 && strcmp(fams[2].family, "two") == 0,
	      "sm_90a: all three (%d)", n);
	for (int i = 0; i < n; i++)
		tmpl_free(&fams[i]);
	n = tmpl_loadop(tdir, "rmsnorm", 1u << DT_BF16, "sm_100", fams, 4, why, sizeof(why));
	CHECK(n == 1, "sm_100: the plain family alone (%d)", n);
	for (int i = 0; i < n; i++)
		tmpl_free(&fams[i]);
	n = tmpl_loadop(tdir, "rmsnorm", 1u << DT_BF16, NULL, fams, 4, why, sizeof(why));
	CHECK(n == 3, "any arch: all three (%d)", n);
	for (int i = 0; i < n; i++)
		tmpl_free(&fams[i]);
	n = tmpl_loadop(tdir, "rmsnorm", 1u << DT_F16, "sm_90a", fams, 4, why, sizeof(why));
	CHECK(n == 0, "an arch's families of another dtype are left out (%d)", n);
	free(tdir);
	{
		char *cmd = xasprintf("rm -rf '%s'", dir);

		CHECK(system(cmd) == 0, "clean up");
		free(cmd);
	}
}

int main(void)
{
	struct diag d = {0}, sd = {0};
	struct tmpl t;
	struct spec *s;
	struct buf b = {0};
	char err[200];
	int64_t vals[TMPL_MAX_PARAMS];

	CHECK(tmpl_load("tests/templates/rmsnorm/good.cu", &t, &d) == 0, "good family loads");
	diagprint(&d, stderr);
	CHECK(strcmp(t.op, "rmsnorm") == 0 && strcmp(t.family, "good") == 0, "place: %s/%s", t.op, t.family);
	CHECK(t.nparams == 2 && t.params[0].def == 256 && t.params[1].def == 4 && t.params[1].nvals == 4, "params");
	CHECK(t.dtypes == ((1u << DT_BF16) | (1u << DT_F32)), "dtypes %x", t.dtypes);
	CHECK(t.summary && strstr(t.summary, "one row per block"), "summary");

	vals[0] = 256, vals[1] = 8;
	CHECK(tmpl_admits(&t, vals, 2, err, sizeof(err)), "defaults for bf16: %s", err);
	CHECK(!tmpl_admits(&t, vals, 4, err, sizeof(err)) && strstr(err, "VEC * ELEM_BYTES"), "8 f32 is 32 bytes: %s",
	      err);
	vals[1] = 4;
	CHECK(tmpl_admits(&t, vals, 4, err, sizeof(err)), "4 f32: %s", err);
	vals[0] = 64;
	CHECK(!tmpl_admits(&t, vals, 2, err, sizeof(err)) && strstr(err, "outside its search space"), "64: %s", err);

	s = spec_load("specs/rmsnorm.yaml", &sd);
	CHECK(s != NULL, "spec");
	if (s) {
		vals[0] = 512, vals[1] = 2;
		tmpl_instance(&t, s, DT_BF16, "sm_90a", vals, &b);
		CHECK(strstr(b.data, "#define AKP_BLOCK 512\n#define AKP_VEC 2\n") != NULL, "params:\n%s", b.data);
		CHECK(strstr(b.data, "#define AK_T __nv_bfloat16\n#define AK_ELEM_BYTES 2\n#define AK_DTYPE_BF16 1\n") !=
			      NULL,
		      "types:\n%s", b.data);
		CHECK(strstr(b.data, "#define AK_ARCH 90\n#define AK_LAUNCHER akops_rmsnorm_bf16_sm90a\n") != NULL,
		      "arch:\n%s", b.data);
		CHECK(strstr(b.data, t.sha) && strstr(b.data, "BLOCK=512 VEC=2"), "provenance comment:\n%s", b.data);
		CHECK(b.len > t.text.len && memcmp(b.data + b.len - t.text.len, t.text.data, t.text.len) == 0,
		      "the text follows unchanged");
		spec_free(s);
	}
	buffree(&b);
	tmpl_free(&t);
	diagfree(&d);
	diagfree(&sd);

	/* every header error is reported, with its line */
	d.file = NULL;
	CHECK(tmpl_load("tests/templates/rmsnorm/bad.cu", &t, &d) != 0, "bad family refused");
	{
		static const char *const want[] = {
			"1:1: akops-template: found 'rmsnorm/other', expected 'rmsnorm/bad'",
			"3:1: dtypes: found 'i32'",
			"4:1: param: found the name 'block'",
			"11:1: param: found the default 3 outside the search space of ROWS",
			"6:1: param: found the name 'VEC'",
			"7:1: param: found 'WIDTH 4', expected NAME = DEFAULT",
			"8:1: require: found 'VEC + 1', expected a condition",
			"9:1: require: found 'UNKNOWN > 2'",
			"10:1: require: found a bad expression",
		};
		char *text = NULL;
		size_t n = 0;
		FILE *f = open_memstream(&text, &n);

		diagprint(&d, f);
		fclose(f);
		for (size_t i = 0; i < AK_LEN(want); i++)
			CHECK(strstr(text, want[i]) != NULL, "missing: %s\nin:\n%s", want[i], text);
		free(text);
	}
	tmpl_free(&t);
	diagfree(&d);
	d.file = NULL;
	CHECK(tmpl_load("tests/templates/none.cu", &t, &d) != 0, "a missing file");
	tmpl_free(&t);
	diagfree(&d);
	/* the search space a text declares (an instance carries its template's) */
	{
		const char *text = "// akops-template: x/y\n// param: WBLOCK = 64 : 64 128\n"
				   "// param: BLOCK = 256 : 128 256 512\n// param: BLOCKS=1 : 1\n"
				   "// param: BAD = 1 : 1 two\n#define AKP_BLOCK 256\n";
		int64_t v[4];

		CHECK(tmpl_text_values(text, "BLOCK", v, 4) == 3 && v[0] == 128 && v[2] == 512, "BLOCK's list");
		CHECK(tmpl_text_values(text, "BLOCKS", v, 4) == 1 && v[0] == 1, "BLOCKS, not BLOCK's");
		CHECK(tmpl_text_values(text, "WBLOCK", v, 4) == 2 && v[1] == 128, "WBLOCK's list");
		CHECK(tmpl_text_values(text, "NONE", v, 4) == -1, "no such parameter");
		CHECK(tmpl_text_values(text, "BAD", v, 4) == -1, "a list that does not read");
		CHECK(tmpl_text_values(text, "BLOCK", v, 2) == -1, "more values than room");
	}
	commonfiles();
	familyarchs();
	return check_done();
}
