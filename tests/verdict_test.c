/* verdict_test.c: how the harness's output and end become verdicts, and how a
 * judged candidate is recorded in the provenance database */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prov.h"
#include "record.h"
#include "sha256.h"
#include "run.h"
#include "spec.h"
#include "util.h"
#include "verify.h"

#include "check.h"

struct harnesscase {
	const char *name;
	enum runend end;
	int code;
	const char *out;
	enum verdict want;
};

static const struct harnesscase cases[] = {
	{"pass", RUN_EXITED, 0, "{\"event\":\"start\",\"device\":\"NVIDIA H200\"}\n{\"event\":\"done\",\"verdict\":\"PASS\"}\n",
	 V_PASS},
	{"numeric", RUN_EXITED, 1,
	 "{\"event\":\"start\"}\n{\"event\":\"fail\",\"verdict\":\"FAIL_NUMERIC\",\"detail\":\"y differs\"}\n", V_FAIL_NUMERIC},
	{"first fail wins", RUN_EXITED, 1,
	 "{\"event\":\"fail\",\"verdict\":\"FAIL_UNWRITTEN\"}\n{\"event\":\"fail\",\"verdict\":\"FAIL_NUMERIC\"}\n",
	 V_FAIL_UNWRITTEN},
	{"unknown verdict", RUN_EXITED, 1, "{\"event\":\"fail\",\"verdict\":\"PASS_BY_MAGIC\"}\n", V_HARNESS_ERROR},
	{"harness error", RUN_EXITED, 2, "{\"event\":\"fail\",\"verdict\":\"HARNESS_ERROR\"}\n", V_HARNESS_ERROR},
	{"silent exit 2", RUN_EXITED, 2, "", V_HARNESS_ERROR},
	{"silent exit 1", RUN_EXITED, 1, "garbage\n{not json\n", V_CRASH},
	{"exit 0 without done", RUN_EXITED, 0, "{\"event\":\"start\"}\n", V_CRASH},
	{"timeout", RUN_TIMEOUT, 0, "{\"event\":\"start\"}\n", V_TIMEOUT},
	{"timeout beats a pass", RUN_TIMEOUT, 0, "{\"event\":\"done\",\"verdict\":\"PASS\"}\n", V_TIMEOUT},
	{"flood", RUN_FLOOD, 0, "xxxxxxxx", V_FAIL_OUTPUT_FLOOD},
	{"signal", RUN_SIGNALED, 11, "{\"event\":\"start\"}\n", V_CRASH},
	{"signal beats a fail line", RUN_SIGNALED, 6, "{\"event\":\"fail\",\"verdict\":\"FAIL_NUMERIC\"}\n", V_CRASH},
	{"too fast", RUN_EXITED, 1, "{\"event\":\"fail\",\"verdict\":\"REJECT_TOO_FAST\"}\n", V_REJECT_TOO_FAST},
	{"benched", RUN_EXITED, 0,
	 "{\"event\":\"ceiling\",\"copy_gbps\":4270.5}\n{\"event\":\"bench\",\"shape\":3,\"sym\":{\"rows\":16384,\"cols\":4096},"
	 "\"median_us\":80.5,\"p10_us\":80.1,\"p90_us\":81.0,\"reps\":2000,\"wall_us\":82.0,\"floor_us\":62.9,"
	 "\"roofline_frac\":0.781,\"gbps\":3335.0,\"sm_clock_mhz\":1980,\"throttle\":\"0x0\",\"flag\":null,"
	 "\"min_align_median_us\":96.6,\"min_align_ratio\":1.2}\n"
	 "{\"event\":\"bench\",\"shape\":4,\"sym\":{\"rows\":4096,\"cols\":4096},\"median_us\":20.5,"
	 "\"min_align_median_us\":null,\"min_align_ratio\":null}\n"
	 "{\"event\":\"done\",\"verdict\":\"BENCHED\"}\n",
	 V_BENCHED},
};

/* a bench event whose time at the least alignment is neither a number nor null */
static const struct harnesscase badplacement = {
	"a time at the least alignment as text", RUN_EXITED, 0,
	"{\"event\":\"bench\",\"shape\":3,\"sym\":{\"rows\":16384,\"cols\":4096},\"median_us\":80.5,"
	"\"min_align_median_us\":96.6,\"min_align_ratio\":\"1.2\"}\n{\"event\":\"done\",\"verdict\":\"BENCHED\"}\n",
	V_BENCHED};

static void judge(const struct harnesscase *c, struct vresult *r, enum verdict okv)
{
	struct runresult rr;

	memset(&rr, 0, sizeof(rr));
	memset(r, 0, sizeof(*r));
	rr.end = c->end;
	rr.code = c->code;
	bufputs(&rr.out, c->out);
	bufputs(&rr.err, "stderr of the harness\n");
	verify_harnessverdict(r, &rr, okv, "the test");
	runfree(&rr);
}

