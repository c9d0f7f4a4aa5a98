/* sandbox_probe.c: run by sandbox_test.sh under `akgen sandbox`: tries what a
 * candidate must not be able to do, and says for each whether it could.
 *
 *   sandbox_probe PLANTED_FILE KEY_NAME [--startup]
 *   sandbox_probe --int80      a 32-bit system call, which the filter must kill
 *
 * With --startup it first puts on itself what a harness does after its
 * start-up (harness_lock.cuh does the same): the second landlock layer (fd 4)
 * and the second system-call filter (fd 3). Prints "ok NAME" or "FAIL NAME"
 * a line; exits 0 when every check held. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static int failed;

static void say(const char *name, int held)
{
	printf("%s %s\n", held ? "ok" : "FAIL", name);
	failed |= !held;
}

static void *nothing(void *arg)
{
	return arg;
}

static int lockdown(void)
{
	static char buf[65536];
	ssize_t n = pread(3, buf, sizeof buf, 0);
	struct sock_fprog prog = {(unsigned short)(n / (ssize_t)sizeof(struct sock_filter)), (struct sock_filter *)buf};

	if (syscall(SYS_landlock_restrict_self, 4, 0) != 0) {
		perror("landlock_restrict_self");
		return -1;
	}
	if (n <= 0 || syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog) != 0) {
		perror("seccomp");
		return -1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	char path[128];
	int fd;

	if (argc == 2 && strcmp(argv[1], "--int80") == 0) {
		long r = 20;	/* getpid in the 32-bit table */

		__asm__ volatile("int $0x80" : "+a"(r) : : "memory");
		printf("FAIL a 32-bit system call returned %ld\n", r);
		return 1;
	}
	if (argc < 3) {
		fprintf(stderr, "usage: sandbox_probe PLANTED_FILE KEY_NAME [--startup]\n");
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	say("key not in the environment", getenv(argv[2]) == NULL);
	say("planted file unreadable", open(argv[1], O_RDONLY) < 0);
	snprintf(path, sizeof path, "/proc/%d/environ", (int)getppid());
	say("parent's environment unreadable", open(path, O_RDONLY) < 0);
	snprintf(path, sizeof path, "/proc/%d/mem", (int)getppid());
	say("parent's memory unreadable", open(path, O_RDONLY) < 0);
	say("/etc/shadow unreadable", open("/etc/shadow", O_RDONLY) < 0);
	say("no write outside scratch (/tmp)", open("/tmp/akgen-sandbox-probe", O_CREAT | O_WRONLY, 0600) < 0);
	say("no inet socket", socket(AF_INET, SOCK_STREAM, 0) < 0);
	say("no inet6 socket", socket(AF_INET6, SOCK_DGRAM, 0) < 0);
	say("no ptrace", syscall(SYS_ptrace, 16 /* PTRACE_ATTACH */, getppid(), 0, 0) != 0);
	say("signals to the parent refused", kill(getppid(), 0) != 0);
	fd = open("scratch-file", O_CREAT | O_RDWR, 0600);
	say("scratch writable", fd >= 0 && write(fd, "x", 1) == 1);
	if (argc < 4 || strcmp(argv[3], "--startup") != 0)
		return failed;
	say("start-up layers load", lockdown() == 0);
	{
		pid_t p = fork();

		if (p == 0)
			_exit(0);
		if (p > 0)
			waitpid(p, NULL, 0);
		say("no fork after start-up", p < 0);
	}
	{
		char *av[] = {"/bin/true", NULL};

		execv("/bin/true", av);
		say("no execve after start-up", 1);
	}
	{
		pthread_t t;
		int r = pthread_create(&t, NULL, nothing, NULL);

		if (r == 0)
			pthread_join(t, NULL);
		say("no new thread after start-up", r != 0);
	}
	say("no unix socket after start-up", socket(AF_UNIX, SOCK_STREAM, 0) < 0);
	say("no executable mapping after start-up",
	    mmap(NULL, 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) == MAP_FAILED);
	say("no write to its own memory file", open("/proc/self/mem", O_RDWR) < 0);
	snprintf(path, sizeof path, "/proc/self/task/%ld/comm", (long)syscall(SYS_gettid));
	say("no write to /proc after start-up", open(path, O_WRONLY) < 0);
	fd = open("scratch-file-2", O_CREAT | O_RDWR, 0600);
	say("scratch still writable", fd >= 0 && write(fd, "x", 1) == 1);
	return failed;
}
