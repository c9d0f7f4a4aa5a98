# instance.cu -> emulation source: no CUDA headers, the PTX helpers from emu.h (and, for
# the rowdot forms, rowdot.h; for gemm_nn/colmma, colmma.h; for the wgmma forms, wgmma.h; for the tma forms, tma.h),
# the dynamic shared memory from the emulated block, a static __shared__ array a view of
# the block's static area, <<<>>> as emu_launch
import re, sys


def cut(s, begin, end):
    """s less what runs from begin to the next end (end kept)"""
    a = s.index(begin)
    return s[:a] + s[s.index(end, a):]


def common(s, f):
    """s less the text of templates/common/f.cuh"""
    return cut(s, '/* akops-common: begin templates/common/%s.cuh' % f, '/* akops-common: end templates/common/%s.cuh */' % f)


def function(s, head):
    """s less the function whose definition starts with head"""
    a = s.index(head)
    return s[:a] + s[s.index('\n}\n', a) + 3:]


def cvt(s):
    """common/convert.cuh's packing cvt as emu.h's"""
    s, n = re.subn(r'asm\("cvt\.rn\.(bf16|f16)x2\.f32 %0, %1, %2;" : "=r"\((\w+)\) : "f"\((\w+)\), "f"\((\w+)\)\);',
                   r'\2 = emu_pack2(\4, \3);', s)
    assert n == 2, n
    return s


s = open(sys.argv[1]).read()
s = re.sub(r'^#include <[^>]*>\n', '', s, flags=re.M)
rowdot = '#line 1 "templates/common/gemm_rowdot.cuh"' in s
colmma = 'colmma_kernel' in s
if colmma:
    # gemm_nn/colmma: common/stream.cuh's, common/cluster.cuh's and common/mma.cuh's PTX as
    # colmma.h's (and emu.h's)
    s = cvt(common(common(s, 'stream'), 'cluster'))
    s = cut(s, '// PTX: shared memory addresses', '// ----')
    # the static arrays: views of the block's own part of the cluster's shared memory,
    # whose size the launch then names
    s, n = re.subn(r'__shared__ float red\[(.*?)\]\[NR\]\[32\];\n(\s*)__shared__ float part\[NR\]\[32\];',
                   r'float (&red)[\1][NR][32] = *reinterpret_cast<float (*)[\1][NR][32]>(emu_smem_block());\n'
                   r'\2float (&part)[NR][32] = *reinterpret_cast<float (*)[NR][32]>(emu_smem_block() + sizeof(red));', s)
    assert n == 1, n
    s, n = re.subn(r'AKP_BLOCK, 0, stream,', 'AKP_BLOCK, ((CM_NW > 1 ? CM_NW / 2 : 1) + 1) * 32 * 32 * 4, stream,', s)
    assert n == 1, n
    # common/convert.cuh's pack2 beside emu_extra.h's (flash.cuh's)
    s = re.sub(r'\bpack2\(', 'cv_pack2(', s)
    assert 'asm' not in s, 'an asm statement left'
    i = s.index('/* akops-common: end templates/common/stream.cuh */')
    open(sys.argv[2], 'w').write(s[:i] + '#include "colmma.h"\n' + s[i:])
    sys.exit(0)
if rowdot:
    # common/stream.cuh: rowdot.h's ld_stream instead
    s = cvt(common(s, 'stream'))
    # rowdot's own mma16816 (loose registers): rowdot.h's
    s = function(s, 'static __device__ __forceinline__ void mma16816(float (&d)[4]')
    s, n = re.subn(r'__shared__ float red\[RD_NW\]\[NR\]\[32\];',
                   'float (&red)[RD_NW][NR][32] = *reinterpret_cast<float (*)[RD_NW][NR][32]>('
                   'emu_static_smem(sizeof(float) * RD_NW * NR * 32));', s)
    assert n == 1, n
    assert 'asm' not in s.replace('asm volatile', 'asm'), 'an asm statement left'
    i = s.index('/* akops-common: end templates/common/stream.cuh */')
    head = '#include "rowdot.h"\n'
else:
    s = cut(s, '// PTX: shared memory addresses', '// ----')
    tma = '#line 1 "templates/common/gemm_tma.cuh"' in s
    s, n = re.subn(r'extern __shared__ __align__\(\d+\) unsigned char gm_smem\[\];',
                   'unsigned char *gm_smem = %s;' % ('emu_smem_block()' if tma else 'emu_smem()'), s)
    assert n == (2 if tma else 1), n
    # the tma forms' split of k over a cluster (SPLITK, where a form has it):
    # common/cluster.cuh's and common/cluster_split.cuh's PTX and host calls as cluster.h's
    if tma:
        for f in ('cluster', 'cluster_split'):
            if '/* akops-common: begin templates/common/%s.cuh' % f in s:
                s = common(s, f)
    i = s.index('#line 1 "templates/common/mma.cuh"')
    head = '#include "emu.h"\n'
    if '#line 1 "templates/common/wgmma.cuh"' in s:
        # common/wgmma.cuh's PTX: wgmma.h's (its descriptors stay the family's own)
        s = cut(s, '// PTX: wgmma', '// ----')
        head = '#include "wgmma.h"\n'
    if '#line 1 "templates/common/tma.cuh"' in s:
        # common/tma.cuh's PTX: tma.h's (the tensor map's type and the service's
        # declaration stay the family's own)
        s = cut(s, '// PTX: mbarriers, TMA, registers', '// ----')
        head = '#include "tma.h"\n#include "cluster.h"\n'
s, n = re.subn(r'(\w+(?:<[^<>;]*>)?)\s*<<<(.*?)>>>\((.*?)\);', r'emu_launch(\1, \2, \3);', s, flags=re.S)
assert n >= 1, n
open(sys.argv[2], 'w').write(s[:i] + head + s[i:])
