/* harness_rpc.cuh: the harness in two processes, so that no finding can come from the
 * candidate.
 *
 * The process akgen starts is the checker: it reads the seed (on stdin), allocates every
 * tensor, generates the inputs, fills the sentinels and guards, computes the references,
 * runs every check and writes every finding; the candidate's code never runs in it.
 * Before anything of CUDA starts it forks the runner, which gets no seed, no findings
 * channel and no file: it sets up its own context, CUPTI and the candidate's streams,
 * puts the rest of the sandbox on itself (harness_lock.cuh), and then only answers
 * requests on a socket: map these allocations (CUDA IPC), call the launcher on them,
 * run timed reps, run calls back to back. Whatever it says (CUPTI's account, times) is
 * a claim the checker tests against what it sees in device memory itself; a runner that
 * dies, hangs, or breaks the protocol is the candidate's failure.
 *
 * Under compute-sanitizer (sanitize mode) the sanitizer must see the candidate's
 * kernels, so both halves run in one process: the requests become direct calls.
 * Part of harness.cu, which includes it once, in order; not a header of its own. */
#pragma once
#include <sys/socket.h>
#include <sys/wait.h>

#define AKH_MAXMAP 128

enum akh_op { AKH_OP_READY = 1, AKH_OP_MAP, AKH_OP_UNMAP, AKH_OP_CALL, AKH_OP_REPS, AKH_OP_WALL, AKH_OP_FAIL };

/* a call's tensors as the checker names them: an allocation (slot) and an offset */
struct akh_args {
	int32_t slot[H_MAX_TENSORS];
	uint64_t off[H_MAX_TENSORS];
	int64_t st[H_MAX_TENSORS * H_MAX_DIMS];	/* strides in elements (harness.h) */
	int64_t sym[H_MAX_SYMS];
	double sc[H_MAX_SCALARS];
	int32_t stream;
};

struct akh_req {
	uint32_t op, seq;
	int32_t slot;			/* MAP, UNMAP */
	uint64_t bytes;			/* MAP */
	cudaIpcMemHandle_t handle;	/* MAP */
	akh_args a;			/* CALL, REPS, WALL */
	uint64_t ext;			/* CUPTI's external id of the first call */
	int32_t n;			/* REPS: reps; WALL: calls */
	uint32_t poison;
	akh_repplan plan;		/* REPS; its base[] are slots, as void * */
};

struct akh_reply {
	uint32_t op, seq;
	akh_callres r;
	double wall_us;			/* WALL */
	int32_t n;			/* REPS: entries of rep */
	akh_rep1 rep[AKH_REPS_MAX];
	int32_t pid;			/* READY */
	char probe[200], lock[48];	/* READY: the CUPTI self-test's failure; what the lockdown applied */
	char verdict[32], detail[400];	/* FAIL */
};

static bool akh_local = true;	/* one process: requests are calls (sanitize, ceilings) */
static bool akh_in_runner;	/* this process is the runner */
static int akh_sock = -1;
static pid_t akh_runner_pid;
static uint32_t akh_seq;
static akh_reply akh_rep;	/* the last reply (large: kept out of the stack) */

/* the runner's allocations, by slot: its IPC mappings (or, in one process, the
 * checker's own pointers) */
static struct {
	char *p;
	uint64_t bytes;
} akh_map[AKH_MAXMAP];

static bool akh_send(const void *m, size_t n)
{
	ssize_t w;
	do
		w = send(akh_sock, m, n, MSG_NOSIGNAL);
	while (w < 0 && errno == EINTR);
	return w == (ssize_t)n;
}

static ssize_t akh_recv(void *m, size_t n)
{
	ssize_t r;
	do
		r = recv(akh_sock, m, n, 0);
	while (r < 0 && errno == EINTR);
	return r;
}

/* ---------------------------------------------------------------- the runner */

/* a finding of the runner's own (a harness error on its side) goes to the checker,
 * which judges it as the candidate's process failing */
