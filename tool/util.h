/* util.h: diagnostics, allocation, growable buffers and file helpers */
#ifndef AK_UTIL_H
#define AK_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#if defined(__GNUC__)
#define AK_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define AK_NORETURN __attribute__((noreturn))
#else
#define AK_PRINTF(a, b)
#define AK_NORETURN
#endif

#define AK_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* name of the program for messages ("akgen") */
extern const char *argv0;

/* errno of openregular and readfile for a path that is neither a regular file
 * nor a directory (a FIFO, a socket, a device): a value no system call sets */
#define AK_ENOTREG 4096

/* strerror, and a text for AK_ENOTREG */
const char *errtext(int err);
/* print "akgen: MSG" to stderr; a format ending in ':' appends the errno text */
void warn(const char *fmt, ...) AK_PRINTF(1, 2);
/* warn, then exit with status 3 (environment error) */
AK_NORETURN void fatal(const char *fmt, ...) AK_PRINTF(1, 2);

/* allocation that never returns NULL: out of memory is fatal */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
/* reallocate an array of n elements of size bytes each, checking the product */
void *xreallocarray(void *p, size_t n, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
/* allocate a formatted string */
char *xasprintf(const char *fmt, ...) AK_PRINTF(1, 2);

/* snprintf into b[n] that says whether all of it fit: false when the text
 * was cut (b then holds the cut text) or could not be formatted */
bool snprintfok(char *b, size_t n, const char *fmt, ...) AK_PRINTF(3, 4);
/* snprintf into b[n] for text that always fits: a cut one is fatal */
void xsnprintf(char *b, size_t n, const char *fmt, ...) AK_PRINTF(3, 4);

/* a growable byte buffer, always NUL-terminated when len > 0 or after a call */
struct buf {
	char *data;
	size_t len, cap;
};

void bufadd(struct buf *b, const void *p, size_t n);
void bufputs(struct buf *b, const char *s);
void bufputc(struct buf *b, char c);
void bufprintf(struct buf *b, const char *fmt, ...) AK_PRINTF(2, 3);
void bufvprintf(struct buf *b, const char *fmt, va_list ap);
void buffree(struct buf *b);

/* open path to read when it is a regular file (through symlinks), never
 * waiting on a FIFO; returns the descriptor, or -1 with errno set (EISDIR for a
 * directory, AK_ENOTREG for a FIFO, a socket or a device) */
int openregular(const char *path);
/* the same as a stdio stream */
FILE *fopenregular(const char *path);
/* read a whole regular file of at most max bytes into b; returns 0, or -1 with
 * errno set (EFBIG when the file is larger than max; as openregular) */
int readfile(const char *path, size_t max, struct buf *b);
/* create path for writing, failing (EEXIST) when anything is there, a symlink
 * included; returns the descriptor or -1 with errno */
int createfile(const char *path, int mode);
/* create a fresh file beside dest (dest.tmp.*, by createfile, under a name no
 * one can plant beforehand); returns the descriptor, its name in *tmp
 * (allocated), or -1 with errno */
int opentemp(const char *dest, char **tmp);
/* write data to path atomically (a temporary file from opentemp, fsync,
 * rename) unless the file already holds exactly that content; returns 1 when
 * it wrote, 0 when unchanged, -1 on error after a warning */
int writefile(const char *path, const void *data, size_t len);
/* create a directory and its parents, as mkdir -p; returns 0 or -1 with errno */
int mkdirs(const char *path);
/* where temporary files go: TMPDIR when it is an absolute path, else /tmp */
const char *tempdir(void);
/* join a directory and a name; the result is allocated */
char *pathjoin(const char *dir, const char *name);
/* the directory part of path (allocated; "." when there is none) */
char *pathdir(const char *path);
/* true if s ends with suffix */
bool hassuffix(const char *s, const char *suffix);

/* seconds on the monotonic clock */
double monotime(void);

/* parse a whole string as a decimal int64; returns false on junk or overflow */
bool parseint(const char *s, int64_t *v);
/* parse a whole string as a finite or infinite double; returns false on junk */
bool parsefloat(const char *s, double *v);

#endif
