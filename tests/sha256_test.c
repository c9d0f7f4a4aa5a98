/* sha256_test.c: SHA-256 against the FIPS 180-4 / NIST example vectors,
 * chunked updates and file hashing */
#define _POSIX_C_SOURCE 200809L
#include "sha256.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"


static void check(int ok, const char *what, const char *detail)
{
	if (ok) {
		passed++;
		return;
	}
	failed++;
	fprintf(stderr, "FAIL %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
}

static void checkhex(const char *what, const char *got, const char *want)
{
	char *msg = xasprintf("got %s, want %s", got, want);

	check(strcmp(got, want) == 0, what, msg);
	free(msg);
}

struct vector {
	const char *name, *msg, *hex;
};

static const struct vector vectors[] = {
	{"empty", "",
	 "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
	{"abc", "abc",
	 "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
	{"448 bits", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
	 "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
	{"896 bits",
	 "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
	 "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
	 "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"},
	/* lengths around the padding boundary: 55, 56 and 64 bytes */
	{"55 bytes", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
	 "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"},
	{"56 bytes", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
	 "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"},
	{"64 bytes", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
	 "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"},
};

static void test_vectors(void)
{
	char hex[65];

	for (size_t i = 0; i < AK_LEN(vectors); i++) {
		sha256_buf(vectors[i].msg, strlen(vectors[i].msg), hex);
		checkhex(vectors[i].name, hex, vectors[i].hex);
	}
	/* an empty value may have no pointer at all (SQLite's empty blob) */
	sha256_buf(NULL, 0, hex);
	checkhex("no bytes at NULL", hex, vectors[0].hex);
}

/* one million 'a', fed in uneven pieces so blocks straddle updates */
static void test_million(void)
{
	static char a[1000];
	struct sha256 s;
	unsigned char d[32];
	char hex[65];
	size_t left = 1000000;

	memset(a, 'a', sizeof(a));
	sha256_init(&s);
	for (size_t piece = 1; left > 0; piece = piece % 991 + 7) {
		size_t n = piece < left ? piece : left;

		sha256_update(&s, a, n);
		left -= n;
	}
	sha256_final(&s, d);
	sha256_hex(d, hex);
	checkhex("one million a", hex,
	    "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

static void fill(unsigned char *m, size_t n)
{
	for (size_t i = 0; i < n; i++)
		m[i] = (unsigned char)(i * 131 + 7);
}

/* every split point of a 200-byte message gives the one-shot digest */
static void test_splits(void)
{
	unsigned char m[200], d[32];
	char want[65], got[65], name[64];
	struct sha256 s;
	int bad = 0;

	fill(m, sizeof(m));
	sha256_buf(m, sizeof(m), want);
	for (size_t i = 0; i <= sizeof(m); i++) {
		sha256_init(&s);
		sha256_update(&s, m, i);
		sha256_update(&s, m + i, sizeof(m) - i);
		sha256_final(&s, d);
		sha256_hex(d, got);
		if (strcmp(got, want) != 0) {
			snprintf(name, sizeof(name), "split at %zu", i);
			check(0, name, got);
			bad = 1;
		}
	}
	check(!bad, "every split point of 200 bytes", NULL);
}

/* byte-at-a-time updates and a reused struct after init */
static void test_bytewise(void)
{
	unsigned char m[200], d[32];
	char want[65], got[65];
	struct sha256 s;

	fill(m, sizeof(m));
	sha256_buf(m, sizeof(m), want);
	sha256_init(&s);
	sha256_update(&s, "junk", 4);
	sha256_final(&s, d);
	sha256_init(&s);
	for (size_t i = 0; i < sizeof(m); i++)
		sha256_update(&s, m + i, 1);
	sha256_final(&s, d);
	sha256_hex(d, got);
	checkhex("byte at a time, struct reused", got, want);
}

static char *writetemp(const char *dir, const char *name, const void *data, size_t n)
{
	char *path = pathjoin(dir, name);

	if (writefile(path, data, n) < 0)
		fatal("write %s", path);
	return path;
}

static void test_files(const char *dir)
{
	static unsigned char big[200000];
	char want[65], got[65];
	char *path;
	int rc;

	fill(big, sizeof(big));
	path = writetemp(dir, "big", big, sizeof(big));
	sha256_buf(big, sizeof(big), want);
	rc = sha256_file(path, got);
	check(rc == 0, "file hash returns 0", NULL);
	checkhex("file of 200000 bytes", got, want);
	unlink(path);
	free(path);

	path = writetemp(dir, "empty", "", 0);
	rc = sha256_file(path, got);
	check(rc == 0, "empty file returns 0", NULL);
	checkhex("empty file", got, vectors[0].hex);
	unlink(path);

	errno = 0;
	rc = sha256_file(path, got);
	check(rc == -1 && errno == ENOENT, "missing file: -1 with ENOENT", NULL);
	free(path);

	errno = 0;
	rc = sha256_file(dir, got);
	check(rc == -1 && errno == EISDIR, "directory: -1 with EISDIR", NULL);
}

int main(void)
{
	char dir[2048];

	argv0 = "sha256_test";
	check_tmpdir(dir, sizeof(dir), "sha256_test");
	test_vectors();
	test_million();
	test_splits();
	test_bytewise();
	test_files(dir);
	rmdir(dir);
	return check_done();
}
