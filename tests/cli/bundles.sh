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

[[ $failures -eq 0 ]] && echo "bundles on the command line: all checks passed"
exit $((failures > 0))
