/* sandbox.c: what a child of akgen may reach (sandbox.h says what and why)
 *
 * The parent does everything that allocates or reads files (the environment,
 * the landlock ruleset and its rules, the BPF of the filter) before fork; the
 * child only makes system calls on what is ready. Landlock is used through
 * its system calls (the kernel's ABI, numbered below for headers older than
 * the running kernel); the filters are built with libseccomp and exported
 * as BPF once per kind. */
#define _GNU_SOURCE
#include "sandbox.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <sched.h>
#include <seccomp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "exitcode.h"
#include "util.h"

extern char **environ;

// ----------------------------------------------------------------------------
// the environment

/* passed through when set: none of them holds a secret, and the GPU's
 * runtime or the machine's safety settings need them */
static const char *const keepenv[] = {
	"PATH", "LD_LIBRARY_PATH", "CUDA_VISIBLE_DEVICES", "CUDA_DEVICE_ORDER", "NVIDIA_VISIBLE_DEVICES",
	"NVIDIA_DRIVER_CAPABILITIES", "NCCL_NVLS_ENABLE", "TORCH_SYMM_MEM_DISABLE_MULTICAST", "NVSHMEM_DISABLE_NVLS",
	"TZ",
	/* where tests/fakegpu's stand-in harness logs the device and times of its runs
	 * (generate_gpus_test.sh): a path, no secret; no real harness reads it */
	"AKGEN_FAKEGPU_LOG", NULL,
};

static bool listed(const char *const *names, const char *entry)
{
	size_t n = strcspn(entry, "=");

	for (int i = 0; names && names[i]; i++)
		if (strlen(names[i]) == n && strncmp(names[i], entry, n) == 0)
			return true;
	return false;
}

/* whether entry's variable is one of set's NAME=VALUE */
static bool setbyakgen(const char *const *set, const char *entry)
{
	size_t n = strcspn(entry, "=");

	for (int i = 0; set && set[i]; i++)
		if (strncmp(set[i], entry, n) == 0 && set[i][n] == '=')
			return true;
	return false;
}

char **sandbox_env(const struct sandbox *s)
{
	/* without a scratch directory (a plain run) HOME and TMPDIR stay as they
	 * are: nothing else would work there */
	static const char *const places[] = {"HOME", "TMPDIR", NULL};
	size_t n = 0, cap = 8;
	char **e;

	for (char **v = environ; v && *v; v++)
		cap++;
	for (const char *const *v = s->envset; v && *v; v++)
		cap++;
	e = xcalloc(cap, sizeof(e[0]));
	for (char **v = environ; v && *v && n + 6 < cap; v++)
		if ((listed(keepenv, *v) || listed(s->passenv, *v) || (!s->scratch && listed(places, *v))) &&
		    !setbyakgen(s->envset, *v))
			e[n++] = xstrdup(*v);
	if (s->scratch) {
		e[n++] = xasprintf("HOME=%s", s->scratch);
		e[n++] = xasprintf("TMPDIR=%s", s->scratch);
	}
	for (const char *const *v = s->envset; v && *v && n + 2 < cap; v++)
		e[n++] = xstrdup(*v);
	e[n++] = xstrdup("LC_ALL=C");
	e[n] = NULL;
	return e;
}

// ----------------------------------------------------------------------------
// landlock

#define LL_CREATE_RULESET_VERSION (1U << 0)
#define LL_RULE_PATH_BENEATH 1
#define LL_FS_EXECUTE (1ULL << 0)
#define LL_FS_WRITE_FILE (1ULL << 1)
#define LL_FS_READ_FILE (1ULL << 2)
#define LL_FS_READ_DIR (1ULL << 3)
#define LL_FS_ALL_V1 ((1ULL << 13) - 1)
#define LL_FS_REFER (1ULL << 13)
#define LL_FS_TRUNCATE (1ULL << 14)
#define LL_FS_IOCTL_DEV (1ULL << 15)
#define LL_NET_BIND_TCP (1ULL << 0)
#define LL_NET_CONNECT_TCP (1ULL << 1)
#define LL_SCOPE_ABSTRACT_UNIX (1ULL << 0)
#define LL_SCOPE_SIGNAL (1ULL << 1)
/* the rights a path rule may grant a file that is not a directory */
#define LL_FILE_RIGHTS (LL_FS_EXECUTE | LL_FS_WRITE_FILE | LL_FS_READ_FILE | LL_FS_TRUNCATE | LL_FS_IOCTL_DEV)

