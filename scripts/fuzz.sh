#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ (clang-14, ASan + UBSan, in build-fuzz/), gathers seed
# corpora from the project's own files, and runs each fuzz target for SECONDS (default 600).
#   scripts/fuzz.sh [SECONDS] [TARGET...]     targets: asm disasm elf sim hex npy task layout sem
#                                             mcp openai anthropic trajectory results_db
# (sem runs once per hwdesc/*.hwd, as sem-NAME; keep its findings in tests/fuzz_regressions/sem/)
# Prints per target the executions run and any findings (crash-, timeout-, oom-, leak- files in
# build-fuzz/findings/<target>/). A finding is replayed in the normal build once it is copied to
# tests/fuzz_regressions/<target>/ (and fixed). KC_FUZZ_TARGET=plena limits the assembler,
# decoder, ELF and simulator targets to one target of the registry. Exit status 1 if anything
# was found.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

seconds=600
if [[ $# -gt 0 && $1 =~ ^[0-9]+$ ]]; then seconds=$1; shift; fi
all=(asm disasm elf sim hex npy task layout sem mcp openai anthropic trajectory results_db)
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=("${all[@]}")
for t in "${targets[@]}"; do
  [[ " ${all[*]} " == *" $t "* ]] || { echo "fuzz.sh: unknown target '$t' (known: ${all[*]})" >&2; exit 2; }
done

build=build-fuzz
jobs=${KC_JOBS:-2}
if [[ ! -f $build/build.ninja ]]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
  cmake -S . -B $build -G Ninja -DKC_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g" \
    "${launcher[@]}" >/dev/null
fi
cmake --build $build -j"$jobs" --target "${targets[@]/#/fuzz_}"

# Seeds are gathered afresh each time (from the sources, and from what the normal build's
# kernelcraft assembles when there is one); what the fuzzer adds stays in corpus/ between runs.
rm -rf $build/seeds
echo "Gathering seeds:"
python3 fuzz/gather_seeds.py $build/seeds "$root/build/benchmark/kernelcraft"

export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# The semantics target reads one description per run (all of them at once would not fit the
# memory limit under ASan): `sem` runs once per hwdesc/*.hwd, as sem-NAME.
runs=()
for t in "${targets[@]}"; do
  if [[ $t == sem ]]; then
    for hwd in hwdesc/*.hwd; do runs+=("sem-$(basename "$hwd" .hwd)"); done
  else
    runs+=("$t")
  fi
done
summary=()
found=0
for t in "${runs[@]}"; do
  corpus=$build/corpus/$t findings=$build/findings/$t seeds=$build/seeds/$t log=$build/logs/$t.log
  mkdir -p "$corpus" "$findings" "$seeds" "$(dirname "$log")"
  before=$(ls "$findings" | sort)
  program=${t%%-*} hwd=
  [[ $program == sem ]] && hwd=$root/hwdesc/${t#sem-}.hwd
  echo "== fuzz_$program${hwd:+ on ${hwd#$root/}} for ${seconds}s (log: $log)"
  set +e
  KC_FUZZ_HWD=$hwd "$build/fuzz/fuzz_$program" "$corpus" "$seeds" -max_total_time="$seconds" -rss_limit_mb=512 \
    -timeout=10 -print_final_stats=1 -artifact_prefix="$findings/" >"$log" 2>&1
  status=$?
  set -e
  # A run that crashed prints no final statistics: then the last progress line counts.
  execs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | awk '{print $2}' | tail -1 || true)
  [[ -z $execs ]] && execs=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#' || true)
  # slow-unit-* files are libFuzzer's note of its slowest inputs, not findings.
  new=$(comm -13 <(echo "$before") <(ls "$findings" | sort) | sed '/^$/d; /^slow-unit-/d' || true)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | awk '{print $2}' || true)
  line="$t: ${execs:-0} executions, coverage ${cov:-?}, corpus $(ls "$corpus" | wc -l)"
  if [[ -n $new ]]; then
    found=1
    line+=", FINDINGS:"
    for f in $new; do line+=" $findings/$f"; done
    grep -m1 -E 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|SUMMARY' "$log" | sed 's/^/    /' || true
  elif [[ $status -ne 0 ]]; then
    found=1
    line+=", fuzzer exited with status $status (see $log)"
  else
    line+=", no findings"
  fi
  echo "$line"
  summary+=("$line")
done
echo
echo "Fuzzing summary (${seconds}s per target):"
printf '  %s\n' "${summary[@]}"
exit $found
