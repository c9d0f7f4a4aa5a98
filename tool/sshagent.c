/* sshagent.c: OpenSSH Ed25519 public keys and the ssh-agent's signatures (sshagent.h)
 *
 * The agent protocol (draft-miller-ssh-agent), the two requests akgen makes: every
 * message is a uint32 length and that many bytes, the first its type. A string is a
 * uint32 length and its bytes. SSH_AGENTC_REQUEST_IDENTITIES (11) is answered by
 * SSH_AGENT_IDENTITIES_ANSWER (12): uint32 nkeys, then nkeys pairs of strings, a key
 * blob and its comment. SSH_AGENTC_SIGN_REQUEST (13): string key blob, string data,
 * uint32 flags (0) is answered by SSH_AGENT_SIGN_RESPONSE (14): string signature, or
 * SSH_AGENT_FAILURE (5). An Ed25519 key blob is string "ssh-ed25519", string its 32
 * bytes (RFC 8709); its signature blob string "ssh-ed25519", string 64 bytes: the
 * plain Ed25519 signature of the data (RFC 8032), which is what DSSE wants.
 *
 * Everything read from the socket is bounded: a message longer than SSHAGENT_MAX is
 * refused before it is read, every length inside one is checked against what remains
 * of it, and the socket times out. No library here: libssh2 1.10 (Debian 12) has no
 * agent signing (libssh2_agent_sign came with 1.11), and it would have been a runtime
 * library the GPU machines lack. */
#include "sshagent.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>

#include "base64.h"
#include "util.h"

#define AGENTC_REQUEST_IDENTITIES 11
#define AGENT_IDENTITIES_ANSWER 12
#define AGENTC_SIGN_REQUEST 13
#define AGENT_SIGN_RESPONSE 14
#define AGENT_FAILURE 5
#define AGENT2_FAILURE 30	/* the older protocol's failure, and ssh.com's: refusals too */
#define AGENT_COM_FAILURE 102
#define ED25519 "ssh-ed25519"

/* ---------------------------------------------------------------- wire format */

struct rd {
	const unsigned char *p;
	size_t n;
};

static bool rdu32(struct rd *r, uint32_t *v)
{
	if (r->n < 4)
		return false;
	*v = (uint32_t)r->p[0] << 24 | (uint32_t)r->p[1] << 16 | (uint32_t)r->p[2] << 8 | r->p[3];
	r->p += 4;
	r->n -= 4;
	return true;
}

/* a string: its length checked against what remains */
static bool rdstr(struct rd *r, struct rd *s)
{
	uint32_t len;

	if (!rdu32(r, &len) || len > r->n)
		return false;
	s->p = r->p;
	s->n = len;
	r->p += len;
	r->n -= len;
	return true;
}

static bool rdis(struct rd *r, const char *want)
{
	struct rd s;

	return rdstr(r, &s) && s.n == strlen(want) && memcmp(s.p, want, s.n) == 0;
}

static void putu32(struct buf *b, uint32_t v)
{
	unsigned char c[4] = {(unsigned char)(v >> 24), (unsigned char)(v >> 16), (unsigned char)(v >> 8),
			      (unsigned char)v};

	bufadd(b, c, 4);
}

static void putstr(struct buf *b, const void *p, size_t n)
{
	putu32(b, (uint32_t)n);
	bufadd(b, p, n);
}

static void keyblob(struct buf *b, const unsigned char pub[32])
{
	putstr(b, ED25519, strlen(ED25519));
	putstr(b, pub, 32);
}

/* ---------------------------------------------------------------- the .pub line */

static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

