/* plan.h: the jobs of a run (op x arch x dtype), their keys and their freshness */
#ifndef AK_PLAN_H
#define AK_PLAN_H

#include "specs.h"

enum jobstate {
	JOB_MISSING,	/* no usable record */
	JOB_STALE,	/* a record, but for other inputs, or its files changed */
	JOB_FRESH,	/* the record matches the inputs and the files */
};

struct job {
	const struct spec *spec;
	enum dtype dt;
	const char *arch;
	const struct target *target;	/* its arch's options (targets.h); NULL: none */
	char key[65];		/* sha256 of everything that determines the job's result */
	char reckey[65];	/* the key its newest record matches: key, or the key of the same
				 * inputs under the proposer that made the record; "" when neither */
	enum jobstate state;
	char record[16];	/* "vetted", "compiled_only" or "" */
	bool filesbad;		/* a file its newest record wrote is missing or differs (why says) */
	char why[160];		/* what made it stale */
};

struct opprop;
struct target;

struct plan {
	struct job *v;
	int n;
	struct opprop *props;	/* the proposers the ops keep (SPECS/OP.proposer, with opfiles): the
				 * settings as read to key their jobs, for generate to ask with */
	int nprops;
};

/* where a plan reads its inputs */
struct planconf {
	const char *templates;	/* templates/ */
	const char *out;	/* generated/ */
	const char *db;		/* generated/provenance.db */
	const char *proposer;	/* the proposer configuration, canonical text */
	const char *verify;	/* verify/: the harness and the rules that judge; NULL: not part of the key */
	bool opfiles;		/* an op's own proposer (SPECS/OP.proposer, opprop.c) keys its jobs instead */
	const struct targets *targets;	/* each arch's options, part of its jobs' keys; NULL: none */
};

/* a job's shape class for people and options: its name, or "default" */
const char *job_class(const struct job *j);
/* a job's op for people: "rmsnorm", or "rmsnorm.decode" for a shape class */
const char *job_label(const struct job *j, char *buf, size_t n);

/* the embedded default proposer configuration */
extern const char plan_default_proposer[];

/* enumerate and key every job of the specs and read their state from the DB
 * (never created or changed here); returns 0, or -1 after a warning */
int plan_make(const struct specset *set, const struct planconf *conf, struct plan *out);
void plan_free(struct plan *p);
const char *plan_statename(enum jobstate s);

struct prov;
struct prov_jobrec;

/* the vetted variant a port of j's op and dtype is made from: the newest record
 * of the first other arch, in the spec's order, whose newest record is vetted
 * (the rule `akgen generate` starts a port from and `akgen plan` judges a
 * compiled-only record by). 1 with *rec and *arch (the spec's string), 0 when
 * there is none, -1 after a warning */
int plan_portsource(struct prov *db, const struct job *j, struct prov_jobrec *rec, const char **arch);

/* the sha256 of every file under dir, by sorted relative path, into hex; a
 * missing dir hashes as empty; returns 0 or -1 after a warning */
int plan_hashtree(const char *dir, struct buf *manifest);

/* the sha256 of the verifier in dir (verify/): every file named harness*
 * and the tree rules/, not the cheats or the baselines; returns 0 or -1
 * after a warning */
int plan_hashverifier(const char *dir, char hex[65]);

#endif
