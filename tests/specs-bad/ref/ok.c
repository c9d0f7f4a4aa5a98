/* ok.c: the reference that the malformed specs in tests/specs-bad/ name; akgen
 * refuses each of those specs, so nothing here is ever called */
typedef int akops_ref_unused;
