#!/usr/bin/env bash
# Installs, builds, lists the targets, and assembles, runs and reports a PLENA kernel.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
kc=build/benchmark/kernelcraft
$kc targets
echo
$kc asm -t plena examples/plena/gemm64.s | head -5
echo "..."
$kc sim -t plena examples/plena/gemm64.s