struct ll_ruleset_attr {
	uint64_t handled_access_fs, handled_access_net, scoped;
};

struct ll_path_beneath {
	uint64_t allowed_access;
	int32_t parent_fd;
} __attribute__((packed));

static int ll_abi(void)
{
	long v = syscall(SYS_landlock_create_ruleset, NULL, 0, LL_CREATE_RULESET_VERSION);

	return v < 0 ? -errno : (int)v;
}

static uint64_t ll_fs_handled(int abi)
{
	uint64_t a = LL_FS_ALL_V1;

	if (abi >= 2)
		a |= LL_FS_REFER;
	if (abi >= 3)
		a |= LL_FS_TRUNCATE;
	if (abi >= 5)
		a |= LL_FS_IOCTL_DEV;
	return a;
}

/* grant rights on path (a missing path is skipped); the rights a file cannot
 * take are dropped for a file */
static void ll_allow(int rs, const char *path, uint64_t rights, uint64_t handled)
{
	struct ll_path_beneath pb;
	struct stat st;
	int fd = open(path, O_PATH | O_CLOEXEC);

	if (fd < 0)
		return;
	if (fstat(fd, &st) == 0 && !S_ISDIR(st.st_mode))
		rights &= LL_FILE_RIGHTS;
	pb.allowed_access = rights & handled;
	pb.parent_fd = fd;
	if (pb.allowed_access && syscall(SYS_landlock_add_rule, rs, LL_RULE_PATH_BENEATH, &pb, 0) != 0)
		warn("sandbox: landlock cannot grant %s:", path);
	close(fd);
}

/* the toolchain, read-only: programs, libraries, headers */
static const char *const toolchain[] = {"/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin", "/opt", NULL};
/* the few files of /etc that the loader, the compilers and the runtime read */
static const char *const etcfiles[] = {
	"/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime", "/etc/passwd", "/etc/group",
	"/etc/nsswitch.conf", NULL,
};
/* what a command with the network needs to reach a server by name */
static const char *const netfiles[] = {
	"/etc/resolv.conf", "/etc/hosts", "/etc/host.conf", "/etc/gai.conf", "/etc/ssl", "/etc/ca-certificates",
	"/etc/pki", NULL,
};
static const char *const devfiles[] = {"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", NULL};

static int ll_ruleset(const struct sandbox *s, int abi)
{
	struct ll_ruleset_attr a = {0};
	const uint64_t handled = ll_fs_handled(abi);
	const uint64_t ro = LL_FS_EXECUTE | LL_FS_READ_FILE | LL_FS_READ_DIR;
	const uint64_t dev = LL_FS_READ_FILE | LL_FS_WRITE_FILE | LL_FS_IOCTL_DEV;
	size_t size = abi >= 6 ? 24 : abi >= 4 ? 16 : 8;
	int rs;

	a.handled_access_fs = handled;
	if (abi >= 4 && !s->net)
		a.handled_access_net = LL_NET_BIND_TCP | LL_NET_CONNECT_TCP;
	if (abi >= 6)
		a.scoped = LL_SCOPE_SIGNAL | (s->net ? 0 : LL_SCOPE_ABSTRACT_UNIX);
	rs = (int)syscall(SYS_landlock_create_ruleset, &a, size, 0);
	if (rs < 0) {
		warn("sandbox: landlock_create_ruleset:");
		return -1;
	}
	/* above the descriptors the child is given (0 to 3) */
	if (rs < 10) {
		int hi = fcntl(rs, F_DUPFD_CLOEXEC, 10);

		close(rs);
		if (hi < 0) {
			warn("sandbox: fcntl:");
			return -1;
		}
		rs = hi;
	}
	for (int i = 0; toolchain[i]; i++)
		ll_allow(rs, toolchain[i], ro, handled);
	for (int i = 0; etcfiles[i]; i++)
		ll_allow(rs, etcfiles[i], LL_FS_READ_FILE | LL_FS_READ_DIR, handled);
	if (s->net)
		for (int i = 0; netfiles[i]; i++)
			ll_allow(rs, netfiles[i], LL_FS_READ_FILE | LL_FS_READ_DIR, handled);
	ll_allow(rs, "/proc", LL_FS_READ_FILE | LL_FS_READ_DIR, handled);
	ll_allow(rs, "/sys", LL_FS_READ_FILE | LL_FS_READ_DIR, handled);
	for (int i = 0; devfiles[i]; i++)
		ll_allow(rs, devfiles[i], dev, handled);
	if (s->kind == SBX_GPU) {
		/* the driver's devices: /dev/nvidia0, nvidiactl, nvidia-uvm, nvidia-caps/ ... */
		DIR *d = opendir("/dev");
		struct dirent *e;

		while (d && (e = readdir(d)) != NULL)
			if (strncmp(e->d_name, "nvidia", 6) == 0) {
				char *p = pathjoin("/dev", e->d_name);

				ll_allow(rs, p, dev | LL_FS_READ_DIR, handled);
				free(p);
			}
		if (d)
			closedir(d);
	}
	for (int i = 0; i < s->nro; i++)
		ll_allow(rs, s->ro[i], ro, handled);
	if (s->scratch)
		ll_allow(rs, s->scratch, handled, handled);
	return rs;
}

