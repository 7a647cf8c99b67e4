#!/usr/bin/env bash
# Coral simulator speed: builds the scalar and vector benchmark programs with clang-14 and runs
# them under the simulator and qemu-riscv32 in one process (build/examples/coral_speed).
#   examples/coral/speed.sh [REPS]   (REPS scales the work; default 600, a few seconds each)
set -euo pipefail
cd "$(dirname "$0")/../.."
reps="${1:-600}"
out=build/bench
BENCH_CFLAGS="-DBENCH_REPS=$reps" bash tests/coral_programs/build_bench.sh "$out"
build/examples/coral_speed "$out/bench_scalar.elf" "$out/bench_vector.elf"
