// Milliseconds on a monotonic clock, for the elapsed times sessions and analyses report.
#pragma once

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#else
#include <chrono>
#endif

namespace dlx {

// The wasm build asks the host's clock (performance.now()) directly: libc++'s steady_clock can
// throw std::system_error, and formatting that error's message links the C library's printf
// (about 6 KB of the page's first download).
inline double monotonicMs() {
#ifdef __EMSCRIPTEN__
  return emscripten_get_now();
#else
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
#endif
}

}  // namespace dlx
