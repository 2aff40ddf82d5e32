// Embind bindings of the second module (web/gen/dlx-extra.js): what the page loads only when a
// person asks for it (the "How it works" search), so the first download stays within its
// budget. Same rules as wasm/bindings.cpp: names for JS, no solver logic, one result shape.
#include <emscripten/bind.h>

#include <string>

#include "trace_handle.h"

using dlx::wasm::TraceHandle;

namespace {

// Always a handle; handle.opened() says whether the puzzle could be traced.
TraceHandle* openTrace(const std::string& kind, const std::string& input, const std::string& optionsJson) {
  return new TraceHandle(kind, input, optionsJson);
}

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_studio_extra) {
  emscripten::class_<TraceHandle>("TraceHandle")
      .function("opened", &TraceHandle::opened)
      .function("step", &TraceHandle::step)
      .function("reset", &TraceHandle::reset);
  emscripten::function("openTrace", &openTrace, emscripten::allow_raw_pointers());
}
