/* attest.c: akgen attest and akgen audit --attestation (attest.h)
 *
 * The statement (https://in-toto.io/Statement/v1) names every file a job's newest
 * record wrote, and libakops.a when given, by sha256. Its predicate
 * (https://slsa.dev/provenance/v1) says how: the build type, the jobs and the tool
 * as parameters; as resolved dependencies every spec and reference, every kernel
 * family or model answer a variant came from, and the verifier, each by sha256;
 * and, as byproducts, each job's record (status, proposer, parameters, seed, the
 * GPU that judged it, every stage's verdict, its timings against the roofline) and
 * the ledger's head, which commits to every row of the database. The envelope is
 * DSSE: the signature is over PAE("application/vnd.in-toto+json", statement), with
 * an Ed25519 key the release engineer holds: a PEM file akgen reads, or a key in the
 * engineer's ssh-agent, named by its public key, that akgen never sees (sshagent.c);
 * either way an ordinary Ed25519 signature, checked under the public key before the
 * envelope is written, and the key is never stored. */
#define _POSIX_C_SOURCE 200809L
#include "attest.h"

#include <jansson.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base64.h"
#include "explain.h"
#include "prov.h"
#include "sha256.h"
#include "sshagent.h"
#include "util.h"
#include "version.h"

#define PAYLOAD_TYPE "application/vnd.in-toto+json"
#define STATEMENT_TYPE "https://in-toto.io/Statement/v1"
#define PREDICATE_TYPE "https://slsa.dev/provenance/v1"
#define BUILD_TYPE "https://akops.dev/akgen/generate/v1"
#define LEDGER_NAME "provenance.db ledger head"

static char *b64(const unsigned char *d, size_t n)
{
	char *s = xmalloc(4 * ((n + 2) / 3) + 1);

	EVP_EncodeBlock((unsigned char *)s, d, (int)n);
	return s;
}

/* DSSE's pre-authentication encoding: what is signed */
static void pae(struct buf *b, const char *payload, size_t n)
{
	bufprintf(b, "DSSEv1 %zu %s %zu ", strlen(PAYLOAD_TYPE), PAYLOAD_TYPE, n);
	bufadd(b, payload, n);
}

static json_t *resource(const char *name, const char *sha256)
{
	json_t *r = json_pack("{s:s}", "name", name);

	if (sha256)
		json_object_set_new(r, "digest", json_pack("{s:s}", "sha256", sha256));
	return r;
}

/* a dependency once, by name (an object keyed by name, made an array later) */
static void dep(json_t *deps, const char *name, const char *sha256)
{
	if (name && sha256 && !json_object_get(deps, name))
		json_object_set_new(deps, name, resource(name, sha256));
}

/* the sha256 of a job's record as explain --json gives it, less what belongs to the tree
 * rather than to the record (its files' state, whether its key is the current inputs'),
 * serialized compact with sorted keys: what a job's byproduct names, and what the audit
 * derives again from the database. Takes e. */
static void recorddigest(json_t *e, char hex[65])
{
	char *text;

	json_object_del(e, "files");
	json_object_del(e, "files_ok");
	json_object_del(e, "key_current");
	text = json_dumps(e, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENSURE_ASCII);
	sha256_buf(text ? text : "", text ? strlen(text) : 0, hex);
	free(text);
	json_decref(e);
}

static char *jobname(const struct job *j)
{
	char op[64];

	return xasprintf("job %s %s %s", job_label(j, op, sizeof(op)), j->arch, dtinfo(j->dt)->name);
}

/* a job's record as a byproduct: named for the job, by the sha256 of its record
 * (recorddigest), with its status and proposer as annotations. The record itself is
 * the database's, which the ledger's head binds; `akgen explain` shows it and the
 * audit checks each digest against it. So a job adds about 200 bytes to the payload
 * (its subject and parameters with it, some 450), and a release of 500 jobs stays
 * under the 256 KiB an ssh-agent signs in one message (the whole records inline took
 * 1.3 KiB a job: 192 jobs came to 255,199 bytes). Takes e. */
static void name_job(json_t *byproducts, const struct job *j, json_t *e)
{
	char hex[65], *name = jobname(j);
	json_t *r = resource(name, NULL);

	json_object_set_new(r, "annotations", json_pack("{s:O?, s:O?}", "status", json_object_get(e, "status"),
							 "proposer", json_object_get(e, "proposer")));
	recorddigest(e, hex);
	json_object_set_new(r, "digest", json_pack("{s:s}", "sha256", hex));
	json_array_append_new(byproducts, r);
	free(name);
}

