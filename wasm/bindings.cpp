// Embind bindings: the names JS sees. No solver logic here and no result building: every call
// that can fail answers in the one result shape of result.h.
#include <emscripten/bind.h>

#include <string>

#include "core/kind.h"
#include "encode.h"
#include "result.h"
#include "session_handle.h"

using namespace dlx;
using dlx::wasm::SessionHandle;

namespace {

// Always a handle; handle.opened() says whether the input was read.
SessionHandle* open(const std::string& kind, const std::string& input, const std::string& optionsJson) {
  return new SessionHandle(kind, input, optionsJson);
}

// [{"name", "title", "presets": [names]}] (plain JSON: it cannot fail).
std::string kinds() {
  Json list = Json::array();
  for (const Kind* k : allKinds()) {
    Json entry = Json::object();
    entry["name"] = std::string(k->name());
    entry["title"] = std::string(k->title());
    Json presets = Json::array();
    for (const std::string& name : k->presets()) presets.push(name);
    entry["presets"] = std::move(presets);
    list.push(std::move(entry));
  }
  return list.dump();
}

// The failure result for a refusal the worker makes itself (busy, nothing open), so its replies
// have the one shape too.
std::string failure(const std::string& message) { return wasm::failResult(message); }

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_studio) {
  emscripten::class_<SessionHandle>("SessionHandle")
      .function("opened", &SessionHandle::opened)
      .function("run", &SessionHandle::run)
      .function("stats", &SessionHandle::stats)
      .function("setKeep", &SessionHandle::setKeep)
      .function("solution", &SessionHandle::solution)
      .function("report", &SessionHandle::report)
      .function("check", &SessionHandle::check);
  emscripten::function("open", &open, emscripten::allow_raw_pointers());
  emscripten::function("encode", &wasm::encode);
  emscripten::function("kinds", &kinds);
  emscripten::function("limits", &wasm::limits);
  emscripten::function("failure", &failure);
}
