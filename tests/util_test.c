/* util_test.c: util.c's files and text: reading only regular files (a FIFO, a
 * directory or a device is refused at once, never waited on; sha256.c's too),
 * writing through temporary files that nothing planted beforehand can redirect,
 * TMPDIR, and formatting that says when a text was cut */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sha256.h"
#include "util.h"

#include "check.h"

static char dir[2048];

static char *at(const char *name)
{
	return pathjoin(dir, name);
}

static void put(const char *name, const char *text)
{
	char *p = at(name);
	FILE *f = fopen(p, "w");

	if (!f || fputs(text, f) < 0 || fclose(f) != 0)
		fatal("cannot write %s:", p);
	free(p);
}

static bool holds(const char *path, const char *text)
{
	struct buf b = {0};
	bool same = readfile(path, 1 << 20, &b) == 0 && strcmp(b.data, text) == 0;

	buffree(&b);
	return same;
}

/* a path that is not a regular file: refused with the errno expected, at once */
struct notfile {
	const char *what, *path;
	int err;
};

static void test_notfiles(void)
{
	char *fifo = at("fifo"), *sub = at("sub"), *link = at("tofifo");
	const struct notfile cases[] = {
		{"a FIFO without a writer", fifo, AK_ENOTREG},
		{"a symlink to a FIFO", link, AK_ENOTREG},
		{"a directory", sub, EISDIR},
		{"a device", "/dev/null", AK_ENOTREG},
		{"nothing", "/nonexistent/akops", ENOENT},
	};

	if (mkfifo(fifo, 0600) != 0 || mkdir(sub, 0700) != 0 || symlink(fifo, link) != 0)
		fatal("cannot make the fixtures in %s:", dir);
	/* a read that waits for a writer ends the test here */
	alarm(30);
	for (size_t i = 0; i < AK_LEN(cases); i++) {
		struct buf b = {0};
		char hex[65];
		int fd;

		errno = 0;
		CHECK(readfile(cases[i].path, 1024, &b) == -1 && errno == cases[i].err, "readfile, %s: errno %d (%s)",
		      cases[i].what, errno, errtext(errno));
		errno = 0;
		CHECK(sha256_file(cases[i].path, hex) == -1 && errno == cases[i].err, "sha256_file, %s: errno %d",
		      cases[i].what, errno);
		fd = openregular(cases[i].path);
		CHECK(fd == -1 && errno == cases[i].err, "openregular, %s: errno %d", cases[i].what, errno);
		if (fd >= 0)
			close(fd);
		buffree(&b);
	}
	alarm(0);
	CHECK(strstr(errtext(AK_ENOTREG), "not a regular file") != NULL, "the text of AK_ENOTREG: %s",
	      errtext(AK_ENOTREG));
	free(fifo);
	free(sub);
	free(link);
}

/* a regular file is read through a symlink; the descriptor blocks again */
static void test_regular(void)
{
	char *f = at("plain"), *l = at("toplain"), hex[65];
	struct buf b = {0};

	put("plain", "abc");
	if (symlink(f, l) != 0)
		fatal("symlink:");
	CHECK(readfile(l, 1024, &b) == 0 && strcmp(b.data, "abc") == 0, "readfile through a symlink");
	CHECK(sha256_file(f, hex) == 0 && strcmp(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad") == 0,
	      "sha256_file: %s", hex);
	CHECK(readfile(f, 2, &b) == -1 && errno == EFBIG, "readfile past max: errno %d", errno);
	buffree(&b);
	free(f);
	free(l);
}

/* createfile opens nothing that is there: a file, a symlink, a dangling one */
static void test_createfile(void)
{
	char *target = at("target"), *dangling = at("nowhere"), *l1 = at("link1"), *l2 = at("link2"), *f = at("fresh");
	struct stat st;
	int fd;

	put("target", "outside\n");
	if (symlink(target, l1) != 0 || symlink(dangling, l2) != 0)
		fatal("symlink:");
	CHECK(createfile(l1, 0644) == -1 && errno == EEXIST, "createfile on a symlink to a file: errno %d", errno);
	CHECK(holds(target, "outside\n"), "the symlink's target is untouched");
	CHECK(createfile(l2, 0644) == -1 && errno == EEXIST, "createfile on a dangling symlink: errno %d", errno);
	CHECK(lstat(dangling, &st) != 0, "the dangling symlink's target is not created");
	CHECK(createfile(target, 0644) == -1 && errno == EEXIST, "createfile on a file: errno %d", errno);
	fd = createfile(f, 0644);
	CHECK(fd >= 0, "createfile on nothing");
	if (fd >= 0)
		close(fd);
	free(target);
	free(dangling);
	free(l1);
	free(l2);
	free(f);
}

/* how many names in dir start with prefix */
static int count(const char *prefix)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;

	while (d && (e = readdir(d)))
		n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
	if (d)
		closedir(d);
	return n;
}

