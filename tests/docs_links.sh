#!/bin/sh
# docs_links.sh: every relative link of the documentation resolves. In README.md,
# docs/*.md, bench/README.md, verify/README.md and templates/README.md (outside
# fenced code), each [text](target) that is not a URL must name a file or
# directory of the tree, relative to the page, and a #anchor into a markdown
# page (or the page itself) must be one of its headings as GitHub names them
# (lowercase, punctuation but - and _ dropped, blanks as -). First a page with a
# broken link and a broken anchor must be refused, so that the check can fail.
# usage: docs_links.sh SOURCE_DIR
set -u
cd "${1:-.}" || exit 2

# the text outside fenced code blocks of a markdown file
prose() {
	awk '/^[ \t]*(```|~~~)/ { fence = !fence; next } !fence { print }' "$1"
}

# the anchors of a markdown file's headings, one a line
anchors() {
	prose "$1" | grep '^#' | sed 's/^#* *//; s/ *#*$//' | tr 'A-Z' 'a-z' |
		sed 's/[^a-z0-9 _-]//g; s/ /-/g'
}

# the link targets of a markdown file, one a line (no URLs, no mail)
targets() {
	prose "$1" | grep -o '\](\([^)]*\))' | sed 's/^](//; s/)$//; s/ .*//' |
		grep -v -E '^(https?|mailto|ftp):'
}

# check every link of one file; prints each broken one, returns 1 if any
check_file() {
	f=$1
	dir=$(dirname "$f")
	bad=0
	for t in $(targets "$f"); do
		path=${t%%#*}
		anchor=""
		case $t in *'#'*) anchor=${t#*#} ;; esac
		if [ -z "$path" ]; then
			dest=$f
		else
			dest=$dir/$path
		fi
		if [ ! -e "$dest" ]; then
			echo "$f: link to $t: no such file $dest"
			bad=1
			continue
		fi
		case $dest in *.md) ;; *) continue ;; esac
		if [ -n "$anchor" ] && ! anchors "$dest" | grep -q -x -F -- "$anchor"; then
			echo "$f: link to $t: $dest has no heading #$anchor"
			bad=1
		fi
	done
	return $bad
}

# the check must be able to fail: a page with a missing file and a wrong anchor
tmp=$(mktemp -d "${TMPDIR:-/tmp}/docs_links.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
printf '# Top\n\n## A section, with `code`\n\n[ok](#a-section-with-code) [ok2](page.md#top)\n' >"$tmp/page.md"
if ! check_file "$tmp/page.md" >/dev/null; then
	echo "docs_links: a page with good links was refused"
	check_file "$tmp/page.md"
	exit 1
fi
printf '[gone](missing.md)\n' >"$tmp/bad1.md"
printf '[wrong](page.md#no-such-heading)\n' >"$tmp/bad2.md"
for b in bad1 bad2; do
	if check_file "$tmp/$b.md" >/dev/null; then
		echo "docs_links: the broken link of $b.md was not found"
		exit 1
	fi
done

status=0
n=0
for f in README.md docs/*.md bench/README.md verify/README.md templates/README.md; do
	[ -f "$f" ] || { echo "docs_links: $f is missing"; status=1; continue; }
	check_file "$f" || status=1
	n=$((n + 1))
done
[ $status -eq 0 ] && echo "docs_links: every relative link of $n pages resolves"
exit $status
