/* planned.c: what most commands read: the specs, the database's path, and
 * the plan of both; and generated/ emitted again from what the database records */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "emit.h"
#include "planned.h"
#include "projectdb.h"
#include "prov.h"
#include "targets.h"
#include "util.h"

int loadspecs(char **names, int n, const struct paths *p, struct specset *set, int *bad)
{
	char **paths, *tpath;
	int status = EXIT_OK;

	set->v = NULL;
	set->n = 0;
	set->targets = NULL;
	*bad = 0;
	if (n > 0) {
		paths = xcalloc((size_t)n + 1, sizeof(paths[0]));
		for (int i = 0; i < n; i++)
			paths[i] = xstrdup(names[i]);
	} else {
		paths = specs_list(p->specs);
		if (!paths)
			return EXIT_ENV;
	}
	if (!paths[0]) {
		warn("no specs in %s", p->specs);
		status = EXIT_ENV;
	} else {
		*bad = specs_load(paths, set);
		set->targets = xcalloc(1, sizeof(*set->targets));
		tpath = p->targets ? xstrdup(p->targets) : targets_defaultpath(p->specs);
		if (targets_load(tpath, p->targets != NULL, set->targets) != 0) {
			free(set->targets);
			set->targets = NULL;
			status = EXIT_FAIL;
		} else {
			*bad += targets_apply(set->targets, set);
		}
		free(tpath);
	}
	specs_freelist(paths);
	return status;
}

char *dbpath(const struct paths *p)
{
	char *db = NULL;

	if (p->db)
		return xstrdup(p->db);
	projectdb_open(p->out, &db);
	return db;
}

/* a database the plan is made from must pass SQLite's quick check (a damaged page
 * read as records would call jobs fresh); EXIT_OK, or EXIT_FAIL after saying what
 * to do, EXIT_ENV when it cannot be opened */
static int checkdb(const struct paths *p, const char *db)
{
	struct buf why = {0};
	struct prov *pv;
	int status = EXIT_OK;

	if (p->damaged_ok || access(db, F_OK) != 0)
		return EXIT_OK;
	if (!(pv = prov_open(db, PROV_READONLY)))
		return EXIT_ENV;
	if (prov_check_integrity(pv, true, &why) != 0) {
		/* SQLite's list of faults on one line, the first few */
		for (size_t i = 0; i < why.len; i++)
			if (why.data[i] == '\n')
				why.data[i] = ';';
		fprintf(stderr, "%s: the database %s is damaged (%.200s%s): 'akgen audit' says more; restore it, or "
			"build it again from its records ('akgen import --force')\n", argv0, db, why.data ? why.data : "",
			why.len > 200 ? "..." : "");
		status = EXIT_FAIL;
	}
	prov_close(pv);
	buffree(&why);
	return status;
}

int makeplan(const struct paths *p, struct specset *set, struct plan *plan, const char *proposer)
{
	char *db = dbpath(p);
	struct planconf conf = {p->templates, p->out, db, proposer ? proposer : plan_default_proposer, p->verify,
				.opfiles = !proposer};
	int bad = 0, status = db ? loadspecs(NULL, 0, p, set, &bad) : EXIT_ENV;

	conf.targets = set->targets;
	if (!db)
		return status;
	if (status == EXIT_OK)
		status = checkdb(p, db);
	if (status == EXIT_OK && bad) {
		fprintf(stderr, "%s: %d invalid spec%s: fix them first ('%s check' lists the errors)\n", argv0, bad,
			bad == 1 ? "" : "s", argv0);
		status = EXIT_FAIL;
	} else if (status == EXIT_OK && plan_make(set, &conf, plan) != 0) {
		status = EXIT_ENV;
	}
	if (status != EXIT_OK)
		specs_free(set);
	free(db);
	return status;
}

int planned_open(const struct paths *p, struct planned *pl)
{
	int status = makeplan(p, &pl->set, &pl->plan, NULL);

	pl->db = status == EXIT_OK ? dbpath(p) : NULL;
	if (status == EXIT_OK && !pl->db) {
		plan_free(&pl->plan);
		specs_free(&pl->set);
		status = EXIT_ENV;
	}
	return status;
}

void planned_close(struct planned *pl)
{
	free(pl->db);
	plan_free(&pl->plan);
	specs_free(&pl->set);
}

int planned_emit(const struct paths *p, const struct specset *set, const char *db, bool quiet, int status)
{
	struct planconf pc = {p->templates, p->out, db, plan_default_proposer, p->verify, .opfiles = true,
			      .targets = set->targets};
	struct emitconf ec = {p->out, db, p->specs, p->templates};
	struct emitreport rep = {0};
	struct plan plan;

	if (plan_make(set, &pc, &plan) != 0)
		return EXIT_ENV;
	if (emit_library(set, &plan, &ec, &rep) != 0)
		status = EXIT_ENV;
	emit_print(&plan, &rep, quiet, stderr);
	emit_freereport(&rep);
	plan_free(&plan);
	return status;
}
