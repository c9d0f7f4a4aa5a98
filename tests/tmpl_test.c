/* tmpl_test.c: kernel-family headers, search spaces, requirements and instances */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "spec.h"
#include "template.h"
#include "util.h"

#include "check.h"

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
	return check_done();
}
