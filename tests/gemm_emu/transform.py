# instance.cu -> emulation source: no CUDA headers, the PTX helpers from emu.h, the
# dynamic shared memory from the emulated block, <<<>>> as emu_launch
import re, sys
s = open(sys.argv[1]).read()
s = re.sub(r'^#include <[^>]*>\n', '', s, flags=re.M)
a = s.index('// PTX: shared memory addresses')
b = s.index('// ----', a)
s = s[:a] + s[b:]
s, n = re.subn(r'extern __shared__ __align__\(128\) unsigned char gm_smem\[\];', 'unsigned char *gm_smem = emu_smem();', s)
assert n == 1
s, n = re.subn(r'(\w+<[^<>;]*>)\s*<<<(.*?)>>>\((.*?)\);', r'emu_launch(\1, \2, \3);', s, flags=re.S)
assert n >= 1, n
i = s.index('#line 1 "templates/gemm/mma.cu"')
open(sys.argv[2], 'w').write(s[:i] + '#include "emu.h"\n' + s[i:])