// ----------------------------------------------------------------------------
// seccomp filters, built with libseccomp

/* never needed by a compiler, a harness or a model's command; each a way out of
 * the sandbox or into another process or the kernel */
static const char *const denied[] = {
	"ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "pidfd_getfd", "bpf", "perf_event_open",
	"mount", "umount2", "pivot_root", "chroot", "unshare", "setns", "mount_setattr", "move_mount", "open_tree",
	"fsopen", "fsconfig", "fsmount", "fspick", "keyctl", "add_key", "request_key", "userfaultfd",
	"io_uring_setup", "io_uring_enter", "io_uring_register", "init_module", "finit_module", "delete_module",
	"kexec_load", "kexec_file_load", "reboot", "swapon", "swapoff", "acct", "quotactl", "iopl", "ioperm",
	"open_by_handle_at", "name_to_handle_at", "syslog", "vhangup", "settimeofday", "clock_settime", "clock_adjtime",
	"adjtimex", "sethostname", "setdomainname", "personality", "fanotify_init", "lookup_dcookie", NULL,
};
/* and after the harness's start-up: nothing but its own threads and memory */
static const char *const denied_after[] = {
	"execve", "execveat", "fork", "vfork", "socket", "socketpair", "memfd_create", NULL,
};

enum { PROF_TOOL, PROF_GPU, PROF_NET, PROF_AFTER, NPROF };

struct prof {
	pthread_once_t once;
	struct sock_fprog prog;		/* prog.filter NULL: unavailable */
	int memfd;			/* the BPF, for PROF_AFTER */
	char why[160];
};

static struct prof profs[NPROF] = {
	{.once = PTHREAD_ONCE_INIT, .memfd = -1}, {.once = PTHREAD_ONCE_INIT, .memfd = -1},
	{.once = PTHREAD_ONCE_INIT, .memfd = -1}, {.once = PTHREAD_ONCE_INIT, .memfd = -1},
};

/* argument n compared: op with a (and b, the value under a mask) */
#define ARG(n, op, a, b) ((struct scmp_arg_cmp){(n), (op), (scmp_datum_t)(a), (scmp_datum_t)(b)})

static int deny(scmp_filter_ctx ctx, const char *name, int err)
{
	int nr = seccomp_syscall_resolve_name(name);

	if (nr == __NR_SCMP_ERROR)
		return 0;	/* not a system call of this architecture */
	return seccomp_rule_add(ctx, SCMP_ACT_ERRNO(err), nr, 0);
}

/* the rules of profile k; 0 or a negative errno */
static int rules(scmp_filter_ctx ctx, int k)
{
	int rc = 0;

	for (int i = 0; denied[i] && rc == 0; i++)
		rc = deny(ctx, denied[i], EPERM);
	if (rc == 0 && k == PROF_TOOL)
		/* a compiler needs no socket at all; local ones only elsewhere */
		rc = deny(ctx, "socket", EPERM);
	else if (rc == 0 && k == PROF_GPU)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(socket), 1,
				      ARG(0, SCMP_CMP_NE, AF_UNIX, 0));
	if (k != PROF_AFTER)
		return rc;
	for (int i = 0; denied_after[i] && rc == 0; i++)
		rc = deny(ctx, denied_after[i], EPERM);
	/* no new process, and no new thread either: the GPU's runtime starts
	 * its threads with the context, so after start-up a candidate's code
	 * runs only inside its launcher's calls, never beside the harness */
	if (rc == 0)
		rc = deny(ctx, "clone", EPERM);
	if (rc == 0)
		rc = deny(ctx, "clone3", EPERM);
	/* no new executable memory: nothing can be written and then run */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(mmap), 1,
				      ARG(2, SCMP_CMP_MASKED_EQ, PROT_EXEC, PROT_EXEC));
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(mprotect), 1,
				      ARG(2, SCMP_CMP_MASKED_EQ, PROT_EXEC, PROT_EXEC));
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(pkey_mprotect), 1,
				      ARG(2, SCMP_CMP_MASKED_EQ, PROT_EXEC, PROT_EXEC));
	return rc;
}