int sshpub_parse(const char *text, size_t n, unsigned char pub[32], char *why, size_t whyn)
{
	const char *end = memchr(text, '\n', n), *t, *k;
	unsigned char blob[96];
	size_t tl, kl;
	long bl;
	struct rd r, key;

	end = end ? end : text + n;
	for (t = text; t < end && blank(*t); t++)
		;
	for (tl = 0; t + tl < end && !blank(t[tl]); tl++)
		;
	for (k = t + tl; k < end && blank(*k); k++)
		;
	for (kl = 0; k + kl < end && !blank(k[kl]); kl++)
		;
	if (tl != strlen(ED25519) || memcmp(t, ED25519, tl) != 0) {
		bool keytype = tl > 0 && tl < 64 && kl > 0 &&
			       ((tl > 4 && memcmp(t, "ssh-", 4) == 0) || (tl > 6 && memcmp(t, "ecdsa-", 6) == 0) ||
				(tl > 3 && memcmp(t, "sk-", 3) == 0) || memchr(t, '@', tl));

		if (keytype)
			snprintf(why, whyn,
				 "a key of type %.*s: attestations take Ed25519 keys only (ssh-ed25519; ssh-keygen -t "
				 "ed25519 makes one)", (int)tl, t);
		else
			snprintf(why, whyn, "neither an Ed25519 public key in PEM form (openssl pkey -pubout) nor an "
					    "OpenSSH public key line (ssh-ed25519 AAAA... comment)");
		return -1;
	}
	/* an Ed25519 key's blob is 51 bytes, 68 characters of base64 */
	if (kl == 0 || kl > sizeof(blob) / 3 * 4 || (bl = base64_decode(k, kl, blob)) < 0) {
		snprintf(why, whyn, "a malformed ssh-ed25519 key: its second word is not base64");
		return -1;
	}
	r.p = blob;
	r.n = (size_t)bl;
	if (!rdis(&r, ED25519) || !rdstr(&r, &key) || key.n != 32 || r.n != 0) {
		snprintf(why, whyn, "a malformed ssh-ed25519 key: its blob is not string \"ssh-ed25519\", "
				    "string 32 bytes");
		return -1;
	}
	memcpy(pub, key.p, 32);
	return 0;
}

/* ---------------------------------------------------------------- the agent */

static int agentopen(const char *sock, const char *keyname)
{
	struct sockaddr_un a;
	struct timeval tv = {.tv_sec = SSHAGENT_TIMEOUT};
	int fd;

	if (!sock || !*sock) {
		warn("%s: no ssh-agent to sign with: SSH_AUTH_SOCK is not set (eval \"$(ssh-agent)\" starts one, "
		     "ssh-add adds the key)", keyname);
		return -1;
	}
	memset(&a, 0, sizeof(a));
	a.sun_family = AF_UNIX;
	if (strlen(sock) >= sizeof(a.sun_path)) {
		warn("SSH_AUTH_SOCK %s: a path too long for a socket", sock);
		return -1;
	}
	memcpy(a.sun_path, sock, strlen(sock));
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	if (fd < 0) {
		warn("a socket for the ssh-agent:");
		return -1;
	}
	if (fcntl(fd, F_SETFD, FD_CLOEXEC) != 0 || setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv)) != 0 ||
	    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof(tv)) != 0 ||
	    connect(fd, (const struct sockaddr *)&a, sizeof(a)) != 0) {
		warn("cannot reach the ssh-agent at %s (SSH_AUTH_SOCK):", sock);
		close(fd);
		return -1;
	}
	return fd;
}

static int sendall(int fd, const void *p, size_t n, const char *sock)
{
	const char *c = p;

	while (n > 0) {
		ssize_t w = send(fd, c, n, MSG_NOSIGNAL);

		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			warn("the ssh-agent at %s took no request for %d s", sock, SSHAGENT_TIMEOUT);
			return -1;
		}
		if (w <= 0) {
			warn("the ssh-agent at %s: cannot send it a request:", sock);
			return -1;
		}
		c += w;
		n -= (size_t)w;
	}
	return 0;
}

static int recvall(int fd, void *p, size_t n, const char *sock)
{
	char *c = p;

	while (n > 0) {
		ssize_t r = recv(fd, c, n, 0);

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			warn("the ssh-agent at %s did not answer within %d s", sock, SSHAGENT_TIMEOUT);
			return -1;
		}
		if (r < 0) {
			warn("the ssh-agent at %s: cannot read its answer:", sock);
			return -1;
		}
		if (r == 0) {
			warn("the ssh-agent at %s closed the connection without an answer", sock);
			return -1;
		}
		c += r;
		n -= (size_t)r;
	}
	return 0;
}

/* send the message req (its length put before it here) and read the answer into
 * *ans (allocated), its type in *type and its body in *body: 0, or -1 after a warning */
