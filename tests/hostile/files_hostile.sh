#!/usr/bin/env bash
# Files from outside, under an address-space limit: a FIFO, a link to /dev/zero, a link to a host
# file and a directory where a kernel, a program or a trajectory should be; trajectories nested
# 150,000 levels deep, larger than the cap, or whose tool calls have no recorded results; a
# results file with absurd step counts and long texts; database names that look like SQLite URIs.
# Each ends with a message that names the file and what is wrong with it: nothing blocks, fills
# memory, crashes, or takes a host file's lines into a result.
# Usage: files_hostile.sh KERNELCRAFT.  KC_AS_LIMIT=0 drops the limit (sanitizer builds).
set -u
kc=$(realpath "$1")
limit=()
[[ ${KC_AS_LIMIT-2147483648} != 0 ]] && limit=(prlimit --as="${KC_AS_LIMIT-2147483648}")
here=$(cd "$(dirname "$0")" && pwd)
relu=$here/../../tasks/ReLU/plena/baseline.s
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir"
failures=0

# expect STATUS TEXT COMMAND...: the command exits with STATUS within 60 s and prints TEXT.
expect() {
  local want=$1 text=$2 status=0
  shift 2
  timeout 60 "${limit[@]}" "$@" >out.txt 2>&1 </dev/null || status=$?
  if [[ $status -ne $want ]] || ! grep -qF -- "$text" out.txt; then
    echo "FAIL ($status, expected $want): $* -> expected: $text"
    head -c 1500 out.txt
    failures=$((failures + 1))
  else
    echo "ok: $(basename "$1") ${2:-} ... $text"
  fi
}

mkfifo fifo.s
ln -s /dev/zero zero.s
ln -s /etc/passwd passwd.s
mkdir adir.s
expect 2 "'fifo.s' is a FIFO, not a regular file: only regular files are read" "$kc" asm -t plena fifo.s
expect 2 "'zero.s' is a character device, not a regular file" "$kc" asm -t plena zero.s
expect 2 "'adir.s' is a directory, not a regular file" "$kc" disasm -t plena adir.s
expect 2 "'fifo.s' is a FIFO" "$kc" sim -t plena fifo.s
echo "S_ADDI_INT gp1, gp0, 1" > prog.s
expect 2 "'zero.s' is a character device" "$kc" sim -t plena --load hbm=zero.s prog.s
expect 2 "kernel file 'fifo.s' is a FIFO" "$kc" eval -t plena --task ReLU --config C1 fifo.s
expect 2 "kernel file 'zero.s' is a character device" "$kc" eval -t plena --task ReLU --config C1 zero.s
truncate -s 100M huge.s
expect 2 "'huge.s' is larger than 67108864 bytes (64 MiB)" "$kc" asm -t plena huge.s

# A kernel's line with escape sequences, echoed in a diagnostic, reaches the terminal escaped.
printf 'foo\x1b]0;owned\x07 r1\n' > esc.s
expect 1 'foo\x1b]0;owned\x07 r1' "$kc" asm -t plena esc.s
if grep -q $'\x1b' out.txt; then echo "FAIL asm: a raw escape reached the terminal"; failures=$((failures + 1)); fi

# bench --agent dir: with each of them as a kernel, and one honest kernel beside them.
mkdir -p kernels/plena/ReLU
mkfifo kernels/plena/ReLU/C1.s
ln -s /dev/zero kernels/plena/ReLU/C2.s
ln -s /etc/passwd kernels/plena/ReLU/C3.s
mkdir kernels/plena/ReLU/C4.s
cp "$relu" kernels/plena/ReLU/C5.s
timeout 120 "${limit[@]}" "$kc" bench --agent dir:kernels --targets plena --tasks ReLU --db dir.db --run-id d --json -q \
  >bench.jsonl 2>bench.err
errors=$(sqlite3 dir.db "SELECT config || ': ' || error FROM results WHERE run_id = 'd' ORDER BY config")
echo "$errors"
for want in "C1: kernel file 'kernels/plena/ReLU/C1.s' is a FIFO, not a regular file" \
            "C2: kernel file 'kernels/plena/ReLU/C2.s' leads outside kernels" \
            "C3: kernel file 'kernels/plena/ReLU/C3.s' leads outside kernels" \
            "C4: kernel file 'kernels/plena/ReLU/C4.s' is a directory, not a regular file" "C5: "; do
  grep -qF -- "$want" <<<"$errors" || { echo "FAIL bench dir: missing '$want'"; failures=$((failures + 1)); }
