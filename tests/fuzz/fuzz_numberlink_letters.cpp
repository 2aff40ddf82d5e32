// libFuzzer target: Numberlink in the LetterGrid layout (solver/kinds/numberlink/numberlink_formats.h).
#include "numberlink_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return fuzz::fuzzNumberlink({reinterpret_cast<const char*>(data), size}, dlx::numberlink::Layout::LetterGrid);
}
