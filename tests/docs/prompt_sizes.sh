#!/usr/bin/env bash
# The size of every target's manual in its prompt form (what an agent's system prompt holds), on
# one line; fails when one is over 160 KiB.
set -euo pipefail
kc=$1
limit=163840
sizes=()
over=()
for t in $("$kc" targets --json | python3 -c 'import json,sys; print(" ".join(t["name"] for t in json.load(sys.stdin)))'); do
  bytes=$("$kc" doc "$t" --prompt | wc -c)
  sizes+=("$t: $bytes bytes")
  if [ "$bytes" -gt "$limit" ]; then over+=("$t"); fi
done
[ ${#sizes[@]} -gt 0 ] || { echo "kernelcraft targets listed no target"; exit 1; }
(IFS=';'; echo "${sizes[*]}" | sed 's/;/; /g')
if [ ${#over[@]} -gt 0 ]; then
  echo "over the limit of $limit bytes: ${over[*]}"
  exit 1
fi
