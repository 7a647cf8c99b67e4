#!/bin/bash
# Every `sem` example of docs/semantics.md must be accepted by hwgen: each becomes the semantics
# of one instruction, in the context the page itself states (its first tablegen block after the
# "example context" marker), so the page and this test cannot drift apart.
# usage: check_semantics_examples.sh HWGEN INCLUDE_DIR DOC
set -euo pipefail
hwgen=$1 include=$2 doc=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
hwd=$work/examples.hwd

context=$(awk '/example context/ { armed = 1; next }
               armed && /^```tablegen/ { inside = 1; next }
               inside && /^```/ { exit }
               inside { print }' "$doc")
if [ -z "$context" ]; then echo "no example context in $doc" >&2; exit 1; fi

{
  echo 'include "kernelcraft/Target.td"'
  echo 'def docs : Target<"semantics examples">;'
  echo 'def imem : Memory<u8, [{ 4096 }]> { let IsCode = 1; }'
  echo 'def U : Unit;'
  echo "$context"
  echo 'class Example<int n> : Instruction<"ex" # n, (ins GPR:$rd, GPR:$rs1, GPR:$rs2, FPR:$fd, FPR:$fs, Imm12:$imm, Rm:$rm, Off:$off),'
  echo '                                   "$rd, $rs1, $rs2, $fd, $fs, $imm, $rm, $off"> {'
  echo '  field bits<64> Inst;'
  echo '  bits<4> rd; bits<4> rs1; bits<4> rs2; bits<3> fd; bits<3> fs; bits<12> imm; bits<3> rm; bits<12> off;'
  echo '  let Inst{7-0} = n; let Inst{11-8} = rd; let Inst{15-12} = rs1; let Inst{19-16} = rs2; let Inst{22-20} = fd;'
  echo '  let Inst{25-23} = fs; let Inst{37-26} = imm; let Inst{40-38} = rm; let Inst{52-41} = off; let Unit = U;'
  echo '}'
  # Examples fenced as "sem vector" are of an instruction with vector operands.
  echo 'class VectorExample<int n> : Instruction<"vex" # n, (ins VPR:$vd, VPR:$vs, GPR:$rd), "$vd, $vs, $rd"> {'
  echo '  field bits<16> Inst;'
  echo '  bits<3> vd; bits<3> vs; bits<4> rd;'
  echo '  let Inst{5-0} = n; let Inst{8-6} = vd; let Inst{11-9} = vs; let Inst{15-12} = rd; let Unit = U;'
  echo '}'
  awk 'BEGIN { n = 0 }
       /^```sem vector$/ { inside = 1; n++; printf "def EX%d : VectorExample<%d> { let Semantics = [{\n", n, n; next }
       /^```sem$/ { inside = 1; n++; printf "def EX%d : Example<%d> { let Semantics = [{\n", n, n; next }
       inside && /^```/ { inside = 0; print "}]; }"; next }
       inside { print }' "$doc"
} > "$hwd"

count=$(grep -c '^def EX' "$hwd" || true)
if [ "$count" -eq 0 ]; then echo "no sem examples in $doc" >&2; exit 1; fi
if ! "$hwgen" --gen=check -I "$include" "$hwd" 2> "$work/err"; then
  echo "hwgen refuses an example of $doc:" >&2
  cat "$work/err" >&2
  exit 1
fi
echo "$count examples accepted"
