/* attest.h: a signed statement of what generated/ is and how it was made: an
 * in-toto Statement v1 with a SLSA Provenance v1 predicate, in a DSSE envelope
 * signed with an Ed25519 key (OpenSSL's libcrypto, or the ssh-agent holding it:
 * sshagent.h), and its verification against the tree */
#ifndef AK_ATTEST_H
#define AK_ATTEST_H

#include "plan.h"

struct attestconf {
	const char *out;	/* generated/ */
	const char *db;		/* its provenance.db */
	const char *verify;	/* verify/: the verifier, hashed as in the job keys */
	const char *lib;	/* libakops.a to name as a subject too; NULL: none */
	const char *key;	/* attest: the private key (PEM); verify: the public key (PEM or
				 * OpenSSH's .pub line) */
	const char *agentkey;	/* attest, instead of key: the public key (as verify's) of the
				 * Ed25519 key the ssh-agent at $SSH_AUTH_SOCK holds and signs with */
	const char *file;	/* the envelope to write or read */
};

/* write the envelope for every job of plan with a record, its signature checked
 * under the public key first: 0, or 3 after a warning (no key, no agent or one that
 * refuses, a signature that does not verify, an unreadable file, the database) */
int attest_write(const struct plan *plan, const struct attestconf *c);
/* verify an envelope: its signature under c->key, its statement's form, every
 * subject's sha256 against the tree, the ledger's head against the database, and
 * each job's record (a job of plan) against the sha256 its byproduct names; 0, 1
 * after printing the first thing that does not hold, 3 */
int attest_verify(const struct plan *plan, const struct attestconf *c);

#endif
