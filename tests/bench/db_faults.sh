#!/usr/bin/env bash
# A sweep survives what the disk does: a database another process holds locked is waited for, then
# the sweep stops keeping every committed row and resumes to exactly the rows of a clean run;
# corrupt, foreign, URI-named and NULL-holding databases get clear errors (exit 2), never a crash.
set -uo pipefail
kc=$1
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$work"' EXIT
fails=0
sweep=(bench --targets coral --tasks ReLU,GELU -q --json --hidden 1)

# expect STATUS 'TEXT' COMMAND...: the command exits with STATUS and prints TEXT.
expect() {
  local status=$1 text=$2
  shift 2
  local out got
  out=$("$@" 2>&1)
  got=$?
  if [ "$got" != "$status" ] || ! grep -qF -- "$text" <<< "$out"; then
    echo "FAIL: $* -> status $got (want $status), output:"
    echo "$out" | tail -5
    echo "  expected to contain: $text"
    fails=$((fails + 1))
  fi
}
rows() { sqlite3 "$1" "SELECT target, task, config, verdict FROM results WHERE run_id = '$2' ORDER BY 1, 2, 3"; }

# A clean run, for comparison.
"$kc" "${sweep[@]}" --db "$work/clean.db" --run-id r > /dev/null 2>&1

# Locked: some rows committed, then a second process holds the write lock while the sweep resumes.
db=$work/locked.db
"$kc" "${sweep[@]}" --configs C1,C2 --db "$db" --run-id r > /dev/null 2>&1
before=$(sqlite3 "$db" "SELECT COUNT(*) FROM results")
(echo "BEGIN EXCLUSIVE; INSERT INTO runs VALUES ('holder', 'x', 0, 'now');"; sleep 8; echo "COMMIT;") | sqlite3 "$db" &
holder=$!
sleep 1
expect 1 "stopped: $db: cannot record a result: database is locked" "$kc" "${sweep[@]}" --db "$db" --run-id r --db-wait 1
expect 1 "kept in $db; run again with --run-id r to resume" "$kc" "${sweep[@]}" --db "$db" --run-id r --db-wait 1
after=$(sqlite3 "$db" "SELECT COUNT(*) FROM results")
[ "$before" = "$after" ] || { echo "FAIL: rows changed while locked: $before -> $after"; fails=$((fails + 1)); }
wait "$holder"
"$kc" "${sweep[@]}" --db "$db" --run-id r > /dev/null 2>&1
if [ "$(rows "$db" r)" != "$(rows "$work/clean.db" r)" ]; then
  echo "FAIL: the resumed run's rows differ from a clean run's"
  diff <(rows "$work/clean.db" r) <(rows "$db" r)
  fails=$((fails + 1))
fi
echo "locked: $before rows kept while locked; resumed to $(sqlite3 "$db" "SELECT COUNT(*) FROM results") rows, as a clean run"

# Corrupt: not a database at all.
head -c 4096 /dev/urandom > "$work/corrupt.db"
expect 2 "$work/corrupt.db: file is not a database" "$kc" "${sweep[@]}" --db "$work/corrupt.db"
# Foreign: an SQLite file whose `results` table is another program's.
sqlite3 "$work/foreign.db" "CREATE TABLE results (id INTEGER, payload TEXT);"
expect 2 "table 'results' has no column 'run_id': this file holds another program's tables" \
  "$kc" "${sweep[@]}" --db "$work/foreign.db"
# A name that looks like an SQLite URI is a path like any other (here, in a folder "file:" that
# does not exist), never a URI that would open clean.db read-only.
expect 2 "file:$work/clean.db?mode=ro: cannot open: unable to open database file" \
  "$kc" "${sweep[@]}" --db "file:$work/clean.db?mode=ro" --run-id other
# NULLs where the store always writes text (a table built without its NOT NULL constraints).
cols="run_id, target, task, config, verdict, correct, assembled, cycles, baseline_cycles, speedup, instructions,
      code_bytes, elements, matched, max_abs_error, max_rel_error, stop, error, seconds, report, recorded"
sqlite3 "$work/nulls.db" "CREATE TABLE runs (run_id, agent, seed, started); CREATE TABLE results ($cols);
  INSERT INTO runs VALUES ('r', 'baseline', 2026, 'now');
  INSERT INTO results (run_id) VALUES ('r');"
expect 2 "cannot read the finished results: unexpected NULL in column 'target'" \
  "$kc" "${sweep[@]}" --db "$work/nulls.db" --run-id r

# Stored reports whose fields have the wrong type (a string for a number, a list for the bound):
# the tables read them as absent and print.
cp "$work/clean.db" "$work/typed.db"
sqlite3 "$work/typed.db" "UPDATE results SET report = json_set(report, '$.bound', json_array(1, 2), '$.speedup', 'fast',
  '$.bound_share', 'half', '$.target', 7) WHERE task = 'ReLU' AND config = 'C1';
  UPDATE results SET report = json_set(report, '$.bound.cycles', 'many') WHERE task = 'GELU' AND config = 'C2';"
expect 0 "roofline bound" "$kc" bench --show r --db "$work/typed.db"

[ "$fails" = 0 ] && echo "ok" || { echo "$fails failed"; exit 1; }
