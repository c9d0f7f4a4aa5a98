/* verdict.c: the closed set of verdicts a stage of judging a candidate ends in */
#include "verdict.h"

#include <assert.h>
#include <string.h>

static const struct verdictinfo infos[V_COUNT] = {
	[V_NONE] = {"NONE", "-", false, "no verdict"},
	[V_NO_CANDIDATE] = {"NO_CANDIDATE", "PROPOSE", false,
			    "the proposer gave no source: no code in the answer, a truncated answer, or no answer"},
	[V_PASS_STATIC] = {"PASS_STATIC", "STATIC", true, "source and object passed the static checks"},
	[V_REJECT_STATIC] = {"REJECT_STATIC", "STATIC", false,
			     "a banned include, API or symbol, a wrong launcher, or no kernel"},
	[V_COMPILED] = {"COMPILED", "COMPILE", true, "compiled and linked with the harness"},
	[V_FAIL_COMPILE] = {"FAIL_COMPILE", "COMPILE", false, "nvcc refused the candidate"},
	[V_FAIL_LINK] = {"FAIL_LINK", "COMPILE", false, "the candidate did not link with the harness"},
	[V_PASS] = {"PASS", "VERIFY", true, "every check on every shape passed"},
	[V_NO_GPU] = {"NO_GPU", "VERIFY", false, "no GPU of the target arch here: compiled only, unverified"},
	[V_FAIL_LAUNCH] = {"FAIL_LAUNCH", "VERIFY", false, "the launcher returned or left a CUDA error"},
	[V_CRASH] = {"CRASH", "VERIFY", false, "the harness died or the context faulted (illegal address, abort)"},
	[V_TIMEOUT] = {"TIMEOUT", "VERIFY", false, "the run outlived its time limit and was killed"},
	[V_FAIL_OUTPUT_FLOOD] = {"FAIL_OUTPUT_FLOOD", "VERIFY", false, "the run wrote more output than allowed"},
	[V_FAIL_NUMERIC] = {"FAIL_NUMERIC", "VERIFY", false, "outputs differ from the fp64 reference beyond tolerance"},
	[V_FAIL_NAN] = {"FAIL_NAN", "VERIFY", false, "NaN or Inf where the reference has none, or the reverse"},
	[V_FAIL_UNWRITTEN] = {"FAIL_UNWRITTEN", "VERIFY", false, "output elements still hold the sentinel"},
	[V_FAIL_NONDETERMINISTIC] = {"FAIL_NONDETERMINISTIC", "VERIFY", false,
				     "two runs on the same inputs gave different bits"},
	[V_FAIL_INPUT_MODIFIED] = {"FAIL_INPUT_MODIFIED", "VERIFY", false, "an input changed during the run"},
	[V_FAIL_INVARIANT] = {"FAIL_INVARIANT", "VERIFY", false, "an invariant of the spec does not hold"},
	[V_FAIL_DEGENERATE] = {"FAIL_DEGENERATE", "VERIFY", false,
			       "no check with a non-constant reference passed: the tests prove nothing"},
	[V_PASS_SANITIZER] = {"PASS_SANITIZER", "SANITIZE", true, "memcheck and racecheck found nothing"},
	[V_FAIL_SANITIZER] = {"FAIL_SANITIZER", "SANITIZE", false, "compute-sanitizer reported an error"},
	[V_BENCHED] = {"BENCHED", "BENCH", true, "timed on every bench shape; every timed output re-checked"},
	[V_FAIL_BENCH_RECHECK] = {"FAIL_BENCH_RECHECK", "BENCH", false,
				  "an output produced while timing differs from the verified one"},
	[V_REJECT_TOO_FAST] = {"REJECT_TOO_FAST", "BENCH", false,
			       "faster than the roofline floor allows, or no kernel seen: a cheat or a broken measurement"},
	[V_FAIL_WALL_MISMATCH] = {"FAIL_WALL_MISMATCH", "BENCH", false,
				  "host wall time far above the kernel time: work hidden from the timer"},
	[V_HARNESS_ERROR] = {"HARNESS_ERROR", "-", false, "the harness failed (not the candidate's fault)"},
};

const struct verdictinfo *verdict_info(enum verdict v)
{
	assert(v >= V_NONE && v < V_COUNT);
	return &infos[v];
}

enum verdict verdict_parse(const char *name)
{
	for (int v = V_NONE + 1; v < V_COUNT; v++)
		if (strcmp(infos[v].name, name) == 0)
			return (enum verdict)v;
	return V_NONE;
}
