#include "error_json.h"

#include <new>

#include "errors.h"

namespace dlx {

Json errorJson(const std::exception& e) {
  Json err = Json::object();
  if (auto* input = dynamic_cast<const InputError*>(&e)) {
    err["message"] = input->message();
    err["line"] = input->line() > 0 ? Json(input->line()) : Json();
    err["column"] = input->column() > 0 ? Json(input->column()) : Json();
    return err;
  }
  err["message"] = dynamic_cast<const std::bad_alloc*>(&e) ? "out of memory: the puzzle is too large" : e.what();
  err["line"] = Json();
  err["column"] = Json();
  return err;
}

}  // namespace dlx
