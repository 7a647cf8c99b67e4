#!/usr/bin/env bash
# Hostile kernels through `kernelcraft eval` under a 512 MiB address-space limit: each ends with
# exit status 1 and a report that names the limit it hit, never a crash, a hang, a host file's
# contents in the report, or memory beyond the limit.
# Usage: eval_hostile.sh KERNELCRAFT
# KC_AS_LIMIT=0 drops the address-space limit, as in asm_limits.sh (sanitizer builds).
set -u
limit=()
[[ ${KC_AS_LIMIT-536870912} != 0 ]] && limit=(prlimit --as="${KC_AS_LIMIT-536870912}")
kc=$(realpath "$1")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir"
failures=0

# check NAME EXPECTED TARGET TASK KERNEL: eval exits 1 and its output holds EXPECTED verbatim.
check() {
  local name=$1 expected=$2 target=$3 task=$4 kernel=$5 status=0
  timeout 300 "${limit[@]}" "$kc" eval -t "$target" --task "$task" --config C1 "$kernel" >out.txt 2>&1 || status=$?
  if [[ $status -ne 1 ]]; then
    echo "FAIL $name: exit status $status (expected 1)"
    head -c 2000 out.txt
    failures=$((failures + 1))
  elif ! grep -qF -- "$expected" out.txt; then
    echo "FAIL $name: missing: $expected"
    head -c 2000 out.txt
    failures=$((failures + 1))
  elif grep -q "root:" out.txt; then
    echo "FAIL $name: a host file's contents reached the report"
    failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}

# A kernel that loops on the write system call: its output is capped, the budget stops it.
printf 'kernel:\n  li a7, 64\n  li a0, 1\n  li a1, 0x10000\n  li a2, 4096\n1:\n  ecall\n  j 1b\n' > write_loop.s
check "coral ecall write loop" "run: instruction budget after 1000000 instructions" coral ReLU write_loop.s
# Includes of host files are refused, and their text never shows.
printf '.include "/etc/passwd"\n' > passwd.s
check "include /etc/passwd" "include file '/etc/passwd' is outside the allowed include roots" coral ReLU passwd.s
ln -s /etc/passwd link.inc
printf '.include "link.inc"\n' > link.s
check "include through a symlink" "include file 'link.inc' is outside the allowed include roots" coral ReLU link.s
# Few but heavy instructions: the deterministic work budget ends the run.
printf '    C_LOOP_START gp10, 1000\n      C_LOOP_START gp11, 1000\n        M_BMM gp0, gp0, gp0\n      C_LOOP_END gp11\n    C_LOOP_END gp10\n' > heavy.s
check "plena heavy instructions" "element operations (the work budget)" plena ReLU heavy.s
# Expansion and size limits apply inside eval as in asm.
printf '  .rept 100000000\n  nop\n  .endr\n' > rept.s
check "rept 1e8" "error:" coral ReLU rept.s
printf '  .comm big, 0x7fffffffffffffff\n' > comm.s
check "comm of 2^63 bytes" "for all sections together" coral ReLU comm.s
printf '  .macro boom\n  boom\n  boom\n  .endm\n  boom\n' > boom.s
check "macro that calls itself twice" "nested more than 100 deep" coral ReLU boom.s

[[ $failures -eq 0 ]] && echo "eval hostile: all passed" || { echo "eval hostile: $failures failed"; exit 1; }
