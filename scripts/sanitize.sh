#!/usr/bin/env bash
# Builds the whole project with AddressSanitizer and UndefinedBehaviorSanitizer (gcc, in
# build-asan/) and runs the whole test suite there. Any sanitizer report aborts the program it
# is in, so the test that ran it fails. Too slow for every CI run; run it before a release or
# after touching memory-handling code. Extra arguments go to ctest (e.g. -R coral).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)

flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g" \
  -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" "${launcher[@]}" >/dev/null
cmake --build build-asan -j"${KC_JOBS:-2}"
built=$(date +%s)

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:strict_string_checks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# AddressSanitizer maps terabytes of shadow memory, which no address-space limit admits: the
# hostile-input tests run without theirs here.
export KC_AS_LIMIT=0
status=0
ctest --test-dir build-asan --output-on-failure -j"${KC_JOBS:-2}" --timeout 3000 "$@" || status=$?
done_=$(date +%s)
echo "sanitize.sh: build $((built - start)) s, tests $((done_ - built)) s, total $((done_ - start)) s"
exit $status
