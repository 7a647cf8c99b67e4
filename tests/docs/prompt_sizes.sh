#!/usr/bin/env bash
# The prompt form of every target's manual (what an agent's system prompt holds) and its size:
# at most 160 KiB each, and the full manual for comparison.
set -euo pipefail
kc=$1
limit=163840
status=0
for t in $("$kc" targets --json | python3 -c 'import json,sys; print(" ".join(t["name"] for t in json.load(sys.stdin)))'); do
  prompt=$("$kc" doc "$t" --prompt | wc -c)
  full=$("$kc" doc "$t" | wc -c)
  echo "$t: prompt form $prompt bytes (full manual $full bytes)"
  if [ "$prompt" -gt "$limit" ]; then echo "  over the limit of $limit bytes"; status=1; fi
done
exit $status