done
[[ $(sqlite3 dir.db "SELECT correct FROM results WHERE config = 'C5'") == 1 ]] || { echo "FAIL bench dir: C5"; failures=$((failures + 1)); }
if sqlite3 dir.db "SELECT report FROM results" | grep -q "root:"; then
  echo "FAIL bench dir: a host file's lines reached the results database"; failures=$((failures + 1))
fi

# Database names are paths, never SQLite URIs.
"$kc" bench --targets plena --tasks ReLU --configs C1 --db 'a%41.db' --run-id u -q >/dev/null 2>&1
"$kc" bench --targets plena --tasks ReLU --configs C1 --db 'q?x#y.db' --run-id u -q >/dev/null 2>&1
[[ -f 'a%41.db' && ! -e aA.db && -f 'q?x#y.db' ]] || { echo "FAIL: database names read as URIs: $(ls)"; failures=$((failures + 1)); }
expect 0 "" "$kc" report --db 'a%41.db' -o r1.html
expect 2 "aA.db: no such results file" "$kc" report --db aA.db -o r2.html

# A results file with absurd step counts and a text of a million characters.
cp 'a%41.db' crafted.db
sqlite3 crafted.db "INSERT INTO runs VALUES ('x', 'llm:openai:m', 1, 'now');
  INSERT INTO results SELECT 'x', target, task, config, verdict, correct, assembled, cycles, baseline_cycles, speedup,
    instructions, code_bytes, elements, matched, max_abs_error, max_rel_error, stop, error, seconds, report, recorded
    FROM results;
  INSERT INTO agent_runs VALUES ('x', 'plena', 'ReLU', 'C1', 'llm:openai:m', 'openai', printf('%.1000000c', 'm'), 1,
    2147483647, 2147483647, 'step budget', '', 1, 'latest', 2147483647, 1, 1, -5, NULL, NULL, 9223372036854775807,
    NULL, 0, 0, 0, NULL, 't');"
expect 0 "" "$kc" report --db crafted.db -o crafted.html
size=$(stat -c %s crafted.html)
[[ $size -lt 2000000 ]] || { echo "FAIL report: $size bytes from a crafted file"; failures=$((failures + 1)); }

# bench --show on stored reports that are crafted: wrong types, numbers no count can be, deep JSON.
deep=$(head -c 150000 /dev/zero | tr '\0' '[')$(head -c 150000 /dev/zero | tr '\0' ']')
sqlite3 crafted.db <<SQL
UPDATE results SET report = '{"target":"plena","task":"ReLU","config":"C1","correct":true,"speedup":1e308,
  "cycles":1e300,"agent_run":{"usage":{"output":1e300},"level":"x","steps":-7}}' WHERE run_id = 'x';
INSERT INTO results SELECT 'x', target, task, 'C9', verdict, correct, assembled, cycles, baseline_cycles, speedup,
  instructions, code_bytes, elements, matched, max_abs_error, max_rel_error, stop, error, seconds, '$deep', recorded
  FROM results WHERE run_id = 'x';
SQL
expect 0 "plena agent runs:" "$kc" bench --show x --db crafted.db

# Trajectories: deep, too large, not a file, and with calls whose results were never recorded.
before=$(ls /tmp | grep -c kernelcraft-replay || true)
printf '{"event":"start","a":%s%s}\n' "$(head -c 150000 /dev/zero | tr '\0' '[')" "$(head -c 150000 /dev/zero | tr '\0' ']')" > deep.jsonl
expect 2 "deep.jsonl:1: not a trajectory event (nested deeper than 128 levels)" "$kc" replay deep.jsonl
truncate -s 300M big.jsonl
expect 2 "'big.jsonl' is larger than 268435456 bytes (256 MiB)" "$kc" replay big.jsonl
expect 2 "'fifo.s' is a FIFO" "$kc" replay fifo.s
after=$(ls /tmp | grep -c kernelcraft-replay || true)
[[ $before == "$after" ]] || { echo "FAIL replay: temporary folders left behind ($before -> $after)"; failures=$((failures + 1)); }

[[ $failures == 0 ]] && echo "all checks passed" || { echo "$failures checks failed"; exit 1; }
