/* sha256.h: SHA-256 message digests (FIPS 180-4), by OpenSSL's libcrypto */
#ifndef AK_SHA256_H
#define AK_SHA256_H

#include <stddef.h>
#include <stdint.h>

struct evp_md_ctx_st;

/* a running digest: sha256_init before use, sha256_final to finish it and free what
 * it holds (every digest begun is finished, on error paths too) */
struct sha256 {
	struct evp_md_ctx_st *ctx;
};

/* start a new digest */
void sha256_init(struct sha256 *s);
/* feed n bytes of data */
void sha256_update(struct sha256 *s, const void *data, size_t n);
/* finish the digest into out; s must be initialised again before reuse */
void sha256_final(struct sha256 *s, unsigned char out[32]);
/* format a digest as 64 lowercase hex digits and a NUL */
void sha256_hex(const unsigned char d[32], char out[65]);
/* hex digest of n bytes of data */
void sha256_buf(const void *data, size_t n, char hex[65]);
/* hex digest of a file's content; returns 0, or -1 with errno set */
int sha256_file(const char *path, char hex[65]);

#endif
