/* sandbox.h: what a child of akgen may reach: its environment, files, network,
 * system calls and resources
 *
 * Every program akgen starts on a candidate's behalf (nvcc and what it runs,
 * the binutils that read the object, the harness, compute-sanitizer) and a
 * model's command gets:
 *   - an environment built from an allow-list (no keys, no tokens);
 *   - a filesystem view (landlock): the toolchain read-only, its scratch
 *     directory read-write, nothing else; no ptrace or /proc/PID/mem of
 *     processes outside it, no signals to them;
 *   - no network: a network namespace of its own, landlock's TCP rules, and
 *     no sockets but local ones;
 *   - a system-call filter (seccomp, built with libseccomp): no ptrace, no
 *     mounts, namespaces, BPF, kernel modules, io_uring; the harness loads a
 *     second one after start-up (sandbox_startup_filter): no execve, no new
 *     processes, no sockets, no new executable memory;
 *   - resource limits: CPU time, memory, file size, no core files;
 *   - no file descriptor of akgen's but the ones run() gives it.
 * A mechanism this machine lacks degrades loudly: a warning once, and
 * sandbox_describe() says what was applied, for the records. */
#ifndef AK_SANDBOX_H
#define AK_SANDBOX_H

#include <stdbool.h>
#include <stdint.h>

#define SBX_MAX_PATHS 16

enum sbxkind {
	SBX_TOOL,	/* compilers and binutils: may run other programs */
	SBX_GPU,	/* a harness process: the GPU's devices too */
	SBX_COMMAND,	/* a model's command: may run other programs */
};

struct sandbox {
	enum sbxkind kind;
	const char *scratch;		/* the one directory it may write; NULL: none */
	const char *ro[SBX_MAX_PATHS];	/* more files or directories it may read and run */
	int nro;
	bool net;			/* keep the network (a model's command, when configured) */
	const char *const *passenv;	/* more variables passed through by name; NULL-terminated */
	const char *const *envset;	/* NAME=VALUE set by akgen (the GPU a harness may see),
					 * in place of its own; NULL-terminated */
	double cpu_s;			/* CPU seconds; 0: no limit */
	uint64_t mem_bytes;		/* address space (SBX_GPU: private data); 0: no limit */
	uint64_t fsize_bytes;		/* the largest file it may write; 0: no limit */
	unsigned without;		/* SBX_NO_* mechanisms left out (akgen sandbox --without) */
	bool deferfs;			/* the landlock layer is not applied before exec but given
					 * as fd 5, for the harness to apply first thing in each of
					 * its processes (harness_lock.cuh says why) */
};

/* mechanisms, to leave out by hand when diagnosing a machine */
#define SBX_NO_LANDLOCK 1u
#define SBX_NO_NETNS 2u
#define SBX_NO_SECCOMP 4u
#define SBX_NO_CAPS 8u
#define SBX_NO_RLIMITS 16u

/* what the parent prepares before fork, so that the child allocates nothing */
struct sbxprep {
	char **envp;
	int rulesetfd;		/* landlock, or -1 */
	bool netns, userns;
	const void *filter;	/* a struct sock_fprog, or NULL */
	uint64_t cpu_s, mem_bytes, fsize_bytes;
	bool gpu, caps, rlimits, deferfs;
};

/* build the child's environment, filesystem rules and filter; returns 0, or -1
 * after a warning when the sandbox cannot be prepared at all */
int sandbox_prepare(const struct sandbox *s, struct sbxprep *p);
/* in the child, after fork: apply everything, in order; on failure write why
 * to fd 2 and _exit(126). Async-signal-safe. */
void sandbox_enter(const struct sbxprep *p);
/* in the parent, after fork (or after a failed prepare: then a no-op) */
void sandbox_release(struct sbxprep *p);
/* the allow-listed environment alone (sandbox.c's list, s->passenv, HOME and
 * TMPDIR at s->scratch, then s->envset); NULL-terminated, each entry allocated */
char **sandbox_env(const struct sandbox *s);

/* one line for the records: what a child of this kind runs under here, e.g.
 * "env:allowlist fs:landlock-6 net:netns,landlock seccomp:tool rlimits";
 * a missing mechanism is named with why */
const char *sandbox_describe(enum sbxkind k);
/* what a harness puts on itself once its start-up is done: fds[0] the second system-call filter as a sealed memory file (BPF),
 * fds[1] a second landlock layer that writes nowhere but the scratch
 * directory and the devices; each -1 where unavailable, else a new
 * close-on-exec descriptor of 10 or more for the caller to close. harness.cu
 * loads them from fds 4 and 3 (run.c's fds). Returns 0 when both exist. */
int sandbox_startup(const struct sandbox *s, int fds[2]);

/* akgen sandbox: run a command under a kind's sandbox, or report what this
 * machine supports */
int sandbox_command(int argc, char **argv);

#endif