/* writefile: symlinks planted at the name its temporary file once had
 * (PATH.tmp.PID) and at the destination redirect nothing */
static void test_writefile(void)
{
	char *dest = at("out.h"), *victim = at("victim"), *old = xasprintf("%s.tmp.%ld", dest, (long)getpid());
	char *ldest = at("linked.h"), *tmp = NULL;
	struct stat st;
	mode_t mask = umask(022);
	int fd;

	put("victim", "precious\n");
	if (symlink(victim, old) != 0)
		fatal("symlink:");
	CHECK(writefile(dest, "new\n", 4) == 1, "writefile with a symlink planted at the old temporary name");
	CHECK(holds(victim, "precious\n"), "the planted symlink's target is untouched");
	CHECK(holds(dest, "new\n"), "the file is written");
	CHECK(stat(dest, &st) == 0 && (st.st_mode & 0777) == 0644, "the file's mode: %o", (unsigned)st.st_mode & 0777);
	CHECK(writefile(dest, "new\n", 4) == 0, "the same content again: unchanged");
	CHECK(count("out.h.tmp.") == 1, "no temporary file left beside it (only the planted link)");

	if (symlink(victim, ldest) != 0)
		fatal("symlink:");
	CHECK(writefile(ldest, "replaced\n", 9) == 1, "writefile on a symlink");
	CHECK(holds(victim, "precious\n"), "the destination's symlink is replaced, its target untouched");
	CHECK(lstat(ldest, &st) == 0 && S_ISREG(st.st_mode) && holds(ldest, "replaced\n"), "a regular file in its place");

	fd = opentemp(dest, &tmp);
	CHECK(fd >= 0 && tmp && strncmp(tmp, dest, strlen(dest)) == 0 && strstr(tmp, ".tmp."),
	      "opentemp: a new file beside the destination (%s)", tmp ? tmp : "none");
	if (fd >= 0) {
		close(fd);
		unlink(tmp);
	}
	umask(mask);
	free(tmp);
	free(dest);
	free(victim);
	free(old);
	free(ldest);
}

/* snprintfok says when a text was cut; tempdir follows an absolute TMPDIR */
static void test_text(void)
{
	char b[8];

	CHECK(snprintfok(b, sizeof(b), "%s", "1234567") && strcmp(b, "1234567") == 0, "fits: %s", b);
	CHECK(!snprintfok(b, sizeof(b), "%s/%s", "1234", "5678") && strcmp(b, "1234/56") == 0, "cut: %s", b);
	xsnprintf(b, sizeof(b), "%d", 42);
	CHECK(strcmp(b, "42") == 0, "xsnprintf: %s", b);
	setenv("TMPDIR", "/var/tmp/x", 1);
	CHECK(strcmp(tempdir(), "/var/tmp/x") == 0, "TMPDIR: %s", tempdir());
	setenv("TMPDIR", "relative", 1);
	CHECK(strcmp(tempdir(), "/tmp") == 0, "a relative TMPDIR: %s", tempdir());
	unsetenv("TMPDIR");
	CHECK(strcmp(tempdir(), "/tmp") == 0, "no TMPDIR: %s", tempdir());
}

int main(void)
{
	char *rmtree;

	check_tmpdir(dir, sizeof(dir), "util_test");
	test_notfiles();
	test_regular();
	test_createfile();
	test_writefile();
	test_text();
	rmtree = xasprintf("rm -rf '%s'", dir);
	if (system(rmtree) != 0)
		warn("cannot remove %s", dir);
	free(rmtree);
	return check_done();
}