[[noreturn]] static void akh_runner_fail(const char *verdict, const char *detail)
{
	memset(&akh_rep, 0, sizeof akh_rep);
	akh_rep.op = AKH_OP_FAIL;
	snprintf(akh_rep.verdict, sizeof akh_rep.verdict, "%s", verdict);
	snprintf(akh_rep.detail, sizeof akh_rep.detail, "%s", detail);
	akh_send(&akh_rep, sizeof akh_rep);
	akh_exit(3);
}

static char *akh_resolve(int32_t slot, uint64_t off, uint64_t need)
{
	if (slot < 0 || slot >= AKH_MAXMAP || !akh_map[slot].p || off > akh_map[slot].bytes ||
	    need > akh_map[slot].bytes - off)
		akh_herr("a request names slot %d at %llu (%llu bytes), which is not mapped", slot, (unsigned long long)off,
			 (unsigned long long)need);
	return akh_map[slot].p + off;
}

static void akh_callargs_of(const akh_args &a, const akh_repplan *p, const int64_t *n, akh_callargs *c)
{
	memset(c, 0, sizeof *c);
	for (int i = 0; i < h_op.ntensors; i++)
		c->t[i] = akh_resolve(a.slot[i], a.off[i], (uint64_t)(n ? n[i] : 0) * (uint64_t)akh_dtype_size(T(i).dtype));
	memcpy(c->st, a.st, sizeof c->st);
	memcpy(c->sym, a.sym, sizeof c->sym);
	memcpy(c->sc, a.sc, sizeof c->sc);
	c->stream = a.stream >= 0 && a.stream < AKH_NSTREAMS ? a.stream : 0;
	(void)p;
}

/* one request, answered in akh_rep (both processes: in one, the checker calls this) */
static void akh_serve(const akh_req &q)
{
	memset(&akh_rep, 0, sizeof akh_rep);
	akh_rep.op = q.op;
	akh_rep.seq = q.seq;
	switch (q.op) {
	case AKH_OP_MAP:
		if (q.slot < 0 || q.slot >= AKH_MAXMAP || akh_map[q.slot].p)
			akh_herr("MAP of slot %d", q.slot);
		if (akh_local) {
			memcpy(&akh_map[q.slot].p, &q.handle, sizeof(char *));	/* the pointer itself */
		} else {
			void *p = NULL;
			cudaError_t e = cudaIpcOpenMemHandle(&p, q.handle, cudaIpcMemLazyEnablePeerAccess);
			if (e != cudaSuccess)
				akh_herr("cudaIpcOpenMemHandle: %s", cudaGetErrorString(e));
			akh_map[q.slot].p = (char *)p;
		}
		akh_map[q.slot].bytes = q.bytes;
		break;
	case AKH_OP_UNMAP:
		if (q.slot < 0 || q.slot >= AKH_MAXMAP || !akh_map[q.slot].p)
			akh_herr("UNMAP of slot %d", q.slot);
		if (!akh_local)
			CK(cudaIpcCloseMemHandle(akh_map[q.slot].p));
		akh_map[q.slot].p = NULL;
		break;
	case AKH_OP_CALL: {
		akh_callargs c;
		akh_callargs_of(q.a, NULL, NULL, &c);
		akh_cand_call(c, q.ext, q.poison, &akh_rep.r);
		break;
	}
	case AKH_OP_REPS: {
		akh_callargs c;
		akh_repplan p = q.plan;
		int n = std::max(1, std::min<int>(q.n, AKH_REPS_MAX));
		akh_callargs_of(q.a, &p, p.n, &c);
		for (int k = 0; k < p.nbase && k < 2 * H_MAX_TENSORS; k++) {
			int32_t slot = (int32_t)(intptr_t)p.base[k];
			p.base[k] = akh_resolve(slot, 0, p.alloc[k]);
		}
		akh_cand_reps(c, p, n, q.ext, &akh_rep.r, akh_rep.rep);
		akh_rep.n = n;
		break;
	}
	case AKH_OP_WALL: {
		akh_callargs c;
		akh_callargs_of(q.a, NULL, NULL, &c);
		akh_cand_wall(c, std::max(1, q.n), q.ext, &akh_rep.r, &akh_rep.wall_us);
		break;
	}
	default:
		akh_herr("an unknown request %u", q.op);
	}
}

