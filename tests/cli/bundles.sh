#!/usr/bin/env bash
# The command line on a bundled target (dsp): asm, disasm and asm again give the same words; sim
# --hazards names the slot instructions that read early and wrote; --trace shows one bundle a line.
# Usage: bundles.sh KERNELCRAFT SOURCE_DIR
set -u
kc=$(realpath "$1")
src=$(realpath "$2")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir"
failures=0
expect() {  # NAME WANT GOT
  if [[ "$2" == "$3" ]]; then echo "ok   $1"; else printf 'FAIL %s\nwant: %s\ngot:  %s\n' "$1" "$2" "$3"; failures=$((failures + 1)); fi
}

"$kc" asm -t dsp "$src/examples/dsp/dot_pipelined.s" -o dot.hex || failures=$((failures + 1))
"$kc" disasm -t dsp dot.hex >dot.s || failures=$((failures + 1))
"$kc" asm -t dsp dot.s -o again.hex || failures=$((failures + 1))
expect round_trip "$(cat dot.hex)" "$(cat again.hex)"
expect listing_bundles "add r3, r3, r7; ldp r5, r1, 1 | mul r7, r5, r6; ldp r6, r2, 1" "$(sed -n 7p dot.s) | $(sed -n 8p dot.s)"

printf 'li r1, 5\nmul r2, r1, r1; li r9, 1\nadd r3, r2, zero; ldp r4, r9, 1\nhalt\n' >h.s
"$kc" sim -t dsp h.s --hazards -q 2>err.txt
expect hazard_line 'h.s:3: hazard: `add r3, r2, r0` reads r2 2 cycles before the write by `mul r2, r1, r1` (h.s:2) lands, and gets the old value' "$(head -1 err.txt)"
expect hazard_count "1 hazard" "$(tail -1 err.txt)"
"$kc" sim -t dsp h.s --trace trace.txt -q
expect trace_header "   cycle       pc  bundle" "$(sed -n 1p trace.txt)"
expect trace_line "       1        1  li r9, 1; mul r2, r1, r1" "$(sed -n 3p trace.txt)"

# On a task's inputs (aie2 ReLU without the waits of its prologue): the maxima read a load's
# register before it lands, named as the load wrote it; the report goes to standard output, the
# hazards to standard error.
grep -v -x '    nop' "$src/tasks/ReLU/aie2/baseline.s" >early.s
"$kc" sim -t aie2 --task ReLU --config C1 early.s --hazards >report.txt 2>err.txt
expect task_verdict "aie2 ReLU C1: wrong output" "$(head -1 report.txt)"
expect task_hazard 'early.s:20: hazard: `vmax_lt.bf16 x2, r16, x0, x4` reads wl0 (vregs[0]) 3 cycles before the write by `vlda wl0, [p0], #64` (early.s:16) lands, and gets the old value' "$(grep -m1 'reads wl0' err.txt)"
expect task_hazard_count "22 hazards" "$(tail -1 err.txt)"
"$kc" sim -t coral --task ReLU --config C1 "$src/tasks/ReLU/coral/baseline.c" --hazards >/dev/null 2>err.txt
expect task_hazards_interlocked "kernelcraft: error: --hazards: target 'coral' interlocks: no read can come too early" "$(head -1 err.txt)"

[[ $failures -eq 0 ]] && echo "bundles on the command line: all checks passed"
exit $((failures > 0))
