/* ytree.c: a bounded YAML loader into a small tree that keeps line and column
 *
 * libyaml's event parser does the lexing; this file builds the tree itself so
 * that it can refuse what a spec never needs and an attacker might use:
 * anchors and aliases (exponential expansion), tags (type confusion), deep
 * nesting (stack exhaustion) and sheer size. */
#include "ytree.h"

#include <stdlib.h>
#include <string.h>
#include <yaml.h>

struct loader {
	yaml_parser_t parser;
	struct diag *d;
	size_t nodes;
};

/* check that data is UTF-8 without NUL bytes; on failure record where */
static bool checkutf8(const unsigned char *s, size_t len, struct diag *d)
{
	int line = 1, col = 1;
	size_t i = 0;

	while (i < len) {
		unsigned c = s[i];
		size_t k;
		unsigned cp;

		if (c == 0) {
			diagf(d, line, col, NULL, "found a NUL byte, expected UTF-8 text");
			return false;
		}
		if (c < 0x80) {
			k = 1;
			cp = c;
		} else if ((c & 0xe0) == 0xc0) {
			k = 2;
			cp = c & 0x1f;
		} else if ((c & 0xf0) == 0xe0) {
			k = 3;
			cp = c & 0x0f;
		} else if ((c & 0xf8) == 0xf0) {
			k = 4;
			cp = c & 0x07;
		} else {
			goto bad;
		}
		if (i + k > len)
			goto bad;
		for (size_t j = 1; j < k; j++) {
			if ((s[i + j] & 0xc0) != 0x80)
				goto bad;
			cp = cp << 6 | (s[i + j] & 0x3f);
		}
		/* overlong forms, surrogates and values past U+10FFFF */
		if ((k == 2 && cp < 0x80) || (k == 3 && cp < 0x800) || (k == 4 && cp < 0x10000) ||
		    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
			goto bad;
		if (c == '\n') {
			line++;
			col = 1;
		} else {
			col++;
		}
		i += k;
	}
	return true;
bad:
	diagf(d, line, col, NULL, "found a byte sequence that is not UTF-8 (0x%02x), expected UTF-8 text", s[i]);
	return false;
}

static struct ynode *newnode(struct loader *l, enum ykind kind, const yaml_mark_t *m)
{
	struct ynode *n;

	if (++l->nodes > YAML_MAX_NODES) {
		diagf(l->d, (int)m->line + 1, (int)m->column + 1, NULL,
		      "found more than %d YAML nodes, expected a spec of reasonable size", YAML_MAX_NODES);
		return NULL;
	}
	n = xcalloc(1, sizeof(*n));
	n->kind = kind;
	n->line = (int)m->line + 1;
	n->col = (int)m->column + 1;
	return n;
}

static void addkid(struct ynode *p, struct ynode *k)
{
	/* grow by powers of two: the capacity is implied by n */
	if ((p->n & (p->n - 1)) == 0)
		p->kids = xreallocarray(p->kids, p->n ? p->n * 2 : 1, sizeof(p->kids[0]));
	p->kids[p->n++] = k;
}

/* refuse the features a spec never needs; false if the event stops the load */
static bool plainevent(struct loader *l, const yaml_event_t *e)
{
	const yaml_char_t *anchor = NULL, *tag = NULL;
	int line = (int)e->start_mark.line + 1, col = (int)e->start_mark.column + 1;

	switch (e->type) {
	case YAML_ALIAS_EVENT:
		diagf(l->d, line, col, NULL, "found an alias (*%s), expected no anchors or aliases in a spec",
		      (const char *)e->data.alias.anchor);
		return false;
	case YAML_SCALAR_EVENT:
		anchor = e->data.scalar.anchor;
		tag = e->data.scalar.tag;
		break;
	case YAML_SEQUENCE_START_EVENT:
		anchor = e->data.sequence_start.anchor;
		tag = e->data.sequence_start.tag;
		break;
	case YAML_MAPPING_START_EVENT:
		anchor = e->data.mapping_start.anchor;
		tag = e->data.mapping_start.tag;
		break;
	default:
		return true;
	}
	/* an anchor or a tag alone does no harm: say so and read on */
	if (anchor)
		diagf(l->d, line, col, NULL, "found an anchor (&%s), expected no anchors or aliases in a spec",
		      (const char *)anchor);
	if (tag)
		diagf(l->d, line, col, NULL, "found a tag (%s), expected no tags in a spec", (const char *)tag);
	return true;
}

static bool nextevent(struct loader *l, yaml_event_t *e)
{
	if (!yaml_parser_parse(&l->parser, e)) {
		const yaml_mark_t *m = &l->parser.problem_mark;

		diagf(l->d, (int)m->line + 1, (int)m->column + 1, NULL, "YAML syntax error: %s%s%s",
		      l->parser.problem ? l->parser.problem : "unknown problem",
		      l->parser.context ? " " : "", l->parser.context ? l->parser.context : "");
		return false;
	}
	if (!plainevent(l, e)) {
		yaml_event_delete(e);
		return false;
	}
	return true;
}

/* a key must be a scalar that the mapping does not hold yet */
static bool keyok(struct loader *l, const struct ynode *map, const struct ynode *key)
{
	if (key->kind != Y_SCALAR) {
		diagf(l->d, key->line, key->col, NULL, "found %s as a mapping key, expected a plain key", ykindname(key));
		return false;
	}
	for (size_t i = 0; i + 1 < map->n; i += 2) {
		const struct ynode *k = map->kids[i];

		if (k->len == key->len && memcmp(k->str, key->str, k->len) == 0) {
			diagf(l->d, key->line, key->col, NULL, "found the key '%s' a second time (first at line %d), expected each key once",
			      key->str, k->line);
			return false;
		}
	}
	return true;
}

/* build the node that starts with event e (consumed); NULL on error */
static struct ynode *load(struct loader *l, yaml_event_t *e, int depth)
{
	struct ynode *n = NULL, *k;
	yaml_event_t c;
	enum ykind kind;
	yaml_event_type_t end;

	if (e->type == YAML_SCALAR_EVENT) {
		n = newnode(l, Y_SCALAR, &e->start_mark);
		if (n) {
			n->str = xstrndup((const char *)e->data.scalar.value, e->data.scalar.length);
			n->len = e->data.scalar.length;
			n->quoted = e->data.scalar.style != YAML_PLAIN_SCALAR_STYLE;
			if (strlen(n->str) != n->len) {
				diagf(l->d, n->line, n->col, NULL, "found a NUL character in a scalar, expected text");
				ytree_free(n);
				n = NULL;
			}
		}
		yaml_event_delete(e);
		return n;
	}
	if (e->type == YAML_SEQUENCE_START_EVENT) {
		kind = Y_SEQ;
		end = YAML_SEQUENCE_END_EVENT;
	} else if (e->type == YAML_MAPPING_START_EVENT) {
		kind = Y_MAP;
		end = YAML_MAPPING_END_EVENT;
	} else {
		diagf(l->d, (int)e->start_mark.line + 1, (int)e->start_mark.column + 1, NULL,
		      "unexpected YAML event, expected a value");
		yaml_event_delete(e);
		return NULL;
	}
	if (depth >= YAML_MAX_DEPTH) {
		diagf(l->d, (int)e->start_mark.line + 1, (int)e->start_mark.column + 1, NULL,
		      "found nesting deeper than %d levels, expected a flatter spec", YAML_MAX_DEPTH);
		yaml_event_delete(e);
		return NULL;
	}
	n = newnode(l, kind, &e->start_mark);
	yaml_event_delete(e);
	if (!n)
		return NULL;
	for (;;) {
		if (!nextevent(l, &c))
			goto err;
		if (c.type == end) {
			yaml_event_delete(&c);
			return n;
		}
		k = load(l, &c, depth + 1);
		if (!k)
			goto err;
		if (kind == Y_MAP && n->n % 2 == 0) {
			if (n->n / 2 >= YAML_MAX_KEYS) {
				diagf(l->d, k->line, k->col, NULL, "found more than %d keys in one mapping", YAML_MAX_KEYS);
				ytree_free(k);
				goto err;
			}
			if (!keyok(l, n, k)) {
				/* report, then drop the entry and read on for more errors */
				ytree_free(k);
				if (!nextevent(l, &c))
					goto err;
				k = load(l, &c, depth + 1);
				if (!k)
					goto err;
				ytree_free(k);
				continue;
			}
		}
		addkid(n, k);
	}
err:
	ytree_free(n);
	return NULL;
}

struct ynode *ytree_load(const char *data, size_t len, struct diag *d)
{
	struct loader l = {.d = d};
	struct ynode *root = NULL;
	yaml_event_t e;
	bool ok = false;

	if (len == 0) {
		diagf(d, 0, 0, NULL, "found an empty file, expected a spec");
		return NULL;
	}
	if (len > YAML_MAX_BYTES) {
		diagf(d, 0, 0, NULL, "found %zu bytes, expected a spec of at most %d bytes", len, YAML_MAX_BYTES);
		return NULL;
	}
	if (!checkutf8((const unsigned char *)data, len, d))
		return NULL;
	if (!yaml_parser_initialize(&l.parser))
		fatal("yaml_parser_initialize failed");
	yaml_parser_set_input_string(&l.parser, (const unsigned char *)data, len);
	yaml_parser_set_encoding(&l.parser, YAML_UTF8_ENCODING);

	/* stream start, document start */
	if (!nextevent(&l, &e))
		goto out;
	yaml_event_delete(&e);
	if (!nextevent(&l, &e))
		goto out;
	if (e.type == YAML_STREAM_END_EVENT) {
		yaml_event_delete(&e);
		diagf(d, 0, 0, NULL, "found no YAML document (only comments or blank lines), expected a spec");
		goto out;
	}
	yaml_event_delete(&e);
	if (!nextevent(&l, &e))
		goto out;
	root = load(&l, &e, 0);
	if (!root)
		goto out;
	/* document end, then the stream must end: one document per spec */
	if (!nextevent(&l, &e))
		goto out;
	yaml_event_delete(&e);
	if (!nextevent(&l, &e))
		goto out;
	if (e.type != YAML_STREAM_END_EVENT) {
		diagf(d, (int)e.start_mark.line + 1, (int)e.start_mark.column + 1, NULL,
		      "found a second YAML document, expected one document per spec");
		yaml_event_delete(&e);
		goto out;
	}
	yaml_event_delete(&e);
	ok = true;
out:
	yaml_parser_delete(&l.parser);
	if (!ok) {
		ytree_free(root);
		return NULL;
	}
	return root;
}

void ytree_free(struct ynode *n)
{
	if (!n)
		return;
	for (size_t i = 0; i < n->n; i++)
		ytree_free(n->kids[i]);
	free(n->kids);
	free(n->str);
	free(n);
}

struct ynode *ymapget(const struct ynode *m, const char *key)
{
	if (!m || m->kind != Y_MAP)
		return NULL;
	for (size_t i = 0; i + 1 < m->n; i += 2)
		if (strcmp(m->kids[i]->str, key) == 0)
			return m->kids[i + 1];
	return NULL;
}

const char *ykindname(const struct ynode *n)
{
	switch (n->kind) {
	case Y_SCALAR:
		return n->quoted ? "a string" : "a scalar";
	case Y_SEQ:
		return "a list";
	case Y_MAP:
		return "a mapping";
	}
	return "a node";
}
