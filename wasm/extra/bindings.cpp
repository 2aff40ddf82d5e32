// Embind bindings of the second module (web/gen/dlx-extra.js): what the page loads only when a
// person asks for it (the "How it works" search, counting in parts on several workers), so the
// first download stays within its budget. Same rules as wasm/bindings.cpp: names for JS, no solver logic, one result shape.
#include <emscripten/bind.h>

#include <string>

#include "parts_handle.h"
#include "trace_handle.h"

using dlx::wasm::PartsHandle;
using dlx::wasm::SessionHandle;
using dlx::wasm::TraceHandle;

namespace {

// Always a handle; handle.opened() says whether the puzzle could be traced.
TraceHandle* openTrace(const std::string& kind, const std::string& input, const std::string& optionsJson) {
  return new TraceHandle(kind, input, optionsJson);
}

// Always a handle; handle.opened() says whether the input was read.
PartsHandle* openParts(const std::string& kind, const std::string& input, const std::string& optionsJson) {
  return new PartsHandle(kind, input, optionsJson);
}

SessionHandle* part(const PartsHandle& parts, const std::string& token) { return parts.part(token); }

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_studio_extra) {
  emscripten::class_<TraceHandle>("TraceHandle")
      .function("opened", &TraceHandle::opened)
      .function("step", &TraceHandle::step)
      .function("reset", &TraceHandle::reset);
  emscripten::function("openTrace", &openTrace, emscripten::allow_raw_pointers());
  // A part counts like the first module's session: runCounting(budget) slices, stats(), report().
  emscripten::class_<SessionHandle>("SessionHandle")
      .function("opened", &SessionHandle::opened)
      .function("run", &SessionHandle::run)
      .function("runCounting", &SessionHandle::runCounting)
      .function("stats", &SessionHandle::stats)
      .function("report", &SessionHandle::report);
  emscripten::class_<PartsHandle>("PartsHandle")
      .function("opened", &PartsHandle::opened)
      .function("split", &PartsHandle::split)
      .function("part", &part, emscripten::allow_raw_pointers());
  emscripten::function("openParts", &openParts, emscripten::allow_raw_pointers());
  emscripten::function("mergeParts", &dlx::wasm::mergeParts);
}