/* the statement for plan's recorded jobs: its subjects are each explanation's files,
 * its byproducts the explanations themselves (explain.c); NULL after a warning */
static json_t *statement(const struct plan *plan, const struct attestconf *c)
{
	struct explainconf ec = {.out = c->out, .db = c->db, .nopytorch = true};
	struct prov *p = prov_open(c->db, PROV_READONLY);
	json_t *subj = json_array(), *deps = json_object(), *jobs = json_array(), *byproducts = json_array();
	json_t *st = NULL, *deplist, *v;
	char head[65], hv[65], hex[65];
	int64_t entries = 0;
	const char *k;
	int rc = p && prov_ledger_head(p, head, &entries) == 0 && plan_hashverifier(c->verify, hv) == 0 ? 0 : -1;

	prov_close(p);
	if (rc == 0)
		dep(deps, "verify/", hv);
	for (int i = 0; i < plan->n && rc == 0; i++) {
		const struct job *j = &plan->v[i];
		json_t *e, *f, *params;
		bool none;
		size_t q;

		if (!(e = explain_json(&ec, j, &none))) {
			rc = none ? 0 : -1;
			continue;
		}
		json_array_foreach(json_object_get(e, "files"), q, f)
			json_array_append_new(subj, resource(json_string_value(json_object_get(f, "path")),
							     json_string_value(json_object_get(f, "sha256"))));
		json_array_append_new(jobs, json_pack("{s:s, s:s, s:s, s:O}", "op", j->spec->op, "arch", j->arch, "dtype",
						      dtinfo(j->dt)->name, "key", json_object_get(e, "key")));
		if (*spec_classname(j->spec))
			json_object_set_new(json_array_get(jobs, json_array_size(jobs) - 1), "class",
					    json_string(spec_classname(j->spec)));
		dep(deps, j->spec->path, json_string_value(json_object_get(e, "spec_sha256")));
		if (sha256_file(j->spec->refpath, hex) == 0)
			dep(deps, j->spec->refpath, hex);
		params = json_object_get(e, "parameters");
		dep(deps, json_string_value(json_object_get(params, "family")),
		    json_string_value(json_object_get(params, "template_sha256")));
		{
			/* the common files the family's instance inlined */
			const char *cpath;
			json_t *csha;

			json_object_foreach(json_object_get(params, "common"), cpath, csha)
				dep(deps, cpath, json_string_value(csha));
		}
		if (json_object_get(e, "model_answer_sha256")) {
			char *name = xasprintf("model answer, attempt %lld",
					       (long long)json_integer_value(json_object_get(e, "attempt")));

			dep(deps, name, json_string_value(json_object_get(e, "model_answer_sha256")));
			free(name);
		}
		name_job(byproducts, j, e);
	}
	if (rc == 0 && c->lib) {
		if (sha256_file(c->lib, hex) != 0) {
			warn("%s: cannot read the library to attest:", c->lib);
			rc = -1;
		} else {
			json_array_append_new(subj, resource(c->lib, hex));
		}
	}
	if (rc != 0) {
		json_decref(subj);
		json_decref(deps);
		json_decref(jobs);
		json_decref(byproducts);
		return NULL;
	}
	{
		json_t *ledger = resource(LEDGER_NAME, head);

		json_object_set_new(ledger, "annotations", json_pack("{s:I}", "entries", (json_int_t)entries));
		json_array_insert_new(byproducts, 0, ledger);
	}
	deplist = json_array();
	json_object_foreach(deps, k, v)
		json_array_append(deplist, v);
	json_decref(deps);
	st = json_pack("{s:s, s:o, s:s, s:{s:{s:s, s:{s:s, s:o}, s:{s:s, s:s, s:s}, s:o}, s:{s:{s:s, s:{s:s}}, "
		       "s:{s:s}, s:o}}}",
		       "_type", STATEMENT_TYPE, "subject", subj, "predicateType", PREDICATE_TYPE, "predicate",
		       "buildDefinition", "buildType", BUILD_TYPE, "externalParameters", "out", c->out, "jobs", jobs,
		       "internalParameters", "tool_version", AK_VERSION, "tool_commit", AK_COMMIT, "verifier_sha256",
		       hv, "resolvedDependencies", deplist, "runDetails", "builder", "id",
		       "https://akops.dev/akgen@" AK_VERSION, "version", "akgen", AK_VERSION, "metadata",
		       "invocationId", head, "byproducts", byproducts);
	return st;
}

