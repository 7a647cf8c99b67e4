#!/usr/bin/env bash
# A sweep killed mid-way keeps every result it committed, and a second run with the same id
# evaluates exactly the rest: no row lost, none duplicated.
set -euo pipefail
kc=$1
shift   # the rest selects what to sweep
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db=$work/results.db
args=(bench --agent baseline --db "$db" --run-id resume-test --json -q -j 1 "$@")

"$kc" "${args[@]}" > "$work/first.jsonl" &
pid=$!
# Kill it hard once a few results are in (each JSON line is printed after its row is committed).
for _ in $(seq 1 3000); do
  [ "$(wc -l < "$work/first.jsonl")" -ge 3 ] && break
  sleep 0.01
done
kill -9 "$pid" 2>/dev/null || { echo "the sweep ended before it could be killed: the test proves nothing"; exit 1; }
wait "$pid" 2>/dev/null || true
first=$(wc -l < "$work/first.jsonl")
rows_after_kill=$(sqlite3 "$db" "SELECT COUNT(*) FROM results WHERE run_id = 'resume-test'")
echo "killed after $first printed results; $rows_after_kill rows in the database"
[ "$rows_after_kill" -ge "$first" ] || { echo "rows were lost"; exit 1; }

"$kc" "${args[@]}" > "$work/second.jsonl"
second=$(wc -l < "$work/second.jsonl")
total=$(sqlite3 "$db" "SELECT COUNT(*) FROM results WHERE run_id = 'resume-test'")
distinct=$(sqlite3 "$db" "SELECT COUNT(DISTINCT target || '/' || task || '/' || config) FROM results WHERE run_id = 'resume-test'")
echo "resumed: $second more results; $total rows, $distinct distinct"
[ "$total" = "$distinct" ] || { echo "duplicated rows"; exit 1; }
[ $((rows_after_kill + second)) = "$total" ] || { echo "the resumed run repeated or skipped evaluations"; exit 1; }
# A third run finds nothing left to do.
"$kc" "${args[@]}" > "$work/third.jsonl"
[ ! -s "$work/third.jsonl" ] || { echo "a finished run evaluated again"; exit 1; }
echo "ok: $total rows, each evaluated once"
