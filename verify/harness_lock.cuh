/* harness_lock.cuh: the sandbox the harness puts on itself (akgen's sandbox.c builds
 * it; sandbox.h says what each layer does).
 *
 * akgen starts the harness with no network, no capabilities, an allow-listed environment
 * and a first system-call filter, and hands it, as file descriptors:
 *   3  the second filter (BPF): no execve, no new process or thread, no socket, no new
 *      executable memory;
 *   4  a second landlock layer: writes nowhere but the scratch directory and the devices;
 *   5  the first landlock layer (the toolchain read-only, the scratch directory
 *      read-write), not yet applied: each process applies it itself, first thing and
 *      with one thread, because the GPU's runtime names the threads it starts
 *      (/proc/self/task/TID/comm) and fails to start when it cannot, and only the
 *      process itself can name its own /proc entry in a rule. In verify and bench the
 *      checker forks the runner first (harness_rpc.cuh), and each applies it; in
 *      sanitize and ceilings the one process does (under compute-sanitizer the harness
 *      is the sanitizer's child, which akgen cannot reach before it starts).
 * The process that runs the candidate loads 4 and 3 once its start-up is done (the GPU's
 * context and its threads, CUPTI, the candidate's streams), before the candidate's code
 * first runs; none runs before main (no constructors: the static checks). Two processes
 * that applied the layer each are in sibling landlock domains: neither can signal or
 * trace the other. Constants are the kernel's ABI (linux/landlock.h may be older).
 * Part of harness.cu, which includes it once, in order; not a header of its own. */
#pragma once
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>

#define AKH_LL_RULE_PATH_BENEATH 1
#define AKH_LL_READ_FILE (1ULL << 2)
#define AKH_LL_WRITE_FILE (1ULL << 1)
#define AKH_LL_TRUNCATE (1ULL << 14)

struct akh_ll_path_beneath {
	uint64_t allowed_access;
	int32_t parent_fd;
} __attribute__((packed));

static bool akh_fd_open(int fd)
{
	return fcntl(fd, F_GETFD) >= 0;
}

/* fd 5, when given: the first landlock layer, with the rule only this process can make
 * (its own threads' names, which the GPU's runtime writes when it starts), applied
 * while the process has one thread, so that every thread it starts inherits it; NULL,
 * or what failed. A rule added changes the layer for every process holding fd 5: after
 * the split the runner applies it first, then the checker (akh_split), so that the
 * process running the candidate gets no rule but its own. */
static const char *akh_sandbox_early(void)
{
	if (!akh_fd_open(5))
		return NULL;
	struct akh_ll_path_beneath pb = {AKH_LL_READ_FILE | AKH_LL_WRITE_FILE | AKH_LL_TRUNCATE, -1};
	pb.parent_fd = open("/proc/self/task", O_PATH | O_CLOEXEC);
	long ok = pb.parent_fd >= 0 ? syscall(SYS_landlock_add_rule, 5, AKH_LL_RULE_PATH_BENEATH, &pb, 0) : -1;
	if (pb.parent_fd >= 0)
		close(pb.parent_fd);
	if (ok != 0)
		return "the rule for the GPU runtime's thread names could not be added to the landlock layer (fd 5)";
	if (syscall(SYS_landlock_restrict_self, 5, 0) != 0)
		return "the landlock layer akgen gave (fd 5) could not be applied";
	close(5);
	return NULL;
}

/* after start-up, in the process that runs the candidate: the second landlock layer
 * (fd 4; on the thread that calls the launcher, the others keep the first layer) and the
 * second filter (fd 3, on every thread); writes what was applied into how
 * ("landlock+seccomp", or what is missing) and returns NULL, or what failed */
static const char *akh_lockdown(char *how, size_t n)
{
	bool ll = false, sc = false;
	if (akh_fd_open(4)) {
		if (syscall(SYS_landlock_restrict_self, 4, 0) != 0)
			return "the second landlock layer (fd 4) could not be applied";
		close(4);
		ll = true;
	}
	if (akh_fd_open(3)) {
		static char bpf[65536];
		ssize_t got = pread(3, bpf, sizeof bpf, 0);
		if (got <= 0 || got % (ssize_t)sizeof(struct sock_filter) != 0)
			return "the second system-call filter (fd 3) could not be read";
		struct sock_fprog prog = {(unsigned short)(got / (ssize_t)sizeof(struct sock_filter)), (struct sock_filter *)bpf};
		if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog) != 0)
			return "the second system-call filter (fd 3) could not be loaded";
		close(3);
		sc = true;
	}
	snprintf(how, n, "%s%s%s", ll ? "landlock" : "", ll && sc ? "+" : "", sc ? "seccomp" : ll ? "" : "none");
	return NULL;
}

/* the filter mode and count another process runs under, from /proc: 2 and >= 1 when
 * it loaded its filters; -1 when unreadable */
static int akh_seccomp_of(pid_t pid, int *filters)
{
	char path[64], line[128];
	snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
	FILE *f = fopen(path, "r");
	int mode = -1;
	*filters = 0;
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		if (!strncmp(line, "Seccomp:", 8))
			mode = (int)strtol(line + 8, NULL, 10);
		else if (!strncmp(line, "Seccomp_filters:", 16))
			*filters = (int)strtol(line + 16, NULL, 10);
	}
	fclose(f);
	return mode;
}
