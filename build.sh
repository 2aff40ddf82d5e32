#!/usr/bin/env bash
# One entry point: ./build.sh [build|serve|test|bench|fuzz [SECONDS]|clean]
#   build  native (build/native) + WebAssembly (web/gen) builds
#   serve  build, then serve web/ on 127.0.0.1 and print the URL
#   test   build, then Catch2 (ctest), Node tests of the wasm module, browser tests
#   bench  build, then print the benchmark tables (native vs wasm in Node; the page in Chromium)
#   fuzz [SECONDS]  build the libFuzzer targets (build/fuzz) and run each for SECONDS (default 60)
# Missing tools are installed first (apt-get for the toolchain, npm ci for playwright-core).
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(pwd)
export NODE_PATH=/usr/share/nodejs   # emcc's own JS tools need Debian's acorn & co.

# Each step is stamped with the seconds since the script started, so a slow phase shows in CI logs.
log() { printf '== %s (at %ds)\n' "$*" "$SECONDS" >&2; }

# apt-get install of the packages named (nothing when none are).
apt_install() {
  [ $# -gt 0 ] || return 0
  log "installing $*"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

ensure_tools() {
  local missing=()
  command -v em++ >/dev/null || missing+=(emscripten)
  command -v cmake >/dev/null || missing+=(cmake)
  command -v ninja >/dev/null || missing+=(ninja-build)
  [ -f /usr/include/catch2/catch.hpp ] || missing+=(catch2)
  command -v chromium >/dev/null || missing+=(chromium)
  command -v node >/dev/null || missing+=(nodejs)
  command -v npm >/dev/null || missing+=(npm)
  command -v g++ >/dev/null || missing+=(g++)
  apt_install ${missing[@]+"${missing[@]}"}
  if [ ! -d node_modules/playwright-core ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "npm ci"
    npm ci --no-audit --no-fund --loglevel=error >/dev/null
  fi
}

build_native() {
  log "native build (build/native)"
  cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native
  ln -sf native/dlx build/dlx
}

build_wasm() {
  log "wasm build (web/gen)"
  emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/wasm
}

build_all() { ensure_tools; build_native; build_wasm; }

run_tests() {
  local failed=0
  log "Catch2 unit tests (ctest)"
  ctest --test-dir build/native --output-on-failure -j2 || failed=1
  log "Node tests of the wasm module"
  node --test tests/node/*.test.cjs || failed=1
  # Two test files at once, one per core of the CI machine: most of a browser test is waiting on
  # a worker or a page event, and each file starts its own server on a free port and its own
  # browser, so the files share nothing. The files whose tests race the machine itself run alone
  # afterwards: touch gestures sent as a burst of events (a busy core merged them into another
  # gesture) and counts on every core.
  local alone=(tests/browser/play-packing.test.cjs tests/browser/workers.test.cjs) shared=() file
  for file in tests/browser/*.test.cjs; do
    [[ " ${alone[*]} " == *" $file "* ]] || shared+=("$file")
  done
  log "browser tests (headless Chromium, two files at once)"
  node --test --test-concurrency=2 "${shared[@]}" || failed=1
  log "browser tests that need the machine to themselves"
  node --test --test-concurrency=1 "${alone[@]}" || failed=1
  return $failed
}

# --- Sanitizers and fuzzing (README "Fuzzing and sanitizers") ---

ensure_fuzz_tools() {
  local missing=()
  command -v cmake >/dev/null || missing+=(cmake)
  command -v ninja >/dev/null || missing+=(ninja-build)
  command -v clang++-14 >/dev/null || command -v clang++ >/dev/null || missing+=(clang)
  compgen -G "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a" >/dev/null ||
    missing+=(libclang-rt-14-dev)
  apt_install ${missing[@]+"${missing[@]}"}
}

# The Catch2 tests built with ASan+UBSan (clang, in build/fuzz next to the fuzz targets, sharing
# their instrumented core; any report aborts). Tests tagged [slow] are left out of this pass only:
# they run in the optimised ctest pass already. Two halves at once, one per core of the CI
# machine: the [numberlink] tests and all the others, about equal (161 s and 180 s on 2 cores;
# 341 s one after the other). Each half's output goes to its log, shown when the half fails.
run_asan_tests() {
  log "Catch2 unit tests under ASan+UBSan (build/fuzz/unit_tests, two halves at once)"
  local half status=0 pids=() names=("[numberlink]~[slow]~[.]" "~[numberlink]~[slow]~[.]")
  for half in 0 1; do
    ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      build/fuzz/unit_tests "${names[$half]}" > "build/fuzz/asan-half-$half.log" 2>&1 &
    pids+=($!)
  done
  for half in 0 1; do
    if wait "${pids[$half]}"; then
      echo "${names[$half]}: $(tail -n 2 "build/fuzz/asan-half-$half.log" | tr -s '\n' ' ')"
    else
      status=1
      echo "${names[$half]}: FAILED; its output:"
      cat "build/fuzz/asan-half-$half.log"
    fi
  done
  return "$status"
}

# Builds the fuzz targets, plus any further targets named (e.g. unit_tests), in build/fuzz.
build_fuzz() {
  ensure_fuzz_tools
  log "libFuzzer targets ${*:+and $* }(build/fuzz)"
  local cxx
  cxx=$(command -v clang++-14 || command -v clang++)
  cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER="$cxx" -DDLX_FUZZ=ON >/dev/null
  cmake --build build/fuzz --target fuzzers "$@"
}

# Runs one target for $1 seconds on its seed/regression corpus (tests/fuzz/NAME, read-only) plus a
# scratch corpus (build/fuzz/corpus/NAME), and writes its table row to build/fuzz/NAME.row. Findings
# land in build/fuzz/findings/NAME; copy each into tests/fuzz/NAME/ once fixed.
fuzz_one() {
  local name=$1 seconds=$2 runs=$3 bin work found log execs rate rc=0
  bin=build/fuzz/$name
  work=build/fuzz/corpus/${name#fuzz_}
  found=build/fuzz/findings/${name#fuzz_}
  log=build/fuzz/${name}.log
  mkdir -p "$work" "$found"
  # With a run count (the test pass): a fixed seed and a fixed number of runs, so a test run does
  # the same work on every machine and passes or fails alike; the time stays only as a cap.
  local fixed=()
  [ -n "$runs" ] && fixed=(-seed=1 -runs="$runs")
  "$bin" "$work" "tests/fuzz/${name#fuzz_}" "${fixed[@]}" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$found/" >"$log" 2>&1 || rc=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  printf '%-22s %12s %8s %8s  %s\n' "${name#fuzz_}" "${execs:-?}" "${rate:-?}" "$(ls "$work" | wc -l)" \
    "$([ $rc -eq 0 ] && echo none || echo "exit $rc, see $log and $found/")" > "build/fuzz/$name.row"
  return $rc
}

# Runs every target (fuzz_one), as many at once as the machine has cores: each target is one
# process on one core, and the test pass's 12 targets took about 150 s one after the other on
# the 2-core CI machine. Prints the table in target order; fails when any target crashed, hung
# or leaked.
run_fuzz() {
  local seconds=$1 runs=${2:-} failed=0 source name names=()
  local width
  width=$(nproc 2>/dev/null || echo 2)
  rm -f build/fuzz/fuzz_*.row
  for source in tests/fuzz/fuzz_*.cpp; do
    name=$(basename "$source" .cpp)
    [ "$name" = fuzz_support ] || names+=("$name")
  done
  for name in "${names[@]}"; do
    # At most `width` targets at once: start the next when any one ends.
    while [ "$(jobs -rp | wc -l)" -ge "$width" ]; do wait -n || true; done
    fuzz_one "$name" "$seconds" "$runs" &
  done
  wait
  printf '%-22s %12s %8s %8s  %s\n' target executions exec/s corpus findings
  for name in "${names[@]}"; do
    # A target that ended badly (or never wrote its row) fails the pass.
    if [ -f "build/fuzz/$name.row" ]; then cat "build/fuzz/$name.row"; else echo "${name#fuzz_}: no result"; failed=1; fi
    grep -q ' none$' "build/fuzz/$name.row" 2>/dev/null || failed=1
  done
  return $failed
}

cmd=${1:-build}
case "$cmd" in
  build) build_all ;;
  serve)
    build_all
    exec node tools/serve.cjs --port "${PORT:-8080}" ;;
  test)
    build_all
    failed=0
    run_tests || failed=1
    build_fuzz unit_tests
    run_asan_tests || failed=1
    log "fuzz targets, 8000 runs each from seed 1 (regression corpus included)"
    rm -rf build/fuzz/corpus  # start from the committed corpus, as on a fresh clone
    run_fuzz 60 8000 || failed=1
    exit $failed ;;
  fuzz)
    build_fuzz
    run_fuzz "${2:-60}" ;;
  bench)
    build_all
    node bench/run.cjs
    node bench/page.cjs ;;
  clean) rm -rf build web/gen ;;
  *) echo "usage: ./build.sh [build|serve|test|bench|fuzz [SECONDS]|clean]" >&2; exit 2 ;;
esac
