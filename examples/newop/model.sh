#!/bin/sh
# model.sh: a stand-in for a language model, for akgen's command backend
# (specs/gelu_and_mul.proposer names it): it reads the prompt akgen sends on stdin,
# finds the launcher the job asks for (akops_gelu_and_mul_DT_smNN) and answers as a
# model would, with one fenced CUDA block: gelu_and_mul.cu beside it, with that
# launcher's dtype and name defined first. akgen then judges the answer as any other
# candidate (docs/llm.md; examples/newop/README.md walks the whole op).
set -eu
here=$(dirname "$0")
launcher=$(grep -o 'akops_gelu_and_mul_[a-z0-9]*_sm[0-9]*' | head -n 1) || true
case $launcher in
*_bf16_*) t=__nv_bfloat16 ;;
*_f16_*) t=__half ;;
*_f32_*) t=float ;;
*)
	echo "model.sh: the prompt names no gelu_and_mul launcher" >&2
	exit 1
	;;
esac
printf 'Here is the kernel for %s.\n\n```cuda\n#define AK_T %s\n#define AK_LAUNCHER %s\n' "$launcher" "$t" "$launcher"
cat "$here/gelu_and_mul.cu"
printf '```\n'
