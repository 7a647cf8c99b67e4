#!/usr/bin/env bash
# Builds the two throughput benchmarks (not part of the conformance set):
#   build_bench.sh OUTDIR  ->  OUTDIR/bench_scalar.elf, OUTDIR/bench_vector.elf
# bench_scalar is compiled with vectorisation off so it measures the scalar
# pipeline only. Extra compiler flags (e.g. -DBENCH_REPS=20) may be passed in
# BENCH_CFLAGS. Environment overrides: CLANG, LLD.
set -euo pipefail

if [[ $# -ne 1 ]]; then
    echo "usage: build_bench.sh OUTDIR" >&2
    exit 2
fi
out="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CLANG="${CLANG:-clang-14}"
LLD="${LLD:-/usr/bin/ld.lld-14}"
read -r -a extra <<<"${BENCH_CFLAGS:-}"

CFLAGS=(--target=riscv32 -march=rv32imf_zve32f_zbb -mabi=ilp32f -O2
        -mllvm -riscv-v-vector-bits-min=128
        -ffreestanding -fno-builtin -nostdlib
        -fuse-ld=lld "--ld-path=$LLD")

mkdir -p -- "$out"
# kc_io.c is the same in both; only the benchmark file gets the scalar flags
# (kc_io.c keeps its own loops scalar anyway).
"$CLANG" "${CFLAGS[@]}" ${extra[@]+"${extra[@]}"} -fno-vectorize -fno-slp-vectorize -I"$here" \
    "$here/crt0.S" "$here/kc_io.c" "$here/bench_scalar.c" \
    -Wl,-T,"$here/link.ld" -o "$out/bench_scalar.elf"
"$CLANG" "${CFLAGS[@]}" ${extra[@]+"${extra[@]}"} -I"$here" \
    "$here/crt0.S" "$here/kc_io.c" "$here/bench_vector.c" \
    -Wl,-T,"$here/link.ld" -o "$out/bench_vector.elf"
echo "built $out/bench_scalar.elf $out/bench_vector.elf"
