#include "error_json.h"

#include <new>

#include "errors.h"
#include "text.h"

namespace dlx {

Json errorJson(const std::exception& e) {
  Json err = Json::object();
  if (auto* input = dynamic_cast<const InputError*>(&e)) {
    err["message"] = text::safeForTerminal(input->message());
    err["line"] = input->line() > 0 ? Json(input->line()) : Json();
    err["column"] = input->column() > 0 ? Json(input->column()) : Json();
    return err;
  }
  err["message"] = dynamic_cast<const std::bad_alloc*>(&e) ? std::string("out of memory: the puzzle is too large")
                                                          : text::safeForTerminal(e.what());
  err["line"] = Json();
  err["column"] = Json();
  return err;
}

}  // namespace dlx