/* the Ed25519 private key in the PEM file path; NULL after a warning */
static EVP_PKEY *loadprivate(const char *path)
{
	FILE *f = fopenregular(path);
	EVP_PKEY *k;

	if (!f) {
		warn("%s: cannot read the signing key:", path);
		return NULL;
	}
	k = PEM_read_PrivateKey(f, NULL, NULL, NULL);
	fclose(f);
	if (!k || EVP_PKEY_get_id(k) != EVP_PKEY_ED25519) {
		warn("%s: not an Ed25519 private key in PEM form (openssl genpkey -algorithm ed25519 makes one)",
		     path);
		EVP_PKEY_free(k);
		return NULL;
	}
	return k;
}

/* the Ed25519 public key in path: PEM (openssl pkey -pubout) or OpenSSH's line
 * (ssh-keygen's KEY.pub); NULL after a warning */
static EVP_PKEY *loadpublic(const char *path)
{
	struct buf b = {0};
	EVP_PKEY *k = NULL;
	unsigned char raw[32];
	char why[256];

	if (readfile(path, 64 * 1024, &b) != 0) {
		warn("%s: cannot read the public key:", path);
		buffree(&b);
		return NULL;
	}
	if (b.len > 0 && strstr(b.data, "-----BEGIN")) {
		BIO *bio = BIO_new_mem_buf(b.data, (int)b.len);

		k = bio ? PEM_read_bio_PUBKEY(bio, NULL, NULL, NULL) : NULL;
		BIO_free(bio);
		if (!k || EVP_PKEY_get_id(k) != EVP_PKEY_ED25519) {
			warn("%s: not an Ed25519 public key in PEM form%s", path,
			     strstr(b.data, "PRIVATE KEY-----") ? " (a private key: give its public key)" : "");
			EVP_PKEY_free(k);
			k = NULL;
		}
	} else if (sshpub_parse(b.data ? b.data : "", b.len, raw, why, sizeof(why)) != 0) {
		warn("%s: %s", path, why);
	} else if (!(k = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL, raw, sizeof(raw)))) {
		warn("%s: OpenSSL refuses this Ed25519 key", path);
	}
	buffree(&b);
	return k;
}

/* whether sig[sl] is k's signature of msg */
static bool verifies(EVP_PKEY *k, const unsigned char *sig, size_t sl, const struct buf *msg)
{
	EVP_MD_CTX *m = EVP_MD_CTX_new();
	bool good = m && EVP_DigestVerifyInit(m, NULL, NULL, NULL, k) == 1 &&
		    EVP_DigestVerify(m, sig, sl, (const unsigned char *)msg->data, msg->len) == 1;

	EVP_MD_CTX_free(m);
	return good;
}

/* the key's id: the sha256 of its raw public key */
static int keyid(EVP_PKEY *k, char hex[65])
{
	unsigned char raw[32];
	size_t n = sizeof(raw);

	if (EVP_PKEY_get_raw_public_key(k, raw, &n) != 1)
		return -1;
	sha256_buf(raw, n, hex);
	return 0;
}

/* sign msg with the PEM key k, or through the agent with the key of raw: 0 with
 * the signature in sig, or -1 after a warning */
static int sign(const struct attestconf *c, EVP_PKEY *k, const unsigned char raw[32], const struct buf *msg,
		unsigned char sig[64])
{
	EVP_MD_CTX *m;
	size_t sl = 64;
	bool ok;

	if (c->agentkey)
		return sshagent_sign(raw, c->agentkey, msg->data, msg->len, sig);
	m = EVP_MD_CTX_new();
	ok = m && EVP_DigestSignInit(m, NULL, NULL, NULL, k) == 1 &&
	     EVP_DigestSign(m, sig, &sl, (const unsigned char *)msg->data, msg->len) == 1 && sl == 64;
	EVP_MD_CTX_free(m);
	if (!ok)
		warn("%s: cannot sign with this key", c->key);
	return ok ? 0 : -1;
}

