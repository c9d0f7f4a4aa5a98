/* sha256.c: SHA-256 message digests by OpenSSL's libcrypto (EVP), which uses the
 * CPU's SHA extensions where it has them: every record's row is digested on each
 * import and check of the ledger, and a digest of our own in C took most of an
 * import's time. OpenSSL failing to make or run a digest (out of memory, a broken
 * provider) is fatal, as an allocation's failure is (util.h's xmalloc) */
#define _POSIX_C_SOURCE 200809L
#include "sha256.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

#include <openssl/err.h>
#include <openssl/evp.h>

#include "util.h"

static pthread_once_t md_once = PTHREAD_ONCE_INIT;
static EVP_MD *md;

/* the digest fetched once a process (an implicit fetch by EVP_sha256() each time
 * costs a lookup under a lock) */
static void md_fetch(void)
{
	md = EVP_MD_fetch(NULL, "SHA2-256", NULL);
}

static void sslfail(const char *what)
{
	fatal("sha256: OpenSSL's %s failed: %s", what, ERR_error_string(ERR_get_error(), NULL));
}

static const EVP_MD *sha256_md(void)
{
	pthread_once(&md_once, md_fetch);
	if (!md)
		sslfail("EVP_MD_fetch of SHA2-256");
	return md;
}

void sha256_init(struct sha256 *s)
{
	s->ctx = EVP_MD_CTX_new();
	if (!s->ctx)
		sslfail("EVP_MD_CTX_new");
	if (EVP_DigestInit_ex2(s->ctx, sha256_md(), NULL) != 1)
		sslfail("EVP_DigestInit_ex2");
}

void sha256_update(struct sha256 *s, const void *data, size_t n)
{
	/* nothing, which may come as NULL (an empty blob's) */
	if (n == 0)
		return;
	if (EVP_DigestUpdate(s->ctx, data, n) != 1)
		sslfail("EVP_DigestUpdate");
}

void sha256_final(struct sha256 *s, unsigned char out[32])
{
	unsigned int len = 0;

	if (EVP_DigestFinal_ex(s->ctx, out, &len) != 1 || len != 32)
		sslfail("EVP_DigestFinal_ex");
	EVP_MD_CTX_free(s->ctx);
	s->ctx = NULL;
}

void sha256_hex(const unsigned char d[32], char out[65])
{
	static const char digits[] = "0123456789abcdef";

	for (int i = 0; i < 32; i++) {
		out[2 * i] = digits[d[i] >> 4];
		out[2 * i + 1] = digits[d[i] & 15];
	}
	out[64] = '\0';
}

void sha256_buf(const void *data, size_t n, char hex[65])
{
	unsigned char d[32];
	unsigned int len = 0;

	/* EVP_Digest reads nothing of an empty input, which may come as NULL */
	if (EVP_Digest(n ? data : "", n, d, &len, sha256_md(), NULL) != 1 || len != 32)
		sslfail("EVP_Digest");
	sha256_hex(d, hex);
}

int sha256_file(const char *path, char hex[65])
{
	unsigned char chunk[65536], d[32];
	struct sha256 s;
	ssize_t n;
	int fd, err;

	fd = openregular(path);
	if (fd < 0)
		return -1;
	sha256_init(&s);
	while ((n = read(fd, chunk, sizeof(chunk))) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			err = errno;
			close(fd);
			sha256_final(&s, d);
			errno = err;
			return -1;
		}
		sha256_update(&s, chunk, (size_t)n);
	}
	close(fd);
	sha256_final(&s, d);
	sha256_hex(d, hex);
	return 0;
}