static struct prof *building;

static void buildprof(void)
{
	struct prof *p = building;
	int k = (int)(p - profs);
	scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
	struct buf b = {0};
	int fd = -1, rc;
	off_t size;

	if (!ctx) {
		snprintf(p->why, sizeof(p->why), "libseccomp could not start a filter");
		return;
	}
	/* a system call of another ABI (int 0x80, x32) kills: the rules name
	 * x86-64's numbers only */
	rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
	if (rc == 0)
		rc = rules(ctx, k);
	if (rc == 0) {
		fd = memfd_create(k == PROF_AFTER ? "akgen-startup-filter" : "akgen-filter", MFD_CLOEXEC | MFD_ALLOW_SEALING);
		rc = fd < 0 ? -errno : seccomp_export_bpf(ctx, fd);
	}
	seccomp_release(ctx);
	if (rc != 0 || (size = lseek(fd, 0, SEEK_END)) <= 0 || size % (off_t)sizeof(struct sock_filter) != 0 ||
	    size > 65536) {
		snprintf(p->why, sizeof(p->why), "libseccomp could not build the filter (%s)", strerror(rc < 0 ? -rc : EINVAL));
		if (fd >= 0)
			close(fd);
		return;
	}
	b.data = xmalloc((size_t)size);
	if (pread(fd, b.data, (size_t)size, 0) != size) {
		snprintf(p->why, sizeof(p->why), "the filter could not be read back");
		free(b.data);
		close(fd);
		return;
	}
	p->prog.len = (unsigned short)(size / (off_t)sizeof(struct sock_filter));
	p->prog.filter = (struct sock_filter *)b.data;
	if (k == PROF_AFTER && fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL) == 0)
		p->memfd = fd;
	else
		close(fd);
}

static pthread_mutex_t buildmu = PTHREAD_MUTEX_INITIALIZER;

static struct prof *profile(int k)
{
	/* pthread_once takes no argument: one build at a time names its profile */
	pthread_mutex_lock(&buildmu);
	building = &profs[k];
	pthread_once(&profs[k].once, buildprof);
	pthread_mutex_unlock(&buildmu);
	return &profs[k];
}

// ----------------------------------------------------------------------------
// what this machine allows, probed once

static struct {
	pthread_once_t once;
	int llabi;		/* landlock's ABI, or -errno */
	bool root;
	bool netns;		/* a network namespace of one's own */
	char netwhy[96];
} mach = {.once = PTHREAD_ONCE_INIT};

static void probe(void)
{
	int flags, st = 0;
	pid_t pid;

	mach.llabi = ll_abi();
	mach.root = geteuid() == 0;
	flags = CLONE_NEWNET | (mach.root ? 0 : CLONE_NEWUSER);
	pid = fork();
	if (pid == 0)
		_exit(unshare(flags) == 0 ? 0 : 1);
	mach.netns = pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0;
	if (!mach.netns)
		snprintf(mach.netwhy, sizeof(mach.netwhy), "unshare(CLONE_NEWNET%s) is refused here",
			 mach.root ? "" : "|CLONE_NEWUSER");
}

static void probeonce(void)
{
	pthread_once(&mach.once, probe);
}

static int profof(const struct sandbox *s)
{
	return s->kind == SBX_GPU ? PROF_GPU : s->kind == SBX_COMMAND && s->net ? PROF_NET : PROF_TOOL;
}