/* the runner's life: start-up, lockdown, READY, then requests until the checker goes */
[[noreturn]] static void akh_runner_main(void)
{
	static akh_req q;
	char lock[48] = "", probe[200] = "";
	akh_in_runner = true;
	akh_fail_hook = akh_runner_fail;
	akh_channels(true);	/* fd 1 to a scratch file: what the candidate prints */
	akh_cupti_need(akh_cupti_start());
	CK(cudaSetDevice(0));
	CK(cudaGetDeviceProperties(&akh_prop, 0));
	CK(cudaStreamCreateWithFlags(&akh_hs, cudaStreamNonBlocking));
	akh_call_setup();
	akh_cupti_probe(akh_cstreams[0], probe, sizeof probe);
	const char *why = akh_lockdown(lock, sizeof lock);
	if (why)
		akh_herr("%s", why);
	memset(&akh_rep, 0, sizeof akh_rep);
	akh_rep.op = AKH_OP_READY;
	akh_rep.pid = (int32_t)getpid();
	snprintf(akh_rep.probe, sizeof akh_rep.probe, "%s", probe);
	snprintf(akh_rep.lock, sizeof akh_rep.lock, "%s", lock);
	if (!akh_send(&akh_rep, sizeof akh_rep))
		akh_exit(3);
	for (;;) {
		ssize_t got = akh_recv(&q, sizeof q);
		if (got == 0)
			akh_exit(0);	/* the checker is done */
		if (got != (ssize_t)sizeof q)
			akh_exit(3);
		akh_serve(q);
		if (!akh_send(&akh_rep, sizeof akh_rep))
			akh_exit(3);
	}
}

/* ---------------------------------------------------------------- the checker */

/* the runner broke off: how it ended, as the checker's finding (never returns) */
[[noreturn]] static void akh_runner_gone(const char *what)
{
	int st = 0;
	char how[96] = "closed the socket";
	if (akh_runner_pid > 0 && waitpid(akh_runner_pid, &st, 0) == akh_runner_pid) {
		if (WIFSIGNALED(st))
			snprintf(how, sizeof how, "was killed by signal %d (%s)", WTERMSIG(st), strsignal(WTERMSIG(st)));
		else if (WIFEXITED(st))
			snprintf(how, sizeof how, "exited %d", WEXITSTATUS(st));
		akh_runner_pid = 0;
	}
	fail_simple("CRASH", NULL, "%s: the process running the candidate %s without answering", what, how);
}

/* one request, its reply in akh_rep: sent to the runner, or served here */
static const akh_reply &akh_transact(akh_req &q, const char *what)
{
	q.seq = ++akh_seq;
	if (akh_local) {
		akh_serve(q);
		return akh_rep;
	}
	if (!akh_send(&q, sizeof q))
		akh_runner_gone(what);
	ssize_t got = akh_recv(&akh_rep, sizeof akh_rep);
	if (got <= 0)
		akh_runner_gone(what);
	if (got != (ssize_t)sizeof akh_rep)
		fail_simple("CRASH", NULL, "%s: the process running the candidate answered %zd bytes, not a reply", what, got);
	if (akh_rep.op == AKH_OP_FAIL) {
		akh_rep.verdict[sizeof akh_rep.verdict - 1] = 0;
		akh_rep.detail[sizeof akh_rep.detail - 1] = 0;
		/* its own account of a failure: the candidate's process failed, whatever it says */
		fail_simple("CRASH", NULL, "%s: the process running the candidate gave up (%s: %s)", what, akh_rep.verdict,
			    akh_rep.detail);
	}
	if (akh_rep.op != q.op || akh_rep.seq != q.seq)
		fail_simple("CRASH", NULL, "%s: the process running the candidate answered out of turn (op %u seq %u, not %u "
			    "%u)", what, akh_rep.op, akh_rep.seq, q.op, q.seq);
	return akh_rep;
}

