/* cmdline.h: a recorded command line made machine-neutral (cmdline.c) */
#ifndef AK_CMDLINE_H
#define AK_CMDLINE_H

/* cmd with every argument that names an absolute path (/x/y/libakops.so, or
 * --json=/root/out/x.json) by its file name (libakops.so, --json=x.json), quoted as
 * shlex.quote quotes; the rest as it is; from a quote that does not close on, the
 * command as it is. Allocated. */
char *cmdline_nopaths(const char *cmd);
/* the last component of path ("libakops.so" of "/tmp/x/libakops.so"), trailing slashes
 * ignored; "/" for the root. Allocated. */
char *cmdline_filename(const char *path);

#endif