int attest_write(const struct plan *plan, const struct attestconf *c)
{
	const char *keyname = c->agentkey ? c->agentkey : c->key;
	EVP_PKEY *k = c->agentkey ? loadpublic(c->agentkey) : loadprivate(c->key), *pub = NULL;
	json_t *st = k ? statement(plan, c) : NULL, *env = NULL;
	char *payload = NULL, *p64 = NULL, *s64 = NULL, *text = NULL, id[65];
	unsigned char sig[64], raw[32];
	struct buf msg = {0};
	size_t rl = sizeof(raw);
	int rc = 3;

	if (!st)
		goto out;
	if (EVP_PKEY_get_raw_public_key(k, raw, &rl) != 1 || rl != sizeof(raw) || keyid(k, id) != 0 ||
	    !(pub = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL, raw, sizeof(raw)))) {
		warn("%s: cannot take the public key of this key", keyname);
		goto out;
	}
	payload = json_dumps(st, JSON_SORT_KEYS | JSON_COMPACT);
	pae(&msg, payload, strlen(payload));
	if (sign(c, k, raw, &msg, sig) != 0)
		goto out;
	/* the agent's answer, above all, is taken only once it verifies */
	if (!verifies(pub, sig, sizeof(sig), &msg)) {
		warn("%s: the signature %s does not verify under the public key; no envelope written", keyname,
		     c->agentkey ? "the ssh-agent returned" : "made with this key");
		goto out;
	}
	p64 = b64((const unsigned char *)payload, strlen(payload));
	s64 = b64(sig, sizeof(sig));
	env = json_pack("{s:s, s:s, s:[{s:s, s:s}]}", "payloadType", PAYLOAD_TYPE, "payload", p64, "signatures", "keyid",
			id, "sig", s64);
	text = json_dumps(env, JSON_SORT_KEYS | JSON_INDENT(2));
	if (text && writefile(c->file, text, strlen(text)) >= 0) {
		printf("%s: attest: %s: %zu subjects signed by key %.16s...%s\n", argv0, c->file,
		       json_array_size(json_object_get(st, "subject")), id, c->agentkey ? " (through the ssh-agent)" : "");
		rc = 0;
	}
out:
	EVP_PKEY_free(k);
	EVP_PKEY_free(pub);
	json_decref(st);
	json_decref(env);
	free(payload);
	free(p64);
	free(s64);
	free(text);
	buffree(&msg);
	return rc;
}

static int bad(const char *fmt, const char *a, const char *b)
{
	printf("%s: audit: attest   FAILED: ", argv0);
	printf(fmt, a, b);
	printf("\n");
	return 1;
}

/* each job's byproduct against its record in the database: the job is the plan's, and
 * its record's digest (recorddigest) is the one attested */
static int checkjobs(const struct plan *plan, const struct attestconf *c, json_t *bp)
{
	struct explainconf ec = {.out = c->out, .db = c->db, .nopytorch = true};
	json_t *e;
	size_t i;
	int n = 0;

	json_array_foreach(bp, i, e) {
		const char *name = json_string_value(json_object_get(e, "name"));
		const char *want = json_string_value(json_object_get(json_object_get(e, "digest"), "sha256"));
		const struct job *j = NULL;
		json_t *x;
		char hex[65];
		bool none;

		if (!name || strncmp(name, "job ", 4) != 0)
			continue;
		for (int k = 0; k < plan->n && !j; k++) {
			char *jn = jobname(&plan->v[k]);

			if (strcmp(jn, name) == 0)
				j = &plan->v[k];
			free(jn);
		}
		if (!j)
			return bad("the statement's %s is no job of the plan%s", name, "");
		if (!want)
			return bad("the statement's %s names no sha256 of its record%s", name, "");
		if (!(x = explain_json(&ec, j, &none)))
			return none ? bad("the statement's %s has no record in the database%s", name, "") : 3;
		recorddigest(x, hex);
		if (strcmp(hex, want) != 0)
			return bad("%s: its record differs from the attested sha256 %.16s...", name, want);
		n++;
	}
	return n > 0 ? 0 : bad("the statement names no job%s%s", "", "");
}

