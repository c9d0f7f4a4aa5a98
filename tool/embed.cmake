# embed.cmake: the library's fixed sources (tool/rt/, and verify/harness_tmap.cuh, the
# service the harness and the library both give candidates) as C strings for emit.c.
# usage: cmake -DSRC=<tool/rt> -DVERIFY=<verify> -DOUT=<file.c> -P embed.cmake
# Each file becomes `const char emit_rt_<stem>[]`, NUL-terminated; the output is
# written only when it changes, so an unchanged tree rebuilds nothing.
set(text "/* emitrt.c: written by tool/embed.cmake from tool/rt/; do not edit */\n")
foreach(f ${SRC}/api.h ${SRC}/internal.h ${SRC}/runtime.cu ${VERIFY}/harness_tmap.cuh)
  get_filename_component(name "${f}" NAME)
  string(REGEX REPLACE "[.].*" "" name "${name}")
  file(READ "${f}" hex HEX)
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
  string(APPEND text "const char emit_rt_${name}[] = {\n${bytes}0x00};\n")
endforeach()
file(WRITE "${OUT}.tmp" "${text}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")
