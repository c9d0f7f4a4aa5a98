/* util.c: diagnostics, allocation, growable buffers and file helpers */
#define _POSIX_C_SOURCE 200809L
#include "util.h"
#include "exitcode.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

const char *argv0 = "akgen";

const char *errtext(int err)
{
	if (err == AK_ENOTREG)
		return "not a regular file (a FIFO, a socket or a device)";
	return strerror(err);
}

static void vwarn(const char *fmt, va_list ap)
{
	int err = errno;
	size_t n = strlen(fmt);

	fprintf(stderr, "%s: ", argv0);
	vfprintf(stderr, fmt, ap);
	if (n > 0 && fmt[n - 1] == ':')
		fprintf(stderr, " %s", errtext(err));
	fputc('\n', stderr);
}

void warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
}

void fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
	exit(EXIT_ENV);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		fatal("malloc:");
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		fatal("calloc:");
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		fatal("realloc:");
	return p;
}

void *xreallocarray(void *p, size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size) {
		errno = ENOMEM;
		fatal("reallocarray:");
	}
	return xrealloc(p, n * size);
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	struct buf b = {0};
	va_list ap;

	va_start(ap, fmt);
	bufvprintf(&b, fmt, ap);
	va_end(ap);
	return b.data;
}

static void bufgrow(struct buf *b, size_t n)
{
	size_t cap;

	if (n > SIZE_MAX - b->len - 1)
		fatal("buffer too large");
	if (b->len + n + 1 <= b->cap)
		return;
	cap = b->cap ? b->cap : 64;
	while (cap < b->len + n + 1)
		cap = cap > SIZE_MAX / 2 ? SIZE_MAX : cap * 2;
	b->data = xrealloc(b->data, cap);
	b->cap = cap;
}

void bufadd(struct buf *b, const void *p, size_t n)
{
	bufgrow(b, n);
	if (n)
		memcpy(b->data + b->len, p, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void bufputs(struct buf *b, const char *s)
{
	bufadd(b, s, strlen(s));
}

void bufputc(struct buf *b, char c)
{
	bufadd(b, &c, 1);
}

void bufvprintf(struct buf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		fatal("vsnprintf:");
	bufgrow(b, (size_t)n);
	vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

static bool vfit(char *b, size_t n, const char *fmt, va_list ap)
{
	int k = vsnprintf(b, n, fmt, ap);

	return k >= 0 && (size_t)k < n;
}

bool snprintfok(char *b, size_t n, const char *fmt, ...)
{
	va_list ap;
	bool ok;

	va_start(ap, fmt);
	ok = vfit(b, n, fmt, ap);
	va_end(ap);
	return ok;
}

void xsnprintf(char *b, size_t n, const char *fmt, ...)
{
	va_list ap;
	bool ok;

	va_start(ap, fmt);
	ok = vfit(b, n, fmt, ap);
	va_end(ap);
	if (!ok)
		fatal("'%s' does not fit in %zu bytes", b, n);
}

void bufprintf(struct buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	bufvprintf(b, fmt, ap);
	va_end(ap);
}

void buffree(struct buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}

int openregular(const char *path)
{
	struct stat st;
	int fd, err;

	/* O_NONBLOCK: opening a FIFO with no writer does not wait for one */
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) != 0) {
		err = errno;
		goto fail;
	}
	if (!S_ISREG(st.st_mode)) {
		err = S_ISDIR(st.st_mode) ? EISDIR : AK_ENOTREG;
		goto fail;
	}
	if (fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0) {
		err = errno;
		goto fail;
	}
	return fd;
fail:
	close(fd);
	errno = err;
	return -1;
}

FILE *fopenregular(const char *path)
{
	int fd = openregular(path), err;
	FILE *f;

	if (fd < 0)
		return NULL;
	f = fdopen(fd, "rb");
	if (!f) {
		err = errno;
		close(fd);
		errno = err;
	}
	return f;
}

int readfile(const char *path, size_t max, struct buf *b)
{
	char chunk[65536];
	FILE *f;
	size_t n;

	b->len = 0;
	bufgrow(b, 0);
	b->data[0] = '\0';
	f = fopenregular(path);
	if (!f)
		return -1;
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0) {
		if (n > max - b->len) {
			fclose(f);
			errno = EFBIG;
			return -1;
		}
		bufadd(b, chunk, n);
	}
	if (ferror(f)) {
		fclose(f);
		errno = EIO;
		return -1;
	}
	fclose(f);
	return 0;
}