/* the statement's claims against the tree and the database */
static int checkclaims(const struct plan *plan, const struct attestconf *c, json_t *st)
{
	json_t *subj = json_object_get(st, "subject"), *e, *bp;
	char hex[65], head[65];
	int64_t n = 0;
	size_t i;
	struct prov *p;
	const char *claimed = NULL;
	int rc;

	if (!json_is_string(json_object_get(st, "_type")) ||
	    strcmp(json_string_value(json_object_get(st, "_type")), STATEMENT_TYPE) != 0 ||
	    !json_is_string(json_object_get(st, "predicateType")) ||
	    strcmp(json_string_value(json_object_get(st, "predicateType")), PREDICATE_TYPE) != 0 ||
	    !json_is_array(subj) || json_array_size(subj) == 0)
		return bad("the signed payload is not an in-toto statement of SLSA provenance%s%s", "", "");
	json_array_foreach(subj, i, e) {
		const char *name = json_string_value(json_object_get(e, "name"));
		const char *want = json_string_value(json_object_get(json_object_get(e, "digest"), "sha256"));

		if (!name || !want)
			return bad("subject %s has no name or sha256%s", name ? name : "?", "");
		if (sha256_file(name, hex) != 0)
			return bad("subject %s is missing%s", name, "");
		if (strcmp(hex, want) != 0)
			return bad("subject %s differs from the attested sha256 %.16s...", name, want);
	}
	bp = json_object_get(json_object_get(json_object_get(st, "predicate"), "runDetails"), "byproducts");
	json_array_foreach(bp, i, e)
		if (json_is_string(json_object_get(e, "name")) &&
		    strcmp(json_string_value(json_object_get(e, "name")), LEDGER_NAME) == 0)
			claimed = json_string_value(json_object_get(json_object_get(e, "digest"), "sha256"));
	if (!claimed)
		return bad("the statement names no ledger head%s%s", "", "");
	p = prov_open(c->db, PROV_READONLY);
	if (!p || prov_ledger_head(p, head, &n) != 0) {
		prov_close(p);
		return 3;
	}
	prov_close(p);
	if (strcmp(head, claimed) != 0)
		return bad("the database's ledger head is %.16s..., the statement's %.16s... (records written or "
			   "rewritten since)", head, claimed);
	if ((rc = checkjobs(plan, c, bp)) != 0)
		return rc;
	printf("%s: audit: attest   %s: signature good, %zu subjects, every job's record and the ledger's head "
	       "as attested\n", argv0, c->file, json_array_size(subj));
	return 0;
}

int attest_verify(const struct plan *plan, const struct attestconf *c)
{
	EVP_PKEY *k = loadpublic(c->key);
	json_error_t err;
	json_t *env = k ? json_load_file(c->file, 0, &err) : NULL, *sigs, *s, *st = NULL;
	const char *type, *payload;
	unsigned char *body = NULL;
	size_t n = 0, i;
	char id[65];
	int rc = 1, good = 0;

	if (!k)
		return 3;
	if (!env) {
		EVP_PKEY_free(k);
		return bad("%s is not JSON (%s)", c->file, err.text);
	}
	type = json_string_value(json_object_get(env, "payloadType"));
	payload = json_string_value(json_object_get(env, "payload"));
	sigs = json_object_get(env, "signatures");
	if (!type || strcmp(type, PAYLOAD_TYPE) != 0 || !payload || !(body = base64_decodestr(payload, &n)) ||
	    !json_is_array(sigs) || keyid(k, id) != 0) {
		rc = bad("%s is not a DSSE envelope of an in-toto statement%s", c->file, "");
		goto out;
	}
	json_array_foreach(sigs, i, s) {
		const char *sig64 = json_string_value(json_object_get(s, "sig"));
		unsigned char *sig = NULL;
		size_t sl = 0;
		struct buf msg = {0};

		if (sig64 && (sig = base64_decodestr(sig64, &sl)) != NULL) {
			pae(&msg, (const char *)body, n);
			good |= verifies(k, sig, sl, &msg);
		}
		buffree(&msg);
		free(sig);
	}
	if (!good) {
		rc = bad("no signature of %s verifies under the key %s", c->file, c->key);
		goto out;
	}
	st = json_loadb((const char *)body, n, 0, &err);
	rc = st ? checkclaims(plan, c, st) : bad("the signed payload is not JSON (%s)%s", err.text, "");
out:
	EVP_PKEY_free(k);
	json_decref(env);
	json_decref(st);
	free(body);
	return rc;
}
