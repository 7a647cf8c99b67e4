#!/usr/bin/env bash
# Installs, builds, lists the targets, and assembles, runs and reports a PLENA kernel.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
kc=build/benchmark/kernelcraft
$kc targets
echo
echo "== examples/plena/gemm64.s: a 64x64 by 64x64 GEMM (first words of its machine code)"
$kc asm -t plena examples/plena/gemm64.s -o build/gemm64.mem
sed -n 1,5p build/gemm64.mem
echo
echo "== simulated on PLENA's default configuration"
$kc sim -t plena examples/plena/gemm64.s
echo
echo "== coral: a vectorised dot product, compiled by clang-14 and run from its ELF file"
p=tests/coral_programs
clang-14 --target=riscv32 -march=rv32imf_zve32f_zbb -mabi=ilp32f -O2 -mllvm -riscv-v-vector-bits-min=128 \
  -ffreestanding -fno-builtin -nostdlib -fuse-ld=lld --ld-path=/usr/bin/ld.lld-14 -Wl,-T,$p/link.ld -I$p \
  $p/crt0.S $p/kc_io.c $p/11_dot.c -o build/dot.elf
$kc sim -t coral build/dot.elf
