/* prompt_test.c: rendering templates with slots, and the slot texts */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "prompt.h"
#include "util.h"

static const struct {
	const char *name, *tmpl, *want;	/* want NULL: refused */
	const char *err;			/* a part of the error */
} cases[] = {
	{"plain", "no slots\n", "no slots\n", NULL},
	{"two slots", "a {{spec}} b {{rules}} c", "a SPEC b RULES c", NULL},
	{"twice", "{{spec}}{{spec}}", "SPECSPEC", NULL},
	{"unknown", "x {{nosuch}} y", NULL, "line 1: unknown slot {{nosuch}}"},
	{"missing", "a\nb {{best}}", NULL, "line 2: slot {{best}} is missing"},
	{"malformed", "a {{ spec }}", NULL, "malformed slot"},
	{"unclosed", "a {{spec", NULL, "malformed slot"},
	{"upper case", "{{Spec}}", NULL, "malformed slot"},
	{"braces in the slot text are not read again", "{{braces}}", "{{spec}}", NULL},
};

int main(void)
{
	struct prompt_slot slots[] = {{"spec", "SPEC"}, {"rules", "RULES"}, {"best", NULL}, {"braces", "{{spec}}"}};
	struct buf out = {0}, err = {0}, t = {0};
	struct diag d = {0};
	struct spec *s;
	struct vresult v;
	struct prompt_target tg = {"sm_90", "NVIDIA H200", 132, 4000, 0};

	for (size_t i = 0; i < AK_LEN(cases); i++) {
		int rc = prompt_render(cases[i].tmpl, slots, (int)AK_LEN(slots), &out, &err);

		if (cases[i].want)
			CHECK(rc == 0 && strcmp(out.data, cases[i].want) == 0, "%s: [%s] %s", cases[i].name, out.data,
			      err.data ? err.data : "");
		else
			CHECK(rc != 0 && err.data && strstr(err.data, cases[i].err), "%s: rc %d, err [%s]", cases[i].name, rc,
			      err.data ? err.data : "");
		buffree(&out);
		buffree(&err);
	}
	/* every error is reported, not only the first */
	CHECK(prompt_render("{{a}} {{b}}", slots, (int)AK_LEN(slots), &out, &err) != 0 && strstr(err.data, "{{a}}") &&
		      strstr(err.data, "{{b}}"),
	      "both unknown slots: %s", err.data);
	buffree(&out);
	buffree(&err);

	/* the slot texts of a real job */
	s = spec_load("specs/gelu_tanh.yaml", &d);
	CHECK(s != NULL, "spec");
	if (!s)
		return check_done();
	prompt_launcher(s, DT_BF16, "sm_90", &t);
	CHECK(strstr(t.data, "extern \"C\" cudaError_t akops_gelu_tanh_bf16_sm90(") != NULL, "launcher: %s", t.data);
	CHECK(!strstr(t.data, "layout"), "a dense op's launcher explains no stride: %s", t.data);
	buffree(&t);
	prompt_target(s, DT_BF16, &tg, &t);
	CHECK(strstr(t.data, "sm_90 (NVIDIA H200)") && strstr(t.data, "132") && strstr(t.data, "n=134217728: 536870912 bytes, floor 134.22 us"),
	      "target: %s", t.data);
	buffree(&t);
	tg.copy_gbps = 0;
	prompt_target(s, DT_BF16, &tg, &t);
	CHECK(!strstr(t.data, "floor 1"), "no copy bandwidth, no floor: %s", t.data);
	buffree(&t);
	/* a matrix product's floor: its flops over the matrix ceiling, where they take longer
	 * than its bytes (8192^3 at 800 TFLOP/s: 1374.39 us, its bytes 83.89 us at 4800 GB/s) */
	{
		/* (in specs/ once promoted: bench/promote.sh) */
		struct spec *g = access("specs/gemm.yaml", F_OK) == 0 ? spec_load("specs/gemm.yaml", &d)
								 : spec_load("specs/staging/gemm.yaml", &d);

		CHECK(g != NULL, "gemm spec");
		if (g) {
			struct prompt_target gt = {"sm_90", "NVIDIA H200", 132, 4800, 800};

			prompt_target(g, DT_BF16, &gt, &t);
			CHECK(strstr(t.data, "matrix ceiling (dense bf16 MMA, f32 accumulation): 800 TFLOP/s") &&
				      strstr(t.data, "m=8192 n=8192 k=8192: 402653184 bytes, 1099511627776 flops, floor 1374.39 us"),
			      "gemm target: %s", t.data);
			buffree(&t);
			spec_free(g);
		}
	}

	/* the strides of a strided op, each tensor's explained */
	{
		struct spec *r = spec_load("specs/rmsnorm.yaml", &d);

		CHECK(r != NULL, "rmsnorm spec");
		if (r) {
			prompt_launcher(r, DT_F32, "sm_90", &t);
			CHECK(strstr(t.data, "x (layout inner_contiguous): x_stride0 is the stride, in elements, of its outer") &&
				      strstr(t.data, "y (layout inner_contiguous)") &&
				      strstr(t.data, "w (layout broadcast): w_stride0 is the stride, in elements, of each of its "
						     "dimensions: 0 (broadcast"),
			      "strides explained: %s", t.data);
			buffree(&t);
			spec_free(r);
		}
	}

	/* feedback from a failed compile: the log from its first error, capped */
	memset(&v, 0, sizeof(v));
	v.nst = 2;
	v.st[0].v = V_PASS_STATIC;
	v.st[1].v = V_FAIL_COMPILE;
	v.st[1].detail = "nvcc exited 2";
	{
		struct buf log = {0};

		bufputs(&log, "nvcc -arch sm_90 ...\nsome note\n");
		bufputs(&log, "cand.cu(4): error: identifier \"thiss\" is undefined\n");
		for (int i = 0; i < 500; i++)
			bufprintf(&log, "cand.cu(%d): error: more\n", i + 5);
		v.compile_log = log.data;
		prompt_feedback(&v, &t);
		CHECK(strstr(t.data, "FAIL_COMPILE") && strstr(t.data, "nvcc exited 2"), "feedback: %s", t.data);
		CHECK(strstr(t.data, "identifier \"thiss\"") && !strstr(t.data, "some note"), "from the first error: %s",
		      t.data);
		CHECK(strstr(t.data, "more bytes not shown") && t.len < PROMPT_MAX_LOG + 600, "capped: %zu bytes", t.len);
		buffree(&log);
		buffree(&t);
	}
	/* feedback from a numeric failure: the evidence */
	v.nst = 3;
	v.st[2].v = V_FAIL_NUMERIC;
	v.st[2].detail = "y[17] = 3.5, expected 1.25";
	v.st[2].evidence = "{\"event\":\"fail\",\"first\":[17,18]}";
	prompt_feedback(&v, &t);
	CHECK(strstr(t.data, "FAIL_NUMERIC") && strstr(t.data, "y[17]") && strstr(t.data, "\"first\":[17,18]"),
	      "numeric: %s", t.data);
	buffree(&t);
	prompt_feedback(NULL, &t);
	CHECK(strstr(t.data, "first attempt") != NULL, "none: %s", t.data);
	buffree(&t);
	prompt_best(NULL, &t);
	CHECK(strstr(t.data, "None yet") != NULL, "no best: %s", t.data);
	buffree(&t);

	/* the shipped template renders with every slot */
	{
		struct buf tmpl = {0};
		struct prompt_job j = {s, "op: gelu_tanh\n", DT_BF16, tg, NULL, &v};

		CHECK(readfile("templates/prompts/propose.txt", 1 << 20, &tmpl) == 0, "read propose.txt");
		CHECK(prompt_propose(tmpl.data, &j, &out, &err) == 0, "propose: %s", err.data ? err.data : "");
		CHECK(out.data && strstr(out.data, "akops_gelu_tanh_bf16_sm90") && strstr(out.data, "No library calls") &&
			      strstr(out.data, "FAIL_NUMERIC") && !strstr(out.data, "{{"),
		      "propose: %s", out.data);
		buffree(&tmpl);
		buffree(&out);
		buffree(&err);
	}
	spec_free(s);
	return check_done();
}
