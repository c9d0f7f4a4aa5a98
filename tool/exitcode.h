/* exitcode.h: every exit status akgen ends with, named once, with its meaning
 * as `akgen help` and docs/cli.md print it (help.c) */
#ifndef AK_EXITCODE_H
#define AK_EXITCODE_H

/* X(NAME, STATUS, MEANING) for every status, in order */
#define AK_EXIT_CODES(X)                                                                                          \
	X(EXIT_OK, 0, "success")                                                                                  \
	X(EXIT_FAIL, 1,                                                                                           \
	  "a result the caller must act on: an invalid spec (check, and every command that loads specs), a job "  \
	  "not fresh (plan --check), a failed or refused library build (build), a job with no passing candidate " \
	  "(generate), a finding (audit, replay, explain), a candidate that did not pass (verify, bench), no "    \
	  "answer or no source (ask), a missing mechanism (sandbox --check)")                                     \
	X(EXIT_USAGE, 2, "a bad command line: an unknown command or option, a missing or malformed value")        \
	X(EXIT_ENV, 3,                                                                                            \
	  "the environment: a file or directory that cannot be read or written, a database that is not akops's "  \
	  "or is newer than this akgen, no nvcc, out of memory")                                                  \
	X(EXIT_NOTRUN, 125, "sandbox: the command was not run")                                                   \
	X(EXIT_NOEXEC, 126, "sandbox: the command could not enter its sandbox or be run (every child akgen "      \
	  "starts ends so then)")                                                                                 \
	X(EXIT_NOTFOUND, 127, "sandbox: the command was not found (every child akgen starts ends so then)")       \
	X(EXIT_SIGNAL, 128, "sandbox: the command was killed by signal N")

enum {
#define AK_EXIT_ENUM(name, status, meaning) name = status,
	AK_EXIT_CODES(AK_EXIT_ENUM)
#undef AK_EXIT_ENUM
};

#endif
