#!/usr/bin/env bash
# Installs, builds, and runs the main job: the baseline kernels of every task on every target,
# checked against the references and timed (kernelcraft bench), then one evaluation in detail.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
kc=build/benchmark/kernelcraft
$kc targets
echo
echo "== kernelcraft bench: every baseline on every configuration (results in build/demo-results.db)"
rm -f build/demo-results.db build/demo-results.db-wal build/demo-results.db-shm
$kc bench --agent baseline --db build/demo-results.db --run-id demo -q
echo
echo "== kernelcraft eval: one configuration in detail"
$kc eval -t plena --task FlashAttention --config C3 tasks/FlashAttention/plena/baseline.s
