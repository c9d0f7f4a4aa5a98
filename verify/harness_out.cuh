/* harness_out.cuh: the harness's output (JSON lines, bounded, on a channel of their
 * own), where a failure happened, and the exits: every failure prints one fail event
 * and one done event, then exits 1 or 2.
 * Part of harness.cu, which includes it once, in order, after the parts before it; not
 * a header of its own. */
#pragma once

// ----------------------------------------------------------------------------
// the findings channel
//
// The findings go to a private duplicate of the stdout the parent gave us, and the
// process's own fd 1 goes to a scratch file: whatever the candidate prints (host printf,
// device printf, a raw write to fd 1) never mixes with the findings, and the harness
// sees it after every call (FAIL_OUTPUT_FLOOD). Lines are written and the process left
// by system calls, not libc, on x86-64 Linux: the candidate is linked into this process,
// and a candidate that defines fputs or exit must not be able to swallow a finding or
// turn exit(1) into exit(0).

static int akh_jfd = 1;		/* the findings */
static int akh_capfd = -1;	/* what fd 1 now writes to, when captured */
static bool akh_rawexit = true;	/* leave by exit_group (not under compute-sanitizer) */

#if defined(__x86_64__) && defined(__linux__)
static long akh_sys3(long n, long a, long b, long c)
{
	long ret;
	asm volatile("syscall" : "=a"(ret) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
	return ret;
}
#endif

static void akh_write_all(int fd, const char *p, size_t n)
{
	while (n > 0) {
#if defined(__x86_64__) && defined(__linux__)
		long w = akh_sys3(1, fd, (long)p, (long)n);	/* write */
		if (w == -EINTR)
			continue;
#else
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
#endif
		if (w <= 0)
			return;
		p += w;
		n -= (size_t)w;
	}
}

static void (*akh_exit_hook)(void);	/* the checker: ends the runner first */

[[noreturn]] static void akh_exit(int code)
{
	if (akh_exit_hook)
		akh_exit_hook();
	/* under compute-sanitizer, leave through libc so that it sees a normal end */
	if (!akh_rawexit)
		exit(code);
#if defined(__x86_64__) && defined(__linux__)
	for (;;)
		akh_sys3(231, code, 0, 0);	/* exit_group */
#else
	_exit(code);
#endif
}

/* findings: the findings go to a private copy of fd 1, and fd 1 to stderr (the checker,
 * whose only writer is the harness). runner: fd 1 to an unnamed file in the scratch
 * directory that the harness reads back, and no findings channel at all (the runner's
 * failures go to the checker, harness_rpc.cuh) */
static void akh_channels(bool runner)
{
	fflush(stdout);
	if (runner) {
		int t = open(".", O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
		if (t < 0 || dup2(t, 1) < 0)
			_exit(3);
		akh_capfd = t;
		akh_jfd = -1;
		return;
	}
	int j = fcntl(1, F_DUPFD_CLOEXEC, 10);
	if (j < 0)
		return;
	if (dup2(2, 1) < 0) {
		close(j);
		return;
	}
	akh_jfd = j;
}

/* in the runner: where a failure goes instead of the findings (harness_rpc.cuh) */
static void (*akh_fail_hook)(const char *verdict, const char *detail);

// ----------------------------------------------------------------------------
// output: JSON lines, built in a bounded buffer

struct akh_json {
	char b[16384];
	size_t n;
	int depth;
	bool comma[8];
};

static akh_json akh_j;
static std::chrono::steady_clock::time_point akh_t0;

static double akh_ms_since(std::chrono::steady_clock::time_point t)
{
	return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
}

static void jraw(akh_json &j, const char *s)
{
	size_t l = strlen(s);
	if (j.n + l < sizeof j.b - 8) {	/* keep room to close the object */
		memcpy(j.b + j.n, s, l);
		j.n += l;
	}
	j.b[j.n] = 0;
}

static void jfmt(akh_json &j, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void jfmt(akh_json &j, const char *fmt, ...)
{
	char s[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(s, sizeof s, fmt, ap);
	va_end(ap);
	jraw(j, s);
}

/* a quoted string, escaped, cut at 400 bytes */
static void jquote(akh_json &j, const char *s)
{
	char q[900];
	size_t n = 0;
	q[n++] = '"';
	for (size_t i = 0; s[i] && i < 400; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '"' || c == '\\') {
			q[n++] = '\\';
			q[n++] = (char)c;
		} else if (c < 0x20) {
			n += (size_t)snprintf(q + n, 7, "\\u%04x", c);
		} else {
			q[n++] = (char)c;
		}
	}
	q[n++] = '"';
	q[n] = 0;
	jraw(j, q);
}

static void jsep(akh_json &j, const char *key)
{
	if (j.comma[j.depth])
		jraw(j, ",");
	j.comma[j.depth] = true;
	if (key) {
		jquote(j, key);
		jraw(j, ":");
	}
}

static void jopen(akh_json &j, const char *key, const char *brace)
{
	jsep(j, key);
	jraw(j, brace);
	if (j.depth < 7)
		j.depth++;
	j.comma[j.depth] = false;
}

static void jclose(akh_json &j, const char *brace)
{
	if (j.depth > 0)
		j.depth--;
	jraw(j, brace);
}

static void jstr(akh_json &j, const char *key, const char *v)
{
	jsep(j, key);
	if (v)
		jquote(j, v);
	else
		jraw(j, "null");
}

/* a number; JSON has no NaN or inf, so those become strings */
static void jnum(akh_json &j, const char *key, double v)
{
	jsep(j, key);
	if (isnan(v))
		jraw(j, "\"nan\"");
	else if (isinf(v))
		jraw(j, v > 0 ? "\"inf\"" : "\"-inf\"");
	else
		jfmt(j, "%.9g", v);
}

static void jint(akh_json &j, const char *key, long long v)
{
	jsep(j, key);
	jfmt(j, "%lld", v);
}

static void jnull(akh_json &j, const char *key)
{
	jsep(j, key);
	jraw(j, "null");
}

static void jhex(akh_json &j, const char *key, uint64_t v)
{
	char s[24];
	snprintf(s, sizeof s, "0x%016llx", (unsigned long long)v);
	jstr(j, key, s);
}

static akh_json &jevent(const char *event)
{
	akh_json &j = akh_j;
	j.n = 0;
	j.b[0] = 0;
	j.depth = 0;
	jraw(j, "{");
	j.comma[0] = false;
	jstr(j, "event", event);
	return j;
}

static void jemit(akh_json &j)
{
	if (akh_jfd < 0)
		return;
	while (j.depth > 0)
		jclose(j, "}");
	j.b[j.n++] = '}';
	j.b[j.n] = 0;
	j.b[j.n++] = '\n';
	akh_write_all(akh_jfd, j.b, j.n);
}

// ----------------------------------------------------------------------------
// where we are, failures and exits

/* what a fail event says about where it happened */
struct akh_where {
	const char *mode;
	int shape, trial;	/* -1: none */
	uint64_t tseed;
	int dist;
	const char *phase;	/* NULL, or e.g. "bench_verify" */
	char layout[200];	/* the trial's strided tensors and their strides, or "" */
};

static akh_where akh_at = {"?", -1, -1, 0, -1, NULL, ""};

[[noreturn]] static void akh_done(const char *verdict, int code)
{
	akh_json &j = jevent("done");
	jstr(j, "verdict", verdict);
	jnum(j, "ms", akh_ms_since(akh_t0));
	jemit(j);
	akh_exit(code);
}

static akh_json &fail_begin(const char *verdict)
{
	akh_json &j = jevent("fail");
	jstr(j, "verdict", verdict);
	if (akh_at.shape >= 0) {
		const h_shape *s = &h_op.shapes[akh_at.shape];
		jint(j, "shape", akh_at.shape);
		jstr(j, "kind", s->bench ? "bench" : "test");
		jint(j, "index", s->index);
	}
	if (akh_at.trial >= 0) {
		jint(j, "trial", akh_at.trial);
		jhex(j, "trial_seed", akh_at.tseed);
		jstr(j, "dist", akh_at.dist >= 0 ? akh_dist_name[akh_at.dist] : NULL);
	}
	if (akh_at.phase)
		jstr(j, "phase", akh_at.phase);
	if (akh_at.layout[0])
		jstr(j, "layout", akh_at.layout);
	return j;
}

[[noreturn]] static void fail_end(akh_json &j, const char *verdict)
{
	jemit(j);
	akh_done(verdict, strcmp(verdict, "HARNESS_ERROR") == 0 ? 2 : 1);
}

[[noreturn]] static void fail_simple(const char *verdict, const char *tensor, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
[[noreturn]] static void fail_simple(const char *verdict, const char *tensor, const char *fmt, ...)
{
	char d[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(d, sizeof d, fmt, ap);
	va_end(ap);
	if (akh_fail_hook)
		akh_fail_hook(verdict, d);
	akh_json &j = fail_begin(verdict);
	if (tensor)
		jstr(j, "tensor", tensor);
	jstr(j, "detail", d);
	fail_end(j, verdict);
}

#define akh_herr(...) fail_simple("HARNESS_ERROR", NULL, __VA_ARGS__)

/* errors that leave the context unusable: a kernel faulted. Our own kernels are trusted
 * not to, so one that surfaces in a harness call is the candidate's (work it left
 * running, on another stream or from another thread). */
static bool akh_sticky(cudaError_t e)
{
	switch (e) {
	case cudaErrorIllegalAddress: case cudaErrorLaunchFailure: case cudaErrorHardwareStackError:
	case cudaErrorIllegalInstruction: case cudaErrorMisalignedAddress: case cudaErrorInvalidAddressSpace:
	case cudaErrorInvalidPc: case cudaErrorAssert: case cudaErrorLaunchTimeout: case cudaErrorTensorMemoryLeak:
		return true;
	default:
		return false;
	}
}

static void akh_check(cudaError_t e, const char *what, int line)
{
	if (e == cudaSuccess)
		return;
	if (akh_sticky(e))
		fail_simple("CRASH", NULL, "%s (%s) surfaced in the harness's %s (line %d): work the candidate left behind",
			    cudaGetErrorName(e), cudaGetErrorString(e), what, line);
	akh_herr("%s failed: %s (%s), harness.cu line %d", what, cudaGetErrorName(e), cudaGetErrorString(e), line);
}

#define CK(call) akh_check((call), #call, __LINE__)
