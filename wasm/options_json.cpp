#include "options_json.h"

#include "core/errors.h"
#include "core/json.h"

namespace dlx::wasm {

Options optionsFromJson(const std::string& text) {
  Options options;
  if (text.empty()) return options;
  Json j = Json::parse(text);
  if (!j.isObject()) throw InputError("options must be a JSON object");
  for (const auto& [key, value] : j.asObject()) {
    if (value.isString()) options.set(key, value.asString());
    else if (value.isBool()) options.set(key, value.asBool() ? "1" : "0");
    else if (value.isNumber()) options.set(key, value.dump());
    else if (!value.isNull()) throw InputError("option '" + key + "' must be a string, number or boolean");
  }
  return options;
}

}  // namespace dlx::wasm
