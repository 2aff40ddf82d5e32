#!/usr/bin/env bash
# One entry point: ./build.sh [build|serve|test|bench|clean]
#   build  native (build/native) + WebAssembly (web/gen) builds
#   serve  build, then serve web/ on 127.0.0.1 and print the URL
#   test   build, then Catch2 (ctest), Node tests of the wasm module, browser tests
#   bench  build, then print the benchmark tables (native vs wasm in Node; the page in Chromium)
# Missing tools are installed first (apt-get for the toolchain, npm ci for playwright-core).
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(pwd)
export NODE_PATH=/usr/share/nodejs   # emcc's own JS tools need Debian's acorn & co.

log() { printf '== %s\n' "$*" >&2; }

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
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
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
  log "browser tests (headless Chromium)"
  node --test --test-concurrency=1 tests/browser/*.test.cjs || failed=1
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
    run_tests ;;
  bench)
    build_all
    node bench/run.cjs
    node bench/page.cjs ;;
  clean) rm -rf build web/gen ;;
  *) echo "usage: ./build.sh [build|serve|test|bench|clean]" >&2; exit 2 ;;
esac
