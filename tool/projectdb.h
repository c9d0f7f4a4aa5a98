/* projectdb.h: the project's provenance database, OUT/provenance.db, derived from
 * the text records git holds, OUT/records/ (provrecords.c), and its dump
 * OUT/provenance.txt, derived with it; docs/provenance.md, "The records" */
#ifndef AK_PROJECTDB_H
#define AK_PROJECTDB_H

#include <stdbool.h>

/* OUT/provenance.db into *db (allocated), made current with OUT/records first: built
 * from them when it is missing or they changed since it was built or exported, its
 * dump OUT/provenance.txt written when it is not of the records' ledger, and each
 * job's newest variant written into OUT/variants/ from its recorded source where the
 * file is missing or holds an older recorded version of itself; a
 * database with writes the records lack is kept (named, with what to do). 0, 1 when
 * the records are refused or the two have diverged (after a warning saying which and
 * what to do), -1 after a warning */
int projectdb_open(const char *out, char **db);
/* after a command wrote OUT/provenance.db: OUT/records and OUT/provenance.txt again
 * when it changed since they were written. 0, 1 when the records changed meanwhile
 * (after a warning), -1 after a warning */
int projectdb_written(const char *out);
/* akgen export [DB [DIR]]: with neither, the project's as after a write; returns an
 * exit status (0, 1 refused, 3 environment) */
int projectdb_export_cmd(const char *out, const char *db, const char *dir);
/* akgen import [DIR [DB]] [--force]: with neither, the project's (rebuilt even when
 * current); an existing DB is replaced only with force; returns an exit status */
int projectdb_import_cmd(const char *out, const char *dir, const char *db, bool force);

#endif
