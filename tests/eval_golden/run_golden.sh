#!/usr/bin/env bash
# `kernelcraft eval --json` on a handful of task configurations, compared field by field with the
# stored reports (the wall time is left out). With --update, writes the reports instead.
set -uo pipefail
kc=$(realpath "$1") tasks=$(realpath "$2") update=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed 's|M \* N / VLEN|M * N / VLEN - 1|' "$tasks/ReLU/plena/baseline.s" > "$work/relu_short.s"
fails=0 count=0
while read -r target task config kernel; do
  case "$target" in ''|'#'*) continue ;; esac
  dir=$here/kernels
  [ "$kernel" = relu_short.s ] && dir=$work
  name="$target-$task-$config-${kernel%.s}"
  (cd "$dir" && "$kc" eval -t "$target" --task "$task" --config "$config" "$kernel" --json) \
    | python3 -c 'import json,sys; r=json.load(sys.stdin); r.pop("seconds",None); print(json.dumps(r,indent=1,sort_keys=False).replace(sys.argv[1],"<build>").replace(sys.argv[2],"<source>"))' \
        "$(dirname "$(dirname "$kc")")" "$(dirname "$tasks")" \
    > "$work/$name.json"
  count=$((count + 1))
  if [ "$update" = --update ]; then
    cp "$work/$name.json" "$here/expected/$name.json"
  elif ! diff -u "$here/expected/$name.json" "$work/$name.json"; then
    fails=$((fails + 1))
  fi
done < "$here/cases.txt"
echo "eval golden: $count reports, $fails differ"
[ "$fails" = 0 ]
