// Solve options arrive from JS as a JSON object of strings, numbers or booleans.
#pragma once
#include <string>

#include "core/options.h"

namespace dlx::wasm {

// "" is no options; anything but an object of scalars is an InputError.
Options optionsFromJson(const std::string& text);

}  // namespace dlx::wasm