int main(void)
{
	char dir[2048];
	struct diag d = {0};
	struct spec *s;
	struct vresult r;

	for (size_t i = 0; i < AK_LEN(cases); i++) {
		judge(&cases[i], &r, i + 1 == AK_LEN(cases) ? V_BENCHED : V_PASS);
		CHECK(r.nst == 1 && r.final == cases[i].want, "%s: got %s, want %s", cases[i].name,
		      verdict_info(r.final)->name, verdict_info(cases[i].want)->name);
		verify_free(&r);
	}
	/* the verdict names round-trip and the set is closed */
	for (int v = V_NONE + 1; v < V_COUNT; v++)
		CHECK(verdict_parse(verdict_info((enum verdict)v)->name) == (enum verdict)v, "verdict %d", v);
	CHECK(verdict_parse("PASS ") == V_NONE && verdict_parse("") == V_NONE, "no loose matches");

	/* a benched result with its measurement, recorded and read back */
	check_tmpdir(dir, sizeof(dir), "verdict_test");
	s = spec_load("specs/rmsnorm.yaml", &d);
	CHECK(s != NULL, "spec");
	if (s) {
		char *db = pathjoin(dir, "p.db");
		struct vconf c = {.spec = s, .dt = DT_BF16, .arch = "sm_90", .seed = 42, .trials = 10};
		struct recordctx rc = {db, "akgen bench specs/rmsnorm.yaml x.cu", "abc", "manual:x.cu"};
		struct prov *p;
		FILE *f;
		char *text = NULL;
		size_t n = 0;
		int64_t aid;

		judge(&cases[AK_LEN(cases) - 1], &r, V_BENCHED);
		r.source = xstrdup("__global__ void k() {}\n");
		sha256_buf(r.source, strlen(r.source), r.source_sha);
		aid = record_verify(&rc, &c, &r);
		CHECK(aid > 0, "recorded as attempt %lld", (long long)aid);
		p = prov_open(db, PROV_READONLY);
		f = open_memstream(&text, &n);
		CHECK(p && f && prov_dump(p, f) == 0, "dump");
		fclose(f);
		CHECK(text && strstr(text, "verdicts ") && strstr(text, "verdict=\"BENCHED\"") && strstr(text, "stage=\"BENCH\""),
		      "verdict recorded:\n%s", text ? text : "");
		CHECK(text && strstr(text, "median_us=80.5") && strstr(text, "roofline_frac=0.781"),
		      "measurement recorded:\n%s", text ? text : "");
		/* the times at the least alignment on the first shape's line; the second has none */
		CHECK(text && strstr(text, " throttle_reasons=\"0x0\" min_align_median_us=96.6 min_align_ratio=1.2\n") &&
		      strstr(text, " median_us=20.5 ") && strstr(text, " throttle_reasons=NULL\n"),
		      "times at the least alignment recorded:\n%s", text ? text : "");
		CHECK(text && strstr(text, "copy_gbps=4270.5") && strstr(text, "seed=42"), "run recorded:\n%s",
		      text ? text : "");
		CHECK(text && strstr(text, "status=\"pending\""), "a judged candidate is not a release:\n%s", text ? text : "");
		free(text);
		prov_close(p);
		verify_free(&r);

		/* a bench event of a time at the least alignment that is neither a number nor null:
		 * nothing recorded */
		judge(&badplacement, &r, V_BENCHED);
		CHECK(r.final == V_BENCHED && record_verify(&rc, &c, &r) == -1, "a bad time at the least alignment refused");
		p = prov_open(db, PROV_READONLY);
		text = NULL;
		f = open_memstream(&text, &n);
		prov_dump(p, f);
		fclose(f);
		CHECK(text && strstr(text, "\nruns id=1 ") && !strstr(text, "\nruns id=2 "), "nothing of it recorded:\n%s",
		      text ? text : "");
		free(text);
		prov_close(p);
		verify_free(&r);

		/* a failure marks the job failed */
		judge(&cases[1], &r, V_PASS);
		r.source = xstrdup("__global__ void k() {}\n");
		sha256_buf(r.source, strlen(r.source), r.source_sha);
		CHECK(record_verify(&rc, &c, &r) > 0, "recorded the failure");
		p = prov_open(db, PROV_READONLY);
		text = NULL;
		f = open_memstream(&text, &n);
		prov_dump(p, f);
		fclose(f);
		CHECK(text && strstr(text, "status=\"failed\"") && strstr(text, "FAIL_NUMERIC"), "failure recorded:\n%s",
		      text ? text : "");
		free(text);
		prov_close(p);
		verify_free(&r);
		/* a read-only connection, the last to close, leaves the database's WAL files */
		for (int i = 0; i < 3; i++) {
			char *name = xasprintf("%s%s", db, (const char *[]){"", "-wal", "-shm"}[i]);
			unlink(name);
			free(name);
		}
		free(db);
		spec_free(s);
	}
	rmdir(dir);
	diagfree(&d);
	return check_done();
}
