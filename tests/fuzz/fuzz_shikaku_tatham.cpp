// libFuzzer target: Shikaku read by dlx::shikaku::parseTatham (solver/kinds/shikaku/tatham_format.h).
#include "kinds/shikaku/tatham_format.h"
#include "shikaku_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return fuzz::fuzzShikaku({reinterpret_cast<const char*>(data), size}, dlx::shikaku::parseTatham);
}