const char *sandbox_describe(enum sbxkind k)
{
	static char line[3][400];
	static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
	struct prof *f, *a = NULL;
	struct buf b = {0};

	probeonce();
	f = profile(k == SBX_GPU ? PROF_GPU : PROF_TOOL);
	if (k == SBX_GPU)
		a = profile(PROF_AFTER);
	pthread_mutex_lock(&mu);
	if (!line[k][0]) {
		bufputs(&b, "env:allowlist");
		if (mach.llabi > 0)
			bufprintf(&b, " fs:landlock-%d", mach.llabi);
		else
			bufprintf(&b, " fs:none(landlock: %s)", strerror(-mach.llabi));
		bufputs(&b, " net:");
		if (mach.netns)
			bufputs(&b, "netns");
		if (mach.llabi >= 4)
			bufputs(&b, mach.netns ? ",landlock" : "landlock");
		if (!mach.netns && mach.llabi < 4)
			bufputs(&b, "sockets-only");
		bufprintf(&b, " seccomp:%s", f->prog.filter ? (k == SBX_GPU ? "gpu" : "tool") : "none");
		if (k == SBX_GPU)
			bufprintf(&b, "%s", a && a->memfd >= 0 ? "+startup" : "(no startup filter)");
		if (k == SBX_GPU && mach.llabi > 0)
			bufputs(&b, " fs-startup:landlock");
		bufputs(&b, " rlimits");
		snprintf(line[k], sizeof(line[k]), "%s", b.data);
		buffree(&b);
	}
	pthread_mutex_unlock(&mu);
	return line[k];
}

/* a warning once per missing mechanism */
static void loud(void)
{
	static atomic_flag said = ATOMIC_FLAG_INIT;

	if (atomic_flag_test_and_set(&said))
		return;
	if (mach.llabi <= 0)
		warn("sandbox: landlock is not available here (%s): candidates and the tools that read them can read any "
		     "file akgen can", strerror(-mach.llabi));
	if (!mach.netns)
		warn("sandbox: %s: candidates are kept off the network by %s only", mach.netwhy,
		     mach.llabi >= 4 ? "landlock's TCP rules and the filter" : "the system-call filter");
	if (!profile(PROF_TOOL)->prog.filter)
		warn("sandbox: no system-call filter: %s", profile(PROF_TOOL)->why);
}

/* the second layer: writes only in the scratch directory and to the devices */
static int ll_layer2(const struct sandbox *s, int abi)
{
	struct ll_ruleset_attr a = {0};
	const uint64_t write = ll_fs_handled(abi) & ~(LL_FS_EXECUTE | LL_FS_READ_FILE | LL_FS_READ_DIR);
	const uint64_t dev = LL_FS_WRITE_FILE | LL_FS_IOCTL_DEV;
	int rs, hi;

	a.handled_access_fs = write;
	rs = (int)syscall(SYS_landlock_create_ruleset, &a, (size_t)8, 0);
	if (rs < 0)
		return -1;
	for (int i = 0; devfiles[i]; i++)
		ll_allow(rs, devfiles[i], dev, write);
	if (s->kind == SBX_GPU) {
		DIR *d = opendir("/dev");
		struct dirent *e;

		while (d && (e = readdir(d)) != NULL)
			if (strncmp(e->d_name, "nvidia", 6) == 0) {
				char *p = pathjoin("/dev", e->d_name);

				ll_allow(rs, p, dev, write);
				free(p);
			}
		if (d)
			closedir(d);
	}
	if (s->scratch)
		ll_allow(rs, s->scratch, write, write);
	hi = fcntl(rs, F_DUPFD_CLOEXEC, 10);
	close(rs);
	return hi;
}

int sandbox_startup(const struct sandbox *s, int fds[2])
{
	struct prof *p = profile(PROF_AFTER);

	probeonce();
	fds[0] = p->memfd < 0 || (s->without & SBX_NO_SECCOMP) ? -1 : fcntl(p->memfd, F_DUPFD_CLOEXEC, 10);
	fds[1] = mach.llabi > 0 && !(s->without & SBX_NO_LANDLOCK) ? ll_layer2(s, mach.llabi) : -1;
	return fds[0] >= 0 && fds[1] >= 0 ? 0 : -1;
}

// ----------------------------------------------------------------------------
// parent and child

