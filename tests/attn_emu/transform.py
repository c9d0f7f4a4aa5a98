# instance.cu -> emulation source: no CUDA headers, the PTX helpers (common/mma.cuh's,
# common/flash.cuh's, common/cluster.cuh's; the wgmma family's common/wgmma.cuh's and
# common/tma.cuh's from tests/gemm_emu/wgmma.h and tma.h) from emu.h and emu_extra.h, the dynamic
# shared memory from the emulated block (its own part of a cluster's), device
# attributes from emu_extra.h, <<<>>> as a launch that sets gridDim, and the grid's cap
# (gridDim.x's 2^31 - 1) the test's to choose, so that blocks stride over several tiles
import re, sys
s = open(sys.argv[1]).read()
s = re.sub(r'^#include <[^>]*>\n', '', s, flags=re.M)
# every PTX section: common/mma.cuh's and common/flash.cuh's own, and common/wgmma.cuh's
wg = '#line 1 "templates/common/wgmma.cuh"' in s
tma = '#line 1 "templates/common/tma.cuh"' in s
cuts = 0
while '// PTX' in s:
    a = s.index('// PTX')
    b = s.index('// ----', a)
    s = s[:a] + s[b:]
    cuts += 1
assert cuts == 2 + wg + tma, cuts
# common/cluster.cuh: emu_extra.h's cluster launch, ranks, barrier and loads instead
a = s.index('/* akops-common: begin templates/common/cluster.cuh')
b = s.index('/* akops-common: end templates/common/cluster.cuh */', a)
s = s[:a] + s[b:]
s, n = re.subn(r'extern __shared__ __align__\(128\) unsigned char fl_smem\[\];', 'unsigned char *fl_smem = emu_smem_block();', s)
assert n == 1
if wg:
    # fw_kernel's and fw_ws_kernel's
    s, n = re.subn(r'extern __shared__ __align__\(1024\) unsigned char fw_smem\[\];', 'unsigned char *fw_smem = emu_smem_block();', s)
    assert n == 2, n
s, n = re.subn(r'(\w+<[^<>;]*>)\s*<<<(.*?)>>>\((.*?)\);', r'emu_launch_g(\1, \2, \3);', s, flags=re.S)
assert n >= 1, n
s, n = re.subn(r'items < cap \? items : cap', 'items < cap && items < emu_grid_cap ? items : (cap < emu_grid_cap ? cap : emu_grid_cap)', s)
assert n == (2 if wg else 1), n
s, n = re.subn(r'\bcudaDeviceGetAttribute\(', 'emu_attr(', s)
assert n >= 1, n
i = s.index('#line 1 "templates/common/mma.cuh"')
head = ('#include "tma.h"\n' if tma else '#include "wgmma.h"\n') + '#define FW_WGMMA 1\n' if wg else ''
open(sys.argv[2], 'w').write(s[:i] + head + '#include "emu_extra.h"\n' + s[i:])