/* allocation slots, the checker's to hand out */
static bool akh_slot_used[AKH_MAXMAP];

static int32_t akh_share(char *base, size_t bytes)
{
	int32_t slot = -1;
	for (int32_t k = 0; k < AKH_MAXMAP && slot < 0; k++)
		if (!akh_slot_used[k])
			slot = k;
	if (slot < 0)
		akh_herr("more than %d allocations shared with the candidate's process", AKH_MAXMAP);
	static akh_req q;
	memset(&q, 0, sizeof q);
	q.op = AKH_OP_MAP;
	q.slot = slot;
	q.bytes = bytes;
	if (akh_local)
		memcpy(&q.handle, &base, sizeof base);
	else
		CK(cudaIpcGetMemHandle(&q.handle, base));
	akh_transact(q, "sharing a buffer");
	akh_slot_used[slot] = true;
	return slot;
}

static void akh_unshare(int32_t slot)
{
	static akh_req q;
	if (slot < 0 || !akh_slot_used[slot])
		return;
	memset(&q, 0, sizeof q);
	q.op = AKH_OP_UNMAP;
	q.slot = slot;
	akh_transact(q, "unsharing a buffer");
	akh_slot_used[slot] = false;
}

static void akh_runner_stop(void);

/* the fork, before anything of CUDA exists: the child becomes the runner (never
 * returns), the parent the checker */
static void akh_split(void)
{
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0)
		akh_herr("socketpair: %s", strerror(errno));
	fflush(NULL);
	pid_t checker = getpid(), pid = fork();
	if (pid < 0)
		akh_herr("fork: %s", strerror(errno));
	if (pid == 0) {
		/* no findings channel, no stdin (the seed), no stderr of akgen's (akgen waits
		 * for it to close: the runner must not hold it past the checker), nothing but
		 * the socket and the sandbox's descriptors; dies with the checker */
		if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != checker)
			_exit(3);
		close(sv[0]);
		int null = open("/dev/null", O_RDWR | O_CLOEXEC);
		if (null < 0 || dup2(null, 0) < 0 || dup2(null, 2) < 0)
			_exit(3);
		if (null > 2)
			close(null);	/* before fd 6 is the socket: it may be 6 itself */
		if (dup2(sv[1], 6) < 0)
			_exit(3);
		akh_sock = 6;
		for (int fd = 7; fd < 1024; fd++)
			close(fd);
		akh_local = false;
		/* its landlock layer, then a word to the checker, which applies its own only
		 * then: the runner's holds no rule but its own; then the program that holds
		 * the candidate (vbuild.c links it as ./runner; this one, ./harness, has none
		 * of its code), under that layer from its first instruction */
		const char *why = akh_sandbox_early();
		akh_send("L", 1);
		if (why)
			akh_runner_fail("HARNESS_ERROR", why);
		char *const av[] = {(char *)"./runner", (char *)"runner", NULL};
		execv(av[0], av);
		char d[160];
		snprintf(d, sizeof d, "./runner could not be started: %s", strerror(errno));
		akh_runner_fail("HARNESS_ERROR", d);
	}
	/* the checker: its memory (the seed, the findings) is no other process's to read */
	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
	close(sv[1]);
	close(3);
	close(4);
	akh_sock = sv[0];
	akh_runner_pid = pid;
	akh_local = false;
	akh_exit_hook = akh_runner_stop;
	char word;
	if (akh_recv(&word, 1) != 1)
		akh_runner_gone("starting");
	const char *why = akh_sandbox_early();
	if (why)
		akh_herr("%s", why);
}

