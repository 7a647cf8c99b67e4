#!/usr/bin/env bash
# `kernelcraft eval` and `bench` on the command line: exit statuses and the exact refusals.
set -uo pipefail
kc=$1 tasks=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0

# expect STATUS 'TEXT' COMMAND...: the command exits with STATUS and prints TEXT (stdout or stderr).
expect() {
  local status=$1 text=$2
  shift 2
  local out
  out=$("$@" 2>&1)
  local got=$?
  if [ "$got" != "$status" ] || ! grep -qF -- "$text" <<< "$out"; then
    echo "FAIL: $* -> status $got (want $status), output:"
    echo "$out" | head -5
    echo "  expected to contain: $text"
    fails=$((fails + 1))
  fi
}

expect 2 "no task 'GEM' in $tasks; did you mean 'GEMM'?" "$kc" eval -t plena --task GEM --config C1 baseline
expect 2 "task GEMM has no configuration 'C9' on plena (it has C1, C2, C3, C4, C5)" \
  "$kc" eval -t plena --task GEMM --config C9 baseline
expect 2 "task Conv2D does not run on target 'plena'" "$kc" eval -t plena --task Conv2D --config C1 baseline
expect 0 "plena GEMM C1: correct" "$kc" eval -t plena --task gemm --config C1 baseline

# Hidden seeds meet the input families in order, then the default; --family reproduces one by hand.
expect 0 "hidden inputs: 3 of 3 seeds passed (unbalanced_scales 1/1, zero_rows 1/1, default 1/1)" \
  "$kc" eval -t plena --task GEMM --config C1 baseline --hidden-seeds 1,2,3
expect 2 "task GEMM has no input family 'shifted_mean' (it has unbalanced_scales, zero_rows)" \
  "$kc" eval -t plena --task GEMM --config C1 baseline --family shifted_mean
shortcut=$(dirname "$tasks")/tests/shortcuts/plena/LayerNorm/one_pass_variance.s
expect 0 "plena LayerNorm C3: correct" "$kc" eval -t plena --task LayerNorm --config C3 "$shortcut"
expect 1 "plena LayerNorm C3: wrong output" "$kc" eval -t plena --task LayerNorm --config C3 "$shortcut" --family shifted_mean

# A kernel that skips its last vector row (64 elements) fails (status 1) and the row is named:
# all 64 of its outputs keep the NaN they started with.
sed 's|M \* N / VLEN|M * N / VLEN - 1|' "$tasks/ReLU/plena/baseline.s" > "$work/relu_short.s"
expect 1 "row y[15]: 64 bad, first at column 960" "$kc" eval -t plena --task ReLU --config C5 "$work/relu_short.s"
expect 2 "cannot open kernel file '$work/missing.s'" "$kc" eval -t plena --task ReLU --config C1 "$work/missing.s"

expect 2 "unknown agent 'foo' (expected baseline or dir:PATH)" "$kc" bench --agent foo --db "$work/a.db"
expect 2 "no selected task has a configuration 'C7'" "$kc" bench --tasks GEMM --configs C7 --db "$work/a.db"
expect 2 "unknown task 'Softmx'; did you mean 'Softmax'?" "$kc" bench --tasks Softmx --db "$work/a.db"

# A folder agent without kernels gets every configuration marked as not written, not a crash.
mkdir -p "$work/none"
expect 0 "no kernel was written for this configuration" \
  "$kc" bench --agent "dir:$work/none" --targets plena --tasks ReLU --configs C1 --db "$work/a.db" --json -q
# One run id belongs to one agent.
expect 0 "1 evaluations, 0 already" "$kc" bench --targets plena --tasks ReLU --configs C1 --db "$work/b.db" --run-id r1
expect 2 "run 'r1' in $work/b.db belongs to agent baseline (seed 2026); choose another --run-id" \
  "$kc" bench --agent "dir:$work/none" --targets plena --tasks ReLU --configs C1 --db "$work/b.db" --run-id r1

# What an agent is told: the layout table, the entry registers and the stack arguments.
expect 0 "| x | input (read only) | [H, W, CI] = [8, 8, 3] | mem | 65536 | f32 |" \
  "$kc" doc coral --task Conv2D --config C2
expect 0 "| 0(sp) | 3 | stack argument 1 |" "$kc" doc coral --task Conv2D --config C2
expect 0 "| sp | 98288 | DTCM_BASE + DTCM_SIZE, lowered by 16 for the stack arguments |" \
  "$kc" doc coral --task Conv2D --config C2
# Values in their type: a float argument passed as f32 bits says which float it is.
expect 0 "| fa0 | 0x358637bd | f32bits(eps): the bits of the f32 1e-06 |" "$kc" doc coral --task RMSNorm --config C2
# What the kernel must set itself, and the task before the manual.
expect 0 "The scale register (scale_reg) is 0 at entry." "$kc" doc plena --task GEMM --config C1
first=$("$kc" doc plena --task GEMM --config C1 | head -1)
[ "$first" = "# Task: GEMM (level 1), configuration C1 on plena" ] || { echo "FAIL: doc --task does not start with the task: $first"; fails=$((fails + 1)); }
expect 0 "KS=3" "$kc" doc coral --task Conv2D --config C2
expect 2 "task Conv2D does not run on target 'plena'" "$kc" doc plena --task Conv2D

# Hidden-seed counts are bounded: a huge one would only run for ever.
expect 2 "--hidden: Value 1000000000 not in range 0 to 100" "$kc" bench --hidden 1000000000 --db "$work/a.db"
expect 2 "Could not convert: --hidden-seeds = 1,2,x" "$kc" eval -t coral --task ReLU --config C1 baseline --hidden-seeds 1,2,x

# sim --task: the task's inputs and symbols, sim's trace and dumps, eval's comparison.
expect 1 "row y[15]: 64 bad, first at column 960" \
  "$kc" sim -t plena --task ReLU --config C5 "$work/relu_short.s" --trace "$work/trace.txt" --dump "vsram@0:16=$work/y.bin"
grep -q "C_LOOP_START" "$work/trace.txt" || { echo "FAIL: sim --task wrote no trace"; fails=$((fails + 1)); }
[ "$(stat -c %s "$work/y.bin")" = 32 ] || { echo "FAIL: sim --task did not dump 16 bf16 units"; fails=$((fails + 1)); }
expect 2 "--task sets the parameters, inputs and symbols itself" \
  "$kc" sim -t plena --task ReLU --config C5 "$work/relu_short.s" --param VLEN=32

[ "$fails" = 0 ] && echo "ok" || { echo "$fails failed"; exit 1; }