static int transact(int fd, const struct buf *req, const char *sock, unsigned char **ans, int *type, struct rd *body)
{
	unsigned char hdr[4] = {(unsigned char)(req->len >> 24), (unsigned char)(req->len >> 16),
				(unsigned char)(req->len >> 8), (unsigned char)req->len};
	struct rd r = {hdr, 4};
	uint32_t len;

	if (sendall(fd, hdr, 4, sock) != 0 || sendall(fd, req->data, req->len, sock) != 0 ||
	    recvall(fd, hdr, 4, sock) != 0)
		return -1;
	rdu32(&r, &len);
	if (len == 0 || len > SSHAGENT_MAX) {
		warn("the ssh-agent at %s: a malformed answer (a message of %lu bytes; at most %u taken)", sock,
		     (unsigned long)len, SSHAGENT_MAX);
		return -1;
	}
	*ans = xmalloc(len);
	if (recvall(fd, *ans, len, sock) != 0) {
		free(*ans);
		*ans = NULL;
		return -1;
	}
	*type = (*ans)[0];
	body->p = *ans + 1;
	body->n = len - 1;
	return 0;
}

/* whether the identities answer b lists blob: 1, 0, or -1 when it is malformed;
 * *count: how many it lists */
static int holds(struct rd b, const struct buf *blob, uint32_t *count)
{
	uint32_t n;
	int found = 0;

	if (!rdu32(&b, &n))
		return -1;
	*count = n;
	for (uint32_t i = 0; i < n; i++) {
		struct rd key, comment;

		if (!rdstr(&b, &key) || !rdstr(&b, &comment))
			return -1;
		found |= key.n == blob->len && memcmp(key.p, blob->data, key.n) == 0;
	}
	return b.n == 0 ? found : -1;
}

int sshagent_sign(const unsigned char pub[32], const char *keyname, const void *data, size_t n, unsigned char sig[64])
{
	const char *sock = getenv("SSH_AUTH_SOCK");
	struct buf blob = {0}, req = {0};
	unsigned char *ans = NULL;
	struct rd body, sb, s;
	uint32_t count = 0;
	int fd = -1, type = 0, rc = -1, held;

	keyblob(&blob, pub);
	/* the request: its type, the key blob, the data, the flags */
	if (n > SSHAGENT_MAX - 1 - 4 - blob.len - 4 - 4) {
		warn("%s: %zu bytes to sign, more than an ssh-agent takes in one message (%u): sign with --key "
		     "KEY.pem", keyname, n, SSHAGENT_MAX);
		goto out;
	}
	if ((fd = agentopen(sock, keyname)) < 0)
		goto out;
	bufputc(&req, AGENTC_REQUEST_IDENTITIES);
	if (transact(fd, &req, sock, &ans, &type, &body) != 0)
		goto out;
	held = type == AGENT_IDENTITIES_ANSWER ? holds(body, &blob, &count) : -1;
	if (held < 0) {
		warn("the ssh-agent at %s: a malformed answer to the request for its keys (message type %d)", sock,
		     type);
		goto out;
	}
	if (held == 0) {
		warn("%s: the ssh-agent at %s does not hold this key (it holds %lu other%s; ssh-add adds it, ssh-add "
		     "-l lists them, a locked agent lists none)", keyname, sock, (unsigned long)count,
		     count == 1 ? "" : "s");
		goto out;
	}
	free(ans);
	ans = NULL;
	req.len = 0;
	bufputc(&req, AGENTC_SIGN_REQUEST);
	putstr(&req, blob.data, blob.len);
	putstr(&req, data, n);
	putu32(&req, 0);
	if (transact(fd, &req, sock, &ans, &type, &body) != 0)
		goto out;
	if (type == AGENT_FAILURE || type == AGENT2_FAILURE || type == AGENT_COM_FAILURE) {
		warn("%s: the ssh-agent at %s refused to sign with this key (one added with ssh-add -c whose use was "
		     "not confirmed, or one it no longer holds)", keyname, sock);
		goto out;
	}
	if (type != AGENT_SIGN_RESPONSE || !rdstr(&body, &sb) || body.n != 0 || !rdis(&sb, ED25519) ||
	    !rdstr(&sb, &s) || s.n != 64 || sb.n != 0) {
		warn("the ssh-agent at %s: a malformed answer to the signing request (message type %d; not a "
		     "signature blob of string \"ssh-ed25519\", string 64 bytes)", sock, type);
		goto out;
	}
	memcpy(sig, s.p, 64);
	rc = 0;
out:
	if (fd >= 0)
		close(fd);
	free(ans);
	buffree(&blob);
	buffree(&req);
	return rc;
}
