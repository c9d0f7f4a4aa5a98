/* llm_test.c: the client's policy without a network: retry-after, which
 * statuses are retried, the backoff, UTF-8, config files, and the outcomes
 * that need no server */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llm.h"
#include "llmint.h"
#include "util.h"

/* prompts that are not UTF-8, and what the refusal says */
struct badprompt {
	const char *what, *system, *prompt, *msg;
};

static const struct badprompt badprompts[] = {
	{"a Latin-1 prompt", "s", "caf\xe9 au lait", "the prompt is not UTF-8 (byte 0xe9 at offset 3 of 12)"},
	{"a truncated sequence", "s", "euro \xe2\x82", "byte 0xe2 at offset 5"},
	{"an overlong slash", "s", "a\xc0\xaf", "byte 0xc0 at offset 1"},
	{"a surrogate", "s", "\xed\xa0\x80", "byte 0xed at offset 0"},
	{"a bad system prompt", "sys\xff", "p", "the system prompt is not UTF-8 (byte 0xff at offset 3"},
	{"nothing sent", "s", "\xff", "nothing was sent"},
};

int main(void)
{
	struct llmconf c;
	struct llmstate st;
	struct llmreply r;
	char err[160];

	/* retry-after: seconds only; an HTTP-date falls back to the backoff */
	CHECK(llm_retry_after(" 3\r\n") == 3, "3");
	CHECK(llm_retry_after("0") == 0, "0");
	CHECK(llm_retry_after("1.5") == 1.5, "1.5");
	CHECK(llm_retry_after("Wed, 21 Oct 2015 07:28:00 GMT") < 0, "date");
	CHECK(llm_retry_after("-1") < 0 && llm_retry_after("") < 0 && llm_retry_after(NULL) < 0, "junk");
	CHECK(llm_retry_after("inf") < 0 && llm_retry_after("1e9") < 0, "huge");

	/* which statuses may heal */
	static const struct {
		long status;
		const char *body;
		bool want;
	} rt[] = {
		{408, NULL, true},  {409, NULL, true},	{429, "{}", true}, {500, NULL, true}, {502, NULL, true},
		{503, NULL, true},  {529, NULL, true},	{400, NULL, false}, {401, NULL, false}, {403, NULL, false},
		{404, NULL, false}, {429, "{\"error\":{\"code\":\"insufficient_quota\"}}", false}, {200, NULL, false},
	};
	for (size_t i = 0; i < AK_LEN(rt); i++)
		CHECK(llm_retryable(rt[i].status, rt[i].body) == rt[i].want, "status %ld", rt[i].status);

	/* the backoff: doubling, jittered within [0.5, 1), capped; retry-after wins */
	llm_defaults(&c, LLM_OPENAI);
	c.backoff_s = 0.1;
	c.backoff_max_s = 1;
	llm_state_init(&st, 42);
	for (int n = 1; n <= 6; n++) {
		double d = llm_backoff(&c, n, -1, &st.rng), base = 0.1 * pow(2, n - 1);

		CHECK(d <= 1 && (base > 2 ? d == 1 : (d >= base * 0.5 && d < base)), "try %d: %g", n, d);
	}
	CHECK(llm_backoff(&c, 1, 0.7, &st.rng) == 0.7, "retry-after");
	CHECK(llm_backoff(&c, 1, 90, &st.rng) == 1, "retry-after capped");
	{
		struct llmstate a, b;
		bool same = true;

		llm_state_init(&a, 7);
		llm_state_init(&b, 7);
		for (int n = 1; n < 5; n++)
			same = same && llm_backoff(&c, n, -1, &a.rng) == llm_backoff(&c, n, -1, &b.rng);
		CHECK(same, "a seed gives the same delays");
	}

	/* UTF-8 */
	CHECK(llm_utf8ok("plain", 5) && llm_utf8ok("\xc3\xa9", 2) && llm_utf8ok("\xe2\x82\xac", 3) &&
		      llm_utf8ok("\xf0\x9f\x98\x80", 4),
	      "valid");
	CHECK(!llm_utf8ok("\xff", 1) && !llm_utf8ok("\xc3", 1) && !llm_utf8ok("\xc0\xaf", 2) &&
		      !llm_utf8ok("\xed\xa0\x80", 3) && !llm_utf8ok("\xe2\x82", 2) && !llm_utf8ok("\xf4\x90\x80\x80", 4),
	      "invalid");

	/* settings */
	CHECK(llm_set(&c, "model", "m", err, sizeof(err)) == 0 && strcmp(c.model, "m") == 0, "model");
	CHECK(llm_set(&c, "timeout", "abc", err, sizeof(err)) != 0 && strstr(err, "timeout"), "bad timeout: %s", err);
	CHECK(llm_set(&c, "key_env", "sk-live-1234", err, sizeof(err)) != 0, "a key is no variable name");
	CHECK(llm_set(&c, "nosuch", "1", err, sizeof(err)) != 0, "unknown key");
	CHECK(llm_set(&c, "backend", "anthropic", err, sizeof(err)) == 0 && c.backend == LLM_ANTHROPIC &&
		      strcmp(c.key_env, "ANTHROPIC_API_KEY") == 0 && strcmp(c.model, "m") == 0,
	      "backend");

	/* outcomes that need no server */
	llm_defaults(&c, LLM_OPENAI);
	c.model = "m";
	c.key_env = "AK_LLM_TEST_UNSET_VARIABLE";
	unsetenv(c.key_env);
	llm_state_init(&st, 1);
	CHECK(llm_ask(&c, &st, "s", "p", &r) != 0 && r.outcome == LLM_NO_KEY && st.requests == 0, "no key: %s", r.msg);
	llm_reply_free(&r);
	c.model = NULL;
	CHECK(llm_ask(&c, &st, "s", "p", &r) != 0 && r.outcome == LLM_BAD_CONFIG, "no model: %s", r.msg);
	llm_reply_free(&r);
	/* nothing listens on port 9 of 127.0.0.1: NETWORK, retried, within the budget */
	c.model = "m";
	c.key_env = "";
	c.endpoint = "http://127.0.0.1:9";
	c.retries = 5;
	c.backoff_s = 0.001;
	c.max_requests = 3;
	CHECK(llm_ask(&c, &st, "s", "p", &r) != 0 && r.outcome == LLM_BUDGET && r.tries == 3 && st.requests == 3,
	      "budget: %s after %d tries", llm_outcome_name(r.outcome), r.tries);
	llm_reply_free(&r);
	CHECK(llm_ask(&c, &st, "s", "p", &r) != 0 && r.outcome == LLM_BUDGET && r.tries == 0, "spent: %d", r.tries);
	llm_reply_free(&r);
	/* a prompt that is not UTF-8 is refused before anything is sent or counted
	 * (jansson cannot put it in JSON: it was once sent as no message at all) */
	c.max_requests = 0;
	for (size_t i = 0; i < AK_LEN(badprompts); i++) {
		const struct badprompt *b = &badprompts[i];
		int before = st.requests;

		CHECK(llm_ask(&c, &st, b->system, b->prompt, &r) != 0 && r.outcome == LLM_BAD_UTF8 && r.tries == 0 &&
			      st.requests == before && strstr(r.msg, b->msg),
		      "%s: %s, %d tries: %s", b->what, llm_outcome_name(r.outcome), r.tries, r.msg);
		llm_reply_free(&r);
	}
	CHECK(llm_utf8prefix("ab\xc3\xa9\xff", 5) == 4 && llm_utf8prefix("ab\xe2\x82", 4) == 2 &&
		      llm_utf8prefix("", 0) == 0,
	      "the valid prefix");

	/* the command backend */
	llm_defaults(&c, LLM_COMMAND);
	c.argv[0] = "sh";
	c.argv[1] = "-c";
	c.argv[2] = "cat";
	llm_state_init(&st, 1);
	CHECK(llm_ask(&c, &st, "SYSTEM", "PROMPT", &r) == 0 && r.text && strcmp(r.text, "SYSTEM\n\nPROMPT") == 0,
	      "cat: %s", r.text ? r.text : r.msg);
	llm_reply_free(&r);
	c.argv[2] = "printf '\\377\\376'";
	CHECK(llm_ask(&c, &st, "", "p", &r) != 0 && r.outcome == LLM_BAD_UTF8, "bytes: %s", llm_outcome_name(r.outcome));
	llm_reply_free(&r);
	c.argv[2] = "true";
	CHECK(llm_ask(&c, &st, "", "p", &r) != 0 && r.outcome == LLM_EMPTY, "empty: %s", llm_outcome_name(r.outcome));
	llm_reply_free(&r);
	/* a model's name longer than the reply holds ends in "...", never another name */
	{
		char name[300];

		memset(name, 'm', sizeof(name) - 1);
		name[sizeof(name) - 1] = 0;
		llm_setmodel(&r, name);
		CHECK(strlen(r.model) == sizeof(r.model) - 1 && strcmp(r.model + sizeof(r.model) - 4, "...") == 0,
		      "a long model name: %s", r.model);
		llm_setmodel(&r, "small");
		CHECK(strcmp(r.model, "small") == 0, "a short model name: %s", r.model);
	}
	/* the command backend refuses such a prompt too, running nothing */
	c.argv[2] = "echo ran";
	CHECK(llm_ask(&c, &st, "s", "caf\xe9", &r) != 0 && r.outcome == LLM_BAD_UTF8 && !r.text && r.tries == 0,
	      "command, a Latin-1 prompt: %s", r.msg);
	llm_reply_free(&r);
	CHECK(strcmp(llm_outcome_name(LLM_COMMAND_FAILED), "COMMAND_FAILED") == 0 && llm_backend_parse("anthropic") == 1 &&
		      llm_backend_parse("x") < 0,
	      "names");
	return check_done();
}
