#!/usr/bin/env bash
# Differential test of the coral simulator against QEMU on random RV32IMF + Zbb + Zve32f
# programs: generate, assemble, run both, compare the state dumps the programs write to fd 1.
#
# usage: run_random.sh [--kernelcraft PATH] [--programs N] [--count K] [--rvrandom PATH]
#                      [--workdir DIR] [--first-seed S] [--no-vector] [--no-float]
# Without --kernelcraft only the QEMU half runs (a check that every program is legal there).
# --no-vector / --no-float leave those instructions out of the programs (and their dumps).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
kernelcraft=""
programs=12
count=1000
rvrandom=""
workdir=""
first_seed=1
gen_flags=()
CLANG=${CLANG:-clang-14}
LLD=${LLD:-/usr/bin/ld.lld-14}
QEMU=${QEMU:-qemu-riscv32}

usage() {
  sed -n '5,8p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --kernelcraft) kernelcraft=${2:?}; shift 2 ;;
    --programs) programs=${2:?}; shift 2 ;;
    --count) count=${2:?}; shift 2 ;;
    --rvrandom) rvrandom=${2:?}; shift 2 ;;
    --workdir) workdir=${2:?}; shift 2 ;;
    --first-seed) first_seed=${2:?}; shift 2 ;;
    --no-vector | --no-float) gen_flags+=("$1"); shift ;;
    -h | --help) usage ;;
    *) echo "run_random.sh: unknown argument '$1'" >&2; usage ;;
  esac
done

# A temporary work directory is removed after a clean run and kept for inspection otherwise.
own_workdir=0
if [ -z "$workdir" ]; then
  workdir=$(mktemp -d "${TMPDIR:-/tmp}/kc-random.XXXXXX")
  own_workdir=1
fi
mkdir -p "$workdir"
workdir=$(cd "$workdir" && pwd)

if [ -z "$rvrandom" ]; then
  rvrandom="$workdir/rvrandom"
  g++ -std=c++17 -O2 -o "$rvrandom" "$here/rvrandom.cpp"
fi

qemu_cpu="rv32,v=true,vext_spec=v1.0,vlen=128,elen=32,zbb=true"
mismatches=0
failures=0
last=$((first_seed + programs - 1))

for seed in $(seq "$first_seed" "$last"); do
  base="$workdir/seed$seed"
  "$rvrandom" --seed "$seed" --count "$count" ${gen_flags[@]+"${gen_flags[@]}"} > "$base.s"
  if ! "$CLANG" --target=riscv32 -march=rv32imf_zve32f_zbb -mabi=ilp32f -nostdlib -fuse-ld=lld \
      --ld-path="$LLD" -Wl,-T,"$here/link.ld" -Wl,--no-relax "$base.s" -o "$base.elf" 2> "$base.asm.log"; then
    echo "seed $seed: assembling failed:"; head -n 5 "$base.asm.log"
    failures=$((failures + 1)); continue
  fi
  # The dump is the reference; a QEMU failure means the generator emitted something illegal.
  if ! "$QEMU" -cpu "$qemu_cpu" "$base.elf" > "$base.qemu.bin" 2> "$base.qemu.log"; then
    echo "seed $seed: qemu failed: $(head -c 300 "$base.qemu.log")"
    failures=$((failures + 1)); continue
  fi
  [ -n "$kernelcraft" ] || continue
  status=0
  "$kernelcraft" sim -t coral --quiet "$base.elf" > "$base.kc.bin" 2> "$base.kc.log" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "seed $seed: kernelcraft exited with status $status: $(head -c 300 "$base.kc.log")"
    mismatches=$((mismatches + 1)); continue
  fi
  cmp_status=0
  "$rvrandom" --compare "$base.qemu.bin" "$base.kc.bin" --label "seed $seed" --names qemu,kernelcraft || cmp_status=$?
  [ "$cmp_status" -eq 0 ] || mismatches=$((mismatches + 1))
done

[ -n "$kernelcraft" ] || echo "(no --kernelcraft given: programs were checked on QEMU only)"
echo "random programs: $programs programs, $((programs * count)) instructions, $mismatches mismatches"
if [ "$failures" -ne 0 ]; then
  echo "$failures programs did not assemble or run on QEMU"
fi
if [ "$mismatches" -ne 0 ] || [ "$failures" -ne 0 ]; then
  echo "work files kept in $workdir"
  exit 1
fi
[ "$own_workdir" -eq 0 ] || rm -rf "$workdir"
