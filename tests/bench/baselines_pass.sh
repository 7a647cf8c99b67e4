#!/usr/bin/env bash
# Every baseline passes every configuration of its task: the baseline sweep over all targets must
# report each evaluation correct, and cover the expected number of target-task pairs.
set -euo pipefail
kc=$1 expected_pairs=$2
shift 2   # the rest selects what to sweep, e.g. --targets coral
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$kc" bench --agent baseline --db "$work/results.db" --run-id baselines --json -q "$@" > "$work/results.jsonl"
total=$(grep -c '"target"' "$work/results.jsonl")
correct=$(grep -c '"correct":true' "$work/results.jsonl" || true)
pairs=$(sed -E 's/.*"target":"([^"]*)","task":"([^"]*)".*/\1 \2/' "$work/results.jsonl" | sort -u | wc -l)
echo "baselines: $correct of $total evaluations correct (visible and hidden seeds), $pairs target-task pairs"
if [ "$correct" != "$total" ]; then
  grep -v '"correct":true' "$work/results.jsonl" | sed -E 's/("verdict":"[^"]*").*("max_abs_error":[^,]*).*/\1 \2/' | head -20
  exit 1
fi
if [ "$pairs" != "$expected_pairs" ]; then
  echo "expected $expected_pairs target-task pairs"
  exit 1
fi
