// Embind bindings: the names JS sees. No solver logic here and no result building: every call
// that can fail answers in the one result shape of result.h.
#include <emscripten/bind.h>

#include <string>

#include "core/detect.h"
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

std::string kinds() { return kindsJson().dump(); }

// {"kind": name}: what an import reads the input as; a failure names the accepted formats.
std::string detect(const std::string& input) {
  return wasm::guarded([&] {
    const Kind* k = detectKind(input);
    if (!k) throw InputError(unrecognisedInput(input));
    Json value = Json::object();
    value["kind"] = std::string(k->name());
    return value;
  });
}

// Results for replies the worker makes itself (a run's end, a refusal such as "busy"), so the
// shape is built here even then and the worker only passes results on.
std::string success(const std::string& valueJson) { return wasm::guarded([&] { return Json::parse(valueJson); }); }
std::string failure(const std::string& message) { return wasm::failResult(message); }

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_studio) {
  emscripten::class_<SessionHandle>("SessionHandle")
      .function("opened", &SessionHandle::opened)
      .function("run", &SessionHandle::run)
      .function("runCounting", &SessionHandle::runCounting)
      .function("stats", &SessionHandle::stats)
      .function("setKeep", &SessionHandle::setKeep)
      .function("setCountAll", &SessionHandle::setCountAll)
      .function("solution", &SessionHandle::solution)
      .function("report", &SessionHandle::report)
      .function("check", &SessionHandle::check);
  emscripten::function("open", &open, emscripten::allow_raw_pointers());
  emscripten::function("encode", &wasm::encode);
  emscripten::function("kinds", &kinds);
  emscripten::function("detect", &detect);
  emscripten::function("limits", &wasm::limits);
  emscripten::function("success", &success);
  emscripten::function("failure", &failure);
}
