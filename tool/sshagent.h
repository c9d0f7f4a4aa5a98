/* sshagent.h: OpenSSH's Ed25519 public keys (the .pub line) and signing with the
 * ssh-agent that holds the private key, through the agent protocol
 * (draft-miller-ssh-agent) over $SSH_AUTH_SOCK; akgen never sees the private key */
#ifndef AK_SSHAGENT_H
#define AK_SSHAGENT_H

#include <stddef.h>

/* the longest message sent to the agent or taken from it: OpenSSH's agent drops a
 * connection whose message is longer (AGENT_MAX_LEN in its ssh-agent.c) */
#define SSHAGENT_MAX (256u * 1024)
/* seconds the agent has to take a request or answer it (one that asks its user to
 * confirm, ssh-add -c, waits on a person) */
#define SSHAGENT_TIMEOUT 60

/* parse the OpenSSH public key line "ssh-ed25519 BASE64 [comment]" in text[n] (its
 * first line): 0 with the raw key in pub, or -1 with why it is not one in why[whyn]
 * (another type of key, such as ssh-rsa, is named and refused) */
int sshpub_parse(const char *text, size_t n, unsigned char pub[32], char *why, size_t whyn);

/* sign data[n] with the Ed25519 key pub held by the agent at $SSH_AUTH_SOCK: 0 with
 * the 64-byte signature in sig, or -1 after a warning that names keyname (no agent,
 * the agent lacks the key or refuses, a message too long, a malformed answer). The
 * signature is the agent's word only: the caller verifies it under pub. */
int sshagent_sign(const unsigned char pub[32], const char *keyname, const void *data, size_t n, unsigned char sig[64]);

#endif
