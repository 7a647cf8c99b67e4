#!/usr/bin/env bash
# Hostile inputs to `kernelcraft asm` and `disasm` under a 512 MiB address-space limit: each must
# end with exit status 1 or 2 and its located message, never a crash, a hang or bad_alloc.
# Usage: asm_limits.sh KERNELCRAFT
# KC_AS_LIMIT=0 drops the address-space limit (a sanitizer build reserves terabytes of shadow
# address space up front; its own checks stand in for the limit there).
set -u
as_limit=${KC_AS_LIMIT-536870912}
kc=$(realpath "$1")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir"
failures=0

# Runs CMD under the limit and checks the exit status and that stderr holds EXPECTED verbatim.
check() {
  local name=$1 expected=$2
  shift 2
  local status=0
  if [[ $as_limit == 0 ]]; then
    timeout 60 "$@" >out.txt 2>err.txt || status=$?
  elif command -v prlimit >/dev/null; then
    timeout 60 prlimit --as="$as_limit" "$@" >out.txt 2>err.txt || status=$?
  else
    (ulimit -v $((as_limit / 1024)) && exec timeout 60 "$@") >out.txt 2>err.txt || status=$?
  fi
  if [[ $status -ne 1 && $status -ne 2 ]]; then
    echo "FAIL $name: exit status $status (expected 1 or 2)"
    head -c 2000 err.txt
    failures=$((failures + 1))
  elif ! grep -qF -- "$expected" err.txt; then
    echo "FAIL $name: missing message: $expected"
    head -c 2000 err.txt
    failures=$((failures + 1))
  elif grep -q "internal error" err.txt; then
    echo "FAIL $name: internal error"
    failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}

asm() { check "$1" "$2" "$kc" asm -t coral "$3" -o /dev/null; }

printf '  .rept 100000000\n  nop\n  .endr\n' >rept.s
asm rept "rept.s:1:3: error: '.rept' count 100000000 of a 1-line body goes past the limit of 500000 lines after macro and repeat expansion" rept.s

printf '  .rept 10000\n  .rept 10000\n  nop\n  .endr\n  .endr\n' >nested.s
asm nested_rept "nested.s:2:3: error: '.rept' count 10000 of a 1-line body goes past the limit of 500000 lines after macro and repeat expansion" nested.s

# A bundle between braces that never ends its lines: half a million lines of eight instructions.
{
  printf '{\n  .rept 499990\n'
  printf '  mov r1, r2; mov r3, r4; mov r5, r6; mov r7, r8; mov r1, r2; mov r3, r4; mov r5, r6; mov r7, r8\n'
  printf '  .endr\n}\n'
} >bundle.s
check bundle_of_a_million "bundle.s:3:3: error: more than 8 instructions in one bundle" "$kc" asm -t dsp bundle.s -o /dev/null
printf '  nop;%.0s' $(seq 1 8000) >semicolons.s
printf '\n' >>semicolons.s
check bundle_line_of_semicolons "semicolons.s:1:51: error: more than 8 instructions in one bundle" "$kc" asm -t dsp semicolons.s -o /dev/null

printf '.macro boom\n  boom\n  boom\n.endm\n  boom\n' >boom.s
asm recursive_macro "boom.s:2:3: error: macro 'boom' is nested more than 100 deep" boom.s

{
  printf '.macro m0\n  nop\n.endm\n'
  for i in $(seq 1 24); do printf '.macro m%d\n  m%d\n  m%d\n.endm\n' "$i" $((i - 1)) $((i - 1)); done
  printf '  m24\n'
} >doubling.s
asm doubling_macros "past the limit of 100000 macro expansions" doubling.s

printf '.macro g a\n  g \\a\\a\n.endm\n  g xy\n' >grow.s
asm growing_argument "grow.s:2:3: error: macro 'g' expands a line to more than 65536 bytes" grow.s

{
  printf '  .irp x'
  for i in $(seq 1 100000); do printf ',%d' $((i % 10)); done
  printf '\n  .irp y'
  for i in $(seq 1 1000); do printf ',%d' $((i % 10)); done
  printf '\n  addi a0, a0, \\x\n  .endr\n  .endr\n'
} >irp.s
asm irp_lists "past the limit of 500000 lines after macro and repeat expansion" irp.s

printf '  .include "/dev/zero"\n' >zero.s
asm include_dev_zero "zero.s:1:12: error: include file '/dev/zero' is not a regular file" zero.s

printf '  .include "self.s"\n' >self.s
asm include_cycle "self.s:1:12: error: include cycle: self.s -> self.s" self.s

head -c 4096 "$kc" >program.bin   # an executable's first page: binary, and under the size limit
printf '  .include "program.bin"\n' >binary.s
asm include_binary "binary.s:1:12: error: include file 'program.bin' is not a text file (byte 0x7f at offset 0)" binary.s

printf '  .data\n  .space 4000000000\n' >space.s
asm space "space.s:2:3: error: this line adds 4000000000 bytes to the program, past the limit of 67108864 bytes (64 MiB) for all sections together" space.s

printf '  .comm buf, big, 8\n  .equ big, 1 << 40\n' >comm.s
asm comm_forward_size "comm.s:1:3: error: this line adds 1099511627776 bytes to the program, past the limit of 67108864 bytes (64 MiB) for all sections together" comm.s

printf '  nop\n  .p2align 30\n' >align.s
asm p2align "align.s:2:3: error: this line adds 1073741820 bytes to the program, past the limit of 67108864 bytes (64 MiB) for all sections together" align.s

{ printf '  li a0, '; head -c 5000 /dev/zero | tr '\0' '('; printf 1; head -c 5000 /dev/zero | tr '\0' ')'; echo; } >parens.s
asm parentheses "parens.s:1:266: error: expression nested more than 256 deep" parens.s

{ printf '  li a0, '; head -c 100000 /dev/zero | tr '\0' '-'; echo 1; } >unary.s
asm unary_chain "unary.s:1:266: error: expression nested more than 256 deep" unary.s

for i in $(seq 1 3000); do echo "  vaddd.vv v1, v2, v3"; done >unknown.s
asm many_errors "unknown.s: error: 2000 more errors not shown (the assembler lists at most 1000)" unknown.s

# 128 bytes: ELF32 RISC-V header, one PT_LOAD program header claiming 4 GiB, 44 bytes of nops.
{
  printf '\177ELF\001\001\001\000\000\000\000\000\000\000\000\000'
  printf '\002\000\363\000\001\000\000\000\000\000\000\000\064\000\000\000'
  printf '\000\000\000\000\000\000\000\000\064\000\040\000\001\000\050\000\000\000\000\000'
  printf '\001\000\000\000\124\000\000\000\000\000\000\000\000\000\000\000'
  printf '\054\000\000\000\377\377\377\377\005\000\000\000\004\000\000\000'
  for i in $(seq 1 11); do printf '\023\000\000\000'; done
} >huge.elf
check disasm_huge_segment "huge.elf: segment 0 (PT_LOAD at 0x0, 4294967295 bytes) does not fit memory 'mem' (33554432 bytes in its largest configuration)" \
  "$kc" disasm -t coral huge.elf

if [[ $failures -ne 0 ]]; then
  echo "$failures hostile input(s) not handled"
  exit 1
fi
echo "all hostile inputs refused with their messages"
