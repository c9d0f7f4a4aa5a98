/* ask.h: akgen ask, the LLM proposers driven by hand */
#ifndef AK_ASK_H
#define AK_ASK_H

/* run "ask [options] SPEC --dtype DT --arch ARCH [-- COMMAND...]" (argv[0] is
 * "ask"); returns the exit status: 0 an answer (and, with --extract, a source),
 * 1 any other outcome, 2 a bad command line, 3 the environment */
int ask_main(int argc, char **argv);

#endif
