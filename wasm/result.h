// The one result shape of every wasm call that can fail, as JSON text:
//   {"ok":true,"value":...}  or  {"ok":false,"error":{"message":...,"line":L,"column":C}}
// (line and column 1-based, null when the error has no position). The worker passes these on as
// its replies unchanged, and web/lib/result.js is the same shape on the page side.
#pragma once
#include <exception>
#include <string>

#include "core/json.h"

namespace dlx::wasm {

std::string okResult(Json value);
std::string failResult(const std::exception& e);
std::string failResult(const std::string& message, int line = 0, int column = 0);

// Runs f (returning Json) and wraps its value, or the exception it threw, in the result shape:
// an exception escaping through Embind would reach JS as a bare number.
template <class F>
std::string guarded(F&& f) {
  try {
    return okResult(f());
  } catch (const std::exception& e) {
    return failResult(e);
  }
}

}  // namespace dlx::wasm
