/* verdict.h: the closed set of verdicts a stage of judging a candidate ends in */
#ifndef AK_VERDICT_H
#define AK_VERDICT_H

#include <stdbool.h>

enum verdict {
	V_NONE,
	/* PROPOSE: a proposer that answers (a language model, a command) */
	V_NO_CANDIDATE,
	/* STATIC: source and object checks before anything runs */
	V_PASS_STATIC,
	V_REJECT_STATIC,
	/* COMPILE */
	V_COMPILED,
	V_FAIL_COMPILE,
	V_FAIL_LINK,
	/* VERIFY: the harness, in a child process */
	V_PASS,
	V_NO_GPU,
	V_FAIL_LAUNCH,
	V_CRASH,
	V_TIMEOUT,
	V_FAIL_OUTPUT_FLOOD,
	V_FAIL_NUMERIC,
	V_FAIL_NAN,
	V_FAIL_UNWRITTEN,
	V_FAIL_NONDETERMINISTIC,
	V_FAIL_INPUT_MODIFIED,
	V_FAIL_INVARIANT,
	V_FAIL_DEGENERATE,
	/* SANITIZE: compute-sanitizer on a small shape */
	V_PASS_SANITIZER,
	V_FAIL_SANITIZER,
	/* BENCH */
	V_BENCHED,
	V_FAIL_BENCH_RECHECK,
	V_REJECT_TOO_FAST,
	V_FAIL_WALL_MISMATCH,
	/* the harness itself failed: not the candidate's fault */
	V_HARNESS_ERROR,
	V_COUNT,
};

struct verdictinfo {
	const char *name;	/* "FAIL_NUMERIC" */
	const char *stage;	/* "VERIFY" */
	bool ok;		/* the stage passed */
	const char *meaning;	/* one line for people */
};

/* facts about a verdict */
const struct verdictinfo *verdict_info(enum verdict v);
/* look a verdict up by name; V_NONE if there is none */
enum verdict verdict_parse(const char *name);

#endif