int sandbox_prepare(const struct sandbox *s, struct sbxprep *p)
{
	struct prof *f;

	memset(p, 0, sizeof(*p));
	p->rulesetfd = -1;
	probeonce();
	loud();
	p->envp = sandbox_env(s);
	if (mach.llabi > 0 && !(s->without & SBX_NO_LANDLOCK) && (p->rulesetfd = ll_ruleset(s, mach.llabi)) < 0) {
		sandbox_release(p);
		return -1;
	}
	p->netns = mach.netns && !s->net && !(s->without & SBX_NO_NETNS);
	p->userns = p->netns && !mach.root;
	f = profile(profof(s));
	p->filter = f->prog.filter && !(s->without & SBX_NO_SECCOMP) ? &f->prog : NULL;
	p->caps = !(s->without & SBX_NO_CAPS);
	p->deferfs = s->deferfs && p->rulesetfd >= 0;
	p->rlimits = !(s->without & SBX_NO_RLIMITS);
	p->cpu_s = s->cpu_s > 0 ? (uint64_t)s->cpu_s + 1 : 0;
	p->mem_bytes = s->mem_bytes;
	p->fsize_bytes = s->fsize_bytes;
	p->gpu = s->kind == SBX_GPU;
	return 0;
}

void sandbox_release(struct sbxprep *p)
{
	for (char **e = p->envp; e && *e; e++)
		free(*e);
	free(p->envp);
	if (p->rulesetfd >= 0)
		close(p->rulesetfd);
	memset(p, 0, sizeof(*p));
	p->rulesetfd = -1;
}

static void die(const char *what)
{
	static const char pre[] = "akgen sandbox: cannot ";
	size_t n = strlen(what);

	if (write(2, pre, sizeof(pre) - 1) < 0 || write(2, what, n) < 0 || write(2, "\n", 1) < 0)
		_exit(EXIT_NOEXEC);
	_exit(EXIT_NOEXEC);
}

static void limit(int res, uint64_t v, const char *what)
{
	struct rlimit r = {.rlim_cur = v, .rlim_max = v};

	if (setrlimit(res, &r) != 0)
		die(what);
}

void sandbox_enter(const struct sbxprep *p)
{
	if (p->rlimits) {
		limit(RLIMIT_CORE, 0, "set RLIMIT_CORE");
		if (p->cpu_s)
			limit(RLIMIT_CPU, p->cpu_s, "set RLIMIT_CPU");
		if (p->fsize_bytes)
			limit(RLIMIT_FSIZE, p->fsize_bytes, "set RLIMIT_FSIZE");
		/* the GPU's runtime reserves far more address space than it uses: a
		 * harness is held to its private data instead */
		if (p->mem_bytes)
			limit(p->gpu ? RLIMIT_DATA : RLIMIT_AS, p->mem_bytes, "set the memory limit");
	}
	if (p->netns && unshare(CLONE_NEWNET | (p->userns ? CLONE_NEWUSER : 0)) != 0)
		die("enter a network namespace of its own");
	/* no capability, and none to regain: as root too, it reads no other
	 * process's memory or environment (akgen's own is not dumpable) and
	 * passes no permission check by privilege */
	for (int cap = 0; p->caps && cap <= 63; cap++)
		if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL)
			die("drop a capability from the bounding set");
	if (p->caps && prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0 && errno != EINVAL)
		die("clear the ambient capabilities");
	if (p->caps) {
		struct __user_cap_header_struct h = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0};
		struct __user_cap_data_struct d[2];

		memset(d, 0, sizeof(d));
		if (syscall(SYS_capset, &h, d) != 0)
			die("drop its capabilities");
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
		die("set no_new_privs");
	if (p->rulesetfd >= 0 && !p->deferfs) {
		/* its own threads' files: the GPU's runtime names the threads it
		 * starts (/proc/self/task/TID/comm) and fails to start when it
		 * cannot. A rule only the child can make, on its own /proc entry;
		 * the harness's second layer takes it back after start-up. */
		if (p->gpu) {
			struct ll_path_beneath pb = {.allowed_access = LL_FS_READ_FILE | LL_FS_WRITE_FILE | LL_FS_TRUNCATE};

			pb.parent_fd = open("/proc/self/task", O_PATH | O_CLOEXEC);
			if (pb.parent_fd < 0 || syscall(SYS_landlock_add_rule, p->rulesetfd, LL_RULE_PATH_BENEATH, &pb, 0) != 0)
				die("let the GPU's runtime name its threads");
			close(pb.parent_fd);
		}
		if (syscall(SYS_landlock_restrict_self, p->rulesetfd, 0) != 0)
			die("restrict itself with landlock");
		close(p->rulesetfd);
	} else if (p->deferfs && dup2(p->rulesetfd, 5) != 5) {
		die("hand on its landlock layer");
	}
	if (p->filter && syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, p->filter) != 0)
		die("load the system-call filter");
}