/* the runner's first word: its start-up went through, its sandbox is on. A runner that
 * claims a filter its /proc status does not show failed to lock itself down. */
static void akh_runner_ready(char *probe, size_t np, char *lock, size_t nl)
{
	ssize_t got = akh_recv(&akh_rep, sizeof akh_rep);
	if (got <= 0)
		akh_runner_gone("starting");
	if (got != (ssize_t)sizeof akh_rep || (akh_rep.op != AKH_OP_READY && akh_rep.op != AKH_OP_FAIL))
		fail_simple("CRASH", NULL, "the process running the candidate did not start as the harness does");
	if (akh_rep.op == AKH_OP_FAIL) {
		akh_rep.detail[sizeof akh_rep.detail - 1] = 0;
		akh_herr("the process that runs the candidate could not start: %s", akh_rep.detail);
	}
	akh_rep.probe[sizeof akh_rep.probe - 1] = 0;
	akh_rep.lock[sizeof akh_rep.lock - 1] = 0;
	snprintf(probe, np, "%s", akh_rep.probe);
	snprintf(lock, nl, "%s", akh_rep.lock);
	int filters = 0, mode = akh_seccomp_of(akh_runner_pid, &filters);
	if (strstr(lock, "seccomp") && (mode != 2 || filters < 2))
		akh_herr("the process that runs the candidate says it loaded its filter, but its status says seccomp mode "
			 "%d with %d filters", mode, filters);
}

/* ends the runner with the checker: it must never outlive a verdict. Between requests
 * it waits on the socket and ends at its close. A signal may not reach it (the two are
 * in sibling landlock domains), nor may its parent's death: one still running after a
 * second goes with the harness's process group, which akgen kills once the checker
 * has ended (tool/run.c). */
static void akh_runner_stop(void)
{
	if (akh_runner_pid <= 0)
		return;
	shutdown(akh_sock, SHUT_RDWR);
	kill(akh_runner_pid, SIGKILL);
	for (int k = 0; k < 100; k++) {
		if (waitpid(akh_runner_pid, NULL, WNOHANG) != 0)
			break;
		usleep(10000);
	}
	akh_runner_pid = 0;
}

// ----------------------------------------------------------------------------
// the checker's calls

/* which of the candidate's streams the next call gets: in turn, so that anything kept
 * per stream shows */
static int akh_next_stream;
static uint64_t akh_next_ext = 1;

/* a call's tensors, symbols and scalars, as the candidate's process names them */
static void akh_args_of(const akh_geom &g, const akh_set *s, akh_args *a)
{
	memset(a, 0, sizeof *a);
	for (int i = 0; i < h_op.ntensors; i++) {
		const akh_layout &l = s->lay[i];
		/* a strided call reads and writes the strided copy (akh_run moves the
		 * elements in and out); the strides are the layout's, dense ones else */
		const akh_buf &b = l.strided ? s->sb[i] : s->b[i][0];
		a->slot[i] = l.strided ? s->sslot[i] : s->slot[i][0];
		a->off[i] = (uint64_t)(b.p - b.base);
		for (int d = 0; d < l.nd; d++)
			a->st[i * H_MAX_DIMS + d] = l.stride[d];
	}
	memcpy(a->sym, g.sh->sym, sizeof a->sym);
	memcpy(a->sc, s->sc, sizeof a->sc);
	a->stream = akh_next_stream++ % AKH_NSTREAMS;
}

/* a call's account, judged: the launcher's status, faults, output to stdout, and every
 * activity on the stream it was given (the caller reads the outputs once that stream's
 * work is done, so work put anywhere else, the legacy default stream or a stream of its
 * own, has not written them by then, whatever a device-wide sync later shows) */