static bool samecontent(const char *path, const void *data, size_t len)
{
	struct buf old = {0};
	bool same;

	if (readfile(path, len, &old) != 0) {
		buffree(&old);
		return false;
	}
	same = old.len == len && (len == 0 || memcmp(old.data, data, len) == 0);
	buffree(&old);
	return same;
}

int createfile(const char *path, int mode)
{
	return open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
}

/* a random word for a temporary name */
static unsigned long randword(void)
{
	unsigned long r;
	struct timespec t;

	if (getrandom(&r, sizeof(r), GRND_NONBLOCK) == (ssize_t)sizeof(r))
		return r;
	clock_gettime(CLOCK_REALTIME, &t);
	return (unsigned long)t.tv_nsec ^ ((unsigned long)t.tv_sec << 30);
}

int opentemp(const char *dest, char **tmp)
{
	static atomic_uint seq;

	for (int i = 0; i < 100; i++) {
		int fd;

		/* a name no one can plant beforehand; what is there already (a file, a
		 * link) is never opened: another name is tried */
		*tmp = xasprintf("%s.tmp.%ld.%u.%lx", dest, (long)getpid(), atomic_fetch_add(&seq, 1u), randword());
		fd = createfile(*tmp, 0644);
		if (fd >= 0 || errno != EEXIST)
			return fd;
		free(*tmp);
		*tmp = NULL;
	}
	errno = EEXIST;
	return -1;
}

int writefile(const char *path, const void *data, size_t len)
{
	char *tmp = NULL;
	const char *p = data;
	size_t off = 0;
	int fd;

	if (samecontent(path, data, len))
		return 0;
	fd = opentemp(path, &tmp);
	if (fd < 0) {
		warn("create a temporary file beside %s:", path);
		free(tmp);
		return -1;
	}
	while (off < len) {
		ssize_t w = write(fd, p + off, len - off);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			warn("write %s:", tmp);
			goto err;
		}
		off += (size_t)w;
	}
	if (fsync(fd) != 0) {
		warn("fsync %s:", tmp);
		goto err;
	}
	if (close(fd) != 0) {
		fd = -1;
		warn("close %s:", tmp);
		goto err;
	}
	fd = -1;
	if (rename(tmp, path) != 0) {
		warn("rename %s to %s:", tmp, path);
		goto err;
	}
	free(tmp);
	return 1;
err:
	if (fd >= 0)
		close(fd);
	unlink(tmp);
	free(tmp);
	return -1;
}

int mkdirs(const char *path)
{
	char *p = xstrdup(path);
	int rc = 0;

	for (char *s = p + 1; *s && rc == 0; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, 0755) != 0 && errno != EEXIST)
			rc = -1;
		*s = '/';
	}
	if (rc == 0 && mkdir(p, 0755) != 0 && errno != EEXIST)
		rc = -1;
	free(p);
	return rc;
}

const char *tempdir(void)
{
	const char *t = getenv("TMPDIR");

	return t && t[0] == '/' ? t : "/tmp";
}

char *pathjoin(const char *dir, const char *name)
{
	size_t n = strlen(dir);

	if (n == 0 || name[0] == '/')
		return xstrdup(name);
	if (dir[n - 1] == '/')
		return xasprintf("%s%s", dir, name);
	return xasprintf("%s/%s", dir, name);
}

char *pathdir(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return xstrdup(".");
	if (slash == path)
		return xstrdup("/");
	return xstrndup(path, (size_t)(slash - path));
}

bool hassuffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && memcmp(s + n - m, suffix, m) == 0;
}

bool parseint(const char *s, int64_t *v)
{
	char *end;
	long long x;

	if (!*s || (*s != '-' && *s != '+' && (*s < '0' || *s > '9')))
		return false;
	errno = 0;
	x = strtoll(s, &end, 10);
	if (errno || *end)
		return false;
	*v = x;
	return true;
}

bool parsefloat(const char *s, double *v)
{
	char *end;

	if (!*s)
		return false;
	if (strcmp(s, "inf") == 0 || strcmp(s, "+inf") == 0 || strcmp(s, ".inf") == 0) {
		*v = INFINITY;
		return true;
	}
	if (strcmp(s, "-inf") == 0 || strcmp(s, "-.inf") == 0) {
		*v = -INFINITY;
		return true;
	}
	if (strcmp(s, "nan") == 0 || strcmp(s, ".nan") == 0) {
		*v = NAN;
		return true;
	}
	/* only plain decimal notation: no hex floats, no "infinity" spellings */
	for (const char *p = s; *p; p++)
		if (!strchr("0123456789+-.eE", *p))
			return false;
	errno = 0;
	*v = strtod(s, &end);
	return errno != ERANGE && *end == '\0' && end != s;
}

double monotime(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}
