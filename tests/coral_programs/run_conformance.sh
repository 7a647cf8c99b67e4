#!/usr/bin/env bash
# Builds every NN_*.c coral test program, runs it under QEMU (and optionally
# the KernelCraft simulator) and compares fd-1 bytes and exit status with the
# recorded expectations in expected/.
#
# usage: run_conformance.sh [--kernelcraft PATH] [--workdir DIR] [--update-expected]
#   --kernelcraft PATH  also run `PATH sim -t coral --quiet PROG.elf`
#   --workdir DIR       keep ELFs, logs and outputs in DIR (default: temp dir,
#                       removed on exit)
#   --update-expected   rewrite expected/ from QEMU's results (maintainers only)
# Environment overrides: CLANG, LLD, QEMU, QEMU_CPU, RUN_TIMEOUT (seconds).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CLANG="${CLANG:-clang-14}"
LLD="${LLD:-/usr/bin/ld.lld-14}"
QEMU="${QEMU:-qemu-riscv32}"
# RV32IMF + Zicsr + Zbb + Zve32f, VLEN=128, ELEN=32, nothing else.
QEMU_CPU="${QEMU_CPU:-rv32,v=false,Zve32f=true,vlen=128,elen=32,zbb=true,zba=false,zbc=false,zbs=false,d=false,c=false,a=false,Zifencei=false}"
RUN_TIMEOUT="${RUN_TIMEOUT:-60}"

CFLAGS=(--target=riscv32 -march=rv32imf_zve32f_zbb -mabi=ilp32f -O2
        -mllvm -riscv-v-vector-bits-min=128
        -ffreestanding -fno-builtin -nostdlib
        -fuse-ld=lld "--ld-path=$LLD")

