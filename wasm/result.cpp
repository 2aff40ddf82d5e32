#include "result.h"

#include "core/error_json.h"
#include "core/errors.h"

namespace dlx::wasm {
namespace {

std::string failWith(Json error) {
  Json r = Json::object();
  r["ok"] = false;
  r["error"] = std::move(error);
  return r.dump();
}

}  // namespace

std::string okResult(Json value) {
  Json r = Json::object();
  r["ok"] = true;
  r["value"] = std::move(value);
  return r.dump();
}

// The error member is the one shape the CLI's --json prints too (core/error_json.h).
std::string failResult(const std::string& message, int line, int column) {
  return failWith(errorJson(InputError(message, line, column)));
}

std::string failResult(const std::exception& e) { return failWith(errorJson(e)); }

}  // namespace dlx::wasm
