// libFuzzer target: Knuth's exact-cover format (solver/kinds/exact_cover/knuth_format.h).
#include "fuzz_support.h"
#include "kinds/exact_cover/knuth_format.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input = fuzz::textOf(data, size);
  (void)dlx::knuthMatrixFit(input);
  fuzz::parseThenCheck([&] { dlx::parseKnuthMatrix(input); }, "exact-cover", input);
  return 0;
}
