#include "result.h"

#include <new>

#include "core/errors.h"

namespace dlx::wasm {

std::string okResult(Json value) {
  Json r = Json::object();
  r["ok"] = true;
  r["value"] = std::move(value);
  return r.dump();
}

std::string failResult(const std::string& message, int line, int column) {
  Json error = Json::object();
  error["message"] = message;
  error["line"] = line;
  error["column"] = column;
  Json r = Json::object();
  r["ok"] = false;
  r["error"] = std::move(error);
  return r.dump();
}

std::string failResult(const std::exception& e) {
  if (auto* input = dynamic_cast<const InputError*>(&e)) return failResult(input->message(), input->line(), input->column());
  if (dynamic_cast<const std::bad_alloc*>(&e)) return failResult("out of memory: the puzzle is too large");
  return failResult(e.what());
}

}  // namespace dlx::wasm
