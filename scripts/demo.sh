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
