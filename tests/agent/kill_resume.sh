#!/usr/bin/env bash
# An agent sweep killed mid-run (SIGKILL) keeps every finished run (rows, trajectory, versions)
# and the steps of the run it was in; resumed with the same id it recovers that run from its
# folder (recorded as interrupted, no model call) and runs only what is left, never calling the
# model for a finished configuration again.
set -euo pipefail
kc=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
python3 "$here/fake_model.py" "$here/../../tasks/ReLU/plena/baseline.s" "$work/port" "$work/requests.log" 0.2 120 &
server=$!
for _ in $(seq 1 100); do [ -s "$work/port" ] && break; sleep 0.05; done
url=http://127.0.0.1:$(cat "$work/port")
args=(bench --agent llm:openai:fake-model --base-url "$url" --targets plena --tasks ReLU --db "$work/results.db"
      --run-id kill-test --runs-dir "$work/runs" --json -q -j 1)

"$kc" "${args[@]}" > "$work/first.jsonl" &
pid=$!
for _ in $(seq 1 3000); do
  [ "$(wc -l < "$work/first.jsonl")" -ge 2 ] && break
  sleep 0.01
done
sleep 0.3   # into the third run
kill -9 "$pid" 2>/dev/null || { echo "the sweep ended before it could be killed: the test proves nothing"; exit 1; }
wait "$pid" 2>/dev/null || true
rows=$(sqlite3 "$work/results.db" "SELECT COUNT(*) FROM agent_runs WHERE run_id = 'kill-test'")
before=$(wc -l < "$work/requests.log")
finished=$(sqlite3 "$work/results.db" "SELECT config FROM agent_runs WHERE run_id = 'kill-test' ORDER BY config" | tr '\n' ' ')
echo "killed with $rows finished runs ($finished) after $before model calls"
[ "$rows" -ge 2 ] || { echo "finished runs were lost"; exit 1; }
stamps=$(for c in $finished; do stat -c %Y.%s "$work/runs/kill-test/plena/ReLU/$c/trajectory.jsonl"; done)
interrupted=$(ls -d "$work"/runs/kill-test/plena/ReLU/C? | while read -r d; do
  c=$(basename "$d"); [[ " $finished " == *" $c "* ]] || echo "$c"; done | head -1)

"$kc" "${args[@]}" > "$work/second.jsonl"
after=$(wc -l < "$work/requests.log")
total=$(sqlite3 "$work/results.db" "SELECT COUNT(*), COUNT(DISTINCT config) FROM agent_runs WHERE run_id = 'kill-test'")
echo "resumed: $(wc -l < "$work/second.jsonl") more runs, $((after - before)) more model calls; agent_runs: $total"
[ "$total" = "5|5" ] || { echo "expected 5 runs, one per configuration"; exit 1; }
cut_short=0
if [ -n "$interrupted" ]; then
  cut_short=1
  rec=$(sqlite3 "$work/results.db" "SELECT end_reason, substr(end_detail, 1, 54) FROM agent_runs
                                    WHERE run_id = 'kill-test' AND config = '$interrupted'")
  echo "the run cut short ($interrupted) was recovered: $rec"
  [ "$rec" = "interrupted|recovered: the process ended without recording the run" ] ||
    { echo "the run cut short was not recovered from its folder"; exit 1; }
  [ ! -e "$work/runs/kill-test/plena/ReLU/$interrupted.interrupted-1" ] || { echo "the recovered run was set aside"; exit 1; }
fi
others=$(sqlite3 "$work/results.db" "SELECT SUM(correct) FROM agent_runs WHERE run_id = 'kill-test' AND end_reason = 'submitted'")
[ "$others" = $((5 - cut_short)) ] || { echo "expected $((5 - cut_short)) correct submitted runs, got $others"; exit 1; }
[ $((after - before)) -eq $(( (5 - rows - cut_short) * 3 )) ] || { echo "the resume called the model for finished or recovered runs"; exit 1; }
[ "$stamps" = "$(for c in $finished; do stat -c %Y.%s "$work/runs/kill-test/plena/ReLU/$c/trajectory.jsonl"; done)" ] ||
  { echo "a finished run's trajectory was rewritten"; exit 1; }
"$kc" replay "$work/runs/kill-test/plena/ReLU/C1/trajectory.jsonl"
echo "ok"
