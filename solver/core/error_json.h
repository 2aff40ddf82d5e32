// The one JSON shape of an error, shared by the CLI (--json) and the wasm binding:
//   {"message": str, "line": int|null, "column": int|null}
#pragma once
#include <exception>

#include "json.h"

namespace dlx {

Json errorJson(const std::exception& e);

}  // namespace dlx
