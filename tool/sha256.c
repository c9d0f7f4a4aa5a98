/* sha256.c: SHA-256 message digests, written from FIPS 180-4 (sections 4.1.2,
 * 4.2.2, 5.1.1, 5.3.3 and 6.2) */
#define _POSIX_C_SOURCE 200809L
#include "sha256.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

/* first 32 bits of the fractional parts of the cube roots of the first 64
 * primes (4.2.2) */
static const uint32_t k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5,
	0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
	0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
	0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
	0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

/* first 32 bits of the fractional parts of the square roots of the first 8
 * primes (5.3.3) */
static const uint32_t h0[8] = {
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

static uint32_t rotr(uint32_t x, unsigned n)
{
	return x >> n | x << (32 - n);
}

static uint32_t load32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void store32(unsigned char *p, uint32_t x)
{
	p[0] = (unsigned char)(x >> 24);
	p[1] = (unsigned char)(x >> 16);
	p[2] = (unsigned char)(x >> 8);
	p[3] = (unsigned char)x;
}

/* the message schedule W0..W63 of one block (6.2.2 step 1) */
static void schedule(const unsigned char *block, uint32_t w[64])
{
	for (int t = 0; t < 16; t++)
		w[t] = load32(block + 4 * t);
	for (int t = 16; t < 64; t++) {
		uint32_t s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ w[t - 15] >> 3;
		uint32_t s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ w[t - 2] >> 10;

		w[t] = s1 + w[t - 7] + s0 + w[t - 16];
	}
}

/* process one 64-byte block (6.2.2 steps 2 to 4) */
static void compress(uint32_t h[8], const unsigned char *block)
{
	uint32_t w[64], v[8];

	schedule(block, w);
	memcpy(v, h, sizeof(v));
	for (int t = 0; t < 64; t++) {
		uint32_t e = v[4], a = v[0];
		uint32_t ch = (e & v[5]) ^ (~e & v[6]);
		uint32_t maj = (a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]);
		uint32_t t1 = v[7] + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ch + k[t] + w[t];
		uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + maj;

		/* h=g, g=f, f=e, e=d+T1, d=c, c=b, b=a, a=T1+T2 */
		memmove(v + 1, v, 7 * sizeof(v[0]));
		v[4] += t1;
		v[0] = t1 + t2;
	}
	for (int i = 0; i < 8; i++)
		h[i] += v[i];
}

void sha256_init(struct sha256 *s)
{
	memcpy(s->h, h0, sizeof(s->h));
	s->len = 0;
	s->fill = 0;
}

void sha256_update(struct sha256 *s, const void *data, size_t n)
{
	const unsigned char *p = data;

	/* nothing, which may come as NULL (an empty blob's): no memcpy from it */
	if (n == 0)
		return;
	s->len += n;
	if (s->fill > 0) {
		size_t take = sizeof(s->block) - s->fill < n ? sizeof(s->block) - s->fill : n;

		memcpy(s->block + s->fill, p, take);
		s->fill += take;
		p += take;
		n -= take;
		if (s->fill < sizeof(s->block))
			return;
		compress(s->h, s->block);
		s->fill = 0;
	}
	for (; n >= sizeof(s->block); p += sizeof(s->block), n -= sizeof(s->block))
		compress(s->h, p);
	memcpy(s->block, p, n);
	s->fill = n;
}

/* pad with 0x80, zeros and the 64-bit big-endian bit length (5.1.1) */
void sha256_final(struct sha256 *s, unsigned char out[32])
{
	uint64_t bits = s->len * 8;

	s->block[s->fill++] = 0x80;
	if (s->fill > 56) {
		memset(s->block + s->fill, 0, sizeof(s->block) - s->fill);
		compress(s->h, s->block);
		s->fill = 0;
	}
	memset(s->block + s->fill, 0, 56 - s->fill);
	store32(s->block + 56, (uint32_t)(bits >> 32));
	store32(s->block + 60, (uint32_t)bits);
	compress(s->h, s->block);
	for (int i = 0; i < 8; i++)
		store32(out + 4 * i, s->h[i]);
	s->fill = 0;
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
	struct sha256 s;
	unsigned char d[32];

	sha256_init(&s);
	sha256_update(&s, data, n);
	sha256_final(&s, d);
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
