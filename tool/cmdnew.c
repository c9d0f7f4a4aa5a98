/* cmdnew.c: akgen new OP: a spec skeleton and its reference stub, the start of
 * a new operator; it writes over nothing */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "opts.h"
#include "skeleton.h"
#include "spec.h"

/* the op named and --specs; EXIT_OK or EXIT_USAGE */
static int newparse(int argc, char **argv, struct paths *p, const char **op)
{
	const char *v = NULL;
	int r;

	for (int i = 1; i < argc; i++) {
		if ((r = strarg(argc, argv, &i, "--specs", &v)) < 0)
			return usage("new", "option %s needs a value", argv[i]);
		else if (r > 0)
			p->specs = v;
		else if (argv[i][0] == '-' && argv[i][1])
			return usage("new", "unknown option %s", argv[i]);
		else if (*op)
			return usage("new", "unexpected argument %s: new takes one OP", argv[i]);
		else
			*op = argv[i];
	}
	if (!*op)
		return usage("new", "%s", "no OP named");
	return EXIT_OK;
}

/* the skeleton spec of op into b, validated as akgen check validates the file
 * it will be (its name is then a name akgen check accepts, which keeps every
 * path built from it inside the spec directory); EXIT_OK or EXIT_USAGE */
static int newspec(const char *op, const char *yaml, struct buf *b)
{
	struct diag d = {.file = yaml};
	struct spec *s;

	skeleton_spec(op, b);
	s = spec_parse(b->data, b->len, yaml, false, &d);
	if (!s) {
		fprintf(stderr, "%s: new: '%s' refused: akgen check would say of its spec:\n", argv0, op);
		diagprint(&d, stderr);
	}
	diagfree(&d);
	spec_free(s);
	return s ? EXIT_OK : EXIT_USAGE;
}

/* create path, never over anything there, with b's bytes; 0, or -1 after a
 * warning with no file left behind */
static int createwith(const char *path, const struct buf *b)
{
	int fd = createfile(path, 0644);
	size_t off = 0;

	if (fd < 0 && errno == EEXIST)
		warn("new: %s is there already; new writes over nothing", path);
	else if (fd < 0)
		warn("new: cannot create %s:", path);
	if (fd < 0)
		return -1;
	while (off < b->len) {
		ssize_t w = write(fd, b->data + off, b->len - off);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			break;
		off += (size_t)w;
	}
	if (close(fd) != 0 || off < b->len) {
		warn("new: cannot write %s:", path);
		unlink(path);
		return -1;
	}
	return 0;
}

/* DIR/ref, then both files; neither is left when the second cannot be made */
static int newwrite(const char *dir, const char *yaml, const char *ref, const struct buf *spec,
		    const struct buf *code)
{
	char *refdir = pathjoin(dir, "ref");
	int status = EXIT_ENV;

	if (mkdirs(refdir) != 0) {
		warn("new: cannot make %s:", refdir);
	} else if (createwith(yaml, spec) == 0) {
		if (createwith(ref, code) == 0)
			status = EXIT_OK;
		else
			unlink(yaml);
	}
	free(refdir);
	return status;
}

/* what the files are and what to do with them, in order */
static void nextsteps(const char *dir, const char *op, const char *yaml, const char *ref)
{
	printf("wrote %s and %s: a valid spec and reference of an example (y = x, elementwise)\n"
	       "next:\n"
	       "  1. make %s your operator's: summary, symbols, params, tolerance, cost, test\n"
	       "     and bench shapes (specs/README.md); akgen check --specs %s\n"
	       "  2. write the operator in %s, with the prototype\n"
	       "     akgen proto --ref %s prints\n"
	       "  3. check the reference on worked values in tests/ref_test.c (configure cmake\n"
	       "     again: it globs the references), and give bench/compare.py a PyTorch\n"
	       "     implementation of %s\n"
	       "  4. akgen plan --specs %s lists its jobs; akgen generate --op %s makes them\n",
	       yaml, ref, yaml, dir, ref, yaml, op, dir, op);
}

int cmd_new(int argc, char **argv, struct paths *p)
{
	struct buf spec = {0}, code = {0};
	const char *op = NULL;
	char *yaml = NULL, *ref = NULL;
	int status = newparse(argc, argv, p, &op);

	if (status == EXIT_OK) {
		yaml = xasprintf("%s/%s.yaml", p->specs, op);
		ref = xasprintf("%s/ref/%s.c", p->specs, op);
		status = newspec(op, yaml, &spec);
	}
	if (status == EXIT_OK) {
		skeleton_ref(op, &code);
		status = newwrite(p->specs, yaml, ref, &spec, &code);
	}
	if (status == EXIT_OK)
		nextsteps(p->specs, op, yaml, ref);
	buffree(&spec);
	buffree(&code);
	free(yaml);
	free(ref);
	return status;
}
