#!/usr/bin/env bash
# riscv-tests' ISA programs for RV32 I, M, F and Zbb, each preprocessed once by cpp with our own
# user-mode environment (env/riscv_test.h), then built two ways from the same text: by clang-14
# and lld (run in qemu-riscv32: the reference) and by `kernelcraft asm -t coral` (run in the coral
# simulator). Pass = exit status 0. Every program that passes when built by clang must pass when
# assembled by kernelcraft.
#   run.sh KERNELCRAFT [SUITE]      SUITE: an extracted riscv-tests tree (default $KC_RISCV_TESTS)
# Exit 77 (skipped) when no suite is given: it is not packaged in Debian or npm, so CI has none.
set -uo pipefail
kc=$1
suite=${2:-${KC_RISCV_TESTS:-}}
here=$(cd "$(dirname "$0")" && pwd)
if [[ -z $suite || ! -d $suite/isa/rv32ui ]]; then
  echo "skipped: set KC_RISCV_TESTS to a riscv-tests tree (github.com/riscv-software-src/riscv-tests)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
arch=rv32imf_zbb
qemu_cpu=rv32,zbb=true,zba=false,zbc=false,zbs=false,c=false,a=false,d=false
total=0 clang_pass=0 ours_pass=0 mismatches=0
for part in rv32ui rv32um rv32uf rv32uzbb; do
  p_total=0 p_clang=0 p_ours=0
  for src in "$suite"/isa/$part/*.S; do
    name=$part-$(basename "$src" .S)
    pre=$work/$name.s
    clang-14 --target=riscv32 -march=$arch -E -P -x assembler-with-cpp -I"$here/env" \
      -I"$suite/isa/macros/scalar" "$src" -o "$pre" 2> "$work/$name.cpp.log" || { echo "$name: cpp failed"; continue; }
    total=$((total + 1)) p_total=$((p_total + 1))
    clang_status=fail ours_status=fail
    if clang-14 --target=riscv32 -march=$arch -mabi=ilp32f -nostdlib -fuse-ld=lld --ld-path=/usr/bin/ld.lld-14 \
         -Wl,-T,"$here/../coral_programs/link.ld" -x assembler "$pre" -o "$work/$name.clang.elf" 2> "$work/$name.clang.log" &&
       timeout 20 qemu-riscv32 -cpu $qemu_cpu "$work/$name.clang.elf" > /dev/null 2>&1; then
      clang_status=pass clang_pass=$((clang_pass + 1)) p_clang=$((p_clang + 1))
    fi
    if "$kc" asm -t coral --format elf "$pre" -o "$work/$name.kc.elf" 2> "$work/$name.kc.log"; then
      if timeout 20 "$kc" sim -t coral -q "$work/$name.kc.elf" > /dev/null 2>> "$work/$name.kc.log"; then
        ours_status=pass ours_pass=$((ours_pass + 1)) p_ours=$((p_ours + 1))
      fi
    else
      ours_status="assembly failed: $(head -1 "$work/$name.kc.log")"
    fi
    echo "$name: clang+qemu $clang_status, kernelcraft+sim $ours_status"
    if [[ $clang_status == pass && $ours_status != pass ]]; then
      mismatches=$((mismatches + 1))
      sed 's/^/    /' "$work/$name.kc.log" | head -5
    fi
  done
  echo "== $part: $p_total programs, clang pass $p_clang, kernelcraft pass $p_ours"
done
echo "$total programs: clang pass $clang_pass, kernelcraft pass $ours_pass, passing with clang but not kernelcraft $mismatches"
[[ $mismatches -eq 0 ]]