static void akh_judge_call(const akh_callres &r, const char *what)
{
	if (r.st != 0 || r.le != 0)
		fail_simple("FAIL_LAUNCH", NULL, "%s: the launcher returned %s (%s), then cudaGetLastError gave %s", what,
			    cudaGetErrorName((cudaError_t)r.st), cudaGetErrorString((cudaError_t)r.st),
			    cudaGetErrorName((cudaError_t)r.le));
	if (r.sync != 0)
		fail_simple("CRASH", NULL, "%s: %s (%s) at the device-wide sync after the call", what,
			    cudaGetErrorName((cudaError_t)r.sync), cudaGetErrorString((cudaError_t)r.sync));
	if (r.outbytes > 0) {
		char head[161];
		size_t k = 0;
		for (; k < sizeof head - 1 && r.head[k]; k++)
			head[k] = r.head[k] >= 0x20 && r.head[k] < 0x7f ? r.head[k] : '?';
		head[k] = 0;
		fail_simple("FAIL_OUTPUT_FLOOD", NULL, "%s: the candidate wrote %lld bytes to stdout, which carries only the "
			    "harness's findings; they began: %s", what, (long long)r.outbytes, head);
	}
	if (r.offstream > 0)
		fail_simple("FAIL_UNWRITTEN", NULL, "%s put %d of its kernels, copies and memsets on stream %u, not on the "
			    "stream it was given (%u): its outputs are not written when that stream's work is done", what,
			    r.offstream, r.stream, r.given);
}

/* after a strided call: every strided tensor's elements back into its dense buffer,
 * where the checks that follow read them (an input changed, an output unwritten or
 * wrong shows there as after a dense call); and every other byte of the strided
 * copies as it was (a write between the rows, or past the tensor, fails here) */
static void akh_strided_back(const akh_geom &g, akh_set *s, const char *what)
{
	/* slot 8i + 6 of the result slots is tensor i's, used by nothing else */
	const akh_res fresh = {0, ~0ULL};
	for (int i = 0; i < h_op.ntensors; i++) {
		if (!s->lay[i].strided)
			continue;
		CK(cudaMemcpyAsync(akh_dres + 8 * i + 6, &fresh, sizeof fresh, cudaMemcpyHostToDevice, akh_hs));
		akh_drestride(T(i).dtype, s->b[i][0].p, s->sb[i].p, g.n[i], s->lay[i], 0);
		akh_dsguard(T(i).dtype, s->sb[i], s->lay[i], s->g[i].key + 2, 1, akh_dres + 8 * i + 6);
	}
	akh_res_read();
	const akh_res *got = akh_hres;
	for (int i = 0; i < h_op.ntensors; i++)
		if (s->lay[i].strided && got[8 * i + 6].count > 0)
			fail_simple("FAIL_INPUT_MODIFIED", T(i).name,
				    "%s: %llu bytes changed outside the elements of %s in its strided copy (layout %s), "
				    "the first %lld bytes from the data pointer: a write between its rows or out of its bounds",
				    what, got[8 * i + 6].count, T(i).name, akh_at.layout,
				    (long long)got[8 * i + 6].first - (long long)(s->sb[i].p - s->sb[i].base));
}

/* one launcher call on the set's tensors, in the candidate's process */
static void akh_run(const akh_geom &g, akh_set *s, const char *what)
{
	static akh_req q;
	memset(&q, 0, sizeof q);
	q.op = AKH_OP_CALL;
	akh_args_of(g, s, &q.a);
	q.ext = akh_next_ext++;
	q.poison = (uint32_t)akh_mix64(s->tseed ^ q.ext);
	/* a strided call: every strided tensor's elements, inputs and sentinels alike,
	 * into their places in its strided copy */
	for (int i = 0; i < h_op.ntensors; i++)
		if (s->lay[i].strided)
			akh_drestride(T(i).dtype, s->b[i][0].p, s->sb[i].p, g.n[i], s->lay[i], 1);
	CK(cudaStreamSynchronize(akh_hs));	/* our fills and inputs have landed */
	const akh_reply &r = akh_transact(q, what);
	akh_judge_call(r.r, what);
	if (s->strided)
		akh_strided_back(g, s, what);
}

