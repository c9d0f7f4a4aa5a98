/* cmdrecords.c: the commands on the provenance database and what it says of
 * generated/: explain, report, compare-import, attest, audit, replay, dump, migrate,
 * export, import */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attest.h"
#include "audit.h"
#include "compare.h"
#include "explain.h"
#include "opts.h"
#include "planned.h"
#include "projectdb.h"
#include "prov.h"
#include "replay.h"
#include "report.h"

/* ---------------------------------------------------------------- explain, report */

int cmd_explain(int argc, char **argv, struct paths *p)
{
	struct explainconf ec = {0};
	const char *pos[3] = {NULL, NULL, NULL};
	struct planned pl;
	int n = 0, status = EXIT_OK;

	for (int i = 1; i < argc && status == EXIT_OK; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			status = usage("explain", "option %s needs a value", argv[i]);
		else if (r > 0)
			continue;
		else if (strcmp(argv[i], "--json") == 0)
			ec.json = true;
		else if (argv[i][0] == '-' || n == 3)
			status = usage("explain", "unknown argument %s", argv[i]);
		else
			pos[n++] = argv[i];
	}
	if (status == EXIT_OK && n != 3)
		status = usage("explain", "%s", "expected OP DTYPE ARCH, e.g. softmax bf16 sm_90");
	if (status != EXIT_OK || (status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	ec.op = pos[0];
	ec.dtype = pos[1];
	ec.arch = pos[2];
	ec.out = p->out;
	ec.db = pl.db;
	status = explain(&pl.plan, &ec);
	planned_close(&pl);
	return status;
}

int cmd_report(int argc, char **argv, struct paths *p)
{
	struct explainconf ec = {0};
	const char *html = NULL;
	struct planned pl;
	int status = EXIT_OK;

	for (int i = 1; i < argc && status == EXIT_OK; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r == 0)
			r = strarg(argc, argv, &i, "--html", &html);
		if (r < 0)
			status = usage("report", "option %s needs a value", argv[i]);
		else if (r == 0)
			status = usage("report", "unknown argument %s", argv[i]);
	}
	if (status == EXIT_OK && !html)
		status = usage("report", "%s", "--html OUT.html is required");
	if (status != EXIT_OK || (status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	ec.out = p->out;
	ec.db = pl.db;
	status = report_html(&pl.plan, &ec, html);
	planned_close(&pl);
	return status;
}

/* ---------------------------------------------------------------- compare-import */

int cmd_compare_import(int argc, char **argv, struct paths *p)
{
	struct compareconf cc = {0};
	struct buf cl = {0};
	struct planned pl;
	int status = EXIT_OK;

	cc.files = xcalloc((size_t)argc, sizeof(cc.files[0]));
	for (int i = 1; i < argc && status == EXIT_OK; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			status = usage("compare-import", "option %s needs a value", argv[i]);
		else if (r > 0)
			continue;
		else if (argv[i][0] == '-')
			status = usage("compare-import", "unknown argument %s", argv[i]);
		else
			cc.files[cc.nfiles++] = argv[i];
	}
	if (status == EXIT_OK && cc.nfiles == 0)
		status = usage("compare-import", "%s", "expected FILE.json..., the JSON of bench/compare.py --json");
	if (status == EXIT_OK && cc.nfiles > COMPARE_FILES_MAX) {
		char n[64];

		xsnprintf(n, sizeof(n), "too many files: at most %d at once", COMPARE_FILES_MAX);
		status = usage("compare-import", "%s", n);
	}
	if (status == EXIT_OK && (status = planned_open(p, &pl)) == EXIT_OK) {
		cmdline(argc, argv, &cl);
		cc.db = pl.db;
		cc.command = cl.data;
		status = compare_import(&pl.plan, &cc);
		planned_close(&pl);
		/* the records and the dump of the project's database it wrote */
		if (status == EXIT_OK && !p->db && projectdb_written(p->out) != 0)
			status = EXIT_ENV;
	}
	buffree(&cl);
	free(cc.files);
	return status;
}

/* ---------------------------------------------------------------- attest, audit */

int cmd_attest(int argc, char **argv, struct paths *p)
{
	struct attestconf ac = {.file = "attestation.dsse.json"};
	struct planned pl;
	int status = EXIT_OK;

	for (int i = 1; i < argc && status == EXIT_OK; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r == 0 && (r = strarg(argc, argv, &i, "--key", &ac.key)) == 0 &&
		    (r = strarg(argc, argv, &i, "--ssh-agent", &ac.agentkey)) == 0 &&
		    (r = strarg(argc, argv, &i, "--lib", &ac.lib)) == 0)
			r = strarg(argc, argv, &i, "-o", &ac.file);
		if (r < 0)
			status = usage("attest", "option %s needs a value", argv[i]);
		else if (r == 0)
			status = usage("attest", "unknown argument %s", argv[i]);
	}
	if (status == EXIT_OK && !ac.key && !ac.agentkey)
		status = usage("attest", "%s",
			       "--key KEY.pem (an Ed25519 private key) or --ssh-agent KEY.pub (the public key of an "
			       "Ed25519 key the ssh-agent holds) is required");
	else if (status == EXIT_OK && ac.key && ac.agentkey)
		status = usage("attest", "%s", "--key and --ssh-agent exclude each other: one key signs");
	if (status != EXIT_OK || (status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	ac.out = p->out;
	ac.db = pl.db;
	ac.verify = p->verify;
	status = attest_write(&pl.plan, &ac);
	planned_close(&pl);
	return status;
}

static int auditparse(int argc, char **argv, struct paths *p, struct auditconf *ac, struct attestconf *at)
{
	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r == 0 && (r = strarg(argc, argv, &i, "--attestation", &at->file)) == 0)
			r = strarg(argc, argv, &i, "--key", &at->key);
		if (r < 0)
			return usage("audit", "option %s needs a value", argv[i]);
		if (r > 0)
			continue;
		if (strcmp(argv[i], "--quiet") == 0)
			ac->quiet = true;
		else
			return usage("audit", "unknown argument %s", argv[i]);
	}
	if (!at->file != !at->key)
		return usage("audit", "%s", "--attestation FILE and --key PUBLIC (.pem or .pub) go together");
	return EXIT_OK;
}

int cmd_audit(int argc, char **argv, struct paths *p)
{
	struct auditconf ac = {0};
	struct attestconf at = {0};
	struct planned pl;
	char *db = NULL;
	int status = auditparse(argc, argv, p, &ac, &at);

	if (status == EXIT_OK && p->db) {
		db = xstrdup(p->db);
	} else if (status == EXIT_OK && (status = projectdb_open(p->out, &db)) != 0) {
		status = status > 0 ? EXIT_FAIL : EXIT_ENV;	/* records refused: a finding, named */
	}
	if (status == EXIT_OK) {
		ac.out = p->out;
		ac.db = db;
		ac.records = !p->db;
		/* the records first: a damaged database is a finding, not a plan's error */
		status = audit_db(&ac);
	}
	if (status == EXIT_OK && (status = planned_open(p, &pl)) == EXIT_OK) {
		status = audit_files(&pl.plan, &ac);
		if (status == EXIT_OK && at.file) {
			at.out = p->out;
			at.db = db;
			status = attest_verify(&pl.plan, &at);
		}
		planned_close(&pl);
	}
	if (status == EXIT_OK)
		printf("%s: audit: ok\n", argv0);
	free(db);
	return status;
}

/* ---------------------------------------------------------------- replay */

int cmd_replay(int argc, char **argv, struct paths *p)
{
	struct replayconf rc = {0};
	struct planned pl;
	int status = EXIT_OK;

	for (int i = 1; i < argc && status == EXIT_OK; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			status = usage("replay", "option %s needs a value", argv[i]);
		else if (r > 0)
			continue;
		else if (strcmp(argv[i], "--check") == 0)
			rc.check = true;
		else if (strcmp(argv[i], "--quiet") == 0)
			rc.quiet = true;
		else
			status = usage("replay", "unknown argument %s", argv[i]);
	}
	if (status != EXIT_OK || (status = planned_open(p, &pl)) != EXIT_OK)
		return status;
	rc.out = p->out;
	rc.db = pl.db;
	status = replay(&pl.plan, &rc);
	if (status != EXIT_ENV && !rc.check) {
		int e = planned_emit(p, &pl.set, pl.db, rc.quiet, EXIT_OK);

		if (e != EXIT_OK)
			status = e;
	}
	planned_close(&pl);
	return status;
}

/* ---------------------------------------------------------------- dump, migrate */

/* the database a command names as its one argument, else dbpath's (allocated)
 * into *path; returns EXIT_OK, or EXIT_USAGE after the usage message, or EXIT_ENV */
static int dbarg(const char *cmd, int argc, char **argv, const struct paths *p, char **path)
{
	*path = NULL;
	if (argc > 2)
		return usage(cmd, "%s", "too many arguments");
	if (argc == 2 && argv[1][0] == '-')
		return usage(cmd, "unknown option %s", argv[1]);
	*path = argc == 2 ? xstrdup(argv[1]) : dbpath(p);
	return *path ? EXIT_OK : EXIT_ENV;
}

int cmd_dump(int argc, char **argv, struct paths *p)
{
	char *path;
	int status = dbarg("dump", argc, argv, p, &path);
	struct prov *db = path ? prov_open(path, PROV_READONLY) : NULL;

	if (status == EXIT_OK && !db)
		status = EXIT_ENV;

	if (db && prov_dump(db, stdout) != 0)
		status = EXIT_ENV;
	prov_close(db);
	free(path);
	return status;
}

/* print what migrating path did: from version from to the database's own */
static void migrated(const char *path, struct prov *db, int from)
{
	char head[65];
	int64_t n = 0;

	if (from == prov_version(db))
		printf("%s: %s: already at schema version %d\n", argv0, path, from);
	else if (prov_ledger_head(db, head, &n) == 0)
		printf("%s: %s: schema version %d to %d; the ledger holds %lld entries, head %s\n", argv0, path, from,
		       prov_version(db), (long long)n, head);
}

int cmd_migrate(int argc, char **argv, struct paths *p)
{
	char *path;
	int status = dbarg("migrate", argc, argv, p, &path);
	/* its version as it is: a read-only open refuses versions older than readers take */
	int from = path ? prov_file_version(path) : -1;
	/* opened to write: that open migrates */
	struct prov *db = from > 0 ? prov_open(path, 0) : NULL;

	if (db)
		migrated(path, db, from);
	else if (status == EXIT_OK)
		status = EXIT_ENV;
	prov_close(db);
	free(path);
	/* the records and the dump of the project's database it migrated */
	if (status == EXIT_OK && argc == 1 && !p->db && projectdb_written(p->out) != 0)
		status = EXIT_ENV;
	return status;
}

/* ---------------------------------------------------------------- export, import */

int cmd_export(int argc, char **argv, struct paths *p)
{
	if (argc > 3)
		return usage("export", "%s", "too many arguments");
	for (int i = 1; i < argc; i++)
		if (argv[i][0] == '-')
			return usage("export", "unknown option %s", argv[i]);
	return projectdb_export_cmd(p->out, argc > 1 ? argv[1] : NULL, argc > 2 ? argv[2] : NULL);
}

int cmd_import(int argc, char **argv, struct paths *p)
{
	const char *pos[2] = {NULL, NULL};
	bool force = false;
	int n = 0;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--force") == 0)
			force = true;
		else if (argv[i][0] == '-')
			return usage("import", "unknown option %s", argv[i]);
		else if (n == 2)
			return usage("import", "%s", "too many arguments");
		else
			pos[n++] = argv[i];
	}
	return projectdb_import_cmd(p->out, pos[0], pos[1], force);
}