usage() { sed -n '2,12s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; }

kernelcraft=""
workdir=""
update=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --kernelcraft) [[ $# -ge 2 ]] || { usage >&2; exit 2; }; kernelcraft="$2"; shift 2 ;;
        --workdir)     [[ $# -ge 2 ]] || { usage >&2; exit 2; }; workdir="$2"; shift 2 ;;
        --update-expected) update=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "run_conformance.sh: unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
done

if [[ -z "$workdir" ]]; then
    workdir="$(mktemp -d "${TMPDIR:-/tmp}/coral_conf.XXXXXX")"
    trap 'rm -rf -- "$workdir"' EXIT
else
    mkdir -p -- "$workdir"
fi

# Explains the first difference between two files as a byte offset.
diff_reason() {
    local got="$1" want="$2" msg want_len
    want_len="$(wc -c <"$want")"
    want_len="${want_len//[[:space:]]/}"
    if [[ ! -s "$got" ]]; then
        echo "stdout empty, expected $want_len bytes"
        return
    fi
    msg="$(cmp -- "$got" "$want" 2>&1 || true)"
    if [[ "$msg" =~ byte\ ([0-9]+) ]]; then
        if [[ "$msg" == *EOF* ]]; then
            # One file is a prefix of the other: they part at this offset.
            if [[ "$msg" == *"EOF on $got"* ]]; then
                echo "stdout truncated at byte offset ${BASH_REMATCH[1]}, expected $want_len bytes"
            else
                echo "stdout has extra bytes from offset ${BASH_REMATCH[1]}"
            fi
        else
            echo "stdout differs at byte offset $((BASH_REMATCH[1] - 1))"
        fi
    else
        echo "stdout differs"
    fi
}

# run_one RUNNER NAME ELF CMD... -> prints PASS/FAIL line, returns 1 on mismatch
run_one() {
    local runner="$1" name="$2"; shift 2
    local out="$workdir/$name.$runner.out" err="$workdir/$name.$runner.err"
    local want_out="$here/expected/$name.out" want_status_file="$here/expected/$name.status"
    local status=0 want_status reason=""
    timeout "$RUN_TIMEOUT" "$@" <"/dev/null" >"$out" 2>"$err" || status=$?
    if [[ "$runner" == qemu && "$update" == 1 ]]; then
        mkdir -p -- "$here/expected"
        cp -- "$out" "$want_out"
        printf '%s\n' "$status" >"$want_status_file"
    fi
    if [[ ! -f "$want_out" || ! -f "$want_status_file" ]]; then
        reason="no expected output recorded"
    else
        want_status="$(tr -d '[:space:]' <"$want_status_file")"
        if [[ "$status" == 124 && "$want_status" != 124 ]]; then
            reason="timed out after ${RUN_TIMEOUT}s"
        elif ! cmp -s -- "$out" "$want_out"; then
            reason="$(diff_reason "$out" "$want_out")"
            [[ "$status" == "$want_status" ]] || reason="$reason; exit status $status, expected $want_status"
        elif [[ "$status" != "$want_status" ]]; then
            reason="exit status $status, expected $want_status"
        fi
    fi
    if [[ -z "$reason" ]]; then
        printf 'PASS %-11s %s\n' "$runner" "$name"
        return 0
    fi
    local first_err
    first_err="$(head -c 200 -- "$err" | head -n 1 || true)"
    [[ -n "$first_err" ]] && reason="$reason (stderr: $first_err)"
    printf 'FAIL %-11s %s: %s\n' "$runner" "$name" "$reason"
    return 1
}

shopt -s nullglob
sources=("$here"/[0-9][0-9]_*.c)
shopt -u nullglob
if [[ ${#sources[@]} -eq 0 ]]; then
    echo "run_conformance.sh: no programs found in $here" >&2
    exit 2
fi

total=${#sources[@]}
compiled=0 qemu_ok=0 kc_ok=0 asm_ok=0 mismatches=0
# The simulator also runs each program from clang's assembly output (-S), assembled by its own
# assembler together with kc_io and crt0_asm.s: compiler output must assemble and behave the same.
if [[ -n "$kernelcraft" ]]; then
    "$CLANG" "${CFLAGS[@]}" -I"$here" -S "$here/kc_io.c" -o "$workdir/kc_io.s" 2>"$workdir/kc_io.s.log"
fi
for src in "${sources[@]}"; do
    name="$(basename -- "$src" .c)"
    elf="$workdir/$name.elf"
    if ! "$CLANG" "${CFLAGS[@]}" -I"$here" "$here/crt0.S" "$here/kc_io.c" "$src" \
            -Wl,-T,"$here/link.ld" -o "$elf" >"$workdir/$name.build.log" 2>&1; then
        printf 'FAIL %-11s %s: %s\n' build "$name" \
            "$(grep -m1 -E 'error' -- "$workdir/$name.build.log" || head -n1 -- "$workdir/$name.build.log")"
        mismatches=$((mismatches + 1))
        continue
    fi
    compiled=$((compiled + 1))
    if run_one qemu "$name" "$QEMU" -cpu "$QEMU_CPU" "$elf"; then
        qemu_ok=$((qemu_ok + 1))
    else
        mismatches=$((mismatches + 1))
    fi
    if [[ -n "$kernelcraft" ]]; then
        if run_one kernelcraft "$name" "$kernelcraft" sim -t coral --quiet "$elf"; then
            kc_ok=$((kc_ok + 1))
        else
            mismatches=$((mismatches + 1))
        fi
        if "$CLANG" "${CFLAGS[@]}" -I"$here" -S "$src" -o "$workdir/$name.s" 2>"$workdir/$name.s.log" &&
            run_one kernelcraft-asm "$name" "$kernelcraft" sim -t coral --quiet "$here/crt0_asm.s" \
                "$workdir/kc_io.s" "$workdir/$name.s"; then
            asm_ok=$((asm_ok + 1))
        else
            mismatches=$((mismatches + 1))
        fi
    fi
done

if [[ -n "$kernelcraft" ]]; then
    kc_summary="kernelcraft $kc_ok/$total match, kernelcraft from clang -S $asm_ok/$total match"
else
    kc_summary="kernelcraft not run"
fi
echo "coral programs: $compiled compiled, qemu $qemu_ok/$total match, $kc_summary, $mismatches mismatches"
[[ "$mismatches" -eq 0 ]]
