// libFuzzer target: Json::parse on any input (the options and states the page and the CLI hand
// over). Every number it reads must be the nearest double (strtod's answer), and what it accepts
// must dump to JSON that it reads back.
#include <cstdlib>
#include <string>

#include "core/json.h"
#include "core/json_number.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(fuzz::textOf(data, size));
  if (const std::optional<dlx::Json> n = dlx::readJsonNumber(text); n && !n->isInt()) {
    const double expected = std::strtod(text.c_str(), nullptr);
    if (n->asDouble() != expected) fuzz::fail("the number " + text + " is not read as strtod reads it");
  }
  dlx::Json value;
  try {
    value = dlx::Json::parse(text);
  } catch (const std::runtime_error&) {
    return 0;
  }
  const std::string dumped = value.dump();
  try {
    dlx::Json::parse(dumped);
  } catch (const std::exception& e) {
    fuzz::fail("the dump of an accepted input does not read back (" + std::string(e.what()) + "): " + dumped);
  }
  return 0;
}
