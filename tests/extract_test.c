/* extract_test.c: the source in a model's answer, from a table of answers */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "extract.h"
#include "util.h"

#define L "akops_gelu_tanh_bf16_sm90"

static const struct {
	const char *name, *answer;
	enum xoutcome want;
	const char *source;	/* the expected source when XR_OK */
	int chosen;
} cases[] = {
	{"one block", "Here:\n```cuda\nint " L "(void) { return 0; }\n```\nDone.\n", XR_OK,
	 "int " L "(void) { return 0; }\n", 1},
	{"bare fence", "```\nint x;\n```", XR_OK, "int x;\n", 1},
	{"cpp", "```cpp\nint x;\n```\n", XR_OK, "int x;\n", 1},
	{"c++", "```c++\nint x;\n```\n", XR_OK, "int x;\n", 1},
	{"cu with attrs", "```cu title=k.cu\nint x;\n```\n", XR_OK, "int x;\n", 1},
	{"CUDA upper", "```CUDA\nint x;\n```\n", XR_OK, "int x;\n", 1},
	{"indented in a list", "1. the kernel:\n   ```cuda\n   int x;\n   ```\n", XR_OK, "   int x;\n", 1},
	{"tildes", "~~~cuda\nint x;\n~~~\n", XR_OK, "int x;\n", 1},
	{"crlf", "Text\r\n```cuda\r\nint x;\r\nint y;\r\n```\r\n", XR_OK, "int x;\nint y;\n", 1},
	{"no final newline", "```cuda\nint x;\n```", XR_OK, "int x;\n", 1},
	{"backticks in a string", "```cuda\nconst char *s = \"```\";\nint x;\n```\n", XR_OK,
	 "const char *s = \"```\";\nint x;\n", 1},
	{"four-backtick fence holds three", "````cuda\nint x;\n```\nint y;\n````\n", XR_OK, "int x;\n```\nint y;\n", 1},
	{"prose mention of a fence", "Use ```cuda fences.\n```cuda\nint x;\n```\n", XR_OK, "int x;\n", 1},
	{"several: the one naming the launcher",
	 "```cuda\nint helper_long_long_long_long(void);\n```\nthen\n```cuda\nint " L "(void);\n```\n", XR_OK,
	 "int " L "(void);\n", 2},
	{"several naming it: the longest",
	 "```cuda\nint " L ";\n```\n```cuda\nint " L "(void) { return 1; }\n```\n", XR_OK,
	 "int " L "(void) { return 1; }\n", 2},
	{"a longer name is not the launcher", "```cuda\nint " L "_v2(void) { return 0; }\n```\n```cuda\nint a;\n```\n",
	 XR_OK, "int " L "_v2(void) { return 0; }\n", 1},
	{"several, none naming it: the longest", "```cuda\nint a;\n```\n```cuda\nint bbbbbb;\n```\n", XR_OK,
	 "int bbbbbb;\n", 2},
	{"python block skipped", "```python\nprint(1)\n```\n```cuda\nint x;\n```\n", XR_OK, "int x;\n", 1},
	{"empty block skipped", "```cuda\n```\n```cuda\nint x;\n```\n", XR_OK, "int x;\n", 1},
	{"no block", "I cannot do that.\n", XR_NO_CODE, NULL, 0},
	{"unfenced code", "__global__ void k() {}\n", XR_NO_CODE, NULL, 0},
	{"only other languages", "```bash\nls\n```\n", XR_NO_CODE, NULL, 0},
	{"empty answer", "", XR_NO_CODE, NULL, 0},
	{"unterminated", "```cuda\nint " L "(void) {\n  return", XR_TRUNCATED, NULL, 0},
	{"complete then unterminated", "```cuda\nint a;\n```\n```cuda\nint b", XR_TRUNCATED, NULL, 0},
	{"unterminated prose block is fine", "```cuda\nint x;\n```\n```text\nnotes", XR_OK, "int x;\n", 1},
	{"two-backtick is no fence", "``cuda\nint x;\n``\n", XR_NO_CODE, NULL, 0},
};

int main(void)
{
	struct xresult r;
	char *big;

	for (size_t i = 0; i < AK_LEN(cases); i++) {
		int rc = extract_code(cases[i].answer, strlen(cases[i].answer), L, &r);

		CHECK(r.outcome == cases[i].want, "%s: outcome %s, want %s (%s)", cases[i].name,
		      extract_outcome_name(r.outcome), extract_outcome_name(cases[i].want), r.why);
		CHECK((rc == 0) == (cases[i].want == XR_OK), "%s: returned %d", cases[i].name, rc);
		if (cases[i].source)
			CHECK(r.source && strcmp(r.source, cases[i].source) == 0, "%s: source [%s]", cases[i].name,
			      r.source ? r.source : "(null)");
		else
			CHECK(r.source == NULL, "%s: a source", cases[i].name);
		if (cases[i].chosen)
			CHECK(r.chosen == cases[i].chosen, "%s: chose %d (%s)", cases[i].name, r.chosen, r.why);
		CHECK(r.why[0] != '\0', "%s: no why", cases[i].name);
		extract_free(&r);
	}
	/* no launcher given: the longest */
	{
		const char *t = "```cuda\nint a;\n```\n```cuda\nint bb;\n```\n";

		extract_code(t, strlen(t), NULL, &r);
	}
	CHECK(r.outcome == XR_OK && r.chosen == 2, "no launcher: chose %d", r.chosen);
	extract_free(&r);
	/* the input is bounded */
	big = xmalloc(EXTRACT_MAX_INPUT + 2);
	memset(big, 'x', EXTRACT_MAX_INPUT + 1);
	big[EXTRACT_MAX_INPUT + 1] = '\0';
	CHECK(extract_code(big, EXTRACT_MAX_INPUT + 1, L, &r) != 0 && r.outcome == XR_TOO_LARGE, "too large: %s",
	      extract_outcome_name(r.outcome));
	free(big);
	/* many blocks: more than are kept is no crash */
	{
		struct buf b = {0};

		for (int i = 0; i < 200; i++)
			bufprintf(&b, "```cuda\nint v%d;\n```\n", i);
		CHECK(extract_code(b.data, b.len, L, &r) == 0, "many blocks: %s", r.why);
		extract_free(&r);
		buffree(&b);
	}
	return check_done();
}
